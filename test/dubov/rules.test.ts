/**
 * The Dubov rules one by one, on small cases worked out by hand from the rule text
 * (section 1.3 of the clean rules text; the book's own small examples where it gives them).
 */
import { describe, expect, it } from 'vitest';
import type { Colour } from '../../engine/model/types';
import type { DubovContext, DubovPlayer } from '../../engine/pairing/dubov/context';
import { allocateColours, colourIsFixed, dueColour, mayTake } from '../../engine/pairing/dubov/colours';
import { standardPairings } from '../../engine/pairing/dubov/improvements';
import type { Pair } from '../../engine/pairing/dubov/improvements';
import { compareWhiteSeekers, orderWhiteSeekers } from '../../engine/pairing/dubov/whiteSeekers';
import { orderBlackSeekers } from '../../engine/pairing/dubov/blackSeekers';
import { selectSwitches, candidatesFor72 } from '../../engine/pairing/dubov/shifts';
import { byeCandidates } from '../../engine/pairing/dubov/bye';
import { upfloatBar } from '../../engine/pairing/dubov/upfloats';
import { floaterOpponents, floaterOrder, floatPriority } from '../../engine/pairing/dubov/floaters';
import { firstRoundPairing } from '../../engine/pairing/dubov/firstRound';
import { perfectMatching } from '../../engine/pairing/dubov/matching';
import { buildTournament } from '../../engine/model/build';
import { pairDubov } from '../../engine/pairing/dubov/index';

function P(no: number, rating: number, aro: number, colours = '', extra: Partial<DubovPlayer> = {}): DubovPlayer {
  const history = [...colours] as Colour[];
  const due = dueColour(history);
  return {
    no, name: '', rating, aro, score: 0, history, byRound: new Map(history.map((c, i) => [i + 1, c])),
    due, seeks: due, opponents: new Set(), upfloatRounds: [], unplayedPoints: false, ...extra,
  };
}
function ctxOf(ps: DubovPlayer[], round = 5, totalRounds?: number): DubovContext {
  return { round, players: new Map(ps.map((p) => [p.no, p])), forbidden: new Set(), options: { bookPractice: false, dropBroughtUp: false, totalRounds, firstColour: 'w' } };
}
const met = (a: DubovPlayer, b: DubovPlayer) => { a.opponents.add(b.no); b.opponents.add(a.no); };

describe('Dubov 1: the colour a player is due', () => {
  it('more blacks -> white; more whites -> black; equal -> the reverse of the last', () => {
    expect(dueColour([])).toBeUndefined();
    expect(dueColour(['b'])).toBe('w');
    expect(dueColour(['w', 'w', 'b'])).toBe('b');
    expect(dueColour(['w', 'b'])).toBe('w');
    expect(dueColour(['b', 'w'])).toBe('b');
  });
  it('2.4 overrides the count: w w b w w b b (one white more, two blacks last) is due white', () => {
    expect(dueColour([...'wwbwwbb'] as Colour[])).toBe('w');
  });
  it('2.3/2.4: no third colour in a row, no difference beyond 2; 2.6: such a player stays in his subgroup', () => {
    expect(mayTake(['w', 'w'], 'w')).toBe(false);
    expect(mayTake(['w', 'b', 'w', 'w'], 'w')).toBe(false);
    expect(mayTake(['w', 'b', 'w'], 'w')).toBe(true);
    expect(colourIsFixed(['w', 'w'])).toBe(true); // player 16 in the book's round 3
    expect(colourIsFixed(['w', 'b'])).toBe(false);
  });
});

describe('Dubov 3: colour allocation', () => {
  it('3.a: each gets his due colour', () => {
    expect(allocateColours(P(1, 2000, 2000, 'b'), P(2, 2100, 2000, 'w'))).toMatchObject({ white: 1, black: 2, rule: '3.a' });
  });
  it('3.b: the one who has had more blacks gets white', () => {
    // both due white: 1 has w b w b b (one black more), 2 has w b (equal, black last)
    expect(allocateColours(P(1, 2000, 2000, 'wbwbb'), P(2, 2000, 2000, 'wb'))).toMatchObject({ white: 1, black: 2, rule: '3.b' });
  });
  it("3.c, the book's example: w b b w w b w b against b w w b w b w b differ first (going back) in round 4: the first gets black", () => {
    const a = P(1, 2000, 2000, 'wbbwwbwb');
    const b = P(2, 2000, 2000, 'bwwbwbwb');
    expect(a.due).toBe('w');
    expect(b.due).toBe('w');
    expect(allocateColours(a, b)).toEqual({ white: 2, black: 1, rule: '3.c' });
  });
  it("3.c/3.d, the book's second example: identical histories; higher ARO white, then the lower rating white", () => {
    expect(allocateColours(P(1, 2000, 2100, 'wbwbwbwb'), P(2, 1900, 2000, 'wbwbwbwb'))).toEqual({ white: 1, black: 2, rule: '3.c ARO' });
    expect(allocateColours(P(1, 2000, 2000, 'wbwbwbwb'), P(2, 1900, 2000, 'wbwbwbwb'))).toEqual({ white: 2, black: 1, rule: '3.d' });
  });
  it('a player moved to the other subgroup plays its colour (3.a with the colour he now seeks)', () => {
    const moved = { ...P(16, 2100, 2350, 'w'), seeks: 'w' as Colour };
    expect(allocateColours(moved, P(9, 2300, 2050, 'w'))).toMatchObject({ white: 16, black: 9, rule: '3.a' });
  });
});

describe('Dubov 6.2: the two columns', () => {
  it('white-seekers by ARO ascending, lower rating first on equal ARO, then alphabetically', () => {
    const ps = [P(1, 2400, 2344.6), P(2, 2380, 2310.0), P(3, 2300, 2318.4), P(4, 2200, 2318.4), { ...P(5, 2200, 2318.4), name: 'Ali' }, { ...P(6, 2200, 2318.4), name: 'Can' }];
    // by hand: 2 (ARO 2310.0); then ARO 2318.4 with R 2200 (4, 5 Ali, 6 Can) before R 2300 (3); 2344.6 (1) last.
    // Ali before Can; 4 has no name, so against 5 and 6 the pairing number decides: higher number first.
    expect(orderWhiteSeekers(ps).map((p) => p.no)).toEqual([2, 5, 6, 4, 3, 1]);
    expect(compareWhiteSeekers(P(17, 2050, 2300), P(19, 2050, 2300))).toBeGreaterThan(0); // the book's 19 above 17
  });
  it('black-seekers by rating descending, higher ARO first on equal rating', () => {
    const ps = [P(15, 2100, 2250), P(16, 2100, 2325), P(11, 2250, 2325), P(17, 2050, 2300), P(20, 2050, 2300)];
    expect(orderBlackSeekers(ps).map((p) => p.no)).toEqual([11, 16, 15, 17, 20]); // the book's round-3 column
  });
});

describe('Dubov 6.3: improvements', () => {
  it("the book's example: 4 has met 12 and 15 -> 4-17, 7-12, 9-15", () => {
    const W = [P(4, 2000, 2000), P(7, 2000, 2010), P(9, 2000, 2020)];
    const B = [P(12, 2300, 0), P(15, 2200, 0), P(17, 2100, 0)];
    met(W[0], B[0]); met(W[0], B[1]);
    const legal = (a: number, b: number) => !(W[0].no === a && (b === 12 || b === 15)) && !(W[0].no === b && (a === 12 || a === 15));
    const first = standardPairings(W, B, legal).next().value as Pair[];
    expect(first.map(([a, b]) => `${a.no}-${b.no}`)).toEqual(['4-17', '7-12', '9-15']);
  });
  it('the last row cannot be paired: the pairing above is broken', () => {
    const W = [P(1, 2000, 1), P(2, 2000, 2), P(3, 2000, 3)];
    const B = [P(4, 2300, 0), P(5, 2200, 0), P(6, 2100, 0)];
    // 3 has met 6: straight rows give 1-4, 2-5, 3-6 (illegal) -> 2 takes 6, 3 takes 5
    const legal = (a: number, b: number) => !((a === 3 && b === 6) || (a === 6 && b === 3));
    expect((standardPairings(W, B, legal).next().value as Pair[]).map(([a, b]) => `${a.no}-${b.no}`)).toEqual(['1-4', '2-6', '3-5']);
  });
  it('a white-seeker who has met every black-seeker meets a white-seeker below him', () => {
    const W = [P(1, 2000, 1), P(2, 2000, 2)];
    const B = [P(3, 2300, 0), P(4, 2200, 0)];
    const legal = (a: number, b: number) => !([a, b].includes(1) && ([a, b].includes(3) || [a, b].includes(4)));
    expect((standardPairings(W, B, legal).next().value as Pair[]).map(([a, b]) => `${a.no}-${b.no}`)).toEqual(['1-2', '3-4']);
  });
});

describe('Dubov 7: moves', () => {
  it('7.3: 2n more white-seekers -> the n with the lowest ARO move; 2.6 keeps bb players', () => {
    const W = [P(6, 2350, 2100, 'b'), P(10, 2300, 2050, 'bb'), P(19, 2050, 2300, 'b'), P(17, 2050, 2300, 'b')];
    const r = selectSwitches(W, [], false);
    expect(r.rule).toBe('7.3');
    expect(r.moved.map((p) => p.no)).toEqual([6, 19]); // 10 (lowest ARO) has bb and stays
    expect(r.fixed.map((p) => p.no)).toEqual([10]);
  });
  it('7.4: the written rule takes the highest ARO; the book\'s practice the bottom of the black column', () => {
    const W = [P(14, 2100, 2275, 'wb'), P(12, 2200, 2350, 'wb')];
    const B = [P(11, 2250, 2325, 'bw'), P(16, 2100, 2325, 'ww'), P(15, 2100, 2250, 'bw'), P(17, 2050, 2300, 'bw'), P(20, 2050, 2300, 'w'), P(21, 2000, 2600, 'w')];
    expect(selectSwitches(W, B, false).moved.map((p) => p.no)).toEqual([21, 11]);
    expect(selectSwitches(W, B, true).moved.map((p) => p.no)).toEqual([21, 20]);
  });
  it('7.2: opposite of the majority colour, then highest rating; a player whose departure breaks up his group comes later', () => {
    const group = [P(1, 2300, 2000, 'w'), P(2, 2300, 2000, 'bw'), P(3, 2300, 2000, 'wb')]; // due b, b, w: majority black
    const five = P(5, 2400, 2275, 'wb');
    const twelve = P(12, 2200, 2350, 'wb');
    const thirteen = P(13, 2150, 2350, 'bw');
    met(twelve, thirteen);
    const cands = candidatesFor72(ctxOf([...group, five, twelve, thirteen]), group, [five, twelve, thirteen]);
    expect(cands.map((c) => c.player.no)).toEqual([12, 5, 13]);
    expect(cands[1]).toMatchObject({ colourFits: true, donorPairable: false });
    expect(cands[2]).toMatchObject({ colourFits: false });
  });
});

describe('Dubov 2.5: upfloat limits', () => {
  it('not twice in a row, not more than three times (four from ten rounds), none in the last round', () => {
    const a = P(1, 2000, 0, '', { upfloatRounds: [4] });
    expect(upfloatBar(ctxOf([a], 5, 9), a)).toMatch(/twice in a row/);
    const b = P(2, 2000, 0, '', { upfloatRounds: [1, 2, 3].map((r) => r * 2 - 1) });
    expect(upfloatBar(ctxOf([b], 7, 9), b)).toMatch(/3 times/);
    expect(upfloatBar(ctxOf([b], 7, 10), b)).toBeUndefined();
    expect(upfloatBar(ctxOf([a], 9, 9), a)).toBeUndefined();
  });
});

describe('Dubov 4: the bye', () => {
  it('lowest rating of the lowest group; a black-seeker before a white-seeker; then highest ARO; then the bottom of the list', () => {
    const low = [P(17, 2050, 2300, 'b'), P(18, 2050, 2300, 'w'), P(19, 2050, 2300, 'b'), P(20, 2050, 2300, 'w'), P(6, 2350, 2100, 'b')];
    expect(byeCandidates([[P(1, 2600, 0)], low])[0].no).toBe(20); // the book's round 2
    const r3 = [P(10, 2300, 2050, 'bb'), P(18, 2050, 2275, 'wb'), P(19, 2050, 2325, 'bw')];
    expect(byeCandidates([r3])[0].no).toBe(19); // the book's round 3
  });
  it('2.2: a player who has scored without playing is passed over, even in the next group up', () => {
    const c = byeCandidates([[P(1, 2000, 0)], [P(2, 1500, 0, '', { unplayedPoints: true })]]);
    expect(c.map((p) => p.no)).toEqual([1]);
  });
  it('2.2 in a tournament: the forfeit winner does not get the bye', () => {
    const t = buildTournament({
      players: [1, 2, 3, 4, 5].map((no) => ({ no, rating: 2000 - no * 10, name: '' })),
      rounds: [{ round: 1, games: [{ white: 1, black: 3, result: '1-0' }, { white: 4, black: 2, result: '0-1' }], bye: 5 },
        { round: 2, games: [{ white: 2, black: 1, result: '1/2-1/2' }, { white: 5, black: 4, result: '--+' }], bye: 3 }],
    });
    // after round 2: 1 1.5, 2 1.5, 3 1 (bye), 4 1 (forfeit win), 5 1 (bye). Lowest group {3,4,5}: all scored without playing,
    // so the bye moves up to the 1.5 group: 2 (R 1980, lower than 1).
    const o = pairDubov(t);
    expect(o.ok && o.pairing.byes).toEqual([2]);
  });
});

describe('Dubov 8 and 6.4: floaters', () => {
  it('8.1: due white and due black in turn, starting with white', () => {
    const order = floaterOrder([P(1, 2000, 2100, 'w'), P(2, 2000, 2000, 'b'), P(3, 2100, 2000, 'w'), P(4, 2000, 2200, 'b')]);
    // due white (history b): 2 (ARO 2000), 4 (ARO 2200); due black (history w): 3 (R 2100), 1 (R 2000)
    expect(order.map((p) => p.no)).toEqual([2, 3, 4, 1]);
  });
  it('8.2: the opposite due colour where possible, then the highest rating, then the lower ARO', () => {
    const f = P(1, 2400, 2000, 'b'); // due white
    const r = [P(5, 2300, 2000, 'b'), P(6, 2200, 2100, 'w'), P(7, 2200, 2050, 'w'), P(8, 2250, 2000, 'w')];
    met(f, r[3]);
    expect(floaterOpponents(ctxOf([f, ...r]), f, r).map((p) => p.no)).toEqual([7, 6, 5]);
  });
  it('6.4: not moved down and pairable below (a), not pairable (b), moved down and pairable (c), not (d)', () => {
    const lower = [P(9, 2000, 0)];
    const a = P(1, 2000, 0); const b = P(2, 2100, 0); const c = P(3, 2000, 0); const d = P(4, 2000, 0);
    met(b, lower[0]); met(d, lower[0]);
    const prio = floatPriority(ctxOf([a, b, c, d, ...lower]), [d, c, b, a], new Set([3, 4]), lower);
    expect(prio.map((x) => `${x.player.no}${x.category}`)).toEqual(['1a', '2b', '3c', '4d']);
  });
});

describe('Dubov 5: the first round', () => {
  it('halves side by side; board 1 by lot, odd boards alike, even boards reversed; the last player has the bye', () => {
    const ps = [P(1, 2200, 0), P(2, 2100, 0), P(3, 2300, 0), P(4, 2000, 0), P(5, 1900, 0)];
    const r = firstRoundPairing(ps, 'b');
    // by rating: 3, 1, 2, 4, 5 -> bye 5; 3 v 2 (top black on board 1), 4 v 1 reversed on board 2 -> 1 white
    expect(r.bye).toBe(5);
    expect(r.boards).toEqual([{ white: 2, black: 3 }, { white: 1, black: 4 }]);
  });
});

describe('matching used to keep the lower groups pairable', () => {
  it('finds a perfect matching through an odd cycle (blossom) and reports none when there is none', () => {
    const edges = new Set(['1-2', '2-3', '1-3', '3-4', '4-5', '5-6']);
    const legal = (a: number, b: number) => edges.has(`${Math.min(a, b)}-${Math.max(a, b)}`);
    const m = perfectMatching([1, 2, 3, 4, 5, 6], legal)!;
    expect(m.map(([a, b]) => [Math.min(a, b), Math.max(a, b)].join('-')).sort()).toEqual(['1-2', '3-4', '5-6']);
    expect(perfectMatching([1, 2, 3, 4], (a, b) => a === 1 || b === 1)).toBeUndefined();
  });
});

describe('Dubov 7.1, 2.5, 6.4 and 8 together (a six-player event worked by hand)', () => {
  // R1 (rule 5): 1-4 0-1, 5-2 0-1, 3-6 1-0.  R2: 2-3 ½-½, 4-5 0-1, 6-1 ½-½.
  // After R2: 2 and 3 1½ (they have met); 4 and 5 1; 1 and 6 ½ (they have met).
  //  1½ group {2 due b, 3 due w}: 2 has played 3, the only other player -> 7.1 brings up an opponent for 2 from {4,5}:
  //    5 has met 2, so 4 (due b: his colour does not fit, but he is the only one). {2,3,4} is odd -> 7.2 would bring up 5,
  //    but 5 moved up in round 2 (0 v 1 against 4): 2.5 forbids twice in a row. So one player floats (6.4): both are (a);
  //    the lower-rated 3 first. {2,4} both due black -> 7.4 moves the higher ARO, 4 (2450 v 2400) -> 4-2.
  //  1 group {5} + floater 3: 8.2 pairs 3-5 first, but then 1 and 6 (who have met) are left -> 3 floats on;
  //    5 alone -> 7.2 brings up 6 (due black, opposite to 5's white) -> 5-6.
  //  ½ group {1} + floater 3: 3-1; both due white, 3.a-3.c (same colours every round) do not decide:
  //    the higher ARO gets white, 3 (2325) v 1 (2200) -> 3-1.
  it('pairs 4-2, 5-6, 3-1 and explains 7.1, 2.5 and the floats', () => {
    const t = buildTournament({
      players: [2600, 2550, 2500, 2400, 2300, 2100].map((rating, i) => ({ no: i + 1, rating, name: '' })),
      rounds: [
        { round: 1, games: [{ white: 1, black: 4, result: '0-1' }, { white: 5, black: 2, result: '0-1' }, { white: 3, black: 6, result: '1-0' }] },
        { round: 2, games: [{ white: 2, black: 3, result: '1/2-1/2' }, { white: 4, black: 5, result: '0-1' }, { white: 6, black: 1, result: '1/2-1/2' }] },
      ],
    });
    const o = pairDubov(t);
    expect(o.ok && o.pairing.boards).toEqual([{ white: 4, black: 2 }, { white: 5, black: 6 }, { white: 3, black: 1 }]);
    const steps = o.explanation.sections.flatMap((s) => s.steps);
    expect(steps.find((s) => s.rule === 'Dubov 7.1')?.data).toEqual({ player: 2, brought: 4 });
    expect(steps.find((s) => s.rule === 'Dubov 2.5')?.data).toEqual({ barred: [5] });
    expect(steps.find((s) => s.rule === 'Dubov 6.4' && s.kind === 'float')?.data).toEqual({ floaters: [3] });
    expect(steps.find((s) => s.kind === 'rejected')?.text.en).toMatch(/5-3/);
  });
});
