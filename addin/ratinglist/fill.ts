/**
 * The Players sheet against the rating list, as pure functions (the panel in addin/taskpane/ratingList.ts reads the
 * sheet and the list, these decide, the panel writes):
 *  - fill: a row whose FIDE ID is typed gets its empty cells from the list (No, Name, Title, FIDE rating of the
 *    event's rate, Federation, Sex, Birth); a cell that holds anything is left alone;
 *  - refresh: every row with a FIDE ID against a newer list: what would change; a cell that differs from the
 *    previous list's value was typed by hand, and is changed only when the arbiter says so.
 */
import type { Cell } from '../host/types';
import type { Rate } from '../../engine/ratinglist/types';
import { cellName } from '../../functions/errors';
import type { StoredPlayer } from './store';

/** The Players sheet's columns (addin/workbook/layout.ts PLAYER_COLUMNS). */
export const COL = { no: 0, name: 1, title: 2, rating: 3, federation: 5, fideId: 7, sex: 8, birth: 9 } as const;

const isBlank = (c: Cell | undefined) => c === null || c === undefined || (typeof c === 'string' && c.trim() === '');

/** The FIDE ID typed in a row, if it is one. */
export function rowFideId(row: Cell[]): number | undefined {
  const c = row[COL.fideId];
  const s = typeof c === 'number' ? String(c) : typeof c === 'string' ? c.trim() : '';
  return /^\d{1,10}$/.test(s) ? Number(s) : undefined;
}

export function rowIds(rows: Cell[][]): number[] {
  return [...new Set(rows.slice(1).map(rowFideId).filter((x): x is number => x !== undefined))];
}

/** What the list says for each column the fill and the refresh touch. */
export function listValues(p: StoredPlayer, rate: Rate): Record<'name' | 'title' | 'rating' | 'federation' | 'sex' | 'birth', Cell> {
  return {
    name: p.name,
    title: p.title || p.wTitle || '',
    rating: p[rate] ?? '',
    federation: p.fed,
    sex: p.sex === 'F' ? 'w' : p.sex === 'M' ? 'm' : '',
    birth: p.birthYear !== undefined ? String(p.birthYear) : '',
  };
}

export interface Filled { cell: string; value: Cell }

/** Fills the empty cells of every row whose FIDE ID is in the list. Returns the new rows and what was written. */
export function fillRows(rows: Cell[][], found: Map<number, StoredPlayer>, rate: Rate, sheet = 'Players'): { rows: Cell[][]; filled: Filled[]; unknown: string[] } {
  const out = rows.map((r) => [...r]);
  const filled: Filled[] = [];
  const unknown: string[] = [];
  let nextNo = Math.max(0, ...out.slice(1).map((r) => (typeof r[COL.no] === 'number' ? (r[COL.no] as number) : Number(String(r[COL.no] ?? '').trim()) || 0)));
  out.forEach((row, r) => {
    if (r === 0) return;
    const id = rowFideId(row);
    if (id === undefined) return;
    const p = found.get(id);
    if (!p) {
      unknown.push(`${sheet}!${cellName(r, COL.fideId)}`);
      return;
    }
    while (row.length <= COL.birth) row.push(null);
    const v = listValues(p, rate);
    const set = (col: number, value: Cell) => {
      if (!isBlank(row[col]) || value === '' || value === null) return;
      row[col] = value;
      filled.push({ cell: `${sheet}!${cellName(r, col)}`, value });
    };
    if (isBlank(row[COL.no])) set(COL.no, ++nextNo);
    set(COL.name, v.name);
    set(COL.title, v.title);
    set(COL.rating, v.rating);
    set(COL.federation, v.federation);
    set(COL.sex, v.sex);
    set(COL.birth, v.birth);
  });
  return { rows: out, filled, unknown };
}

export interface Change {
  row: number;
  col: number;
  cell: string;
  id: number;
  name: string;
  field: 'rating' | 'title' | 'federation';
  sheet: Cell;
  /** The previous list's value (undefined: no previous list, or the player was not in it). */
  previous?: Cell;
  next: Cell;
  /** The sheet's value is not what the previous list said: typed by hand. */
  byHand: boolean;
}

const same = (a: Cell | undefined, b: Cell | undefined) => String(a ?? '').trim() === String(b ?? '').trim();

/** What a newer list changes on the Players sheet: rating (of the rate), title, federation. */
export function refreshChanges(rows: Cell[][], current: Map<number, StoredPlayer>, previous: Map<number, StoredPlayer>, rate: Rate, sheet = 'Players'): Change[] {
  const changes: Change[] = [];
  rows.forEach((row, r) => {
    if (r === 0) return;
    const id = rowFideId(row);
    const p = id === undefined ? undefined : current.get(id);
    if (!p || id === undefined) return;
    const v = listValues(p, rate);
    const before = previous.get(id);
    const old = before ? listValues(before, rate) : undefined;
    for (const [field, col] of [['rating', COL.rating], ['title', COL.title], ['federation', COL.federation]] as const) {
      const cur = row[col] ?? null;
      if (same(cur, v[field])) continue;
      // an empty cell takes the list's value without asking; a filled one was typed by hand unless the previous list said the same
      const byHand = !isBlank(cur) && !(old && same(cur, old[field]));
      changes.push({ row: r, col, cell: `${sheet}!${cellName(r, col)}`, id, name: String(row[COL.name] ?? p.name), field, sheet: cur, ...(old ? { previous: old[field] } : {}), next: v[field], byHand });
    }
  });
  return changes;
}

/** The rows with the chosen changes made. */
export function applyChanges(rows: Cell[][], changes: Change[]): Cell[][] {
  const out = rows.map((r) => [...r]);
  for (const c of changes) {
    while (out[c.row].length <= c.col) out[c.row].push(null);
    out[c.row][c.col] = c.next;
  }
  return out;
}
