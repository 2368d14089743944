/**
 * A TRF file saved by a Turkish Windows program (Windows-1254) imported through the taskpane, in headless Chromium:
 * the page reads it as the command line does (engine/trf/encoding.ts), says which encoding it assumed and why, and
 * the names reach the Players sheet letter for letter (ğ ş ı İ are bytes 0xF0 0xFE 0xFD 0xDD in that code page,
 * letters of another alphabet in Latin-1). Choosing another encoding reads the same file again and says so.
 * Every wait is on the page's own state.
 */
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { actOnPane, CHROMIUM, servePage, sheetValues, type ServedPage } from '../helpers/buildWeb';
import { encodeWindows1254 } from '../helpers/trfFuzz';

const ROOT = join(__dirname, '..', '..');
const ARTIFACTS = join(ROOT, 'test-artifacts', 'encoding-e2e');
const NAMES = ['Güneş, Şükrü', 'Yılmaz, İlkay', 'Doğan, Çağrı', 'Öztürk, Ayşegül'];

/** bbpPairings' 17-player round-1 file with the first four names Turkish, the name field (columns 15-47) kept 33 wide. */
function turkishTrf(): string {
  const lines = readFileSync(join(ROOT, 'test', 'oracle', 'dutch-2025', 's00091-p017-r01-of06.trf'), 'utf8').split('\n');
  let k = 0;
  return lines.map((l) => (l.startsWith('001') && k < NAMES.length ? l.slice(0, 14) + NAMES[k++].padEnd(33) + l.slice(47) : l)).join('\n');
}

describe.runIf(existsSync(CHROMIUM))('a Windows-1254 TRF file in the taskpane (headless Chromium)', () => {
  let served: ServedPage | undefined;
  let page: Page;
  let url: string;
  const errors: string[] = [];

  beforeAll(async () => {
    rmSync(ARTIFACTS, { recursive: true, force: true });
    mkdirSync(ARTIFACTS, { recursive: true });
    served = await servePage('hakem-encoding-e2e-', (m) => errors.push(m));
    ({ page, url } = served);
  }, 900_000);
  afterAll(async () => {
    await served?.close();
  });

  it('is read as Windows-1254, said so, and the names reach the Players sheet unchanged; another encoding chosen reads it again', async () => {
    const file = join(ARTIFACTS, 'turkish-1254.trf');
    const text = turkishTrf();
    writeFileSync(file, encodeWindows1254(text));
    // the file is not UTF-8: a byte 0xFE (ş) stands where UTF-8 would need a lead byte
    expect(() => new TextDecoder('utf-8', { fatal: true }).decode(readFileSync(file))).toThrow();
    await page.goto(`${url}standalone.html?empty`);
    await page.waitForSelector('body[data-ready="true"]');
    await page.selectOption('#new-source', 'trf');
    await page.setInputFiles('#trf-file', file);
    await page.waitForFunction(() => document.querySelector('#taskpane')?.getAttribute('data-file-read') === 'true');
    expect(await page.locator('#encoding-note').innerText()).toMatch(/turkish-1254\.trf: not UTF-8; read as Windows-1254 \(Türkçe\) \(it has bytes that are Turkish letters only in Windows-1254\)/);
    expect(await page.locator('#trf-encoding').inputValue()).toBe('');
    await page.screenshot({ path: join(ARTIFACTS, 'read-1254.png') });

    // the arbiter tries Latin-1: the same bytes read again, the choice said; the letters become Latin-1's (þ for ş)
    await page.selectOption('#trf-encoding', 'latin1');
    await page.waitForFunction(() => /as chosen/.test(document.querySelector('#encoding-note')?.textContent ?? ''));
    expect(await page.locator('#encoding-note').innerText()).toMatch(/read as Latin-1 \(Windows-1252\), as chosen/);
    // and back to the file's own: Windows-1254 again
    await page.selectOption('#trf-encoding', '');
    await page.waitForFunction(() => /not UTF-8; read as Windows-1254/.test(document.querySelector('#encoding-note')?.textContent ?? ''));

    expect(await actOnPane(page, '#create')).toMatch(/17 players/);
    const players = (await sheetValues(page, 'Players'))!;
    const names = players.map((r) => String(r[1] ?? ''));
    for (const n of NAMES) expect(names).toContain(n);
    expect(names.join('|')).not.toMatch(/[þýðÞÝÐ\uFFFD]/);
    expect(errors).toEqual([]);
  });

  it('a UTF-8 file says nothing of its encoding; a file cut short in UTF-16 is refused with the reason', async () => {
    const utf8 = join(ARTIFACTS, 'turkish-utf8.trf');
    writeFileSync(utf8, turkishTrf());
    await page.goto(`${url}standalone.html?empty`);
    await page.waitForSelector('body[data-ready="true"]');
    await page.selectOption('#new-source', 'trf');
    await page.setInputFiles('#trf-file', utf8);
    await page.waitForFunction(() => document.querySelector('#taskpane')?.getAttribute('data-file-read') === 'true');
    expect(await page.locator('#encoding-note').count()).toBe(0);

    const cut = join(ARTIFACTS, 'cut-utf16.trf');
    writeFileSync(cut, Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(turkishTrf(), 'utf16le').subarray(0, 301)]));
    await page.setInputFiles('#trf-file', cut);
    await page.waitForFunction(() => document.querySelector('#taskpane')?.getAttribute('data-file-read') === 'error');
    expect(await page.locator('#file-note').innerText()).toMatch(/could not be read: .*UTF-16LE .*odd number of bytes: it is cut short/);
    expect(errors).toEqual([]);
  });
});
