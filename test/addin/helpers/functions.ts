/**
 * The custom functions as Excel would call them: the ids come from the same JSDoc metadata generator the build uses
 * (custom-functions-metadata), the implementations from the functions/*.ts files themselves.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { generateCustomFunctionsMetadata } from 'custom-functions-metadata';
import type { CustomFunction, FunctionLookup } from '../../../addin/host/formula';

const DIR = join(__dirname, '..', '..', '..', 'functions');

export function customFunctionFiles(): string[] {
  return readdirSync(DIR)
    .filter((f) => f.endsWith('.ts') && f !== 'index.ts' && readFileSync(join(DIR, f), 'utf8').includes('@customfunction'))
    .map((f) => join(DIR, f));
}

export async function customFunctions(): Promise<{ lookup: FunctionLookup; ids: string[] }> {
  const files = customFunctionFiles();
  const table = new Map<string, CustomFunction>();
  if (files.length) {
    const generated = await generateCustomFunctionsMetadata(files, false);
    if (generated.errors.length) throw new Error(generated.errors.join('\n'));
    for (const a of generated.associate as Array<{ id: string; functionName: string; sourceFileName: string }>) {
      const mod = (await import(a.sourceFileName)) as Record<string, CustomFunction>;
      if (typeof mod[a.functionName] === 'function') table.set(a.id.toUpperCase(), mod[a.functionName]);
    }
  }
  return { lookup: (id) => table.get(id.toUpperCase()), ids: [...table.keys()] };
}
