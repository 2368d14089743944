/**
 * The taskpane's "Download the event's site" in headless Chromium: the standalone page on the documents' 17-player
 * demo, round 1 paired with the Dutch system (the documents' edition) and written, then the button. The downloaded
 * file, opened from disk at 375 px, must show round 1 as the documents publish it (test/fixtures/dutch-example.json),
 * one page at a time, nothing wider than the phone. Screenshots: test-artifacts/publish/.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { actOnPane, CHROMIUM, servePage, type ServedPage } from '../helpers/buildWeb';

const ROOT = join(__dirname, '..', '..');
const ARTIFACTS = join(ROOT, 'test-artifacts', 'publish');
const fixture = JSON.parse(readFileSync(join(ROOT, 'test', 'fixtures', 'dutch-example.json'), 'utf8')) as {
  rounds: Array<{ round: number; bye?: number; games: Array<{ white: number; black: number }> }>;
};

describe.runIf(existsSync(CHROMIUM))('the taskpane\'s site download (standalone page)', () => {
  let served: ServedPage | undefined;
  const errors: string[] = [];
  beforeAll(async () => {
    mkdirSync(ARTIFACTS, { recursive: true });
    served = await servePage('hakem-site-', (m) => errors.push(m));
  }, 900_000);
  afterAll(async () => { await served?.close(); });

  it('downloads one HTML file with round 1 as the documents pair it', async () => {
    const { page, url } = served!;
    await page.goto(`${url}standalone.html`);
    await page.waitForSelector('body[data-ready="true"]');
    await page.selectOption('#system', 'dutch-2009');
    expect(await actOnPane(page, '#pair')).toMatch(/Round 1 proposed/);
    expect(await actOnPane(page, '#accept')).toMatch(/Round 1 written/);
    const [download] = await Promise.all([page.waitForEvent('download'), page.click('#export-site')]);
    const file = join(ARTIFACTS, download.suggestedFilename());
    await download.saveAs(file);
    expect(file).toMatch(/-site\.html$/);

    const phone = await page.context().newPage();
    await phone.setViewportSize({ width: 375, height: 800 });
    await phone.goto(`${pathToFileURL(file).href}#tr-round-1`);
    const shown = await phone.$$eval('section', (ss) => ss.filter((x) => getComputedStyle(x).display !== 'none').map((x) => x.id));
    expect(shown).toEqual(['tr-round-1']);
    const boards = await phone.$$eval('#tr-round-1 table.pairing-list tbody tr:not(.bye)', (rows) => rows.map((r) => [Number(r.children[1].textContent), Number(r.children[4].textContent)]));
    const byes = await phone.$$eval('#tr-round-1 table.pairing-list tbody tr.bye', (rows) => rows.map((r) => Number(r.children[1].textContent)));
    const r1 = fixture.rounds.find((r) => r.round === 1)!;
    expect(boards).toEqual(r1.games.map((g) => [g.white, g.black]));
    expect(byes).toEqual(r1.bye ? [r1.bye] : []);
    const { scrollWidth, innerWidth } = await phone.evaluate(() => ({ scrollWidth: document.documentElement.scrollWidth, innerWidth: window.innerWidth }));
    expect(scrollWidth).toBeLessThanOrEqual(innerWidth);
    await phone.screenshot({ path: join(ARTIFACTS, '375-taskpane-download-round-1.png'), fullPage: true });
    await phone.close();
    expect(errors).toEqual([]);
  }, 900_000);
});
