/**
 * Marking under the Double-Swiss system (C.04.5, 2026), criterion by criterion: hand-built events, the right pairing
 * worked out by hand from the articles (the reasoning beside each case, the articles as the note c045-double-swiss.md
 * quotes them), a wrong pairing worse exactly on one criterion; then random rounds and every legal pairing of small
 * rounds: the system's pairing is never worse at the first entry where they differ.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readTrf } from '../../engine/trf/read';
import type { Game, Round, SideResult, Tournament, UnpairedCode } from '../../engine/model/types';
import { markPairing, renderMarking } from '../../engine/marking/index';
import type { Proposal } from '../../engine/marking/types';
import { doubleSwissLexRound } from '../../engine/marking/doubleSwiss';
import { expectRandomRounds } from './checkRounds';
import { doubleSwissRounds } from './perturb';
import { exhaustive } from './lexicographicCheck';

const P = (boards: Array<[number, number]>, byes: number[] = []): Proposal => ({ boards: boards.map(([white, black]) => ({ white, black })), byes });

type M = [number, number, SideResult, SideResult];
const OPP: Record<string, SideResult> = { '1': '0', '0': '1', '=': '=', '+': '-', '-': '+' };
/**
 * An event as the Double-Swiss tests build one (test/double-swiss/matches.test.ts): each match [White in game 1,
 * Black, game 1's result and game 2's result for game 1's White], two TRF rounds a match; byes for a whole match;
 * `next`: byes or absences written for the match to pair.
 */
function event(n: number, matches: Array<{ pairs: M[]; byes?: Array<[number, UnpairedCode]> }>, o: { forbidden?: Array<[number, number]>; next?: Array<[number, UnpairedCode]> } = {}): Tournament {
  const rounds: Round[] = [];
  const unpaired = (bs: Array<[number, UnpairedCode]> = []) => bs.map(([player, code]) => ({ player, code }));
  matches.forEach((m, i) => {
    const g1: Game[] = m.pairs.map(([w, b, r1]) => ({ white: w, black: b, whiteResult: r1, blackResult: OPP[r1] }));
    const g2: Game[] = m.pairs.map(([w, b, , r2]) => ({ white: b, black: w, whiteResult: OPP[r2], blackResult: r2 }));
    rounds.push({ number: 2 * i + 1, games: g1, unpaired: unpaired(m.byes) }, { number: 2 * i + 2, games: g2, unpaired: unpaired(m.byes) });
  });
  const k = matches.length + 1;
  if (o.next) rounds.push({ number: 2 * k - 1, games: [], unpaired: unpaired(o.next) }, { number: 2 * k, games: [], unpaired: unpaired(o.next) });
  return { info: {}, totalRounds: 10, firstColour: 'w', players: Array.from({ length: n }, (_, i) => ({ no: i + 1, name: `P${i + 1}` })), rounds, otherLines: ['192 FIDE_DOUBLESWISS'], ...(o.forbidden ? { forbidden: o.forbidden } : {}) };
}
const DS = 'double-swiss';

// Match 1 of nine players (initial colour White): the note's example (section 5). The PAB goes to 9 (all on 0, none has
// played: 3.4.4 the largest TPN); the first identifier pairs 1-5 2-6 3-7 4-8 (3.6.2); colours by 4.3.1 (HRP = smaller
// TPN, odd → White, even → Black): 1, 6, 3, 8 have White; boards by the smaller TPN (GHR 3.6).
const nine = event(9, []);

describe('C.04.5: match 1 of nine players', () => {
  it('the right pairing is marked right, in both languages', () => {
    const m = markPairing(nine, P([[1, 5], [6, 2], [3, 7], [8, 4]], [9]), DS);
    expect(m.right).toBe(true);
    expect(m.depth).toBe('criteria');
    expect(renderMarking(m, 'en')).toMatch(/^Right/);
    expect(renderMarking(m, 'tr')).toMatch(/^Doğru/);
  });
  it('3.4.4: the PAB to 8, where 9 (same score, as many matches) has the larger TPN: procedural', () => {
    const m = markPairing(nine, P([[1, 5], [6, 2], [3, 7], [9, 4]], [8]), DS);
    expect(m.verdict).toMatchObject({ kind: 'procedural', rule: 'C.04.5 3.4.4' });
    expect(m.verdict!.text.en).toMatch(/^In this round, .*the largest TPN has it: 9, not 8: C\.04\.5 3\.4\.4$/);
    expect(m.verdict!.text.tr).toMatch(/en büyük sıra numaralı alır: 8 değil 9: C\.04\.5 3\.4\.4$/);
    expect(m.parting?.step?.en).toMatch(/PAB: 9/);
  });
  it('3.6.3: 1-2 3-4 5-6 7-8 is as good on every criterion, but its identifier 1 3 5 7 2 4 6 8 comes after 1 2 3 4 5 6 7 8', () => {
    const m = markPairing(nine, P([[1, 2], [3, 4], [5, 6], [7, 8]], [9]), DS);
    expect(m.verdict).toMatchObject({ kind: 'procedural', rule: 'C.04.5 3.6.3' });
    expect(m.verdict!.text.en).toBe("In the top-scoregroup with 0, your pairing's identifier is 1 3 5 7 2 4 6 8; of the pairings as good on the criteria, 1 2 3 4 5 6 7 8 comes first: C.04.5 3.6.3");
    expect(m.verdict!.text.tr).toMatch(/^0 puanlı en üst puan grubunda eşlendirmenizin tanımlayıcısı 1 3 5 7 2 4 6 8; .*1 2 3 4 5 6 7 8 önce gelir: C\.04\.5 3\.6\.3$/);
    expect(m.parting?.step?.en).toMatch(/first identifier/);
  });
  it('colours: 5 White against 1, where 4.3.1 gives 1 (HRP, odd TPN) the initial colour', () => {
    const m = markPairing(nine, P([[5, 1], [6, 2], [3, 7], [8, 4]], [9]), DS);
    expect(m.pairsRight).toBe(true);
    expect(m.right).toBe(false);
    expect(m.colours).toHaveLength(1);
    expect(m.colours[0].rule).toBe('C.04.5 4.3.1');
    expect(m.colours[0].text.en).toMatch(/^board 1: 1 has White against 5 \(neither has had a colour/);
    expect(m.colours[0].text.tr).toMatch(/^1\. masa: 1 beyaz, 5 siyah olmalı \(ikisinin de rengi yok/);
    expect(m.boards.map((b) => b.coloursRight)).toEqual([false, true, true, true, undefined]);
  });
  it('board order: 6-2 before 1-5, where equal scores go by the smaller TPN (GHR 3.6)', () => {
    const m = markPairing(nine, P([[6, 2], [1, 5], [3, 7], [8, 4]], [9]), DS);
    expect(m.pairsRight && m.coloursRight).toBe(true);
    expect(m.boardOrderRight).toBe(false);
    expect(m.boardOrder[0].text.en).toMatch(/^board 1 should be 1–5: .*GHR 3\.6/);
    expect(m.boardOrder[0].text.tr).toMatch(/^1\. masada 1–5 olmalı/);
  });
});

// Match 1 of eight (3 and 4 must not meet, XXP): 1-5 2-0; 3-6, 4-7, 2-8 1½-½ (game 1 won by White, game 2 drawn).
// Before match 2: 1 on 2; 2, 3, 4 on 1½; 6, 7, 8 on ½; 5 on 0. Nobody floated in match 1 (all on 0 before it).
// 2.1 The top-scoregroup {1} needs one upfloater ([C4] 1); [C5] takes him from 1½ (2, 3 or 4). [C6]: the following
// scoregroup {2,3,4} keeps two, who must then pair together: 2 leaves 3-4 (barred) — not possible; 3 leaves 2-4 and 4
// leaves 2-3. 3.5.4: {3} before {4}. Bracket {1,3}: 1-3.
// 2.2 {2,4} pair (not met): 2-4. 2.3 {6,7,8} and one upfloater, 5: seats 5 6 7 8, the first identifier 5-7 6-8.
// Colours (4.3): 1-3 both one White, both had White last: 4.3.4 the HRP 1 alternates → 3 White; 2-4 likewise → 4
// White; 5-7: 4.3.4 the HRP 7 (½) had Black → 7 White; 6-8: the HRP 6 had Black → 6 White. Boards (GHR 3.6): 3-1,
// 4-2, then 6-8 (sum 1) before 7-5 (sum ½).
const eight = event(8, [{ pairs: [[1, 5, '1', '1'], [3, 6, '1', '='], [4, 7, '1', '='], [2, 8, '1', '=']] }], { forbidden: [[3, 4]] });

describe('C.04.5: match 2 of eight, 3 and 4 kept apart', () => {
  it('the right pairing is marked right', () => {
    const m = markPairing(eight, P([[3, 1], [4, 2], [6, 8], [7, 5]]), DS);
    expect(m.right).toBe(true);
  });
  it('[C6]: 1-2 leaves 3 and 4 of the following scoregroup unable to pair together, where 1-3 leaves 2-4', () => {
    const m = markPairing(eight, P([[1, 2], [3, 7], [4, 6], [5, 8]]), DS);
    expect(m.verdict).toMatchObject({ kind: 'criterion', rule: 'C.04.5 [C6]' });
    expect(m.verdict!.text.en).toMatch(/^In the top-scoregroup with 2, your upfloaters leave the following scoregroup unable to pair/);
    expect(m.verdict!.text.tr).toMatch(/^2 puanlı en üst puan grubunda yukarı çıkanlarınız sonraki puan grubunu .*eşlenemez bırakıyor/);
    // [C4] and [C5] were as good
    expect(m.criteria.map((c) => `${c.rule} ${c.verdict}`)).toEqual(['C.04.5 [C4] equal', 'C.04.5 [C5] equal', 'C.04.5 [C6] worse']);
    expect(m.parting?.step?.en).toMatch(/^Top-scoregroup 2: 1; upfloaters 3/);
  });
  it('3.5.4: 1-4 is as good on [C4]-[C7], but {3} comes before {4}: procedural', () => {
    const m = markPairing(eight, P([[1, 4], [2, 3], [5, 7], [6, 8]]), DS);
    expect(m.verdict).toMatchObject({ kind: 'procedural', rule: 'C.04.5 3.5.4' });
    expect(m.verdict!.text.en).toMatch(/your upfloaters are \{4\}; of the sets as good on \[C4\]-\[C7\], \{3\} comes first/);
    expect(m.verdict!.text.tr).toMatch(/yukarı çıkanlarınız \{4\}; .*\{3\} önce gelir/);
  });
  it('[C4]: 2 and 4 on 1½ each take an upfloater, where they can meet (0 upfloaters)', () => {
    const m = markPairing(eight, P([[1, 3], [2, 6], [4, 8], [5, 7]]), DS);
    expect(m.verdict).toMatchObject({ kind: 'criterion', rule: 'C.04.5 [C4]' });
    expect(m.verdict!.text.en).toBe('In the top-scoregroup with 1.5, your pairing has 2 upfloaters, where 0 are enough: C.04.5 [C4]');
    expect(m.verdict!.text.tr).toBe('1.5 puanlı en üst puan grubunda eşlendirmenizde 2 yukarı çıkan var; oysa 0 yeterli: C.04.5 [C4]');
  });
  it('[C5]: 1 meets 6 (½), where an upfloater on 1½ is possible', () => {
    const m = markPairing(eight, P([[1, 6], [2, 3], [4, 5], [7, 8]]), DS);
    expect(m.verdict).toMatchObject({ kind: 'criterion', rule: 'C.04.5 [C5]' });
    expect(m.verdict!.text.en).toMatch(/your upfloaters have the scores 0\.5, where 1\.5 is possible: C\.04\.5 \[C5\]$/);
    expect(m.verdict!.text.tr).toMatch(/yukarı çıkanlarınızın puanları 0\.5; oysa 1\.5 mümkün/);
  });
  it('[C1]: 1-5 met in match 1', () => {
    const m = markPairing(eight, P([[1, 5], [2, 4], [3, 7], [6, 8]]), DS);
    expect(m.verdict).toMatchObject({ kind: 'absolute', rule: 'C.04.5 [C1]' });
  });
});

// Match 2 of eight: 1-2 2-0 (1 on 4, 2 on 2); 3-5 1-1 and 6-8 1-1 between players on different scores (3 on 1, 5 on 0;
// 6 on 0, 8 on 1): 3, 5, 6, 8 floated (1.5); 4-7 1-1 (both on 1: no float).
// Before match 3: 1 on 4; 2, 3, 4, 7, 8 on 2; 5, 6 on 1.
// 3.1 {1} needs one upfloater from 2 (not 2, met): 3, 4, 7 or 8. [C6]: the four left on 2 must pair together: possible
// for each. [C7]: 3 and 8 floated in match 2, 4 and 7 did not: {4} (3.5.4: before {7}). 1-4.
// 3.2 {2,3,7,8}: 0 upfloaters; the first identifier 2-7 3-8. 3.3 5-6.
// Colours: 1-4 both two Whites, the same history: 4.3.4 the HRP 1 had White → 4 White; 2-7: 7 fewer Whites (4.3.2)
// → 7; 3-8: 8 (0 Whites) → 8; 5-6: 5 (0 Whites against 1) → 5. Boards: 4-1, then 7-2 and 8-3 (the same scores: the
// smaller TPN first), 5-6.
const m1: M[] = [[1, 5, '1', '1'], [2, 6, '1', '1'], [3, 7, '1', '0'], [4, 8, '1', '0']];
const m2: M[] = [[1, 2, '1', '1'], [3, 5, '1', '0'], [4, 7, '1', '0'], [6, 8, '1', '0']];
const third = event(8, [{ pairs: m1 }, { pairs: m2 }]);
// The same with 1 absent from match 3 (Z): seven to pair. PAB (3.4): 5 and 6 on 1, both two matches: the larger TPN, 6.
// {2,3,4,7,8} on 2 takes 5 ([C4] 1; [C7] 5 floated, no other choice). [C8]: 5 may meet 2, 4, 7 or 8; 8 floated in
// match 2 (4 did not). The first identifier, tops {2,3,4}: 3 can only take 8, 4 only 5: 2-7 3-8 4-5 ([C8] 0).
// Colours: 7-2, 8-3 as above; 4-5: 5 (0 Whites) → 5. Boards: 7-2, 8-3, 5-4.
const thirdWithout1 = event(8, [{ pairs: m1 }, { pairs: m2 }], { next: [[1, 'Z']] });

describe('C.04.5: match 3, floaters of match 2', () => {
  it('the right pairings are marked right', () => {
    expect(markPairing(third, P([[4, 1], [7, 2], [8, 3], [5, 6]]), DS).right).toBe(true);
    expect(markPairing(thirdWithout1, P([[7, 2], [8, 3], [5, 4]], [6]), DS).right).toBe(true);
  });
  it('[C7]: 1-3 floats 3, who floated in match 2, where 4 did not', () => {
    const m = markPairing(third, P([[1, 3], [2, 4], [7, 8], [5, 6]]), DS);
    expect(m.verdict).toMatchObject({ kind: 'criterion', rule: 'C.04.5 [C7]' });
    expect(m.verdict!.text.en).toBe('In the top-scoregroup with 4, 1 of your upfloaters floated in the previous round, where 0 is possible: C.04.5 [C7]');
    expect(m.verdict!.text.tr).toBe('4 puanlı en üst puan grubunda yukarı çıkanlarınızdan 1 tanesi önceki turda da yüzmüştü; oysa 0 mümkün: C.04.5 [C7]');
  });
  it('[C1] as the engine reads the matches: 1-2 met in match 2 (TRF rounds 3-4)', () => {
    const m = markPairing(third, P([[2, 1], [4, 3], [8, 5], [6, 7]]), DS);
    expect(m.verdict).toMatchObject({ kind: 'absolute', rule: 'C.04.5 [C1]' });
    expect(m.verdict!.text.en).toBe('2–1 met in an earlier match (or must not meet): C.04.5 [C1]');
  });
  it('[C8]: the upfloater 5 meets 8, who floated in match 2, where 4 did not', () => {
    const m = markPairing(thirdWithout1, P([[7, 2], [4, 3], [5, 8]], [6]), DS);
    expect(m.verdict).toMatchObject({ kind: 'criterion', rule: 'C.04.5 [C8]' });
    expect(m.verdict!.text.en).toBe('In the top-scoregroup with 2, your pairing gives 1 upfloater an opponent who floated in the previous round, where 0 is possible: C.04.5 [C8]');
    expect(m.verdict!.text.tr).toMatch(/eşlendirmenizde 1 yukarı çıkanın rakibi önceki turda yüzmüştü; oysa 0 mümkün: C\.04\.5 \[C8\]$/);
    expect(m.parting?.step?.en).toMatch(/^Pairs by the first identifier/);
  });
  it('3.4.2: the PAB to 2 (on 2), where 6 (on 1) can have it', () => {
    const m = markPairing(thirdWithout1, P([[4, 3], [8, 5], [6, 7]], [2]), DS);
    expect(m.verdict).toMatchObject({ kind: 'criterion', rule: 'C.04.5 3.4.2' });
    expect(m.verdict!.text.en).toBe('In this round, your pairing gives the PAB to a player on 2, where one on 1 can have it (the lowest score first): C.04.5 3.4.2');
    expect(m.verdict!.text.tr).toBe("Bu turda eşlendirmeniz PAB'ı 2 puanlıya veriyor; oysa 1 puanlı biri alabilir (en düşük puan önce): C.04.5 3.4.2");
  });
});

// Match 1 of seven: 1-4, 2-5, 3-6 all 1-1; 7 asked for a half-point bye (H, 1 point: no bar by [C2]).
// Before match 2 all seven are on 1; 7 has played no match. PAB (3.4): the lowest score is everybody's; 3.4.3 the most
// matches played excludes 7; 3.4.4 the largest TPN of the others: 6. Then {1,2,3,4,5,7}: tops 1, 2, 3; 1 cannot
// have 4, so 1-5, 2-4, 3-7. Colours: 5 (no White against 1's one) → 5; 4 → 4; 7 (no match) → 7 (4.3.2).
const seven = event(7, [{ pairs: [[1, 4, '1', '0'], [2, 5, '1', '0'], [3, 6, '1', '0']], byes: [[7, 'H']] }]);

describe('C.04.5: the PAB by matches played', () => {
  it('the right pairing is marked right', () => {
    expect(markPairing(seven, P([[5, 1], [4, 2], [7, 3]], [6]), DS).right).toBe(true);
  });
  it('3.4.3: the PAB to 7, who has played no match, where 6 (on the same score) has played one', () => {
    const m = markPairing(seven, P([[6, 1], [4, 2], [5, 3]], [7]), DS);
    expect(m.verdict).toMatchObject({ kind: 'criterion', rule: 'C.04.5 3.4.3' });
    expect(m.verdict!.text.en).toMatch(/PAB to a player with 0 matches played, where one with 1 can have it \(the most matches played first\): C\.04\.5 3\.4\.3$/);
    expect(m.verdict!.text.tr).toMatch(/PAB'ı 0 maç oynamış bir oyuncuya veriyor; oysa 1 maç oynamış biri alabilir/);
  });
});

// Match 1 of five: 1 wins game 1 of 1-2 by forfeit, game 2 drawn (a played match: Preface; 1 on 1½, 2 on ½); 3-4 1-1;
// 5 absent (Z). A game won by forfeit does not bar the PAB ([C2] counts a match won by forfeit): giving 1 the PAB is no
// absolute error, only a worse choice by 3.4.2 (5, on 0, can have it: {1,2,3,4} pair as 1-3 2-4).
const five = event(5, [{ pairs: [[1, 2, '+', '='], [3, 4, '1', '0']], byes: [[5, 'Z']] }]);

describe('C.04.5: the PAB after a game won by forfeit', () => {
  it('3.4.2, not [C2]: the PAB to 1 (1½), where 5 (0) can have it', () => {
    const m = markPairing(five, P([[2, 3], [4, 5]], [1]), DS);
    expect(m.absolute).toEqual([]);
    expect(m.verdict).toMatchObject({ kind: 'criterion', rule: 'C.04.5 3.4.2' });
    expect(m.verdict!.text.en).toMatch(/PAB to a player on 1\.5, where one on 0 can have it/);
  });
});

describe('C.04.5: random rounds and every legal pairing of small rounds', () => {
  for (const seed of [1, 1000]) {
    it(`300 random rounds from seed ${seed}: no disagreement, the verdicts reach the criteria`, () => {
      expectRandomRounds(DS, seed, ['criterion C.04.5 3.4.2', 'criterion C.04.5 [C4]', 'criterion C.04.5 [C5]', 'procedural C.04.5 3.5.4', 'procedural C.04.5 3.6.3']);
    }, 600_000);
  }
  it('every legal pairing of 40 small rounds is no better than the system\'s, and only the system\'s is as good', () => {
    const r = exhaustive(doubleSwissRounds(400, 3), (c) => doubleSwissLexRound(c.t, {}), 40);
    expect(r.rounds).toBe(40);
    expect(r.proposals).toBeGreaterThan(1000);
    expect(r.bad).toEqual([]);
  }, 600_000);
});

// The reference corpus of test/oracle/double-swiss-c045 (FS's pairings, see its README): pairs as [White in game 1, Black].
describe('C.04.5: the reference corpus', () => {
  const dir = join(__dirname, '../oracle/double-swiss-c045');
  const cases = readFileSync(join(dir, 'expected.jsonl'), 'utf8').trim().split('\n').map((l) => JSON.parse(l) as { trf: string; bye: number | null; pairs: Array<[number, number]> });
  it('every eighth case: the reference pairing marked right on pairs and colours', () => {
    let n = 0;
    cases.forEach((c, i) => {
      if (i % 8) return;
      const m = markPairing(readTrf(readFileSync(join(dir, c.trf), 'utf8'), c.trf), P(c.pairs, c.bye === null ? [] : [c.bye]), DS);
      expect(m.pairsRight && m.coloursRight, `${c.trf}: ${m.verdict?.text.en ?? m.colours[0]?.text.en}`).toBe(true);
      n++;
    });
    expect(n).toBe(128);
  }, 600_000);
});
