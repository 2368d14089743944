/**
 * The one rounding of the rating engine.
 *
 * Rule: to the nearest whole number; a half is rounded away from zero (2.5 -> 3, -2.5 -> -3).
 * Why: FIDE B.02 8.3.4 rounds a rating change this way ("0.5 is rounded away from zero"), for positive
 * numbers it is FIDE B.01's "0.5 is rounded upward", and it is what Excel's ROUND does, so an arbiter's
 * own sheet gives the same figures. Seed 004 defines UKD and GKD as four-digit numbers (TANIMLAR), so a
 * rating change and a performance are published as whole points; the seed itself states no rounding.
 *
 * Where it is applied (and nowhere else):
 * - ΔD = k(W - We), per event, to whole points (seed 004 formula 3);
 * - P = Ro + dP (formula 2) and P = To + (m - 1)dP/m (formula 6), and a FIDE-style performance Ra + dp,
 *   to whole points, once, at the end (averages are kept exact until then);
 * - the rating difference D read in table 8.1.2, to whole points (the table's bands are whole points);
 * - the fractional score p read in table 8.1.1, to hundredths (the table's step), i.e. 100·W/n to a whole;
 * - an unrated player's starting value, the event's UKD average minus 300 (8.A.1), to whole points.
 *
 * Values are passed as a ratio of two numbers so that averages (sum / count) are rounded exactly, without
 * the binary-fraction error of computing the quotient first (e.g. 0.55 × 5 is 2.7500000000000004 in floating point).
 */
export function roundHalfAwayFromZero(numerator: number, denominator = 1): number {
  if (!(denominator > 0) || !Number.isFinite(numerator)) throw new RangeError(`cannot round ${numerator}/${denominator}`);
  const a = Math.abs(numerator);
  const q = Math.floor(a / denominator);
  const r = a - q * denominator;
  const whole = 2 * r >= denominator ? q + 1 : q;
  return numerator < 0 && whole !== 0 ? -whole : whole;
}

export const ROUNDING_RULE = {
  en: 'ΔD and performances to whole points, .5 away from zero (FIDE B.02 8.3.4, Excel ROUND), once per event; averages kept exact until then; D to whole points and p to hundredths before the tables are read.',
  tr: 'ΔD ve performanslar tam sayıya yuvarlanır, .5 sıfırdan uzağa (FIDE B.02 8.3.4, Excel YUVARLA), yarışma başına bir kez; ortalamalar o zamana kadar tam tutulur; tablolara bakmadan önce D tam sayıya, p yüzde birliğe yuvarlanır.',
};
