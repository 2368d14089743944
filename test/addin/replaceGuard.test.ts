/**
 * What Create replaces, in words, and the copy that brings it back (addin/taskpane/replaceGuard.ts, issue 34): on the
 * in-browser workbook and through the Office.js adapter (office-addin-mock, fake-excel.ts), where the copy is a
 * hidden sheet of the workbook. The event is the documents' 17-player Dutch example with round 1 of the book
 * (test/fixtures/dutch-example.json) partly recorded.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createExcelHost } from '../../addin/host/excel';
import { createStandaloneWorkbook } from '../../addin/host/standalone';
import type { WorkbookHost } from '../../addin/host/types';
import { acceptPairing, createTournament, loadState, proposePairing, saveResults } from '../../addin/taskpane/flows';
import { describeEvent, isEventSheet, KEPT_SHEET, restorePlan, sheetKeeper, snapshotEvent, textOnlyColumns } from '../../addin/taskpane/replaceGuard';
import { fakeExcel } from './fake-excel';
import { createTeamEvent, loadTeamState } from '../../addin/taskpane/team';
import { eventLabel } from '../../addin/standalone/eventStore';

const fixture = JSON.parse(readFileSync(join(__dirname, '..', 'fixtures', 'dutch-example.json'), 'utf8')) as {
  rounds: Array<{ games: Array<{ white: number; black: number; result: string }> }>;
};

/** The demo, round 1 paired, the book's results of its first three games recorded (the round not finished). */
async function running(host: WorkbookHost) {
  expect((await createTournament(host, { kind: 'demo' })).ok).toBe(true);
  const p = await proposePairing(host, 'dutch-2009');
  if (!p.ok) throw new Error(p.message.en);
  expect((await acceptPairing(host, p.value)).ok).toBe(true);
  const boards = p.value.outcome.pairing.boards;
  const results = fixture.rounds[0].games.slice(0, 3).map((g) => ({ board: boards.findIndex((b) => b.white === g.white && b.black === g.black) + 1, result: g.result }));
  expect((await saveResults(host, 1, results)).ok).toBe(true);
}

describe('replacing an event keeps it', () => {
  it('names what goes: players, rounds, the last round with results', async () => {
    const wb = createStandaloneWorkbook();
    expect((await createTournament(wb, { kind: 'demo' })).ok).toBe(true);
    let s = await loadState(wb);
    expect(s.ok && describeEvent(s.value, undefined)?.summary.en).toBe('17 players, no round paired');
    await running(createStandaloneWorkbook());
    const wb2 = createStandaloneWorkbook();
    await running(wb2);
    s = await loadState(wb2);
    const d = s.ok ? describeEvent(s.value, undefined) : undefined;
    expect(d).toEqual({ name: 'Hakem demo: 17-player Dutch example', summary: { en: '17 players, 1 round, results of round 1', tr: '17 oyuncu, 1 tur, 1. turun sonuçları' } });
    // an empty event loses nothing: nothing to ask
    const blank = createStandaloneWorkbook();
    await createTournament(blank, { kind: 'blank' });
    s = await loadState(blank);
    expect(s.ok && describeEvent(s.value, undefined)).toBeUndefined();
  });

  it('a team event is named by its teams; the browser\'s list reads the same from the cells alone', async () => {
    const wb = createStandaloneWorkbook();
    expect((await createTeamEvent(wb, { kind: 'team-blank', teams: 10, boards: 4 })).ok).toBe(true);
    const s = await loadTeamState(wb);
    const d = s.ok ? describeEvent(undefined, s.value) : undefined;
    expect(d?.summary).toEqual({ en: '10 teams, no round paired', tr: '10 takım, eşlendirilmiş tur yok' });
    expect(eventLabel(wb.sheets()).summary).toEqual(d?.summary);
    // and the individual demo after round 1 of the book
    const demo = createStandaloneWorkbook();
    await running(demo);
    const st = await loadState(demo);
    expect(eventLabel(demo.sheets()).summary).toEqual(st.ok ? describeEvent(st.value, undefined)?.summary : undefined);
  });

  it('in Excel: a hidden sheet keeps the event; brought back, every sheet is as it was, text results as text', async () => {
    const x = fakeExcel([{ name: 'My notes', rows: [['kept by the arbiter']] }]);
    const host = createExcelHost(x.run);
    await running(host);
    const names = (await host.sheetNames()).filter(isEventSheet);
    expect(names).toEqual(['Players', 'Settings', 'Round 1', 'Crosstable', 'Standings']);
    const before = new Map(names.map((n) => [n, x.grid(n)]));
    const keeper = sheetKeeper(host);
    const s = await loadState(host);
    const what = s.ok ? describeEvent(s.value, undefined)! : undefined!;
    const kept = await keeper.keep({ ...what, keptAt: '2026-11-29T01:00:00.000Z', sheets: await snapshotEvent(host) });
    expect(kept.id).toMatch(KEPT_SHEET);
    expect(x.sheets.find((z) => z.name === kept.id)?.hidden).toBe(true);

    // Create writes a new event over it: the kept sheet and the arbiter's own sheet stay
    expect((await createTournament(host, { kind: 'blank' })).ok).toBe(true);
    expect(await host.sheetNames()).toEqual(['My notes', 'Players', 'Settings', 'Crosstable', 'Standings', kept.id]);
    expect(await keeper.list()).toEqual([{ id: kept.id, name: 'Hakem demo: 17-player Dutch example', summary: what.summary, keptAt: '2026-11-29T01:00:00.000Z' }]);

    const event = await keeper.get(kept.id);
    await host.write(restorePlan(event!, await host.sheetNames()));
    for (const n of names) expect(x.grid(n), n).toEqual(before.get(n));
    // the results column stays text (Excel would read 1/2-1/2 as a date or a fraction otherwise)
    expect(x.cell('Round 1', 1, 3)?.numberFormat).toBe('@');
    // and the results drop-down is there again
    expect(x.cell('Round 1', 1, 3)?.list).toBe('1-0,0-1,1/2-1/2,+--,--+,--,0-0');
    const again = await loadState(host);
    expect(again.ok && again.value?.tournament.rounds[0].games.filter((g) => g.whiteResult !== '').length).toBe(3);
    await keeper.drop(kept.id);
    expect(await keeper.list()).toEqual([]);
    expect(x.grid('My notes')).toEqual([['kept by the arbiter']]);
  });

  it('in Excel: a large event (150 players, 7 rounds) is kept over several cells and comes back whole', async () => {
    // the norms fixture: an open with 150 players after round 7 (test/fixtures/norms)
    const trf = readFileSync(join(__dirname, '..', 'fixtures', 'norms', 'open150.trf'), 'utf8');
    const x = fakeExcel();
    const host = createExcelHost(x.run);
    expect((await createTournament(host, { kind: 'trf', text: trf, fileName: 'open150.trf' })).ok).toBe(true);
    const names = (await host.sheetNames()).filter(isEventSheet);
    const before = new Map(names.map((n) => [n, x.grid(n)]));
    const keeper = sheetKeeper(host);
    const kept = await keeper.keep({ name: 'open150', summary: { en: '', tr: '' }, keptAt: '2026-11-29T02:00:00.000Z', sheets: await snapshotEvent(host) });
    // more than one cell of the hidden sheet holds it, none over Excel's 32,767 characters
    const cells = x.grid(kept.id).map((r) => String(r[0]));
    expect(cells.length).toBeGreaterThan(2);
    expect(Math.max(...cells.map((c) => c.length))).toBeLessThanOrEqual(32_767);
    expect((await createTournament(host, { kind: 'demo' })).ok).toBe(true);
    await host.write(restorePlan((await keeper.get(kept.id))!, await host.sheetNames()));
    for (const n of names) expect(x.grid(n), n).toEqual(before.get(n));
    expect((await host.sheetNames()).filter(isEventSheet)).toEqual(names);

    // the same on the in-browser workbook, whose copy is whole (formatting included)
    const wb = createStandaloneWorkbook();
    expect((await createTournament(wb, { kind: 'trf', text: trf, fileName: 'open150.trf' })).ok).toBe(true);
    const was = wb.sheets();
    const copy = { name: 'open150', summary: { en: '', tr: '' }, keptAt: '', sheets: await snapshotEvent(wb) };
    expect((await createTournament(wb, { kind: 'demo' })).ok).toBe(true);
    await wb.write(restorePlan(copy, await wb.sheetNames()));
    expect(wb.sheets()).toEqual(was);
  });

  it('a column of text only is kept as text; numbers and formulas are not', () => {
    expect(textOnlyColumns([['h1', 'h2', 'h3'], [1, '1-0', '=HAKEM.X(A1)'], [2, '1/2-1/2', 3]])).toEqual([1]);
  });
});
