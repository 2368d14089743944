/**
 * The pairing criteria B.1-B.6 as checks on one pair or one player moved down, under the
 * criteria still in force (the procedure drops them in the order C.9-C.14 prescribe).
 */
import type { Colour } from '../../model/types';
import type { PlayerState } from './rank';
import { colourIncompatible } from './colourPreference';

export interface Level {
  /** B.5/B.6 for upfloats and downfloats still in force. */
  b6up: boolean; b5up: boolean; b6down: boolean; b5down: boolean;
  /** Added to x by C.11. */
  dx: number;
  /** A.7.d in force (odd rounds): strong preferences count as absolute. */
  a7d: boolean;
  /** C.12 look-ahead in force: every player moved down keeps an opponent in the next group. */
  c12: boolean;
  /** Rule 6 (option `lastRoundExceptions`): B.2 waived for players with at least 50% in the last round, when nothing else avoids an extra floater. */
  lastRound: boolean;
  /** Which relaxation this level adds (for the explanation). */
  name: string;
}

export interface CriteriaContext {
  round: number;
  /** Rule 6 applies this round (option on and last round). */
  lastRoundRule: boolean;
  /** Players with at least 50% (rule 6: colours). */
  half: (s: PlayerState) => boolean;
  /** Players above 50%: B.5/B.6 do not apply to them in the last round (with the option). */
  aboveHalf?: (s: PlayerState) => boolean;
}

/** The colours B.2 lets the player have (all colours for a 50% player under rule 6). */
export function coloursFor(s: PlayerState, ctx: CriteriaContext, level?: Level): Colour[] {
  if (level?.lastRound && ctx.lastRoundRule && ctx.half(s)) return ['w', 'b'];
  return s.allowed;
}

/** B.1.a and B.2: may the two meet at all? Returns the rule that forbids it, or null. */
export function absoluteCheck(a: PlayerState, b: PlayerState, ctx: CriteriaContext, level?: Level): 'B.1' | 'B.2' | null {
  if (a.opponents.has(b.no) || b.opponents.has(a.no)) return 'B.1';
  const ca = coloursFor(a, ctx, level);
  const cb = coloursFor(b, ctx, level);
  const ok = (ca.includes('w') && cb.includes('b')) || (ca.includes('b') && cb.includes('w'));
  return ok ? null : 'B.2';
}

const firm = (s: PlayerState) => s.pref.strength === 'absolute' || s.pref.strength === 'strong';

/**
 * The checks on one pair under `level`: B.1, B.2, A.7.d, and B.5/B.6 for the player who floats up
 * (the player moved down already had his downfloat checked when he was moved). B.4 is counted
 * over the whole bracket by the procedure.
 */
export function pairCheck(a: PlayerState, b: PlayerState, ctx: CriteriaContext, level: Level): string | null {
  const abs = absoluteCheck(a, b, ctx, level);
  if (abs) return abs;
  if (level.a7d && ctx.round % 2 === 1 && firm(a) && firm(b) && a.pref.colour === b.pref.colour) return 'A.7.d';
  if (a.score !== b.score) {
    const up = a.score < b.score ? a : b;
    const exempt = ctx.lastRoundRule && (ctx.aboveHalf?.(up) ?? false);
    if (!exempt && level.b5up && up.lastFloat === 'up') return 'B.5';
    if (!exempt && level.b6up && up.prevFloat === 'up') return 'B.6';
  }
  return null;
}

/** B.5/B.6 for a player who would be moved down (or get the bye, A.5). */
export function downfloatCheck(s: PlayerState, ctx: CriteriaContext, level: Level): string | null {
  if (ctx.lastRoundRule && ctx.aboveHalf?.(s)) return null;
  if (level.b5down && s.lastFloat === 'down') return 'B.5';
  if (level.b6down && s.prevFloat === 'down') return 'B.6';
  return null;
}

/** B.4: does this pair leave a colour preference unmet? */
export function breaksColour(a: PlayerState, b: PlayerState): boolean {
  return colourIncompatible(a.counted, b.counted);
}

/** The relaxation levels for one value of p, in the order C.9, C.10, C.11, A.7.d, C.12, rule 6. */
export function levelSchedule(maxDx: number, lastRoundRule: boolean): Level[] {
  const base: Level = { b6up: true, b5up: true, b6down: true, b5down: true, dx: 0, a7d: true, c12: true, lastRound: false, name: 'all' };
  const out: Level[] = [base];
  let cur = base;
  const push = (patch: Partial<Level>, name: string) => { cur = { ...cur, ...patch, name }; out.push(cur); };
  push({ b6up: false }, 'b6up');
  push({ b5up: false }, 'b5up');
  // C.10: "Aşağı kaydırma için; B.5 ve B.6 ölçütlerinden vazgeçilir (bu sırayla)": B.5 first, then B.6
  // (the opposite of C.9's order for upfloats, "önce B.6 sonra B.5").
  push({ b5down: false }, 'b5down');
  push({ b6down: false }, 'b6down');
  for (let d = 1; d <= maxDx; d++) push({ dx: d }, 'x');
  push({ a7d: false }, 'a7d');
  push({ c12: false }, 'c12');
  if (lastRoundRule) push({ lastRound: true }, 'last');
  return out;
}
