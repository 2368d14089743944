/**
 * The Dutch fast path's parts: the class-level bound (a min-cost transportation, checked against
 * exhaustive search) and the bracket paired in the rules' order (expected pairings worked by hand
 * from C.04.3: 4.2 S1/S2, 4.3.2 transpositions, C.12-C.14; the pairing must come out null where
 * only an exchange or a rematch-free search beyond the greedy order reaches the optimum).
 */
import { describe, expect, it } from 'vitest';
import { transportationCost } from '../../engine/pairing/dutch/transportation';
import { pairBracketFast, type FastBracketInput } from '../../engine/pairing/dutch/fastBracket';
import type { DutchPlayer, FloatDir } from '../../engine/pairing/dutch/players';
import type { Colour } from '../../engine/model/types';
import { seededRandom } from '../../engine/random/seeded';

/** Exhaustive minimum: every way of sending the units, one at a time (small totals only). */
function bruteTransport(supply: number[], demand: number[], cost: number[][]): number {
  const left = supply.slice();
  const open = demand.slice();
  const go = (): number => {
    const i = left.findIndex((s) => s > 0);
    if (i < 0) return open.every((d) => d === 0) ? 0 : Infinity;
    let best = Infinity;
    left[i]--;
    for (let j = 0; j < open.length; j++) {
      if (open[j] === 0 || cost[i][j] === Infinity) continue;
      open[j]--;
      best = Math.min(best, cost[i][j] + go());
      open[j]++;
    }
    left[i]++;
    return best;
  };
  return go();
}

describe('transportation (the class-level bound)', () => {
  it('sends the second unit through a backward arc when the first choice blocks the cheap plan', () => {
    // row 0 may go anywhere for free; row 1 costs 5 to column 0 and 100 to column 1: best 0 + 5
    expect(transportationCost([1, 1], [1, 1], [[0, 0], [5, 100]])).toBe(5);
  });
  it('splits a row over two columns', () => {
    expect(transportationCost([2, 1], [1, 2], [[0, 1], [1, 0]])).toBe(1);
  });
  it('is Infinity when a column cannot be reached or the totals differ', () => {
    expect(transportationCost([1, 1], [1, 1], [[Infinity, 0], [Infinity, 0]])).toBe(Infinity);
    expect(transportationCost([2], [1], [[0]])).toBe(Infinity);
    expect(transportationCost([], [], [])).toBe(0);
  });
  it('matches exhaustive search on 300 random problems', () => {
    const r = seededRandom(11);
    for (let t = 0; t < 300; t++) {
      const R = 1 + Math.floor(r() * 4);
      const C = 1 + Math.floor(r() * 4);
      const supply = Array.from({ length: R }, () => Math.floor(r() * 3));
      const total = supply.reduce((a, b) => a + b, 0);
      const demand = new Array<number>(C).fill(0);
      for (let u = 0; u < total; u++) demand[Math.floor(r() * C)]++;
      const cost = supply.map(() => demand.map(() => (r() < 0.15 ? Infinity : Math.floor(r() * 6))));
      expect(transportationCost(supply, demand, cost)).toBe(bruteTransport(supply, demand, cost));
    }
  });
});

/** A player as the Dutch context describes him; colour `pref` mild unless said otherwise. */
function player(no: number, pref: Colour | undefined, o: Partial<DutchPlayer> = {}): DutchPlayer {
  return {
    no,
    name: `P${no}`,
    rank: no - 1,
    score: 2,
    realScore: 2,
    colours: pref ? [pref === 'w' ? 'b' : 'w'] : [],
    pref,
    imbalance: pref ? 1 : 0,
    absolute: false,
    strong: false,
    float1: null as FloatDir,
    float2: null as FloatDir,
    byeEligible: true,
    playedGames: pref ? 1 : 0,
    forbidden: new Set<number>(),
    ...o,
  };
}

const met = (a: DutchPlayer, b: DutchPlayer) => !a.forbidden.has(b.no) && !b.forbidden.has(a.no);
const rules = { lastRound: false, topscorerThreshold: 99 };
const nos = (pairs: Array<[DutchPlayer, DutchPlayer]>) => pairs.map(([a, b]) => `${a.no}-${b.no}`);
const bracket = (input: Omit<FastBracketInput, 'canMeet' | 'rules' | 'mdps'> & { mdps?: DutchPlayer[] }) => pairBracketFast({ canMeet: met, rules, mdps: [], ...input });

describe('a bracket paired in the rules order, proved by the bound', () => {
  it('transposes S2 so that every colour preference is met (4.3.2, C.12)', () => {
    // S1 = 1 W, 2 W, 3 B; S2 = 4 W, 5 B, 6 B. 1-4 would leave a W-W pair; 1-5, 2-6, 3-4 meets all.
    const ps = [player(1, 'w'), player(2, 'w'), player(3, 'b'), player(4, 'w'), player(5, 'b'), player(6, 'b')];
    const out = bracket({ residents: ps });
    expect(out && nos(out.pairs)).toEqual(['1-5', '2-6', '3-4']);
    expect(out?.s1.map((p) => p.no)).toEqual([1, 2, 3]);
  });

  it('refuses a pair without conflict of its own when it would force one later', () => {
    // S1 = 1 (no preference yet), 2 W; S2 = 3 B, 4 W. 1-3 costs nothing but leaves 2-4 (W-W);
    // 1-4 and 2-3 meet every preference.
    const ps = [player(1, undefined), player(2, 'w'), player(3, 'b'), player(4, 'w')];
    const out = bracket({ residents: ps });
    expect(out && nos(out.pairs)).toEqual(['1-4', '2-3']);
  });

  it('goes back to an earlier S1 player when a later one is left only an opponent met before', () => {
    // S1 = 1, 2; S2 = 3, 4; 2 has met 4. 1-3 would leave 2-4: the next transposition is 1-4, 2-3.
    const ps = [player(1, undefined), player(2, undefined, { forbidden: new Set([4]) }), player(3, undefined), player(4, undefined)];
    const out = bracket({ residents: ps });
    expect(out && nos(out.pairs)).toEqual(['1-4', '2-3']);
  });

  it('passes over an opponent already met (C.1)', () => {
    const ps = [player(1, 'w', { forbidden: new Set([5]) }), player(2, 'w'), player(3, 'b'), player(4, 'w'), player(5, 'b'), player(6, 'b')];
    const out = bracket({ residents: ps });
    expect(out && nos(out.pairs)).toEqual(['1-6', '2-5', '3-4']);
  });

  it('accepts a colour conflict the counts make unavoidable, and no more', () => {
    // four want white, two black: one W-W pair at least. S1 = 1 W, 2 W, 3 W; S2 = 4 W, 5 B, 6 B.
    // 1-4 (W-W) leaves 2-5, 3-6 without conflict: the first transposition already reaches the best.
    const ps = [player(1, 'w'), player(2, 'w'), player(3, 'w'), player(4, 'w'), player(5, 'b'), player(6, 'b')];
    const out = bracket({ residents: ps });
    expect(out && nos(out.pairs)).toEqual(['1-4', '2-5', '3-6']);
  });

  it('keeps strong preferences out of the unavoidable conflict (C.13)', () => {
    // 1 and 4 have strong white preferences, 2 and 3 mild white, 5 and 6 black: four whites and two
    // blacks make exactly one W-W pair. 1-4 would make it a strong one; 1-5, 2-4 (mild with strong), 3-6.
    const ps = [
      player(1, 'w', { strong: true }),
      player(2, 'w'),
      player(3, 'w'),
      player(4, 'w', { strong: true }),
      player(5, 'b'),
      player(6, 'b'),
    ];
    const out = bracket({ residents: ps });
    expect(out && nos(out.pairs)).toEqual(['1-5', '2-4', '3-6']);
  });

  it("pairs the MDP with the highest resident that keeps every preference met (C.6, C.7, C.12)", () => {
    // MDP 10 wants white; residents 2 W, 3 B, 4 B. 10-2 (W-W) would force 3-4 (B-B) too.
    const mdp = player(10, 'w', { score: 4, rank: 0 });
    const rs = [player(2, 'w'), player(3, 'b'), player(4, 'b')];
    const out = bracket({ mdps: [mdp], residents: rs });
    expect(out?.mdpPairs.map(([m, r]) => `${m.no}-${r.no}`)).toEqual(['10-3']);
    expect(out && nos(out.pairs)).toEqual(['2-4']);
  });

  it('pairs several MDPs in order, each with the highest resident that keeps the best pairing (C.12)', () => {
    // MDPs 10 (wants white) and 11 (black); residents 1 W, 2 B, 3 W, 4 B. 10-1 (W-W) would leave a
    // conflict; 10-2, then 11-1, then 3-4 meets every preference.
    const rs = [player(1, 'w'), player(2, 'b'), player(3, 'w'), player(4, 'b')];
    const out = bracket({ mdps: [player(10, 'w', { score: 4 }), player(11, 'b', { score: 4 })], residents: rs });
    expect(out?.mdpPairs.map(([m, r]) => `${m.no}-${r.no}`)).toEqual(['10-2', '11-1']);
    expect(out && nos(out.pairs)).toEqual(['3-4']);
  });

  it('gives an unavoidable upfloated opponent to the lower MDP (C.15, then C.19 by score)', () => {
    // residents 1, 2 and 4 floated up last round, 3 did not: one MDP must meet an upfloater again.
    // C.15 counts one either way; C.19 weighs it by the MDP's score, so 10 (3 points) takes 3 and
    // 11 (2.5 points) the highest upfloater, 1; then 2-4.
    const up = { float1: 'up' as FloatDir };
    const rs = [player(1, undefined, up), player(2, undefined, up), player(3, undefined), player(4, undefined, up)];
    const out = bracket({ mdps: [player(10, undefined, { score: 6 }), player(11, undefined, { score: 5 })], residents: rs });
    expect(out?.mdpPairs.map(([m, r]) => `${m.no}-${r.no}`)).toEqual(['10-3', '11-1']);
    expect(out && nos(out.pairs)).toEqual(['2-4']);
  });

  it('floats the player who did not float down last round (C.14), by the next transposition', () => {
    // S1 = 1, 2; S2 = 3, 4, 5. The first candidate floats 5, who floated down last round: 1-3, 2-5 floats 4.
    const ps = [player(1, 'w'), player(2, 'w'), player(3, 'b'), player(4, 'b'), player(5, 'b', { float1: 'down' })];
    const out = bracket({ residents: ps, floaterCost: (p) => [0, p.float1 === 'down' ? 1 : 0, p.float2 === 'down' ? 1 : 0] });
    expect(out && nos(out.pairs)).toEqual(['1-3', '2-5']);
    expect(out?.floater?.no).toBe(4);
  });

  it('gives up when only an exchange reaches the best pairing (4.3.3 is left to the matchings)', () => {
    // S1 = 1; S2 = 2, 3, both floated down last round: the best is 2-3 with 1 floating, an exchange
    const ps = [player(1, 'w'), player(2, 'b', { float1: 'down' }), player(3, 'w', { float1: 'down' })];
    expect(bracket({ residents: ps, floaterCost: (p) => [0, p.float1 === 'down' ? 1 : 0, 0] })).toBeNull();
  });

  it('gives up when rematches leave no pairing without an exchange', () => {
    // 1 has met both S2 players: 1-2 and 3-4 needs an exchange
    const ps = [player(1, 'w', { forbidden: new Set([3, 4]) }), player(2, 'b'), player(3, 'b'), player(4, 'w')];
    expect(bracket({ residents: ps })).toBeNull();
  });

  it('in the last round lets topscorers with the same absolute preference meet when the counts leave no other way (C.3, C.10)', () => {
    // three topscorers must have black (two whites more), one wants white: one pair of two "must have
    // black" players is unavoidable, allowed only to topscorers in the last round; the first
    // transposition, 1-3 and 2-4, is as good as any
    const abs = (no: number) => player(no, 'b', { absolute: true, imbalance: 2, score: 9 });
    const ps = [abs(1), abs(2), abs(3), player(4, 'w', { score: 9 })];
    const out = pairBracketFast({ mdps: [], residents: ps, canMeet: met, rules: { lastRound: true, topscorerThreshold: 8 } });
    expect(out && nos(out.pairs)).toEqual(['1-3', '2-4']);
    // before the last round no pairing of them is allowed at all
    expect(pairBracketFast({ mdps: [], residents: ps, canMeet: met, rules: { lastRound: false, topscorerThreshold: 8 } })).toBeNull();
  });
});
