/**
 * Colour allocation (C.04.3 5, rules E.1–E.5 of the earlier editions) and the order of the boards (C.04.2).
 */
import type { Colour } from '../../model/types';
import type { DutchPlayer } from './players';

const invert = (c: Colour): Colour => (c === 'w' ? 'b' : 'w');

/** True when `a` is ranked below `b` (lower score, or same score and a later rank, 1.2). */
export function ranksBelow(a: DutchPlayer, b: DutchPlayer, useRealScore = false): boolean {
  const sa = useRealScore ? a.realScore : a.score;
  const sb = useRealScore ? b.realScore : b.score;
  return sa < sb || (sa === sb && a.rank > b.rank);
}

export interface ColourDecision {
  colour: Colour;
  /** The rule that decided, for the explanation. */
  rule: 'E.1' | 'E.2' | 'E.3' | 'E.4' | 'E.5';
}

/**
 * The colour `p` gets against `q`:
 * E.1 both preferences granted; E.2 the stronger preference; E.3 alternate from the last round
 * in which their colours differed; E.4 the higher ranked player's preference; E.5 by the initial
 * colour and the higher ranked player's pairing number.
 */
export function colourFor(p: DutchPlayer, q: DutchPlayer, initial: Colour): ColourDecision {
  if (p.pref === undefined || q.pref === undefined || p.pref !== q.pref) {
    if (p.pref !== undefined) return { colour: p.pref, rule: 'E.1' };
    if (q.pref !== undefined) return { colour: invert(q.pref), rule: 'E.1' };
  } else {
    if (p.absolute && (p.imbalance > q.imbalance || !q.absolute)) return { colour: p.pref, rule: 'E.2' };
    if (q.absolute && (q.imbalance > p.imbalance || !p.absolute)) return { colour: invert(q.pref), rule: 'E.2' };
    if (p.strong && !q.strong) return { colour: p.pref, rule: 'E.2' };
    if (q.strong && !p.strong) return { colour: invert(q.pref), rule: 'E.2' };
    // E.3: go back to the last round in which the two had different colours
    let i = p.colours.length - 1;
    let j = q.colours.length - 1;
    while (i >= 0 && j >= 0 && p.colours[i] === q.colours[j]) {
      i--;
      j--;
    }
    if (i >= 0 && j >= 0) return { colour: q.colours[j], rule: 'E.3' };
  }
  const pBelow = ranksBelow(p, q);
  if (p.pref !== undefined) {
    // E.4: the higher ranked player gets its preference
    return { colour: pBelow ? invert(q.pref!) : p.pref, rule: 'E.4' };
  }
  // E.5: the higher ranked player gets the initial colour with an odd pairing number (rank), the other with an even one
  const top = pBelow ? q : p;
  const topColour = top.rank % 2 === 0 ? initial : invert(initial);
  return { colour: pBelow ? invert(topColour) : topColour, rule: 'E.5' };
}

/** Board order (C.04.2): higher score of the pair first, then the lower player's score, then the higher player's rank. */
export function boardOrder(pairs: Array<[DutchPlayer, DutchPlayer]>): Array<[DutchPlayer, DutchPlayer]> {
  const keyed = pairs.map(([a, b]) => {
    const [hi, lo] = ranksBelow(a, b, true) ? [b, a] : [a, b];
    return { pair: [a, b] as [DutchPlayer, DutchPlayer], hi, lo };
  });
  keyed.sort((x, y) => y.hi.realScore - x.hi.realScore || y.lo.realScore - x.lo.realScore || x.hi.rank - y.hi.rank);
  return keyed.map((k) => k.pair);
}
