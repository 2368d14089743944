/**
 * Dubov 6.2, the white column: "players who are to play white are listed by ARO ascending;
 * with equal ARO the lower-rated player stands higher; with equal ARO and rating, alphabetically."
 *
 * Names that do not decide (equal, or none, as in the book's example) leave the order to the
 * pairing number. The book's round-2 table puts 19 above 17 (both R 2050, ARO 2300), so in the white
 * column the higher pairing number (the weaker seed) comes first — the same direction as
 * "the lower rating stands higher".
 */
import type { DubovPlayer } from './context';

export function compareNames(a: DubovPlayer, b: DubovPlayer): number {
  const na = a.name.trim();
  const nb = b.name.trim();
  if (!na || !nb || na === nb) return 0;
  return na.localeCompare(nb, 'tr');
}

export function compareWhiteSeekers(a: DubovPlayer, b: DubovPlayer): number {
  return a.aro - b.aro || a.rating - b.rating || compareNames(a, b) || b.no - a.no;
}

export function orderWhiteSeekers(players: DubovPlayer[]): DubovPlayer[] {
  return [...players].sort(compareWhiteSeekers);
}
