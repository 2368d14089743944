/**
 * The proposed pairing (Lim 3.4) and the exchanges (5.1-5.4, 6.2) of one score group.
 *
 * The group's list is split in halves S1/S2 and the proposed pairing is S1[i]-S2[i]. The reviewing player
 * (the top one when pairing downwards, the bottom one when pairing upwards, 5.1) takes the first
 * compatible opponent in the order of 5.2: the rest of S2 in order, then S1 from its bottom upwards; the
 * remaining players are then paired the same way (5.3), always leaving an opponent for those already
 * reviewed (5.4). Floaters come first (4.6-4.8): a player floated down takes the highest-ranked suitable
 * opponent, a player floated up the lowest-ranked one.
 *
 * Among the pairings without a rematch, the first one in that order that gives the most players their
 * due colour is taken (6.2: the second review exchanges for colours). The search is exhaustive but
 * memoised on the set of players still to pair.
 */
import type { Card } from './cards';
import { colourClash, dueColour } from './colours';
import { compatible, legalAllocations, pairKey } from './compatible';
import { maxWeightMatchingSmallWithTight } from '../dutch/blossom';
import { perfectMatchingScan } from '../dutch/cardinality';

export type Direction = 'down' | 'up';

export interface FloaterIn {
  no: number;
  /** Direction the player floated into this group. */
  dir: Direction;
  /** Score group he came from. */
  fromScore: number;
}

export interface GroupPairingInput {
  /** Floaters in the order they are paired (4.6, 4.6.3, 4.7). */
  floaters: FloaterIn[];
  /** The other players, in pairing-number order (top first). */
  residents: number[];
  direction: Direction;
}

export interface GroupPairingResult {
  pairs: Array<[number, number]>;
  /** Pairs in which one player cannot get his due colour. */
  clashes: number;
  /** Pairs that break an absolute colour rule (only under the last-round exception, Lim 7). */
  colourBreaks: number;
  /** The opponents each reviewing player tried before the one he got, and why each was passed over (5.1-5.4, 6.2). */
  reviews: Review[];
}

export type PassedOver = 'played' | 'forbidden' | 'colour-rule' | 'rest-unpairable' | 'colours' | 'maxi-100';

export interface Review {
  player: number;
  tried: Array<{ opponent: number; reason: PassedOver }>;
  chosen: number;
}

export interface PairingRules {
  cards: Map<number, Card>;
  forbidden: Set<string>;
  /** Lim 7: in the last round, players with the same score may be paired even against the colour rules. */
  lastRoundException: boolean;
  /**
   * The book's practice for the bye (option `bookPractice`): any player of the lowest group may take it when that
   * pairs the groups better (the worked example's round 2 gives it to 13, not 14). Without it, rule 2.1: the lowest
   * player takes it, the next one up only when the lowest cannot be given it and the groups still be paired.
   */
  bookPractice?: boolean;
  /** Work counter shared by the whole round (the search stops when it runs out). */
  budget: { left: number };
  /** Only when all groups are merged (3.6 carried to its end): cost per half point of score difference in a pair. */
  scoreGapWeight?: number;
  /**
   * Maxi-tournaments (4.8, 6.7): an opponent found for colours may be at most 100 rating points from the one the
   * order gives first (the first compatible one); further away only when the group cannot be paired otherwise.
   */
  maxi?: boolean;
}

const BREAK = 1000;

/** Cost of pairing two players, or undefined if they may not meet. */
export function pairCost(a: Card, b: Card, rules: PairingRules): number | undefined {
  const gap = rules.scoreGapWeight ? rules.scoreGapWeight * Math.abs(a.score - b.score) * 2 : 0;
  if (compatible(a, b, rules.forbidden)) return (colourClash(a, b) ? 1 : 0) + gap;
  if (rules.lastRoundException && a.score === b.score && !a.opponents.has(b.no) && !rules.forbidden.has(a.no < b.no ? `${a.no}-${b.no}` : `${b.no}-${a.no}`) && legalAllocations(a, b).length === 0) return BREAK;
  return undefined;
}

/** The order in which the reviewing player of a homogeneous list tries opponents (5.2): S2 in order, then S1 upwards. */
export function reviewOrder(list: number[]): number[] {
  const h = Math.floor(list.length / 2);
  return [...list.slice(h), ...list.slice(1, h).reverse()];
}

/** The proposed pairing of 3.4 for a list in pairing order. */
export function proposedPairs(list: number[]): Array<[number, number]> {
  const h = Math.floor(list.length / 2);
  return list.slice(0, h).map((x, i) => [x, list[h + i]] as [number, number]);
}

const costsOfRound = new WeakMap<Map<number, Card>, Map<string, Map<number, number>>>();
/** The pair costs of one round (one set of cards), per variant of the rules that changes them. */
function roundCosts(rules: PairingRules): Map<number, number> {
  let byVariant = costsOfRound.get(rules.cards);
  if (!byVariant) costsOfRound.set(rules.cards, (byVariant = new Map()));
  const variant = `${rules.scoreGapWeight ?? 0}|${rules.lastRoundException}|${[...rules.forbidden].join(',')}`;
  let m = byVariant.get(variant);
  if (!m) byVariant.set(variant, (m = new Map()));
  return m;
}

export function pairGroup(input: GroupPairingInput, rules: PairingRules): GroupPairingResult | undefined {
  const floaterOrder = input.floaters.map((f) => f.no);
  const floaterDir = new Map(input.floaters.map((f) => [f.no, f.dir]));
  // Homogeneous order: top first when pairing downwards, bottom first when pairing upwards (5.1).
  const residents = input.direction === 'down' ? [...input.residents] : [...input.residents].reverse();
  const all = [...floaterOrder, ...residents];
  const n = all.length;
  if (n % 2 === 1) return undefined;
  if (n === 0) return { pairs: [], clashes: 0, colourBreaks: 0, reviews: [] };
  const index = new Map(all.map((no, i) => [no, i]));
  // The cost of a pair is the same in every plan of the round (it depends on the two cards and the rules only): it is
  // computed once a round (roundCosts) and looked up here through a matrix of the group's players.
  const known = roundCosts(rules);
  const matrix = new Int32Array(n * n).fill(-2); // -2 not yet looked up, -1 may not meet
  const cost = (i: number, j: number): number | undefined => {
    const k = i * n + j;
    let c = matrix[k];
    if (c === -2) {
      const a = all[i], b = all[j];
      const rk = a < b ? a * 65536 + b : b * 65536 + a;
      let v = known.get(rk);
      if (v === undefined) { const pc = pairCost(rules.cards.get(a)!, rules.cards.get(b)!, rules); v = pc === undefined ? -1 : pc; known.set(rk, v); }
      c = v;
      matrix[k] = c; matrix[j * n + i] = c;
    }
    return c < 0 ? undefined : c;
  };
  const floaterIdx = floaterOrder.map((no) => index.get(no)!);
  const residentIdx = residents.map((no) => index.get(no)!);
  const byRankIdx = [...all].sort((a, b) => a - b).map((no) => index.get(no)!);

  // The players still to pair: a flag per player, and a key for the memo (bits of a number up to 30 players,
  // of a BigInt beyond).
  const alive = new Uint8Array(n).fill(1);
  const small = n <= 30;
  const bitN = all.map((_, i) => (small ? 1 << i : 0));
  const bitB = small ? [] : all.map((_, i) => 1n << BigInt(i));
  type Key = number | bigint;
  const flip = (k: Key, i: number, j: number): Key => (small ? (k as number) ^ bitN[i] ^ bitN[j] : (k as bigint) ^ bitB[i] ^ bitB[j]);
  const fullKey: Key = small ? bitN.reduce((a, b) => a | b, 0) : bitB.reduce((a, b) => a | b, 0n);

  /** The reviewing player and his opponents in order, for the players still to pair. */
  const step = (): [number, number[]] => {
    const f = floaterIdx.find((i) => alive[i]);
    if (f !== undefined) {
      const others = byRankIdx.filter((i) => i !== f && alive[i]);
      // 4.8: floated down → highest-ranked suitable opponent; floated up → lowest-ranked.
      return [f, floaterDir.get(all[f]) === 'down' ? others : others.reverse()];
    }
    const list = residentIdx.filter((i) => alive[i]);
    return [list[0], reviewOrder(list)];
  };

  const dues = all.map((no) => dueColour(rules.cards.get(no)!));
  const count = { w: 0, b: 0, none: 0 };
  const tally = (i: number, d: number) => { const c = dues[i]; if (c === 'w') count.w += d; else if (c === 'b') count.b += d; else count.none += d; };
  for (let i = 0; i < n; i++) tally(i, 1);
  /** Fewest clashes the remaining players could have (their due colours counted). */
  const lowerBound = () => Math.ceil(Math.max(0, Math.abs(count.w - count.b) - count.none) / 2);

  let left = n;
  // Which players may meet at all (3.1, XXP; under Lim 7 also same-score pairs against the colour rules).
  // Looked up as the matching reaches a player, never built whole: in a large group most players find a partner at
  // the first look, and a list of every pair would cost n² per plan.
  let adjacency: number[][] | undefined;
  const adj = (): number[][] => {
    if (!adjacency) {
      adjacency = all.map(() => []);
      for (let i = 0; i < n; i++) for (let j = i + 1; j < n; j++) if (cost(i, j) !== undefined) { adjacency[i].push(j); adjacency[j].push(i); }
    }
    return adjacency;
  };
  // Edges that can be part of a cheapest pairing (tight for the optimal duals of the weighted matching); until that
  // matching is computed, every edge.
  let usable: (i: number, j: number) => boolean = () => true;

  /**
   * Feasibility by matching before enumerating: a pairing of everybody still to pair, grown from `witness` (a pairing
   * of the players alive before x and y were taken out), or null when there is none. The removed players are marked
   * as paired with themselves so that the matching leaves them alone.
   */
  const pairable = (witness: Int32Array, x: number, y: number): Int32Array | null => {
    const start = Int32Array.from(witness);
    const mx = start[x], my = start[y];
    start[x] = x; start[y] = y;
    if (mx === y) return start; // the witness already pairs them
    start[mx] = -1; start[my] = -1;
    if (cost(mx, my) !== undefined && usable(mx, my)) { start[mx] = my; start[my] = mx; return start; } // their partners swap
    // The matching's work is counted too (one step per player whose row it scans): a search step that repairs a large pairing
    // costs more than one that does not, and the budget bounds the time, not only the steps.
    return perfectMatchingScan(n, (v, visit) => { if (--rules.budget.left < 0) throw new SearchExhausted(); for (let u = 0; u < n; u++) { if (u !== v && alive[u] && u !== x && u !== y && cost(v, u) !== undefined && usable(v, u) && visit(u)) return; } }, start,
      (u, v) => alive[u] === 1 && alive[v] === 1 && u !== x && u !== y && v !== x && v !== y && cost(u, v) !== undefined && usable(u, v));
  };

  // Exact search with a target (the cheapest cost is known): can the players still to pair be paired, each reviewing
  // player taking the first opponent of the order that allows it, at a cost of at most `target`? Memoised on the set:
  // the largest target known to fail and the smallest known to succeed.
  const reachMemo = new Map<Key, { fail: number; ok: number }>();
  let nodeLimit = Infinity;
  const reach = (key: Key, target: number, witness: Int32Array): boolean => {
    if (left === 0) return target >= 0;
    const known = strictMaxi ? minMemo.get(key) : undefined;
    if (known !== undefined) return known <= target;
    const m = reachMemo.get(key);
    if (m && target >= m.ok) return true;
    if (m && target <= m.fail) return false;
    if (--nodeLimit < 0) throw new TargetSearchTooLong();
    rules.budget.left--;
    if (rules.budget.left < 0) throw new SearchExhausted();
    const entry = m ?? { fail: -1, ok: Infinity };
    reachMemo.set(key, entry);
    if (lowerBound() > target) { entry.fail = Math.max(entry.fail, target); return false; }
    const [x, order] = step();
    const y0 = rules.maxi ? order.find((y) => cost(x, y) !== undefined) : undefined;
    for (const y of order) {
      const c = cost(x, y);
      if (c === undefined || c > target || far(y0, y) || !usable(x, y)) continue;
      const w = pairable(witness, x, y);
      if (!w) continue;
      alive[x] = 0; alive[y] = 0; tally(x, -1); tally(y, -1); left -= 2;
      let ok: boolean;
      try { ok = reach(flip(key, x, y), target - c, w); } finally { alive[x] = 1; alive[y] = 1; tally(x, 1); tally(y, 1); left += 2; }
      if (ok) { entry.ok = Math.min(entry.ok, target); return true; }
    }
    entry.fail = Math.max(entry.fail, target);
    return false;
  };

  // The cheapest cost, exactly. First the colour bound (usually reached at once); if the search cannot settle that
  // within a few steps per player, the weighted matching (min-cost perfect matching) gives the cheapest cost, and
  // its tight edges the only pairs a cheapest pairing can use.
  const firstWitness = perfectMatchingScan(n, (v, visit) => { for (let u = 0; u < n; u++) if (u !== v && cost(v, u) !== undefined && visit(u)) return; }, new Int32Array(n).fill(-1), (u, v) => u !== v && cost(u, v) !== undefined);
  if (!firstWitness) return undefined; // nobody to pair some player with: no pairing at all (3.1)
  const lightest = (): { total: number; witness: Int32Array } | undefined => {
    const maxCost = Math.max(1, ...adj().flatMap((js, i) => js.filter((j) => j > i).map((j) => cost(i, j)!)));
    const K = maxCost * (n / 2) + 1; // one more pair always outweighs any difference of costs
    const edges: Array<{ i: number; j: number; w: number }> = [];
    for (let i = 0; i < n; i++) for (const j of adj()[i]) if (j > i) edges.push({ i, j, w: K - cost(i, j)! });
    rules.budget.left -= n; // the matching's work, counted like n steps of the search
    const { mate, tight } = maxWeightMatchingSmallWithTight(n, edges);
    if (mate.some((v) => v < 0)) return undefined;
    const tightSet = new Set<number>();
    edges.forEach((e, k) => { if (tight[k]) tightSet.add(e.i * n + e.j); });
    usable = (i, j) => tightSet.has(i < j ? i * n + j : j * n + i);
    let total = 0;
    for (let i = 0; i < n; i++) if (mate[i] > i) total += cost(i, mate[i])!;
    return { total, witness: mate };
  };

  let strictMaxi = rules.maxi === true;
  const far = (y0: number | undefined, y: number) => strictMaxi && y0 !== undefined && Math.abs(rules.cards.get(all[y])!.rating - rules.cards.get(all[y0])!.rating) > 100;
  let total = Infinity;
  let rootWitness = firstWitness;
  // Maxi (4.8, 6.7): first without any opponent more than 100 points from the first compatible one. That limit is not
  // a fixed set of pairs (it depends on who is left), so the weighted matching cannot price it: the cheapest cost is
  // searched for directly, every set of players once.
  const minMemo = new Map<Key, number>();
  const cheapestUnder100 = (key: Key): number => {
    if (left === 0) return 0;
    const hit = minMemo.get(key);
    if (hit !== undefined) return hit;
    rules.budget.left--;
    if (rules.budget.left < 0) throw new SearchExhausted();
    const [x, order] = step();
    const lb = lowerBound();
    const y0 = order.find((y) => cost(x, y) !== undefined);
    let best = Infinity;
    for (const y of order) {
      const c = cost(x, y);
      if (c === undefined || far(y0, y)) continue;
      alive[x] = 0; alive[y] = 0; tally(x, -1); tally(y, -1); left -= 2;
      const rest = cheapestUnder100(flip(key, x, y));
      alive[x] = 1; alive[y] = 1; tally(x, 1); tally(y, 1); left += 2;
      if (c + rest < best) { best = c + rest; if (best <= lb) break; } // nothing later in the order can do better
    }
    minMemo.set(key, best);
    return best;
  };
  const cheapest = (): number => {
    if (strictMaxi) return cheapestUnder100(fullKey);
    const lb = lowerBound();
    nodeLimit = 8 * n;
    try {
      if (reach(fullKey, lb, rootWitness)) return lb;
    } catch (e) {
      if (!(e instanceof TargetSearchTooLong)) throw e;
    }
    nodeLimit = Infinity;
    const l = lightest();
    if (!l) return Infinity;
    rootWitness = l.witness;
    reachMemo.clear();
    return l.total;
  };
  total = cheapest();
  nodeLimit = Infinity;
  if (!Number.isFinite(total) && strictMaxi) {
    strictMaxi = false;
    usable = () => true;
    reachMemo.clear();
    minMemo.clear();
    total = cheapest();
    nodeLimit = Infinity;
  }
  if (!Number.isFinite(total)) return undefined;
  const pairs: Array<[number, number]> = [];
  let key = fullKey;
  let target = total;
  let witness = rootWitness;
  let clashes = 0, colourBreaks = 0;
  const reviews: Review[] = [];
  for (let k = 0; k < n / 2; k++) {
    const [x, order] = step();
    const tried: Review['tried'] = [];
    const y0 = order.find((y) => cost(x, y) !== undefined);
    const y0far = rules.maxi ? y0 : undefined;
    let choice = -1;
    for (const y of order) {
      const c = cost(x, y);
      const a = rules.cards.get(all[x])!;
      if (c === undefined) {
        tried.push({ opponent: all[y], reason: a.opponents.has(all[y]) ? 'played' : rules.forbidden.has(pairKey(all[x], all[y])) ? 'forbidden' : 'colour-rule' });
        continue;
      }
      if (far(y0far, y)) { tried.push({ opponent: all[y], reason: 'maxi-100' }); continue; }
      // 5.4: the rest must still be pairable (every edge counted here, not only the cheapest ones)
      const saved = usable;
      usable = () => true;
      const anyRest = pairable(witness, x, y);
      usable = saved;
      if (!anyRest) { tried.push({ opponent: all[y], reason: 'rest-unpairable' }); continue; }
      const w = c <= target && usable(x, y) ? pairable(witness, x, y) : null;
      let ok = false;
      if (w) {
        alive[x] = 0; alive[y] = 0; tally(x, -1); tally(y, -1); left -= 2;
        try { ok = reach(flip(key, x, y), target - c, w); } finally { alive[x] = 1; alive[y] = 1; tally(x, 1); tally(y, 1); left += 2; }
      }
      if (ok) { choice = y; target -= c; witness = w!; break; }
      tried.push({ opponent: all[y], reason: 'colours' }); // 6.2: a later opponent gives more players their due colour
    }
    if (tried.length) reviews.push({ player: all[x], tried, chosen: all[choice] });
    pairs.push([all[x], all[choice]]);
    const ca = rules.cards.get(all[x])!;
    const cb = rules.cards.get(all[choice])!;
    const fault = colourFault(ca, cb);
    if (fault === 'break') colourBreaks++;
    else if (fault === 'clash') clashes++;
    alive[x] = 0; alive[choice] = 0; tally(x, -1); tally(choice, -1); left -= 2;
    key = flip(key, x, choice);
  }
  return { pairs, clashes, colourBreaks, reviews };
}

/**
 * Can these players all be paired, every one with a compatible opponent (3.1; under Lim 7 also same-score pairs
 * against the colour rules)? A perfect matching, without the order of 5.1-5.4 or the colours of 6.2: pairGroup finds a
 * pairing exactly when this holds. Its work is counted like one search step per player.
 */
export function canPairAll(players: number[], rules: PairingRules): boolean {
  const n = players.length;
  if (n % 2 === 1) return false;
  rules.budget.left -= n;
  if (rules.budget.left < 0) throw new SearchExhausted();
  const known = roundCosts(rules);
  const edge = (i: number, j: number): boolean => {
    const a = players[i], b = players[j];
    const rk = a < b ? a * 65536 + b : b * 65536 + a;
    let v = known.get(rk);
    if (v === undefined) { const pc = pairCost(rules.cards.get(a)!, rules.cards.get(b)!, rules); v = pc === undefined ? -1 : pc; known.set(rk, v); }
    return v >= 0;
  };
  return perfectMatchingScan(n, (v, visit) => { for (let u = 0; u < n; u++) if (u !== v && edge(v, u) && visit(u)) return; }, new Int32Array(n).fill(-1), (u, v) => u !== v && edge(u, v)) !== null;
}

/**
 * The fewest pairs of these players in which one cannot have his due colour (6.2), counting only the due colours:
 * with w players due white, b due black and o due neither, at least ⌈(|w − b| − o) / 2⌉ pairs clash. A pair that
 * breaks an absolute colour rule (Lim 7) is counted in the entry before, so the bound holds for the cost vector.
 */
export function clashBound(players: number[], rules: PairingRules): number {
  let w = 0, b = 0, none = 0;
  for (const no of players) {
    const d = dueColour(rules.cards.get(no)!);
    if (d === 'w') w++; else if (d === 'b') b++; else none++;
  }
  return Math.ceil(Math.max(0, Math.abs(w - b) - none) / 2);
}

/**
 * What a pair costs in colours: 'break' when no allocation keeps 6.1.a/b (only allowed under the last-round exception,
 * Lim 7), 'clash' when both are due the same colour so one cannot have it (6.2), else nothing.
 */
export function colourFault(a: Card, b: Card): 'break' | 'clash' | undefined {
  if (legalAllocations(a, b).length === 0) return 'break';
  return colourClash(a, b) ? 'clash' : undefined;
}

/** The quick search at the colour bound took too long: the weighted matching settles the cheapest cost instead. */
class TargetSearchTooLong extends Error {}

export class SearchExhausted extends Error {
  constructor() {
    super('pairing search exhausted its work budget');
  }
}
