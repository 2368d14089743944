import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { DP_TABLE, PD_TABLE } from '../../engine/rating/fideTables';
import { dp, dpForScore, expectedScore } from '../../engine/rating/tables';
import { FIXTURES } from '../helpers/examples';

/** The FIDE B.02 tables as published (copies of shared/fixtures/fide-tables). */
function csv(name: string): string[][] {
  const lines = readFileSync(join(FIXTURES, 'fide-tables', name), 'utf8').trim().split(/\r?\n/);
  return lines.slice(1).map((l) => l.split(','));
}

describe('FIDE B.02 table 8.1.1 (p -> dp), every row against the source', () => {
  const rows = csv('b02-8.1a-dp.csv');
  it('has the 101 rows of the source, p = 1.00 down to 0.00', () => {
    expect(rows.length).toBe(101);
    expect(DP_TABLE.length).toBe(101);
  });
  it.each(rows.map((r) => [r[0], Number(r[1])] as const))('p = %s gives dp = %i', (p, expected) => {
    const row = DP_TABLE.find((x) => x.p100 === Math.round(Number(p) * 100));
    expect(row?.dp).toBe(expected);
    expect(dp(Number(p))).toBe(expected);
  });
  it('is antisymmetric around p = .50 (dp(p) = -dp(1 - p)), as the source is', () => {
    for (const r of DP_TABLE) expect(DP_TABLE.find((x) => x.p100 === 100 - r.p100)!.dp + r.dp).toBe(0);
  });
  it('reads p between two rows at the nearest hundredth (rounding.ts)', () => {
    // 4/7 = .5714 -> .57 -> 50; 2/3 = .6667 -> .67 -> 125
    expect(dpForScore(4, 7)).toBe(50);
    expect(dpForScore(2, 3)).toBe(125);
    // 1/8 = .125 exactly: half a hundredth goes up -> .13 -> -322
    expect(dpForScore(1, 8)).toBe(-322);
    // .145 typed in a cell is .145, not .14499999…: -> .15 -> -296
    expect(dp(0.145)).toBe(-296);
  });
});

describe('FIDE B.02 table 8.1.2 (D -> PD), every band against the source', () => {
  const rows = csv('b02-8.1b-pd.csv');
  it('has the 51 bands of the source, from 0 with no gap and no overlap, the last open-ended', () => {
    expect(rows.length).toBe(51);
    expect(PD_TABLE.length).toBe(51);
    expect(PD_TABLE[0].dMin).toBe(0);
    for (let i = 1; i < PD_TABLE.length; i++) expect(PD_TABLE[i].dMin).toBe(PD_TABLE[i - 1].dMax + 1);
    expect(PD_TABLE[PD_TABLE.length - 1].dMax).toBe(Infinity);
  });
  it.each(rows.map((r) => r.map((x) => (x === '' ? Infinity : Number(x)))))('D %i-%s: H %s, L %s', (dMin, dMax, h, l) => {
    const row = PD_TABLE.find((x) => x.dMin === dMin)!;
    expect(row.dMax).toBe(dMax);
    expect(row.higher100 / 100).toBe(h);
    expect(row.lower100 / 100).toBe(l);
    // both ends of the band, from both sides
    expect(expectedScore(dMin)).toBe(h);
    if (dMin > 0) expect(expectedScore(-dMin)).toBe(l);
    if (dMax !== Infinity) {
      expect(expectedScore(dMax)).toBe(h);
      expect(expectedScore(-dMax)).toBe(l);
    }
  });
  it('gives H + L = 1 in every band', () => {
    for (const r of PD_TABLE) expect(r.higher100 + r.lower100).toBe(100);
  });
  it('rounds a fractional difference to whole points before reading (rounding.ts)', () => {
    // 10.4 -> 10 (band 4-10, .51); 10.5 -> 11 (band 11-17, .52); -10.5 -> -11 (L .48)
    expect(expectedScore(10.4)).toBe(0.51);
    expect(expectedScore(10.5)).toBe(0.52);
    expect(expectedScore(-10.5)).toBe(0.48);
  });
  it('spot checks against the FIDE handbook text itself (B.02 8.1.2: 92-98 .63/.37; 345-357 .89/.11; 0-3 .50/.50)', () => {
    expect(expectedScore(95)).toBe(0.63);
    expect(expectedScore(-95)).toBe(0.37);
    expect(expectedScore(350)).toBe(0.89);
    expect(expectedScore(0)).toBe(0.5);
    expect(expectedScore(-3)).toBe(0.5);
  });
});
