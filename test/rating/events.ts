/** The hand-worked events of report.test.ts, shared with the command-line and Excel tests. */
import { buildTournament } from '../../engine/model/build';
import type { Tournament } from '../../engine/model/types';

/**
 * A 6-player, 3-round Swiss. 1 A 1800, 2 B 1700, 3 C 1600, 4 D unrated, 5 E 1500, 6 F unrated.
 * R1: 1-4 1-0, 2-5 ½, 3-6 0-1.  R2: 6-1 ½, 4-2 0-1, 5-3 1-0.  R3: 1-5 1-0, 2-6 0-1, 3-4 ½.
 * R4: 4-5 forfeit (5 wins without play), nobody else paired: left out of every calculation (rule 4).
 * Scores in rated games: A 2.5, B 1.5, C .5, D .5, E 1.5, F 2.5.
 */
export function swissEvent(): Tournament {
  const t = buildTournament({
    name: 'UKD Swiss',
    players: [
      { no: 1, name: 'A', ukd: 1800 }, { no: 2, name: 'B', ukd: 1700 }, { no: 3, name: 'C', ukd: 1600 },
      { no: 4, name: 'D' }, { no: 5, name: 'E', ukd: 1500 }, { no: 6, name: 'F' },
    ],
    rounds: [
      { round: 1, games: [{ white: 1, black: 4, result: '1-0' }, { white: 2, black: 5, result: '1/2-1/2' }, { white: 3, black: 6, result: '0-1' }] },
      { round: 2, games: [{ white: 6, black: 1, result: '1/2-1/2' }, { white: 4, black: 2, result: '0-1' }, { white: 5, black: 3, result: '1-0' }] },
      { round: 3, games: [{ white: 1, black: 5, result: '1-0' }, { white: 2, black: 6, result: '0-1' }, { white: 3, black: 4, result: '1/2-1/2' }] },
      { round: 4, games: [{ white: 4, black: 5, result: '--+' }] },
    ],
  });
  t.info = { ...t.info, timeControl: '90 min + 30 sec', startDate: '2025/03/01', endDate: '2025/03/04' };
  return t;
}

/**
 * A 4-player round robin (m = 4). 1: 2000, 2: 1800, 3: 1600, 4: unrated.
 * 1-2 1-0, 1-3 ½, 1-4 1-0, 2-3 1-0, 2-4 ½, 3-4 1-0. Scores: 1 2.5, 2 1.5, 3 1.5, 4 .5.
 */
export function roundRobinEvent(forfeit = false): Tournament {
  const t = buildTournament({
    name: 'UKD round robin',
    players: [{ no: 1, name: 'P1', ukd: 2000 }, { no: 2, name: 'P2', ukd: 1800 }, { no: 3, name: 'P3', ukd: 1600 }, { no: 4, name: 'P4' }],
    rounds: [
      { round: 1, games: [{ white: 1, black: 4, result: '1-0' }, { white: 2, black: 3, result: '1-0' }] },
      { round: 2, games: [{ white: 3, black: 1, result: '1/2-1/2' }, { white: 4, black: 2, result: forfeit ? '--+' : '1/2-1/2' }] },
      { round: 3, games: [{ white: 1, black: 2, result: '1-0' }, { white: 3, black: 4, result: '1-0' }] },
    ],
  });
  t.info = { ...t.info, type: 'Round robin (Berger)', timeControl: "90'+30''", startDate: '2025/05/10', endDate: '2025/05/11' };
  return t;
}

