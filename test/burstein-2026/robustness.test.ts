/**
 * Robustness of `burstein-2026`: more than 1,000 random rounds of rough events (late entries, half-point byes,
 * absences, withdrawals, forfeits), none breaking an absolute criterion by `hakem check`; the random events of
 * the other Swiss systems' tests too; and `hakem check --system burstein-2026` finds its own events paired as the
 * rules say after a TRF round trip.
 */
import { describe, expect, it } from 'vitest';
import { burstein2026 } from '../../engine/pairing/burstein-2026/index';
import { playTournament } from '../../engine/random/index';
import { readTrf } from '../../engine/trf/read';
import { writeTrf } from '../../engine/trf/write';
import { repairRounds } from '../../engine/check/repair';
import { randomRoundsAreLegal } from '../helpers/robustness';
import { roughRoundsCheckClean } from '../helpers/roughRounds';

describe('burstein-2026 robustness', () => {
  it('1,000+ rounds of rough events: no absolute criterion broken (hakem check), every stop a genuine no-legal-pairing', async () => {
    const r = await roughRoundsCheckClean(burstein2026, 150, 50_000);
    expect(r.rounds).toBeGreaterThanOrEqual(1000);
  }, 240_000);

  it('the shared random events (150 events, 6-30 players): no absolute criterion broken', () => {
    expect(randomRoundsAreLegal(burstein2026)).toBeGreaterThanOrEqual(1000);
  }, 240_000);

  it('hakem check --system burstein-2026 re-pairs its own events with no difference', () => {
    for (let seed = 1; seed <= 25; seed++) {
      const played = playTournament(burstein2026, 40_000 + seed, { players: 8 + seed, rounds: 7, lateEntries: 1, forfeitRate: 0.05, halfPointByeRate: 0.05, withdrawalRate: 0.02 });
      const back = readTrf(writeTrf(played.tournament));
      expect(repairRounds(back, burstein2026), `seed ${40_000 + seed}`).toEqual([]);
    }
  }, 240_000);
});
