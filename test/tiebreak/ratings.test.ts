/**
 * Rating averages (seeds 000 and 001, "Rakiplerin Kuvvet Puanı / Rating Ortalaması" Tablo 1 and
 * "Azaltarak Ortalama" Tablo 2): nine opponents' ratings. The tournament is built so that player 1 meets
 * them in rounds 1–9.
 */
import { describe, expect, it } from 'vitest';
import { fixture, fromRows } from './build';
import { averageRatingOfOpponents, computeTiebreak, performanceRating, tiebreakContext } from '../../engine/tiebreak';

const ra = fixture('tiebreak-sener.json').rating_average;
const ratings: number[] = ra.opponent_ratings_by_round;
const t = fromRows(
  [{ no: 1, name: 'X', rounds: ratings.map((_, i) => ({ round: i + 1, opponent: 2 + i, colour: i % 2 ? 'b' : 'w', result: '1/2' })) }],
  ratings.map((rating, i) => ({ no: 2 + i, rating })),
);

describe('average rating of opponents', () => {
  it('2410.8 as printed (21697 / 9 = 2410.78; the documents do not round)', () => {
    const v = averageRatingOfOpponents(tiebreakContext(t, { rules: '2009' }), 1);
    expect(v).toBeCloseTo(21697 / 9, 10);
    expect(Math.round(v * 10) / 10).toBe(ra.expected.average);
  });

  it('reduced average without the lowest (2139, round 5) is 19558 / 8 = 2444.75; the book prints 2448.8, which these nine ratings cannot give', () => {
    const v = computeTiebreak(t, 'ARO-C1', { rules: '2009' }).get(1)!;
    expect(v).toBe(ra.recomputed.reduced_average);
    expect(v).toBe(2444.75);
    expect(ra.expected.reduced_average_drop_lowest).toBe(2448.8); // the misprint
  });

  it('C.07 10.1 rounds to the whole number under the 2024 rules', () => {
    expect(computeTiebreak(t, 'ARO', { rules: '2024' }).get(1)).toBe(2411);
  });

  it('TPR: a 50% score over these games is the average itself (dp(0.50) = 0, B.02 8.1.1)', () => {
    expect(performanceRating(tiebreakContext(t, { rules: '2024' }), 1)).toBe(2411);
  });
});

describe('TPR by hand', () => {
  it('7 out of 9 against the same opponents: p = 0.78, dp = 220 (B.02 8.1.1), 21697/9 + 220 = 2630.78 → 2631', () => {
    const res = ['1', '1', '1', '0', '1', '1', '0', '1', '1'];
    const t7 = fromRows(
      [{ no: 1, name: 'X', rounds: ratings.map((_, i) => ({ round: i + 1, opponent: 2 + i, colour: i % 2 ? 'b' : 'w', result: res[i] })) }],
      ratings.map((rating, i) => ({ no: 2 + i, rating })),
    );
    expect(computeTiebreak(t7, 'TPR', { rules: '2024' }).get(1)).toBe(2631);
  });
});
