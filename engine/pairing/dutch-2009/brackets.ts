/**
 * A bracket's shape: homogeneous or heterogeneous (A.3), p and S1/S2 (A.6), x (A.8).
 */
import type { PlayerState } from './rank';
import { compareA2 } from './rank';
import { computeX } from './colourPreference';

/** A.3: a bracket is heterogeneous when it holds players moved down, unless at least half of it came from above. */
export function isHeterogeneous(moved: number, size: number): boolean {
  return moved > 0 && 2 * moved < size;
}

/** A.6 / C.4: the highest p players in S1, all others in S2, each in A.2 order. */
export function splitS1S2(players: PlayerState[], p: number): { s1: PlayerState[]; s2: PlayerState[] } {
  const sorted = [...players].sort(compareA2);
  return { s1: sorted.slice(0, p), s2: sorted.slice(p) };
}

/** A.8 for a set of players (A.7.e already folded into each player's counted preference). */
export function bracketX(players: PlayerState[]): { x: number; w: number; b: number; q: number } {
  return computeX(players.map((s) => s.counted));
}

/** C.14: when p drops, x drops with it as long as the original x was above zero. */
export function xForP(xOriginal: number, pOriginal: number, p: number): number {
  return Math.max(0, Math.min(p, xOriginal - (pOriginal - p)));
}
