/**
 * The arbiters' guides (docs/, docs/tr/) show the standalone page as it is: this test follows each guide's steps in
 * headless Chromium, in English and in Turkish, checks that every step says what the guide says it says, and writes
 * the pictures into test-artifacts/docs/<lang>/. `npm run docs:screenshots` runs it and copies them into docs/images/
 * (the links test, test/docs/links.test.ts, checks that every picture a guide names exists).
 *
 * Events used: the embedded demo (the documents' 17-player Dutch example); test/fixtures/trf/s00001-p024-r03-of05.trf
 * (a bbpPairings event, 2 rounds of 5 played, see test/fixtures/trf) as "an event from another program";
 * test/oracle/team-swiss-c046/rounds/X-gacrux-s0031-r01.trf (6 teams of 4, FIDE's reference set, see its README) as
 * the team event. Every wait is on the page's own state.
 */
import { existsSync, mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { actOnPane, CHROMIUM, servePage, typeCell, type ServedPage } from '../helpers/buildWeb';

const ROOT = join(__dirname, '..', '..');
const ARTIFACTS = join(ROOT, 'test-artifacts', 'docs');
const TAKEOVER = join(ROOT, 'test', 'fixtures', 'trf', 's00001-p024-r03-of05.trf');
const TEAMS = join(ROOT, 'test', 'oracle', 'team-swiss-c046', 'rounds', 'X-gacrux-s0031-r01.trf');
/** The pane as wide as the pictures (Excel's pane is 320 to about 500 px). */
const PANE = 450;

type Lang = 'en' | 'tr';
/** What each step says, in each language (addin/i18n.ts, addin/taskpane/team.ts): a step that says otherwise fails. */
const SAYS: Record<Lang, Record<string, RegExp>> = {
  en: {
    created: /^Tournament created with (\d+) players\./,
    proposed: /^Round (\d+) proposed: \d+ boards\./,
    accepted: /^Round (\d+) written to the sheet/,
    saved: /^Results of round (\d+) saved/,
    teamCreated: /^Team event created: 6 teams, 4 boards\./,
    teamProposed: /^Round 1 proposed: 3 matches\./,
    teamAccepted: /^Round 1 written to the sheet "Round 1": 3 matches\./,
    exercise: /^Exercise 2: type your pairing of round 2/,
    marked: /^(Right|Wrong)/,
  },
  tr: {
    created: /^(\d+) oyunculu turnuva oluşturuldu\./,
    proposed: /^(\d+)\. tur önerildi: \d+ masa\./,
    accepted: /^(\d+)\. tur "Round \d+" sayfasına yazıldı/,
    saved: /^(\d+)\. tur sonuçları kaydedildi/,
    teamCreated: /^Takım yarışması oluşturuldu: 6 takım, 4 masa\./,
    teamProposed: /^1\. tur önerildi: 3 maç\./,
    teamAccepted: /^1\. tur "Round 1" sayfasına yazıldı: 3 maç\./,
    exercise: /^Exercise 2: .*eşlendirmesini yazın/,
    marked: /^(Doğru|Yanlış)/,
  },
};

describe.runIf(existsSync(CHROMIUM))('the guides\' pictures, taken by following the guides (headless Chromium)', () => {
  let served: ServedPage | undefined;
  let page: Page;
  let url: string;
  const errors: string[] = [];

  beforeAll(async () => {
    rmSync(ARTIFACTS, { recursive: true, force: true });
    for (const l of ['en', 'tr']) mkdirSync(join(ARTIFACTS, l), { recursive: true });
    served = await servePage('hakem-docs-', (m) => errors.push(m));
    ({ page, url } = served);
    await page.setViewportSize({ width: 1100, height: 820 });
  }, 900_000);
  afterAll(async () => {
    await served?.close();
  });

  /** A fresh page with no event, in the guide's language, the New tournament form open. */
  const open = async (lang: Lang) => {
    await page.goto(`${url}standalone.html?empty&lang=${lang}`);
    await page.waitForSelector('body[data-ready="true"]');
    await page.evaluate((w) => { (document.querySelector('#taskpane') as HTMLElement).style.flex = `0 0 ${w}px`; }, PANE);
    await page.$eval('#new-section', (d) => ((d as HTMLDetailsElement).open = true));
  };
  /** The pane, scrolled to `at` (a selector, or 'top'), as a PANE-wide picture. */
  const pane = async (lang: Lang, name: string, at?: string) => {
    await page.evaluate((w) => { (document.querySelector('#taskpane') as HTMLElement).style.flex = `0 0 ${w}px`; }, PANE);
    if (at === 'top') await page.$eval('#taskpane', (e) => { e.scrollTop = 0; window.scrollTo(0, 0); });
    else if (at) await page.$eval(at, (e) => e.scrollIntoView({ block: 'start' }));
    await page.locator('#taskpane').screenshot({ path: join(ARTIFACTS, lang, `${name}.png`) });
  };
  /** The workbook beside the pane (its sheet tab clicked first). */
  const sheet = async (lang: Lang, name: string, tab: string) => {
    await page.click(`#tabs button:text-is("${tab}")`);
    await page.locator('#grid').screenshot({ path: join(ARTIFACTS, lang, `${name}.png`) });
  };
  const act = async (selector: string, says: RegExp) => {
    const message = await actOnPane(page, selector);
    expect(message).toMatch(says);
    return message;
  };
  const enterResults = async () => {
    const boards = await page.locator('#results-table select.result').all();
    expect(boards.length).toBeGreaterThan(0);
    for (const [i, s] of boards.entries()) await s.selectOption(['1-0', '1/2-1/2', '0-1'][i % 3]);
  };

  for (const lang of ['en', 'tr'] as const) {
    const says = SAYS[lang];

    it(`${lang}: a Swiss event round by round, printed, then a course exercise on it`, async () => {
      await open(lang);
      await page.selectOption('#new-source', 'demo');
      await pane(lang, 'swiss-1-new', '#new-section');
      expect(await act('#create', says.created)).toMatch(lang === 'en' ? /17 players/ : /17 oyunculu/);
      await act('#pair', says.proposed);
      await pane(lang, 'swiss-2-proposal', '#pairing-section');
      await page.$eval('#explanation', (e) => e.scrollIntoView({ block: 'start' }));
      await page.locator('#taskpane').screenshot({ path: join(ARTIFACTS, lang, 'swiss-3-explanation.png') });
      await act('#accept', says.accepted);
      await sheet(lang, 'swiss-4-round-sheet', 'Round 1');
      await enterResults();
      await pane(lang, 'swiss-5-results', '#results-section');
      await act('#save-results', says.saved);
      await sheet(lang, 'swiss-6-standings', 'Standings');

      // print: the preview of the pairing list
      await page.click('#print');
      await page.waitForFunction(() => !!(document.querySelector('#print-frame') as HTMLElement | null)?.dataset.fit);
      expect(await page.frameLocator('#print-frame').locator('body').innerText()).toMatch(lang === 'en' ? /Round 1/ : /1\. Tur|Tur 1/i);
      await page.screenshot({ path: join(ARTIFACTS, lang, 'print-1-preview.png'), clip: { x: 0, y: 0, width: 1100, height: 820 } });
      await page.click('#print-close');
      await pane(lang, 'print-2-tools', '#tools-section');

      // a course: the next round as an exercise, a trainee's pairing typed in and marked
      await page.click('#exercise-section summary');
      await act('#exercise-start', says.exercise);
      // boards 1-2, 3-4, …, 15-16, 17 with no opponent: a trainee's first try, marked by the rules
      for (let b = 0; b < 8; b++) {
        await typeCell(page, `Exercise 2!B${b + 2}`, String(2 * b + 1));
        await typeCell(page, `Exercise 2!C${b + 2}`, String(2 * b + 2));
      }
      await typeCell(page, 'Exercise 2!B10', '17');
      await page.waitForFunction(() => document.querySelector('#taskpane')?.getAttribute('data-busy') === 'false');
      await act('#exercise-mark', says.marked);
      await pane(lang, 'course-1-marked', 'top');
      await sheet(lang, 'course-2-sheet', 'Exercise 2');
      expect(errors).toEqual([]);
    }, 900_000);

    it(`${lang}: a round robin`, async () => {
      await open(lang);
      await page.selectOption('#new-source', 'demo');
      await page.selectOption('#new-system', 'round-robin');
      // 17 players: the Berger table for 17-18 players has 17 rounds (the form does not work it out)
      await page.fill('#new-rounds', '17');
      await pane(lang, 'rr-1-new', '#new-section');
      await act('#create', says.created);
      await act('#pair', says.proposed);
      // an odd field plays on the next even table, the bye in place of its last number (Berger)
      expect(await page.locator('#explanation').innerText()).toContain(lang === 'en' ? 'Berger table for 17–18 players, round 1' : '17–18 oyuncu Berger tablosu, 1. tur');
      await pane(lang, 'rr-2-proposal', '#pairing-section');
      expect(errors).toEqual([]);
    }, 900_000);

    it(`${lang}: an event taken over from another program (TRF)`, async () => {
      await open(lang);
      await page.selectOption('#new-source', 'trf');
      await page.setInputFiles('#trf-file', TAKEOVER);
      await page.waitForFunction(() => document.querySelector('#taskpane')?.getAttribute('data-file-read') === 'true');
      // the form says what the file states: 5 rounds (XXR), White for player 1 (XXC white1)
      expect(await page.locator('#new-section').innerText()).toMatch(/XXR/);
      await pane(lang, 'import-1-form', '#new-section');
      expect(await act('#create', says.created)).toMatch(lang === 'en' ? /24 players/ : /24 oyunculu/);
      await sheet(lang, 'import-2-crosstable', 'Crosstable');
      expect(await page.locator('#pair').innerText()).toMatch(/3/);
      await act('#pair', says.proposed);
      await pane(lang, 'import-3-round3', '#pairing-section');
      expect(errors).toEqual([]);
    }, 900_000);

    it(`${lang}: a team event (Swiss Team, C.04.6)`, async () => {
      await open(lang);
      await page.selectOption('#new-source', 'trf');
      await page.setInputFiles('#trf-file', TEAMS);
      await page.waitForFunction(() => document.querySelector('#taskpane')?.getAttribute('data-file-read') === 'true');
      await act('#create', says.teamCreated);
      await sheet(lang, 'team-1-teams', 'Teams');
      await act('#pair', says.teamProposed);
      await pane(lang, 'team-2-proposal', '#pairing-section');
      await act('#accept', says.teamAccepted);
      await pane(lang, 'team-3-results', '#results-section');
      await sheet(lang, 'team-4-round-sheet', 'Round 1');
      expect(errors).toEqual([]);
    }, 900_000);
  }
});
