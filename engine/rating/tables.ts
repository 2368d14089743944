/**
 * Reading FIDE B.02 tables 8.1.1 and 8.1.2 (`fideTables.ts`): dp for a fractional score, PD for a rating difference.
 */
import { DP_TABLE, PD_TABLE } from './fideTables';
import { roundHalfAwayFromZero } from './rounding';

/** dp for p in hundredths (0..100), table 8.1.1. */
export function dpForHundredths(p100: number): number {
  const row = DP_TABLE.find((r) => r.p100 === p100);
  if (!row) throw new RangeError(`p must be between 0 and 1 in hundredths, found ${p100 / 100}`);
  return row.dp;
}

/** p = W / n in hundredths, the step of table 8.1.1 (rounding.ts). */
export function scoreHundredths(points: number, games: number): number {
  checkScore(points, games);
  return roundHalfAwayFromZero(100 * points, games);
}

/** dp for a score of `points` out of `games` (B.02 8.1.1). */
export function dpForScore(points: number, games: number): number {
  return dpForHundredths(scoreHundredths(points, games));
}

/**
 * dp for a fractional score p (0 to 1), table 8.1.1. p between two rows is taken to the nearest hundredth
 * (.005 upward). p is first fixed to 8 decimals so that 0.145 typed in a cell reads as 0.145, not 0.14499999….
 */
export function dp(p: number): number {
  if (!Number.isFinite(p) || p < 0 || p > 1) throw new RangeError(`p must be a fractional score from 0 to 1, found ${p}`);
  return dpForHundredths(roundHalfAwayFromZero(Math.round(p * 1e8), 1e6));
}

/**
 * PD in hundredths for a rating difference D = own rating − opponent(s) rating, table 8.1.2: the H column when
 * D >= 0 (D = 0 gives .50 either way), the L column when D < 0. D is first rounded to whole points (rounding.ts).
 * No 400-point rule here: FIDE applies it before the table (B.02 8.3.1), UKD uses 350 on each opponent (6.h).
 */
export function expectedHundredths(difference: number): number {
  if (!Number.isFinite(difference)) throw new RangeError(`rating difference must be a number, found ${difference}`);
  const d = roundHalfAwayFromZero(difference);
  const a = Math.abs(d);
  const row = PD_TABLE.find((r) => a >= r.dMin && a <= r.dMax)!;
  return d >= 0 ? row.higher100 : row.lower100;
}

/** PD (0 to 1) for a rating difference D = own − opponent, table 8.1.2. */
export function expectedScore(difference: number): number {
  return expectedHundredths(difference) / 100;
}

/** A score must be whole or half points, from 0 to the number of games. */
export function checkScore(points: number, games: number): void {
  if (!Number.isInteger(games) || games <= 0) throw new RangeError(`the number of games must be a whole number above 0, found ${games}`);
  if (!Number.isFinite(points) || points < 0) throw new RangeError(`points must be 0 or more, found ${points}`);
  if (!Number.isInteger(points * 2)) throw new RangeError(`points must be whole or half points, found ${points}`);
  if (points > games) throw new RangeError(`${points} points is more than the ${games} games played`);
}
