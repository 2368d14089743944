/**
 * Pairing the score groups one after another in the order of Lim 3.2, with the redo the documents
 * practise (the book's round 2: the 0-point group is paired again when its floater leaves the median group
 * with a colour problem) and the unlocking of 3.6 (extra floaters from the neighbouring group when the
 * median group cannot be paired).
 *
 * Each group takes the plan that is best for itself (floaters.ts). Among plans equally good for the group,
 * the one that lets the later groups be paired best is taken (compared group by group, in the order of
 * pairing); only if still equal does the rules' order (bye and floater from the bottom, ...) decide.
 * If no plan of a group lets the later groups be paired, plans with two more floaters are tried (3.6, 5.4.b).
 */
import type { Card } from './cards';
import type { GroupPlan } from './floaters';
import { COST_SIZE, compareCost, planBatches } from './floaters';
import type { ScoreGroup } from './median';
import type { Direction, FloaterIn, PairingRules } from './proposed';

export interface Redo {
  first: GroupPlan;
  /** 'unpairable': the first plan left a later group without a pairing; 'later-cost': it left a later group worse off. */
  reason: 'unpairable' | 'later-cost';
  /** Index (in the order of pairing) of the first later group that fared worse, and its cost entries. */
  laterGroup?: number;
  laterCost?: { first: number[]; chosen: number[] };
}

export interface GroupOutcome {
  index: number;
  group: ScoreGroup;
  direction: Direction;
  plan: GroupPlan;
  redo?: Redo;
}

export interface Solution {
  cost: number[];
  groups: GroupOutcome[];
}

export interface SearchOptions {
  maxi: boolean;
  /** Extra floater pairs a group may send when nothing else works (3.6). */
  maxExtraPairs: number;
  /** The groups (by index in the order of pairing) allowed to send extra floaters. */
  extraGroups: Set<number>;
}

/** 4.6: players floated down are paired highest score first, then highest-ranked; 4.7: floated up, lowest score first, then lowest-ranked. */
export function floaterOrder(list: FloaterIn[], cards: Map<number, Card>): FloaterIn[] {
  const down = list.filter((f) => f.dir === 'down').sort((a, b) => cards.get(b.no)!.score - cards.get(a.no)!.score || a.no - b.no);
  const up = list.filter((f) => f.dir === 'up').sort((a, b) => cards.get(a.no)!.score - cards.get(b.no)!.score || b.no - a.no);
  return [...down, ...up]; // 4.6.3: in the median group those floated down first, then those floated up
}

/**
 * 2.1: the bye belongs to the lowest group: any group below the median or the median group (the first of them still
 * holding it takes it), or the last group above the median when nobody is at or below the median.
 */
export function byeMayFallIn(groups: ScoreGroup[], gi: number): boolean {
  const g = groups[gi];
  const median = groups[groups.length - 1];
  const hasLower = groups.some((x) => x.kind === 'lower');
  return g.kind !== 'upper' || (!hasLower && median.residents.length === 0 && groups[gi + 1]?.kind === 'median');
}

/** The players of the group a floater goes to (4.9's types): the next group on the same side, else the median group. */
export function nextGroupResidents(groups: ScoreGroup[], gi: number): number[] {
  const g = groups[gi];
  const next = groups[gi + 1];
  const median = groups[groups.length - 1];
  return !next ? [] : next.kind === g.kind ? next.residents : median.residents;
}

/**
 * Lim 3.6, the unlocking of a median group: how many floaters reach it from above and from below when
 * every group sends only what its parity asks (the bye taken in the lowest group).
 */
export function floatersIntoMedian(groups: ScoreGroup[], byeNeeded: boolean): { fromAbove: number; fromBelow: number } {
  let carry = 0;
  for (const g of groups.filter((x) => x.kind === 'upper')) carry = (g.residents.length + carry) % 2;
  const fromAbove = carry;
  carry = 0;
  let bye = byeNeeded;
  for (const g of groups.filter((x) => x.kind === 'lower')) {
    let size = g.residents.length + carry;
    if (bye && size > 0) { size--; bye = false; }
    carry = size % 2;
  }
  return { fromAbove, fromBelow: carry };
}

/**
 * The order in which groups may send extra floaters (3.6): with more floaters from above than from below,
 * first the lower group next to the median ("alt grubun ilk eşlendirmesi bozularak"), otherwise first the
 * upper group next to it ("üst grubun en yakın eşlendirmesi"); then the other one, then both; then any group
 * (a group above that cannot pair itself, 5.4.b).
 */
export function unlockingOrder(groups: ScoreGroup[], byeNeeded: boolean): Array<{ groups: number[]; side: 'none' | 'lower' | 'upper' | 'both' | 'any' }> {
  const { fromAbove, fromBelow } = floatersIntoMedian(groups, byeNeeded);
  const upper = groups.map((g, i) => (g.kind === 'upper' ? i : -1)).filter((i) => i >= 0);
  const lower = groups.map((g, i) => (g.kind === 'lower' ? i : -1)).filter((i) => i >= 0);
  const nearUpper = upper.length ? [upper[upper.length - 1]] : [];
  const nearLower = lower.length ? [lower[lower.length - 1]] : [];
  const first = fromAbove > fromBelow ? { groups: nearLower, side: 'lower' as const } : { groups: nearUpper, side: 'upper' as const };
  const second = fromAbove > fromBelow ? { groups: nearUpper, side: 'upper' as const } : { groups: nearLower, side: 'lower' as const };
  const out: Array<{ groups: number[]; side: 'none' | 'lower' | 'upper' | 'both' | 'any' }> = [{ groups: [], side: 'none' }];
  if (first.groups.length) out.push(first);
  if (second.groups.length) out.push(second);
  if (first.groups.length && second.groups.length) out.push({ groups: [...first.groups, ...second.groups], side: 'both' });
  out.push({ groups: groups.map((_, i) => i), side: 'any' });
  return out;
}

export function searchRound(groups: ScoreGroup[], byeNeeded: boolean, rules: PairingRules, opts: SearchOptions): Solution | undefined {
  const memo = new Map<string, Solution | null>();
  const last = groups.length - 1;
  // A group's plans depend on what floated into it, not on what an upper group carried past it to the median: they
  // are made once, batch by batch as the search reaches them (floaters.ts planBatches), and shared.
  const planMemo = new Map<string, { batches: GroupPlan[][]; source: Iterator<GroupPlan[]>; done: boolean }>();
  const batchesOf = (key: string, make: () => Iterator<GroupPlan[]>) => {
    let entry = planMemo.get(key);
    if (!entry) planMemo.set(key, (entry = { batches: [], source: make(), done: false }));
    const e = entry;
    return function* (): Generator<GroupPlan[]> {
      for (let i = 0; ; i++) {
        if (i < e.batches.length) { yield e.batches[i]; continue; }
        if (e.done) return;
        const r = e.source.next();
        if (r.done) { e.done = true; return; }
        e.batches.push(r.value);
        yield r.value;
      }
    };
  };

  const solve = (gi: number, incoming: FloaterIn[], carried: FloaterIn[], byePending: boolean): Solution | null => {
    if (gi > last) return byePending ? null : { cost: [], groups: [] };
    const key = `${gi}|${incoming.map((f) => f.no).join(',')}|${carried.map((f) => f.no).join(',')}|${byePending}`;
    if (memo.has(key)) return memo.get(key)!;
    const g = groups[gi];
    const next = groups[gi + 1];
    const direction: Direction = g.kind === 'lower' ? 'up' : 'down';
    const inc = g.kind === 'median' ? floaterOrder([...carried, ...incoming], rules.cards) : floaterOrder(incoming, rules.cards);
    // The bye belongs to the lowest group (2.1): the first of the lower groups, or the median group if there are none.
    const byeHere = byePending && byeMayFallIn(groups, gi);
    const nextGroup = nextGroupResidents(groups, gi);
    const outDir: Direction = g.kind === 'lower' ? 'up' : 'down';

    let result: Solution | null = null;
    const passOptions = byeHere ? [false, true] : [false];
    search: for (const passBye of passOptions) {
      const maxExtra = g.kind === 'median' || !opts.extraGroups.has(gi) ? 0 : opts.maxExtraPairs;
      for (let extra = 0; extra <= maxExtra; extra++) {
        const planKey = `${gi}|${inc.map((f) => `${f.no}${f.dir}`).join(',')}|${byeHere}|${extra}|${passBye}`;
        const batches = batchesOf(planKey, () => planBatches({ residents: g.residents, incoming: inc, direction, mustPairAll: g.kind === 'median', byeHere, nextGroup, extraPairs: extra, maxi: opts.maxi, passBye }, rules));
        const conts = new Map<GroupPlan, Solution | null>();
        const continuation = (p: GroupPlan) => {
          if (!conts.has(p)) {
            const out: FloaterIn[] = p.floaters.map((f) => ({ no: f.no, dir: outDir, fromScore: g.score }));
            const pending = byePending && p.bye === undefined;
            let c: Solution | null;
            if (g.kind === 'upper') c = next?.kind === 'upper' ? solve(gi + 1, out, [], pending) : solve(gi + 1, [], out, pending);
            else if (g.kind === 'lower') c = solve(gi + 1, out, carried, pending);
            else c = solve(gi + 1, [], [], pending);
            conts.set(p, c);
          }
          return conts.get(p)!;
        };
        // The batches come cheapest first (the bye, the floaters), so the first plan of the first batch is the group's
        // best; a later batch is looked at only when no plan of the earlier ones lets the later groups be paired.
        let first: GroupPlan | undefined;
        for (const batch of batches()) {
          const sorted = batch.map((p, i) => ({ p, i })).sort((a, b) => compareCost(a.p.cost, b.p.cost) || a.i - b.i).map((x) => x.p);
          first ??= sorted[0];
          let k = 0;
          while (k < sorted.length) {
            let end = k;
            while (end < sorted.length && compareCost(sorted[end].cost, sorted[k].cost) === 0) end++;
            let best: { p: GroupPlan; c: Solution } | undefined;
            for (let j = k; j < end; j++) {
              const c = continuation(sorted[j]);
              if (!c) continue;
              if (!best || compareCost(c.cost, best.c.cost) < 0) best = { p: sorted[j], c };
              if (c.cost.every((x) => x === 0)) break; // nothing can do better
            }
            if (best) {
              const outcome: GroupOutcome = { index: gi, group: g, direction, plan: best.p };
              if (best.p !== first) {
                const fc = continuation(first!);
                if (!fc) outcome.redo = { first: first!, reason: 'unpairable' };
                else {
                  let at = 0;
                  while (at < fc.cost.length && fc.cost[at] === best.c.cost[at]) at++;
                  const gIndex = Math.floor(at / COST_SIZE);
                  outcome.redo = {
                    first: first!,
                    reason: 'later-cost',
                    laterGroup: gi + 1 + gIndex,
                    laterCost: { first: fc.cost.slice(gIndex * COST_SIZE, gIndex * COST_SIZE + COST_SIZE), chosen: best.c.cost.slice(gIndex * COST_SIZE, gIndex * COST_SIZE + COST_SIZE) },
                  };
                }
              }
              result = { cost: [...best.p.cost, ...best.c.cost], groups: [outcome, ...best.c.groups] };
              break search;
            }
            k = end;
          }
        }
      }
    }
    memo.set(key, result);
    return result;
  };
  return solve(0, [], [], byeNeeded) ?? undefined;
}
