/**
 * The order in which a round's pairs are published (C.04.2, General Handling Rules, D.9, as quoted with the current
 * Swiss texts): the score of the higher ranked player of the pair, then the sum of both scores, then the initial
 * rank (TPN) of the higher ranked player; the pairing-allocated bye is listed after the boards.
 */
import type { Board } from '../types';

export function publishingOrder(boards: Board[], score: (no: number) => number): Board[] {
  const key = (b: Board) => {
    const [hi, lo] = score(b.white) > score(b.black) || (score(b.white) === score(b.black) && b.white < b.black) ? [b.white, b.black] : [b.black, b.white];
    return { top: score(hi), sum: score(hi) + score(lo), tpn: hi };
  };
  return [...boards].sort((x, y) => {
    const a = key(x), b = key(y);
    return b.top - a.top || b.sum - a.sum || a.tpn - b.tpn;
  });
}
