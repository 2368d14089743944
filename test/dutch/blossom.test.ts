import { describe, expect, it } from 'vitest';
import { maxWeightMatching, maxWeightMatchingSmall, type WeightedEdge } from '../../engine/pairing/dutch/blossom';
import { hasPerfectMatching } from '../../engine/pairing/dutch/cardinality';

/** Exhaustive maximum: try every matching (small graphs only). */
function bruteForce(n: number, edges: WeightedEdge[]): bigint {
  const w = new Map<string, bigint>();
  for (const e of edges) if (e.w > 0n) w.set(`${Math.min(e.i, e.j)},${Math.max(e.i, e.j)}`, e.w);
  const used = new Array(n).fill(false);
  const go = (v: number): bigint => {
    while (v < n && used[v]) v++;
    if (v >= n) return 0n;
    used[v] = true;
    let best = go(v + 1); // v unmatched
    for (let u = v + 1; u < n; u++) {
      const x = w.get(`${v},${u}`);
      if (x === undefined || used[u]) continue;
      used[u] = true;
      const s = x + go(v + 1);
      if (s > best) best = s;
      used[u] = false;
    }
    used[v] = false;
    return best;
  };
  return go(0);
}

function rng(seed: number) {
  let s = seed >>> 0;
  return () => ((s = (s * 1664525 + 1013904223) >>> 0) / 2 ** 32);
}

describe('maximum-weight matching (blossom algorithm)', () => {
  it('matches the exhaustive optimum on 400 random graphs', () => {
    const r = rng(7);
    for (let t = 0; t < 400; t++) {
      const n = 2 + Math.floor(r() * 9);
      const edges: WeightedEdge[] = [];
      for (let i = 0; i < n; i++) for (let j = i + 1; j < n; j++) if (r() < 0.6) edges.push({ i, j, w: BigInt(1 + Math.floor(r() * (t % 2 ? 8 : 1000))) * (t % 3 ? 1n : 1n << 200n) });
      const mate = maxWeightMatching(n, edges);
      let total = 0n;
      for (const e of edges) if (mate[e.i] === e.j) total += e.w;
      for (let v = 0; v < n; v++) if (mate[v] >= 0) expect(mate[mate[v]]).toBe(v);
      expect(total).toBe(bruteForce(n, edges));
    }
  });
  it('finds the classic blossom case (a triangle with a pendant edge)', () => {
    // 0-1-2 triangle, 2-3 pendant: best is 0-1 and 2-3.
    const mate = maxWeightMatching(4, [{ i: 0, j: 1, w: 6n }, { i: 1, j: 2, w: 10n }, { i: 0, j: 2, w: 5n }, { i: 2, j: 3, w: 7n }]);
    expect([...mate]).toEqual([1, 0, 3, 2]);
  });
});

describe('the other two matchings', () => {
  it('small-number weights give the same optimum as the exhaustive search', () => {
    const r = rng(11);
    for (let t = 0; t < 200; t++) {
      const n = 2 + Math.floor(r() * 9);
      const edges: WeightedEdge[] = [];
      for (let i = 0; i < n; i++) for (let j = i + 1; j < n; j++) if (r() < 0.6) edges.push({ i, j, w: BigInt(1 + Math.floor(r() * 100)) });
      const mate = maxWeightMatchingSmall(n, edges.map((e) => ({ i: e.i, j: e.j, w: Number(e.w) })));
      let total = 0n;
      for (const e of edges) if (mate[e.i] === e.j) total += e.w;
      expect(total).toBe(bruteForce(n, edges));
    }
  });
  it('perfect matching exists exactly when the exhaustive search finds n/2 pairs', () => {
    const r = rng(5);
    for (let t = 0; t < 400; t++) {
      const n = 2 * (1 + Math.floor(r() * 5));
      const edges: WeightedEdge[] = [];
      const adj: number[][] = Array.from({ length: n }, () => []);
      for (let i = 0; i < n; i++) {
        for (let j = i + 1; j < n; j++) {
          if (r() < 0.35) {
            edges.push({ i, j, w: 1n });
            adj[i].push(j);
            adj[j].push(i);
          }
        }
      }
      expect(hasPerfectMatching(n, adj)).toBe(bruteForce(n, edges) === BigInt(n / 2));
    }
  });
});
