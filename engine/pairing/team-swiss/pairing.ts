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
import { firstByIdentifier, firstUpfloaterSet, pabFirst, type UpfloaterRules } from '../lexicographic';
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

/** [C8]/[C9]/[C10] of one pair: same preferred colour (one team's preference unmet), both strong, upfloaters' opponents who floated. */
export function pairCost(ts: Map<number, TeamState>, a: number, b: number, ups: Set<number>, opts: TsOptions): [number, number, number] {
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

/** 3.6.1, the seats of a bracket (the smaller seat is the top member): by TPN, or by score then TPN (the reference platform's reading, G1). */
export function seatOrder(ts: Map<number, TeamState>, bracket: number[], opts: Pick<TsOptions, 'topMember'>): number[] {
  return [...bracket].sort((a, b) => (opts.topMember === 'score' ? ts.get(b)!.score - ts.get(a)!.score : 0) || a - b);
}

/** The rules of 3.5 for a top-scoregroup: [C5] as the text rephrases it, [C6] of the following scoregroup (the highest score left), [C7] except in the last two rounds. */
export function tsUpfloaterRules(ts: Map<number, TeamState>, rest: number[], opts: TsOptions): UpfloaterRules {
  return { nextScore: rest.length ? Math.max(...rest.map((p) => ts.get(p)!.score)) : undefined, c5: 'ascending', c6: opts.c6, c7: !opts.lastTwoRounds };
}

/**
 * 3.6: the first pairing of the bracket by identifier (3.6.2-3.6.3) among those complying with [C1] and reaching the
 * best attainable [C8], [C9], [C10] (3.6.4). Top member: the smaller TPN, whatever the scores (3.6.1).
 */
function pairBracket(ts: Map<number, TeamState>, bracket: number[], ups: Set<number>, opts: TsOptions): { pairs: Array<[number, number]>; cost: [number, number, number] } | null {
  const pl = seatOrder(ts, bracket, opts);
  const n = pl.length;
  const B = BigInt(2 * n + 2);
  const BIG = B ** 4n;
  const edges: WeightedEdge[] = [];
  for (let i = 0; i < n; i++) for (let j = i + 1; j < n; j++) {
    if (!legal(ts, pl[i], pl[j])) continue;
    const [c8, c9, c10] = pairCost(ts, pl[i], pl[j], ups, opts);
    edges.push({ i, j, w: BIG - (BigInt(c8) * B * B + BigInt(c9) * B + BigInt(c10)) });
  }
  const mate = firstByIdentifier(n, edges);
  if (!mate) return null;
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
    const sel = firstUpfloaterSet(ts, residents, rest, tsUpfloaterRules(ts, rest, opts));
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
