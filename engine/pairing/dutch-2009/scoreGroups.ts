/** A.3: players with equal scores form a score group (bracket); groups are paired from the top down. */
import type { PlayerState } from './rank';
import { compareA2 } from './rank';

export function scoreGroups(states: PlayerState[]): PlayerState[][] {
  const byScore = new Map<number, PlayerState[]>();
  for (const s of states) byScore.set(s.score, [...(byScore.get(s.score) ?? []), s]);
  return [...byScore.keys()].sort((a, b) => b - a).map((k) => byScore.get(k)!.sort(compareA2));
}
