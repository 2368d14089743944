/**
 * The standalone page's .xlsx mapping (addin/standalone/xlsx.ts): the documents' 17-player Dutch example with round 1
 * paired and its results (test/fixtures/dutch-example.json, from the source book) written to an .xlsx file and read
 * back gives the same sheets; exceljs reading the file on its own sees text results, formulas and the results
 * drop-down as Excel would; LibreOffice (an independent spreadsheet program) opens it and shows the results.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { createStandaloneWorkbook } from '../../addin/host/standalone';
import { acceptPairing, createTournament, proposePairing, saveResults } from '../../addin/taskpane/flows';
import { workbookToXlsx, xlsxToWorkbook } from '../../addin/standalone/xlsx';
import { eventLabel } from '../../addin/standalone/eventStore';
import { RESULT_CHOICES } from '../../addin/workbook/layout';
import { hasLibreOffice, xlsxToCsv } from '../helpers/libreoffice';
import { customFunctions } from './helpers/functions';

const fixture = JSON.parse(readFileSync(join(__dirname, '..', 'fixtures', 'dutch-example.json'), 'utf8')) as {
  rounds: Array<{ round: number; bye?: number; games: Array<{ white: number; black: number; result: string }> }>;
};

/** The demo after round 1 of the document, its results typed in (a draw written as the documents write it). */
async function demoAfterRound1() {
  const wb = createStandaloneWorkbook([], { functions: (await customFunctions()).lookup });
  expect((await createTournament(wb, { kind: 'demo' })).ok).toBe(true);
  const p = await proposePairing(wb, 'dutch-2009');
  if (!p.ok) throw new Error(p.message.en);
  expect((await acceptPairing(wb, p.value)).ok).toBe(true);
  const boards = p.value.outcome.pairing.boards;
  const results = fixture.rounds[0].games.map((g) => {
    const board = boards.findIndex((b) => b.white === g.white && b.black === g.black) + 1;
    expect(board, `the document's game ${g.white}-${g.black} is paired`).toBeGreaterThan(0);
    return { board, result: g.result };
  });
  expect((await saveResults(wb, 1, results)).ok).toBe(true);
  return wb;
}

describe('.xlsx in and out of the standalone page', () => {
  it('reads back the very sheets it wrote: cells, formulas, text columns, header, drop-downs, the sheet shown', async () => {
    const wb = await demoAfterRound1();
    const sheets = wb.sheets();
    expect(sheets.map((s) => s.name)).toEqual(['Players', 'Settings', 'Round 1', 'Crosstable', 'Standings']);
    const bytes = await workbookToXlsx(sheets, 'Round 1');
    const back = await xlsxToWorkbook(bytes);
    expect(back.active).toBe('Round 1');
    // the in-browser workbook pads nothing: compare as the workbook reads (trailing empty cells are not cells)
    const trimmed = (rows: unknown[][]) => rows.map((r) => { const x = [...r]; while (x.length && (x[x.length - 1] === null || x[x.length - 1] === undefined)) x.pop(); return x; });
    expect(back.sheets.map((s) => ({ ...s, cells: trimmed(s.cells) }))).toEqual(sheets.map((s) => ({ ...s, cells: trimmed(s.cells) })));
    // and the event it describes is the same
    expect(eventLabel(back.sheets)).toEqual(eventLabel(sheets));
    expect(eventLabel(sheets).summary.en).toBe('17 players, 1 round, results of round 1');
  });

  it('is a file Excel reads as the taskpane writes it: results as text, HAKEM formulas, the results list', async () => {
    const wb = await demoAfterRound1();
    const bytes = await workbookToXlsx(wb.sheets(), 'Players');
    const x = new ExcelJS.Workbook();
    await x.xlsx.load(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer);
    const round = x.getWorksheet('Round 1')!;
    // board 1 of the document's round 1: 1 - 9, 1-0
    const b1 = [...Array(9).keys()].map((i) => i + 2).find((r) => round.getCell(r, 2).value === 1 && round.getCell(r, 5).value === 9)!;
    expect(round.getCell(b1, 4).value).toBe('1-0');
    expect(round.getCell(b1, 4).numFmt).toBe('@');
    expect(round.getCell(b1, 4).dataValidation).toMatchObject({ type: 'list', formulae: [`"${RESULT_CHOICES.join(',')}"`] });
    expect(round.getRow(1).getCell(1).font?.bold).toBe(true);
    const standings = x.getWorksheet('Standings')!;
    const formulas: string[] = [];
    standings.eachRow((row) => row.eachCell((c) => { if (c.formula) formulas.push(c.formula); }));
    expect(formulas.length).toBeGreaterThan(0);
    expect(formulas.every((f) => /^HAKEM\./.test(f))).toBe(true);
  });

  it.runIf(hasLibreOffice)('opens in LibreOffice with the document\'s results of round 1', async () => {
    const wb = await demoAfterRound1();
    const csv = xlsxToCsv(await workbookToXlsx(wb.sheets()));
    const rows = csv.get('Round 1')!.trim().split('\n').map((l) => l.split(','));
    const games = rows.slice(1).filter((r) => r[0] !== '').map((r) => ({ white: Number(r[1]), black: Number(r[4]), result: r[3] }));
    expect(games.sort((a, b) => a.white - b.white)).toEqual([...fixture.rounds[0].games].sort((a, b) => a.white - b.white));
  }, 300_000);

  it('keeps the results drop-down over boards with no result yet', async () => {
    const wb = await demoAfterRound1();
    const round = wb.sheets().find((s) => s.name === 'Round 1')!;
    // boards 4 to 8 not played yet: their result cells empty, the drop-down over all eight boards
    for (let r = 4; r <= 8; r++) await wb.setCell('Round 1', r, 3, '');
    const sheets = wb.sheets();
    const back = await xlsxToWorkbook(await workbookToXlsx(sheets));
    const read = back.sheets.find((s) => s.name === 'Round 1')!;
    expect(read.validations).toEqual(round.validations);
    expect(round.validations).toEqual([{ column: 3, fromRow: 1, toRow: 8, values: RESULT_CHOICES }]);
    expect(read.cells.slice(1, 9).map((r) => r[3] ?? null)).toEqual(sheets.find((s) => s.name === 'Round 1')!.cells.slice(1, 9).map((r) => r[3] ?? null));
  });

  it('refuses a file that is no .xlsx with the reader\'s reason', async () => {
    await expect(xlsxToWorkbook(new TextEncoder().encode('012 not a workbook\n'))).rejects.toThrow();
  });
});
