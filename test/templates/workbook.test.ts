/**
 * The teaching workbook opens in LibreOffice: converted to CSV (which recalculates) and to PDF, each sheet is there
 * and its key values print. A PNG of the first PDF page is kept in test-artifacts/.
 */
import { describe, expect, it } from 'vitest';
import { execFileSync } from 'node:child_process';
import { mkdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { teachingSheets, teachingWorkbook } from '../../templates/workbook/index';
import { hasLibreOffice, xlsxToCsv, xlsxToPdf } from '../helpers/libreoffice';
import { readFixture } from '../helpers/examples';
import { splitCsv } from '../../cli/csv';

const ARTIFACTS = join(__dirname, '..', '..', 'test-artifacts');
/** CSV rows, read as `hakem standings` reads a CSV. */
const csvRows = (csv: string): string[][] => csv.trim().split('\n').map((line) => splitCsv(line, ','));

describe.skipIf(!hasLibreOffice && !process.env.CI)('teaching workbook in LibreOffice', () => {
  let sheets: Map<string, string>;
  it('converts to one CSV per sheet, every sheet present', async () => {
    const xlsx = await teachingWorkbook('tr');
    sheets = xlsxToCsv(xlsx);
    expect([...sheets.keys()].sort()).toEqual(teachingSheets('tr').map((s) => s.name).sort());
  });

  it("Tablo 1: every player's row prints the document's cells and total", () => {
    const fx = readFixture('tiebreak-table1.json');
    const rows = csvRows(sheets.get('Tablo 1')!);
    for (const p of fx.players) {
      const row = rows.find((r) => r[0] === String(p.no) && r[1] === p.name);
      expect(row, p.name).toBeDefined();
      expect(row!.slice(2, 9)).toEqual(p.rounds.map((r: any) => `${r.opponent} ${r.colour} ${r.result.replace('1/2', '½')}`));
      expect(Number(row![9])).toBe(p.printed_total);
    }
  });

  it('Berger: the 5-6 player table\'s first round is 1-6 2-5 3-4 (documents and FIDE C.05)', () => {
    const rows = csvRows(sheets.get('Berger')!);
    const start = rows.findIndex((r) => r[0] === '5-6 oyuncu');
    expect(rows[start + 1].slice(0, 4)).toEqual(['1. tur', '1-6', '2-5', '3-4']);
  });

  it("Dutch: rounds 2-4 paired by the engine from the results equal the book's, board by board; round 4 is 13-1, 4-17, 5-3, 6-16, 8-7, 15-10, 11-2, bye 12", () => {
    const rows = csvRows(sheets.get('Dutch')!);
    const start = rows.findIndex((r) => r[0] === '4. tur');
    const boards = rows.slice(start + 2, start + 9).map((r) => r.slice(0, 6));
    expect(boards).toEqual([
      ['1', '13', '1', '13', '1', '✓'], ['2', '4', '17', '4', '17', '✓'], ['3', '5', '3', '5', '3', '✓'], ['4', '6', '16', '6', '16', '✓'],
      ['5', '8', '7', '8', '7', '✓'], ['6', '15', '10', '15', '10', '✓'], ['7', '11', '2', '11', '2', '✓'],
    ]);
    expect(rows[start + 9].slice(0, 6)).toEqual(['Tur atlayan', '12', '', '12', '', '✓']);
    expect(rows.filter((r) => r[5] === '✗')).toEqual([]);
  });

  it("Lim: round 2 by rule 2.1 gives the bye to 14 where the book gives it to 13, says so, and the book's practice reproduces the book", () => {
    const rows = csvRows(sheets.get('Lim')!);
    const r2 = rows.findIndex((r) => r[0] === '2. tur');
    const bye = rows.slice(r2).find((r) => r[0] === 'Tur atlayan')!;
    expect(bye.slice(0, 6)).toEqual(['Tur atlayan', '14', '', '13', '', '✗']);
    const book = rows.findIndex((r, i) => i > r2 && r[0] === 'Kitabın uygulamasıyla (bookPractice=true)');
    expect(book).toBeGreaterThan(r2);
    expect(rows.slice(book + 1, book + 8).map((r) => r[5])).toEqual(Array(7).fill('✓'));
    expect(rows.some((r) => /2\.1 kuralı en alt puan grubunun en altındaki oyuncuyu söyler/.test(r.join(' ')))).toBe(true);
    // rounds 1 and 3 as published
    const r3 = rows.findIndex((r) => r[0] === '3. tur');
    expect(rows.slice(0, r2).filter((r) => r[5] === '✗')).toEqual([]);
    expect(rows.slice(r3).filter((r) => r[5] === '✗')).toEqual([]);
    expect(rows.slice(r3).filter((r) => r[5] === '✓').length).toBeGreaterThanOrEqual(7);
  });

  it('UKD: the 350 rule example of seed 004 6.h: 1500 beating 2000 gains 25 × (1 − 0.11) = 22; 2000 losing to 1500 loses 15 × 0.89 = 13', () => {
    const rows = csvRows(sheets.get('UKD')!);
    const win = rows.find((r) => r[1] === '1500')!;
    const loss = rows.find((r) => r[1] === '2000' && r[2] === '1500')!;
    // columns: case, UKD, 7 opponents, W, Ro, PD, k, ΔD
    expect([win[10], win[11], win[12], win[13]]).toEqual(['1850', '0.11', '25', '22']);
    expect([loss[10], loss[11], loss[12], loss[13]]).toEqual(['1650', '0.89', '15', '-13']);
  });

  it('converts to PDF and keeps a PNG of the first page', async () => {
    const pdf = xlsxToPdf(await teachingWorkbook('tr'));
    expect(statSync(pdf).size).toBeGreaterThan(1000);
    mkdirSync(ARTIFACTS, { recursive: true });
    // -singlefile: the page is written as workbook-page.png whatever the page count (no -1 / -01 suffix)
    execFileSync('pdftoppm', ['-png', '-r', '60', '-f', '1', '-l', '1', '-singlefile', pdf, join(ARTIFACTS, 'workbook-page')]);
    const png = join(ARTIFACTS, 'workbook-page.png');
    expect(statSync(png).size).toBeGreaterThan(1000);
  });
});
