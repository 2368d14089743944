/** The command line on TRF-2026 team files: pair (team numbers, bbpPairings format; --boards), check, generate, standings, bad input. */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { run } from '../../cli/main';
import { memoryIO } from '../helpers/io';

const dir = join(__dirname, '../oracle/team-swiss-c046');
const r05 = readFileSync(join(dir, 'rounds/X-chesspairing-s0301-r05.trf'), 'utf8');

describe('hakem on Swiss Team files', () => {
  it('pair prints the reference pairing of X-chesspairing-s0301 round 5 (15 matches, White team first, PAB as "17 0")', async () => {
    const io = memoryIO({ 'a.trf': r05 });
    expect(await run(['pair', '--system', 'team-swiss', 'a.trf'], io)).toBe(0);
    const lines = io.stdout.trim().split('\n');
    expect(lines[0]).toBe('16');
    // expected.jsonl line 158
    const exp = [[1, 18], [9, 30], [10, 6], [11, 21], [13, 8], [15, 25], [16, 12], [19, 2], [20, 3], [22, 28], [23, 4], [24, 5], [27, 14], [29, 7], [31, 26]];
    expect(lines.slice(1, -1).sort()).toEqual(exp.map(([w, b]) => `${w} ${b}`).sort());
    expect(lines[lines.length - 1]).toBe('17 0');
    // board order (GHR 3.6): team 16 (8 MP) plays on the first board
    expect(lines[1]).toBe('16 12');
  });

  it('pair --boards: the board games by 352 WBWB, the White team\'s player first on boards 1 and 3', async () => {
    const io = memoryIO({ 'a.trf': r05 });
    expect(await run(['pair', '--system', 'team-swiss', '--boards', 'a.trf'], io)).toBe(0);
    // team 16's players are 61-64, team 12's 45-48 (310 records): board 1 61-45, board 2 46-62 (team 12 White),
    // board 3 63-47, board 4 48-64
    expect(io.stdout).toContain('match 1: team 16 - team 12\n  board 1: 61 45\n  board 2: 46 62\n  board 3: 63 47\n  board 4: 48 64\n');
    expect(io.stdout).toContain('team 17: PAB');
    const j = memoryIO({ 'a.trf': r05 });
    expect(await run(['pair', '--system', 'team-swiss', '--boards', '--json', 'a.trf'], j)).toBe(0);
    const out = JSON.parse(j.stdout);
    expect(out.matches[0]).toEqual({ white: 16, black: 12, boards: [{ board: 1, white: 61, black: 45 }, { board: 2, white: 46, black: 62 }, { board: 3, white: 63, black: 47 }, { board: 4, white: 48, black: 64 }] });
  });

  it('pair --output writes the round into the team file: board games by 352 (results empty), the PAB in 320 and 310', async () => {
    const io = memoryIO({ 'a.trf': r05 });
    expect(await run(['pair', '--system', 'team-swiss', '--output', 'b.trf', 'a.trf'], io)).toBe(0);
    const out = io.files.get('b.trf')!.split('\n');
    // round 5 (columns 132-139): team 16's board-1 player 61 White against 45; team 12's board-2 player 46 White
    expect(out.find((l) => l.startsWith('001   61 '))!.slice(131)).toBe('  45 w');
    expect(out.find((l) => l.startsWith('001   46 '))!.slice(131)).toBe('  62 w');
    // team 17's PAB: 320 names it for round 5; its 310 totals gain the PAB's 2 MP and 2 GP (320 "2.0 2.0")
    expect(out.find((l) => l.startsWith('320'))).toBe('320  2.0  2.0  31  29  20   3  17');
    expect(out.find((l) => l.startsWith('310  17 '))!.slice(54, 67)).toBe('   3.0    6.5');
    // the next round cannot be paired before the results are in
    const io2 = memoryIO({ 'b.trf': io.files.get('b.trf')! });
    expect(await run(['pair', '--system', 'team-swiss', 'b.trf'], io2)).toBe(1);
    expect(io2.stderr).toMatch(/round 5: the match of team \d+ against team \d+ has a board without a result/);
  });

  it('a team announced absent on a 240 line for the round to pair is not paired, and is written with Z', async () => {
    // 31 teams, team 3 absent (240 Z, round 5): 30 teams, no PAB
    const io = memoryIO({ 'a.trf': r05 + '240 Z   5    3\n' });
    expect(await run(['pair', '--system', 'team-swiss', '--output', 'b.trf', 'a.trf'], io)).toBe(0);
    const lines = io.stdout.trim().split('\n');
    expect(lines[0]).toBe('15');
    expect(lines.some((l) => l.split(' ').includes('3'))).toBe(false);
    expect(io.files.get('b.trf')!.split('\n').find((l) => l.startsWith('001    9 '))!.slice(131)).toBe('0000 - Z');
  });

  it('pair --explain in Turkish and English cites the articles', async () => {
    for (const lang of ['en', 'tr']) {
      const io = memoryIO({ 'a.trf': r05 });
      expect(await run(['pair', '--system', 'team-swiss', '--explain', '--lang', lang, 'a.trf'], io)).toBe(0);
      for (const a of ['C.04.6 3.4', 'C.04.6 3.5', 'C.04.6 3.6', 'C.04.6 4.3.2']) expect(io.stdout).toContain(a);
      expect(io.stdout).toContain(lang === 'tr' ? 'yukarı çıkan' : 'upfloater');
    }
  });

  it('another system refuses a team file; team-swiss refuses a file without teams', async () => {
    const io = memoryIO({ 'a.trf': r05 });
    expect(await run(['pair', '--system', 'dutch', 'a.trf'], io)).toBe(1);
    expect(io.stderr).toMatch(/team event .*--system team-swiss/);
    const solo = '012 x\n001    1      A                                                                  0.0    1\n001    2      B                                                                  0.0    2\n';
    const io2 = memoryIO({ 'b.trf': solo });
    expect(await run(['pair', '--system', 'team-swiss', 'b.trf'], io2)).toBe(1);
    expect(io2.stderr).toMatch(/310/);
  });

  it('a bad team file: exit 1 with the record and the line, nothing written', async () => {
    // team 2's 310 record (line 32 of this file) lists player 1, who is team 1's
    const lines = r05.split('\n');
    const at = lines.findIndex((l) => l.startsWith('310   2 '));
    lines[at] = lines[at].slice(0, 73) + '   1' + lines[at].slice(77);
    const io = memoryIO({ 'a.trf': lines.join('\n') });
    expect(await run(['convert', 'a.trf', 'b.json'], io)).toBe(1);
    expect(io.stderr).toMatch(new RegExp(`a\\.trf, line ${at + 1}, column 77: record 310, team 2: player 1 \\(column 77\\) is already listed for team 1`));
    expect(io.files.has('b.json')).toBe(false);
  });

  it('generate, then check --system team-swiss finds no difference; a changed colour is found; standings', async () => {
    const io = memoryIO({});
    expect(await run(['generate', '--system', 'team-swiss', '--teams', '11', '--rounds', '5', '--seed', '4', '-o', 'g.trf'], io)).toBe(0);
    expect(await run(['check', '--system', 'team-swiss', 'g.trf'], io)).toBe(0);
    expect(io.stdout).toContain('5 rounds paired again with team-swiss; every one as the file has it');
    // swap the colours of round 5's first board pair: every 001 line's round-5 colour of that match reversed
    const text = io.files.get('g.trf')!;
    const e = text.split('\n');
    const p1 = e.find((l) => l.startsWith('001    1 '))!;
    const opp = Number(p1.slice(131, 135));
    const flip = (l: string) => l.slice(0, 136) + (l[136] === 'w' ? 'b' : 'w') + l.slice(137);
    const team1 = [1, 2, 3, 4];
    const oppTeam = Math.ceil(opp / 4);
    const oppPlayers = [1, 2, 3, 4].map((b) => (oppTeam - 1) * 4 + b);
    const changed = e.map((l) => (l.startsWith('001') && [...team1, ...oppPlayers].includes(Number(l.slice(4, 8))) ? flip(l) : l)).join('\n');
    const io2 = memoryIO({ 'h.trf': changed });
    expect(await run(['check', '--system', 'team-swiss', 'h.trf'], io2)).toBe(1);
    expect(io2.stdout).toMatch(/round 5: the rules give .*; the file has /);
    const io3 = memoryIO({ 'g.trf': text });
    expect(await run(['standings', 'g.trf', '--json'], io3)).toBe(0);
    const rows = JSON.parse(io3.stdout);
    expect(rows).toHaveLength(11);
    // ranked by match points first
    for (let i = 1; i < rows.length; i++) expect(rows[i - 1].mp).toBeGreaterThanOrEqual(rows[i].mp);
  });
});
