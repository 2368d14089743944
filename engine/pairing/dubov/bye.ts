/**
 * Dubov 4: "The lowest-rated player of the lowest score group receives the bye. If players with that
 * lowest rating are found in both colour subgroups, the bye goes by colour priority; and if several
 * players share the lowest rating, the one with the highest ARO receives the bye."
 * Dubov 2.2: a player who has already scored without playing cannot receive it.
 *
 * "Colour priority" is not defined by the document. Hakem reads it as white's priority in being
 * paired (8.1 pairs the white-due floaters first): the bye goes to a black-seeker. This is what the
 * book does in round 2 (17, 18, 19, 20 all R 2050 and ARO 2300: it gives the bye to 20, due black) and
 * round 3 (18 due white, 19 due black: 19, who also has the higher ARO). When rating, colour and ARO
 * are all equal the player lowest in the list — the highest pairing number — receives it, as in rule 5
 * ("the player at the bottom of the list"); that gives 20 rather than 18 in the book's round 2.
 * If the lowest group has no eligible player, the next group up is used.
 */
import type { DubovPlayer } from './context';

export function compareForBye(a: DubovPlayer, b: DubovPlayer): number {
  const colourRank = (p: DubovPlayer) => (p.due === 'b' ? 0 : 1);
  return a.rating - b.rating || colourRank(a) - colourRank(b) || b.aro - a.aro || b.no - a.no;
}

/** Candidates for the bye, best first: the lowest score group first, each group in rule 4's order; the ineligible (2.2) are left out. */
export function byeCandidates(groupsHighestFirst: DubovPlayer[][]): DubovPlayer[] {
  const out: DubovPlayer[] = [];
  for (const g of [...groupsHighestFirst].reverse()) out.push(...g.filter((p) => !p.unplayedPoints).sort(compareForBye));
  return out;
}
