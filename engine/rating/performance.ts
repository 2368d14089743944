/**
 * Performance rating Rp = Ra + dp(p) (FIDE B.02 8.1a; the documents' "Turnuva Performans Kuvvet Puanı") and the
 * documents' rating averages ("Rakiplerin Kuvvet Puanı Ortalaması", "Azaltarak Ortalama", seed 000).
 */
import { dpForHundredths, scoreHundredths } from './tables';
import { roundHalfAwayFromZero } from './rounding';

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
  const kept = [...ratings].sort((a, b) => a - b).slice(drop);
  if (kept.length === 0) throw new RangeError('no rating left to average');
  return sum(kept) / kept.length;
}

export interface Performance {
  games: number;
  points: number;
  /** Ra, the opponents' average, exact. */
  average: number;
  /** p in hundredths (table 8.1a step). */
  p100: number;
  /** dp from table 8.1a. */
  dp: number;
  /** dp after the cap (equal to dp without a cap). */
  counted: number;
  /** Rp = Ra + counted dp, rounded once (rounding.ts). */
  performance: number;
}

/**
 * Rp = Ra + dp. With a cap, the difference between the performance and the opponents' average counts at most
 * `cap` points either way (the rule "a difference of more than 350 (400) points counts as 350 (400)" seen from
 * the performer: a full score gives Ra + cap instead of Ra + 800, a zero Ra − cap). Without a cap the table's
 * ±800 stand for the full and zero scores (B.02 8.1a).
 */
export function performance(opponentRatings: readonly number[], points: number, cap?: number | null): Performance {
  const games = opponentRatings.length;
  const p100 = scoreHundredths(points, games);
  const d = dpForHundredths(p100);
  if (cap !== undefined && cap !== null && !(cap > 0)) throw new RangeError(`the cap must be a positive number of points, found ${cap}`);
  const counted = cap ? Math.max(-cap, Math.min(cap, d)) : d;
  const total = sum(opponentRatings);
  return {
    games,
    points,
    average: total / games,
    p100,
    dp: d,
    counted,
    // (ΣR + n·dp) / n rounds Ra + dp exactly
    performance: roundHalfAwayFromZero(total + games * counted, games),
  };
}

/** Rp = Ra + dp as one number (see `performance`). */
export function performanceRating(opponentRatings: readonly number[], points: number, cap?: number | null): number {
  return performance(opponentRatings, points, cap).performance;
}

export function sum(xs: readonly number[]): number {
  let s = 0;
  for (const x of xs) s += x;
  return s;
}
