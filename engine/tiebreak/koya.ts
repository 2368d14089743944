/**
 * Koya (documents' "Berger Turnuvalarda Koya Hesaplama Yöntemi"; C.07 9.2): in a round robin, the points scored
 * against the opponents who made 50% or more of the maximum score.
 * Extended Koya (documents' "Genişletilmiş Koya"): the group is extended step by step to the score groups below
 * 50%; `extend` is the number of score groups added.
 */
import type { TiebreakContext } from './context';
import { roundsOf } from './context';

/** Games a player of this event can play: rounds held, less the bye of an odd round robin. */
function maxGames(ctx: TiebreakContext): number {
  let most = 0;
  for (const no of ctx.players) most = Math.max(most, roundsOf(ctx, no).filter((r) => r.opponent !== undefined).length);
  return most;
}

/** The lowest score that still belongs to the Koya group. */
export function koyaThreshold(ctx: TiebreakContext, extend = 0): number {
  const half = maxGames(ctx) / 2;
  if (extend <= 0) return half;
  const below = [...new Set(ctx.players.map((p) => ctx.score.get(p) ?? 0))].filter((s) => s < half).sort((a, b) => b - a);
  return below.length === 0 ? half : below[Math.min(extend, below.length) - 1];
}

export function koyaGroup(ctx: TiebreakContext, extend = 0): number[] {
  const lim = koyaThreshold(ctx, extend);
  return ctx.players.filter((p) => (ctx.score.get(p) ?? 0) >= lim);
}

export function koya(ctx: TiebreakContext, no: number, extend = 0): number {
  const lim = koyaThreshold(ctx, extend);
  let s = 0;
  for (const r of roundsOf(ctx, no)) {
    if (r.asGame && r.opponent !== undefined && (ctx.score.get(r.opponent) ?? 0) >= lim) s += r.points;
  }
  return s;
}
