/**
 * Errors for custom functions. In Excel, `CustomFunctions.Error` shows #VALUE! with the message in the cell's
 * tooltip; outside Excel (tests, the standalone host) the same message travels as a plain Error with the code.
 */
export type ExcelErrorCode = 'invalidValue' | 'notAvailable' | 'invalidNumber' | 'divisionByZero' | 'invalidName' | 'nullReference';

export class FunctionInputError extends Error {
  constructor(public readonly code: ExcelErrorCode, message: string) {
    super(message);
    this.name = 'FunctionInputError';
  }
}

declare const CustomFunctions: { Error: new (code: unknown, message?: string) => Error; ErrorCode: Record<string, unknown> } | undefined;

/** The error to throw from a custom function: Excel's own when running in Excel, else a FunctionInputError. */
export function functionError(message: string, code: ExcelErrorCode = 'invalidValue'): Error {
  if (typeof CustomFunctions !== 'undefined' && CustomFunctions?.Error) {
    return new CustomFunctions.Error(CustomFunctions.ErrorCode[code], message);
  }
  return new FunctionInputError(code, message);
}

/** A1-style address of a cell inside a range that starts at the top-left (row, column are 0-based offsets). */
export function cellName(row: number, column: number, origin?: { row: number; column: number }): string {
  const r = row + (origin?.row ?? 0);
  let c = column + (origin?.column ?? 0);
  let letters = '';
  c += 1;
  while (c > 0) {
    const m = (c - 1) % 26;
    letters = String.fromCharCode(65 + m) + letters;
    c = Math.floor((c - 1) / 26);
  }
  return `${letters}${r + 1}`;
}
