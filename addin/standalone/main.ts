/**
 * The standalone page: the taskpane beside an in-browser workbook, for machines without Excel.
 * It opens on the documents' 17-player Dutch example (engine/demo/dutch17.ts).
 */
import { createStandaloneWorkbook } from '../host/standalone';
import type { CustomFunction } from '../host/formula';
import { mountTaskpane } from '../taskpane/app';
import { createTournament } from '../taskpane/flows';
import { mountGrid } from './grid';
import { createRatingListPanel } from '../taskpane/ratingList';

declare global {
  interface Window {
    __hakemFunctions?: Record<string, CustomFunction>;
    hakem?: unknown;
  }
}

function download(fileName: string, content: string, mime: string) {
  const url = URL.createObjectURL(new Blob([content], { type: mime }));
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
  const lang = new URLSearchParams(location.search).get('lang') === 'tr' ? 'tr' : 'en';
  if (new URLSearchParams(location.search).get('empty') === null) await createTournament(workbook, { kind: 'demo' }, { language: lang });
  const root = document.getElementById('taskpane')!;
  const ratingList = createRatingListPanel(workbook, { lang: () => (root.dataset.lang === 'tr' ? 'tr' : 'en'), afterWrite: () => taskpane.refresh() });
  const taskpane = mountTaskpane(root, workbook, { lang, panels: [ratingList] });
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
  window.hakem = { workbook, taskpane, ratingList };
  document.body.dataset.ready = 'true';
}

void main();
