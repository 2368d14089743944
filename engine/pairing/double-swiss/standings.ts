/**
 * Double-Swiss standings with per-game scores (C.04.5 Preface: points are counted per game). Ranked by score, then
 * TPN; tie-breaks for Double-Swiss are left to the regulations (C.04.5 names none) and are not applied here.
 */
import type { Tournament } from '../../model/types';
import { DEFAULT_VALUES, derivePlayers, gamePoints, matchPoints, readMatches, type DoubleSwissValues } from './matches';

export interface DsStandingRow {
  rank: number;
  no: number;
  name: string;
  score: number;
  /** One cell per match: opponent, game-1 colour, each game's result (`9w 1=`), or the bye and its value (`U 1.5`). */
  matches: string[];
  /** Per match: the player's points in game 1 and game 2 (a bye: its value for the match, the second entry null). */
  points: Array<[number, number | null] | null>;
}

const half = (x: number) => (Number.isInteger(x) ? String(x) : `${Math.floor(x) || ''}½`);

export function doubleSwissStandings(t: Tournament, values: DoubleSwissValues = DEFAULT_VALUES): DsStandingRow[] {
  const ms = readMatches(t);
  const ps = derivePlayers(t, ms, ms.length + 1, values);
  const rows = t.players.map((p) => ({
    rank: 0,
    no: p.no,
    name: p.name,
    score: ps.get(p.no)!.score,
    matches: ms.map((mk) => {
      const m = mk.get(p.no);
      if (!m) return '';
      if (m.kind === 'bye') return `${m.code || '-'} ${half(matchPoints(m, values))}`;
      return `${m.opponent}${m.games[0].colour ?? '-'} ${m.games[0].result || '?'}${m.games[1].result || '?'}`;
    }),
    points: ms.map((mk): [number, number | null] | null => {
      const m = mk.get(p.no);
      if (!m) return null;
      if (m.kind === 'bye') return [matchPoints(m, values), null];
      return [gamePoints(m.games[0].result), gamePoints(m.games[1].result)];
    }),
  }));
  rows.sort((a, b) => b.score - a.score || a.no - b.no);
  rows.forEach((r, i) => (r.rank = i > 0 && rows[i - 1].score === r.score ? rows[i - 1].rank : i + 1));
  return rows;
}

export function formatDoubleSwissStandings(rows: DsStandingRow[]): string {
  const head = ['Rk', 'No', 'Name', 'Pts', ...(rows[0]?.matches.map((_, i) => `M${i + 1}`) ?? [])];
  const body = rows.map((r) => [String(r.rank), String(r.no), r.name, half(r.score), ...r.matches]);
  const w = head.map((h, i) => Math.max(h.length, ...body.map((b) => b[i].length)));
  return [head, ...body].map((l) => l.map((c, i) => c.padEnd(w[i])).join('  ').trimEnd()).join('\n') + '\n';
}
