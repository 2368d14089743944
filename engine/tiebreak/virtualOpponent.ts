/**
 * What a player's own unplayed round is worth in his Buchholz and Sonneborn-Berger.
 *
 * - 2009 (documents' "sanal rakip", FIDE 2009): a virtual opponent whose score is the player's score before
 *   the round + the opposite of the player's result in it + ½ for every remaining round.
 *   E.g. Umay's forfeit win in round 5 of 7 with 2 points before: 2 + 0 + ½·2 = 3.
 * - 2024 (C.07 16.4): a dummy opponent with the same score as the player.
 * - 2026 (C.07 16.4 as revised in March 2026): the same dummy opponent, its value capped:
 *   16.4.1 a round with a scheduled opponent who did not play (forfeit either way): at most that opponent's
 *   score as his opponents' Buchholz sees it (adjusted, 16.3);
 *   16.4.2 a round without opponent (any bye, absence): at most half the maximum score (a player who drew every round).
 */
import type { TbRound, VirtualOpponent } from './types';
import type { TiebreakContext } from './context';
import { scoreOf } from './context';
import { adjustedScores } from './adjustedScore';

export function virtualOpponent(ctx: TiebreakContext, no: number, rounds: TbRound[], i: number): VirtualOpponent {
  if (ctx.rules === '2009') {
    const before = rounds.slice(0, i).reduce((s, r) => s + r.points, 0);
    const opposite = 1 - rounds[i].points;
    const remaining = ctx.rounds - (i + 1);
    return { kind: 'virtual', before, opposite, remaining, value: before + opposite + 0.5 * remaining };
  }
  const own = scoreOf(ctx, no);
  if (ctx.rules === '2024') return { kind: 'dummy', own, value: own }; // C.07 16.4 (2024)
  const opponent = rounds[i].opponent;
  if (opponent !== undefined) {
    // C.07 16.4.1 (2026): the scheduled opponent's adjusted score caps the dummy.
    const cap = adjustedScores(ctx).get(opponent) ?? 0;
    return { kind: 'dummy', own, cap: { rule: '16.4.1', value: cap, opponent }, value: Math.min(own, cap) };
  }
  // C.07 16.4.2 (2026): no opponent: capped at the score of a player who drew every round counted.
  const cap = ctx.rounds / 2;
  return { kind: 'dummy', own, cap: { rule: '16.4.2', value: cap }, value: Math.min(own, cap) };
}
