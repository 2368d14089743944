/**
 * Counting tie-breaks (C.07 7.1–7.4; documents' "Galibiyet Sayısı"):
 * WIN wins including those without play (forfeit wins, full-point byes), WON wins over the board,
 * BPG games played with black, BWG wins over the board with black, REP (formerly GE) rounds one elected to play.
 */
import type { TbRound } from './types';
import type { TiebreakContext } from './context';
import { roundsOf } from './context';

/** One round counted by each of the counting tie-breaks (the one place each is decided). */
export const COUNTED: Record<'WIN' | 'WON' | 'BPG' | 'BWG' | 'REP', (r: TbRound) => boolean> = {
  WIN: (r) => r.points >= 1,
  WON: (r) => r.kind === 'game' && r.points >= 1,
  BPG: (r) => r.kind === 'game' && r.colour === 'b',
  BWG: (r) => r.kind === 'game' && r.colour === 'b' && r.points >= 1,
  REP: (r) => r.kind === 'game' || r.points >= 1,
};

const count = (ctx: TiebreakContext, no: number, code: keyof typeof COUNTED) => roundsOf(ctx, no).filter(COUNTED[code]).length;

export function wins(ctx: TiebreakContext, no: number): number {
  return count(ctx, no, 'WIN');
}

export function winsOverTheBoard(ctx: TiebreakContext, no: number): number {
  return count(ctx, no, 'WON');
}

export function gamesWithBlack(ctx: TiebreakContext, no: number): number {
  return count(ctx, no, 'BPG');
}

export function winsWithBlack(ctx: TiebreakContext, no: number): number {
  return count(ctx, no, 'BWG');
}

/** C.07 7.6 REP: games played plus rounds won without playing (the player was ready to play them). */
export function roundsElectedToPlay(ctx: TiebreakContext, no: number): number {
  return count(ctx, no, 'REP');
}
