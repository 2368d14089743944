/**
 * C.07's tie-breaks for team events that read a team's opponents (MTB26 codes): `BH:MP` and `BH:GP`, the Buchholz of
 * the opponents' match or game points, and `EMMSB` and `EGGSB`, the extended Sonneborn-Berger: over the rounds, the
 * opponent's match (game) points times the team's own match (game) points in that round.
 *
 * A round the team did not play over the board (a match won or lost by forfeit, the pairing-allocated bye) counts
 * against a dummy opponent (C.07 16.4): under the 2024 rules its score is the team's own; under the March 2026
 * revision the smaller of that and the forfeiting opponent's score (16.4.1), or of that and the score of all draws
 * (16.4.2: no opponent). An opponent's score is its total. Requested byes and absences would need Article 16.3's
 * adjusted scores, which are not computed for teams: such an event is refused for these codes, not ranked wrongly.
 */
import type { TeamEvent, TeamResult } from '../model/team';
import { teamResults, teamTotals } from '../model/team';
import { TiebreakError, type RulesEdition } from './types';

export const TEAM_C07_CODES = ['BH:MP', 'BH:GP', 'EMMSB', 'EGGSB'] as const;
export type TeamC07Code = (typeof TEAM_C07_CODES)[number];

export function isTeamC07Code(code: string): code is TeamC07Code {
  return (TEAM_C07_CODES as readonly string[]).includes(code);
}

/** The value of `code` for each team, under the `rules` edition of C.07 (2009 and 2024 alike: the 2024 dummy). */
export function teamC07Values(e: TeamEvent, code: TeamC07Code, rules: RulesEdition): Map<number, number> {
  const res = teamResults(e);
  const totals = teamTotals(e);
  const absent = [...res].find(([, list]) => list.some((x) => x.code !== 'match' && x.code !== 'U'));
  if (absent) {
    const x = absent[1].find((y) => y.code !== 'match' && y.code !== 'U')!;
    throw new TiebreakError(`${code}: team ${absent[0]} has ${x.code === 'F' || x.code === 'H' || x.code === 'Z' ? `a requested bye (${x.code})` : 'an absence'} in round ${x.round}; C.07 16.3 then adjusts the scores the opponents count, which Hakem does not compute for teams: rank without ${code}`);
  }
  const kind = code === 'BH:MP' || code === 'EMMSB' ? 'mp' : 'gp';
  const sb = code.startsWith('E');
  const rounds = Math.max(0, ...[...res.values()].map((l) => l.filter((x) => x.mp !== undefined).length));
  const boards = e.settings.boardColours.length;
  // 16.4.2 (2026): the score of a team that drew every round counted
  const allDraws = kind === 'mp' ? e.settings.match.D * rounds : e.settings.game.D * boards * rounds;
  const out = new Map<number, number>();
  for (const [no, list] of res) {
    const own = totals.get(no)![kind];
    let sum = 0;
    for (const x of list as TeamResult[]) {
      if (x.mp === undefined || x.gp === undefined) continue; // a round without results yet
      let score: number;
      if (x.code === 'match' && x.played) score = totals.get(x.opponent!)![kind];
      else if (rules !== '2026') score = own; // 16.4 (2024): the dummy opponent scores as the team does
      else score = x.opponent !== undefined ? Math.min(own, totals.get(x.opponent)![kind]) : Math.min(own, allDraws);
      const mine = kind === 'mp' ? x.mp : x.gp;
      sum += sb ? score * mine : score;
    }
    out.set(no, sum);
  }
  return out;
}
