/**
 * Colours in the Dubov system.
 * Dubov 1: a player who has had more blacks, or equal colours with black last, is due white;
 * more whites, or equal with white last, due black. Only games actually played count.
 * Dubov 2.3/2.4: the colour difference never exceeds 2 and nobody gets one colour three times running;
 * a due colour that would break them is replaced by the other one (2.6 then keeps the player
 * in that colour subgroup).
 * Dubov 3.a-d: how two players' colours are allocated.
 */
import type { Colour } from '../../model/types';
import { colourDifference, mayTakeColour, opposite } from '../../model/history';

export const colourDiff = colourDifference;

/** Dubov 2.3 (difference within ±2) and 2.4 (not three running): may a player with history `h` receive colour `c`? */
export const mayTake = mayTakeColour;

/** Dubov 1 (with 2.3/2.4): the colour the player is due; undefined before the first played game. */
export function dueColour(h: Colour[]): Colour | undefined {
  if (h.length === 0) return undefined;
  const d = colourDiff(h);
  let c: Colour = d < 0 ? 'w' : d > 0 ? 'b' : opposite(h[h.length - 1]);
  if (!mayTake(h, c)) c = opposite(c);
  return c;
}

/** Dubov 2.6: the player may not be moved to the other colour subgroup. */
export function colourIsFixed(h: Colour[]): boolean {
  const due = dueColour(h);
  return due !== undefined && !mayTake(h, opposite(due));
}

/** What the colour allocation needs to know about one player. */
export interface ColourFacts {
  no: number;
  rating: number;
  aro: number;
  /** Played colours in order. */
  history: Colour[];
  /** Colour by round number (played games only), for 3.c's look back. */
  byRound: Map<number, Colour>;
  /**
   * The colour the player seeks in this pairing: his due colour, or the colour subgroup he was
   * placed in (a player moved by 7.3/7.4 is moved precisely to receive that colour).
   */
  seeks?: Colour;
}

export interface Allocation {
  white: number;
  black: number;
  rule: '3.a' | '3.b' | '3.c' | '3.c ARO' | '3.d' | 'number';
}

/**
 * Dubov 3: "a. each player gets the colour due; b. the numbers of blacks and whites played are
 * evened out; c. going back from the last round to the first, the colours are reversed at the first
 * round in which they differed; [then] the player with the higher ARO gets white; d. the player with
 * the lower rating gets white." The last tie (same rating) is not settled by the document: the lower
 * pairing number gets white there. An allocation that breaks 2.3/2.4 is turned round; undefined
 * when neither way is allowed.
 */
export function allocateColours(p: ColourFacts, q: ColourFacts): Allocation | undefined {
  const ok = (w: ColourFacts, b: ColourFacts) => mayTake(w.history, 'w') && mayTake(b.history, 'b');
  const choose = (pWhite: boolean, rule: Allocation['rule']): Allocation | undefined => {
    const [w, b] = pWhite ? [p, q] : [q, p];
    if (ok(w, b)) return { white: w.no, black: b.no, rule };
    if (ok(b, w)) return { white: b.no, black: w.no, rule };
    return undefined;
  };
  // 3.a: the colours they seek differ (a player without history takes what the other does not seek)
  if (p.seeks && q.seeks && p.seeks !== q.seeks) return choose(p.seeks === 'w', '3.a');
  if (p.seeks && !q.seeks) return choose(p.seeks === 'w', '3.a');
  if (!p.seeks && q.seeks) return choose(q.seeks === 'b', '3.a');
  // 3.b: the one who has had more blacks gets white
  const dp = colourDiff(p.history);
  const dq = colourDiff(q.history);
  if (dp !== dq) return choose(dp < dq, '3.b');
  // 3.c: back from the last round, the first round where their colours differed
  const rounds = [...new Set([...p.byRound.keys(), ...q.byRound.keys()])].sort((a, b) => b - a);
  for (const r of rounds) {
    const cp = p.byRound.get(r);
    const cq = q.byRound.get(r);
    if (cp && cq && cp !== cq) return choose(cp === 'b', '3.c');
  }
  // 3.c (second sentence): higher ARO gets white
  if (p.aro !== q.aro) return choose(p.aro > q.aro, '3.c ARO');
  // 3.d: lower rating gets white
  if (p.rating !== q.rating) return choose(p.rating < q.rating, '3.d');
  return choose(p.no < q.no, 'number');
}

/** Some allocation keeps both players within 2.3/2.4. */
export function coloursCompatible(p: Colour[], q: Colour[]): boolean {
  return (mayTake(p, 'w') && mayTake(q, 'b')) || (mayTake(p, 'b') && mayTake(q, 'w'));
}
