/**
 * The rating list in the standalone page, headless Chromium: an empty event, a small FIDE list (hand-made lines in
 * the combined TXT layout) picked in the Rating list panel and stored in IndexedDB, FIDE IDs typed in the Players
 * sheet, the rows filled from the list, round 1 paired and accepted; then a newer list, "refresh ratings", and a
 * cell typed by hand kept unless ticked. Screenshots go to test-artifacts/ratinglist/.
 */
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { actOnPane, CHROMIUM, ratingListMessage, servePage, sheetValues as sheetOf, type ServedPage, typeCell as typeCellOf, tooWide } from '../helpers/buildWeb';
import { listText, SMALL } from '../ratinglist/fideLines';

const ARTIFACTS = join(__dirname, '..', '..', 'test-artifacts', 'ratinglist');

describe.runIf(existsSync(CHROMIUM))('the rating list in the standalone page', () => {
  let served: ServedPage | undefined;
  let page: Page;
  let url: string;
  const errors: string[] = [];
  const dir = mkdtempSync(join(tmpdir(), 'hakem-list-'));
  let step = 0;
  const shot = (name: string) => page.screenshot({ path: join(ARTIFACTS, `${String(++step).padStart(2, '0')}-${name}.png`) });
  const sheet = (name: string) => sheetOf(page, name);
  const listMessage = (re: RegExp) => ratingListMessage(page, re);
  // the pane's own done state, then its message (test/helpers/buildWeb.ts actOnPane)
  const act = async (selector: string, expected: RegExp) => expect(await actOnPane(page, selector)).toMatch(expected);
  /** Scrolls the taskpane to an element (the panel redraws itself, so no element handle is kept). */
  const scrollTo = (selector: string) => page.evaluate((sel) => document.querySelector(sel)?.scrollIntoView({ block: 'center' }), selector);
  const typeCell = (ref: string, value: string) => typeCellOf(page, ref, value);

  beforeAll(async () => {
    rmSync(ARTIFACTS, { recursive: true, force: true });
    mkdirSync(ARTIFACTS, { recursive: true });
    served = await servePage('hakem-ratinglist-e2e-', (m) => errors.push(m));
    ({ page, url } = served);
  }, 300_000);
  afterAll(async () => {
    await served?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('fills the players of an empty event from their FIDE IDs, pairs a round, refreshes ratings from a newer list', async () => {
    await page.goto(`${url}standalone.html?empty`);
    await page.waitForSelector('body[data-ready="true"]');
    // an empty event
    await page.selectOption('#new-source', 'blank');
    await page.fill('#new-rounds', '5');
    await act('#create', /Tournament created with 0 players/);

    // the list, picked once
    const list = join(dir, 'players_list_foa.txt');
    writeFileSync(list, listText(SMALL));
    await page.click('#ratinglist-section summary');
    await page.setInputFiles('#ratinglist-file', list);
    await page.click('#ratinglist-import');
    await listMessage(/6 players imported/);
    expect(await page.locator('#ratinglist-info').innerText()).toMatch(/^players_list_foa\.txt \(txt-combined\): 6 players, imported \d{4}-\d\d-\d\d$/);
    // looked up by a few letters of the name
    await page.fill('#ratinglist-query', 'ISIK');
    await page.waitForSelector('#ratinglist-results');
    expect(await page.$$eval('#ratinglist-results tbody tr', (rs) => rs.map((r) => r.querySelectorAll('td')[1].textContent))).toEqual(['Isik, Ayse']);
    await scrollTo('#ratinglist-results');
    // Excel's narrowest pane holds the search results (8 columns)
    expect(await tooWide(page)).toEqual([]);
    await shot('list-imported');

    // FIDE IDs typed in the Players sheet (column H), then "Fill from list"
    const ids = SMALL.map((p) => p.id);
    for (const [i, id] of ids.entries()) await typeCell(`Players!H${i + 2}`, id);
    await shot('ids-typed');
    await page.click('#ratinglist-fill');
    await listMessage(/40 cells filled from the list \(standard rating\)/); // 6 rows × (No, Name, FIDE, Federation, Sex, Birth) + 4 titles
    await page.waitForFunction(() => /6 players/.test(document.querySelector('#summary')?.textContent ?? ''));
    const players = (await sheet('Players'))!;
    const sex = (s?: string) => (s === 'F' ? 'w' : 'm');
    expect(players.slice(1).map((r) => r.slice(0, 10))).toEqual(SMALL.map((p, i) => [i + 1, p.name, p.tit ?? p.wtit ?? null, Number(p.srtng), null, p.fed, null, Number(p.id), sex(p.sex), p.bday]));
    await scrollTo('#ratinglist-fill');
    await shot('rows-filled');

    // a round played
    await act('#pair', /Round 1 proposed: 3 boards/);
    await shot('round1-proposed');
    await act('#accept', /Round 1 written/);
    expect((await sheet('Round 1'))!.length).toBe(4);
    await shot('round1-accepted');

    // the arbiter corrects one rating by hand, then a newer list arrives
    await page.click('.tabs button[data-sheet="Players"]');
    await typeCell('Players!D3', '2061');
    const newer = SMALL.map((p) => (p.id === '34500001' ? { ...p, srtng: '2431', tit: 'GM' } : p.id === '34500010' ? { ...p, srtng: '2074' } : p));
    const list2 = join(dir, 'players_list_foa_dec.txt');
    writeFileSync(list2, listText(newer));
    await page.setInputFiles('#ratinglist-file', list2);
    await page.click('#ratinglist-import');
    await listMessage(/6 players imported/);
    await page.click('#ratinglist-refresh');
    await listMessage(/3 changes/);
    const table = await page.$$eval('#ratinglist-changes tbody tr', (rs) => rs.map((r) => [(r.querySelector('input') as HTMLInputElement).checked, ...[...r.querySelectorAll('td')].slice(1).map((td) => td.textContent?.trim())]));
    expect(table).toEqual([
      [true, 'Players!D2', 'Yilmaz, Mehmet', '2412', '2412', '2431'],
      [true, 'Players!C2', 'Yilmaz, Mehmet', 'IM', 'IM', 'GM'],
      [false, 'Players!D3', 'Isik, Ayse', '2061 (typed by hand: overwrite?)', '2050', '2074'],
    ]);
    await scrollTo('#ratinglist-apply');
    // and the changes (6 columns, one a long "typed by hand" note)
    expect(await tooWide(page)).toEqual([]);
    await shot('refresh-changes');
    await page.click('#ratinglist-apply');
    await listMessage(/2 cells updated/);
    const after = (await sheet('Players'))!;
    expect([after[1][2], after[1][3], after[2][3]]).toEqual(['GM', 2431, 2061]);
    await shot('refreshed');

    // a damaged list is refused with its line and column; the list in use stays
    const damaged = join(dir, 'damaged.txt');
    writeFileSync(damaged, listText(SMALL.map((p, i) => (i === 2 ? { ...p, srtng: '18x0' } : p))));
    await page.setInputFiles('#ratinglist-file', damaged);
    await page.click('#ratinglist-import');
    await listMessage(/damaged\.txt, line 4, column 114: SRtng "18x0": not a number/);
    expect(await page.locator('#ratinglist-info').innerText()).toMatch(/^players_list_foa_dec\.txt/);
    await scrollTo('#ratinglist-message');
    await shot('damaged-refused');
    expect(errors).toEqual([]);
  }, 300_000);
});
