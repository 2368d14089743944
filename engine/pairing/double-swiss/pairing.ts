/**
 * The C.04.5 Article 3 procedure: PAB first (3.4), then top-scoregroup by top-scoregroup the first upfloater set (3.5)
 * and the first bracket pairing by identifier (3.6) satisfying the criteria (Article 2).
 *
 * The text's orders are lexicographic, so each is found greedily (decide one member at a time, in the text's order) with
 * a matching telling whether a decision still leaves an optimal completion: a maximum-weight matching whose weight packs
 * the criteria in priority order ([C4] > [C5] > [C6] > [C7] for sets, [C8] for brackets), as the note (section 4) says.
 */
import type { WeightedEdge } from '../dutch/blossom';
import { firstByIdentifier, firstUpfloaterSet, pabFirst, type UpfloaterRules } from '../lexicographic';
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
  c6: 'satisfied' | 'not-applicable' | 'lapsed';
  c7: number;
  c8: number;
  pairs: Array<[number, number]>;
}

export type PairResult =
  | { ok: true; bye?: number; byeCandidatesRefused: number[]; brackets: BracketTrace[]; pairs: Array<[number, number]> }
  | { ok: false; reason: 'no-pab' | 'no-pairing'; detail: string };

/**
 * [C8] of one pair of a bracket: 1 when an upfloater meets a resident who floated in the previous round (except in
 * the last round, 2.3.5).
 */
export function dsC8(ps: Map<number, DsPlayer>, ups: Set<number>, a: number, b: number, lastRound: boolean): number {
  if (lastRound) return 0;
  // [C8]'s "upfloater's opponent" (note 9 row 6): FS's resident and Gacrux's "higher-scored member of an unequal pair"
  // differ only when two upfloaters meet, which [C4] excludes (the set without both would be smaller and still legal).
  if (!ups.has(a) && !ups.has(b)) return 0;
  const res = ups.has(a) ? b : a;
  return ps.get(res)!.floatedLast ? 1 : 0;
}

/**
 * The rules of 3.5 for each top-scoregroup of the round: [C5] and [C6] as read, [C7] except in the last round, and
 * the following scoregroup (note 9 row 3: the next lower score in the round's standings, the PAB player included,
 * or among the players still to pair), undefined when none of it is left to pair.
 */
export function dsUpfloaterRules(ps: Map<number, DsPlayer>, todo: number[], bye: number | undefined, opts: DsOptions): (top: number, rest: number[]) => UpfloaterRules {
  const roundScores = [...new Set([...todo, ...(bye !== undefined && opts.following !== 'remaining' ? [bye] : [])].map((p) => ps.get(p)!.score))].sort((a, b) => b - a);
  return (top, rest) => {
    const nextScore = roundScores.find((s) => s < top);
    const nextPresent = nextScore !== undefined && rest.some((p) => ps.get(p)!.score === nextScore) ? nextScore : undefined;
    return { nextScore: nextPresent, c5: opts.c5 ?? 'ascending', c6: opts.c6, c7: !opts.lastRound };
  };
}

/**
 * 3.6: the first pairing of the bracket by identifier (top members ascending, then each one's bottom member) among those
 * complying with [C1] and, except in the last round, with the fewest [C8] violations (residents who floated in the
 * previous round paired with an upfloater: FS's reading, note 9 row 6).
 */
function pairBracket(ps: Map<number, DsPlayer>, bracket: number[], ups: Set<number>, opts: DsOptions): { pairs: Array<[number, number]>; c8: number } | null {
  const pl = [...bracket].sort((a, b) => a - b);
  const n = pl.length;
  const c8cost = (i: number, j: number) => dsC8(ps, ups, pl[i], pl[j], opts.lastRound);
  const edges: WeightedEdge[] = [];
  const BIG = BigInt(n + 2);
  for (let i = 0; i < n; i++) for (let j = i + 1; j < n; j++) if (legal(ps, pl[i], pl[j])) edges.push({ i, j, w: BIG - BigInt(c8cost(i, j)) });
  const mate = firstByIdentifier(n, edges);
  if (!mate) return null;
  const pairs: Array<[number, number]> = [];
  let c8 = 0;
  for (let i = 0; i < n; i++) if (mate[i] > i) { pairs.push([pl[i], pl[mate[i]]]); c8 += c8cost(i, mate[i]); }
  return { pairs, c8 };
}

/** The whole round (3.3.2): PAB, then brackets until everybody is paired; failure is reported (3.3.3), never improvised. */
export function pairRound(ps: Map<number, DsPlayer>, players: number[], opts: DsOptions): PairResult {
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
  const rulesFor = dsUpfloaterRules(ps, todo, bye, opts);
  while (todo.length) {
    const top = Math.max(...todo.map((p) => ps.get(p)!.score));
    const residents = todo.filter((p) => ps.get(p)!.score === top);
    const rest = todo.filter((p) => ps.get(p)!.score !== top);
    const sel = firstUpfloaterSet(ps, residents, rest, rulesFor(top, rest));
    if (!sel) return { ok: false, reason: 'no-pairing', detail: `no legal bracket for the scoregroup ${top}` };
    const bracket = [...residents, ...sel.ups];
    const bp = pairBracket(ps, bracket, new Set(sel.ups), opts);
    if (!bp) return { ok: false, reason: 'no-pairing', detail: `the bracket of scoregroup ${top} has no legal pairing` };
    brackets.push({ score: top, residents: [...residents].sort((a, b) => a - b), upfloaters: sel.ups, c6: sel.c6, c7: sel.c7, c8: bp.c8, pairs: bp.pairs });
    pairs.push(...bp.pairs);
    const inB = new Set(bracket);
    todo = todo.filter((p) => !inB.has(p));
  }
  return { ok: true, bye, byeCandidatesRefused: refused, brackets, pairs };
}
