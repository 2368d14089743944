/**
 * Burstein 3.3: to speed up the first two rounds, the players in the top half of the participants' list
 * (ordered by rating) get an imaginary point, taken away again before round 3 is paired.
 * With an odd number of participants the top half is the smaller half (our reading: the text does not say).
 */
import type { Tournament } from '../../model/types';

export function imaginaryPoints(t: Tournament, round: number): Map<number, number> {
  const out = new Map<number, number>();
  if (round > 2) return out;
  const list = [...t.players].sort((a, b) => (b.rating ?? 0) - (a.rating ?? 0) || a.no - b.no);
  const half = Math.floor(list.length / 2);
  list.forEach((p, i) => out.set(p.no, i < half ? 1 : 0));
  return out;
}
