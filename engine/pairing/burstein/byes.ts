/**
 * Burstein 4: with an odd number of players, the player of the lowest score group with the lowest SB
 * (then Buchholz, and so on in the order of 3.2) gets the bye (4.2, 4.3); not one who has scored without
 * playing (4.1) — which also rules out a second bye. If nobody in the lowest group may have it, the next
 * group up is used (our reading). If nobody at all may have it under 4.1 (half-point byes and forfeit wins
 * everywhere), or none of them leaves a legal pairing, the text leaves the round unpaired; we then fall back
 * on the general rule that nobody has the bye twice, in the same order, and say so. The bye has no colour (4.4).
 */
import type { BursteinCard } from './cards';
import { orderGroup } from './ordering';

/** Bye candidates in the order they are tried. */
export function byeCandidates(cards: BursteinCard[]): BursteinCard[] {
  const scores = [...new Set(cards.map((c) => c.groupScore))].sort((a, b) => a - b);
  const lowestFirst = scores.flatMap((s) => orderGroup(cards.filter((c) => c.groupScore === s)).reverse());
  const strict = lowestFirst.filter((c) => !c.byeBlocked);
  // After the players 4.1 allows, those it does not but who have had no bye (tried only if none of the first can be paired).
  return [...strict, ...lowestFirst.filter((c) => c.byeBlocked && !c.hadBye)];
}
