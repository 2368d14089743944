/**
 * The texts in force choose "the first" set or pairing (in an order the text defines) among those that comply best
 * with prioritised quality criteria (C.04.4.1 3.2.2, 3.2.4, 3.2.5; C.04.4.2 3.2.2). Both are found the same way:
 * every criterion becomes a field of a penalty, most important first, packed into one integer per pair of players;
 * a maximum-weight matching (engine/pairing/dutch/blossom.ts) over all players still to pair finds the best value
 * (and, because every player must be paired, [C4]'s complete pairing); then the text's order is walked one decision
 * at a time, each decision kept only when the best value can still be reached with it.
 */
import { maxWeightMatching, type WeightedEdge } from '../dutch/blossom';

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
  /** Best perfect matching using only the edges `allowed` accepts. */
  solve(allowed: (i: number, j: number) => boolean): Solution;
  /** The penalty split back into its fields. */
  fields(penalty: bigint): number[];
}

const bitLength = (n: number) => Math.max(1, Math.ceil(Math.log2(n + 1)));

export function lexGraph(n: number, edges: PenaltyEdge[], fieldCount: number): LexGraph {
  const width = BigInt(bitLength(2 * n + 2) + 1); // a field's sum over a matching never reaches 2^width
  const pack = (pen: number[]) => pen.reduce((acc, v) => (acc << width) + BigInt(v), 0n);
  const top = 1n << (width * BigInt(fieldCount));
  const base = top * BigInt(n + 2); // more than any sum of (top - penalty): cardinality first
  const packed = edges.map((e) => pack(e.pen));
  const index = new Map<number, number>();
  edges.forEach((e, k) => { index.set(e.i * n + e.j, k); index.set(e.j * n + e.i, k); });
  return {
    n,
    edges,
    solve(allowed) {
      const ws: WeightedEdge[] = [];
      edges.forEach((e, k) => { if (allowed(e.i, e.j)) ws.push({ i: e.i, j: e.j, w: base + top - packed[k] }); });
      const mate = maxWeightMatching(n, ws);
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
    },
    fields(penalty) {
      const out: number[] = [];
      const mask = (1n << width) - 1n;
      for (let k = 0; k < fieldCount; k++) { out.unshift(Number(penalty & mask)); penalty >>= width; }
      return out;
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
