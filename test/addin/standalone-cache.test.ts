/**
 * Issue 34 item 7: the standalone workbook evaluates its formulas once per content of the workbook. Every read until
 * the next change shares one evaluation (the pane reads a whole event at once, the grid reads the sheet it shows);
 * a write, a typed cell or another event opened starts a new one, so a read never shows a value from before a change.
 * The function here adds a row of a range and counts its calls: the sums are the test's own arithmetic.
 */
import { describe, expect, it } from 'vitest';
import { createStandaloneWorkbook } from '../../addin/host/standalone';

function counting() {
  let calls = 0;
  const functions = (id: string) => (id === 'SUMROW' ? (range: unknown[][], row: number) => {
    calls++;
    return (range[row - 1] as unknown[]).reduce<number>((s, x) => s + (typeof x === 'number' ? x : 0), 0);
  } : undefined) as never;
  return { functions, calls: () => calls };
}

const sheets = () => [
  { name: 'Data', rows: [[1, 2, 3], [10, 20, 30]] },
  { name: 'Out', rows: [['=HAKEM.SUMROW(Data!A1:C2,1)'], ['=HAKEM.SUMROW(Data!A1:C2,2)'], ['=A1']] },
];

describe('the standalone workbook evaluates once per content', () => {
  it('shares one evaluation between reads until the workbook changes', async () => {
    const f = counting();
    const wb = createStandaloneWorkbook(sheets(), { functions: f.functions });
    expect((await wb.readSheet('Out'))!.values).toEqual([[6], [60], [6]]);
    expect(f.calls()).toBe(2);
    // more reads, several at once, and reads running side by side: no formula evaluated again
    await wb.readSheet('Out');
    const both = await wb.readSheets!(['Data', 'Out', 'Nope']);
    await Promise.all([wb.readSheet('Out'), wb.readSheet('Data')]);
    expect(f.calls()).toBe(2);
    expect(both.get('Data')!.values).toEqual([[1, 2, 3], [10, 20, 30]]);
    expect(both.get('Out')!.values).toEqual([[6], [60], [6]]);
    expect(both.get('Nope')).toBeUndefined();
    // activating a sheet changes no cell
    wb.activate('Data');
    await wb.readSheet('Out');
    expect(f.calls()).toBe(2);
  });

  it('shows a typed cell, a write, a refused write and another event at once', async () => {
    const f = counting();
    const wb = createStandaloneWorkbook(sheets(), { functions: f.functions });
    await wb.readSheet('Out');
    await wb.setCell('Data', 0, 0, 100);
    expect((await wb.readSheet('Out'))!.values).toEqual([[105], [60], [105]]);
    await wb.write({ put: [{ name: 'Data', rows: [[1, 1, 1], [2, 2, 2]] }], remove: [] });
    expect((await wb.readSheet('Out'))!.values).toEqual([[3], [6], [3]]);
    // a write that fails puts everything back: the values are those of before
    wb.failNextWriteAfter(1);
    await expect(wb.write({ put: [{ name: 'Data', rows: [[5, 5, 5], [5, 5, 5]] }, { name: 'Out', rows: [['x']] }], remove: [] })).rejects.toThrow(/simulated failure/);
    expect((await wb.readSheet('Out'))!.values).toEqual([[3], [6], [3]]);
    wb.replaceAll(sheets().map((s) => ({ name: s.name, cells: s.rows, textColumns: [], header: false, validations: [] })));
    expect((await wb.readSheet('Out'))!.values).toEqual([[6], [60], [6]]);
  });

  it('a change while an evaluation runs is not lost: the next read evaluates again', async () => {
    let release: () => void = () => undefined;
    let calls = 0;
    const functions = ((id: string) => (id === 'SLOW' ? async (range: unknown[][]) => {
      calls++;
      if (calls === 1) await new Promise<void>((r) => (release = r));
      return (range[0] as number[]).reduce((s, x) => s + x, 0);
    } : undefined)) as never;
    const wb = createStandaloneWorkbook([{ name: 'Data', rows: [[1, 2]] }, { name: 'Out', rows: [['=HAKEM.SLOW(Data!A1:B1)']] }], { functions });
    const first = wb.readSheet('Out');
    await new Promise((r) => setTimeout(r, 0));
    await wb.setCell('Data', 0, 0, 40);
    release();
    await first;
    expect((await wb.readSheet('Out'))!.values).toEqual([[42]]);
  });
});
