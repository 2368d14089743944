/**
 * One crosstable cell as arbiters type it (documents' Tablo 1, 8): opponent, colour and result in one cell
 * (`10w0`, `12 b ½`, `7w1/2`, `9+` forfeit win, `2-` forfeit loss), a bye (`T`, `1T`, `H` / `½T`, `0T`),
 * `-` absent, `+` a point without opponent, or empty (not paired).
 * Colour letters are English (W white, B black) unless Turkish is asked for (B = Beyaz white, S = Siyah black):
 * never guessed, since B means black in English and white in Turkish.
 */
import type { Colour, SideResult, UnpairedCode } from '../model/types';

export type ColourLetters = 'en' | 'tr';

export type RoundCell =
  | { kind: 'game'; opponent: number; colour?: Colour; result: SideResult }
  | { kind: 'unpaired'; code: UnpairedCode };

export class CellSyntaxError extends Error {}

const NEEDS_NORMALISING = /[\s,\u00bd]/;

/** Cell text with ½ written out, decimal commas as points, spaces collapsed. */
export function normaliseCell(v: unknown): string {
  if (v === null || v === undefined) return '';
  if (typeof v === 'number') return Number.isFinite(v) ? String(v) : '';
  if (typeof v === 'string' && !NEEDS_NORMALISING.test(v)) return v; // most cells (10w1, T): nothing to change
  return String(v)
    .replace(/\u00bd/g, '1/2')
    .replace(/(\d),(\d)/g, '$1.$2')
    .replace(/\s+/g, ' ')
    .trim();
}

const RESULT: Record<string, SideResult> = { '1': '1', '0': '0', '1/2': '=', '0.5': '=', '.5': '=', '=': '=', '+': '+', '-': '-' };

function colourOf(letter: string, letters: ColourLetters): Colour {
  const l = letter.toUpperCase();
  if (letters === 'tr') {
    if (l === 'B') return 'w';
    if (l === 'S') return 'b';
    throw new CellSyntaxError(`"${letter}" is not a Turkish colour letter (B = Beyaz, S = Siyah)`);
  }
  if (l === 'W') return 'w';
  if (l === 'B') return 'b';
  if (l === 'S') throw new CellSyntaxError('"S" is a Turkish colour letter: read the table with Turkish colours (B = white, S = black)');
  throw new CellSyntaxError(`"${letter}" is not a colour letter (W white, B black)`);
}

/** The common shape, opponent and colour letter and 1, 0, ½, + or -, with nothing else (`10w1`, `7b½`, `9+`). */
const PLAIN_GAME = /^(\d+)([A-Za-z]?)([10\u00bd+-])$/;
const PLAIN_RESULT: Record<string, SideResult> = { '1': '1', '0': '0', '\u00bd': '=', '+': '+', '-': '-' };

export function parseRoundCell(raw: unknown, letters: ColourLetters = 'en'): RoundCell {
  const plain = typeof raw === 'string' ? PLAIN_GAME.exec(raw) : null;
  // a digit result needs the colour letter between (else "101" is ambiguous, below); + and - do not
  if (plain && (plain[2] !== '' || plain[3] === '+' || plain[3] === '-')) {
    const cell: RoundCell = { kind: 'game', opponent: Number(plain[1]), result: PLAIN_RESULT[plain[3]] };
    if (plain[2]) cell.colour = colourOf(plain[2], letters);
    return cell;
  }
  const s = normaliseCell(raw);
  if (s === '') return { kind: 'unpaired', code: '' };
  const u = s.toUpperCase().replace(/\s/g, '');
  // T, BYE, U, PAB: the pairing-allocated bye; F a full-point bye, as TRF reads it (in a Double-Swiss match worth 2)
  if (/^(1?T|BYE|BAY|U|PAB)$/.test(u)) return { kind: 'unpaired', code: 'U' };
  if (u === 'F') return { kind: 'unpaired', code: 'F' };
  if (/^(H|(1\/2|0?\.5)T)$/.test(u)) return { kind: 'unpaired', code: 'H' };
  if (/^(0T|Z)$/.test(u)) return { kind: 'unpaired', code: 'Z' };
  if (u === '-') return { kind: 'unpaired', code: '-' };
  if (u === '+') return { kind: 'unpaired', code: '+' };
  const m = /^(\d+)\s*([A-Za-z])?\s*(1\/2|0?\.5|[10=+-])$/.exec(s);
  if (!m) throw new CellSyntaxError(`"${String(raw)}" is not a round cell: write opponent, colour and result (e.g. 10w0, 12 b ½, 9+), T for a bye, H for a half-point bye, or leave it empty`);
  const [, opp, letter, res] = m;
  // "101" could be opponent 10 with 1 or opponent 101 without a result: ask for a separator.
  if (!letter && /^[0-9.]/.test(res) && !/^\d+\s/.test(s)) {
    throw new CellSyntaxError(`"${String(raw)}" is ambiguous: put the colour or a space between the opponent and the result (e.g. ${opp} w ${res})`);
  }
  const cell: RoundCell = { kind: 'game', opponent: Number(opp), result: RESULT[res] };
  if (letter) cell.colour = colourOf(letter, letters);
  return cell;
}

/** Three cells (opponent, colour, result) read as the one-cell notation. */
export function joinThreeCells(opp: unknown, colour: unknown, result: unknown): string {
  const o = normaliseCell(opp);
  const c = normaliseCell(colour);
  const r = normaliseCell(result);
  if (o === '' && c === '') {
    if (r === '') return '';
    const bye: Record<string, string> = { '1': 'T', '1/2': 'H', '0.5': 'H', '0': '0T', '+': '+', '-': '-' };
    return bye[r] ?? r;
  }
  if (/^\d+$/.test(o)) return `${o} ${c} ${r}`.replace(/\s+/g, ' ').trim();
  return [o, c, r].filter((x) => x !== '').join(' ');
}

/** A1-style name of a cell, 0-based row and column offsets from `origin` (default A1). */
export function a1(row: number, column: number, origin: { row: number; column: number } = { row: 0, column: 0 }): string {
  let c = column + origin.column + 1;
  let letters = '';
  while (c > 0) {
    const m = (c - 1) % 26;
    letters = String.fromCharCode(65 + m) + letters;
    c = Math.floor((c - 1) / 26);
  }
  return `${letters}${row + origin.row + 1}`;
}
