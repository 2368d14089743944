/**
 * Narrower weights for the same maximum-weight matchings. The packed Dutch weights (weights.ts)
 * leave every field room for a sum over a whole round; in one graph many bits are zero in every
 * edge. A run of such bits longer than c, where 2^c exceeds the number of edges a matching can
 * hold, is cut to c bits: the bits below the run sum, over any matching, to less than 2^c times
 * their unit, so they never reach the bits above it, before or after the cut. The order of all
 * matchings' total weights is unchanged, so the maximum-weight matchings are the same; when the
 * result is below 2^50 the plain-number entries of blossom.ts can be used.
 */
import { maxWeightMatching, maxWeightMatchingWithTight, type WeightedEdge } from './blossom';
import { maxWeightMatchingSmall, maxWeightMatchingSmallWithTight } from './blossom';
import { bitsFor } from './weights';

/** The bit ranges [from, to) of the weights kept when all-zero runs are cut, low to high. */
function keptRanges(ws: bigint[], maxPairs: number): Array<[number, number]> {
  let mask = 0n;
  for (const w of ws) if (w > 0n) mask |= w;
  if (mask === 0n) return [];
  const c = bitsFor(maxPairs);
  const bits = mask.toString(2);
  const top = bits.length;
  const isSet = (b: number) => bits[top - 1 - b] === '1';
  const kept: Array<[number, number]> = [];
  let from = 0;
  let bit = 0;
  while (bit < top) {
    if (isSet(bit)) {
      bit++;
      continue;
    }
    let end = bit;
    while (end < top && !isSet(end)) end++;
    if (end - bit > c) {
      kept.push([from, bit + c]);
      from = end;
    }
    bit = end;
  }
  kept.push([from, top]);
  return kept;
}

const cut = (w: bigint, kept: Array<[number, number]>): bigint => {
  if (w <= 0n) return w;
  let out = 0n;
  let at = 0n;
  for (const [a, b] of kept) {
    out |= ((w >> BigInt(a)) & ((1n << BigInt(b - a)) - 1n)) << at;
    at += BigInt(b - a);
  }
  return out;
};

/** The weights with long all-zero bit runs cut short, for matchings of at most `maxPairs` edges. */
export function compressWeights(ws: bigint[], maxPairs: number): bigint[] {
  const kept = keptRanges(ws, maxPairs);
  return kept.length <= 1 ? ws.slice() : ws.map((w) => cut(w, kept));
}

/** blossom.ts's plain-number entries are exact for weights below 2^50. */
const SMALL_BITS = 50;

/** A maximum-weight matching of `edges` (weights compressed first; plain numbers when they fit). */
export function matchCompressed(n: number, edges: WeightedEdge[]): Int32Array {
  return solveCompressed(n, edges, false).mate;
}

/** The same, with the edges tight for the optimal duals found (see maxWeightMatchingWithTight). */
export function matchCompressedWithTight(n: number, edges: WeightedEdge[]): { mate: Int32Array; tight: Uint8Array } {
  const r = solveCompressed(n, edges, true);
  return { mate: r.mate, tight: r.tight! };
}

function solveCompressed(n: number, edges: WeightedEdge[], wantTight: boolean): { mate: Int32Array; tight?: Uint8Array } {
  // Cutting costs BigInt work per edge: done only when the result fits plain numbers.
  const kept = keptRanges(
    edges.map((e) => e.w),
    Math.floor(n / 2),
  );
  const width = kept.reduce((s, [a, b]) => s + b - a, 0);
  if (width < SMALL_BITS) {
    const small = edges.map((e) => ({ i: e.i, j: e.j, w: Number(cut(e.w, kept)) }));
    return wantTight ? maxWeightMatchingSmallWithTight(n, small) : { mate: maxWeightMatchingSmall(n, small) };
  }
  return wantTight ? maxWeightMatchingWithTight(n, edges) : { mate: maxWeightMatching(n, edges) };
}
