/**
 * Dutch (C.04.3, 2025): the criteria marking.test.ts does not reach, each in a small event worked by hand from the
 * rule text: C.2 (a forfeit win), C.7, C.8 (a genuine choice of
 * downfloaters), C.11, C.16–C.21. For each, the right pairing is marked right and a wrong one,
 * as good up to that criterion, is marked `criterion` with it. The working (scores, colours, floats) is in the
 * comment above each case: scores before the round, colours as played (W/B), floats of the last two rounds
 * (1.4.2: the higher ranked of two players with different scores floats down, the lower up; 1.4.3: a bye or a forfeit
 * win is a downfloat; an absence is no float).
 */
import { describe, expect, it } from 'vitest';
import { buildTournament, type SimpleRound } from '../../engine/model/build';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { markPairing, parseProposal, renderMarking } from '../../engine/marking/index';
import type { Proposal } from '../../engine/marking/types';
import { expectRandomRounds } from './checkRounds';
import { readTrf } from '../../engine/trf/read';

const P = (boards: Array<[number, number]>, byes: number[] = []): Proposal => ({ boards: boards.map(([white, black]) => ({ white, black })), byes });
const players = (n: number) => Array.from({ length: n }, (_, i) => ({ no: i + 1, name: `P${i + 1}`, rating: 2400 - 50 * i }));
const T = (n: number, totalRounds: number, rounds: SimpleRound[]) => buildTournament({ players: players(n), firstColour: 'w', totalRounds, rounds });
const g = (white: number, black: number, result: string) => ({ white, black, result });

/** The right pairing marked right; the wrong one marked with `rule`, its text (en, tr) containing the key words. */
function check(t: ReturnType<typeof T>, right: Proposal, wrong: Proposal, rule: string, en: RegExp, tr: RegExp, kind: 'criterion' | 'absolute' = 'criterion') {
  const r = markPairing(t, right, 'dutch');
  expect(r.right, renderMarking(r)).toBe(true);
  const m = markPairing(t, wrong, 'dutch');
  expect(m.verdict, renderMarking(m)).toMatchObject({ kind, rule: `C.04.3 ${rule}` });
  expect(m.verdict!.text.en).toMatch(en);
  expect(m.verdict!.text.tr).toMatch(tr);
  expect(m.verdict!.text.en.endsWith(`C.04.3 ${rule}`)).toBe(true);
  expect(m.verdict!.text.tr.endsWith(`C.04.3 ${rule}`)).toBe(true);
  return m;
}

describe('Dutch (C.04.3 2025): the remaining criteria, each worked by hand', () => {
  it('C.2: no PAB for a player who scored a forfeit win (2), even where he is a PAB candidate by nothing else', () => {
    // R1 1-4 1-0, 5-2 forfeit (2 wins without playing), 3-6 ½, 7 the PAB. Before R2: 1, 2, 7 on 1 (1 W: due black;
    // 2 and 7 no colour, both a downfloat by 1.4.3); 3 (W) and 6 (B) on ½; 4 (B) and 5 (no game) on 0.
    // Right: {1, 2, 7} floats 1 (C.14: 2 and 7 floated down in R1), 2-7 paired (E.5: 2, even, gets the other colour
    // than the initial white: 7-2); 1 meets 6 in the ½ bracket (C.12: 6 due white, 1 due black: 6-1); 3 floats to
    // {3, 4, 5}; the PAB goes to a 0-point player (C.5) with the fewest unplayed games (C.9: 4, who played, not 5,
    // who lost by forfeit); 3-5 (3 due black, 5 none: 5-3). Boards by score: 7-2, 6-1, 5-3.
    // Wrong: the PAB to 2 (C.2 is absolute: he scored in round 1 without playing).
    const t = T(7, 5, [{ round: 1, games: [g(1, 4, '1-0'), g(5, 2, '--+'), g(3, 6, '1/2-1/2')], bye: 7 }]);
    check(t, P([[7, 2], [6, 1], [5, 3]], [4]), P([[1, 7], [6, 5], [3, 4]], [2]), 'C.2',
      /^2 may not receive the pairing-allocated bye: he scored without playing in round 1/, /^2 eşlendirmeden doğan BYE alamaz: 1\. turda oynamadan puan aldı/, 'absolute');
  });

  it('C.7: of two MDPs who cannot meet, the higher (1, on 2) is paired in the ½ bracket and the lower (2, on 1) floats on', () => {
    // R1 1-4 1-0, 2-5 1-0 (3, 6 absent); R2 1-2 1-0, 3 a half-point bye (4, 5, 6 absent). Before R3: 1 on 2 (W W:
    // absolute black), 2 on 1 (W B: due white), 3 on ½ (no game), 4 and 5 on 0 (B: strongly due white), 6 on 0 (no game).
    // 1 floats alone; in the 1 bracket 1 and 2 have met: both float into {3}. One pair is possible there (C.6: either
    // 1-3 or 2-3); C.7 takes the MDP with the higher score: 3-1 (3 white, 1 absolute black), and 2 floats to
    // {2, 4, 5, 6}: 2-4 and 5-6 miss one mild preference (2 and 4 due white) where 2-6 and 4-5 miss a strong one
    // (4 and 5, C.13): 4-2 (E.2, 4's strong preference), 5-6. Boards: 3-1, 4-2, 5-6.
    // Wrong: 2-3, and 1 floats on to 1-6: the ½ bracket pairs the MDP on 1 where the one on 2 could be.
    const t = T(6, 5, [
      { round: 1, games: [g(1, 4, '1-0'), g(2, 5, '1-0')], absent: [3, 6] },
      { round: 2, games: [g(1, 2, '1-0')], halfPointBye: [3], absent: [4, 5, 6] },
    ]);
    const m = check(t, P([[3, 1], [4, 2], [5, 6]]), P([[2, 3], [6, 1], [4, 5]]), 'C.7',
      /^In the bracket of 0\.5 points, your pairing moves down players with the scores 2, where 1 is possible/, /^0\.5 puan grubunda eşlendirmeniz 2 puanlı oyuncuları aşağı kaydırıyor; oysa 1 mümkün/);
    // the 1-point bracket floats 1 and 2 in both pairings: C.8 chose nothing there, the ½ bracket's C.7 decides
    expect(m.criteria.find((c) => c.rule === 'C.04.3 C.8' && c.bracket === 1)).toMatchObject({ verdict: 'equal' });
  });

  it('C.8: the 2-point bracket must not float 3, whom nobody of the next bracket can meet, though C.14 would float him', () => {
    // R1 1-7, 2-8, 3-4, 5-6 (white wins); R2 3-5 1-0, 8-1 0-1, 6-2 0-1, 4-7 1-0; 7 and 8 absent in R3. Before R3:
    // 1, 2 (W B, due white; both floated down in R2) and 3 (W W, absolute black) on 2; 4 (B W, due black) and 5
    // (W B, due white) on 1; 6 (B W, due black) on 0. 3 has met 4 and 5, 2 has met 6, 4 and 5 have met 6.
    // {1, 2, 3} floats one (C.6). Floating 3 (1-2, what C.14 would choose) leaves him unpaired in {4, 5}: C.8 wants
    // a downfloater the next bracket can pair, 1 or 2. Floating 2: 1-3 (both preferences met); in {2, 4, 5}, 2-4
    // would send 5 to 6, whom he met, so 2-5 and 4-6. Floating 1 is as good on C.8-C.21; the procedure pairs 1
    // with the first S2 player that keeps C.12 (3) and 2 floats. Right: 1-3, 2-5 (same histories: E.4, 2 white),
    // 6-4 (E.4, 4 black). Wrong: 1-2, 6-3, 4-5.
    const t = T(8, 5, [
      { round: 1, games: [g(1, 7, '1-0'), g(2, 8, '1-0'), g(3, 4, '1-0'), g(5, 6, '1-0')] },
      { round: 2, games: [g(3, 5, '1-0'), g(8, 1, '0-1'), g(6, 2, '0-1'), g(4, 7, '1-0')] },
      { round: 3, games: [], absent: [7, 8] },
    ]);
    check(t, P([[1, 3], [2, 5], [6, 4]]), P([[1, 2], [6, 3], [4, 5]]), 'C.8',
      /^In the bracket of 2 points, of your downfloaters, 0 are paired in the next bracket, where 1 can be/,
      /^2 puan grubunda aşağı kayanlarınızdan 0 tanesi bir alt grupta eşleniyor; oysa 1 mümkün/);
  });

  it('C.11 in the last round: topscorers 1-2 (both B W W) and 3-4 (both W B B) give two of them a colour three times running', () => {
    // Three rounds of four: 1, 2, 3, 4 beat 5-8 every round. 1 and 2 had B W W, 3 and 4 W B B (absolute preferences,
    // colour difference ±1); 5 W W B, 6 W B W (due black), 7 B B W, 8 B W B (due white). Round 4 of 4: 1-4 are
    // topscorers (1.8), so C.3 lets 1-2 and 3-4 meet, and C.10 is met (no difference beyond ±2), but one of 1, 2 would
    // have White three times running and one of 3, 4 Black: C.11. Right: 3-1, 4-2 (every preference met), 7-5, 8-6.
    const t = T(8, 4, [
      { round: 1, games: [g(5, 1, '0-1'), g(6, 2, '0-1'), g(3, 7, '1-0'), g(4, 8, '1-0')] },
      { round: 2, games: [g(1, 6, '1-0'), g(2, 7, '1-0'), g(8, 3, '0-1'), g(5, 4, '0-1')] },
      { round: 3, games: [g(1, 8, '1-0'), g(2, 5, '1-0'), g(6, 3, '0-1'), g(7, 4, '0-1')] },
    ]);
    const m = check(t, P([[3, 1], [4, 2], [7, 5], [8, 6]]), P([[1, 2], [3, 4], [7, 5], [8, 6]]), 'C.11',
      /^In the bracket of 3 points, your pairing has 2 pairs that give a topscorer the same colour three times running, where 0 is possible/,
      /^3 puan grubunda eşlendirmenizde önde gelen bir oyuncuya üst üste üç kez aynı rengi veren eşler: 2; oysa 0 mümkün/);
    expect(m.absolute).toEqual([]);
    expect(m.criteria.find((c) => c.rule === 'C.04.3 C.10')).toMatchObject({ verdict: 'equal' });
  });

  it('C.16: 3 (a half-point bye two rounds before, a downfloat) must not float again where 1 can', () => {
    // R1 1-4, 5-2, 6-7 drawn, 3 a half-point bye; R2 4-3 0-1, 7-1 0-1, 2-6 1-0 (equal scores: no floats), 5 absent
    // (and in R3). Before R3: 1 (W B, due white), 2 (B W, due black), 3 (B, strongly due white) on 1½; 4 (B W),
    // 7 (B W) due black and 6 (W B) due white on ½. No float in R2; 3 floated down in R1. {1, 2, 3} floats one:
    // 2-3 (both preferences met, 1 floats) or 1-2 (met, 3 floats) or 1-3 (both due white, C.12). C.16: not 3 again.
    // Right: 3-2; 1 meets 6, the only one he has not met (both due white, identical histories: E.4, 1 white), 7-4 (E.4).
    // Wrong: 1-2, 3-7, 6-4: the lowest ranked floats, as the procedure would without C.16.
    const t = T(7, 5, [
      { round: 1, games: [g(1, 4, '1/2-1/2'), g(5, 2, '1/2-1/2'), g(6, 7, '1/2-1/2')], halfPointBye: [3] },
      { round: 2, games: [g(4, 3, '0-1'), g(7, 1, '0-1'), g(2, 6, '1-0')], absent: [5] },
      { round: 3, games: [], absent: [5] },
    ]);
    check(t, P([[3, 2], [1, 6], [7, 4]]), P([[1, 2], [3, 7], [6, 4]]), 'C.16',
      /^In the bracket of 1\.5 points, your pairing has 1 downfloater who also floated down two rounds before, where 0 is possible/,
      /^1\.5 puan grubunda eşlendirmenizde iki tur önce de aşağı kayıp yine kayanlar: 1; oysa 0 mümkün/);
  });

  // R1 1-2, 5-3, 7-6 (1, 5, 7 win), 4 absent; R2 1-5 and 7-3 (1 and 7 win; 3 on 0 meets 7 on 1: 3 floats up),
  // 2-6 (2 wins for C.19/C.21, loses for C.17), 4 absent. 1: W W (absolute black), 2: B W (due black), 3: B B
  // (absolute white), 4: no game.
  const upfloatRounds = (twoBack: boolean, twoWins: boolean): SimpleRound[] => [
    { round: 1, games: [g(1, 2, '1-0'), g(5, 3, '1-0'), g(7, 6, '1-0')], absent: [4] },
    { round: 2, games: [g(1, 5, '1-0'), g(7, 3, '1-0'), g(2, 6, twoWins ? '1-0' : '0-1')], absent: [4] },
    ...(twoBack ? [{ round: 3, games: [g(5, 6, '1/2-1/2')], absent: [1, 2, 3, 4, 7] }, { round: 4, games: [], absent: [5, 6, 7] }] : [{ round: 3, games: [], absent: [5, 6, 7] }]),
  ];

  it('C.17: the MDP 1 meets 4, not 3 (who floated up two rounds before)', () => {
    // upfloatRounds with 2 losing R2, and a round 3 that 1-4 miss (absent: no float). Before R4: 1 on 2, 2, 3, 4 on 0.
    // 1 floats into {2, 3, 4}, has met 2: 1-3 or 1-4; 3 floated up in R2 (two rounds before): C.17 gives 1 to 4.
    // Right: 4-1 (1 absolute black), 3-2 (3 absolute white, 2 due black). Wrong: 3-1, 4-2 (every colour met too).
    const t = T(7, 6, upfloatRounds(true, false));
    check(t, P([[4, 1], [3, 2]]), P([[3, 1], [4, 2]]), 'C.17',
      /^In the bracket of 0 points, your pairing has 1 MDP opponent who floated up two rounds before, where 0 is possible/,
      /^0 puan grubunda eşlendirmenizde iki tur önce yukarı kayıp yine MDP ile eşlenenler: 1; oysa 0 mümkün/);
  });

  it('C.18: of two MDPs on 1½ (who met), 2 (the PAB in the previous round, a downfloat) is paired and 1 floats on', () => {
    // R1 1-2, 3-4, 6-5 drawn; R2 2 the PAB, 3-1 0-1, 4-5 ½, 6 absent; 3 and 5 absent in R3. Before R3: 1 (W B, due
    // white) and 2 (B, strongly due white) on 1½, have met; 4 (B W, due black) on 1; 6 (W, strongly due black) on ½.
    // Both float into {4}: 1-4 or 2-4 (both meet the preferences, one MDP floats on, C.6-C.17 equal); C.18: 2
    // floated down in R2, so 2 is paired and 1 floats: 2-4 (2 white), 1-6 (1 white). Wrong: 1-4, 2-6 (the
    // procedure's order, the higher MDP first, without C.18): 2 floats down twice running with 1½ points.
    const t = T(6, 5, [
      { round: 1, games: [g(1, 2, '1/2-1/2'), g(3, 4, '1/2-1/2'), g(6, 5, '1/2-1/2')] },
      { round: 2, games: [g(3, 1, '0-1'), g(4, 5, '1/2-1/2')], bye: 2, absent: [6] },
      { round: 3, games: [], absent: [3, 5] },
    ]);
    check(t, P([[2, 4], [1, 6]]), P([[1, 4], [2, 6]]), 'C.18',
      /^In the bracket of 1 point, your pairing has the scores of the downfloaters who also floated down in the previous round: 1\.5, where — is possible/,
      /^1 puan grubunda eşlendirmenizde bir önceki turda da aşağı kayanların puanları: 1\.5; oysa — mümkün/);
  });

  it('C.19: two MDPs (1 on 2, 2 on 1) and one opponent who floated up in the previous round (3): he meets the lower MDP', () => {
    // upfloatRounds with 2 winning R2. Before R3: 1 on 2, 2 on 1 (have met), 3 and 4 on 0; 3 floated up in R2.
    // Both MDPs are paired in {3, 4}, so one meets 3 (C.15: one either way); C.19 keeps the score difference of the
    // repeated upfloat small: 2-3, 1-4. Right: 4-1, 3-2. Wrong: 3-1, 4-2.
    const t = T(7, 5, upfloatRounds(false, true));
    check(t, P([[4, 1], [3, 2]]), P([[3, 1], [4, 2]]), 'C.19',
      /^In the bracket of 0 points, your pairing has the scores of the MDPs whose opponents floated up in the previous round: 2, where 1 is possible/,
      /^0 puan grubunda eşlendirmenizde rakibi bir önceki turda yukarı kaymış MDP'lerin puanları: 2; oysa 1 mümkün/);
  });

  it('C.20: of two MDPs on 1 (who met), 2 (a half-point bye two rounds before) is paired and 1 floats on', () => {
    // R1 1-3 ½, 2 and 4 half-point byes (downfloats), 5, 6 absent; R2 2-1 ½ (equal scores), the rest absent; 3 and 5
    // absent in R3. Before R3: 1 (W B, due white) and 2 (W, due black) on 1, have met; 4 on ½, 6 on 0 (no games).
    // Both float into {4}; one is paired with 4, the other with 6 (C.6-C.19 equal); C.20: 2 floated down two rounds
    // before, so 2 is paired: 4-2, 1-6. Wrong: 1-4, 6-2 (the higher MDP first, without C.20).
    const t = T(6, 5, [
      { round: 1, games: [g(1, 3, '1/2-1/2')], halfPointBye: [2, 4], absent: [5, 6] },
      { round: 2, games: [g(2, 1, '1/2-1/2')], absent: [3, 4, 5, 6] },
      { round: 3, games: [], absent: [3, 5] },
    ]);
    check(t, P([[4, 2], [1, 6]]), P([[1, 4], [6, 2]]), 'C.20',
      /^In the bracket of 0\.5 points, your pairing has the scores of the downfloaters who also floated down two rounds before: 1, where — is possible/,
      /^0\.5 puan grubunda eşlendirmenizde iki tur önce de aşağı kayanların puanları: 1; oysa — mümkün/);
  });

  it('C.21: as C.19, with the upfloat two rounds before', () => {
    // upfloatRounds with 2 winning R2 and a round 3 that 1-4 miss. Before R4: as before R3 in the C.19 case, 3's upfloat
    // two rounds back (C.17: one either way; C.21: 3 meets the lower MDP 2). Right: 4-1, 3-2. Wrong: 3-1, 4-2.
    const t = T(7, 6, upfloatRounds(true, true));
    check(t, P([[4, 1], [3, 2]]), P([[3, 1], [4, 2]]), 'C.21',
      /^In the bracket of 0 points, your pairing has the scores of the MDPs whose opponents floated up two rounds before: 2, where 1 is possible/,
      /^0 puan grubunda eşlendirmenizde rakibi iki tur önce yukarı kaymış MDP'lerin puanları: 2; oysa 1 mümkün/);
  });
});

describe('Dutch random rounds with the C.8 comparison limited to different downfloaters', () => {
  it('300 rounds on two seeds: no disagreement, and the quality criteria are named', () => {
    for (const seed of [1, 9000]) {
      expectRandomRounds('dutch', seed, ['criterion C.04.3 C.6', 'criterion C.04.3 C.7', 'criterion C.04.3 C.12', 'criterion C.04.3 C.14']);
    }
  }, 1_800_000);
});

// The state of a random event (seed 3010, round 2 of 4; 7 absent, 8 a half-point bye): bbpPairings (the endorsed
// reference) pairs it 4-1, 2-5, 17-3, 6-15, 9-12, 13-10, 11-14, 16 the PAB. The 1-point bracket {1-6, 17} is odd:
// one player floats; C.6-C.21 rank floating 3 or 6 alike, so 4.2 floats the lowest (6), who then misses his
// colour in the ½ bracket (6-15, both due white: C.12 there). An answer floating 3 instead (17-6, 3-15) has no colour
// miss below, but the brackets are paired one after the other: it is wrong by 4.2 in the 1-point bracket, not
// better on C.12 in the next.
const S3010 = "012 Random tournament 3010\n001    1      Ada 1                             2566                             1.0          9 w 1\n001    2      Bora 1                            2467                             1.0         10 b 1\n001    3  WGM Hakan 1                           2462                             1.0         11 w 1\n001    4      Nil 1                             2412                             1.0         12 b 1\n001    5      G\u00fcl 1                             2398                             1.0         13 w 1\n001    6      R\u00fczgar 1                          2378                             1.0         14 b 1\n001    7      Irmak 1                           2339                             0.5         15 w =  0000 - Z\n001    8      Pelin 1                           2205                             1.5         16 b 1  0000 - H\n001    9      Fatma 1                           2070                             0.0          1 b 0\n001   10      Kaan 1                            2063                             0.0          2 w 0\n001   11      Leyla 1                           1970                             0.0          3 b 0\n001   12      Selin 1                           1877                             0.0          4 w 0\n001   13      Deniz 1                           1818                             0.0          5 b 0\n001   14      Ece 1                             1796                             0.0          6 w 0\n001   15      O\u011fuz 1                            1795                             0.5          7 b =\n001   16      Mert 1                            1779                             0.0          8 w 0\n001   17      Cem 1                             1522                             1.0       0000 - U\nXXR 4\nXXC white1\n";
describe('Dutch (C.04.3 2025): a bracket is not overruled by the one below it', () => {
  it('floating 3 instead of 6 (the lowest) is wrong by 4.2 in the 1-point bracket, though it spares a colour miss below', () => {
    const t = readTrf(S3010, 's3010.trf');
    const right = P([[4, 1], [2, 5], [17, 3], [6, 15], [9, 12], [13, 10], [11, 14]], [16]);
    const r = markPairing(t, right, 'dutch');
    expect(r.right, renderMarking(r)).toBe(true);
    const m = markPairing(t, P([[4, 1], [2, 5], [17, 6], [3, 15], [9, 12], [13, 10], [11, 14]], [16]), 'dutch');
    expect(m.verdict, renderMarking(m)).toMatchObject({ kind: 'procedural', rule: 'C.04.3 4.2' });
    expect(m.verdict!.text.en).toMatch(/^In the bracket of 1 point, your pairing is as good on C\.5–C\.21, but .*they pair 3 and float 6/);
    expect(m.notes).toEqual([]);
  });
});

describe('Dutch (C.04.3 2025): an MDP given another opponent parts at the MDP-pairing (4.2), not at an exchange (test/fixtures/marking/dutch-mdp-opponent)', () => {
  // An outside tester's case (hakem generate --seed 5032, round 3; shared/cases/marking/dutch-mdp-opponent). The
  // answer is the system's pairing with 2–25 and 18–29 for 2–29 and 18–25. Everything above the 1-point bracket is
  // the same. The 1-point bracket (1.3.2): residents 1, 2, 6, 10, 18, 20, 21, 22, 23, 25, 27, 33, 38, 41, 47, 52, 58
  // and one MDP, 29 (1½ points). Both pairings pair all 18 (no downfloater) and grant every colour preference:
  // as good on C.5–C.21. The heterogeneous bracket pairs the MDP first (S1 = {29}, S2 the residents in order, 4.2),
  // then the remainder. Colour preferences from the file (1.6): 29 had Black then White → Black; 1 White then
  // Black → Black; 2 and 18 White then Black → White. S2's first resident, 1, would cost a preference (C.12: 29–1
  // both want Black); the next, 2, keeps every criterion with the remainder paired: 29–2. The answer's 29–18 is as
  // good but later in S2's order, so the paths part at the MDP's opponent. Hakem once called it "a different
  // exchange … 4.3.3": the remainder's S1 (1, 2, 6, … in the answer) only follows from the MDP's other opponent.
  const dir = join(__dirname, '../fixtures/marking/dutch-mdp-opponent');
  const t = readTrf(readFileSync(join(dir, 'ev.trf'), 'utf8'), 'ev.trf');
  it('the verdict names 4.2 and the MDP\'s opponent; the paths part at the MDPs\' step', () => {
    const m = markPairing(t, parseProposal(readFileSync(join(dir, 'answer.txt'), 'utf8')), 'dutch');
    expect(m.criteria.every((c) => c.verdict === 'equal')).toBe(true);
    expect(m.verdict, renderMarking(m)).toMatchObject({ kind: 'procedural', rule: 'C.04.3 4.2', players: [29, 2, 18] });
    expect(m.verdict!.text.en).toBe('In the bracket of 1 point, your pairing is as good on C.5–C.21, but the MDPs are paired first (the MDP-pairing; the remainder after it), highest first, each with the first resident of S2 that keeps the criteria: MDP 29 meets 2, where your pairing gives him 18: C.04.3 4.2');
    expect(m.verdict!.text.tr).toMatch(/MDP 29, 2 ile eşlenmeli, sizin eşlendirmenizde 18 ile: C\.04\.3 4\.2$/);
    expect(m.parting?.section.en).toBe('Bracket of 1 point');
    expect(m.parting?.step?.en).toMatch(/^MDPs paired here, highest first/);
  });
  it('29–1 (S2\'s first resident) costs two colour preferences: C.12, a criterion, before the procedure', () => {
    // 1–29: both want Black; with 27–18 and 2–25 for the remainder, 27 (Black, then absent) and 18 both want White:
    // two pairs that miss a preference, where the system's pairing has none
    const ans = readFileSync(join(dir, 'system.txt'), 'utf8').replace(/^2 29$/m, '1 29').replace(/^27 1$/m, '27 18').replace(/^18 25$/m, '2 25');
    const m = markPairing(t, parseProposal(ans), 'dutch');
    expect(m.verdict).toMatchObject({ kind: 'criterion', rule: 'C.04.3 C.12' });
    expect(m.criteria.find((c) => c.verdict === 'worse')).toMatchObject({ bracket: 1, proposal: '2', correct: '0' });
  });
  it('the system\'s pairing (system.txt) is right', () => {
    expect(markPairing(t, parseProposal(readFileSync(join(dir, 'system.txt'), 'utf8')), 'dutch').right).toBe(true);
  });
});
