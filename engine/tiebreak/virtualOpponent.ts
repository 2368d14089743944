/**
 * What a player's own unplayed round is worth in his Buchholz and Sonneborn-Berger.
 *
 * - 2009 (documents' "sanal rakip", FIDE 2009): a virtual opponent whose score is the player's score before
 *   the round + the opposite of the player's result in it + ½ for every remaining round.
 *   E.g. Umay's forfeit win in round 5 of 7 with 2 points before: 2 + 0 + ½·2 = 3.
 * - 2024 (C.07 16.4): a dummy opponent with the same score as the player.
 */
import type { TbRound, VirtualOpponent } from './types';
import type { TiebreakContext } from './context';
import { scoreOf } from './context';

export function virtualOpponent(ctx: TiebreakContext, no: number, rounds: TbRound[], i: number): VirtualOpponent {
  if (ctx.rules === '2009') {
    const before = rounds.slice(0, i).reduce((s, r) => s + r.points, 0);
    const opposite = 1 - rounds[i].points;
    const remaining = ctx.rounds - (i + 1);
    return { kind: 'virtual', before, opposite, remaining, value: before + opposite + 0.5 * remaining };
  }
  return { kind: 'dummy', value: scoreOf(ctx, no) }; // C.07 16.4
}
