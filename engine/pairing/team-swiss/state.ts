/**
 * What C.04.6 needs of each team before a round: pairing score (1.2), secondary score (4.2.2), the teams it has
 * played (C1: played matches only, GHR 3.5), whether the PAB is barred (C2), matches played (3.4.3), the colour
 * history of played matches (1.6, squeezed as GHR 3.4 says), whether it floated in the previous round (1.5).
 */
import type { Colour } from '../../model/types';
import { teamResults, type TeamEvent, type TeamResult } from '../../model/team';
import { InputError } from '../../trf/errors';

export interface TeamState {
  no: number;
  /** Pairing score: the primary score (1.2.1). */
  score: number;
  /** The secondary score (for 4.2.2), 0 when the event uses none. */
  secondary: number;
  /** Opponents of played matches ([C1]), and the teams it must not meet in the round to pair (260), kept out alike. */
  met: Set<number>;
  /** [C2]: had the PAB, won a match by forfeit, or had a full-point bye. */
  pabBarred: boolean;
  /** 3.4.3: matches actually played. */
  matchesPlayed: number;
  /** First-board colours of the played matches, in order (1.6.1; unplayed rounds squeezed out, GHR 3.4). */
  colours: Colour[];
  /** 1.5: played the previous round against an opponent of a different pairing score. */
  floatedLast: boolean;
}

/** The round to pair: the last recorded round if it has no match yet (only byes or absences announced), else the next. */
export function roundToPair(e: TeamEvent): number {
  const last = e.rounds[e.rounds.length - 1];
  return last && last.matches.length === 0 ? last.number : e.rounds.length + 1;
}

/** Teams not paired in round k: a bye or absence written for that round. */
export function absentIn(e: TeamEvent, k: number): Set<number> {
  const r = e.rounds.find((x) => x.number === k);
  return new Set((r?.unpaired ?? []).map((u) => u.team));
}

/** The teams `no` must not meet in round k: every other team on a 260 line whose rounds include k. */
export function mustNotMeet(e: TeamEvent, k: number, no: number): number[] {
  return (e.forbidden ?? [])
    .filter((g) => g.teams.includes(no) && (g.fromRound === undefined || k >= g.fromRound) && (g.toRound === undefined || k <= g.toRound))
    .flatMap((g) => g.teams.filter((x) => x !== no));
}

export function teamStates(e: TeamEvent, k: number): Map<number, TeamState> {
  const res = teamResults(e);
  const out = new Map<number, TeamState>();
  const pts = (x: TeamResult, kind: 'MP' | 'GP') => (kind === 'MP' ? x.mp : x.gp);
  // scores before each round, for the float of round k-1 (1.5: scores with which that round was paired)
  const scoreBefore = (no: number, round: number) => res.get(no)!.filter((x) => x.round < round).reduce((s, x) => s + (pts(x, e.settings.primary) ?? 0), 0);
  for (const team of e.teams) {
    const list = res.get(team.no)!.filter((x) => x.round < k);
    for (const x of list) {
      if (x.code === 'match' && (x.mp === undefined || x.gp === undefined)) {
        throw new InputError(`round ${x.round}: the match of team ${team.no} against team ${x.opponent} has a board without a result; enter it before pairing round ${k}`);
      }
    }
    const s: TeamState = {
      no: team.no,
      score: list.reduce((a, x) => a + (pts(x, e.settings.primary) ?? 0), 0),
      secondary: e.settings.secondary ? list.reduce((a, x) => a + (pts(x, e.settings.secondary!) ?? 0), 0) : 0,
      met: new Set([...list.filter((x) => x.played && x.opponent !== undefined).map((x) => x.opponent!), ...mustNotMeet(e, k, team.no)]),
      pabBarred: list.some((x) => x.code === 'U' || x.code === 'F' || x.forfeit === 'win'),
      matchesPlayed: list.filter((x) => x.played).length,
      colours: list.filter((x) => x.played && x.colour).map((x) => x.colour!),
      floatedLast: false,
    };
    const prev = list.find((x) => x.round === k - 1);
    if (prev && prev.played && prev.opponent !== undefined) s.floatedLast = scoreBefore(team.no, k - 1) !== scoreBefore(prev.opponent, k - 1);
    out.set(team.no, s);
  }
  return out;
}
