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

const ARTIFACTS = join(__dirname, '..', '..', 'test-artifacts');
const csvRows = (csv: string) => csv.trim().split('\n').map((l) => l.split(','));

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

  it('converts to PDF and keeps a PNG of the first page', async () => {
    const pdf = xlsxToPdf(await teachingWorkbook('tr'));
    expect(statSync(pdf).size).toBeGreaterThan(1000);
    mkdirSync(ARTIFACTS, { recursive: true });
    execFileSync('pdftoppm', ['-png', '-r', '60', '-f', '1', '-l', '1', pdf, join(ARTIFACTS, 'workbook-page')]);
    const png = join(ARTIFACTS, 'workbook-page-1.png');
    expect(statSync(png).size).toBeGreaterThan(1000);
  });
});
