/**
 * Teams that must not meet (TRF-2026 260 in a team file: the teams' 310 numbers, in rounds RRR to RRR), and the
 * records a team file may carry that Hakem's Swiss Team pairing does not apply (250 acceleration, XXP): refused,
 * never paired as if they were not there.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { run } from '../../cli/main';
import { memoryIO } from '../helpers/io';
import { readTrf } from '../../engine/trf/read';
import { pairTeamSwiss } from '../../engine/pairing/team-swiss';

const dir = join(__dirname, '../oracle/team-swiss-c046/rounds');
// 18 teams, round 1 to pair; the reference pairs the top half against the bottom half: 1-10, 2-11, …, 9-18
const r01 = readFileSync(join(dir, 'D-gacrux-s0101-r01.trf'), 'utf8');
const withLine = (text: string, line: string) => text.replace(/^(352 .*)$/m, `$1\n${line}`);
const pairs = (text: string) => {
  const out = pairTeamSwiss(readTrf(text, 'T.trf'));
  if (!out.ok) throw new Error(out.reason.en);
  return out.pairing.boards.map((b) => [Math.min(b.white, b.black), Math.max(b.white, b.black)]).sort((a, b) => a[0] - b[0]);
};

describe('260: teams that must not meet', () => {
  it('without it, round 1 is the reference pairing 1-10, 2-11, …, 9-18', () => {
    expect(pairs(r01)).toEqual(Array.from({ length: 9 }, (_, i) => [i + 1, i + 10]));
  });

  it('1 and 10 barred in round 1: 1-11, 2-10, then 3-12 … 9-18 (3.6: the smallest identifier left)', () => {
    // Round 1: one scoregroup, no colour preferences, so [C8]-[C10] tie and the identifier decides (3.6.2). The top
    // members stay 1-9 (the smallest set); their opponents in order, smallest first: 1 cannot have 10, so 11; then 2
    // takes 10; 3-12 … 9-18 as before.
    const barred = withLine(r01, '260 001 001    1   10');
    expect(pairs(barred)).toEqual([[1, 11], [2, 10], ...Array.from({ length: 7 }, (_, i) => [i + 3, i + 12])]);
  });

  it('the PAB (3.4.1) sees them too: team 1 barred from 2-14 in round 1 of 15 teams, so 15 cannot take the PAB', () => {
    // D-gacrux-s0102 round 1: the reference gives the PAB to 15 (3.4.4: largest TPN), then 1-8, 2-9 … 7-14. With team
    // 1 kept from every team but 15, the PAB to 15 would leave 1 unpairable (3.4.1), so it goes to 14, the next
    // largest TPN; 1 must meet 15; the top members 1-7 stay, with 15, 8, 9 … 13 below them (3.6.2).
    const r15 = readFileSync(join(dir, 'D-gacrux-s0102-r01.trf'), 'utf8');
    const lines = Array.from({ length: 13 }, (_, i) => `260 001 001    1 ${String(i + 2).padStart(4)}`).join('\n');
    const out = pairTeamSwiss(readTrf(withLine(r15, lines), 'T.trf'));
    if (!out.ok) throw new Error(out.reason.en);
    expect(out.pairing.byes).toEqual([14]);
    const got = out.pairing.boards.map((b) => [Math.min(b.white, b.black), Math.max(b.white, b.black)]).sort((a, b) => a[0] - b[0]);
    expect(got).toEqual([[1, 15], [2, 8], [3, 9], [4, 10], [5, 11], [6, 12], [7, 13]]);
  });

  it('a 260 line for other rounds changes nothing in round 1', () => {
    expect(pairs(withLine(r01, '260 002 007    1   10'))).toEqual(pairs(r01));
  });

  it('the explanation says which teams were kept apart, and pair --output keeps the 260 line', async () => {
    const text = withLine(r01, '260 001 001    1   10');
    const io = memoryIO({ 'a.trf': text });
    expect(await run(['pair', '--system', 'team-swiss', '--explain', '--output', 'b.trf', 'a.trf'], io)).toBe(0);
    expect(io.stdout).toMatch(/must not meet.*1-10/);
    expect(io.files.get('b.trf')).toContain('260 001 001    1   10');
  });

  it('refused: XXP (it names players), a 260 team without a 310 record, 250 acceleration lines, 192 _BAKU', async () => {
    const xxp = memoryIO({ 'a.trf': withLine(r01, 'XXP 1 10') });
    expect(await run(['pair', '--system', 'team-swiss', 'a.trf'], xxp)).not.toBe(0);
    expect(xxp.stderr).toMatch(/XXP names players who must not meet; in a team event write the teams that must not meet on a 260 line/);
    const unknown = memoryIO({ 'a.trf': withLine(r01, '260 001 001    1   19') });
    expect(await run(['pair', '--system', 'team-swiss', 'a.trf'], unknown)).not.toBe(0);
    expect(unknown.stderr).toMatch(/record 260: team 19 has no 310 record/);
    const acc = memoryIO({ 'a.trf': withLine(r01, '250 02.0 00.0 001 003 0001 0009') });
    expect(await run(['pair', '--system', 'team-swiss', 'a.trf'], acc)).not.toBe(0);
    expect(acc.stderr).toMatch(/asks for 1 acceleration line\(s\) \(250, line \d+\), which team-swiss does not apply/);
    const baku = memoryIO({ 'a.trf': r01.replace('192 FIDE_TEAM_TYPEA_MP_GP', '192 FIDE_TEAM_TYPEA_MP_GP_BAKU') });
    expect(await run(['pair', '--system', 'team-swiss', 'a.trf'], baku)).not.toBe(0);
    expect(baku.stderr).toMatch(/Baku acceleration \(192 FIDE_TEAM_TYPEA_MP_GP_BAKU\), which team-swiss does not apply/);
  });
});

describe('the taskpane keeps a team file\'s 260 lines and refuses its acceleration (issue 25)', () => {
  it('260: the Must not meet sheet, by team number, paired apart and written back on export', async () => {
    const { createStandaloneWorkbook } = await import('../../addin/host/standalone');
    const { createTeamEvent, exportTeamTrf, proposeTeamPairing } = await import('../../addin/taskpane/team');
    const wb = createStandaloneWorkbook();
    const text = withLine(r01, '260   1   1    1   10');
    const r = await createTeamEvent(wb, { kind: 'team-trf', text, fileName: 'r01.trf' });
    expect(r.ok).toBe(true);
    expect((await wb.readSheet('Must not meet'))!.values.slice(1)).toEqual([['1, 10', 1, 1, '260']]);
    const p = await proposeTeamPairing(wb);
    expect(p.ok && p.value.outcome.pairing.boards.map((b) => [Math.min(b.white, b.black), Math.max(b.white, b.black)]).sort((a, b) => a[0] - b[0])).toEqual(pairs(text));
    const e = await exportTeamTrf(wb);
    expect(e.ok && e.value.content.split('\n')).toContain('260   1   1    1   10');
  });

  it('250: refused with the engine\'s reason, nothing written', async () => {
    const { createStandaloneWorkbook } = await import('../../addin/host/standalone');
    const { createTeamEvent } = await import('../../addin/taskpane/team');
    const wb = createStandaloneWorkbook();
    const r = await createTeamEvent(wb, { kind: 'team-trf', text: withLine(r01, '250  2.0  2.0   1   2    1    9'), fileName: 'r01.trf' });
    expect(r.ok).toBe(false);
    expect(r.ok ? '' : r.message.en).toMatch(/which team-swiss does not apply/);
    expect(await wb.sheetNames()).toEqual([]);
  });
});
