/**
 * Dubov 5, the first round: "players are listed by rating; the list is cut into two equal halves and
 * the upper half is paired with the lower half, side by side. Colours are drawn for board 1; the odd
 * boards then take board 1's colours, the even boards the reverse. With an odd number of players the
 * player at the bottom of the list receives the bye."
 * Equal ratings are listed by pairing number.
 */
import type { Colour } from '../../model/types';
import type { Board } from '../types';
import type { DubovPlayer } from './context';

export function firstRoundPairing(players: DubovPlayer[], firstColour: Colour): { boards: Board[]; bye?: number; list: DubovPlayer[] } {
  const list = [...players].sort((a, b) => b.rating - a.rating || a.no - b.no);
  const bye = list.length % 2 === 1 ? list[list.length - 1] : undefined;
  const paired = bye ? list.slice(0, -1) : list;
  const half = paired.length / 2;
  const boards: Board[] = [];
  for (let i = 0; i < half; i++) {
    const top = paired[i];
    const bottom = paired[i + half];
    const topWhite = (i % 2 === 0) === (firstColour === 'w');
    boards.push(topWhite ? { white: top.no, black: bottom.no } : { white: bottom.no, black: top.no });
  }
  return { boards, bye: bye?.no, list };
}
