/**
 * Team events (seed 000, Tablo 12–16): match points, Olympiad Khanty-Mansiysk, team Sonneborn-Berger with the
 * documents' zero rule, the round-robin team SB variants; Berliner Wertung (seed 002) by hand.
 */
import { describe, expect, it } from 'vitest';
import { fixture } from './build';
import {
  berlinerForMatch, boardPoints, matchPoints, olympiadKhantyMansiysk, rankTeams, teamSonnebornBerger,
  teamSonnebornBergerBoardTotals, teamSonnebornBergerDetail, teamSonnebornBergerRoundRobin, type TeamEvent,
} from '../../engine/tiebreak';

const fx = fixture('tiebreak-teams.json');

/** The 22-team Swiss crosstable: each match once, checked to appear on both rows with board points adding to 8. */
function swissEvent(): TeamEvent {
  const e: TeamEvent = { boards: fx.boards, teams: fx.teams.map((t: any) => ({ no: t.no, name: t.team })), matches: [] };
  const byNo = new Map<number, any>(fx.teams.map((t: any) => [t.no, t]));
  for (const t of fx.teams) {
    for (const r of t.rounds) {
      const o = byNo.get(r.opponent).rounds.find((x: any) => x.round === r.round);
      if (o.opponent !== t.no) throw new Error(`round ${r.round}: ${t.team} / ${r.opponent} do not name each other`);
      if (o.board_points + r.board_points !== fx.boards) throw new Error(`round ${r.round}: ${t.team} board points do not add to ${fx.boards}`);
      if (t.no < r.opponent) e.matches.push({ round: r.round, home: t.no, away: r.opponent, homePoints: r.board_points, awayPoints: o.board_points });
    }
  }
  return e;
}

describe('team Swiss (Tablo 12–14, 8 boards)', () => {
  const e = swissEvent();
  const C = 3;
  const D = 4;

  it('match points (2/1/0) and board points of every team as printed', () => {
    for (const t of fx.teams) {
      expect(matchPoints(e, t.no), t.team).toBe(t.printed_mp);
      expect(boardPoints(e, t.no), t.team).toBe(t.board_points_total);
    }
  });

  it('Olympiad Khanty-Mansiysk: C 88 (95 − 7), D 95 (103 − 8), and every printed OKM', () => {
    expect(olympiadKhantyMansiysk(e, C)).toBe(fx.expected.okm.C);
    expect(olympiadKhantyMansiysk(e, D)).toBe(fx.expected.okm.D);
    for (const t of fx.teams) expect(olympiadKhantyMansiysk(e, t.no), t.team).toBe(t.printed_okm);
  });

  it('team SB of D: 405.5 − 5.5 = 400 (Tablo 14)', () => {
    const d = teamSonnebornBergerDetail(e, D);
    expect(d.rounds.map((r) => r.product)).toEqual(fx.expected.tablo14.D.per_round);
    expect(d.cut?.product).toBe(5.5);
    expect(teamSonnebornBerger(e, D)).toBe(fx.expected.team_sb.D);
  });

  it("team SB of C is 376.5 by the rule; the book prints 385.5 because its round-8 cell says 45 (5 × 9) where C scored 4 against E (4 × 9 = 36)", () => {
    const c = teamSonnebornBergerDetail(e, C);
    expect(c.rounds[7]).toMatchObject({ opponent: 5, boardPoints: 4, opponentMatchPoints: 9, product: 36 });
    expect(teamSonnebornBerger(e, C)).toBe(fx.recomputed.team_sb.C);
    expect(teamSonnebornBerger(e, C)).toBe(376.5);
    expect(fx.expected.team_sb.C).toBe(385.5); // as printed
    // the ranking is unaffected: D is ahead of C on OKM already (95 > 88)
  });

  it('a zero from a round without board points is not the lowest product', () => {
    const z: TeamEvent = {
      boards: 4,
      teams: [1, 2, 3, 4].map((no) => ({ no, name: `T${no}` })),
      matches: [
        { round: 1, home: 1, away: 2, homePoints: 0, awayPoints: 4 },
        { round: 1, home: 3, away: 4, homePoints: 2, awayPoints: 2 },
        { round: 2, home: 1, away: 3, homePoints: 3, awayPoints: 1 },
        { round: 2, home: 2, away: 4, homePoints: 1, awayPoints: 3 },
      ],
    };
    // team 1: R1 0 × MP(2)=2 → 0 (not cut: no board points), R2 3 × MP(3)=1 → 3; the lowest product eligible is 3
    expect(teamSonnebornBergerDetail(z, 1).cut?.round).toBe(2);
    expect(teamSonnebornBerger(z, 1)).toBe(0);
  });

  it('ranks follow match points then OKM, and O (247) before P (234.5) on team SB', () => {
    const st = rankTeams(e, ['OKM', 'TSB']);
    for (const t of fx.teams) expect(st.find((s) => s.no === t.no)!.rank, t.team).toBe(t.printed_rank);
  });
});

describe('team round robin (Tablo 15–16, 4 boards)', () => {
  const ct = fx.berger_team_tables.crosstable as Record<string, Record<string, number>>;
  const names = ['A', 'B', 'C', 'D'];
  const e: TeamEvent = { boards: 4, teams: names.map((n, i) => ({ no: i + 1, name: n })), matches: [] };
  let round = 0;
  for (let i = 0; i < 4; i++) for (let j = i + 1; j < 4; j++) {
    const a = ct[names[i]][names[j]];
    const b = ct[names[j]][names[i]];
    expect(a + b).toBe(4);
    e.matches.push({ round: ++round, home: i + 1, away: j + 1, homePoints: a, awayPoints: b });
  }
  const r = fx.berger_team_tables.recomputed;

  it('board totals and match points; D has 2 MP (it beat B 2½–1½) although Tablo 15 prints 1', () => {
    names.forEach((n, i) => {
      expect(boardPoints(e, i + 1)).toBe(r.board_totals[n]);
      expect(matchPoints(e, i + 1)).toBe(r.mp[n]);
    });
    expect(fx.berger_team_tables.printed_tablo15.D.mp).toBe(1); // the misprint
  });

  it('Tablo 15 SB (board points × opponent MP): A 22 by the rule (the book prints 18.5, using D\'s wrong MP), D 9.5', () => {
    names.forEach((n, i) => expect(teamSonnebornBergerRoundRobin(e, i + 1), n).toBe(r.sb_board_points_x_opponent_mp[n]));
    expect(teamSonnebornBergerRoundRobin(e, 4)).toBe(fx.berger_team_tables.printed_tablo15.D.sb);
  });

  it('Tablo 16 SB (board totals of teams beaten + half of drawn): A 9, B 11.5 as printed; C 6.25 (book 7.25, slip) and D 6.5 (book 3.25)', () => {
    names.forEach((n, i) => expect(teamSonnebornBergerBoardTotals(e, i + 1), n).toBe(r.sb_board_totals_of_beaten_plus_half_drawn[n]));
    expect(teamSonnebornBergerBoardTotals(e, 1)).toBe(fx.berger_team_tables.printed_tablo16.A.sb);
    expect(teamSonnebornBergerBoardTotals(e, 2)).toBe(fx.berger_team_tables.printed_tablo16.B.sb);
  });
});

describe('Berliner Wertung (seed 002), by hand', () => {
  it('4 boards, a 2–2 match: board-1 win (4) + board-3 draw (½ × 2) = 5 against board-2 win (3) + draw (1) + board-4 win (1) = 5', () => {
    // home: board1 win, board2 loss, board3 draw, board4 loss → 2–2 match
    expect(berlinerForMatch(4, [1, 0, 0.5, 0])).toBe(4 + 1);
    expect(berlinerForMatch(4, [0, 1, 0.5, 1])).toBe(3 + 1 + 1);
  });
});
