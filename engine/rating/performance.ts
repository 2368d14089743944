/**
 * Performance rating Rp = Ra + dp(p) (FIDE B.02 8.1.1; the documents' "Turnuva Performans Kuvvet Puanı") and the
 * documents' rating averages ("Rakiplerin Kuvvet Puanı Ortalaması", "Azaltarak Ortalama", seed 000).
 */
import { dpForHundredths, scoreHundredths } from './tables';
import { roundHalfAwayFromZero } from './rounding';
import { averageOfRatings } from './opponentsAverage';

/** The difference caps in use: the documents' 350 points (seed 000, seed 004 6.h), FIDE's 400 (B.02 8.3.1). */
export const DOCUMENTS_CAP = 350;
export const FIDE_CAP = 400;

/**
 * Average of the opponents' ratings, exact (not rounded). `dropLowest` leaves out that many of the lowest
 * ratings first (the documents' "azaltarak ortalama": "starting from the lowest-rated opponent, one or more
 * opponents' ratings are left out").
 */
export function averageRating(ratings: readonly number[], options: { dropLowest?: number } = {}): number {
  const drop = options.dropLowest ?? 0;
  if (!Number.isInteger(drop) || drop < 0) throw new RangeError(`dropLowest must be a whole number 0 or more, found ${drop}`);
  // The one ARO rule (opponentsAverage.ts): every rating listed counts, exact, the lowest cut first.
  const average = averageOfRatings(ratings, { cutLowest: drop, rounding: 'none' });
  if (average === undefined) throw new RangeError('no rating left to average');
  return average;
}

export interface PerformanceOptions {
  /** The player's own rating (for an unrated player, the starting value). Needed for a cap. */
  ownRating?: number | null;
  /** Each opponent counted at most this many points from `ownRating`: 350 (documents), 400 (FIDE); none when absent. */
  cap?: number | null;
}

export interface Performance {
  games: number;
  points: number;
  /** The opponents' ratings as counted: each within `cap` of the player's own rating, unchanged without a cap. */
  counted: number[];
  /** Ro (Ra), the average of the counted ratings, exact. */
  opponentsAverage: number;
  /** p in hundredths (table 8.1.1 step). */
  p100: number;
  /** dp from table 8.1.1. */
  dp: number;
  /** P = Ro + dp, rounded once (rounding.ts). */
  performance: number;
}

/**
 * Each opponent counted at most `cap` points from the player's own rating (seed 004 6.h: "a UKD difference of
 * more than 350 between two opponents counts as 350"; FIDE B.02 8.3.1 the same with 400). Seed 004's example:
 * UKDs 1500 and 2000: the 1500 player's opponent counts as 1850, the 2000 player's as 1650.
 */
export function opponentsWithinCap(own: number, opponents: readonly number[], cap: number): number[] {
  return opponents.map((r) => Math.max(own - cap, Math.min(own + cap, r)));
}

/**
 * P = Ro + dp (B.02 8.1.1; seed 004 formula 2). With a cap, Ro is the average of the opponents each counted at most
 * `cap` points from the player's own rating ("Ro: rakiplerin ortalama kuvvet derecesi (350 puan farkları dikkate
 * alınır)", seed 004 8.A.2; "350 puan farkları dikkate alınarak", seed 000), and dp is the table's, full and zero
 * scores included (±800). The cap is a difference between two players, so it cannot be applied without the
 * player's own rating. Without a cap Ro is the plain average (FIDE's tournament performance rating, C.07 10.2).
 */
export function performance(opponentRatings: readonly number[], points: number, options: PerformanceOptions = {}): Performance {
  const games = opponentRatings.length;
  const p100 = scoreHundredths(points, games);
  const d = dpForHundredths(p100);
  const { ownRating, cap } = options;
  const hasCap = cap !== undefined && cap !== null;
  if (hasCap && !(cap > 0)) throw new RangeError(`the cap must be a positive number of points, found ${cap}`);
  const hasOwn = ownRating !== undefined && ownRating !== null;
  if (hasOwn && !Number.isFinite(ownRating)) throw new RangeError(`the player's own rating must be a number, found ${ownRating}`);
  if (hasCap && !hasOwn) {
    throw new RangeError(`a ${cap}-point cap needs the player's own rating: each opponent is counted at most ${cap} points from it`);
  }
  const counted = hasCap ? opponentsWithinCap(ownRating!, opponentRatings, cap) : [...opponentRatings];
  const total = sum(counted);
  return {
    games,
    points,
    counted,
    opponentsAverage: total / games,
    p100,
    dp: d,
    // (ΣR + n·dp) / n rounds Ro + dp exactly
    performance: roundHalfAwayFromZero(total + games * d, games),
  };
}

/** P = Ro + dp as one number (see `performance`). */
export function performanceRating(opponentRatings: readonly number[], points: number, options: PerformanceOptions = {}): number {
  return performance(opponentRatings, points, options).performance;
}

export function sum(xs: readonly number[]): number {
  let s = 0;
  for (const x of xs) s += x;
  return s;
}
