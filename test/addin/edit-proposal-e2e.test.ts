/**
 * Issue 34, item 4, in headless Chromium: the arbiter changes a proposed round before accepting it, the pane marks
 * the change with the exercises' marker (board by board, the article named), and on accepting records that the
 * round was changed by the arbiter, on the Settings sheet and in the exported TRF (a ### comment line, TRF-2026
 * Remark 1). The demo's round 1 under the Dutch system in force: 17 players, initial colour White (the form's), so
 * C.04.3's round 1 is 1-9, 10-2, 3-11, … (the top half against the bottom half, colours alternating from White on
 * board 1) with the bye to 17, the lowest. Exchanging board 1's colours gives player 1 Black against the initial
 * colour; exchanging the opponents of boards 1 and 2 pairs 1 with 2, both of the top half.
 */
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { actOnPane, CHROMIUM, servePage, sheetValues, tooWide, type ServedPage } from '../helpers/buildWeb';
import { readTrf } from '../../engine/trf/read';

const ROOT = join(__dirname, '..', '..');
const ARTIFACTS = join(ROOT, 'test-artifacts', 'edit-proposal-e2e');

describe.runIf(existsSync(CHROMIUM))('the arbiter changes a proposed round (headless Chromium)', () => {
  let served: ServedPage | undefined;
  let page: Page;
  let url: string;
  const errors: string[] = [];

  beforeAll(async () => {
    rmSync(ARTIFACTS, { recursive: true, force: true });
    mkdirSync(ARTIFACTS, { recursive: true });
    served = await servePage('hakem-edit-e2e-', (m) => errors.push(m));
    ({ page, url } = served);
    page.setDefaultTimeout(60_000);
  }, 900_000);
  afterAll(async () => {
    await served?.close();
  });

  const marks = () => page.locator('#edit-table .edit-mark').allInnerTexts();
  const board = async (i: number) => [Number(await page.locator(`.edit-white[data-board="${i}"]`).inputValue()), Number(await page.locator(`.edit-black[data-board="${i}"]`).inputValue())];

  it('marks a change board by board, then records it on Settings and in the exported TRF', async () => {
    await page.goto(`${url}standalone.html?empty`);
    await page.waitForSelector('body[data-ready="true"]');
    await page.selectOption('#new-source', 'demo');
    await page.selectOption('#new-system', 'dutch');
    await actOnPane(page, '#create');
    expect(await actOnPane(page, '#pair')).toMatch(/Round 1 proposed/);
    await page.click('#edit-proposal');
    await page.waitForSelector('#edit-table');
    expect([await board(0), await board(1)]).toEqual([[1, 9], [10, 2]]);
    expect(await page.locator('.edit-bye').inputValue()).toBe('17');

    // 1. board 1's colours exchanged: the pairs stand, the colours of board 1 do not
    await page.click('.swap-colours[data-board="0"]');
    expect(await board(0)).toEqual([9, 1]);
    expect(await actOnPane(page, '#check-edit')).toMatch(/^Not as the FIDE Dutch system/);
    const afterSwap = await marks();
    expect(afterSwap[0]).toBe('colours');
    expect(afterSwap.slice(1, 8).every((m) => m === '✓')).toBe(true);
    expect(await page.locator('#edit-verdict').innerText()).toMatch(/colour/i);
    await page.screenshot({ path: join(ARTIFACTS, 'colours-swapped.png') });

    // 2. back to 1-9, then the opponents of boards 1 and 2 exchanged: 1-2 and 10-9, two wrong pairs, an article named
    await page.click('.swap-colours[data-board="0"]');
    await page.fill('.edit-black[data-board="0"]', '2');
    await page.fill('.edit-black[data-board="1"]', '9');
    expect(await actOnPane(page, '#check-edit')).toMatch(/^Not as the FIDE Dutch system/);
    const afterExchange = await marks();
    expect(afterExchange.slice(0, 2)).toEqual(['✗', '✗']);
    expect(afterExchange.slice(2, 8).every((m) => m === '✓')).toBe(true);
    const verdict = await page.locator('#edit-verdict').innerText();
    expect(verdict).toMatch(/C\.04\.3|\b[A-C]\.\d|\b\d\.\d/);
    expect(await tooWide(page)).toEqual([]);
    await page.screenshot({ path: join(ARTIFACTS, 'opponents-exchanged.png') });

    // 3. a player left out is no pairing: refused, nothing written
    await page.fill('.edit-bye', '');
    expect(await actOnPane(page, '#accept')).toMatch(/^Not a pairing, nothing written:/);
    expect(await sheetValues(page, 'Round 1')).toBeUndefined();
    await page.fill('.edit-bye', '17');

    // 4. accepted as changed: the round as the arbiter made it, the change recorded
    expect(await actOnPane(page, '#accept')).toMatch(/Round 1 written .*Changed by the arbiter: recorded on the Settings sheet and in the exported TRF/);
    const round1 = (await sheetValues(page, 'Round 1'))!;
    expect(round1.slice(1, 3).map((r) => [r[1], r[4]])).toEqual([[1, 2], [10, 9]]);
    const note = (await sheetValues(page, 'Settings'))!.find((r) => r[0] === 'trf' && /^###/.test(String(r[2])))?.[2];
    expect(String(note)).toMatch(/^### Round 1 changed by the arbiter \(not the dutch proposal\): board 1 \(1-2\), 2 \(10-9\)\. Not as the FIDE Dutch system/);

    const [download] = await Promise.all([page.waitForEvent('download'), page.click('#export-trf')]);
    const file = join(ARTIFACTS, 'changed.trf');
    await download.saveAs(file);
    const text = readFileSync(file, 'utf8');
    expect(text).toContain(String(note));
    // the file still reads, with the arbiter's round as played
    const t = readTrf(text);
    // (a TRF keeps no board numbers: the games are compared as pairs with their colours)
    expect(t.rounds[0].games.map((g) => [g.white, g.black])).toEqual(expect.arrayContaining([[1, 2], [10, 9]]));
    expect(t.rounds[0].games.some((g) => g.white === 1 && g.black === 9)).toBe(false);
    expect(errors).toEqual([]);
  }, 900_000);
});
