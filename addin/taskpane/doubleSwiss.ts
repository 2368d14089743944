/**
 * The taskpane's Double-Swiss (C.04.5, 2026) handling: a match is two games, so pairing writes two round sheets
 * (game 1, then game 2 with the colours swapped, the same byes) and each game's result is entered on its own sheet.
 * The rounds are the TRF dialect's (`192 FIDE_DOUBLESWISS`: match k = rounds 2k-1 and 2k).
 */
import type { Round, Tournament } from '../../engine/model/types';
import type { PairingSystem, Text } from '../../engine/pairing/types';

export const isTwoGameSystem = (system: PairingSystem | string | undefined) => (typeof system === 'string' ? system : system?.id) === 'double-swiss';

/** The round to pair must start a match (an odd round); a half-written match is named. */
export function matchStartProblem(round: number): Text | undefined {
  if (round % 2 === 1) return undefined;
  return {
    en: `Round ${round - 1} is game 1 of a Double-Swiss match but round ${round} (game 2) is missing: a match is written as two rounds (C.04.5 Preface).`,
    tr: `${round - 1}. tur bir Double-Swiss maçının 1. oyunu, ama ${round}. tur (2. oyun) yok: bir maç iki tur olarak yazılır (C.04.5 Giriş).`,
  };
}

/** Announced byes/absences cover the whole match: both of its rounds (C.04.5 Preface). */
export function forWholeMatch(input: Tournament, round: number): Tournament {
  const first = input.rounds.find((r) => r.number === round);
  if (!first) return input;
  return { ...input, rounds: [...input.rounds, { number: round + 1, games: [], unpaired: first.unpaired.map((u) => ({ ...u })) }] };
}

/** Game 2 of a proposed match-round: the same pairs with the colours swapped (4.4), the same byes. */
export function secondGame(game1: Round): Round {
  return {
    number: game1.number + 1,
    games: game1.games.map((g) => ({ white: g.black, black: g.white, whiteResult: '', blackResult: '' })),
    unpaired: game1.unpaired.map((u) => ({ ...u })),
  };
}

/** The label of a round sheet in a Double-Swiss event: match ⌈n/2⌉, game 1 or 2. */
export function matchGameLabel(round: number): Text {
  const match = Math.ceil(round / 2);
  const game = round % 2 === 1 ? 1 : 2;
  return { en: `match ${match}, game ${game}`, tr: `${match}. maç, ${game}. oyun` };
}
