/**
 * The project's own import graph (relative imports between .ts files, type-only ones included: a circle of types
 * is still a circle to read), and its circles. A small reader of `import … from` / `export … from` / `import()`,
 * not a TypeScript parser: enough for the project's one-import-per-statement style.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

const SPECIFIER = /(?:\bfrom\s*|\bimport\s*\(\s*|^\s*import\s+)['"](\.{1,2}\/[^'"]+)['"]/gm;

/** The relative imports written in one source text, as written. */
export function relativeImports(source: string): string[] {
  const text = source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');
  return [...text.matchAll(SPECIFIER)].map((m) => m[1]);
}

function tsFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((e) => {
    const p = join(dir, e);
    if (statSync(p).isDirectory()) return tsFiles(p);
    return /\.ts$/.test(e) && !e.endsWith('.d.ts') ? [p] : [];
  });
}

function resolveImport(from: string, spec: string): string | undefined {
  const base = resolve(dirname(from), spec);
  for (const c of [base, `${base}.ts`, join(base, 'index.ts')]) if (c.endsWith('.ts') && existsSync(c)) return c;
  return undefined;
}

/** file → the project files it imports, for every .ts file under the given folders (paths relative to root). */
export function importGraph(root: string, folders: string[]): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  for (const f of folders.flatMap((d) => tsFiles(join(root, d)))) {
    const targets = relativeImports(readFileSync(f, 'utf8'))
      .map((s) => resolveImport(f, s))
      .filter((t): t is string => t !== undefined)
      .map((t) => relative(root, t));
    graph.set(relative(root, f), [...new Set(targets)]);
  }
  return graph;
}

/** Every strongly connected group of two or more files (or a file importing itself): each is an import circle. */
export function importCircles(graph: Map<string, string[]>): string[][] {
  // Tarjan's algorithm, iterative so a deep chain cannot overflow the stack.
  let next = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const onStack = new Set<string>();
  const stack: string[] = [];
  const circles: string[][] = [];
  for (const start of graph.keys()) {
    if (index.has(start)) continue;
    const work: Array<{ node: string; i: number }> = [{ node: start, i: 0 }];
    index.set(start, next); low.set(start, next++); stack.push(start); onStack.add(start);
    while (work.length) {
      const top = work[work.length - 1];
      const edges = graph.get(top.node) ?? [];
      if (top.i < edges.length) {
        const w = edges[top.i++];
        if (!index.has(w)) {
          index.set(w, next); low.set(w, next++); stack.push(w); onStack.add(w);
          work.push({ node: w, i: 0 });
        } else if (onStack.has(w)) low.set(top.node, Math.min(low.get(top.node)!, index.get(w)!));
        continue;
      }
      work.pop();
      if (work.length) low.set(work[work.length - 1].node, Math.min(low.get(work[work.length - 1].node)!, low.get(top.node)!));
      if (low.get(top.node) === index.get(top.node)) {
        const group: string[] = [];
        let w: string;
        do {
          w = stack.pop()!;
          onStack.delete(w);
          group.push(w);
        } while (w !== top.node);
        if (group.length > 1 || edges.includes(top.node)) circles.push(group.sort());
      }
    }
  }
  return circles;
}
