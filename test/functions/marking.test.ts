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

describe('HAKEM.MARK_PAIRING on a team crosstable (team-swiss) and a Double-Swiss crosstable', () => {
  // Four teams of four boards. Round 1: 1 (White on board 1) beats 3 3-1; 4 (White) loses to 2 1½-2½. Before round 2:
  // 1 and 2 on 2 match points, 3 and 4 on 0. C.04.6: each score group pairs within itself, 1-2 and 3-4. Colours: after
  // one match a colour difference of ±1 gives no Type A preference (1.7), so 4.3.5 decides: White to the lower colour
  // difference, 2 (−1) against 1 (+1), 3 (−1) against 4 (+1): 2-1, 3-4. Matches by score.
  const teams = [['No', 'Team', '1'], [1, 'Ankara', '3 w 3'], [2, 'Bursa', '4 b 2½'], [3, 'Çorum', '1 b 1'], [4, 'Denizli', '2 w 1½']];
  it('the right round: "Right"; a rematch: C.04.6 [C1]; the colours of a match reversed: C.04.6 4', () => {
    expect(MARK_PAIRING(teams, [[2, 1], [3, 4]], 'team-swiss')).toBe('Right: round 2 as team-swiss pairs it');
    expect(MARK_PAIRING(teams, [[1, 3], [2, 4]], 'team-swiss')).toMatch(/^Wrong: teams 1 and 3 have met already .*: C\.04\.6 \[C1\]/);
    expect(MARK_PAIRING(teams, [[1, 2], [3, 4]], 'team-swiss')).toMatch(/^Wrong: colours: board 1: 2 has White against 1 .*: C\.04\.6 4\.3\.5$/);
    // Turkish letters: B (beyaz) White, S (siyah) Black
    const tr = teams.map((r, i) => (i === 0 ? r : [r[0], r[1], String(r[2]).replace(' w ', ' B ').replace(' b ', ' S ')]));
    expect(MARK_PAIRING(tr, [[2, 1], [3, 4]], 'team-swiss', 'tr')).toBe('Doğru: 2. tur team-swiss ile böyle eşlendirilir');
  });
  it('a cell that is not a team round, or a match the other team does not name, is an error naming the cell', () => {
    expect(() => MARK_PAIRING([...teams.slice(0, 1), [1, 'Ankara', '3 x 3'], ...teams.slice(2)], [[2, 1]], 'team-swiss')).toThrow(/C2: "3 x 3" is not a team round/);
    expect(() => MARK_PAIRING([...teams.slice(0, 3), [3, 'Çorum', '2 b 1'], teams[4]], [[2, 1]], 'team-swiss')).toThrow(/team 1 meets 3 in round 1/);
  });
  it('Double-Swiss: a match is two columns; the pairing is the next match\'s, game 1\'s colours', () => {
    // Match 1 of four players: 1-3 (1 White in game 1, Black in game 2) 1½-½, 4-2 (4 White in game 1) ½-1½. Before
    // match 2: 1 and 2 on 1½, 3 and 4 on ½; the score groups pair within themselves: 1-2 and 3-4. Colours (4.3.2,
    // the match's colour is game 1's, 1.6): White to the one with fewer Whites: 2 (none) against 1, 3 (none) against 4.
    const ds = [['No', 'Name', '1', '2'], [1, 'A', '3w1', '3b½'], [2, 'B', '4b1', '4w½'], [3, 'C', '1b0', '1w½'], [4, 'D', '2w0', '2b½']];
    expect(MARK_PAIRING(ds, [[2, 1], [3, 4]], 'double-swiss')).toBe('Right: round 2 as double-swiss pairs it');
    expect(MARK_PAIRING(ds, [[1, 2], [3, 4]], 'double-swiss')).toBe('Wrong: colours: board 1: 2 has White against 1 (White to the player who has had fewer Whites): C.04.5 4.3.2');
    expect(MARK_PAIRING(ds, [[1, 3], [2, 4]], 'double-swiss')).toMatch(/^Wrong: 1–3 met in an earlier match .*: C\.04\.5 \[C1\]/);
  });
  it('Double-Swiss: F is a full-point bye as TRF reads it (2 points a match), PAB (or T) the pairing-allocated bye (1½, C.04.5 1.4)', () => {
    // Match 1 of five: 1-2 (1 White in game 1) 1½-½, 3-4 (3 White) 1½-½, 5 a full-point bye in both games (F F).
    // Before match 2: 5 on 2, 1 and 3 on 1½, 2 and 4 on ½. PAB (3.4): 5 is barred ([C2], a full-point bye); of the
    // lowest (2, 4: ½), both one match played, the largest TPN: 4 (3.4.4; 1, 2, 3, 5 can still all be paired).
    // Top-scoregroup {5}: one upfloater ([C4]) of the highest score ([C5]: 1½): {1} before {3} (3.5.4), and the
    // following scoregroup {3} can still pair ([C6]: 3–2): 1–5. Then {3} with the upfloater 2: 2–3. Colours (4.3.2,
    // fewer Whites): 5 (none) against 1 (one), 2 (none) against 3 (one): 5–1, 2–3; boards by score (GHR 3.6).
    const ds = [['No', 'Name', '1', '2'], [1, 'A', '2w1', '2b½'], [2, 'B', '1b0', '1w½'], [3, 'C', '4w1', '4b½'], [4, 'D', '3b0', '3w½'], [5, 'E', 'F', 'F']];
    expect(MARK_PAIRING(ds, [[5, 1], [2, 3], [4, '']], 'double-swiss')).toBe('Right: round 2 as double-swiss pairs it');
    // Had 5 had the PAB instead (1½): 1, 3 and 5 on 1½ with the upfloater 2; the first identifier (3.6.3) that is
    // legal is 1 2 3 5: 1–3 and 2–5 (colours: 4.3.4, 1 alternates his White; 4.3.5, 2 alternates his Black)
    const pab = ds.map((r, i) => (i === 5 ? [5, 'E', 'PAB', 'PAB'] : r));
    expect(MARK_PAIRING(pab, [[3, 1], [2, 5], [4, '']], 'double-swiss')).toBe('Right: round 2 as double-swiss pairs it');
    expect(MARK_PAIRING(ds, [[3, 1], [2, 5], [4, '']], 'double-swiss')).toMatch(/^Wrong: In the top-scoregroup with 2, your upfloaters have the scores 0\.5, where 1\.5 is possible: C\.04\.5 \[C5\]/);
  });
  it('every failure is a #VALUE! with its reason: dubov-2026 without ratings, a match with one column empty', () => {
    // C.04.4.1 1.1: every player needs a rating; the crosstable has none
    expect(() => MARK_PAIRING(crosstable, [[2, 1], [4, 3], [6, 5]], 'dubov-2026')).toThrow(expect.objectContaining({ name: 'FunctionInputError', code: 'invalidValue', message: expect.stringMatching(/have no rating; C\.04\.4\.1 1\.1 .*\(a Rating column of the crosstable gives the ratings\)$/) }));
    // with a Rating column the same round is marked (1.1 met)
    const rated = crosstable.map((r, i) => (i === 0 ? ['No', 'Name', 'Rating', 'R1'] : [r[0], r[1], 2400 - 50 * i, r[2]]));
    expect(MARK_PAIRING(rated, [[2, 1], [4, 3], [6, 5]], 'dubov-2026')).toMatch(/^(Right|Wrong)/);
    // one round's column where a Double-Swiss match needs two (the system's own refusal, once a bare error)
    expect(() => MARK_PAIRING(crosstable, [[2, 1], [4, 3], [6, 5]], 'double-swiss')).toThrow(expect.objectContaining({ name: 'FunctionInputError', message: expect.stringMatching(/a match fills both or neither/) }));
  });
});
