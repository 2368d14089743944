/**
 * The search over the score groups (engine/pairing/lim/search.ts) and the reasons given when a round has no pairing
 * (noPairing.ts), on cases worked by hand from the Lim text (seed 003, section 1.2).
 */
import { describe, expect, it } from 'vitest';
import type { Colour } from '../../engine/model/types';
import type { Card } from '../../engine/pairing/lim/cards';
import type { PairingRules } from '../../engine/pairing/lim/proposed';
import { orderOfPairing } from '../../engine/pairing/lim/median';
import { newSearchCache, searchRound } from '../../engine/pairing/lim/search';
import { SearchExhausted } from '../../engine/pairing/lim/proposed';
import { whyNoPairing } from '../../engine/pairing/lim/noPairing';
import { buildTournament } from '../../engine/model/build';
import { lim } from '../../engine/pairing/lim/index';

function card(no: number, score: number, colours: Colour[], played: number[]): Card {
  return { no, rating: 2500 - no, score, colours, colourByRound: new Map(colours.map((c, i) => [i + 1, c])), opponents: new Set(played), byeBlocked: false, hadBye: false, floatedLastRound: null };
}

function rulesFor(cards: Card[]): PairingRules {
  const map = new Map(cards.map((c) => [c.no, c]));
  for (const c of cards) for (const o of c.opponents) map.get(o)?.opponents.add(c.no); // "played" both ways
  return { cards: map, forbidden: new Set(), lastRoundException: false, budget: { left: 100_000 } };
}

describe('Lim 4.2-4.3: two floaters equally good for their own group are told apart by the next group', () => {
  // Round 3 (median 1, 3.2). Upper group on 2 points: 1 (B W), 2 (W B), 3 (B W); the median group on 1 point:
  // 4 (W B), 5 (W B), 6 (B W). 3 has played 4 and 5; 1 has played 5 and 6. Due colours (6.1: alternate): 1 black,
  // 2 white, 3 black, 4 white, 5 white, 6 black.
  //
  // The upper group is odd: one player floats down (3.3.d). Pairing downwards, the candidates come from the bottom
  // (4.2, 4.3): 3, then 2, then 1.
  //   3 floats: 1-2 is left, black against white: nobody loses his due colour.
  //   2 floats: 1-3 is left, both due black: one of them cannot have it (6.2) — worse.
  //   1 floats: 2-3 is left, white against black: nobody loses his due colour.
  // All three have a compatible opponent in the median group (4.9 type d: 3 can meet 6, 1 can meet 4, 2 anyone), and
  // nobody floated last round (4.10). So 3 and 1 are equally good for the upper group.
  //
  // The median group then pairs the floater first (4.6), with the highest-ranked opponent whose colour suits (4.8):
  //   with 3: 3 can meet only 6 (he has played 4 and 5): 3-6 both due black, and 4-5 both due white: two players
  //           without their due colour;
  //   with 1: 1 can meet only 4 (he has played 5 and 6): 1-4 black against white, 5-6 white against black: none.
  // 4.2 makes the floater "the player who lets the players have their due colours": 1 floats. The tie between 3 and 1
  // is settled by the median group, the first group where their continuations differ.
  const cards = [
    card(1, 2, ['b', 'w'], [5, 6]), card(2, 2, ['w', 'b'], []), card(3, 2, ['b', 'w'], [4, 5]),
    card(4, 1, ['w', 'b'], []), card(5, 1, ['w', 'b'], []), card(6, 1, ['b', 'w'], []),
  ];
  it('1 floats, not 3: 2-3 in the upper group, 1-4 and 5-6 in the median group, every player his due colour', () => {
    const sol = searchRound(orderOfPairing(cards, 3), false, rulesFor(cards), { maxi: false, maxExtraPairs: 0, extraGroups: new Set() })!;
    const [upper, median] = sol.groups;
    expect(upper.group.score).toBe(2);
    expect(upper.plan.floaters.map((f) => f.no)).toEqual([1]);
    expect(upper.plan.pairing.pairs).toEqual([[2, 3]]);
    expect(median.plan.pairing.pairs).toEqual([[1, 4], [5, 6]]);
    expect(sol.cost.every((x) => x === 0)).toBe(true);
    // the explanation's redo: the upper group's own first choice (3, the lowest) left the median group two clashes
    expect(upper.redo?.reason).toBe('later-cost');
    expect(upper.redo?.first.floaters.map((f) => f.no)).toEqual([3]);
    expect(upper.redo?.laterGroup).toBe(1);
    expect(upper.redo?.laterCost).toEqual({ first: [0, 0, 0, 0, 0, 0, 0, 2], chosen: [0, 0, 0, 0, 0, 0, 0, 0] });
  });
  it('when the median group cannot tell them apart either, the rules\' order decides: 3, the lowest (4.3)', () => {
    // The same round, but 3 has played only 5. With 3 floated the median group pairs 3 first (4.6) with the
    // highest-ranked opponent whose colour suits (4.8): 4, black against white; then 5-6, white against black. With 1
    // floated: 1-4 and 5-6 as before. Neither leaves anybody without his due colour: the lowest, 3, floats (4.3).
    const even = cards.map((c) => (c.no === 3 ? card(3, 2, ['b', 'w'], [5]) : { ...c, opponents: new Set([...c.opponents].filter((o) => o !== 3)) }));
    const sol = searchRound(orderOfPairing(even, 3), false, rulesFor(even), { maxi: false, maxExtraPairs: 0, extraGroups: new Set() })!;
    expect(sol.groups[0].plan.floaters.map((f) => f.no)).toEqual([3]);
    expect(sol.groups[0].redo).toBeUndefined();
    expect(sol.groups[0].plan.pairing.pairs).toEqual([[1, 2]]);
    expect(sol.groups[1].plan.pairing.pairs).toEqual([[3, 4], [5, 6]]);
  });
});

describe('Lim: a search that runs out of its work budget', () => {
  it('stops with SearchExhausted (never "no pairing") and records the group it was working on', () => {
    // the round of the first test, with a budget too small to pair even the first group (a plan costs 20 steps)
    const cards = [
      card(1, 2, ['b', 'w'], [5, 6]), card(2, 2, ['w', 'b'], []), card(3, 2, ['b', 'w'], [4, 5]),
      card(4, 1, ['w', 'b'], []), card(5, 1, ['w', 'b'], []), card(6, 1, ['b', 'w'], []),
    ];
    const rules = { ...rulesFor(cards), budget: { left: 10 } };
    const cache = newSearchCache();
    expect(() => searchRound(orderOfPairing(cards, 3), false, rules, { maxi: false, maxExtraPairs: 0, extraGroups: new Set() }, cache)).toThrow(SearchExhausted);
    expect(cache.working).toEqual({ gi: 0, players: 2 }); // the 2-point group, two players left to pair once one floats
  });
});

describe('Lim: a round with no legal pairing says which players and which rule', () => {
  it('four players who have all met (3 rounds of 4): player 1 has no compatible opponent, nor have 2, 3 and 4', () => {
    const t = buildTournament({
      players: [1, 2, 3, 4].map((no) => ({ no, name: `P${no}`, rating: 2400 - no })),
      rounds: [
        { round: 1, games: [{ white: 1, black: 3, result: '1-0' }, { white: 4, black: 2, result: '0-1' }] },
        { round: 2, games: [{ white: 2, black: 1, result: '1/2-1/2' }, { white: 3, black: 4, result: '1-0' }] },
        { round: 3, games: [{ white: 1, black: 4, result: '1-0' }, { white: 3, black: 2, result: '0-1' }] },
      ],
      firstColour: 'w',
      totalRounds: 5,
    });
    const out = lim.pair(t, { round: 4 });
    expect(out.ok).toBe(false);
    if (out.ok) return;
    expect(out.searchStopped).toBeUndefined();
    expect(out.reason.en).toBe('no legal pairing: Player 1 has no compatible opponent (Lim 3.1) (nor have 2, 3 and 4): he has played 2, 3, 4.');
    expect(out.reason.tr).toMatch(/^kurallara uygun eşlendirme yok: 1 numaralı oyuncunun uygun rakibi yok \(Lim 3\.1\)/);
  });

  it('2, 3 and 4 have each played everybody but 1: three players need 1 and he can take only one (3.1)', () => {
    // six players, round 6 (five played): 2, 3, 4 met each other and 5, 6; 1 met 5 and 6; 5-6 met. Colours alternate
    // for everybody, so colours forbid nothing (3.1 is about the games met).
    const alt = (k: number, first: Colour): Colour[] => Array.from({ length: k }, (_, i) => ((i % 2 === 0) === (first === 'w') ? 'w' : 'b'));
    const cards = [
      card(1, 2, alt(2, 'w'), [5, 6]),
      card(2, 2, alt(4, 'w'), [3, 4, 5, 6]), card(3, 2, alt(4, 'b'), [2, 4, 5, 6]), card(4, 2, alt(4, 'w'), [2, 3, 5, 6]),
      card(5, 2, alt(4, 'b'), [1, 2, 3, 4, 6]), card(6, 2, alt(4, 'w'), [1, 2, 3, 4, 5]),
    ];
    const why = whyNoPairing(cards, rulesFor(cards), undefined);
    expect(why.data.isolated).toEqual([5, 6]); // 5 and 6 have met everybody: the commonest obstruction, named first
    const noFive = cards.filter((c) => c.no !== 5 && c.no !== 6).map((c) => ({ ...c, opponents: new Set([...c.opponents].filter((o) => o !== 5 && o !== 6)) }));
    // 1, 2, 3, 4 alone: 2, 3, 4 have met each other, so each can meet only 1
    const why4 = whyNoPairing(noFive, rulesFor(noFive), undefined);
    expect(why4.data.oddSets).toEqual([[2], [3], [4]]);
    expect(why4.data.completers).toEqual([1]);
    expect(why4.text.en).toMatch(/3 sets of players, each an odd number \(\{2\}, \{3\}, \{4\}\), can each be completed only by 1 .*Lim 3\.1.*3 sets need 3 of them and there is only 1\./);
  });

  it('an odd number of players, every one of whom has had the bye: nobody may have it (2.2)', () => {
    const cards = [card(1, 1, ['w'], []), card(2, 1, ['b'], []), card(3, 1, [], [])];
    const why = whyNoPairing(cards, rulesFor(cards), []);
    expect(why.text.en).toMatch(/odd and nobody may have the bye.*Lim 2\.2/);
  });
});
