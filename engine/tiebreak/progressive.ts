/**
 * Progressive score (documents' "Kademeli"; C.07 7.5): the sum of the running scores after each round.
 * Cut-n leaves out the first n running scores (documents' "eksiltilmiş kademeli"). Unplayed rounds count the
 * points they gave (documents' card: a forfeit win in round 4 adds its point).
 */
import type { TiebreakContext } from './context';
import { roundsOf } from './context';

export function runningScores(ctx: TiebreakContext, no: number): number[] {
  let s = 0;
  return roundsOf(ctx, no).map((r) => (s += r.points));
}

export function progressive(ctx: TiebreakContext, no: number, cut = 0): number {
  return runningScores(ctx, no).slice(cut).reduce((a, b) => a + b, 0);
}
