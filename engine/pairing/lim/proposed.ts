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
  const costCache = new Map<number, number | undefined>();
  const cost = (i: number, j: number) => {
    const k = i < j ? i * n + j : j * n + i;
    if (!costCache.has(k)) costCache.set(k, pairCost(rules.cards.get(all[i])!, rules.cards.get(all[j])!, rules));
    return costCache.get(k);
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

  const memo = new Map<Key, { cost: number; choice: number }>();
  let left = n;
  // Maxi (4.8, 6.7): first without any opponent more than 100 points from the first compatible one; only if
  // that leaves no pairing, without the limit (then compatibility, not colour, needs the longer reach).
  let strictMaxi = rules.maxi === true;
  const far = (y0: number | undefined, y: number) => strictMaxi && y0 !== undefined && Math.abs(rules.cards.get(all[y])!.rating - rules.cards.get(all[y0])!.rating) > 100;
  const solve = (key: Key): number => {
    if (left === 0) return 0;
    const hit = memo.get(key);
    if (hit) return hit.cost;
    rules.budget.left--;
    if (rules.budget.left < 0) throw new SearchExhausted();
    const [x, order] = step();
    const lb = lowerBound();
    let best = Infinity;
    let choice = -1;
    const y0 = rules.maxi ? order.find((y) => cost(x, y) !== undefined) : undefined;
    for (const y of order) {
      const c = cost(x, y);
      if (c === undefined || far(y0, y)) continue;
      alive[x] = 0; alive[y] = 0; tally(x, -1); tally(y, -1); left -= 2;
      const rest = solve(flip(key, x, y));
      alive[x] = 1; alive[y] = 1; tally(x, 1); tally(y, 1); left += 2;
      if (c + rest < best) {
        best = c + rest;
        choice = y;
        if (best <= lb) break; // nothing later in the order can do better
      }
    }
    memo.set(key, { cost: best, choice });
    return best;
  };
  let total = solve(fullKey);
  if (!Number.isFinite(total) && strictMaxi) {
    strictMaxi = false;
    memo.clear();
    total = solve(fullKey);
  }
  if (!Number.isFinite(total)) return undefined;
  const pairs: Array<[number, number]> = [];
  let key = fullKey;
  let clashes = 0, colourBreaks = 0;
  const reviews: Review[] = [];
  for (let k = 0; k < n / 2; k++) {
    const [x, order] = step();
    const { choice, cost: best } = memo.get(key)!;
    const tried: Review['tried'] = [];
    const y0 = order.find((y) => cost(x, y) !== undefined);
    for (const y of order) {
      if (y === choice) break;
      const c = cost(x, y);
      if (c !== undefined && far(y0, y)) { tried.push({ opponent: all[y], reason: 'maxi-100' }); continue; }
      const a = rules.cards.get(all[x])!;
      let reason: PassedOver;
      if (c === undefined) reason = a.opponents.has(all[y]) ? 'played' : rules.forbidden.has(pairKey(all[x], all[y])) ? 'forbidden' : 'colour-rule';
      else {
        const restKey = flip(key, x, y);
        const rest = restKey === 0 || restKey === 0n ? 0 : memo.get(restKey)?.cost;
        reason = rest === undefined || !Number.isFinite(rest) ? 'rest-unpairable' : 'colours';
        if (rest !== undefined && Number.isFinite(rest) && c + rest <= best) continue; // not passed over (equal cost found later is impossible: first is kept)
      }
      tried.push({ opponent: all[y], reason });
    }
    if (tried.length) reviews.push({ player: all[x], tried, chosen: all[choice] });
    pairs.push([all[x], all[choice]]);
    const ca = rules.cards.get(all[x])!;
    const cb = rules.cards.get(all[choice])!;
    const fault = colourFault(ca, cb);
    if (fault === 'break') colourBreaks++;
    else if (fault === 'clash') clashes++;
    alive[x] = 0; alive[choice] = 0;
    key = flip(key, x, choice);
  }
  return { pairs, clashes, colourBreaks, reviews };
}

/**
 * What a pair costs in colours: 'break' when no allocation keeps 6.1.a/b (only allowed under the last-round exception,
 * Lim 7), 'clash' when both are due the same colour so one cannot have it (6.2), else nothing.
 */
export function colourFault(a: Card, b: Card): 'break' | 'clash' | undefined {
  if (legalAllocations(a, b).length === 0) return 'break';
  return colourClash(a, b) ? 'clash' : undefined;
}

export class SearchExhausted extends Error {
  constructor() {
    super('pairing search exhausted its work budget');
  }
}
