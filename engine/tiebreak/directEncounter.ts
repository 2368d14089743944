/**
 * Direct encounter (documents' "Doğrudan Karşılaşma Yöntemi"; C.07 6): among tied players who have all met each
 * other, the points each scored in those games. When some of them have not met, the documents' rule does not
 * separate them; C.07 (2024) separates a player whom the others cannot catch (see ranking.ts).
 */
import type { TiebreakContext } from './context';
import { roundsOf } from './context';

export interface DirectEncounterResult {
  value: number;
  /** True when every pair of the group met (the method applies). */
  allMet: boolean;
}

/** `group`: the tied players (default: every player on the same score). */
export function directEncounterDetail(ctx: TiebreakContext, no: number, group?: number[]): DirectEncounterResult {
  const g = group ?? ctx.players.filter((p) => ctx.score.get(p) === ctx.score.get(no));
  const members = new Set(g);
  let value = 0;
  for (const r of roundsOf(ctx, no)) if (r.asGame && r.opponent !== undefined && members.has(r.opponent)) value += r.points;
  return { value, allMet: allMet(ctx, g) };
}

export function allMet(ctx: TiebreakContext, group: number[]): boolean {
  for (const a of group) {
    const met = new Set(roundsOf(ctx, a).filter((r) => r.asGame).map((r) => r.opponent));
    for (const b of group) if (a !== b && !met.has(b)) return false;
  }
  return true;
}

/**
 * The value shown for the player: the points among the group; under the 2009 rules 0 when not all of them met
 * (the method does not apply). How the 2024 rules rank a group that has not all met is in ranking.ts.
 */
export function directEncounter(ctx: TiebreakContext, no: number, group?: number[]): number {
  const d = directEncounterDetail(ctx, no, group);
  return d.allMet || ctx.rules !== '2009' ? d.value : 0;
}
