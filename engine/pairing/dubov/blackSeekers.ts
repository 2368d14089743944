/**
 * Dubov 6.2, the black column: "players who are to play black are listed by rating descending;
 * with equal rating the higher ARO stands higher; with equal rating and ARO, alphabetically."
 *
 * Names that do not decide (equal, or none, as in the book's example) leave the order to the
 * pairing number, lower first (the stronger seed, the direction of "higher rating first"): the book's
 * round-2 black column lists 7 above 9 (both R 2300, ARO 2050).
 */
import type { DubovPlayer } from './context';
import { compareNames } from './whiteSeekers';

export function compareBlackSeekers(a: DubovPlayer, b: DubovPlayer): number {
  return b.rating - a.rating || b.aro - a.aro || compareNames(a, b) || a.no - b.no;
}

export function orderBlackSeekers(players: DubovPlayer[]): DubovPlayer[] {
  return [...players].sort(compareBlackSeekers);
}
