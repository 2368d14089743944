/**
 * Sharly Chess's TRF-2026 team file (test/fixtures/real-trf/teams/README.md): its 310 records list each team's first
 * four players; a later player is known by the 300 line-ups that field him; players in no team and no game are left
 * out when 082 vouches for the team records. Expected values from the file itself: the rosters on its 310 lines and
 * its 300 line-ups.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readTrf } from '../../engine/trf/read';
import { lineFinder, readTeamEvent } from '../../engine/trf/team';

const name = 'sharly-team-import-test.trf';
const text = readFileSync(join(__dirname, '../fixtures/real-trf/teams', name), 'utf8');
const read = (s: string) => readTeamEvent(readTrf(s, name), lineFinder(s), name);

describe("Sharly Chess's team file", () => {
  it('reads: five teams, their 310 rosters, player 2 added to team 2 by its round-2 line-up', () => {
    const e = read(text);
    expect(e.teams.map((t) => [t.no, t.players])).toEqual([
      [1, [7, 10, 15, 14]], [2, [19, 16, 6, 11, 2]], [3, [21, 18, 26, 17]], [4, [23, 22, 5, 9]], [5, [8, 1, 25, 24]],
    ]);
    // round 2, team 2 - team 5: board 2 of team 2 is player 2 (300 "  2   2   5   19    2    6   11")
    const m = e.rounds[1].matches.find((x) => x.white === 2 || x.black === 2)!;
    expect(m.boards.map((b) => (m.white === 2 ? b.player : b.opponent))).toEqual([19, 2, 6, 11]);
    expect(e.notes?.map((n) => n.en).join('\n')).toMatch(/Player 2 \(team 2\): on no 310 roster, fielded in the team's 300 line-ups/);
    expect(e.notes?.map((n) => n.en).join('\n')).toMatch(/Players 3, 4, 12, 13, 20: on no team's 310 roster, in no line-up, no game: left out/);
  });
  it('without 082 vouching for the team records, a player in no team is refused (a 310 line may be lost)', () => {
    expect(() => read(text.replace(/^082 5\r?\n/m, ''))).toThrow(/player 3 is on no team's 310 roster/);
  });
  it('a player fielded by two teams\' line-ups is refused, not guessed', () => {
    const twice = text.replace('300   2   4   1   23   22    5    9', '300   2   4   1   23   22    5    2');
    expect(twice).not.toBe(text);
    expect(() => read(twice)).toThrow(/line 21, column 5: player 2 is on no team's 310 roster/);
  });
});
