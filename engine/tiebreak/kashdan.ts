/**
 * Kashdan (documents, "Kashdan Hesaplama Yöntemi"): 4 for a win, 2 for a draw, 1 for a loss over the board,
 * 2 for points obtained without playing (forfeit win, bye); an unplayed round that gives nothing adds nothing.
 */
import type { TbRound } from './types';
import type { TiebreakContext } from './context';
import { roundsOf } from './context';

export function kashdanRound(r: TbRound): number {
  if (r.kind === 'game') return r.points >= 1 ? 4 : r.points > 0 ? 2 : 1;
  if (r.kind === 'pending') return 0;
  return r.points > 0 ? 2 : 0;
}

export function kashdan(ctx: TiebreakContext, no: number): number {
  return roundsOf(ctx, no).reduce((s, r) => s + kashdanRound(r), 0);
}
