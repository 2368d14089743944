/**
 * No import circles (issue 17): a module's imports can be read, tested and loaded lazily one after another.
 * Checked over the whole source (templates/, engine/, cli/, functions/, addin/); the finder itself is tested on
 * small graphs worked by hand, including the two circles templates/ had.
 */
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { importCircles, importGraph, relativeImports } from '../helpers/importGraph';

const ROOT = join(__dirname, '..', '..');

describe('import circles', () => {
  it('reads the relative imports of a source text (type-only, re-exports and import() included; comments not)', () => {
    const src = [
      "import type { A } from './a';",
      "import { b } from '../b/index';",
      "export type { C } from './c';",
      "import './side';",
      "const d = await import('./d');",
      "import { readFileSync } from 'node:fs';",
      "// import { e } from './e';",
      "/* import { f } from './f'; */",
    ].join('\n');
    expect(relativeImports(src)).toEqual(['./a', '../b/index', './c', './side', './d']);
  });

  it('finds the circles of a graph worked by hand', () => {
    const g = new Map<string, string[]>([
      // the two circles templates/ had before issue 17
      ['documents.ts', ['tiebreakDocuments.ts', 'render.ts']],
      ['tiebreakDocuments.ts', ['documents.ts', 'render.ts']],
      ['render.ts', []],
      ['workbook/index.ts', ['workbook/sheets/tiebreakSheets.ts', 'workbook/sheet.ts']],
      ['workbook/sheets/tiebreakSheets.ts', ['workbook/index.ts']],
      ['workbook/sheet.ts', []],
      // a longer one, and a file importing itself
      ['x.ts', ['y.ts']], ['y.ts', ['z.ts']], ['z.ts', ['x.ts', 'render.ts']],
      ['self.ts', ['self.ts']],
    ]);
    const found = importCircles(g).map((c) => c.join(' ')).sort();
    expect(found).toEqual([
      'documents.ts tiebreakDocuments.ts',
      'self.ts',
      'workbook/index.ts workbook/sheets/tiebreakSheets.ts',
      'x.ts y.ts z.ts',
    ]);
    expect(importCircles(new Map([['a.ts', ['b.ts']], ['b.ts', ['c.ts']], ['c.ts', []]]))).toEqual([]);
  });

  it.each(['templates', 'engine', 'cli', 'functions', 'addin'])('%s/ has no import circle', (dir) => {
    const graph = importGraph(ROOT, [dir]);
    expect(graph.size).toBeGreaterThan(0);
    expect(importCircles(graph)).toEqual([]);
  });

  it('the source as a whole has no import circle', () => {
    expect(importCircles(importGraph(ROOT, ['templates', 'engine', 'cli', 'functions', 'addin']))).toEqual([]);
  });
});
