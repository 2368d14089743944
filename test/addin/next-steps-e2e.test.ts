/**
 * Issue 34, items 3 and 5, in headless Chromium on the standalone page: the defaults follow the kind of event (a
 * round robin is not ranked by Buchholz: in a round robin every player meets the same field, so BH splits nobody),
 * nothing is offered that cannot be done (no "pair round 3" of a 2-round event), every message names the next step,
 * the Turkish buttons put the ordinal first, rows typed for the rating list are one note, and no request of the page
 * fails (the favicon). Every wait is on the page's own state.
 */
import { existsSync, mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { actOnPane, CHROMIUM, servePage, sheetValues, tooWide, typeCell, type ServedPage } from '../helpers/buildWeb';

const ROOT = join(__dirname, '..', '..');
const ARTIFACTS = join(ROOT, 'test-artifacts', 'next-steps-e2e');

describe.runIf(existsSync(CHROMIUM))('defaults by kind of event and the next step in every message (headless Chromium)', () => {
  let served: ServedPage | undefined;
  let page: Page;
  let url: string;
  const errors: string[] = [];
  const failed: string[] = [];

  beforeAll(async () => {
    rmSync(ARTIFACTS, { recursive: true, force: true });
    mkdirSync(ARTIFACTS, { recursive: true });
    served = await servePage('hakem-next-steps-e2e-', (m) => errors.push(m));
    ({ page, url } = served);
    page.on('response', (r) => { if (r.status() >= 400) failed.push(`${r.status()} ${r.url()}`); });
  }, 900_000);
  afterAll(async () => {
    await served?.close();
  });

  const open = async () => {
    await page.goto(`${url}standalone.html?empty`);
    await page.waitForSelector('body[data-ready="true"]');
  };
  const setting = async (key: string) => (await sheetValues(page, 'Settings'))!.find((r) => r[0] === key)?.[2];

  it('a round robin starts with the round-robin tie-breaks and says where they come from; a Swiss keeps its own', async () => {
    await open();
    await page.selectOption('#new-source', 'demo');
    await page.selectOption('#new-system', 'round-robin');
    // the form's 9 rounds: a round robin of 17 plays the 17 rounds of the Berger table for 18 (the documents' tables)
    expect(await actOnPane(page, '#create')).toMatch(/Tournament created with 17 players\. Next: pair round 1\. A round robin of 17 players plays the 17 rounds of its Berger table: the number of rounds is 17 \(the form said 9\)\./);
    expect(await setting('rounds')).toBe(17);
    expect(await setting('tiebreaks')).toBe('DE, SB, WIN, KS');
    expect(await setting('tiebreaksFrom')).toBe("the documents' recommendation for an individual round robin (DE, SB, WIN, KS)");
    expect((await sheetValues(page, 'Standings'))![0]).toEqual(expect.arrayContaining(['DE', 'SB', 'WIN', 'KS']));
    expect((await sheetValues(page, 'Standings'))![0]).not.toContain('BH');

    await open();
    await page.selectOption('#new-source', 'demo');
    await page.selectOption('#new-system', 'dutch');
    await actOnPane(page, '#create');
    expect(await setting('tiebreaks')).toBe('BH, SB'); // the documents' table: an individual Swiss, ratings far apart
    expect(await setting('tiebreaksFrom')).toBe("the documents' recommendation for an individual Swiss with distant ratings (BH, SB)");
  });

  it('offers no round past the last, names the next step after undo and a language switch, orders the Turkish button', async () => {
    await open();
    await page.selectOption('#new-source', 'demo');
    await page.selectOption('#new-system', 'dutch');
    await page.fill('#new-rounds', '2');
    await actOnPane(page, '#create');
    expect(await page.locator('#pair').innerText()).toBe('Pair round 1');
    expect(await tooWide(page)).toEqual([]);
    expect(await actOnPane(page, '#pair')).toMatch(/round 1/i);
    expect(await tooWide(page)).toEqual([]);
    expect(await actOnPane(page, '#accept')).toMatch(/Next: enter the results of round 1/);
    for (const sel of await page.locator('select.result').all()) await sel.selectOption('1-0');
    expect(await tooWide(page)).toEqual([]);
    expect(await actOnPane(page, '#save-results')).toMatch(/Next: pair round 2\./);
    await actOnPane(page, '#pair');
    await actOnPane(page, '#accept');
    // two rounds of two: nothing more to pair, and the pane says what is left
    expect(await page.locator('#pair').count()).toBe(0);
    expect(await page.locator('#all-paired').innerText()).toBe('All 2 rounds are paired. Next: enter the results of round 2.');
    await page.screenshot({ path: join(ARTIFACTS, 'all-paired.png') });
    expect(await tooWide(page)).toEqual([]);

    // the print preview in a 320 px pane: the A4 page drawn smaller, not cut at the frame's edge
    await page.setViewportSize({ width: 320, height: 700 });
    await page.click('#print');
    await page.waitForFunction(() => !!(document.querySelector('#print-frame') as HTMLElement | null)?.dataset.fit);
    const frame = page.frameLocator('#print-frame');
    expect(await frame.locator('body').innerText()).toMatch(/Round 2|2\. Tur/);
    const fit = await frame.locator('html').evaluate((html) => ({ scroll: html.scrollWidth, client: html.clientWidth }));
    expect(fit.scroll).toBeLessThanOrEqual(fit.client);
    expect(Number(await page.getAttribute('#print-frame', 'data-fit'))).toBeLessThan(1);
    await page.screenshot({ path: join(ARTIFACTS, 'print-320.png') });
    await page.click('#print-close');
    await page.setViewportSize({ width: 1440, height: 900 });

    expect(await actOnPane(page, '#undo')).toBe('Round 2 removed; the workbook is as it was before it was paired. Next: pair round 2.');
    const done = Number(await page.getAttribute('#taskpane', 'data-done'));
    await page.selectOption('#lang', 'tr');
    await page.waitForFunction((n) => Number(document.querySelector('#taskpane')?.getAttribute('data-done')) > n && document.querySelector('#taskpane')?.getAttribute('data-busy') === 'false', done);
    expect(await page.locator('#message').innerText()).toBe('Dil: Türkçe. Sıradaki: 2. turu eşlendirin.');
    expect(await page.locator('#pair').innerText()).toBe('2. turu eşlendir');
  });

  it('a blank event says how to go on; FIDE IDs typed for the rating list are one note, not a list of problems', async () => {
    await open();
    await page.selectOption('#new-source', 'blank');
    expect(await tooWide(page)).toEqual([]);
    expect(await actOnPane(page, '#create')).toBe('Tournament created with 0 players. Next: type the players on the Players sheet (No, Name, rating, …) or fill them from the rating list, then pair round 1.');
    for (const [i, id] of ['1503014', '4100018', '13300474'].entries()) await typeCell(page, `Players!H${i + 2}`, id);
    await page.waitForFunction(() => /Rows 2, 3, 4 have a FIDE ID/.test(document.querySelector('#problems')?.textContent ?? ''));
    const items = await page.locator('#problems li').allInnerTexts();
    expect(items).toEqual(['Players!H2: Rows 2, 3, 4 have a FIDE ID and no name yet: open "FIDE rating list" and press "Fill from list" (or type the names).']);
    expect(errors).toEqual([]);
    expect(failed).toEqual([]);
  });
});
