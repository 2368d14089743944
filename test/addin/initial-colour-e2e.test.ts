/**
 * Issue 34, item 2: a TRF file without XXC / 152 (bbpPairings' and JaVaFo's usual output) imported through the
 * taskpane, in headless Chromium. The files are whole events written by bbpPairings' own generator
 * (test/oracle/dutch-2025-c9/checker, see its README) in which player 1 had Black in round 1; each is cut after
 * round 3 and the pane pairs round 4. The expected round 4 is the one bbpPairings itself paired in that event (the
 * file's own round 4), not Hakem's output. The form must say the colour comes from round 1 as played (the file has
 * none), the explanation must name that source and never "from the file (XXC / 152)", and Settings must record it.
 * Every wait is on the page's own state.
 */
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { actOnPane, CHROMIUM, servePage, sheetValues, type ServedPage } from '../helpers/buildWeb';
import { readTrf } from '../../engine/trf/read';
import { writeTrf } from '../../engine/trf/write';
import type { Tournament } from '../../engine/model/types';

const ROOT = join(__dirname, '..', '..');
const CHECKER = join(ROOT, 'test', 'oracle', 'dutch-2025-c9', 'checker');
const ARTIFACTS = join(ROOT, 'test-artifacts', 'initial-colour-e2e');
const KEEP = 3;

/** The event cut after round KEEP (the round to pair keeps only its announced byes and absences), and round KEEP+1 as bbpPairings paired it. */
function cut(seed: string): { text: string; expected: string[]; rounds: number } {
  const whole = readTrf(readFileSync(join(CHECKER, `ref-s${seed}.trf`), 'utf8'));
  const next = whole.rounds.find((r) => r.number === KEEP + 1)!;
  const expected = [
    ...next.games.filter((g) => !g.noColours).map((g) => `${g.white}-${g.black}`),
    ...next.unpaired.filter((u) => u.code === 'U').map((u) => `${u.player}-bye`),
  ].sort();
  const announced = next.unpaired.filter((u) => u.code === 'H' || u.code === 'Z' || u.code === 'F');
  const t: Tournament = {
    ...whole,
    totalRounds: whole.rounds.length,
    rounds: [...whole.rounds.filter((r) => r.number <= KEEP), ...(announced.length ? [{ number: KEEP + 1, games: [], unpaired: announced }] : [])],
  };
  return { text: writeTrf(t), expected, rounds: whole.rounds.length };
}

/** The proposal on the page as `white-black` and `N-bye`. */
async function proposed(page: Page): Promise<string[]> {
  const rows = await page.locator('#proposal-table tbody tr').evaluateAll((trs) => trs.map((tr) => [...tr.querySelectorAll('td')].map((td) => td.textContent ?? '')));
  return rows.map((cells) => {
    const no = (s: string) => /^\s*(\d+)/.exec(s)?.[1];
    return no(cells[2]) ? `${no(cells[1])}-${no(cells[2])}` : `${no(cells[1])}-bye`;
  }).sort();
}

describe.runIf(existsSync(CHROMIUM))('a file without XXC / 152 in the taskpane: the initial colour from round 1 as played (headless Chromium)', () => {
  let served: ServedPage | undefined;
  let page: Page;
  let url: string;
  const errors: string[] = [];

  beforeAll(async () => {
    rmSync(ARTIFACTS, { recursive: true, force: true });
    mkdirSync(ARTIFACTS, { recursive: true });
    served = await servePage('hakem-colour-e2e-', (m) => errors.push(m));
    ({ page, url } = served);
  }, 900_000);
  afterAll(async () => {
    await served?.close();
  });

  for (const seed of ['0023', '0028', '0040']) {
    it(`bbpPairings' event ${seed}: the form says round 1 shows Black, and round ${KEEP + 1} is bbpPairings' own`, async () => {
      const { text, expected, rounds } = cut(seed);
      expect(text).not.toMatch(/^(XXC|152)/m);
      // the file's own round 1: player 1 had Black (the reason these events were chosen)
      expect(readTrf(text).rounds[0].games.some((g) => g.black === 1)).toBe(true);
      const file = join(ARTIFACTS, `ref-s${seed}-r${KEEP}.trf`);
      writeFileSync(file, text);

      await page.goto(`${url}standalone.html?empty`);
      await page.waitForSelector('body[data-ready="true"]');
      await page.selectOption('#new-source', 'trf');
      await page.setInputFiles('#trf-file', file);
      await page.waitForFunction(() => document.querySelector('#taskpane')?.getAttribute('data-file-read') === 'true');
      expect(await page.locator('#note-colour').innerText()).toBe('Not in the file (no XXC / 152): round 1 as played shows Black (player 1 had Black).');
      expect(await page.locator('#new-colour').inputValue()).toBe('b');

      expect(await actOnPane(page, '#create')).toMatch(/created/i);
      const settings = (await sheetValues(page, 'Settings'))!;
      const row = (key: string) => settings.find((r) => r[0] === key)?.[2];
      expect(row('firstColour')).toBe('black');
      expect(row('firstColourFrom')).toBe('played black');
      expect(row('rounds')).toBe(rounds);

      expect(await actOnPane(page, '#pair')).toMatch(new RegExp(`round ${KEEP + 1}`, 'i'));
      expect(await proposed(page)).toEqual(expected);
      const explanation = await page.locator('#explanation').innerText();
      expect(explanation).toMatch(/The file gives no initial colour \(XXC \/ 152\): taken from round 1 as played: Black \(player 1 had Black\)/);
      expect(explanation).not.toMatch(/from the file \(XXC/);
      expect(errors).toEqual([]);
    });
  }

  it('a colour the arbiter changes in the form is asked, then said to be the arbiter\'s, not the file\'s', async () => {
    const { text } = cut('0029');
    const file = join(ARTIFACTS, `ref-s0029-r${KEEP}.trf`);
    writeFileSync(file, text);
    await page.goto(`${url}standalone.html?empty`);
    await page.waitForSelector('body[data-ready="true"]');
    await page.selectOption('#new-source', 'trf');
    await page.setInputFiles('#trf-file', file);
    await page.waitForFunction(() => document.querySelector('#taskpane')?.getAttribute('data-file-read') === 'true');
    await page.selectOption('#new-colour', 'w');
    await page.click('#create');
    await page.waitForSelector('#confirm');
    expect(await page.locator('#confirm').innerText()).toMatch(/The file has no XXC \/ 152, but round 1 as played shows Black as the colour of player 1 in round 1; the form says White\. Use the form's White\?/);
    expect(await actOnPane(page, '#confirm-yes')).toMatch(/created/i);
    const settings = (await sheetValues(page, 'Settings'))!;
    expect(settings.find((r) => r[0] === 'firstColourFrom')?.[2]).toBe('arbiter');
    await actOnPane(page, '#pair');
    expect(await page.locator('#explanation').innerText()).toMatch(/Initial colour set by the arbiter \(Settings sheet\), not read from a file: White/);
  });
});
