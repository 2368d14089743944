/**
 * C.04.4.2 3.2, the pairing of a bracket (residents of a scoregroup and the incoming floaters, 1.2.2):
 * 3.2.1 the maximum number of pairs under [C1]-[C5] fixes the outgoing floaters' number; 3.2.2 the first pairing in
 * Article 4's order that complies best with [C1]-[C8]: [C5] most pairs, [C6] the outgoing floaters' scores as low as
 * possible (taken in descending order), [C7] the following bracket can comply with [C1]-[C6], [C8] colours.
 * Article 4: BSN by the ranking of 1.8; the virtual players (BSN 0) stand for the outgoing floaters; a pairing
 * precedes another when BSN 1's opponent has the larger BSN, then BSN 2's, and so on.
 */
import { colourConflict } from '../dubov-2026/colours';
import { lexGraph, layout } from '../dubov-2026/lexMatching';
import type { PenaltyEdge, Solution } from '../dubov-2026/lexMatching';
import type { BursteinPlayer } from './players';
import { rankCompare } from './players';

export interface BursteinBracketInput {
  /** Residents and incoming floaters. */
  bracket: BursteinPlayer[];
  /** The next scoregroup's players ([C7]). */
  next: BursteinPlayer[];
  /** Everybody else still to pair ([C4]). */
  rest: BursteinPlayer[];
  legal: (a: number, b: number) => boolean;
}

export interface BursteinBracketResult {
  /** The bracket by BSN (4.1). */
  bsn: BursteinPlayer[];
  pairs: Array<[BursteinPlayer, BursteinPlayer]>;
  floaters: BursteinPlayer[];
  /** [C8] players not getting their colour preference. */
  colourMisses: number;
  /** [C7] players who would have to float on out of the following bracket. */
  nextFloaters: number;
}

/**
 * What one pair of players still to pair adds to a bracket's [C5]-[C8] (2.3): the bracket's player it floats out
 * ([C5], [C6]), the player who floats out of the following bracket (the next scoregroup with this bracket's floaters,
 * [C7]), a colour preference not granted inside the bracket ([C8]). Shared by the pairing and the marker.
 */
export function pairCriteria(a: BursteinPlayer, b: BursteinPlayer, inB: Set<number>, inN: Set<number>): { floater?: BursteinPlayer; outOfNext?: BursteinPlayer; colourMiss: boolean } {
  const ba = inB.has(a.no), bb = inB.has(b.no);
  if (ba && bb) return { colourMiss: colourConflict(a.pref, b.pref) };
  if (ba || bb) {
    const f = ba ? a : b, o = ba ? b : a;
    // f floats out; unless his opponent is of the next scoregroup, he floats out of the following bracket too
    return { floater: f, outOfNext: inN.has(o.no) ? undefined : f, colourMiss: false };
  }
  if (inN.has(a.no) !== inN.has(b.no)) return { outOfNext: inN.has(a.no) ? a : b, colourMiss: false };
  return { colourMiss: false };
}

export function pairBursteinBracket(input: BursteinBracketInput): BursteinBracketResult | undefined {
  const bsn = [...input.bracket].sort(rankCompare);
  const all = [...bsn, ...input.next, ...input.rest];
  const n = all.length;
  const idx = new Map(all.map((p, k) => [p.no, k]));
  const inB = new Set(bsn.map((p) => p.no));
  const inN = new Set(input.next.map((p) => p.no));
  const bScores = [...new Set(bsn.map((p) => p.score))].sort((a, b) => b - a);
  const nScores = [...new Set([...bsn, ...input.next].map((p) => p.score))].sort((a, b) => b - a);
  const L = layout([['C5', 1], ['C6', bScores.length], ['C7a', 1], ['C7b', nScores.length], ['C8', 1]]);
  const edges: PenaltyEdge[] = [];
  for (let i = 0; i < n; i++) for (let j = i + 1; j < n; j++) {
    const a = all[i], b = all[j];
    if (!input.legal(a.no, b.no)) continue;
    const pen = new Array(L.count).fill(0);
    const c = pairCriteria(a, b, inB, inN);
    if (c.colourMiss) pen[L.offset.C8] = 1; // [C8] 2.3.4
    if (c.floater) {
      pen[L.offset.C5] = 1; // [C5] 2.3.1: the player floats out of the bracket
      pen[L.offset.C6 + bScores.indexOf(c.floater.score)] = 1; // [C6] 2.3.2
    }
    if (c.outOfNext) { pen[L.offset.C7a] = 1; pen[L.offset.C7b + nScores.indexOf(c.outOfNext.score)] = 1; } // [C7] 2.3.3
    edges.push({ i, j, pen });
  }
  const count = (ps: BursteinPlayer[], sc: number) => ps.filter((q) => q.score === sc).length;
  const bounds = [bsn.length, ...bScores.map((sc) => count(bsn, sc)), bsn.length + input.next.length, ...nScores.map((sc) => count([...bsn, ...input.next], sc)), Math.floor(bsn.length / 2)];
  const g = lexGraph(n, edges, L.count, bounds);
  const best = g.best();
  if (!best.perfect) return undefined;
  const same = (s: Solution) => s.perfect && s.penalty === best.penalty;
  const forced = new Map<number, number>();
  const floating = new Set<number>();
  const allowed = (i: number, j: number) => {
    const a = all[i].no, b = all[j].no;
    const fa = forced.get(a), fb = forced.get(b);
    if (fa !== undefined && fa !== b) return false;
    if (fb !== undefined && fb !== a) return false;
    if (inB.has(a) && inB.has(b) && (floating.has(a) || floating.has(b))) return false;
    return true;
  };
  let cur = best;
  const pairs: Array<[BursteinPlayer, BursteinPlayer]> = [];
  const floaters: BursteinPlayer[] = [];
  // Article 4: BSN 1 first, its opponent the largest BSN that still allows the best pairing; a virtual player
  // (BSN 0: the player floats) only when no real opponent does
  for (let k = 0; k < bsn.length; k++) {
    const a = bsn[k];
    if (forced.has(a.no) || floating.has(a.no)) continue;
    let done = false;
    for (let m = bsn.length - 1; m > k && !done; m--) {
      const b = bsn[m];
      if (forced.has(b.no) || floating.has(b.no) || !input.legal(a.no, b.no)) continue;
      if (!g.mayBeInBest(idx.get(a.no)!, idx.get(b.no)!)) continue;
      forced.set(a.no, b.no); forced.set(b.no, a.no);
      if (cur.mate[idx.get(a.no)!] === idx.get(b.no)) { done = true; pairs.push([a, b]); break; }
      const s = g.solve(allowed);
      if (same(s)) { cur = s; done = true; pairs.push([a, b]); break; }
      forced.delete(a.no); forced.delete(b.no);
    }
    if (done) continue;
    floating.add(a.no);
    if (!inB.has(all[cur.mate[idx.get(a.no)!]].no)) { floaters.push(a); continue; }
    const s = g.solve(allowed);
    if (!same(s)) return undefined;
    cur = s;
    floaters.push(a);
  }
  const f = g.fields(best.penalty);
  return { bsn, pairs, floaters, colourMisses: f[L.offset.C8], nextFloaters: f[L.offset.C7a] };
}
