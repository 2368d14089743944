/**
 * What FIDE's two lexicographic Swiss systems share word for word in Article 3: Double-Swiss (C.04.5) and Swiss Team
 * (C.04.6) both choose the PAB by 3.4 and name a pairing by the identifier of 3.6.2, and both decide each step with a
 * maximum-weight matching over the participants still to pair. Each system keeps its own criteria and weights.
 */
import { maxWeightMatching, type WeightedEdge } from './dutch/blossom';
import { hasPerfectMatching } from './dutch/cardinality';

/** What 3.4 reads of a participant (a player in C.04.5, a team in C.04.6). */
export interface PabCandidate {
  /** Opponents already met ([C1]). */
  met: Set<number>;
  /** [C2]: may not receive the PAB (had one, or a forfeit win / full-point bye as the text counts it). */
  pabBarred: boolean;
  score: number;
  matchesPlayed: number;
}

/** 3.6.2: a pairing's identifier: the top members (smaller TPN of each pair, 3.6.1) ascending, then each one's bottom member. */
export function identifier(pairs: Array<[number, number]>): number[] {
  const ps = pairs.map(([a, b]) => (a < b ? [a, b] : [b, a])).sort((x, y) => x[0] - y[0]);
  return [...ps.map((p) => p[0]), ...ps.map((p) => p[1])];
}

/** Whether `ids` can all be paired without a rematch ([C1]). */
export function perfectExists(states: Map<number, PabCandidate>, ids: number[]): boolean {
  const n = ids.length;
  if (n % 2) return false;
  if (n === 0) return true;
  const adj: number[][] = ids.map(() => []);
  for (let i = 0; i < n; i++) {
    for (let j = i + 1; j < n; j++) if (!states.get(ids[i])!.met.has(ids[j])) { adj[i].push(j); adj[j].push(i); }
  }
  return hasPerfectMatching(n, adj);
}

/** 3.4: the PAB: not barred by [C2]; leaves a legal pairing of the others (3.4.1); lowest score (3.4.2); most matches played (3.4.3); largest TPN (3.4.4). */
export function choosePab(states: Map<number, PabCandidate>, ids: number[]): { bye?: number; refused: number[] } {
  const cands = ids.filter((p) => !states.get(p)!.pabBarred).sort((a, b) => {
    const A = states.get(a)!, B = states.get(b)!;
    return A.score - B.score || B.matchesPlayed - A.matchesPlayed || b - a;
  });
  const refused: number[] = [];
  for (const c of cands) {
    if (perfectExists(states, ids.filter((p) => p !== c))) return { bye: c, refused };
    refused.push(c);
  }
  return { refused };
}

/**
 * 3.3.2's first step: with an odd number to pair, the PAB (3.4) and the others left to pair; with an even number,
 * whether they can be paired at all ([C1]). A failure says which (3.3.3: reported, never improvised).
 */
export function pabFirst(states: Map<number, PabCandidate>, ids: number[]):
  | { ok: true; todo: number[]; bye?: number; refused: number[] }
  | { ok: false; failure: 'no-pab' | 'no-pairing' } {
  if (ids.length % 2) {
    const r = choosePab(states, ids);
    if (r.bye === undefined) return { ok: false, failure: 'no-pab' };
    return { ok: true, todo: ids.filter((p) => p !== r.bye), bye: r.bye, refused: r.refused };
  }
  if (!perfectExists(states, ids)) return { ok: false, failure: 'no-pairing' };
  return { ok: true, todo: ids, refused: [] };
}

export interface Solved { weight: bigint; mate: Int32Array; perfect: boolean }

/** The maximum-weight matching over the `allowed` edges, its weight, and whether it pairs everybody. */
export function solveAllowed(n: number, edges: WeightedEdge[], allowed: (i: number, j: number) => boolean): Solved {
  const es = edges.filter((e) => allowed(e.i, e.j));
  const mate = maxWeightMatching(n, es);
  const wmap = new Map<number, bigint>();
  for (const e of es) wmap.set(e.i * n + e.j, e.w);
  let weight = 0n, perfect = true;
  for (let i = 0; i < n; i++) {
    if (mate[i] < 0) { perfect = false; continue; }
    if (mate[i] > i) weight += wmap.get(i * n + mate[i]) ?? wmap.get(mate[i] * n + i)!;
  }
  return { weight, mate, perfect };
}
