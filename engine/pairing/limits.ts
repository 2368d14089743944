/**
 * The sizes Hakem accepts to generate or pair, refused at once above them (before any work or memory is spent).
 *
 * MAX_PLAYERS = 10,000: the Dutch engine is built to pair 10,000 players in bounded memory (issue 26); the largest
 * open Swisses have a few thousand players, so this is generous for real events, and the random generator keeps
 * its memory linear in the players up to it. A team event counts its players (teams × boards).
 * Rounds: nobody meets the same opponent twice and nobody gets the pairing-allocated bye twice (C.04.1, [C1]/[C2]
 * of every Swiss system), so a Swiss of n players (or teams) has at most n rounds.
 */
export const MAX_PLAYERS = 10_000;

/** The most rounds (matches, for the Double-Swiss) a Swiss of n players or teams can have. */
export function maxSwissRounds(n: number): number {
  return n;
}
