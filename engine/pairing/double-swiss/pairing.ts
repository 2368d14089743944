/**
 * The C.04.5 Article 3 procedure: PAB first (3.4), then top-scoregroup by top-scoregroup the first upfloater set (3.5)
 * and the first bracket pairing by identifier (3.6) satisfying the criteria (Article 2).
 *
 * The text's orders are lexicographic, so each is found greedily (decide one member at a time, in the text's order) with
 * a matching telling whether a decision still leaves an optimal completion: a maximum-weight matching whose weight packs
 * the criteria in priority order ([C4] > [C5] > [C6] > [C7] for sets, [C8] for brackets), as the note (section 4) says.
 */
import type { WeightedEdge } from '../dutch/blossom';
import { perfectMatchingFrom } from '../dutch/cardinality';
import { identifier, pabFirst, perfectExists, solveAllowed } from '../lexicographic';
import type { DsPlayer } from './matches';

const legal = (states: Map<number, DsPlayer>, a: number, b: number) => !states.get(a)!.met.has(b); // [C1]

export { choosePab, identifier } from '../lexicographic';

export interface DsOptions {
  /** [C7]/[C8] lapse in the last round (2.3.4, 2.3.5). */
  lastRound: boolean;
  /** [C6] reading (note 9 row 1): 'parity' (default, FS/Gacrux), or 'none'. */
  c6: 'parity' | 'none';
  /** [C5] reading (note 9 row 5): 'ascending' (default: the text's rephrasing, the lowest upfloater score first) or 'descending' (PC). */
  c5?: 'ascending' | 'descending';
  /** "following scoregroup" (note 9 row 3): 'standings' (default: the round's standings, the PAB player included) or 'remaining' (among the players still to pair). */
  following?: 'standings' | 'remaining';
}

export interface BracketTrace {
  score: number;
  residents: number[];
  upfloaters: number[];
  c6: 'satisfied' | 'not-applicable' | 'ignored';
  c7: number;
  c8: number;
  pairs: Array<[number, number]>;
}

export type PairResult =
  | { ok: true; bye?: number; byeCandidatesRefused: number[]; brackets: BracketTrace[]; pairs: Array<[number, number]> }
  | { ok: false; reason: 'no-pab' | 'no-pairing'; detail: string };

interface Weighted {
  n: number;
  /** Edges with their bigint weights before constraints. */
  edges: WeightedEdge[];
}

const solve = (w: Weighted, allowed: (i: number, j: number) => boolean) => solveAllowed(w.n, w.edges, allowed);

/**
 * 3.5: the upfloater set for the top-scoregroup `residents` among `rest` (everybody else still to be paired).
 * One matching over all players still to pair: a resident paired outside the group makes an upfloater; the rest must
 * pair ([C3]). Weights, highest first: perfect, [C4] count, [C5] counts from the lowest score up, [C6], [C7].
 */
function chooseUpfloaters(ps: Map<number, DsPlayer>, residents: number[], rest: number[], nextScore: number | undefined, opts: DsOptions, probe?: (label: string) => void): { ups: number[]; c6: BracketTrace['c6']; c7: number } | null {
  if (residents.length % 2 === 0 && perfectExists(ps, residents) && perfectExists(ps, rest)) {
    return { ups: [], c6: 'not-applicable', c7: 0 };
  }
  const all = [...residents, ...rest];
  const n = all.length;
  const isRes = all.map((_, i) => i < residents.length);
  const score = all.map((p) => ps.get(p)!.score);
  const levels = [...new Set(rest.map((p) => ps.get(p)!.score))].sort((a, b) => b - a); // highest first
  const M = BigInt(n + 1);
  const pow = (k: number) => M ** BigInt(k);
  const L = levels.length;
  const P_C7 = 1n;
  const P_C6 = pow(1);
  // [C5] ascending: j = 0 for the highest lower level, lower levels cost more (fewest from the lowest level first);
  // descending: a bonus, largest for the highest level (most from the highest level first)
  const P_LEVEL = (j: number) => (opts.c5 === 'descending' ? -pow(2 + (L - 1 - j)) : pow(2 + j));
  const P_COUNT = pow(3 + L);
  const BIG = pow(4 + L);
  const build = (withC6: boolean): Weighted => {
    const edges: WeightedEdge[] = [];
    for (let i = 0; i < n; i++) for (let j = i + 1; j < n; j++) {
      if (!legal(ps, all[i], all[j])) continue;
      let pen = 0n;
      if (isRes[i] !== isRes[j]) {
        const x = isRes[i] ? j : i;
        pen += P_COUNT + P_LEVEL(levels.indexOf(score[x]));
        if (!opts.lastRound && ps.get(all[x])!.floatedLast) pen += P_C7;
      } else if (withC6 && !isRes[i] && nextScore !== undefined) {
        const a = score[i] === nextScore, b = score[j] === nextScore;
        if (a !== b) pen += P_C6; // [C6]: a member of the following scoregroup left for a lower player = an upfloater there
      }
      edges.push({ i, j, w: BIG - pen });
    }
    return { n, edges };
  };
  let w = build(opts.c6 === 'parity');
  let best = solve(w, () => true);
  if (!best.perfect) return null;
  const ups = (mate: Int32Array) => all.map((_, i) => i).filter((i) => !isRes[i] && isRes[mate[i]]);
  const profile = ups(best.mate);
  const nextTotal = nextScore === undefined ? 0 : rest.filter((p) => ps.get(p)!.score === nextScore).length;
  const leftNext = nextTotal - profile.filter((i) => score[i] === nextScore).length;
  let c6: BracketTrace['c6'] = 'not-applicable';
  if (opts.c6 === 'parity' && leftNext > 0) {
    let crossings = 0;
    for (let i = 0; i < n; i++) {
      const j = best.mate[i];
      if (j > i && !isRes[i] && !isRes[j] && (score[i] === nextScore) !== (score[j] === nextScore)) crossings++;
    }
    if (crossings === leftNext % 2) c6 = 'satisfied';
    else {
      c6 = 'ignored'; // no set passes [C6]: FS/Gacrux read it as lapsing
      w = build(false);
      best = solve(w, () => true);
    }
  } else if (opts.c6 === 'parity') c6 = 'not-applicable';
  // 3.5.3/3.5.4: the set's list is score descending then TPN ascending; decide members greedily in that order.
  const need = new Map<number, number>();
  for (const i of ups(best.mate)) need.set(score[i], (need.get(score[i]) ?? 0) + 1);
  const cands = all.map((_, i) => i).filter((i) => !isRes[i] && need.has(score[i])).sort((a, b) => score[b] - score[a] || all[a] - all[b]);
  const include = new Set<number>();
  const exclude = new Set<number>();
  let mate = best.mate;
  const allowed = (i: number, j: number) => {
    if (isRes[i] === isRes[j]) return !include.has(i) && !include.has(j);
    const x = isRes[i] ? j : i;
    return !exclude.has(x);
  };
  for (const c of cands) {
    const have = [...include].filter((i) => score[i] === score[c]).length;
    if (have >= need.get(score[c])!) { exclude.add(c); continue; }
    include.add(c);
    if (isRes[mate[c]]) continue; // the optimal matching in hand already has c upfloated
    probe?.('set');
    const s = solve(w, allowed);
    if (s.perfect && s.weight === best.weight) { mate = s.mate; continue; }
    include.delete(c);
    exclude.add(c);
  }
  const chosen = [...include].sort((a, b) => score[b] - score[a] || all[a] - all[b]);
  const c7 = opts.lastRound ? 0 : chosen.filter((i) => ps.get(all[i])!.floatedLast).length;
  return { ups: chosen.map((i) => all[i]), c6, c7 };
}

/**
 * 3.6: the first pairing of the bracket by identifier (top members ascending, then each one's bottom member) among those
 * complying with [C1] and, except in the last round, with the fewest [C8] violations (residents who floated in the
 * previous round paired with an upfloater: FS's reading, note 9 row 6).
 */
function pairBracket(ps: Map<number, DsPlayer>, bracket: number[], ups: Set<number>, opts: DsOptions, probe?: (label: string) => void): { pairs: Array<[number, number]>; c8: number } | null {
  const pl = [...bracket].sort((a, b) => a - b);
  const n = pl.length;
  const c8cost = (i: number, j: number) => {
    if (opts.lastRound) return 0;
    const a = pl[i], b = pl[j];
    // [C8]'s "upfloater's opponent" (note 9 row 6): FS's resident and Gacrux's "higher-scored member of an unequal pair"
    // differ only when two upfloaters meet, which [C4] excludes (the set without both would be smaller and still legal).
    if (!ups.has(a) && !ups.has(b)) return 0;
    const res = ups.has(a) ? b : a;
    return ps.get(res)!.floatedLast ? 1 : 0;
  };
  const edges: WeightedEdge[] = [];
  const BIG = BigInt(n + 2);
  for (let i = 0; i < n; i++) for (let j = i + 1; j < n; j++) if (legal(ps, pl[i], pl[j])) edges.push({ i, j, w: BIG - BigInt(c8cost(i, j)) });
  const w: Weighted = { n, edges };
  const role = new Int8Array(n); // 0 undecided, 1 top, 2 bottom
  const fixed = new Int32Array(n).fill(-1);
  const allowed = (i: number, j: number) => {
    // i < j: i would be top, j bottom
    if (role[i] === 2 || role[j] === 1) return false;
    if (fixed[i] >= 0 && fixed[i] !== j) return false;
    if (fixed[j] >= 0 && fixed[j] !== i) return false;
    return true;
  };
  // Without a [C8] cost every perfect matching is as good: plain (cardinality) matchings grown from the one in hand.
  const weighted = edges.some((e) => e.w !== BIG);
  const adj: number[][] = pl.map(() => []);
  for (const e of edges) { adj[e.i].push(e.j); adj[e.j].push(e.i); }
  const plain = (start: Int32Array) => perfectMatchingFrom(n, (v) => adj[v].filter((u) => (v < u ? allowed(v, u) : allowed(u, v))), start);
  const best = weighted ? solve(w, () => true) : { perfect: true, weight: 0n, mate: plain(new Int32Array(n).fill(-1)) };
  if (!best.perfect || !best.mate) return null;
  let mate: Int32Array = best.mate;
  const ok = () => {
    for (let i = 0; i < n; i++) { const j = mate[i]; if (j > i && !allowed(i, j)) return false; }
    return true;
  };
  const attempt = () => {
    if (ok()) return true;
    probe?.('bracket');
    if (!weighted) {
      const start = Int32Array.from(mate);
      for (let i = 0; i < n; i++) { const j = start[i]; if (j > i && !allowed(i, j)) { start[i] = -1; start[j] = -1; } }
      const m = plain(start);
      if (m) { mate = m; return true; }
      return false;
    }
    const s = solve(w, allowed);
    if (s.perfect && s.weight === best.weight) { mate = s.mate; return true; }
    return false;
  };
  for (let i = 0; i < n; i++) {
    role[i] = 1;
    if (!attempt()) role[i] = 2;
  }
  for (let i = 0; i < n; i++) {
    if (role[i] !== 1) continue;
    for (let j = i + 1; j < n; j++) {
      if (role[j] !== 2 || fixed[j] >= 0) continue;
      fixed[i] = j; fixed[j] = i;
      if (attempt()) break;
      fixed[i] = -1; fixed[j] = -1;
    }
  }
  const pairs: Array<[number, number]> = [];
  let c8 = 0;
  for (let i = 0; i < n; i++) if (mate[i] > i) { pairs.push([pl[i], pl[mate[i]]]); c8 += c8cost(i, mate[i]); }
  return { pairs, c8 };
}

/** The whole round (3.3.2): PAB, then brackets until everybody is paired; failure is reported (3.3.3), never improvised. */
export function pairRound(ps: Map<number, DsPlayer>, players: number[], opts: DsOptions, probe?: (label: string) => void): PairResult {
  const first = pabFirst(ps, [...players]);
  if (!first.ok) {
    return first.failure === 'no-pab'
      ? { ok: false, reason: 'no-pab', detail: 'no player can take the PAB and leave a legal pairing for the others' }
      : { ok: false, reason: 'no-pairing', detail: 'the players to be paired admit no legal pairing ([C1])' };
  }
  let todo = first.todo;
  const { bye, refused } = first;
  const brackets: BracketTrace[] = [];
  const pairs: Array<[number, number]> = [];
  // "following scoregroup" (note 9 row 3): the next lower score in the round's standings, the PAB player included.
  const roundScores = [...new Set([...todo, ...(bye !== undefined && opts.following !== 'remaining' ? [bye] : [])].map((p) => ps.get(p)!.score))].sort((a, b) => b - a);
  while (todo.length) {
    const top = Math.max(...todo.map((p) => ps.get(p)!.score));
    const residents = todo.filter((p) => ps.get(p)!.score === top);
    const rest = todo.filter((p) => ps.get(p)!.score !== top);
    const nextScore = roundScores.find((s) => s < top);
    const nextPresent = nextScore !== undefined && rest.some((p) => ps.get(p)!.score === nextScore) ? nextScore : undefined;
    const sel = chooseUpfloaters(ps, residents, rest, nextPresent, opts, probe);
    if (!sel) return { ok: false, reason: 'no-pairing', detail: `no legal bracket for the scoregroup ${top}` };
    const bracket = [...residents, ...sel.ups];
    const bp = pairBracket(ps, bracket, new Set(sel.ups), opts, probe);
    if (!bp) return { ok: false, reason: 'no-pairing', detail: `the bracket of scoregroup ${top} has no legal pairing` };
    brackets.push({ score: top, residents: [...residents].sort((a, b) => a - b), upfloaters: sel.ups, c6: sel.c6, c7: sel.c7, c8: bp.c8, pairs: bp.pairs });
    pairs.push(...bp.pairs);
    const inB = new Set(bracket);
    todo = todo.filter((p) => !inB.has(p));
  }
  return { ok: true, bye, byeCandidatesRefused: refused, brackets, pairs };
}
