/**
 * The crosstable as arbiters type it: one row per player in pairing-number order, one cell per round
 * (`10w0`, `12 b ½`, `9+`, `T`, `H`, empty) or three columns per round (opponent, colour, result); optionally a
 * pairing-number column, a name column, rating columns, a total column (checked against the results) and a
 * header row. Every game must appear on both rows with opposite colours and mirrored results; any fault is an
 * error naming the cell.
 */
import type { Game, Player, Round, SideResult, Tournament } from '../model/types';
import type { ColourLetters, RoundCell } from './cells';
import { a1, CellSyntaxError, joinThreeCells, normaliseCell, parseRoundCell } from './cells';

export interface CrosstableColumns {
  /** 0-based column indexes inside the range. */
  number?: number;
  name?: number;
  rating?: number;
  ukd?: number;
  total?: number;
  /** First round column (the opponent column of round 1 in the three-column layout). */
  firstRound?: number;
  /** Number of rounds (default: every round column found). */
  rounds?: number;
}

export interface CrosstableOptions {
  /** One cell per round, three columns per round, or detect (default). */
  layout?: 'auto' | 'cell' | 'three';
  /** Colour letters: English W/B (default) or Turkish B/S. */
  colours?: ColourLetters;
  /** Whether the first row holds headings (default: detected). */
  header?: boolean | 'auto';
  columns?: CrosstableColumns;
  /** Where the range starts on the sheet, for the cell names in errors (0-based; default A1). */
  origin?: { row: number; column: number };
  /** Tournament name to put in the model. */
  name?: string;
}

export class CrosstableError extends Error {
  constructor(public readonly cell: string, message: string) {
    super(`${cell}: ${message}`);
    this.name = 'CrosstableError';
  }
}

const MIRROR: Record<string, true> = { '1/0': true, '0/1': true, '=/=': true, '+/-': true, '-/+': true, '-/-': true, '0/0': true };
const INT = /^\d+$/;
const NUM = /^\d+(\.\d+)?$|^\d*\s*1\/2$/;
const LABEL = /^(no\.?|#|s\.?\s?no|sıra|sira|name|names?|player|ad|adı|adi|ad soyad|isim|oyuncu|rating|elo|fide|ukd|puan|total|toplam|pts|points|t\.?\s?puan|r\s*\d+|\d+\.?\s*tur|tur\s*\d+|round\s*\d+|rd\s*\d+|\d+|opp\.?|rakip|colou?r|renk|res(ult)?\.?|sonuç|sonuc)$/i;

function num(text: string): number {
  const m = /^(\d*)\s*1\/2$/.exec(text);
  if (m) return (m[1] ? Number(m[1]) : 0) + 0.5;
  return Number(text);
}

interface Layout { number?: number; name?: number; rating?: number; ukd?: number; total?: number; rounds: number[][]; three: boolean }

export function parseCrosstable(rows: unknown[][], options: CrosstableOptions = {}): Tournament {
  const origin = options.origin ?? { row: 0, column: 0 };
  const letters = options.colours ?? 'en';
  if (!Array.isArray(rows) || rows.length === 0) throw new CrosstableError(a1(0, 0, origin), 'the crosstable is empty');
  const width = Math.max(...rows.map((r) => (Array.isArray(r) ? r.length : 0)));
  const text: string[][] = rows.map((r) => Array.from({ length: width }, (_, j) => normaliseCell(Array.isArray(r) ? r[j] : undefined)));
  // Trailing blank rows (a range selected too large) are not players.
  while (text.length && text[text.length - 1].every((c) => c === '')) text.pop();
  if (text.length === 0) throw new CrosstableError(a1(0, 0, origin), 'the crosstable is empty');

  const headerRow = options.header === true || ((options.header ?? 'auto') === 'auto' && looksLikeHeader(text[0], letters));
  const first = headerRow ? 1 : 0;
  const data = text.slice(first);
  if (data.length === 0) throw new CrosstableError(a1(first, 0, origin), 'no player rows under the headings');
  const at = (i: number, j: number) => a1(first + i, j, origin);
  const layout = findLayout(data, headerRow ? text[0] : undefined, options, letters);
  const n = data.length;

  // Players
  const players: Player[] = data.map((row, i) => {
    if (layout.number !== undefined) {
      const v = row[layout.number];
      if (!INT.test(v) || Number(v) !== i + 1) throw new CrosstableError(at(i, layout.number), `pairing number "${v}" where ${i + 1} was expected: one row per player in pairing-number order`);
    }
    const p: Player = { no: i + 1, name: layout.name !== undefined && row[layout.name] !== '' ? row[layout.name] : `Player ${i + 1}` };
    for (const key of ['rating', 'ukd'] as const) {
      const col = layout[key];
      if (col === undefined || row[col] === '') continue;
      if (!INT.test(row[col])) throw new CrosstableError(at(i, col), `"${row[col]}" is not a rating`);
      if (Number(row[col]) > 0) p[key] = Number(row[col]);
    }
    return p;
  });

  // Cells
  const cells: RoundCell[][] = data.map((row, i) =>
    layout.rounds.map((cols) => {
      const raw = layout.three ? joinThreeCells(row[cols[0]], row[cols[1]], row[cols[2]]) : row[cols[0]];
      try {
        return parseRoundCell(raw, letters);
      } catch (e) {
        if (e instanceof CellSyntaxError) throw new CrosstableError(at(i, cols[0]), e.message);
        throw e;
      }
    }),
  );

  const rounds: Round[] = layout.rounds.map((cols, k) => {
    const games: Game[] = [];
    const unpaired: Round['unpaired'] = [];
    for (let i = 0; i < n; i++) {
      const c = cells[i][k];
      const me = i + 1;
      if (c.kind === 'unpaired') { unpaired.push({ player: me, code: c.code }); continue; } // '' = not paired
      const where = at(i, cols[0]);
      if (c.opponent < 1 || c.opponent > n) throw new CrosstableError(where, `unknown opponent ${c.opponent} (the table has ${n} players)`);
      if (c.opponent === me) throw new CrosstableError(where, `player ${me} cannot meet himself`);
      const o = cells[c.opponent - 1][k];
      const there = at(c.opponent - 1, cols[0]);
      if (o.kind !== 'game' || o.opponent !== me) {
        throw new CrosstableError(where, `player ${me} meets ${c.opponent} in round ${k + 1}, but ${there} (player ${c.opponent}, round ${k + 1}) ${o.kind === 'game' ? `names ${o.opponent}` : 'names no opponent'}: the game must appear on both rows`);
      }
      if (c.colour && o.colour && c.colour === o.colour) throw new CrosstableError(where, `players ${me} and ${c.opponent} both have ${c.colour === 'w' ? 'white' : 'black'} in round ${k + 1} (${there})`);
      if (!MIRROR[`${c.result}/${o.result}`]) throw new CrosstableError(where, `result ${show(c.result)} of player ${me} does not mirror ${show(o.result)} of player ${c.opponent} in ${there}`);
      if (me > c.opponent) continue; // each game once
      const colour = c.colour ?? (o.colour ? (o.colour === 'w' ? 'b' : 'w') : undefined);
      const meWhite = colour ? colour === 'w' : true;
      const g: Game = meWhite
        ? { white: me, black: c.opponent, whiteResult: c.result, blackResult: o.result }
        : { white: c.opponent, black: me, whiteResult: o.result, blackResult: c.result };
      if (!colour) g.noColours = true;
      games.push(g);
    }
    return { number: k + 1, games, unpaired };
  });

  const t: Tournament = { info: options.name ? { name: options.name } : {}, players, rounds, totalRounds: rounds.length };

  // The total column, when there is one, must agree with the results.
  if (layout.total !== undefined) {
    const score = new Map<number, number>(players.map((p) => [p.no, 0]));
    const pts: Record<string, number> = { '1': 1, '=': 0.5, '+': 1 };
    for (const r of rounds) {
      for (const g of r.games) {
        score.set(g.white, score.get(g.white)! + (pts[g.whiteResult] ?? 0));
        score.set(g.black, score.get(g.black)! + (pts[g.blackResult] ?? 0));
      }
      for (const u of r.unpaired) score.set(u.player, score.get(u.player)! + (u.code === 'U' || u.code === '+' ? 1 : u.code === 'H' ? 0.5 : 0));
    }
    data.forEach((row, i) => {
      const v = row[layout.total!];
      if (v === '') return;
      if (!NUM.test(v)) throw new CrosstableError(at(i, layout.total!), `"${v}" is not a total`);
      if (num(v) !== score.get(i + 1)) throw new CrosstableError(at(i, layout.total!), `total ${v} but the row's results add up to ${score.get(i + 1)}`);
    });
  }
  return t;
}

function show(r: SideResult): string {
  return r === '=' ? '½' : r;
}

function isRoundCell(s: string, letters: ColourLetters): boolean {
  if (s === '') return false;
  try {
    const c = parseRoundCell(s, letters);
    return c.kind === 'game' || c.code !== '';
  } catch {
    return false;
  }
}

/** The shape of a round cell, whatever its colour letter (so that a wrong letter is reported, not skipped). */
function looksLikeRoundCell(s: string): boolean {
  const u = s.toUpperCase().replace(/\s/g, '');
  if (/^(1?T|BYE|BAY|U|PAB|F|H|(1\/2|0?\.5)T|0T|Z|-|\+)$/.test(u)) return true;
  return /^\d+\s*[A-Za-z]\s*(1\/2|0?\.5|[10=+-])$/.test(s) || /^\d+\s+(1\/2|0?\.5|[10=+-])$/.test(s) || /^\d+\s*[+-]$/.test(s);
}

function looksLikeHeader(row: string[], letters: ColourLetters): boolean {
  const filled = row.filter((c) => c !== '');
  if (filled.length === 0) return false;
  if (filled.some((c) => isRoundCell(c, letters) && !INT.test(c) && !LABEL.test(c))) return false;
  return filled.some((c) => !INT.test(c) && LABEL.test(c));
}

function findLayout(data: string[][], header: string[] | undefined, options: CrosstableOptions, letters: ColourLetters): Layout {
  const width = data[0].length;
  const col = (j: number) => data.map((r) => r[j]);
  const cols = options.columns ?? {};

  // Header labels name the columns when present; explicit columns win over labels.
  const roles: Omit<Layout, 'rounds' | 'three'> = {};
  if (header) {
    header.forEach((h, j) => {
      if (/^(no\.?|#|s\.?\s?no|sıra|sira)$/i.test(h)) roles.number ??= j;
      else if (/^(name|names?|player|ad|adı|adi|ad soyad|isim|oyuncu)$/i.test(h)) roles.name ??= j;
      else if (/^(rating|elo|fide)$/i.test(h)) roles.rating ??= j;
      else if (/^ukd$/i.test(h)) roles.ukd ??= j;
      else if (/^(puan|total|toplam|pts|points|t\.?\s?puan)$/i.test(h)) roles.total ??= j;
    });
  }
  for (const k of ['number', 'name', 'rating', 'ukd', 'total'] as const) if (cols[k] !== undefined) roles[k] = cols[k];
  const taken = (j: number) => Object.values(roles).includes(j);

  // Most of a column's cells read as round cells (a typo in one cell must not hide the column).
  const mostly = (j: number, three: boolean) => {
    const v = data.map((r) => (three ? joinThreeCells(r[j], r[j + 1], r[j + 2]) : r[j])).filter((c) => c !== '');
    if (v.length === 0) return false;
    if (three && !col(j + 1).every((c) => c === '' || /^[A-Za-z]$/.test(c))) return false;
    return v.filter(looksLikeRoundCell).length * 2 > v.length;
  };

  let start = cols.firstRound;
  let three = options.layout === 'three';
  if (start === undefined) {
    for (let j = 0; j < width && start === undefined; j++) {
      if (taken(j)) continue;
      if (options.layout !== 'three' && mostly(j, false)) { start = j; three = false; }
      else if (options.layout !== 'cell' && j + 2 < width && mostly(j, true)) { start = j; three = true; }
    }
  } else if ((options.layout ?? 'auto') === 'auto') {
    three = !mostly(start, false) && start + 2 < width && mostly(start, true);
  }
  if (start === undefined) {
    throw new CrosstableError(a1(0, 0, options.origin), 'no round columns found: each round needs cells such as 10w0, 12 b ½, 9+, T or H (or three columns: opponent, colour, result)');
  }

  // Leading columns: pairing number, name, ratings (unless named already).
  // A first column of small whole numbers is the pairing-number column (checked to run 1..n below), not a rating.
  if (roles.number === undefined && start > 0 && !taken(0) && data.every((r) => INT.test(r[0]) && Number(r[0]) >= 1 && Number(r[0]) <= Math.max(data.length, 99))) roles.number = 0;
  for (let j = 0; j < start; j++) {
    if (taken(j)) continue;
    const v = col(j).filter((c) => c !== '');
    if (v.length === 0) continue;
    if (v.every((c) => INT.test(c))) {
      if (roles.rating === undefined) roles.rating = j;
      else if (roles.ukd === undefined) roles.ukd = j;
    } else if (roles.name === undefined) roles.name = j;
  }

  // Round columns run from `start` to the total (named, or a numeric last column) or to the end, less trailing
  // empty columns (rounds not yet played). Every cell in them is then read strictly.
  const step = three ? 3 : 1;
  let end = width;
  while (end > start && col(end - 1).every((c) => c === '')) end--;
  const named = Object.values(roles).filter((j): j is number => j !== undefined && j > start);
  if (named.length) end = Math.min(end, ...named);
  else if (roles.total === undefined && end - 1 > start && (!three || (end - 1 - start) % 3 === 0) && col(end - 1).every((c) => c === '' || NUM.test(c)) && !col(end - 1).some((c) => isRoundCell(c, letters))) {
    roles.total = end - 1;
    end -= 1;
  }
  const rounds: number[][] = [];
  for (let j = start; j + step - 1 < end && (cols.rounds === undefined || rounds.length < cols.rounds); j += step) {
    rounds.push(three ? [j, j + 1, j + 2] : [j]);
  }
  if (cols.rounds === undefined) while (rounds.length && rounds[rounds.length - 1].every((g) => col(g).every((c) => c === ''))) rounds.pop();
  return { ...roles, rounds, three };
}
