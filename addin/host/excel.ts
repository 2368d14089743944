/**
 * The Excel host, over Office.js. Every read and write is one Excel.run batch.
 * A write first records the sheets it will touch; if the batch fails part-way, a second batch puts them back
 * (sheets it created are deleted, sheets it changed or deleted get their old cells again) and the error is rethrown.
 */
import type { Cell, SheetContent, SheetRead, WorkbookHost, WritePlan } from './types';

/** Excel.run, or a stand-in for tests (office-addin-mock). */
export type ExcelRun = <T>(batch: (context: Excel.RequestContext) => Promise<T>) => Promise<T>;

export interface ExcelHostOptions {
  download?: (fileName: string, content: string, mime: string) => void;
}

const empty = (c: unknown) => c === null || c === undefined || c === '';
const fromExcel = (c: unknown): Cell => (empty(c) ? null : (c as Cell));

/** Pads a block to a rectangle: Office.js wants every row the same length. */
export function rectangle(rows: Cell[][]): { rows: (string | number | boolean)[][]; width: number } {
  const width = Math.max(1, ...rows.map((r) => r.length));
  return { rows: rows.map((r) => Array.from({ length: width }, (_, i) => (r[i] === null || r[i] === undefined ? '' : r[i]))), width };
}

/**
 * Reads the used ranges of several sheets as blocks starting at A1, in two round trips to Excel whatever the number
 * of sheets or the size of a round: one for the ranges, one for the spills of their formulas.
 */
async function readUsedMany(context: Excel.RequestContext, sheets: Excel.Worksheet[]): Promise<Array<{ formulas: Cell[][]; values: Cell[][]; numberFormat: Cell[][] }>> {
  const used = sheets.map((sheet) => {
    const u = sheet.getUsedRangeOrNullObject(true);
    u.load('formulas, values, numberFormat, rowIndex, columnIndex, isNullObject');
    return u;
  });
  if (!used.length) return [];
  await context.sync();
  const formulas = used.map((u) => (u.isNullObject ? [] : (u.formulas as unknown[][])));
  const anchors = used.flatMap((u, k) => (u.isNullObject ? [] : queueSpills(sheets[k], formulas[k], u.rowIndex, u.columnIndex).map((a) => ({ ...a, k }))));
  if (anchors.length) {
    await context.sync();
    for (const a of anchors) blankSpill(a, formulas[a.k], used[a.k].rowIndex, used[a.k].columnIndex);
  }
  return used.map((u, k) => {
    if (u.isNullObject) return { formulas: [], values: [], numberFormat: [] };
    const pad = (block: unknown[][]): Cell[][] => {
      const out: Cell[][] = Array.from({ length: u.rowIndex }, () => []);
      for (const row of block) out.push([...Array.from({ length: u.columnIndex }, () => null), ...row.map(fromExcel)]);
      return out;
    };
    return { formulas: pad(formulas[k]), values: pad(u.values as unknown[][]), numberFormat: pad(u.numberFormat as unknown[][]) };
  });
}

/**
 * The cells a formula spills into read back as constants; written back (restoring a failed write) they would block
 * the spill (#SPILL!). They are blanked, the formula kept. Range.getSpillingToRangeOrNullObject is ExcelApi 1.12;
 * without it there are no spills to find. queueSpills asks (synced by the caller), blankSpill applies the answer.
 */
function queueSpills(sheet: Excel.Worksheet, formulas: unknown[][], top: number, left: number): Array<{ r: number; c: number; spill: Excel.Range }> {
  const anchors: { r: number; c: number; spill: Excel.Range }[] = [];
  formulas.forEach((row, r) => row.forEach((f, c) => {
    if (typeof f !== 'string' || !f.startsWith('=')) return;
    const cell = sheet.getCell(top + r, left + c);
    if (typeof cell.getSpillingToRangeOrNullObject !== 'function') return;
    const spill = cell.getSpillingToRangeOrNullObject();
    spill.load('isNullObject, rowIndex, columnIndex, rowCount, columnCount');
    anchors.push({ r, c, spill });
  }));
  return anchors;
}

function blankSpill({ r, c, spill }: { r: number; c: number; spill: Excel.Range }, formulas: unknown[][], top: number, left: number): void {
  if (spill.isNullObject) return;
  for (let i = 0; i < spill.rowCount; i++) {
    for (let j = 0; j < spill.columnCount; j++) {
      const rr = spill.rowIndex - top + i;
      const cc = spill.columnIndex - left + j;
      if ((rr !== r || cc !== c) && formulas[rr]?.[cc] !== undefined) formulas[rr][cc] = '';
    }
  }
}

function putContent(sheet: Excel.Worksheet, content: Pick<SheetContent, 'rows' | 'textColumns' | 'header' | 'validations'>) {
  sheet.getRange().clear();
  if (!content.rows.length) return;
  const { rows, width } = rectangle(content.rows);
  // Text columns first, so "1-0" or a date-like birth date stays as typed.
  for (const c of content.textColumns ?? []) if (c < width) sheet.getRangeByIndexes(0, c, rows.length, 1).numberFormat = rows.map(() => ['@']);
  sheet.getRangeByIndexes(0, 0, rows.length, width).formulas = rows;
  if (content.header) sheet.getRangeByIndexes(0, 0, 1, width).format.font.bold = true;
  for (const v of content.validations ?? []) {
    const range = sheet.getRangeByIndexes(v.fromRow, v.column, v.toRow - v.fromRow + 1, 1);
    range.dataValidation.clear();
    range.dataValidation.rule = { list: { inCellDropDown: true, source: v.values.join(',') } };
  }
}

export function createExcelHost(run: ExcelRun, options: ExcelHostOptions = {}): WorkbookHost {
  const sheetNames = () =>
    run(async (context) => {
      const sheets = context.workbook.worksheets;
      sheets.load('items/name');
      await context.sync();
      return sheets.items.map((s) => s.name);
    });

  // every sheet asked for in one batch: three round trips whatever their number (the names, the ranges, the spills)
  const readSheets = (names: string[]) =>
    run(async (context): Promise<Map<string, SheetRead | undefined>> => {
      const sheets = names.map((n) => {
        const sheet = context.workbook.worksheets.getItemOrNullObject(n);
        sheet.load('isNullObject');
        return sheet;
      });
      await context.sync();
      const present = sheets.filter((sh) => !sh.isNullObject);
      const read = await readUsedMany(context, present);
      const out = new Map<string, SheetRead | undefined>(names.map((n) => [n, undefined]));
      present.forEach((sh, k) => out.set(names[sheets.indexOf(sh)], { name: names[sheets.indexOf(sh)], formulas: read[k].formulas, values: read[k].values }));
      return out;
    });

  return {
    sheetNames,
    readSheet: async (name) => (await readSheets([name])).get(name),
    readSheets,
    async write(plan: WritePlan) {
      const before = await sheetNames();
      const touched = [...new Set([...plan.put.map((p) => p.name), ...plan.remove])].filter((n) => before.includes(n));
      // What the sheets held before, to put back if the write fails.
      const saved = await run(async (context) => {
        const read = await readUsedMany(context, touched.map((n) => context.workbook.worksheets.getItem(n)));
        return new Map<string, { formulas: Cell[][]; numberFormat: Cell[][] }>(touched.map((n, k) => [n, read[k]]));
      });
      try {
        await run(async (context) => {
          const sheets = context.workbook.worksheets;
          const order = [...before];
          for (const content of plan.put) {
            const exists = order.includes(content.name);
            const sheet = exists ? sheets.getItem(content.name) : sheets.add(content.name);
            if (!exists) {
              // a new round sheet goes before the Crosstable, as the standalone workbook places it
              const at = content.before === undefined ? -1 : order.indexOf(content.before);
              if (at >= 0) {
                sheet.position = at;
                order.splice(at, 0, content.name);
              } else order.push(content.name);
            }
            putContent(sheet, content);
            // a replaced event's kept copy (addin/taskpane/replaceGuard.ts) stays out of the tabs (ExcelApi 1.1)
            if (content.hidden) sheet.visibility = 'Hidden' as Excel.SheetVisibility;
          }
          for (const name of plan.remove) if (before.includes(name)) sheets.getItem(name).delete();
          if (plan.activate) sheets.getItem(plan.activate).activate();
          await context.sync();
        });
      } catch (error) {
        try {
          await restore(before, saved);
        } catch (second) {
          // Excel refused the repair too (a protected or closing workbook): say both, the first is the cause.
          throw new Error(`${(error as Error).message}; putting the workbook back also failed: ${(second as Error).message}`);
        }
        throw error;
      }
    },
    async download(fileName, content, mime) {
      if (options.download) options.download(fileName, content, mime);
      else browserDownload(fileName, content, mime);
    },
    watch(onChange) {
      // WorksheetCollection.onChanged (ExcelApi 1.9); older Excel just goes without live refresh.
      void run(async (context) => {
        context.workbook.worksheets.onChanged.add(async () => onChange());
        await context.sync();
      }).catch(() => undefined);
    },
  };

  async function restore(before: string[], saved: Map<string, { formulas: Cell[][]; numberFormat: Cell[][] }>) {
    await run(async (context) => {
      const sheets = context.workbook.worksheets;
      sheets.load('items/name');
      await context.sync();
      const now = sheets.items.map((s) => s.name);
      for (const name of now) if (!before.includes(name)) sheets.getItem(name).delete();
      for (const [name, old] of saved) {
        const sheet = now.includes(name) ? sheets.getItem(name) : sheets.add(name);
        putContent(sheet, { rows: old.formulas });
        if (old.formulas.length) {
          const { rows } = rectangle(old.numberFormat.length ? old.numberFormat.map((r) => r.map((f) => (f === null ? 'General' : f))) : []);
          if (rows.length) sheet.getRangeByIndexes(0, 0, rows.length, rows[0].length).numberFormat = rows as string[][];
        }
      }
      await context.sync();
    });
  }
}

function browserDownload(fileName: string, content: string, mime: string) {
  const a = document.createElement('a');
  a.href = URL.createObjectURL(new Blob([content], { type: mime }));
  a.download = fileName;
  document.body.appendChild(a);
  a.click();
  a.remove();
}
