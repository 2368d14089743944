/**
 * Dubov 6.2/6.3: the two columns side by side, then the improvements.
 *
 * 6.3: "If two players have met, the white player is paired with the first black player further
 * down whom he can play. If this happens on the last row, look at the row above: the pairing above
 * is broken to find an opponent, and so on upwards until a pairing is made." — a depth-first search
 * down the white column, each white taking the first free black he may play, backtracking to the rows
 * above when a row cannot be paired. The first complete result is the 6.3 pairing; later ones are the
 * next alternatives, in the same order.
 * "If the white player has played all black players of the group, look at the white players below
 * his own row down to the end of the column, then from the row above up to the top": two
 * white-seekers meet, and their colours follow 3.b-d. The same applies when the columns could not be
 * made equal (2.6): the players left over in the longer column meet each other.
 */
import type { DubovPlayer } from './context';

export type Pair = [DubovPlayer, DubovPlayer];

export function* standardPairings(
  white: DubovPlayer[],
  black: DubovPlayer[],
  legal: (a: number, b: number) => boolean,
  limit = 40,
): Generator<Pair[]> {
  const seen = new Set<string>();
  let produced = 0;
  for (const phase of [1, 2] as const) {
    for (const pairs of search(white, black, legal, phase)) {
      const key = pairs.map(([a, b]) => `${a.no}-${b.no}`).join(',');
      if (seen.has(key)) continue;
      seen.add(key);
      yield pairs;
      if (++produced >= limit) return;
    }
  }
}

function* search(white: DubovPlayer[], black: DubovPlayer[], legal: (a: number, b: number) => boolean, phase: 1 | 2): Generator<Pair[]> {
  const usedW = new Array<boolean>(white.length).fill(false);
  const usedB = new Array<boolean>(black.length).fill(false);
  const pairs: Pair[] = [];
  // a search that cannot succeed can take long on a large group; the budget ends it (the group then floats players, 6.4)
  let budget = 20000;
  // 6.3 second paragraph: this white has no possible black opponent in the whole column
  const noBlack = white.map((w) => !black.some((b) => legal(w.no, b.no)));

  function* whiteRow(i: number): Generator<Pair[]> {
    if (--budget < 0) return;
    if (i === white.length) { yield* blackRow(0); return; }
    if (usedW[i]) { yield* whiteRow(i + 1); return; }
    usedW[i] = true;
    const w = white[i];
    for (let j = 0; j < black.length; j++) {
      if (usedB[j] || !legal(w.no, black[j].no)) continue;
      usedB[j] = true;
      pairs.push([w, black[j]]);
      yield* whiteRow(i + 1);
      pairs.pop();
      usedB[j] = false;
    }
    const whitesLeft = white.filter((_, k) => !usedW[k]).length + 1;
    const blacksLeft = usedB.filter((u) => !u).length;
    if (phase === 2 || noBlack[i] || whitesLeft > blacksLeft) {
      for (let k = i + 1; k < white.length; k++) {
        if (usedW[k] || !legal(w.no, white[k].no)) continue;
        usedW[k] = true;
        pairs.push([w, white[k]]);
        yield* whiteRow(i + 1);
        pairs.pop();
        usedW[k] = false;
      }
    }
    usedW[i] = false;
  }

  function* blackRow(j: number): Generator<Pair[]> {
    if (--budget < 0) return;
    if (j === black.length) { yield [...pairs]; return; }
    if (usedB[j]) { yield* blackRow(j + 1); return; }
    usedB[j] = true;
    for (let k = j + 1; k < black.length; k++) {
      if (usedB[k] || !legal(black[j].no, black[k].no)) continue;
      usedB[k] = true;
      pairs.push([black[j], black[k]]);
      yield* blackRow(j + 1);
      pairs.pop();
      usedB[k] = false;
    }
    usedB[j] = false;
  }

  yield* whiteRow(0);
}
