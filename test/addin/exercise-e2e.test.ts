/**
 * The Exercise mode in the browser (issue 27), in Debian's Chromium on the standalone page: the demo (the documents'
 * 17-player Dutch example), round 1 paired and its results entered, then round 2 as an exercise. The trainee types
 * the book's round 2 with the bye moved to player 1 (1 point) into the Exercise sheet, cell by cell, and presses
 * Mark: under the Dutch rules in force the verdict is C.5 (a player on 0 may take the PAB), in English, then in
 * Turkish; the answer is shown on request. Then a team event (a TRF-2026 team file of the Swiss Team exercise)
 * imported: round 4's matches typed in are right under team-swiss, two of them swapped are wrong with C.04.6 [C1].
 * Screenshots go to test-artifacts/exercise/.
 */
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { writeTrf } from '../../engine/trf/write';
import { teamSwissExercise } from '../../templates/workbook/sheets/exercises';
import { actOnPane, CHROMIUM, servePage, sheetValues as sheetOf, type ServedPage, typeCell as typeCellOf } from '../helpers/buildWeb';

const ROOT = join(__dirname, '..', '..');
const ARTIFACTS = join(ROOT, 'test-artifacts', 'exercise');
const fixture = JSON.parse(readFileSync(join(ROOT, 'test', 'fixtures', 'dutch-example.json'), 'utf8')) as {
  rounds: Array<{ round: number; bye?: number; games: Array<{ white: number; black: number; result: string | null }> }>;
};

describe.runIf(existsSync(CHROMIUM))('Exercise mode in headless Chromium', () => {
  let served: ServedPage | undefined;
  let page: Page;
  let url: string;
  const errors: string[] = [];
  let step = 0;
  const shot = async (name: string) => page.screenshot({ path: join(ARTIFACTS, `${String(++step).padStart(2, '0')}-${name}.png`) });
  // the pane's own done state, then its message (test/helpers/buildWeb.ts actOnPane)
  const act = async (selector: string, expected: RegExp) => expect(await actOnPane(page, selector)).toMatch(expected);
  const sheetValues = (name: string) => sheetOf(page, name);
  const typeCell = (ref: string, value: string) => typeCellOf(page, ref, value);

  beforeAll(async () => {
    rmSync(ARTIFACTS, { recursive: true, force: true });
    mkdirSync(ARTIFACTS, { recursive: true });
    served = await servePage('hakem-exercise-', (m) => errors.push(m));
    ({ page, url } = served);
  }, 300_000);
  afterAll(async () => {
    await served?.close();
  });

  it('marks a typed wrong pairing with C.5, in English and in Turkish', async () => {
    await page.goto(`${url}standalone.html`);
    await page.waitForSelector('body[data-ready="true"]');
    await page.selectOption('#system', 'dutch-2009');
    await act('#pair', /Round 1 proposed/);
    await act('#accept', /Round 1 written/);
    for (const [i, g] of fixture.rounds[0].games.entries()) await page.selectOption(`select.result[data-board="${i + 1}"]`, g.result!);
    await act('#save-results', /Results of round 1 saved/);

    // round 2 as an exercise, marked under the Dutch rules in force
    // the workbook's own writes are re-read after a short delay and redraw the menu: choose once that has settled
    for (let i = 0; i < 10 && (await page.inputValue('#system')) !== 'dutch'; i++) {
      await page.selectOption('#system', 'dutch');
      await page.waitForTimeout(800);
    }
    expect(await page.inputValue('#system')).toBe('dutch');
    await page.click('#exercise-section summary');
    await act('#exercise-start', /Exercise 2: type your pairing of round 2/);
    expect(await page.locator('.tabs button.active').innerText()).toBe('Exercise 2');
    await shot('exercise-blank');
    const r2 = fixture.rounds[1];
    const rows: Array<[number, number | null]> = r2.games.map((g) => [g.white === 1 ? 15 : g.white, g.black === 1 ? 15 : g.black]);
    rows.push([1, null]);
    for (const [i, [w, b]] of rows.entries()) {
      await typeCell(`Exercise 2!B${i + 2}`, String(w));
      if (b !== null) await typeCell(`Exercise 2!C${i + 2}`, String(b));
    }
    await page.waitForFunction(() => document.querySelector('#taskpane')?.getAttribute('data-busy') === 'false');
    await act('#exercise-mark', /^Wrong: In this round, your pairing gives the PAB to a player on 1 point, where 0 is possible: C\.04\.3 C\.5/);
    const marked = (await sheetValues('Exercise 2'))!;
    expect(marked[9][3]).toBe('wrong'); // the bye row: 1 may not have it
    expect(marked[0][8]).toBe('Verdict');
    expect(marked[1][8]).toMatch(/C\.04\.3 C\.5$/);
    await shot('exercise-marked-en');

    await page.selectOption('#lang', 'tr');
    await page.waitForFunction(() => document.querySelector('#taskpane')?.getAttribute('data-lang') === 'tr' && document.querySelector('#taskpane')?.getAttribute('data-busy') === 'false');
    await act('#exercise-mark', /^Yanlış: Bu turda eşlendirmeniz BYE'yi 1 puanlı bir oyuncuya veriyor; oysa 0 puanlıya verilebilir: C\.04\.3 C\.5/);
    const markedTr = (await sheetValues('Exercise 2'))!;
    expect(markedTr[0].slice(0, 4)).toEqual(['Masa', 'Beyaz', 'Siyah', 'Not']);
    expect(markedTr[0][8]).toBe('Karar');
    expect(markedTr[1][8]).toMatch(/C\.04\.3 C\.5$/);
    await shot('exercise-marked-tr');

    await act('#exercise-reveal', /^Yanlış/);
    const shown = (await sheetValues('Exercise 2'))!;
    expect(shown[0][5]).toBe('Cevap');
    await shot('exercise-answer-tr');
    expect(errors).toEqual([]);
  }, 300_000);

  it('a team event: the next round\'s matches typed in, marked under team-swiss', async () => {
    const ex = teamSwissExercise(1, 4, 9);
    const file = join(ARTIFACTS, 'team-exercise.trf');
    writeFileSync(file, writeTrf(ex.tournament));
    await page.goto(`${url}standalone.html?empty`);
    await page.waitForSelector('body[data-ready="true"]');
    await page.$eval('#new-section', (d) => ((d as HTMLDetailsElement).open = true));
    await page.selectOption('#new-source', 'trf');
    await page.setInputFiles('#trf-file', file);
    await page.waitForFunction(() => document.querySelector('#taskpane')?.getAttribute('data-file-read') === 'true');
    await act('#create', /Team event created: 9 teams, 4 boards/);
    await page.click('#exercise-section summary');
    await act('#exercise-start', /Exercise 4: type your pairing of round 4/);
    const key: Array<[number, number | null]> = [...ex.key.boards.map((b) => [b.white, b.black] as [number, number]), ...ex.key.byes.map((b) => [b, null] as [number, null])];
    const typeRows = async (rows: Array<[number, number | null]>) => {
      for (const [i, [w, b]] of rows.entries()) {
        await typeCell(`Exercise 4!B${i + 2}`, String(w));
        if (b !== null) await typeCell(`Exercise 4!C${i + 2}`, String(b));
      }
      await page.waitForFunction(() => document.querySelector('#taskpane')?.getAttribute('data-busy') === 'false');
    };
    await typeRows(key);
    await act('#exercise-mark', /^Right: round 4 as the Swiss Team \(FIDE C\.04\.6, 2026\) pairs it/);
    expect((await sheetValues('Exercise 4'))![1][3]).toBe('right');
    await shot('team-exercise-right');
    // the first two matches swap their Black teams
    await typeRows(key.map((r, i) => (i === 0 ? [r[0], key[1][1]] : i === 1 ? [r[0], key[0][1]] : r)));
    await act('#exercise-mark', /^Wrong: .*C\.04\.6/);
    await shot('team-exercise-wrong');
    expect(errors).toEqual([]);
  }, 300_000);
});
