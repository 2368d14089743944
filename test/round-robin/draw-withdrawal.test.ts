import { describe, expect, it } from 'vitest';
import { drawingOrder, drawNumbers, redrawAfterWithdrawal, seededRandom } from '../../engine/pairing/round-robin/draw';
import { crosstableCells, withdrawalStatus } from '../../engine/pairing/round-robin/withdrawal';
import { roundRobin } from '../../engine/pairing/round-robin/system';
import { buildTournament } from '../../engine/model/build';

describe('the drawing of numbers', () => {
  const entrants = [
    { id: 'Ali', rating: 1650 }, { id: 'Veli', rating: 1900 }, { id: 'Hüseyin' },
    { id: 'Abidin', rating: 1900 }, { id: 'Aysel', rating: 2010 }, { id: 'Levent', rating: 1500 },
  ];

  it('the highest rated draws first ("En büyük kuvvet puanlı oyuncuya ilk kura çektirilmesi gelenektir"), unrated last', () => {
    expect(drawingOrder(entrants).map((e) => e.id)).toEqual(['Aysel', 'Veli', 'Abidin', 'Ali', 'Levent', 'Hüseyin']);
  });

  it('gives each entrant one number 1..n; the same seed repeats the draw', () => {
    const a = drawNumbers(entrants, seededRandom(42));
    expect(a.map((d) => d.number).sort((x, y) => x - y)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(a.map((d) => d.id)).toEqual(['Aysel', 'Veli', 'Abidin', 'Ali', 'Levent', 'Hüseyin']);
    expect(drawNumbers(entrants, seededRandom(42))).toEqual(a);
    // a generator that always picks the first envelope hands out 1, 2, 3, … in drawing order
    expect(drawNumbers(entrants, () => 0).map((d) => [d.id, d.number])).toEqual([['Aysel', 1], ['Veli', 2], ['Abidin', 3], ['Ali', 4], ['Levent', 5], ['Hüseyin', 6]]);
    expect(() => drawNumbers([{ id: 'x' }, { id: 'x' }])).toThrow(/twice/);
  });

  it('redraw rule (FIDE C.06 II.3; the documents\' "Kura çekiminden sonra, birinci turdan önce, ayrılan ... kura çekimi yenilenir")', () => {
    expect(redrawAfterWithdrawal({ players: 8, leaving: 3 }).redraw).toBe(true);
    // even field, last number leaves: 8 becomes the bye of a 7-player table
    expect(redrawAfterWithdrawal({ players: 8, leaving: 8 }).redraw).toBe(false);
    // odd field: the last number is not the bye number, so the table changes: redraw
    expect(redrawAfterWithdrawal({ players: 7, leaving: 7 }).redraw).toBe(true);
    // a substitute takes the number
    expect(redrawAfterWithdrawal({ players: 7, leaving: 2, replaced: true }).redraw).toBe(false);
    expect(() => redrawAfterWithdrawal({ players: 7, leaving: 9 })).toThrow(/not in a draw/);
  });
});

describe('withdrawals in a round robin', () => {
  // Six players; 6 plays rounds 1–2 (1:6, 6:4), then withdraws. Round 3 printed: 2:6 3:1 4:5.
  const base = {
    players: [1, 2, 3, 4, 5, 6].map((no) => ({ no, ...(no === 6 ? { withdrawnFrom: 3 } : {}) })),
    rounds: [
      { round: 1, games: [{ white: 1, black: 6, result: '1-0' }, { white: 2, black: 5, result: '1/2-1/2' }, { white: 3, black: 4, result: '0-1' }] },
      { round: 2, games: [{ white: 6, black: 4, result: '1/2-1/2' }, { white: 5, black: 3, result: '1-0' }, { white: 1, black: 2, result: '0-1' }] },
      { round: 3, games: [{ white: 3, black: 1, result: '1-0' }, { white: 4, black: 5, result: '1/2-1/2' }], absent: [6] },
    ],
  };

  it('fewer than half the games played: results stay, the player is not ranked (2 of 5)', () => {
    const status = withdrawalStatus(buildTournament(base));
    expect(status.find((s) => s.player === 6)).toEqual({ player: 6, scheduled: 5, played: 2, withdrawn: true, ranked: false });
    expect(status.filter((s) => s.player !== 6).every((s) => s.ranked)).toBe(true);
  });

  it('at least half played: ranked (3 of 5 — hand count)', () => {
    const t = buildTournament({ ...base, players: base.players.map((p) => (p.no === 6 ? { no: 6, withdrawnFrom: 4 } : p)), rounds: [base.rounds[0], base.rounds[1], { round: 3, games: [{ white: 2, black: 6, result: '1-0' }, { white: 3, black: 1, result: '1-0' }, { white: 4, black: 5, result: '1/2-1/2' }] }] });
    expect(withdrawalStatus(t).find((s) => s.player === 6)).toMatchObject({ played: 3, ranked: true });
  });

  it('crosstable: played results stay; unplayed games are (-) for the withdrawn player and (+) for the opponent', () => {
    const cells = crosstableCells(buildTournament(base));
    expect(cells[0][5]).toEqual(['1']); // 1 beat 6 in round 1
    expect(cells[5][0]).toEqual(['0']);
    expect(cells[5][3]).toEqual(['½']);
    expect(cells[1][5]).toEqual(['+']); // round 3, 2:6 not played
    expect(cells[5][1]).toEqual(['-']);
    expect(cells[4][5]).toEqual(['+']); // round 4 (6:5), after the withdrawal
    expect(cells[5][4]).toEqual(['-']);
    expect(cells[2][5]).toEqual(['+']); // round 5 (3:6)
    expect(cells[1][2]).toEqual(['']); // 2–3 (round 4) still to play
    expect(cells[2][2]).toEqual([]);
  });

  it('two absent players: two (-)', () => {
    const t = buildTournament({ players: [1, 2, 3, 4].map((no) => ({ no, ...(no >= 3 ? { withdrawnFrom: 1 } : {}) })) });
    const cells = crosstableCells(t);
    // round 1 of the 3–4 table: 1:4 2:3 — 3 is withdrawn, 2 is there
    expect(cells[1][2]).toEqual(['+']);
    // 3–4 meet in round 2 (4:3): both withdrawn
    expect(cells[2][3]).toEqual(['-']);
    expect(cells[3][2]).toEqual(['-']);
  });

  it('the pairing keeps the table and records the withdrawal as a forfeit', () => {
    const out = roundRobin.pair(buildTournament(base), { round: 4 });
    expect(out.ok && out.pairing.boards).toEqual([{ white: 6, black: 5 }, { white: 1, black: 4 }, { white: 2, black: 3 }]);
    const steps = out.explanation.sections.flatMap((s) => s.steps);
    expect(steps.find((s) => s.kind === 'forfeit')?.data).toEqual({ loser: 6, winner: 5 });
  });
});
