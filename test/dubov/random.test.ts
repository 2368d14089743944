/**
 * Robustness: more than 1,000 random tournament-rounds paired by the Dubov system, in both readings
 * (written rules and bookPractice). Every round is either paired — each available player exactly once,
 * the bye only to a player who never scored without playing (2.2), and no absolute criterion broken
 * (checkAbsoluteCriteria) — or refused with a reason, and then an independent exhaustive search
 * confirms that no legal pairing existed.
 */
import { describe, expect, it } from 'vitest';
import { playTournament } from '../../engine/random/index';
import { checkAbsoluteCriteria } from '../../engine/check/absolute';
import { availableFor } from '../../engine/model/history';
import type { Tournament } from '../../engine/model/types';
import type { PairingOutcome } from '../../engine/pairing/types';
import { dubov, pairDubov } from '../../engine/pairing/dubov/index';
import { randomTournamentRounds } from './randomDriver';
import { someLegalPairingExists } from './feasibility';

function checkPaired(t: Tournament, round: number, o: Extract<PairingOutcome, { ok: true }>, where: string) {
  const seen = [...o.pairing.boards.flatMap((b) => [b.white, b.black]), ...o.pairing.byes].sort((a, b) => a - b);
  const avail = availableFor(t, round).map((p) => p.no).sort((a, b) => a - b);
  expect(seen, `${where}: every available player exactly once`).toEqual(avail);
  expect(o.pairing.byes.length, where).toBe(avail.length % 2);
  for (const b of o.pairing.byes) {
    const scoredWithoutPlaying = t.rounds.some((r) => r.number < round && (r.unpaired.some((u) => u.player === b && ['U', 'F', 'H', '+'].includes(u.code)) || r.games.some((g) => (g.white === b && g.whiteResult === '+') || (g.black === b && g.blackResult === '+'))));
    expect(scoredWithoutPlaying, `${where}: 2.2, bye to ${b}`).toBe(false);
  }
}

function checkRefused(t: Tournament, round: number, o: Extract<PairingOutcome, { ok: false }>, where: string) {
  expect(o.reason.en.length, where).toBeGreaterThan(10);
  expect(o.reason.tr.length, where).toBeGreaterThan(10);
  if (availableFor(t, round).length <= 18) expect(someLegalPairingExists(t, round), `${where}: refused although a legal pairing exists (${o.reason.en})`).toBe(false);
}

describe('Dubov: random tournaments', () => {
  it('the shared generator (engine/random): 1,000+ rounds, no absolute criterion broken', () => {
    let rounds = 0;
    let refused = 0;
    for (let seed = 1; rounds < 1100; seed++) {
      const players = 6 + (seed * 7) % 35;
      const nRounds = Math.min(5 + (seed % 7), players - 1);
      const res = playTournament(dubov, seed, { players, rounds: nRounds, lateEntries: seed % 5 === 0 ? 2 : 0, pairing: { bookPractice: seed % 2 === 0 } });
      expect(checkAbsoluteCriteria(res.tournament), `seed ${seed}`).toEqual([]);
      for (const pr of res.rounds) {
        rounds++;
        const before: Tournament = { ...res.tournament, rounds: res.tournament.rounds.filter((r) => r.number < pr.round).concat(res.tournament.rounds.filter((r) => r.number === pr.round).map((r) => ({ ...r, games: [], unpaired: r.unpaired.filter((u) => u.code !== 'U') }))) };
        if (pr.outcome.ok) checkPaired(before, pr.round, pr.outcome, `seed ${seed} round ${pr.round}`);
        else { refused++; checkRefused(res.tournament, pr.round, pr.outcome, `seed ${seed} round ${pr.round}`); }
      }
    }
    expect(rounds).toBeGreaterThanOrEqual(1000);
    expect(refused).toBeLessThan(rounds / 20);
  }, 120_000);

  it('a second driver with equal ratings and unnamed players (the ties of 6.2, 7.3/7.4 and rule 4): 1,000+ rounds', () => {
    let rounds = 0;
    for (let seed = 1; rounds < 1000; seed++) {
      for (const rec of randomTournamentRounds(seed, pairDubov, { bookPractice: seed % 2 === 1 })) {
        rounds++;
        const where = `seed ${seed} round ${rec.round}`;
        if (rec.outcome.ok) {
          checkPaired(rec.before, rec.round, rec.outcome, where);
          expect(checkAbsoluteCriteria(rec.after!), where).toEqual([]);
        } else checkRefused(rec.before, rec.round, rec.outcome, where);
      }
    }
    expect(rounds).toBeGreaterThanOrEqual(1000);
  }, 120_000);
});
