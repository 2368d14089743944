/**
 * A large bracket paired without weighted matchings, when that can be proved to give the same pairing.
 *
 * In a big score group the quality criteria that still differ between complete pairings are few:
 * the colour preferences (C.10-C.13), who floats down (C.9 for the PAB in the last bracket, C.14,
 * C.16) and the floats of the MDPs' opponents (C.15, C.17, C.19, C.21). Each depends only on the
 * players' classes (colour preference and its strength, float history, an MDP's score), so the best
 * value any pairing could reach is bounded by a small transportation problem over the counts of each
 * class, ignoring who has met whom (transportation.ts). The bracket is then paired in the rules' own
 * order: each MDP in turn takes the highest resident, each S1 player the first S2 player (4.3.2, no
 * exchange), passing over a candidate only when the bound proves it cannot be part of a best pairing
 * (or, for an S1 player, when every way on from it failed). If the pairing built this way reaches
 * the bound, the bound is the optimum, every candidate passed over was rightly passed over, and the
 * pairing is exactly the one the matchings of brackets.ts would find. If it does not (rematches in
 * the way, exchanges needed), the caller pairs the bracket with the matchings.
 *
 * Scope (the caller checks the rest: C.4 completion, C.8 for the floater, the PAB): every MDP is
 * paired with a resident; at most one floater, a resident.
 */
import type { DutchPlayer } from './players';
import { bitsFor, colourCriteria, coloursAllow, type ColourRules } from './weights';
import { transportation, transportationCost, type Transportation } from './transportation';

/** What C.3 and C.10–C.13 read of a player: players with the same signature are interchangeable for them. */
function colourSignature(p: DutchPlayer, rules: ColourRules): string {
  const base = `${p.pref ?? '-'}${p.absolute ? 'A' : p.strong ? 'S' : ''}`;
  // imbalance, repetition and topscorer status matter only where equal absolute preferences may meet
  return rules.lastRound && p.absolute ? `${base}${p.imbalance}${p.repeated ?? '-'}${p.score > rules.topscorerThreshold ? 'T' : ''}` : base;
}

export interface FastBracketInput {
  /** The bracket's MDPs, in order (score, then rank); each is paired with a resident. */
  mdps: DutchPlayer[];
  /** The residents in rank order. */
  residents: DutchPlayer[];
  /** C.1 and C.3: may these two meet. */
  canMeet: (a: DutchPlayer, b: DutchPlayer) => boolean;
  /**
   * For an odd bracket, what it costs that a resident floats (C.9 rank, then C.14, C.16, in that
   * order, each as a small integer), or null when he may not float (e.g. not a PAB candidate).
   */
  floaterCost?: (p: DutchPlayer) => [number, number, number] | null;
  /** Largest C.9 value floaterCost may give. */
  maxRank?: number;
  /** The last round and the topscorers' threshold (C.3's exception, C.10, C.11). */
  rules: ColourRules;
}

export interface FastBracketResult {
  /** Each MDP and its opponent, in the MDPs' order. */
  mdpPairs: Array<[DutchPlayer, DutchPlayer]>;
  /** S1 player and S2 player, in S1 order. */
  pairs: Array<[DutchPlayer, DutchPlayer]>;
  s1: DutchPlayer[];
  floater?: DutchPlayer;
}

/**
 * Criteria packed into one number, most important highest: C.9, C.10, C.11, C.12, C.13, C.14, C.15,
 * C.16, C.17, then C.19 and C.21 (upfloated opponents weighted by the MDP's score: one sub-field per
 * MDP score, higher scores higher). C.18 and C.20 add nothing here: the floater is a resident, so
 * they follow C.14 and C.16. Every field holds twice its largest sum (the bound of a non-bipartite
 * pairing counts each pair twice). C.10 and C.11 take no room outside the last round, where no
 * allowed pair misses them. A colour criterion can be missed only by a pair of two players who could
 * each miss it (C.10: both with a colour difference beyond ±1; C.11: both with an absolute
 * preference; C.12: both with a preference; C.13: both with a strong or absolute one), so its
 * field needs room for the number of those players, not the bracket's size: in the last round of
 * a large bracket the four fields would not fit a number otherwise.
 */
interface Packing {
  c9: number;
  c10: number;
  c11: number;
  c12: number;
  c13: number;
  c14: number;
  c15: number;
  c16: number;
  c17: number;
  /** Unit of C.19 and C.21 for an MDP of each score. */
  c19: Map<number, number>;
  c21: Map<number, number>;
}

/** How many players of the bracket could miss each colour criterion (see Packing). */
interface ColourCounts {
  c10: number;
  c11: number;
  c12: number;
  c13: number;
}

function colourCounts(players: DutchPlayer[]): ColourCounts {
  const n = { c10: 0, c11: 0, c12: 0, c13: 0 };
  for (const p of players) {
    if (p.imbalance > 1) n.c10++;
    if (p.absolute) n.c11++;
    if (p.pref !== undefined) n.c12++;
    if (p.strong || p.absolute) n.c13++;
  }
  return n;
}

function packing(counts: ColourCounts, maxRank: number, lastRound: boolean, mdpScores: Map<number, number>): Packing | null {
  // fields from the least important up: [name, room] (room: the field's values are below it)
  const mdps = [...mdpScores.values()].reduce((a, b) => a + b, 0);
  const byScore = [...mdpScores.keys()].sort((a, b) => a - b);
  const fields: Array<[string, number]> = [
    ...byScore.map((sc): [string, number] => [`c21:${sc}`, 2 * mdpScores.get(sc)! + 1]),
    ...byScore.map((sc): [string, number] => [`c19:${sc}`, 2 * mdpScores.get(sc)! + 1]),
    ['c17', 2 * mdps + 1],
    ['c16', 3],
    ['c15', 2 * mdps + 1],
    ['c14', 3],
    ['c13', counts.c13 + 1],
    ['c12', counts.c12 + 1],
    ['c11', lastRound ? counts.c11 + 1 : 1],
    ['c10', lastRound ? counts.c10 + 1 : 1],
    ['c9', 2 * maxRank + 1],
  ];
  const unit = new Map<string, number>();
  let u = 1;
  for (const [name, room] of fields) {
    unit.set(name, u);
    u *= 2 ** bitsFor(room);
  }
  if (u > Number.MAX_SAFE_INTEGER) return null;
  const at = (n: string) => unit.get(n)!;
  return {
    c9: at('c9'),
    c10: lastRound ? at('c10') : 0,
    c11: lastRound ? at('c11') : 0,
    c12: at('c12'),
    c13: at('c13'),
    c14: at('c14'),
    c15: at('c15'),
    c16: at('c16'),
    c17: at('c17'),
    c19: new Map(byScore.map((sc) => [sc, at(`c19:${sc}`)])),
    c21: new Map(byScore.map((sc) => [sc, at(`c21:${sc}`)])),
  };
}

/**
 * The cost of pairing a player of each class with one of each other (given by a player of each):
 * C.10–C.13, and for an MDP with a resident the resident's upfloats (C.15, C.17, C.19, C.21).
 * Infinity where C.3 forbids the pair, and between two MDPs (all of them are paired with residents here).
 */
function pairCostTable(k: Packing, reps: DutchPlayer[], isMdp: boolean[], rules: ColourRules): number[][] {
  return reps.map((a, x) =>
    reps.map((b, y) => {
      if ((isMdp[x] && isMdp[y]) || !coloursAllow(a, b, rules)) return Infinity;
      const met = colourCriteria(a, b);
      let c = (met.c10 ? 0 : k.c10) + (met.c11 ? 0 : k.c11) + (met.c12 ? 0 : k.c12) + (met.c13 ? 0 : k.c13);
      if (isMdp[x] || isMdp[y]) {
        const [m, r] = isMdp[x] ? [a, b] : [b, a];
        if (r.float1 === 'up') c += k.c15 + k.c19.get(m.score)!;
        if (r.float2 === 'up') c += k.c17 + k.c21.get(m.score)!;
      }
      return c;
    }),
  );
}

/** Players of one side by class, and by floater cost within a class (the floater's cost needs the cheapest one). */
interface Side {
  byClass: number[];
  floatCosts: Array<Map<number, number>>;
}

const newSide = (classes: number): Side => ({ byClass: new Array<number>(classes).fill(0), floatCosts: Array.from({ length: classes }, () => new Map()) });

/** Adds `d` players (−1 takes one away) of class `cls` with floater cost `fc` (null: may not float). */
function addTo(s: Side, cls: number, fc: number | null, d: number): void {
  s.byClass[cls] += d;
  if (fc === null) return;
  const m = s.floatCosts[cls];
  const n = (m.get(fc) ?? 0) + d;
  if (n === 0) m.delete(fc);
  else m.set(fc, n);
}

/** The cheapest floater of each class (Infinity: none may float). */
function cheapestFloaters(s: Side): number[] {
  return s.floatCosts.map((m) => {
    let best = Infinity;
    for (const c of m.keys()) if (c < best) best = c;
    return best;
  });
}

/** Would taking away one player of class `cls` with floater cost `fc` make the class's cheapest floater dearer? */
function raisesCheapest(s: Side, cls: number, fc: number | null): boolean {
  if (fc === null) return false;
  const m = s.floatCosts[cls];
  if (m.get(fc) !== 1) return false;
  for (const c of m.keys()) if (c < fc) return false;
  return true;
}

const sideKey = (s: Side): string => `${s.byClass.join(',')}|${s.floatCosts.map((m) => [...m.entries()].sort((a, b) => a[0] - b[0]).join(';')).join('/')}`;

/**
 * Lower bound for pairing the players of `a` with those of `b` (S1 with S2), all of `a` paired and,
 * when `floaters` is 1, one player of `b` left over to float (the plan's last row).
 */
function bipartiteBound(a: Side, b: Side, floaters: number, table: number[][]): Transportation {
  const supply = a.byClass.slice();
  const cost = table.map((row) => row.slice());
  if (floaters) {
    supply.push(floaters);
    cost.push(cheapestFloaters(b));
  }
  return transportation(supply, b.byClass, cost);
}

/**
 * Lower bound for pairing the players of `s` among themselves (any two may meet), leaving one to
 * float when `floaters` is 1: the transportation between two copies of the players, halved (a
 * pairing is a symmetric transportation of twice its cost).
 */
function generalBound(s: Side, floaters: number, table: number[][]): number {
  const supply = s.byClass.slice();
  const demand = s.byClass.slice();
  const cost = table.map((row) => row.slice());
  if (floaters) {
    const cheapest = cheapestFloaters(s);
    supply.push(floaters);
    demand.push(floaters);
    cost.push(cheapest);
    cost.forEach((row, i) => row.push(i < cheapest.length ? cheapest[i] : Infinity));
  }
  return transportationCost(supply, demand, cost) / 2;
}

/** Pairs the bracket as described above; null when the pairing cannot be proved this way. */
export function pairBracketFast(input: FastBracketInput): FastBracketResult | null {
  const { mdps, residents, canMeet } = input;
  const size = residents.length + mdps.length;
  // every MDP is paired with a resident (C.6, C.7); an MDP who must float is left to the matchings
  if (residents.length < mdps.length || size < 2) return null;
  const floaters = size % 2;
  if (floaters && !input.floaterCost) return null;
  const mdpScores = new Map<number, number>();
  for (const m of mdps) mdpScores.set(m.score, (mdpScores.get(m.score) ?? 0) + 1);
  const k = packing(colourCounts([...mdps, ...residents]), input.maxRank ?? 0, input.rules.lastRound, mdpScores);
  if (!k) return null;
  // classes: residents by colour signature (and upfloats, which MDPs' opponents are priced on), MDPs by score too
  const classIndex = new Map<string, number>();
  const reps: DutchPlayer[] = [];
  const isMdp: boolean[] = [];
  const classOf = (p: DutchPlayer, mdp: boolean): number => {
    const colour = colourSignature(p, input.rules);
    const sig = mdp ? `M${p.score}|${colour}` : mdps.length ? `${colour}|${p.float1 === 'up' ? 1 : 0}${p.float2 === 'up' ? 1 : 0}` : colour;
    let c = classIndex.get(sig);
    if (c === undefined) {
      c = reps.length;
      classIndex.set(sig, c);
      reps.push(p);
      isMdp.push(mdp);
    }
    return c;
  };
  const cls = residents.map((p) => classOf(p, false));
  const mcls = mdps.map((p) => classOf(p, true));
  const table = pairCostTable(k, reps, isMdp, input.rules);
  const K = reps.length;
  const fcost = residents.map((p): number | null => {
    if (!floaters) return null;
    const c = input.floaterCost!(p);
    return c === null ? null : c[0] * k.c9 + c[1] * k.c14 + c[2] * k.c16;
  });
  const pairCost = (i: number, j: number): number => table[cls[i]][cls[j]];

  const all = newSide(K);
  residents.forEach((_, i) => addTo(all, cls[i], fcost[i], 1));
  mcls.forEach((c) => addTo(all, c, null, 1));
  const memo = new Map<string, number>();
  const bound = (): number => {
    const key = sideKey(all);
    let b = memo.get(key);
    if (b === undefined) {
      b = generalBound(all, floaters, table);
      memo.set(key, b);
    }
    return b;
  };
  const target = bound();
  if (target === Infinity) return null;
  let budget = target;
  // Each MDP in order takes the highest resident that a best pairing allows.
  const taken = new Uint8Array(residents.length);
  const mdpPairs: Array<[DutchPlayer, DutchPlayer]> = [];
  for (let x = 0; x < mdps.length; x++) {
    addTo(all, mcls[x], null, -1);
    const rejected = new Set<string>();
    let opponent = -1;
    for (let i = 0; i < residents.length && opponent < 0; i++) {
      const sig = `${cls[i]}:${fcost[i]}`;
      if (taken[i] || rejected.has(sig) || !canMeet(mdps[x], residents[i])) continue;
      const c = table[mcls[x]][cls[i]];
      if (c > budget) continue;
      addTo(all, cls[i], fcost[i], -1);
      if (c + bound() <= budget) {
        opponent = i;
        budget -= c;
      } else {
        addTo(all, cls[i], fcost[i], 1);
        rejected.add(sig);
      }
    }
    if (opponent < 0) return null;
    taken[opponent] = 1;
    mdpPairs.push([mdps[x], residents[opponent]]);
  }

  // The remainder, S1 its higher half (4.2), S2 the rest, no exchange (4.3.3 comes only if needed).
  const rem: number[] = [];
  for (let i = 0; i < residents.length; i++) if (!taken[i]) rem.push(i);
  const half = Math.floor(rem.length / 2);
  const S1 = rem.slice(0, half);
  const S2 = rem.slice(half);
  const A = newSide(K);
  const B = newSide(K);
  for (const i of S1) addTo(A, cls[i], null, 1);
  for (const j of S2) addTo(B, cls[j], fcost[j], 1);
  // a cheapest class-level plan for the players left (the bound), kept up to date
  let plan = bipartiteBound(A, B, floaters, table);
  if (plan.cost > budget) return null;

  // free S2 players as a doubly linked list in S2 order (a player taken out can be put back, last out first in)
  const nextFree = new Int32Array(S2.length);
  const prevFree = new Int32Array(S2.length);
  for (let x = 0; x < S2.length; x++) {
    nextFree[x] = x + 1;
    prevFree[x] = x - 1;
  }
  let head = 0;
  const unlink = (x: number) => {
    if (prevFree[x] >= 0) nextFree[prevFree[x]] = nextFree[x];
    else head = nextFree[x];
    if (nextFree[x] < S2.length) prevFree[nextFree[x]] = prevFree[x];
  };
  const relink = (x: number) => {
    if (prevFree[x] >= 0) nextFree[prevFree[x]] = x;
    else head = x;
    if (nextFree[x] < S2.length) prevFree[nextFree[x]] = x;
  };

  // Depth first in the rules' order (each S1 player's S2 candidates in order): the first pairing
  // found that reaches the bound is the first candidate of 4.3.2. A candidate is passed over only
  // when the bound excludes it or everything below it failed; a dead end (an S1 player left only
  // opponents met before) sends the search back to the choices above it. Bounded: past `limit`
  // steps the matchings take over.
  interface Choice {
    x: number;
    cost: number;
    /** The plan before this choice when it had to be solved again; null when a unit was taken off it. */
    before: Transportation | null;
    rejected: Set<string>;
  }
  const chosen: Choice[] = [];
  let limit = 8 * S1.length + 200;
  /** Takes back the deepest choice; returns the S2 position to try after it. */
  const undo = (): number => {
    const c = chosen.pop()!;
    const i = S1[chosen.length];
    const j = S2[c.x];
    addTo(A, cls[i], null, 1);
    addTo(B, cls[j], fcost[j], 1);
    if (c.before) plan = c.before;
    else {
      plan.flow[cls[i]][cls[j]]++;
      plan.cost += c.cost;
    }
    budget += c.cost;
    relink(c.x);
    return nextFree[c.x];
  };
  let from = head;
  let rejected = new Set<string>();
  for (;;) {
    if (limit-- <= 0) return null;
    const level = chosen.length;
    if (level === S1.length) {
      // all of S1 paired: the one S2 player left floats, and the bound must be reached exactly
      const left = floaters ? head : -1;
      const rest = left >= 0 && left < S2.length ? fcost[S2[left]] : floaters ? null : 0;
      if (rest !== null && budget - rest === 0) break;
      if (!chosen.length) return null;
      rejected = chosen[chosen.length - 1].rejected;
      from = undo();
      continue;
    }
    const i = S1[level];
    const a = cls[i];
    let taken = -1;
    for (let x = from; x < S2.length; x = nextFree[x]) {
      const j = S2[x];
      const b = cls[j];
      if (!canMeet(residents[i], residents[j])) continue;
      const c = pairCost(i, j);
      if (c > budget) continue;
      const sig = `${b}:${fcost[j]}`;
      if (rejected.has(sig)) continue;
      // The plan already sends a class-a player to a class-b one: without that unit it is a cheapest
      // plan for the rest, so the bound stays reachable (unless j was the plan's only cheapest floater).
      const planned = plan.flow[a][b] > 0 && !(floaters && plan.flow[K][b] > 0 && raisesCheapest(B, b, fcost[j]));
      addTo(A, a, null, -1);
      addTo(B, b, fcost[j], -1);
      let before: Transportation | null = null;
      if (planned) {
        plan.flow[a][b]--;
        plan.cost -= c;
      } else {
        const rest = bipartiteBound(A, B, floaters, table);
        if (c + rest.cost > budget) {
          addTo(A, a, null, 1);
          addTo(B, b, fcost[j], 1);
          rejected.add(sig);
          continue;
        }
        before = plan;
        plan = rest;
      }
      budget -= c;
      unlink(x);
      chosen.push({ x, cost: c, before, rejected });
      taken = x;
      break;
    }
    if (taken >= 0) {
      from = head;
      rejected = new Set<string>();
      continue;
    }
    // no candidate left for this S1 player: back to the choice above
    if (!chosen.length) return null;
    rejected = chosen[chosen.length - 1].rejected;
    from = undo();
  }
  const pairs: Array<[DutchPlayer, DutchPlayer]> = chosen.map((c, level) => [residents[S1[level]], residents[S2[c.x]]]);
  let floater: DutchPlayer | undefined;
  if (floaters) {
    floater = residents[S2[head]];
    budget -= fcost[S2[head]]!;
  }
  // the pairing built reaches the bound: it is a best pairing, and the first in the rules' order
  if (budget !== 0) return null;
  return {
    mdpPairs,
    pairs,
    s1: S1.map((i) => residents[i]),
    floater,
  };
}
