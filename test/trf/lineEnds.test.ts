/**
 * One event, written with every line terminator TRF files are found with (TRF-16's own CR, LF, CRLF, a mix), with a
 * byte-order mark (as Windows editors and Excel save it) and with blanks or tabs left at line ends: every command must
 * read the same event from each. A file that holds no player is refused, naming the file, by every command.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { run } from '../../cli/main';
import { memoryIO } from '../helpers/io';
import { readTrf } from '../../engine/trf/read';

const ORACLE = join(__dirname, '..', 'oracle', 'dutch-2025');
// A 37-player event after round 3 of 6, with byes and forfeits; bbpPairings' pairing of round 4 is beside it.
const NAME = 's00003-p037-r04-of06';
const lf = readFileSync(join(ORACLE, `${NAME}.trf`), 'utf8').replace(/\r\n?/g, '\n');
const expectedPairs = readFileSync(join(ORACLE, `${NAME}.pairs`), 'utf8').trim().split(/\r?\n/);

const lines = lf.replace(/\n$/, '').split('\n');
const variants: Record<string, string> = {
  LF: lf,
  CRLF: lines.join('\r\n') + '\r\n',
  'CR (TRF-16)': lines.join('\r') + '\r',
  'mixed CR / LF / CRLF': lines.map((l, i) => l + ['\r', '\n', '\r\n'][i % 3]).join(''),
  'byte-order mark': '\uFEFF' + lf,
  'byte-order mark and CRLF': '\uFEFF' + lines.join('\r\n'),
  'trailing blanks and tabs': lines.map((l, i) => l + [' ', '\t', '  \t ', ''][i % 4]).join('\n') + '\n',
  'no final line end': lines.join('\n'),
};

async function cli(args: string[], file: string, text: string) {
  const io = memoryIO({ [file]: text });
  const code = await run(args, io);
  return { code, out: io.stdout, err: io.stderr, files: io.files };
}

describe('a TRF read alike whatever its line ends, BOM or trailing blanks', () => {
  it('the LF file pairs as bbpPairings paired it (the reference the variants are compared with)', async () => {
    const r = await cli(['pair', '--system', 'dutch', 'e.trf'], 'e.trf', lf);
    expect(r.code).toBe(0);
    expect(r.out.trim().split('\n')).toEqual(expectedPairs);
  });

  for (const [name, text] of Object.entries(variants)) {
    it(`${name}: same players, pairing, standings and check as LF`, async () => {
      expect(readTrf(text).players).toHaveLength(37);
      expect(readTrf(text)).toEqual(readTrf(lf));
      for (const args of [
        ['pair', '--system', 'dutch', 'e.trf'],
        ['pair', '--system', 'dutch-2009', 'e.trf'],
        ['standings', 'e.trf', '--rules', '2024'],
        ['check', 'e.trf'],
      ]) {
        const got = await cli(args, 'e.trf', text);
        const want = await cli(args, 'e.trf', lf);
        expect(got.err, args.join(' ')).toBe(want.err);
        expect(got.code, args.join(' ')).toBe(want.code);
        expect(got.out, args.join(' ')).toBe(want.out);
      }
      expect((await cli(['pair', '--system', 'dutch', 'e.trf'], 'e.trf', text)).out.trim().split('\n')).toEqual(expectedPairs);
    });
  }
});

describe('a file without players is an error naming the file, in every command', () => {
  const empties: Record<string, { file: string; text: string; message: RegExp }> = {
    'an empty file': { file: 'empty.trf', text: '', message: /empty\.trf.*empty/ },
    'only blank lines': { file: 'blank.trf', text: '\r\n\r\n', message: /blank\.trf.*empty/ },
    'only a BOM': { file: 'bom.trf', text: '\uFEFF', message: /bom\.trf.*empty/ },
    'header lines, no 001 line': { file: 'head.trf', text: '012 Club Open\r042 2026/05/01\rXXR 5\r', message: /head\.trf.*no player \(001\) line/ },
    'a JSON tournament with no players': { file: 'none.json', text: '{"info":{},"players":[],"rounds":[]}', message: /none\.json.*no players/ },
  };
  const commands: Array<[string, (f: string) => string[]]> = [
    ['pair', (f) => ['pair', '--system', 'dutch', f]],
    ['check', (f) => ['check', f]],
    ['standings', (f) => ['standings', f]],
    ['convert', (f) => ['convert', f, f.endsWith('.json') ? 'out.trf' : 'out.json']],
    ['ratings', (f) => ['ratings', f, '--ukd']],
    ['render', (f) => ['render', 'crosstable', f]],
  ];
  for (const [what, { file, text, message }] of Object.entries(empties)) {
    for (const [name, args] of commands) {
      it(`${what}: hakem ${name} exits 1, names the file and writes nothing`, async () => {
        const r = await cli(args(file), file, text);
        expect(r.code).toBe(1);
        expect(r.out).toBe('');
        expect(r.err).toMatch(message);
        expect([...r.files.keys()]).toEqual([file]);
      });
    }
  }

  it('a crosstable CSV with a heading but no player row is refused too', async () => {
    const r = await cli(['standings', 'x.csv'], 'x.csv', 'No;Name;1;2\r\n');
    expect(r.code).toBe(1);
    expect(r.err).toMatch(/x\.csv/);
  });

  it('a crosstable CSV written with CR line ends reads as with LF', async () => {
    const csv = ['No;Name;1;2', '1;Ann;2w1;3b=', '2;Bob;1b0;4w1', '3;Cem;4w=;1w=', '4;Dan;3b=;2b0'];
    const cr = await cli(['standings', 'x.csv', '--tiebreaks', 'BH'], 'x.csv', csv.join('\r'));
    const lfOut = await cli(['standings', 'x.csv', '--tiebreaks', 'BH'], 'x.csv', csv.join('\n'));
    expect(cr.code).toBe(0);
    expect(cr.out).toBe(lfOut.out);
    expect(cr.out).toMatch(/Ann/);
    expect(cr.out).toMatch(/Cem/);
  });
});

describe('TRF-2026: the records Hakem uses are read, every other one is kept', () => {
  // The oracle event's players and rounds under a header with TRF-2026 records: dates (042/052, which choose the
  // tie-break edition), rounds and initial colour in both dialects (142/XXR, 152/XXC), scoring (162), the system
  // (192), and records Hakem does not interpret (222 encoded time control, 299 abnormal points, 801 informative).
  const players = lf.split('\n').filter((l) => l.startsWith('001'));
  const file = [
    '012 Kadıköy Open 2026', '022 İstanbul', '032 TUR', '042 2026/03/05', '052 2026/03/09', '062 37', '072 37', '092 Individual: Swiss-System',
    '102 IA Ayşe Hakem', '112 FA Mehmet Yardımcı', '122 90 min + 30 s', '142 6', '152 W', '162 W 1.0    D 0.5    L 0.0',
    '192 FIDE_DUTCH_2025', '222 5400+30', '299 0012  1  -1.0', '801 informative cross-table line',
    ...players, 'XXR 6', 'XXC white1', '',
  ].join('\n');
  it('reads the dates and the rounds and colour from either dialect', () => {
    const t = readTrf(file);
    expect([t.info.startDate, t.info.endDate, t.totalRounds, t.firstColour]).toEqual(['2026/03/05', '2026/03/09', 6, 'w']);
    expect(t.players).toHaveLength(37);
  });
  it('writes the file back byte for byte, records it does not use included, from LF and from CR', async () => {
    const { writeTrf } = await import('../../engine/trf/write');
    expect(writeTrf(readTrf(file))).toBe(file);
    expect(writeTrf(readTrf(file.replace(/\n/g, '\r')))).toBe(file);
  });
});
