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
import type { GroupPlan, PlanOption, PlanRequest } from './floaters';
import { COST_SIZE, compareCost, pairPlan, planOptions } from './floaters';
import type { ScoreGroup } from './median';
import type { Direction, FloaterIn, PairingRules } from './proposed';
import { canPairAll, clashBound } from './proposed';

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

/** One state of the search: the group reached, the floaters it receives, those an upper group carries past it to the median. */
interface State {
  gi: number;
  incoming: FloaterIn[];
  carried: FloaterIn[];
  byePending: boolean;
}

/** The plans of a group for one set of incoming floaters: the ways of leaving it (cheap), each paired when first needed. */
interface PlanEntry {
  gi: number;
  req: PlanRequest;
  options: PlanOption[];
  /** Lower bound of each option's cost (its pairing's clashes by the due colours only), computed when first needed. */
  bounds: Array<number[] | undefined>;
  /** The plan of each option: undefined not yet paired, null cannot be paired. */
  plans: Array<GroupPlan | null | undefined>;
}

/**
 * Work shared by the attempts of one round (3.6 tries the round again with more groups allowed to send extra
 * floaters): the plans of each group, and the results of the search by state. A result depends on the attempt only
 * through the groups from the state's on, so it is kept under that part of the attempt.
 */
export interface SearchCache {
  plans: Map<string, PlanEntry>;
  exact: Map<string, Solution | null>;
  /** A state with no completion costing less than this vector (it may have others). */
  noneBelow: Map<string, number[]>;
  feasible: Map<string, boolean>;
  /** Where each group's outcome was chosen (the state and the kind of plan), for the redo of the explanation. */
  origin: WeakMap<GroupOutcome, { s: State; it: Iteration }>;
  /** The group (index in the order of pairing) and the players being paired when work was last done: where a search that runs out of its budget stopped. */
  working?: { gi: number; players: number };
}

interface Iteration { passBye: boolean; extra: number }

export function newSearchCache(): SearchCache {
  return { plans: new Map(), exact: new Map(), noneBelow: new Map(), feasible: new Map(), origin: new WeakMap() };
}

/** The vector is lexicographically smaller than `bound` (no bound: always). */
function below(cost: number[], bound: number[] | undefined): boolean {
  return bound === undefined || compareCost(cost, bound) < 0;
}

/**
 * The pairing of a round group by group: among the plans of a group, the cheapest (the cost vector of floaters.ts);
 * among equally cheap plans the one whose continuation (the later groups' costs, in the order of pairing) is cheapest;
 * still equal, the first in the rules' order. Within one group the plans with no extra floaters come first, and those
 * handing the bye on last: a later kind is looked at only when no plan of the earlier one lets the round be paired.
 *
 * That is the lexicographic minimum of the whole vector, found by branch and bound: a plan equal to the best so far in
 * its own cost is compared by its continuation only as far as the first group where they differ, and a continuation
 * is abandoned as soon as it cannot come in under the best (a lower bound of each plan's cost, its floaters' entries
 * and the clashes its due colours force, is known before the group is paired). The answer is the same as comparing
 * every continuation in full; only the work differs.
 */
export function searchRound(groups: ScoreGroup[], byeNeeded: boolean, rules: PairingRules, opts: SearchOptions, cache: SearchCache = newSearchCache()): Solution | undefined {
  const last = groups.length - 1;
  const maxExtraOf = (gi: number) => (groups[gi].kind === 'median' || !opts.extraGroups.has(gi) ? 0 : opts.maxExtraPairs);
  // what of the attempt a state's result depends on: the extra floaters each group from it on may send
  const attemptFrom: string[] = [];
  for (let gi = last, sig = ''; gi >= 0; gi--) attemptFrom[gi] = sig = `${maxExtraOf(gi)}${sig}`;
  const keyOf = (s: State) => `${s.gi}|${s.incoming.map((f) => f.no).join(',')}|${s.carried.map((f) => f.no).join(',')}|${s.byePending}|${attemptFrom[s.gi] ?? ''}`;

  const iterations = (s: State): Iteration[] => {
    const out: Iteration[] = [];
    for (const passBye of s.byePending && byeMayFallIn(groups, s.gi) ? [false, true] : [false]) {
      for (let extra = 0; extra <= maxExtraOf(s.gi); extra++) out.push({ passBye, extra });
    }
    return out;
  };
  const incomingOf = (s: State) => (groups[s.gi].kind === 'median' ? floaterOrder([...s.carried, ...s.incoming], rules.cards) : floaterOrder(s.incoming, rules.cards));
  const entryOf = (s: State, it: Iteration): PlanEntry => {
    const g = groups[s.gi];
    const inc = incomingOf(s);
    const byeHere = s.byePending && byeMayFallIn(groups, s.gi);
    const planKey = `${s.gi}|${inc.map((f) => `${f.no}${f.dir}`).join(',')}|${byeHere}|${it.extra}|${it.passBye}`;
    let e = cache.plans.get(planKey);
    if (!e) {
      const req: PlanRequest = { residents: g.residents, incoming: inc, direction: g.kind === 'lower' ? 'up' : 'down', mustPairAll: g.kind === 'median', byeHere, nextGroup: nextGroupResidents(groups, s.gi), extraPairs: it.extra, maxi: opts.maxi, passBye: it.passBye };
      const options = planOptions(req, rules);
      e = { gi: s.gi, req, options, bounds: options.map(() => undefined), plans: options.map(() => undefined) };
      cache.plans.set(planKey, e);
    }
    return e;
  };
  const planOf = (e: PlanEntry, i: number): GroupPlan | null => {
    let p = e.plans[i];
    if (p === undefined) {
      cache.working = { gi: e.gi, players: e.options[i].paired.length };
      e.plans[i] = p = pairPlan(e.req, e.options[i], rules) ?? null;
    }
    return p;
  };
  const boundOf = (e: PlanEntry, i: number): number[] => {
    let b = e.bounds[i];
    if (!b) {
      const p = e.plans[i];
      e.bounds[i] = b = p ? p.cost : [...e.options[i].pre.slice(0, 6), 0, clashBound(e.options[i].paired, rules)];
    }
    return b;
  };
  /** The pairing of the group exists (a perfect matching, 3.1), without pairing it by the rules' order. */
  const pairable = (e: PlanEntry, i: number): boolean => {
    const p = e.plans[i];
    if (p !== undefined) return p !== null;
    cache.working = { gi: e.gi, players: e.options[i].paired.length };
    return canPairAll(e.options[i].paired, rules);
  };
  const nextState = (s: State, option: PlanOption): State => {
    const g = groups[s.gi];
    const next = groups[s.gi + 1];
    const out: FloaterIn[] = option.floaters.map((f) => ({ no: f.no, dir: g.kind === 'lower' ? 'up' : 'down', fromScore: g.score }));
    const byePending = s.byePending && option.bye === undefined;
    if (g.kind === 'upper') return next?.kind === 'upper' ? { gi: s.gi + 1, incoming: out, carried: [], byePending } : { gi: s.gi + 1, incoming: [], carried: out, byePending };
    if (g.kind === 'lower') return { gi: s.gi + 1, incoming: out, carried: s.carried, byePending };
    return { gi: s.gi + 1, incoming: [], carried: [], byePending };
  };
  const batchesOf = (e: PlanEntry): Array<[number, number]> => {
    const out: Array<[number, number]> = [];
    for (let k = 0; k < e.options.length;) {
      let end = k;
      while (end < e.options.length && compareCost(e.options[end].pre, e.options[k].pre) === 0) end++;
      out.push([k, end]);
      k = end;
    }
    return out;
  };

  /** Does the state have any completion at all (every later group paired, the bye given)? */
  const feasible = (s: State): boolean => {
    if (s.gi > last) return !s.byePending;
    const key = keyOf(s);
    const exact = cache.exact.get(key);
    if (exact !== undefined) return exact !== null;
    const known = cache.feasible.get(key);
    if (known !== undefined) return known;
    const ok = iterations(s).some((it) => iterationFeasible(s, it));
    cache.feasible.set(key, ok);
    return ok;
  };
  const iterationFeasible = (s: State, it: Iteration): boolean => {
    const e = entryOf(s, it);
    return e.options.some((o, i) => pairable(e, i) && feasible(nextState(s, o)));
  };

  type Best = { i: number; plan: GroupPlan; cont: Solution; full: number[] };
  /** The best plan of one kind (iteration) whose whole vector is below `bound`, or undefined. */
  const searchIteration = (s: State, it: Iteration, bound: number[] | undefined): Best | undefined => {
    const e = entryOf(s, it);
    let best: Best | undefined;
    for (const [k, end] of batchesOf(e)) {
      const limitOf = () => best?.full ?? bound;
      const l0 = limitOf();
      if (l0 && compareCost([...e.options[k].pre.slice(0, 6), 0, 0], l0.slice(0, COST_SIZE)) > 0) break; // this batch and the later ones cost more
      for (let i = k; i < end; i++) {
        const limit = limitOf();
        const option = e.options[i];
        let contBound: number[] | undefined;
        if (limit) {
          const seg = limit.slice(0, COST_SIZE);
          const lb = boundOf(e, i);
          const c = compareCost(lb, seg);
          if (c > 0) continue;
          if (c === 0) {
            // Only a plan costing exactly its bound, with a continuation under the limit's, can do better: the
            // continuation does not depend on how the group is paired, so it is looked at first.
            const cont = solve(nextState(s, option), limit.slice(COST_SIZE));
            if (!cont) continue;
            const plan = planOf(e, i);
            if (!plan || compareCost(plan.cost, lb) !== 0) continue;
            best = { i, plan, cont, full: [...plan.cost, ...cont.cost] };
            continue;
          }
          const plan = planOf(e, i);
          if (!plan) continue;
          const c2 = compareCost(plan.cost, seg);
          if (c2 > 0) continue;
          contBound = c2 === 0 ? limit.slice(COST_SIZE) : undefined;
        }
        const plan = planOf(e, i);
        if (!plan) continue;
        const cont = solve(nextState(s, option), contBound);
        if (!cont) continue;
        best = { i, plan, cont, full: [...plan.cost, ...cont.cost] };
      }
      if (best) return best; // a later batch costs more
    }
    return undefined;
  };

  const origin = cache.origin;
  /** The best completion of the state below `bound`: the solution, null when there is none at all, undefined when none is below the bound. */
  const solve = (s: State, bound?: number[]): Solution | null | undefined => {
    if (s.gi > last) return s.byePending ? null : below([], bound) ? { cost: [], groups: [] } : undefined;
    const key = keyOf(s);
    const exact = cache.exact.get(key);
    if (exact !== undefined) return exact === null ? null : below(exact.cost, bound) ? exact : undefined;
    if (bound) {
      if (bound.every((x) => x === 0)) return undefined; // no cost is below nothing
      const none = cache.noneBelow.get(key);
      if (none && compareCost(bound, none) <= 0) return undefined;
    }
    const its = iterations(s);
    for (const [n, it] of its.entries()) {
      const best = searchIteration(s, it, bound);
      if (best) {
        const g = groups[s.gi];
        const outcome: GroupOutcome = { index: s.gi, group: g, direction: g.kind === 'lower' ? 'up' : 'down', plan: best.plan };
        origin.set(outcome, { s, it });
        const sol: Solution = { cost: best.full, groups: [outcome, ...best.cont.groups] };
        cache.exact.set(key, sol);
        return sol;
      }
      // Nothing below the bound in this kind of plan: if it has any plan at all (or it is the last kind), the state has
      // nothing below the bound.
      if (bound && (n === its.length - 1 || iterationFeasible(s, it))) {
        const none = cache.noneBelow.get(key);
        if (!none || compareCost(bound, none) > 0) cache.noneBelow.set(key, bound);
        return undefined;
      }
    }
    cache.exact.set(key, null);
    return null;
  };

  const solution = solve({ gi: 0, incoming: [], carried: [], byePending: byeNeeded });
  if (!solution) return undefined;
  // The redo the documents practise (explain.ts): where a group's chosen plan is not its own cheapest, say why.
  solution.groups.forEach((outcome, at) => {
    const from = origin.get(outcome);
    if (!from || outcome.redo) return;
    const e = entryOf(from.s, from.it);
    const first = firstPlan(e);
    if (!first || first.plan === outcome.plan) return;
    const fc = solve(nextState(from.s, e.options[first.i]));
    if (!fc) { outcome.redo = { first: first.plan, reason: 'unpairable' }; return; }
    const chosen = solution.cost.slice((at + 1) * COST_SIZE);
    let k = 0;
    while (k < fc.cost.length && fc.cost[k] === chosen[k]) k++;
    const gIndex = Math.floor(k / COST_SIZE);
    outcome.redo = {
      first: first.plan,
      reason: 'later-cost',
      laterGroup: from.s.gi + 1 + gIndex,
      laterCost: { first: fc.cost.slice(gIndex * COST_SIZE, gIndex * COST_SIZE + COST_SIZE), chosen: chosen.slice(gIndex * COST_SIZE, gIndex * COST_SIZE + COST_SIZE) },
    };
  });
  return solution;

  /** The group's own cheapest plan: in the first batch with a plan that can be paired, the cheapest, the first in the rules' order among equals. */
  function firstPlan(e: PlanEntry): { i: number; plan: GroupPlan } | undefined {
    for (const [k, end] of batchesOf(e)) {
      let best: { i: number; plan: GroupPlan } | undefined;
      const order = Array.from({ length: end - k }, (_, j) => k + j).sort((a, b) => compareCost(boundOf(e, a), boundOf(e, b)) || a - b);
      for (const i of order) {
        if (best && compareCost(boundOf(e, i), best.plan.cost) > 0) break;
        const plan = planOf(e, i);
        if (!plan) continue;
        const c = best ? compareCost(plan.cost, best.plan.cost) : -1;
        if (c < 0 || (c === 0 && i < best!.i)) best = { i, plan };
      }
      if (best) return best;
    }
    return undefined;
  }
}
