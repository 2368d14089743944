/**
 * The standalone host: a workbook held in the browser (or in a test), for machines without Excel.
 * Sheets are plain arrays of cells; formulas are evaluated by calling the very custom-function implementations
 * Excel calls (see formula.ts). Writes are all-or-nothing: the sheets are copied before and put back on failure.
 */
import type { Cell, ListValidation, SheetContent, SheetRead, WorkbookHost, WritePlan } from './types';
import { FormulaError, parseFormula, type Arg, type FunctionLookup } from './formula';

export interface StoredSheet {
  name: string;
  cells: Cell[][];
  textColumns: number[];
  header: boolean;
  validations: ListValidation[];
}

export interface StandaloneOptions {
  /** Custom functions by id; without it every HAKEM.* cell shows #NAME?. */
  functions?: FunctionLookup;
  /** How a download reaches the user (the browser page passes an <a download> click). */
  download?: (fileName: string, content: string, mime: string) => void;
}

export interface StandaloneWorkbook extends WorkbookHost {
  /** A deep copy of every sheet, in tab order. */
  sheets(): StoredSheet[];
  /** One sheet's stored cells (a copy), without copying the others. */
  sheet(name: string): StoredSheet | undefined;
  /** The sheet last activated by a write or by the user. */
  activeSheet(): string | undefined;
  activate(name: string): void;
  /** The user typing into a cell (a constant, or a formula starting with `=`). */
  setCell(sheet: string, row: number, col: number, value: Cell): Promise<void>;
  /** Messages of the cells whose formula failed, by `Sheet!A1` (shown as the cell's tooltip). */
  cellMessages(): Map<string, string>;
  onChange(listener: () => void): () => void;
  /** Another event opened (from the browser's store, an .xlsx file): every sheet replaced at once. */
  replaceAll(sheets: StoredSheet[], active?: string): void;
  contents(names: string[]): Promise<SheetContent[]>;
  /** For tests of the all-or-nothing rule: the next write fails after putting this many sheets. */
  failNextWriteAfter(sheets: number): void;
}

const copySheet = (s: StoredSheet): StoredSheet => ({
  name: s.name,
  cells: s.cells.map((r) => [...r]),
  textColumns: [...s.textColumns],
  header: s.header,
  validations: s.validations.map((v) => ({ ...v, values: [...v.values] })),
});

export function createStandaloneWorkbook(initial: SheetContent[] = [], options: StandaloneOptions = {}): StandaloneWorkbook {
  let sheets: StoredSheet[] = initial.map(toStored);
  let active: string | undefined = sheets[0]?.name;
  let failAfter: number | undefined;
  const listeners = new Set<() => void>();
  let messages = new Map<string, string>();
  const changed = () => listeners.forEach((l) => l());

  function toStored(c: SheetContent): StoredSheet {
    return { name: c.name, cells: c.rows.map((r) => r.map((x) => (x === undefined || x === '' ? null : x))), textColumns: [...(c.textColumns ?? [])], header: !!c.header, validations: (c.validations ?? []).map((v) => ({ ...v })) };
  }

  /**
   * Every sheet's values, evaluated once per content of the workbook (issue 34 item 7): a write, a typed cell or another
   * event opened starts a new version; until then every read (the pane's, the grid's, the functions' own) shares one
   * evaluation. The functions are pure (functions/), so the same cells give the same values.
   */
  let version = 0;
  let evaluated: { version: number; values: Promise<Map<string, Cell[][]>> } | undefined;
  const edited = () => {
    version++;
    evaluated = undefined;
  };
  function evaluate(): Promise<Map<string, Cell[][]>> {
    if (evaluated?.version !== version) {
      const mine = version;
      const values = evaluateAll().then(({ values, messages: m }) => {
        if (mine === version) messages = m;
        return values;
      });
      evaluated = { version: mine, values };
      // a failure is not kept: the next read tries again
      values.catch(() => {
        if (evaluated?.values === values) evaluated = undefined;
      });
    }
    return evaluated.values;
  }

  async function evaluateAll(): Promise<{ values: Map<string, Cell[][]>; messages: Map<string, string> }> {
    const values = new Map<string, Cell[][]>();
    const inProgress = new Set<string>();
    const cellValues = new Map<string, Cell>();
    const cellBusy = new Set<string>();
    /** Values spilled by array results, by sheet then "row,col". */
    const spills = new Map<string, Map<string, Cell>>();
    const newMessages = new Map<string, string>();
    // the sheets as they are when the evaluation starts (a write meanwhile puts new sheets in their place, and the reads
    // after it evaluate again)
    const byName = new Map<string, StoredSheet>();
    for (const s of sheets) if (!byName.has(s.name.toLowerCase())) byName.set(s.name.toLowerCase(), s);
    const find = (name: string) => byName.get(name.toLowerCase());
    const isFormula = (raw: Cell | undefined): raw is string => typeof raw === 'string' && raw.startsWith('=');

    /** A constant cell's value (a spilled value where the cell is empty). */
    function constantValue(sheet: StoredSheet, r: number, c: number): Cell {
      const raw = sheet.cells[r]?.[c] ?? null;
      return spills.get(sheet.name.toLowerCase())?.get(`${r},${c}`) ?? raw;
    }

    /** One cell's value; a formula is evaluated once, and a formula that needs itself is an error. */
    async function cellValue(sheet: StoredSheet, r: number, c: number): Promise<Cell> {
      const raw = sheet.cells[r]?.[c] ?? null;
      if (!isFormula(raw)) return constantValue(sheet, r, c);
      const key = `${sheet.name.toLowerCase()}|${r}|${c}`;
      if (cellValues.has(key)) return cellValues.get(key)!;
      if (cellBusy.has(key)) throw new FormulaError(`circular reference at ${sheet.name}!${colName(c)}${r + 1}`);
      cellBusy.add(key);
      let v: Cell;
      try {
        const result = await evaluateFormula(raw, sheet.name);
        if (Array.isArray(result)) {
          const block = result as unknown[][];
          const m = spills.get(sheet.name.toLowerCase()) ?? new Map<string, Cell>();
          spills.set(sheet.name.toLowerCase(), m);
          block.forEach((row, i) => (Array.isArray(row) ? row : [row]).forEach((x, j) => m.set(`${r + i},${c + j}`, toCell(x))));
          v = toCell(Array.isArray(block[0]) ? block[0][0] : block[0]);
        } else v = toCell(result);
      } catch (e) {
        v = e instanceof FormulaError && /^#/.test(e.message) ? e.message.split(' ')[0] : '#VALUE!';
        newMessages.set(`${sheet.name}!${colName(c)}${r + 1}`, (e as Error).message);
      }
      cellBusy.delete(key);
      cellValues.set(key, v);
      return v;
    }

    async function sheetValues(name: string): Promise<Cell[][]> {
      const key = name.toLowerCase();
      const done = values.get(key);
      if (done) return done;
      const sheet = find(name);
      if (!sheet) throw new FormulaError(`no sheet named "${name}"`);
      inProgress.add(key);
      const out = sheet.cells.map((row) => [...row]);
      // constants are read as they are; only formulas wait for their value (a sheet of plain cells costs no promise)
      for (let r = 0; r < sheet.cells.length; r++) {
        const row = sheet.cells[r];
        for (let c = 0; c < row.length; c++) out[r][c] = isFormula(row[c]) ? await cellValue(sheet, r, c) : constantValue(sheet, r, c);
      }
      for (const [pos, v] of spills.get(key) ?? []) {
        const [r, c] = pos.split(',').map(Number);
        // a spill only fills empty cells (Excel would show #SPILL! on the formula; Hakem never writes that way)
        if (sheet.cells[r]?.[c] !== undefined && sheet.cells[r][c] !== null) continue;
        while (out.length <= r) out.push([]);
        while (out[r].length <= c) out[r].push(null);
        if (out[r][c] === null) out[r][c] = v;
      }
      inProgress.delete(key);
      values.set(key, out);
      return out;
    }

    /** A referenced block: whole sheets are evaluated first (so spills are there), the sheet being evaluated cell by cell. */
    async function block(sheetName: string, top: number, left: number, bottom: number, right: number): Promise<unknown[][]> {
      const sheet = find(sheetName);
      if (!sheet) throw new FormulaError(`no sheet named "${sheetName}"`);
      const out: unknown[][] = [];
      if (inProgress.has(sheet.name.toLowerCase())) {
        for (let r = top; r <= bottom; r++) {
          const row: unknown[] = [];
          for (let c = left; c <= right; c++) row.push(excelArg(await cellValue(sheet, r, c)));
          out.push(row);
        }
        return out;
      }
      const v = await sheetValues(sheet.name);
      for (let r = top; r <= bottom; r++) {
        const row: unknown[] = [];
        for (let c = left; c <= right; c++) row.push(excelArg(v[r]?.[c] ?? null));
        out.push(row);
      }
      return out;
    }

    async function argValue(a: Arg, here: string): Promise<unknown> {
      if (a.kind === 'value') return a.value ?? undefined;
      const sheet = a.sheet ?? here;
      if (a.kind === 'cell') return (await block(sheet, a.row, a.col, a.row, a.col))[0][0];
      return block(sheet, a.top, a.left, a.bottom, a.right);
    }

    async function evaluateFormula(text: string, here: string): Promise<unknown> {
      const f = parseFormula(text);
      if (f.kind === 'ref') return argValue(f.arg, here);
      if (f.namespace !== 'HAKEM') throw new FormulaError(`#NAME? ${f.namespace}.${f.name} is not a Hakem function`);
      const fn = options.functions?.(f.name);
      if (!fn) throw new FormulaError(`#NAME? HAKEM.${f.name} is not available`);
      const args = [];
      for (const a of f.args) args.push(await argValue(a, here));
      return await fn(...args);
    }

    for (const s of byName.values()) await sheetValues(s.name);
    return { values, messages: newMessages };
  }

  const host: StandaloneWorkbook = {
    async sheetNames() {
      return sheets.map((s) => s.name);
    },
    async readSheet(name) {
      return (await host.readSheets!([name])).get(name);
    },
    /** Several sheets from one evaluation (the pane reads the whole event at once). */
    async readSheets(names) {
      const out = new Map<string, SheetRead | undefined>();
      const wanted = names.map((n) => [n, sheets.find((s) => s.name === n)] as const);
      const values = wanted.some(([, s]) => s) ? await evaluate() : undefined;
      for (const [name, sheet] of wanted) {
        out.set(name, sheet ? ({ name, formulas: trim(sheet.cells.map((r) => [...r])), values: trim(values?.get(name.toLowerCase()) ?? []) } satisfies SheetRead) : undefined);
      }
      return out;
    },
    async write(plan: WritePlan) {
      const before = sheets.map(copySheet);
      const activeBefore = active;
      const fail = failAfter;
      failAfter = undefined;
      try {
        let written = 0;
        for (const content of plan.put) {
          if (fail !== undefined && written >= fail) throw new Error(`simulated failure while writing "${content.name}"`);
          const stored = toStored(content);
          const i = sheets.findIndex((s) => s.name === content.name);
          const at = content.before === undefined ? -1 : sheets.findIndex((s) => s.name === content.before);
          if (i >= 0) sheets[i] = stored;
          else if (at >= 0) sheets.splice(at, 0, stored);
          else sheets.push(stored);
          written++;
        }
        sheets = sheets.filter((s) => !plan.remove.includes(s.name));
        if (plan.activate) active = plan.activate;
        if (active && !sheets.some((s) => s.name === active)) active = sheets[0]?.name;
      } catch (e) {
        sheets = before;
        active = activeBefore;
        edited();
        throw e;
      }
      edited();
      changed();
    },
    async download(fileName, content, mime) {
      if (options.download) options.download(fileName, content, mime);
    },
    sheets: () => sheets.map(copySheet),
    sheet(name) {
      const s = sheets.find((x) => x.name === name);
      return s && copySheet(s);
    },
    activeSheet: () => active,
    activate(name) {
      if (sheets.some((s) => s.name === name)) {
        active = name;
        changed();
      }
    },
    async setCell(sheetName, row, col, value) {
      const sheet = sheets.find((s) => s.name === sheetName);
      if (!sheet) throw new Error(`no sheet named "${sheetName}"`);
      while (sheet.cells.length <= row) sheet.cells.push([]);
      const r = sheet.cells[row];
      while (r.length <= col) r.push(null);
      r[col] = value === '' ? null : value;
      edited();
      changed();
    },
    cellMessages: () => new Map(messages),
    replaceAll(next, activeName) {
      sheets = next.map(copySheet);
      active = activeName && sheets.some((x) => x.name === activeName) ? activeName : sheets[0]?.name;
      edited();
      changed();
    },
    async contents(names) {
      return sheets.filter((x) => names.includes(x.name)).map(copySheet).map((x) => ({ name: x.name, rows: x.cells, textColumns: x.textColumns, header: x.header, validations: x.validations }));
    },
    watch(onChange) {
      listeners.add(onChange);
    },
    onChange(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    failNextWriteAfter(n) {
      failAfter = n;
    },
  };
  return host;
}

/** Excel passes an empty cell to a custom function as an empty string. */
function excelArg(c: Cell | undefined): unknown {
  return c === null || c === undefined ? '' : c;
}

function toCell(v: unknown): Cell {
  if (v === undefined || v === null) return null;
  if (typeof v === 'number' || typeof v === 'string' || typeof v === 'boolean') return v;
  return String(v);
}

/** Used range from A1: drop trailing empty rows and columns. */
function trim(cells: Cell[][]): Cell[][] {
  const empty = (c: Cell | undefined) => c === null || c === undefined || c === '';
  let rows = cells.length;
  while (rows > 0 && cells[rows - 1].every(empty)) rows--;
  let cols = 0;
  for (let r = 0; r < rows; r++) {
    let c = cells[r].length;
    while (c > 0 && empty(cells[r][c - 1])) c--;
    cols = Math.max(cols, c);
  }
  return cells.slice(0, rows).map((r) => Array.from({ length: cols }, (_, i) => (r[i] === undefined ? null : r[i])));
}

export function colName(c: number): string {
  let s = '';
  let n = c + 1;
  while (n > 0) {
    const m = (n - 1) % 26;
    s = String.fromCharCode(65 + m) + s;
    n = Math.floor((n - 1) / 26);
  }
  return s;
}
