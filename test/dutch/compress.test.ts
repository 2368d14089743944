/**
 * The speed-ups around the exact matching must not change which matchings are optimal:
 * cutting all-zero bit runs (compress.ts) keeps the order of every two matchings' totals, and
 * the tight edges reported with a matching include every edge of every maximum-weight matching.
 * Checked against an exhaustive enumeration of all matchings of small random graphs.
 */
import { describe, expect, it } from 'vitest';
import type { WeightedEdge } from '../../engine/pairing/dutch/blossom';
import { maxWeightMatchingWithTight } from '../../engine/pairing/dutch/blossom';
import { maxWeightMatchingSmallWithTight } from '../../engine/pairing/dutch/blossom';
import { compressWeights, matchCompressed } from '../../engine/pairing/dutch/compress';

function rng(seed: number) {
  let s = seed >>> 0;
  return () => ((s = (s * 1664525 + 1013904223) >>> 0) / 2 ** 32);
}

/** Every matching of the graph, as lists of edge indices. */
function allMatchings(n: number, edges: WeightedEdge[]): number[][] {
  const out: number[][] = [];
  const used = new Array(n).fill(false);
  const go = (k: number, chosen: number[]) => {
    if (k === edges.length) {
      out.push(chosen.slice());
      return;
    }
    go(k + 1, chosen);
    const e = edges[k];
    if (!used[e.i] && !used[e.j]) {
      used[e.i] = used[e.j] = true;
      chosen.push(k);
      go(k + 1, chosen);
      chosen.pop();
      used[e.i] = used[e.j] = false;
    }
  };
  go(0, []);
  return out;
}

/** Weights packed like the Dutch ones: a few sparse fields with wide empty room between them. */
function randomGraph(r: () => number, small: boolean): { n: number; edges: WeightedEdge[] } {
  const n = 2 + Math.floor(r() * 7);
  const fields = [0, 9, 20, 33, 60, small ? 40 : 150].slice(0, 2 + Math.floor(r() * 4));
  const edges: WeightedEdge[] = [];
  for (let i = 0; i < n; i++) {
    for (let j = 0; j < i; j++) {
      if (r() < 0.25) continue;
      let w = 0n;
      for (const f of fields) w += BigInt(Math.floor(r() * 3)) << BigInt(f);
      // some weights lowered by a small amount, borrowing from the fields above (as remainderWeight does)
      if (r() < 0.3) w -= BigInt(Math.floor(r() * 5));
      if (w > 0n) edges.push({ i, j, w });
    }
  }
  return { n, edges };
}

const total = (m: number[], ws: bigint[]) => m.reduce((s, k) => s + ws[k], 0n);

describe('narrower weights and tight edges for the exact matching', () => {
  it('compressing keeps the order of every two matchings (300 random graphs)', () => {
    const r = rng(11);
    for (let t = 0; t < 300; t++) {
      const { n, edges } = randomGraph(r, false);
      const ws = edges.map((e) => e.w);
      const cs = compressWeights(ws, Math.floor(n / 2));
      // sorted by the original totals, the compressed totals must rise (and tie) exactly alike
      const pairs = allMatchings(n, edges)
        .map((m) => [total(m, ws), total(m, cs)])
        .sort((x, y) => (x[0] < y[0] ? -1 : x[0] > y[0] ? 1 : 0));
      let bad = 0;
      for (let a = 1; a < pairs.length; a++) {
        const o = pairs[a][0] > pairs[a - 1][0];
        if (o ? !(pairs[a][1] > pairs[a - 1][1]) : pairs[a][1] !== pairs[a - 1][1]) bad++;
      }
      expect(bad).toBe(0);
    }
  });

  it('cuts the empty room: one-bit fields 100 bits apart become a few bits apart', () => {
    const edges: WeightedEdge[] = [
      { i: 0, j: 1, w: (1n << 200n) + (1n << 100n) + 1n },
      { i: 2, j: 3, w: 1n << 100n },
    ];
    const cs = compressWeights(
      edges.map((e) => e.w),
      2,
    );
    // two pairs at most: 2 bits of room (bitsFor(2)) above each field
    expect(cs).toEqual([(1n << 6n) + (1n << 3n) + 1n, 1n << 3n]);
  });

  it('the compressed matching is a maximum-weight one, and every optimal matching uses tight edges only', () => {
    const r = rng(5);
    for (let t = 0; t < 300; t++) {
      const small = t % 2 === 0;
      const { n, edges } = randomGraph(r, small);
      const ws = edges.map((e) => e.w);
      const ms = allMatchings(n, edges);
      const best = ms.reduce((b, m) => (total(m, ws) > b ? total(m, ws) : b), 0n);
      const mate = matchCompressed(n, edges);
      let got = 0n;
      edges.forEach((e) => {
        if (mate[e.i] === e.j) got += e.w;
      });
      expect(got).toBe(best);
      const { tight } = small
        ? maxWeightMatchingSmallWithTight(
            n,
            edges.map((e) => ({ i: e.i, j: e.j, w: Number(e.w) })),
          )
        : maxWeightMatchingWithTight(n, edges);
      for (const m of ms) if (total(m, ws) === best) for (const k of m) expect(tight[k]).toBe(1);
    }
  });
});
