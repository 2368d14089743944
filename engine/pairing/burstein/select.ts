/**
 * Burstein 6.5: in every score group as many players as possible get their due colour; among the pairings
 * that do, the one highest in the priority list (6.2/6.4) is taken. Pairings with a rematch (3.1) or a
 * colour the rules forbid (5.2, 5.3) are not valid, nor one that floats a player who came from another group (6.3).
 *
 * The search is exact and memoised on the set of players still to pair, so groups of any size are handled
 * without listing every pairing.
 */
import type { Colour } from '../../model/types';
import type { GroupPairing } from './priority';
import { comparePriority } from './priority';

export interface GroupRules {
  /** The group's players, in the order of 3.2. */
  list: number[];
  canMeet: (a: number, b: number) => boolean;
  due: (x: number) => Colour | undefined;
  /** May this player be the floater (6.3: not one who floated in)? */
  mayFloat: (x: number) => boolean;
  budget: { left: number };
}

export interface Candidate {
  pairing: GroupPairing;
  /** Players of the pairing who get their due colour (6.5). */
  dueColours: number;
}

export class BudgetExhausted extends Error {
  constructor() { super('Burstein pairing search exhausted its work budget'); }
}

/** 6.5: two players due the same colour: one of them cannot get it. */
export function colourClash(a: Colour | undefined, b: Colour | undefined): 0 | 1 {
  return a !== undefined && a === b ? 1 : 0;
}

/** 6.5: the players of a group's pairing who get their due colour (the floater is not paired here: not counted). */
export function dueColoursOf(pairs: Array<[number, number]>, due: (x: number) => Colour | undefined): number {
  return pairs.reduce((n, [a, b]) => n + (due(a) !== undefined ? 1 : 0) + (due(b) !== undefined ? 1 : 0) - colourClash(due(a), due(b)), 0);
}

/** The first pairing in priority order with the fewest colour clashes, for an even list. */
function bestEven(list: number[], r: GroupRules): { pairs: Array<[number, number]>; clashes: number } | undefined {
  const n = list.length;
  if (n === 0) return { pairs: [], clashes: 0 };
  // The players still to pair: a flag each, and a memo key (number bits up to 30 players, BigInt beyond).
  const alive = new Uint8Array(n).fill(1);
  const small = n <= 30;
  const bitN = list.map((_, i) => (small ? 1 << i : 0));
  const bitB = small ? [] : list.map((_, i) => 1n << BigInt(i));
  type Key = number | bigint;
  const flip = (k: Key, i: number, j: number): Key => (small ? (k as number) ^ bitN[i] ^ bitN[j] : (k as bigint) ^ bitB[i] ^ bitB[j]);
  const fullKey: Key = small ? bitN.reduce((a, b) => a | b, 0) : bitB.reduce((a, b) => a | b, 0n);
  const dues = list.map((x) => r.due(x));
  const clash = (i: number, j: number) => colourClash(dues[i], dues[j]);
  const meet = new Map<number, boolean>();
  const canMeet = (i: number, j: number) => {
    const k = i * n + j;
    if (!meet.has(k)) meet.set(k, r.canMeet(list[i], list[j]));
    return meet.get(k)!;
  };
  const count = { w: 0, b: 0, none: 0 };
  const tally = (i: number, d: number) => { const c = dues[i]; if (c === 'w') count.w += d; else if (c === 'b') count.b += d; else count.none += d; };
  for (let i = 0; i < n; i++) tally(i, 1);
  const lb = () => Math.ceil(Math.max(0, Math.abs(count.w - count.b) - count.none) / 2);
  const memo = new Map<Key, { cost: number; choice: number }>();
  let left = n;
  const solve = (key: Key): number => {
    if (left === 0) return 0;
    const hit = memo.get(key);
    if (hit) return hit.cost;
    if (--r.budget.left < 0) throw new BudgetExhausted();
    let x = 0;
    while (!alive[x]) x++;
    const bound = lb();
    let best = Infinity, choice = -1;
    for (let y = n - 1; y > x; y--) { // 6.2: the opponent from the bottom upwards
      if (!alive[y] || !canMeet(x, y)) continue;
      alive[x] = 0; alive[y] = 0; tally(x, -1); tally(y, -1); left -= 2;
      const c = clash(x, y) + solve(flip(key, x, y));
      alive[x] = 1; alive[y] = 1; tally(x, 1); tally(y, 1); left += 2;
      if (c < best) { best = c; choice = y; if (best <= bound) break; }
    }
    memo.set(key, { cost: best, choice });
    return best;
  };
  const total = solve(fullKey);
  if (!Number.isFinite(total)) return undefined;
  const pairs: Array<[number, number]> = [];
  let key = fullKey;
  for (let k = 0; k < n / 2; k++) {
    let x = 0;
    while (!alive[x]) x++;
    const y = memo.get(key)!.choice;
    pairs.push([list[x], list[y]]);
    alive[x] = 0; alive[y] = 0;
    key = flip(key, x, y);
  }
  return { pairs, clashes: total };
}

/**
 * The valid pairings worth trying, best first: for an even group the single best one; for an odd group the
 * best one for each possible floater, in the order 6.5 and the priority list give them (so that 6.6 can send
 * a floater back and try the next pairing with a different floater).
 */
export function candidates(r: GroupRules): Candidate[] {
  if (r.list.length % 2 === 0) {
    const b = bestEven(r.list, r);
    return b ? [{ pairing: { pairs: b.pairs }, dueColours: dueColoursOf(b.pairs, r.due) }] : [];
  }
  const out: Candidate[] = [];
  for (const f of r.list) {
    if (!r.mayFloat(f)) continue;
    const rest = r.list.filter((x) => x !== f);
    const b = bestEven(rest, r);
    if (b) out.push({ pairing: { pairs: b.pairs, floater: f }, dueColours: dueColoursOf(b.pairs, r.due) });
  }
  return out.sort((a, b) => b.dueColours - a.dueColours || comparePriority(r.list, a.pairing, b.pairing));
}
