/**
 * An odd round robin: the player drawn against the dummy number has a free round, with no game and no point
 * (001 "Döner Eşlendirme Kuralları": the last even number is used for the free round). Five players play
 * ten games in five rounds, so the scores add up to exactly ten points, and everyone sits out once.
 */
import { describe, expect, it } from 'vitest';
import { buildTournament, addPairedRound, setResult } from '../../engine/model/build';
import { roundRobin } from '../../engine/pairing/round-robin/index';
import { scores } from '../../engine/model/history';

describe('free round of an odd round robin', () => {
  it('scores nothing and is not a pairing-allocated bye', () => {
    let t = buildTournament({ players: [1, 2, 3, 4, 5].map((no) => ({ no, name: `P${no}` })) });
    const sat: number[] = [];
    for (let r = 1; r <= 5; r++) {
      const o = roundRobin.pair(t);
      if (!o.ok) throw new Error(o.reason.en);
      expect(o.pairing.byes).toEqual([]);
      expect(o.pairing.sitOut).toHaveLength(1);
      sat.push(...o.pairing.sitOut!);
      t = addPairedRound(t, r, o.pairing.boards, o.pairing.byes);
      o.pairing.boards.forEach((_, b) => { t = setResult(t, r, b + 1, '1/2-1/2'); });
    }
    expect(sat.sort()).toEqual([1, 2, 3, 4, 5]);
    const total = [...scores(t).values()].reduce((a, b) => a + b, 0);
    expect(total).toBe(10); // 10 games, one point each
    expect([...scores(t).values()]).toEqual([2, 2, 2, 2, 2]);
  });
});
