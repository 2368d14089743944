/**
 * Tie-breaks are those after the last finished round: a round paired but not yet played does not count.
 * Dutch example after round 3, with round 4 paired (13-1, …): Salih's (1) Buchholz is the sum of his three
 * opponents' adjusted scores, not four.
 */
import { describe, expect, it } from 'vitest';
import { loadExample } from '../helpers/examples';
import { computeTiebreak } from '../../engine/tiebreak';

describe('a paired round without results', () => {
  it('is left out of the tie-breaks', () => {
    const withPending = loadExample('dutch', 4); // round 4 published, no results
    const finished = loadExample('dutch', 3);
    expect(withPending.rounds[3].games[0]).toMatchObject({ white: 13, black: 1, whiteResult: '', blackResult: '' });
    for (const code of ['BH', 'SB', 'BH-C1', 'PS', 'WIN']) {
      expect(computeTiebreak(withPending, code), code).toEqual(computeTiebreak(finished, code));
    }
  });
  it("Salih's Buchholz after round 3 is his three opponents' adjusted scores: ½ + 1½ + 2 = 4", () => {
    // Salih (1) met 9 (0 points after round 3; his round-3 double forfeit counts ½ as unplayed: adjusted ½),
    // 10 (1½: L, W... 10 beat 2, lost to 1, drew 7 = 1½) and 17 (2½: bye 1, beat 7, drew 1 = 2½; the bye counts ½
    // in the adjusted score: 2). Buchholz = ½ + 1½ + 2 = 4.
    const t = loadExample('dutch', 4);
    expect(computeTiebreak(t, 'BH').get(1)).toBe(4);
  });
});
