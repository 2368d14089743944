/**
 * Robustness: at least 1,000 seeded random tournament-rounds (engine/random: draws, forfeits, half-point byes,
 * absences, withdrawals) paired by Burstein with no absolute criterion broken (checkAbsoluteCriteria). A round the
 * system cannot pair must be one where, by an independent brute-force search, no legal pairing exists even
 * with the bye open to anyone who has not had one (looser than 4.1, so the stop is certainly genuine).
 */
import { describe, expect, it } from 'vitest';
import { playTournament } from '../../engine/random/index';
import { checkAbsoluteCriteria } from '../../engine/check/absolute';
import { randomRoundsAreLegal, roughEventsAreLegal } from '../helpers/robustness';
import { burstein } from '../../engine/pairing/burstein/index';

describe('Burstein robustness', () => {
  it('1,000+ random rounds, no absolute criterion broken, every stop a genuine no-legal-pairing', () => {
    expect(randomRoundsAreLegal(burstein)).toBeGreaterThanOrEqual(1000);
  }, 120_000);

  it('rough events (late entries, many half-point byes, absences, withdrawals, forfeits): no absolute criterion broken', () => {
    expect(roughEventsAreLegal(burstein)).toBeGreaterThan(400);
  }, 120_000);

  it('large fields (36-78 players, 9 rounds): every round paired, no absolute criterion broken', () => {
    for (let k = 0; k < 8; k++) {
      const res = playTournament(burstein, 5000 + k, { players: 36 + 6 * k, rounds: 9 });
      expect(res.stopped, `seed ${5000 + k}`).toBeUndefined();
      expect(res.rounds.filter((r) => r.outcome.ok)).toHaveLength(9);
      expect(checkAbsoluteCriteria(res.tournament), `seed ${5000 + k}`).toEqual([]);
    }
  }, 120_000);
});
