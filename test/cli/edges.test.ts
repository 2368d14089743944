/**
 * Issue 36: the command line's rough edges an outside tester measured (221 odd command lines), each repeated as the
 * tester wrote it, in-process through `run`. The expected exit codes are the README's rule (2 for every usage error
 * and every value outside its range, 1 for bad input); the messages are checked for the place they name.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, truncateSync, writeFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { run } from '../../cli/main';
import { nodeIO, type CliIO } from '../../cli/io';
import { memoryIO } from '../helpers/io';
import { FIXTURES } from '../helpers/examples';

/** 24 players, XXR 5, rounds 1 and 2 played (the third paired, no results). */
const sample = readFileSync(join(FIXTURES, 'trf', 's00001-p024-r03-of05.trf'), 'utf8');

/** nodeIO with the output captured (the files are real). */
function realIO() {
  const io = { stdout: '', stderr: '', ...nodeIO } as CliIO & { stdout: string; stderr: string };
  io.out = (s) => { io.stdout += s; };
  io.err = (s) => { io.stderr += s; };
  return io;
}

/** A command that ends with its own message: run() returns the code instead of throwing (no stack trace). */
async function exitOf(argv: string[], files: Record<string, string> = { 'a.trf': sample }) {
  const io = memoryIO(files);
  const code = await run(argv, io);
  expect(io.stderr, argv.join(' ')).not.toMatch(/\n\s+at .*\.ts:\d+|ambiguous/);
  return { code, io };
}

describe('issue 36: documents that cannot be made are said, not thrown', () => {
  it('render match-cards of an individual file: exit 1, the file named', async () => {
    const { code, io } = await exitOf(['render', 'match-cards', 'a.trf']);
    expect(code).toBe(1);
    expect(io.stderr).toMatch(/a\.trf: match cards are printed from a TRF-2026 team file \(310 team records\), and this file has none/);
    expect(io.stdout).toBe('');
  });
  it('render score-groups --system nosuch: exit 2, the known systems named', async () => {
    const { code, io } = await exitOf(['render', 'score-groups', 'a.trf', '--system', 'nosuch']);
    expect(code).toBe(2);
    expect(io.stderr).toMatch(/unknown pairing system "nosuch"; known systems: .*dutch/);
  });
});

describe('issue 36: every value outside its range is a usage error (exit 2), naming what the file has', () => {
  const cases: Array<[string[], RegExp]> = [
    [['standings', 'a.trf', '--explain', 'abc'], /--explain must be a player's starting number, not "abc" \(a\.trf: its players are numbered 1 to 24\)/],
    [['standings', 'a.trf', '--explain', '999'], /--explain 999: a\.trf has no player 999/],
    [['standings', 'a.trf', '--explain', '-1'], /--explain must be a player's starting number, not "-1"/],
    [['norms', 'a.trf', '--round', '0'], /--round must be a whole number of at least 1, not "0"/],
    [['norms', 'a.trf', '--round', '99'], /--round 99: a\.trf has no round 99 \(its rounds are 1 to 2\)/],
    [['norms', 'a.trf', '--round', '-1'], /--round must be a whole number of at least 1, not "-1"/],
    [['norms', 'a.trf', '--player', '999'], /--player 999: a\.trf has no player 999 \(its players are numbered 1 to 24\)/],
    [['render', 'crosstable', 'a.trf', '--round', '999'], /--round 999: a\.trf has no round 999/],
    [['render', 'pairing-card', 'a.trf', '--player', '0'], /--player must be a whole number of at least 1, not "0"/],
    [['render', 'pairing-card', 'a.trf', '--player', '25'], /--player 25: a\.trf has no player 25/],
    [['render', 'crosstable', 'a.trf', '--round', '-1'], /--round must be a whole number of at least 1, not "-1"/],
    // C.07's cut and median: with XXR 5, taking off 5 or more values leaves every player at 0
    [['standings', 'a.trf', '--tiebreaks', 'BH-C99'], /tie-break "BH-C99" takes off 99 of the 5 rounds' values: nothing would be left \(give at most BH-C4\)/],
    [['standings', 'a.trf', '--tiebreaks', 'BH-M3'], /tie-break "BH-M3" takes off 6 of the 5 rounds' values.*give at most BH-M2/],
    [['standings', 'a.trf', '--tiebreaks', 'BH,,SB'], /--tiebreaks "BH,,SB": an empty code between commas/],
    [['standings', 'a.trf', '--tiebreaks', 'BH,SB,'], /an empty code between commas/],
    [['players', 'find', 'x', '--limit', '-5', '--db', 'none.sqlite'], /--limit must be a whole number, not "-5"/],
    [['convert', 'a.trf', '--to', '-1'], /--to must be json or trf, not "-1"/],
  ];
  for (const [argv, message] of cases) {
    it(argv.join(' '), async () => {
      const { code, io } = await exitOf(argv);
      expect(code).toBe(2);
      expect(io.stderr).toMatch(message);
      expect(io.stdout).toBe('');
    });
  }
  it('the largest cut and median that leave something are accepted (BH-C4, BH-M2 of 5 rounds)', async () => {
    for (const c of ['BH-C4', 'BH-M2']) expect((await exitOf(['standings', 'a.trf', '--tiebreaks', c])).code, c).toBe(0);
  });
});

describe('issue 36: global options', () => {
  it('hakem --version prints the package version', async () => {
    const { version } = JSON.parse(readFileSync(join(__dirname, '..', '..', 'package.json'), 'utf8')) as { version: string };
    for (const v of ['--version', '-V']) {
      const { code, io } = await exitOf([v]);
      expect(code).toBe(0);
      expect(io.stdout).toBe(`hakem ${version}\n`);
    }
  });
  it('--encoding before the command is taken as after it (the help lists it for any command)', async () => {
    // é in Latin-1 is one byte 0xE9: read as latin1 it is é, whichever side of the command --encoding stands
    const latin = Buffer.from(sample.replace('Test0001 Player0001     ', 'Test0001 Playeré001     '), 'latin1');
    const before = memoryIO({}, { 'l.trf': latin });
    const after = memoryIO({}, { 'l.trf': latin });
    expect(await run(['--encoding', 'latin1', 'convert', 'l.trf', 'o.json'], before)).toBe(0);
    expect(await run(['convert', 'l.trf', 'o.json', '--encoding=latin1'], after)).toBe(0);
    expect(before.files.get('o.json')).toContain('Playeré001');
    expect(before.files.get('o.json')).toBe(after.files.get('o.json'));
    const missing = memoryIO();
    expect(await run(['--encoding'], missing)).toBe(2);
    expect(missing.stderr).toMatch(/--encoding needs a value/);
  });
});

describe('issue 36: inputs larger than any tournament file are refused, not read forever', () => {
  let dir: string;
  beforeAll(() => { dir = mkdtempSync(join(tmpdir(), 'hakem-i36-')); });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('convert /dev/zero out.json: exit 1 with the limit named, nothing written', async () => {
    const io = realIO();
    const out = join(dir, 'zero.json');
    expect(await run(['convert', '/dev/zero', out], io)).toBe(1);
    expect(io.stderr).toMatch(/\/dev\/zero: more than 64 MB, too large for a tournament file: not read/);
    expect(existsSync(out)).toBe(false);
  });
  it('a regular file of 65 MB is refused by its size before it is read (check, standings)', async () => {
    const big = join(dir, 'big.trf');
    writeFileSync(big, sample);
    truncateSync(big, 65 * 1024 * 1024); // sparse: no 65 MB written to the disk
    for (const argv of [['check', big], ['standings', big]]) {
      const io = realIO();
      expect(await run(argv, io), argv[0]).toBe(1);
      expect(io.stderr).toMatch(/big\.trf: more than 64 MB/);
    }
  });
  it('a file within the limit still reads (the sample, through the real file system)', async () => {
    const f = join(dir, 's.trf');
    writeFileSync(f, sample);
    const io = realIO();
    expect(await run(['standings', f], io)).toBe(0);
    expect(io.stdout).toMatch(/^Rank/);
  });
});

describe('issue 36: a command that fails prints and writes nothing', () => {
  let dir: string;
  beforeAll(() => { dir = mkdtempSync(join(tmpdir(), 'hakem-i36-')); });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('pair --system team-swiss … --output DIR: exit 1, no pairing printed', async () => {
    const g = memoryIO();
    expect(await run(['generate', '--system', 'team-swiss', '--teams', '6', '--rounds', '3', '--seed', '1', '-o', 't.trf'], g)).toBe(0);
    // the same event planned for four rounds: round 4 is left to pair
    const file = join(dir, 't.trf');
    writeFileSync(file, g.files.get('t.trf')!.replace(/^142 3$/m, '142 4'));
    const folder = join(dir, 'out');
    mkdirSync(folder);
    const io = realIO();
    expect(await run(['pair', '--system', 'team-swiss', file, '--output', folder], io)).toBe(1);
    expect(io.stderr).toMatch(/out: cannot write: is a folder, not a file/);
    expect(io.stdout).toBe('');
    // the same with a file name: the pairing printed and the file written
    const ok = realIO();
    expect(await run(['pair', '--system', 'team-swiss', file, '--output', join(folder, 'r4.trf')], ok)).toBe(0);
    expect(ok.stdout).toMatch(/^3\n/);
    expect(readFileSync(join(folder, 'r4.trf'), 'utf8')).toMatch(/^142 4$/m);
  });
});

describe('issue 36: generate keeps the rounds it paired when a round has no legal pairing', () => {
  // the tester's command line: eleven players, nine rounds, three withdrawals; round 9 cannot be paired
  const argv = ['generate', '--system', 'dutch', '--players', '11', '--rounds', '9', '--seed', '50022', '--draws', '0.424', '--forfeits', '0.141', '--byes', '0.03', '--retired', '0.0089', '-o', 'x.trf'];
  it('exit 3, the reason printed, and x.trf holds rounds 1 to 8 with a ### comment saying why', async () => {
    const io = memoryIO();
    expect(await run(argv, io)).toBe(3);
    expect(io.stderr).toMatch(/^no legal pairing in round 9: /);
    expect(io.stderr).toMatch(/x\.trf: written with the 8 rounds paired before it/);
    const text = io.files.get('x.trf')!;
    expect(text).toMatch(/^XXR 9$/m); // the planned total, for the program that takes the history over
    expect(text).toMatch(/^### hakem generate: no legal pairing in round 9: .*; the file holds rounds 1 to 8 as paired, and the absences announced for round 9$/m);
    const lines = text.split('\n').filter((l) => l.startsWith('001'));
    expect(lines).toHaveLength(11);
    // eight rounds of 10 characters after the 91 of the player columns; a ninth only where round 9 was announced
    // (a withdrawal or a requested bye: no game), as a file to pair round 9 from gives it
    for (const l of lines) {
      const rounds = Math.ceil((l.trimEnd().length - 91) / 10);
      expect(rounds === 8 || (rounds === 9 && /0000 - [-HZ]$/.test(l.trimEnd())), l).toBe(true);
    }
    expect(lines.filter((l) => /0000 - -$/.test(l.trimEnd())).length).toBeGreaterThan(0);
    // the history as written passes the absolute criteria, and round 9 still has no legal pairing from it
    const back = memoryIO({ 'x.trf': text });
    expect(await run(['check', 'x.trf'], back)).toBe(0);
    const again = memoryIO({ 'x.trf': text });
    expect(await run(['pair', '--system', 'dutch', 'x.trf'], again)).toBe(3);
  });
  it('double-swiss and team-swiss alike: the match-rounds or rounds paired are written, with the reason (exit 3)', async () => {
    for (const [argv, where, held] of [
      [['generate', '--system', 'double-swiss', '--players', '5', '--rounds', '5', '--seed', '1', '--byes', '0.05', '--forfeits', '0.1', '-o', 'x.trf'], 'match-round 5', 'match-rounds 1 to 4'],
      [['double-swiss', 'generate', 'x.trf', '--players', '5', '--matches', '5', '--seed', '1'], 'match-round 5', 'match-rounds 1 to 4'],
      [['generate', '--system', 'team-swiss', '--teams', '5', '--rounds', '5', '--boards', '2', '--byes', '0.05', '--seed', '1', '-o', 'x.trf'], 'round 5', 'rounds 1 to 4'],
    ] as Array<[string[], string, string]>) {
      const io = memoryIO();
      expect(await run(argv, io), argv[2]).toBe(3);
      const text = io.files.get('x.trf')!;
      expect(text).toContain(`### hakem generate: no legal pairing in ${where}: `);
      expect(text).toContain(`the file holds ${held} as paired`);
      // read back: the rounds written pass the system's checks, and the next one still has no legal pairing
      expect(await run(['check', 'x.trf'], memoryIO({ 'x.trf': text }))).toBe(0);
      expect(await run(['pair', 'x.trf'], memoryIO({ 'x.trf': text }))).toBe(3);
    }
  });
});
