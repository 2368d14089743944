/**
 * End to end, in Debian's Chromium (playwright-core, no downloaded browser): the standalone page driven as an
 * arbiter would drive it. The 17-player demo, round 1 paired with the Dutch system (the documents' edition),
 * the document's results typed in, rounds 2-4 paired and compared with the document's published pairings,
 * the language switched to Turkish, round 4 undone and paired again, the TRF exported, and the Standings
 * sheet's Buchholz and SB compared with the tie-break engine. Screenshots of each step go to test-artifacts/e2e/.
 */
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { actOnPane, CHROMIUM, servePage, type ServedPage } from '../helpers/buildWeb';
import type { Page } from 'playwright-core';
import { readTrf } from '../../engine/trf/read';
import { buildTournament } from '../../engine/model/build';
import { computeTiebreak } from '../../engine/tiebreak/codes';
import { pairingSystem } from '../../engine/pairing/registry';

const ROOT = join(__dirname, '..', '..');
const ARTIFACTS = join(ROOT, 'test-artifacts', 'e2e');

interface FixtureRound { round: number; bye?: number; absent?: number[]; games: Array<{ white: number; black: number; result: string | null }> }
const fixture = JSON.parse(readFileSync(join(ROOT, 'test', 'fixtures', 'dutch-example.json'), 'utf8')) as {
  players: Array<{ no: number; name: string; title: string; rating: number }>;
  rounds: FixtureRound[];
};


const haveChromium = existsSync(CHROMIUM);
const haveDutch = !!pairingSystem('dutch-2009');

// In CI the browser and the Dutch system must be there: a skipped end-to-end test would hide a broken add-in.
describe.runIf(!!process.env.CI)('end-to-end prerequisites', () => {
  it('has Debian\'s Chromium (apt-get install chromium) and the dutch-2009 pairing system', () => {
    expect({ chromium: haveChromium, dutch2009: haveDutch }).toEqual({ chromium: true, dutch2009: true });
  });
});

describe.runIf(haveChromium && haveDutch)('the standalone page in headless Chromium', () => {
  let served: ServedPage | undefined;
  let url: string;
  let page: Page;
  let step = 0;
  const downloads: string[] = [];

  const shot = async (name: string) => {
    step++;
    const file = join(ARTIFACTS, `${String(step).padStart(2, '0')}-${name}.png`);
    await page.screenshot({ path: file, fullPage: false });
    return file;
  };
  const message = () => page.locator('#message').innerText();
  /** Clicks a taskpane button and waits until the taskpane says what happened. */
  // the action's own done state, then its message (test/helpers/buildWeb.ts actOnPane)
  const act = async (selector: string, expected: RegExp) => {
    expect(await actOnPane(page, selector)).toMatch(expected);
  };
  const proposal = async () =>
    page.$$eval('#proposal-table tbody tr', (rows) => rows.map((r) => [...r.querySelectorAll('td')].map((td) => td.textContent?.trim() ?? '')));
  const sheetValues = (name: string) =>
    page.evaluate(async (n) => {
      const wb = (window as unknown as { hakem: { workbook: { readSheet(n: string): Promise<{ values: unknown[][] } | undefined> } } }).hakem.workbook;
      return (await wb.readSheet(n))?.values;
    }, name);
  const sheetsJson = () => page.evaluate(() => JSON.stringify((window as unknown as { hakem: { workbook: { sheets(): unknown } } }).hakem.workbook.sheets()));

  /** Pairs the next round and checks the proposal against the document's published pairing. */
  async function pairAndCheck(round: number, lang: 'en' | 'tr') {
    await act('#pair', lang === 'en' ? new RegExp(`Round ${round} proposed`) : new RegExp(`${round}\\. tur önerildi`));
    const fr = fixture.rounds.find((r) => r.round === round)!;
    const name = (no: number) => fixture.players.find((p) => p.no === no)!.name;
    const expected = [
      ...fr.games.map((g, i) => [String(i + 1), `${g.white} ${name(g.white)}`, `${g.black} ${name(g.black)}`]),
      ...(fr.bye ? [['', `${fr.bye} ${name(fr.bye)}`, lang === 'en' ? 'bye' : 'bay']] : []),
    ];
    expect(await proposal()).toEqual(expected);
    // the explanation stands beside the pairing, in the taskpane's language
    const explanation = await page.locator('#explanation').innerText();
    expect(explanation).toContain(lang === 'en' ? `Pairing of round ${round}` : `${round}. tur eşlendirmesi`);
  }

  async function enterResults(round: number) {
    const fr = fixture.rounds.find((r) => r.round === round)!;
    for (const [i, g] of fr.games.entries()) await page.selectOption(`select.result[data-board="${i + 1}"]`, g.result!);
    await act('#save-results', new RegExp(`Results of round ${round} saved`));
  }

  beforeAll(async () => {
    rmSync(ARTIFACTS, { recursive: true, force: true });
    mkdirSync(ARTIFACTS, { recursive: true });
    served = await servePage('hakem-e2e-', (m) => downloads.push(`pageerror: ${m}`));
    ({ page, url } = served);
  }, 900_000);

  afterAll(async () => {
    await served?.close();
  });

  it('runs the arbiter\'s day on the documents\' 17-player Dutch example', async () => {
    // 1. the page opens on the demo: the document's players on the Players sheet
    await page.goto(`${url}standalone.html`);
    await page.waitForSelector('body[data-ready="true"]');
    const players = (await sheetValues('Players'))!;
    expect(players.slice(1).map((r) => [r[0], r[1], r[2] || '', r[3]])).toEqual(fixture.players.map((p) => [p.no, p.name, p.title, p.rating]));
    expect(await page.locator('.tabs button').allInnerTexts()).toEqual(['Players', 'Settings', 'Crosstable', 'Standings']);
    await shot('demo-loaded');

    // 2. round 1 with the Dutch system (the documents' edition)
    await page.selectOption('#system', 'dutch-2009');
    await pairAndCheck(1, 'en');
    await shot('round1-proposal');
    // Redo discards the proposal without writing and pairs again: the same rules give the same pairing
    const first = await proposal();
    const sheetsBefore = await sheetsJson();
    await page.click('#redo');
    await page.waitForSelector('#proposal-table');
    await page.waitForFunction(() => document.querySelector('#taskpane')?.getAttribute('data-busy') === 'false');
    expect(await proposal()).toEqual(first);
    expect(await sheetsJson()).toBe(sheetsBefore);
    await act('#accept', /Round 1 written/);
    expect(await page.locator('.tabs button.active').innerText()).toBe('Round 1');
    await shot('round1-accepted');

    // 3. the document's round-1 results, typed into the taskpane
    await enterResults(1);
    await shot('round1-results');

    // 4. rounds 2 and 3, each with the document's results
    for (const round of [2, 3]) {
      await pairAndCheck(round, 'en');
      await shot(`round${round}-proposal`);
      await act('#accept', new RegExp(`Round ${round} written`));
      await enterResults(round);
    }
    await shot('round3-results');

    // 5. 9 and 14 did not come to round 3 (double forfeit): not paired again from round 4
    await page.click('#status-section summary');
    for (const no of [9, 14]) {
      await page.$eval('#status-section', (d) => ((d as HTMLDetailsElement).open = true));
      await page.selectOption('#status-player', String(no));
      await page.selectOption('#status-kind', 'withdrawn');
      await page.fill('#status-round', '4');
      await act('#set-status', new RegExp(`Status of player ${no} recorded`));
    }
    const before4 = await sheetsJson();
    const namesBefore4 = await page.locator('.tabs button').allInnerTexts();

    // 6. round 4: the document's pairing (13-1, 4-17, 5-3, 6-16, 8-7, 15-10, 11-2; 12 has the bye)
    await pairAndCheck(4, 'en');
    await shot('round4-proposal-with-explanation');
    await act('#accept', /Round 4 written/);

    // 7. Turkish: every word of the taskpane changes, and the workbook's settings and statuses with it
    await page.selectOption('#lang', 'tr');
    await page.waitForFunction(() => document.querySelector('#taskpane')?.getAttribute('data-lang') === 'tr' && document.querySelector('#taskpane')?.getAttribute('data-busy') === 'false');
    expect(await page.locator('#undo').innerText()).toBe('Son turu geri al');
    expect(await page.locator('#export-trf').innerText()).toBe('TRF dışa aktar');
    expect(await page.locator('#pair').innerText()).toBe('5. turu eşlendir');
    const playersTr = (await sheetValues('Players'))!;
    expect(playersTr[9][10]).toBe('4. turdan itibaren çekildi');
    await shot('turkish');

    // 8. undo round 4: the round sheet goes and the other sheets are exactly as before round 4 was paired
    await act('#undo', /4\. tur silindi/);
    expect(await page.locator('.tabs button').allInnerTexts()).toEqual(namesBefore4);
    const after = JSON.parse(await sheetsJson()) as Array<{ name: string }>;
    const beforeSheets = JSON.parse(before4) as Array<{ name: string }>;
    for (const s of after) {
      if (s.name === 'Players' || s.name === 'Settings') continue; // rewritten in Turkish meanwhile
      expect(s).toEqual(beforeSheets.find((b) => b.name === s.name));
    }
    await shot('round4-undone');

    // 9. and paired again, in Turkish, to the same document pairing
    await pairAndCheck(4, 'tr');
    await act('#accept', /4\. tur .*yazıldı/);
    await shot('round4-repaired');

    // 10. export TRF: what Hakem writes reads back to the document's rounds
    const [download] = await Promise.all([page.waitForEvent('download'), page.click('#export-trf')]);
    const trfPath = join(ARTIFACTS, download.suggestedFilename());
    await download.saveAs(trfPath);
    const trf = readTrf(readFileSync(trfPath, 'utf8'));
    for (const fr of fixture.rounds) {
      const r = trf.rounds.find((x) => x.number === fr.round)!;
      expect(r.games.map((g) => [g.white, g.black])).toEqual(fr.games.map((g) => [g.white, g.black]));
      expect(r.unpaired.filter((u) => u.code === 'U').map((u) => u.player)).toEqual([fr.bye]);
    }

    // 11. the federation crosstable and the pairing cards, from the templates
    const [ct] = await Promise.all([page.waitForEvent('download'), page.click('#export-crosstable')]);
    const ctPath = join(ARTIFACTS, ct.suggestedFilename());
    await ct.saveAs(ctPath);
    const ctHtml = readFileSync(ctPath, 'utf8');
    for (const p of fixture.players) expect(ctHtml).toContain(p.name);
    await page.click('#print');
    const frame = page.frameLocator('#print-frame');
    await frame.locator('body').waitFor();
    const printed = await frame.locator('body').innerText();
    expect(printed).toContain('Salih');
    expect(printed).toMatch(/Eşlendirme|Masa/);
    await shot('print-view');
    await page.click('#print-close');

    // 12. Standings: the live HAKEM.BUCHHOLZ and HAKEM.SONNEBORN_BERGER cells equal the tie-break engine
    await page.click('.tabs button:text-is("Standings")');
    await shot('standings');
    const standings = (await sheetValues('Standings'))!;
    const t = buildTournament({ players: fixture.players, rounds: fixture.rounds.slice(0, 3) as never, totalRounds: 9 });
    // The demo has no start date: the Settings' "auto" takes the latest edition, C.07 2026
    const bh = computeTiebreak(t, 'BH', { rules: '2026' });
    const sb = computeTiebreak(t, 'SB', { rules: '2026' });
    expect(standings[0].slice(0, 6)).toEqual(['Rank / Sıra', 'No', 'Name / Ad', 'Pts / Puan', 'BH', 'SB']); // the documents' Swiss row (000: distant ratings)
    expect(standings.length).toBe(18);
    for (const row of standings.slice(1)) {
      const no = row[1] as number;
      expect([no, row[4], row[5]]).toEqual([no, bh.get(no), sb.get(no)]);
    }

    // 13. the arbiter types into the sheet by hand: the taskpane follows, and names a cell it cannot read
    await page.click('.tabs button:text-is("Round 4")');
    await page.click('td[data-ref="Round 4!D2"]');
    await page.fill('#formula', '0-1');
    await page.press('#formula', 'Enter');
    await page.waitForFunction(() => (document.querySelector('select.result[data-board="1"]') as HTMLSelectElement | null)?.value === '0-1');
    await page.click('td[data-ref="Round 4!D3"]');
    await page.fill('#formula', '1-1');
    await page.press('#formula', 'Enter');
    await page.waitForSelector('#problems');
    expect(await page.locator('#problems').innerText()).toContain('Round 4!D3: "1" (beyaz) ve "1" (siyah) sonuçları birbirini tutmuyor');
    await shot('hand-edit-problem');
    await page.click('td[data-ref="Round 4!D3"]');
    await page.fill('#formula', '1-0');
    await page.press('#formula', 'Enter');
    await page.waitForSelector('#problems', { state: 'detached' });
    await page.waitForFunction(() => (document.querySelector('select.result[data-board="2"]') as HTMLSelectElement | null)?.value === '1-0');
    expect(downloads.filter((d) => d.startsWith('pageerror'))).toEqual([]);
  }, 900_000);
});
