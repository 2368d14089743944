/**
 * The standalone page's workbook as an .xlsx file and back, so an event moves between the browser and Excel: the
 * same sheets the taskpane keeps in Excel (Players, Settings, Round N, Crosstable, Standings, …), the text columns
 * kept as text ("1-0" never a date), the bold header row, the results drop-downs, formulas as formulas, and the sheet
 * that was shown. exceljs is loaded only when a file is saved or opened (its own chunk of the web bundle).
 */
import type { Workbook, Worksheet, CellValue } from 'exceljs';
import type { StoredSheet } from '../host/standalone';
import type { Cell, ListValidation } from '../host/types';

async function exceljs(): Promise<typeof import('exceljs')> {
  const m = (await import(/* webpackChunkName: "xlsx" */ 'exceljs')) as unknown as { default?: typeof import('exceljs') } & typeof import('exceljs');
  return m.default ?? m;
}

/** Excel's text format: what is typed stays as typed. */
const TEXT = '@';

export async function workbookToXlsx(sheets: StoredSheet[], active?: string): Promise<Uint8Array> {
  const ExcelJS = await exceljs();
  const wb: Workbook = new ExcelJS.Workbook();
  wb.creator = 'Hakem';
  // the HAKEM.* cells are computed by Excel when the file opens (the add-in's custom functions)
  wb.calcProperties.fullCalcOnLoad = true;
  for (const s of sheets) {
    const ws = wb.addWorksheet(s.name);
    for (const c of s.textColumns) ws.getColumn(c + 1).numFmt = TEXT;
    s.cells.forEach((row, r) => row.forEach((v, c) => {
      if (v === null || v === undefined) return;
      const cell = ws.getCell(r + 1, c + 1);
      cell.value = typeof v === 'string' && v.startsWith('=') ? { formula: v.slice(1) } as CellValue : v;
      if (s.textColumns.includes(c)) cell.numFmt = TEXT;
      if (r === 0 && s.header) cell.font = { bold: true };
    }));
    for (const v of s.validations) {
      // a list of the values themselves (Excel's limit for such a list is 255 characters; Hakem's are short)
      for (let r = v.fromRow; r <= v.toRow; r++) {
        ws.getCell(r + 1, v.column + 1).dataValidation = { type: 'list', allowBlank: true, formulae: [`"${v.values.join(',')}"`] };
      }
    }
  }
  const at = active === undefined ? -1 : sheets.findIndex((s) => s.name === active);
  if (at >= 0) wb.views = [{ x: 0, y: 0, width: 20000, height: 12000, firstSheet: 0, activeTab: at, visibility: 'visible' }];
  return new Uint8Array((await wb.xlsx.writeBuffer()) as ArrayBuffer);
}

/** Reads an .xlsx file back into sheets; throws the reader's error (the caller names the file). */
export async function xlsxToWorkbook(bytes: Uint8Array): Promise<{ sheets: StoredSheet[]; active?: string }> {
  const ExcelJS = await exceljs();
  const wb: Workbook = new ExcelJS.Workbook();
  await wb.xlsx.load(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer);
  const sheets = wb.worksheets.map(readSheet);
  const activeTab = wb.views?.[0]?.activeTab;
  const active = activeTab !== undefined ? wb.worksheets[activeTab]?.name : undefined;
  return { sheets, ...(active ? { active } : {}) };
}

function readSheet(ws: Worksheet): StoredSheet {
  const cells: Cell[][] = [];
  const textCells = new Map<number, { text: number; other: number }>();
  const lists = new Map<number, Array<{ row: number; values: string[] }>>();
  let header = false;
  ws.eachRow({ includeEmpty: false }, (row, r) => {
    row.eachCell({ includeEmpty: false }, (cell, c) => {
      const v = cellValue(cell.value);
      if (v !== null) {
        while (cells.length < r) cells.push([]);
        const line = cells[r - 1];
        while (line.length < c) line.push(null);
        line[c - 1] = v;
        if (r > 1) {
          const t = textCells.get(c - 1) ?? { text: 0, other: 0 };
          if (cell.numFmt === TEXT || ws.getColumn(c).numFmt === TEXT) t.text++;
          else t.other++;
          textCells.set(c - 1, t);
        }
        if (r === 1 && cell.font?.bold) header = true;
      }
    });
  });
  // the drop-downs, empty cells included (a round's results not typed yet): the sheet's validations by address
  const model = (ws as unknown as { dataValidations?: { model?: Record<string, { type?: string; formulae?: unknown[] } | undefined> } }).dataValidations?.model ?? {};
  for (const [address, dv] of Object.entries(model)) {
    if (dv?.type !== 'list' || !dv.formulae?.[0]) continue;
    const values = String(dv.formulae[0]).replace(/^"|"$/g, '').split(',');
    for (const { row, col } of cellsOf(address)) {
      const list = lists.get(col) ?? [];
      list.push({ row, values });
      lists.set(col, list);
    }
  }
  // a column whose every cell below the header is formatted as text (Excel's "@"), or a column formatted as text
  const textColumns = new Set<number>();
  ws.columns?.forEach((col, i) => {
    if (col.numFmt === TEXT) textColumns.add(i);
  });
  for (const [c, t] of textCells) if (t.text > 0 && t.other === 0) textColumns.add(c);
  return { name: ws.name, cells, textColumns: [...textColumns].sort((a, b) => a - b), header, validations: listRuns(lists) };
}

/** The 0-based cells of an address ("D2") or a range ("D2:D9"). */
function cellsOf(address: string): Array<{ row: number; col: number }> {
  const one = (a: string) => {
    const m = /^\$?([A-Z]+)\$?(\d+)$/.exec(a.trim().toUpperCase());
    if (!m) return undefined;
    const col = [...m[1]].reduce((n, ch) => n * 26 + ch.charCodeAt(0) - 64, 0) - 1;
    return { row: Number(m[2]) - 1, col };
  };
  const [from, to] = address.split(':').map(one);
  if (!from) return [];
  if (!to) return [from];
  const out: Array<{ row: number; col: number }> = [];
  for (let r = from.row; r <= to.row; r++) for (let c = from.col; c <= to.col; c++) out.push({ row: r, col: c });
  return out;
}

/** Cells of a column with the same list, in consecutive rows, as one validation. */
function listRuns(lists: Map<number, Array<{ row: number; values: string[] }>>): ListValidation[] {
  const out: ListValidation[] = [];
  for (const [column, cells] of [...lists].sort((a, b) => a[0] - b[0])) {
    cells.sort((a, b) => a.row - b.row);
    for (const c of cells) {
      const last = out[out.length - 1];
      if (last && last.column === column && last.toRow === c.row - 1 && last.values.join(',') === c.values.join(',')) last.toRow = c.row;
      else out.push({ column, fromRow: c.row, toRow: c.row, values: c.values });
    }
  }
  return out;
}

function cellValue(v: CellValue): Cell {
  if (v === null || v === undefined) return null;
  if (typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean') return v === '' ? null : v;
  if (v instanceof Date) {
    // a date typed in Excel outside the text columns: written back as the documents write dates
    const p = (n: number) => String(n).padStart(2, '0');
    return `${v.getUTCFullYear()}/${p(v.getUTCMonth() + 1)}/${p(v.getUTCDate())}`;
  }
  if (typeof v === 'object') {
    if ('formula' in v && typeof v.formula === 'string') return `=${v.formula}`;
    if ('sharedFormula' in v && typeof (v as { formula?: string }).formula === 'string') return `=${(v as { formula: string }).formula}`;
    if ('richText' in v) return v.richText.map((x) => x.text).join('') || null;
    if ('text' in v && typeof v.text === 'string') return v.text;
    if ('error' in v) return String(v.error);
  }
  return String(v);
}
