/**
 * Compatible opponents (Lim 3.1): two players who have not played each other, and who can be given
 * colours so that nobody gets the same colour three times running (6.1.a) or a colour difference
 * beyond two (6.1.b).
 */
import type { Colour } from '../../model/types';
import { mayTakeColour } from '../../model/history';
import type { Card } from './cards';

/** May this player take colour `c` without breaking Lim 6.1.a / 6.1.b? */
export function canTake(card: { colours: Colour[] }, c: Colour): boolean {
  return mayTakeColour(card.colours, c); // 6.1.a (three running) and 6.1.b (difference within ±2)
}

/** The colour allocations (white first) that break no absolute colour rule. */
export function legalAllocations(a: Pick<Card, 'no' | 'colours'>, b: Pick<Card, 'no' | 'colours'>): Array<[number, number]> {
  const out: Array<[number, number]> = [];
  if (canTake(a, 'w') && canTake(b, 'b')) out.push([a.no, b.no]);
  if (canTake(b, 'w') && canTake(a, 'b')) out.push([b.no, a.no]);
  return out;
}

export function pairKey(a: number, b: number): string {
  return a < b ? `${a}-${b}` : `${b}-${a}`;
}

/** Lim 3.1, plus the arbiter's forbidden pairs (TRF XXP). */
export function compatible(a: Card, b: Card, forbidden: Set<string>): boolean {
  if (a.no === b.no) return false;
  if (a.opponents.has(b.no)) return false;
  if (forbidden.has(pairKey(a.no, b.no))) return false;
  return legalAllocations(a, b).length > 0;
}
