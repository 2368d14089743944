/**
 * Issue 26 (items 2, 3, 6): the user's complaints, each repeated as written, in-process through `run`.
 * Expected values come from the rules (B.02 table 8.1.2: PD 0.50 at D = 0) and the issue's own wording, not from
 * Hakem's output.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, lstatSync, mkdirSync, mkdtempSync, readFileSync, readlinkSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { run } from '../../cli/main';
import { nodeIO, type CliIO } from '../../cli/io';
import { memoryIO } from '../helpers/io';
import { FIXTURES } from '../helpers/examples';
import { writeTrf } from '../../engine/trf/write';
import { buildTournament } from '../../engine/model/build';
import { MAX_PLAYERS, playerLimit } from '../../engine/pairing/limits';
import { tournamentToJson } from '../../engine/model/json';

const sample = readFileSync(join(FIXTURES, 'trf', 's00001-p024-r03-of05.trf'), 'utf8');

/** nodeIO with the output captured (the files are real). */
function realIO() {
  const io = { stdout: '', stderr: '', ...nodeIO } as CliIO & { stdout: string; stderr: string };
  io.out = (s) => { io.stdout += s; };
  io.err = (s) => { io.stderr += s; };
  return io;
}

describe('issue 26, item 2: every argument validated, usage errors exit 2', () => {
  const cases: Array<[string, string[], RegExp]> = [
    ['baku=maybe', ['pair', '--system', 'dutch', 'a.trf', '--option', 'baku=maybe'], /dutch option baku must be true or false, not "maybe"/],
    ['firstColour=purple', ['pair', '--system', 'dubov-2026', 'a.trf', '--option', 'firstColour=purple'], /option firstColour must be one of w, b, not "purple"/],
    ['maxi=banana', ['pair', '--system', 'lim', 'a.trf', '--option', 'maxi=banana'], /lim option maxi must be true or false, not "banana"/],
    ['unknown option from pair', ['pair', '--system', 'dutch', 'a.trf', '--option', 'nosuch=1'], /dutch has no option nosuch \(its options: acceleration/],
    ['unknown option from check', ['check', '--system', 'dutch', 'a.trf', '--option', 'nosuch=1'], /dutch has no option nosuch \(its options: acceleration/],
    ['check --system double-swiss nosuch=1', ['check', '--system', 'double-swiss', 'a.trf', '--option', 'nosuch=1'], /double-swiss has no option nosuch/],
    ['check --system double-swiss pabValue out of range', ['check', '--system', 'double-swiss', 'a.trf', '--option', 'pabValue=3'], /pabValue must be a number from 0 to 2, not "3"/],
    ['--players -5', ['generate', '--system', 'dutch', '--players', '-5', '--rounds', '3', '--seed', '1', '-o', 'x.trf'], /--players must be a whole number from 2 to 10000, not "-5"/],
    ['--rounds beyond the players', ['generate', '--system', 'dutch', '--players', '6', '--rounds', '7', '--seed', '1', '-o', 'x.trf'], /at most 6 rounds/],
    ['generate --system knockout (not a Swiss; it wrote files Hakem refused)', ['generate', '--system', 'knockout', '--players', '8', '--rounds', '3', '--seed', '1', '-o', 'x.trf'], /generate needs a Swiss system/],
    ['generate --option totalRounds (contradicting --rounds)', ['generate', '--system', 'dutch', '--players', '6', '--rounds', '3', '--seed', '1', '--option', 'totalRounds=9', '-o', 'x.trf'], /generate does not take --option totalRounds: --rounds gives the rounds/],
    ['--ratings beyond 3500', ['generate', '--system', 'dutch', '--players', '6', '--rounds', '3', '--seed', '1', '--ratings', '9000-1000', '-o', 'x.trf'], /--ratings must be HIGH-LOW/],
  ];
  for (const [name, argv, message] of cases) {
    it(`${name}: exit 2, the allowed values named`, async () => {
      const io = memoryIO({ 'a.trf': sample });
      expect(await run(argv, io)).toBe(2);
      expect(io.stderr).toMatch(message);
      expect(io.stderr).not.toMatch(/ambiguous|at .*\.ts:\d+/);
      expect(io.files.has('x.trf')).toBe(false);
    });
  }

  it('team rounds=-2: refused by pair --option and by generate --rounds (exit 2)', async () => {
    const io = memoryIO();
    expect(await run(['generate', '--system', 'team-swiss', '--teams', '6', '--rounds', '3', '--seed', '1', '-o', 't.trf'], io)).toBe(0);
    const e = io.files.get('t.trf')!;
    // the team file without its last round, so a round is left to pair
    const p = memoryIO({ 't.trf': e });
    expect(await run(['pair', '--system', 'team-swiss', 't.trf', '--option', 'rounds=-2'], p)).toBe(2);
    expect(p.stderr).toMatch(/team-swiss option rounds must be a whole number of at least 1, not "-2"/);
    const g = memoryIO();
    expect(await run(['generate', '--system', 'team-swiss', '--teams', '6', '--rounds', '-2', '--seed', '1', '-o', 't.trf'], g)).toBe(2);
    expect(g.stderr).toMatch(/--rounds must be a whole number from 1 to 6, not "-2"/);
  });

  it('sizes beyond the limit are refused at once, naming it: generate --players 1000000, double-swiss, team-swiss --teams 1000000', async () => {
    for (const [argv, limit] of [
      [['generate', '--system', 'dutch', '--players', '1000000', '--rounds', '3', '--seed', '1', '-o', 'x.trf'], MAX_PLAYERS],
      [['generate', '--system', 'double-swiss', '--players', '1000000', '--rounds', '3', '--seed', '1', '-o', 'x.trf'], playerLimit({ id: 'double-swiss' })],
      [['generate', '--system', 'team-swiss', '--teams', '1000000', '--rounds', '3', '--seed', '1', '-o', 'x.trf'], playerLimit({ id: 'team-swiss' })],
      [['double-swiss', 'generate', 'x.trf', '--players', '1000000'], playerLimit({ id: 'double-swiss' })],
      [['generate', '--system', 'dubov-2026', '--players', '501', '--rounds', '3', '--seed', '1', '-o', 'x.trf'], 500],
    ] as Array<[string[], number]>) {
      const io = memoryIO();
      expect(await run(argv, io), argv.join(' ')).toBe(2);
      expect(io.stderr).toMatch(new RegExp(`at most ${limit} `));
      expect(io.files.has('x.trf')).toBe(false);
      // refused by the argument check, before any player is made or paired (no timing asserted: the machine is shared)
    }
  });

  it('a file with more players than Hakem pairs: pair and check --system refuse it at once, naming the limit (exit 1)', async () => {
    // a TRF numbers players in four columns (at most 9999): the JSON model is the file that can hold more
    const big = tournamentToJson(buildTournament({ players: Array.from({ length: MAX_PLAYERS + 1 }, (_, i) => ({ no: i + 1, name: `P${i + 1}` })) }));
    for (const argv of [['pair', '--system', 'dutch', 'big.json'], ['check', '--system', 'dutch', 'big.json']]) {
      const io = memoryIO({ 'big.json': big });
      expect(await run(argv, io), argv.join(' ')).toBe(1);
      expect(io.stderr).toMatch(new RegExp(`${MAX_PLAYERS + 1} players; Hakem pairs at most ${MAX_PLAYERS} with dutch`));
    }
  });

  it('ratings --fide with an option of --ukd: refused, not ignored (exit 2)', async () => {
    const io = memoryIO({ 'a.trf': sample });
    expect(await run(['ratings', 'a.trf', '--fide', '--minutes', '90'], io)).toBe(2);
    expect(io.stderr).toMatch(/--minutes applies to --ukd, not to --fide/);
  });

  it('check --system double-swiss honours --option as pair does: pabValue=0 on a file paired with the PAB worth 1½', async () => {
    const io = memoryIO();
    expect(await run(['generate', '--system', 'double-swiss', '--players', '15', '--rounds', '5', '--seed', '1', '-o', 'g.trf'], io)).toBe(0);
    const plain = memoryIO({ 'g.trf': io.files.get('g.trf')! });
    expect(await run(['check', '--system', 'double-swiss', 'g.trf'], plain)).toBe(0);
    const zero = memoryIO({ 'g.trf': io.files.get('g.trf')! });
    // with the PAB worth 0 the scores differ, so some match-round is paired otherwise than the file has it
    expect(await run(['check', '--system', 'double-swiss', 'g.trf', '--option', 'pabValue=0'], zero)).toBe(1);
    expect(zero.stdout).toMatch(/^match-round \d+: /m);
  });

  it('double-swiss generate --players 0 and --matches 0: refused (exit 2), no file written', async () => {
    for (const argv of [['double-swiss', 'generate', 'ds.trf', '--players', '0'], ['double-swiss', 'generate', 'ds.trf', '--matches', '0']]) {
      const io = memoryIO();
      expect(await run(argv, io)).toBe(2);
      expect(io.stderr).toMatch(/must be a whole number/);
      expect(io.files.has('ds.trf')).toBe(false);
    }
  });
});

describe('issue 26, item 3: outputs never replaced, clear errors', () => {
  let dir: string;
  beforeAll(() => { dir = mkdtempSync(join(tmpdir(), 'hakem-i26-')); });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const gen = (out: string) => ['generate', '--system', 'dutch', '--players', '10', '--rounds', '3', '--seed', '1', '-o', out];

  it('-o into a missing directory: exit 1, the folder named, no stack trace', async () => {
    const io = realIO();
    expect(await run(gen(join(dir, 'missing', 'x.trf')), io)).toBe(1);
    expect(io.stderr).toMatch(/cannot write: its folder .*missing does not exist/);
  });
  it('-o onto a directory: exit 1, the directory left as it is', async () => {
    const d = join(dir, 'adir');
    mkdirSync(d);
    const io = realIO();
    expect(await run(gen(d), io)).toBe(1);
    expect(io.stderr).toMatch(/is a folder, not a file/);
    expect(lstatSync(d).isDirectory()).toBe(true);
  });
  it('pair DIR: exit 1 with the path named, no stack trace', async () => {
    const io = realIO();
    expect(await run(['pair', '--system', 'dutch', dir], io)).toBe(1);
    expect(io.stderr).toMatch(/cannot read: is a folder/);
  });
  it('a symbolic link is written through: the link stays, its target gets the file', async () => {
    const target = join(dir, 'real.trf');
    const link = join(dir, 'link.trf');
    writeFileSync(target, 'old\n');
    symlinkSync(target, link);
    const io = realIO();
    expect(await run(gen(link), io)).toBe(0);
    expect(lstatSync(link).isSymbolicLink()).toBe(true);
    expect(readlinkSync(link)).toBe(target);
    expect(readFileSync(target, 'utf8')).toMatch(/^012 Random tournament 1/);
  });
  it('a device (-o /dev/null) is written to, not replaced', async () => {
    const io = realIO();
    expect(await run(gen('/dev/null'), io)).toBe(0);
    expect(lstatSync('/dev/null').isCharacterDevice()).toBe(true);
  });
  it('a FIFO is written through: its reader gets the file, the FIFO stays', async () => {
    const fifo = join(dir, 'pipe');
    execFileSync('mkfifo', [fifo]);
    const reader = spawn('cat', [fifo]);
    let got = '';
    reader.stdout.on('data', (d) => { got += d; });
    const done = new Promise((resolve) => reader.on('close', resolve));
    const io = realIO();
    expect(await run(gen(fifo), io)).toBe(0);
    await done;
    expect(got).toMatch(/^012 Random tournament 1/);
    expect(lstatSync(fifo).isFIFO()).toBe(true);
  });
  it('a failed convert leaves an existing output untouched', async () => {
    const out = join(dir, 'keep.json');
    writeFileSync(out, 'keep\n');
    const bad = join(dir, 'bad.trf');
    writeFileSync(bad, '001 nonsense\n');
    const io = realIO();
    expect(await run(['convert', bad, out], io)).toBe(1);
    expect(readFileSync(out, 'utf8')).toBe('keep\n');
    expect(existsSync(join(dir, `.keep.json.${process.pid}.tmp`))).toBe(false);
  });
});

describe('issue 26, item 6: the ratings\' notes', () => {
  // 1: a junior born 2010, rated 1500, loses to 2 (1500): D = 0, PD 0.50 (table 8.1.2), ΔR = −0.50.
  // 3 (1405) loses to 4 (1405): ΔR = −0.50, K 20 → −10 → 1395, below the 1400 floor. 5 (rated) wins by forfeit
  // against 6 (rated) in round 2; 7 is unrated.
  const event = (dated: boolean) => {
    const t = buildTournament({
      players: [
        { no: 1, name: 'Junior', rating: 1500, birth: '2010/05/01' }, { no: 2, name: 'B', rating: 1500, birth: '1980/01/01' },
        { no: 3, name: 'C', rating: 1405, birth: '1970/01/01' }, { no: 4, name: 'D', rating: 1405, birth: '1970/01/01' },
        { no: 5, name: 'E', rating: 1800, birth: '1970/01/01' }, { no: 6, name: 'F', rating: 1800, birth: '1970/01/01' },
        { no: 7, name: 'G' },
      ],
      rounds: [
        { round: 1, games: [{ white: 1, black: 2, result: '0-1' }, { white: 3, black: 4, result: '0-1' }, { white: 5, black: 6, result: '1/2-1/2' }] },
        { round: 2, games: [{ white: 5, black: 6, result: '+--' }, { white: 7, black: 2, result: '0-1' }] },
      ],
    } as Parameters<typeof buildTournament>[0]);
    if (dated) t.info = { ...t.info, startDate: '2026/03/01', endDate: '2026/03/05' };
    return writeTrf(t);
  };
  const row = (text: string, no: number) => text.split('\n').find((l) => new RegExp(`^\\s*${no}\\s`).test(l))!;

  it('no event dates: K 20 with the event year named as missing (the birth year is given); with dates K 40 and Δ −20 (40 × −0.50)', async () => {
    const io = memoryIO({ 'u.trf': event(false), 'd.trf': event(true) });
    expect(await run(['ratings', 'u.trf', '--fide'], io)).toBe(0);
    const undated = row(io.stdout, 1);
    expect(undated).toMatch(/K 20/);
    expect(undated).toMatch(/born 2010, but the event's year is not given/);
    expect(undated).not.toMatch(/birth year not given/);
    const d = memoryIO({ 'd.trf': event(true) });
    expect(await run(['ratings', 'd.trf', '--fide', '--json'], d)).toBe(0);
    const line = JSON.parse(d.stdout).lines.find((l: { no: number }) => l.no === 1);
    expect(line.change.k.k).toBe(40);
    expect(line.change.change).toBe(-20);
  });
  it('a new rating under 1400 is noted as not published (7.2.1)', async () => {
    const io = memoryIO({ 'u.trf': event(false) });
    expect(await run(['ratings', 'u.trf', '--fide'], io)).toBe(0);
    expect(row(io.stdout, 3)).toMatch(/1395 is below 1400: not published, the player is listed unrated \(7\.2\.1/);
  });
  it('each forfeited game is named, for both players', async () => {
    const io = memoryIO({ 'u.trf': event(false) });
    expect(await run(['ratings', 'u.trf', '--fide'], io)).toBe(0);
    expect(row(io.stdout, 5)).toMatch(/not played over the board, not rated: round 2 v 6 \(\+\)/);
    expect(row(io.stdout, 6)).toMatch(/not played over the board, not rated: round 2 v 5 \(-\)/);
  });
  it('--k-for and --new on an unrated player are refused with the reason (exit 2)', async () => {
    for (const argv of [['ratings', 'u.trf', '--fide', '--k-for', '7=40'], ['ratings', 'u.trf', '--fide', '--new', '7'], ['ratings', 'u.trf', '--fide', '--reached-2400', '7']]) {
      const io = memoryIO({ 'u.trf': event(false) });
      expect(await run(argv, io), argv.join(' ')).toBe(2);
      expect(io.stderr).toMatch(/player 7 is unrated, and K \(8\.3\.3\) applies only to a rated player's change/);
    }
  });
});
