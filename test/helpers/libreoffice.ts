/** LibreOffice (Debian's libreoffice-calc-nogui) headless: .xlsx → one CSV per sheet (recalculated), and → PDF. */
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export const hasLibreOffice = spawnSync('soffice', ['--version'], { stdio: 'ignore' }).status === 0;

function soffice(args: string[], cwd: string): void {
  // A private profile, so parallel or leftover instances do not block the conversion.
  const profile = `file://${join(cwd, 'profile')}`;
  execFileSync('soffice', [`-env:UserInstallation=${profile}`, '--headless', '--norestore', ...args], { cwd, stdio: 'pipe', timeout: 180_000 });
}

/** Every sheet as CSV text, by sheet name. LibreOffice recalculates on export; unknown functions keep their cached values. */
export function xlsxToCsv(xlsx: Uint8Array): Map<string, string> {
  const dir = mkdtempSync(join(tmpdir(), 'hakem-lo-'));
  writeFileSync(join(dir, 'book.xlsx'), xlsx);
  // filter options: comma, double quote, UTF-8 (76), from line 1, …, last -1 = every sheet to its own file
  soffice(['--convert-to', 'csv:Text - txt - csv (StarCalc):44,34,76,1,,0,false,true,false,false,false,-1', '--outdir', join(dir, 'csv'), 'book.xlsx'], dir);
  const out = new Map<string, string>();
  for (const f of readdirSync(join(dir, 'csv'))) {
    const m = /^book-(.*)\.csv$/.exec(f);
    if (m) out.set(m[1], readFileSync(join(dir, 'csv', f), 'utf8'));
  }
  return out;
}

/** The workbook as PDF; returns the PDF's path. */
export function xlsxToPdf(xlsx: Uint8Array): string {
  const dir = mkdtempSync(join(tmpdir(), 'hakem-lo-'));
  writeFileSync(join(dir, 'book.xlsx'), xlsx);
  soffice(['--convert-to', 'pdf', '--outdir', dir, 'book.xlsx'], dir);
  return join(dir, 'book.pdf');
}
