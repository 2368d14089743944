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
import { compatible, legalAllocations } from './compatible';

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
}

export interface PairingRules {
  cards: Map<number, Card>;
  forbidden: Set<string>;
  /** Lim 7: in the last round, players with the same score may be paired even against the colour rules. */
  lastRoundException: boolean;
  /** Work counter shared by the whole round (the search stops when it runs out). */
  budget: { left: number };
  /** Only when all groups are merged (3.6 carried to its end): cost per half point of score difference in a pair. */
  scoreGapWeight?: number;
  /**
   * Maxi-tournaments (4.8, 6.7): an opponent found for colours may be at most 100 rating points from the one the
   * order gives first (the first compatible one); further away is taken only when nothing nearer can be paired.
   */
  maxi?: boolean;
}

const BREAK = 1000;
/** Cost of going beyond 100 rating points for colours in a maxi-tournament: worse than any number of clashes in a group. */
const MAXI_STRETCH = 100;

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

export function pairGroup(input: GroupPairingInput, rules: PairingRules): GroupPairingResult | undefined {
  const floaterOrder = input.floaters.map((f) => f.no);
  const floaterDir = new Map(input.floaters.map((f) => [f.no, f.dir]));
  // Homogeneous order: top first when pairing downwards, bottom first when pairing upwards (5.1).
  const residents = input.direction === 'down' ? [...input.residents] : [...input.residents].reverse();
  const all = [...floaterOrder, ...residents];
  const n = all.length;
  if (n % 2 === 1) return undefined;
  if (n === 0) return { pairs: [], clashes: 0, colourBreaks: 0 };
  const index = new Map(all.map((no, i) => [no, i]));
  // Sets of players as bit masks (BigInt: groups may exceed 53 players).
  const bit = all.map((_, i) => 1n << BigInt(i));
  const has = (mask: bigint, i: number) => (mask & bit[i]) !== 0n;
  const costCache = new Map<number, number | undefined>();
  const cost = (i: number, j: number) => {
    const k = i < j ? i * n + j : j * n + i;
    if (!costCache.has(k)) costCache.set(k, pairCost(rules.cards.get(all[i])!, rules.cards.get(all[j])!, rules));
    return costCache.get(k);
  };
  const byRankAsc = [...all].sort((a, b) => a - b);

  /** The reviewing player and his opponents in order, for the players still to pair. */
  const step = (mask: bigint): [number, number[]] => {
    const f = floaterOrder.find((no) => has(mask, index.get(no)!));
    if (f !== undefined) {
      const others = byRankAsc.filter((no) => no !== f && has(mask, index.get(no)!));
      // 4.8: floated down → highest-ranked suitable opponent; floated up → lowest-ranked.
      const order = floaterDir.get(f) === 'down' ? others : others.reverse();
      return [index.get(f)!, order.map((no) => index.get(no)!)];
    }
    const list = residents.filter((no) => has(mask, index.get(no)!)).map((no) => index.get(no)!);
    return [list[0], reviewOrder(list)];
  };

  /** Fewest clashes the remaining players could have (their due colours counted). */
  const lowerBound = (mask: bigint): number => {
    let w = 0, b = 0, none = 0;
    for (let i = 0; i < n; i++) {
      if (!has(mask, i)) continue;
      const d = dueColour(rules.cards.get(all[i])!);
      if (d === 'w') w++; else if (d === 'b') b++; else none++;
    }
    return Math.ceil(Math.max(0, Math.abs(w - b) - none) / 2);
  };

  const memo = new Map<bigint, { cost: number; choice: number }>();
  const solve = (mask: bigint): number => {
    if (mask === 0n) return 0;
    const hit = memo.get(mask);
    if (hit) return hit.cost;
    rules.budget.left--;
    if (rules.budget.left < 0) throw new SearchExhausted();
    const [x, order] = step(mask);
    const lb = lowerBound(mask);
    let best = Infinity;
    let choice = -1;
    const y0 = rules.maxi ? order.find((y) => cost(x, y) !== undefined) : undefined;
    for (const y of order) {
      let c = cost(x, y);
      if (c === undefined) continue;
      if (y0 !== undefined && c < BREAK && Math.abs(rules.cards.get(all[y])!.rating - rules.cards.get(all[y0])!.rating) > 100) c += MAXI_STRETCH;
      const rest = solve(mask & ~bit[x] & ~bit[y]);
      if (c + rest < best) {
        best = c + rest;
        choice = y;
        if (best <= lb) break; // nothing later in the order can do better
      }
    }
    memo.set(mask, { cost: best, choice });
    return best;
  };
  const full = bit.reduce((s, v) => s | v, 0n);
  const total = solve(full);
  if (!Number.isFinite(total)) return undefined;
  const pairs: Array<[number, number]> = [];
  let mask = full;
  let clashes = 0, colourBreaks = 0;
  while (mask !== 0n) {
    const [x] = step(mask);
    const { choice } = memo.get(mask)!;
    pairs.push([all[x], all[choice]]);
    const ca = rules.cards.get(all[x])!;
    const cb = rules.cards.get(all[choice])!;
    if (legalAllocations(ca, cb).length === 0) colourBreaks++;
    else if (colourClash(ca, cb)) clashes++;
    mask = mask & ~bit[x] & ~bit[choice];
  }
  return { pairs, clashes, colourBreaks };
}

export class SearchExhausted extends Error {
  constructor() {
    super('pairing search exhausted its work budget');
  }
}
