/**
 * A team crosstable: one row per team in pairing-number order, one cell per round holding the opponent and the
 * board points (`12 5½`, `12: 5.5`), or two columns per round (opponent, board points). Every match must appear
 * on both rows and the board points must add up to the number of boards. A cell may also give the match board by
 * board, board 1 first, in brackets (`12 5½ [1 1 ½ 0 1 1 1 0]`): the Berliner Wertung needs them (seed 002); they
 * must add up to the cell's board points and mirror the opponent's cell.
 * An optional heading row (no cell in it reads as a match) and leading columns (pairing number, team name) are
 * recognised.
 */
import type { TeamEvent } from '../tiebreak/team';
import { a1, normaliseCell } from './cells';
import { CrosstableError } from './parse';

export interface TeamCrosstableOptions {
  /** Boards per match (default: the sum of the two sides of the first match). */
  boards?: number;
  layout?: 'cell' | 'two';
  /** 0-based column of the first round (default: the first column whose cells read as matches). */
  firstRound?: number;
  /** Column of the team names (default: the first column before the rounds that is not all numbers). */
  name?: number;
  /** Whether the first row holds headings (default: detected: no cell of it reads as a match). */
  header?: boolean | 'auto';
  origin?: { row: number; column: number };
}

function points(s: string): number | undefined {
  const m = /^(\d*)\s*(1\/2)?$/.exec(s);
  if (m && (m[1] || m[2])) return (m[1] ? Number(m[1]) : 0) + (m[2] ? 0.5 : 0);
  return /^\d+(\.\d+)?$/.test(s) ? Number(s) : undefined;
}

interface MatchCell { opponent: number; points: number; boards?: number[] }

function boardResult(s: string): number | undefined {
  if (s === '1') return 1;
  if (s === '0') return 0;
  if (s === '½' || s === '1/2' || s === '=' || s === '0.5' || s === '.5') return 0.5;
  return undefined;
}

/** `12 5½`, `12: 5.5`, optionally `[1 1 ½ 0 …]`; undefined when the text is not a match cell; throws on bad board results. */
function cellMatch(s: string): MatchCell | undefined {
  let boards: number[] | undefined;
  const b = /^(.*?)\s*\[([^\]]*)\]$/.exec(s);
  if (b) {
    s = b[1];
    const parts = b[2].trim().split(/[\s,;]+/).filter((x) => x !== '');
    boards = parts.map((x) => {
      const v = boardResult(x);
      if (v === undefined) throw new Error(`"${x}" is not a board result (1, ½, 0)`);
      return v;
    });
  }
  const m = /^(\d+)\s*[:;]?\s+(.+)$/.exec(s) ?? /^(\d+)\s*:\s*(.+)$/.exec(s);
  if (!m) return undefined;
  const p = points(m[2].trim());
  return p === undefined ? undefined : { opponent: Number(m[1]), points: p, ...(boards ? { boards } : {}) };
}

function readsAsMatch(s: string): boolean {
  try { return cellMatch(s) !== undefined; } catch { return true; }
}

export function parseTeamCrosstable(rows: unknown[][], options: TeamCrosstableOptions = {}): TeamEvent {
  let origin = options.origin ?? { row: 0, column: 0 };
  const width = Math.max(0, ...rows.map((r) => (Array.isArray(r) ? r.length : 0)));
  const text = rows.map((r) => Array.from({ length: width }, (_, j) => normaliseCell(Array.isArray(r) ? r[j] : undefined)));
  while (text.length && text[text.length - 1].every((c) => c === '')) text.pop();
  if (text.length === 0) throw new CrosstableError(a1(0, 0, origin), 'the team crosstable is empty');
  const header = options.header === true || ((options.header ?? 'auto') === 'auto' && text[0].some((c) => c !== '') && !text[0].some(readsAsMatch));
  if (header) {
    origin = { row: origin.row + 1, column: origin.column };
    text.shift();
    if (text.length === 0) throw new CrosstableError(a1(0, 0, origin), 'no team rows under the headings');
  }
  const two = options.layout === 'two';
  let start = options.firstRound;
  if (start === undefined) {
    for (let j = 0; j < width && start === undefined; j++) {
      const v = text.map((r) => (two ? `${r[j]} ${r[j + 1] ?? ''}`.trim() : r[j])).filter((c) => c !== '');
      if (v.length && v.filter(readsAsMatch).length * 2 > v.length) start = j;
    }
  }
  if (start === undefined) throw new CrosstableError(a1(0, 0, origin), 'no round columns found: each cell needs the opponent and the board points, e.g. "12 5½"');
  const step = two ? 2 : 1;
  let end = width;
  while (end > start && text.every((r) => r[end - 1] === '')) end--;
  const n = text.length;
  // Leading columns: a pairing-number column (1..n in order) and the team names (the first column not all numbers).
  let nameCol = options.name;
  for (let j = 0; j < start; j++) {
    const v = text.map((r) => r[j]);
    if (v.every((c) => c === '')) continue;
    if (v.every((c) => /^\d+$/.test(c))) {
      v.forEach((c, i) => { if (Number(c) !== i + 1) throw new CrosstableError(a1(i, j, origin), `team number "${c}" where ${i + 1} was expected: one row per team in pairing-number order`); });
    } else if (nameCol === undefined) nameCol = j;
  }
  const e: TeamEvent = { boards: options.boards ?? 0, teams: text.map((r, i) => ({ no: i + 1, name: nameCol !== undefined && r[nameCol] ? r[nameCol] : `Team ${i + 1}` })), matches: [] };
  const grid: Array<Array<MatchCell | undefined>> = text.map((r, i) => {
    const out: Array<MatchCell | undefined> = [];
    for (let j = start!; j + step - 1 < end; j += step) {
      const s = two ? `${r[j]} ${r[j + 1]}`.trim() : r[j];
      if (s === '') { out.push(undefined); continue; }
      let m: MatchCell | undefined;
      try { m = cellMatch(s); } catch (err) { throw new CrosstableError(a1(i, j, origin), (err as Error).message); }
      if (!m) throw new CrosstableError(a1(i, j, origin), `"${s}" is not a match cell: write the opponent and the board points, e.g. 12 5½`);
      if (m.opponent < 1 || m.opponent > n || m.opponent === i + 1) throw new CrosstableError(a1(i, j, origin), `unknown opponent ${m.opponent}`);
      out.push(m);
    }
    return out;
  });
  grid.forEach((row, i) => row.forEach((m, k) => {
    if (!m) return;
    const where = a1(i, start! + k * step, origin);
    const o = grid[m.opponent - 1][k];
    if (!o || o.opponent !== i + 1) throw new CrosstableError(where, `team ${i + 1} meets ${m.opponent} in round ${k + 1}, but ${a1(m.opponent - 1, start! + k * step, origin)} does not name team ${i + 1}`);
    if (!e.boards) e.boards = m.points + o.points;
    if (m.points + o.points !== e.boards) throw new CrosstableError(where, `board points ${m.points} + ${o.points} do not add up to ${e.boards} boards`);
    if (m.boards) {
      if (m.boards.length !== e.boards) throw new CrosstableError(where, `${m.boards.length} board results for a match on ${e.boards} boards`);
      const total = m.boards.reduce((a, x) => a + x, 0);
      if (total !== m.points) throw new CrosstableError(where, `the board results add up to ${total}, not to the board points ${m.points}`);
      if (o.boards && o.boards.some((x, b) => x !== 1 - m.boards![b])) throw new CrosstableError(where, `the board results do not mirror those of team ${m.opponent} in ${a1(m.opponent - 1, start! + k * step, origin)}`);
    }
    if (i + 1 < m.opponent) {
      const boards = m.boards ?? o.boards?.map((x) => 1 - x);
      e.matches.push({ round: k + 1, home: i + 1, away: m.opponent, homePoints: m.points, awayPoints: o.points, ...(boards ? { homeBoards: boards } : {}) });
    }
  }));
  if (!e.boards) throw new CrosstableError(a1(0, start, origin), 'no match has been played');
  return e;
}
