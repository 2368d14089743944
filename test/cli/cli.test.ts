import { describe, expect, it } from 'vitest';
import { mkdtempSync, readFileSync, writeFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { run } from '../../cli/main';
import { nodeIO } from '../../cli/io';
import { memoryIO } from '../helpers/io';
import { FIXTURES, loadExample } from '../helpers/examples';
import { writeTrf } from '../../engine/trf/write';
import { buildTournament } from '../../engine/model/build';

const sample = readFileSync(join(FIXTURES, 'trf', 's00001-p024-r03-of05.trf'), 'utf8');
/** The sample without its 092 line (it names FIDE_DUTCH_2025): a file that names no system. */
const unnamed = sample.split('\n').filter((l) => !l.startsWith('092')).join('\n');

describe('hakem (command line)', () => {
  it('prints help listing the commands', async () => {
    const io = memoryIO();
    expect(await run(['--help'], io)).toBe(0);
    for (const c of ['pair', 'check', 'convert']) expect(io.stdout).toMatch(new RegExp(`^  ${c} `, 'm'));
  });

  it('rejects an unknown command with exit 2', async () => {
    const io = memoryIO();
    expect(await run(['frobnicate'], io)).toBe(2);
    expect(io.stderr).toContain('unknown command "frobnicate"');
  });

  describe('pair', () => {
    // without --system: the file's own system (192, 092), else the edition in force on its start date, always said
    it('without --system, a file naming no system is paired by the Dutch in force (C.04.3), and stderr says so', async () => {
      const io = memoryIO({ 'a.trf': unnamed });
      const asked = memoryIO({ 'a.trf': unnamed });
      expect(await run(['pair', 'a.trf'], io)).toBe(0);
      expect(await run(['pair', '--system', 'dutch', 'a.trf'], asked)).toBe(0);
      expect(io.stdout).toBe(asked.stdout);
      expect(io.stderr).toContain('a.trf: the file names no system (192/092): paired with dutch, the edition in force (no start date');
      expect(asked.stderr).not.toContain('paired with');
    });
    it('without --system, the system the file names (092 "Hakem dutch-2009", 192 FIDE_DUTCH_2025) is the one paired with; JSON says it', async () => {
      const books = memoryIO({ 'b.trf': `092 Hakem dutch-2009\n${unnamed}` });
      const asked = memoryIO({ 'b.trf': `092 Hakem dutch-2009\n${unnamed}` });
      expect(await run(['pair', 'b.trf'], books)).toBe(0);
      expect(await run(['pair', '--system', 'dutch-2009', 'b.trf'], asked)).toBe(0);
      expect(books.stdout).toBe(asked.stdout);
      expect(books.stderr).toContain('b.trf: paired with dutch-2009, the system the file names (092 "Hakem dutch-2009")');
      const json = memoryIO({ 'c.trf': `192 FIDE_DUTCH_2025\n${unnamed}` });
      expect(await run(['pair', '--json', 'c.trf'], json)).toBe(0);
      expect(JSON.parse(json.stdout).system).toMatchObject({ id: 'dutch', source: 'file', note: expect.stringContaining('192 FIDE_DUTCH_2025') });
    });
    it('a file naming a system Hakem does not have is refused without --system; --system other than the file\'s is obeyed and said', async () => {
      const io = memoryIO({ 'd.trf': `192 FIDE_DUTCH_2017\n${unnamed}` });
      expect(await run(['pair', 'd.trf'], io)).toBe(2);
      expect(io.stderr).toContain('the 2017 text of C.04.3, which Hakem does not have; give --system');
      expect(io.stdout).toBe('');
      const other = memoryIO({ 'e.trf': `092 Hakem dutch-2009\n${unnamed}` });
      expect(await run(['pair', '--system', 'dutch', 'e.trf'], other)).toBe(0);
      expect(other.stderr).toContain('e.trf: the file names dutch-2009 (092 "Hakem dutch-2009"); paired with dutch, as --system asks');
    });
    it('the Dutch refuses a file with rounds played and no number of rounds (XXR/142): whether this round is the last decides C.3', async () => {
      const noRounds = unnamed.split('\n').filter((l) => !/^(XXR|142)/.test(l)).join('\n');
      const io = memoryIO({ 'g.trf': noRounds });
      expect(await run(['pair', '--system', 'dutch', 'g.trf'], io)).toBe(1);
      expect(io.stderr).toMatch(/XXR: the Dutch needs the number of rounds of the tournament to pair round \d+ \(C\.04\.3 1\.8 and C\.3/);
      expect(io.stdout).toBe('');
      // the number given as an option: paired as the file with XXR 5 is
      const given = memoryIO({ 'g.trf': noRounds });
      const withXxr = memoryIO({ 'h.trf': unnamed });
      expect(await run(['pair', '--system', 'dutch', 'g.trf', '--option', 'totalRounds=5'], given)).toBe(0);
      expect(await run(['pair', '--system', 'dutch', 'h.trf'], withXxr)).toBe(0);
      expect(given.stdout).toBe(withXxr.stdout);
    });
    it('a file with two 092 lines naming two systems is refused, both lines named', async () => {
      const io = memoryIO({ 'f.trf': `092 Hakem dutch-2009\n${sample}` });
      expect(await run(['pair', 'f.trf'], io)).toBe(1);
      expect(io.stderr).toMatch(/f\.trf, line \d+, column 5: 092 is given twice: "Hakem dutch-2009" on line 1 and "FIDE_DUTCH_2025" here; keep one/);
    });
    it('rejects an unknown system', async () => {
      const io = memoryIO({ 'a.trf': sample });
      expect(await run(['pair', '--system', 'nonesuch', 'a.trf'], io)).toBe(2);
      expect(io.stderr).toContain('unknown pairing system "nonesuch"');
    });
  });

  describe('check', () => {
    it('finds no violation in the documents\' examples', async () => {
      for (const name of ['dutch', 'lim', 'dubov'] as const) {
        const io = memoryIO({ 'e.trf': writeTrf(loadExample(name)) });
        expect(await run(['check', 'e.trf'], io), name).toBe(0);
        expect(io.stdout).toContain('no violation');
      }
    });
    it('reports a rematch, a second bye, three blacks running and a colour difference of -3, with round and board', async () => {
      // Players 1-4. 1 and 2 meet in rounds 1 and 3 (rematch); 4 has the pairing-allocated bye twice;
      // 3 is black in rounds 1, 2, 3 (three in a row, difference -3).
      const t = buildTournament({
        players: [1, 2, 3, 4, 5].map((no) => ({ no, name: `P${no}` })),
        rounds: [
          { round: 1, games: [{ white: 1, black: 2, result: '1-0' }, { white: 5, black: 3, result: '1-0' }], bye: 4 },
          { round: 2, games: [{ white: 2, black: 3, result: '0-1' }, { white: 1, black: 5, result: '1-0' }], bye: 4 },
          { round: 3, games: [{ white: 2, black: 1, result: '1/2-1/2' }, { white: 4, black: 3, result: '0-1' }], bye: 5 },
        ],
      });
      const io = memoryIO({ 'v.trf': writeTrf(t) });
      expect(await run(['check', 'v.trf'], io)).toBe(1);
      const lines = io.stdout.trim().split('\n');
      // TRF keeps no board numbers: boards follow FIDE's order (higher score, then sum): 4-3 (2+1) before 2-1 (0+2).
      expect(lines).toContain('round 2: player 4 receives the pairing-allocated bye after scoring without playing (the pairing-allocated bye in round 1)');
      expect(lines).toContain('round 3, board 2: 2 and 1 already met in round 1');
      expect(lines.some((l) => /^round 3, board 1: player 3 has black for the third game running \(bbb\)$/.test(l))).toBe(true);
      expect(lines.some((l) => /^round 3, board 1: player 3's colour difference becomes -3 \(bbb\)$/.test(l))).toBe(true);
      expect(lines).toHaveLength(4);
    });
  });

  describe('check: declared points', () => {
    it("reports a TRF total that the results do not give (player 1 declares 3.0, has one win: 1)", async () => {
      const good = writeTrf(buildTournament({ players: [{ no: 1, name: 'A' }, { no: 2, name: 'B' }], rounds: [{ round: 1, games: [{ white: 1, black: 2, result: '1-0' }] }] }));
      const bad = good.replace(/^(001    1.{72}) 1\.0/m, '$1 3.0');
      expect(bad).not.toBe(good);
      const io = memoryIO({ 'p.trf': bad });
      expect(await run(['check', 'p.trf'], io)).toBe(1);
      expect(io.stdout).toContain('player 1: the file declares 3.0 points, the results give 1');
    });
    it('a second UKD line for one player is an error naming the line', async () => {
      const good = writeTrf(buildTournament({ players: [{ no: 1, name: 'A', ukd: 1500 }, { no: 2, name: 'B' }] }));
      const io = memoryIO({ 'u.trf': good + 'UKD    1 1600\n' });
      expect(await run(['check', 'u.trf'], io)).toBe(1);
      expect(io.stderr).toMatch(/u\.trf, line \d+, column 5: a second UKD line for player 1 \(the first is line \d+\)/);
    });
  });

  describe('convert', () => {
    it('TRF -> JSON -> TRF gives the same file back', async () => {
      const io = memoryIO({ 'a.trf': sample });
      expect(await run(['convert', 'a.trf', 'a.json'], io)).toBe(0);
      expect(JSON.parse(io.files.get('a.json')!).players).toHaveLength(24);
      expect(await run(['convert', 'a.json', 'b.trf'], io)).toBe(0);
      expect(io.files.get('b.trf')).toBe(sample);
    });
    it('a malformed file gets an error naming line and column, and nothing is written (real files)', async () => {
      const dir = mkdtempSync(join(tmpdir(), 'hakem-'));
      const bad = sample.replace('001    3      Test0003', '001    X      Test0003');
      writeFileSync(join(dir, 'bad.trf'), bad);
      writeFileSync(join(dir, 'out.json'), 'previous contents');
      const errs: string[] = [];
      const io = { ...nodeIO, out: () => undefined, err: (s: string) => void errs.push(s) };
      expect(await run(['convert', join(dir, 'bad.trf'), join(dir, 'out.json')], io)).toBe(1);
      expect(errs.join('')).toMatch(/bad\.trf, line 4, column 5: starting rank \(columns 5-8\) must be a number, found "X"/);
      expect(readFileSync(join(dir, 'out.json'), 'utf8')).toBe('previous contents');
      expect(existsSync(join(dir, 'out2.json'))).toBe(false);
      expect(await run(['convert', join(dir, 'bad.trf'), join(dir, 'out2.json')], io)).toBe(1);
      expect(existsSync(join(dir, 'out2.json'))).toBe(false);
    });
    it('a JSON tournament with an unknown player is refused with the place named', async () => {
      const t = {
        info: {}, players: [{ no: 1, name: 'A' }, { no: 2, name: 'B' }],
        rounds: [{ number: 1, games: [{ white: 1, black: 9, whiteResult: '1', blackResult: '0' }], unpaired: [] }],
      };
      const io = memoryIO({ 'x.json': JSON.stringify(t) });
      expect(await run(['convert', 'x.json', 'x.trf'], io)).toBe(1);
      expect(io.stderr).toContain('round 1, board 1: unknown player 9');
      expect(io.files.has('x.trf')).toBe(false);
    });
    it('a missing file is named', async () => {
      const io = memoryIO();
      expect(await run(['check', 'nope.trf'], io)).toBe(1);
      expect(io.stderr).toContain('nope.trf: no such file');
    });
  });
});
