/**
 * The fast path (fastBracket.ts) must never change a pairing: seeded random events (late entries,
 * half-point byes, forfeits, absences, withdrawals, the last round's topscorers) are paired round
 * after round, and every round is paired a second time with matchings only (`exactOnly`, the
 * method the oracle corpus checks against bbpPairings). The two must agree board for board, and
 * the fast path must have decided a good share of the brackets (else this test would prove nothing).
 */
import { describe, expect, it } from 'vitest';
import { playTournament } from '../../engine/random/index';
import { dutch } from '../../engine/pairing/dutch/index';
import type { PairingOutcome, PairingSystem } from '../../engine/pairing/types';

const show = (o: PairingOutcome) => (o.ok ? [...o.pairing.boards.map((b) => `${b.white}-${b.black}`), ...o.pairing.byes.map((b) => `${b}-0`)] : [o.reason.en]);
const decidedByClasses = (o: PairingOutcome) => o.explanation.sections.filter((s) => s.steps.some((st) => st.data?.method === 'classes')).length;
const brackets = (o: PairingOutcome) => o.explanation.sections.filter((s) => s.group).length;

describe('the Dutch fast path gives the pairing of the matchings', () => {
  for (const [seed, players, rounds] of [
    [31, 40, 9],
    [32, 75, 9],
    [33, 120, 11],
    [34, 160, 7],
    [35, 57, 11],
    [36, 300, 4],
  ] as const) {
    it(`seed ${seed}: ${players} players, ${rounds} rounds`, () => {
      let fast = 0;
      let total = 0;
      const checked: PairingSystem = {
        ...dutch,
        pair(t, o) {
          const a = dutch.pair(t, o);
          const b = dutch.pair(t, { ...o, exactOnly: true });
          expect(show(a), `round ${o?.round}`).toEqual(show(b));
          fast += decidedByClasses(a);
          total += brackets(a);
          return a;
        },
      };
      const res = playTournament(checked, seed, { players, rounds, lateEntries: 2, halfPointByeRate: 0.03, forfeitRate: 0.03, absentRate: 0.02, withdrawalRate: 0.01 });
      expect(res.stopped).toBeUndefined();
      expect(res.rounds.length).toBe(rounds);
      expect(fast).toBeGreaterThan(total / 5);
    });
  }
});
