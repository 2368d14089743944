/**
 * F.1: boards in order of the higher score in the pair, then the sum of the two scores, then the
 * A.2 rank of the higher-ranked player.
 */
import type { PlayerState } from './rank';

export function boardOrder<T extends { white: PlayerState; black: PlayerState }>(games: T[]): T[] {
  const key = (g: T) => ({ max: Math.max(g.white.score, g.black.score), sum: g.white.score + g.black.score, top: Math.min(g.white.rank, g.black.rank) });
  return [...games].sort((a, b) => { const x = key(a), y = key(b); return y.max - x.max || y.sum - x.sum || x.top - y.top; });
}
