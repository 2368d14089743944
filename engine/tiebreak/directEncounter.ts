/**
 * Direct encounter (documents' "Doğrudan Karşılaşma Yöntemi"; C.07 6).
 *
 * - 2009 (the documents): among tied players who have all met each other, the points each scored in those games;
 *   when some of them have not met, the method does not apply (0 for everybody).
 * - 2024/2026 (C.07 6, as FIDE's reference implementation applies it, checked on the whole corpus of
 *   test/oracle/tiebreaks-c07): DE separates only the players still tied when it comes in the tie-break list
 *   (score and every tie-break before it). When they have all met, the points among them rank them; when not, a
 *   player is placed first only if his points among them exceed what each of the others could reach by winning
 *   every game he has not played against them, then the next, and so on. The value is the player's place among
 *   the tied players (1 = first; players DE leaves level share a place), and 0 when DE separates nobody in the
 *   group (or the player is not tied at all). DE is applied once: players it leaves level go on to the next
 *   tie-break (the corpus agrees with this; it holds no case where applying DE again to them would differ).
 */
import type { TiebreakContext } from './context';
import { roundsOf } from './context';

export interface DirectEncounterResult {
  value: number;
  /** True when every pair of the group met (the method applies). */
  allMet: boolean;
}

/** Points scored by `no` in the games counted against members of `group`, and how many of them he met. */
export function pointsAmong(ctx: TiebreakContext, no: number, group: Iterable<number>): { points: number; met: number } {
  const members = new Set(group);
  let points = 0;
  const met = new Set<number>();
  for (const r of roundsOf(ctx, no)) {
    if (r.asGame && r.opponent !== undefined && r.opponent !== no && members.has(r.opponent)) { points += r.points; met.add(r.opponent); }
  }
  return { points, met: met.size };
}

/** `group`: the tied players (default: every player on the same score). */
export function directEncounterDetail(ctx: TiebreakContext, no: number, group?: number[]): DirectEncounterResult {
  const g = group ?? ctx.players.filter((p) => ctx.score.get(p) === ctx.score.get(no));
  return { value: pointsAmong(ctx, no, g).points, allMet: allMet(ctx, g) };
}

export function allMet(ctx: TiebreakContext, group: number[]): boolean {
  return group.every((a) => pointsAmong(ctx, a, group).met === group.length - 1);
}

/**
 * The documents' (2009) value: the points among the group when all of them met, else 0. Under C.07 (2024/2026)
 * the value is a place: see `directEncounterSplit`.
 */
export function directEncounter(ctx: TiebreakContext, no: number, group?: number[]): number {
  const d = directEncounterDetail(ctx, no, group);
  return d.allMet ? d.value : 0;
}

export interface DirectEncounterMember {
  no: number;
  /** Points scored in the games among the tied players. */
  points: number;
  /** Tied players he has not met: points he could still have won (C.07 6, when not all met). */
  missing: number;
  /** 1-based place given by DE; 0 when DE separates nobody. */
  place: number;
}

export interface DirectEncounterSplit {
  /** The tied players in DE order, each subgroup still level after DE. One part: DE separated nobody. */
  parts: number[][];
  members: DirectEncounterMember[];
  allMet: boolean;
  /** True when DE placed at least one player apart from the others. */
  separates: boolean;
}

/**
 * C.07 6 on one tied group: everybody met → ranked by the points among them; not everybody met → from the top, a
 * player whose points exceed every other's possible maximum is placed, then the next. 2009: only when all met.
 */
export function directEncounterSplit(ctx: TiebreakContext, group: number[]): DirectEncounterSplit {
  const g = group.slice().sort((a, b) => a - b);
  const info = g.map((no) => { const a = pointsAmong(ctx, no, g); return { no, points: a.points, missing: g.length - 1 - a.met, place: 0 }; });
  const everyoneMet = info.every((x) => x.missing === 0);
  const parts: number[][] = [];
  if (g.length < 2) {
    parts.push(g);
  } else if (everyoneMet) {
    const sorted = info.slice().sort((a, b) => b.points - a.points || a.no - b.no);
    for (const x of sorted) {
      const last = parts[parts.length - 1];
      if (last && info.find((y) => y.no === last[0])!.points === x.points) last.push(x.no);
      else parts.push([x.no]);
    }
  } else if (ctx.rules === '2009') {
    parts.push(g); // documents: the method does not apply unless all met
  } else {
    let rest = info.slice().sort((a, b) => b.points - a.points || a.no - b.no);
    while (rest.length > 1 && rest[0].points > Math.max(...rest.slice(1).map((x) => x.points + x.missing))) {
      parts.push([rest[0].no]);
      rest = rest.slice(1);
    }
    parts.push(rest.map((x) => x.no).sort((a, b) => a - b));
  }
  const separates = parts.length > 1;
  if (separates) {
    let place = 1;
    for (const part of parts) {
      for (const no of part) info.find((x) => x.no === no)!.place = place;
      place += part.length;
    }
  }
  return { parts, members: info, allMet: everyoneMet, separates };
}
