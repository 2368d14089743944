/**
 * The texts in force choose "the first" set or pairing (in an order the text defines) among those that comply best
 * with prioritised quality criteria (C.04.4.1 3.2.2, 3.2.4, 3.2.5; C.04.4.2 3.2.2). Both are found the same way:
 * every criterion becomes a field of a penalty, most important first, packed into one integer per pair of players;
 * a maximum-weight matching (engine/pairing/dutch/blossom.ts) over all players still to pair finds the best value
 * (and, because every player must be paired, [C4]'s complete pairing); then the text's order is walked one decision
 * at a time, each decision kept only when the best value can still be reached with it.
 */
import { maxWeightMatching, maxWeightMatchingSmall, maxWeightMatchingSmallWithTight, maxWeightMatchingWithTight, type WeightedEdge } from '../dutch/blossom';

export interface PenaltyEdge {
  i: number;
  j: number;
  /** One count per criterion field, most important first (each 0, 1 or 2). */
  pen: number[];
}

export interface Solution {
  mate: Int32Array;
  perfect: boolean;
  /** The packed penalty of the matching (smaller is better); meaningful when `perfect`. */
  penalty: bigint;
}

export interface LexGraph {
  n: number;
  edges: PenaltyEdge[];
  /**
   * The best matching with every edge. It also records which edges are tight for the optimal duals: by
   * complementary slackness every matching of the same (best) weight uses only those, so `solve` looks no further.
   */
  best(): Solution;
  /** A best perfect matching using only the edges `allowed` accepts (after `best`: among the tight edges only). */
  solve(allowed: (i: number, j: number) => boolean): Solution;
  /**
   * False when the edge is not tight after `best`: no matching of the best weight can use it (complementary
   * slackness), so a decision forcing it can be refused without a search. True when not known.
   */
  mayBeInBest(i: number, j: number): boolean;
  /** The penalty split back into its fields. */
  fields(penalty: bigint): number[];
}

const bitLength = (n: number) => Math.max(1, Math.ceil(Math.log2(n + 1)));

/**
 * `bounds[f]`: the most field f can add up to over one matching (by default a bound from the number of players); the
 * tighter they are, the more often the weights fit plain numbers (below 2^50), many times faster than BigInt.
 */
export function lexGraph(n: number, edges: PenaltyEdge[], fieldCount: number, bounds?: number[]): LexGraph {
  const widths = Array.from({ length: fieldCount }, (_, f) => BigInt(bitLength(bounds?.[f] ?? 2 * n + 2) + (bounds ? 0 : 1)));
  const shifts: bigint[] = [];
  let total = 0n;
  for (let f = fieldCount - 1; f >= 0; f--) { shifts[f] = total; total += widths[f]; }
  const pack = (pen: number[]) => pen.reduce((acc, v, f) => acc + (BigInt(v) << shifts[f]), 0n);
  const top = 1n << total; // a field's sum over a matching never reaches the next field
  const base = top * BigInt(n + 2); // more than any sum of (top - penalty): cardinality first
  const packed = edges.map((e) => pack(e.pen));
  const small = base + top < 1n << 50n;
  const weight = packed.map((p) => base + top - p);
  const weightSmall = small ? weight.map(Number) : [];
  const index = new Map<number, number>();
  edges.forEach((e, k) => { index.set(e.i * n + e.j, k); index.set(e.j * n + e.i, k); });
  let tightOnly: Uint8Array | undefined;
  const result = (mate: Int32Array): Solution => {
    let perfect = true;
    for (let v = 0; v < n; v++) if (mate[v] < 0) { perfect = false; break; }
    let penalty = 0n;
    if (perfect) {
      for (let v = 0; v < n; v++) {
        const u = mate[v];
        if (u > v) penalty += packed[index.get(v * n + u)!];
      }
    }
    return { mate, perfect, penalty };
  };
  const run = (keep: (k: number) => boolean, withTight: boolean): Int32Array => {
    const ks: number[] = [];
    for (let k = 0; k < edges.length; k++) if (keep(k)) ks.push(k);
    if (small) {
      const ws = ks.map((k) => ({ i: edges[k].i, j: edges[k].j, w: weightSmall[k] }));
      if (!withTight) return maxWeightMatchingSmall(n, ws);
      const { mate, tight } = maxWeightMatchingSmallWithTight(n, ws);
      tightOnly = tight;
      return mate;
    }
    const ws: WeightedEdge[] = ks.map((k) => ({ i: edges[k].i, j: edges[k].j, w: weight[k] }));
    if (!withTight) return maxWeightMatching(n, ws);
    const { mate, tight } = maxWeightMatchingWithTight(n, ws);
    tightOnly = tight;
    return mate;
  };
  return {
    n,
    edges,
    best() {
      return result(run(() => true, true));
    },
    solve(allowed) {
      const tight = tightOnly;
      return result(run((k) => (!tight || tight[k] === 1) && allowed(edges[k].i, edges[k].j), false));
    },
    mayBeInBest(i, j) {
      const k = index.get(i * n + j);
      if (k === undefined) return false;
      return !tightOnly || tightOnly[k] === 1;
    },
    fields(penalty) {
      return widths.map((w, f) => Number((penalty >> shifts[f]) & ((1n << w) - 1n)));
    },
  };
}

/** Index a field layout: named groups of fields in priority order, e.g. [['C5', 1], ['C6', 3]]. */
export function layout(groups: Array<[string, number]>): { offset: Record<string, number>; count: number } {
  const offset: Record<string, number> = {};
  let count = 0;
  for (const [name, size] of groups) { offset[name] = count; count += size; }
  return { offset, count };
}
