/**
 * The standalone page's events (issue 34): the open event is saved in the browser after every change of the workbook
 * (Hakem's writes, the arbiter's typing, the sheet shown), reopened after a reload or a closed tab, and listed with
 * the other events kept (open one, delete one after a question, see which is open now). An .xlsx file opens as a
 * new event and the open event saves as one, so an event moves between the browser and Excel.
 *
 * The panel keeps its own element: the taskpane attaches it again below itself after every redraw (app.ts `panels`).
 */
import type { StandaloneWorkbook } from '../host/standalone';
import { KEEP_UI, type Lang, type Text } from '../i18n';
import { escapeHtml as h } from '../taskpane/print';
import { sheetKeeper, type EventKeeper } from '../taskpane/replaceGuard';
import { SHEET } from '../workbook/layout';
import { TEAMS_SHEET } from '../workbook/team';
import { eventLabel, newEventId, storeKeeper, type EventEntry, type EventStore } from './eventStore';

export interface EventsSession {
  panel: { element: HTMLElement; update(): void };
  /** Where Create's replaced events go: the store (or, where the browser keeps nothing, sheets of the workbook). */
  keeper: EventKeeper;
  /** Opens what the page starts with: the event open last time (the demo on a first visit), the demo, or nothing. */
  start(mode: 'reopen' | 'demo' | 'empty', demo: () => Promise<void>): Promise<void>;
  /** Resolves once every change so far is in the store. */
  saved(): Promise<void>;
  currentId(): string | undefined;
}

export interface EventsOptions {
  lang: () => Lang;
  /** After another event is opened: the taskpane reads the workbook again. */
  afterOpen: () => Promise<void>;
  download: (fileName: string, bytes: Uint8Array, mime: string) => void;
}

const XLSX_MIME = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export function createEventsSession(wb: StandaloneWorkbook, store: EventStore | undefined, storeError: string | undefined, options: EventsOptions): EventsSession {
  let current: string | undefined;
  let entries: EventEntry[] = [];
  let message: { text: Text; kind: 'ok' | 'error' } | undefined = store ? undefined : { text: KEEP_UI.storeUnavailable(storeError ?? 'IndexedDB'), kind: 'error' };
  let asking: EventEntry | undefined;
  let busy = false;
  const t = (x: Text) => x[options.lang()];

  // ---- saving: one save at a time, the newest state last; a change while saving is saved right after
  let dirty = false;
  let saveFailed = false;
  let running: Promise<void> | undefined;
  async function saveLoop() {
    while (dirty && store) {
      dirty = false;
      const sheets = wb.sheets();
      if (!sheets.length && current === undefined) continue; // an empty page is no event yet
      if (current === undefined) {
        current = newEventId();
        await store.setCurrent(current);
      }
      const label = eventLabel(sheets);
      try {
        await store.save({ id: current, name: label.name, summary: label.summary, savedAt: new Date().toISOString() }, sheets, wb.activeSheet());
        if (saveFailed) message = undefined;
        saveFailed = false;
      } catch (e) {
        saveFailed = true;
        message = { text: KEEP_UI.saveFailed((e as Error).message), kind: 'error' };
      }
    }
    entries = store ? await store.list().catch(() => entries) : [];
    document.body.dataset.saved = String(Number(document.body.dataset.saved ?? 0) + 1);
    draw();
  }
  function queueSave() {
    if (!store) return;
    dirty = true;
    running ??= saveLoop().finally(() => {
      running = undefined;
      if (dirty) queueSave();
    });
  }
  async function saved() {
    while (running) await running;
  }
  // (no "leave the page?" question while a save runs: it takes milliseconds, and the question would stand in the way
  // of every reload)
  wb.onChange(queueSave);

  /** Another event in the page: the one open now is saved first, then the workbook is replaced at once. */
  async function openSheets(id: string, sheets: ReturnType<StandaloneWorkbook['sheets']>, active?: string) {
    await saved();
    current = id;
    if (store) await store.setCurrent(id);
    wb.replaceAll(sheets, active);
    await saved();
    await options.afterOpen();
  }

  // ---- the panel
  const el = document.createElement('details');
  el.className = 'section';
  el.id = 'events-section';
  el.open = true;

  function when(iso: string) {
    const d = new Date(iso);
    return Number.isNaN(d.getTime()) ? iso : d.toLocaleString(options.lang() === 'tr' ? 'tr-TR' : 'en-GB', { dateStyle: 'short', timeStyle: 'short' });
  }

  let drawn = '';
  function draw() {
    const dis = busy ? 'disabled' : '';
    const rows = entries.map((e) => {
      const open = e.id === current;
      const note = e.replacedAt ? t(KEEP_UI.replacedAt(when(e.replacedAt))) : t(KEEP_UI.savedAt(when(e.savedAt)));
      const q = asking?.id === e.id
        ? `<div class="confirm-inline"><p>${h(t(KEEP_UI.confirmDelete(e.name || t(KEEP_UI.untitled), e.summary)))}</p><button class="event-delete-yes" data-id="${h(e.id)}">${h(t(KEEP_UI.yes))}</button> <button class="event-delete-no">${h(t(KEEP_UI.no))}</button></div>`
        : '';
      return `<li class="event ${open ? 'current' : ''}" data-id="${h(e.id)}"><b>${h(e.name || t(KEEP_UI.untitled))}</b> <span class="note">${h(t(e.summary))} · ${h(note)}</span>
        ${open ? `<span class="open-now">(${h(t(KEEP_UI.openNow))})</span>` : `<button class="event-open" data-id="${h(e.id)}" ${dis}>${h(t(KEEP_UI.open))}</button> <button class="event-delete" data-id="${h(e.id)}" ${dis}>${h(t(KEEP_UI.remove))}</button>`}${q}</li>`;
    }).join('');
    const html = `<summary>${h(t(KEEP_UI.events))}</summary>
      <p class="note">${h(t(KEEP_UI.eventsHelp))}</p>
      ${message ? `<div id="events-message" class="message ${message.kind}" role="status">${h(t(message.text))}</div>` : ''}
      <ul id="events-list" class="plain">${rows}</ul>
      <button id="xlsx-save" ${dis} ${wb.sheets().length ? '' : 'disabled'}>${h(t(KEEP_UI.saveXlsx))}</button>
      <label>${h(t(KEEP_UI.openXlsx))} <input type="file" id="xlsx-file" accept=".xlsx" ${dis}></label>`;
    // drawn again only when something shown changed (the file chooser the arbiter has open stays the same element)
    if (html !== drawn) {
      el.innerHTML = html;
      drawn = html;
    }
    el.dataset.busy = busy ? 'true' : 'false';
  }

  async function run(action: () => Promise<void>) {
    if (busy) return;
    busy = true;
    message = undefined;
    draw();
    try {
      await action();
    } catch (e) {
      message = { text: { en: (e as Error).message, tr: (e as Error).message }, kind: 'error' };
    } finally {
      busy = false;
      entries = store ? await store.list().catch(() => entries) : [];
      draw();
      el.dataset.done = String(Number(el.dataset.done ?? 0) + 1);
    }
  }

  el.addEventListener('click', async (ev) => {
    const b = (ev.target as HTMLElement).closest('button');
    if (!b || b.disabled) return;
    const id = b.dataset.id;
    const entry = entries.find((e) => e.id === id);
    if (b.classList.contains('event-open') && entry && store) {
      await run(async () => {
        const s = await store.sheets(entry.id);
        if (!s) throw new Error(t(KEEP_UI.keptUnreadable));
        await openSheets(entry.id, s.sheets, s.active);
        message = { text: KEEP_UI.opened(entry.name || t(KEEP_UI.untitled)), kind: 'ok' };
      });
    } else if (b.classList.contains('event-delete') && entry) {
      asking = entry;
      draw();
    } else if (b.classList.contains('event-delete-no')) {
      asking = undefined;
      draw();
    } else if (b.classList.contains('event-delete-yes') && entry && store && entry.id !== current) {
      asking = undefined;
      await run(async () => {
        await store.remove(entry.id);
        message = { text: KEEP_UI.deleted(entry.name || t(KEEP_UI.untitled)), kind: 'ok' };
      });
    } else if (b.id === 'xlsx-save') {
      await run(async () => {
        const { workbookToXlsx } = await import(/* webpackChunkName: "xlsx" */ './xlsx');
        const sheets = wb.sheets();
        const base = (eventLabel(sheets).name || 'event').replace(/[^\p{L}\p{N}]+/gu, '-').replace(/^-|-$/g, '') || 'event';
        const fileName = `${base}.xlsx`;
        options.download(fileName, await workbookToXlsx(sheets, wb.activeSheet()), XLSX_MIME);
        message = { text: KEEP_UI.xlsxSaved(fileName), kind: 'ok' };
      });
    }
  });

  el.addEventListener('change', async (ev) => {
    const input = ev.target as HTMLInputElement;
    if (input.id !== 'xlsx-file') return;
    const file = input.files?.[0];
    if (!file) return;
    input.value = ''; // the same file chosen again is read again
    await run(async () => {
      let read: Awaited<ReturnType<typeof import('./xlsx')['xlsxToWorkbook']>>;
      try {
        const { xlsxToWorkbook } = await import(/* webpackChunkName: "xlsx" */ './xlsx');
        read = await xlsxToWorkbook(new Uint8Array(await file.arrayBuffer()));
      } catch (e) {
        message = { text: KEEP_UI.xlsxFailed(file.name, (e as Error).message), kind: 'error' };
        return;
      }
      const names = read.sheets.map((s) => s.name);
      if (!names.includes(SHEET.players) && !names.includes(TEAMS_SHEET)) {
        message = { text: KEEP_UI.xlsxFailed(file.name, options.lang() === 'tr' ? 'Players ya da Teams sayfası yok; bu bir Hakem turnuvası değil' : 'it has no Players or Teams sheet, so it is no Hakem event'), kind: 'error' };
        return;
      }
      // a new event: the one open now stays in the list as it is
      await openSheets(newEventId(), read.sheets, read.active);
      message = { text: KEEP_UI.xlsxOpened(file.name), kind: 'ok' };
    });
  });

  const keeper = store ? storeKeeper(store, () => current) : sheetKeeper(wb);

  return {
    panel: { element: el, update: draw },
    keeper,
    saved,
    currentId: () => current,
    async start(mode, demo) {
      if (mode === 'reopen' && store) {
        const id = await store.current().catch(() => undefined);
        const s = id ? await store.sheets(id).catch(() => undefined) : undefined;
        if (id && s) {
          current = id;
          wb.replaceAll(s.sheets, s.active);
          await saved();
          return;
        }
      }
      if (mode !== 'empty') await demo();
      await saved();
      if (!running) {
        entries = store ? await store.list().catch(() => []) : [];
        draw();
      }
    },
  };
}
