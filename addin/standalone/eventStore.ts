/**
 * The standalone page's events, kept in the browser (IndexedDB) so that closing the tab loses nothing (issue 34):
 * the open event is saved after every change of its workbook (Hakem's writes and the arbiter's own typing), and
 * the page reopens it where the arbiter left off. An event Create replaced is kept here too, as its own entry.
 * Nothing leaves the machine: no server is involved, and the page works offline.
 */
import type { StoredSheet } from '../host/standalone';
import type { Cell } from '../host/types';
import { KEEP_UI, type Text } from '../i18n';
import { ROUND_SHEET, SHEET } from '../workbook/layout';
import { TEAMS_SHEET } from '../workbook/team';
import type { EventKeeper, KeptEvent } from '../taskpane/replaceGuard';

/** One event as the list shows it. */
export interface EventEntry {
  id: string;
  name: string;
  summary: Text;
  /** ISO time of the last save. */
  savedAt: string;
  /** Set while the entry is a copy kept when Create (or "Bring back") replaced it; cleared once it is opened. */
  replacedAt?: string;
}

export interface EventStore {
  /** Newest first. */
  list(): Promise<EventEntry[]>;
  sheets(id: string): Promise<{ sheets: StoredSheet[]; active?: string } | undefined>;
  save(entry: EventEntry, sheets: StoredSheet[], active?: string): Promise<void>;
  remove(id: string): Promise<void>;
  /** The event open in the page (reopened after a reload). */
  current(): Promise<string | undefined>;
  setCurrent(id: string | undefined): Promise<void>;
}

const DB = 'hakem-events';
const EVENTS = 'events';
const SHEETS = 'sheets';
const META = 'meta';

const done = (tx: IDBTransaction) => new Promise<void>((resolve, reject) => {
  tx.oncomplete = () => resolve();
  tx.onerror = () => reject(tx.error ?? new Error('IndexedDB transaction failed'));
  tx.onabort = () => reject(tx.error ?? new Error('IndexedDB transaction aborted'));
});
const result = <T>(req: IDBRequest<T>) => new Promise<T>((resolve, reject) => {
  req.onsuccess = () => resolve(req.result);
  req.onerror = () => reject(req.error ?? new Error('IndexedDB request failed'));
});

/** Opens (creating on first use) the browser's event store; rejects where the browser keeps nothing (some private modes). */
export async function openEventStore(idb: IDBFactory = indexedDB, name = DB): Promise<EventStore> {
  const open = idb.open(name, 1);
  open.onupgradeneeded = () => {
    const db = open.result;
    db.createObjectStore(EVENTS, { keyPath: 'id' });
    db.createObjectStore(SHEETS);
    db.createObjectStore(META);
  };
  const db = await result(open);
  return {
    async list() {
      const all = await result(db.transaction(EVENTS).objectStore(EVENTS).getAll() as IDBRequest<EventEntry[]>);
      return all.sort((a, b) => (a.savedAt < b.savedAt ? 1 : a.savedAt > b.savedAt ? -1 : 0));
    },
    async sheets(id) {
      return (await result(db.transaction(SHEETS).objectStore(SHEETS).get(id))) as { sheets: StoredSheet[]; active?: string } | undefined;
    },
    async save(entry, sheets, active) {
      // the list entry and its sheets in one transaction: never one without the other
      const tx = db.transaction([EVENTS, SHEETS], 'readwrite');
      tx.objectStore(EVENTS).put(entry);
      tx.objectStore(SHEETS).put({ sheets, ...(active ? { active } : {}) }, entry.id);
      await done(tx);
    },
    async remove(id) {
      const tx = db.transaction([EVENTS, SHEETS, META], 'readwrite');
      tx.objectStore(EVENTS).delete(id);
      tx.objectStore(SHEETS).delete(id);
      await done(tx);
    },
    async current() {
      return (await result(db.transaction(META).objectStore(META).get('current'))) as string | undefined;
    },
    async setCurrent(id) {
      const tx = db.transaction(META, 'readwrite');
      if (id === undefined) tx.objectStore(META).delete('current');
      else tx.objectStore(META).put(id, 'current');
      await done(tx);
    },
  };
}

export const newEventId = () => `ev-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;

const filled = (c: Cell | undefined) => c !== null && c !== undefined && String(c).trim() !== '';

/**
 * What an event is, read from its sheets' cells (no formula evaluated: this runs after every change):
 * its name (Settings "name"), players or teams, rounds, and the last round with a result.
 */
export function eventLabel(sheets: Array<{ name: string; cells: Cell[][] }>): { name: string; summary: Text } {
  const find = (n: string) => sheets.find((s) => s.name === n);
  const name = find(SHEET.settings)?.cells.find((r) => r[0] === 'name')?.[2];
  const rounds = sheets.map((s) => ({ s, m: ROUND_SHEET.exec(s.name) })).filter((x) => x.m).map((x) => ({ number: Number(x.m![1]), cells: x.s.cells })).sort((a, b) => a.number - b.number);
  const teams = find(TEAMS_SHEET);
  // a result on a board row (not a bye's code below the boards): an individual round's Result (D) beside its board
  // number (A); a team round's match or board result (F) beside its match (A) or board (B) number
  const hasResult = (row: Cell[]) => (teams ? filled(row[5]) && (filled(row[0]) || filled(row[1])) : filled(row[3]) && filled(row[0]));
  const withResults = [...rounds].reverse().find((r) => r.cells.slice(1).some(hasResult));
  const summary = teams
    ? KEEP_UI.teamSummary(new Set(teams.cells.slice(1).map((r) => r[0]).filter(filled)).size, rounds.length, withResults?.number)
    : KEEP_UI.summary((find(SHEET.players)?.cells.slice(1).filter((r) => filled(r[0]) || filled(r[1])).length) ?? 0, rounds.length, withResults?.number);
  return { name: filled(name) ? String(name) : '', summary };
}

/**
 * The pane's keeper on the standalone page: a replaced event becomes an entry of the store (marked as replaced),
 * listed with the others; "Bring back" takes the newest such entry.
 */
export function storeKeeper(store: EventStore, currentId: () => string | undefined): EventKeeper {
  return {
    async keep(event) {
      const id = newEventId();
      const sheets: StoredSheet[] = event.sheets.map((s) => ({ name: s.name, cells: s.rows.map((r) => [...r]), textColumns: [...(s.textColumns ?? [])], header: !!s.header, validations: (s.validations ?? []).map((v) => ({ ...v, values: [...v.values] })) }));
      const entry: EventEntry = { id, name: event.name, summary: event.summary, savedAt: event.keptAt, replacedAt: event.keptAt };
      await store.save(entry, sheets, event.active);
      return { id, name: event.name, summary: event.summary, keptAt: event.keptAt };
    },
    async list() {
      const cur = currentId();
      return (await store.list()).filter((e) => e.replacedAt && e.id !== cur).map((e) => ({ id: e.id, name: e.name, summary: e.summary, keptAt: e.replacedAt! }))
        .sort((a, b) => (a.keptAt < b.keptAt ? 1 : -1));
    },
    async get(id) {
      const entry = (await store.list()).find((e) => e.id === id);
      const s = await store.sheets(id);
      if (!entry || !s) return undefined;
      return {
        name: entry.name, summary: entry.summary, keptAt: entry.replacedAt ?? entry.savedAt, active: s.active,
        sheets: s.sheets.map((x) => ({ name: x.name, rows: x.cells, textColumns: x.textColumns, header: x.header, validations: x.validations })),
      } satisfies KeptEvent;
    },
    drop: (id) => store.remove(id),
  };
}
