/**
 * Lechenicher Wertung (seed 002, Lechenicher SchachServer): a game finished regularly gives 10 + 5 × result;
 * the player who does not finish (here: loses by forfeit) gets 1, the remaining opponent 5 + 5 × result (10 for
 * a forfeit win). Rounds without a game add nothing.
 */
import type { TbRound } from './types';
import type { TiebreakContext } from './context';
import { roundsOf } from './context';

/** What one round adds to the Lechenicher Wertung. */
export function lechenicherRound(r: TbRound): number {
  if (r.kind === 'game') return 10 + 5 * r.points;
  if (r.kind === 'forfeit-loss' && r.opponent !== undefined) return 1;
  if (r.kind === 'forfeit-win') return 5 + 5 * r.points;
  return 0;
}

export function lechenicher(ctx: TiebreakContext, no: number): number {
  return roundsOf(ctx, no).reduce((s, r) => s + lechenicherRound(r), 0);
}
