/**
 * Ranking a tournament: by score, then by a declared list of tie-breaks applied in order to the players still
 * tied (so that direct encounter sees the group tied at that point). Players tied on everything share a rank.
 */
import type { Tournament } from '../model/types';
import type { TiebreakOptions } from './types';
import { tiebreakContext } from './context';
import { parseTiebreakCode, refineTies } from './codes';

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
  // Each code splits only the players still tied after the ones before it (so that DE sees the group tied at that point).
  const { groups, values } = refineTies(ctx, parsed, options);
  const names = new Map(t.players.map((p) => [p.no, p.name]));
  const out: Standing[] = [];
  let place = 1;
  for (const g of groups) {
    for (const no of g) {
      const tiebreaks: Record<string, number> = {};
      for (const p of parsed) tiebreaks[p.code] = values.get(p.code)!.get(no)!;
      out.push({ no, name: names.get(no) ?? '', score: ctx.score.get(no) ?? 0, rank: place, tiebreaks });
    }
    place += g.length;
  }
  return out;
}
