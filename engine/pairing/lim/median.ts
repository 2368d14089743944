/**
 * Score groups, the median group and the order of pairing (Lim 3.2).
 *
 * The median group holds the players with half as many points as rounds played. Pairing starts with the
 * top group and goes down to the group just above the median, then jumps to the bottom group and goes up,
 * and pairs the median group last (downwards). Groups above the median are paired downwards, groups below
 * it upwards.
 */
import type { Card } from './cards';

export type GroupKind = 'upper' | 'median' | 'lower';

export interface ScoreGroup {
  score: number;
  kind: GroupKind;
  /** Players native to the group, by pairing number. */
  residents: number[];
}

export function medianScore(round: number): number {
  return (round - 1) / 2;
}

/** The groups in the order Lim 3.2 pairs them; the median group (possibly empty) is always last. */
export function orderOfPairing(cards: Card[], round: number): ScoreGroup[] {
  const m = medianScore(round);
  const byScore = new Map<number, number[]>();
  for (const c of cards) byScore.set(c.score, [...(byScore.get(c.score) ?? []), c.no]);
  const scores = [...byScore.keys()];
  const group = (s: number, kind: GroupKind): ScoreGroup => ({ score: s, kind, residents: (byScore.get(s) ?? []).sort((a, b) => a - b) });
  const upper = scores.filter((s) => s > m).sort((a, b) => b - a).map((s) => group(s, 'upper'));
  const lower = scores.filter((s) => s < m).sort((a, b) => a - b).map((s) => group(s, 'lower'));
  return [...upper, ...lower, group(m, 'median')];
}
