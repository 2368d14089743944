/**
 * Board order of the pairing list: the pair with the higher score on top, then the higher sum of scores,
 * then the pair whose higher-ranked player has the smaller pairing number. (The documents' lists follow
 * this order; the Lim text itself does not state one.)
 */
import type { Board } from '../types';

export function boardOrder(boards: Board[], score: (no: number) => number): Board[] {
  const key = (b: Board) => {
    const s1 = score(b.white);
    const s2 = score(b.black);
    return { max: Math.max(s1, s2), sum: s1 + s2, top: Math.min(b.white, b.black) };
  };
  return [...boards].sort((x, y) => {
    const a = key(x);
    const b = key(y);
    return b.max - a.max || b.sum - a.sum || a.top - b.top;
  });
}
