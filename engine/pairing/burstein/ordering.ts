/**
 * Burstein 3.2: within a score group (floaters from other groups included) players are ordered by
 * Sonneborn-Berger, then Buchholz, then Median, then rating, highest first. Equal on all four (the text
 * stops there), the smaller pairing number comes first.
 */
import type { BursteinCard } from './cards';

export function compareBurstein(a: BursteinCard, b: BursteinCard): number {
  return b.sb - a.sb || b.buchholz - a.buchholz || b.median - a.median || b.rating - a.rating || a.no - b.no;
}

export function orderGroup(cards: BursteinCard[]): BursteinCard[] {
  return [...cards].sort(compareBurstein);
}

/** Which criterion of 3.2 separates two neighbours (for the explanation). */
export function separatedBy(a: BursteinCard, b: BursteinCard): 'SB' | 'Buchholz' | 'Median' | 'rating' | 'number' {
  if (a.sb !== b.sb) return 'SB';
  if (a.buchholz !== b.buchholz) return 'Buchholz';
  if (a.median !== b.median) return 'Median';
  if (a.rating !== b.rating) return 'rating';
  return 'number';
}
