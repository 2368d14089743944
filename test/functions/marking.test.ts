/** HAKEM.MARK_PAIRING: the marker's verdict in a cell, over a crosstable range and a pairing range. */
import { describe, expect, it } from 'vitest';
import { MARK_PAIRING, pairingRows } from '../../functions/marking';

// Round 1 of six: 1-4 1-0, 5-2 0-1, 3-6 1-0 (as in test/marking/marking.test.ts)
const crosstable = [
  ['No', 'Name', 'R1'],
  [1, 'A', '4w1'], [2, 'B', '5b1'], [3, 'C', '6w1'], [4, 'D', '1b0'], [5, 'E', '2w0'], [6, 'F', '3b0'],
];

describe('HAKEM.MARK_PAIRING', () => {
  it('the right pairing: "Right"', () => {
    expect(MARK_PAIRING(crosstable, [['White', 'Black'], [2, 1], [4, 3], [6, 5]], 'dutch')).toBe('Right: round 2 as dutch pairs it');
  });
  it('a wrong pairing: the criterion and its article, in English and Turkish', () => {
    expect(MARK_PAIRING(crosstable, [[3, 1], [2, 4], [6, 5]], 'dutch')).toBe('Wrong: In the bracket of 1 point, your pairing has 1 pair in which a player does not get his colour preference, where 0 is possible: C.04.3 C.12');
    // Turkish colour letters: B (beyaz) white, S (siyah) black
    const tr = [['Sıra', 'Ad', '1. tur'], [1, 'A', '4b1'], [2, 'B', '5s1'], [3, 'C', '6b1'], [4, 'D', '1s0'], [5, 'E', '2b0'], [6, 'F', '3s0']];
    expect(MARK_PAIRING(tr, [[2, 3], [4, 1], [6, 5]], 'dutch', 'tr')).toBe('Yanlış: 4–1 1. turda karşılaştı: C.04.3 C.1');
  });
  it('a bye as 0 or a blank; a bad system is an error', () => {
    expect(pairingRows([[1, 2], [3, 0], [4, ''], ['', '']])).toEqual([[1, 2], [3, 0], [4, 0]]);
    expect(() => MARK_PAIRING(crosstable, [[2, 1]], 'round-robin')).toThrow(/not one of/);
  });
});
