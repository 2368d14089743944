/**
 * Robustness: random tournaments (engine/random) paired round after round by dutch-2009.
 * Over at least 1,000 tournament-rounds no absolute criterion may ever be broken (rematch, second bye,
 * colour difference beyond ±2, three equal colours running), every available player is paired exactly
 * once or has the bye, the bye never goes to a player who already scored a point without playing, and a
 * round that cannot be paired ends with a "no legal pairing exists" reason, which a brute-force search
 * written here independently of the engine (`exhaustivelyUnpairable`) must confirm.
 */
import { describe, expect, it } from 'vitest';
import { playTournament } from '../../engine/random/index';
import { dutch2009, playerStates } from '../../engine/pairing/dutch-2009/index';
import { checkAbsoluteCriteria } from '../../engine/check/absolute';
import { availableFor, playerRounds } from '../../engine/model/history';
import type { Tournament } from '../../engine/model/types';
import { allowedColours } from '../../engine/pairing/dutch-2009/colourPreference';

/** Brute force, independent of the engine's matching: can these players be paired at all? */
function exhaustivelyUnpairable(t: Tournament, round: number): boolean {
  const states = playerStates(t, round);
  const can = (i: number, j: number) => {
    const a = states[i], b = states[j];
    if (a.opponents.has(b.no)) return false;
    const ca = allowedColours(a.colours), cb = allowedColours(b.colours);
    return (ca.includes('w') && cb.includes('b')) || (ca.includes('b') && cb.includes('w'));
  };
  const free = new Array(states.length).fill(true);
  const search = (byeLeft: boolean): boolean => {
    const i = free.indexOf(true);
    if (i < 0) return true;
    free[i] = false;
    if (byeLeft && states[i].byeAllowed && search(false)) { free[i] = true; return true; }
    for (let j = i + 1; j < states.length; j++) {
      if (!free[j] || !can(i, j)) continue;
      free[j] = false;
      const ok = search(byeLeft);
      free[j] = true;
      if (ok) { free[i] = true; return true; }
    }
    free[i] = true;
    return false;
  };
  return states.length <= 16 ? !search(states.length % 2 === 1) : false;
}

describe('dutch-2009 on random tournaments', () => {
  it('pairs at least 1,000 tournament-rounds without ever breaking an absolute criterion', () => {
    let rounds = 0;
    let stopped = 0;
    for (let seed = 1; rounds < 1000; seed++) {
      const players = 6 + ((seed * 7) % 40);
      const total = 5 + (seed % 7);
      const res = playTournament(dutch2009, seed, { players, rounds: total, lateEntries: seed % 3, withdrawalRate: 0.02, forfeitRate: 0.05, halfPointByeRate: 0.05 });
      expect(checkAbsoluteCriteria(res.tournament), `seed ${seed}`).toEqual([]);
      const prs = playerRounds(res.tournament);
      for (const { round, outcome } of res.rounds) {
        rounds++;
        if (!outcome.ok) continue;
        const before: Tournament = { ...res.tournament, rounds: res.tournament.rounds.filter((r) => r.number < round).concat(res.tournament.rounds.filter((r) => r.number === round).map((r) => ({ ...r, games: [], unpaired: r.unpaired.filter((u) => u.code !== 'U') }))) };
        const expected = availableFor(before, round).map((p) => p.no).sort((a, b) => a - b);
        const got = outcome.pairing.boards.flatMap((b) => [b.white, b.black]).concat(outcome.pairing.byes).sort((a, b) => a - b);
        expect(got, `seed ${seed} round ${round}`).toEqual(expected);
        expect(outcome.pairing.byes.length).toBe(expected.length % 2);
        for (const b of outcome.pairing.byes) {
          const earlier = (prs.get(b) ?? []).filter((pr) => pr.round < round);
          expect(earlier.some((pr) => pr.code === 'U' || pr.code === 'F' || pr.code === '+'), `seed ${seed} round ${round}: bye to ${b}`).toBe(false);
        }
      }
      if (res.stopped) {
        stopped++;
        expect(res.stopped.reason).toMatch(/^no legal pairing exists: /);
        expect(exhaustivelyUnpairable(res.tournament, res.stopped.round), `seed ${seed}: ${res.stopped.reason}`).toBe(true);
      }
    }
    expect(rounds).toBeGreaterThanOrEqual(1000);
    // small fields run out of opponents in long events; most tournaments must still finish
    expect(stopped).toBeLessThan(rounds / 50);
  }, 120_000);

  it('when the search budget runs out (nodeLimit: 1), the fallback still gives a legal pairing of everyone', () => {
    let fallbacks = 0;
    for (let seed = 1; seed <= 10; seed++) {
      const res = playTournament(dutch2009, seed, { players: 10 + seed, rounds: 6, pairing: { nodeLimit: 1 } });
      expect(checkAbsoluteCriteria(res.tournament), `seed ${seed}`).toEqual([]);
      for (const { outcome } of res.rounds) if (outcome.ok) fallbacks += outcome.explanation.sections.flatMap((s) => s.steps).filter((s) => s.data?.fallback).length;
      if (res.stopped) expect(res.stopped.reason).toMatch(/^no legal pairing exists: /);
    }
    expect(fallbacks).toBeGreaterThan(0);
  }, 120_000);

  it('large fields: 120 players, 9 rounds, all paired within the absolute criteria', () => {
    for (const seed of [101, 202]) {
      const res = playTournament(dutch2009, seed, { players: 120, rounds: 9, lateEntries: 4 });
      expect(res.stopped).toBeUndefined();
      expect(checkAbsoluteCriteria(res.tournament)).toEqual([]);
    }
  }, 120_000);
});
