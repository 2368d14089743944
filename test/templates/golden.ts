/**
 * Reviewed golden files: the rendered HTML of a worked table on the documents' data, generated once with
 * HAKEM_UPDATE_GOLDEN=1, then read and checked against the document by eye before being committed.
 * A test fails when the output drifts from the reviewed file.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export const GOLDEN = join(__dirname, 'golden');

export function golden(name: string, html: string): string {
  const path = join(GOLDEN, name);
  if (process.env.HAKEM_UPDATE_GOLDEN === '1' || !existsSync(path)) {
    if (process.env.HAKEM_UPDATE_GOLDEN !== '1') throw new Error(`golden file ${name} is missing: generate it with HAKEM_UPDATE_GOLDEN=1, then review it`);
    writeFileSync(path, html);
  }
  return readFileSync(path, 'utf8');
}
