/** Burstein rules one at a time (seed 003 section 1.4): 6.6 send-back and merging, due colour (1), 5.4. */
import { describe, expect, it } from 'vitest';
import type { Colour } from '../../engine/model/types';
import type { BursteinCard } from '../../engine/pairing/burstein/cards';
import { mergeGroups, pairGroups, scoreGroups } from '../../engine/pairing/burstein/search';
import { allocateColours, dueColour, lastIrregularity } from '../../engine/pairing/burstein/colours';
import { byeCandidates } from '../../engine/pairing/burstein/byes';

function card(no: number, score: number, opts: { played?: number[]; colours?: Colour[]; sb?: number; bh?: number; byeBlocked?: boolean } = {}): BursteinCard {
  const colours = opts.colours ?? [];
  return {
    no, rating: 2500 - 10 * no, score, groupScore: score, imaginary: 0, sb: opts.sb ?? 0, buchholz: opts.bh ?? 0, median: 0,
    colours, colourByRound: new Map(colours.map((c, i) => [i + 1, c])), opponents: new Set(opts.played ?? []), byeBlocked: opts.byeBlocked ?? false, hadBye: false,
  };
}
const mapOf = (cs: BursteinCard[]) => {
  const m = new Map(cs.map((c) => [c.no, c]));
  for (const c of cs) for (const o of c.opponents) m.get(o)?.opponents.add(c.no);
  return m;
};

describe('Burstein 6.6', () => {
  it('a floater who cannot be paired in the next group is sent back and the next pairing (another floater) is tried', () => {
    // Group 2: {1,2,3}: (1) 1*3 2*F first. 2 has met 4, 5 and 6, the whole group below: sent back; (2) 1*2 3*F.
    const cards = mapOf([card(1, 2), card(2, 2, { played: [4, 5, 6] }), card(3, 2), card(4, 1), card(5, 1), card(6, 1)]);
    const r = pairGroups(scoreGroups([...cards.values()]), cards, new Set(), { left: 100000 });
    expect(r.choices).toBeDefined();
    const top = r.choices![0];
    expect(top.sentBack.map((c) => c.pairing.floater)).toEqual([2]);
    expect(top.chosen.pairing).toEqual({ pairs: [[1, 2]], floater: 3 });
    // Next group, ordered by 3.2 with the floater (all figures equal: rating, so 3 first): 3*6 4*5.
    expect(r.choices![1].chosen.pairing.pairs).toEqual([[3, 6], [4, 5]]);
  });

  it('two groups that cannot be paired apart are merged and paired as one by 6.1-6.5', () => {
    // Group 2: {1,2} have met; an even group has no floater: it cannot be paired.
    const cards = mapOf([card(1, 2, { played: [2] }), card(2, 2), card(3, 1), card(4, 1)]);
    const groups = scoreGroups([...cards.values()]);
    const r = pairGroups(groups, cards, new Set(), { left: 100000 });
    expect(r.choices).toBeUndefined();
    expect(r.failedAt).toBe(0);
    const merged = mergeGroups(groups, 0);
    expect(merged.map((g) => g.merged)).toEqual([[2, 1]]);
    const m = pairGroups(merged, cards, new Set(), { left: 100000 });
    expect(m.choices![0].chosen.pairing.pairs).toEqual([[1, 4], [2, 3]]);
  });
});

describe('Burstein colours', () => {
  it('1: due colour is the one played less, with equal counts the opposite of the last', () => {
    expect(dueColour(card(1, 0, { colours: ['w', 'w', 'b'] }))).toBe('b');
    expect(dueColour(card(1, 0, { colours: ['b', 'w'] }))).toBe('b');
    expect(dueColour(card(1, 0))).toBeUndefined();
  });
  it('5.4: both due the same colour: the player with the more recent irregularity gets it; else higher SB', () => {
    const a = card(1, 1, { colours: ['b', 'w', 'w', 'b'], sb: 1 }); // irregular in round 3 (w after w)
    const b = card(2, 1, { colours: ['w', 'b', 'w', 'b'], sb: 3 }); // regular
    expect(lastIrregularity(a)).toBe(3);
    expect(lastIrregularity(b)).toBeUndefined();
    expect(lastIrregularity(card(5, 1, { colours: ['w', 'b', 'b', 'w', 'w', 'b'] }))).toBe(5);
    // Both due white (equal counts, last black): 1 broke the alternation, so 1 gets white although 2 has the higher SB.
    expect(allocateColours(a, b, 'w', (no) => no)).toMatchObject({ white: 1, black: 2, decidedBy: '5.4-irregularity' });
    const c = card(3, 1, { colours: ['w', 'b'], sb: 3 });
    const d = card(4, 1, { colours: ['w', 'b'], sb: 1 });
    expect(allocateColours(c, d, 'w', (no) => no)).toMatchObject({ white: 3, black: 4, decidedBy: '5.4-SB' });
  });
});

describe('Burstein 4: the bye', () => {
  it('lowest group, lowest SB then Buchholz; never one who scored without playing', () => {
    const cs = [card(1, 1), card(2, 0, { sb: 0, bh: 2 }), card(3, 0, { sb: 0, bh: 1, byeBlocked: true }), card(4, 0, { sb: 0, bh: 1.5 })];
    expect(byeCandidates(cs).map((c) => c.no)).toEqual([4, 2, 1, 3]); // 3 (scored without playing) only as the last resort
  });
  it('after those 4.1 allows: the players who have not had a bye, in the same order', () => {
    const cs = [card(1, 1, { byeBlocked: true }), { ...card(2, 0, { byeBlocked: true }), hadBye: true }, card(3, 0, { byeBlocked: true }), card(4, 1)];
    expect(byeCandidates(cs).map((c) => c.no)).toEqual([4, 3, 1]);
  });
});
