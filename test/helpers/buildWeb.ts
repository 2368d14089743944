/**
 * For the browser end-to-end tests: the web bundles (taskpane, functions, standalone page) built into a fresh folder
 * as `npm run build` does, served on a free port, and opened in Debian's Chromium (playwright-core, no downloaded
 * browser; the flags keep it off this machine's closed network).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';

const ROOT = join(__dirname, '..', '..');
const requireCjs = createRequire(__filename);
export const CHROMIUM = '/usr/bin/chromium';

export async function buildWebInto(dir: string): Promise<void> {
  const webpack = requireCjs('webpack') as typeof import('webpack');
  const configs = (requireCjs(join(ROOT, 'webpack.config.js')) as (env: object, argv: object) => Array<import('webpack').Configuration>)({}, { mode: 'development' });
  const web = configs.find((c) => c.name === 'web')!;
  web.output = { ...web.output, path: dir };
  web.devtool = false;
  await new Promise<void>((resolve, reject) => {
    webpack(web, (err, stats) => {
      if (err) return reject(err);
      if (stats?.hasErrors()) return reject(new Error(stats.toString({ all: false, errors: true })));
      resolve();
    });
  });
}

export interface ServedPage {
  page: Page;
  /** The server's address, ending in '/'. */
  url: string;
  close(): Promise<void>;
}

/** Debian's headless Chromium as every browser test starts it; `extra` adds flags (file:// pages: --allow-file-access-from-files). */
export function launchChromium(extra: string[] = []): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM,
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync', ...extra],
  });
}

/** Builds the bundles, serves them and opens a 1440×900 page in Chromium; `onPageError` hears the page's uncaught errors. */
export async function servePage(prefix: string, onPageError: (message: string) => void): Promise<ServedPage> {
  const dist = mkdtempSync(join(tmpdir(), prefix));
  await buildWebInto(dist);
  const { startServer } = requireCjs(join(ROOT, 'scripts', 'server.js')) as { startServer(o: object): Promise<{ server: { close(): void }; url: string }> };
  const { server, url } = await startServer({ port: 0, dist });
  const browser = await launchChromium();
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, acceptDownloads: true });
  const page = await context.newPage();
  // Waits are on the page's own done state (the taskpane's data-done count, data-busy, body[data-ready]); on a loaded
  // machine an action may take long, so no wait gives up after a short fixed time: ten minutes, far beyond any action.
  page.setDefaultTimeout(600_000);
  page.setDefaultNavigationTimeout(600_000);
  page.on('pageerror', (e) => onPageError(e.message));
  return {
    page, url,
    async close() {
      await browser.close();
      server.close();
      rmSync(dist, { recursive: true, force: true });
    },
  };
}

/** The taskpane's own "done" count (addin/taskpane/app.ts: one more for every action finished). */
const doneCount = (page: Page) => page.evaluate(() => Number(document.querySelector('#taskpane')?.getAttribute('data-done') ?? 0));

/**
 * Clicks a taskpane button that runs an action and waits until the taskpane has finished that action (its data-done
 * count moved and it is no longer busy), then returns its message. A background refresh of the pane (a workbook
 * change re-read) redraws its buttons; a click that landed on a button being replaced started nothing (the pane is
 * neither busy nor done), so it is given again on the new button. No wait gives up on a clock: a wrong message is
 * returned at once for the caller's expectation to name it.
 */
export async function actOnPane(page: Page, selector: string): Promise<string> {
  const before = await doneCount(page);
  for (;;) {
    await page.waitForFunction(() => document.querySelector('#taskpane')?.getAttribute('data-busy') !== 'true');
    await page.click(selector);
    // the action sets data-busy in the click's own handler (or has finished already)
    const started = await page.evaluate((n) => {
      const pane = document.querySelector('#taskpane');
      return pane?.getAttribute('data-busy') === 'true' || Number(pane?.getAttribute('data-done') ?? 0) > n;
    }, before);
    if (started) break;
  }
  await page.waitForFunction((n) => {
    const pane = document.querySelector('#taskpane');
    return Number(pane?.getAttribute('data-done') ?? 0) > n && pane?.getAttribute('data-busy') === 'false';
  }, before);
  return (await page.locator('#message').textContent()) ?? '';
}

/** A sheet's values as the standalone page's in-browser workbook holds them. */
export function sheetValues(page: Page, name: string): Promise<unknown[][] | undefined> {
  return page.evaluate(async (n) => {
    const wb = (window as unknown as { hakem: { workbook: { readSheet(n: string): Promise<{ values: unknown[][] } | undefined> } } }).hakem.workbook;
    return (await wb.readSheet(n))?.values;
  }, name);
}

/** Types a value into a cell of the standalone page's grid, as a user does (click, formula bar, Enter). */
export async function typeCell(page: Page, ref: string, value: string): Promise<void> {
  await page.click(`td[data-ref="${ref}"]`);
  await page.fill('#formula', value);
  await page.press('#formula', 'Enter');
}

/** Waits until the rating-list panel has finished (not busy) with a message matching `re`. */
export async function ratingListMessage(page: Page, re: RegExp): Promise<void> {
  await page.waitForFunction(
    (r) => new RegExp(r.source, r.flags).test(document.querySelector('#ratinglist-message')?.textContent ?? '') && document.querySelector('#ratinglist-section')?.getAttribute('data-busy') === 'false',
    { source: re.source, flags: re.flags },
  );
}

/**
 * The pane at Excel's narrowest width (320 px by default): every section, table, list and field of it that reaches
 * past the pane's right edge, and every text that runs out of its box (a long word, a file name), by id and width,
 * with the section it is in, and whether the pane itself scrolls sideways; [] when all fit.
 */
export function tooWide(page: Page, width = 320): Promise<string[]> {
  return page.evaluate((w) => {
    const pane = document.querySelector('#taskpane') as HTMLElement;
    pane.style.flex = `0 0 ${w}px`;
    const edge = pane.getBoundingClientRect().left + pane.clientWidth;
    const out: string[] = [];
    if (pane.scrollWidth > pane.clientWidth) out.push(`#taskpane scrolls sideways: ${pane.scrollWidth} > ${pane.clientWidth}`);
    // (no named functions in here: the page has none of the helpers a bundler adds for their names)
    for (const el of pane.querySelectorAll<HTMLElement>('section, details, summary, table, pre, ul, li, select, input, button, label, p, div, h2, h3')) {
      if (getComputedStyle(el).position === 'fixed' || el.closest('.print-view')) continue;
      const r = el.getBoundingClientRect();
      if (r.width === 0) continue;
      const section = el.parentElement?.closest('section[id], details[id], #message, #problems, #summary, #confirm');
      const label = `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}${typeof el.className === 'string' && el.className.trim() ? `.${el.className.trim().split(/\s+/).join('.')}` : ''}`;
      const where = section ? ` (in #${section.id})` : '';
      if (r.right > edge + 0.5) out.push(`${label}: ${Math.round(r.width)} px, ${Math.round(r.right - edge)} px past the pane${where}`);
      // text running out of a box that does not scroll (a scrolling box, such as the explanation, is meant to)
      else if (el.scrollWidth > el.clientWidth + 1 && getComputedStyle(el).overflowX === 'visible' && !['SELECT', 'INPUT', 'TABLE'].includes(el.tagName)) out.push(`${label}: its text runs ${el.scrollWidth - el.clientWidth} px out of it${where}`);
    }
    return out;
  }, width);
}

/** Opens the standalone page (`?empty`, `?demo`, or '' to reopen the event kept) and waits until it is ready. */
export async function openStandalone(page: Page, url: string, query = 'empty'): Promise<void> {
  await page.goto(`${url}standalone.html${query ? `?${query}` : ''}`);
  await page.waitForSelector('body[data-ready="true"]');
}

/** Chooses a TRF file in the new-tournament form and waits until the pane has read it. */
export async function chooseTrf(page: Page, file: string): Promise<void> {
  await page.$eval('#new-section', (d) => ((d as HTMLDetailsElement).open = true));
  await page.selectOption('#new-source', 'trf');
  await page.$eval('#taskpane', (p) => p.removeAttribute('data-file-read'));
  await page.setInputFiles('#trf-file', file);
  await page.waitForFunction(() => ['true', 'error'].includes(document.querySelector('#taskpane')?.getAttribute('data-file-read') ?? ''));
}

/** Unfolds every folded section of the pane (a redraw keeps them as they are). */
export async function unfoldAll(page: Page): Promise<void> {
  await page.$$eval('#taskpane details', (ds) => ds.forEach((d) => ((d as HTMLDetailsElement).open = true)));
}
