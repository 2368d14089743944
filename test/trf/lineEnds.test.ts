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
