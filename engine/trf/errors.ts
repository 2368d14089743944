/** An error in an input file or range, naming where it is. */
export class InputError extends Error {
  constructor(
    message: string,
    /** 1-based line (or row) of the input, when known. */
    public readonly line?: number,
    /** 1-based column, when known. */
    public readonly column?: number,
    /** The source name (file name, cell address). */
    public readonly source?: string,
  ) {
    super(formatPlace(source, line, column) + message);
    this.name = 'InputError';
  }
}

function formatPlace(source?: string, line?: number, column?: number): string {
  const parts: string[] = [];
  if (source) parts.push(source);
  if (line !== undefined) parts.push(`line ${line}`);
  if (column !== undefined) parts.push(`column ${column}`);
  return parts.length ? parts.join(', ') + ': ' : '';
}
