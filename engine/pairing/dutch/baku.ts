/**
 * Baku acceleration (C.04.5.1): virtual points for pairing only.
 * GA = the first half of the players, rounded up to an even number (2·⌈N/4⌉ pairing numbers);
 * the accelerated rounds are the first half (rounded up) of the event; GA players get 1 virtual
 * point before the first half (rounded up) of those rounds and 0.5 before the rest; GB none.
 */
import type { Tournament } from '../../model/types';

/** Virtual points in half points for player `no` before round `round`. */
export function bakuVirtualPoints(t: Tournament, totalRounds: number): (no: number, round: number) => number {
  const ordered = [...t.players].sort((a, b) => a.no - b.no);
  const gaSize = 2 * Math.ceil(ordered.length / 4);
  const lastGa = ordered[Math.min(gaSize, ordered.length) - 1]?.no ?? 0;
  const accelerated = Math.ceil(totalRounds / 2);
  const full = Math.ceil(accelerated / 2);
  return (no, round) => {
    if (no > lastGa || round > accelerated) return 0;
    return round <= full ? 2 : 1;
  };
}
