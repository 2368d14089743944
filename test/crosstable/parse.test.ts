/**
 * The crosstable notation: the documents' Tablo 1 typed as an arbiter types it, the cell variants, the
 * three-column layout, Turkish colour letters, and the errors naming the cell.
 */
import { describe, expect, it } from 'vitest';
import { parseCrosstable, parseRoundCell, CrosstableError, parseTeamCrosstable } from '../../engine/crosstable';
import { buchholz, sonnebornBerger, tiebreakContext, matchPoints, olympiadKhantyMansiysk } from '../../engine/tiebreak';
import { fixture, fromRows } from '../tiebreak/build';

const fx = fixture('tiebreak-table1.json');
const RES: Record<string, string> = { '1': '1', '0': '0', '1/2': '½', '+': '+', '-': '-' };

/** Tablo 1 as typed: No | Ad | 1 … 7 | Puan, cells like "10w0", "6b½", forfeits without colour "9+". */
function tablo1(style: (opp: number, colour: string, res: string, i: number) => string = (o, c, r) => `${o}${c}${r}`): unknown[][] {
  const head = ['No', 'Ad', 1, 2, 3, 4, 5, 6, 7, 'Puan'];
  return [head, ...fx.players.map((p: any, i: number) => [
    p.no, p.name,
    ...p.rounds.map((r: any) => (r.result === '+' || r.result === '-' ? `${r.opponent}${r.result}` : style(r.opponent, r.colour, RES[r.result], i))),
    p.printed_total,
  ])];
}

describe('parseCrosstable', () => {
  it("reads Tablo 1 into the same tournament as the fixture, and Umay's Buchholz is 26, SB 12.5", () => {
    const t = parseCrosstable(tablo1());
    expect(t.players.map((p) => p.name)).toEqual(fx.players.map((p: any) => p.name));
    const ref = fromRows(fx.players.map((p: any) => ({ no: p.no, name: p.name, rounds: p.rounds })));
    // each game as "a:result-b:result" with a < b (colours of forfeits are not typed, so they are not compared)
    const key = (x: typeof t) => x.rounds.map((r) => r.games.map((g) => (g.white < g.black ? `${g.white}:${g.whiteResult}-${g.black}:${g.blackResult}` : `${g.black}:${g.blackResult}-${g.white}:${g.whiteResult}`)).sort());
    expect(key(t)).toEqual(key(ref));
    const ctx = tiebreakContext(t);
    expect(buchholz(ctx, 11)).toBe(26);
    expect(sonnebornBerger(ctx, 11)).toBe(12.5);
  });

  it('accepts spaces, 1/2 and 0,5 in the cells', () => {
    const styles = [(o: number, c: string, r: string) => `${o} ${c} ${r}`, (o: number, c: string, r: string) => `${o}${c}${r === '½' ? '1/2' : r}`, (o: number, c: string, r: string) => `${o} ${c.toUpperCase()} ${r === '½' ? '0,5' : r}`];
    for (const s of styles) expect(buchholz(tiebreakContext(parseCrosstable(tablo1(s))), 11)).toBe(26);
  });

  it('reads the round cells alone (no number, name or total column)', () => {
    const rows = tablo1().slice(1).map((r) => r.slice(2, 9));
    const t = parseCrosstable(rows);
    expect(t.players).toHaveLength(18);
    expect(buchholz(tiebreakContext(t), 11)).toBe(26);
  });

  it('reads three columns per round (opponent, colour, result)', () => {
    const rows = fx.players.map((p: any) => [p.name, ...p.rounds.flatMap((r: any) => [r.opponent, r.result === '+' || r.result === '-' ? '' : r.colour, RES[r.result]])]);
    const t = parseCrosstable(rows);
    expect(t.rounds).toHaveLength(7);
    expect(buchholz(tiebreakContext(t), 11, 1)).toBe(23.5);
  });

  it('byes, half-point byes, absences and empty cells', () => {
    const t = parseCrosstable([
      ['2w1', 'T', '3 b ½'],
      ['1b0', '3w1', ''],
      ['H', '2b0', '1w½'],
      ['1T', '-', '0T'],
    ]);
    const codes = (r: number) => Object.fromEntries(t.rounds[r].unpaired.map((u) => [u.player, u.code]));
    expect(codes(0)).toEqual({ 3: 'H', 4: 'U' });
    expect(codes(1)).toEqual({ 1: 'U', 4: '-' });
    expect(codes(2)).toEqual({ 2: '', 4: 'Z' });
    expect(tiebreakContext(t).score.get(1)).toBe(2.5);
  });

  it('Turkish colour letters only when asked: B = Beyaz (white), S = Siyah (black)', () => {
    const tr = parseCrosstable([['2B1'], ['1S0']], { colours: 'tr' });
    expect(tr.rounds[0].games[0]).toMatchObject({ white: 1, black: 2, whiteResult: '1', blackResult: '0' });
    const en = parseCrosstable([['2W1'], ['1B0']]);
    expect(en.rounds[0].games[0]).toMatchObject({ white: 1, black: 2 });
    expect(() => parseCrosstable([['2B1'], ['1S0']])).toThrow(/A2.*Turkish/);
    expect(parseRoundCell('12 b ½')).toEqual({ kind: 'game', opponent: 12, colour: 'b', result: '=' });
    expect(parseRoundCell('12 b ½', 'tr')).toEqual({ kind: 'game', opponent: 12, colour: 'w', result: '=' });
  });

  it('errors name the cell: unknown opponent', () => {
    expect(() => parseCrosstable([['2w1', '5b0'], ['1b0', ''], ['', 'T']])).toThrow(/^B1: unknown opponent 5 \(the table has 3 players\)/);
  });

  it('errors name the cell: a game that does not appear on both rows', () => {
    expect(() => parseCrosstable([['2w1'], ['3b0'], ['2w1']])).toThrow(CrosstableError);
    expect(() => parseCrosstable([['2w1'], ['3b0'], ['2w1']])).toThrow(/^A1: player 1 meets 2 in round 1, but A2 \(player 2, round 1\) names 3/);
  });

  it('errors name the cell: results that do not mirror, colours that clash', () => {
    expect(() => parseCrosstable([['2w1'], ['1b1']])).toThrow(/^A1: result 1 of player 1 does not mirror 1 of player 2 in A2/);
    expect(() => parseCrosstable([['2w½'], ['1b0']])).toThrow(/does not mirror/);
    expect(() => parseCrosstable([['2w1'], ['1w0']])).toThrow(/^A1: players 1 and 2 both have white/);
  });

  it('errors name the cell: text that is not a round cell, an ambiguous cell, a wrong total, out-of-order numbers', () => {
    expect(() => parseCrosstable([['2w1', '2b0'], ['1b0', '1x1']])).toThrow(/^B2: "x" is not a colour letter/);
    expect(() => parseCrosstable([['2w1', 'abc'], ['1b0', '']])).toThrow(/^B1: "abc" is not a round cell/);
    expect(() => parseCrosstable([['21'], ['1b0'], ['T']])).toThrow(/^A1: "21" is ambiguous/);
    expect(() => parseCrosstable([['No', 'Ad', '1', 'Puan'], [1, 'A', '2w1', 1], [2, 'B', '1b0', 1]])).toThrow(/^D3: total 1 but the row's results add up to 0/);
    expect(() => parseCrosstable([[1, 'A', '2w1'], [3, 'B', '1b0']], { columns: { number: 0 } })).toThrow(/^A2: pairing number "3" where 2 was expected/);
  });

  it('cell names follow the range origin on the sheet', () => {
    expect(() => parseCrosstable([['2w1'], ['1b1']], { origin: { row: 4, column: 2 } })).toThrow(/^C5:/);
  });
});

describe('parseRoundCell: the common cells read the same however they are spaced', () => {
  it('10w1, 7b½, 9+, 9-, 9w+ as written; "101" ambiguous; a wrong letter named', () => {
    const game = (opponent: number, colour: 'w' | 'b' | undefined, result: string) => ({ kind: 'game', opponent, ...(colour ? { colour } : {}), result });
    expect(parseRoundCell('10w1')).toEqual(game(10, 'w', '1'));
    expect(parseRoundCell('10 w 1')).toEqual(game(10, 'w', '1'));
    expect(parseRoundCell('10W0')).toEqual(game(10, 'w', '0'));
    expect(parseRoundCell('7b½')).toEqual(game(7, 'b', '='));
    expect(parseRoundCell('7b1/2')).toEqual(game(7, 'b', '='));
    expect(parseRoundCell('9+')).toEqual(game(9, undefined, '+'));
    expect(parseRoundCell('9-')).toEqual(game(9, undefined, '-'));
    expect(parseRoundCell('9w+')).toEqual(game(9, 'w', '+'));
    expect(parseRoundCell('10 1')).toEqual(game(10, undefined, '1'));
    expect(parseRoundCell('1T')).toEqual({ kind: 'unpaired', code: 'U' });
    expect(() => parseRoundCell('101')).toThrow(/ambiguous/);
    expect(() => parseRoundCell('10S1')).toThrow(/Turkish colour letter/);
    expect(() => parseRoundCell('10x1')).toThrow(/"x" is not a colour letter/);
    expect(parseRoundCell('10S1', 'tr')).toEqual(game(10, 'b', '1'));
    expect(parseRoundCell('10B½', 'tr')).toEqual(game(10, 'w', '='));
  });
});

describe('parseTeamCrosstable', () => {
  const teams = fixture('tiebreak-teams.json');
  it("reads the 22-team crosstable (opponent and board points per cell): MP and OKM as printed", () => {
    const rows = teams.teams.map((t: any) => [t.team, ...t.rounds.map((r: any) => `${r.opponent} ${String(r.board_points).replace('.5', '½')}`)]);
    const e = parseTeamCrosstable(rows, { name: 0 });
    expect(e.boards).toBe(8);
    for (const t of teams.teams) {
      expect(matchPoints(e, t.no)).toBe(t.printed_mp);
      expect(olympiadKhantyMansiysk(e, t.no)).toBe(t.printed_okm);
    }
  });
  it('board points that do not add up are an error naming the cell', () => {
    expect(() => parseTeamCrosstable([['2 3'], ['1 4']], { boards: 8 })).toThrow(/^A1: board points 3 \+ 4 do not add up to 8 boards/);
  });
  it('a heading row, a number column and a name column are recognised; cells name the sheet row under the headings', () => {
    const e = parseTeamCrosstable([['No', 'Takım', 'R1'], [1, 'Ankara', '2 3'], [2, 'İzmir', '1 1']]);
    expect(e.teams).toEqual([{ no: 1, name: 'Ankara' }, { no: 2, name: 'İzmir' }]);
    expect(e.boards).toBe(4);
    expect(() => parseTeamCrosstable([['No', 'Takım', 'R1'], [1, 'Ankara', '2 3'], [3, 'İzmir', '1 1']])).toThrow(/^A3: team number "3" where 2 was expected/);
    expect(() => parseTeamCrosstable([['No', 'Takım', 'R1'], [1, 'Ankara', '2 3 [1 1 x 1]'], [2, 'İzmir', '1 1']])).toThrow(/^C2: "x" is not a board result/);
  });
  it('board results in brackets: kept for the home team, checked against the board points', () => {
    // 1 v 2 on 4 boards, 2½–1½: team 1 wins boards 1 and 3, draws board 4, loses board 2
    const e = parseTeamCrosstable([['2 2½ [1 0 1 ½]'], ['1 1½']]);
    expect(e.matches).toEqual([{ round: 1, home: 1, away: 2, homePoints: 2.5, awayPoints: 1.5, homeBoards: [1, 0, 1, 0.5] }]);
    expect(() => parseTeamCrosstable([['2 2½ [1 0 1 1]'], ['1 1½']])).toThrow(/^A1: the board results add up to 3, not to the board points 2.5/);
  });
});

describe('pairing numbers', () => {
  it('a first column of numbers out of order is reported, not taken for ratings', () => {
    expect(() => parseCrosstable([[1, 'A', '2w1'], [3, 'B', '1b0']])).toThrow(/^A2: pairing number "3" where 2 was expected/);
  });
  it('ratings after the name are read as ratings', () => {
    const t = parseCrosstable([[1, 'A', 2435, '2w1'], [2, 'B', 2338, '1b0']]);
    expect(t.players.map((p) => p.rating)).toEqual([2435, 2338]);
  });
});

describe('three columns per round with headings and a total', () => {
  it('reads No | Ad | Rakip Renk Sonuç × 2 | Puan, Turkish colours', () => {
    const rows = [
      ['No', 'Ad', 'Rakip', 'Renk', 'Sonuç', 'Rakip', 'Renk', 'Sonuç', 'Puan'],
      [1, 'Ali', 2, 'B', '1', 3, 'S', '½', '1½'],
      [2, 'Veli', 1, 'S', '0', '', '', '1', 1],
      [3, 'Ayşe', '', '', '', 1, 'B', '½', '½'],
    ];
    const t = parseCrosstable(rows, { colours: 'tr' });
    expect(t.rounds[0].games[0]).toMatchObject({ white: 1, black: 2, whiteResult: '1', blackResult: '0' });
    expect(t.rounds[1].games[0]).toMatchObject({ white: 3, black: 1, whiteResult: '=', blackResult: '=' });
    expect(t.rounds[1].unpaired).toEqual([{ player: 2, code: 'U' }]); // a point without opponent: the bye
    expect(t.rounds[0].unpaired).toEqual([{ player: 3, code: '' }]);
  });
  it('a wrong total in that layout names its cell', () => {
    const rows = [
      ['No', 'Ad', 'Rakip', 'Renk', 'Sonuç', 'Puan'],
      [1, 'Ali', 2, 'W', '1', 0],
      [2, 'Veli', 1, 'B', '0', 0],
    ];
    expect(() => parseCrosstable(rows)).toThrow(/^F2: total 0 but the row's results add up to 1/);
  });
});
