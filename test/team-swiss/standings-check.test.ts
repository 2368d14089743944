/** Team standings of a TRF-2026 team file, and `hakem check` (no --system) on team files: [C1], [C2], no colour rules. */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readTrf } from '../../engine/trf/read';
import { readTeamEvent } from '../../engine/trf/team';
import { teamSwissStandings } from '../../engine/pairing/team-swiss/standings';
import { checkTeamAbsolute } from '../../engine/pairing/team-swiss/check';
import { run } from '../../cli/main';
import { memoryIO } from '../helpers/io';

const file = join(__dirname, '../oracle/team-swiss-c046/rounds/X-chesspairing-s0301-r08.trf');
const text = readFileSync(file, 'utf8');

describe('Swiss Team standings', () => {
  it('MP and GP are the 310 columns the file prints (the PAB included); ranked by match points, then the tie-breaks', () => {
    const e = readTeamEvent(readTrf(text));
    const { rows } = teamSwissStandings(e, ['BP', 'OKM']);
    for (const t of e.teams) {
      const r = rows.find((x) => x.no === t.no)!;
      expect([r.mp, r.gp]).toEqual([Number(t.printedMP), Number(t.printedGP)]);
    }
    for (let i = 1; i < rows.length; i++) {
      const a = rows[i - 1], b = rows[i];
      expect(a.mp > b.mp || (a.mp === b.mp && (a.gp > b.gp || (a.gp === b.gp && a.tiebreaks.OKM >= b.tiebreaks.OKM)))).toBe(true);
    }
    // team 16 has 11 MP (310), the most: first
    expect(rows[0]).toMatchObject({ no: 16, rank: 1, mp: 11 });
  });

  it('BERLIN reads the boards; an event scored other than 2/1/0 refuses the tie-breaks over opponents', () => {
    const e = readTeamEvent(readTrf(text));
    expect(() => teamSwissStandings(e, ['BERLIN'])).not.toThrow();
    const odd = { ...e, settings: { ...e.settings, match: { W: 3, D: 1, L: 0 } } };
    expect(() => teamSwissStandings(odd, ['OKM'])).toThrow(/3\/1\/0 \(362\)/);
    expect(() => teamSwissStandings(odd, ['BP'])).not.toThrow();
  });
});

describe('hakem check on a team file', () => {
  it('no colour rule for teams (Preface); [C1] and [C2] checked', async () => {
    const io = memoryIO({ 'a.trf': text });
    expect(await run(['check', 'a.trf'], io)).toBe(0);
    expect(io.stdout).toContain('7 rounds of a team event, no violation of [C1] or [C2]');
    // the same event with round 7's PAB (team 28) given to team 25, who had it in round 6 (320 "... 17 25 28")
    const e = readTeamEvent(readTrf(text));
    const r7 = e.rounds[6];
    const moved = { ...e, rounds: e.rounds.map((r) => (r === r7 ? { ...r, unpaired: r.unpaired.map((u) => (u.code === 'U' ? { ...u, team: 25 } : u)) } : r)) };
    expect(checkTeamAbsolute(moved).map((x) => x.en)).toEqual(['round 7: team 25 gets the PAB after a PAB in round 6 [C2]']);
    // round 2's first played match repeated in round 3
    const m = e.rounds[1].matches.find((x) => x.played)!;
    const again = { ...e, rounds: e.rounds.map((r, i) => (i === 2 ? { ...r, matches: [...r.matches, { ...m }] } : r)) };
    expect(checkTeamAbsolute(again).map((x) => x.en)).toContain(`round 3: teams ${m.white} and ${m.black} meet again (they played in round 2) [C1]`);
  });
});
