/**
 * `hakem check` on a Double-Swiss event (192 FIDE_DOUBLESWISS): its absolute criteria are the match's, not a
 * game's (C.04.5 Preface: every pairing is a match of two games between the same two players, colours swapped;
 * notes in c045-double-swiss.md). So game 2 meeting game 1's opponent is the match itself, not a rematch; a PAB
 * is for the whole match (two TRF rounds) and is worth 1½ (1.4); each match gives two games' colours by design.
 *   [C1] (2.1.1) two players meet in at most one match; a forfeited match (a player forfeiting both games,
 *        Preface) is not a meeting;
 *   [C2] (2.1.2) no PAB for a player who already had a PAB, a full-point bye, or won a match by forfeit;
 *   the declared points (TRF columns 81-84) are the games' points plus the byes' values of 1.4 (PAB 1½).
 * There are no absolute colour criteria: each match gives each player one White and one Black.
 */
import type { Tournament } from '../model/types';
import { DEFAULT_VALUES, forfeitedMatch, matchPoints, readMatches, type DoubleSwissValues } from '../pairing/double-swiss/matches';
import type { Violation } from './absolute';
import type { RecordProblem } from './record';

export function checkDoubleSwissAbsolute(t: Tournament): Violation[] {
  const matches = readMatches(t);
  const out: Violation[] = [];
  const met = new Map<string, number>();
  const barred = new Map<number, string>();
  matches.forEach((mk, i) => {
    const k = i + 1;
    const boards = t.rounds.find((r) => r.number === 2 * k - 1)?.games ?? [];
    for (const [p, m] of mk) {
      if (m.kind === 'bye') {
        if (m.code === 'U') {
          const why = barred.get(p);
          if (why) out.push({ round: k, players: [p], rule: 'second-bye', message: `match ${k} (TRF rounds ${2 * k - 1}-${2 * k}): player ${p} receives the PAB after ${why} ([C2], C.04.5 2.1.2)` });
        }
        if (m.code === 'U' || m.code === 'F' || m.code === '+') barred.set(p, `${m.code === 'U' ? 'the PAB' : 'a full-point bye'} in match ${k}`);
        continue;
      }
      const opp = mk.get(m.opponent);
      if (forfeitedMatch(m, opp)) {
        if (m.games.every((g) => g.result === '+')) barred.set(p, `a match won by forfeit in match ${k}`);
        continue;
      }
      if (p > m.opponent) continue; // each match once
      const key = `${p}-${m.opponent}`;
      const before = met.get(key);
      const board = boards.findIndex((g) => (g.white === p && g.black === m.opponent) || (g.white === m.opponent && g.black === p)) + 1;
      if (before !== undefined) out.push({ round: k, board: board || undefined, players: [p, m.opponent], rule: 'rematch', message: `match ${k} (TRF rounds ${2 * k - 1}-${2 * k}), board ${board}: ${p} and ${m.opponent} already met in match ${before} ([C1], C.04.5 2.1.1)` });
      else met.set(key, k);
    }
  });
  return out;
}

/** The declared points against the Double-Swiss scores: per game, the byes as 1.4 values them (PAB 1½). */
export function checkDoubleSwissPoints(t: Tournament, values: DoubleSwissValues = DEFAULT_VALUES): RecordProblem[] {
  const matches = readMatches(t);
  const out: RecordProblem[] = [];
  for (const p of t.players) {
    if (p.trfPoints === undefined) continue;
    const computed = matches.reduce((s, mk) => { const m = mk.get(p.no); return m ? s + matchPoints(m, values) : s; }, 0);
    if (Number(p.trfPoints) !== computed) out.push({ player: p.no, message: `player ${p.no}: the file declares ${p.trfPoints} points, the matches give ${computed} (C.04.5 1.4: a PAB is worth ${values.pab})` });
  }
  return out;
}
