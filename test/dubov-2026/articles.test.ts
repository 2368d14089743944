/**
 * FIDE Dubov system, C.04.4.1 in force from 1 February 2026 (`dubov-2026`): every article that decides something,
 * worked by hand from the text (as quoted in the py4swiss source) — the PAB (3.1), the upfloaters and the quality
 * criteria [C5]-[C10] with their last-round exceptions (2.3, 3.2.1-3.2.2), G1/G2 and the shifts (3.2.3-3.2.4, 4.3),
 * S1 and T2 (3.2.5, 4.4), the colours (1.6, 5.2), ARO (1.7), MaxT (1.8).
 */
import { describe, expect, it } from 'vitest';
import type { Colour } from '../../engine/model/types';
import { buildTournament } from '../../engine/model/build';
import { pairingSystem } from '../../engine/pairing/registry';
import { pairDubov2026 } from '../../engine/pairing/dubov-2026/index';
import { pairBracket } from '../../engine/pairing/dubov-2026/bracket';
import { allocateColours, colourPreference } from '../../engine/pairing/dubov-2026/colours';
import type { ColourPlayer } from '../../engine/pairing/dubov-2026/colours';
import { maxT, roundedAverage } from '../../engine/pairing/dubov-2026/players';
import type { DubovPlayer } from '../../engine/pairing/dubov-2026/players';
import { middleOut } from '../../engine/pairing/dubov-2026/order';
import { renderExplanation } from '../../engine/pairing/explain';
import { choosePab } from '../../engine/pairing/dubov-2026/bye';

const ok = (o: ReturnType<typeof pairDubov2026>) => {
  if (!o.ok) throw new Error(o.reason.en);
  return o;
};
const boards = (o: ReturnType<typeof pairDubov2026>) => ok(o).pairing.boards.map((b) => `${b.white}-${b.black}`);

function player(no: number, score: number, o: Partial<DubovPlayer> = {}): DubovPlayer {
  const history = o.history ?? [];
  return {
    no, name: '', rating: 2500 - 10 * no, score, aro: 0, history, pref: colourPreference(history, { colour: 'b', strength: 'mild' }),
    upfloats: 0, upfloatedLastRound: false, maximumUpfloater: false, gamesPlayed: history.length, scoredWithoutPlaying: [], opponents: new Set(), ...o,
  };
}
const legalExcept = (...met: Array<[number, number]>) => (a: number, b: number) => !met.some(([x, y]) => (x === a && y === b) || (x === b && y === a));

describe('registry', () => {
  it('dubov-2026 is registered beside the books\' dubov, naming its edition', () => {
    expect(pairingSystem('dubov-2026')!.name.en).toMatch(/C\.04\.4\.1, 2026/);
    expect(pairingSystem('dubov')).toBeDefined();
  });
});

describe('round 1 (3.2.3 first half by TPN, 3.2.5, 5.2.1; 3.1.5)', () => {
  const six = { players: [1, 2, 3, 4, 5, 6].map((no) => ({ no, rating: 2500 - 50 * no })), totalRounds: 5 };
  it('G1 = 1 2 3 (nobody has played: the first half by TPN), S1 against T2 = 4 5 6; odd TPN of the higher ranked takes the initial colour', () => {
    // S1 = 1, 2, 3 (ARO all 0, then TPN); T2 = 4, 5, 6 is legal. 5.2.1: 1 (odd) White; 2 (even) Black; 3 (odd) White.
    expect(boards(pairDubov2026(buildTournament({ ...six, firstColour: 'w' })))).toEqual(['1-4', '5-2', '3-6']);
    // initial colour Black: every pair the other way
    expect(boards(pairDubov2026(buildTournament({ ...six, firstColour: 'b' })))).toEqual(['4-1', '2-5', '6-3']);
  });
  it('seven players: the PAB goes to 7 (3.1.3 lowest score and 3.1.4 games played are equal for all, 3.1.5 the largest TPN)', () => {
    const o = ok(pairDubov2026(buildTournament({ players: [1, 2, 3, 4, 5, 6, 7].map((no) => ({ no, rating: 2500 - 50 * no })), totalRounds: 5, firstColour: 'w' })));
    expect(o.pairing.byes).toEqual([7]);
    expect(o.pairing.boards.map((b) => `${b.white}-${b.black}`)).toEqual(['1-4', '5-2', '3-6']);
  });
});

describe('PAB (3.1)', () => {
  // Players 1-4 play rounds 1 and 2; 5 enters late (absent, zero points, in rounds 1 and 2).
  // R1: 1-3 1-0, 4-2 0-1. R2: 2-1 1-0, 3-4 1-0. Before round 3: 2 has 2, 1 and 3 have 1, 4 and 5 have 0.
  const base = {
    players: [1, 2, 3, 4, 5].map((no) => ({ no, rating: 2500 - 100 * no })),
    totalRounds: 5, firstColour: 'w' as Colour,
    rounds: [
      { round: 1, games: [{ white: 1, black: 3, result: '1-0' }, { white: 4, black: 2, result: '0-1' }], absent: [5] },
      { round: 2, games: [{ white: 2, black: 1, result: '1-0' }, { white: 3, black: 4, result: '1-0' }], absent: [5] },
    ],
  };
  it('goes to the lowest score with the most games played (3.1.4): 4, not 5 the lowest rated (the books\' rule)', () => {
    // 3.1.3: 4 and 5 have 0 points; 3.1.4: 4 has played 2 games, 5 none: 4 takes the PAB.
    // Then the 2-point bracket {2} needs one upfloater (3.2.1); 4.2's order is 1, 3 (1 point, by TPN), 5.
    // 2 has met 1 ([C1]); 3 (1 point, [C6] difference 1) before 5 (difference 2). {1, 5} below pair ([C4]).
    // 2 ([b,w]) and 3 ([b,w]) both prefer mild Black: 5.2.2-5.2.4 do not decide (same histories), 5.2.5 gives the
    // higher ranked 2 (2 points) Black: 3-2. Bracket 1: {1}, upfloater 5: 1 mild White, 5 none played (1.6.4 mild
    // Black): 1-5 (5.2.2).
    const o = ok(pairDubov2026(buildTournament(base)));
    expect(o.pairing.byes).toEqual([4]);
    expect(o.pairing.boards.map((b) => `${b.white}-${b.black}`)).toEqual(['3-2', '1-5']);
    const text = renderExplanation(o.explanation);
    expect(text).toContain('PAB: 4');
    expect(text).toMatch(/3-2: the higher ranked player's preference granted .*\[C\.04\.4\.1 \(2026\) 5\.2\.5\]/);
  });
  it('[C2] (3.1.1): not to a player who had a PAB or a win without playing, however low', () => {
    // 1 (0 points, most games) won a game by forfeit in round 2: barred; 2 (0 points) is next by 3.1.3-3.1.4.
    const c = [{ no: 1, score: 0, gamesPlayed: 3, scoredWithoutPlaying: [2] }, { no: 2, score: 0, gamesPlayed: 2, scoredWithoutPlaying: [] }, { no: 3, score: 1, gamesPlayed: 4, scoredWithoutPlaying: [] }, { no: 4, score: 2, gamesPlayed: 4, scoredWithoutPlaying: [] }, { no: 5, score: 2, gamesPlayed: 4, scoredWithoutPlaying: [] }];
    const r = choosePab(c, () => true, (a, b) => b.no - a.no);
    expect(r.bye?.no).toBe(2);
    expect(r.barred.map((p) => p.no)).toEqual([1]);
  });
  it('3.1.2: not to a player whose absence leaves no complete pairing of the others', () => {
    // 3.1.2: five players, 5 lowest; but if 5 sits out, 1 (who has met 2 and 3 and may not meet 4) has no opponent.
    const blocked = buildTournament({ ...base, rounds: [base.rounds[0], { round: 2, games: [{ white: 2, black: 1, result: '1-0' }, { white: 4, black: 3, result: '0-1' }], absent: [5] }] });
    blocked.forbidden = [[1, 4]];
    const b = ok(pairDubov2026(blocked));
    // 3.1.3: 4 (0 points, 2 games) first: without 4, {1,2,3,5}: 1-5 and 2-3 pair, so 4 takes it.
    expect(b.pairing.byes).toEqual([4]);
    blocked.forbidden = [[1, 5]];
    // now without 4, 1 can meet neither 2, 3 (met) nor 5 (forbidden): 4 is refused (3.1.2); 5 is next (0 points).
    const c = ok(pairDubov2026(blocked));
    expect(c.pairing.byes).toEqual([5]);
    expect(renderExplanation(c.explanation)).toContain('4 cannot take the PAB: the other players could then not all be paired.');
  });
});

describe('upfloaters: [C5]-[C10] and the last-round exceptions (2.3, 3.2.1-3.2.2, 4.2)', () => {
  // Resident 1 (2 points, prefers White after [b]) needs one upfloater from {2, 3} (1 point), 4.2's order 2 then 3;
  // 4, 5 and 6 (0 points) are below too; the one of 2 and 3 not upfloated pairs down there.
  const r1 = () => player(1, 2, { history: ['b'] });
  const low = () => [player(4, 0, { history: ['w'] }), player(5, 0, { history: ['b'] }), player(6, 0, { history: ['b'] })];
  const pick = (two: DubovPlayer, three: DubovPlayer, lastRound = false, met: Array<[number, number]> = []) =>
    pairBracket({ residents: [r1()], below: [two, three, ...low()], legal: legalExcept(...met), lastRound })!.upfloaters.map((p) => p.no);

  it('4.2: with nothing else to choose, the first in order (descending score, ascending TPN) is upfloated', () => {
    expect(pick(player(2, 1, { history: ['w'] }), player(3, 1, { history: ['w'] }))).toEqual([2]);
  });
  it('[C6]: the higher-scored upfloater first, whatever 4.2\'s TPN order', () => {
    // 2 has ½ point, 3 has 1: the score difference ½... is 1½ against 1: 3.
    expect(pick(player(2, 0.5, { history: ['w'] }), player(3, 1, { history: ['w'] }))).toEqual([3]);
  });
  it('[C10]: floating up twice in a row is allowed, only avoided: 3 is chosen over 2 who upfloated last round; alone, 2 floats again', () => {
    expect(pick(player(2, 1, { history: ['w'], upfloats: 1, upfloatedLastRound: true }), player(3, 1, { history: ['w'] }))).toEqual([3]);
    // 3 has met 1 ([C1]): 2 floats up a second round running (not forbidden, unlike the books' edition)
    expect(pick(player(2, 1, { history: ['w'], upfloats: 1, upfloatedLastRound: true }), player(3, 1, { history: ['w'] }), false, [[1, 3]])).toEqual([2]);
  });
  it('[C8]: a maximum upfloater (1.8) is avoided; [C9]: of two maximum upfloaters, the one upfloated fewer times', () => {
    expect(pick(player(2, 1, { history: ['w'], upfloats: 3, maximumUpfloater: true }), player(3, 1, { history: ['w'] }))).toEqual([3]);
    expect(pick(player(2, 1, { history: ['w'], upfloats: 4, maximumUpfloater: true }), player(3, 1, { history: ['w'], upfloats: 3, maximumUpfloater: true }))).toEqual([3]);
  });
  it('the last round: [C8], [C9] and [C10] do not apply, 4.2\'s order decides', () => {
    expect(pick(player(2, 1, { history: ['w'], upfloats: 1, upfloatedLastRound: true }), player(3, 1, { history: ['w'] }), true)).toEqual([2]);
    expect(pick(player(2, 1, { history: ['w'], upfloats: 3, maximumUpfloater: true }), player(3, 1, { history: ['w'] }), true)).toEqual([2]);
  });
  it('[C7] ranks above [C8]-[C10]: the maximum upfloater who gets his colour beats the one who would not', () => {
    // 1 prefers White (after [b]); 2 (maximum upfloater) prefers Black (after [w]); 3 prefers White (after [b]).
    expect(pick(player(2, 1, { history: ['w'], upfloats: 3, maximumUpfloater: true }), player(3, 1, { history: ['b'] }))).toEqual([2]);
  });
  it('[C5]/[C4]: no more upfloaters than needed, and none whose absence below leaves the rest unpairable', () => {
    // 2 and 3 are upfloat candidates; below, 4 may meet only 2 (and 1): upfloating 2 would strand 4.
    const r = pairBracket({ residents: [r1()], below: [player(2, 1, { history: ['w'] }), player(3, 1, { history: ['w'] }), ...low()], legal: legalExcept([4, 3], [4, 5], [4, 6]), lastRound: false })!;
    expect(r.criteria.upfloaters).toBe(1);
    expect(r.upfloaters.map((p) => p.no)).toEqual([3]);
    expect(r.passedOver.map((p) => p.no)).toEqual([2]);
  });
});

describe('G1/G2 (3.2.3), their re-composition (3.2.4, 4.3) and T2 (3.2.5, 4.4)', () => {
  it('4.3.3: sequence numbers from the (remaining) middle of the list, the higher position first between two', () => {
    expect(middleOut(['A', 'B', 'C', 'D', 'E', 'F', 'G']).join('')).toBe('DCEBFAG');
    expect(middleOut(['A', 'B', 'C', 'D', 'E', 'F']).join('')).toBe('CDBEAF');
  });
  it('four white seekers: two are shifted to G2 from the middle of G1 (by ARO); S1 by ARO meets T2 by TPN', () => {
    // All four played one game with Black: strong White preference, G1 = all, G2 empty (3.2.3).
    // 3.2.4.2: shift 2 from G1; G1 by ascending ARO (4.3.2): 4 (1800), 3 (1900), 2 (2000), 1 (2100);
    // 4.3.3: middle of four: 3 and 2, the higher position first: 3; then the middle of 4, 2, 1: 2. G2 = {3, 2}.
    // S1 = 4, 1 (ARO); T2 by TPN: 2, 3 → 4-2 and 1-3. Colours: same preferences and histories, 5.2.5 gives the
    // higher ranked (smaller TPN, same score) White: 2-4, 1-3.
    const ps = [player(1, 1, { history: ['b'], aro: 2100 }), player(2, 1, { history: ['b'], aro: 2000 }), player(3, 1, { history: ['b'], aro: 1900 }), player(4, 1, { history: ['b'], aro: 1800 })];
    const r = pairBracket({ residents: ps, below: [], legal: () => true, lastRound: false })!;
    expect(r.g1.map((p) => p.no)).toEqual([1, 2, 3, 4]);
    expect(r.shift2.players.map((p) => p.no).sort()).toEqual([2, 3]);
    expect(r.s1.map((p) => p.no)).toEqual([4, 1]);
    expect(r.t2.map((p) => p.no)).toEqual([2, 3]);
    expect(r.criteria.colourMisses).toBe(2);
  });
  it('3.2.4.1: two players of G1 who can meet only each other are an unavoidable pair: one is shifted to G2, then one of G2 back', () => {
    // 1, 2 prefer White; 3, 4 Black; 3 and 4 have met 1 and 2. 1-2 and 3-4 are unavoidable.
    const ps = [player(1, 1, { history: ['b'] }), player(2, 1, { history: ['b'] }), player(3, 1, { history: ['w'] }), player(4, 1, { history: ['w'] })];
    const r = pairBracket({ residents: ps, below: [], legal: legalExcept([1, 3], [1, 4], [2, 3], [2, 4]), lastRound: false })!;
    expect(r.shift1.from).toBe('G1');
    expect(r.shift1.players).toHaveLength(1);
    expect(r.shift2.players).toHaveLength(1);
    expect(r.pairs.map(([a, b]) => [a.no, b.no].sort().join('-')).sort()).toEqual(['1-2', '3-4']);
  });
  it('3.2.5: T2 is the first transposition of G2 (TPN order) that can be completed legally', () => {
    // G1 = {1, 2} (White), G2 = {3, 4} (Black). S1 by ARO: 2 (1900), 1 (2000). T2 = 3, 4 unless 2 has met 3.
    const ps = () => [player(1, 1, { history: ['b'], aro: 2000 }), player(2, 1, { history: ['b'], aro: 1900 }), player(3, 1, { history: ['w'] }), player(4, 1, { history: ['w'] })];
    expect(pairBracket({ residents: ps(), below: [], legal: () => true, lastRound: false })!.pairs.map(([a, b]) => `${a.no}-${b.no}`)).toEqual(['2-3', '1-4']);
    expect(pairBracket({ residents: ps(), below: [], legal: legalExcept([2, 3]), lastRound: false })!.pairs.map(([a, b]) => `${a.no}-${b.no}`)).toEqual(['2-4', '1-3']);
  });
});

describe('colours (1.6, 5.2)', () => {
  const cp = (no: number, history: Colour[]): ColourPlayer => ({ no, history, pref: colourPreference(history, { colour: 'b', strength: 'mild' }) });
  const byTpn = (a: ColourPlayer, b: ColourPlayer) => a.no < b.no;
  it('1.6: absolute beyond ±1 or twice the same colour; strong at ±1; mild at 0; no game: mild Black (1.6.4)', () => {
    expect(colourPreference(['w', 'w'], { colour: 'b', strength: 'mild' })).toEqual({ colour: 'b', strength: 'absolute' });
    expect(colourPreference(['w', 'b', 'b'], { colour: 'b', strength: 'mild' })).toEqual({ colour: 'w', strength: 'absolute' });
    expect(colourPreference(['w'], { colour: 'b', strength: 'mild' })).toEqual({ colour: 'b', strength: 'strong' });
    expect(colourPreference(['w', 'b'], { colour: 'b', strength: 'mild' })).toEqual({ colour: 'w', strength: 'mild' });
    expect(colourPreference([], { colour: 'b', strength: 'mild' })).toEqual({ colour: 'b', strength: 'mild' });
  });
  it('5.2.2 both preferences; 5.2.3 the stronger; 5.2.4 alternation; 5.2.5 the higher ranked', () => {
    expect(allocateColours(cp(1, ['w', 'b']), cp(2, ['b', 'w']), 'w', byTpn, byTpn)).toMatchObject({ white: 1, black: 2, article: '5.2.2' });
    // both prefer White: 2 strongly ([b]), 1 mildly ([w, b]): 2 White
    expect(allocateColours(cp(1, ['w', 'b']), cp(2, ['b']), 'w', byTpn, byTpn)).toMatchObject({ white: 2, black: 1, article: '5.2.3' });
    // both mild Black with different pasts: latest games both White, then 1 Black and 2 White: reversed, 1 White
    expect(allocateColours(cp(1, ['b', 'w', 'b', 'w']), cp(2, ['w', 'b', 'b', 'w']), 'w', byTpn, byTpn)).toMatchObject({ white: 2, black: 1, article: '5.2.4' });
    // same pasts: the higher ranked (here 1) gets his preference (Black)
    expect(allocateColours(cp(1, ['b', 'w']), cp(2, ['b', 'w']), 'w', byTpn, byTpn)).toMatchObject({ white: 2, black: 1, article: '5.2.5' });
  });
});

describe('ARO (1.7) and MaxT (1.8)', () => {
  it('1.7.1 rounded to the nearest integer, the higher at .5; 1.8.2 MaxT = 2 + [Rnds/5]', () => {
    expect(roundedAverage(3001, 2)).toBe(1501);
    expect(roundedAverage(3000, 2)).toBe(1500);
    expect(roundedAverage(4001, 3)).toBe(1334);
    expect(roundedAverage(0, 0)).toBe(0);
    expect([4, 5, 9, 10, 11].map(maxT)).toEqual([2, 3, 3, 4, 4]);
  });
  it('ARO counts games played over the board only (a forfeit does not count)', () => {
    const t = buildTournament({
      players: [{ no: 1, rating: 2000 }, { no: 2, rating: 1800 }, { no: 3, rating: 1601 }, { no: 4, rating: 1500 }], totalRounds: 5, firstColour: 'w',
      rounds: [{ round: 1, games: [{ white: 1, black: 3, result: '1-0' }, { white: 2, black: 4, result: '+-' }] }],
    });
    const text = renderExplanation(ok(pairDubov2026(t)).explanation);
    expect(text).toContain('1: 1 pts, R 2000, ARO 1601');
    expect(text).toContain('2: 1 pts, R 1800, ARO 0');
  });
});

describe('refusals', () => {
  it('without the number of rounds (1.8.2, the last round) or with an unrated player (1.1), says so and pairs nothing', () => {
    const t = buildTournament({ players: [{ no: 1, rating: 2000 }, { no: 2, rating: 1900 }], rounds: [{ round: 1, games: [{ white: 1, black: 2, result: '1-0' }] }] });
    expect(() => pairDubov2026(t)).toThrow(/XXR/);
    const u = buildTournament({ players: [{ no: 1, rating: 2000 }, { no: 2 }], totalRounds: 3 });
    expect(() => pairDubov2026(u)).toThrow(/player\(s\) 2 have no rating.*1\.1/);
    const baku = buildTournament({ players: [{ no: 1, rating: 2000 }, { no: 2, rating: 1900 }], totalRounds: 3 });
    baku.otherLines = ['192 FIDE_DUBOV_BAKU'];
    expect(() => pairDubov2026(baku)).toThrow(/asks for the Baku acceleration \(192 FIDE_DUBOV_BAKU\), which dubov-2026 does not apply/);
  });
});
