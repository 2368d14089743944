/**
 * The Norms sheet in the standalone page, in Debian's Chromium: the 150-player open (test/norms/open150.ts) imported
 * from its TRF after round 7 with round 8 paired, the results of round 8 entered, and the Norms sheet shows #70's WGM
 * norm in reach with what she needs from the last round. Screenshots go to test-artifacts/norms/.
 */
import { existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { actOnPane, CHROMIUM, servePage, sheetValues as sheetOf, type ServedPage } from '../helpers/buildWeb';
import { open150 } from './open150';

const ROOT = join(__dirname, '..', '..');
const ARTIFACTS = join(ROOT, 'test-artifacts', 'norms');

describe.runIf(existsSync(CHROMIUM))('the Norms sheet in headless Chromium', () => {
  let served: ServedPage | undefined;
  let page: Page;
  const errors: string[] = [];

  // the pane's own done state, then its message (test/helpers/buildWeb.ts actOnPane)
  const act = async (selector: string, expected: RegExp) => expect(await actOnPane(page, selector)).toMatch(expected);
  const sheetValues = (name: string) => sheetOf(page, name);

  beforeAll(async () => {
    mkdirSync(ARTIFACTS, { recursive: true });
    served = await servePage('hakem-norms-e2e-', (m) => errors.push(m));
    page = served.page;
  }, 600_000);
  afterAll(async () => {
    await served?.close();
  });

  it('imports the open after round 7, takes the results of round 8, and shows a norm in reach', async () => {
    await page.goto(`${served!.url}standalone.html`);
    await page.waitForSelector('body[data-ready="true"]');
    await page.$eval('#new-section', (d) => ((d as HTMLDetailsElement).open = true));
    await page.selectOption('#new-source', 'trf');
    await page.setInputFiles('#trf-file', join(ROOT, 'test', 'fixtures', 'norms', 'open150-r8-pending.trf'));
    // the demo is replaced: the page asks first and keeps a copy (issue 34)
    const created = act('#create', /Tournament created with 150 players/);
    await page.click('#confirm-yes');
    await created;
    expect(await page.locator('.tabs button').allInnerTexts()).toContain('Norms');

    // after round 7 (round 8 has no result yet): #70's WGM norm in reach, needing 1586 … 2333 (open150.test.ts)
    let norms = (await sheetValues('Norms'))!;
    const row70 = (rows: unknown[][]) => rows.find((r) => r[0] === 70 && r[6] === 'WGM');
    expect(row70(norms)?.[7]).toBe('in reach');
    expect(String(row70(norms)?.[11])).toBe('2: ≥ 1586; 1½: ≥ 1771; 1: ≥ 1973; ½: ≥ 2140; 0: ≥ 2333');

    // the results of round 8, board by board, as the event's rule has them
    const full = open150();
    const r8 = full.rounds.find((r) => r.number === 8)!;
    const sheet8 = (await sheetValues('Round 8'))!;
    const code = (w: string, b: string) => (w === '1' ? '1-0' : w === '0' ? '0-1' : b === '=' ? '1/2-1/2' : '');
    await page.selectOption('#results-round', '8');
    for (const row of sheet8.slice(1)) {
      if (typeof row[0] !== 'number') continue;
      const g = r8.games.find((x) => x.white === row[1] && x.black === row[4])!;
      await page.selectOption(`select.result[data-board="${row[0]}"]`, code(g.whiteResult, g.blackResult));
    }
    await act('#save-results', /Results of round 8 saved/);

    // after round 8: #70 lost to #28 (2560): 19490 in 8 games, 4½ points; one round left, 9 games:
    //  1: 5½/9 → 61 % → 80 → Ra ≥ 2320 → 20876 − 19490 = 1386; ½: 5/9 → 43 → 2357 → 21209 − 19490 = 1719;
    //  0: 4½/9 → 0 → 2400 → 21596 − 19490 = 2106
    norms = (await sheetValues('Norms'))!;
    expect(row70(norms)?.[7]).toBe('in reach');
    // 1386 is below 1400, the least any opponent counts (a FIDE list's floor; an unrated opponent, 1.4.6d): "any"
    expect(String(row70(norms)?.[11])).toBe('1: any; ½: ≥ 1719; 0: ≥ 2106');
    expect(norms.some((r) => /after round 8 \/ 9/.test(String(r[11])))).toBe(true);
    await page.click('.tabs button:text-is("Norms")');
    await page.screenshot({ path: join(ARTIFACTS, 'norms-sheet-after-round-8.png') });
    // #70's WGM row: what she needs, in the formula bar
    const at = norms.findIndex((r) => r[0] === 70 && r[6] === 'WGM');
    await page.click(`td[data-row="${at}"][data-col="11"]`);
    await page.screenshot({ path: join(ARTIFACTS, 'norms-sheet-70-needs.png') });

    // the language switched to Turkish: the Norms sheet follows at once (no "Re-read workbook"), and the message
    // names the next step
    const done = Number(await page.getAttribute('#taskpane', 'data-done'));
    await page.selectOption('#lang', 'tr');
    await page.waitForFunction((n) => Number(document.querySelector('#taskpane')?.getAttribute('data-done')) > n && document.querySelector('#taskpane')?.getAttribute('data-busy') === 'false', done);
    expect(await page.locator('#message').innerText()).toMatch(/^Dil: Türkçe\. Sıradaki: 9\. turu eşlendirin\.$/);
    expect(row70((await sheetValues('Norms'))!)?.[7]).toBe('ulaşılabilir');
    expect(errors).toEqual([]);
  }, 900_000);
});
