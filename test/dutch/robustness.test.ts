/**
 * Whole random events (engine/random: draws, forfeits, half-point byes, absences, withdrawals, late
 * entries) paired round after round by the 2025 Dutch system: every round must be paired, and the
 * rounds played must respect the absolute criteria — no rematch, no second PAB (C.1, C.2); colour
 * difference beyond ±2 or three same colours (C.3) only for topscorers in the last round.
 */
import { describe, expect, it } from 'vitest';
import { playTournament } from '../../engine/random/index';
import { dutch } from '../../engine/pairing/dutch/index';
import { checkAbsoluteCriteria } from '../../engine/check/absolute';

describe('random events paired by the Dutch system', () => {
  for (const [seed, players, rounds] of [
    [1, 21, 7],
    [2, 34, 9],
    [3, 16, 11],
  ] as const) {
    it(`seed ${seed}: ${players} players, ${rounds} rounds`, () => {
      const res = playTournament(dutch, seed, { players, rounds, lateEntries: 2, halfPointByeRate: 0.05, forfeitRate: 0.05 });
      expect(res.stopped).toBeUndefined();
      expect(res.rounds.length).toBe(rounds);
      const violations = checkAbsoluteCriteria(res.tournament);
      expect(violations.filter((v) => v.rule === 'rematch' || v.rule === 'second-bye')).toEqual([]);
      expect(violations.filter((v) => v.round !== rounds)).toEqual([]);
    });
  }
});
