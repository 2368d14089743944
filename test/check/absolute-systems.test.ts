/**
 * Issue 26, item 4: plain `hakem check` uses the absolute criteria of the file's own system (192, else 092).
 * Hand-built events, each expectation from the rule cited; then 200 generated events of every Swiss system, which
 * the engines paired, must check clean (the checker is separate code from the engines).
 */
import { describe, expect, it } from 'vitest';
import { run } from '../../cli/main';
import { memoryIO } from '../helpers/io';
import { writeTrf } from '../../engine/trf/write';
import { buildTournament } from '../../engine/model/build';
import { writeDoubleSwissTrf, DS_192 } from '../../engine/pairing/double-swiss/trf';
import type { Tournament } from '../../engine/model/types';
import { pairingSystems } from '../../engine/pairing/registry';

const named = (t: Tournament, type?: string): string => writeTrf(type ? { ...t, info: { ...t.info, type } } : t);

async function check(text: string) {
  const io = memoryIO({ 'e.trf': text });
  const code = await run(['check', 'e.trf'], io);
  return { code, out: io.stdout, err: io.stderr };
}

describe('check: each system\'s absolute criteria', () => {
  // Player 1 is Black in all three rounds (bbb, colour difference −3); the event has 3 rounds (XXR 3).
  const threeBlacks = (p1wins: boolean) => buildTournament({
    players: [1, 2, 3, 4].map((no) => ({ no, name: `P${no}` })),
    totalRounds: 3,
    rounds: [
      { round: 1, games: [{ white: 2, black: 1, result: p1wins ? '0-1' : '1-0' }, { white: 3, black: 4, result: '1/2-1/2' }] },
      { round: 2, games: [{ white: 3, black: 1, result: p1wins ? '0-1' : '1-0' }, { white: 4, black: 2, result: '1/2-1/2' }] },
      { round: 3, games: [{ white: 4, black: 1, result: '1/2-1/2' }, { white: 2, black: 3, result: '1/2-1/2' }] },
    ],
  });

  it('C.04.3: a topscorer (2 of 2 before the final round, over 50%) may have a third Black in the last round (C.3 with A.7)', async () => {
    const r = await check(named(threeBlacks(true), 'FIDE_DUTCH_2025'));
    expect(r.out).toMatch(/no violation of the absolute criteria of dutch/);
    expect(r.code).toBe(0);
  });
  it('C.04.3: the same for a non-topscorer (0 of 2) is a violation; and with no system named, the general rule reports it', async () => {
    const r = await check(named(threeBlacks(false), 'FIDE_DUTCH_2025'));
    expect(r.code).toBe(1);
    expect(r.out).toMatch(/round 3, board \d: player 1 has black for the third game running \(bbb\)/);
    const g = await check(named(threeBlacks(true)));
    expect(g.code).toBe(1);
    expect(g.out).toMatch(/player 1 has black for the third game running/);
  });

  it('--rules names the system of a file that names none (here C.04.3 with its topscorers); a contradiction with 092 is refused', async () => {
    const io = memoryIO({ 'e.trf': named(threeBlacks(true)), 'd.trf': named(threeBlacks(true), 'lim') });
    expect(await run(['check', 'e.trf', '--rules', 'dutch'], io)).toBe(0);
    expect(io.stdout).toMatch(/no violation of the absolute criteria of dutch/);
    expect(await run(['check', 'd.trf', '--rules', 'dutch'], io)).toBe(1);
    expect(io.stderr).toMatch(/--rules dutch: the file names lim/);
    expect(await run(['check', 'e.trf', '--rules', 'nonesuch'], io)).toBe(2);
  });

  // Round 1: 1 wins 2 by forfeit, 3 has the pairing-allocated bye. Round 2: 1 has the bye, 2-3 play.
  const byeAfterForfeit = buildTournament({
    players: [1, 2, 3].map((no) => ({ no, name: `P${no}` })),
    totalRounds: 3,
    rounds: [
      { round: 1, games: [{ white: 1, black: 2, result: '+--' }], bye: 3 },
      { round: 2, games: [{ white: 2, black: 3, result: '1-0' }], bye: 1 },
    ],
  });
  it('Lim 2.2: a bye after a forfeit win is not absolutely barred (only a second bye is); C.04.1/the Dutch bar it', async () => {
    const lim = await check(named(byeAfterForfeit, 'lim (hakem generate --seed 1)'));
    expect(lim.code).toBe(0);
    const dutch = await check(named(byeAfterForfeit, 'dutch (hakem generate --seed 1)'));
    expect(dutch.code).toBe(1);
    expect(dutch.out).toMatch(/round 2: player 1 receives the pairing-allocated bye after scoring without playing \(a win without playing in round 1\)/);
  });
  it('Lim: a second pairing-allocated bye is a violation', async () => {
    const t = buildTournament({
      players: [1, 2, 3].map((no) => ({ no, name: `P${no}` })),
      rounds: [
        { round: 1, games: [{ white: 1, black: 2, result: '+--' }], bye: 3 },
        { round: 2, games: [{ white: 2, black: 1, result: '1-0' }], bye: 3 },
      ],
    });
    const lim = await check(named(t, 'lim'));
    expect(lim.code).toBe(1);
    expect(lim.out).toMatch(/round 2: player 3 receives the pairing-allocated bye after scoring without playing \(the pairing-allocated bye in round 1\)/);
  });

  // Double-Swiss: match 1 = TRF rounds 1-2 (1-2 and 3-4, colours swapped in game 2), match 2 = rounds 3-4.
  const ds = (match2: Array<[number, number]>) => {
    const t = buildTournament({
      players: [1, 2, 3, 4].map((no) => ({ no, name: `P${no}` })),
      totalRounds: 4,
      rounds: [
        { round: 1, games: [{ white: 1, black: 2, result: '1-0' }, { white: 3, black: 4, result: '1/2-1/2' }] },
        { round: 2, games: [{ white: 2, black: 1, result: '1/2-1/2' }, { white: 4, black: 3, result: '0-1' }] },
        { round: 3, games: match2.map(([w, b]) => ({ white: w, black: b, result: '1-0' })) },
        { round: 4, games: match2.map(([w, b]) => ({ white: b, black: w, result: '0-1' })) },
      ],
    });
    return writeDoubleSwissTrf({ ...t, otherLines: [DS_192] });
  };
  it('C.04.5: game 2 of a match against game 1\'s opponent is the match, not a rematch', async () => {
    const r = await check(ds([[1, 3], [2, 4]]));
    expect(r.out).toMatch(/2 matches, no violation of the Double-Swiss criteria of C\.04\.5/);
    expect(r.code).toBe(0);
  });
  it('C.04.5 [C1]: the same two players in two matches is a rematch, named by match', async () => {
    const r = await check(ds([[1, 2], [3, 4]]));
    expect(r.code).toBe(1);
    expect(r.out).toMatch(/match 2 \(TRF rounds 3-4\), board \d: 1 and 2 already met in match 1 \(\[C1\]/);
    expect(r.out).toMatch(/match 2 \(TRF rounds 3-4\), board \d: 3 and 4 already met in match 1/);
    expect(r.out).not.toMatch(/round 2/);
  });
});

describe('check: 200 generated events of every Swiss system report nothing', () => {
  const swiss = pairingSystems().filter((s) => !s.pairsAnyRound && s.id !== 'knockout').map((s) => s.id);
  for (const system of swiss) {
    it(system, async () => {
      let checked = 0;
      for (let seed = 1; seed <= 200; seed++) {
        const n = 6 + ((seed * 7) % 25);
        const rounds = String(Math.min(4 + (seed % 6), n - 1));
        const size = system === 'team-swiss' ? ['--teams', String(n)] : ['--players', String(n)];
        const extra = system === 'team-swiss' || system === 'double-swiss' ? [] : ['--retired', '0.02'];
        const io = memoryIO();
        const code = await run(['generate', '--system', system, ...size, '--rounds', rounds, '--seed', String(seed), '--forfeits', '0.05', '--byes', '0.05', ...extra, '-o', 'g.trf'], io);
        if (code === 3) continue; // a round with no legal pairing ends the event: nothing written
        expect(code, `${system} seed ${seed}: ${io.stderr}`).toBe(0);
        const c = memoryIO({ 'g.trf': io.files.get('g.trf')! });
        expect(await run(['check', 'g.trf'], c), `${system} seed ${seed}: ${c.stdout}${c.stderr}`).toBe(0);
        checked++;
      }
      // most events are paired to the end (a stop is rare)
      expect(checked).toBeGreaterThan(150);
    }, 1_800_000);
  }
});
