/**
 * FIDE's free pairings checker (`hakem check --system`) and random tournament generator (`hakem generate`).
 * - The Dutch oracle's events were paired round by round by bbpPairings (the endorsed engine): re-pairing every round
 *   of their histories must agree with it, round for round.
 * - A single swapped pair planted in a round is found, board by board, with the explanation of that round.
 * - 100 generated events per Swiss system, written as TRF and read back, re-check with no difference.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { run } from '../../cli/main';
import { memoryIO } from '../helpers/io';
import { readTrf } from '../../engine/trf/read';
import { writeTrf } from '../../engine/trf/write';
import { repairRounds } from '../../engine/check/repair';
import { pairingSystem } from '../../engine/pairing/registry';
import { playTournament } from '../../engine/random/index';

const ORACLE = join(__dirname, '..', 'oracle', 'dutch-2025');
const dutch = pairingSystem('dutch')!;

describe('re-pairing the Dutch oracle histories (paired by bbpPairings)', () => {
  it('agrees with bbpPairings on every round after the first; a first round differs only by the file\'s own initial colour', () => {
    const files = readdirSync(ORACLE).filter((f) => f.endsWith('.trf'));
    const longest = new Map<string, string>();
    for (const f of files) {
      const event = f.slice(0, 6);
      if (!longest.has(event) || f > longest.get(event)!) longest.set(event, f);
    }
    let later = 0;
    let reversedFirst = 0;
    for (const f of longest.values()) {
      const t = readTrf(readFileSync(join(ORACLE, f), 'utf8'), f);
      const checks = repairRounds(t, dutch);
      later += t.rounds.filter((r) => r.number > 1 && r.games.length).length;
      // Some histories were generated with round 1's colours the other way from the file's XXC (its own r01 case
      // pairs by XXC, as Hakem does); the checker must say exactly that and nothing else.
      for (const c of checks) {
        expect({ file: f, round: c.round, allReversed: c.allReversed }).toEqual({ file: f, round: 1, allReversed: true });
        reversedFirst++;
      }
    }
    expect(longest.size).toBe(119);
    expect(later).toBeGreaterThan(600);
    expect(reversedFirst).toBeLessThan(longest.size);
  });
});

describe('hakem check --system', () => {
  const name = 's00003-p037-r04-of06.trf';
  const text = readFileSync(join(ORACLE, name), 'utf8');

  it('reports nothing on the untouched file', async () => {
    const io = memoryIO({ 'e.trf': text });
    expect(await run(['check', '--system', 'dutch', 'e.trf'], io)).toBe(0);
    expect(io.stdout).toBe('e.trf: 3 rounds paired again with dutch; every one as the file has it\n');
  });

  it('finds a single swapped pair planted in the last round, board by board, with the explanation of that round', async () => {
    const t = readTrf(text, name);
    const r3 = t.rounds[2];
    const [a, b] = r3.games; // boards 1 and 2 of round 3: the black players swapped, each game keeping its result
    const planted = { ...t, rounds: t.rounds.map((r) => (r.number !== 3 ? r : { ...r, games: [{ ...a, black: b.black }, { ...b, black: a.black }, ...r.games.slice(2)] })) };
    const io = memoryIO({ 'p.trf': writeTrf(planted) });
    expect(await run(['check', '--system', 'dutch', 'p.trf'], io)).toBe(1);
    expect(io.stdout).toContain(`round 3: the rules pair ${a.white}-${a.black} (board 1); the file does not`);
    expect(io.stdout).toContain(`round 3: the rules pair ${b.white}-${b.black} (board 2); the file does not`);
    expect(io.stdout).toContain(`round 3: the file pairs ${a.white}-${b.black} (board 1); the rules do not`);
    expect(io.stdout).toContain(`round 3: the file pairs ${b.white}-${a.black} (board 2); the rules do not`);
    expect(io.stdout).not.toMatch(/^round [12]:/m);
    expect(io.stdout).toContain('How dutch pairs round 3, step by step');
    const json = memoryIO({ 'p.trf': writeTrf(planted) });
    expect(await run(['check', '--system', 'dutch', 'p.trf', '--json'], json)).toBe(1);
    expect((JSON.parse(json.stdout) as { differences: Array<{ round: number }> }).differences.map((d) => d.round)).toEqual([3]);
  });

  it('refuses an unknown system, a table system and an unknown option, naming them', async () => {
    for (const [args, msg] of [
      [['check', '--system', 'nonesuch', 'e.trf'], /unknown pairing system "nonesuch"/],
      [['check', '--system', 'round-robin', 'e.trf'], /round-robin is a table system/],
      [['check', '--system', 'dutch', '--option', 'speed=3', 'e.trf'], /dutch has no option speed/],
    ] as const) {
      const io = memoryIO({ 'e.trf': text });
      expect(await run([...args], io), args.join(' ')).toBe(2);
      expect(io.stderr).toMatch(msg);
    }
  });
});

describe('hakem generate', () => {
  it('writes an event reproducible from its seed, that check --system finds paired as the rules say', async () => {
    const args = ['generate', '--system', 'dutch', '--players', '21', '--rounds', '6', '--seed', '5', '--draws', '0.4', '--forfeits', '0.05', '--byes', '0.05', '--retired', '0.02', '--ratings', '2500-1500', '-o', 'g.trf'];
    const a = memoryIO();
    const b = memoryIO();
    expect(await run(args, a)).toBe(0);
    expect(await run(args, b)).toBe(0);
    expect(a.files.get('g.trf')).toBe(b.files.get('g.trf'));
    const t = readTrf(a.files.get('g.trf')!);
    expect(t.players).toHaveLength(21);
    expect(t.rounds.filter((r) => r.games.length)).toHaveLength(6);
    expect(t.players.every((p) => p.rating! >= 1500 && p.rating! <= 2500)).toBe(true);
    const c = memoryIO({ 'g.trf': a.files.get('g.trf')! });
    expect(await run(['check', '--system', 'dutch', 'g.trf'], c)).toBe(0);
    const other = memoryIO();
    await run([...args.slice(0, 8), '6', ...args.slice(9)], other);
    expect(other.files.get('g.trf')).not.toBe(a.files.get('g.trf'));
  });

  it('refuses bad options, naming them, and writes nothing', async () => {
    for (const [args, msg] of [
      [['generate', '--players', '10', '--rounds', '5', '--seed', '1', '-o', 'x.trf'], /--system is required/],
      [['generate', '--system', 'round-robin', '--players', '10', '--rounds', '5', '--seed', '1', '-o', 'x.trf'], /needs a Swiss system/],
      [['generate', '--system', 'dutch', '--players', 'ten', '--rounds', '5', '--seed', '1', '-o', 'x.trf'], /--players must be a whole number/],
      [['generate', '--system', 'dutch', '--players', '10', '--rounds', '5', '--seed', '1', '--draws', '1.5', '-o', 'x.trf'], /--draws must be a probability/],
      [['generate', '--system', 'dutch', '--players', '10', '--rounds', '5', '--seed', '1', '--ratings', '1400-2600', '-o', 'x.trf'], /--ratings must be HIGH-LOW/],
      [['generate', '--system', 'dutch', '--players', '10', '--rounds', '5', '--seed', '1'], /-o OUT\.trf is required/],
    ] as const) {
      const io = memoryIO();
      expect(await run([...args], io), args.join(' ')).toBe(2);
      expect(io.stderr).toMatch(msg);
      expect(io.files.size).toBe(0);
    }
  });
});

describe('100 generated events per Swiss system re-check with no difference', () => {
  for (const id of ['dutch', 'dutch-2009', 'lim', 'dubov', 'burstein', 'dubov-2026', 'burstein-2026']) {
    it(id, () => {
      const system = pairingSystem(id)!;
      let events = 0;
      let rounds = 0;
      for (let seed = 1; events < 100; seed++) {
        const played = playTournament(system, 1000 + seed, { players: 6 + (seed % 11), rounds: 3 + (seed % 3), forfeitRate: 0.05, halfPointByeRate: 0.05, withdrawalRate: 0.02 });
        if (played.stopped) continue; // a tiny field can run out of legal pairings: nothing to check
        const back = readTrf(writeTrf(played.tournament));
        expect(repairRounds(back, system), `${id} seed ${1000 + seed}`).toEqual([]);
        events++;
        rounds += back.rounds.filter((r) => r.games.length).length;
      }
      expect(rounds).toBeGreaterThan(300);
    });
  }
});
