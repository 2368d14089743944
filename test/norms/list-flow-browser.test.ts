/**
 * The whole flow of issue 28 in the standalone page, headless Chromium: an empty 9-round event, FIDE IDs typed in the
 * Players sheet, the rows filled from an imported list (hand-made lines in FIDE's TXT layout), round 1 paired and
 * played, and the Norms sheet showing a norm in reach. Reuses the steps of test/addin/ratinglist-e2e.test.ts and
 * test/norms/browser.test.ts. Screenshots go to test-artifacts/norms-list/.
 *
 * The list: 3 GMs (GER 2600, GER 2580, FRA 2560), 3 IMs (FRA 2500, ESP 2480, ESP 2440), 3 FMs (TUR 2400, ITA 2380,
 * ITA 2350) and the candidate, untitled, TUR 2450. Ten players, rating order: the candidate is 6th and round 1 (Dutch,
 * top half against bottom half) pairs him with the 2600 GM; he wins, every other game is drawn.
 * By hand, after round 1 of 9: the candidate has 1 game, 8 rounds remain. A GM norm needs 9 games (1.4.1), 3 GMs among
 * the opponents and half of them titled (1.4.5), two federations besides TUR (1.4.3), Ra ≥ 2380 and Rp ≥ 2600
 * (1.4.8): all can still be met by the eight remaining opponents (two more GMs, titled, of GER, FRA, ESP and ITA,
 * every one rated ≥ 2350, so 9/9 gives Ra ≥ 2380 and p = 100 %): the GM norm is in reach, not achieved; so is the IM
 * norm. The Norms sheet exists because the list supplied titles and federations (B.01 needs ≥ 3 titled players and
 * 3 federations: addin/workbook/norms.ts normsPossible).
 */
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { actOnPane, CHROMIUM, ratingListMessage, servePage, sheetValues as sheetOf, type ServedPage, typeCell as typeCellOf } from '../helpers/buildWeb';
import { listText, type Fields } from '../ratinglist/fideLines';
import { writeTrf } from '../../engine/trf/write';
import type { Tournament } from '../../engine/model/types';

const ARTIFACTS = join(__dirname, '..', '..', 'test-artifacts', 'norms-list');

const p = (id: string, name: string, fed: string, srtng: string, tit = ''): Fields => ({ id, name, fed, sex: 'M', tit, srtng, sgm: '0', sk: '10', bday: '1990' });
const LIST: Fields[] = [
  p('4600001', 'Alpha, Gm', 'GER', '2600', 'GM'),
  p('4600002', 'Beta, Gm', 'GER', '2580', 'GM'),
  p('6600003', 'Gamma, Gm', 'FRA', '2560', 'GM'),
  p('6600004', 'Delta, Im', 'FRA', '2500', 'IM'),
  p('2200005', 'Epsilon, Im', 'ESP', '2480', 'IM'),
  p('34500006', 'Candidate, Can', 'TUR', '2450'),
  p('2200007', 'Zeta, Im', 'ESP', '2440', 'IM'),
  p('34500008', 'Eta, Fm', 'TUR', '2400', 'FM'),
  p('2400009', 'Theta, Fm', 'ITA', '2380', 'FM'),
  p('2400010', 'Iota, Fm', 'ITA', '2350', 'FM'),
];

describe.runIf(existsSync(CHROMIUM))('issue 28\'s flow: list, FIDE IDs, fill, a round, the Norms sheet', () => {
  let served: ServedPage | undefined;
  let page: Page;
  let url: string;
  const errors: string[] = [];
  const dir = mkdtempSync(join(tmpdir(), 'hakem-norms-list-'));
  let step = 0;
  const shot = (name: string) => page.screenshot({ path: join(ARTIFACTS, `${String(++step).padStart(2, '0')}-${name}.png`) });
  const sheet = (name: string) => sheetOf(page, name);
  const listMessage = (re: RegExp) => ratingListMessage(page, re);
  // the pane's own done state, then its message (test/helpers/buildWeb.ts actOnPane)
  const act = async (selector: string, expected: RegExp) => expect(await actOnPane(page, selector)).toMatch(expected);
  const typeCell = (ref: string, value: string) => typeCellOf(page, ref, value);

  beforeAll(async () => {
    rmSync(ARTIFACTS, { recursive: true, force: true });
    mkdirSync(ARTIFACTS, { recursive: true });
    served = await servePage('hakem-norms-list-e2e-', (m) => errors.push(m));
    ({ page, url } = served);
  }, 600_000);
  afterAll(async () => {
    await served?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('shows the candidate\'s GM and IM norms in reach after round 1', async () => {
    await page.goto(`${url}standalone.html?empty`);
    await page.waitForSelector('body[data-ready="true"]');
    await page.selectOption('#new-source', 'blank');
    await page.fill('#new-rounds', '9');
    await act('#create', /Tournament created with 0 players/);

    const list = join(dir, 'players_list_foa.txt');
    writeFileSync(list, listText(LIST));
    await page.click('#ratinglist-section summary');
    await page.setInputFiles('#ratinglist-file', list);
    await page.click('#ratinglist-import');
    await listMessage(/10 players imported/);

    for (const [i, f] of LIST.entries()) await typeCell(`Players!H${i + 2}`, f.id);
    await page.click('#ratinglist-fill');
    await listMessage(/cells filled from the list/);
    await page.waitForFunction(() => /10 players/.test(document.querySelector('#summary')?.textContent ?? ''));
    const players = (await sheet('Players'))!;
    expect(players.slice(1).map((r) => [r[1], r[2], r[3], r[5]])).toEqual(LIST.map((f) => [f.name, f.tit || null, Number(f.srtng), f.fed]));
    await shot('rows-filled');

    await act('#pair', /Round 1 proposed: 5 boards/);
    await act('#accept', /Round 1 written/);
    const cand = players.findIndex((r) => r[1] === 'Candidate, Can');
    const candNo = players[cand][0] as number;
    const gmNo = players.find((r) => r[1] === 'Alpha, Gm')![0] as number;
    const r1 = (await sheet('Round 1'))!;
    const board = r1.find((r) => r[1] === candNo || r[4] === candNo)!;
    // Dutch round 1: 6th against 1st
    expect([board[1], board[4]].sort()).toEqual([candNo, gmNo].sort());
    await page.selectOption('#results-round', '1');
    for (const row of r1.slice(1)) {
      if (typeof row[0] !== 'number') continue;
      const result = row[1] === candNo ? '1-0' : row[4] === candNo ? '0-1' : '1/2-1/2';
      await page.selectOption(`select.result[data-board="${row[0]}"]`, result);
    }
    await act('#save-results', /Results of round 1 saved/);

    const norms = (await sheet('Norms'))!;
    const row = (title: string) => norms.find((r) => r[0] === candNo && r[6] === title);
    expect(row('GM')?.[7]).toBe('in reach');
    expect(row('IM')?.[7]).toBe('in reach');
    expect([row('GM')?.[2], row('GM')?.[3], row('GM')?.[4], row('GM')?.[5]]).toEqual([null, 'TUR', 2450, '1']);
    expect(norms.some((r) => /after round 1 \/ 9/.test(String(r[11])))).toBe(true);
    await page.click('.tabs button:text-is("Norms")');
    await shot('norms-after-round-1');
    expect(errors).toEqual([]);
  }, 900_000);

  it('a TRF without titles and federations: the Norms sheet takes them from the stored list (FIDE IDs looked up before writing) and says so', async () => {
    // the same ten players, their ratings and FIDE IDs only; round 1 paired as above, its results not in yet
    const t: Tournament = {
      info: { name: 'Flow' },
      players: LIST.map((f, i) => ({ no: i + 1, name: f.name, rating: Number(f.srtng), sex: 'm', fideId: f.id })),
      rounds: [{ number: 1, games: [[1, 6], [7, 2], [3, 8], [9, 4], [5, 10]].map(([white, black]) => ({ white, black, whiteResult: '', blackResult: '' })), unpaired: [] }],
      totalRounds: 9,
    };
    const trf = join(dir, 'flow.trf');
    writeFileSync(trf, writeTrf(t));
    await page.goto(`${url}standalone.html?empty`);
    await page.waitForSelector('body[data-ready="true"]');
    await page.$eval('#new-section', (d) => ((d as HTMLDetailsElement).open = true));
    await page.selectOption('#new-source', 'trf');
    await page.setInputFiles('#trf-file', trf);
    await act('#create', /Tournament created with 10 players/);
    // written with the workbook: the titled players and federations that make a norm possible come from the list
    expect((await sheet('Norms'))?.[1].slice(0, 2)).toEqual([null, 'No round has all its results yet.']);
    await page.selectOption('#results-round', '1');
    for (const [b, result] of ['0-1', '1/2-1/2', '1/2-1/2', '1/2-1/2', '1/2-1/2'].entries()) await page.selectOption(`select.result[data-board="${b + 1}"]`, result);
    await act('#save-results', /Results of round 1 saved/);

    const norms = (await sheet('Norms'))!;
    const row = (title: string) => norms.find((r) => r[0] === 6 && r[6] === title);
    expect(row('GM')?.[7]).toBe('in reach');
    expect(row('IM')?.[7]).toBe('in reach');
    // his own federation, from the list; his opponent's title and federation too
    expect(row('GM')?.[3]).toBe('TUR');
    // the GMs' own title from the list: a title already held is no norm to show (GM rows of #1 – #3 gone)
    expect(norms.filter((r) => [1, 2, 3].includes(r[0] as number)).map((r) => [r[2], r[6]])).toEqual([]);
    expect(norms.filter((r) => r[0] === 4).map((r) => [r[2], r[6]])).toEqual([['IM', 'GM']]);
    const notes = norms.map((r) => String(r[11] ?? ''));
    expect(notes.some((n) => /^Taken from the rating list, the file lacking them: 1 Alpha, Gm: title GM; 1 Alpha, Gm: federation GER;/.test(n))).toBe(true);
    expect(notes).toContain("The opponents' titles, federations and ratings are the Players sheet's; where a row lacks one, the FIDE rating list's (players_list_foa.txt, by FIDE ID).");
    await page.click('.tabs button:text-is("Norms")');
    await shot('norms-from-the-list');
    expect(errors).toEqual([]);
  }, 900_000);
});
