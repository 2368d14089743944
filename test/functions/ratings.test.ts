/**
 * The ratings custom functions, called as Excel calls them (ranges as 2-D arrays, blank cells as '').
 * Expected values are the hand calculations of test/rating/*.test.ts, repeated here with their working.
 */
import { describe, expect, it } from 'vitest';
import { DP, EXPECTED_SCORE, PERFORMANCE, UKD_DELTA, UKD_REPORT } from '../../functions/ratings';
import { FunctionInputError } from '../../functions/errors';

const col = (xs: unknown[]) => xs.map((x) => [x]);
/** Seed 000 Tablo 1: the opponents of the rating-average example, one per row (B2:B10 in a sheet). */
const OPPONENTS = col([2435, 2338, 2450, 2456, 2139, 2550, 2344, 2540, 2445]);

function fails(f: () => unknown, message: RegExp): void {
  try {
    f();
  } catch (e) {
    expect(e).toBeInstanceOf(FunctionInputError);
    expect((e as Error).message).toMatch(message);
    return;
  }
  throw new Error(`expected an error matching ${message}`);
}

describe('HAKEM.PERFORMANCE', () => {
  it('Ra = 21697 / 9 = 2410.78: ½ score -> 2411; 0 -> 1611 (cap 350: 2061); full -> 3211 (cap 400: 2811)', () => {
    expect(PERFORMANCE(OPPONENTS, 4.5)).toBe(2411);
    expect(PERFORMANCE(OPPONENTS, 0)).toBe(1611);
    expect(PERFORMANCE(OPPONENTS, 0, 350)).toBe(2061);
    expect(PERFORMANCE(OPPONENTS, 9)).toBe(3211);
    expect(PERFORMANCE(OPPONENTS, 9, 400)).toBe(2811);
    // blank cap and cap 0: no cap
    expect(PERFORMANCE(OPPONENTS, 9, '')).toBe(3211);
    expect(PERFORMANCE(OPPONENTS, 9, 0)).toBe(3211);
  });
  it('leaves blank cells out (unplayed games): 2000, blank, 2001 with 1 point -> Ra 2000.5, p .50 -> 2001', () => {
    expect(PERFORMANCE([[2000], [''], [2001]], 1)).toBe(2001);
  });
  it('names the bad cell or argument', () => {
    fails(() => PERFORMANCE([[2000], ['abc']], 1), /opponent_ratings A2: expected a number, found "abc"/);
    fails(() => PERFORMANCE([[2000, 99]], 1), /opponent_ratings B1: rating 99 is out of range/);
    fails(() => PERFORMANCE([[2000], [2100]], 2.5), /points: 2.5 points is more than the 2 games given/);
    fails(() => PERFORMANCE([[2000], [2100]], 'two'), /points: expected a number/);
    fails(() => PERFORMANCE([[2000], [2100]], 0.7), /points: 0.7 is not a score/);
    fails(() => PERFORMANCE([['']], 0), /opponent_ratings: no rating given/);
    fails(() => PERFORMANCE([[2000]], 1, -5), /cap: -5/);
  });
});

describe('HAKEM.UKD_DELTA', () => {
  it('k bands from the UKD: 2400 vs four 2400s, 3 points -> +10; 2399 -> +15', () => {
    // D = 0 (or -1) -> PD .50; We = 2; W - We = 1; k 10 / 15
    expect(UKD_DELTA(2400, col([2400, 2400, 2400, 2400]), 3)).toBe(10);
    expect(UKD_DELTA(2399, col([2400, 2400, 2400, 2400]), 3)).toBe(15);
  });
  it('350 rule: 1500 vs 2000, 1900, 1700, 1 point -> +14', () => {
    // -> 1850, 1850, 1700; Ro 1800; D -300 -> L .15; We .45; 25 × .55 = 13.75 -> 14
    expect(UKD_DELTA(1500, col([2000, 1900, 1700]), 1)).toBe(14);
  });
  it('given k, and the winner: 2300 vs five 2000s, 4 points: -4, 0 as winner; k 30 -> -7.5 -> -8', () => {
    // D 300 -> H .85; We 4.25; W - We = -.25; k 15 -> -3.75 -> -4
    expect(UKD_DELTA(2300, col([2000, 2000, 2000, 2000, 2000]), 4)).toBe(-4);
    expect(UKD_DELTA(2300, col([2000, 2000, 2000, 2000, 2000]), 4, '', true)).toBe(0);
    expect(UKD_DELTA(2300, col([2000, 2000, 2000, 2000, 2000]), 4, 30, false)).toBe(-8);
  });
  it('names bad input', () => {
    fails(() => UKD_DELTA('x', col([2000]), 1), /ukd: expected a number/);
    fails(() => UKD_DELTA(5000, col([2000]), 1), /ukd: rating 5000 is out of range/);
    fails(() => UKD_DELTA(2000, col([2000, 'n/a']), 1), /opponent_ukds A2/);
    fails(() => UKD_DELTA(2000, col([2000]), 2), /points: 2 points is more than the 1 games/);
    fails(() => UKD_DELTA(2000, col([2000]), 1, -10), /k: -10/);
    fails(() => UKD_DELTA(2000, col([2000]), 1, '', 'yes'), /is_winner/);
  });
});

describe('HAKEM.EXPECTED_SCORE and HAKEM.DP (FIDE B.02 8.1b, 8.1a)', () => {
  it('reads the tables', () => {
    expect(EXPECTED_SCORE(95)).toBe(0.63);
    expect(EXPECTED_SCORE(-95)).toBe(0.37);
    expect(EXPECTED_SCORE('400')).toBe(0.92);
    expect(DP(0.5)).toBe(0);
    expect(DP(1)).toBe(800);
    expect(DP(0)).toBe(-800);
    expect(DP(0.83)).toBe(273);
  });
  it('names bad input', () => {
    fails(() => EXPECTED_SCORE('far'), /difference: expected a number/);
    fails(() => DP(1.2), /p: 1.2 is not a fractional score/);
    fails(() => DP('half'), /p: expected a number/);
  });
});

/** The Swiss of test/rating/events.ts as a sheet: name, UKD; then opponent, result for rounds 1-4. */
const PLAYERS = [['A', 1800], ['B', 1700], ['C', 1600], ['D', ''], ['E', 1500], ['F', '']];
const ROUNDS = [
  [4, 1, 6, '½', 5, 1, '', ''],
  [5, 0.5, 4, 1, 6, 0, '', ''],
  [6, 0, 5, 0, 4, '=', '', ''],
  [1, 0, 2, 0, 3, 0.5, 5, '-'],
  [2, '1/2', 3, 1, 1, 0, 4, '+'],
  [3, 1, 1, 0.5, 2, 1, '', ''],
];

describe('HAKEM.UKD_REPORT (own input: players name/UKD, two columns per round)', () => {
  it('spills the Swiss report worked by hand in test/rating/report.test.ts', () => {
    const rows = UKD_REPORT(PLAYERS, ROUNDS, 90, 4);
    expect(rows[0]).toEqual(['No', 'Name', 'UKD', 'Start', 'n', 'W', 'Ro', 'D', 'PD', 'We', 'k', 'ΔD', 'New UKD', 'P', 'Note']);
    // A 1800: Ro (1450 + 1940 + 1500)/3 = 1630; D 170 -> .72; We 2.16; 20 × .34 = 6.8 -> +7; 1807; P 1630 + 273 = 1903
    expect(rows[1]).toEqual([1, 'A', 1800, '', 3, 2.5, 1630, 170, 0.72, 2.16, 20, 7, 1807, 1903, '']);
    // D unrated: start 1650 - 300 = 1350; Ro 1666.67; p .17 -> -273; P 1394 (the forfeit of round 4 left out)
    expect(rows[4].slice(0, 7)).toEqual([4, 'D', '', 1350, 3, 0.5, 1666.7]);
    expect(rows[4][13]).toBe(1394);
    // E 1500: 25 × .78 = 19.5 -> +20
    expect(rows[5][11]).toBe(20);
    expect(rows.length).toBe(7);
  });
  it('a round robin with the winner named; Turkish headings', () => {
    // the round robin of test/rating/events.ts: P4 = 1529 (formula 6); P1 the winner: -0.75 kept at 0
    const players = [['P1', 2000], ['P2', 1800], ['P3', 1600], ['P4', '']];
    const rounds = [[4, 1, 3, 0.5, 2, 1], [3, 1, 4, 0.5, 1, 0], [2, 0, 1, 0.5, 4, 1], [1, 0, 2, 0.5, 3, 0]];
    const rows = UKD_REPORT(players, rounds, 90, 2, true, 1, 'tr');
    expect(rows[0][1]).toBe('Ad Soyad');
    expect(rows[4][13]).toBe(1529);
    expect(rows[1][11]).toBe(0);
    expect(rows[1][14]).toMatch(/birinci/);
  });
  it('an ineligible event spills the reasons', () => {
    expect(UKD_REPORT(PLAYERS, ROUNDS, 25, 100)).toEqual([
      ['Not eligible for UKD'],
      ['25 minutes each is under 60 (rule 3.a)'],
      ['the event lasted 100 days, more than 90 (rule 3.c)'],
    ]);
  });
  it('names the bad cell', () => {
    fails(() => UKD_REPORT([['A', 1800], ['B', 'abc']], [[2, 1], [1, 0]], 90, 1), /players B2: expected a number/);
    fails(() => UKD_REPORT([['A', 1800], ['B', 1700]], [[2, 1], [1, 1]], 90, 1), /rounds A2: round 1, player 2's row does not show the game against 1/);
    fails(() => UKD_REPORT([['A', 1800], ['B', 1700]], [[3, 1], [1, 0]], 90, 1), /rounds A1: 3 is not another player's number/);
    fails(() => UKD_REPORT([['A', 1800], ['B', 1700]], [[2, 'win'], [1, 0]], 90, 1), /rounds B1: result "win"/);
    fails(() => UKD_REPORT([['A', 1800], ['B', 1700]], [[2, 1]], 90, 1), /rounds: 1 rows for 2 players/);
    fails(() => UKD_REPORT([['A', 1800], ['B', 1700]], [[2, 1], [1, 0]], 'ninety', 1), /minutes_each: expected a number/);
    fails(() => UKD_REPORT([['A', 1800], ['B', 1700]], [[2, 1], [1, 0]], 90, 1, '', 7), /winner: 7/);
  });
});
