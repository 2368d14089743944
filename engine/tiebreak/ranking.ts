/**
 * Ranking a tournament: by score, then by a declared list of tie-breaks applied in order to the players still
 * tied (so that direct encounter sees the group tied at that point). Players tied on everything share a rank.
 */
import type { Tournament } from '../model/types';
import type { TiebreakOptions } from './types';
import { tiebreakContext } from './context';
import { parseTiebreakCode, tiebreakValue } from './codes';

export interface Standing {
  no: number;
  name: string;
  score: number;
  /** 1-based; players tied on the score and every tie-break share the rank. */
  rank: number;
  /** Keyed by the codes asked for, as written by the caller after normalisation (e.g. `BH-C1`). */
  tiebreaks: Record<string, number>;
}

/** Tournament types of the documents' recommendation table ("Eşleştirme Sistemlerine Göre Eşitlik Bozma Yöntemleri"). */
export type TournamentKind =
  | 'individual-round-robin'
  | 'individual-swiss-close-ratings'
  | 'individual-swiss-far-ratings'
  | 'individual-swiss-unrated'
  | 'team-round-robin'
  | 'team-swiss';

/**
 * The documents' recommended tie-breaks per tournament type, as we read the (OCR'd, two-column) table:
 * individual round robin: direct encounter, Sonneborn-Berger, wins, Koya; Swiss with close and consistent
 * ratings: average rating of opponents, then reduced average; Swiss with distant ratings: Buchholz,
 * Sonneborn-Berger; Swiss with mostly unrated players: progressive, wins, Buchholz, Sonneborn-Berger.
 * Team events rank by match points first (see `team.ts`); their tie-breaks follow the documents' worked example
 * (Tablo 13–14: OKM, then team SB) for Swiss and the round-robin table (board points, direct match, SB).
 */
export const DEFAULT_TIEBREAKS: Record<TournamentKind, string[]> = {
  'individual-round-robin': ['DE', 'SB', 'WIN', 'KS'],
  'individual-swiss-close-ratings': ['ARO', 'ARO-C1'],
  'individual-swiss-far-ratings': ['BH', 'SB'],
  'individual-swiss-unrated': ['PS', 'WIN', 'BH', 'SB'],
  'team-round-robin': ['BP', 'DE', 'TSB-RR'],
  'team-swiss': ['OKM', 'TSB'],
};

export function rankPlayers(t: Tournament, codes: string[], options: TiebreakOptions = {}): Standing[] {
  const ctx = tiebreakContext(t, options);
  const parsed = codes.map(parseTiebreakCode);
  const rows = new Map<number, Standing>();
  for (const p of t.players) rows.set(p.no, { no: p.no, name: p.name, score: ctx.score.get(p.no) ?? 0, rank: 0, tiebreaks: {} });

  // Every code's value for every player (DE in the whole score group, refined below when applied to a smaller group).
  for (const p of parsed) for (const no of ctx.players) rows.get(no)!.tiebreaks[p.code] = tiebreakValue(ctx, no, p, options);

  let groups: number[][] = groupBy(ctx.players.slice().sort((a, b) => rows.get(b)!.score - rows.get(a)!.score || a - b), (no) => rows.get(no)!.score);
  for (const p of parsed) {
    const next: number[][] = [];
    for (const g of groups) {
      if (g.length === 1) { next.push(g); continue; }
      if (p.base === 'DE') for (const no of g) rows.get(no)!.tiebreaks[p.code] = tiebreakValue(ctx, no, p, options, g);
      const sorted = g.slice().sort((a, b) => rows.get(b)!.tiebreaks[p.code] - rows.get(a)!.tiebreaks[p.code] || a - b);
      next.push(...groupBy(sorted, (no) => rows.get(no)!.tiebreaks[p.code]));
    }
    groups = next;
  }
  const out: Standing[] = [];
  let place = 1;
  for (const g of groups) {
    for (const no of g) { const r = rows.get(no)!; r.rank = place; out.push(r); }
    place += g.length;
  }
  return out;
}

function groupBy(sorted: number[], key: (no: number) => number): number[][] {
  const out: number[][] = [];
  for (const no of sorted) {
    const last = out[out.length - 1];
    if (last && Math.abs(key(last[0]) - key(no)) < 1e-9) last.push(no);
    else out.push([no]);
  }
  return out;
}
