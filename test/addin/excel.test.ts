/**
 * The Office.js adapter on office-addin-mock (see fake-excel.ts): it reads and writes every sheet of the layout,
 * the taskpane's flows run through it unchanged, and a batch that fails part-way is undone.
 */
import { describe, expect, it } from 'vitest';
import { createExcelHost } from '../../addin/host/excel';
import { createStandaloneWorkbook } from '../../addin/host/standalone';
import { acceptPairing, createTournament, loadState, proposePairing, saveResults, setPlayerStatus, undoLastRound } from '../../addin/taskpane/flows';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fakeExcel } from './fake-excel';
import type { Cell } from '../../addin/host/types';

const ROUND_1 = [
  [1, 9, '1-0'], [10, 2, '1-0'], [3, 11, '1-0'], [12, 4, '1/2-1/2'], [5, 13, '1/2-1/2'], [14, 6, '1/2-1/2'], [7, 15, '1-0'], [16, 8, '1-0'],
] as const;

const round1Sheet = (): Cell[][] => [
  ['Board / Masa', 'White / Beyaz', 'Name / Ad', 'Result / Sonuç', 'Black / Siyah', 'Name / Ad'],
  ...ROUND_1.map(([w, b, r], i) => [i + 1, w, '', r, b, ''] as Cell[]),
  ['', 17, '', 'U', '', ''],
];

describe('Excel host over Office.js (office-addin-mock)', () => {
  it('lists sheets and reads a sheet as a block from A1, whatever its used range', async () => {
    const x = fakeExcel([{ name: 'Notes', rows: [[null, null], [null, 'x', 'y'], [null, 3]] }]);
    const host = createExcelHost(x.run);
    expect(await host.sheetNames()).toEqual(['Notes']);
    const s = await host.readSheet('Notes');
    expect(s!.formulas).toEqual([[], [null, 'x', 'y'], [null, 3, null]]);
    expect(await host.readSheet('Missing')).toBeUndefined();
  });

  it('writes every sheet of a new tournament: Players, Settings, Crosstable, Standings', async () => {
    const x = fakeExcel();
    const host = createExcelHost(x.run);
    expect((await createTournament(host, { kind: 'demo' })).ok).toBe(true);
    expect(x.sheets.map((s) => s.name)).toEqual(['Players', 'Settings', 'Crosstable', 'Standings']);
    expect(x.active()).toBe('Players');
    // Each sheet holds exactly what the standalone host holds for the same action.
    const wb = createStandaloneWorkbook();
    await createTournament(wb, { kind: 'demo' });
    for (const s of wb.sheets()) expect(x.grid(s.name)).toEqual(s.cells.map((r) => r.map((c) => (c === '' ? null : c))));
    // and the adapter reads every sheet back as written (formulas as the formula bar shows them)
    for (const s of wb.sheets()) {
      const read = await host.readSheet(s.name);
      const width = Math.max(...s.cells.map((r) => r.length));
      expect(read!.formulas).toEqual(s.cells.map((r) => Array.from({ length: width }, (_, i) => r[i] ?? null)));
    }
    expect(x.grid('Players')[1].slice(0, 4)).toEqual([1, 'Salih', 'GM', 2600]);
    expect(x.cell('Players', 0, 0)?.bold).toBe(true);
    // FIDE id and birth columns are text, so Excel keeps what the arbiter typed
    expect(x.cell('Players', 3, 7)?.numberFormat).toBe('@');
  });

  it('reads the workbook back (Players, Settings, Round sheets) into the same state as the standalone host', async () => {
    const x = fakeExcel();
    const excel = createExcelHost(x.run);
    await createTournament(excel, { kind: 'demo' });
    await excel.write({ put: [{ name: 'Round 1', rows: round1Sheet(), textColumns: [3] }], remove: [] });
    const wb = createStandaloneWorkbook();
    await createTournament(wb, { kind: 'demo' });
    await wb.write({ put: [{ name: 'Round 1', rows: round1Sheet() }], remove: [] });
    const a = await loadState(excel);
    const b = await loadState(wb);
    expect(a.ok && b.ok).toBe(true);
    if (!a.ok || !b.ok) return;
    expect(a.value!.tournament).toEqual(b.value!.tournament);
    expect(a.value!.tournament.rounds[0].games[3]).toEqual({ white: 12, black: 4, whiteResult: '=', blackResult: '=' });
  });

  it('writes results to the round sheet with its drop-down list, and the crosstable in the documents\' notation', async () => {
    const x = fakeExcel();
    const host = createExcelHost(x.run);
    // a list the arbiter chose, with a cut Buchholz: one formula kind per code (BUCHHOLZ, TIEBREAK, SONNEBORN_BERGER)
    await createTournament(host, { kind: 'demo' }, { tiebreaks: ['BH', 'BH-C1', 'SB'] });
    await host.write({ put: [{ name: 'Round 1', rows: round1Sheet().map((r, i) => (i > 0 && i < 9 ? [r[0], r[1], r[2], '', r[4], r[5]] : r)) }], remove: [] });
    const r = await saveResults(host, 1, ROUND_1.map(([, , res], i) => ({ board: i + 1, result: res })));
    expect(r.ok).toBe(true);
    expect(x.grid('Round 1')[4]).toEqual([4, 12, 'Elif', '1/2-1/2', 4, 'Sibel']);
    expect(x.cell('Round 1', 1, 3)?.list).toBe('1-0,0-1,1/2-1/2,+--,--+,--,0-0');
    expect(x.cell('Round 1', 1, 3)?.numberFormat).toBe('@');
    // Crosstable row of player 1: beat 9 with white; player 4: drew 12 with black; player 17: the bye
    const ct = x.grid('Crosstable');
    expect(ct[0]).toEqual(['No', 'Name / Ad', 'R1', 'Pts / Puan']);
    expect(ct[1]).toEqual([1, 'Salih', '9w1', 1]);
    expect(ct[4]).toEqual([4, 'Sibel', '12b½', 0.5]);
    expect(ct[17]).toEqual([17, 'Selcuk', '1T', 1]);
    // Standings: live formulas over the crosstable range
    const st = x.grid('Standings');
    expect(st[0]).toEqual(['Rank / Sıra', 'No', 'Name / Ad', 'Pts / Puan', 'BH', 'BH-C1', 'SB', 'K (FIDE)', 'Δ FIDE', 'Ru (FIDE)']);
    // FIDE B.02 after round 1: 1 (2600) beat 9 (2330): D 270 → PD .83, K 10 (2400+): 10 × .17 = 1.7 → +2;
    // 10 (2310) beat 2 (2570): D −260 → PD .18, K 20: 20 × .82 = 16.4 → +16; 2: K 10 × (0 − .82) = −8.2 → −8
    const fideOf = (no: number) => st.find((r) => r[1] === no)!.slice(7, 10);
    expect([fideOf(1), fideOf(10), fideOf(2)]).toEqual([[10, 2, null], [20, 16, null], [10, -8, null]]);
    const row = st.findIndex((r) => r[1] === 1);
    expect(st[row].slice(1, 4)).toEqual([1, 'Salih', 1]);
    // one formula per tie-break column, in the first player row, over the No column: the values spill beside the rows
    expect(st[1].slice(4, 7)).toEqual([
      '=HAKEM.BUCHHOLZ(Crosstable!$C$2:$C$18,$B$2:$B$18,"2026")', // no start date: the latest C.07 (settings "auto")
      '=HAKEM.TIEBREAK("BH-C1",Crosstable!$C$2:$C$18,$B$2:$B$18,"2026")',
      '=HAKEM.SONNEBORN_BERGER(Crosstable!$C$2:$C$18,$B$2:$B$18,"2026")',
    ]);
    // the cells the spill fills are written empty (Excel shows #SPILL! over anything typed there)
    expect(st.slice(2).every((r) => r.slice(4, 7).every((c) => c === null))).toBe(true);
  });

  it('puts a new round sheet before the Crosstable, as the standalone workbook does', async () => {
    const x = fakeExcel();
    const host = createExcelHost(x.run);
    await createTournament(host, { kind: 'demo' });
    await host.write({ put: [{ name: 'Round 1', rows: round1Sheet(), before: 'Crosstable' }], remove: [], activate: 'Round 1' });
    expect(x.sheets.map((s) => s.name)).toEqual(['Players', 'Settings', 'Round 1', 'Crosstable', 'Standings']);
    expect(x.active()).toBe('Round 1');
    const wb = createStandaloneWorkbook();
    await createTournament(wb, { kind: 'demo' });
    await wb.write({ put: [{ name: 'Round 1', rows: round1Sheet(), before: 'Crosstable' }], remove: [] });
    expect(await wb.sheetNames()).toEqual(x.sheets.map((s) => s.name));
  });

  it('records a withdrawal on the Players sheet and removes the last round sheet on undo', async () => {
    const x = fakeExcel();
    const host = createExcelHost(x.run);
    await createTournament(host, { kind: 'demo' });
    await host.write({ put: [{ name: 'Round 1', rows: round1Sheet() }], remove: [] });
    expect((await setPlayerStatus(host, 9, { withdrawnFrom: 2, absent: [], halfByes: [] })).ok).toBe(true);
    expect(x.grid('Players')[9][10]).toBe('withdrawn from round 2');
    expect((await undoLastRound(host, () => true)).ok).toBe(true);
    expect(x.sheets.map((s) => s.name)).not.toContain('Round 1');
  });

  it('tells the taskpane when the arbiter edits the workbook', async () => {
    const x = fakeExcel([{ name: 'Players', rows: [['No']] }]);
    const host = createExcelHost(x.run);
    let changes = 0;
    host.watch!(() => changes++);
    await new Promise((r) => setTimeout(r, 10));
    await x.fireChanged();
    await x.fireChanged();
    expect(changes).toBe(2);
  });

  it('puts a spilled Standings column back as its one formula, not as constants that would block the spill', async () => {
    // Excel reads a spill's cells back as values; the tie-break columns spill down the No column ($B$2:$B$18: 17 rows)
    const x = fakeExcel([], (f) => {
      const m = /\$B\$2:\$B\$(\d+)/.exec(f);
      return m ? { rows: Number(m[1]) - 1, columns: 1 } : undefined;
    });
    const host = createExcelHost(x.run);
    await createTournament(host, { kind: 'demo' });
    await host.write({ put: [{ name: 'Round 1', rows: round1Sheet() }], remove: [] });
    const before = JSON.stringify(x.grid('Standings'));
    expect(x.grid('Standings')[2][4]).toBeNull();
    x.failNextWriteAfter(3);
    const r = await saveResults(host, 1, [{ board: 1, result: '0-1' }]);
    expect(r.ok).toBe(false);
    expect(JSON.stringify(x.grid('Standings'))).toBe(before);
  });

  it('puts the workbook back when a batch fails after some commands took effect', async () => {
    const x = fakeExcel();
    const host = createExcelHost(x.run);
    await createTournament(host, { kind: 'demo' });
    await host.write({ put: [{ name: 'Round 1', rows: round1Sheet() }], remove: [] });
    const names = x.sheets.map((s) => s.name);
    const before = names.map((n) => JSON.stringify(x.grid(n)));
    x.failNextWriteAfter(3); // Round 1 cleared and rewritten, then the batch fails
    const r = await saveResults(host, 1, [{ board: 1, result: '0-1' }]);
    expect(r.ok).toBe(false);
    expect(r.ok ? '' : r.message.en).toMatch(/Nothing was changed: the write failed \(GeneralException/);
    expect(x.sheets.map((s) => s.name)).toEqual(names);
    expect(names.map((n) => JSON.stringify(x.grid(n)))).toEqual(before);
    // a new sheet created by the failed batch is removed again
    x.failNextWriteAfter(1);
    await expect(host.write({ put: [{ name: 'Round 2', rows: [['a']] }, { name: 'Crosstable', rows: [['b']] }], remove: [] })).rejects.toThrow(/simulated failure/);
    expect(x.sheets.map((s) => s.name)).toEqual(names);
    expect(JSON.stringify(x.grid('Crosstable'))).toBe(before[names.indexOf('Crosstable')]);
  });
});

/**
 * Issue 34, item 7: in Excel every round trip to the workbook (a context.sync) costs far more than the work around
 * it, so an action must make a fixed number of them whatever the size of the round or the number of rounds already
 * played: the sheets are read in one batch and written in one. Counted with the fake's own sync counter.
 */
describe('round trips to Excel per action', () => {
  async function roundTrips(source: Parameters<typeof createTournament>[1], rounds: number) {
    const x = fakeExcel();
    const host = createExcelHost(x.run);
    expect((await createTournament(host, source, { totalRounds: 9 })).ok).toBe(true);
    const per: Array<{ propose: number; accept: number; save: number; boards: number }> = [];
    for (let r = 1; r <= rounds; r++) {
      let before = x.syncs();
      const p = await proposePairing(host, 'dutch');
      if (!p.ok) throw new Error(p.message.en);
      const propose = x.syncs() - before;
      before = x.syncs();
      expect((await acceptPairing(host, p.value)).ok).toBe(true);
      const accept = x.syncs() - before;
      before = x.syncs();
      const boards = p.value.outcome.pairing.boards.length;
      expect((await saveResults(host, r, Array.from({ length: boards }, (_, i) => ({ board: i + 1, result: i % 3 === 2 ? '1/2-1/2' : '1-0' })))).ok).toBe(true);
      per.push({ propose, accept, save: x.syncs() - before, boards });
    }
    return per;
  }

  it('the same count for round 1 and round 4, for 17 players and for 80', async () => {
    const small = await roundTrips({ kind: 'demo' }, 4);
    const big = await roundTrips({ kind: 'trf', text: readFileSync(join(__dirname, '..', 'oracle', 'dutch-2025', 's00010-p080-r01-of04.trf'), 'utf8') }, 4);
    expect(big[0].boards).toBeGreaterThan(4 * small[0].boards - 1);
    const counts = (xs: typeof small) => xs.map(({ propose, accept, save }) => ({ propose, accept, save }));
    const first = counts(small)[0];
    expect(counts(small)).toEqual(Array(4).fill(first));
    expect(counts(big)).toEqual(Array(4).fill(first));
    // and few: a read of the workbook is three round trips (names, ranges, spills), a write five or six
    expect(first.propose).toBeLessThanOrEqual(4);
    expect(first.accept + first.save).toBeLessThanOrEqual(24);
  });
});
