/** A worksheet as plain data: the teaching workbook's sheets are built from the engine, then written by exceljs. */
import type { Lang } from '../../engine/pairing/types';

/** A formula with its computed value cached, so the sheet reads correctly where HAKEM.* is not installed. */
export interface FormulaCell { formula: string; result: number | string }
export interface StyledCell { value: string | number; bold?: boolean; italic?: boolean; fill?: string }
export type Cell = string | number | null | undefined | FormulaCell | StyledCell;

export interface SheetSpec {
  /** Sheet tab name (at most 31 characters, no []:*?/\). */
  name: string;
  title: string;
  /** Where the document's printed pairing or number differs from its own rules, and why. */
  notes?: string[];
  rows: Cell[][];
  columnWidths?: number[];
}

export const isFormula = (c: Cell): c is FormulaCell => typeof c === 'object' && c !== null && 'formula' in c;
export const isStyled = (c: Cell): c is StyledCell => typeof c === 'object' && c !== null && 'value' in c;

export const bold = (value: string | number): StyledCell => ({ value, bold: true });

/** A1 address from 0-based row and column. */
export function a1(row: number, col: number): string {
  let c = col + 1;
  let s = '';
  while (c > 0) {
    const m = (c - 1) % 26;
    s = String.fromCharCode(65 + m) + s;
    c = Math.floor((c - 1) / 26);
  }
  return `${s}${row + 1}`;
}

/** Builds one sheet of the teaching workbook in the given language (here, not in index.ts, so sheets/ need not import index.ts). */
export type SheetBuilder = (lang: Lang) => SheetSpec;
