/**
 * Marking under the FIDE Dubov system in force from 1 February 2026 (C.04.4.1, `dubov-2026`): hand-built wrong
 * pairings, each worked out from the text (as the engine quotes it) and marked with the criterion or the procedural
 * rule that decides; the right pairing marked right; colours (5.2) and board order (C.04.2 D.9); random rounds.
 * The books print no pairing under this edition, so there are no book examples to mark here.
 */
import { describe, expect, it } from 'vitest';
import { buildTournament } from '../../engine/model/build';
import { markPairing, renderMarking } from '../../engine/marking/index';
import type { Proposal } from '../../engine/marking/types';
import { pairingSystem } from '../../engine/pairing/registry';
import { expectRandomRounds } from './checkRounds';
import { roundsFor } from './perturb';
import { everyExchange, roughRounds } from './perturb';

const P = (boards: Array<[number, number]>, byes: number[] = []): Proposal => ({ boards: boards.map(([white, black]) => ({ white, black })), byes });
const players = (n: number) => Array.from({ length: n }, (_, i) => ({ no: i + 1, name: `P${i + 1}`, rating: 2400 - 50 * i }));
const ID = 'dubov-2026';

// Round 1 of six: 1-4 1-0, 5-2 0-1, 3-6 1-0. Before round 2: 1, 2, 3 on 1 point; 4, 5, 6 on 0. Preferences (1.6):
// 1 [w] mild Black, 2 [b] mild White, 3 [w] mild Black, 4 [b] mild White, 5 [w] mild Black, 6 [b] mild White.
// The 1-point scoregroup {1, 2, 3} needs one upfloater (3.2.1, [C5]); every one from below makes a difference of 1
// ([C6]). With no colour preference missed ([C7]): 1-2 and 3 with a White seeker (4; not 6, met) or 2-3 and 1 with
// a White seeker (6; not 4, met). Nobody has upfloated yet ([C8]-[C10] equal): 4.2's order (descending score, then
// ascending TPN: 4, 5, 6) takes {4}. Bracket {1, 2, 3, 4}: G1 (White seekers) = 2, 4, G2 = 1, 3 (3.2.3); S1 by
// ascending ARO: 2 (ARO 2200, met 5), 4 (ARO 2400, met 1); T2 by TPN: 1, 3 → 2-1, 4-3 (4-1 is a rematch anyway).
// Then {5, 6}: 6-5. Colours 5.2.2 (both preferences): 2-1, 4-3, 6-5. Boards (D.9): 2-1 (1 point, sum 2), 4-3 (sum 1), 6-5.
const six = buildTournament({ players: players(6), firstColour: 'w', totalRounds: 5, rounds: [{ round: 1, games: [{ white: 1, black: 4, result: '1-0' }, { white: 5, black: 2, result: '0-1' }, { white: 3, black: 6, result: '1-0' }] }] });
const fresh = buildTournament({ players: players(6), firstColour: 'w', totalRounds: 5 });

// Two rounds of six: R1 1-4 1-0, 2-5 1-0, 3-6 ½; R2 1-2 1-0, 4-3 ½, 6-5 ½. Before round 3: 1 on 2 points
// ([w, w]: absolute Black); 2 ([w, b] mild White), 3 ([w, b] mild White), 6 ([b, w] mild Black) on 1; 4 ([b, w] mild
// Black), 5 ([b, b] absolute White) on ½. 4 and 5 upfloated in round 2 (they had less than 3 and 6).
// Scoregroup 2 {1} needs one upfloater; 1 has met 4 and 2. [C6]: 3 or 6 (difference 1) before 5 (1½). [C7]: 3
// (White) gets his preference against 1, 6 (Black) would not: 3. The rest pair: {2, 6} (2-6), {4, 5} (5-4).
// Boards: 3-1 (2 points), 2-6, 5-4.
const two = buildTournament({ players: players(6), firstColour: 'w', totalRounds: 5, rounds: [
  { round: 1, games: [{ white: 1, black: 4, result: '1-0' }, { white: 2, black: 5, result: '1-0' }, { white: 3, black: 6, result: '½-½' }] },
  { round: 2, games: [{ white: 1, black: 2, result: '1-0' }, { white: 4, black: 3, result: '½-½' }, { white: 6, black: 5, result: '½-½' }] },
] });

// Eight players, two rounds: R1 1-5 1-0, 6-2 0-1, 3-7 1-0, 8-4 1-0; R2 2-1 1-0, 3-4 0-1, 6-5 0-1, 7-8 1-0.
// Before round 3: 2 on 2 points ([b, w] mild Black); on 1: 1 ([w, b] mild White), 3 ([w, w] absolute Black),
// 4 ([b, b] absolute White, upfloated in round 2 against 3), 5 ([b, b] absolute White), 7 ([b, w] mild Black,
// upfloated in round 2 against 8), 8 ([w, b] mild White); 6 ([w, w] absolute Black) on 0.
// Scoregroup 2 {2} needs one upfloater; 2 has met 6 and 1. Difference 1 for 3, 4, 5, 7, 8 ([C6]); [C7]: 4, 5, 8
// prefer White; [C8]-[C9]: nobody has upfloated MaxT = 3 times; [C10]: 4 upfloated last round: 5 (before 8 in 4.2).
const eight = buildTournament({ players: players(8), firstColour: 'w', totalRounds: 5, rounds: [
  { round: 1, games: [{ white: 1, black: 5, result: '1-0' }, { white: 6, black: 2, result: '0-1' }, { white: 3, black: 7, result: '1-0' }, { white: 8, black: 4, result: '1-0' }] },
  { round: 2, games: [{ white: 2, black: 1, result: '1-0' }, { white: 3, black: 4, result: '0-1' }, { white: 6, black: 5, result: '0-1' }, { white: 7, black: 8, result: '1-0' }] },
] });

// Five players, round 3: R1 1-3 1-0, 4-2 0-1; R2 2-1 1-0, 3-4 1-0; 5 absent in both. Before round 3: 2 on 2,
// 1 and 3 on 1, 4 and 5 on 0. PAB (3.1): 3.1.3 the lowest score, 4 or 5; 3.1.4 the most games played: 4 (2, 5 none).
// Then {2} takes 3 (difference 1; 1 met 2), and 1-5.
const five = buildTournament({ players: players(5).map((p, i) => ({ ...p, rating: 2500 - 100 * (i + 1) })), firstColour: 'w', totalRounds: 5, rounds: [
  { round: 1, games: [{ white: 1, black: 3, result: '1-0' }, { white: 4, black: 2, result: '0-1' }], absent: [5] },
  { round: 2, games: [{ white: 2, black: 1, result: '1-0' }, { white: 3, black: 4, result: '1-0' }], absent: [5] },
] });

const worse = (m: ReturnType<typeof markPairing>) => m.criteria.find((c) => c.verdict === 'worse');

describe('dubov-2026: the right pairing is marked right', () => {
  it('six players, round 2 (worked above): right, in both languages', () => {
    const m = markPairing(six, P([[2, 1], [4, 3], [6, 5]]), ID);
    expect(m.depth).toBe('criteria');
    expect(m.right).toBe(true);
    expect(renderMarking(m, 'en')).toMatch(/^Right/);
    expect(renderMarking(m, 'tr')).toMatch(/^Doğru/);
  });
  it('round 1 (3.2.3: G1 = the first half by TPN; 5.2.1): 1-4, 5-2, 3-6', () => {
    expect(markPairing(fresh, P([[1, 4], [5, 2], [3, 6]]), ID).right).toBe(true);
  });
  it('the other events of this file, as worked by hand', () => {
    expect(markPairing(two, P([[3, 1], [2, 6], [5, 4]]), ID).right).toBe(true);
    expect(markPairing(five, P([[3, 2], [1, 5]], [4]), ID).right).toBe(true);
    // 2-5 (5 absolute White: 5-2); then {1, 3, 4, 6, 7, 8} paired as the engine does; only the pair 2-5 is worked
    const m = markPairing(eight, P([[5, 2], [1, 3], [4, 7], [8, 6]]), ID);
    expect(m.correct.boards.some((b) => b.white === 5 && b.black === 2)).toBe(true);
  });
});

describe('dubov-2026: each criterion that decides, with its article', () => {
  it('[C1]: a rematch is absolute (C.04.1)', () => {
    const m = markPairing(six, P([[2, 3], [4, 1], [6, 5]]), ID);
    expect(m.verdict).toMatchObject({ kind: 'absolute', rule: 'C.04.1' });
  });
  it('[C3]: 3 and 6 both have an absolute preference for Black (2.1.3)', () => {
    // `eight`: 3 [w, w] and 6 [w, w] have not met; both have an absolute preference for Black. The rest legal:
    // 5-2, 1-8 (1 met 5, 2), 4-7 (4 met 8, 3; 7 met 3, 8)
    const m = markPairing(eight, P([[5, 2], [1, 8], [4, 7], [3, 6]]), ID);
    expect(m.verdict).toMatchObject({ kind: 'absolute', rule: 'C.04.4.1 (2026) 2.1.3 [C3]' });
    expect(m.verdict!.text.en).toBe('3–6: both have an absolute colour preference for Black: C.04.4.1 (2026) 2.1.3 [C3]');
    expect(m.verdict!.text.tr).toBe('3–6: ikisinin de siyah için mutlak renk tercihi var: C.04.4.1 (2026) 2.1.3 [C3]');
  });
  it('3.1.3: the PAB to a player on 1 point where one on 0 can have it', () => {
    // bye 3 (1 point): 2-5 and 1-4 pair the rest
    const m = markPairing(five, P([[2, 5], [1, 4]], [3]), ID);
    expect(m.verdict).toMatchObject({ kind: 'criterion', rule: 'C.04.4.1 (2026) 3.1.3' });
    expect(m.verdict!.text.en).toBe('In choosing the PAB (3.1), your pairing gives the PAB to a player on 1 point, where a player on 0 can have it: C.04.4.1 (2026) 3.1.3');
    expect(m.verdict!.text.tr).toBe("BYE seçiminde (3.1) eşlendirmeniz BYE'yi 1 puanlı bir oyuncuya veriyor; oysa 0 puanlı bir oyuncu alabilir: C.04.4.1 (2026) 3.1.3");
    expect(m.parting?.section.en).toBe('Pairing-allocated bye (3.1)');
  });
  it('3.1.4: the PAB to 5 (no game played) where 4 (two games) can have it', () => {
    // bye 5: 3-2, 1-4 (1 has met 3 and 2; 4 has met 2 and 3)
    const m = markPairing(five, P([[3, 2], [1, 4]], [5]), ID);
    expect(m.verdict).toMatchObject({ kind: 'criterion', rule: 'C.04.4.1 (2026) 3.1.4' });
    expect(worse(m)).toMatchObject({ proposal: '0', correct: '2' });
    expect(m.verdict!.text.tr).toMatch(/BYE verdiğiniz oyuncu 0 oyun oynadı; oysa 2 oyun oynamış bir oyuncu alabilir/);
  });
  it('[C5]: the 1-point scoregroup pairs nobody among itself: three upfloaters where one is enough', () => {
    // 1-5, 2-6, 3-4: no rematch, but each resident meets a player from below
    const m = markPairing(six, P([[5, 1], [2, 6], [4, 3]]), ID);
    expect(m.verdict).toMatchObject({ kind: 'criterion', rule: 'C.04.4.1 (2026) 2.3.1 [C5]' });
    expect(m.verdict!.text.en).toBe('In the bracket of scoregroup 1, your pairing has 3 upfloaters, where 1 is enough: C.04.4.1 (2026) 2.3.1 [C5]');
    expect(m.verdict!.text.tr).toBe('1 puan grubunun eşlendirme grubunda eşlendirmenizde 3 oyuncu yukarı çıkıyor; oysa 1 yeterli: C.04.4.1 (2026) 2.3.1 [C5]');
  });
  it('[C6]: 1 takes 5 (difference 1½) where 3 or 6 (difference 1) can come up', () => {
    // 5-1 (5 absolute White, 1 absolute Black), 2-3, 4-6: legal, one upfloater as the rules, but from ½
    const m = markPairing(two, P([[5, 1], [2, 3], [6, 4]]), ID);
    expect(m.verdict).toMatchObject({ kind: 'criterion', rule: 'C.04.4.1 (2026) 2.3.2 [C6]' });
    expect(worse(m)).toMatchObject({ bracket: 2, proposal: '1½', correct: '1' });
    expect(m.verdict!.text.en).toBe('In the bracket of scoregroup 2, the pairs with an upfloater have the score differences 1½, where 1 is possible: C.04.4.1 (2026) 2.3.2 [C6]');
  });
  it('[C7]: 1 takes 6 (both Black) where 3 (White) gets his preference', () => {
    // 6-1 (1 absolute Black), then 2-3 and 5-4: one upfloater, difference 1, as the rules
    const m = markPairing(two, P([[6, 1], [2, 3], [5, 4]]), ID);
    expect(m.verdict).toMatchObject({ kind: 'criterion', rule: 'C.04.4.1 (2026) 2.3.3 [C7]' });
    expect(worse(m)).toMatchObject({ bracket: 2, proposal: '1', correct: '0' });
    expect(m.verdict!.text.en).toBe('In the bracket of scoregroup 2, 1 player does not get his colour preference, where 0 is possible: C.04.4.1 (2026) 2.3.3 [C7]');
    expect(m.verdict!.text.tr).toMatch(/renk tercihini alamıyor/);
  });
  it('[C7] in a bracket of four: 1-3 and 2-4 (both pairs same preference) where 2-1 and 4-3 grant them all', () => {
    const m = markPairing(six, P([[3, 1], [2, 4], [6, 5]]), ID);
    expect(m.verdict).toMatchObject({ kind: 'criterion', rule: 'C.04.4.1 (2026) 2.3.3 [C7]' });
    expect(worse(m)).toMatchObject({ bracket: 1, proposal: '2', correct: '0' });
  });
  it('[C8]: 5 takes 8, a maximum upfloater (three upfloats, MaxT = 3), where 10 is as good otherwise', () => {
    // Thirteen players, seven rounds (MaxT = 2 + [7/5] = 3), round 5 (the event of a seeded random run, seed 191).
    // Above: 3-4 (4 points), 6-7 (3), 2-1 (2½). The 2-point scoregroup is 5 alone ([w, w, b, b]: absolute White;
    // met 11, 3, 12, 7): one upfloater, from 1½ (difference ½, [C6]) — 8 or 10 (11 and 12 met him). [C7]: 8 ([w,
    // b, b, w] mild Black) and 10 ([w, b, w] strong Black) both fit. [C8]: 8 upfloated in rounds 2 (½ against 0),
    // 3 (0 against ½) and 4 (½ against 1): a maximum upfloater (1.8.1); 10 upfloated once (round 3): 5-10. The rest
    // pair either way: 12-8 and 9-11, or 12-10 and 9-11.
    const g = (white: number, black: number, result: string) => ({ white, black, result });
    const t = buildTournament({ players: [2406, 2322, 2261, 2167, 2080, 2060, 1988, 1771, 1675, 1586, 1535, 1466, 1444].map((rating, i) => ({ no: i + 1, name: `P${i + 1}`, rating })), firstColour: 'w', totalRounds: 7, rounds: [
      { round: 1, games: [g(1, 7, '1-0'), g(8, 2, '0-1'), g(3, 9, '1-0'), g(10, 4, '½-½'), g(5, 11, '1-0'), g(12, 6, '0-1')], bye: 13 },
      { round: 2, games: [g(6, 1, '0-1'), g(2, 13, '1-0'), g(5, 3, '0-1'), g(4, 8, '1-0'), g(7, 10, '1-0'), g(9, 12, '0-1')], halfPointBye: [11] },
      { round: 3, games: [g(3, 2, '1-0'), g(1, 4, '½-½'), g(12, 5, '0-1'), g(13, 7, '0-1'), g(10, 6, '0-1'), g(11, 8, '½-½')], bye: 9 },
      { round: 4, games: [g(1, 3, '0-1'), g(2, 6, '½-½'), g(7, 5, '1-0'), g(4, 9, '1-0'), g(11, 12, '½-½'), g(8, 13, '1-0')], bye: 10 },
      { round: 5, games: [], halfPointBye: [13] },
    ] });
    const right = markPairing(t, P([[3, 4], [6, 7], [2, 1], [5, 10], [12, 8], [9, 11]]), ID);
    expect(right.right).toBe(true);
    const m = markPairing(t, P([[3, 4], [6, 7], [2, 1], [5, 8], [12, 10], [9, 11]]), ID);
    expect(m.verdict).toMatchObject({ kind: 'criterion', rule: 'C.04.4.1 (2026) 2.3.4 [C8]' });
    expect(worse(m)).toMatchObject({ bracket: 2, proposal: '1', correct: '0' });
    expect(m.verdict!.text.en).toBe('In the bracket of scoregroup 2, 1 maximum upfloater (1.8) upfloats again, where 0 is possible: C.04.4.1 (2026) 2.3.4 [C8]');
    expect(m.verdict!.text.tr).toBe('2 puan grubunun eşlendirme grubunda eşlendirmenizde 1 azami yukarı çıkan (1.8) yine yukarı çıkıyor; oysa 0 mümkün: C.04.4.1 (2026) 2.3.4 [C8]');
  });
  describe('[C9]: two maximum upfloaters compete for one upfloat; the one upfloated fewer times comes up', () => {
    // Eight players (R 2400 … 2050 by TPN), seven rounds: MaxT = 2 + [7/5] = 3 (1.8.2); round 6 is not the last,
    // so [C8]-[C10] apply. 1 wins every game; 7 and 8 take a half-point bye in round 1 and lose every game after.
    //   R1: 1-2 1-0, 3-4 1-0, 5-6 1-0; 7 and 8 half-point byes.
    //   R2: 3-1 0-1, 7-5 0-1, 8-2 0-1, 4-6 1-0.       R3: 1-4 1-0, 2-7 1-0, 5-8 1-0, 6-3 0-1.
    //   R4: 5-1 0-1, 7-3 0-1, 8-4 0-1, 6-2 0-1.       R5: 1-6 1-0, 4-7 1-0, 3-8 1-0, 2-5 1-0.
    // Before round 6: 1 on 5; 2, 3 on 4; 4, 5 on 3; 7, 8 on ½; 6 on 0.
    // Upfloats (1.8: paired with an opponent who had more points before the round): 7 in rounds 2 (½ against 5's 1),
    // 3 (against 2's 1), 4 (3's 2) and 5 (4's 2): four; 8 in rounds 3 (½ against 5's 2), 4 (4's 1) and 5 (3's 3),
    // not in round 2 (½ against 2's 0): three. Both have upfloated MaxT = 3 times or more: maximum upfloaters
    // (1.8.1), and both upfloated in round 5 ([C10] alike).
    // Colour preferences (1.6): 1 [w, b, w, b, w] strong Black; 7 and 8 [w, b, w, b] mild White; 2 [b, b, w, b, w],
    // 4 [b, w, b, b, w], 6 [b, b, w, w, b] strong White; 3 [w, w, b, b, w], 5 [w, b, w, w, b] strong Black.
    // Scoregroup 5 {1} needs one upfloater (3.2.1, [C5]). 1 has met 2, 3, 4, 5 and 6 ([C1]): 7 or 8, both on ½.
    // Either leaves a complete pairing ([C4]: 2-3, 4-5, 6 with the other). [C5] one upfloater either way; [C6] the
    // difference 4½ either way; [C7] 1 wants Black, 7 and 8 White: nobody misses; [C8] one maximum upfloater either
    // way. [C9] ("minimise the number of times a maximum upfloater is upfloated"): 7 has upfloated four times, 8
    // three: 8. (4.2's order, descending score then ascending TPN, would have taken 7 first: [C9] alone decides;
    // counting the maximum upfloaters by their upfloats, as the engine reads [C9], or adding the upfloats up gives
    // the same here, 4 against 3.)
    // Bracket {1, 8}: 8-1 (5.2.2). Scoregroup 4 {2, 3}: 2-3 (5.2.2); scoregroup 3 {4, 5}: 4-5 (5.2.2); scoregroup ½
    // {7} takes 6 from below (6 and 7 have not met): 6-7 (5.2.3, 6's preference is the stronger). Boards (D.9):
    // 8-1, 2-3, 4-5, 6-7.
    const g = (white: number, black: number, result: string) => ({ white, black, result });
    const t = buildTournament({ players: players(8), firstColour: 'w', totalRounds: 7, rounds: [
      { round: 1, games: [g(1, 2, '1-0'), g(3, 4, '1-0'), g(5, 6, '1-0')], halfPointBye: [7, 8] },
      { round: 2, games: [g(3, 1, '0-1'), g(7, 5, '0-1'), g(8, 2, '0-1'), g(4, 6, '1-0')] },
      { round: 3, games: [g(1, 4, '1-0'), g(2, 7, '1-0'), g(5, 8, '1-0'), g(6, 3, '0-1')] },
      { round: 4, games: [g(5, 1, '0-1'), g(7, 3, '0-1'), g(8, 4, '0-1'), g(6, 2, '0-1')] },
      { round: 5, games: [g(1, 6, '1-0'), g(4, 7, '1-0'), g(3, 8, '1-0'), g(2, 5, '1-0')] },
    ] });
    it('the engine takes 8 as worked by hand, and that pairing is marked right', () => {
      const o = pairingSystem(ID)!.pair(t);
      if (!o.ok) throw new Error(o.reason.en);
      expect(o.pairing.boards).toEqual([{ white: 8, black: 1 }, { white: 2, black: 3 }, { white: 4, black: 5 }, { white: 6, black: 7 }]);
      const m = markPairing(t, P([[8, 1], [2, 3], [4, 5], [6, 7]]), ID);
      expect(m.depth).toBe('criteria');
      expect(m.right, m.verdict?.text.en).toBe(true);
    });
    it('1 takes 7 (four upfloats) where 8 (three) is as good on [C5]-[C8]', () => {
      // 7-1, 2-3, 4-5, 6-8: the same pairs below, 8 in 7's place
      const m = markPairing(t, P([[7, 1], [2, 3], [4, 5], [6, 8]]), ID);
      expect(m.verdict).toMatchObject({ kind: 'criterion', rule: 'C.04.4.1 (2026) 2.3.5 [C9]' });
      expect(m.criteria.filter((c) => c.bracket === 5).map((c) => `${c.rule} ${c.verdict}`)).toEqual(['[C5]', '[C6]', '[C7]', '[C8]'].map((r, i) => `C.04.4.1 (2026) 2.3.${i + 1} ${r} equal`).concat('C.04.4.1 (2026) 2.3.5 [C9] worse'));
      expect(worse(m)).toMatchObject({ rule: 'C.04.4.1 (2026) 2.3.5 [C9]', bracket: 5, proposal: '4', correct: '3' });
      expect(m.verdict!.text.en).toBe('In the bracket of scoregroup 5, the maximum upfloaters who upfloat again have upfloated 4 times before, where 3 is possible: C.04.4.1 (2026) 2.3.5 [C9]');
      expect(m.verdict!.text.tr).toBe('5 puan grubunun eşlendirme grubunda yine yukarı çıkan azami yukarı çıkanların önceki yukarı çıkış sayıları 4; oysa 3 mümkün: C.04.4.1 (2026) 2.3.5 [C9]');
    });
  });
  it('[C10]: 2 takes 4, who upfloated in round 2, where 5 (as good otherwise) did not', () => {
    // 4-2; then {1, 3, 5, 6, 7, 8}: 1-7, 5-3, 8-6 are legal (1 met 5, 2; 3 met 7, 4; 6 met 2, 5; 8 met 4, 7)
    const m = markPairing(eight, P([[4, 2], [1, 7], [5, 3], [8, 6]]), ID);
    expect(m.verdict).toMatchObject({ kind: 'criterion', rule: 'C.04.4.1 (2026) 2.3.6 [C10]' });
    expect(worse(m)).toMatchObject({ bracket: 2, proposal: '1', correct: '0' });
    expect(m.verdict!.text.en).toBe('In the bracket of scoregroup 2, 1 upfloater upfloated in the previous round too, where 0 is possible: C.04.4.1 (2026) 2.3.6 [C10]');
    expect(m.verdict!.text.tr).toMatch(/önceki turda da yukarı çıkmış 1 oyuncu yine yukarı çıkıyor/);
  });
});

describe('dubov-2026: as good on every criterion, Article 4\'s order decides (procedural)', () => {
  it('4.2: the upfloater 6 where the first set in 4.2\'s order is {4}', () => {
    // 2-3 and 6-1 grant every preference too, with one upfloater of difference 1: equal on [C5]-[C10]
    const m = markPairing(six, P([[2, 3], [6, 1], [4, 5]]), ID);
    expect(m.criteria.every((c) => c.verdict === 'equal')).toBe(true);
    expect(m.verdict).toMatchObject({ kind: 'procedural', rule: 'C.04.4.1 (2026) 3.2.2, 4.2' });
    expect(m.verdict!.text.en).toMatch(/the upfloaters are the first set in 4\.2's order \(descending score, then ascending TPN\) among those that comply best: 4, where yours upfloats 6/);
    expect(m.parting?.section.en).toBe('Bracket of scoregroup 1');
    expect(m.parting?.step?.en).toMatch(/upfloater/);
  });
  it('3.2.5, 4.4: round 1, S1 = 1, 2, 3 meets T2 = 4, 5, 6; 1-5 and 2-4 are a later transposition', () => {
    // nobody has played: every preference mild Black (1.6.4), every pair misses one ([C7] 3 either way)
    const m = markPairing(fresh, P([[1, 5], [4, 2], [3, 6]]), ID);
    expect(m.verdict).toMatchObject({ kind: 'procedural', rule: 'C.04.4.1 (2026) 3.2.5, 4.4' });
    expect(m.verdict!.text.en).toMatch(/1 \(ARO 0\) meets 4, where your pairing gives him 5/);
    expect(m.verdict!.text.tr).toMatch(/1 \(ARO 0\) 4 ile eşlenmeli, sizin eşlendirmenizde 5 ile/);
    expect(m.parting?.step?.en).toMatch(/^S1/);
  });
  it('3.2.4, 4.3: round 1, 1-2 pairs two players of G1 where each pair has one of G1 and one of G2', () => {
    const m = markPairing(fresh, P([[1, 2], [3, 4], [5, 6]]), ID);
    expect(m.verdict).toMatchObject({ kind: 'procedural', rule: 'C.04.4.1 (2026) 3.2.4, 4.3' });
    expect(m.verdict!.text.en).toMatch(/it pairs 1–2, both in G1 as the rules compose it \(G1 = 1, 2, 3; G2 = 4, 5, 6; nobody is shifted by 3.2.4\): each pair has one player of G1 and one of G2/);
  });
  it('3.2.4, 4.3: four White seekers in a bracket; 3.2.4.2 shifts two of G1 from the middle of its ARO order', () => {
    // R1: 5-1, 6-2, 7-3, 8-4, Black wins every game. Before round 2: 1-4 on 1 point, each [b]: strong White (1.6.2),
    // so G1 = 1, 2, 3, 4 and G2 is empty (3.2.3). ARO: 1 2200, 2 2150, 3 2100, 4 2050; 4.3.2 orders G1 by ascending
    // ARO: 4, 3, 2, 1; 4.3.3 numbers from the middle: 3, then 2 — every pair misses one preference anyway ([C7] 2),
    // so 3 and 2 are shifted to G2. S1 = 4, 1 (ARO) meets T2 = 2, 3: 4-2, 1-3. 1-4 and 2-3 pair G1 with G1.
    const t = buildTournament({ players: players(8), firstColour: 'w', totalRounds: 5, rounds: [{ round: 1, games: [5, 6, 7, 8].map((w, i) => ({ white: w, black: i + 1, result: '0-1' })) }] });
    const m = markPairing(t, P([[1, 4], [2, 3], [8, 5], [7, 6]]), ID);
    expect(m.criteria.every((c) => c.verdict === 'equal')).toBe(true);
    expect(m.verdict).toMatchObject({ kind: 'procedural', rule: 'C.04.4.1 (2026) 3.2.4, 4.3' });
    expect(m.verdict!.text.en).toMatch(/it pairs 1–4, both in G1 as the rules compose it \(G1 = 1, 4; G2 = 2, 3; shifted by 3\.2\.4: 2, 3, the first set in 4\.3's order, from the middle of the list, that keeps the best pairing\)/);
    expect(m.verdict!.text.tr).toMatch(/3\.2\.4 ile kaydırılanlar: 2, 3/);
    expect(m.parting?.step?.en).toMatch(/^Equalising G1 and G2/);
    expect(m.correct.boards.slice(0, 2)).toEqual([{ white: 1, black: 3 }, { white: 2, black: 4 }]); // D.9: the higher ranked player 1 first
  });
  it('3.1.5: the PAB to 4, not 5, when score and games played are equal: the largest TPN', () => {
    // round 1 of five: everybody 0 points, no game: 3.1.5 gives it to 5
    const r1 = buildTournament({ players: players(5), firstColour: 'w', totalRounds: 5 });
    expect(markPairing(r1, P([[1, 3], [4, 2]], [5]), ID).right).toBe(true);
    const m = markPairing(r1, P([[1, 3], [5, 2]], [4]), ID);
    expect(m.verdict).toMatchObject({ kind: 'procedural', rule: 'C.04.4.1 (2026) 3.1.5' });
    expect(m.verdict!.text.en).toMatch(/the PAB goes to the largest TPN that leaves a complete pairing: 5/);
  });
});

describe('dubov-2026: colours (5.2) and board order (C.04.2 D.9), marked apart from the pairs', () => {
  it('5.2.2: 1-2 the wrong way round (2 prefers White, 1 Black)', () => {
    const m = markPairing(six, P([[1, 2], [4, 3], [6, 5]]), ID);
    expect(m.pairsRight).toBe(true);
    expect(m.coloursRight).toBe(false);
    expect(m.colours[0]).toMatchObject({ rule: 'C.04.4.1 (2026) 5.2.2', boards: [1] });
    expect(m.colours[0].text.en).toBe('board 1: 2 has White against 1 (both preferences granted): C.04.4.1 (2026) 5.2.2');
    expect(m.colours[0].text.tr).toBe('1. masa: 2 beyaz, 1 siyah olmalı (iki tercih de karşılanır): C.04.4.1 (2026) 5.2.2');
  });
  it('5.2.1: round 1, 2 (even TPN) takes Black against 5 with the initial colour White', () => {
    const m = markPairing(fresh, P([[1, 4], [2, 5], [3, 6]]), ID);
    expect(m.colours[0]).toMatchObject({ rule: 'C.04.4.1 (2026) 5.2.1', boards: [2] });
  });
  it('board order: the pair of the 0-point group first', () => {
    const m = markPairing(six, P([[6, 5], [2, 1], [4, 3]]), ID);
    expect(m.pairsRight && m.coloursRight).toBe(true);
    expect(m.boardOrderRight).toBe(false);
    expect(m.boardOrder[0].text.en).toBe("board 1 should be the pair 2–1: boards go by the score of the pair's higher ranked player, then the sum of both scores, then his TPN: C.04.2 D.9");
  });
});

describe('dubov-2026: random rounds and their perturbations', () => {
  for (const seed of [1, 1000]) {
    it(`300 rounds from seed ${seed}: no disagreement, the verdicts reach the criteria and the procedure`, () => {
      expectRandomRounds(ID, seed, ['criterion C.04.4.1 (2026) 2.3.1 [C5]', 'criterion C.04.4.1 (2026) 2.3.3 [C7]', 'criterion C.04.4.1 (2026) 3.1.3', 'procedural C.04.4.1 (2026) 3.2.5, 4.4']);
    }, 600_000);
  }
  it('every exchange of two opponents (and of the bye) in 40 rounds: marked wrong, named, never better than the system', () => {
    const r = everyExchange(ID, roundsFor(pairingSystem(ID)!, 40, 77));
    expect(r.marks).toBeGreaterThan(1000);
    expect(r.disagreements).toEqual([]);
    expect(r.unexplained).toEqual([]);
  }, 600_000);
  it('rough events (late entries, half-point byes, absences, withdrawals, forfeits, draws): every exchange marked, none better', () => {
    const cases = roughRounds(ID, 12, 9000);
    expect(cases.length).toBeGreaterThan(60);
    const r = everyExchange(ID, cases);
    expect(r.disagreements).toEqual([]);
    expect(r.unexplained).toEqual([]);
  }, 600_000);
});
