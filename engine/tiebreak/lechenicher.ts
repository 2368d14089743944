/**
 * Lechenicher Wertung (seed 002, Lechenicher SchachServer): a game finished regularly gives 10 + 5 × result;
 * the player who does not finish (here: loses by forfeit) gets 1, the remaining opponent 5 + 5 × result (10 for
 * a forfeit win). Rounds without a game add nothing.
 */
import type { TiebreakContext } from './context';
import { roundsOf } from './context';

export function lechenicher(ctx: TiebreakContext, no: number): number {
  let s = 0;
  for (const r of roundsOf(ctx, no)) {
    if (r.kind === 'game') s += 10 + 5 * r.points;
    else if (r.kind === 'forfeit-loss' && r.opponent !== undefined) s += 1;
    else if (r.kind === 'forfeit-win') s += 5 + 5 * r.points;
  }
  return s;
}
