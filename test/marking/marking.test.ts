/**
 * Marking (issue 27): hand-built wrong pairings marked with the criterion (and article) the rules name, the right
 * pairing marked right; the books' printed pairings marked right under their editions; bbpPairings' pairings
 * (the dutch-2025 oracle, an independent reference) marked right under `dutch`.
 */
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildTournament, type SimpleRound } from '../../engine/model/build';
import { readTrf } from '../../engine/trf/read';
import { markingExit, markPairing, parseProposal, renderMarking } from '../../engine/marking/index';
import type { Proposal } from '../../engine/marking/types';
import { readFixture } from '../helpers/examples';
import { ORACLE_DIR, oracleCases } from '../dutch/oracle-cases';

const P = (boards: Array<[number, number]>, byes: number[] = []): Proposal => ({ boards: boards.map(([white, black]) => ({ white, black })), byes });
const players = (n: number) => Array.from({ length: n }, (_, i) => ({ no: i + 1, name: `P${i + 1}`, rating: 2400 - 50 * i }));

// Round 1 of six: 1-4 1-0, 5-2 0-1, 3-6 1-0. Before round 2: 1, 2, 3 on 1 point (1 and 3 had white, 2 black);
// 4, 5, 6 on 0 (5 had white, 4 and 6 black).
const six = buildTournament({ players: players(6), firstColour: 'w', totalRounds: 5, rounds: [{ round: 1, games: [{ white: 1, black: 4, result: '1-0' }, { white: 5, black: 2, result: '0-1' }, { white: 3, black: 6, result: '1-0' }] }] });
// Round 1 of five: 1-3 1-0, 4-2 0-1, 5 the bye. Before round 2: 1, 2, 5 on 1 point; 3, 4 on 0.
const five = buildTournament({ players: players(5), firstColour: 'w', totalRounds: 5, rounds: [{ round: 1, games: [{ white: 1, black: 3, result: '1-0' }, { white: 4, black: 2, result: '0-1' }], bye: 5 }] });
const fresh = buildTournament({ players: players(6), firstColour: 'w', totalRounds: 5 });

describe('Dutch (C.04.3 2025): hand-built wrong pairings, each marked with the criterion that decides', () => {
  // By the rules: the 1-point bracket {1,2,3} is odd, one floats (C.6); 1-2 meets both colour preferences (C.12),
  // 1-3 meets neither (both had white); 2 gets white (E.1). In the 0 bracket 3 (MDP) takes 4 (4 white, E.1) and
  // 5-6 is 6 white (5 had white, 6 black: E.1). Boards by score: 2-1, 4-3, 6-5.
  it('the right pairing is marked right, in both languages', () => {
    const m = markPairing(six, P([[2, 1], [4, 3], [6, 5]]), 'dutch');
    expect(m.right).toBe(true);
    expect(m.verdict).toBeUndefined();
    expect(renderMarking(m, 'en')).toMatch(/^Right/);
    expect(renderMarking(m, 'tr')).toMatch(/^Doğru/);
  });
  it('C.1: a rematch is named with the round the two met', () => {
    const m = markPairing(six, P([[2, 3], [4, 1], [6, 5]]), 'dutch');
    expect(m.verdict).toMatchObject({ kind: 'absolute', rule: 'C.04.3 C.1' });
    expect(m.verdict!.text.en).toBe('4–1 met in round 1: C.04.3 C.1');
    expect(m.verdict!.text.tr).toBe('4–1 1. turda karşılaştı: C.04.3 C.1');
  });
  it('C.12: 1-3 (both due black) where 1-2 meets both preferences', () => {
    const m = markPairing(six, P([[3, 1], [2, 4], [6, 5]]), 'dutch');
    expect(m.verdict).toMatchObject({ kind: 'criterion', rule: 'C.04.3 C.12' });
    expect(m.verdict!.text.en).toMatch(/^In the bracket of 1 point, your pairing has 1 pair in which a player does not get his colour preference, where 0 is possible: C\.04\.3 C\.12$/);
    expect(m.verdict!.text.tr).toMatch(/^1 puan grubunda eşlendirmenizde bir oyuncunun renk tercihini alamadığı eşler: 1; oysa 0 mümkün: C\.04\.3 C\.12$/);
    expect(m.criteria.find((c) => c.verdict === 'worse')).toMatchObject({ rule: 'C.04.3 C.12', bracket: 1, proposal: '1', correct: '0' });
    expect(m.boards.map((b) => b.pairRight)).toEqual([false, false, true]);
  });
  it('C.6: the 1-point bracket pairs nobody and sends all three down, where one downfloater is enough', () => {
    // 1-5, 2-6, 3-4: no rematch (1 met 4, 2 met 5, 3 met 6), but the bracket of 1 point keeps no pair
    const m = markPairing(six, P([[5, 1], [6, 2], [4, 3]]), 'dutch');
    expect(m.verdict).toMatchObject({ kind: 'criterion', rule: 'C.04.3 C.6' });
    expect(m.criteria.find((c) => c.verdict === 'worse')).toMatchObject({ bracket: 1, proposal: '3', correct: '1' });
  });
  it('C.14: 5 (who had the bye in round 1, a downfloat by 1.4.3) floats down again where 2 can float instead', () => {
    // bracket of 1 point {1, 2, 5}: 1-5 and 2 down (the rules), or 1-2 and 5 down again; C.6-C.13 equal
    const m = markPairing(five, P([[2, 1], [3, 5]], [4]), 'dutch');
    expect(m.verdict).toMatchObject({ kind: 'criterion', rule: 'C.04.3 C.14' });
    expect(m.criteria.find((c) => c.verdict === 'worse')).toMatchObject({ bracket: 1, proposal: '1', correct: '0' });
    expect(m.verdict!.text.en).toBe('In the bracket of 1 point, your pairing has 1 downfloater who also floated down in the previous round, where 0 is possible: C.04.3 C.14');
  });
  it('C.04.3 4.2: as good on every criterion, but the rules float 3, not 1 (procedural)', () => {
    // 2-3, then 1 (MDP) with 6 and 4-5: no colour preference missed either way, no floats yet
    const m = markPairing(six, P([[2, 3], [6, 1], [4, 5]]), 'dutch');
    expect(m.criteria.every((c) => c.verdict === 'equal')).toBe(true);
    expect(m.verdict).toMatchObject({ kind: 'procedural', rule: 'C.04.3 4.2' });
    expect(m.parting?.section.en).toBe('Bracket of 1 point');
  });
  it('C.2 and C.5: the PAB to 5 (who had it) is absolute; to 1 (1 point where 0 is possible) is C.5', () => {
    const right = markPairing(five, P([[5, 1], [2, 3]], [4]), 'dutch');
    expect(right.right).toBe(true);
    const again = markPairing(five, P([[2, 1], [3, 4]], [5]), 'dutch');
    expect(again.verdict).toMatchObject({ kind: 'absolute', rule: 'C.04.3 C.2' });
    expect(again.verdict!.text.en).toBe('5 may not receive the pairing-allocated bye: he scored without playing in round 1: C.04.3 C.2');
    const high = markPairing(five, P([[2, 3], [5, 4]], [1]), 'dutch');
    expect(high.verdict).toMatchObject({ kind: 'criterion', rule: 'C.04.3 C.5' });
    expect(high.verdict!.text.en).toBe('In this round, your pairing gives the PAB to a player on 1 point, where 0 is possible: C.04.3 C.5');
  });
  it('round 1: a transposition (4.3.2) and an exchange (4.3.3) are procedural; colours by E.5', () => {
    // 1-4, 5-2, 3-6 (S1 = 1, 2, 3 against S2 = 4, 5, 6; 1 white, colours alternating)
    expect(markPairing(fresh, P([[1, 4], [5, 2], [3, 6]]), 'dutch').right).toBe(true);
    const tr = markPairing(fresh, P([[1, 5], [4, 2], [3, 6]]), 'dutch');
    expect(tr.verdict).toMatchObject({ kind: 'procedural', rule: 'C.04.3 4.3.2', players: [1] });
    expect(tr.verdict!.text.en).toContain('1 gets 4, where your pairing gives him 5');
    const ex = markPairing(fresh, P([[1, 2], [3, 5], [6, 4]]), 'dutch');
    expect(ex.verdict).toMatchObject({ kind: 'procedural', rule: 'C.04.3 4.3.3' });
    const col = markPairing(fresh, P([[4, 1], [5, 2], [3, 6]]), 'dutch');
    expect(col.pairsRight).toBe(true);
    expect(col.right).toBe(false);
    expect(col.colours[0]).toMatchObject({ rule: 'C.04.3 5 (E.5)', boards: [1] });
    expect(col.boards[0].coloursRight).toBe(false);
  });
  it('board order (C.04.2) is marked on its own line: the pairing stays right, `hakem mark` exits 3', () => {
    const m = markPairing(six, P([[6, 5], [2, 1], [4, 3]]), 'dutch');
    expect(m.pairsRight && m.coloursRight).toBe(true);
    expect(m.boardOrderRight).toBe(false);
    expect(m.boardOrderRule).toBe('C.04.2');
    expect(m.boardOrder[0]).toMatchObject({ rule: 'C.04.2', boards: [1] });
    expect(m.right).toBe(true);
    expect(markingExit(m)).toBe(3);
    const text = renderMarking(m);
    expect(text).toMatch(/^Right pairing: round \d+ as dutch pairs it, colours included; only the boards are not in the order C\.04\.2 gives\./);
    expect(text).toMatch(/\nBoard order: board 1 should be the pair/);
    expect(text).not.toMatch(/Wrong/);
    expect(renderMarking(m, 'tr')).toMatch(/^Eşlendirme doğru: .* yalnız masalar C\.04\.2 kuralının verdiği sırada değil\./);
  });
  it('C.3: two non-topscorers with the same absolute preference', () => {
    // 1 and 3 both white in rounds 1 and 2 (absolute preference for black); round 3 of 5 is not the last
    const t2 = buildTournament({ players: players(6), firstColour: 'w', totalRounds: 5, rounds: [
      { round: 1, games: [{ white: 1, black: 4, result: '1-0' }, { white: 5, black: 2, result: '0-1' }, { white: 3, black: 6, result: '1-0' }] },
      { round: 2, games: [{ white: 1, black: 5, result: '1-0' }, { white: 3, black: 2, result: '1-0' }, { white: 4, black: 6, result: '1-0' }] },
    ] });
    const m = markPairing(t2, P([[1, 3], [2, 4], [5, 6]]), 'dutch');
    expect(m.verdict).toMatchObject({ kind: 'absolute', rule: 'C.04.3 C.3' });
    expect(m.verdict!.text.en).toBe('1–3: both have an absolute preference for black: C.04.3 C.3');
  });
});

describe('Dutch (C.04.3 2025): more criteria, each in a small event worked by hand', () => {
  const T = (n: number, totalRounds: number, rounds: SimpleRound[]) => buildTournament({ players: players(n), firstColour: 'w', totalRounds, rounds });

  it('C.6 in the 1½ bracket: the lone 2-point player floats into it and must be paired there (with 3), not below', () => {
    // R1 1-4 1-0, 5-2 0-1, 3-6 1-0; R2 2-1 0-1, 6-5 0-1, 3 and 4 half-point byes. Before R3: 1 on 2, 3 on 1½,
    // 2 and 5 on 1, 4 on ½, 6 on 0. 1 floats (C.6); 1-3 pairs him in the next bracket, 1-5 leaves 1 and 3 floating.
    // 1 floats alone out of the 2-point bracket either way, so C.8 chooses nothing there (dutch-criteria.test.ts has a
    // C.8 case): the 1½ bracket {1, 3} pairs nobody where one pair is possible, its own C.6.
    const t = T(6, 4, [
      { round: 1, games: [{ white: 1, black: 4, result: '1-0' }, { white: 5, black: 2, result: '0-1' }, { white: 3, black: 6, result: '1-0' }] },
      { round: 2, games: [{ white: 2, black: 1, result: '0-1' }, { white: 6, black: 5, result: '0-1' }], halfPointBye: [3, 4] },
    ]);
    const m = markPairing(t, P([[1, 5], [4, 3], [6, 2]]), 'dutch');
    expect(m.verdict).toMatchObject({ kind: 'criterion', rule: 'C.04.3 C.6' });
    expect(m.criteria.find((c) => c.verdict === 'worse')).toMatchObject({ bracket: 1.5, proposal: '2', correct: '0' });
  });

  it('C.9: the PAB to 5 (his only game was a forfeit: one unplayed game) where 4 (none unplayed) may have it', () => {
    // R1 1-4 1-0, 5-2 forfeit (2 wins), 3-6 ½, 7 the PAB. Before R2 the players on 0 are 4 and 5; 2 and 7 scored
    // without playing (no PAB, C.2). The PAB goes to a 0-point player (C.5), the one with the fewest unplayed games (C.9).
    const t = T(7, 5, [{ round: 1, games: [{ white: 1, black: 4, result: '1-0' }, { white: 5, black: 2, result: '--+' }, { white: 3, black: 6, result: '1/2-1/2' }], bye: 7 }]);
    const m = markPairing(t, P([[7, 2], [6, 1], [4, 3]], [5]), 'dutch');
    expect(m.verdict).toMatchObject({ kind: 'criterion', rule: 'C.04.3 C.9' });
    expect(m.criteria.find((c) => c.verdict === 'worse')).toMatchObject({ bracket: 0, proposal: '1', correct: '0' });
  });

  it('C.12 with the PAB: 3-5 (both due black) and 6 the bye, where 6-5 meets both preferences', () => {
    // R1 1-4 1-0, 5-2 ½, 3-6 ½; 4 asks a half-point bye in R2. 1 floats into the ½ bracket {2, 3, 5, 6}: 3 and 5
    // had white (due black), 2 and 6 black (due white); one of 3, 5 takes the PAB.
    const t = T(6, 4, [
      { round: 1, games: [{ white: 1, black: 4, result: '1-0' }, { white: 5, black: 2, result: '1/2-1/2' }, { white: 3, black: 6, result: '1/2-1/2' }] },
      { round: 2, games: [], halfPointBye: [4] },
    ]);
    const m = markPairing(t, P([[2, 1], [3, 5]], [6]), 'dutch');
    expect(m.verdict).toMatchObject({ kind: 'criterion', rule: 'C.04.3 C.12' });
    expect(m.criteria.find((c) => c.verdict === 'worse')).toMatchObject({ bracket: 0.5, proposal: '1', correct: '0' });
  });

  it('C.13: 3-5 (both strongly due white) where 6-5 (6 only mildly due white) and 1-3 miss one mild preference only', () => {
    // R1 4-1 0-1, 2-5 ½, 6-3 0-1; R2 3-2 0-1, 5-4 ½, 6 the PAB, 1 absent; R3 2-6 0-1, 1-5 ½, 4-3 ½; 2 absent in R4.
    // Before R4: 6 on 2 (W, B: mildly due white); 1 (B, W: mildly due black), 3 and 5 (B W B: strongly due white) on 1½;
    // 4 on 1 (W B W). 6 floats into {1, 3, 5}: either 6-1 and 3-5 (C.12 and C.13 missed in 3-5) or 6-5 and 1-3 (C.12
    // missed in 6-5, but 6's preference is mild: C.13 met); 4 has the PAB.
    const t = T(6, 6, [
      { round: 1, games: [{ white: 4, black: 1, result: '0-1' }, { white: 2, black: 5, result: '1/2-1/2' }, { white: 6, black: 3, result: '0-1' }] },
      { round: 2, games: [{ white: 3, black: 2, result: '0-1' }, { white: 5, black: 4, result: '1/2-1/2' }], bye: 6, absent: [1] },
      { round: 3, games: [{ white: 2, black: 6, result: '0-1' }, { white: 1, black: 5, result: '1/2-1/2' }, { white: 4, black: 3, result: '1/2-1/2' }] },
      { round: 4, games: [], absent: [2] },
    ]);
    expect(markPairing(t, P([[5, 6], [3, 1]], [4]), 'dutch').right).toBe(true);
    const m = markPairing(t, P([[5, 3], [6, 1]], [4]), 'dutch');
    expect(m.verdict).toMatchObject({ kind: 'criterion', rule: 'C.04.3 C.13' });
    expect(m.criteria.filter((c) => c.rule === 'C.04.3 C.12' && c.bracket === 1.5)).toMatchObject([{ proposal: '1', correct: '1', verdict: 'equal' }]);
  });
  it('C.10 in the last round: topscorers 1-2 (both White twice) and 3-4 (both Black twice) may meet (C.3), but 1-3 and 2-4 keep every colour difference within ±2', () => {
    // R1 1-5, 2-6, 7-3, 8-4; R2 1-7, 2-8, 5-3, 6-4: 1, 2, 3, 4 win both. Round 3 of 3: they are topscorers (1.8).
    const t = T(8, 3, [
      { round: 1, games: [{ white: 1, black: 5, result: '1-0' }, { white: 2, black: 6, result: '1-0' }, { white: 7, black: 3, result: '0-1' }, { white: 8, black: 4, result: '0-1' }] },
      { round: 2, games: [{ white: 1, black: 7, result: '1-0' }, { white: 2, black: 8, result: '1-0' }, { white: 5, black: 3, result: '0-1' }, { white: 6, black: 4, result: '0-1' }] },
    ]);
    const right = markPairing(t, P([]), 'dutch').correct;
    const bottom = right.boards.filter((b) => b.white > 4).map((b) => [b.white, b.black] as [number, number]);
    const m = markPairing(t, P([[1, 2], [3, 4], ...bottom]), 'dutch');
    expect(m.absolute).toEqual([]);
    expect(m.verdict).toMatchObject({ kind: 'criterion', rule: 'C.04.3 C.10' });
    expect(m.criteria.find((c) => c.verdict === 'worse')).toMatchObject({ bracket: 2, proposal: '2', correct: '0' });
  });
  it('C.15: the MDP 7 paired with 1, who floated up in the previous round, where 6 did not', () => {
    // R1 1-4 0-1, 5-2 0-1, 3-6 1-0, 7 the PAB; R2 2-7 1-0, 1-3 0-1 (1 floats up), 6-5 0-1, 4 a half-point bye.
    // Before R3: 2, 3 on 2; 4 on 1½; 5, 7 on 1; 1, 6 on 0. 7 floats to the 0 bracket and meets 6 or 1; the other has the PAB.
    const t = T(7, 5, [
      { round: 1, games: [{ white: 1, black: 4, result: '0-1' }, { white: 5, black: 2, result: '0-1' }, { white: 3, black: 6, result: '1-0' }], bye: 7 },
      { round: 2, games: [{ white: 2, black: 7, result: '1-0' }, { white: 1, black: 3, result: '0-1' }, { white: 6, black: 5, result: '0-1' }], halfPointBye: [4] },
    ]);
    const m = markPairing(t, P([[3, 2], [4, 5], [7, 1]], [6]), 'dutch');
    expect(m.verdict).toMatchObject({ kind: 'criterion', rule: 'C.04.3 C.15' });
    expect(m.verdict!.text.en).toBe('In the bracket of 0 points, your pairing has 1 MDP opponent who floated up in the previous round, where 0 is possible: C.04.3 C.15');
  });
});

describe('the answer format is the one `hakem pair` prints', () => {
  it('reads the count, the boards and the bye', () => {
    expect(parseProposal('3\n2 1\n5 3\n4 0\n')).toEqual(P([[2, 1], [5, 3]], [4]));
    expect(() => parseProposal('3\n2 1\n')).toThrow(/says 3 pairs, and 1 follow/);
  });
  it('a player twice or missing is a form mistake, named before anything else', () => {
    expect(markPairing(six, P([[2, 1], [4, 3], [6, 1]]), 'dutch').verdict).toMatchObject({ kind: 'form' });
    expect(markPairing(six, P([[2, 1], [4, 3]]), 'dutch').verdict!.text.en).toBe('not paired: 5, 6 (every player of the round needs an opponent or the bye)');
  });
});

describe('the books\' printed pairings are marked right under their editions', () => {
  const dutchFx = readFixture('dutch-example.json');
  for (const round of [1, 2, 3, 4]) {
    it(`Dutch 1992-2009 (dutch-2009): round ${round} as printed`, () => {
      const rounds: SimpleRound[] = dutchFx.rounds.slice(0, round - 1).map((r: SimpleRound) => ({ round: r.round, games: r.games, bye: r.bye }));
      if (round === 4) rounds.push({ round: 4, games: [], absent: [9, 14] }); // the double forfeit of round 3: not paired again
      const t = buildTournament({ players: dutchFx.players, rounds, firstColour: 'w', totalRounds: 9 });
      const printed = dutchFx.rounds[round - 1];
      const m = markPairing(t, P(printed.games.map((g: { white: number; black: number }) => [g.white, g.black]), [printed.bye]), 'dutch-2009');
      expect(m.right, renderMarking(m)).toBe(true);
    });
  }
  const limFx = readFixture('lim-example.json');
  for (const round of [1, 2, 3]) {
    it(`Lim (the book's practice, option bookPractice): round ${round} as printed`, () => {
      const t = buildTournament({ players: limFx.players, rounds: limFx.rounds.filter((r: { round: number }) => r.round < round), firstColour: 'w' });
      const printed = limFx.rounds[round - 1];
      const m = markPairing(t, P(printed.games.map((g: { white: number; black: number }) => [g.white, g.black]), printed.bye ? [printed.bye] : []), 'lim', { round, bookPractice: true });
      expect(m.right, renderMarking(m)).toBe(true);
    });
  }
  const dubovFx = readFixture('dubov-example.json');
  for (const round of [2, 3]) {
    it(`Dubov (the books' edition): round ${round} as printed${round === 3 ? ' (bookPractice)' : ''}`, () => {
      const t = buildTournament({ players: dubovFx.players.map((p: { no: number; rating: number }) => ({ no: p.no, rating: p.rating, name: '' })), rounds: dubovFx.rounds.slice(0, round - 1), firstColour: 'w' });
      const printed = dubovFx.rounds[round - 1];
      const m = markPairing(t, P(printed.games.map((g: { white: number; black: number }) => [g.white, g.black]), printed.bye ? [printed.bye] : []), 'dubov', round === 3 ? { bookPractice: true } : {});
      expect(m.right, renderMarking(m)).toBe(true);
    });
  }
  it('Dubov round 3 as printed, marked under the written rules: wrong, with the step where the book departs', () => {
    const t = buildTournament({ players: dubovFx.players.map((p: { no: number; rating: number }) => ({ no: p.no, rating: p.rating, name: '' })), rounds: dubovFx.rounds.slice(0, 2), firstColour: 'w' });
    const printed = dubovFx.rounds[2];
    const m = markPairing(t, P(printed.games.map((g: { white: number; black: number }) => [g.white, g.black]), [printed.bye]), 'dubov');
    expect(m.right).toBe(false);
    // the book's practice is the other reading of 6.2/7.4 (docs/reference/marking.md): a procedural verdict naming it,
    // in the 1½ group where the written rules sort the joiners of the white column by ARO and the book writes them below
    expect(m.verdict).toMatchObject({ kind: 'procedural', rule: 'Dubov 6.2, 7.4', bracket: 1.5 });
    expect(m.parting?.rule).toBe('Dubov 6.2');
  });
});

describe('the books\' editions: absolute criteria named with their articles, a difference with the explanation\'s step', () => {
  const dutchFx = readFixture('dutch-example.json');
  const dutchAfter1 = () => buildTournament({ players: dutchFx.players, rounds: [{ round: 1, games: dutchFx.rounds[0].games, bye: 17 }], firstColour: 'w', totalRounds: 9 });
  it('Dutch 1992-2009, round 2: 10-2 met in round 1 (B.1.a); 17, who had the bye in round 1, may not have it again (B.1.b)', () => {
    const rematch = markPairing(dutchAfter1(), P([[10, 2], [16, 3], [17, 7], [4, 14], [6, 5], [13, 12], [1, 9], [8, 11]], [15]), 'dutch-2009');
    expect(rematch.verdict).toMatchObject({ kind: 'absolute', rule: 'Dutch 1992-2009 B.1.a' });
    expect(rematch.verdict!.text.en).toBe('10–2 met in round 1: Dutch 1992-2009 B.1.a');
    expect(rematch.absolute.map((a) => a.text.en)).toContain('1–9 met in round 1: Dutch 1992-2009 B.1.a');
    const bye = markPairing(dutchAfter1(), P([[10, 1], [15, 3], [16, 7], [4, 14], [6, 5], [13, 12], [2, 9], [8, 11]], [17]), 'dutch-2009');
    expect(bye.verdict).toMatchObject({ kind: 'absolute', rule: 'Dutch 1992-2009 B.1.b' });
    expect(bye.verdict!.text.tr).toBe('17 eşlendirmeden doğan BYE alamaz: 1. turda oynamadan puan aldı: Dutch 1992-2009 B.1.b');
  });
  it('Lim, round 3 (the book\'s practice): 10-14 and 9-13 for the book\'s 10-13 and 9-14 differ, named with the rule (4.8) and the step of the explanation', () => {
    const limFx = readFixture('lim-example.json');
    const t = buildTournament({ players: limFx.players, rounds: limFx.rounds.filter((r: { round: number }) => r.round < 3), firstColour: 'w' });
    const m = markPairing(t, P([[1, 2], [15, 5], [11, 6], [7, 12], [10, 14], [9, 13], [3, 8]], [4]), 'lim', { round: 3, bookPractice: true });
    // criterion-level since the Lim marker (engine/marking/lim.ts): as good on every criterion, 9 (floated up) takes 14
    expect(m.verdict).toMatchObject({ kind: 'procedural', rule: 'Lim 4.8' });
    expect(m.parting!.step!.en).toMatch(/^9 \(floated up\) is paired before the group's own players: with 14/);
    expect(m.boards.map((b) => b.pairRight)).toEqual([true, true, true, true, false, false, true, true]);
  });
  it('Dubov, round 2: 11-1 met in round 1 (Dubov 2.1)', () => {
    const dubovFx = readFixture('dubov-example.json');
    const t = buildTournament({ players: dubovFx.players.map((p: { no: number; rating: number }) => ({ no: p.no, rating: p.rating, name: '' })), rounds: dubovFx.rounds.slice(0, 1), firstColour: 'w' });
    const m = markPairing(t, P([[21, 18], [8, 3], [2, 7], [16, 9], [4, 5], [15, 14], [19, 6], [17, 10], [13, 12], [11, 1]], [20]), 'dubov');
    expect(m.verdict).toMatchObject({ kind: 'absolute', rule: 'Dubov 2.1' });
    expect(m.verdict!.text.en).toBe('11–1 met in round 1: Dubov 2.1');
  });
});

describe('bbpPairings\' pairings (the dutch-2025 oracle) are marked right under dutch', () => {
  const cases = oracleCases().filter((_, i) => i % 43 === 0);
  it(`${cases.length} oracle rounds`, () => {
    for (const name of cases) {
      const t = readTrf(readFileSync(join(ORACLE_DIR, `${name}.trf`), 'utf8'), `${name}.trf`);
      const m = markPairing(t, parseProposal(readFileSync(join(ORACLE_DIR, `${name}.pairs`), 'utf8')), 'dutch');
      expect(m.right, `${name}: ${renderMarking(m)}`).toBe(true);
    }
  });
});
