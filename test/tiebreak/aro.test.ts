/**
 * One ARO rule (engine/rating/opponentsAverage.ts) for the Dubov pairing, the rating tie-breaks and the rating
 * calculator, each stating how an unrated opponent counts. Hand-worked example:
 *   player 1 meets 2 (2000) in round 1, 3 (unrated) in round 2, 4 (1800) in round 3, and wins round 4 by forfeit
 *   against 5 (2200).
 *   - the forfeit is not a game over the board: 2200 never counts (Dubov 1; C.07 10.1);
 *   - tie-break ARO (unrated left out, C.07 10.1): (2000 + 1800) / 2 = 1900;
 *   - tie-break ARO-C1: 1800 cut → 2000;
 *   - Dubov ARO (unrated R = 0, Dubov 1): (2000 + 0 + 1800) / 3 = 1266.67 (kept exact);
 *   - player 5, who has no game over the board: Dubov prints 0 (the book's list), the tie-break gives 0.
 */
import { describe, expect, it } from 'vitest';
import { buildTournament } from '../../engine/model/build';
import { aroAfter } from '../../engine/pairing/dubov/aro';
import { computeTiebreak, explainTiebreak } from '../../engine/tiebreak';
import { averageRating } from '../../engine/rating/performance';
import { averageRatingOfOpponentsMet } from '../../engine/rating/opponentsAverage';

const t = buildTournament({
  players: [
    { no: 1, name: 'A', rating: 1900 }, { no: 2, name: 'B', rating: 2000 }, { no: 3, name: 'C' },
    { no: 4, name: 'D', rating: 1800 }, { no: 5, name: 'E', rating: 2200 },
  ],
  rounds: [
    { round: 1, games: [{ white: 1, black: 2, result: '1-0' }] },
    { round: 2, games: [{ white: 3, black: 1, result: '1/2-1/2' }] },
    { round: 3, games: [{ white: 1, black: 4, result: '0-1' }] },
    { round: 4, games: [{ white: 1, black: 5, result: '+--' }] },
  ],
});

describe('one ARO', () => {
  it('tie-break: unrated opponents and forfeits left out: (2000 + 1800) / 2 = 1900; ARO-C1 2000', () => {
    expect(computeTiebreak(t, 'ARO').get(1)).toBe(1900);
    expect(computeTiebreak(t, 'ARO-C1').get(1)).toBe(2000);
    expect(computeTiebreak(t, 'ARO').get(5)).toBe(0);
  });

  it('Dubov: unrated opponents count 0: (2000 + 0 + 1800) / 3 = 1266.67; no game → 0', () => {
    const aro = aroAfter(t);
    expect(aro.get(1)).toBeCloseTo(3800 / 3, 9);
    expect(aro.get(5)).toBe(0);
    expect(aroAfter(t, 1).get(1)).toBe(2000); // after round 1: only B
  });

  it('the shared function states the treatment: the same games, two answers', () => {
    const rating = (p: { rating?: number }) => p.rating;
    expect(averageRatingOfOpponentsMet(t, 1, rating, { unrated: 'leave-out' }).average).toBe(1900);
    expect(averageRatingOfOpponentsMet(t, 1, rating, { unrated: 'as-zero' }).average).toBeCloseTo(3800 / 3, 9);
    expect(averageRatingOfOpponentsMet(t, 1, rating, { unrated: 'as-zero', rounding: 'nearest' }).average).toBe(1267);
    expect(averageRatingOfOpponentsMet(t, 5, rating, { unrated: 'leave-out' }).average).toBeUndefined();
  });

  it('the rating calculator averages what it is given: (2000 + 1800) / 2 = 1900, without the lowest 2000', () => {
    expect(averageRating([2000, 1800])).toBe(1900);
    expect(averageRating([2000, 1800], { dropLowest: 1 })).toBe(2000);
    expect(() => averageRating([2000], { dropLowest: 1 })).toThrow(/no rating left/);
  });

  it("the explanation shows the unrated opponent as left out and the forfeit as not a game", () => {
    const e = explainTiebreak(t, 1, 'ARO');
    expect(e.rows.map((r) => [r.round, r.value, r.counted])).toEqual([[1, 2000, true], [2, 0, false], [3, 1800, true], [4, 0, false]]);
    expect(e.rows[1].how.en).toMatch(/unrated/);
    expect(e.rows[3].how.en).toMatch(/not a game over the board/);
  });
});
