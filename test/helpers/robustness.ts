/**
 * The random-tournament robustness checks shared by the Swiss systems' tests: seeded events from engine/random,
 * no absolute criterion broken (checkAbsoluteCriteria), nobody twice in a round, at most one bye, and every round a
 * system refuses confirmed by an independent brute-force search (the bye open to anyone who has not scored without
 * playing, which is looser than each system's own bye rule, so a stop is certainly genuine).
 */
import { expect } from 'vitest';
import { playTournament } from '../../engine/random/index';
import { checkAbsoluteCriteria } from '../../engine/check/absolute';
import type { PairingSystem } from '../../engine/pairing/types';
import { legalPairingExists } from '../lim/noLegalPairing';

/** 150 events of 6-30 players and 5-9 rounds; returns how many rounds were paired. */
export function randomRoundsAreLegal(system: PairingSystem): number {
  let paired = 0;
  for (let seed = 1; seed <= 150; seed++) {
    const res = playTournament(system, seed, { players: 6 + ((seed * 7) % 25), rounds: 5 + (seed % 5) });
    paired += res.rounds.filter((r) => r.outcome.ok).length;
    expect(checkAbsoluteCriteria(res.tournament), `seed ${seed}`).toEqual([]);
    for (const r of res.rounds) {
      if (!r.outcome.ok) continue;
      const seen = [...r.outcome.pairing.boards.flatMap((b) => [b.white, b.black]), ...r.outcome.pairing.byes];
      expect(new Set(seen).size, `seed ${seed} round ${r.round}: a player twice`).toBe(seen.length);
      expect(r.outcome.pairing.byes.length, `seed ${seed} round ${r.round}`).toBeLessThanOrEqual(1);
    }
    if (res.stopped) {
      expect(res.stopped.reason, `seed ${seed}`).toMatch(/^no legal pairing/);
      expect(legalPairingExists(res.tournament, res.stopped.round, ['U', 'F', '+'], false), `seed ${seed} round ${res.stopped.round}`).toBe(false);
    }
  }
  return paired;
}

/** 60 rough events (late entries, half-point byes, absences, withdrawals, forfeits); returns the rounds paired. */
export function roughEventsAreLegal(system: PairingSystem): number {
  let paired = 0;
  for (let seed = 1; seed <= 60; seed++) {
    const res = playTournament(system, 9000 + seed, { players: 10 + (seed % 20), rounds: 7, lateEntries: 2, halfPointByeRate: 0.08, absentRate: 0.05, withdrawalRate: 0.03, forfeitRate: 0.08 });
    paired += res.rounds.filter((r) => r.outcome.ok).length;
    expect(checkAbsoluteCriteria(res.tournament), `seed ${9000 + seed}`).toEqual([]);
    if (res.stopped) expect(legalPairingExists(res.tournament, res.stopped.round, ['U', 'F', '+'], false), `seed ${9000 + seed}`).toBe(false);
  }
  return paired;
}
