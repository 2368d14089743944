/**
 * Counting tie-breaks (C.07 7.1–7.4; documents' "Galibiyet Sayısı"):
 * WIN wins including those without play (forfeit wins, full-point byes), WON wins over the board,
 * BPG games played with black, BWG wins over the board with black, REP (formerly GE) rounds one elected to play.
 */
import type { TiebreakContext } from './context';
import { roundsOf } from './context';

export function wins(ctx: TiebreakContext, no: number): number {
  return roundsOf(ctx, no).filter((r) => r.points >= 1).length;
}

export function winsOverTheBoard(ctx: TiebreakContext, no: number): number {
  return roundsOf(ctx, no).filter((r) => r.kind === 'game' && r.points >= 1).length;
}

export function gamesWithBlack(ctx: TiebreakContext, no: number): number {
  return roundsOf(ctx, no).filter((r) => r.kind === 'game' && r.colour === 'b').length;
}

export function winsWithBlack(ctx: TiebreakContext, no: number): number {
  return roundsOf(ctx, no).filter((r) => r.kind === 'game' && r.colour === 'b' && r.points >= 1).length;
}

/** C.07 7.? REP: games played plus rounds won without playing (the player was ready to play them). */
export function roundsElectedToPlay(ctx: TiebreakContext, no: number): number {
  return roundsOf(ctx, no).filter((r) => r.kind === 'game' || r.points >= 1).length;
}
