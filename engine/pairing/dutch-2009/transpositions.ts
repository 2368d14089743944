/**
 * D.1 transpositions: orders of S2, beginning with the lowest player, priority decreasing downwards —
 * i.e. the orders of S2's players in lexicographic order of their ranks (5678, 5687, 5768, …).
 * Only the first p places of S2 meet S1, so two orders that agree there are the same pairing;
 * the walk below visits each distinct pairing once, in D.1 order.
 */

/** All orders of `list` (given in rank order) in D.1 order. For teaching and tests; the procedure uses `walkTranspositions`. */
export function* transpositionsD1<T>(list: T[]): Generator<T[]> {
  const idx = list.map((_, i) => i);
  for (;;) {
    yield idx.map((i) => list[i]);
    // next permutation in lexicographic order
    let i = idx.length - 2;
    while (i >= 0 && idx[i] > idx[i + 1]) i--;
    if (i < 0) return;
    let j = idx.length - 1;
    while (idx[j] < idx[i]) j--;
    [idx[i], idx[j]] = [idx[j], idx[i]];
    idx.splice(i + 1, idx.length - i - 1, ...idx.slice(i + 1).reverse());
  }
}

export interface WalkHooks {
  /** May S1[i] meet S2[j] given the pairs chosen so far? Return a reason to refuse, or null. */
  pairCheck(i: number, j: number, chosen: number[]): string | null;
  /** Can the S1 players from i on still all be paired with unused S2 players? (prunes dead ends) */
  feasible(i: number, used: boolean[], chosen: number[]): boolean;
  /** All p places filled: accept (true) or go on with the next transposition (false). */
  complete(chosen: number[]): boolean;
  /** Tells the explanation a pair was refused or taken out of the natural order. */
  onReject?(i: number, j: number, reason: string): void;
  onTranspose?(i: number, j: number, chosen: number[]): void;
  /** Gives up when it returns true (bounded search). */
  exhausted?(): boolean;
}

/**
 * Walks the distinct pairings S1[i]-S2[chosen[i]] (i < p) in D.1 order, pruning a branch as soon as a
 * pair is refused or the rest cannot be completed. Returns the accepted choice or null.
 */
export function walkTranspositions(p: number, s2Size: number, hooks: WalkHooks): number[] | null {
  const used = new Array<boolean>(s2Size).fill(false);
  const chosen: number[] = [];
  const step = (i: number): boolean => {
    if (hooks.exhausted?.()) return false;
    if (i === p) return hooks.complete(chosen);
    let natural = true;
    for (let j = 0; j < s2Size; j++) {
      if (used[j]) continue;
      const reason = hooks.pairCheck(i, j, chosen);
      if (reason) { hooks.onReject?.(i, j, reason); natural = false; continue; }
      used[j] = true; chosen.push(j);
      if (hooks.feasible(i + 1, used, chosen)) {
        if (!natural) hooks.onTranspose?.(i, j, chosen);
        if (step(i + 1)) return true;
      }
      used[j] = false; chosen.pop();
      natural = false;
      if (hooks.exhausted?.()) return false;
    }
    return false;
  };
  return step(0) ? [...chosen] : null;
}
