import type { Game, PointValues, SideResult, UnpairedCode } from './types';

/** The usual values: 1, ½, 0, and a PAB worth a win (FIDE C.04.1 c). */
export const STANDARD_POINTS: PointValues = { win: 1, draw: 0.5, loss: 0, zeroBye: 0, forfeitLoss: 0, pab: 1 };

/**
 * Points for one side of a game (TRF-16 result codes), by the event's point values (`Tournament.pointValues`, as
 * bbpPairings counts them: a forfeit win is a win, a forfeit loss has its own value). Undefined while not known.
 */
export function sidePoints(code: SideResult, values: PointValues = STANDARD_POINTS): number | undefined {
  switch (code) {
    case '1': case '+': case 'W': return values.win;
    case '=': case 'D': return values.draw;
    case '0': case 'L': return values.loss;
    case '-': return values.forfeitLoss;
    case '': return undefined;
  }
}

/**
 * Points for a round without opponent: the PAB (U) its own value (a win unless the file says otherwise, FIDE
 * C.04.1 c), a full-point bye (F) or a win without opponent (+) a win, a half-point bye a draw, the rest a zero-point bye.
 */
export function unpairedPoints(code: UnpairedCode, values: PointValues = STANDARD_POINTS): number {
  switch (code) {
    case 'U': return values.pab;
    case 'F': case '+': return values.win;
    case 'H': return values.draw;
    default: return values.zeroBye;
  }
}

/** A game counts as played over the board unless either side's result is a forfeit. */
export function isPlayedGame(game: Game): boolean {
  const forfeit = (c: SideResult) => c === '+' || c === '-';
  if (forfeit(game.whiteResult) || forfeit(game.blackResult)) return false;
  return game.whiteResult !== '' && game.blackResult !== '';
}

/** A game not yet played (pairing published, no result yet) still counts as a pairing. */
export function isPending(game: Game): boolean {
  return game.whiteResult === '' && game.blackResult === '';
}

/** The result pairs that mirror each other. `0-0` (both lose, by arbiter decision) and `--` (double forfeit) are valid. */
const MIRRORS: Record<string, true> = {
  '1/0': true, '0/1': true, '=/=': true, '+/-': true, '-/+': true, '-/-': true,
  'W/L': true, 'L/W': true, 'D/D': true, '0/0': true, '/': true,
  // a played game scored ½ for one side and 0 for the other (arbiter's decision, FIDE Laws 6.9 / 12.9)
  '=/0': true, '0/=': true,
};

export function resultsMirror(white: SideResult, black: SideResult): boolean {
  return MIRRORS[`${white}/${black}`] === true;
}

/** Document notation (the fixtures and the documents' pairing lists) to the two TRF codes. */
export function parseGameResult(text: string | null | undefined): { white: SideResult; black: SideResult } {
  const t = (text ?? '').replace(/\s+/g, '').replace(/½/g, '1/2');
  switch (t) {
    case '': case '-': return { white: '', black: '' };
    case '1-0': return { white: '1', black: '0' };
    case '0-1': return { white: '0', black: '1' };
    case '1/2-1/2': case '=-=': case '0.5-0.5': return { white: '=', black: '=' };
    case '+--': case '+:-': case '1F-0F': case '+-': return { white: '+', black: '-' };
    case '--+': case '-:+': case '0F-1F': case '-+': return { white: '-', black: '+' };
    case '--': case '---': case '0F-0F': case '-:-': return { white: '-', black: '-' };
    case '0-0': return { white: '0', black: '0' };
  }
  throw new Error(`unknown result "${text}": expected 1-0, 0-1, 1/2-1/2, +--, --+ or -- (double forfeit)`);
}

/** The two codes back to the documents' notation. */
export function formatGameResult(white: SideResult, black: SideResult): string {
  const key = `${white}/${black}`;
  const map: Record<string, string> = {
    '1/0': '1-0', '0/1': '0-1', '=/=': '1/2-1/2', '+/-': '+--', '-/+': '--+', '-/-': '--',
    'W/L': '1-0', 'L/W': '0-1', 'D/D': '1/2-1/2', '0/0': '0-0', '/': '', '=/0': '1/2-0', '0/=': '0-1/2',
  };
  return map[key] ?? key;
}
