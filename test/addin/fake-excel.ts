/**
 * A small Excel for the Office.js adapter tests, built from office-addin-mock objects: properties must be
 * load()-ed and the context sync()-ed before they can be read (the mock returns an error string otherwise),
 * and queued commands take effect at sync, in order, as in Excel. A sync can be made to fail part-way,
 * after some commands already took effect, as a real batch can.
 */
import { OfficeMockObject } from 'office-addin-mock';
import type { Cell } from '../../addin/host/types';
import type { ExcelRun } from '../../addin/host/excel';

export interface FakeSheet {
  name: string;
  cells: Map<string, { formula: string | number | boolean; numberFormat?: string; bold?: boolean; list?: string }>;
  /** Set by the adapter's `visibility = 'Hidden'`. */
  hidden?: boolean;
}

const key = (r: number, c: number) => `${r},${c}`;

/** How many rows and columns a formula's result spills over (the fake does not calculate; a test says). */
export type SpillShape = (formula: string) => { rows: number; columns: number } | undefined;

export function fakeExcel(initial: Array<{ name: string; rows: Cell[][] }> = [], spillShape: SpillShape = () => undefined) {
  const sheets: FakeSheet[] = [];
  let active: string | undefined;
  let failAfterOps: number | undefined;
  let syncs = 0;
  const handlers: Array<() => Promise<void>> = [];
  const put = (s: FakeSheet, r: number, c: number, v: Partial<FakeSheet['cells'] extends Map<string, infer V> ? V : never>) => {
    const k = key(r, c);
    const cur = s.cells.get(k) ?? { formula: '' };
    s.cells.set(k, { ...cur, ...v });
  };
  for (const s of initial) {
    const sheet: FakeSheet = { name: s.name, cells: new Map() };
    s.rows.forEach((row, r) => row.forEach((v, c) => v !== null && v !== '' && put(sheet, r, c, { formula: v })));
    sheets.push(sheet);
  }
  const find = (name: string) => sheets.find((s) => s.name.toLowerCase() === name.toLowerCase());

  function run(): ExcelRun {
    return async (batch) => {
      const ops: Array<() => void> = [];
      const mocks: OfficeMockObject[] = [];
      const track = (m: OfficeMockObject) => {
        mocks.push(m);
        return m;
      };

      /** The spill areas of a sheet's formulas, anchor included: Excel's cells there read back as the values. */
      function spills(s: FakeSheet | undefined) {
        const out: { top: number; left: number; rows: number; columns: number }[] = [];
        for (const [k, v] of s?.cells ?? []) {
          const shape = typeof v.formula === 'string' && v.formula.startsWith('=') ? spillShape(v.formula) : undefined;
          if (!shape) continue;
          const [top, left] = k.split(',').map(Number);
          out.push({ top, left, ...shape });
        }
        return out;
      }

      function usedRange(sheetName: string) {
        const s = find(sheetName);
        const spilled = new Map<string, string>();
        for (const a of spills(s)) {
          for (let i = 0; i < a.rows; i++) for (let j = 0; j < a.columns; j++) if (i || j) spilled.set(key(a.top + i, a.left + j), '#NAME?');
        }
        const filled = [...(s ? [...s.cells.entries()] : []), ...[...spilled.keys()].map((k) => [k, { formula: '#NAME?' }] as const)]
          .filter(([, v]) => v.formula !== '' && v.formula !== null);
        if (!filled.length) return track(new OfficeMockObject({ isNullObject: true, formulas: [], values: [], numberFormat: [], rowIndex: 0, columnIndex: 0 }));
        const pos = filled.map(([k]) => k.split(',').map(Number));
        const top = Math.min(...pos.map((p) => p[0]));
        const left = Math.min(...pos.map((p) => p[1]));
        const bottom = Math.max(...pos.map((p) => p[0]));
        const right = Math.max(...pos.map((p) => p[1]));
        const at = (r: number, c: number) => {
          const v = s?.cells.get(key(r, c));
          return v && v.formula !== '' ? v : spilled.has(key(r, c)) ? { formula: spilled.get(key(r, c))! } : v;
        };
        const block = (f: (v: FakeSheet['cells'] extends Map<string, infer V> ? V | undefined : never) => unknown) =>
          Array.from({ length: bottom - top + 1 }, (_, i) => Array.from({ length: right - left + 1 }, (_, j) => f(at(top + i, left + j))));
        return track(new OfficeMockObject({
          isNullObject: false,
          rowIndex: top,
          columnIndex: left,
          formulas: block((v) => v?.formula ?? ''),
          // the fake does not calculate: a formula's value is shown as Excel shows an unknown function
          values: block((v) => (typeof v?.formula === 'string' && v.formula.startsWith('=') ? '#NAME?' : v?.formula ?? '')),
          numberFormat: block((v) => v?.numberFormat ?? 'General'),
        }));
      }

      function writeRange(sheetName: string, top: number, left: number, height: number, width: number) {
        let validationCleared = false;
        const range = track(new OfficeMockObject({
          formulas: undefined,
          numberFormat: undefined,
          format: { font: { bold: undefined } },
          dataValidation: {
            rule: undefined,
            // cleared before the rule the adapter sets next (applied in that order at sync)
            clear: () => {
              validationCleared = true;
            },
          },
          clear: () => ops.push(() => {
            const s = find(sheetName)!;
            if (height === Infinity) s.cells.clear();
            else for (let i = 0; i < height; i++) for (let j = 0; j < width; j++) s.cells.delete(key(top + i, left + j));
          }),
        })) as unknown as Record<string, unknown> & { format: { font: { bold: unknown } }; dataValidation: { rule: unknown } };
        // What the adapter assigns is read when the batch is synced, like Excel's queued property sets.
        ops.push(() => {
          const s = find(sheetName);
          if (!s) throw new Error(`ItemNotFound: ${sheetName}`);
          const each = (f: (i: number, j: number) => void) => {
            for (let i = 0; i < height; i++) for (let j = 0; j < width; j++) f(i, j);
          };
          if (Array.isArray(range.numberFormat)) each((i, j) => put(s, top + i, left + j, { numberFormat: (range.numberFormat as string[][])[i][j] }));
          if (Array.isArray(range.formulas)) {
            const f = range.formulas as unknown[][];
            if (f.length !== height || f.some((row) => row.length !== width)) throw new Error('InvalidArgument: the formulas do not match the range size');
            each((i, j) => put(s, top + i, left + j, { formula: f[i][j] as string }));
          }
          if (range.format.font.bold === true) each((i, j) => put(s, top + i, left + j, { bold: true }));
          if (validationCleared) each((i, j) => put(s, top + i, left + j, { list: undefined }));
          const rule = range.dataValidation.rule as { list?: { source: string } } | undefined;
          if (rule && typeof rule === 'object' && rule.list) each((i, j) => put(s, top + i, left + j, { list: rule.list!.source }));
        });
        return range;
      }

      function sheetMock(name: string, exists: boolean) {
        const mock = track(new OfficeMockObject({
          name,
          isNullObject: !exists,
          getUsedRangeOrNullObject: () => usedRange(name),
          getRange: () => writeRange(name, 0, 0, Infinity, Infinity),
          getRangeByIndexes: (r: number, c: number, h: number, w: number) => writeRange(name, r, c, h, w),
          getCell: (r: number, c: number) => ({
            getSpillingToRangeOrNullObject: () => {
              const a = spills(find(name)).find((x) => x.top === r && x.left === c);
              return track(new OfficeMockObject(a ? { isNullObject: false, rowIndex: a.top, columnIndex: a.left, rowCount: a.rows, columnCount: a.columns } : { isNullObject: true, rowIndex: 0, columnIndex: 0, rowCount: 0, columnCount: 0 }));
            },
          }),
          delete: () => ops.push(() => {
            const i = sheets.findIndex((s) => s.name === name);
            if (i < 0) throw new Error(`ItemNotFound: ${name}`);
            sheets.splice(i, 1);
          }),
          activate: () => ops.push(() => {
            if (!find(name)) throw new Error(`ItemNotFound: ${name}`);
            active = name;
          }),
        })) as unknown as { position?: unknown; visibility?: unknown };
        // A tab position set by the adapter moves the sheet when the batch runs.
        ops.push(() => {
          // and a visibility set by it hides the sheet (one command with the move: the failing-batch tests count them)
          const hidden = find(name);
          if (hidden && mock.visibility === 'Hidden') hidden.hidden = true;
          if (typeof mock.position !== 'number') return;
          const i = sheets.findIndex((s) => s.name === name);
          if (i < 0) return;
          const [sheet] = sheets.splice(i, 1);
          sheets.splice(mock.position, 0, sheet);
        });
        return mock;
      }

      const worksheets = track(new OfficeMockObject({
        items: sheets.map((s) => ({ name: s.name })),
        // Excel reports a missing sheet when the batch runs; so do the commands queued on it here.
        getItem: (name: string) => sheetMock(find(name)?.name ?? name, true),
        getItemOrNullObject: (name: string) => sheetMock(find(name)?.name ?? name, !!find(name)),
        onChanged: { add: (handler: () => Promise<void>) => ops.push(() => handlers.push(handler)) },
        add: (name: string) => {
          ops.push(() => {
            if (find(name)) throw new Error(`ItemAlreadyExists: ${name}`);
            sheets.push({ name, cells: new Map() });
          });
          return sheetMock(name, true);
        },
      }));
      // Office.js loads a collection's items with 'items/name'; the mock keeps items as plain data.
      const loadItems = worksheets.load.bind(worksheets);
      (worksheets as unknown as { load: (p: string) => unknown }).load = (p: string) => loadItems(p === 'items/name' ? 'items' : p);

      const context = new OfficeMockObject({
        workbook: {},
        sync: async () => {
          syncs++;
          const fail = failAfterOps;
          const pending = ops.splice(0);
          pending.forEach((op, i) => {
            if (fail !== undefined && i >= fail) {
              failAfterOps = undefined;
              throw new Error('GeneralException: simulated failure part-way through the batch');
            }
            op();
          });
          for (const m of mocks) await OfficeMockObject.prototype.sync.call(m);
          await new Promise((r) => setTimeout(r, 0));
        },
      }) as unknown as Excel.RequestContext & { workbook: { worksheets: unknown } };
      (context.workbook as { worksheets: unknown }).worksheets = worksheets;
      return batch(context as unknown as Excel.RequestContext);
    };
  }

  return {
    run: run(),
    sheets,
    active: () => active,
    syncs: () => syncs,
    /** Excel's worksheets.onChanged, as when the arbiter types into a cell. */
    async fireChanged() {
      for (const h of handlers) await h();
    },
    /** The next batch that writes fails after this many commands took effect. */
    failNextWriteAfter(ops: number) {
      failAfterOps = ops;
    },
    /** A sheet as a block of formulas from A1 (for comparing states). */
    grid(name: string): Cell[][] {
      const s = find(name);
      if (!s) return [];
      const pos = [...s.cells.entries()].filter(([, v]) => v.formula !== '').map(([k]) => k.split(',').map(Number));
      const rows = Math.max(0, ...pos.map((p) => p[0] + 1));
      const cols = Math.max(0, ...pos.map((p) => p[1] + 1));
      return Array.from({ length: rows }, (_, i) => Array.from({ length: cols }, (_, j) => {
        const v = s.cells.get(key(i, j))?.formula;
        return v === undefined || v === '' ? null : v;
      }));
    },
    cell(name: string, r: number, c: number) {
      return find(name)?.cells.get(key(r, c));
    },
  };
}
