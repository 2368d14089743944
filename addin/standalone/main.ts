/**
 * The standalone page: the taskpane beside an in-browser workbook, for machines without Excel.
 * Every event is kept in the browser (events.ts): the page reopens the event open last time; on a first visit it
 * opens on the documents' 17-player Dutch example (engine/demo/dutch17.ts). `?demo` opens the demo as a new event,
 * `?empty` an empty workbook (the events kept stay in the list either way).
 */
import { createStandaloneWorkbook } from '../host/standalone';
import type { CustomFunction } from '../host/formula';
import { mountTaskpane } from '../taskpane/app';
import { createTournament } from '../taskpane/flows';
import { mountGrid } from './grid';
import { createRatingListPanel } from '../taskpane/ratingList';
import { createEventsSession } from './events';
import { openEventStore, type EventStore } from './eventStore';

declare global {
  interface Window {
    __hakemFunctions?: Record<string, CustomFunction>;
    hakem?: unknown;
  }
}

function download(fileName: string, content: string | Uint8Array, mime: string) {
  const url = URL.createObjectURL(new Blob([content as BlobPart], { type: mime }));
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

async function main() {
  const workbook = createStandaloneWorkbook([], {
    functions: (id) => window.__hakemFunctions?.[id.toUpperCase()],
    download,
  });
  const params = new URLSearchParams(location.search);
  const lang = params.get('lang') === 'tr' ? 'tr' : 'en';
  const mode = params.has('empty') ? 'empty' : params.has('demo') ? 'demo' : 'reopen';
  let store: EventStore | undefined;
  let storeError: string | undefined;
  try {
    store = await openEventStore();
  } catch (e) {
    storeError = (e as Error)?.message ?? String(e);
  }
  const root = document.getElementById('taskpane')!;
  const paneLang = () => (root.dataset.lang === 'tr' ? 'tr' : 'en');
  const events = createEventsSession(workbook, store, storeError, { lang: paneLang, afterOpen: () => taskpane.refresh(), download });
  await events.start(mode, async () => {
    await createTournament(workbook, { kind: 'demo' }, { language: lang });
  });
  // a reload reopens where the arbiter left off, not a new demo or an empty page
  if (mode !== 'reopen') {
    params.delete('empty');
    params.delete('demo');
    const rest = params.toString();
    history.replaceState(null, '', `${location.pathname}${rest ? `?${rest}` : ''}${location.hash}`);
  }
  const ratingList = createRatingListPanel(workbook, { lang: paneLang, afterWrite: () => taskpane.refresh() });
  const taskpane = mountTaskpane(root, workbook, { lang, panels: [events.panel, ratingList], keeper: events.keeper });
  const grid = mountGrid(
    {
      grid: document.getElementById('grid')!,
      tabs: document.getElementById('tabs')!,
      formula: document.getElementById('formula') as HTMLInputElement,
      cellName: document.getElementById('cell-name')!,
    },
    workbook,
    () => undefined, // the taskpane watches the workbook itself
  );
  await taskpane.ready;
  await grid.render();
  window.hakem = { workbook, taskpane, ratingList, events };
  document.body.dataset.ready = 'true';
}

void main();
