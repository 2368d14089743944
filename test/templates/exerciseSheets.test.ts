/**
 * The teaching workbook's exercise sheets (issue 27): each sheet's HAKEM.MARK_PAIRING formula, evaluated over the
 * sheet's own ranges, asks for the pairing while the block is blank, marks the key (for the books' examples: the
 * book's printed pairing) right, and a wrong pairing wrong with a named rule.
 */
import { describe, expect, it } from 'vitest';
import { EXERCISES, exerciseSheet } from '../../templates/workbook/sheets/exercises';
import { isFormula, isStyled, type Cell, type SheetSpec } from '../../templates/workbook/sheet';
import { headerRows } from '../../templates/workbook/write';
import { MARK_PAIRING } from '../../functions/marking';
import { teachingSheets } from '../../templates/workbook/index';

const plain = (c: Cell): unknown => (isStyled(c) ? c.value : isFormula(c) ? c.result : c ?? null);
const colIndex = (letters: string) => [...letters].reduce((n, ch) => n * 26 + ch.charCodeAt(0) - 64, 0) - 1;

/** The cells of `$A$4:$F$20` in the written sheet, read from the spec's rows. */
function range(spec: SheetSpec, ref: string, edits: Map<string, unknown> = new Map()): unknown[][] {
  const m = /^\$([A-Z]+)\$(\d+):\$([A-Z]+)\$(\d+)$/.exec(ref)!;
  const top = headerRows(spec);
  const out: unknown[][] = [];
  for (let r = Number(m[2]) - 1; r <= Number(m[4]) - 1; r++) {
    const row: unknown[] = [];
    for (let c = colIndex(m[1]); c <= colIndex(m[3]); c++) row.push(edits.get(`${r - top},${c}`) ?? plain(spec.rows[r - top]?.[c]));
    out.push(row);
  }
  return out;
}

function evaluate(spec: SheetSpec, typed?: Array<[number, number]>): string {
  const cell = spec.rows.flat().find(isFormula)!;
  const m = /^HAKEM\.MARK_PAIRING\((\S+?),(\S+?),"([^"]+)"(?:,"([^"]*)")?\)$/.exec(cell.formula)!;
  const pairingTop = /\$(\d+):/.exec(m[2])![1];
  const first = Number(pairingTop) - 1 - headerRows(spec);
  const edits = new Map<string, unknown>();
  (typed ?? []).forEach(([w, b], i) => { edits.set(`${first + i},1`, w); edits.set(`${first + i},2`, b || null); });
  return MARK_PAIRING(range(spec, m[1]) as never, range(spec, m[2], edits) as never, m[3], m[4]);
}

describe('exercise sheets of the teaching workbook', () => {
  it('one per individual Swiss system, in the workbook', () => {
    const names = teachingSheets('en').map((s) => s.name);
    for (const e of EXERCISES) expect(names).toContain(`Exercise ${e.label}`);
  });
  for (const lang of ['en', 'tr'] as const) {
    for (const e of EXERCISES) {
      it(`${e.label} (${lang}): blank asks, the key is right, a wrong pairing is named`, () => {
        const spec = exerciseSheet(e, lang);
        const ex = e.make();
        const cached = spec.rows.flat().find(isFormula)!.result;
        expect(evaluate(spec)).toBe(cached);
        const key: Array<[number, number]> = [...ex.key.boards.map((b) => [b.white, b.black] as [number, number]), ...ex.key.byes.map((b) => [b, 0] as [number, number])];
        expect(evaluate(spec, key)).toMatch(lang === 'en' ? /^Right/ : /^Doğru/);
        // the first two boards swap opponents
        const wrong = key.map((x) => [...x] as [number, number]);
        [wrong[0][1], wrong[1][1]] = [wrong[1][1], wrong[0][1]];
        expect(evaluate(spec, wrong)).toMatch(lang === 'en' ? /^Wrong: .+: \S/ : /^Yanlış: .+: \S/);
      });
    }
  }
});
