/**
 * `hakem publish` of a team event end to end: Swiss-Manager's TRF-16 export of the Heraklion Friendship Cup 2024
 * (test/fixtures/real-trf/teams: 15 teams, 6 boards, 7 rounds) written by the command in both languages, then read
 * by Chromium from disk (file://) at 375 px (a phone) and 1280 px. Expected values are the published table's
 * (heraklion-friendship-cup-2024.official.json): the teams in its order (it ranks by match points, then game points,
 * as its figures show: `--tiebreaks GP`), and each team's match points, which the round pages' match results (and
 * the round it sat out) must add up to. No page is wider than the screen; every link leads to a written page.
 * Screenshots: test-artifacts/publish-team/.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Browser } from 'playwright-core';
import { run } from '../../cli/main';
import { nodeIO, type CliIO } from '../../cli/io';
import { launchChromium } from '../helpers/buildWeb';
import { checkSiteAtWidth } from '../helpers/siteCrawl';

const ROOT = join(__dirname, '..', '..');
const EVENT = join(ROOT, 'test', 'fixtures', 'real-trf', 'teams', 'heraklion-friendship-cup-2024.trf');
const OFFICIAL = JSON.parse(readFileSync(join(ROOT, 'test', 'fixtures', 'real-trf', 'teams', 'heraklion-friendship-cup-2024.official.json'), 'utf8')) as { rows: Array<[string, number, number, number, number, number, number]> };
const ARTIFACTS = join(ROOT, 'test-artifacts', 'publish-team');

function capture(): CliIO & { stdout: string; stderr: string } {
  const io = { ...nodeIO, stdout: '', stderr: '', out(s: string) { io.stdout += s; }, err(s: string) { io.stderr += s; } };
  return io;
}

/** '2½' → 2.5, '½' → 0.5. */
function num(text: string): number {
  const m = /^(\d*)(½?)$/.exec(text.trim());
  return m ? Number(m[1] || 0) + (m[2] ? 0.5 : 0) : Number(text);
}

describe('hakem publish of a team event (browser, file://)', () => {
  let dir: string;
  let browser: Browser;
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'hakem-publish-team-'));
    const io = capture();
    expect(await run(['publish', EVENT, '-o', join(dir, 'site'), '--lang', 'both', '--tiebreaks', 'GP'], io), io.stderr).toBe(0);
    mkdirSync(ARTIFACTS, { recursive: true });
    browser = await launchChromium(['--allow-file-access-from-files']);
  }, 120_000);
  afterAll(async () => {
    await browser?.close();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it('the standings list the teams in the published order, with the published match points', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    for (const lang of ['tr', 'en']) {
      await page.goto(pathToFileURL(join(dir, 'site', lang, 'standings.html')).href);
      const rows = await page.$$eval('table.standings tbody tr', (trs) => trs.map((tr) => [...tr.children].map((td) => td.textContent!.trim())));
      expect(rows.map((r) => r[2]), lang).toEqual(OFFICIAL.rows.map((r) => r[0]));
      expect(rows.map((r) => num(r[3])), lang).toEqual(OFFICIAL.rows.map((r) => r[5]));
    }
    await page.close();
  });

  it('the round pages\' match results add up to each team\'s match points', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    for (const lang of ['tr', 'en']) {
      const names = new Map<number, string>();
      const total = new Map<number, number>();
      const add = (no: number, mp: number) => total.set(no, (total.get(no) ?? 0) + mp);
      for (let r = 1; r <= 7; r++) {
        await page.goto(pathToFileURL(join(dir, 'site', lang, `round-${r}.html`)).href);
        const matches = await page.$$eval('section.match', (ss) => ss.map((s) => ({
          white: Number((s as HTMLElement).dataset.white), black: Number((s as HTMLElement).dataset.black),
          names: [...s.querySelectorAll('h2 a')].map((a) => a.textContent!.replace(/^\d+\.\s*/, '')),
          mp: s.querySelector('tfoot tr.mp td.score')!.textContent!.trim(),
        })));
        expect(matches, `round ${r}`).toHaveLength(7);
        for (const m of matches) {
          const [w, b] = m.mp.split(':');
          add(m.white, num(w)); add(m.black, num(b));
          names.set(m.white, m.names[0]); names.set(m.black, m.names[1]);
        }
        // the team that sat the round out (15 teams): the pairing-allocated bye and what it is worth
        const byes = await page.$$eval('table.unpaired tbody tr', (trs) => trs.map((tr) => ({ no: Number(tr.children[0].textContent), mp: tr.children[3].textContent!.trim() })));
        expect(byes, `round ${r}`).toHaveLength(1);
        for (const x of byes) add(x.no, num(x.mp));
      }
      expect(total.size).toBe(15);
      for (const [name, , , , , mp] of OFFICIAL.rows) {
        const no = [...names].find(([, n]) => n === name)![0];
        expect(total.get(no), `${lang}: ${name}`).toBe(mp);
      }
    }
    await page.close();
  });

  for (const width of [375, 1280]) {
    it(`at ${width} px: every page reached from the home page, every link works, nothing wider than the screen`, async () => {
      await checkSiteAtWidth(browser, join(dir, 'site'), width, ['tr/index.html', 'tr/round-3.html', 'en/standings.html', 'tr/team-3.html', 'en/teams.html'], ARTIFACTS);
    }, 300_000);
  }
});
