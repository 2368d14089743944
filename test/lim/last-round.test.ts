/**
 * Lim 7 (last-round exception, option `lastRoundExceptions`): in the last round, pairing players on the same
 * score comes before the colour rules, even at the cost of a third colour running or a difference of three.
 * Over random tournaments: any colour rule broken is broken in the last round, on a board of two players
 * who had the same score; never a rematch or a second bye.
 */
import { describe, expect, it } from 'vitest';
import { playTournament } from '../../engine/random/index';
import { checkAbsoluteCriteria } from '../../engine/check/absolute';
import { scores } from '../../engine/model/history';
import { lim } from '../../engine/pairing/lim/index';

describe('Lim 7: the last-round exception', () => {
  it('breaks colour rules only in the last round and only between players on the same score', () => {
    let broken = 0;
    for (let seed = 1; seed <= 150; seed++) {
      const rounds = 5 + (seed % 5);
      const res = playTournament(lim, seed, { players: 6 + ((seed * 7) % 25), rounds, pairing: { lastRoundExceptions: true } });
      for (const v of checkAbsoluteCriteria(res.tournament)) {
        broken++;
        expect(v.round, `seed ${seed}`).toBe(rounds);
        expect(['three-in-a-row', 'colour-difference']).toContain(v.rule);
        const game = res.tournament.rounds.find((r) => r.number === v.round)!.games[v.board! - 1];
        const before = scores(res.tournament, rounds - 1);
        expect(before.get(game.white), `seed ${seed} board ${v.board}`).toBe(before.get(game.black));
      }
    }
    // The option must actually do something on these seeds (else this test would prove nothing).
    expect(broken).toBeGreaterThan(0);
  }, 120_000);
});
