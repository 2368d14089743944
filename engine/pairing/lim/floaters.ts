/**
 * Floaters ("artık oyuncu", Lim 3.3, 4.1-4.10) and the byes (2.1-2.2): which players leave a score group,
 * chosen so that the rest of the group can be paired, in the rules' order of preference.
 *
 * A plan for a group is: the bye (only in the lowest group, 2.1), the floaters, and the pairing of the rest.
 * Plans are compared by this vector, smallest first (each entry is a rule):
 *   0 the bye (2.1): how far above the lowest eligible player it goes (passing it on counts as past the top); with
 *     `bookPractice`, only whether it was passed on although this group had a player who could take it
 *   1 floaters beyond the one needed to make the group even (3.3.a-c; 3.6 and 5.4.b when forced)
 *   2-4 floaters of type a, b, c (4.9: avoided in that order)
 *   5 floaters who floated (or had the bye) in the previous round (4.10)
 *   6 pairs breaking an absolute colour rule (only under the last-round exception, 7)
 *   7 pairs in which a player cannot have his due colour (4.2, 6.2)
 * Ties keep the rules' order: the bye to the lowest player (2.1), the floater from the bottom when pairing
 * downwards and from the top when pairing upwards (4.2-4.4).
 */
import type { Card } from './cards';
import { compatible } from './compatible';
import type { Direction, FloaterIn, GroupPairingResult, PairingRules } from './proposed';
import { pairGroup, SearchExhausted } from './proposed';

export type FloaterType = 'a' | 'b' | 'c' | 'd';

export interface FloaterOut {
  no: number;
  type: FloaterType;
  /** Floated last round too (4.10). */
  floatedBefore: boolean;
}

export interface GroupPlan {
  bye?: number;
  byePassed: boolean;
  /** When the bye is passed on: the players here who might have taken it (2.2), none when nobody could. */
  byeEligible?: number[];
  floaters: FloaterOut[];
  pairing: GroupPairingResult;
  /** The players actually paired in the group and the floaters they met first. */
  incoming: FloaterIn[];
  cost: number[];
}

export const COST_SIZE = 8;

export interface PlanRequest {
  residents: number[];
  incoming: FloaterIn[];
  direction: Direction;
  /** The group must pair everybody (the median group). */
  mustPairAll: boolean;
  /** The bye is to be given in this group (it is the lowest group still holding it). */
  byeHere: boolean;
  /** Residents of the group the floaters go to (for 4.9's types). */
  nextGroup: number[];
  /** Floaters beyond parity to try (pairs of them). */
  extraPairs: number;
  /** Lim 4.2 maxi rule: the floater within 100 rating points of the group's end player. */
  maxi: boolean;
  /** Hand the bye on to the next group up although someone here could take it (last resort). */
  passBye: boolean;
}

/** 4.9: a floater's type from his history in this round and his chances in the next group. */
export function floaterType(card: Card, arrived: boolean, nextGroup: number[], rules: PairingRules): FloaterType {
  const has = nextGroup.length === 0 || nextGroup.some((no) => compatible(card, rules.cards.get(no)!, rules.forbidden));
  if (arrived) return has ? 'b' : 'a';
  return has ? 'd' : 'c';
}

/** The floaters leaving a group, with their 4.9 type and whether they floated last round too (4.10). */
export function describeFloaters(out: number[], arrived: Set<number>, nextGroup: number[], rules: PairingRules): FloaterOut[] {
  return out.map((no) => ({
    no,
    type: floaterType(rules.cards.get(no)!, arrived.has(no), nextGroup, rules),
    floatedBefore: rules.cards.get(no)!.floatedLastRound !== null,
  }));
}

/**
 * 2.1: the lowest eligible player (`eligible` by pairing number) takes the bye; each step up, and passing it on, is a
 * further departure. The book's practice weighs only passing it on, and lets colours choose among the players.
 */
export function byeCost(eligible: number[], bye: number | undefined, passedNeedlessly: boolean, bookPractice: boolean): number {
  if (bookPractice) return passedNeedlessly ? 1 : 0;
  return passedNeedlessly ? eligible.length : bye === undefined ? 0 : eligible.length - 1 - eligible.indexOf(bye);
}

/** A plan's cost vector (see the top of the file). */
export function planCost(bye: number, extraPairs: number, floaters: FloaterOut[], pairing: Pick<GroupPairingResult, 'colourBreaks' | 'clashes'>): number[] {
  const count = (t: FloaterType) => floaters.filter((f) => f.type === t).length;
  return [bye, extraPairs, count('a'), count('b'), count('c'), floaters.filter((f) => f.floatedBefore).length, pairing.colourBreaks, pairing.clashes];
}

function combinations<T>(items: T[], k: number, limit: number): T[][] {
  const out: T[][] = [];
  const pick = (start: number, acc: T[]) => {
    if (out.length >= limit) return;
    if (acc.length === k) { out.push([...acc]); return; }
    for (let i = start; i < items.length; i++) { acc.push(items[i]); pick(i + 1, acc); acc.pop(); }
  };
  pick(0, []);
  return out;
}

/** Every admissible plan of a group with `extraPairs` extra floater pairs, in the rules' order of preference for ties. */
export function groupPlans(req: PlanRequest, rules: PairingRules): GroupPlan[] {
  return [...planBatches(req, rules)].flat();
}

/** One way of leaving a group (the bye, the floaters) before the rest of it is paired; `pre` is the plan's cost without the pairing's entries. */
export interface PlanOption {
  bye: number | undefined;
  /** The bye was this group's to give and it is handed on (2.1). */
  byePassed: boolean;
  /** The players here who might have taken the bye it hands on (2.2). */
  byeEligible: number[];
  out: number[];
  floaters: FloaterOut[];
  /** The players left to pair in the group (members less the bye and the floaters). */
  paired: number[];
  pre: number[];
}

/**
 * The ways of leaving a group, cheapest first by the entries of the cost vector that do not depend on the pairing of
 * the rest (0-5: the bye, the extra floaters, the floaters' types and history), and among equals in the rules' order
 * of preference for ties (the bye from the bottom, the floater from the bottom when pairing downwards, ...).
 */
export function planOptions(req: PlanRequest, rules: PairingRules): PlanOption[] {
  const arrived = new Set(req.incoming.map((f) => f.no));
  const members = [...req.residents, ...req.incoming.map((f) => f.no)].sort((a, b) => a - b);
  const eligible = members.filter((no) => !rules.cards.get(no)!.byeBlocked);
  const giveHere = req.byeHere && !req.passBye && eligible.length > 0;
  // 2.1: the bye goes to the lowest player of the lowest group; tried from the bottom up.
  const byeOptions: Array<number | undefined> = giveHere ? [...eligible].reverse() : [undefined];
  const byePassed = req.byeHere && !giveHere;
  const passedNeedlessly = byePassed && eligible.length > 0;
  const options: PlanOption[] = [];
  for (const bye of byeOptions) {
    const rest = members.filter((no) => no !== bye);
    const parity = rest.length % 2;
    if (req.mustPairAll && (parity === 1 || req.extraPairs > 0)) continue;
    const count = parity + 2 * req.extraPairs;
    if (count > rest.length) continue;
    // 4.2: from the bottom when pairing downwards, from the top when pairing upwards.
    let candidates = req.direction === 'down' ? [...rest].reverse() : [...rest];
    if (req.maxi && count > 0 && candidates.length > 0) {
      // 4.2 (maxi): the floater at most 100 points from the group's last (first) player, else that player floats.
      const end = rules.cards.get(candidates[0])!.rating;
      candidates = candidates.filter((no) => Math.abs(rules.cards.get(no)!.rating - end) <= 100);
    }
    for (const out of combinations(candidates, count, 400)) {
      const floaters = describeFloaters(out, arrived, req.nextGroup, rules);
      const pre = planCost(byeCost(eligible, bye, passedNeedlessly, rules.bookPractice === true), req.extraPairs, floaters, { colourBreaks: 0, clashes: 0 });
      const outSet = new Set(out);
      options.push({ bye, byePassed, byeEligible: byePassed ? eligible : [], out, floaters, paired: rest.filter((no) => !outSet.has(no)), pre });
    }
  }
  return options.map((o, i) => ({ o, i })).sort((a, b) => compareCost(a.o.pre, b.o.pre) || a.i - b.i).map((x) => x.o);
}

/** The plan of one option: the rest of the group paired (Lim 3.4-6.2), or undefined when it cannot be. */
export function pairPlan(req: PlanRequest, option: PlanOption, rules: PairingRules): GroupPlan | undefined {
  const arrived = new Set(req.incoming.map((f) => f.no));
  const outSet = new Set(option.out);
  const incoming = req.incoming.filter((f) => !outSet.has(f.no));
  rules.budget.left -= 20; // a plan costs work beyond the pairing search itself
  if (rules.budget.left < 0) throw new SearchExhausted();
  const pairing = pairGroup({ floaters: incoming, residents: option.paired.filter((no) => !arrived.has(no)), direction: req.direction }, rules);
  if (!pairing) return undefined;
  const cost = [...option.pre.slice(0, 6), pairing.colourBreaks, pairing.clashes];
  return { bye: option.bye, byePassed: option.byePassed, ...(option.byeEligible.length ? { byeEligible: option.byeEligible } : {}), floaters: option.floaters, pairing, incoming, cost };
}

/**
 * The plans of a group in batches, cheapest first: the entries of the cost vector that do not depend on the pairing
 * of the rest (0-5) are known before the group is paired, so the plans are produced one value of them at a time, and
 * the group is paired (the expensive part) only for the batches the caller reaches. Every plan of a batch costs less
 * than every plan of a later batch (the vector is compared entry by entry).
 */
export function* planBatches(req: PlanRequest, rules: PairingRules): Generator<GroupPlan[]> {
  const order = planOptions(req, rules);
  let k = 0;
  while (k < order.length) {
    let end = k;
    while (end < order.length && compareCost(order[end].pre, order[k].pre) === 0) end++;
    const batch: GroupPlan[] = [];
    for (const option of order.slice(k, end)) {
      const plan = pairPlan(req, option, rules);
      if (plan) batch.push(plan);
    }
    if (batch.length) yield batch;
    k = end;
  }
}

export function compareCost(a: number[], b: number[]): number {
  for (let i = 0; i < Math.max(a.length, b.length); i++) {
    const d = (a[i] ?? 0) - (b[i] ?? 0);
    if (d !== 0) return d;
  }
  return 0;
}
