/** The standalone workbook's formulas: Hakem's own HAKEM.* cells, evaluated by the custom-function implementations. */
import { describe, expect, it } from 'vitest';
import { parseFormula } from '../../addin/host/formula';
import { createStandaloneWorkbook } from '../../addin/host/standalone';
import { functionError } from '../../functions/errors';

describe('formula parsing', () => {
  it('reads ranges (quoted sheet names too), cells, numbers, text with commas and booleans', () => {
    expect(parseFormula(`=HAKEM.TIEBREAK("BH-C1,x",'My Sheet'!$C$2:$E$18,B2,2.5,TRUE)`)).toEqual({
      kind: 'call', namespace: 'HAKEM', name: 'TIEBREAK', args: [
        { kind: 'value', value: 'BH-C1,x' },
        { kind: 'range', sheet: 'My Sheet', top: 1, left: 2, bottom: 17, right: 4 },
        { kind: 'cell', sheet: undefined, row: 1, col: 1 },
        { kind: 'value', value: 2.5 },
        { kind: 'value', value: true },
      ],
    });
    expect(parseFormula('=Crosstable!AA10')).toEqual({ kind: 'ref', arg: { kind: 'cell', sheet: 'Crosstable', row: 9, col: 26 } });
    expect(() => parseFormula('=SUM(A1:A3)')).toThrow(/only evaluates HAKEM/);
  });
});

describe('evaluation', () => {
  const calls: unknown[][] = [];
  const functions = (id: string) => ({
    SUMROW: (range: unknown[][], row: number) => {
      calls.push([range, row]);
      return (range[row - 1] as unknown[]).reduce<number>((s, x) => s + (typeof x === 'number' ? x : 0), 0);
    },
    COLUMN: (range: unknown[][]) => range.map((r) => [r.length]),
    FAIL: () => { throw functionError('Crosstable!C3: unknown opponent 23'); },
  } as Record<string, (...a: never[]) => unknown>)[id] as never;

  it('passes a range as rows of values (empty cells as ""), a cell as its value, and spills arrays', async () => {
    const wb = createStandaloneWorkbook([
      { name: 'Data', rows: [[1, 2, null], [3, null, 4]] },
      { name: 'Out', rows: [['=HAKEM.SUMROW(Data!A1:C2,B1)', 2], ['=HAKEM.COLUMN(Data!A1:C2)'], [null], ['=HAKEM.FAIL()'], ['=HAKEM.NOPE(1)'], ['=A6']] },
    ], { functions });
    const out = (await wb.readSheet('Out'))!;
    expect(calls[0]).toEqual([[[1, 2, ''], [3, '', 4]], 2]);
    expect(out.values[0]).toEqual([7, 2]);
    expect(out.values[1][0]).toBe(3);
    expect(out.values[2][0]).toBe(3); // spilled from the row above
    expect(out.values[3][0]).toBe('#VALUE!');
    expect(out.values[4][0]).toBe('#NAME?');
    expect(out.values[5][0]).toBe('#VALUE!');
    expect(wb.cellMessages().get('Out!A4')).toBe('Crosstable!C3: unknown opponent 23');
    expect(wb.cellMessages().get('Out!A6')).toMatch(/circular reference at Out!A6/);
    // the formulas themselves are what the formula bar shows
    expect(out.formulas[0][0]).toBe('=HAKEM.SUMROW(Data!A1:C2,B1)');
  });

  it('applies a write all together or not at all', async () => {
    const wb = createStandaloneWorkbook([{ name: 'A', rows: [[1]] }]);
    wb.failNextWriteAfter(1);
    await expect(wb.write({ put: [{ name: 'A', rows: [[2]] }, { name: 'B', rows: [[3]] }], remove: [] })).rejects.toThrow(/simulated failure while writing "B"/);
    expect(wb.sheets().map((s) => [s.name, s.cells])).toEqual([['A', [[1]]]]);
    await wb.write({ put: [{ name: 'B', rows: [[3]] }], remove: ['A'], activate: 'B' });
    expect(wb.sheets().map((s) => s.name)).toEqual(['B']);
    expect(wb.activeSheet()).toBe('B');
  });
});
