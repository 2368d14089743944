/**
 * Marking under the FIDE Burstein system in force from 1 February 2026 (C.04.4.2, `burstein-2026`): the seeding
 * rounds (1.6) marked as C.04.3 pairs them; after them, hand-built wrong pairings, each worked out from the text (as
 * the engine quotes it) and marked with the criterion or the procedural rule that decides; the right pairing marked
 * right; colours (5.2, 5.2.5 by the Index) and board order (C.04.2 D.9); random rounds. The books print no pairing
 * under this edition, so there are no book examples to mark here.
 *
 * [C6] (the floaters' scores) never decides alone: the bracket above already ranks the same players by its [C7]
 * (the following bracket = the next scoregroup with its floaters), and in the top bracket every player has the same
 * score. The marker still evaluates it, in its place.
 */
import { describe, expect, it } from 'vitest';
import { buildTournament } from '../../engine/model/build';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { markPairing, parseProposal, renderMarking } from '../../engine/marking/index';
import { readTrf } from '../../engine/trf/read';
import type { Proposal } from '../../engine/marking/types';
import { pairingSystem } from '../../engine/pairing/registry';
import { expectRandomRounds } from './checkRounds';
import { roundsFor } from './perturb';
import { everyExchange, roughRounds } from './perturb';
import { seedingRounds } from '../../engine/pairing/burstein-2026/players';

const P = (boards: Array<[number, number]>, byes: number[] = []): Proposal => ({ boards: boards.map(([white, black]) => ({ white, black })), byes });
const players = (n: number) => Array.from({ length: n }, (_, i) => ({ no: i + 1, name: `P${i + 1}`, rating: 2400 - 50 * i }));
const ID = 'burstein-2026';
const worse = (m: ReturnType<typeof markPairing>) => m.criteria.find((c) => c.verdict === 'worse');

// Three rounds: one seeding round (1.6.2: min([3/2], 4) = 1), then round 2 by C.04.4.2.
// Round 1 of six: 1-4 1-0, 5-2 0-1, 3-6 1-0. Before round 2: 1, 2, 3 on 1 point, Index (1.7) Buchholz 0 each (their
// opponents have 0), so BSN by TPN: 1, 2, 3; 4, 5, 6 on 0 with Buchholz 1. Preferences (1.5): 1, 3, 5 mild Black;
// 2, 4, 6 mild White. Bracket 1: one pair at most ([C5]); any floater can be paired below ([C7] 0); 1-3 would miss a
// preference ([C8]); Article 4: BSN 1 against the largest BSN: 3 misses, so 2: 1-2, 3 floats. Bracket 0 = {3, 4, 5, 6}
// by the Index: 4, 5, 6 (Buchholz 1), 3 (0): BSN 1 = 4 against BSN 4 = 3 (4-3: no miss), then 5-6.
// Colours 5.2.2: 2-1, 4-3, 6-5; boards (D.9) in that order.
const six = buildTournament({ players: players(6), firstColour: 'w', totalRounds: 3, rounds: [{ round: 1, games: [{ white: 1, black: 4, result: '1-0' }, { white: 5, black: 2, result: '0-1' }, { white: 3, black: 6, result: '1-0' }] }] });

// Round 1 of five: 1-3 1-0, 4-2 0-1, 5 the PAB. Before round 2: 1, 2, 5 on 1 point; 3 and 4 on 0.
// PAB (3.1): 5 had one ([C2]); 3 and 4 have 0 points and one game each (3.1.3, 3.1.4); 3.1.5 the lowest by 1.8:
// Buchholz 1 both (their opponents 1 and 2 have 1 point), Sonneborn-Berger 0 both, then TPN: 4 is the lowest.
// Bracket 1: BSN by the Index: 5 (his unplayed round counts his own score: Buchholz 1, Sonneborn-Berger 1), 1, 2
// (Buchholz 0). 1 has met 3, the only player below: 1 cannot float ([C4]). Article 4: 5 against BSN 3 (2) would
// float 1: no; against BSN 2 (1): 5-1, and 2 floats: 2-3. Colours: 5-1 (5 has no preference, 1.5.4; 1 mild Black,
// 5.2.2); 2 and 3 both [b] mild White, same history: 5.2.5, the higher by the Index is 3 (Buchholz 1 against 0): 3-2.
const five = buildTournament({ players: players(5), firstColour: 'w', totalRounds: 3, rounds: [{ round: 1, games: [{ white: 1, black: 3, result: '1-0' }, { white: 4, black: 2, result: '0-1' }], bye: 5 }] });

// Five rounds: two seeding rounds; round 3 by C.04.4.2. R1 1-7, 2-6, 3-5, 4-8 (White wins); R2 4-1 0-1, 5-2 0-1,
// 6-3 0-1, 7-8 1-0. Before round 3: 1, 2, 3 on 2 points (each [w, b], mild White); 4 ([w, w], absolute Black) and 7
// ([b, w], mild Black) on 1; 5, 6 ([b, w]) and 8 ([b, b]) on 0. 1 has met 7 and 4, both players of the next
// scoregroup. Index: 1 Buchholz 2, 2 and 3 Buchholz 0: BSN 1, 2, 3. One of 1, 2, 3 floats ([C5], [C6] equal);
// [C7]: if 1 floats he cannot be paired in the following bracket {1, 4, 7} and floats on with 2 points; if 2 or 3
// floats he meets 4 or 7 and only a 1-point player floats on: better. Every pair of the bracket misses one
// preference ([C8] 1). Article 4: BSN 1 (1) against BSN 3 (3): 1-3, 2 floats.
const eight = buildTournament({ players: players(8), firstColour: 'w', totalRounds: 5, rounds: [
  { round: 1, games: [{ white: 1, black: 7, result: '1-0' }, { white: 2, black: 6, result: '1-0' }, { white: 3, black: 5, result: '1-0' }, { white: 4, black: 8, result: '1-0' }] },
  { round: 2, games: [{ white: 4, black: 1, result: '0-1' }, { white: 5, black: 2, result: '0-1' }, { white: 6, black: 3, result: '0-1' }, { white: 7, black: 8, result: '1-0' }] },
] });

describe('burstein-2026: the right pairing is marked right', () => {
  it('six players, round 2 (worked above): right, in both languages', () => {
    const m = markPairing(six, P([[2, 1], [4, 3], [6, 5]]), ID);
    expect(m.depth).toBe('criteria');
    expect(m.right).toBe(true);
    expect(renderMarking(m, 'en')).toMatch(/^Right/);
    expect(renderMarking(m, 'tr')).toMatch(/^Doğru/);
  });
  it('five players (worked above): 5-1, 3-2, the PAB to 4', () => {
    expect(markPairing(five, P([[5, 1], [3, 2]], [4]), ID).right).toBe(true);
  });
  it('eight players, round 3: 1-3 in the 2-point bracket, 2 floats and meets 4 or 7', () => {
    const m = markPairing(eight, P([[1, 3]]), ID); // only the system's pairing is looked at
    // 1 and 3 both [w, b]: 5.2.2-5.2.4 do not decide; 5.2.5, 1 is the higher by the Index: 1-3
    expect(m.correct.boards[0]).toEqual({ white: 1, black: 3 });
    const two = m.correct.boards.find((b) => b.white === 2 || b.black === 2)!;
    expect([4, 7]).toContain(two.white === 2 ? two.black : two.white);
  });
});

describe('burstein-2026: seeding rounds (1.6) are marked as C.04.3 pairs them', () => {
  const fresh = buildTournament({ players: players(6), firstColour: 'w', totalRounds: 3 });
  it('round 1: the Dutch pairing 1-4, 5-2, 3-6 is right', () => {
    expect(markPairing(fresh, P([[1, 4], [5, 2], [3, 6]]), ID).right).toBe(true);
  });
  it('round 1: 1-5 is the Dutch system\'s transposition order (C.04.3 4.3.2), said to come from 1.6.1', () => {
    const m = markPairing(fresh, P([[1, 5], [4, 2], [3, 6]]), ID);
    expect(m.verdict).toMatchObject({ kind: 'procedural', rule: 'C.04.3 4.3.2' });
    expect(m.verdict!.text.en).toMatch(/^Seeding round \(C\.04\.4\.2 \(2026\) 1\.6\.1: paired by the FIDE \(Dutch\) System, C\.04\.3\): /);
    expect(m.verdict!.text.tr).toMatch(/^Tohumlama turu \(C\.04\.4\.2 \(2026\) 1\.6\.1: FIDE \(Hollanda\) sistemiyle, C\.04\.3, eşlendirilir\): /);
  });
});

describe('burstein-2026: each criterion that decides, with its article', () => {
  it('[C1]: a rematch is absolute (C.04.1)', () => {
    expect(markPairing(six, P([[2, 3], [4, 1], [6, 5]]), ID).verdict).toMatchObject({ kind: 'absolute', rule: 'C.04.1' });
  });
  it('[C2]: the PAB to 5, who had it in round 1, is absolute (C.04.1)', () => {
    expect(markPairing(five, P([[2, 1], [3, 4]], [5]), ID).verdict).toMatchObject({ kind: 'absolute', rule: 'C.04.1' });
  });
  it('3.1.3: the PAB to 1 (1 point) where 3 or 4 (0) can have it', () => {
    const m = markPairing(five, P([[3, 2], [4, 5]], [1]), ID);
    expect(m.verdict).toMatchObject({ kind: 'criterion', rule: 'C.04.4.2 (2026) 3.1.3' });
    expect(m.verdict!.text.en).toBe('In choosing the PAB (3.1), your pairing gives the PAB to a player on 1 point, where a player on 0 can have it: C.04.4.2 (2026) 3.1.3');
  });
  it('[C5]: the 1-point bracket makes no pair where one is possible', () => {
    // 1-5, 2-6, 3-4: no rematch, but all three float
    const m = markPairing(six, P([[5, 1], [2, 6], [4, 3]]), ID);
    expect(m.verdict).toMatchObject({ kind: 'criterion', rule: 'C.04.4.2 (2026) 2.3.1 [C5]' });
    expect(worse(m)).toMatchObject({ bracket: 1, proposal: '0', correct: '1' });
    expect(m.verdict!.text.en).toBe('In the bracket of scoregroup 1, your pairing makes 0 pairs in the bracket, where 1 is possible: C.04.4.2 (2026) 2.3.1 [C5]');
    expect(m.verdict!.text.tr).toBe('1 puan grubunun eşlendirme grubunda eşlendirmeniz grupta 0 eş yapıyor; oysa 1 eş mümkün: C.04.4.2 (2026) 2.3.1 [C5]');
  });
  it('[C7]: floating 1 (who has met both players of the next scoregroup) sends a 2-point player on where a 1-point one is enough', () => {
    // 3-2 pair, 1 floats and meets 5 below; 7-4 and 8-6
    const m = markPairing(eight, P([[3, 2], [1, 5], [7, 4], [8, 6]]), ID);
    expect(m.verdict).toMatchObject({ kind: 'criterion', rule: 'C.04.4.2 (2026) 2.3.3 [C7]' });
    expect(worse(m)).toMatchObject({ bracket: 2, proposal: '1 (2)', correct: '1 (1)' });
    expect(m.verdict!.text.en).toMatch(/^In the bracket of scoregroup 2, after your pairing of this bracket the following bracket \(the next scoregroup with this bracket's floaters\) must float players on: at least 1 \(2\), where 1 \(1\) is possible/);
    expect(m.verdict!.text.tr).toMatch(/sonraki grup \(sonraki puan grubu ile bu gruptan aktarılanlar\) en az 1 \(2\) oyuncu aktarmak zorunda kalıyor; oysa 1 \(1\) mümkün/);
  });
  it('[C8]: 1-3 (both prefer Black) where 1-2 grants both', () => {
    // 3-1, and 2 floats to meet 4; 6-5
    const m = markPairing(six, P([[3, 1], [2, 4], [6, 5]]), ID);
    expect(m.verdict).toMatchObject({ kind: 'criterion', rule: 'C.04.4.2 (2026) 2.3.4 [C8]' });
    expect(worse(m)).toMatchObject({ bracket: 1, proposal: '1', correct: '0' });
    expect(m.verdict!.text.en).toBe('In the bracket of scoregroup 1, 1 player does not get his colour preference, where 0 is possible: C.04.4.2 (2026) 2.3.4 [C8]');
  });
});

describe('burstein-2026: as good on every criterion, Article 4\'s order decides (procedural)', () => {
  it('4.3: 2-3 and 1 floating (BSN 0) where BSN 1 can meet BSN 2', () => {
    // 2-3 grants both preferences; 1 floats and meets 6 ([C7] 0); [C5]-[C8] equal
    const m = markPairing(six, P([[2, 3], [6, 1], [4, 5]]), ID);
    expect(m.criteria.every((c) => c.verdict === 'equal')).toBe(true);
    expect(m.verdict).toMatchObject({ kind: 'procedural', rule: 'C.04.4.2 (2026) 3.2.2, 4.3' });
    expect(m.verdict!.text.en).toMatch(/BSN 1 \(1\) meets BSN 2 \(2\), where your pairing floats him on \(BSN 0\)/);
    expect(m.verdict!.text.tr).toMatch(/BSN 1 \(1\) BSN 2 \(2\) ile eşlenmeli, sizin eşlendirmenizde alt gruba aktarılıyor \(BSN 0\)/);
    expect(m.parting?.section.en).toBe('Bracket of scoregroup 1');
  });
  it('3.1.5: the PAB to 3 where 4, as low on score and games, is the lower by the Index', () => {
    // bye 3: 4-1 and 5-2 pair the rest
    const m = markPairing(five, P([[4, 1], [5, 2]], [3]), ID);
    expect(m.verdict).toMatchObject({ kind: 'procedural', rule: 'C.04.4.2 (2026) 3.1.5' });
    expect(m.verdict!.text.en).toMatch(/the PAB goes to the lowest in the ranking of 1\.8 \(the Index: Buchholz, Sonneborn-Berger, TPN\) who leaves a complete pairing: 4/);
  });
});

describe('burstein-2026: colours (5.2) and board order (C.04.2 D.9)', () => {
  it('5.2.5 by the Index: 3 (Buchholz 1) gets his White against 2 (Buchholz 0), where points and TPN would favour 2', () => {
    const m = markPairing(five, P([[5, 1], [2, 3]], [4]), ID);
    expect(m.pairsRight).toBe(true);
    expect(m.colours[0]).toMatchObject({ rule: 'C.04.4.2 (2026) 5.2.5', boards: [2] });
    expect(m.colours[0].text.en).toBe('board 2: 3 has White against 2 (the preference of the player ranked higher by the Index (1.8) granted): C.04.4.2 (2026) 5.2.5');
    expect(m.colours[0].text.tr).toBe('2. masa: 3 beyaz, 2 siyah olmalı (İndekse göre (1.8) üst sıradaki oyuncunun tercihi karşılanır): C.04.4.2 (2026) 5.2.5');
  });
  it('board order: 3-2 before 5-1', () => {
    const m = markPairing(five, P([[3, 2], [5, 1]], [4]), ID);
    expect(m.coloursRight).toBe(true);
    expect(m.boardOrder[0]).toMatchObject({ rule: 'C.04.2 D.9', boards: [1] });
  });
});

describe('burstein-2026: random rounds and their perturbations', () => {
  for (const seed of [1, 1000]) {
    it(`300 rounds from seed ${seed}: no disagreement, the verdicts reach the criteria and the procedure`, () => {
      // [C7] is not among them: a swap of two boards' opponents changes the following bracket's pairs too, and the
      // first bracket paired differently then decides ([C5] there); [C7]'s own verdict is worked by hand above
      expectRandomRounds(ID, seed, ['criterion C.04.4.2 (2026) 2.3.1 [C5]', 'criterion C.04.4.2 (2026) 3.1.3', 'procedural C.04.4.2 (2026) 3.2.2, 4.3', 'procedural C.04.3 4.3.2']);
    }, 600_000);
  }
  it('every exchange of two opponents (and of the bye) in 40 rounds: marked wrong, named, never better than the system', () => {
    const r = everyExchange(ID, roundsFor(pairingSystem(ID)!, 40, 77));
    expect(r.marks).toBeGreaterThan(1000);
    expect(r.disagreements).toEqual([]);
    expect(r.unexplained).toEqual([]);
  }, 600_000);
  it('rough events (late entries, half-point byes, absences, withdrawals, forfeits, draws): every exchange marked, none better', () => {
    // the seeding rounds included (the Dutch marker's, engine/marking/dutch.ts; seed 9010 round 3 once showed it
    // ranking a lower bracket above the 4.2 choice made higher up)
    const cases = roughRounds(ID, 12, 9000);
    expect(cases.filter((c) => c.round <= seedingRounds(c.t.totalRounds!)).length).toBeGreaterThan(5);
    expect(cases.length).toBeGreaterThan(30);
    const r = everyExchange(ID, cases);
    expect(r.disagreements).toEqual([]);
    expect(r.unexplained).toEqual([]);
  }, 600_000);
});

describe('burstein-2026: the verdict sits in the first bracket the answer pairs differently (test/fixtures/marking/burstein-2026-c7)', () => {
  // An outside tester's case (hakem generate --seed 5001, round 6 of 6; shared/cases/marking/burstein-2026-c7).
  // The answer is the system's pairing with the opponents of 4 and 32 swapped: 8–32 and 31–4 for 8–4 and 31–32.
  // Scores before round 6 (the file's): 5 has 4½; 9 has 4; 3, 4, 8, 11, 12, 13 have 3½; 31 and 32 have 2.
  // The PAB (20, ½ point) is the same in both. 3.2: the brackets from the top.
  // - Scoregroup 4½ = {5}: no pair; 5 floats ([C5] 0 pairs either way).
  // - Scoregroup 4 = {5, 9}: 9–5 in both; no floater; [C7] asks how few the following bracket (scoregroup 3½, no
  //   floaters in) must float on after this bracket's choice: six players of 3½ can be paired among themselves (the
  //   system's 11–13, 3–12, 4–8), so 0 — in both, as this bracket's pairs are the same. Hakem once counted here
  //   the answer's own floats out of 3½ (8 and 4: "2 (3½, 3½)"), blaming a bracket the answer pairs as the system.
  // - Scoregroup 3½ = {3, 4, 8, 11, 12, 13}: the first bracket paired differently. The answer pairs 3–12 and 11–13
  //   inside and floats 8 and 4 out: 2 pairs, where the system's 3 are possible: [C5] (2.3.1, maximise the pairs).
  const dir = join(__dirname, '../fixtures/marking/burstein-2026-c7');
  const t = readTrf(readFileSync(join(dir, 'ev.trf'), 'utf8'), 'ev.trf');
  const answer = parseProposal(readFileSync(join(dir, 'answer.txt'), 'utf8'));
  it('[C5] in the bracket of scoregroup 3½, not [C7] in the bracket of 4', () => {
    const m = markPairing(t, answer, ID);
    expect(m.pairsRight).toBe(false);
    expect(m.verdict).toMatchObject({ kind: 'criterion', rule: 'C.04.4.2 (2026) 2.3.1 [C5]' });
    expect(m.verdict!.text.en).toBe('In the bracket of scoregroup 3½, your pairing makes 2 pairs in the bracket, where 3 are possible: C.04.4.2 (2026) 2.3.1 [C5]');
    expect(m.criteria.filter((c) => c.verdict !== 'equal')).toEqual([expect.objectContaining({ bracket: 3.5, proposal: '2', correct: '3', verdict: 'worse' })]);
    // the brackets above compared and equal, [C7] of scoregroup 4 included
    expect(m.criteria.find((c) => c.bracket === 4 && c.rule.endsWith('[C7]'))).toMatchObject({ proposal: '0', correct: '0', verdict: 'equal' });
    expect(m.parting?.section.en).toBe('Bracket of scoregroup 3½');
  });
  it('the system\'s pairing (system.txt, as hakem pair writes it) is right', () => {
    const m = markPairing(t, parseProposal(readFileSync(join(dir, 'system.txt'), 'utf8')), ID);
    expect(m.right && m.boardOrderRight).toBe(true);
  });
});
