/**
 * `hakem publish` end to end: the site of a real event (bbpPairings' random tournament s00001, 24 players, after 3 of
 * 5 rounds: test/oracle/dutch-2025, every round paired by bbpPairings) written by the command, then read by Chromium
 * from disk (file://) at 375 px (a phone) and 1280 px. The last round's pairings must be bbpPairings' own
 * (s00001-p024-r03-of05.pairs) and what `hakem pair` gives for that round; the standings must be `hakem standings`';
 * no page is wider than the phone; every link leads to a page that was written. Screenshots: test-artifacts/publish/.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Browser } from 'playwright-core';
import { run } from '../../cli/main';
import { loadTournament } from '../../cli/io';
import { eventSiteSingleFile, siteStandings } from '../../templates/site';
import { nodeIO, type CliIO } from '../../cli/io';
import { launchChromium } from '../helpers/buildWeb';
import { checkSiteAtWidth } from '../helpers/siteCrawl';

const ROOT = join(__dirname, '..', '..');
const ORACLE = join(ROOT, 'test', 'oracle', 'dutch-2025');
const EVENT = join(ORACLE, 's00001-p024-r04-of05.trf'); // rounds 1-3 played
const BEFORE_ROUND_3 = join(ORACLE, 's00001-p024-r03-of05.trf'); // rounds 1-2: the input `hakem pair` pairs round 3 from
const ROUND_3 = join(ORACLE, 's00001-p024-r03-of05.pairs'); // round 3 as bbpPairings paired it
const ARTIFACTS = join(ROOT, 'test-artifacts', 'publish');

/** The real file system, with the output captured. */
function capture(): CliIO & { stdout: string; stderr: string } {
  const io = { ...nodeIO, stdout: '', stderr: '', out(s: string) { io.stdout += s; }, err(s: string) { io.stderr += s; } };
  return io;
}

/** '2½' → 2.5, '½' → 0.5, '4.25' → 4.25, '-1½' → -1.5: the page's numbers back to numbers. */
function num(text: string): number {
  const m = /^(-?)(\d*)(½?)$/.exec(text.trim());
  if (m) return (m[1] ? -1 : 1) * (Number(m[2] || 0) + (m[3] ? 0.5 : 0));
  return Number(text);
}

describe('hakem publish (browser, file://)', () => {
  let dir: string;
  let browser: Browser;
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'hakem-publish-'));
    const io = capture();
    expect(await run(['publish', EVENT, '-o', join(dir, 'site'), '--lang', 'both'], io), io.stderr).toBe(0);
    mkdirSync(ARTIFACTS, { recursive: true });
    browser = await launchChromium(['--allow-file-access-from-files']);
  }, 120_000);
  afterAll(async () => {
    await browser?.close();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it('the last round is bbpPairings\' round 3, which `hakem pair` gives too', async () => {
    const pairs = readFileSync(ROUND_3, 'utf8').trim().split('\n').slice(1).map((l) => l.trim().split(/\s+/).map(Number));
    const io = capture();
    expect(await run(['pair', BEFORE_ROUND_3], io)).toBe(0);
    expect(io.stdout.trim().split('\n').slice(1).map((l) => l.trim().split(/\s+/).map(Number))).toEqual(pairs);
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    for (const lang of ['tr', 'en']) {
      await page.goto(pathToFileURL(join(dir, 'site', lang, 'round-3.html')).href);
      const boards = await page.$$eval('table.pairing-list tbody tr:not(.bye)', (rows) => rows.map((r) => [Number(r.children[1].textContent), Number(r.children[4].textContent)]));
      const byes = await page.$$eval('table.pairing-list tbody tr.bye', (rows) => rows.map((r) => [Number(r.children[1].textContent), 0]));
      expect([...boards, ...byes]).toEqual(pairs);
    }
    await page.close();
  });

  it('the standings are `hakem standings`\' (rank, player, points, every tie-break)', async () => {
    const io = capture();
    expect(await run(['standings', EVENT, '--json'], io)).toBe(0);
    const expected = (JSON.parse(io.stdout) as Array<{ no: number; name: string; score: number; rank: number; tiebreaks: Record<string, number> }>);
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    for (const lang of ['tr', 'en']) {
      await page.goto(pathToFileURL(join(dir, 'site', lang, 'standings.html')).href);
      const head = await page.$$eval('table.standings thead th', (ths) => ths.map((th) => th.textContent!.trim()));
      const codes = Object.keys(expected[0].tiebreaks);
      expect(head.slice(4)).toEqual(codes);
      const rows = await page.$$eval('table.standings tbody tr', (trs) => trs.map((tr) => [...tr.children].map((td) => td.textContent!.trim())));
      expect(rows.map((r) => ({ rank: Number(r[0]), no: Number(r[1]), name: r[2], score: num(r[3]), tiebreaks: Object.fromEntries(codes.map((c, i) => [c, num(r[4 + i])])) })))
        .toEqual(expected.map((e) => ({ rank: e.rank, no: e.no, name: e.name, score: e.score, tiebreaks: Object.fromEntries(codes.map((c) => [c, Math.round(e.tiebreaks[c] * 100) / 100])) })));
    }
    await page.close();
  });

  for (const width of [375, 1280]) {
    it(`at ${width} px: every page reached from the home page, every link works, nothing wider than the screen`, async () => {
      await checkSiteAtWidth(browser, join(dir, 'site'), width, ['tr/index.html', 'tr/round-3.html', 'en/standings.html', 'tr/crosstable.html', 'en/player-2.html'], ARTIFACTS);
    }, 300_000);
  }

  it('the one-file edition (the taskpane\'s download): one page at a time, every menu link shows its page, nothing wider than a phone', async () => {
    const t = loadTournament(EVENT, nodeIO);
    const langs: Array<'tr' | 'en'> = ['tr', 'en'];
    const standings = { tr: siteStandings(t, 'tr', undefined, undefined, false), en: siteStandings(t, 'en', undefined, undefined, false) };
    const file = join(dir, 'site.html');
    writeFileSync(file, eventSiteSingleFile(t, { langs, standings, rules: '2026', roundRobin: false }));
    const page = await browser.newPage({ viewport: { width: 375, height: 800 } });
    await page.goto(pathToFileURL(file).href);
    const shown = () => page.$$eval('section', (ss) => ss.filter((x) => getComputedStyle(x).display !== 'none').map((x) => x.id));
    expect(await shown()).toEqual(['tr-index']);
    for (const [link, id] of [['Sıralama', 'tr-standings'], ['3. Tur', 'tr-round-3'], ['English', 'en-round-3'], ['Players', 'en-players']] as const) {
      await page.click(`section nav a:text-is("${link}"):visible`);
      await page.waitForFunction((x) => location.hash === `#${x}`, id);
      expect(await shown()).toEqual([id]);
      const { scrollWidth, innerWidth } = await page.evaluate(() => ({ scrollWidth: document.documentElement.scrollWidth, innerWidth: window.innerWidth }));
      expect(scrollWidth, id).toBeLessThanOrEqual(innerWidth);
    }
    await page.screenshot({ path: join(ARTIFACTS, '375-single-file-en-players.png'), fullPage: true });
    await page.close();
  });
});
