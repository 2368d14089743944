import { describe, expect, it } from 'vitest';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { readTrf } from '../../engine/trf/read';
import { writeTrf } from '../../engine/trf/write';
import { InputError } from '../../engine/trf/errors';
import { playerRounds, scoreAfter } from '../../engine/model/history';
import { FIXTURES } from '../helpers/examples';

const SAMPLES = join(FIXTURES, 'trf');
const ORACLE = join(__dirname, '..', 'oracle', 'dutch-2025');

describe('TRF-16 round trip, byte for byte', () => {
  const files = readdirSync(SAMPLES).filter((f) => f.endsWith('.trf')).map((f) => join(SAMPLES, f));
  if (existsSync(ORACLE)) files.push(...readdirSync(ORACLE).filter((f) => f.endsWith('.trf')).map((f) => join(ORACLE, f)));
  it(`reads and writes back ${files.length} files unchanged`, () => {
    expect(files.length).toBeGreaterThanOrEqual(4);
    for (const f of files) {
      const text = readFileSync(f, 'utf8');
      expect(writeTrf(readTrf(text, f)), f).toBe(text);
    }
  });

  it('reads a player line column by column (TRF-16 001: rank 5-8, name 15-47, rating 49-52, points 81-84, rank 86-89, rounds from 92)', () => {
    const t = readTrf(readFileSync(join(SAMPLES, 's00001-p024-r03-of05.trf'), 'utf8'));
    const p2 = t.players[1];
    expect(p2).toMatchObject({ no: 2, name: 'Test0002 Player0002', rating: 2650, trfPoints: '2.0', trfRank: 8 });
    // "14 b 1     9 w +": black win against 14, then a forfeit win with white against 9
    const prs = playerRounds(t).get(2)!;
    expect(prs[0]).toMatchObject({ opponent: 14, colour: 'b', code: '1', played: true, points: 1 });
    expect(prs[1]).toMatchObject({ opponent: 9, colour: 'w', code: '+', played: false, points: 1 });
    expect(scoreAfter(prs)).toBe(2);
    expect(t.totalRounds).toBe(5);
    expect(t.firstColour).toBe('w');
    expect(t.info).toMatchObject({ name: 'AutoTest Tournament 1', type: 'FIDE_DUTCH_2025' });
  });

  /** Builds a 001 line by columns (1-based), so the test data states the TRF-16 layout itself. */
  const at = (fields: Array<[number, string]>) => {
    let l = '';
    for (const [col, v] of fields) l = l.padEnd(col - 1, ' ') + v;
    return l;
  };

  it('writes header lines, XXR and XXC', () => {
    const text = [
      '012 Ankara Open', '022 Ankara', '032 TUR', '042 2026/11/01', '052 2026/11/03', '092 Individual: Swiss-System',
      '102 Chief Arbiter', '112 Deputy One', '112 Deputy Two', '122 90min+30sec',
      at([[1, '001'], [8, '1'], [10, 'm'], [12, 'GM'], [15, 'Salih'], [49, '2600'], [54, 'TUR'], [61, '12345678'], [70, '1990/01/01'], [82, '1.0'], [89, '1'], [95, '2'], [97, 'w'], [99, '1']]),
      at([[1, '001'], [8, '2'], [10, 'w'], [11, 'WGM'], [15, 'Ertan'], [49, '2570'], [54, 'TUR'], [61, '87654321'], [70, '1995/05/05'], [82, '0.0'], [89, '2'], [95, '1'], [97, 'b'], [99, '0']]),
      'XXR 9', 'XXC black1', '',
    ].join('\n');
    const t = readTrf(text);
    expect(t.info.deputyArbiters).toEqual(['Deputy One', 'Deputy Two']);
    expect(t.players[0]).toMatchObject({ sex: 'm', title: 'GM', federation: 'TUR', fideId: '12345678', birth: '1990/01/01', rating: 2600 });
    expect(t.players[1]).toMatchObject({ sex: 'w', title: 'WGM', name: 'Ertan' });
    expect(t.firstColour).toBe('b');
    expect(t.totalRounds).toBe(9);
    expect(writeTrf(t)).toBe(text);
  });

  it('reads byes and absences already entered for the round to pair (0000 - H / Z) as a round without games', () => {
    const text = [
      at([[1, '001'], [8, '1'], [15, 'A'], [82, '1.5'], [95, '2'], [97, 'w'], [99, '1'], [99 + 3, '0000 - H']]),
      at([[1, '001'], [8, '2'], [15, 'B'], [82, '0.0'], [95, '1'], [97, 'b'], [99, '0'], [99 + 3, '0000 - Z']]),
      at([[1, '001'], [8, '3'], [15, 'C'], [82, '1.0'], [92, '0000 - U']]),
      '',
    ].join('\n');
    const t = readTrf(text);
    expect(t.rounds.map((r) => r.number)).toEqual([1, 2]);
    expect(t.rounds[1].games).toEqual([]);
    expect(t.rounds[1].unpaired).toEqual([{ player: 1, code: 'H' }, { player: 2, code: 'Z' }]);
    expect(t.rounds[0].unpaired).toEqual([{ player: 3, code: 'U' }]);
    expect(writeTrf(t)).toBe(text);
  });
});

/** Each malformed input names its line and column. */
describe('malformed TRF', () => {
  const base = [
    '012 Test',
    '001    1      Alpha                             2000                             1.0    1     2 w 1',
    '001    2      Beta                              1900                             0.0    2     1 b 0',
  ];
  const withLine = (i: number, line: string) => base.map((l, k) => (k === i ? line : l)).join('\n') + '\n';
  const cases: Array<[string, string, RegExp, number, number]> = [
    ['unknown line code', base.join('\n') + '\nfoo bar\n', /unknown line code "foo"/, 4, 1],
    ['no space after the code', withLine(0, '012Test'), /expected a space/, 1, 4],
    ['starting rank not a number', withLine(1, base[1].slice(0, 4) + '   x' + base[1].slice(8)), /starting rank .* "x"/, 2, 5],
    ['rating not a number', withLine(1, base[1].slice(0, 48) + '20a0' + base[1].slice(52)), /FIDE rating .* "20a0"/, 2, 49],
    ['points not a number', withLine(1, base[1].slice(0, 80) + ' 1,0' + base[1].slice(84)), /points .* "1,0"/, 2, 81],
    ['colour not w/b/-', withLine(1, base[1].slice(0, 96) + 'x 1'), /colour \(column 97\)/, 2, 97],
    ['result not a TRF code', withLine(1, base[1].slice(0, 98) + 'x'), /result "x"/, 2, 99],
    ['opponent not a number', withLine(1, base[1].slice(0, 91) + '   a w 1'), /opponent .* "a"/, 2, 92],
    ['opponent without a line', withLine(1, base[1].slice(0, 91) + '   7 w 1'), /opponent 7 of player 1 has no 001 line/, 2, 92],
    ['opponent does not name the player back', withLine(2, base[2].slice(0, 91)), /does not name 1/, 2, 92],
    ['both players white', withLine(2, base[2].slice(0, 91) + '   1 w 0'), /both have colour "w"/, 2, 97],
    ['results do not mirror', withLine(2, base[2].slice(0, 91) + '   1 b 1'), /do not mirror/, 2, 99],
    ['pairing number twice', withLine(2, base[2].replace('001    2', '001    1')), /appears twice/, 3, 5],
    ['bad XXC', base.join('\n') + '\nXXC green1\n', /XXC must be "white1" or "black1"/, 4, 5],
    ['bad XXR', base.join('\n') + '\nXXR many\n', /XXR must give the number of rounds/, 4, 5],
  ];
  it.each(cases)('%s', (_name, text, message, line, column) => {
    let err: unknown;
    try { readTrf(text, 'event.trf'); } catch (e) { err = e; }
    expect(err).toBeInstanceOf(InputError);
    const e = err as InputError;
    expect(e.message).toMatch(message);
    expect(e.message).toContain('event.trf');
    expect(e.line).toBe(line);
    expect(e.column).toBe(column);
  });
  it('the base file itself is valid', () => {
    expect(readTrf(base.join('\n') + '\n').players).toHaveLength(2);
  });
});
