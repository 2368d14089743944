/**
 * Issue 25: "New tournament → From a TRF file" keeps the file. A file of each system (the oracle corpora: Dutch,
 * Double-Swiss, Swiss Team; Dutch with acceleration; files with XXP, 260, XXA and 192 codes) is imported into a
 * workbook and exported again: the exported file reads (engine/trf, an independent path) to the same players,
 * rounds, byes announced for the round to pair, rounds, colour, dates, system, acceleration, who must not meet and
 * kept records; a second import of the export gives the same workbook, and a second export the same file.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createStandaloneWorkbook, type StandaloneWorkbook } from '../../addin/host/standalone';
import { createTournament, exportTrf, fileSettings, loadState, proposePairing, saveSettings } from '../../addin/taskpane/flows';
import { createTeamEvent, exportTeamTrf } from '../../addin/taskpane/team';
import { readTrf } from '../../engine/trf/read';
import type { Tournament } from '../../engine/model/types';
import { systemFromFile } from '../../engine/pairing/edition';
import { asksForBaku } from '../../engine/pairing/acceleration';
import { formatStatus, parseStatus } from '../../addin/workbook/status';

const ORACLE = join(__dirname, '..', 'oracle');
const files = (dir: string, every: number) => readdirSync(join(ORACLE, dir)).filter((f) => f.endsWith('.trf')).sort().filter((_, i) => i % every === 0).map((f) => join(ORACLE, dir, f));

/** The event as the file says it, independent of any layout: what a round trip must keep. */
function essence(t: Tournament, ignore192 = false) {
  const sys = systemFromFile(t);
  return {
    info: Object.fromEntries(Object.entries(t.info).filter(([, v]) => v !== undefined).sort()),
    totalRounds: t.totalRounds,
    firstColour: t.firstColour ?? 'w',
    players: t.players.map((p) => [p.no, p.name, p.title ?? '', p.rating ?? 0, p.federation ?? '', p.fideId ?? '', p.birth ?? '', p.sex ?? '']),
    rounds: t.rounds.map((r) => ({
      n: r.number,
      games: r.games.map((g) => [g.white, g.black, g.whiteResult, g.blackResult]).sort((a, b) => Number(a[0]) - Number(b[0])),
      unpaired: r.unpaired.map((u) => [u.player, u.code]).sort((a, b) => Number(a[0]) - Number(b[0])),
    })),
    system: sys?.id ?? 'dutch',
    baku: asksForBaku(t),
    apart: (t.forbiddenGroups ?? []).map((g) => [g.players, g.fromRound ?? 0, g.toRound ?? 0]),
    acceleration: (t.acceleration ?? []).map((a) => [a.points, a.fromRound, a.toRound, a.from, a.to, a.matchPoints ?? 0]),
    // the lines kept verbatim; 192 is compared as the system, 240 and 250 as byes and acceleration, XXA as 250
    other: (t.otherLines ?? []).filter((l) => !/^(240|250|XXA)/.test(l) && !(ignore192 && l.startsWith('192'))).sort(),
  };
}

async function roundTrip(text: string, team: boolean, overrides = {}) {
  const wb = createStandaloneWorkbook();
  const created = team ? await createTeamEvent(wb, { kind: 'team-trf', text }) : await createTournament(wb, { kind: 'trf', text }, overrides);
  if (!created.ok) throw new Error(created.message.en);
  const exported = team ? await exportTeamTrf(wb) : await exportTrf(wb);
  if (!exported.ok) throw new Error(exported.message.en);
  return { wb, content: exported.value.content };
}

const sheets = (wb: StandaloneWorkbook) => JSON.parse(JSON.stringify(wb.sheets())) as Array<{ name: string; cells: unknown }>;

async function check(text: string, team = false) {
  const { wb, content } = await roundTrip(text, team);
  const original = readTrf(text);
  const back = readTrf(content);
  // a file with no 192 code gets one on export (the system chosen, by the date); the 192 line compares as the system
  const no192 = !(original.otherLines ?? []).some((l) => l.startsWith('192'));
  expect(essence(back, no192)).toEqual(essence(original, no192));
  // and again: the workbook of the export is the workbook of the file, its export the same text
  const again = await roundTrip(content, team);
  const strip = (s: ReturnType<typeof sheets>) => JSON.stringify(s).replace(/"systemCode"[^\]]*\]/g, '');
  expect(strip(sheets(again.wb))).toBe(strip(sheets(wb)));
  expect(again.content).toBe(content);
}

describe('a TRF imported and exported again is the same event', () => {
  it('Dutch (bbpPairings corpus, 092 FIDE_DUTCH_2025, XXR, XXC, byes in the round to pair)', async () => {
    for (const f of files('dutch-2025', 43)) await check(readFileSync(f, 'utf8'));
  }, 120_000);

  it('Dutch with acceleration (250 lines, 192 FIDE_DUTCH_BAKU)', async () => {
    for (const f of files('dutch-2025-acceleration', 3)) await check(readFileSync(f, 'utf8'));
  }, 120_000);

  it('Double-Swiss (192 FIDE_DOUBLESWISS, two TRF rounds a match, byes announced for the next match)', async () => {
    for (const f of files(join('double-swiss-c045', 'rounds'), 51)) await check(readFileSync(f, 'utf8'));
  }, 120_000);

  it('Swiss Team (TRF-2026 team files: 192, 142, 152, 162, 362, 310, 320, 330, 352)', async () => {
    for (const f of files(join('team-swiss-c046', 'rounds'), 29)) await check(readFileSync(f, 'utf8'), true);
  }, 120_000);

  it('XXP, 260, 240, 042/052 and records Hakem does not interpret (162, 132, 112) are kept', async () => {
    const base = readFileSync(files('dutch-2025', 1).find((f) => f.includes('s00057-p012-r06'))!, 'utf8');
    const text = base.replace(/^(012 .*)$/m, '$1\n042 2026/03/15\n052 2026/03/22\n112 Deputy One\n162  W 1.0    D 0.5    L 0.0')
      + 'XXP 1 2\n260   6   9    3    4    5\n240 H   7    8\n';
    await check(text);
    const { wb } = await roundTrip(text, false);
    const s = await loadState(wb);
    expect(s.ok && s.value?.statuses.get(8)?.halfByes).toEqual([7]);
    expect(s.ok && s.value?.tournament.forbiddenGroups).toEqual([{ players: [1, 2] }, { players: [3, 4, 5], fromRound: 6, toRound: 9 }]);
  });

  it('reads JaVaFo\'s XXA lines as the 250 lines they mean', async () => {
    const base = readFileSync(join(ORACLE, 'dutch-2025-acceleration', 's11-p24-r1-250baku.trf'), 'utf8');
    const xxa = base.split('\n').filter((l) => !l.startsWith('250')).join('\n')
      + Array.from({ length: 12 }, (_, i) => `XXA ${String(i + 1).padStart(4)}  1.0  1.0  1.0  0.5  0.5`).join('\n') + '\n';
    const a = await roundTrip(base, false);
    const b = await roundTrip(xxa, false);
    const acc = (wb: StandaloneWorkbook) => loadState(wb).then((s) => (s.ok ? s.value?.tournament.acceleration?.map((x) => [x.points, x.fromRound, x.toRound, x.from, x.to]) : undefined));
    const pairs = async (wb: StandaloneWorkbook) => { const p = await proposePairing(wb); return p.ok ? p.value.outcome.pairing : p.message.en; };
    // the same virtual points, per player rather than per group, and the same pairing
    const grouped = (await acc(a.wb))!;
    const perPlayer = (await acc(b.wb))!;
    expect(perPlayer.length).toBe(24);
    for (let no = 1; no <= 24; no++) {
      for (let r = 1; r <= 9; r++) {
        const v = (list: number[][]) => list.find((x) => no >= x[3] && no <= x[4] && r >= x[1] && r <= x[2])?.[0] ?? 0;
        expect([no, r, v(perPlayer)]).toEqual([no, r, v(grouped)]);
      }
    }
    expect(await pairs(b.wb)).toEqual(await pairs(a.wb));
  });
});

describe('the file\'s own settings', () => {
  const seven = readFileSync(join(ORACLE, 'dutch-2025', 's00057-p012-r06-of09.trf'), 'utf8').replace('XXR 9', 'XXR 7').replace('XXC white1', 'XXC black1');

  it('a 7-round file is a 7-round event with its colour and its system, whatever the form\'s defaults', async () => {
    const wb = createStandaloneWorkbook();
    expect((await createTournament(wb, { kind: 'trf', text: seven })).ok).toBe(true);
    const s = await loadState(wb);
    expect(s.ok && [s.value?.settings.totalRounds, s.value?.settings.firstColour, s.value?.settings.system]).toEqual([7, 'b', 'dutch']);
    expect(fileSettings(seven)).toMatchObject({ rounds: { value: 7, record: 'XXR' }, colour: { value: 'b', record: 'XXC' }, system: { id: 'dutch', record: '092' } });
  });

  it('a Double-Swiss file opens as a Double-Swiss event, the next match\'s byes as statuses, not round sheets', async () => {
    const f = join(ORACLE, 'double-swiss-c045', 'rounds', 'ev0001-r04.trf');
    const text = readFileSync(f, 'utf8');
    const wb = createStandaloneWorkbook();
    const r = await createTournament(wb, { kind: 'trf', text });
    expect(r.ok && r.message.en).toMatch(/pair match 4/);
    const s = await loadState(wb);
    expect(s.ok && s.value?.settings.system).toBe('double-swiss');
    expect(await wb.sheetNames()).toEqual(['Players', 'Settings', ...[1, 2, 3, 4, 5, 6].map((n) => `Round ${n}`), 'Crosstable', 'Standings']);
    // the file's announced byes for match 4 (TRF rounds 7 and 8): player 4 H, 8 F (read from the file)
    const file = readTrf(text);
    const r7 = file.rounds.find((x) => x.number === 7)!.unpaired;
    for (const u of r7) {
      const st = s.ok ? s.value?.statuses.get(u.player) : undefined;
      const list = u.code === 'H' ? st?.halfByes : u.code === 'F' ? st?.fullByes : st?.absent;
      expect([u.player, list]).toEqual([u.player, [7]]);
    }
    // the Players sheet names the match (the event counts matches), and reads it back as its first game's round
    const players = (await wb.readSheet('Players'))!.values;
    const cell = (no: number) => players.find((row) => row[0] === no)?.[10];
    for (const u of r7) expect([u.player, cell(u.player)]).toEqual([u.player, `${u.code === 'H' ? 'half-point bye' : u.code === 'F' ? 'full-point bye' : 'absent'} in match 4`]);
    expect(parseStatus('absent in match 2; 3. maçta yarım puan bay')).toEqual({ absent: [3], halfByes: [5] });
    expect(formatStatus({ absent: [3], halfByes: [5], withdrawnFrom: 7 }, 'tr', true)).toBe('4. maçtan itibaren çekildi; 2. maçta yok; 3. maçta yarım puan bay');
  });

  it('a file without 092/192, the demo and an empty event pair by the edition in force (C.04.3); an older one only when chosen', async () => {
    const plain = seven.replace(/^092 .*\n/m, '');
    for (const source of [{ kind: 'trf', text: plain }, { kind: 'demo' }, { kind: 'blank' }] as const) {
      const wb = createStandaloneWorkbook();
      expect((await createTournament(wb, source)).ok).toBe(true);
      const s = await loadState(wb);
      expect(s.ok && s.value?.settings.system).toBe('dutch');
      const edition = (await wb.readSheet('Settings'))!.values.find((row) => row[0] === 'edition')?.[2];
      expect(String(edition)).toMatch(/C\.04\.3/);
    }
    const wb = createStandaloneWorkbook();
    expect((await createTournament(wb, { kind: 'trf', text: plain }, { system: 'dutch-2009' })).ok).toBe(true);
    const edition = (await wb.readSheet('Settings'))!.values.find((row) => row[0] === 'edition')?.[2];
    expect(String(edition)).toMatch(/1992-2009.*chosen/);
  });

  it('acceleration with a system that has none is refused when asked, nothing written', async () => {
    const acc = readFileSync(join(ORACLE, 'dutch-2025-acceleration', 's11-p24-r2-250baku.trf'), 'utf8');
    const wb = createStandaloneWorkbook();
    const refused = await createTournament(wb, { kind: 'trf', text: acc }, { system: 'dubov-2026' });
    expect(refused.ok).toBe(false);
    expect(refused.message.en).toMatch(/does not apply/);
    expect(await wb.sheetNames()).toEqual([]);
    expect((await createTournament(wb, { kind: 'trf', text: acc })).ok).toBe(true);
    const before = JSON.stringify(wb.sheets());
    const r = await saveSettings(wb, { system: 'burstein-2026' });
    expect(r.ok).toBe(false);
    expect(JSON.stringify(wb.sheets())).toBe(before);
    const p = await proposePairing(wb, 'dutch-2009');
    expect(p.ok).toBe(false);
    expect(p.message.en).toMatch(/does not apply/);
  });
});
