/**
 * Helpers of the tie-break sheets: where a block of rows lands on the written sheet (after the title and notes),
 * the A1 reference of a crosstable block, and HAKEM.* formula cells with the engine's value cached.
 */
import type { Lang } from '../../../engine/pairing/types';
import type { Tournament } from '../../../engine/model/types';
import { a1, type Cell, type FormulaCell } from '../sheet';
import { headerRows } from '../write';
import { crosstableSheet } from './tablo1';

export const L = (lang: Lang, tr: string, en: string) => (lang === 'tr' ? tr : en);

/** 0-based sheet row of `rows[i]` once written under the title and `notes` notes. */
export const sheetRow = (notes: string[], i: number) => headerRows({ name: '', title: '', notes, rows: [] }) + i;

/** `'Sheet'!$A$3:$J$21` for rows[first..last], columns 0..lastCol, of a sheet with `notes` notes. */
export function blockRef(sheet: string, notes: string[], first: number, last: number, lastCol: number): string {
  const abs = (ref: string) => ref.replace(/^([A-Z]+)(\d+)$/, '$$$1$$$2');
  return `'${sheet.replace(/'/g, "''")}'!${abs(a1(sheetRow(notes, first), 0))}:${abs(a1(sheetRow(notes, last), lastCol))}`;
}

/** `HAKEM.NAME(args)` with the engine's value as the cached result. */
export function hakem(name: string, args: Array<string | number>, result: number): FormulaCell {
  return { formula: `HAKEM.${name}(${args.join(',')})`, result };
}

/**
 * A crosstable block as arbiters type it (No, Name, one "opponent colour result" cell per round, total), which
 * the HAKEM.* functions read. Returns its rows and a function giving the block's reference once the notes are known.
 */
export function crosstableBlock(t: Tournament, lang: Lang): { rows: Cell[][]; width: number } {
  const spec = crosstableSheet('', '', t, lang);
  return { rows: spec.rows, width: spec.rows[0].length };
}

/** Long notes as one row per sentence, so that the printed page keeps a readable width. */
export function noteLines(notes: string[]): string[] {
  return notes.flatMap((n) => n.split(/(?<=\.)\s+(?=[A-ZÇĞİÖŞÜ(])/u));
}
