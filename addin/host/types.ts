/**
 * What the taskpane needs from a spreadsheet, and nothing more. Two hosts implement it:
 * Excel through Office.js (`excel.ts`) and the in-browser workbook of the standalone page (`standalone.ts`).
 * The taskpane never learns which one it talks to.
 */

/** A cell as the taskpane sees it: text, number, boolean or empty. A string starting with `=` is a formula. */
export type Cell = string | number | boolean | null;

/** A list validation on a block of cells (the results column of a round sheet). */
export interface ListValidation {
  /** 0-based column. */
  column: number;
  fromRow: number;
  toRow: number;
  values: string[];
}

/** The whole content of one sheet as the taskpane writes it, top-left at A1. */
export interface SheetContent {
  name: string;
  /** Row by row; formulas as `=…` strings. */
  rows: Cell[][];
  /** Columns kept as text (so `1-0` never becomes a date). */
  textColumns?: number[];
  /** Bold first row. */
  header?: boolean;
  validations?: ListValidation[];
  /** When the sheet is new, place its tab before this sheet (if it exists). */
  before?: string;
  /** Hidden from the tabs (a replaced event's kept copy in Excel). */
  hidden?: boolean;
}

/** A sheet read back: the formulas (or constants) the user sees in the formula bar, and the computed values. */
export interface SheetRead {
  name: string;
  formulas: Cell[][];
  values: Cell[][];
}

/** Changes to the workbook, applied all together or not at all. */
export interface WritePlan {
  /** Sheets to create or replace completely. */
  put: SheetContent[];
  /** Sheets to delete (missing ones are ignored). */
  remove: string[];
  /** Sheet to show after the write. */
  activate?: string;
}

export interface WorkbookHost {
  /** Sheet names in tab order. */
  sheetNames(): Promise<string[]>;
  /** The used range of a sheet from A1, or undefined when there is no such sheet. */
  readSheet(name: string): Promise<SheetRead | undefined>;
  /** Several sheets at once (Excel: one batch, a fixed number of round trips); hosts without it are read sheet by sheet. */
  readSheets?(names: string[]): Promise<Map<string, SheetRead | undefined>>;
  /**
   * Applies the plan. If any part fails, the workbook is put back exactly as it was and the error is rethrown.
   */
  write(plan: WritePlan): Promise<void>;
  /** Offers a file to the user (TRF export, crosstable). */
  download(fileName: string, content: string, mime: string): Promise<void>;
  /** Calls back when the workbook changes (the arbiter typing, or Hakem's own writes), where the host can tell. */
  watch?(onChange: () => void): void;
  /**
   * The named sheets as written, text columns, header and drop-downs included, where the host keeps them (the
   * standalone workbook); without it a copy is read back cell by cell (addin/taskpane/replaceGuard.ts).
   */
  contents?(names: string[]): Promise<SheetContent[]>;
}

/** Reads sheets through the host's batch when it has one, else one by one. */
export async function readSheetsOf(host: WorkbookHost, names: string[]): Promise<Map<string, SheetRead | undefined>> {
  if (host.readSheets) return host.readSheets(names);
  const out = new Map<string, SheetRead | undefined>();
  for (const n of names) out.set(n, await host.readSheet(n));
  return out;
}
