/**
 * A team crosstable: one row per team in pairing-number order, one cell per round holding the opponent and the
 * board points (`12 5½`, `12: 5.5`), or two columns per round (opponent, board points). Every match must appear
 * on both rows and the board points must add up to the number of boards.
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
  /** Column of the team names, if any. */
  name?: number;
  origin?: { row: number; column: number };
}

function points(s: string): number | undefined {
  const m = /^(\d*)\s*(1\/2)?$/.exec(s);
  if (m && (m[1] || m[2])) return (m[1] ? Number(m[1]) : 0) + (m[2] ? 0.5 : 0);
  return /^\d+(\.\d+)?$/.test(s) ? Number(s) : undefined;
}

function cellMatch(s: string): { opponent: number; points: number } | undefined {
  const m = /^(\d+)\s*[:;]?\s+(.+)$/.exec(s) ?? /^(\d+)\s*:\s*(.+)$/.exec(s);
  if (!m) return undefined;
  const p = points(m[2].trim());
  return p === undefined ? undefined : { opponent: Number(m[1]), points: p };
}

export function parseTeamCrosstable(rows: unknown[][], options: TeamCrosstableOptions = {}): TeamEvent {
  const origin = options.origin ?? { row: 0, column: 0 };
  const width = Math.max(0, ...rows.map((r) => (Array.isArray(r) ? r.length : 0)));
  const text = rows.map((r) => Array.from({ length: width }, (_, j) => normaliseCell(Array.isArray(r) ? r[j] : undefined)));
  while (text.length && text[text.length - 1].every((c) => c === '')) text.pop();
  if (text.length === 0) throw new CrosstableError(a1(0, 0, origin), 'the team crosstable is empty');
  const two = options.layout === 'two';
  let start = options.firstRound;
  if (start === undefined) {
    for (let j = 0; j < width && start === undefined; j++) {
      const v = text.map((r) => (two ? `${r[j]} ${r[j + 1] ?? ''}`.trim() : r[j])).filter((c) => c !== '');
      if (v.length && v.filter((c) => cellMatch(c)).length * 2 > v.length) start = j;
    }
  }
  if (start === undefined) throw new CrosstableError(a1(0, 0, origin), 'no round columns found: each cell needs the opponent and the board points, e.g. "12 5½"');
  const step = two ? 2 : 1;
  let end = width;
  while (end > start && text.every((r) => r[end - 1] === '')) end--;
  const n = text.length;
  const e: TeamEvent = { boards: options.boards ?? 0, teams: text.map((r, i) => ({ no: i + 1, name: options.name !== undefined && r[options.name] ? r[options.name] : `Team ${i + 1}` })), matches: [] };
  const grid: Array<Array<{ opponent: number; points: number } | undefined>> = text.map((r, i) => {
    const out: Array<{ opponent: number; points: number } | undefined> = [];
    for (let j = start!; j + step - 1 < end; j += step) {
      const s = two ? `${r[j]} ${r[j + 1]}`.trim() : r[j];
      if (s === '') { out.push(undefined); continue; }
      const m = cellMatch(s);
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
    if (i + 1 < m.opponent) e.matches.push({ round: k + 1, home: i + 1, away: m.opponent, homePoints: m.points, awayPoints: o.points });
  }));
  if (!e.boards) throw new CrosstableError(a1(0, start, origin), 'no match has been played');
  return e;
}
