/**
 * A Swiss-Manager TRF-16 team export (013 team records, `092 Team Swiss System`) is a team event: its standings are
 * the published match and game points (test/fixtures/real-trf/teams/README.md), `check` makes no colour complaint
 * about the boards, `ratings` still rates the players' games, and `convert` keeps every line.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { run } from '../../cli/main';
import { memoryIO } from '../helpers/io';
import { readTrf } from '../../engine/trf/read';
import { isTeamTrf, lineFinder, readTeamEvent } from '../../engine/trf/team';
import { teamResults } from '../../engine/model/team';
import { teamSwissStandings } from '../../engine/pairing/team-swiss/standings';
import { createStandaloneWorkbook } from '../../addin/host/standalone';
import { createTeamEvent, loadTeamState } from '../../addin/taskpane/team';

const dir = join(__dirname, '../fixtures/real-trf/teams');
const verbatim = readFileSync(join(dir, 'heraklion-friendship-cup-2024.trf'), 'utf8');
const official = JSON.parse(readFileSync(join(dir, 'heraklion-friendship-cup-2024.official.json'), 'utf8')) as { rows: Array<[string, number, number, number, number, number, number, number, number]> };
// The two ruler lines and `062 129 (88)` are the TRF-16 reader's conventions (fixture README): set aside here only.
const text = verbatim.split('\n').filter((l) => !/^( {9}1 {9}2|1234567890)/.test(l)).map((l) => (l === '062 129 (88)' ? '062 129' : l)).join('\n');
// Player 41's round 7 as his own points column (1.0) and the published game points say: a forfeit win against 74
const line41 = text.split('\n').find((l) => l.startsWith('001   41 '))!;
const repaired = text.replace(line41, line41.replace(/ {4}74 w -/, '    74 w +'));
const read = (s: string) => readTeamEvent(readTrf(s, 'h.trf'), lineFinder(s), 'h.trf');

describe('Swiss-Manager TRF-16 team export (013)', () => {
  it('is a team event: 15 teams in the order of their 013 lines, 6 boards, the colours the games show', () => {
    const t = readTrf(text, 'h.trf');
    expect(isTeamTrf(t)).toBe(true);
    const e = read(text);
    expect(e.teams.map((x) => x.name)).toEqual(['ΓΑΖΙ 1', 'Α.Π.Ο. ΜΙΚΗΣ ΘΕΟΔΩΡΑΚΗΣ', 'ΟΑΑΗ', 'ΣΟΗ', 'ΚΥΔΩΝ', 'ΛΕΩΝ ΚΑΝΤΙΑ 1', 'ΟΦΗ 1', 'ΓΑΖΙ 3', 'ΟΦΗ 2', 'ΟΑΧ', 'ΓΑΖΙ 2', 'ΛΕΩΝ ΚΑΝΤΙΑ 2', 'Α.Σ.ΗΡΟΔΟΤΟΣ', 'Σ.A.ΧΕΡΣΟΝΗΣΟΥ', 'ΣΑΧ']);
    // 013 "ΓΑΖΙ 1 … 13 14 15 16 17 18 90 129": the players in board order
    expect(e.teams[0].players).toEqual([13, 14, 15, 16, 17, 18, 90, 129]);
    // no 352: six boards, board 1 White for the team the match lists first (player 7 w against 22 b, 8 b against 23 w …)
    expect(e.settings.boardColours).toBe('WBWBWB');
    expect(e.notes!.map((n) => n.en).join('\n')).toMatch(/No 352 record: 6 boards, coloured WBWBWB/);
  });

  it('its match points are the published ones for all 15 teams; its game points too, but where the file is damaged', () => {
    const rows = teamSwissStandings(read(text), ['MP']).rows;
    for (const [name, , , , , mp, gp] of official.rows) {
      const row = rows.find((r) => r.name === name)!;
      expect(row.mp, name).toBe(mp);
      // Α.Σ.ΗΡΟΔΟΤΟΣ: player 41's board of round 7 is "-" in the file, "+" in its points column and the table
      expect(row.gp, name).toBe(name === 'Α.Σ.ΗΡΟΔΟΤΟΣ' ? gp - 1 : gp);
    }
  });

  it('with player 41\'s round 7 as his points column says, every team\'s match and game points and W-D-L are the published ones', () => {
    const e = read(repaired);
    const rows = teamSwissStandings(e, ['MP']).rows;
    const res = teamResults(e);
    for (const [name, matches, won, drawn, lost, mp, gp] of official.rows) {
      const row = rows.find((r) => r.name === name)!;
      expect([row.mp, row.gp], name).toEqual([mp, gp]);
      const list = res.get(row.no)!.filter((x) => x.code === 'match');
      expect(list.length, name).toBe(matches);
      expect([won, drawn, lost], name).toEqual([list.filter((x) => x.mp === 2).length, list.filter((x) => x.mp === 1).length, list.filter((x) => x.mp === 0).length]);
    }
  });

  it('the team sitting a round out (15 teams) had the pairing-allocated bye, a drawn match: 1 MP and 3 game points', () => {
    const e = read(repaired);
    // the published table shows 6 matches for exactly these seven teams, one match point more than their W-D-L give
    const six = official.rows.filter((r) => r[1] === 6).map((r) => r[0]).sort();
    const pab = e.rounds.map((r) => r.unpaired.filter((u) => u.code === 'U').map((u) => e.teams[u.team - 1].name));
    expect(pab.every((x) => x.length === 1)).toBe(true);
    expect(pab.flat().sort()).toEqual(six);
    // ΣΑΧ, round 1: its players' rounds 2-7 give 17 points (3.5+3.5+3.5+2+2+2.5), the table 20: the bye's 3 of 6 boards
    expect(teamResults(e).get(15)![0]).toMatchObject({ round: 1, code: 'U', mp: 1, gp: 3 });
    expect(e.notes!.map((n) => n.en)).toContain('Round 1: team 15 (ΣΑΧ), the only team without a match, had the pairing-allocated bye (TRF-16 has no bye record), worth a drawn match.');
  });

  it('C.07 team tie-breaks: BH:MP equals the published one for all 15 teams, EGGSB for 14 (2024 rules: the PAB against a dummy scoring as the team)', () => {
    const rows = teamSwissStandings(read(repaired), ['BH:MP', 'EGGSB'], { startDate: '2024/11/23' }).rows;
    for (const [name, , , , , , , eggsb, bh] of official.rows) {
      const row = rows.find((r) => r.name === name)!;
      expect(row.tiebreaks['BH:MP'], name).toBe(bh);
      // Α.Σ.ΗΡΟΔΟΤΟΣ: published 308.25, the rounds give 304.25 (heltour's code too, its TODO): 4 not accounted for
      if (name !== 'Α.Σ.ΗΡΟΔΟΤΟΣ') expect(row.tiebreaks.EGGSB, name).toBe(eggsb);
    }
    // ΣΑΧ's PAB: a dummy scoring its own 8 MP (2024: 58 published); the March 2026 cap (16.4.2: 7 MP, all draws) gives 57
    const sax = (rules: '2024' | '2026') => teamSwissStandings(read(repaired), ['BH:MP'], { rules }).rows.find((r) => r.no === 15)!.tiebreaks['BH:MP'];
    expect([sax('2024'), sax('2026')]).toEqual([58, 57]);
  });

  it('hakem standings ranks the teams, not the players, and says what it assumed', async () => {
    const io = memoryIO({ 'h.trf': repaired });
    expect(await run(['standings', 'h.trf'], io)).toBe(0);
    const lines = io.stdout.split('\n');
    expect(lines[0]).toMatch(/^ *Rank +No +Team +MP +GP/);
    // the published order of the first two (11 and 10 MP) and the last (3 MP)
    expect(lines[1]).toMatch(/^ +1 +3 +ΟΑΑΗ +11 +24½/);
    expect(lines[2]).toMatch(/^ +2 +10 +ΟΑΧ +10 +23½/);
    expect(lines[15]).toMatch(/^ +15 +13 +Α\.Σ\.ΗΡΟΔΟΤΟΣ +3 +14½/);
    expect(io.stdout).toContain('had the pairing-allocated bye');
    expect(io.stdout).not.toMatch(/Psarianos/);
    // the published table's tie-breaks, by the rules in force on 042 (23 November 2024: C.07 2024)
    const tb = memoryIO({ 'h.trf': repaired });
    expect(await run(['standings', '--tiebreaks', 'EGGSB,BH:MP', 'h.trf'], tb)).toBe(0);
    expect(tb.stdout.split('\n')[1]).toMatch(/^ +1 +3 +ΟΑΑΗ +11 +24½ +547\.75 +56$/);
    expect(tb.stdout).toContain('EGGSB, BH:MP: C.07 (2024)');
  });

  it('hakem check: no colour complaint about the boards; player 41\'s points column against his results is named', async () => {
    const io = memoryIO({ 'h.trf': text });
    expect(await run(['check', 'h.trf'], io)).toBe(1);
    // the whole report: the team criteria met, and the one player whose points column his results do not give
    expect(io.stdout.trimEnd().split('\n')).toEqual([
      'h.trf: 7 rounds of a team event, no violation of [C1] or [C2] (C.04.6; colours are never absolute for teams)',
      'player 41: the file declares 1.0 points, the results give 0',
    ]);
    const ok = memoryIO({ 'h.trf': repaired });
    expect(await run(['check', 'h.trf'], ok)).toBe(0);
  });

  it('hakem ratings --fide rates the players\' games of the team event (B.02), as for an individual event', async () => {
    const io = memoryIO({ 'h.trf': repaired });
    expect(await run(['ratings', '--fide', '--json', 'h.trf'], io)).toBe(0);
    const out = JSON.parse(io.stdout) as { lines: Array<{ no: number; rating?: number; change?: { games: Array<{ opponent: number; score: number }> } }> };
    // player 27 (1464), 7/7 against 12, 49, 34, 81, 41, 57, 64: six rated opponents (49 has no rating), all beaten
    const p27 = out.lines.find((l) => l.no === 27)!;
    expect(p27.rating).toBe(1464);
    expect(p27.change!.games.map((g) => [g.opponent, g.score])).toEqual([[1792, 1], [1454, 1], [1443, 1], [1412, 1], [1428, 1], [1473, 1]]);
  });

  it('hakem convert to JSON and back gives the file again, line for line; the team event read from it is the same', async () => {
    const io = memoryIO({ 'h.trf': repaired });
    expect(await run(['convert', 'h.trf', 'h.json'], io)).toBe(0);
    expect(await run(['convert', 'h.json', 'h2.trf'], io)).toBe(0);
    const back = io.files.get('h2.trf')!;
    // every line back, the 001 lines but for two fields the individual reader normalises (its work, not the team
    // records'): sex "f" is written "w" (column 10) and rating "0000" as "   0" (49-52)
    const mask = (l: string) => (l.startsWith('001 ') ? l.slice(0, 9) + l.slice(10, 48) + l.slice(52) : l);
    const norm = (s: string) => s.split(/\r\n|\r|\n/).map((l) => mask(l.trimEnd())).filter((l) => l !== '');
    expect(norm(back)).toEqual(norm(repaired));
    expect(teamSwissStandings(read(back), ['MP']).rows).toEqual(teamSwissStandings(read(repaired), ['MP']).rows);
    // the JSON model of the team event ranks teams too, never the players
    expect(await run(['standings', 'h.json'], io)).toBe(0);
    expect(io.stdout).toMatch(/\n +1 +3 +ΟΑΑΗ +11 +24½/);
  });

  it('hakem pair takes 092 "Team Swiss System" for the Swiss Team system, says so, and pairs no eighth round of seven', async () => {
    const io = memoryIO({ 'h.trf': repaired });
    const code = await run(['pair', 'h.trf'], io);
    expect(io.stderr).toContain('paired with team-swiss, the system the file names (092 "Team Swiss System")');
    expect(io.stderr).toContain('all 7 rounds of the tournament (142 7) are already paired');
    expect(code).toBe(1);
  });

  it('hakem pair --boards pairs round 6 from rounds 1-5 as teams (boards by the WBWBWB the games show)', async () => {
    const five = repaired.split('\n').map((l) => (l.startsWith('001 ') ? l.slice(0, 141).trimEnd() : l)).join('\n');
    const io = memoryIO({ 'h.trf': five });
    expect(await run(['pair', '--boards', 'h.trf'], io)).toBe(0);
    const lines = io.stdout.split('\n');
    // 15 teams: 7 matches and a PAB, team numbers by the 013 order; each match on 6 boards
    expect(lines[0]).toBe('8');
    expect(lines[8]).toMatch(/^\d+ 0$/);
    const matches = io.stdout.split('\nmatch ').slice(1);
    expect(matches.length).toBe(7);
    for (const m of matches) expect(m.trim().split('\n').filter((l) => l.startsWith('  board ')).length).toBe(6);
    // --output writes the event as TRF-2026: 310 for 013, 352 and 320 said, and reads back to the same first five rounds
    const out = memoryIO({ 'h.trf': five });
    expect(await run(['pair', '--output', 'n.trf', 'h.trf'], out)).toBe(0);
    const written = out.files.get('n.trf')!;
    expect(written).not.toMatch(/^013 /m);
    expect(written).toMatch(/^352 WBWBWB$/m);
    expect(written.match(/^310 /gm)!.length).toBe(15);
    const again = read(written);
    const before = read(five);
    expect(again.teams.map((x) => [x.no, x.name, x.players])).toEqual(before.teams.map((x) => [x.no, x.name, x.players]));
    expect(again.rounds.slice(0, 5).map((r) => r.unpaired)).toEqual(before.rounds.map((r) => r.unpaired));
    expect(teamSwissStandings({ ...again, rounds: again.rounds.slice(0, 5) }, ['MP']).rows.map((r) => [r.no, r.mp, r.gp])).toEqual(teamSwissStandings(before, ['MP']).rows.map((r) => [r.no, r.mp, r.gp]));
  });

  it('the taskpane opens it as a team event: its Standings sheet has the published match and game points', async () => {
    const wb = createStandaloneWorkbook();
    const r = await createTeamEvent(wb, { kind: 'team-trf', text: repaired, fileName: 'h.trf' });
    if (!r.ok) throw new Error(r.message.en);
    const st = await loadTeamState(wb);
    if (!st.ok || !st.value) throw new Error('no team state');
    expect(st.value.event.teams).toHaveLength(15);
    const rows = (await wb.readSheet('Standings'))!.values.slice(1).filter((x) => typeof x[1] === 'number');
    expect(rows).toHaveLength(15);
    for (const [name, , , , , mp, gp] of official.rows) {
      const no = st.value.event.teams.find((x) => x.name === name)!.no;
      expect([rows.find((x) => x[1] === no)![3], rows.find((x) => x[1] === no)![4]], name).toEqual([mp, gp]);
    }
  });

  it('a round where two teams have no match: which had the PAB cannot be read from TRF-16, refused with the line', () => {
    // four teams of two, 013 lines; round 1: team 1 - team 2 played, teams 3 and 4 all "0000 - -"
    const p = (no: number, round: string, pts: string) => `001 ${String(no).padStart(4)} m    ${`Player ${no}`.padEnd(33)} 1500 GRE             2000/01/01 ${pts.padStart(4)} ${String(no).padStart(4)}  ${round}`;
    const lines = ['012 Four clubs', '092 Team Swiss System', p(1, '   3 w 1', '1.0'), p(2, '   4 b 1', '1.0'), p(3, '   1 b 0', '0.0'), p(4, '   2 w 0', '0.0'),
      p(5, '0000 - -', '0.0'), p(6, '0000 - -', '0.0'), p(7, '0000 - -', '0.0'), p(8, '0000 - -', '0.0'),
      '013 Club 1                             1    2', '013 Club 2                             3    4', '013 Club 3                             5    6', '013 Club 4                             7    8'];
    expect(() => read(lines.join('\n'))).toThrow(/h\.trf, line 7, column 92: round 1: teams 3, 4 have no match and their players no result; a TRF-16 file has no record saying which of them had the pairing-allocated bye/);
    // three clubs: the one without a match had it
    const three = lines.filter((l) => !/^001 +[78] |Club 4/.test(l)).join('\n');
    const e = read(three);
    expect(e.rounds[0].unpaired).toEqual([{ team: 3, code: 'U' }]);
    // 1 MP and 1 game point of 2 (a drawn match, C.04.6 1.4's default), both boards of team 1 won: 2 MP, 2 points
    expect(Object.fromEntries([...teamResults(e)].map(([no, l]) => [no, [l[0].mp, l[0].gp]]))).toEqual({ 1: [2, 2], 2: [0, 0], 3: [1, 1] });
    // the same club idle again in round 2: not a second PAB ([C2]), refused
    const twice = three.split('\n').map((l) => (/^001 +[1-4] /.test(l) ? `${l}  ${l.slice(91, 99)}` : /^001 +[56] /.test(l) ? `${l}  0000 - -` : l)).join('\n');
    expect(() => read(twice)).toThrow(/round 2: team 3 \(Club 3\) has no match and its players no result, as in round 1, where it was read as the pairing-allocated bye; a team has it once \(\[C2\]\)/);
  });

  it('013 lines over games that are not a team event\'s (club-mates meet) leave the event individual', () => {
    const p = (no: number, opp: number, col: string, res: string) => `001 ${String(no).padStart(4)} m    ${`Player ${no}`.padEnd(33)} 1500 GRE             2000/01/01 ${res === '1' ? ' 1.0' : ' 0.0'}    ${no}  ${String(opp).padStart(4)} ${col} ${res}`;
    const club = ['012 Open with clubs', p(1, 2, 'w', '1'), p(2, 1, 'b', '0'), p(3, 4, 'w', '1'), p(4, 3, 'b', '0'), '013 Club A                          1    2', '013 Club B                          3    4'].join('\n');
    expect(isTeamTrf(readTrf(club))).toBe(false);
  });
});
