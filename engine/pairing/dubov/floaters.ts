/**
 * Dubov 6.4 (which players float down when a group cannot be paired completely) and
 * Dubov 8 (how the floaters are paired in the group below).
 */
import type { DubovContext, DubovPlayer } from './context';
import { legalPair } from './context';
import { compareWhiteSeekers } from './whiteSeekers';
import { compareBlackSeekers } from './blackSeekers';

export type FloatCategory = 'a' | 'b' | 'c' | 'd';

/**
 * Dubov 6.4: "a. not moved down from a higher group and pairable in the group below;
 * b. not moved down and not pairable below; c. moved down and pairable below; d. moved down and
 * not pairable below." Within a category the document says nothing; the lowest-ranked player floats
 * first (lowest rating, then highest ARO, then highest pairing number — the order rule 4 uses for the bye).
 */
export function floatCategory(ctx: DubovContext, p: DubovPlayer, cameDown: boolean, lower: DubovPlayer[]): FloatCategory {
  const pairable = lower.some((q) => legalPair(ctx, p.no, q.no));
  if (!cameDown) return pairable ? 'a' : 'b';
  return pairable ? 'c' : 'd';
}

export function floatPriority(ctx: DubovContext, players: DubovPlayer[], cameDown: Set<number>, lower: DubovPlayer[]): Array<{ player: DubovPlayer; category: FloatCategory }> {
  return players
    .map((p) => ({ player: p, category: floatCategory(ctx, p, cameDown.has(p.no), lower) }))
    .sort((x, y) => x.category.localeCompare(y.category) || x.player.rating - y.player.rating || y.player.aro - x.player.aro || y.player.no - x.player.no);
}

/**
 * Dubov 8.1: the floaters are paired in the order: those due white (6.2's white order), those due
 * black (6.2's black order), "one white, one black, in turn, from the white floater down to the last".
 * A floater with no colour history counts with the white ones.
 */
export function floaterOrder(floaters: DubovPlayer[]): DubovPlayer[] {
  const w = floaters.filter((p) => p.due !== 'b').sort(compareWhiteSeekers);
  const b = floaters.filter((p) => p.due === 'b').sort(compareBlackSeekers);
  const out: DubovPlayer[] = [];
  for (let i = 0; i < Math.max(w.length, b.length); i++) {
    if (i < w.length) out.push(w[i]);
    if (i < b.length) out.push(b[i]);
  }
  return out;
}

/**
 * Dubov 8.2: "each floater is paired with the opponent of highest rating, if possible one due the
 * opposite colour; among several possible opponents the one with the lower ARO is preferred."
 * Read in that order of preference: the opposite due colour first where possible, then the highest
 * rating, then the lowest ARO (then the lower pairing number, which the document leaves open).
 */
export function floaterOpponents(ctx: DubovContext, floater: DubovPlayer, residents: DubovPlayer[]): DubovPlayer[] {
  const opposite = (q: DubovPlayer) => !floater.due || !q.due || q.due !== floater.due;
  return residents
    .filter((q) => legalPair(ctx, floater.no, q.no))
    .sort((a, b) => Number(opposite(b)) - Number(opposite(a)) || b.rating - a.rating || a.aro - b.aro || a.no - b.no);
}
