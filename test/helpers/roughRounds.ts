/**
 * Rough random events for the FIDE Dubov and Burstein editions in force: late entries, requested half-point byes,
 * absences, withdrawals, forfeits and double forfeits, paired round by round by the system; every event is written
 * as a TRF and given to `hakem check` (the absolute criteria: no rematch, no second PAB after scoring without
 * playing, colour difference within ±2, never three times the same colour running; and the points the file
 * declares), and every stop is confirmed by an independent brute-force search (no legal pairing exists).
 */
import { expect } from 'vitest';
import { playTournament } from '../../engine/random/index';
import { checkAbsoluteCriteria } from '../../engine/check/absolute';
import { writeTrf } from '../../engine/trf/write';
import type { PairingSystem } from '../../engine/pairing/types';
import { run } from '../../cli/main';
import { memoryIO } from './io';
import { legalPairingExists } from '../lim/noLegalPairing';

export async function roughRoundsCheckClean(system: PairingSystem, events: number, seed0: number): Promise<{ rounds: number; stops: number }> {
  let rounds = 0;
  let stops = 0;
  for (let k = 1; k <= events; k++) {
    const seed = seed0 + k;
    const res = playTournament(system, seed, {
      players: 9 + (k % 32), rounds: 6 + (k % 4), lateEntries: 1 + (k % 3), halfPointByeRate: 0.06, absentRate: 0.04,
      withdrawalRate: 0.02, forfeitRate: 0.06, doubleForfeitRate: 0.01, drawRate: 0.35,
    });
    rounds += res.rounds.filter((r) => r.outcome.ok).length;
    for (const r of res.rounds) {
      if (!r.outcome.ok) continue;
      const seen = [...r.outcome.pairing.boards.flatMap((b) => [b.white, b.black]), ...r.outcome.pairing.byes];
      expect(new Set(seen).size, `seed ${seed} round ${r.round}: a player twice`).toBe(seen.length);
      expect(r.outcome.pairing.byes.length, `seed ${seed} round ${r.round}`).toBeLessThanOrEqual(1);
    }
    expect(checkAbsoluteCriteria(res.tournament), `seed ${seed}`).toEqual([]);
    const io = memoryIO({ 'e.trf': writeTrf(res.tournament) });
    expect(await run(['check', 'e.trf'], io), `seed ${seed}: ${io.stdout}${io.stderr}`).toBe(0);
    if (res.stopped) {
      stops++;
      expect(res.stopped.reason, `seed ${seed}`).toMatch(/^no legal pairing/);
      expect(legalPairingExists(res.tournament, res.stopped.round, ['U', 'F', '+'], false), `seed ${seed} round ${res.stopped.round}`).toBe(false);
    }
  }
  return { rounds, stops };
}
