/**
 * Dubov 2.5: "Except in the last round, a player is not moved up to a higher group twice in a row
 * or more than three times in all (four times when the tournament has ten rounds or more)."
 * A player counts as moved up in a round when he played an opponent who had a higher score before it.
 */
import type { DubovContext, DubovPlayer } from './context';

export function upfloatLimit(totalRounds: number | undefined): number {
  return totalRounds !== undefined && totalRounds >= 10 ? 4 : 3;
}

/** Why the player may not be moved up in this round, or undefined when he may. */
export function upfloatBar(ctx: DubovContext, p: DubovPlayer): string | undefined {
  const total = ctx.options.totalRounds;
  if (total !== undefined && ctx.round >= total) return undefined; // 2.5 does not apply in the last round
  if (p.upfloatRounds.includes(ctx.round - 1)) return 'twice in a row';
  const limit = upfloatLimit(total);
  if (p.upfloatRounds.length >= limit) return `already moved up ${p.upfloatRounds.length} times (limit ${limit})`;
  return undefined;
}
