/**
 * TRF-2026 team files: the team model read from records 310/320/330/352/362/162/192 over the 001 lines, written
 * back byte for byte, and the bad inputs refused with the record and line named.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readTrf } from '../../engine/trf/read';
import { lineFinder, parse192, readTeamEvent, writeTeamTrf } from '../../engine/trf/team';
import { teamResults, teamTotals } from '../../engine/model/team';

const dir = join(__dirname, '../oracle/team-swiss-c046/rounds');
const load = (name: string) => readFileSync(join(dir, name), 'utf8');
const read = (text: string) => readTeamEvent(readTrf(text, 'T.trf'), lineFinder(text), 'T.trf');

describe('TRF-2026 team files', () => {
  it('every oracle file is read and written back from the team model byte for byte (310 totals agree with the boards)', () => {
    const files = readdirSync(dir);
    expect(files.length).toBe(577);
    for (const f of files) {
      const text = load(f);
      const t = readTrf(text, f);
      // readTeamEvent refuses a 310 total that the board results do not give: all 577 pass
      const e = readTeamEvent(t, lineFinder(text), f);
      expect(writeTeamTrf(e, t.players, t.info), f).toBe(text);
    }
  });

  it('reads teams, boards, colours, forfeits and the PAB as the file states them', () => {
    // D-gacrux-s0104-r03: 320 "1.0 2.0 7 2" (PAB worth a drawn match: 1 MP, 2 GP; team 7 in round 1, team 2 in
    // round 2) and 330 "+- 1 1 4" (round 1: team 1, White, wins by forfeit against team 4)
    const e = read(load('D-gacrux-s0104-r03.trf'));
    expect(e.settings).toMatchObject({ preferences: 'A', primary: 'MP', secondary: 'GP', pab: { mp: 1, gp: 2 }, boardColours: 'WBWB', match: { W: 2, D: 1, L: 0 } });
    expect(e.teams[0].players).toEqual([1, 2, 3, 4]);
    const r1 = e.rounds[0];
    expect(r1.unpaired).toEqual([{ team: 7, code: 'U' }]);
    const ff = r1.matches.find((m) => m.white === 1)!;
    expect(ff).toMatchObject({ black: 4, played: false, forfeit: '+-' });
    const res = teamResults(e);
    // the forfeit: 2 MP and 4 GP (four boards "+") to team 1, who may not get the PAB ([C2]); no colour, no meeting
    expect(res.get(1)![0]).toMatchObject({ opponent: 4, played: false, forfeit: 'win', mp: 2, gp: 4 });
    expect(res.get(4)![0]).toMatchObject({ opponent: 1, played: false, forfeit: 'loss', mp: 0, gp: 0 });
    expect(res.get(7)![0]).toMatchObject({ code: 'U', mp: 1, gp: 2 });
    // the totals are the 310 columns the file prints
    for (const team of e.teams) expect(teamTotals(e).get(team.no)).toEqual({ mp: Number(team.printedMP), gp: Number(team.printedGP) });
  });

  it('192 codes: bare FIDE_TEAM is Type A, MP then GP; no TYPE means no preferences', () => {
    expect(parse192('FIDE_TEAM')).toEqual({ preferences: 'A', primary: 'MP', secondary: 'GP', baku: false });
    expect(parse192('FIDE_TEAM_TYPEB_MP')).toEqual({ preferences: 'B', primary: 'MP', secondary: undefined, baku: false });
    expect(parse192('FIDE_TEAM_GP_MP')).toEqual({ preferences: 'none', primary: 'GP', secondary: 'MP', baku: false });
    expect(parse192('FIDE_TEAM_TYPEA_MP_MP')).toBeUndefined();
    expect(parse192('FIDE_DUTCH')).toBeUndefined();
  });
});

describe('bad team files are refused, naming the record and the line', () => {
  const base = load('D-gacrux-s0101-r02.trf');
  const lines = base.split('\n');
  const edit = (ln: number, f: (l: string) => string) => lines.map((l, i) => (i === ln - 1 ? f(l) : l)).join('\n');

  it('a player listed twice in 310', () => {
    // line 12 is team 2's 310 record: its first player 5 replaced by player 1, who is team 1's (line 11)
    const text = edit(12, (l) => l.slice(0, 73) + '   1' + l.slice(77));
    expect(() => read(text)).toThrow(/T\.trf, line 12, column 77: record 310, team 2: player 1 \(column 77\) is already listed for team 1/);
    const twice = edit(11, (l) => l.slice(0, 78) + '   1' + l.slice(82));
    expect(() => read(twice)).toThrow(/line 11, column 82: record 310, team 1: player 1 \(column 82\) is listed twice/);
  });

  it('a 310 player number with no 001 line', () => {
    const text = edit(11, (l) => l + '  999');
    expect(() => read(text)).toThrow(/line 11, column (\d+): record 310, team 1: player 999 \(column \1\) has no 001 line/);
  });

  it('board results that do not add up to the match result (310 totals, 330 forfeits)', () => {
    // team 1 drew board 1 and won boards 2 and 4 in round 1 (3 GP, a 2-MP win): 310 says 3.0 MP
    const text = edit(11, (l) => l.slice(0, 54) + '   3.0' + l.slice(60));
    expect(() => read(text)).toThrow(/line 11, column 55: record 310, team 1: match points 3\.0 \(columns 55-60\), but its match results give 2/);
    const gp = edit(11, (l) => l.slice(0, 61) + '   2.5' + l.slice(67));
    expect(() => read(gp)).toThrow(/line 11, column 62: record 310, team 1: game points 2\.5 \(columns 62-67\), but its board results give 3/);
    // a 330 forfeit of a match whose boards were played
    const ff = lines.slice(0, 10).concat(['330 +-   1  10   1'], lines.slice(10)).join('\n');
    expect(() => read(ff)).toThrow(/line 11, column 5: record 330: round 1, teams 10 and 1: the match is recorded as forfeited but board\(s\) were played/);
  });

  it('a team with fewer players than boards', () => {
    const text = edit(11, (l) => l.slice(0, 87).trimEnd());
    expect(() => read(text)).toThrow(/line 11, column 5: record 310: team 1 has 3 player\(s\) for 4 boards \(352 WBWB\)/);
  });

  it('a 352 pattern starting with Black, an unknown 192 code', () => {
    expect(() => read(edit(8, () => '352 BWBW'))).toThrow(/line 8, column 5: record 352/);
    expect(() => read(edit(7, () => '192 FIDE_TEAM_TYPEC'))).toThrow(/line 7, column 5: record 192/);
  });
});
