/**
 * Issue 34 item 6: at 320 px (Excel's narrowest task pane) every panel fits. The standalone page in Debian's Chromium
 * is walked through every section of the pane in every state it has, every folded section unfolded, and each state
 * measured with tooWide (test/helpers/buildWeb.ts): nothing may reach past the pane's edge, no text may run out of
 * its box, and the pane may not scroll sideways. A failure names the state, the element and the section it is in.
 *
 * The events: the documents' 17-player Dutch example (the demo; its round 2 from test/fixtures/dutch-example.json
 * typed as an exercise), bbpPairings' accelerated case with two players kept apart (test/oracle/dutch-2025-
 * acceleration), a Double-Swiss reference event (test/oracle/double-swiss-c045) and the Swiss Team reference event
 * X-ref-s0201 (test/oracle/team-swiss-c046), the files saved under long names as arbiters name them. Both languages: the Turkish words are the longer ones.
 */
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { actOnPane, CHROMIUM, chooseTrf, openStandalone, servePage, tooWide, typeCell, unfoldAll, type ServedPage } from '../helpers/buildWeb';

const ROOT = join(__dirname, '..', '..');
const ARTIFACTS = join(ROOT, 'test-artifacts', 'width320');
const ORACLE = join(ROOT, 'test', 'oracle');
const book = JSON.parse(readFileSync(join(ROOT, 'test', 'fixtures', 'dutch-example.json'), 'utf8')) as {
  rounds: Array<{ round: number; bye?: number; games: Array<{ white: number; black: number; result: string | null }> }>;
};

describe.runIf(existsSync(CHROMIUM))('every section of the pane fits 320 px in every state (headless Chromium)', () => {
  let served: ServedPage | undefined;
  let page: Page;
  let url: string;
  const errors: string[] = [];
  /** Every overflow seen, named by its state; each test expects none of its own. */
  let overflows: string[] = [];
  let shots = 0;

  /** Measures the pane as it stands, every section unfolded; `state` names it in a failure. */
  const measure = async (state: string) => {
    await unfoldAll(page);
    const found = await tooWide(page);
    overflows.push(...found.map((f) => `${state}: ${f}`));
    await page.screenshot({ path: join(ARTIFACTS, `${String(++shots).padStart(2, '0')}-${state.replace(/[^\w-]+/g, '-')}.png`) });
  };
  /** Measures in English, then in Turkish, then goes back to English (the language is the event's own setting). */
  const bothLanguages = async (state: string) => {
    await measure(`${state} (en)`);
    await language('tr');
    await measure(`${state} (tr)`);
    await language('en');
  };
  const language = async (lang: 'en' | 'tr') => {
    const done = Number(await page.getAttribute('#taskpane', 'data-done'));
    const event = await page.locator('#pairing-section').count();
    await page.selectOption('#lang', lang);
    // with an event the switch is an action (Settings is written); without one the pane only draws again
    if (event) await page.waitForFunction((n) => Number(document.querySelector('#taskpane')?.getAttribute('data-done')) > n && document.querySelector('#taskpane')?.getAttribute('data-busy') === 'false', done);
    await page.waitForFunction((l) => document.querySelector('#taskpane')?.getAttribute('data-lang') === l, lang);
  };
  const act = async (selector: string, expected: RegExp) => expect(await actOnPane(page, selector)).toMatch(expected);
  /** A file as the arbiter saved it, under a long name (it is shown in the form and in messages). */
  const saved = (name: string, text: string) => {
    const file = join(ARTIFACTS, name);
    writeFileSync(file, text);
    return file;
  };

  beforeAll(async () => {
    rmSync(ARTIFACTS, { recursive: true, force: true });
    mkdirSync(ARTIFACTS, { recursive: true });
    served = await servePage('hakem-width320-', (m) => errors.push(m));
    ({ page, url } = served);
  }, 900_000);
  afterAll(async () => {
    await served?.close();
  });

  it('an individual event: form, pairing, results, absences, constraints, settings, tools, messages and problems', async () => {
    overflows = [];
    await openStandalone(page, url, 'empty');
    // the measure sees what it is for: a word too long for the pane, and a table too wide, are named with their section
    await page.$eval('#message', (m) => m.insertAdjacentHTML('afterend', '<section class="section" id="probe-section"><p id="probe-word" style="overflow-wrap: normal">Turkiye_Genclik_Satranc_Sampiyonasi_2026_Hizlandirilmis_Eslendirme.trf</p><table id="probe-table" style="width: 400px; max-width: none"><tr><td>1</td></tr></table></section>'));
    const probe = await tooWide(page);
    expect(probe).toEqual(expect.arrayContaining([expect.stringMatching(/^p#probe-word: its text runs \d+ px out of it \(in #probe-section\)$/), expect.stringMatching(/^table#probe-table: 400 px, \d+ px past the pane \(in #probe-section\)$/)]));
    await page.$eval('#probe-section', (s) => s.remove());
    await bothLanguages('empty page, new-tournament form');

    // the form filled from a file: the file's note, the encoding menu, a note under each field
    const accelerated = saved('Turkiye_Genclik_Satranc_Sampiyonasi_2026_Hizlandirilmis_Eslendirme.trf', readFileSync(join(ORACLE, 'dutch-2025-acceleration', 's11-p24-r1-250baku.trf'), 'utf8') + 'XXP    1    7\n');
    await chooseTrf(page, accelerated);
    await page.fill('#new-rounds', '7');
    await measure('new-tournament form from a file, a field changed');
    // the question "the file says 9, the form 7" (a fixed box, measured by its own width)
    await page.click('#create');
    await page.waitForSelector('#confirm');
    expect(await page.$eval('#confirm', (c) => c.getBoundingClientRect().right <= window.innerWidth && c.scrollWidth <= c.clientWidth)).toBe(true);
    const asked = Number(await page.getAttribute('#taskpane', 'data-done'));
    await page.click('#confirm-yes');
    await page.waitForFunction((n) => Number(document.querySelector('#taskpane')?.getAttribute('data-done')) > n && document.querySelector('#taskpane')?.getAttribute('data-busy') === 'false', asked);
    expect(await page.locator('#message').innerText()).toMatch(/Tournament created with 24 players/);
    // the constraints section with its acceleration table and the players kept apart
    expect(await page.locator('#acceleration-table tbody tr').count()).toBeGreaterThan(0);
    expect(await page.locator('#apart-list li').count()).toBe(1);
    await bothLanguages('accelerated event with players kept apart');
    await page.fill('#apart-players', '2 9');
    await page.fill('#apart-from', '2');
    await page.fill('#apart-to', '5');
    await act('#add-apart', /./);
    expect(await page.locator('#apart-list li').count()).toBe(2);
    await measure('a pair kept apart for rounds 2 to 5');
    await act('#pair', /Round 1 proposed/);
    await bothLanguages('accelerated event, round 1 proposed');

    // the demo: round 1 paired, accepted, results entered from the book
    await openStandalone(page, url, 'demo');
    await bothLanguages('demo, nothing paired');
    await page.selectOption('#system', 'dutch-2009');
    await act('#pair', /Round 1 proposed/);
    await page.click('#edit-proposal');
    await page.waitForSelector('#edit-table');
    await page.fill('.edit-white[data-board="0"]', '2');
    await act('#check-edit', /./);
    await measure('round 1 changed by the arbiter and marked');
    await page.click('#cancel-edit');
    await page.waitForSelector('#proposal-table');
    await act('#accept', /Round 1 written/);
    await bothLanguages('round 1 accepted, results to enter');
    for (const [i, g] of book.rounds[0].games.entries()) await page.selectOption(`select.result[data-board="${i + 1}"]`, g.result!);
    await act('#save-results', /Results of round 1 saved/);
    await bothLanguages('round 1 results saved');

    // absences: a player withdrawn, one absent
    await page.selectOption('#status-player', '17');
    await page.selectOption('#status-kind', 'absent');
    await act('#set-status', /./);
    await measure('a player absent from round 2');

    // the standings and tie-break settings, a refused change (an unknown code) and a saved one
    await page.fill('#settings-tiebreaks', 'BH, BH-C1, SB, XYZQ-NOT-A-TIEBREAK-CODE');
    await act('#save-settings', /./);
    await bothLanguages('tie-breaks refused');
    await page.fill('#settings-tiebreaks', 'BH-C1, BH, SB, PS, WIN, BPG, DE, ARO-C1');
    await page.selectOption('#settings-rules', '2024');
    await act('#save-settings', /./);
    await bothLanguages('eight tie-breaks saved, 2024 rules');

    // problems listed cell by cell: a result the pane cannot read, typed into the round sheet
    await typeCell(page, 'Round 1!D2', 'white-won-on-time-after-a-long-dispute');
    await page.waitForSelector('#problems li');
    await bothLanguages('a result typed by hand that cannot be read');
    await typeCell(page, 'Round 1!D2', book.rounds[0].games[0].result!);
    await page.waitForFunction(() => !document.querySelector('#problems'));

    expect(overflows).toEqual([]);
    expect(errors).toEqual([]);
  }, 900_000);

  it('the exercise section: a new exercise, answered, marked wrong with a verdict, marked right, the answer shown', async () => {
    overflows = [];
    await openStandalone(page, url, 'demo');
    await page.selectOption('#system', 'dutch-2009');
    await act('#pair', /Round 1 proposed/);
    await act('#accept', /Round 1 written/);
    for (const [i, g] of book.rounds[0].games.entries()) await page.selectOption(`select.result[data-board="${i + 1}"]`, g.result!);
    await act('#save-results', /Results of round 1 saved/);
    await measure('before an exercise');
    await act('#exercise-start', /Exercise 2: type your pairing of round 2/);
    await bothLanguages('exercise started');

    // the book's round 2 with the bye moved to player 1 (who has 1 point): wrong
    const r2 = book.rounds[1];
    const rows: Array<[number, number | null]> = r2.games.map((g) => [g.white === 1 ? r2.bye! : g.white, g.black === 1 ? r2.bye! : g.black]);
    rows.push([1, null]);
    for (const [i, [w, b]] of rows.entries()) {
      await typeCell(page, `Exercise 2!B${i + 2}`, String(w));
      if (b !== null) await typeCell(page, `Exercise 2!C${i + 2}`, String(b));
    }
    await page.waitForFunction(() => document.querySelector('#taskpane')?.getAttribute('data-busy') === 'false');
    await measure('exercise answered');
    await act('#exercise-mark', /^Wrong: .*Dutch 1992-2009/);
    await bothLanguages('exercise marked wrong, with its verdict');

    // the book's own round 2, as the documents' Dutch pairs it: right
    const right: Array<[number, number | null]> = [...r2.games.map((g) => [g.white, g.black] as [number, number]), [r2.bye!, null]];
    for (const [i, [w, b]] of right.entries()) {
      await typeCell(page, `Exercise 2!B${i + 2}`, String(w));
      if (b !== null) await typeCell(page, `Exercise 2!C${i + 2}`, String(b));
    }
    await page.waitForFunction(() => document.querySelector('#taskpane')?.getAttribute('data-busy') === 'false');
    await act('#exercise-mark', /^Right: round 2 as the .*Dutch/);
    await bothLanguages('exercise marked right');
    await act('#exercise-reveal', /^Right/);
    await measure('exercise with the answer shown');
    expect(overflows).toEqual([]);
    expect(errors).toEqual([]);
  }, 900_000);

  it('a Double-Swiss event: matches of two games, the sheet of each game chosen for results', async () => {
    overflows = [];
    await openStandalone(page, url, 'empty');
    await chooseTrf(page, join(ORACLE, 'double-swiss-c045', 'rounds', 'ev0001-r02.trf'));
    await measure('new-tournament form from a Double-Swiss file');
    await act('#create', /Next: pair match 2\./);
    await bothLanguages('Double-Swiss event, one match played');
    await act('#pair', /Match 2 proposed/);
    await bothLanguages('Double-Swiss match 2 proposed');
    await act('#accept', /Match 2 written/);
    const boards = await page.$$eval('select.result', (s) => s.map((x) => x.getAttribute('data-board')));
    for (const [i, b] of boards.entries()) await page.selectOption(`select.result[data-board="${b}"]`, ['1-0', '0-1', '1/2-1/2'][i % 3]);
    await act('#save-results', /Results of match 2, game 1/);
    await page.selectOption('#results-round', '4');
    await bothLanguages('Double-Swiss match 2, game 2 chosen for results');
    expect(overflows).toEqual([]);
    expect(errors).toEqual([]);
  }, 900_000);

  it('a team event: form, pairing, match results, team absences, settings; the kept events listed', async () => {
    overflows = [];
    await openStandalone(page, url, 'empty');
    const team = saved('Izmir_Kulupler_Ligi_2026_Takim_Turnuvasi_Birinci_Tur_Oncesi.trf', readFileSync(join(ORACLE, 'team-swiss-c046', 'rounds', 'X-ref-s0201-r01.trf'), 'utf8'));
    await chooseTrf(page, team);
    await measure('new-tournament form from a team file');
    await act('#create', /Team event created/);
    await bothLanguages('team event, nothing paired');
    await act('#pair', /./);
    expect(await page.locator('#proposal-table').count()).toBe(1);
    await bothLanguages('team round 1 proposed');
    await act('#accept', /./);
    await bothLanguages('team round 1 accepted, match results to enter');
    const boards = await page.$$eval('select.result', (s) => s.map((x) => `${x.getAttribute('data-match')}/${x.getAttribute('data-board')}`));
    for (const [i, key] of boards.entries()) {
      const [match, board] = key.split('/');
      if (board === '0') continue; // a whole match forfeited: left as played
      await page.selectOption(`select.result[data-match="${match}"][data-board="${board}"]`, ['1-0', '0-1', '1/2-1/2'][i % 3]);
    }
    await act('#save-results', /./);
    await bothLanguages('team round 1 results saved');

    // the event list: the team event open, the accelerated and demo events kept by the earlier tests, and another
    // event over this one (kept as replaced), the question before deleting one
    await page.$eval('#new-section', (d) => ((d as HTMLDetailsElement).open = true));
    await page.selectOption('#new-source', 'demo');
    await page.click('#create');
    await page.waitForSelector('#confirm');
    const asked = Number(await page.getAttribute('#taskpane', 'data-done'));
    await page.click('#confirm-yes');
    await page.waitForFunction((n) => Number(document.querySelector('#taskpane')?.getAttribute('data-done')) > n && document.querySelector('#taskpane')?.getAttribute('data-busy') === 'false', asked);
    await page.waitForFunction(() => document.querySelectorAll('#events-list li').length >= 3);
    await bothLanguages('the event list, a replaced event kept');
    await page.click('#events-list .event-delete');
    await page.waitForSelector('.confirm-inline');
    await measure('the event list asking before a delete');
    expect(overflows).toEqual([]);
    expect(errors).toEqual([]);
  }, 900_000);
});
