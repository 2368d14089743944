/**
 * The C.04.6 Article 3 procedure: the PAB first (3.4), then top-scoregroup by top-scoregroup the first upfloater set
 * (3.5) and the first bracket pairing by identifier (3.6) at the best attainable values of the quality criteria
 * (Article 2.3; A7 of the note: "as much as possible" = the best value any candidate reaches).
 *
 * The text's orders are lexicographic, so each is built one decision at a time, in the text's own order, and every
 * decision is checked by one maximum-weight matching telling whether an optimal completion remains: the weights pack
 * the criteria in priority order ([C3] > [C4] > [C5] > [C6] > [C7] for sets, [C8] > [C9] > [C10] for brackets).
 * A bracket of n teams costs O(n) matchings of O(n³): nothing is enumerated.
 */
import type { WeightedEdge } from '../dutch/blossom';
import { identifier, pabFirst, perfectExists, solveAllowed as solve } from '../lexicographic';
import type { TeamState } from './state';
import type { TeamPreference } from './colours';

const legal = (states: Map<number, TeamState>, a: number, b: number) => !states.get(a)!.met.has(b); // [C1] (and 260)

export { choosePab, identifier, perfectExists } from '../lexicographic';

export interface TsOptions {
  /** [C7] and [C10] do not apply in the last two rounds (2.3.4, 2.3.7). */
  lastTwoRounds: boolean;
  /** [C6] reading (A6): 'parity' (pass/fail at the parity minimum, lapsing when no set passes: the default) or 'none'. */
  c6: 'parity' | 'none';
  /** [C9] applies with Type B preferences only. */
  typeB: boolean;
  /** Each team's colour preference for this round (1.7). */
  preference: Map<number, TeamPreference>;
  /**
   * 3.6.1, the top member of a pair: 'tpn' the smaller TPN whatever the scores (the text, the default); 'score' the
   * higher score, then the smaller TPN (what FIDE's reference platform does today, G1 of the note; a cross-check only).
   */
  topMember?: 'tpn' | 'score';
}

export interface BracketTrace {
  score: number;
  residents: number[];
  upfloaters: number[];
  c6: 'satisfied' | 'not-applicable' | 'lapsed';
  c7: number;
  c8: number;
  c9: number;
  c10: number;
  pairs: Array<[number, number]>;
  /** 3.6.1 decided: an upfloater with a smaller TPN than a resident is the top member of its pair. */
  upfloaterTop: boolean;
}

export type PairResult =
  | { ok: true; bye?: number; byeRefused: number[]; brackets: BracketTrace[]; pairs: Array<[number, number]> }
  | { ok: false; detail: string; article: string };

/**
 * 3.5: the upfloater set for the top-scoregroup `residents`, `rest` being every other team still to pair. One matching
 * over all of them: a resident paired with a lower team makes that team an upfloater; the others must pair among
 * themselves ([C3]). Penalties, highest first: [C4] the count, [C5] the counts per score level from the lowest level
 * up (the upfloaters' scores sorted ascending, compared lexicographically: A5), [C6] the following scoregroup's
 * teams left to float further down beyond its parity, [C7] previous-round floaters.
 */
function chooseUpfloaters(ts: Map<number, TeamState>, residents: number[], rest: number[], opts: TsOptions): { ups: number[]; c6: BracketTrace['c6']; c7: number } | null {
  if (residents.length % 2 === 0 && perfectExists(ts, residents) && perfectExists(ts, rest)) return { ups: [], c6: 'not-applicable', c7: 0 };
  const all = [...residents, ...rest];
  const n = all.length;
  const isRes = all.map((_, i) => i < residents.length);
  const score = all.map((p) => ts.get(p)!.score);
  const levels = [...new Set(rest.map((p) => ts.get(p)!.score))].sort((a, b) => b - a); // highest first
  const nextScore = levels[0];
  const M = BigInt(n + 1);
  const pow = (k: number) => M ** BigInt(k);
  const L = levels.length;
  const P_C7 = 1n, P_C6 = pow(1);
  const P_LEVEL = (j: number) => pow(2 + j); // lower levels cost more: fewest from the lowest level first ([C5])
  const P_COUNT = pow(2 + L);
  const BIG = pow(3 + L);
  const build = (withC6: boolean): WeightedEdge[] => {
    const edges: WeightedEdge[] = [];
    for (let i = 0; i < n; i++) for (let j = i + 1; j < n; j++) {
      if (!legal(ts, all[i], all[j])) continue;
      let pen = 0n;
      if (isRes[i] && isRes[j]) { /* a pair inside the top-scoregroup */ } else if (isRes[i] || isRes[j]) {
        const x = isRes[i] ? j : i;
        pen += P_COUNT + P_LEVEL(levels.indexOf(score[x]));
        if (!opts.lastTwoRounds && ts.get(all[x])!.floatedLast) pen += P_C7;
      } else if (withC6 && (score[i] === nextScore) !== (score[j] === nextScore)) pen += P_C6; // [C6]
      edges.push({ i, j, w: BIG - pen });
    }
    return edges;
  };
  let edges = build(opts.c6 === 'parity');
  let best = solve(n, edges, () => true);
  if (!best.perfect) return null;
  const upsOf = (mate: Int32Array) => all.map((_, i) => i).filter((i) => !isRes[i] && isRes[mate[i]]);
  const profile = upsOf(best.mate);
  const nextTotal = rest.filter((p) => ts.get(p)!.score === nextScore).length;
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
      c6 = 'lapsed'; // no set lets the following scoregroup pair with its parity minimum: [C6] cannot be met by any
      edges = build(false);
      best = solve(n, edges, () => true);
    }
  }
  // 3.5.3 / 3.5.4: a set is listed by score descending then TPN ascending; the sets are ordered by those lists.
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
    const s = solve(n, edges, allowed);
    if (s.perfect && s.weight === best.weight) { mate = s.mate; continue; }
    include.delete(c);
    exclude.add(c);
  }
  const chosen = [...include].sort((a, b) => score[b] - score[a] || all[a] - all[b]);
  const c7 = opts.lastTwoRounds ? 0 : chosen.filter((i) => ts.get(all[i])!.floatedLast).length;
  return { ups: chosen.map((i) => all[i]), c6, c7 };
}

/** [C8]/[C9]/[C10] of one pair: same preferred colour (one team's preference unmet), both strong, upfloaters' opponents who floated. */
function pairCost(ts: Map<number, TeamState>, a: number, b: number, ups: Set<number>, opts: TsOptions): [number, number, number] {
  const pa = opts.preference.get(a)!, pb = opts.preference.get(b)!;
  const c8 = pa.colour && pa.colour === pb.colour ? 1 : 0;
  const c9 = opts.typeB && c8 && pa.strength === 'strong' && pb.strength === 'strong' ? 1 : 0;
  let c10 = 0;
  if (!opts.lastTwoRounds) {
    // the text: each upfloater's opponent counts when it floated in the previous round (note section 11, C10)
    if (ups.has(a) && ts.get(b)!.floatedLast) c10++;
    if (ups.has(b) && ts.get(a)!.floatedLast) c10++;
  }
  return [c8, c9, c10];
}

/**
 * 3.6: the first pairing of the bracket by identifier (3.6.2-3.6.3) among those complying with [C1] and reaching the
 * best attainable [C8], [C9], [C10] (3.6.4). Top member: the smaller TPN, whatever the scores (3.6.1).
 */
function pairBracket(ts: Map<number, TeamState>, bracket: number[], ups: Set<number>, opts: TsOptions): { pairs: Array<[number, number]>; cost: [number, number, number] } | null {
  // the seats: by TPN (3.6.1), or by score then TPN (the reference platform's reading, G1)
  const pl = [...bracket].sort((a, b) => (opts.topMember === 'score' ? ts.get(b)!.score - ts.get(a)!.score : 0) || a - b);
  const n = pl.length;
  const B = BigInt(2 * n + 2);
  const BIG = B ** 4n;
  const edges: WeightedEdge[] = [];
  for (let i = 0; i < n; i++) for (let j = i + 1; j < n; j++) {
    if (!legal(ts, pl[i], pl[j])) continue;
    const [c8, c9, c10] = pairCost(ts, pl[i], pl[j], ups, opts);
    edges.push({ i, j, w: BIG - (BigInt(c8) * B * B + BigInt(c9) * B + BigInt(c10)) });
  }
  const best = solve(n, edges, () => true);
  if (!best.perfect) return null;
  const role = new Int8Array(n); // 0 undecided, 1 top, 2 bottom
  const fixed = new Int32Array(n).fill(-1);
  const allowed = (i: number, j: number) => {
    // i < j: i is the top member, j the bottom member (3.6.1)
    if (role[i] === 2 || role[j] === 1) return false;
    if (fixed[i] >= 0 && fixed[i] !== j) return false;
    if (fixed[j] >= 0 && fixed[j] !== i) return false;
    return true;
  };
  let mate = best.mate;
  const holds = () => { for (let i = 0; i < n; i++) { const j = mate[i]; if (j > i && !allowed(i, j)) return false; } return true; };
  const attempt = () => {
    if (holds()) return true;
    const s = solve(n, edges, allowed);
    if (s.perfect && s.weight === best.weight) { mate = s.mate; return true; }
    return false;
  };
  // the top members, smallest first (the identifier's first half), then each top member's bottom member in turn
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
  const pairs: Array<[number, number]> = [];
  const cost: [number, number, number] = [0, 0, 0];
  for (let i = 0; i < n; i++) if (mate[i] > i) {
    pairs.push([pl[i], pl[mate[i]]]);
    const c = pairCost(ts, pl[i], pl[mate[i]], ups, opts);
    for (let k = 0; k < 3; k++) cost[k] += c[k];
  }
  return { pairs, cost };
}

/** The whole round (3.3.2): PAB, then brackets until every team is paired; no complete pairing is reported (3.3.3). */
export function pairTeams(ts: Map<number, TeamState>, teams: number[], opts: TsOptions): PairResult {
  const first = pabFirst(ts, [...teams].sort((a, b) => a - b));
  if (!first.ok) {
    return first.failure === 'no-pab'
      ? { ok: false, detail: 'no team may take the PAB ([C2]) and leave a legal pairing of the others', article: '3.4.1' }
      : { ok: false, detail: 'the teams to pair admit no pairing without a rematch ([C1])', article: '3.3.1' };
  }
  let todo = first.todo;
  const { bye, refused } = first;
  const brackets: BracketTrace[] = [];
  const pairs: Array<[number, number]> = [];
  while (todo.length) {
    const top = Math.max(...todo.map((p) => ts.get(p)!.score));
    const residents = todo.filter((p) => ts.get(p)!.score === top);
    const rest = todo.filter((p) => ts.get(p)!.score !== top);
    const sel = chooseUpfloaters(ts, residents, rest, opts);
    if (!sel) return { ok: false, detail: `no legal bracket for the scoregroup with ${top}`, article: '3.5' };
    const bracket = [...residents, ...sel.ups];
    const upSet = new Set(sel.ups);
    const bp = pairBracket(ts, bracket, upSet, opts);
    if (!bp) return { ok: false, detail: `the bracket of the scoregroup with ${top} has no legal pairing`, article: '3.6' };
    const upfloaterTop = bp.pairs.some(([a, b]) => upSet.has(a) && !upSet.has(b) && a < b);
    brackets.push({ score: top, residents, upfloaters: sel.ups, c6: sel.c6, c7: sel.c7, c8: bp.cost[0], c9: bp.cost[1], c10: bp.cost[2], pairs: bp.pairs, upfloaterTop });
    pairs.push(...bp.pairs);
    const inB = new Set(bracket);
    todo = todo.filter((p) => !inB.has(p));
  }
  return { ok: true, bye, byeRefused: refused, brackets, pairs };
}
