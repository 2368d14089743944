/**
 * Each player's own record in a team event, as a team's page lists its line-up: the games he played over the board
 * and the game points he won on his boards (the 162 scale: a forfeit win counts as a win, a forfeit loss as A).
 * A round his team had the PAB or a bye gives him nothing: those points are the team's (C.04.6 1.4).
 */
import { boardPoints, type TeamEvent } from '../model/team';
import type { SideResult } from '../model/types';

export interface PlayerBoardRecord { played: number; points: number }

const overTheBoard = (a: SideResult, b: SideResult) => a !== '' && b !== '' && a !== '+' && a !== '-' && b !== '+' && b !== '-';

export function playerBoardRecords(e: TeamEvent): Map<number, PlayerBoardRecord> {
  const out = new Map<number, PlayerBoardRecord>();
  const add = (no: number, result: SideResult, other: SideResult) => {
    if (!no) return; // an empty board
    const r = out.get(no) ?? { played: 0, points: 0 };
    r.points += boardPoints(result, e.settings.game) ?? 0;
    if (overTheBoard(result, other)) r.played += 1;
    out.set(no, r);
  };
  for (const round of e.rounds) for (const m of round.matches) for (const b of m.boards) {
    add(b.player, b.result, b.opponentResult);
    add(b.opponent, b.opponentResult, b.result);
  }
  return out;
}
