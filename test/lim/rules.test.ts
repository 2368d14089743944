/**
 * Lim rules one at a time, with expectations taken from the text (seed 003 section 1.2):
 * the exchange tables of 5.2 and 5.3, the floater of 5.4.a, compatibility 3.1, colours 6.3/6.4,
 * and `hakem pair --system lim`.
 */
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Colour } from '../../engine/model/types';
import type { Card } from '../../engine/pairing/lim/cards';
import { pairGroup, proposedPairs } from '../../engine/pairing/lim/proposed';
import type { PairingRules } from '../../engine/pairing/lim/proposed';
import { groupPlans, compareCost } from '../../engine/pairing/lim/floaters';
import { compatible } from '../../engine/pairing/lim/compatible';
import { allocateColours, dueColour } from '../../engine/pairing/lim/colours';
import { medianScore, orderOfPairing } from '../../engine/pairing/lim/median';
import { buildTournament } from '../../engine/model/build';
import { writeTrf } from '../../engine/trf/write';
import { run } from '../../cli/main';
import { memoryIO } from '../helpers/io';

function card(no: number, opts: { played?: number[]; colours?: Colour[]; score?: number } = {}): Card {
  const colours = opts.colours ?? [];
  return {
    no, rating: 2500 - no, score: opts.score ?? 0, colours,
    colourByRound: new Map(colours.map((c, i) => [i + 1, c])),
    opponents: new Set(opts.played ?? []), byeBlocked: false, hadBye: false, floatedLastRound: null,
  };
}

function rulesFor(cards: Card[]): PairingRules {
  // Make "played" symmetric.
  const map = new Map(cards.map((c) => [c.no, c]));
  for (const c of cards) for (const o of c.opponents) map.get(o)?.opponents.add(c.no);
  return { cards: map, forbidden: new Set(), lastRoundException: false, budget: { left: 100000 } };
}

const six = (played: Record<number, number[]>) => rulesFor([1, 2, 3, 4, 5, 6].map((no) => card(no, { played: played[no] ?? [] })));
const pairsOf = (r: PairingRules) => pairGroup({ floaters: [], residents: [1, 2, 3, 4, 5, 6], direction: 'down' }, r)!.pairs;

describe('Lim 3.4 and 5.2-5.3: proposed pairing and the exchanges, as the text tabulates them', () => {
  it('3.4: 1-(n/2+1), 2-(n/2+2), ...', () => {
    expect(proposedPairs([1, 2, 3, 4, 5, 6])).toEqual([[1, 4], [2, 5], [3, 6]]);
    expect(pairsOf(six({}))).toEqual([[1, 4], [2, 5], [3, 6]]);
  });
  it('5.2: opponents for 1 in the order 1-4, 1-5, 1-6, 1-3, 1-2, the rest re-paired', () => {
    // columns of 5.2: "1–4 1–5 1–6 1–3 1–2 / 2–5 2–4 2–4 2–5 3–5 / 3–6 3–6 3–5 4–6 4–6"
    expect(pairsOf(six({ 1: [4] }))).toEqual([[1, 5], [2, 4], [3, 6]]);
    expect(pairsOf(six({ 1: [4, 5] }))).toEqual([[1, 6], [2, 4], [3, 5]]);
    expect(pairsOf(six({ 1: [4, 5, 6] }))).toEqual([[1, 3], [2, 5], [4, 6]]);
    expect(pairsOf(six({ 1: [3, 4, 5, 6] }))).toEqual([[1, 2], [3, 5], [4, 6]]);
  });
  it('5.3: with 1-6, opponents for 2 in the order 2-4, 2-5, 2-3', () => {
    // columns of 5.3: "1–6 1–6 1–6 / 2–4 2–5 2–3 / 3–5 3–4 4–5"
    expect(pairsOf(six({ 1: [4, 5] }))).toEqual([[1, 6], [2, 4], [3, 5]]);
    expect(pairsOf(six({ 1: [4, 5], 2: [4] }))).toEqual([[1, 6], [2, 5], [3, 4]]);
    expect(pairsOf(six({ 1: [4, 5], 2: [4, 5] }))).toEqual([[1, 6], [2, 3], [4, 5]]);
  });
  it('5.4.a: 1 and 2 have played everyone but 6 in an odd group: 1-6 is kept and 2 floats instead of 7', () => {
    const r = rulesFor([1, 2, 3, 4, 5, 6, 7].map((no) => card(no, { played: no === 1 ? [2, 3, 4, 5, 7] : no === 2 ? [3, 4, 5, 7] : [] })));
    const plans = groupPlans({ residents: [1, 2, 3, 4, 5, 6, 7], incoming: [], direction: 'down', mustPairAll: false, byeHere: false, nextGroup: [], extraPairs: 0, maxi: false, passBye: false }, r);
    const best = [...plans].sort((a, b) => compareCost(a.cost, b.cost))[0];
    expect(best.floaters.map((f) => f.no)).toEqual([2]);
    expect(best.pairing.pairs[0]).toEqual([1, 6]);
  });
});

describe('Lim 3.1-3.2: compatible opponents, median group', () => {
  it('3.1: not compatible after a game, or if a colour would come three times running for both ways', () => {
    expect(compatible(card(1, { played: [2] }), card(2), new Set())).toBe(false);
    // both had white twice: either way one gets a third white
    expect(compatible(card(1, { colours: ['w', 'w'] }), card(2, { colours: ['w', 'w'] }), new Set())).toBe(false);
    expect(compatible(card(1, { colours: ['w', 'w'] }), card(2, { colours: ['b', 'b'] }), new Set())).toBe(true);
  });
  it('3.2: the median is half the rounds played; top groups down, bottom groups up, median last', () => {
    expect(medianScore(3)).toBe(1);
    const cards = [card(1, { score: 2 }), card(2, { score: 1.5 }), card(3, { score: 1 }), card(4, { score: 0.5 }), card(5, { score: 0 })];
    expect(orderOfPairing(cards, 3).map((g) => [g.score, g.kind])).toEqual([[2, 'upper'], [1.5, 'upper'], [0, 'lower'], [0.5, 'lower'], [1, 'median']]);
  });
});

describe('Lim 6.x colours', () => {
  const ctx = { atOrAboveMedian: true, round: 4, firstColour: 'w' as Colour, positionOf: () => 1 };
  it('6.3: two whites running: the due colour is black, and it is given', () => {
    const a = card(1, { colours: ['b', 'w', 'w'] });
    const b = card(2, { colours: ['w', 'b', 'w'] });
    expect(dueColour(a)).toBe('b');
    const d = allocateColours(a, b, ctx);
    expect([d.white, d.black, d.decidedBy]).toEqual([2, 1, '6.1']);
  });
  it('6.4: same history, at or above the median the higher-ranked player gets his due colour, below it the lower-ranked', () => {
    const a = card(3, { colours: ['w', 'b'] });
    const b = card(8, { colours: ['w', 'b'] });
    expect(allocateColours(a, b, ctx)).toMatchObject({ white: 3, black: 8, decidedBy: '6.4-rank' });
    expect(allocateColours(a, b, { ...ctx, atOrAboveMedian: false })).toMatchObject({ white: 8, black: 3, decidedBy: '6.4-rank' });
    expect(allocateColours(a, b, ctx).text.en).not.toMatch(/pairing number/);
  });
  it('6.4 between different scores ("üst sıradaki" is open): read by pairing number, and the explanation says so', () => {
    // 8 has 2 points, 3 has 1½ (a floater pair); same colours, both due white: at or above the median 3 is "higher"
    const a = card(3, { colours: ['w', 'b'], score: 1.5 });
    const b = card(8, { colours: ['w', 'b'], score: 2 });
    const d = allocateColours(a, b, ctx);
    expect(d).toMatchObject({ white: 3, black: 8, decidedBy: '6.4-rank' });
    expect(d.text.en).toMatch(/read by pairing number, 3 above 8, whatever the score/);
    expect(d.text.tr).toMatch(/başlangıç sıra numarasıyla okundu/);
  });
  it('B.1.2: first round, odd places of the top half take player 1\'s colour', () => {
    const pos = (no: number) => no;
    expect(allocateColours(card(1), card(5), { ...ctx, round: 1, positionOf: pos })).toMatchObject({ white: 1, black: 5 });
    expect(allocateColours(card(2), card(6), { ...ctx, round: 1, positionOf: pos })).toMatchObject({ white: 6, black: 2 });
  });
});

describe('hakem pair --system lim', () => {
  it('pairs round 3 of the book example from a TRF file and explains in Turkish', async () => {
    const fx = JSON.parse(readFileSync(join(__dirname, '../fixtures/lim-example.json'), 'utf8'));
    const t = buildTournament({ players: fx.players, rounds: fx.rounds.filter((r: { round: number }) => r.round < 3), firstColour: 'w', totalRounds: 5 });
    const io = memoryIO({ 'lim.trf': writeTrf(t) });
    const code = await run(['pair', '--system', 'lim', 'lim.trf', '--explain', '--lang', 'tr'], io);
    expect(code).toBe(0);
    // bbpPairings format: number of pairs, then "white black", the bye as "N 0"
    expect(io.stdout).toContain('8\n1 2\n15 5\n11 6\n7 12\n10 13\n9 14\n3 8\n4 0\n');
    expect(io.stdout).toContain('geriye bakıldığında');
  });
});

describe('Lim 3.6: unlocking a median group that cannot be paired', () => {
  it('4 and 5 have met each other and everybody above: the single floaters cannot help; breaking the upper group does not either; the lower group is broken up', async () => {
    const { searchRound, unlockingOrder } = await import('../../engine/pairing/lim/search');
    // Round 2 (median 1/2): 1,2,3 on 1 point, 4,5 on 1/2, 6,7,8 on 0. 4 and 5 played each other and 1, 2, 3.
    const played: Record<number, number[]> = { 4: [5, 1, 2, 3], 5: [4, 1, 2, 3] };
    const cards = [1, 2, 3, 4, 5, 6, 7, 8].map((no) => card(no, { score: no <= 3 ? 1 : no <= 5 ? 0.5 : 0, played: played[no] ?? [] }));
    const rules = rulesFor(cards);
    const groups = orderOfPairing(cards, 2);
    // One floater from above (3 players) and one from below (3 players): not more from above, so the
    // upper group next to the median is broken first (3.6, second bullet), then the lower one.
    const order = unlockingOrder(groups, false);
    expect(order.map((a) => a.side)).toEqual(['none', 'upper', 'lower', 'both', 'any']);
    const attempt = (groupsAllowed: number[]) => searchRound(groups, false, rules, { maxi: false, maxExtraPairs: 2, extraGroups: new Set(groupsAllowed) });
    expect(attempt(order[0].groups)).toBeUndefined();
    expect(attempt(order[1].groups)).toBeUndefined(); // 4 and 5 still both need a player from below
    const sol = attempt(order[2].groups)!;
    expect(sol).toBeDefined();
    const lower = sol.groups.find((o) => o.group.kind === 'lower')!;
    expect(lower.plan.floaters.map((f) => f.no).sort()).toEqual([6, 7, 8]);
    const median = sol.groups.find((o) => o.group.kind === 'median')!;
    const partner = (x: number) => median.plan.pairing.pairs.find((p) => p.includes(x))!.find((y) => y !== x)!;
    expect(partner(4)).toBeGreaterThanOrEqual(6);
    expect(partner(5)).toBeGreaterThanOrEqual(6);
  });
});

describe('Lim 4.8 and 6.7 for maxi-tournaments', () => {
  it('a floater is not taken more than 100 points down for a colour: 1 meets 2 despite both due white', () => {
    // 1 floated down (due white). Residents: 2 (2400, due white), 3 (2250, black), 4 (2240, black), 5 (2230, white), 6 (2220, black).
    const mk = (no: number, rating: number, due: Colour) => ({ ...card(no, { colours: [due === 'w' ? 'b' : 'w'] }), rating });
    const cards = [mk(1, 2500, 'w'), mk(2, 2400, 'w'), mk(3, 2250, 'b'), mk(4, 2240, 'b'), mk(5, 2230, 'w'), mk(6, 2220, 'b')];
    const input = { floaters: [{ no: 1, dir: 'down' as const, fromScore: 1 }], residents: [2, 3, 4, 5, 6], direction: 'down' as const };
    // Ordinary event (4.8): the highest-ranked opponent whose colour suits: 3; then 2-6, 4-5 (2-5 both white).
    expect(pairGroup(input, rulesFor(cards))!.pairs).toEqual([[1, 3], [2, 6], [4, 5]]);
    // Maxi: 3 is 150 points below 2, so 1 stays with 2 (one clash); then 3-5 and 4-6.
    expect(pairGroup(input, { ...rulesFor(cards), maxi: true })!.pairs).toEqual([[1, 2], [3, 5], [4, 6]]);
  });
});

describe('Lim A.1: pairing numbers', () => {
  it('the book example numbering: rating, then title (IM before WGM, FM before WIM before WFM, CM before WFM)', async () => {
    const { limPairingOrder } = await import('../../engine/pairing/lim/pairingNumbers');
    const fx = JSON.parse(readFileSync(join(__dirname, '../fixtures/lim-example.json'), 'utf8'));
    const shuffled = [...fx.players].reverse();
    expect(limPairingOrder(shuffled).map((p) => p.no)).toEqual(fx.players.map((p: { no: number }) => p.no));
  });
  it('equal rating and title: the national rating decides', async () => {
    const { limPairingOrder } = await import('../../engine/pairing/lim/pairingNumbers');
    const ps = [{ no: 1, name: 'a', rating: 2000, ukd: 1500 }, { no: 2, name: 'b', rating: 2000, ukd: 1700 }];
    expect(limPairingOrder(ps).map((p) => p.no)).toEqual([2, 1]);
  });
});
