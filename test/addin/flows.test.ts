/**
 * The taskpane's actions on the standalone workbook: the arbiter's day from the documents' 17-player Dutch example,
 * and the safety rules (nothing overwritten, nothing half-written, bad cells named).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeEach, describe, expect, it } from 'vitest';
import { createStandaloneWorkbook, type StandaloneWorkbook } from '../../addin/host/standalone';
import {
  acceptPairing, createTournament, exportCrosstable, exportTrf, loadState, proposePairing, saveResults, saveSettings, setLanguage, setPlayerStatus, undoLastRound,
} from '../../addin/taskpane/flows';
import { readTrf } from '../../engine/trf/read';
import { pairingSystem } from '../../engine/pairing/registry';
import { parseStatus, formatStatus } from '../../addin/workbook/status';
import { buildTournament } from '../../engine/model/build';
import { computeTiebreak } from '../../engine/tiebreak/codes';
import { customFunctions } from './helpers/functions';
import { EVENT_UI, MSG, PROBLEM, UI } from '../../addin/i18n';

interface FixtureRound { round: number; bye?: number; absent?: number[]; games: Array<{ white: number; black: number; result: string | null }> }
const fixture = JSON.parse(readFileSync(join(__dirname, '..', 'fixtures', 'dutch-example.json'), 'utf8')) as {
  players: Array<{ no: number; name: string; rating: number }>;
  rounds: FixtureRound[];
};

const snapshot = (wb: StandaloneWorkbook) => JSON.stringify(wb.sheets());
const dutch = () => pairingSystem('dutch-2009');

async function demo(): Promise<StandaloneWorkbook> {
  const wb = createStandaloneWorkbook();
  const r = await createTournament(wb, { kind: 'demo' });
  expect(r.ok).toBe(true);
  return wb;
}

/** Pairs and accepts one round with the Dutch system; returns the boards as [white, black] and the bye. */
async function pairRound(wb: StandaloneWorkbook) {
  const p = await proposePairing(wb, 'dutch-2009');
  if (!p.ok) throw new Error(`${p.message.en} ${JSON.stringify(p.problems)}`);
  const a = await acceptPairing(wb, p.value);
  expect(a.ok).toBe(true);
  return { boards: p.value.outcome.pairing.boards.map((b) => [b.white, b.black]), byes: p.value.outcome.pairing.byes, round: p.value.round };
}

async function enterFixtureResults(wb: StandaloneWorkbook, round: number) {
  const fr = fixture.rounds.find((r) => r.round === round)!;
  const r = await saveResults(wb, round, fr.games.map((g, i) => ({ board: i + 1, result: g.result ?? '' })));
  expect(r.ok).toBe(true);
}

describe('the workbook layout', () => {
  it('writes the demo: the document\'s 17 players, the settings, an empty crosstable and standings', async () => {
    const wb = await demo();
    expect(await wb.sheetNames()).toEqual(['Players', 'Settings', 'Crosstable', 'Standings']);
    const players = (await wb.readSheet('Players'))!.values;
    expect(players.slice(1).map((r) => [r[0], r[1], r[3]])).toEqual(fixture.players.map((p) => [p.no, p.name, p.rating]));
    const settings = (await wb.readSheet('Settings'))!.values;
    const setting = (k: string) => settings.find((r) => r[0] === k)?.[2];
    expect(setting('rounds')).toBe(9);
    expect(setting('firstColour')).toBe('white');
    // the edition in force (no start date: today's), named on the sheet
    expect(setting('system')).toBe('dutch');
    expect(String(setting('edition'))).toMatch(/C\.04\.3/);
  });

  it('starts from the players an arbiter typed into an empty workbook, naming the cells it cannot read', async () => {
    const wb = createStandaloneWorkbook();
    expect((await createTournament(wb, { kind: 'blank' })).ok).toBe(true);
    expect((await wb.readSheet('Players'))!.values.length).toBe(1); // the header only
    const typed = [[1, 'Ayşe', 'WIM', 2210], [2, 'Burak', '', 'yok'], [2, 'Cem', '', 1900], [3, '', '', 1850]];
    for (const [r, row] of typed.entries()) for (const [c, v] of row.entries()) await wb.setCell('Players', r + 1, c, v);
    await wb.setCell('Players', 1, 10, 'on holiday');
    const before = JSON.stringify(wb.sheets());
    const bad = await createTournament(wb, { kind: 'players' });
    expect(bad.ok).toBe(false);
    expect((bad.ok ? [] : bad.problems ?? []).map((p) => `${p.cell}: ${p.message.en}`)).toEqual([
      'Players!K2: cannot read the status "on holiday"; write e.g. "withdrawn from round 4", "absent in round 4", "half-point bye in round 4"',
      'Players!D3: a rating must be a number, found "yok"',
      'Players!A4: pairing number 2 appears twice (first at Players!A3)',
      'Players!B5: the player has no name',
    ]);
    expect(JSON.stringify(wb.sheets())).toBe(before);
    await wb.setCell('Players', 1, 10, '');
    await wb.setCell('Players', 2, 3, 2050);
    await wb.setCell('Players', 3, 0, 4);
    await wb.setCell('Players', 4, 1, 'Deniz');
    const good = await createTournament(wb, { kind: 'players' }, { totalRounds: 5 });
    expect(good.ok).toBe(true);
    const s = await loadState(wb);
    expect(s.ok && s.value?.tournament.players.map((p) => [p.no, p.name, p.rating])).toEqual([[1, 'Ayşe', 2210], [2, 'Burak', 2050], [3, 'Deniz', 1850], [4, 'Cem', 1900]]);
    expect(s.ok && s.value?.settings.totalRounds).toBe(5);
  });

  it('has every message in English and in Turkish', () => {
    for (const [k, v] of Object.entries(UI)) {
      const text = typeof v === 'function' ? (v as (...a: unknown[]) => { en: string; tr: string })(3) : v;
      expect([k, text.en.length > 0, text.tr.length > 0]).toEqual([k, true, true]);
    }
    for (const [k, v] of Object.entries(EVENT_UI)) {
      const text = typeof v === 'function' ? (v as (...a: unknown[]) => { en: string; tr: string })('x', 'y', 'z') : v;
      expect([k, text.en.length > 0, text.tr.length > 0, text.en !== text.tr || /^[^a-z]*$/i.test(text.en)]).toEqual([k, true, true, true]);
    }
    const texts = [
      MSG.loaded(1, 2), MSG.created(3, MSG.stepPair(1)), MSG.stepPairMatch(2), MSG.stepResults(1), MSG.stepResultsMatch(1, 2), MSG.stepDone, MSG.pairedMatch(1, 4), MSG.acceptedMatch(1), MSG.undoneMatch(1), MSG.fileSystemUnknown({ en: "a", tr: "b" }), MSG.accelerationRefused("x", { en: "a", tr: "b" }), MSG.paired(1, 8), MSG.accepted(1), MSG.discarded, MSG.resultsSaved(1), MSG.undone(4), MSG.nothingToUndo,
      MSG.confirmUndo(4), MSG.statusSaved(9), MSG.exported('x.trf'), MSG.writeFailed('x'), MSG.problems, MSG.pairingFailed, MSG.unknownSystem('x'),
      MSG.roundHasResults(2), MSG.previousIncomplete(1, 'Round 1!D2'), MSG.allRoundsPaired(9), MSG.trfReadFailed('x'), MSG.noPlayers, MSG.pendingProposal, MSG.staleProposal,
      PROBLEM.notANumber({ en: 'a', tr: 'b' }, 'x'), PROBLEM.duplicateNo(1, 'A2'), PROBLEM.missingName, PROBLEM.badRating('x'), PROBLEM.badStatus('x'), PROBLEM.unknownPlayer(3),
      PROBLEM.twiceInRound(1, 'B2'), PROBLEM.duplicateBoard(1, 'A2'), PROBLEM.selfGame(1), PROBLEM.badResult('x'), PROBLEM.notMirrored('1', '1'), PROBLEM.badCode('x'),
      PROBLEM.badSetting('k', 'v', 'e'), PROBLEM.roundGap(3, 2), PROBLEM.absentButPaired(1, 2, 'B3'), PROBLEM.withdrawnButPaired(1, 2, 'B3'), PROBLEM.resultsBeforePairing(2),
    ];
    for (const t of texts) {
      expect(t.en.length).toBeGreaterThan(0);
      expect(t.tr.length).toBeGreaterThan(0);
      expect(t.tr).not.toBe(t.en);
    }
  });

  it('reads statuses in English and Turkish, and names what it cannot read', () => {
    expect(parseStatus('withdrawn from round 4')).toEqual({ withdrawnFrom: 4, absent: [], halfByes: [] });
    expect(parseStatus('4. turdan itibaren çekildi; 2. turda yok')).toEqual({ withdrawnFrom: 4, absent: [2], halfByes: [] });
    expect(parseStatus('3. turda yarım puan bay')).toEqual({ absent: [], halfByes: [3] });
    expect(parseStatus('on holiday')).toBeUndefined();
    const s = { withdrawnFrom: 5, absent: [2], halfByes: [3] };
    expect(parseStatus(formatStatus(s, 'tr'))).toEqual(s);
    expect(parseStatus(formatStatus(s, 'en'))).toEqual(s);
  });
});

describe.runIf(dutch())('the arbiter\'s day on the 17-player Dutch example (dutch-2009)', () => {
  it('pairs rounds 1-4 as the document publishes them', async () => {
    const wb = await demo();
    for (const round of [1, 2, 3, 4]) {
      if (round === 4) {
        // 9 and 14 did not come to round 3 (double forfeit) and are not paired again
        for (const no of [9, 14]) expect((await setPlayerStatus(wb, no, { withdrawnFrom: 4, absent: [], halfByes: [] })).ok).toBe(true);
      }
      const got = await pairRound(wb);
      const fr = fixture.rounds.find((r) => r.round === round)!;
      expect(got.round).toBe(round);
      expect(got.boards).toEqual(fr.games.map((g) => [g.white, g.black]));
      expect(got.byes).toEqual(fr.bye === undefined ? [] : [fr.bye]);
      if (round < 4) await enterFixtureResults(wb, round);
    }
    // The round sheet shows what the arbiter reads: board, white, name, result, black, name.
    const r4 = (await wb.readSheet('Round 4'))!.values;
    expect(r4[1]).toEqual([1, 13, 'Kaya', null, 1, 'Salih']);
  });
});

describe('the Standings sheet calls the HAKEM.* custom functions', () => {
  it('gives each player the Buchholz and SB the tie-break engine computes from the document\'s rounds 1-3', async () => {
    const { lookup, ids } = await customFunctions();
    // the Standings sheet's formulas name these ids: a function renamed or gone must fail here, not skip the test
    expect(ids).toEqual(expect.arrayContaining(['BUCHHOLZ', 'SONNEBORN_BERGER']));
    const wb = createStandaloneWorkbook([], { functions: lookup });
    await createTournament(wb, { kind: 'demo' });
    // rounds 1-3 as the document records them, typed into the round sheets
    for (const fr of fixture.rounds.slice(0, 3)) {
      await wb.write({ put: [{ name: `Round ${fr.round}`, rows: [['Board', 'White', 'Name', 'Result', 'Black', 'Name'], ...fr.games.map((g, i) => [i + 1, g.white, '', g.result, g.black, '']), ['', fr.bye!, '', 'U', '', '']] }], remove: [] });
    }
    const { refreshDerived } = await import('../../addin/taskpane/flows');
    expect((await refreshDerived(wb)).ok).toBe(true);
    const t = buildTournament({ players: fixture.players, rounds: fixture.rounds.slice(0, 3) as never, totalRounds: 9 });
    // No start date and the Settings' "auto": the latest edition, C.07 2026
    const bh = computeTiebreak(t, 'BH', { rules: '2026' });
    const sb = computeTiebreak(t, 'SB', { rules: '2026' });
    const st = (await wb.readSheet('Standings'))!;
    expect(st.values[0].slice(4)).toEqual(['BH', 'SB', 'K (FIDE)', 'Δ FIDE', 'Ru (FIDE)']);
    expect(wb.cellMessages()).toEqual(new Map());
    for (const row of st.values.slice(1)) {
      const no = row[1] as number;
      expect([no, row[4], row[5]]).toEqual([no, bh.get(no), sb.get(no)]);
    }
    expect(st.values.length).toBe(18);
  });

  it('follows the edition in force on the start date, the one the Settings name, and gives DE the codes before it', async () => {
    const wb = createStandaloneWorkbook([]);
    await createTournament(wb, { kind: 'demo' });
    const { saveSettings } = await import('../../addin/taskpane/flows');
    const formulas = async () => (await wb.readSheet('Standings'))!.formulas![1].slice(4, 7) as string[];
    // 1 September 2025: C.07 of 1 August 2024 is in force
    expect((await saveSettings(wb, { info: { startDate: '2025/09/01' }, tiebreaks: ['BH', 'DE', 'SB'] })).ok).toBe(true);
    let f = await formulas();
    expect(f[0]).toMatch(/^=HAKEM\.BUCHHOLZ\(.*,"2024"\)$/);
    expect(f[1]).toMatch(/^=HAKEM\.DIRECT_ENCOUNTER\(.*,"2024 after=BH"\)$/);
    expect(f[2]).toMatch(/^=HAKEM\.SONNEBORN_BERGER\(.*,"2024"\)$/);
    expect((await wb.readSheet('Settings'))!.values.find((r) => r[0] === 'startDate')![2]).toBe('2025/09/01');
    // 15 March 2026: the revision is in force
    await saveSettings(wb, { info: { startDate: '2026/03/15' } });
    expect((await formulas())[0]).toMatch(/,"2026"\)$/);
    // the arbiter names the documents' rules: they win over the date
    await saveSettings(wb, { rules: '2009' });
    f = await formulas();
    expect(f[0]).toMatch(/,"2009"\)$/);
    expect(f[1]).toMatch(/,"2009 after=BH"\)$/);
  });
});

describe('safety', () => {
  let wb: StandaloneWorkbook;
  beforeEach(async () => {
    wb = await demo();
    // Round 1 as the document records it, written as an arbiter would type it.
    const fr = fixture.rounds[0];
    await wb.write({
      put: [{ name: 'Round 1', rows: [['Board', 'White', 'Name', 'Result', 'Black', 'Name'], ...fr.games.map((g, i) => [i + 1, g.white, '', g.result, g.black, '']), ['', 17, '', 'U', '', '']] }],
      remove: [],
    });
  });

  it('names the cell of a result that does not mirror, of a duplicate board, of an unknown player; nothing is written', async () => {
    await wb.setCell('Round 1', 2, 3, '1-1');
    await wb.setCell('Round 1', 4, 0, 2);
    await wb.setCell('Round 1', 6, 4, 23);
    const before = snapshot(wb);
    const r = await proposePairing(wb, 'dutch-2009', [{ id: 'dutch-2009', name: { en: 'x', tr: 'x' }, pair: () => { throw new Error('must not pair'); } }]);
    expect(r.ok).toBe(false);
    const cells = (r.ok ? [] : r.problems ?? []).map((p) => `${p.cell}: ${p.message.en}`);
    expect(cells).toContainEqual(expect.stringMatching(/^Round 1!D3: .*"1" \(white\) and "1" \(black\) do not mirror/));
    expect(cells).toContainEqual(expect.stringMatching(/^Round 1!A5: board 2 appears twice \(also at Round 1!A3\)/));
    expect(cells).toContainEqual(expect.stringMatching(/^Round 1!E7: unknown player 23/));
    expect(snapshot(wb)).toBe(before);
    // and in Turkish
    expect(r.ok ? '' : r.problems![0].message.tr).toMatch(/birbirini tutmuyor|masa|bilinmeyen/);
  });

  it('names the empty result cells of an unfinished round instead of pairing the next', async () => {
    await wb.setCell('Round 1', 3, 3, '');
    const r = await proposePairing(wb, 'dutch-2009', [{ id: 'dutch-2009', name: { en: 'x', tr: 'x' }, pair: () => { throw new Error('must not pair'); } }]);
    expect(r.ok).toBe(false);
    expect(r.ok ? '' : r.message.en).toBe('Round 1 is not finished: no result in Round 1!D4.');
  });

  it('never overwrites a round that has results, even with a proposal made before', async () => {
    // A fixed pairing system stands in so the test does not depend on any real one: it pairs 1-2, 3-4, …
    const fixed = { id: 'fixed', name: { en: 'fixed', tr: 'sabit' }, pair: (t: { rounds: unknown[] }) => ({ ok: true as const, pairing: { round: t.rounds.length + 1, boards: [1, 3, 5, 7, 9, 11, 13, 15].map((w) => ({ white: w + 1, black: w })), byes: [17] }, explanation: { system: 'fixed', round: 2, sections: [] } }) };
    const p = await proposePairing(wb, 'fixed', [fixed]);
    expect(p.ok).toBe(true);
    if (!p.ok) return;
    expect((await acceptPairing(wb, p.value)).ok).toBe(true);
    expect((await saveResults(wb, 2, [{ board: 1, result: '1-0' }])).ok).toBe(true);
    const before = snapshot(wb);
    const again = await acceptPairing(wb, p.value);
    expect(again.ok).toBe(false);
    expect(again.ok ? '' : again.message.en).toMatch(/Round 2 already has results/);
    expect(snapshot(wb)).toBe(before);
  });

  it('keeps the name the arbiter gave a round sheet ("Tur 1")', async () => {
    const rows = (await wb.readSheet('Round 1'))!.formulas;
    await wb.write({ put: [{ name: 'Tur 1', rows }], remove: ['Round 1'] });
    expect((await saveResults(wb, 1, [{ board: 1, result: '0-1' }])).ok).toBe(true);
    expect((await wb.sheetNames()).filter((n) => /1$/.test(n))).toEqual(['Tur 1']);
    expect((await wb.readSheet('Tur 1'))!.values[1][3]).toBe('0-1');
    expect((await undoLastRound(wb, () => true)).ok).toBe(true);
    expect(await wb.sheetNames()).not.toContain('Tur 1');
  });

  it('leaves the workbook as it was when a write fails part-way', async () => {
    const before = snapshot(wb);
    wb.failNextWriteAfter(1); // the round sheet is written, then the crosstable fails
    const r = await saveResults(wb, 1, [{ board: 1, result: '0-1' }]);
    expect(r.ok).toBe(false);
    expect(r.ok ? '' : r.message.en).toMatch(/^Nothing was changed: the write failed/);
    expect(snapshot(wb)).toBe(before);
  });

  it('undo returns the workbook exactly to its state before the round was paired', async () => {
    const fixed = { id: 'fixed', name: { en: 'fixed', tr: 'sabit' }, pair: () => ({ ok: true as const, pairing: { round: 2, boards: [1, 3, 5, 7, 9, 11, 13, 15].map((w) => ({ white: w + 1, black: w })), byes: [17] }, explanation: { system: 'fixed', round: 2, sections: [] } }) };
    expect((await saveResults(wb, 1, fixture.rounds[0].games.map((g, i) => ({ board: i + 1, result: g.result! })))).ok).toBe(true);
    const before = snapshot(wb);
    const p = await proposePairing(wb, 'fixed', [fixed]);
    if (!p.ok) throw new Error(p.message.en);
    await acceptPairing(wb, p.value);
    await saveResults(wb, 2, [{ board: 1, result: '1/2-1/2' }]);
    expect(snapshot(wb)).not.toBe(before);
    // the round has a result: the arbiter is asked, and "no" changes nothing
    const declined = await undoLastRound(wb, () => false);
    expect(declined.ok).toBe(false);
    expect(await wb.sheetNames()).toContain('Round 2');
    const asked: string[] = [];
    const r = await undoLastRound(wb, (q) => (asked.push(q.en), true));
    expect(r.ok).toBe(true);
    expect(asked).toEqual(['Round 2 has results. Remove the round with its results?']);
    expect(snapshot(wb)).toBe(before);
  });

  it('exports TRF-16 that reads back to the same games', async () => {
    await saveResults(wb, 1, fixture.rounds[0].games.map((g, i) => ({ board: i + 1, result: g.result! })));
    const e = await exportTrf(wb);
    if (!e.ok) throw new Error(e.message.en);
    const back = readTrf(e.value.content);
    expect(back.players.map((p) => p.name)).toEqual(fixture.players.map((p) => p.name));
    expect(back.totalRounds).toBe(9);
    expect(back.firstColour).toBe('w');
    // round 1 as the document gives it: 1-9 1-0, 10-2 1-0, 3-11 1-0, 12-4 ½, 5-13 ½, 14-6 ½, 7-15 1-0, 16-8 1-0; 17 bye
    const r1 = back.rounds[0];
    expect(r1.games.map((g) => `${g.white}-${g.black} ${g.whiteResult}${g.blackResult}`).sort()).toEqual(
      ['1-9 10', '10-2 10', '3-11 10', '12-4 ==', '5-13 ==', '14-6 ==', '7-15 10', '16-8 10'].sort(),
    );
    expect(r1.unpaired).toEqual([{ player: 17, code: 'U' }]);
  });

  it('starts a tournament from a TRF file: players, settings and every round sheet', async () => {
    await saveResults(wb, 1, fixture.rounds[0].games.map((g, i) => ({ board: i + 1, result: g.result! })));
    const trf = await exportTrf(wb);
    if (!trf.ok) throw new Error(trf.message.en);
    const other = createStandaloneWorkbook();
    const r = await createTournament(other, { kind: 'trf', text: trf.value.content, fileName: 'demo.trf' });
    expect(r.ok).toBe(true);
    expect(await other.sheetNames()).toEqual(['Players', 'Settings', 'Round 1', 'Crosstable', 'Standings']);
    const a = await loadState(wb);
    const b = await loadState(other);
    expect(b.ok && b.value?.tournament.rounds).toEqual(a.ok && a.value?.tournament.rounds);
    // a malformed file is refused with its line and column, and nothing is written
    const bad = await createTournament(other, { kind: 'trf', text: trf.value.content.replace(/^XXR 9$/m, 'XXR nine'), fileName: 'bad.trf' });
    expect(bad.ok).toBe(false);
    expect(bad.ok ? '' : bad.message.en).toMatch(/bad\.trf, line \d+, column 5: XXR must give the number of rounds/);
    expect(await other.sheetNames()).toEqual(['Players', 'Settings', 'Round 1', 'Crosstable', 'Standings']);
    // a file that scores otherwise (Tornello's BBU 0.5) is refused, not counted 1 for the PAB in the workbook
    const half = await createTournament(other, { kind: 'trf', text: trf.value.content.replace(/^XXR 9$/m, 'XXR 9\nBBU  0.5'), fileName: 'half.trf' });
    expect(half.ok ? '' : half.message.en).toMatch(/it gives its own point values \(the PAB 0\.5\), which the workbook does not keep yet\. Nothing was changed\. Next: .*hakem pair FILE\.trf/);
    // said in Turkish in Turkish, not an English sentence inside a Turkish one
    expect(half.ok ? '' : half.message.tr).toMatch(/^TRF dosyası alınamadı: dosya kendi puan değerlerini veriyor \(eşlendirme bayı \(PAB\) 0,5\)/);
    expect(await other.sheetNames()).toEqual(['Players', 'Settings', 'Round 1', 'Crosstable', 'Standings']);
    // a file with no player line, or one whose lines end with CR alone and a BOM first, as Windows and bbpPairings write
    const empty = await createTournament(other, { kind: 'trf', text: '012 Club Open\r\nXXR 9\r\n', fileName: 'empty.trf' });
    expect(empty.ok ? '' : empty.message.en).toMatch(/empty\.trf.*no player \(001\) line/);
    expect(await other.sheetNames()).toEqual(['Players', 'Settings', 'Round 1', 'Crosstable', 'Standings']);
    // players who must not meet (XXP, 260) and acceleration (250, 192 _BAKU) are kept: the Must not meet and
    // Acceleration sheets, the Settings' acceleration row; a system that does not apply acceleration is refused
    for (const [line, sheet] of [['XXP 3 7', 'Must not meet'], ['260   1   3    3    7', 'Must not meet'], ['250       1.0   1   3    1    8', 'Acceleration'], ['192 FIDE_DUTCH_BAKU', 'Settings']] as const) {
      const text = trf.value.content.replace(/^(XXR 9)$/m, `$1\n${line}`);
      const kept = await createTournament(other, { kind: 'trf', text, fileName: 'asked.trf' });
      expect([line, kept.ok]).toEqual([line, true]);
      expect(await other.sheetNames()).toContain(sheet);
      const back = await exportTrf(other);
      expect(back.ok && back.value.content.split('\n')).toContain(line);
      if (line.startsWith('XXP') || line.startsWith('260')) continue;
      const before = JSON.stringify(other.sheets());
      const refused = await createTournament(other, { kind: 'trf', text, fileName: 'asked.trf' }, { system: 'dutch-2009' });
      expect(refused.ok ? '' : refused.message.en).toMatch(/does not apply.*C\.04\.7/);
      expect(JSON.stringify(other.sheets())).toBe(before);
    }
    const third = createStandaloneWorkbook();
    const cr = await createTournament(third, { kind: 'trf', text: '\uFEFF' + trf.value.content.replace(/\n/g, '\r'), fileName: 'cr.trf' });
    expect(cr.ok).toBe(true);
    const c = await loadState(third);
    expect(c.ok && c.value?.tournament.players.length).toBe(17);
    expect(c.ok && c.value?.tournament.rounds).toEqual(a.ok && a.value?.tournament.rounds);
  });

  it('exports the federation crosstable with every player', async () => {
    await saveResults(wb, 1, fixture.rounds[0].games.map((g, i) => ({ board: i + 1, result: g.result! })));
    const e = await exportCrosstable(wb);
    if (!e.ok) throw new Error(e.message.en);
    expect(e.value.fileName).toBe('Hakem-demo-17-player-Dutch-example-crosstable.html');
    for (const p of fixture.players) expect(e.value.content).toContain(p.name);
  });

  it('saves the tie-break order and rule edition, and the Standings columns follow them', async () => {
    const r = await saveSettings(wb, { tiebreaks: ['SB', 'BH-M1'], rules: '2024', totalRounds: 7 });
    expect(r.ok).toBe(true);
    const settings = (await wb.readSheet('Settings'))!.values;
    const setting = (k: string) => settings.find((row) => row[0] === k)?.[2];
    expect([setting('tiebreaks'), setting('rules'), setting('rounds')]).toEqual(['SB, BH-M1', '2024', 7]);
    const st = (await wb.readSheet('Standings'))!.formulas;
    expect(st[0].slice(4)).toEqual(['SB', 'BH-M1', 'K (FIDE)', 'Δ FIDE', 'Ru (FIDE)']);
    expect(st[1][4]).toMatch(/^=HAKEM\.SONNEBORN_BERGER\(Crosstable!\$C\$2:\$C\$18,\$B\$2:\$B\$18,"2024"\)$/);
    expect(st[1][5]).toMatch(/^=HAKEM\.TIEBREAK\("BH-M1",Crosstable!\$C\$2:\$C\$18,\$B\$2:\$B\$18,"2024"\)$/);
  });

  it('switches the workbook to Turkish and still reads it', async () => {
    await setPlayerStatus(wb, 9, { withdrawnFrom: 4, absent: [], halfByes: [] });
    expect((await setLanguage(wb, 'tr')).ok).toBe(true);
    const players = (await wb.readSheet('Players'))!.values;
    expect(players[9][10]).toBe('4. turdan itibaren çekildi');
    const settings = (await wb.readSheet('Settings'))!.values;
    expect(settings[0]).toEqual(['Key', 'Ayar', 'Değer']);
    const s = await loadState(wb);
    expect(s.ok && s.value?.settings.language).toBe('tr');
    expect(s.ok && s.value?.tournament.players[8].withdrawnFrom).toBe(4);
  });
});
