/**
 * What FIDE's two lexicographic Swiss systems share word for word in Article 3: Double-Swiss (C.04.5) and Swiss Team
 * (C.04.6) both choose the PAB by 3.4, the upfloater set by 3.5 ([C4]-[C7]) and name a bracket pairing by the
 * identifier of 3.6.2, and both decide each step with a maximum-weight matching over the participants still to pair.
 * Each system keeps its own bracket criteria ([C8]-[C10]) and its readings of the open points.
 */
import { maxWeightMatching, type WeightedEdge } from './dutch/blossom';
import { hasPerfectMatching, perfectMatchingFrom } from './dutch/cardinality';

/** What 3.4 and 3.5 read of a participant (a player in C.04.5, a team in C.04.6). */
export interface PabCandidate {
  /** Opponents already met ([C1]), and those it must not meet this round (XXP, 260), kept apart alike. */
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

/** What 3.5 reads of a participant besides 3.4's: whether it floated in the previous round ([C7]). */
export interface FloatCandidate extends PabCandidate {
  floatedLast: boolean;
}

export interface UpfloaterRules {
  /** The score of the following scoregroup ([C6]), undefined when none is left to pair. */
  nextScore: number | undefined;
  /** [C5]: the lowest upfloater score first ('ascending', the text's rephrasing) or the highest first ('descending'). */
  c5: 'ascending' | 'descending';
  /** [C6]: 'parity' (pass/fail at the following scoregroup's parity minimum, lapsing when no set passes) or 'none'. */
  c6: 'parity' | 'none';
  /** Whether [C7] applies (not in the last round(s)). */
  c7: boolean;
}

/**
 * 3.5: the upfloater set for the top-scoregroup `residents`, `rest` being everybody else still to pair. One matching
 * over all of them: a resident paired with a lower participant makes it an upfloater; the others must pair among
 * themselves ([C3]). Penalties, highest first: [C4] the count, [C5] the counts per score level, [C6] members of the
 * following scoregroup left to float further down beyond its parity, [C7] previous-round floaters. Then the set is
 * named member by member in the order of 3.5.3/3.5.4 (score descending, then TPN ascending), each decision kept only
 * if an optimal matching still exists.
 */
export function firstUpfloaterSet(states: Map<number, FloatCandidate>, residents: number[], rest: number[], rules: UpfloaterRules):
  { ups: number[]; c6: 'satisfied' | 'not-applicable' | 'lapsed'; c7: number } | null {
  if (residents.length % 2 === 0 && perfectExists(states, residents) && perfectExists(states, rest)) return { ups: [], c6: 'not-applicable', c7: 0 };
  const all = [...residents, ...rest];
  const n = all.length;
  const isRes = all.map((_, i) => i < residents.length);
  const score = all.map((p) => states.get(p)!.score);
  const levels = [...new Set(rest.map((p) => states.get(p)!.score))].sort((a, b) => b - a); // highest first
  const { nextScore } = rules;
  const M = BigInt(n + 1);
  const pow = (k: number) => M ** BigInt(k);
  const L = levels.length;
  const P_C7 = 1n;
  const P_C6 = pow(1);
  // [C5] ascending: j = 0 for the highest lower level, lower levels cost more (fewest from the lowest level first);
  // descending: a bonus, largest for the highest level (most from the highest level first)
  const P_LEVEL = (j: number) => (rules.c5 === 'descending' ? -pow(2 + (L - 1 - j)) : pow(2 + j));
  const P_COUNT = pow(3 + L);
  const BIG = pow(4 + L);
  const build = (withC6: boolean): WeightedEdge[] => {
    const edges: WeightedEdge[] = [];
    for (let i = 0; i < n; i++) for (let j = i + 1; j < n; j++) {
      if (states.get(all[i])!.met.has(all[j])) continue; // [C1]
      let pen = 0n;
      if (isRes[i] !== isRes[j]) {
        const x = isRes[i] ? j : i;
        pen += P_COUNT + P_LEVEL(levels.indexOf(score[x]));
        if (rules.c7 && states.get(all[x])!.floatedLast) pen += P_C7;
      } else if (withC6 && !isRes[i] && leavesFollowing(score[i], score[j], nextScore)) {
        pen += P_C6; // [C6]: a member of the following scoregroup left for a lower one = an upfloater there
      }
      edges.push({ i, j, w: BIG - pen });
    }
    return edges;
  };
  let edges = build(rules.c6 === 'parity');
  let best = solveAllowed(n, edges, () => true);
  if (!best.perfect) return null;
  const upsOf = (mate: Int32Array) => all.map((_, i) => i).filter((i) => !isRes[i] && isRes[mate[i]]);
  const nextTotal = nextScore === undefined ? 0 : rest.filter((p) => states.get(p)!.score === nextScore).length;
  const leftNext = nextTotal - upsOf(best.mate).filter((i) => score[i] === nextScore).length;
  let c6: 'satisfied' | 'not-applicable' | 'lapsed' = 'not-applicable';
  if (rules.c6 === 'parity' && leftNext > 0) {
    let crossings = 0;
    for (let i = 0; i < n; i++) {
      const j = best.mate[i];
      if (j > i && !isRes[i] && !isRes[j] && leavesFollowing(score[i], score[j], nextScore)) crossings++;
    }
    if (crossings === leftNext % 2) c6 = 'satisfied';
    else {
      c6 = 'lapsed'; // no set lets the following scoregroup pair with its parity minimum: [C6] cannot be met by any
      edges = build(false);
      best = solveAllowed(n, edges, () => true);
    }
  }
  const need = new Map<number, number>();
  for (const i of upsOf(best.mate)) need.set(score[i], (need.get(score[i]) ?? 0) + 1);
  const cands = all.map((_, i) => i).filter((i) => !isRes[i] && need.has(score[i])).sort((a, b) => score[b] - score[a] || all[a] - all[b]);
  const include = new Set<number>(), exclude = new Set<number>();
  let mate = best.mate;
  const allowed = (i: number, j: number) => {
    if (isRes[i] === isRes[j]) return !include.has(i) && !include.has(j);
    return !exclude.has(isRes[i] ? j : i);
  };
  for (const c of cands) {
    const have = [...include].filter((i) => score[i] === score[c]).length;
    if (have >= need.get(score[c])!) { exclude.add(c); continue; }
    include.add(c);
    if (isRes[mate[c]]) continue; // the optimal matching in hand already floats c
    const s = solveAllowed(n, edges, allowed);
    if (s.perfect && s.weight === best.weight) { mate = s.mate; continue; }
    include.delete(c);
    exclude.add(c);
  }
  const ups = upfloaterListing(states, [...include].map((i) => all[i]));
  const c7 = rules.c7 ? ups.filter((p) => states.get(p)!.floatedLast).length : 0;
  return { ups, c6, c7 };
}

/** 3.5.3: a set of upfloaters listed by score descending, then TPN ascending (the order 3.5.4 compares sets in). */
export function upfloaterListing(states: Map<number, PabCandidate>, ups: number[]): number[] {
  return [...ups].sort((a, b) => states.get(b)!.score - states.get(a)!.score || a - b);
}

/** [C6] (parity reading): a pair of two players left after the bracket, one of the following scoregroup and one below it. */
export const leavesFollowing = (scoreA: number, scoreB: number, nextScore: number | undefined): boolean =>
  nextScore !== undefined && (scoreA === nextScore) !== (scoreB === nextScore);

/**
 * [C6] for a given bracket (parity reading, as firstUpfloaterSet applies it): `left` (the players still to pair after
 * the bracket) can be paired ([C1]) with no more members of the following scoregroup paired below it than its parity
 * needs (0 if even, 1 if odd). 'not-applicable' when none of the following scoregroup is left.
 */
export function c6Complies(states: Map<number, PabCandidate>, left: number[], nextScore: number | undefined): 'satisfied' | 'not-satisfied' | 'not-applicable' {
  const leftNext = nextScore === undefined ? 0 : left.filter((p) => states.get(p)!.score === nextScore).length;
  if (leftNext === 0) return 'not-applicable';
  const n = left.length;
  const edges: WeightedEdge[] = [];
  const BIG = BigInt(n + 2);
  for (let i = 0; i < n; i++) for (let j = i + 1; j < n; j++) {
    if (states.get(left[i])!.met.has(left[j])) continue;
    edges.push({ i, j, w: BIG - (leavesFollowing(states.get(left[i])!.score, states.get(left[j])!.score, nextScore) ? 1n : 0n) });
  }
  const s = solveAllowed(n, edges, () => true);
  if (!s.perfect) return 'not-satisfied';
  let crossings = 0;
  for (let i = 0; i < n; i++) if (s.mate[i] > i && leavesFollowing(states.get(left[i])!.score, states.get(left[s.mate[i]])!.score, nextScore)) crossings++;
  return crossings === leftNext % 2 ? 'satisfied' : 'not-satisfied';
}

/**
 * The order of publication of the boards (C.04.2 GHR 3.6; C.04.5 and C.04.6 say nothing of their own): the higher
 * score of the pair first, then the higher sum of the two scores, then the smaller TPN of the pair.
 */
export function publicationOrder<B extends { white: number; black: number }>(boards: B[], score: (no: number) => number): B[] {
  return [...boards].sort((x, y) => Math.max(score(y.white), score(y.black)) - Math.max(score(x.white), score(x.black)) || score(y.white) + score(y.black) - score(x.white) - score(x.black) || Math.min(x.white, x.black) - Math.min(y.white, y.black));
}

/**
 * 3.6.2-3.6.3: among the perfect matchings of `n` seats (seat order = TPN order, 3.6.1) of the best weight, the first by
 * identifier: the top members decided smallest seat first, then each top member's bottom member in turn, each decision
 * kept only if an optimal matching still exists. Null when the seats cannot all be paired. When every edge weighs the
 * same, every perfect matching is optimal and plain (cardinality) matchings grown from the one in hand decide.
 */
export function firstByIdentifier(n: number, edges: WeightedEdge[]): Int32Array | null {
  const role = new Int8Array(n); // 0 undecided, 1 top, 2 bottom
  const fixed = new Int32Array(n).fill(-1);
  const allowed = (i: number, j: number) => {
    // i < j: i is the top member, j the bottom member (3.6.1)
    if (role[i] === 2 || role[j] === 1) return false;
    if (fixed[i] >= 0 && fixed[i] !== j) return false;
    if (fixed[j] >= 0 && fixed[j] !== i) return false;
    return true;
  };
  const weighted = edges.some((e) => e.w !== edges[0].w);
  const adj: number[][] = Array.from({ length: n }, () => []);
  for (const e of edges) { adj[e.i].push(e.j); adj[e.j].push(e.i); }
  const plain = (start: Int32Array) => perfectMatchingFrom(n, (v) => adj[v].filter((u) => (v < u ? allowed(v, u) : allowed(u, v))), start);
  const best = weighted ? solveAllowed(n, edges, () => true) : { perfect: true, weight: 0n, mate: plain(new Int32Array(n).fill(-1)) };
  if (!best.perfect || !best.mate) return null;
  let mate: Int32Array = best.mate;
  const holds = () => { for (let i = 0; i < n; i++) { const j = mate[i]; if (j > i && !allowed(i, j)) return false; } return true; };
  const attempt = () => {
    if (holds()) return true;
    if (!weighted) {
      const start = Int32Array.from(mate);
      for (let i = 0; i < n; i++) { const j = start[i]; if (j > i && !allowed(i, j)) { start[i] = -1; start[j] = -1; } }
      const m = plain(start);
      if (m) { mate = m; return true; }
      return false;
    }
    const s = solveAllowed(n, edges, allowed);
    if (s.perfect && s.weight === best.weight) { mate = s.mate; return true; }
    return false;
  };
  for (let i = 0; i < n; i++) { role[i] = 1; if (!attempt()) role[i] = 2; }
  for (let i = 0; i < n; i++) {
    if (role[i] !== 1) continue;
    for (let j = i + 1; j < n; j++) {
      if (role[j] !== 2 || fixed[j] >= 0) continue;
      fixed[i] = j; fixed[j] = i;
      if (attempt()) break;
      fixed[i] = -1; fixed[j] = -1;
    }
  }
  return mate;
}
