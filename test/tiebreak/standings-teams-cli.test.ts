/**
 * `hakem standings` for team events (team crosstable CSV, --type team-swiss / team-round-robin), the
 * validation of --after-round and of rating codes without ratings, and the number format of the table.
 */
import { describe, expect, it } from 'vitest';
import { run } from '../../cli/main';
import { formatValue } from '../../cli/commands/standings';
import { writeTrf } from '../../engine/trf/write';
import { memoryIO } from '../helpers/io';
import { fixture, fromRows } from './build';

const teams = fixture('tiebreak-teams.json');
const half = (x: number) => String(x).replace('.5', '½');

/** Tablo 12 typed as arbiters do: No;Team;1…9 with cells "opponent board-points". */
const tablo12 = ['No;Team;1;2;3;4;5;6;7;8;9', ...teams.teams.map((t: any) => [t.no, t.team, ...t.rounds.map((r: any) => `${r.opponent} ${half(r.board_points)}`)].join(';'))].join('\n');

/** Tablo 15's round robin (4 teams, 4 boards), scheduled R1 A-B C-D, R2 A-C B-D, R3 A-D B-C. */
const ct = teams.berger_team_tables.crosstable as Record<string, Record<string, number>>;
const schedule: Record<string, string[]> = { A: ['B', 'C', 'D'], B: ['A', 'D', 'C'], C: ['D', 'A', 'B'], D: ['C', 'B', 'A'] };
const NO: Record<string, number> = { A: 1, B: 2, C: 3, D: 4 };
const tablo15 = ['No;Team;1;2;3', ...Object.keys(NO).map((n) => [NO[n], n, ...schedule[n].map((o) => `${NO[o]} ${half(ct[n][o])}`)].join(';'))].join('\n');

describe('hakem standings --type team-swiss (Tablo 12–14)', () => {
  it('ranks by match points, then OKM and team SB: C OKM 88, D OKM 95, D SB 400, C SB 376.5 by the rule (book 385.5)', async () => {
    const io = memoryIO({ 't12.csv': tablo12 });
    expect(await run(['standings', 't12.csv', '--type', 'team-swiss', '--json'], io)).toBe(0);
    const rows = JSON.parse(io.stdout);
    expect(rows).toHaveLength(22);
    const C = rows.find((r: any) => r.name === 'C');
    const D = rows.find((r: any) => r.name === 'D');
    expect(C).toMatchObject({ no: 3, score: 12, tiebreaks: { OKM: teams.expected.okm.C, TSB: 376.5 } });
    expect(D).toMatchObject({ no: 4, score: 12, tiebreaks: { OKM: teams.expected.okm.D, TSB: teams.expected.team_sb.D } });
    expect(teams.expected.team_sb.C).toBe(385.5); // the book's total, with the misprinted round-8 cell (45 for 4 × 9 = 36)
    // both on 12 MP: D's OKM 95 > C's 88 puts D first
    expect(rows.indexOf(D)).toBe(rows.indexOf(C) - 1);
    for (const t of teams.teams) expect(rows.find((r: any) => r.no === t.no).score, t.team).toBe(t.printed_mp);
    expect(rows[0]).toMatchObject({ name: 'A', rank: 1, score: 17 });
  });

  it('MP and BP on request; the text table has a Team column', async () => {
    const io = memoryIO({ 't12.csv': tablo12 });
    expect(await run(['standings', 't12.csv', '--type', 'team-swiss', '-t', 'BP,OKM'], io)).toBe(0);
    expect(io.stdout).toMatch(/Rank\s+No\s+Team\s+MP\s+BP\s+OKM/);
    expect(io.stdout).toMatch(/\n\s+1\s+1\s+A\s+17\s+48½\s+88\n/); // A: 17 MP, 48½ board points, OKM 88
  });
});

describe('hakem standings --type team-round-robin (Tablo 15–16)', () => {
  it('defaults BP, DE, TSB-RR; TSB-BT on request: A 22 / 9, D 9.5 / 6.5 by the rule', async () => {
    const io = memoryIO({ 't15.csv': tablo15 });
    expect(await run(['standings', 't15.csv', '--type', 'team-round-robin', '--json'], io)).toBe(0);
    const rows = JSON.parse(io.stdout);
    const r = teams.berger_team_tables.recomputed;
    for (const n of Object.keys(NO)) {
      const row = rows.find((x: any) => x.name === n);
      expect(row.score, n).toBe(r.mp[n]);
      expect(row.tiebreaks.BP, n).toBe(r.board_totals[n]);
      expect(row.tiebreaks['TSB-RR'], n).toBe(r.sb_board_points_x_opponent_mp[n]);
    }
    // A 4 MP first; B and C on 3 MP: B 6½ board points ahead of C's 6; D last on 2 MP
    expect(rows.map((x: any) => x.name)).toEqual(['A', 'B', 'C', 'D']);
    const io2 = memoryIO({ 't15.csv': tablo15 });
    expect(await run(['standings', 't15.csv', '--type', 'team-round-robin', '-t', 'TSB-BT', '--json'], io2)).toBe(0);
    for (const x of JSON.parse(io2.stdout)) expect(x.tiebreaks['TSB-BT'], x.name).toBe(r.sb_board_totals_of_beaten_plus_half_drawn[x.name]);
  });
});

describe('Berliner Wertung through hakem standings (board results in brackets)', () => {
  // 4 boards: a win on board 1 is worth 4, board 2 3, board 3 2, board 4 1; a draw half of it (seed 002).
  // R1 A–B 1–3: A [0 1 0 0] → 3; B [1 0 1 1] → 4 + 2 + 1 = 7.
  // R2 A–C 4–0: A [1 1 1 1] → 10; C 0.      B–D 1½–2½: B [0 1 ½ 0] → 3 + 1 = 4; D [1 0 ½ 1] → 4 + 1 + 1 = 6.
  // So A 3 + 10 = 13, B 7 + 4 = 11, C 0, D 6.
  const csv = [
    'No;Team;1;2',
    '1;A;2 1 [0 1 0 0];3 4 [1 1 1 1]',
    '2;B;1 3 [1 0 1 1];4 1½ [0 1 ½ 0]',
    '3;C;4 2 [½ ½ ½ ½];1 0',
    '4;D;3 2;2 2½',
  ].join('\n');

  it('sums the board-weighted results (the other side of a match may leave them out: they mirror)', async () => {
    const io = memoryIO({ 'b.csv': csv });
    expect(await run(['standings', 'b.csv', '--type', 'team-swiss', '-t', 'BERLIN', '--json'], io)).toBe(0);
    const v = Object.fromEntries(JSON.parse(io.stdout).map((x: any) => [x.name, x.tiebreaks.BERLIN]));
    // C–D 2–2 [½ ½ ½ ½]: each side ½ × (4 + 3 + 2 + 1) = 5
    expect(v).toEqual({ A: 13, B: 11, C: 0 + 5, D: 6 + 5 });
  });

  it('board results that do not add up, or do not mirror, are errors naming the cell; a match without them is an error for BERLIN', async () => {
    let io = memoryIO({ 'b.csv': csv.replace('2 1 [0 1 0 0]', '2 1 [0 1 1 0]') });
    expect(await run(['standings', 'b.csv', '--type', 'team-swiss', '-t', 'BERLIN'], io)).toBe(1);
    expect(io.stderr).toMatch(/b\.csv C2: the board results add up to 2, not to the board points 1/);
    io = memoryIO({ 'b.csv': csv.replace('2 1 [0 1 0 0]', '2 1 [1 0 0 0]') });
    expect(await run(['standings', 'b.csv', '--type', 'team-swiss', '-t', 'BERLIN'], io)).toBe(1);
    expect(io.stderr).toMatch(/b\.csv C2: the board results do not mirror those of team 2 in C3/);
    io = memoryIO({ 'b.csv': csv.replace(' [½ ½ ½ ½]', '') });
    expect(await run(['standings', 'b.csv', '--type', 'team-swiss', '-t', 'BERLIN'], io)).toBe(2);
    expect(io.stderr).toMatch(/Berliner Wertung needs the board results/);
  });
});

describe('team and individual options kept apart', () => {
  it('a team code on an individual event says where it belongs; --rules on a team event is refused; a TRF is not a team crosstable', async () => {
    const t = fromRows(fixture('tiebreak-table1.json').players.map((p: any) => ({ no: p.no, name: p.name, rounds: p.rounds })));
    let io = memoryIO({ 't1.trf': writeTrf(t), 't12.csv': tablo12 });
    expect(await run(['standings', 't1.trf', '-t', 'OKM'], io)).toBe(2);
    expect(io.stderr).toMatch(/"OKM" is for team events/);
    io = memoryIO({ 't12.csv': tablo12 });
    expect(await run(['standings', 't12.csv', '--type', 'team-swiss', '--rules', '2024'], io)).toBe(2);
    expect(io.stderr).toMatch(/--rules applies to individual events/);
    io = memoryIO({ 't1.trf': writeTrf(t) });
    expect(await run(['standings', 't1.trf', '--type', 'team-swiss'], io)).toBe(2);
    expect(io.stderr).toMatch(/team crosstable as a CSV/);
    io = memoryIO({ 't12.csv': tablo12 });
    expect(await run(['standings', 't12.csv', '--type', 'team-swiss', '-t', 'NOPE'], io)).toBe(2);
    expect(io.stderr).toMatch(/unknown team tie-break "NOPE"/);
  });

  it('--help lists the team types, their defaults and the team codes, and PTP / APPO (now implemented)', async () => {
    const io = memoryIO({});
    expect(await run(['standings', '--help'], io)).toBe(0);
    expect(io.stdout).toMatch(/team-swiss\s+OKM, TSB/);
    for (const c of ['MP', 'BP', 'OKM', 'TSB', 'TSB-RR', 'TSB-BT', 'BERLIN']) expect(io.stdout).toContain(`  ${c} `);
    for (const c of ['PTP', 'APPO', 'APRO']) expect(io.stdout).toContain(`  ${c}`);
  });
});

describe('validation', () => {
  const t = fromRows(fixture('tiebreak-table1.json').players.map((p: any) => ({ no: p.no, name: p.name, rounds: p.rounds })));
  it('--after-round beyond the rounds recorded is an error naming the option (Tablo 1 has 7 rounds)', async () => {
    let io = memoryIO({ 't1.trf': writeTrf(t) });
    expect(await run(['standings', 't1.trf', '--after-round', '9'], io)).toBe(2);
    expect(io.stderr).toMatch(/--after-round 9: t1\.trf has 7 rounds/);
    expect(io.stdout).toBe('');
    io = memoryIO({ 't1.trf': writeTrf(t) });
    expect(await run(['standings', 't1.trf', '--after-round', '0'], io)).toBe(2);
    io = memoryIO({ 't1.trf': writeTrf(t) });
    expect(await run(['standings', 't1.trf', '--after-round', '3', '-t', 'PTS', '--json'], io)).toBe(0);
    // Şahin after 3 rounds: 0 + 1 + 1 = 2
    expect(JSON.parse(io.stdout).find((r: any) => r.no === 1).tiebreaks.PTS).toBe(2);
  });

  it('ARO / TPR / APRO without ratings name the missing column instead of printing 0', async () => {
    for (const code of ['ARO', 'ARO-C1', 'TPR', 'APRO']) {
      const io = memoryIO({ 't1.trf': writeTrf(t) });
      expect(await run(['standings', 't1.trf', '-t', code], io), code).toBe(2);
      expect(io.stderr).toMatch(/needs the players' ratings.*"Rating" column/);
    }
  });
});

describe('number format of the table', () => {
  it('halves for points, signs kept on negative halves, decimals for averages', () => {
    expect(formatValue(4.5)).toBe('4½');
    expect(formatValue(0.5)).toBe('½');
    expect(formatValue(-0.5)).toBe('-½');
    expect(formatValue(-1.5)).toBe('-1½');
    expect(formatValue(12.25)).toBe('12.25');
    expect(formatValue(1732.5, true)).toBe('1732.5');
    expect(formatValue(21697 / 9, true)).toBe('2410.78');
  });

  it('ARO 1732.5 prints as 1732.5: A met B (1700) and C (1765), (1700 + 1765) / 2 = 1732.5 (documents: not rounded)', async () => {
    const csv = ['No;Name;Rating;1;2', '1;A;1800;2w1;3b½', '2;B;1700;1b0;4w1', '3;C;1765;4w0;1w½', '4;D;1600;3b1;2b0'].join('\n');
    const io = memoryIO({ 'r.csv': csv });
    expect(await run(['standings', 'r.csv', '-t', 'ARO', '--rules', '2009'], io)).toBe(0);
    expect(io.stdout).toMatch(/\n\s+1\s+1\s+A\s+1½\s+1732\.5\n/);
  });
});
