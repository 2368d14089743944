/**
 * `generate` then `check`: 100 generated Double-Swiss events, written as TRF (192 dialect) and read back; re-pairing
 * every match-round from its history must give what was recorded. And check must see a tampered pairing.
 */
import { describe, expect, it } from 'vitest';
import { generateDoubleSwiss } from '../../engine/pairing/double-swiss/generate';
import { checkDoubleSwiss } from '../../engine/pairing/double-swiss/check';
import { writeDoubleSwissTrf } from '../../engine/pairing/double-swiss/trf';
import { readTrf } from '../../engine/trf/read';

describe('generate then check', () => {
  it('100 events (8-60 players, 3-9 matches, byes and forfeits): no difference', () => {
    let matches = 0;
    for (let seed = 1; seed <= 100; seed++) {
      const players = 8 + ((seed * 7) % 53);
      // at most half as many matches as players: a Swiss with more can run out of opponents (3.3.3, reported)
      const g = generateDoubleSwiss(seed, { players, matches: Math.min(3 + (seed % 7), Math.floor(players / 2)) });
      expect(g.ok, `seed ${seed}`).toBe(true);
      const t = readTrf(writeDoubleSwissTrf(g.tournament), `gen${seed}.trf`);
      expect(checkDoubleSwiss(t), `seed ${seed}`).toEqual([]);
      matches += (t.totalRounds ?? 0) / 2;
    }
    expect(matches).toBeGreaterThan(300);
  }, 120_000);
  it('a swapped colour in a recorded match is reported with its match-round', () => {
    const g = generateDoubleSwiss(5, { players: 12, matches: 3 });
    if (!g.ok) throw new Error(g.reason);
    const t = g.tournament;
    // swap colours of board 1 in match 2 (both games), keeping the results with their players
    for (const r of t.rounds.filter((r) => r.number === 3 || r.number === 4)) {
      const b = r.games[0];
      r.games[0] = { white: b.black, black: b.white, whiteResult: b.blackResult, blackResult: b.whiteResult };
    }
    const d = checkDoubleSwiss(t);
    expect(d.map((x) => x.match)).toContain(2);
  });
});
