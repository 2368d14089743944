/**
 * The sizes Hakem accepts to generate or pair, refused at once above them (before any work or memory is spent).
 *
 * MAX_PLAYERS = 10,000: the Dutch engine pairs 10,000 players in bounded memory (issue 29, bench/dutch-scale.bench.ts); the largest
 * open Swisses have a few thousand players, so this is generous for real events, and the random generator keeps
 * its memory linear in the players up to it. A team event counts its players (teams × boards) against it, and its
 * teams against the system's limit. Systems whose engines need more memory have lower limits (SYSTEM_LIMITS).
 * Rounds: nobody meets the same opponent twice and nobody gets the pairing-allocated bye twice (C.04.1, [C1]/[C2]
 * of every Swiss system), so a Swiss of n players (or teams) has at most n rounds.
 */
export const MAX_PLAYERS = 10_000;

/**
 * Each system's own limit (`maxPlayers` in its declaration), from one probe of this machine (`hakem generate
 * --players 1000 --rounds 2`, peak memory): Dutch 135 MB in 2.4 s; Dutch 1992-2009 208 MB, the books' Dubov
 * 195 MB, Burstein 126 MB, Lim 159 MB (still pairing after 120 s); Burstein 2026 371 MB and Swiss Team (1,000 teams)
 * 400 MB still pairing after 120 s; Dubov 2026 1 GB and still growing after 120 s; Double-Swiss 415 MB for one
 * match-round of 2,000 players. Taking memory as growing with the square of the players, the limits keep a round
 * under about 1 GB: Dutch 10,000 (its engine is built for it), Dutch 1992-2009, Dubov, Burstein, Lim and
 * Double-Swiss 2,000, Burstein 2026 and Swiss Team 1,000, Dubov 2026 500. Time grows faster than memory in some of
 * them: a large event may still take long, but it does not run out of memory.
 * The Dutch at 10,000 rests on its engine's bounded memory (issue 29: 9,999 players paired in under 1 s of CPU and
 * 154 MB at most, `npm run bench -- dutch-scale`); before it, a probe of 10,000 players reached 4.4 GB.
 */
export const SYSTEM_LIMITS: Record<string, number> = {
  dutch: 10_000,
  'dutch-2009': 2_000, dubov: 2_000, burstein: 2_000, lim: 2_000, 'double-swiss': 2_000,
  'burstein-2026': 1_000, 'team-swiss': 1_000,
  'dubov-2026': 500,
};

/** The most players (teams) a system pairs. */
export function playerLimit(system: { id: string; maxPlayers?: number }): number {
  return system.maxPlayers ?? SYSTEM_LIMITS[system.id] ?? MAX_PLAYERS;
}

/** The most rounds (matches, for the Double-Swiss) a Swiss of n players or teams can have. */
export function maxSwissRounds(n: number): number {
  return n;
}
