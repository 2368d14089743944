/**
 * Pairing the score groups from the top down (Burstein 6.1-6.6).
 *
 * Each group (with the floater from the group above, ordered among its players by 3.2) takes the best
 * valid pairing of 6.5. An odd group's floater goes to the next group (6.3). If the next group then cannot
 * be paired, the floater is sent back and the group's next pairing with another floater is tried (6.6);
 * if no pairing of the group lets the next one be paired, the two groups are merged into one and paired
 * by 6.1-6.5 (6.6), and so on until one group remains.
 */
import type { BursteinCard } from './cards';
import { colourLegal, dueColour } from './colours';
import { orderGroup } from './ordering';
import type { Candidate } from './select';
import { candidates } from './select';

export interface BGroup {
  score: number;
  /** Scores merged into this group (6.6). */
  merged: number[];
  players: number[];
}

export interface GroupChoice {
  group: BGroup;
  /** Players in the order of 3.2, the incoming floater included. */
  list: number[];
  incoming?: number;
  chosen: Candidate;
  /** Better pairings of the group that were tried and sent back because the next group then failed (6.6). */
  sentBack: Candidate[];
}

export function scoreGroups(cards: BursteinCard[]): BGroup[] {
  const scores = [...new Set(cards.map((c) => c.groupScore))].sort((a, b) => b - a);
  return scores.map((s) => ({ score: s, merged: [s], players: cards.filter((c) => c.groupScore === s).map((c) => c.no) }));
}

export function mergeGroups(groups: BGroup[], i: number): BGroup[] {
  const a = groups[i];
  const b = groups[i + 1];
  const m: BGroup = { score: a.score, merged: [...a.merged, ...b.merged], players: [...a.players, ...b.players] };
  return [...groups.slice(0, i), m, ...groups.slice(i + 2)];
}

export interface SearchResult {
  choices?: GroupChoice[];
  /** Index of the group that could not be paired with any floater it could receive. */
  failedAt: number;
}

export function pairGroups(groups: BGroup[], cards: Map<number, BursteinCard>, forbidden: Set<string>, budget: { left: number }): SearchResult {
  const memo = new Map<string, GroupChoice[] | null>();
  let failedAt = -1;
  const canMeet = (a: number, b: number) => {
    const ca = cards.get(a)!;
    const cb = cards.get(b)!;
    return !ca.opponents.has(b) && !forbidden.has(a < b ? `${a}-${b}` : `${b}-${a}`) && colourLegal(ca, cb);
  };
  const solve = (gi: number, incoming?: number): GroupChoice[] | null => {
    if (gi === groups.length) return incoming === undefined ? [] : null;
    const key = `${gi}|${incoming ?? ''}`;
    if (memo.has(key)) return memo.get(key)!;
    const g = groups[gi];
    const list = orderGroup([...g.players, ...(incoming !== undefined ? [incoming] : [])].map((no) => cards.get(no)!)).map((c) => c.no);
    const isLast = gi === groups.length - 1;
    const cands = candidates({
      list,
      canMeet,
      due: (x) => dueColour(cards.get(x)!),
      mayFloat: (x) => !isLast && x !== incoming, // 6.3
      budget,
    });
    let result: GroupChoice[] | null = null;
    const sentBack: Candidate[] = [];
    for (const c of cands) {
      const rest = solve(gi + 1, c.pairing.floater);
      if (rest) {
        result = [{ group: g, list, incoming, chosen: c, sentBack: [...sentBack] }, ...rest];
        break;
      }
      sentBack.push(c);
    }
    if (!result) failedAt = Math.max(failedAt, gi);
    memo.set(key, result);
    return result;
  };
  const choices = solve(0);
  return choices ? { choices, failedAt: -1 } : { failedAt };
}

export interface RoundSearch {
  choices: GroupChoice[];
  bye?: BursteinCard;
  /** The groups merged (6.6), in the order they were merged. */
  merges: number[][];
}

/**
 * The round: the bye candidates in the order of 4.1-4.3 (none for an even number), and for each the score groups
 * paired from the top (6.1-6.5, floaters sent back by 6.6), two adjacent groups merged where they cannot be paired
 * apart (6.6), until one group remains; the first bye that leaves a pairing is taken. Undefined: no legal pairing.
 */
export function searchRound(cards: BursteinCard[], byeOptions: Array<BursteinCard | undefined>, cardMap: Map<number, BursteinCard>, forbidden: Set<string>, budget: { left: number }): RoundSearch | undefined {
  for (const bye of byeOptions) {
    const rest = cards.filter((c) => c !== bye);
    let groups: BGroup[] = scoreGroups(rest);
    const merges: number[][] = [];
    for (;;) {
      const r = pairGroups(groups, cardMap, forbidden, budget);
      if (r.choices) return { choices: r.choices, bye, merges };
      if (groups.length === 1) break;
      const i = Math.max(0, Math.min(groups.length - 2, r.failedAt - 1));
      merges.push([...groups[i].merged, ...groups[i + 1].merged]);
      groups = mergeGroups(groups, i);
    }
  }
  return undefined;
}
