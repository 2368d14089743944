/**
 * The embedded demo tournament: the 17-player Dutch example of the Turkish arbiter book
 * (001, 'Isvicre Sistemi (Dutch) Eslendirme Ornegi'): players, and the published rounds 1-4 with the results of 1-3.
 * Player 1 drew white for round 1. In round 3, 9-14 was a double forfeit and both are not paired again.
 */
import type { SimpleTournament } from '../model/build';

export const DEMO_PLAYERS: SimpleTournament['players'] = [
  { no: 1, name: 'Salih', title: 'GM', rating: 2600 },
  { no: 2, name: 'Ertan', title: 'GM', rating: 2570 },
  { no: 3, name: 'Mehmet', title: 'IM', rating: 2480 },
  { no: 4, name: 'Sibel', rating: 2460 },
  { no: 5, name: 'Erdogan', title: 'IM', rating: 2420 },
  { no: 6, name: 'Emine', title: 'WGM', rating: 2420 },
  { no: 7, name: 'Tarik', title: 'IM', rating: 2410 },
  { no: 8, name: 'Murat', title: 'FM', rating: 2350 },
  { no: 9, name: 'Gul', title: 'GM', rating: 2330 },
  { no: 10, name: 'Emel', title: 'FM', rating: 2310 },
  { no: 11, name: 'Turkan', title: 'WIM', rating: 2310 },
  { no: 12, name: 'Elif', title: 'WFM', rating: 2310 },
  { no: 13, name: 'Kaya', rating: 2250 },
  { no: 14, name: 'Can', title: 'CM', rating: 2220 },
  { no: 15, name: 'Canan', title: 'WFM', rating: 2220 },
  { no: 16, name: 'Rahime', title: 'WCM', rating: 2140 },
  { no: 17, name: 'Selcuk', rating: 2140 },
];

/** The document's published rounds (round 4 without results). */
export const DEMO_ROUNDS: NonNullable<SimpleTournament['rounds']> = [
  { round: 1, bye: 17, games: [{ white: 1, black: 9, result: '1-0' }, { white: 10, black: 2, result: '1-0' }, { white: 3, black: 11, result: '1-0' }, { white: 12, black: 4, result: '1/2-1/2' }, { white: 5, black: 13, result: '1/2-1/2' }, { white: 14, black: 6, result: '1/2-1/2' }, { white: 7, black: 15, result: '1-0' }, { white: 16, black: 8, result: '1-0' }] },
  { round: 2, bye: 15, games: [{ white: 10, black: 1, result: '0-1' }, { white: 16, black: 3, result: '0-1' }, { white: 17, black: 7, result: '1-0' }, { white: 4, black: 14, result: '1-0' }, { white: 6, black: 5, result: '1/2-1/2' }, { white: 13, black: 12, result: '1-0' }, { white: 2, black: 9, result: '1-0' }, { white: 8, black: 11, result: '1-0' }] },
  { round: 3, bye: 11, games: [{ white: 1, black: 17, result: '1/2-1/2' }, { white: 3, black: 4, result: '0-1' }, { white: 2, black: 13, result: '0-1' }, { white: 5, black: 8, result: '1/2-1/2' }, { white: 15, black: 6, result: '1/2-1/2' }, { white: 7, black: 10, result: '1/2-1/2' }, { white: 12, black: 16, result: '0-1' }, { white: 9, black: 14, result: '--' }] },
  { round: 4, bye: 12, absent: [9, 14], games: [{ white: 13, black: 1, result: null }, { white: 4, black: 17, result: null }, { white: 5, black: 3, result: null }, { white: 6, black: 16, result: null }, { white: 8, black: 7, result: null }, { white: 15, black: 10, result: null }, { white: 11, black: 2, result: null }] },
];

/** The demo as an arbiter starts it: players only, 9 rounds planned (the book pairs four), 1 has white in round 1. */
export const DEMO: SimpleTournament = { name: 'Hakem demo: 17-player Dutch example', players: DEMO_PLAYERS, totalRounds: 9, firstColour: 'w' };
