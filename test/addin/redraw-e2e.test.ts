/**
 * Issue 34 item 7: the pane is drawn again over what it shows (addin/taskpane/morph.ts) instead of being rebuilt, in
 * Debian's Chromium on the standalone page with the documents' 17-player example. What did not change keeps its
 * elements (the speed), and the pane still shows what a rebuilt pane showed: a field the arbiter typed into and did
 * not save shows the workbook's value after the next action, and anything else changed in the pane is drawn over.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { actOnPane, CHROMIUM, openStandalone, servePage, type ServedPage } from '../helpers/buildWeb';

const ROOT = join(__dirname, '..', '..');
const book = JSON.parse(readFileSync(join(ROOT, 'test', 'fixtures', 'dutch-example.json'), 'utf8')) as {
  rounds: Array<{ games: Array<{ result: string | null }> }>;
};

describe.runIf(existsSync(CHROMIUM))('the pane drawn over what it shows (headless Chromium)', () => {
  let served: ServedPage | undefined;
  let page: Page;
  let url: string;
  const errors: string[] = [];

  beforeAll(async () => {
    served = await servePage('hakem-redraw-e2e-', (m) => errors.push(m));
    ({ page, url } = served);
  }, 900_000);
  afterAll(async () => {
    await served?.close();
  });

  /** Tags elements with a property (no attribute: nothing the pane could see as a change); true for each still tagged. */
  const tag = (selectors: string[]) => page.evaluate((sels) => sels.forEach((s) => ((document.querySelector(s) as unknown as { tagged?: boolean }).tagged = true)), selectors);
  const tagged = (selectors: string[]) => page.evaluate((sels) => sels.map((s) => !!(document.querySelector(s) as unknown as { tagged?: boolean } | null)?.tagged), selectors);

  it('keeps the elements of what did not change, and shows the workbook after every action', async () => {
    await openStandalone(page, url, 'demo');
    await page.selectOption('#system', 'dutch-2009');
    expect(await actOnPane(page, '#pair')).toMatch(/Round 1 proposed: 8 boards/);
    expect(await actOnPane(page, '#accept')).toMatch(/Round 1 written/);
    await page.click('#status-section summary');
    await tag(['#status-player', '#results-table', '#settings-section', '#tools-section']);
    for (const [i, g] of book.rounds[0].games.entries()) await page.selectOption(`select.result[data-board="${i + 1}"]`, g.result!);
    // a field typed into and not saved, and an attribute put on a section by someone else
    await page.click('#settings-section summary');
    await page.fill('#settings-rounds', '12');
    await page.$eval('#tools-section', (s) => s.setAttribute('data-foreign', 'x'));
    expect(await actOnPane(page, '#save-results')).toMatch(/Results of round 1 saved/);
    // the player menu and the results table were not built again; the sections stay as they were unfolded
    expect(await tagged(['#status-player', '#results-table', '#settings-section'])).toEqual([true, true, true]);
    expect(await page.$eval('#status-section', (d) => (d as HTMLDetailsElement).open)).toBe(true);
    // the results shown are the sheet's, each drop-down's "initial" the saved result
    const shown = await page.$$eval('select.result', (ss) => ss.map((s) => [(s as HTMLSelectElement).value, s.getAttribute('data-initial')]));
    expect(shown).toEqual(book.rounds[0].games.map((g) => [g.result, g.result]));
    // the typed rounds are gone (the workbook says 9), and so is the foreign attribute
    expect(await page.inputValue('#settings-rounds')).toBe('9');
    expect(await page.$eval('#tools-section', (s) => s.hasAttribute('data-foreign'))).toBe(false);
    // no button is left disabled by the action that ran
    expect(await page.$$eval('#taskpane button[data-busy-off]:disabled', (bs) => bs.map((b) => b.id))).toEqual([]);
    expect(errors).toEqual([]);
  }, 300_000);
});
