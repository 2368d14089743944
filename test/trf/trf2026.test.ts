/**
 * The TRF lines the endorsed engines read besides TRF-16 (as bbpPairings reads them): forbidden
 * pairs (`XXP`: in every round; `260 RRR RRR PPPP …`: in a range of rounds), byes requested for the
 * round to pair (`240 T RRR PPPP …`), and TRF-2026's `142` (rounds) and `152` (initial colour) for
 * XXR and XXC. The pairing must honour them (C.04.1: forbidden pairs are absolute; a player with a
 * requested bye is not paired), and a file must still round-trip byte for byte.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readTrf } from '../../engine/trf/read';
import { writeTrf } from '../../engine/trf/write';
import { pairDutch } from '../../engine/pairing/dutch/index';
import { pairingSystem } from '../../engine/pairing/registry';
import { ORACLE_DIR, expectedPairs } from '../dutch/oracle-cases';

// 24 players, round 3 of 5; bbpPairings paired 2-8 on board 1 and 7-6 on board 2
const CASE = 's00001-p024-r03-of05';
const base = readFileSync(join(ORACLE_DIR, `${CASE}.trf`), 'utf8');
const withLines = (...extra: string[]) => `${base}${extra.join('\n')}\n`;
const boards = (text: string, system = 'dutch') => {
  const t = readTrf(text, 'test.trf');
  const out = system === 'dutch' ? pairDutch(t) : pairingSystem(system)!.pair(t, {});
  if (!out.ok) throw new Error(out.reason.en);
  return out.pairing;
};
const meets = (p: { boards: Array<{ white: number; black: number }> }, a: number, b: number) =>
  p.boards.some((x) => (x.white === a && x.black === b) || (x.white === b && x.black === a));

describe('forbidden pairs and requested byes in TRF', () => {
  it('the case pairs 2-8 and 7-6 without them (bbpPairings)', () => {
    expect(expectedPairs(CASE).slice(0, 2)).toEqual(['2 8', '7 6']);
    const p = boards(base);
    expect(meets(p, 2, 8) && meets(p, 7, 6)).toBe(true);
  });

  it('XXP: the players listed never meet; every other player is still paired', () => {
    const p = boards(withLines('XXP 2 8 6'));
    expect(meets(p, 2, 8) || meets(p, 2, 6) || meets(p, 8, 6)).toBe(false);
    expect(p.boards.length).toBe(12);
  });

  it('260: only in the rounds it names', () => {
    expect(meets(boards(withLines('260 003 005    2    8')), 2, 8)).toBe(false);
    expect(meets(boards(withLines('260 001 002    2    8')), 2, 8)).toBe(true);
    expect(meets(boards(withLines('260   4   5    2    8')), 2, 8)).toBe(true);
  });

  it('every Swiss system honours them (dutch-2009, Lim, Dubov, Burstein)', () => {
    for (const system of ['dutch-2009', 'lim', 'dubov', 'burstein']) {
      const free = boards(base, system);
      const [a, b] = [free.boards[0].white, free.boards[0].black];
      const p = boards(withLines(`XXP ${a} ${b}`), system);
      expect(meets(p, a, b), system).toBe(false);
    }
  });

  it('240: a player with a requested bye for the round to pair is not paired', () => {
    const p = boards(withLines('240 H 003    2'));
    expect(p.boards.some((x) => x.white === 2 || x.black === 2)).toBe(false);
    expect(p.byes).not.toContain(2);
    // 23 players left: 11 boards and a pairing-allocated bye
    expect(p.boards.length).toBe(11);
    expect(p.byes.length).toBe(1);
    // a bye requested for another round changes nothing now
    expect(meets(boards(withLines('240 H 004    2')), 2, 8)).toBe(true);
  });

  it('142 and 152 are read as XXR and XXC', () => {
    const t2026 = base.replace(/^XXR (\d+)$/m, '142 $1').replace(/^XXC white1$/m, '152 W');
    expect(t2026).not.toBe(base);
    const t = readTrf(t2026);
    expect(t.totalRounds).toBe(5);
    expect(t.firstColour).toBe('w');
    expect(boards(t2026)).toEqual(boards(base));
  });

  it('round-trips byte for byte with all of them', () => {
    const text = withLines('XXP 2 8 6', '260 003 005    7    6', '240 H 003    2    5', '142 5');
    expect(writeTrf(readTrf(text))).toBe(text);
  });

  it('a forbidden group made outside TRF is written as an XXP or 260 line, and read back the same', () => {
    const t = readTrf(base);
    t.forbiddenGroups = [{ players: [2, 8] }, { players: [7, 6], fromRound: 3, toRound: 5 }];
    const text = writeTrf(t);
    expect(text).toContain('XXP 2 8\n');
    expect(text).toContain('260   3   5    7    6\n');
    expect(readTrf(text).forbiddenGroups?.map((g) => [g.players, g.fromRound, g.toRound])).toEqual([
      [[2, 8], undefined, undefined],
      [[7, 6], 3, 5],
    ]);
  });

  it('names the line and column of what is wrong', () => {
    const line = base.split('\n').length;
    expect(() => readTrf(withLines('XXP 2 99'), 'x.trf')).toThrow(`x.trf, line ${line}, column 7: player 99 has no 001 line`);
    expect(() => readTrf(withLines('XXP 2'), 'x.trf')).toThrow('XXP must name at least two players');
    expect(() => readTrf(withLines('260 005 003    2    8'), 'x.trf')).toThrow('260: the rounds 005 to 003 are not a range');
    expect(() => readTrf(withLines('240 Q 003    2'), 'x.trf')).toThrow(`x.trf, line ${line}, column 5: 240: bye type "Q" (column 5) must be F (full point), H (half point) or Z (zero)`);
    expect(() => readTrf(withLines('XXP 2 x8'), 'x.trf')).toThrow('XXP: "x8" (column 7) is not a pairing number');
    expect(() => readTrf(withLines('152 G'), 'x.trf')).toThrow('152 must be "W" or "B"');
  });
});
