/**
 * End to end in Debian's Chromium: a 10-team, 4-board Swiss Team league (C.04.6, 2026) run round by round on the
 * standalone page, all 8 rounds. The event is the oracle's X-ref-s0201 (test/oracle/team-swiss-c046; Type B, match
 * points, three matches forfeited), its team and player names replaced by club names: the team file with no round
 * played is imported, each round is paired in the taskpane and compared with the oracle's expected pairing
 * (expected.jsonl, first-board colours included), and the board results of round k are entered from the oracle's
 * file of round k+1 (round 8's are the test's own). The Standings sheet is compared after round 7 with the MP and GP
 * the reference platform printed in its 310 records, and the team tie-breaks (OKM, TSB) with the tie-break engine
 * run by the test on the matches it entered. Screenshots go to test-artifacts/team-e2e/.
 */
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { actOnPane, CHROMIUM, servePage, type ServedPage } from '../helpers/buildWeb';
import type { Page } from 'playwright-core';
import { readTrf } from '../../engine/trf/read';
import { lineFinder, readTeamEvent } from '../../engine/trf/team';
import { formatGameResult } from '../../engine/model/results';
import type { TeamEvent } from '../../engine/model/team';
import { olympiadKhantyMansiysk, teamSonnebornBerger, type TeamEvent as TbEvent } from '../../engine/tiebreak/team';

const ROOT = join(__dirname, '..', '..');
const ARTIFACTS = join(ROOT, 'test-artifacts', 'team-e2e');
const ORACLE = join(ROOT, 'test', 'oracle', 'team-swiss-c046');
const EVENT = 'X-ref-s0201';
const ROUNDS = 8;

const CLUBS = ['Karşıyaka SK', 'Göztepe SK', 'Altay SK', 'Bornova Belediyesi', 'Buca Gençlik', 'Konak Satranç', 'Bayraklı SK', 'Çiğli Kale', 'Urla Bağ', 'Tire Gençlerbirliği'];
const SURNAMES = ['Yılmaz', 'Kaya', 'Demir', 'Şahin', 'Çelik', 'Yıldız', 'Aydın', 'Öztürk', 'Arslan', 'Doğan', 'Kılıç', 'Aslan', 'Çetin', 'Kara', 'Koç', 'Kurt', 'Özdemir', 'Şimşek', 'Polat', 'Erdem'];
const GIVEN = ['Ahmet', 'Elif', 'Mehmet', 'Zeynep', 'Can', 'Ayşe', 'Emre', 'Deniz'];

const oracleText = (k: number) => readFileSync(join(ORACLE, 'rounds', `${EVENT}-r${String(k).padStart(2, '0')}.trf`), 'utf8');
const oracleEvent = (k: number): TeamEvent => {
  const text = oracleText(k);
  return readTeamEvent(readTrf(text), lineFinder(text));
};
const expected = new Map<number, { pairs: Array<[number, number]>; bye: number }>(
  readFileSync(join(ORACLE, 'expected.jsonl'), 'utf8').split('\n').filter(Boolean).map((l) => JSON.parse(l)).filter((x) => x.event === EVENT).map((x) => [x.round, x.expected]),
);
const playerName = (no: number) => `${GIVEN[no % GIVEN.length]} ${SURNAMES[(no * 7) % SURNAMES.length]}`;

/** The oracle's file of round 1 with club and player names (fixed TRF columns: 310 name 9-40, 001 name 15-47). */
function namedFile(): string {
  return oracleText(1).split(/\r?\n/).map((l) => {
    if (l.startsWith('012 ')) return '012 İzmir Kulüpler Ligi 2026';
    if (l.startsWith('310 ')) return l.slice(0, 8) + CLUBS[Number(l.slice(4, 7)) - 1].padEnd(32) + l.slice(40);
    if (l.startsWith('001 ')) return l.slice(0, 14) + playerName(Number(l.slice(4, 8))).padEnd(33) + l.slice(47);
    return l;
  }).join('\n');
}


const haveChromium = existsSync(CHROMIUM);

describe.runIf(!!process.env.CI)('team end-to-end prerequisites', () => {
  it('has Debian\'s Chromium', () => expect(haveChromium).toBe(true));
});

describe.runIf(haveChromium)('a Swiss Team league in the standalone page (headless Chromium)', () => {
  let served: ServedPage | undefined;
  let url: string;
  let page: Page;
  let step = 0;
  const errors: string[] = [];

  const shot = async (name: string) => {
    step++;
    await page.screenshot({ path: join(ARTIFACTS, `${String(step).padStart(2, '0')}-${name}.png`), fullPage: false });
  };
  // the action's own done state, then its message (test/helpers/buildWeb.ts actOnPane)
  const act = async (selector: string, expected: RegExp) => {
    expect(await actOnPane(page, selector)).toMatch(expected);
  };
  const sheetValues = (name: string) =>
    page.evaluate(async (n) => {
      const wb = (window as unknown as { hakem: { workbook: { readSheet(n: string): Promise<{ values: unknown[][] } | undefined> } } }).hakem.workbook;
      return (await wb.readSheet(n))?.values;
    }, name) as Promise<unknown[][] | undefined>;

  beforeAll(async () => {
    rmSync(ARTIFACTS, { recursive: true, force: true });
    mkdirSync(ARTIFACTS, { recursive: true });
    served = await servePage('hakem-team-e2e-', (m) => errors.push(m));
    ({ page, url } = served);
  }, 900_000);

  afterAll(async () => {
    await served?.close();
  });

  it('runs all 8 rounds: import, pair as the oracle, board results, standings, match cards, export', async () => {
    // 0. the page opens on the individual demo: Swiss Team is in the system list, and says it pairs a team event
    await page.goto(`${url}standalone.html`);
    await page.waitForSelector('body[data-ready="true"]');
    expect(await page.locator('#system option').allInnerTexts()).toContain('Swiss Team (FIDE C.04.6, 2026)');
    await page.selectOption('#system', 'team-swiss');
    await page.click('#pair');
    await page.waitForFunction(() => /pairs a team event/.test(document.querySelector('#message')?.textContent ?? ''));
    expect(await page.locator('.tabs button').allInnerTexts()).toEqual(['Players', 'Settings', 'Crosstable', 'Standings']);

    // 1. the team file (no round played) imported: Teams, Settings, Standings
    const file = join(ARTIFACTS, 'league.trf');
    writeFileSync(file, namedFile());
    await page.$eval('#new-section', (d) => ((d as HTMLDetailsElement).open = true));
    await page.selectOption('#new-source', 'trf');
    await page.setInputFiles('#trf-file', file);
    // the demo is replaced: the page asks first and keeps a copy (issue 34)
    const created = act('#create', /Team event created: 10 teams, 4 boards/);
    await page.click('#confirm-yes');
    await created;
    // the demo's sheets are gone: the workbook holds one event
    expect(await page.locator('.tabs button').allInnerTexts()).toEqual(['Teams', 'Settings', 'Standings']);
    const teams = (await sheetValues('Teams'))!;
    // 310: team t's players are 4t-3 … 4t in board order
    expect(teams.slice(1, 5).map((r) => [r[0], r[1], r[2], r[3], r[4]])).toEqual([[1, CLUBS[0], 1, 1, playerName(1)], [null, null, 2, 2, playerName(2)], [null, null, 3, 3, playerName(3)], [null, null, 4, 4, playerName(4)]]);
    expect(await page.locator('#system').inputValue()).toBe('team-swiss');
    expect(await page.locator('#system option').allInnerTexts()).toEqual(['Swiss Team (FIDE C.04.6, 2026)']);
    await page.click('.tabs button:text-is("Teams")');
    await shot('teams-imported');

    const entered: TeamEvent['rounds'] = [];
    for (let k = 1; k <= ROUNDS; k++) {
      // 2. pair round k: the oracle's pairs with their first-board colours
      await act('#pair', new RegExp(`Round ${k} proposed: 5 matches`));
      const rows = await page.$$eval('#proposal-table tbody tr', (trs) => trs.map((r) => [...r.querySelectorAll('td')].map((td) => td.textContent?.trim() ?? '')));
      const pairs = rows.map((r) => [parseInt(r[1]), parseInt(r[2])] as [number, number]);
      expect([...pairs].sort((a, b) => a[0] - b[0])).toEqual(expected.get(k)!.pairs);
      expect(await page.locator('#explanation').innerText()).toContain('C.04.6 (2026 edition), round ' + k);
      if (k === 1 || k === 5) await shot(`round${k}-proposal`);
      await act('#accept', new RegExp(`Round ${k} written`));

      // 3. the round sheet: match rows and their boards by 352 WBWB
      const sheet = (await sheetValues(`Round ${k}`))!;
      const matchRows = sheet.map((r, i) => ({ r, i })).filter((x) => typeof x.r[0] === 'number');
      expect(matchRows.map((x) => [x.r[2], x.r[7]])).toEqual(pairs);
      for (const { r, i } of matchRows) {
        const [w, b] = [r[2] as number, r[7] as number];
        expect(sheet.slice(i + 1, i + 5).map((x) => [x[1], x[2], x[4], x[7]])).toEqual([1, 2, 3, 4].map((board) => [board, 4 * w - 4 + board, board % 2 ? 'W' : 'B', 4 * b - 4 + board]));
      }

      // 4. board results: the oracle's (round k of its file k+1), or for round 8 the test's own
      const source = k < ROUNDS ? oracleEvent(k + 1).rounds.find((r) => r.number === k)! : undefined;
      const round: TeamEvent['rounds'][number] = { number: k, matches: [], unpaired: [] };
      for (const [mi, [w, b]] of pairs.entries()) {
        const om = source?.matches.find((m) => m.white === w && m.black === b);
        if (source) expect(om, `round ${k}: ${w}-${b} in the oracle's file`).toBeDefined();
        if (om?.forfeit) {
          await page.selectOption(`select.match-forfeit[data-match="${mi + 1}"]`, { '+-': '+--', '-+': '--+', '--': '--' }[om.forfeit]);
          round.matches.push(om);
          continue;
        }
        const results = om ? om.boards.map((x) => formatGameResult(x.result, x.opponentResult)) : ['1-0', '1/2-1/2', '0-1', '1-0', '0-1', '1/2-1/2'].slice(mi % 3, mi % 3 + 4);
        for (const [bi, res] of results.entries()) await page.selectOption(`select.result[data-match="${mi + 1}"][data-board="${bi + 1}"]`, res);
        round.matches.push(om ?? { white: w, black: b, played: true, boards: results.map((res, bi) => ({ board: bi + 1, player: 4 * w - 4 + bi + 1, opponent: 4 * b - 4 + bi + 1, result: res === '1-0' ? '1' : res === '0-1' ? '0' : '=', opponentResult: res === '1-0' ? '0' : res === '0-1' ? '1' : '=' })) });
      }
      if (k === 1) {
        // an entry that does not add up: match 1 forfeited by the Black team while its boards have results
        await page.selectOption('select.match-forfeit[data-match="1"]', '--+');
        await act('#save-results', /refused; nothing was written/);
        expect(await page.locator('#problems').innerText()).toMatch(/Round 1!F2: the match is entered as forfeited \(--\+\) but board 1 \(Round 1!F3\) has another result/);
        // a change event arriving after the action (as Excel's do) re-reads the workbook: the refused cells stay listed
        await page.$eval('#problems', (el) => el.setAttribute('data-before-reread', ''));
        await page.evaluate(async () => {
          const wb = (window as unknown as { hakem: { workbook: { readSheet(n: string): Promise<{ values: unknown[][] } | undefined>; setCell(s: string, r: number, c: number, v: unknown): Promise<void> } } }).hakem.workbook;
          const v = (await wb.readSheet('Settings'))!.values[0][0];
          await wb.setCell('Settings', 0, 0, v);
        });
        await page.waitForFunction(() => !document.querySelector('[data-before-reread]'));
        expect(await page.locator('#problems').count()).toBe(1);
        expect(await page.locator('#problems').innerText()).toMatch(/Round 1!F2: the match is entered as forfeited/);
        await page.$eval('#taskpane', (el) => el.scrollTo(0, 0));
        await shot('round1-refused');
        // the form kept every entry: only the forfeit is taken back
        expect(await page.locator('select.result[data-match="2"][data-board="1"]').inputValue()).not.toBe('');
        await page.selectOption('select.match-forfeit[data-match="1"]', '');
      }
      if (k === 2) await shot('round2-results-entered');
      await act('#save-results', new RegExp(`Results of round ${k} saved`));
      entered.push(round);

      // 5. each match row now carries its result, the sum of its boards (or the forfeit), and its match points
      const after = (await sheetValues(`Round ${k}`))!.filter((r) => typeof r[0] === 'number');
      for (const [mi, m] of round.matches.entries()) {
        const pts = (x: string) => (x === '1' || x === '+' ? 1 : x === '=' ? 0.5 : 0);
        const w = m.boards.reduce((s, x) => s + pts(x.result), 0), b = m.boards.reduce((s, x) => s + pts(x.opponentResult), 0);
        const half = (x: number) => (Number.isInteger(x) ? String(x) : `${Math.floor(x) || ''}½`);
        const mp = m.forfeit === '+-' ? [2, 0] : m.forfeit === '-+' ? [0, 2] : m.forfeit === '--' ? [0, 0] : w > b ? [2, 0] : w < b ? [0, 2] : [1, 1];
        expect([after[mi][5], after[mi][9]]).toEqual([m.forfeit ? { '+-': '+--', '-+': '--+', '--': '--' }[m.forfeit] : `${half(w)}-${half(b)}`, `${mp[0]}-${mp[1]}`]);
      }

      // 6. after round 7: MP and GP as the reference platform printed them in its 310 records of round 8's file
      if (k === ROUNDS - 1) {
        const printed = new Map(oracleText(ROUNDS).split(/\r?\n/).filter((l) => l.startsWith('310 ')).map((l) => [Number(l.slice(4, 7)), [Number(l.slice(54, 60)), Number(l.slice(61, 67))]]));
        const st = (await sheetValues('Standings'))!.slice(1).filter((r) => typeof r[1] === 'number');
        expect(st.map((r) => [r[1], [r[3], r[4]]]).sort((a, b) => (a[0] as number) - (b[0] as number))).toEqual([...printed.entries()].sort((a, b) => a[0] - b[0]));
      }
    }
    await page.click('.tabs button:text-is("Round 8")');
    await shot('round8-sheet');

    // the arbiter edits a board by hand in the sheet: the match result beside it no longer adds up, and the taskpane
    // names that cell; put back, the workbook reads again
    const board1 = (await sheetValues('Round 8'))![2][5] as string;
    await page.click('td[data-ref="Round 8!F3"]');
    await page.fill('#formula', board1 === '0-1' ? '1-0' : '0-1');
    await page.press('#formula', 'Enter');
    await page.waitForSelector('#problems');
    expect(await page.locator('#problems').innerText()).toMatch(/^Round 8!F2: the match result \S+ does not add up: the boards give /);
    await page.$eval('#taskpane', (el) => el.scrollTo(0, 0));
    await shot('hand-edit-problem');
    await page.click('td[data-ref="Round 8!F3"]');
    await page.fill('#formula', board1);
    await page.press('#formula', 'Enter');
    await page.waitForSelector('#problems', { state: 'detached' });

    // 7. final standings: MP, GP, then OKM and TSB from the tie-break engine on the matches the test entered
    const tb: TbEvent = {
      boards: 4,
      teams: CLUBS.map((name, i) => ({ no: i + 1, name })),
      matches: entered.flatMap((r) => r.matches.map((m) => {
        const pts = (x: string) => (x === '1' || x === '+' ? 1 : x === '=' ? 0.5 : 0);
        return { round: r.number, home: m.white, away: m.black, homePoints: m.boards.reduce((s, x) => s + pts(x.result), 0), awayPoints: m.boards.reduce((s, x) => s + pts(x.opponentResult), 0) };
      })),
    };
    const mpOf = (no: number) => entered.reduce((s, r) => s + r.matches.reduce((a, m) => {
      const pts = (x: string) => (x === '1' || x === '+' ? 1 : x === '=' ? 0.5 : 0);
      const w = m.boards.reduce((q, x) => q + pts(x.result), 0), b = m.boards.reduce((q, x) => q + pts(x.opponentResult), 0);
      const [mw, mb] = m.forfeit === '+-' ? [2, 0] : m.forfeit === '-+' ? [0, 2] : m.forfeit === '--' ? [0, 0] : w > b ? [2, 0] : w < b ? [0, 2] : [1, 1];
      return a + (m.white === no ? mw : m.black === no ? mb : 0);
    }, 0), 0);
    const expectedRows = CLUBS.map((_, i) => i + 1).map((no) => ({ no, mp: mpOf(no), okm: olympiadKhantyMansiysk(tb, no), tsb: teamSonnebornBerger(tb, no) }))
      .sort((a, b) => b.mp - a.mp || b.okm - a.okm || b.tsb - a.tsb || a.no - b.no);
    const standings = (await sheetValues('Standings'))!;
    expect(standings[0].slice(0, 7)).toEqual(['Rank / Sıra', 'No', 'Team / Takım', 'MP', 'GP / OP', 'OKM', 'TSB']);
    expect(standings[0][8]).toBe('After round 8.');
    expect(standings.slice(1, 11).map((r) => [r[1], r[3], r[5], r[6]])).toEqual(expectedRows.map((x) => [x.no, x.mp, x.okm, x.tsb]));
    await page.click('.tabs button:text-is("Standings")');
    await shot('final-standings');

    // 8. the match cards of round 8, printed from the template
    await page.click('#print');
    const frame = page.frameLocator('#print-frame');
    await frame.locator('body').waitFor();
    const printed = await frame.locator('body').innerText();
    expect(printed).toContain('İzmir Kulüpler Ligi 2026 — Match cards, round 8');
    expect(await page.locator('#print-now').innerText()).toBe('Print match cards');
    for (const [w, b] of expected.get(8)!.pairs) for (const no of [w, b]) expect(printed).toContain(`${no}. ${CLUBS[no - 1]}`);
    await shot('match-cards');
    await page.click('#print-close');

    // 9. Turkish
    await page.selectOption('#lang', 'tr');
    await page.waitForFunction(() => document.querySelector('#taskpane')?.getAttribute('data-lang') === 'tr' && document.querySelector('#taskpane')?.getAttribute('data-busy') === 'false');
    expect(await page.locator('#print').innerText()).toBe('Maç kartlarını yazdır');
    await shot('turkish');

    // 10. the TRF-2026 export holds the oracle's rounds 1-7 as its own file of round 8 has them
    const [download] = await Promise.all([page.waitForEvent('download'), page.click('#export-trf')]);
    const trfPath = join(ARTIFACTS, download.suggestedFilename());
    await download.saveAs(trfPath);
    const text = readFileSync(trfPath, 'utf8');
    const exported = readTeamEvent(readTrf(text), lineFinder(text));
    expect(exported.rounds.slice(0, ROUNDS - 1)).toEqual(oracleEvent(ROUNDS).rounds);

    // 11. the site download: the team site as one file, every round's page, a standings row per team
    const [siteDownload] = await Promise.all([page.waitForEvent('download'), page.click('#export-site')]);
    const sitePath = join(ARTIFACTS, siteDownload.suggestedFilename());
    await siteDownload.saveAs(sitePath);
    const site = readFileSync(sitePath, 'utf8');
    for (let r = 1; r <= ROUNDS; r++) expect(site).toContain(`<section id="tr-round-${r}"`);
    expect([.../<section id="tr-standings"[^>]*>(.*?)<\/section>/s.exec(site)![1].matchAll(/<tr data-no="\d+">/g)]).toHaveLength(exported.teams.length);
    expect(errors).toEqual([]);
  }, 900_000);
});
