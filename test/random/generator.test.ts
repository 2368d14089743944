/** The seeded random-tournament generator: deterministic, and it produces every event it promises. */
import { describe, expect, it } from 'vitest';
import { playTournament, randomTournament, seededRandom } from '../../engine/random/index';
import type { PairingSystem } from '../../engine/pairing/types';
import { availableFor } from '../../engine/model/history';

/** A deliberately naive system (top half against bottom half of whoever is available, lowest gets the bye), so these tests do not depend on a real pairing system. */
const naive: PairingSystem = {
  id: 'naive',
  name: { en: 'naive', tr: 'naive' },
  pair(t, options) {
    const round = Number(options?.round);
    const players = availableFor(t, round).map((p) => p.no).sort((a, b) => a - b);
    const byes = players.length % 2 ? [players.pop()!] : [];
    const half = players.length / 2;
    const boards = players.slice(0, half).map((w, i) => ({ white: w, black: players[half + i] }));
    return { ok: true, pairing: { round, boards, byes }, explanation: { system: 'naive', round, sections: [] } };
  },
};

describe('random tournaments', () => {
  it('the generator is deterministic and spreads over [0, 1)', () => {
    const a = seededRandom(7), b = seededRandom(7);
    const xs = Array.from({ length: 1000 }, () => a());
    expect(xs).toEqual(Array.from({ length: 1000 }, () => b()));
    expect(Math.min(...xs)).toBeGreaterThanOrEqual(0);
    expect(Math.max(...xs)).toBeLessThan(1);
    expect(xs.filter((x) => x < 0.5).length).toBeGreaterThan(400);
  });

  it('randomTournament: the same seed gives the same players, numbered by rating', () => {
    const t = randomTournament(3, { players: 30, rounds: 9 });
    expect(t).toEqual(randomTournament(3, { players: 30, rounds: 9 }));
    expect(t.players).toHaveLength(30);
    expect(t.totalRounds).toBe(9);
    const ratings = t.players.map((p) => p.rating!);
    expect(ratings).toEqual([...ratings].sort((a, b) => b - a));
    expect(t.rounds).toEqual([]);
  });

  it('playTournament produces draws, forfeits, half-point byes, absences, withdrawals and late entries', () => {
    const seen = new Set<string>();
    for (let seed = 1; seed <= 20; seed++) {
      const { tournament, rounds } = playTournament(naive, seed, { players: 24, rounds: 7, lateEntries: 2, withdrawalRate: 0.02, forfeitRate: 0.05, halfPointByeRate: 0.05, absentRate: 0.03, doubleForfeitRate: 0.02 });
      expect(rounds).toHaveLength(7);
      for (const r of tournament.rounds) {
        for (const g of r.games) seen.add(`${g.whiteResult}${g.blackResult}`);
        for (const u of r.unpaired) seen.add(`bye:${u.code}`);
      }
      if (tournament.players.some((p) => p.withdrawnFrom !== undefined)) seen.add('withdrawn');
      // late entrants (numbers after the starters) miss round 1 with a zero-point bye
      const late = tournament.players.filter((p) => p.no > 24);
      expect(late).toHaveLength(2);
      for (const p of late) expect(tournament.rounds[0].unpaired).toContainEqual({ player: p.no, code: 'Z' });
    }
    for (const k of ['10', '01', '==', '+-', '-+', '--', 'bye:U', 'bye:H', 'bye:Z', 'withdrawn']) expect(seen).toContain(k);
  });

  it('stops with the reason when the system cannot pair a round', () => {
    const refusing: PairingSystem = { ...naive, pair: (_t, o) => ({ ok: false, reason: { en: 'no legal pairing exists: test', tr: 'yok' }, explanation: { system: 'x', round: Number(o?.round), sections: [] } }) };
    const res = playTournament(refusing, 1, { players: 8, rounds: 5 });
    expect(res.stopped).toEqual({ round: 1, reason: 'no legal pairing exists: test' });
    expect(res.rounds).toHaveLength(1);
  });
});
