/**
 * Walks a written players' site (hakem publish) in a real browser from its home page: every link followed, each page's
 * width measured. For the site tests at phone and desktop widths.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { Browser, Page } from 'playwright-core';
import { expect } from 'vitest';

export interface SiteCrawl {
  /** The pages reached, relative to the site folder, sorted. */
  reached: string[];
  /** The pages publish recorded as written (its .hakem-publish.json), sorted. */
  written: string[];
  /** Pages wider than the viewport ("url (scrollWidth > innerWidth)"). */
  tooWide: string[];
  /** Links leaving the site or to a missing file ("page: href"). */
  badLinks: string[];
  /** The site folder as a file: URL ending in "/". */
  root: string;
}

export async function crawlSite(page: Page, siteDir: string): Promise<SiteCrawl> {
  const written = Object.keys((JSON.parse(readFileSync(join(siteDir, '.hakem-publish.json'), 'utf8')) as { files: Record<string, string> }).files).sort();
  const start = pathToFileURL(join(siteDir, 'index.html')).href;
  const seen = new Set<string>([start]);
  const queue = [start];
  const tooWide: string[] = [];
  const badLinks: string[] = [];
  while (queue.length) {
    const url = queue.shift()!;
    await page.goto(url);
    const { scrollWidth, innerWidth } = await page.evaluate(() => ({ scrollWidth: document.documentElement.scrollWidth, innerWidth: window.innerWidth }));
    if (scrollWidth > innerWidth) tooWide.push(`${url} (${scrollWidth} > ${innerWidth})`);
    for (const href of await page.$$eval('a[href]', (as) => as.map((a) => (a as HTMLAnchorElement).href))) {
      const target = href.split('#')[0];
      if (!target.startsWith('file:') || !existsSync(fileURLToPath(target))) { badLinks.push(`${url}: ${href}`); continue; }
      if (!seen.has(target)) { seen.add(target); queue.push(target); }
    }
  }
  const root = pathToFileURL(siteDir).href + '/';
  return { reached: [...seen].map((u) => u.slice(root.length)).sort(), written, tooWide, badLinks, root };
}

/**
 * The site at one width: every page reached from the home page and every link working, none wider than the screen,
 * exactly the pages publish wrote; `shots` (paths in the site) photographed into `artifacts` for a person to look at.
 */
export async function checkSiteAtWidth(browser: Browser, siteDir: string, width: number, shots: string[], artifacts: string): Promise<void> {
  const page = await browser.newPage({ viewport: { width, height: 800 } });
  const crawl = await crawlSite(page, siteDir);
  expect(crawl.badLinks).toEqual([]);
  expect(crawl.tooWide).toEqual([]);
  expect(crawl.reached).toEqual(crawl.written);
  for (const p of shots) {
    await page.goto(crawl.root + p);
    await page.screenshot({ path: join(artifacts, `${width}-${p.replace('/', '-').replace('.html', '')}.png`), fullPage: true });
  }
  await page.close();
}
