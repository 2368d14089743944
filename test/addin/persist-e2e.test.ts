/**
 * Issue 34, item 1, end to end in headless Chromium on the standalone page: nothing is lost.
 *  - Create over a running event (the demo, round 1 paired, some results in) asks, naming what goes; "No" changes
 *    nothing; "Yes" keeps a copy that "Bring back" puts back, and bringing it back is undone the same way.
 *  - The page keeps every event in the browser: closed mid-round (results typed in the form and in a cell, the round
 *    not finished) and opened again, it shows the very same workbook, and lists the events kept.
 *  - The event saved as .xlsx and opened again is the same event (every sheet compared).
 * Every wait is on the page's own state (the taskpane's done count, the events panel's done count, the store's save
 * queue); none gives up after a short fixed time.
 */
import { existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { CHROMIUM, actOnPane, servePage, typeCell, type ServedPage } from '../helpers/buildWeb';

const ARTIFACTS = join(__dirname, '..', '..', 'test-artifacts', 'persist-e2e');

type Sheets = Array<{ name: string; cells: unknown[][]; textColumns: number[]; header: boolean; validations: unknown[] }>;

describe.runIf(existsSync(CHROMIUM))('nothing is lost on the standalone page (headless Chromium)', () => {
  let served: ServedPage | undefined;
  let page: Page;
  let url: string;
  const errors: string[] = [];

  const sheets = () => page.evaluate(() => (window as unknown as { hakem: { workbook: { sheets(): unknown } } }).hakem.workbook.sheets()) as Promise<Sheets>;
  /** Resolves once every change is in the browser's store. */
  const saved = () => page.evaluate(() => (window as unknown as { hakem: { events: { saved(): Promise<void> } } }).hakem.events.saved());
  const message = async () => (await page.locator('#message').textContent()) ?? '';
  const open = async (path: string) => {
    await page.goto(`${url}${path}`);
    await page.waitForSelector('body[data-ready="true"]');
  };
  /** Clicks a button that asks first; answers; returns the pane's message once the action is done. */
  const answer = async (selector: string, reply: 'yes' | 'no', question: RegExp) => {
    const done = actOnPane(page, selector);
    await page.waitForSelector('#confirm');
    expect(await page.locator('#confirm p').innerText()).toMatch(question);
    await page.click(`#confirm-${reply}`);
    return done;
  };
  /** A click in the events panel, waited on by the panel's own done count. */
  const onPanel = async (run: () => Promise<unknown>) => {
    const before = await page.evaluate(() => Number(document.querySelector('#events-section')?.getAttribute('data-done') ?? 0));
    await run();
    await page.waitForFunction((n) => Number(document.querySelector('#events-section')?.getAttribute('data-done') ?? 0) > n && document.querySelector('#events-section')?.getAttribute('data-busy') === 'false', before);
    return (await page.locator('#events-message').textContent()) ?? '';
  };
  const eventRows = () => page.$$eval('#events-list li', (lis) => lis.map((l) => ({ text: l.textContent?.replace(/\s+/g, ' ').trim() ?? '', current: l.classList.contains('current') })));

  beforeAll(async () => {
    rmSync(ARTIFACTS, { recursive: true, force: true });
    mkdirSync(ARTIFACTS, { recursive: true });
    served = await servePage('hakem-persist-e2e-', (m) => errors.push(m));
    ({ page, url } = served);
  }, 900_000);

  afterAll(async () => {
    await served?.close();
  });

  let midRound: Sheets;

  it('Create over a running event asks, "No" changes nothing, "Yes" keeps it, and it is brought back', async () => {
    // a first visit opens the demo: the documents' 17 players
    await open('standalone.html');
    expect(await page.$eval('#new-section', (d) => (d as HTMLDetailsElement).open)).toBe(false);
    expect(await actOnPane(page, '#pair')).toMatch(/Round 1 proposed/);
    expect(await actOnPane(page, '#accept')).toMatch(/Round 1 written/);
    // two results of round 1 in the form, the round not finished
    await page.selectOption('select.result[data-board="1"]', '1-0');
    await page.selectOption('select.result[data-board="2"]', '1/2-1/2');
    expect(await actOnPane(page, '#save-results')).toMatch(/Results of round 1 saved/);
    const before = await sheets();

    // the form stays folded after the actions; "New tournament…" opens it
    expect(await page.$eval('#new-section', (d) => (d as HTMLDetailsElement).open)).toBe(false);
    await page.click('#new-open');
    expect(await page.$eval('#new-section', (d) => (d as HTMLDetailsElement).open)).toBe(true);
    await page.selectOption('#new-source', 'demo');

    // "No": nothing changes
    expect(await answer('#create', 'no', /17 players, 1 round, results of round 1/)).toMatch(/Nothing was changed/);
    expect(await sheets()).toEqual(before);

    // "Yes": the new event is written, the old one kept, the form folds away
    await page.selectOption('#new-source', 'demo');
    expect(await answer('#create', 'yes', /replaces the event/)).toMatch(/Tournament created with 17 players.*The event replaced \(17 players, 1 round, results of round 1\) is kept/);
    expect((await sheets()).map((s) => s.name)).toEqual(['Players', 'Settings', 'Crosstable', 'Standings']);
    expect(await page.$eval('#new-section', (d) => (d as HTMLDetailsElement).open)).toBe(false);
    await saved();
    const rows = await eventRows();
    expect(rows).toHaveLength(2);
    expect(rows.find((r) => r.current)!.text).toMatch(/17 players, no round paired/);
    expect(rows.find((r) => !r.current)!.text).toMatch(/17 players, 1 round, results of round 1 · replaced/);

    // brought back: the very same sheets; the event it replaced is kept in its turn (this is undoable too)
    expect(await answer('#bring-back', 'yes', /Bring back "Hakem demo.*\(17 players, 1 round, results of round 1\)\? The event now in the workbook \(17 players, no round paired\) is kept/)).toMatch(/Brought back/);
    expect(await sheets()).toEqual(before);
    expect(await page.locator('#bring-back').getAttribute('title')).toMatch(/17 players, no round paired/);
    await saved();
    expect((await eventRows()).find((r) => r.current)!.text).toMatch(/17 players, 1 round, results of round 1 · saved/);
    expect(errors).toEqual([]);
  }, 900_000);

  it('closed mid-round and opened again, the page shows the very same event, results typed by hand included', async () => {
    // a result typed into the sheet by hand (board 3), the round still not finished
    await page.click('#tabs button[data-sheet="Round 1"]');
    await typeCell(page, 'Round 1!D4', '0-1');
    await page.waitForFunction(() => (window as unknown as { hakem: { workbook: { sheets(): Array<{ name: string; cells: unknown[][] }> } } }).hakem.workbook.sheets().find((s) => s.name === 'Round 1')?.cells[3]?.[3] === '0-1');
    await saved();
    midRound = await sheets();
    const results = midRound.find((s) => s.name === 'Round 1')!.cells.slice(1, 4).map((r) => r[3]);
    expect(results).toEqual(['1-0', '1/2-1/2', '0-1']);

    // the tab closed, the page opened again in a new tab
    const context = page.context();
    await page.close();
    page = await context.newPage();
    page.on('pageerror', (e) => errors.push(e.message));
    await open('standalone.html');
    expect(await sheets()).toEqual(midRound);
    // where the arbiter left off: the round's sheet shown, its results in the form, the next step named
    expect(await page.locator('#tabs button.active').innerText()).toBe('Round 1');
    expect(await page.locator('#message').innerText()).toMatch(/17 players, 1 rounds recorded/);
    expect(await page.$$eval('select.result', (s) => s.slice(0, 3).map((x) => (x as HTMLSelectElement).value))).toEqual(['1-0', '1/2-1/2', '0-1']);
    const rows = await eventRows();
    expect(rows.filter((r) => r.current)).toHaveLength(1);
    expect(rows.find((r) => r.current)!.text).toMatch(/Hakem demo.*17 players, 1 round, results of round 1.*open now/);

    // and a reload of the same tab too
    await page.reload();
    await page.waitForSelector('body[data-ready="true"]');
    expect(await sheets()).toEqual(midRound);
    expect(errors).toEqual([]);
  }, 900_000);

  it('.xlsx out of the browser and back gives the same event; a file that is no workbook changes nothing', async () => {
    // exceljs is not part of the page: it is fetched when a file is first saved or opened (its own chunk)
    const loaded = () => page.evaluate(() => performance.getEntriesByType('resource').map((e) => e.name.split('/').pop()!));
    expect(await loaded()).not.toContain('xlsx.js');
    expect(await page.evaluate(async () => (await (await fetch('standalone.js')).text()).includes('xl/workbook.xml'))).toBe(false);
    const [download] = await Promise.all([page.waitForEvent('download'), onPanel(() => page.click('#xlsx-save'))]);
    expect(await loaded()).toContain('xlsx.js');
    expect(download.suggestedFilename()).toMatch(/\.xlsx$/);
    const file = join(ARTIFACTS, download.suggestedFilename());
    await download.saveAs(file);
    const before = await eventRows();

    expect(await onPanel(() => page.setInputFiles('#xlsx-file', file))).toMatch(/Opened .*\.xlsx as a new event/);
    await page.waitForFunction(() => document.querySelector('#taskpane')?.getAttribute('data-busy') === 'false');
    await saved();
    // every sheet the same: cells, formulas, text columns, header, drop-downs
    const trimmed = (s: Sheets) => s.map((x) => ({ ...x, cells: x.cells.map((r) => { const c = [...r]; while (c.length && c[c.length - 1] === null) c.pop(); return c; }) }));
    expect((await sheets()).map((x) => x.name)).toEqual(midRound.map((x) => x.name));
    expect(trimmed(await sheets())).toEqual(trimmed(midRound));
    expect(await page.locator('#message').innerText()).toMatch(/17 players, 1 rounds recorded/);
    // a new event in the list; the one open before is still there
    const after = await eventRows();
    expect(after).toHaveLength(before.length + 1);
    expect(after.filter((r) => /Hakem demo.*17 players, 1 round, results of round 1/.test(r.text))).toHaveLength(2);

    // not a workbook: refused, naming the file, nothing changed
    const bad = join(ARTIFACTS, 'not-a-workbook.xlsx');
    writeFileSync(bad, '012 Not a workbook\n');
    const now = await sheets();
    expect(await onPanel(() => page.setInputFiles('#xlsx-file', bad))).toMatch(/not-a-workbook\.xlsx could not be read: .*Nothing was changed/);
    expect(await sheets()).toEqual(now);
    expect(await eventRows()).toHaveLength(after.length);

    // an event deleted after a question; the open one cannot be
    const other = (await eventRows()).findIndex((r) => !r.current && /no round paired/.test(r.text));
    await page.locator('#events-list li').nth(other).locator('.event-delete').click();
    expect(await page.locator('.confirm-inline p').innerText()).toMatch(/cannot be undone/);
    expect(await onPanel(() => page.click('.event-delete-yes'))).toMatch(/deleted from this browser/);
    expect(await eventRows()).toHaveLength(after.length - 1);
    expect(await page.$$eval('#events-list li.current .event-delete', (b) => b.length)).toBe(0);
    await page.locator('#events-section').screenshot({ path: join(ARTIFACTS, 'events-panel.png') });

    // an event Hakem cannot read as it stands (a pairing number typed wrong) is not replaced without a question either
    await page.click('#tabs button[data-sheet="Players"]');
    await typeCell(page, 'Players!A2', 'x');
    await page.waitForSelector('#problems');
    const unreadable = await sheets();
    if (!(await page.$eval('#new-section', (d) => (d as HTMLDetailsElement).open))) await page.click('#new-section > summary');
    await page.selectOption('#new-source', 'demo');
    expect(await answer('#create', 'no', /the sheets Players, Settings, Round 1, Crosstable, Standings, which Hakem cannot read/)).toMatch(/Nothing was changed/);
    expect(await sheets()).toEqual(unreadable);
    expect(errors).toEqual([]);
  }, 900_000);
});
