/**
 * The little formula language the standalone workbook understands: exactly what Hakem writes.
 *   =HAKEM.NAME(arg, …)   arg: a range (Sheet!$C$2:$K$18), a cell (B2, Sheet!B2), a number, "text", TRUE/FALSE
 *   =Sheet!A1             a reference
 * HAKEM.NAME calls the same custom-function implementation Excel calls (registered by id, as CustomFunctions.associate does).
 */
import type { Cell } from './types';

export type CustomFunction = (...args: unknown[]) => unknown;
/** Finds the implementation of a custom function by its id (the part after `HAKEM.`), case-insensitive. */
export type FunctionLookup = (id: string) => CustomFunction | undefined;

export type Arg =
  | { kind: 'range'; sheet?: string; top: number; left: number; bottom: number; right: number }
  | { kind: 'cell'; sheet?: string; row: number; col: number }
  | { kind: 'value'; value: Cell };

export type Formula =
  | { kind: 'call'; namespace: string; name: string; args: Arg[] }
  | { kind: 'ref'; arg: Extract<Arg, { kind: 'cell' }> };

export class FormulaError extends Error {}

/** Column letters to a 0-based index. */
export function columnIndex(letters: string): number {
  let n = 0;
  for (const ch of letters.toUpperCase()) n = n * 26 + (ch.charCodeAt(0) - 64);
  return n - 1;
}

const REF = /^(?:(?:'((?:[^']|'')+)'|([A-Za-z_][\w .]*))!)?\$?([A-Za-z]{1,3})\$?(\d+)(?::\$?([A-Za-z]{1,3})\$?(\d+))?$/;

function parseArg(src: string): Arg {
  const s = src.trim();
  if (s === '') return { kind: 'value', value: null };
  if (/^-?\d+(\.\d+)?$/.test(s)) return { kind: 'value', value: Number(s) };
  if (/^"(?:[^"]|"")*"$/.test(s)) return { kind: 'value', value: s.slice(1, -1).replace(/""/g, '"') };
  if (/^(TRUE|FALSE)$/i.test(s)) return { kind: 'value', value: s.toUpperCase() === 'TRUE' };
  const m = REF.exec(s);
  if (!m) throw new FormulaError(`cannot read the argument ${s}`);
  const sheet = m[1] !== undefined ? m[1].replace(/''/g, "'") : m[2];
  const row = Number(m[4]) - 1;
  const col = columnIndex(m[3]);
  if (m[5] === undefined) return { kind: 'cell', sheet, row, col };
  const row2 = Number(m[6]) - 1;
  const col2 = columnIndex(m[5]);
  return { kind: 'range', sheet, top: Math.min(row, row2), left: Math.min(col, col2), bottom: Math.max(row, row2), right: Math.max(col, col2) };
}

/** Splits at top-level commas, leaving commas inside quotes alone. */
function splitArgs(src: string): string[] {
  const out: string[] = [];
  let cur = '';
  let quoted = false;
  for (const ch of src) {
    if (ch === '"') quoted = !quoted;
    if (ch === ',' && !quoted) {
      out.push(cur);
      cur = '';
    } else cur += ch;
  }
  if (cur.trim() !== '' || out.length) out.push(cur);
  return out;
}

export function parseFormula(text: string): Formula {
  const body = text.trim().replace(/^=/, '').trim();
  const call = /^([A-Za-z_][\w]*)\.([A-Za-z_][\w.]*)\s*\(([\s\S]*)\)$/.exec(body);
  if (call) return { kind: 'call', namespace: call[1].toUpperCase(), name: call[2].toUpperCase(), args: splitArgs(call[3]).map(parseArg) };
  let ref: Arg | undefined;
  try {
    ref = parseArg(body);
  } catch {
    ref = undefined;
  }
  if (ref?.kind === 'cell') return { kind: 'ref', arg: ref };
  throw new FormulaError(`the standalone workbook only evaluates HAKEM.* functions and references, not "${text}"`);
}
