/**
 * FIDE Burstein system, C.04.4.2 in force from 1 February 2026 (`burstein-2026`), article by article, worked by hand
 * from the text (as quoted in the py4swiss source): the seeding rounds (1.6), the Index (1.7) and the ranking (1.8),
 * the PAB (3.1), the bracket pairing (3.2, [C5]-[C8]) in Article 4's order (top half against bottom half), and the
 * colours (1.5, 5.2).
 */
import { describe, expect, it } from 'vitest';
import type { Colour } from '../../engine/model/types';
import { buildTournament } from '../../engine/model/build';
import { pairingSystem } from '../../engine/pairing/registry';
import { pairBurstein2026 } from '../../engine/pairing/burstein-2026/index';
import { pairBursteinBracket } from '../../engine/pairing/burstein-2026/bracket';
import { bursteinPlayers, seedingRounds } from '../../engine/pairing/burstein-2026/players';
import type { BursteinPlayer } from '../../engine/pairing/burstein-2026/players';
import { allocateColours, colourPreference } from '../../engine/pairing/dubov-2026/colours';
import { choosePab } from '../../engine/pairing/dubov-2026/bye';
import { rankCompare } from '../../engine/pairing/burstein-2026/players';
import { renderExplanation } from '../../engine/pairing/explain';

function p(no: number, score: number, o: Partial<BursteinPlayer> = {}): BursteinPlayer {
  const history = o.history ?? ['w', 'b'];
  return {
    no, name: '', score, history, pref: colourPreference(history, { strength: 'none' }), buchholz: 10 - no, sonnebornBerger: 0,
    gamesPlayed: history.length, scoredWithoutPlaying: [], opponents: new Set(), trailingZeroByes: 0, ...o,
  };
}
const legalExcept = (...met: Array<[number, number]>) => (a: number, b: number) => !met.some(([x, y]) => (x === a && y === b) || (x === b && y === a));
const pairsOf = (r: ReturnType<typeof pairBursteinBracket>) => r!.pairs.map(([a, b]) => `${a.no}-${b.no}`);

describe('registry', () => {
  it('burstein-2026 is registered beside the books\' burstein, naming its edition', () => {
    expect(pairingSystem('burstein-2026')!.name.en).toMatch(/C\.04\.4\.2, 2026/);
    expect(pairingSystem('burstein')).toBeDefined();
  });
});

describe('seeding rounds (1.6)', () => {
  it('1.6.2: half the rounds, rounded down, at most four', () => {
    expect([3, 5, 7, 8, 9, 11].map(seedingRounds)).toEqual([1, 2, 3, 4, 4, 4]);
  });
  it('1.6.1: a seeding round is paired by the FIDE (Dutch) System, and the explanation says so', () => {
    const t = buildTournament({ players: [1, 2, 3, 4, 5, 6, 7].map((no) => ({ no, rating: 2600 - 100 * no })), totalRounds: 7, firstColour: 'w' });
    const o = pairBurstein2026(t);
    const d = pairingSystem('dutch')!.pair(t, {});
    expect(o.ok && d.ok).toBe(true);
    if (!o.ok || !d.ok) return;
    // C.04.3 round 1: S1 = 1 2 3 against S2 = 4 5 6, 7 (the lowest) gets the PAB; 1 White, alternating
    expect(o.pairing.boards.map((b) => `${b.white}-${b.black}`)).toEqual(['1-4', '5-2', '3-6']);
    expect(o.pairing).toEqual(d.pairing);
    expect(renderExplanation(o.explanation)).toContain('seeding round: paired by the FIDE (Dutch) System, C.04.3');
  });
});

describe('the Index (1.7) and the pairing of round 3 of a 4-round event (after 2 seeding rounds)', () => {
  // R1: 1-4 1-0, 2-5 ½-½, 3-6 1-0. R2: 1-2 1-0, 3-5 0-1, 4 the PAB, 6 absent (zero-point bye).
  // Scores: 1: 2, 2: ½, 3: 1, 4: 1, 5: 1½, 6: 0 (6's last round a zero-point bye: a draw for his opponents, 1.7.2.3).
  const t = buildTournament({
    players: [1, 2, 3, 4, 5, 6].map((no) => ({ no, rating: 2600 - 100 * no })), totalRounds: 4, firstColour: 'w',
    rounds: [
      { round: 1, games: [{ white: 1, black: 4, result: '1-0' }, { white: 2, black: 5, result: '1/2-1/2' }, { white: 3, black: 6, result: '1-0' }] },
      { round: 2, games: [{ white: 1, black: 2, result: '1-0' }, { white: 3, black: 5, result: '0-1' }], bye: 4 },
    ],
  });
  t.rounds[1].unpaired.push({ player: 6, code: 'Z' });
  it('Buchholz and Sonneborn-Berger with the current scores; an unplayed round is a game against oneself (1.7.2)', () => {
    const ps = bursteinPlayers(t, 3);
    const idx = (no: number) => [ps.get(no)!.buchholz, ps.get(no)!.sonnebornBerger];
    expect(idx(1)).toEqual([1.5, 1.5]); // 4 (1) + 2 (½); 1×1 + 1×½
    expect(idx(2)).toEqual([3.5, 0.75]); // 5 (1½) + 1 (2); ½×1½
    expect(idx(3)).toEqual([2, 0.5]); // 6 (0, and ½ for his zero-point bye, 1.7.2.3) + 5 (1½); 1×½
    expect(idx(4)).toEqual([3, 1]); // 1 (2) + the PAB against himself (1); PAB 1×1
    expect(idx(5)).toEqual([1.5, 1.25]); // 2 (½) + 3 (1); ½×½ + 1×1
    expect(idx(6)).toEqual([1, 0]); // 3 (1) + the zero-point bye against himself (0)
  });
  it('pairs bracket by bracket, floaters down, colours by 5.2', () => {
    // Bracket 2: {1} floats ([C7]: 1-5 possible below). Bracket 1½: {1, 5}: 1-5; 1 has had White twice (absolute
    // Black), 5 Black twice (absolute White): both granted (5.2.2), 5-1. Bracket 1: {3, 4}: 3 White twice (absolute
    // Black), 4 one game with Black (strong White): 4-3 (5.2.2). Bracket ½: {2} floats; bracket 0: {2, 6}: 6 one game
    // with Black (strong White), 2 W then B (mild White): the stronger (5.2.3), 6-2.
    const o = pairBurstein2026(t);
    expect(o.ok).toBe(true);
    if (!o.ok) return;
    expect(o.pairing.boards.map((b) => `${b.white}-${b.black}`)).toEqual(['5-1', '4-3', '6-2']);
    expect(renderExplanation(o.explanation)).toContain('1 zero-point bye(s) at the end, a draw each for his opponents (1.7.2.3)');
    const tr = renderExplanation(o.explanation, 'tr');
    expect(tr).toContain('İndekse göre BSN (1.8)');
    expect(tr).toContain('5-1: iki tercih de karşılandı (1: mutlak siyah; 5: mutlak beyaz)');
    expect(tr).toContain('6-2: güçlü olan tercih karşılandı');
  });
});

describe('the bracket (3.2, Article 4)', () => {
  it('4.3: the top half meets the bottom half: BSN 1-6, 2-5, 3-4', () => {
    const ps = [1, 2, 3, 4, 5, 6].map((no) => p(no, 2));
    expect(pairsOf(pairBursteinBracket({ bracket: ps, next: [], rest: [], legal: () => true }))).toEqual(['1-6', '2-5', '3-4']);
  });
  it('4.1/1.8: BSN by the Index (Buchholz, then Sonneborn-Berger, then TPN), not by score or TPN alone', () => {
    // 6 has the highest Buchholz: BSN 1; 2 and 3 tie on Buchholz, 3 has the higher SB; 1 and 4 tie on both: TPN.
    const ps = [p(1, 2, { buchholz: 5 }), p(2, 2, { buchholz: 7, sonnebornBerger: 1 }), p(3, 2, { buchholz: 7, sonnebornBerger: 2 }), p(4, 2, { buchholz: 5 }), p(5, 2, { buchholz: 4 }), p(6, 2, { buchholz: 9 })];
    const r = pairBursteinBracket({ bracket: ps, next: [], rest: [], legal: () => true })!;
    expect(r.bsn.map((x) => x.no)).toEqual([6, 3, 2, 1, 4, 5]);
    expect(pairsOf(r)).toEqual(['6-5', '3-4', '2-1']);
  });
  it('4.3: when BSN 1 has met the last, he takes the largest BSN he may: 1-5, then 2-6, 3-4', () => {
    const ps = [1, 2, 3, 4, 5, 6].map((no) => p(no, 2));
    expect(pairsOf(pairBursteinBracket({ bracket: ps, next: [], rest: [], legal: legalExcept([1, 6]) }))).toEqual(['1-5', '2-6', '3-4']);
  });
  it('4.2: an odd bracket: the virtual player (BSN 0) is BSN 1\'s last choice, so the middle player floats: 1-5, 2-4, 3 down', () => {
    const ps = [1, 2, 3, 4, 5].map((no) => p(no, 2));
    const r = pairBursteinBracket({ bracket: ps, next: [p(7, 1), p(8, 1), p(9, 1)], rest: [], legal: () => true })!;
    expect(pairsOf(r)).toEqual(['1-5', '2-4']);
    expect(r.floaters.map((x) => x.no)).toEqual([3]);
  });
  it('[C6]: the incoming floater (higher score) is paired and a resident floats, whatever the order', () => {
    // 9 came down with 3 points; residents 1, 2 (2 points). 9 has the lowest Index: BSN 3; 1-9 is Article 4's first.
    const r = pairBursteinBracket({ bracket: [p(1, 2), p(2, 2), p(9, 3, { buchholz: 0 })], next: [p(4, 1)], rest: [], legal: () => true })!;
    expect(pairsOf(r)).toEqual(['1-9']);
    expect(r.floaters.map((x) => x.no)).toEqual([2]);
  });
  it('[C7]: the floater is chosen so that the following bracket can be paired', () => {
    // Bracket {1,2,3}; Article 4 alone would float 2 (1-3 first). Below: {4}; 4 has met 2: 2 cannot be paired there.
    const r = pairBursteinBracket({ bracket: [p(1, 2), p(2, 2), p(3, 2)], next: [p(4, 1)], rest: [], legal: legalExcept([2, 4]) })!;
    expect(pairsOf(r)).toEqual(['1-2']);
    expect(r.floaters.map((x) => x.no)).toEqual([3]);
  });
  it('[C8]: colours before Article 4\'s order: 1-3 and 2-4 (no miss) rather than 1-4 and 2-3 (two misses)', () => {
    const w: Colour[] = ['b', 'w', 'b'];
    const b: Colour[] = ['w', 'b', 'w'];
    const ps = [p(1, 2, { history: w }), p(2, 2, { history: b }), p(3, 2, { history: b }), p(4, 2, { history: w })];
    const r = pairBursteinBracket({ bracket: ps, next: [], rest: [], legal: () => true })!;
    expect(pairsOf(r)).toEqual(['1-3', '2-4']);
    expect(r.colourMisses).toBe(0);
  });
});

describe('PAB (3.1.5) and colours (5.2.5) by the ranking of 1.8', () => {
  it('3.1.5: at equal score and games, the PAB goes to the lowest by the Index, not the largest TPN', () => {
    const c = [p(1, 3), p(2, 3), p(3, 0, { buchholz: 2 }), p(4, 0, { buchholz: 5 }), p(5, 3)];
    expect(choosePab(c, () => true, (a, b) => -rankCompare(a, b)).bye?.no).toBe(3);
  });
  it('5.2.5: the player ranked higher by the Index gets his preference; a player who has not played has none (1.5.4)', () => {
    expect(colourPreference([], { strength: 'none' })).toEqual({ strength: 'none' });
    // 2 (1 point, TPN 2) and 7 (1 point, TPN 7) both played W, B: mild White each, same pasts (5.2.2-5.2.4 do not
    // decide). By score and TPN 2 is the higher; by the Index (1.8) 7 is (Buchholz 6 against 4): 7 gets White.
    const a = p(2, 1, { buchholz: 4 }), b = p(7, 1, { buchholz: 6 });
    const byScore = (x: { no: number }, y: { no: number }) => x.no < y.no;
    const by18 = (x: { no: number }, y: { no: number }) => rankCompare(x.no === 2 ? a : b, y.no === 2 ? a : b) < 0;
    expect(allocateColours(a, b, 'w', byScore, by18)).toMatchObject({ white: 7, black: 2, article: '5.2.5' });
    // 1.5.4: against a player without a game, the other's preference is granted (5.2.2)
    expect(allocateColours(p(3, 0, { history: [], pref: { strength: 'none' } }), p(4, 0, { history: ['w'] }), 'w', byScore, by18)).toMatchObject({ white: 3, black: 4, article: '5.2.2' });
  });
});

describe('refusals', () => {
  it('without the number of rounds (1.6.2) it says so and pairs nothing', () => {
    expect(() => pairBurstein2026(buildTournament({ players: [{ no: 1 }, { no: 2 }] }))).toThrow(/XXR/);
    const baku = buildTournament({ players: [{ no: 1 }, { no: 2 }], totalRounds: 5 });
    baku.info.type = 'FIDE_BAKU_ACCEL';
    expect(() => pairBurstein2026(baku)).toThrow(/asks for the Baku acceleration \(092 FIDE_BAKU_ACCEL\), which burstein-2026 does not apply/);
  });
});
