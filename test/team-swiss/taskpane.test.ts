/**
 * The taskpane's team flows on the in-memory workbook: a TRF-2026 team file imported into the Teams / Settings /
 * Round sheets, the next round paired with team-swiss and compared with the oracle's expected pairing, board results
 * entered (the match result derived), entries that do not add up refused with their cell and nothing written,
 * bad Teams sheets named cell by cell, standings against the file's own 310 totals, the TRF-2026 export.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createStandaloneWorkbook } from '../../addin/host/standalone';
import { createExcelHost } from '../../addin/host/excel';
import { fakeExcel } from '../addin/fake-excel';
import {
  acceptTeamPairing, createTeamEvent, exportTeamTrf, loadTeamState, proposeTeamPairing, saveTeamResults, setTeamStatus, undoTeamRound,
} from '../../addin/taskpane/team';
import { loadState } from '../../addin/taskpane/flows';
import { readTrf } from '../../engine/trf/read';
import { lineFinder, readTeamEvent } from '../../engine/trf/team';
import { checkTeamSwiss } from '../../engine/pairing/team-swiss/check';
import { pairingSystems } from '../../engine/pairing/registry';

const dir = join(__dirname, '../oracle/team-swiss-c046');
const file = (name: string) => readFileSync(join(dir, 'rounds', name), 'utf8');
const expected = (trf: string) => {
  const line = readFileSync(join(dir, 'expected.jsonl'), 'utf8').split('\n').filter(Boolean).map((l) => JSON.parse(l)).find((x) => x.trf === `rounds/${trf}`);
  return line.expected as { pairs: Array<[number, number]>; bye: number };
};
const ok = <T>(r: { ok: true; value: T } | { ok: false; message: { en: string } }): T => {
  if (!r.ok) throw new Error(r.message.en);
  return r.value;
};

describe('taskpane: Swiss Team (C.04.6, 2026)', () => {
  it('is offered by name, citing C.04.6 2026', () => {
    expect(pairingSystems().find((s) => s.id === 'team-swiss')?.name.en).toBe('Swiss Team (FIDE C.04.6, 2026)');
  });

  it('the Standings sheet ranks by every tie-break of Settings, GP too, and the C.07 team ones by the start date\'s edition', async () => {
    const text = file('X-chesspairing-s0301-r05.trf');
    const printed = new Map(text.split(/\r?\n/).filter((l) => l.startsWith('310 ')).map((l) => [Number(l.slice(4, 7)), [Number(l.slice(54, 60)), Number(l.slice(61, 67))]]));
    const wb = createStandaloneWorkbook();
    ok(await createTeamEvent(wb, { kind: 'team-trf', text, fileName: 'r05.trf' }, { tiebreaks: ['GP'] }));
    const rows = (await wb.readSheet('Standings'))!.values.slice(1).filter((r) => typeof r[1] === 'number');
    // by MP, then GP: the file's 310 totals (columns 55-60, 62-67) decide every place; equal places only where both tie
    for (let i = 1; i < rows.length; i++) {
      const [mpA, gpA] = printed.get(rows[i - 1][1] as number)!, [mpB, gpB] = printed.get(rows[i][1] as number)!;
      expect(mpA > mpB || (mpA === mpB && gpA >= gpB)).toBe(true);
      expect(rows[i][0] === rows[i - 1][0]).toBe(mpA === mpB && gpA === gpB);
    }
    // BH:MP with a 2025 start date: C.07 2024 by the start date, not the latest edition "without a date"
    const dated = text.replace(/^(012 .*)$/m, '$1\n042 2025/01/10');
    const wb2 = createStandaloneWorkbook();
    ok(await createTeamEvent(wb2, { kind: 'team-trf', text: dated, fileName: 'r05.trf' }, { tiebreaks: ['BH:MP'] }));
    const notes = (await wb2.readSheet('Standings'))!.values.flat().filter((c): c is string => typeof c === 'string' && c.startsWith('BH:MP'));
    expect(notes.join(' ')).toMatch(/BH:MP: C\.07 \(2024\), start date 2025-01-10/);
  });

  it('an unknown tie-break of a team file is named with every code a team file takes, C.07\'s too', async () => {
    const { teamSwissStandings } = await import('../../engine/pairing/team-swiss/standings');
    const text = file('X-chesspairing-s0301-r05.trf');
    const e = readTeamEvent(readTrf(text, 'r05.trf'), lineFinder(text), 'r05.trf');
    // game points are named GP (OP in Turkish) in the ranking note, as in the tables, not the engine's internal BP
    const r = teamSwissStandings(e, ['GP', 'OKM']);
    expect(r.notes.at(-1)).toEqual({ en: 'Ranked by MP (the primary score, C.04.6 1.2), then GP, OKM.', tr: 'Sıralama MP (birincil puan, C.04.6 1.2), sonra OP, OKM.' });
    expect(() => teamSwissStandings(e, ['OKM', 'NOPE'])).toThrow(/unknown team tie-break "NOPE": the codes are MP, BP, OKM, TSB, TSB-RR, TSB-BT, BERLIN, DE, GP, BH:MP, BH:GP, EMMSB, EGGSB/);
  });

  it('BH:MP under the documents\' 2009 edition is said to be the 2024 text\'s, not called "C.07 (2024)" with the 2009 reason alone', async () => {
    const { teamSwissStandings } = await import('../../engine/pairing/team-swiss/standings');
    const text = file('X-chesspairing-s0301-r05.trf');
    const e = readTeamEvent(readTrf(text, 'r05.trf'), lineFinder(text), 'r05.trf');
    const r = teamSwissStandings(e, ['BH:MP'], { rules: '2009' });
    expect(r.notes.map((n) => n.en).join(' ')).toMatch(/BH:MP: C\.07 \(2024: the rules edition 2009 defines no such team tie-break\), named by the arbiter/);
  });

  it('imports a team file with 4 rounds played, pairs round 5 as the oracle does, writes the boards by 352', async () => {
    const wb = createStandaloneWorkbook();
    const text = file('X-chesspairing-s0301-r05.trf');
    ok(await createTeamEvent(wb, { kind: 'team-trf', text, fileName: 'r05.trf' }));
    expect(await wb.sheetNames()).toEqual(['Teams', 'Settings', 'Round 1', 'Round 2', 'Round 3', 'Round 4', 'Standings']);
    // the individual reader sees no tournament (no Players sheet): the two never mix
    expect(ok(await loadState(wb))).toBeUndefined();
    const st = ok(await loadTeamState(wb))!;
    expect(st.event.teams).toHaveLength(31);
    expect(st.event.settings).toMatchObject({ preferences: 'A', primary: 'MP', boardColours: 'WBWB' });

    // the Standings sheet after round 4: MP and GP as the file's own 310 records print them (columns 55-60, 62-67)
    const printed = new Map(text.split(/\r?\n/).filter((l) => l.startsWith('310 ')).map((l) => [Number(l.slice(4, 7)), [Number(l.slice(54, 60)), Number(l.slice(61, 67))]]));
    const standings = (await wb.readSheet('Standings'))!.values.slice(1).filter((r) => typeof r[1] === 'number');
    expect(standings).toHaveLength(31);
    for (const r of standings) expect([r[3], r[4]]).toEqual(printed.get(r[1] as number));

    // round 5: the oracle's pairs (first-board White first) and PAB (expected.jsonl, X-chesspairing-s0301-r05)
    const p = ok(await proposeTeamPairing(wb));
    const exp = expected('X-chesspairing-s0301-r05.trf');
    expect(p.outcome.pairing.boards.map((b) => [b.white, b.black]).sort((a, b) => a[0] - b[0])).toEqual(exp.pairs);
    expect(p.outcome.pairing.byes).toEqual([exp.bye]);
    ok(await acceptTeamPairing(wb, p));
    const r5 = (await wb.readSheet('Round 5'))!.values;
    // match 1 is 16-12 (8 MP, the highest score: GHR 3.6's board order); team 16's players are 61-64, team 12's 45-48
    // (310); 352 WBWB: team 16's player has White on boards 1 and 3, Black on 2 and 4
    expect(r5[1].slice(0, 9)).toEqual([1, null, 16, 'Team 16', 'W', null, 'B', 12, 'Team 12']);
    expect(r5.slice(2, 6).map((r) => [r[1], r[2], r[4], r[6], r[7]])).toEqual([[1, 61, 'W', 'B', 45], [2, 62, 'B', 'W', 46], [3, 63, 'W', 'B', 47], [4, 64, 'B', 'W', 48]]);
    const pab = r5.find((r) => r[5] === 'PAB')!;
    expect(pab[2]).toBe(17);
    // the result cells carry the board drop-down
    const sheet = wb.sheets().find((s) => s.name === 'Round 5')!;
    expect(sheet.validations[0]).toEqual({ column: 5, fromRow: 2, toRow: 5, values: ['1-0', '0-1', '1/2-1/2', '+--', '--+', '--'] });

    // board results of match 1: 1-0, 1/2-1/2, 0-1, 1-0 (team 16's player first) → 2½-1½, team 16 wins the match: 2-0
    ok(await saveTeamResults(wb, 5, [{ match: 1, board: 1, result: '1-0' }, { match: 1, board: 2, result: '1/2-1/2' }, { match: 1, board: 3, result: '0-1' }, { match: 1, board: 4, result: '1-0' }]));
    let row = (await wb.readSheet('Round 5'))!.values[1];
    expect([row[5], row[9]]).toEqual(['2½-1½', '2-0']);

    // a whole-match forfeit on top of board results does not add up: refused at the match cell, nothing written
    const before = JSON.stringify(wb.sheets());
    const bad = await saveTeamResults(wb, 5, [{ match: 1, result: '+--' }]);
    expect(bad.ok).toBe(false);
    expect(!bad.ok && bad.problems?.map((x) => x.cell)).toEqual(['Round 5!F2']);
    expect(!bad.ok && bad.problems?.[0].message.en).toMatch(/forfeited \(\+--\) but board 1 \(Round 5!F3\) has another result/);
    expect(JSON.stringify(wb.sheets())).toBe(before);
    // an unreadable board result: refused at its cell
    const bad2 = await saveTeamResults(wb, 5, [{ match: 2, board: 3, result: '2-0' }]);
    expect(!bad2.ok && bad2.problems?.map((x) => x.cell)).toEqual(['Round 5!F10']) // match 2 is row 7, its boards rows 8-11;
    expect(JSON.stringify(wb.sheets())).toBe(before);

    // a match score typed by hand that the boards do not give: the workbook is not read, the cell named
    await wb.setCell('Round 5', 1, 5, '3-1');
    const hand = await loadTeamState(wb);
    expect(hand.ok).toBe(false);
    expect(!hand.ok && hand.problems).toEqual([{ cell: 'Round 5!F2', message: expect.objectContaining({ en: 'the match result 3-1 does not add up: the boards give 2½-1½; correct a board or the match result (an empty match result is filled from the boards)' }) }]);
    await wb.setCell('Round 5', 1, 5, '2½-1½');

    // a whole match forfeited: its boards are the forfeit's, 2-0 by 362
    ok(await saveTeamResults(wb, 5, [{ match: 2, result: '--+' }]));
    row = (await wb.readSheet('Round 5'))!.values[6];
    expect([row[5], row[9]]).toEqual(['--+', '0-2']);
    const after = ok(await loadTeamState(wb))!;
    expect(after.event.rounds[4].matches[1]).toMatchObject({ forfeit: '-+', played: false });

    // the export is a TRF-2026 team file: rounds 1-4 as the imported file has them (matches, boards, forfeits, PABs),
    // round 5 as entered; and round 5 re-pairs as written (hakem check --system team-swiss on that round)
    const trf = ok(await exportTeamTrf(wb));
    const e = readTeamEvent(readTrf(trf.content), lineFinder(trf.content));
    const original = readTeamEvent(readTrf(text), lineFinder(text));
    expect(e.rounds).toHaveLength(5);
    expect(e.rounds.slice(0, 4)).toEqual(original.rounds);
    expect(checkTeamSwiss(e).filter((d) => d.round === 5)).toEqual([]);
    expect(trf.content).toMatch(/^330 -\+   5 /m);

    // undo asks first when the round has results, then removes it
    ok(await undoTeamRound(wb, () => true));
    expect(await wb.sheetNames()).not.toContain('Round 5');
  });

  it('names the cell of a bad Teams sheet: too few players for the boards, a player twice, nothing paired', async () => {
    const wb = createStandaloneWorkbook();
    ok(await createTeamEvent(wb, { kind: 'team-blank', teams: 4, boards: 2 }, { totalRounds: 3 }));
    const teams = (await wb.readSheet('Teams'))!.values;
    // 4 teams of 2 players: team number and name on the first row of each team, players numbered 1-8 in board order
    expect(teams.slice(1).map((r) => [r[0], r[1], r[2], r[3], r[4]])).toEqual([
      [1, 'Team 1', 1, 1, 'Player 1.1'], [null, null, 2, 2, 'Player 1.2'], [2, 'Team 2', 1, 3, 'Player 2.1'], [null, null, 2, 4, 'Player 2.2'],
      [3, 'Team 3', 1, 5, 'Player 3.1'], [null, null, 2, 6, 'Player 3.2'], [4, 'Team 4', 1, 7, 'Player 4.1'], [null, null, 2, 8, 'Player 4.2'],
    ]);
    const settings = (await wb.readSheet('Settings'))!.values;
    const setting = (k: string) => settings.find((r) => r[0] === k)?.[2];
    expect([setting('system'), setting('boards'), setting('boardColours'), setting('preferences'), setting('primary'), setting('secondary'), setting('pabMatchPoints'), setting('pabGamePoints')])
      .toEqual(['team-swiss', 2, 'WB', 'A', 'MP', 'GP', 1, 1]);
    // player 4 removed: team 2 has 1 player for 2 boards
    await wb.setCell('Teams', 4, 3, null);
    await wb.setCell('Teams', 4, 4, null);
    let s = await loadTeamState(wb);
    expect(!s.ok && s.problems?.map((p) => [p.cell, p.message.en])).toEqual([['Teams!A4', 'team 2 has 1 player(s) for 2 boards']]);
    expect((await proposeTeamPairing(wb)).ok).toBe(false);
    // player 3 listed for team 2 as well as its own number 4: listed twice
    await wb.setCell('Teams', 4, 3, 3);
    await wb.setCell('Teams', 4, 4, 'Someone');
    s = await loadTeamState(wb);
    expect(!s.ok && s.problems?.map((p) => [p.cell, p.message.en])).toEqual([['Teams!D5', 'player number 3 is listed twice (also at Teams!D4)'], ['Teams!A4', 'team 2 has 1 player(s) for 2 boards']]);
    // a board colour pattern starting with B: refused at its Settings cell (C.04.6 1.6.1)
    await wb.setCell('Teams', 4, 3, 4);
    const row = settings.findIndex((r) => r[0] === 'boardColours');
    await wb.setCell('Settings', row, 2, 'BW');
    s = await loadTeamState(wb);
    expect(!s.ok && s.problems?.map((p) => p.cell)).toEqual([`Settings!C${row + 1}`]);
    await wb.setCell('Settings', row, 2, 'WB');
    expect((await loadTeamState(wb)).ok).toBe(true);
  });

  it('an absence announced on the Teams sheet is a zero-point bye for that round (4 teams: 3 paired, the PAB to one)', async () => {
    const wb = createStandaloneWorkbook();
    ok(await createTeamEvent(wb, { kind: 'team-blank', teams: 4, boards: 2 }, { totalRounds: 3 }));
    ok(await setTeamStatus(wb, 4, { absent: [1], halfByes: [] }));
    expect((await wb.readSheet('Teams'))!.values[7][8]).toBe('absent in round 1');
    const p = ok(await proposeTeamPairing(wb));
    // 3.4: teams 1-3 on 0; the PAB goes to the lowest score, then the largest TPN (3.4.4): team 3
    expect(p.outcome.pairing.byes).toEqual([3]);
    expect(p.outcome.pairing.boards).toHaveLength(1);
    ok(await acceptTeamPairing(wb, p));
    const r1 = (await wb.readSheet('Round 1'))!.values;
    expect(r1.filter((r) => r[0] === null && r[1] === null).map((r) => [r[2], r[5]])).toEqual([[4, 'Z'], [3, 'PAB']]);
  });

  it('runs the same through the Excel host (Office.js mock): text columns read back as text, the same sheets as the standalone workbook', async () => {
    const text = file('X-ref-s0201-r03.trf');
    const x = fakeExcel();
    const excel = createExcelHost(x.run);
    const wb = createStandaloneWorkbook();
    for (const host of [excel, wb]) {
      ok(await createTeamEvent(host, { kind: 'team-trf', text }));
      const p = ok(await proposeTeamPairing(host));
      // X-ref-s0201 round 3 (expected.jsonl): 1-8, 2-6, 3-4, 9-5, 10-7
      expect(p.outcome.pairing.boards.map((b) => [b.white, b.black]).sort((a, b) => a[0] - b[0])).toEqual(expected('X-ref-s0201-r03.trf').pairs);
      ok(await acceptTeamPairing(host, p));
      ok(await saveTeamResults(host, 3, [1, 2, 3, 4].map((board) => ({ match: 1, board, result: '1/2-1/2' }))));
    }
    for (const name of await wb.sheetNames()) {
      const a = (await excel.readSheet(name))!.values.map((r) => r.map((c) => (c === null || c === '' ? null : String(c))));
      const b = (await wb.readSheet(name))!.values.map((r) => r.map((c) => (c === null || c === '' ? null : String(c))));
      const trim = (rows: Array<Array<string | null>>) => rows.map((r) => { const q = [...r]; while (q.length && q[q.length - 1] === null) q.pop(); return q; }).filter((r, i, all) => r.length || all.slice(i).some((z) => z.length));
      expect(trim(a), name).toEqual(trim(b));
    }
    expect(x.sheets.map((s) => s.name)).toEqual(['Teams', 'Settings', 'Round 1', 'Round 2', 'Round 3', 'Standings']);
    const st = ok(await loadTeamState(excel))!;
    expect(st.event.rounds[2].matches[0].boards.map((b) => b.result)).toEqual(['=', '=', '=', '=']);
  });
});
