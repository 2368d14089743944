/**
 * The rating average of the opponents (B.01 1.4.7): the total of their ratings as 1.4.6 sets them, divided by their
 * number, rounded to the nearest whole number, 0.5 upward.
 */
import { roundHalfAwayFromZero } from '../rating/rounding';

export function normAverage(ratings: readonly number[]): { total: number; average: number } {
  const total = ratings.reduce((s, r) => s + r, 0);
  if (ratings.length === 0) return { total, average: 0 };
  return { total, average: roundHalfAwayFromZero(total, ratings.length) };
}
