/**
 * The teaching workbook's tie-break sheets. Every HAKEM.* formula is evaluated here with the custom functions
 * (functions/tiebreaks.ts) on the cells of the range it references, and must give the value cached in the file
 * (so the formulas read the right range, with the functions' argument order). The key values are the documents'
 * (İrem's BB 182, Umay's Buchholz 26, Koya 3 and 2½, Kashdan 22 and 21, progressive 16,5 … 13, OKM 88 and 95,
 * team SB 400, Şener's 30,5 / 21,5 / 27,5 / 24 / 22); in LibreOffice the CSV of each sheet prints them.
 */
import { describe, expect, it } from 'vitest';
import { teachingSheets, teachingWorkbook } from '../../templates/workbook/index';
import { headerRows } from '../../templates/workbook/write';
import { isFormula, isStyled, type Cell, type FormulaCell, type SheetSpec } from '../../templates/workbook/sheet';
import * as functions from '../../functions/tiebreaks';
import { hasLibreOffice, xlsxToCsv } from '../helpers/libreoffice';
import { readFixture } from '../helpers/examples';

const MINE = ['Ayarlanmış Puan', 'Umay', 'BB (Tablo 6)', 'Şener', 'Kademeli', 'Koya', 'Koya 7', 'Kashdan', 'Takım OKM-SB', 'Takım Berger'];
const sheets = teachingSheets('tr');
const byName = new Map(sheets.map((s) => [s.name, s]));
const value = (c: Cell): unknown => (c === null || c === undefined ? '' : isFormula(c) ? c.result : isStyled(c) ? c.value : c);

function column(letters: string): number {
  let n = 0;
  for (const ch of letters) n = n * 26 + ch.charCodeAt(0) - 64;
  return n - 1;
}

/** The cell values of `'Sheet'!$A$3:$J$21` as the sheet is written (title and notes above its rows). */
function resolve(ref: string): unknown[][] {
  const m = /^'((?:[^']|'')+)'!\$([A-Z]+)\$(\d+):\$([A-Z]+)\$(\d+)$/.exec(ref);
  if (!m) throw new Error(`not a range: ${ref}`);
  const spec = byName.get(m[1].replace(/''/g, "'"));
  if (!spec) throw new Error(`no sheet ${m[1]}`);
  const top = headerRows(spec);
  const out: unknown[][] = [];
  for (let r = Number(m[3]) - 1; r <= Number(m[5]) - 1; r++) {
    const row = spec.rows[r - top] ?? [];
    const cells: unknown[] = [];
    for (let c = column(m[2]); c <= column(m[4]); c++) cells.push(value(row[c]));
    out.push(cells);
  }
  return out;
}

/** Evaluates `HAKEM.NAME(args)` with the custom function of that name. */
function evaluate(f: FormulaCell): unknown {
  const m = /^HAKEM\.([A-Z_]+)\((.*)\)$/.exec(f.formula);
  if (!m) throw new Error(`not a HAKEM formula: ${f.formula}`);
  const fn = (functions as unknown as Record<string, (...a: unknown[]) => unknown[][]>)[m[1]];
  expect(fn, m[1]).toBeTypeOf('function');
  let address: string | undefined;
  const args = m[2].split(',').map((a) => {
    if (a.startsWith('"')) return a.slice(1, -1);
    if (a.startsWith("'")) { address = a; return resolve(a); }
    return Number(a);
  });
  // optional parameters left out are undefined; the invocation is always the last parameter
  const padded = [...args, ...Array(Math.max(0, fn.length - 1 - args.length)).fill(undefined)];
  const out = fn(...padded, { parameterAddresses: [address] });
  return out[0][0];
}

const formulas = (s: SheetSpec) => s.rows.flat().filter(isFormula);
/** The formula cell in the row whose first cell is `first` (and whose cells include `with`, if given). */
function cellOf(sheet: string, first: string | number, col = -1, contains?: string): Cell {
  const rows = byName.get(sheet)!.rows.filter((r) => value(r[0]) === first && (!contains || r.some((c) => String(value(c)) === contains)));
  expect(rows.length, `${sheet}: row ${first}`).toBeGreaterThan(0);
  const row = rows[0];
  return col < 0 ? row[row.length - 1] : row[col];
}
const cached = (c: Cell) => (isFormula(c) ? c.result : value(c));

describe('tie-break sheets of the teaching workbook', () => {
  it('are all in the workbook', () => {
    for (const name of MINE) expect(byName.has(name), name).toBe(true);
  });

  it('every HAKEM.* formula, evaluated by the custom function on the range it references, gives its cached value', () => {
    let n = 0;
    for (const name of MINE) {
      for (const f of formulas(byName.get(name)!)) {
        expect(evaluate(f), `${name}: ${f.formula}`).toBe(f.result);
        n++;
      }
    }
    expect(n).toBeGreaterThan(60);
  });

  it("the Tablo 1 formulas read the 'Tablo 1' sheet from its heading row to its last player", () => {
    const f = formulas(byName.get('BB (Tablo 6)')!)[0];
    const range = resolve(f.formula.match(/'[^']+'![^,)]+/)![0]);
    expect(range[0].slice(0, 2)).toEqual(['No', 'Adı']);
    expect(range.length).toBe(19);
    expect(range[18][1]).toBe('CANDAN');
  });

  it('every tie-break sheet says it follows the documents\' 2009 rules, not C.07 2024 or 2026', () => {
    for (const name of ['Ayarlanmış Puan', 'BB (Tablo 6)', 'Takım OKM-SB']) {
      const notes = byName.get(name)!.notes!.join(' ');
      expect(notes).toContain("belgelerin 2009 kuralları");
      expect(notes).toContain('Mart 2026');
    }
  });

  it('key values: adjusted scores, İrem 182, Ezgi 180,5, Umay 26', () => {
    const fx = readFixture('tiebreak-table1.json');
    for (const [no, v] of Object.entries(fx.adjusted_scores_recomputed)) expect(cached(cellOf('Ayarlanmış Puan', Number(no), 3))).toBe(v);
    const bb = byName.get('BB (Tablo 6)')!.rows.filter((r) => value(r[0]) === 'TOPLAM (BB)').map((r) => cached(r[r.length - 1]));
    expect(bb).toEqual([fx.expected.buchholz_of_buchholz.irem_bb, 180.5]);
    expect(cached(cellOf('BB (Tablo 6)', 6, -1, '11 UMAY'))).toBe(fx.expected.umay.buchholz);
    expect(byName.get('BB (Tablo 6)')!.notes!.join(' ')).toContain("Kitap (Tablo 6) Ezgi'nin BB'sini 181 basar");
  });

  it('key values: Koya 3 and 2½, extended Koya 3½ and 3, Kashdan 22 and 21, progressive 16,5 / 15,5 / 14,5 / 13', () => {
    const kkp = readFixture('tiebreak-koya-kashdan-progressive.json');
    // the first rows with an 'x' (the player against himself) are the Koya table's
    expect(cached(cellOf('Koya', 1, -1, 'x'))).toBe(kkp.round_robin_12.expected.koya.Ali);
    expect(cached(cellOf('Koya', 2, -1, 'x'))).toBe(kkp.round_robin_12.expected.koya.Veli);
    const ext = byName.get('Koya 7')!.rows.filter((r) => isFormula(r[r.length - 1]) && /,\d+,1\)$/.test((r[r.length - 1] as FormulaCell).formula)); // KOYA(range, player, 1)
    expect(ext.slice(0, 2).map((r) => cached(r[r.length - 1]))).toEqual([3.5, 3]);
    expect(cached(cellOf('Kashdan', 9))).toBe(kkp.kashdan.expected['9'].total);
    expect(cached(cellOf('Kashdan', 10))).toBe(kkp.kashdan.expected['10'].total);
    const p = kkp.progressive.expected;
    expect(['Kademeli Toplamı', 'Kademeli 1 Eksiltilmiş', 'Kademeli 2 Eksiltilmiş', 'Kademeli 3 Eksiltilmiş'].map((l) => cached(cellOf('Kademeli', l)))).toEqual([p.progressive, p.cut_1, p.cut_2, p.cut_3]);
  });

  it('key values: OKM C 88, D 95; team SB D 400 (C 376,5 with the note on the book\'s 385,5); Şener', () => {
    const teams = readFixture('tiebreak-teams.json');
    const okm = byName.get('Takım OKM-SB')!.rows.filter((r) => isFormula(r[r.length - 1]) && (r[r.length - 1] as FormulaCell).formula.startsWith('HAKEM.TEAM_OKM'));
    expect(okm.map((r) => cached(r[r.length - 1]))).toEqual([teams.expected.okm.C, teams.expected.okm.D]);
    const sb = byName.get('Takım OKM-SB')!.rows.filter((r) => isFormula(r[r.length - 1]) && (r[r.length - 1] as FormulaCell).formula.startsWith('HAKEM.TEAM_SB'));
    expect(sb.map((r) => cached(r[r.length - 1]))).toEqual([teams.recomputed.team_sb.C, teams.expected.team_sb.D]);
    expect(byName.get('Takım OKM-SB')!.notes!.join(' ')).toContain('385,5');
    const sener = readFixture('tiebreak-sener.json').expected;
    const sum = byName.get('Şener')!.rows.find((r) => value(r[5]) === 'Toplam')!;
    expect(sum.slice(6, 11).map(value)).toEqual([sener.buchholz, sener.median_1, sener.cut_1, sener.cut_2, sener.sonneborn_berger]);
    expect(value(byName.get('Şener')!.rows[2][6])).toBe(sener.virtual_opponent_round2_cagatay);
  });

  it("Umay's card (000 Tablo 5): Buchholz 26, Median 18,5, Cut-1 23,5, Cut-2 20,5, SB 12,5; round 5's virtual opponent 3; the book's figures beside", () => {
    const umay = readFixture('tiebreak-table1.json').expected.umay;
    const sheet = byName.get('Umay')!;
    const sum = sheet.rows.find((r) => value(r[5]) === 'Toplam')!;
    expect(sum.slice(6, 11).map(value)).toEqual([umay.buchholz, umay.median_1, umay.cut_1, umay.cut_2, umay.sonneborn_berger]);
    const r5 = sheet.rows.find((r) => value(r[0]) === 5)!;
    expect([value(r5[4]), value(r5[6]), value(r5[10])]).toEqual([9, umay.virtual_opponent_round5, 3]);
    // the book's printed column, round by round, is the fixture's card
    const rounds = sheet.rows.filter((r) => typeof value(r[0]) === 'number');
    expect(rounds.map((r) => [value(r[12]), value(r[13])])).toEqual(umay.card.map((c: { opp_value: number; sb: number }) => [c.opp_value, c.sb]));
    expect(sheet.notes!.join(' ')).toContain('kitabın bastığı kartla her turda ve toplamda aynıdır');
  });

  it.skipIf(!hasLibreOffice && !process.env.CI)('LibreOffice: the CSV of each sheet prints the key values (Umay 26, İrem 182, Koya, Kashdan, OKM)', async () => {
    const csv = xlsxToCsv(await teachingWorkbook('tr'));
    const rows = (name: string) => csv.get(name)!.trim().split('\n').map((l) => l.split(','));
    for (const name of MINE) expect(csv.has(name), name).toBe(true);
    const last = (r: string[]) => r.filter((c) => c !== '').pop();
    const bb = rows('BB (Tablo 6)');
    expect(bb.filter((r) => r[0] === 'TOPLAM (BB)').map(last)).toEqual(['182', '180.5']);
    expect(last(bb.find((r) => r[1] === '11 UMAY')!)).toBe('26');
    expect(rows('Ayarlanmış Puan').find((r) => r[1] === 'UMAY')!.slice(2, 4)).toEqual(['4', '3.5']);
    const koya = rows('Koya');
    expect(last(koya.find((r) => r[0] === '1' && r[1] === 'Ali' && r.includes('x'))!)).toBe('3');
    expect(last(koya.find((r) => r[0] === '2' && r[1] === 'Veli' && r.includes('x'))!)).toBe('2.5');
    const kashdan = rows('Kashdan');
    expect(['9', '10'].map((no) => last(kashdan.find((r) => r[0] === no)!))).toEqual(['22', '21']);
    expect(rows('Kademeli').filter((r) => r[0].startsWith('Kademeli')).map(last)).toEqual(['16.5', '15.5', '14.5', '13']);
    const team = rows('Takım OKM-SB');
    const okmAt = team.findIndex((r) => r[0].startsWith('Olympiad'));
    expect(team.slice(okmAt + 2, okmAt + 4).map((r) => [r[1], last(r)])).toEqual([['C', '88'], ['D', '95']]);
    const sbAt = team.findIndex((r) => r[0] === 'Takım Sonneborn-Berger');
    expect(last(team[sbAt + 3])).toBe('400');
  });
});
