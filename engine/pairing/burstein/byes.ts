/**
 * Burstein 4: with an odd number of players, the player of the lowest score group with the lowest SB
 * (then Buchholz, and so on in the order of 3.2) gets the bye (4.2, 4.3); not one who has scored without
 * playing (4.1) — which also rules out a second bye. If nobody in the lowest group may have it, the next
 * group up is used (our reading). The bye has no colour (4.4).
 */
import type { BursteinCard } from './cards';
import { orderGroup } from './ordering';

/** Bye candidates in the order they are tried. */
export function byeCandidates(cards: BursteinCard[]): BursteinCard[] {
  const scores = [...new Set(cards.map((c) => c.groupScore))].sort((a, b) => a - b);
  const out: BursteinCard[] = [];
  for (const s of scores) {
    const group = orderGroup(cards.filter((c) => c.groupScore === s)).reverse();
    out.push(...group.filter((c) => !c.byeBlocked));
  }
  return out;
}
