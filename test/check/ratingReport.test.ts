/**
 * `hakem check --report`: what a rating report needs (TRF-16's column R, FIDE C.04 Annex 2) that the file lacks.
 * The expected gaps are those planted in test/fixtures/rating-report/incomplete.trf (see its README), each named.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { run } from '../../cli/main';
import { memoryIO } from '../helpers/io';
import { readTrf } from '../../engine/trf/read';
import { withKnownCounts, writeTrf } from '../../engine/trf/write';
import { ratingReportGaps } from '../../engine/check/ratingReport';
import { buildTournament } from '../../engine/model/build';

const DIR = join(__dirname, '..', 'fixtures', 'rating-report');
const complete = readFileSync(join(DIR, 'complete.trf'), 'utf8');
const incomplete = readFileSync(join(DIR, 'incomplete.trf'), 'utf8');

async function report(text: string, ...args: string[]) {
  const io = memoryIO({ 'e.trf': text });
  const code = await run(['check', '--report', 'e.trf', ...args], io);
  return { code, out: io.stdout, err: io.stderr };
}

describe('check --report', () => {
  it('a complete file: nothing lacks, exit 0', async () => {
    const r = await report(complete);
    expect(r).toEqual({ code: 0, out: 'e.trf: every record and column a rating report needs is there\n', err: '' });
  });

  it('a real rating report (San Viator 2018, test/fixtures/absences/real-sanviator.trf): nothing lacks', async () => {
    const real = readFileSync(join(__dirname, '..', 'fixtures', 'absences', 'real-sanviator.trf'), 'utf8');
    const r = await report(real);
    expect(r.code).toBe(0);
    expect(r.out).toBe('e.trf: every record and column a rating report needs is there\n');
  });

  it('an incomplete file: each missing record and column named, with the players, mandatory first; exit 1', async () => {
    const r = await report(incomplete, '--json');
    expect(r.code).toBe(1);
    const j = JSON.parse(r.out) as { complete: boolean; gaps: Array<{ field: string; level: string; players?: number[] }> };
    expect(j.complete).toBe(false);
    expect(j.gaps.map(({ field, level, players }) => ({ field, level, ...(players ? { players } : {}) }))).toEqual([
      { field: '022', level: 'mandatory' },
      { field: '102', level: 'mandatory' },
      { field: '001 58-68', level: 'mandatory', players: [4] },
      { field: '001 86-89', level: 'mandatory', players: [6] },
      { field: '132', level: 'expected' },
      { field: '001 70-79', level: 'warning', players: [5] },
    ]);
  });

  it('says it in Turkish too', async () => {
    const r = await report(incomplete, '--lang', 'tr');
    expect(r.out).toContain('e.trf: 022 yok: şehir; rating için zorunlu (TRF-16)\n');
    expect(r.out).toContain('e.trf: 132: 3. tur(lar)un tarihi yok; rating raporunda beklenir (TRF-16 zorunlu tutmaz)\n');
  });

  it('warnings alone (TRF-16 "warning if wrong") leave the exit 0', async () => {
    const noSex = complete.replace(/^(001 +\d+) [mw]/gm, '$1  ');
    expect(noSex).not.toBe(complete);
    const r = await report(noSex);
    expect(r.code).toBe(0);
    expect(r.out).toBe('e.trf: no sex (001 column 10) for player(s) 1, 2, 3, 4, 5, 6; checked for rating (TRF-16: warning if wrong)\n');
  });

  it('goes alone: not with --system or --rules', async () => {
    const io = memoryIO({ 'e.trf': complete });
    expect(await run(['check', '--report', '--system', 'dutch', 'e.trf'], io)).toBe(2);
    expect(io.stderr).toContain('--report');
  });

  it('a round date per round played, whether 132 keeps its columns or lists the dates', () => {
    const t = readTrf(complete);
    expect(ratingReportGaps({ ...t, info: { ...t.info, roundDates: '26/11/20 26/11/21 26/11/22' } })).toEqual([]);
    expect(ratingReportGaps({ ...t, info: { ...t.info, roundDates: '26/11/20 26/11/21' } }).map((g) => g.field)).toEqual(['132']);
  });
});

describe('Hakem\'s own TRF writes what it knows', () => {
  it('a file read keeps its records as they were (byte for byte)', () => {
    expect(writeTrf(readTrf(incomplete))).toBe(incomplete);
    expect(writeTrf(readTrf(complete))).toBe(complete);
  });

  it('an event Hakem made (generate) gets 062 and 072 from its players, so the report does not miss them', () => {
    const t = buildTournament({ name: 'Built', players: [{ no: 1, name: 'A', rating: 2000 }, { no: 2, name: 'B' }, { no: 3, name: 'C', rating: 1800 }] });
    expect(writeTrf(t)).not.toContain('062');
    const text = writeTrf(withKnownCounts(t));
    expect(text).toContain('062 3\n');
    expect(text).toContain('072 2\n');
    const fields = ratingReportGaps(readTrf(text)).map((g) => g.field);
    expect(fields).not.toContain('062');
    expect(fields).not.toContain('072');
    expect(fields).toContain('022');
  });
});
