/**
 * Rating tie-breaks (documents' "Rakiplerin Kuvvet Puanı / Rating Ortalaması" and "Azaltarak Ortalama";
 * C.07 10): the average rating of the opponents met over the board, with the lowest (cut) or lowest and highest
 * (median) left out, the performance rating (TPR), the perfect performance (PTP) and the opponents' averages of
 * both (APRO, APPO).
 *
 * The average is the engine's one ARO rule (engine/rating/opponentsAverage.ts) with the tie-break's choices:
 * unrated opponents are left out (C.07 10.1; the documents average rated opponents), the documents (2009) print
 * the exact average and C.07 (2024) rounds it. A player with no rated opponent has 0. A tournament in which no
 * player has the rating asked for is an error, not a column of zeros.
 */
import type { TiebreakContext } from './context';
import { cached } from './context';
import { TiebreakError } from './types';
import { performance as ratingPerformanceDetail } from '../rating/performance';
import { expectedHundredths } from '../rating/tables';
import { averageRatingsOfOpponentsMet, type AverageRule, type OpponentsAverage, type RatedOpponent } from '../rating/opponentsAverage';

export type RatingSource = 'fide' | 'ukd';

/** The tie-break's ARO rule under the context's rule edition. */
export function aroRule(ctx: TiebreakContext, low = 0, high = 0): AverageRule {
  return { unrated: ctx.unratedRating !== undefined ? { as: ctx.unratedRating } : 'leave-out', cutLowest: low, cutHighest: high, rounding: ctx.rules === '2009' ? 'none' : 'nearest' };
}

/** Throws when no player has the rating `source` (e.g. a crosstable without a rating column). */
export function assertRatings(ctx: TiebreakContext, code: string, source: RatingSource = 'fide'): void {
  const has = cached(ctx, `has-rating|${source}`, () => ctx.t.players.some((p) => ((source === 'ukd' ? p.ukd : p.rating) ?? 0) > 0));
  if (!has) {
    throw new TiebreakError(source === 'ukd'
      ? `${code} needs the players' national ratings, but no player has one: the "UKD" column (TRF UKD line) is missing or empty`
      : `${code} needs the players' ratings, but no player has one: the "Rating" column (TRF rating field) is missing or empty`);
  }
}

/** Each player's ARO working under the rule edition and cuts (memoised per context). */
export function aroDetail(ctx: TiebreakContext, no: number, low = 0, high = 0, source: RatingSource = 'fide'): OpponentsAverage {
  const all = cached(ctx, `aro|${source}|${low}|${high}`, () =>
    averageRatingsOfOpponentsMet(ctx.t, (p) => (source === 'ukd' ? p.ukd : p.rating), { ...aroRule(ctx, low, high), afterRound: ctx.t.rounds[ctx.rounds - 1]?.number ?? 0 }));
  return all.get(no) ?? { games: [], kept: [], average: undefined };
}

/** Average rating of opponents: 2009 exact (as the documents print it), 2024 rounded (C.07 10.1). */
export function averageRatingOfOpponents(ctx: TiebreakContext, no: number, low = 0, high = 0, source: RatingSource = 'fide'): number {
  assertRatings(ctx, 'ARO', source);
  return aroDetail(ctx, no, low, high, source).average ?? 0;
}

/** The games a TPR is computed over: the rated opponents kept after the cuts. */
export function performanceGames(ctx: TiebreakContext, no: number, low = 0, high = 0, source: RatingSource = 'fide'): RatedOpponent[] {
  return aroDetail(ctx, no, low, high, source).kept;
}

/**
 * Tournament performance rating (C.07 10.2): the opponents' average + dp(p) over the same games (B.02 table 8.1.1),
 * computed by the ratings engine (engine/rating/performance.ts) without a difference cap.
 */
export function performanceRating(ctx: TiebreakContext, no: number, low = 0, high = 0, source: RatingSource = 'fide'): number {
  assertRatings(ctx, 'TPR', source);
  const kept = performanceGames(ctx, no, low, high, source);
  if (kept.length === 0) return 0;
  const detail = ratingPerformanceDetail(kept.map((g) => g.counted), kept.reduce((s, g) => s + g.points, 0));
  // C.07 10.2: TPR = ARO (rounded as 10.1 rounds it, half up) + dp. Same as rounding Ro + dp once, except when
  // the sum falls on a negative half (e.g. ARO 738.5 and dp -800: 739 - 800 = -61, as FIDE's reference gives).
  if (ctx.rules !== '2009') return Math.round(detail.opponentsAverage) + detail.dp;
  return detail.performance;
}

/**
 * C.07 10.4 average of the opponents' performance ratings (APRO): each opponent met over the board (the same games
 * as ARO, rated or not) with his own TPR, averaged and rounded to the whole number.
 */
export function opponentsPerformances(ctx: TiebreakContext, no: number, source: RatingSource = 'fide'): Array<{ round: number; opponent: number; tpr: number }> {
  return aroDetail(ctx, no, 0, 0, source).games.map((g) => ({ round: g.round, opponent: g.opponent, tpr: performanceRating(ctx, g.opponent, 0, 0, source) }));
}

export function averageOpponentsPerformance(ctx: TiebreakContext, no: number, source: RatingSource = 'fide'): number {
  assertRatings(ctx, 'APRO', source);
  const list = opponentsPerformances(ctx, no, source);
  if (list.length === 0) return 0;
  return Math.round(list.reduce((s, x) => s + x.tpr, 0) / list.length);
}

/**
 * The perfect performance over a list of games (C.07 10.3, as FIDE's TieBreakServer computes it): the lowest whole
 * rating R at which the expected scores of table 8.1.2 (B.02), summed over the opponents, reach the points scored.
 * A player without a point has the lowest opponent's rating − 800. With every point, the search ends where each
 * game is expected at 1.00 (the table's last band: 736 points above the highest opponent).
 */
export function perfectPerformanceOf(ratings: readonly number[], points: number): number {
  if (ratings.length === 0) return 0;
  if (points <= 0) return Math.min(...ratings) - 800;
  const target = Math.round(points * 100); // in hundredths, as table 8.1.2
  const expected = (r: number) => ratings.reduce((s, ri) => s + expectedHundredths(r - ri), 0);
  let lo = Math.min(...ratings) - 800; // expected 0 here: below the target
  let hi = Math.max(...ratings) + 800; // expected 1.00 a game here: at or above the target
  while (hi - lo > 1) {
    const mid = Math.floor((lo + hi) / 2);
    if (expected(mid) >= target) hi = mid;
    else lo = mid;
  }
  return hi;
}

/** C.07 10.3 PTP over the rated games kept after the cuts (the same games as ARO and TPR). */
export function perfectPerformance(ctx: TiebreakContext, no: number, low = 0, high = 0, source: RatingSource = 'fide'): number {
  assertRatings(ctx, 'PTP', source);
  const kept = performanceGames(ctx, no, low, high, source);
  return perfectPerformanceOf(kept.map((g) => g.counted), kept.reduce((s, g) => s + g.points, 0));
}

/** Each opponent met over the board with his own PTP (for APPO, C.07 10.5). */
export function opponentsPerfectPerformances(ctx: TiebreakContext, no: number, source: RatingSource = 'fide'): Array<{ round: number; opponent: number; ptp: number }> {
  return aroDetail(ctx, no, 0, 0, source).games.map((g) => ({ round: g.round, opponent: g.opponent, ptp: perfectPerformance(ctx, g.opponent, 0, 0, source) }));
}

/** C.07 10.5 APPO: the opponents' PTP averaged over the games played, rounded to the whole number. */
export function averageOpponentsPerfectPerformance(ctx: TiebreakContext, no: number, source: RatingSource = 'fide'): number {
  assertRatings(ctx, 'APPO', source);
  const list = opponentsPerfectPerformances(ctx, no, source);
  if (list.length === 0) return 0;
  return Math.round(list.reduce((s, x) => s + x.ptp, 0) / list.length);
}

/** Codes whose value averages the opponents' ratings (C.07 10), where an unrated opponent is left out or counted. */
export const RATING_AVERAGE_CODES = /^(ARO|TPR|PTP|APRO|APPO)(-|$)/;

/**
 * Per player, the unrated opponents met over the board that the rating averages leave out (none when the event counts
 * them at a rating, TiebreakOptions.unratedRating). C.07 10.1 averages rated opponents; a silent average over fewer
 * games than played is what this makes visible.
 */
export function unratedOpponentsLeftOut(ctx: TiebreakContext, source: RatingSource = 'fide'): Map<number, number[]> {
  const out = new Map<number, number[]>();
  for (const no of ctx.players) {
    const left = aroDetail(ctx, no, 0, 0, source).games.filter((g) => g.status === 'unrated').map((g) => g.opponent);
    if (left.length) out.set(no, left);
  }
  return out;
}
