/**
 * C.04.4.1 3.2, the pairing process for a bracket (residents of one scoregroup, and upfloaters from below; the
 * text has no downfloaters, 1.3): 3.2.1-3.2.2 the upfloaters, 3.2.3 G1 and G2, 3.2.4 their re-composition,
 * 3.2.5 S1 and T2. Every choice is "the first" in Article 4's order among those complying best with the criteria
 * ([C5] to [C10], Article 2.3), found decision by decision with lexGraph.
 */
import { colourConflict } from './colours';
import { lexGraph, layout } from './lexMatching';
import type { LexGraph, PenaltyEdge, Solution } from './lexMatching';
import type { DubovPlayer } from './players';
import { middleOut, tpnOrder, upfloaterOrder, whiteSeekerOrder } from './order';

export interface BracketInput {
  residents: DubovPlayer[];
  /** Every player still to pair below this scoregroup (any of them may be upfloated; [C4] needs them all). */
  below: DubovPlayer[];
  legal: (a: number, b: number) => boolean;
  /** [C8]-[C10] apply "unless it is the last round". */
  lastRound: boolean;
}

export interface BracketCriteria {
  /** [C5] number of upfloaters. */
  upfloaters: number;
  /** [C6] the score differences of the pairs with an upfloater, largest first. */
  differences: number[];
  /** [C7] players not getting their colour preference. */
  colourMisses: number;
  /** [C8] maximum upfloaters among the upfloaters. */
  maximumUpfloaters: number;
  /** [C10] upfloaters who upfloated in the previous round. */
  upfloatedAgain: number;
}

export interface BracketResult {
  upfloaters: DubovPlayer[];
  /** Players of the lower scoregroups passed over in 4.2's order because a better set exists. */
  passedOver: DubovPlayer[];
  criteria: BracketCriteria;
  /** 3.2.3: true when every player of the bracket has yet to play (G1 = the first half by TPN). */
  allNew: boolean;
  g1: DubovPlayer[];
  g2: DubovPlayer[];
  /** 3.2.4.1: the subgroup with unavoidable pairs inside it, and the players shifted out of it. */
  shift1: { from: 'G1' | 'G2'; players: DubovPlayer[] };
  /** 3.2.4.2: the players shifted to equalise the subgroups. */
  shift2: { from: 'G1' | 'G2'; players: DubovPlayer[] };
  s1: DubovPlayer[];
  t2: DubovPlayer[];
  /** S1[k] meets T2[k]. */
  pairs: Array<[DubovPlayer, DubovPlayer]>;
}

/**
 * What one pair of a bracket adds to [C5]-[C10] (2.3): `r` a resident of the scoregroup `score`, `o` his opponent,
 * a resident too or a player from below (then an upfloater). Shared by the upfloater choice (3.2.2) and the marker,
 * which evaluates a complete pairing bracket by bracket with it.
 */
export interface PairCriteria {
  /** [C5] 2.3.1: o is an upfloater. */
  upfloater: boolean;
  /** [C6] 2.3.2: the score difference of the pair, when o is an upfloater. */
  difference?: number;
  /** [C7] 2.3.3: one of the two does not get his colour preference. */
  colourMiss: boolean;
  /** [C8] 2.3.4 (not in the last round): o is a maximum upfloater (1.8.1) who upfloats again. */
  maximumUpfloater: boolean;
  /** [C9] 2.3.5: his upfloats so far, when he is such a maximum upfloater. */
  upfloats?: number;
  /** [C10] 2.3.6 (not in the last round): o upfloated in the previous round too. */
  upfloatedAgain: boolean;
}

export function pairCriteria(r: DubovPlayer, o: DubovPlayer, score: number, oIsResident: boolean, lastRound: boolean): PairCriteria {
  const colourMiss = colourConflict(r.pref, o.pref);
  if (oIsResident) return { upfloater: false, colourMiss, maximumUpfloater: false, upfloatedAgain: false };
  const max = !lastRound && o.maximumUpfloater;
  return { upfloater: true, difference: score - o.score, colourMiss, maximumUpfloater: max, upfloats: max ? o.upfloats : undefined, upfloatedAgain: !lastRound && o.upfloatedLastRound };
}

/** The scales of [C6] (the score differences possible, largest first) and [C9] (the maximum upfloaters' upfloats, most first). */
export function criteriaScales(score: number, below: DubovPlayer[], lastRound: boolean): { diffs: number[]; counts: number[] } {
  const diffs = [...new Set(below.map((d) => score - d.score))].sort((a, b) => b - a);
  const counts = lastRound ? [] : [...new Set(below.filter((d) => d.maximumUpfloater).map((d) => d.upfloats))].sort((a, b) => b - a);
  return { diffs, counts };
}

/** Fields of the upfloater choice: [C5], [C6] (one per score difference), [C7], [C8], [C9] (one per upfloat count), [C10]. */
function upfloaterGraph(input: BracketInput, all: DubovPlayer[]) {
  const { residents, below, legal, lastRound } = input;
  const score = residents[0].score;
  const { diffs, counts } = criteriaScales(score, below, lastRound);
  const L = layout([['C5', 1], ['C6', diffs.length], ['C7', 1], ['C8', 1], ['C9', counts.length], ['C10', 1]]);
  const isResident = new Set(residents.map((p) => p.no));
  const edges: PenaltyEdge[] = [];
  for (let i = 0; i < all.length; i++) {
    for (let j = i + 1; j < all.length; j++) {
      const a = all[i], b = all[j];
      if (!legal(a.no, b.no)) continue;
      const pen = new Array(L.count).fill(0);
      const ra = isResident.has(a.no), rb = isResident.has(b.no);
      if (ra || rb) {
        const c = pairCriteria(ra ? a : b, ra ? b : a, score, ra && rb, lastRound);
        pen[L.offset.C7] = c.colourMiss ? 1 : 0;
        if (c.upfloater) {
          pen[L.offset.C5] = 1;
          pen[L.offset.C6 + diffs.indexOf(c.difference!)] = 1;
        }
        if (c.maximumUpfloater) {
          pen[L.offset.C8] = 1;
          pen[L.offset.C9 + counts.indexOf(c.upfloats!)] = 1;
        }
        if (c.upfloatedAgain) pen[L.offset.C10] = 1;
      }
      edges.push({ i, j, pen });
    }
  }
  // what each field can add up to: each upfloater meets a resident, so none exceeds the residents' number
  const r = residents.length;
  const bounds = [r, ...diffs.map((v) => Math.min(r, below.filter((d) => score - d.score === v).length)), r, r, ...counts.map((c) => Math.min(r, below.filter((d) => d.maximumUpfloater && d.upfloats === c).length)), r];
  return { graph: lexGraph(all.length, edges, L.count, bounds), L, diffs, counts };
}

const same = (a: Solution, b: Solution) => a.perfect && b.perfect && a.penalty === b.penalty;

export function pairBracket(input: BracketInput): BracketResult | undefined {
  const { residents, below, legal } = input;
  const all = [...residents, ...below];
  const idx = new Map(all.map((p, k) => [p.no, k]));
  const isResident = new Set(residents.map((p) => p.no));

  // 3.2.1-3.2.2: the minimum number of upfloaters, and the first set (4.2) complying best with [C5]-[C10]
  const { graph, L, diffs } = upfloaterGraph(input, all);
  const up = new Set<number>();
  const notUp = new Set<number>();
  const allowedUp = (i: number, j: number) => {
    const a = all[i].no, b = all[j].no;
    const ra = isResident.has(a), rb = isResident.has(b);
    if (ra && rb) return true;
    if (ra || rb) return !notUp.has(ra ? b : a);
    return !up.has(a) && !up.has(b);
  };
  const best = graph.best();
  if (!best.perfect) return undefined;
  const f = graph.fields(best.penalty);
  const target = f[L.offset.C5];
  let cur = best;
  const passedOver: DubovPlayer[] = [];
  for (const d of upfloaterOrder(below)) {
    if (up.size === target) { notUp.add(d.no); continue; }
    const m = cur.mate[idx.get(d.no)!];
    up.add(d.no);
    if (isResident.has(all[m].no)) continue;
    if (!residents.some((r) => graph.mayBeInBest(idx.get(d.no)!, idx.get(r.no)!))) { up.delete(d.no); notUp.add(d.no); passedOver.push(d); continue; }
    const s = graph.solve(allowedUp);
    if (same(s, best)) { cur = s; continue; }
    up.delete(d.no);
    notUp.add(d.no);
    passedOver.push(d);
  }
  const upfloaters = below.filter((d) => up.has(d.no));
  const criteria: BracketCriteria = {
    upfloaters: target,
    differences: diffs.flatMap((v, k) => new Array(f[L.offset.C6 + k]).fill(v)),
    colourMisses: f[L.offset.C7],
    maximumUpfloaters: f[L.offset.C8],
    upfloatedAgain: f[L.offset.C10],
  };

  // the bracket: residents and upfloaters, each upfloater meeting a resident
  const bracket = [...residents, ...upfloaters];
  return pairWithin(bracket, isResident, legal, upfloaters, passedOver, criteria);
}

function pairWithin(bracket: DubovPlayer[], isResident: Set<number>, legal: (a: number, b: number) => boolean, upfloaters: DubovPlayer[], passedOver: DubovPlayer[], criteria: BracketCriteria): BracketResult | undefined {
  const n = bracket.length;
  const idx = new Map(bracket.map((p, k) => [p.no, k]));
  // 3.2.3: G1 the players preferring White (or, when nobody in the bracket has played, the first half by TPN)
  const allNew = bracket.every((p) => p.history.length === 0);
  const byTpn = tpnOrder(bracket);
  const g1 = allNew ? byTpn.slice(0, n / 2) : bracket.filter((p) => p.pref.colour === 'w');
  const inG1 = new Set(g1.map((p) => p.no));
  const g2 = bracket.filter((p) => !inG1.has(p.no));
  const smallerIsG1 = g1.length <= g2.length; // 3.2.4.1: "the smaller subgroup (or G1, if their sizes are equal)"
  const inS = (no: number) => inG1.has(no) === smallerIsG1;

  // fields: [C7], then the pairs inside the smaller subgroup (3.2.4.1's "unavoidable" pairs)
  const edges: PenaltyEdge[] = [];
  for (let i = 0; i < n; i++) for (let j = i + 1; j < n; j++) {
    const a = bracket[i], b = bracket[j];
    if (!isResident.has(a.no) && !isResident.has(b.no)) continue;
    if (!legal(a.no, b.no)) continue;
    edges.push({ i, j, pen: [colourConflict(a.pref, b.pref) ? 1 : 0, inS(a.no) && inS(b.no) ? 1 : 0] });
  }
  const g: LexGraph = lexGraph(n, edges, 2, [n / 2, n / 2]);
  const best = g.best();
  if (!best.perfect) return undefined;
  const p = g.fields(best.penalty)[1];
  let cur = best;

  // 3.2.4.1: shift p players out of the smaller subgroup, the first set in 4.3's order
  const sList = smallerIsG1 ? whiteSeekerOrder(g1) : tpnOrder(g2);
  const X = new Set<number>();
  const stay = new Set<number>();
  const ok1 = (a: number, b: number) => {
    if (X.has(a) && X.has(b)) return false;
    if ((X.has(a) && !inS(b)) || (X.has(b) && !inS(a))) return false;
    if (stay.has(a) && stay.has(b)) return false;
    return true;
  };
  for (const x of middleOut(sList)) {
    if (X.size === p) { stay.add(x.no); continue; }
    X.add(x.no);
    const m = bracket[cur.mate[idx.get(x.no)!]].no;
    if (inS(m) && !X.has(m)) continue;
    const s = g.solve((i, j) => ok1(bracket[i].no, bracket[j].no));
    if (same(s, best)) { cur = s; continue; }
    X.delete(x.no);
    stay.add(x.no);
  }
  // sides after 3.2.4.1: 'S' the smaller subgroup's side, 'L' the other
  const side = new Map<number, 'S' | 'L' | '?'>();
  for (const q of bracket) side.set(q.no, inS(q.no) && !X.has(q.no) ? 'S' : 'L');
  const sCount = [...side.values()].filter((v) => v === 'S').length;
  const lCount = n - sCount;
  // 3.2.4.2: equalise, shifting from the larger subgroup, the first set in 4.3's order
  const largerIsS = sCount > lCount;
  const q = Math.abs(sCount - lCount) / 2;
  const largerLabel: 'S' | 'L' = largerIsS ? 'S' : 'L';
  const largerIsG1 = largerIsS === smallerIsG1;
  // 4.3: the pool is the larger subgroup's own colour seekers (sorted by 4.3.2, numbered from the middle by 4.3.3);
  // players just shifted into it by 3.2.4.1 seek the other colour and are not shifted back
  const largerList = (largerIsG1 ? whiteSeekerOrder : tpnOrder)(bracket.filter((v) => side.get(v.no) === largerLabel && !X.has(v.no)));
  const Y = new Set<number>();
  const fixed = new Map<number, 'S' | 'L'>();
  for (const v of bracket) if (!(q > 0 && side.get(v.no) === largerLabel && !X.has(v.no))) fixed.set(v.no, side.get(v.no) as 'S' | 'L');
  const other = (s: 'S' | 'L'): 'S' | 'L' => (s === 'S' ? 'L' : 'S');
  const sideOf = (no: number): 'S' | 'L' | '?' => fixed.get(no) ?? '?';
  const ok2 = (a: number, b: number) => {
    if (!ok1(a, b)) return false;
    const sa = sideOf(a), sb = sideOf(b);
    return sa === '?' || sb === '?' || sa !== sb;
  };
  if (q > 0) {
    // the first complete solution must satisfy the crossing rule before the greedy starts
    const s0 = g.solve((i, j) => ok2(bracket[i].no, bracket[j].no));
    if (!same(s0, best)) return undefined;
    cur = s0;
    for (const y of middleOut(largerList)) {
      if (Y.size === q) { fixed.set(y.no, largerLabel); continue; }
      fixed.set(y.no, other(largerLabel));
      const m = bracket[cur.mate[idx.get(y.no)!]].no;
      if (sideOf(m) !== other(largerLabel)) { Y.add(y.no); continue; }
      const s = g.solve((i, j) => ok2(bracket[i].no, bracket[j].no));
      if (same(s, best)) { cur = s; Y.add(y.no); continue; }
      fixed.set(y.no, largerLabel);
    }
  } else {
    const s0 = g.solve((i, j) => ok2(bracket[i].no, bracket[j].no));
    if (!same(s0, best)) return undefined;
    cur = s0;
  }
  const g1Side: 'S' | 'L' = smallerIsG1 ? 'S' : 'L';
  const finalG1 = bracket.filter((v) => sideOf(v.no) === g1Side);
  const finalG2 = bracket.filter((v) => sideOf(v.no) !== g1Side);

  // 3.2.5: S1 (G1 by ascending ARO, then TPN) against the first transposition T2 of G2 (4.4) that can be completed
  const s1 = whiteSeekerOrder(finalG1);
  const pool = tpnOrder(finalG2);
  const forced = new Map<number, number>();
  const ok3 = (a: number, b: number) => {
    if (!ok2(a, b)) return false;
    const fa = forced.get(a), fb = forced.get(b);
    if (fa !== undefined && fa !== b) return false;
    if (fb !== undefined && fb !== a) return false;
    return true;
  };
  const t2: DubovPlayer[] = [];
  for (const a of s1) {
    let chosen: DubovPlayer | undefined;
    for (const b of pool) {
      if (forced.has(b.no)) continue;
      forced.set(a.no, b.no); forced.set(b.no, a.no);
      if (cur.mate[idx.get(a.no)!] === idx.get(b.no)) { chosen = b; break; }
      if (legal(a.no, b.no) && (isResident.has(a.no) || isResident.has(b.no)) && g.mayBeInBest(idx.get(a.no)!, idx.get(b.no)!)) {
        const s = g.solve((i, j) => ok3(bracket[i].no, bracket[j].no));
        if (same(s, best)) { cur = s; chosen = b; break; }
      }
      forced.delete(a.no); forced.delete(b.no);
    }
    if (!chosen) return undefined;
    t2.push(chosen);
  }
  const fromS = smallerIsG1 ? 'G1' : 'G2';
  const fromLarger: 'G1' | 'G2' = largerIsG1 ? 'G1' : 'G2';
  return {
    upfloaters, passedOver, criteria, allNew, g1, g2,
    shift1: { from: fromS, players: bracket.filter((v) => X.has(v.no)) },
    shift2: { from: fromLarger, players: bracket.filter((v) => Y.has(v.no)) },
    s1, t2, pairs: s1.map((a, k) => [a, t2[k]] as [DubovPlayer, DubovPlayer]),
  };
}
