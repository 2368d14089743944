/**
 * The ratings custom functions, called as Excel calls them (ranges as 2-D arrays, blank cells as '').
 * Expected values are the hand calculations of test/rating/*.test.ts, repeated here with their working.
 */
import { describe, expect, it } from 'vitest';
import { DP, EXPECTED_SCORE, FIDE_INITIAL_RATING, FIDE_RATING_CHANGE, PERFORMANCE, UKD_DELTA, UKD_REPORT } from '../../functions/ratings';
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
  it('no cap (FIDE TPR): Ra = 21697 / 9 = 2410.78: ½ score -> 2411; 0 -> 1611; full -> 3211', () => {
    // dp 0, -800, +800 (table 8.1.1)
    expect(PERFORMANCE(OPPONENTS, 4.5)).toBe(2411);
    expect(PERFORMANCE(OPPONENTS, 0)).toBe(1611);
    expect(PERFORMANCE(OPPONENTS, 9)).toBe(3211);
    // blank cap and cap 0: no cap, own_rating then changes nothing
    expect(PERFORMANCE(OPPONENTS, 9, '')).toBe(3211);
    expect(PERFORMANCE(OPPONENTS, 9, 0)).toBe(3211);
    expect(PERFORMANCE(OPPONENTS, 9, '', 2000)).toBe(3211);
  });
  it("cap 350 (the documents' rule): each opponent within 350 of own_rating, then Ro + dp", () => {
    // stronger 2000 vs 1500, 1500: both count 1650. 2/2: 1650 + 800 = 2450; 1/2: 1650; 0/2: 1650 - 800 = 850
    expect(PERFORMANCE(col([1500, 1500]), 2, 350, 2000)).toBe(2450);
    expect(PERFORMANCE(col([1500, 1500]), 1, 350, 2000)).toBe(1650);
    expect(PERFORMANCE(col([1500, 1500]), 0, 350, 2000)).toBe(850);
    // weaker 1500 vs 2000, 2000: both count 1850. 0/2: 1050; 1/2: 1850; 2/2: 2650
    expect(PERFORMANCE(col([2000, 2000]), 0, 350, 1500)).toBe(1050);
    expect(PERFORMANCE(col([2000, 2000]), 1, 350, 1500)).toBe(1850);
    expect(PERFORMANCE(col([2000, 2000]), 2, 350, 1500)).toBe(2650);
    // cap 400: 2000 vs 1500, 1500 count 1600; 2/2: 2400
    expect(PERFORMANCE(col([1500, 1500]), 2, 400, 2000)).toBe(2400);
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
    fails(() => PERFORMANCE([[2000]], 1, 350), /cap: a 350-point cap needs own_rating/);
    fails(() => PERFORMANCE([[2000]], 1, 350, 'x'), /own_rating: expected a number/);
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

describe('HAKEM.EXPECTED_SCORE and HAKEM.DP (FIDE B.02 8.1.2, 8.1.1)', () => {
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

/**
 * The Swiss of test/rating/events.ts as an arbiter types it (engine/crosstable notation: opponent, colour, result in one
 * cell; "5w-" a forfeit loss), with the UKDs in their own column (heading on top, blank = unrated).
 */
const CROSSTABLE = [
  ['Name', 'R1', 'R2', 'R3', 'R4'],
  ['A', '4w1', '6b½', '5w1', ''],
  ['B', '5w½', '4b1', '6w0', ''],
  ['C', '6w0', '5b0', '4w½', ''],
  ['D', '1b0', '2w0', '3b½', '5w-'],
  ['E', '2b½', '3w1', '1b0', '4b+'],
  ['F', '3b1', '1w½', '2b1', ''],
];
const UKDS = col(['UKD', 1800, 1700, 1600, '', 1500, '']);

describe('HAKEM.UKD_REPORT (the crosstable parser of engine/crosstable and a UKD column)', () => {
  it('spills the Swiss report worked by hand in test/rating/report.test.ts', () => {
    const rows = UKD_REPORT(CROSSTABLE, UKDS, 90, 4);
    expect(rows[0]).toEqual(['No', 'Name', 'UKD', 'Start', 'n', 'W', 'Ro', 'D', 'PD', 'We', 'k', 'ΔD', 'New UKD', 'P', 'Note']);
    // A 1800: unrated D, F at 1350 -> 1450 (350 rule); Ro (1450 + 1450 + 1500)/3 = 1466.67; D 333 -> .88; We 2.64;
    // 20 × (2.5 - 2.64) = -2.8 -> -3; 1797; P 1466.67 + 273 = 1739.67 -> 1740
    expect(rows[1]).toEqual([1, 'A', 1800, '', 3, 2.5, 1466.7, 333, 0.88, 2.64, 20, -3, 1797, 1740, '']);
    // D unrated: start 1650 - 300 = 1350; Ro 1666.67; p .17 -> -273; P 1394 (the forfeit of round 4 left out)
    expect(rows[4].slice(0, 7)).toEqual([4, 'D', '', 1350, 3, 0.5, 1666.7]);
    expect(rows[4][13]).toBe(1394);
    // E 1500: 25 × .78 = 19.5 -> +20
    expect(rows[5][11]).toBe(20);
    expect(rows.length).toBe(7);
  });
  it('a round robin in Turkish colour letters, the winner named; Turkish headings', () => {
    // the round robin of test/rating/events.ts: P4 = 1529 (formula 6); P1 the winner: -0.75 kept at 0
    const table = [
      ['P1', '4B1', '3S½', '2B1'],
      ['P2', '3B1', '4S½', '1S0'],
      ['P3', '2S0', '1B½', '4B1'],
      ['P4', '1S0', '2B½', '3S0'],
    ];
    const rows = UKD_REPORT(table, col([2000, 1800, 1600, '']), 90, 2, true, 1, 'tr');
    expect(rows[0][1]).toBe('Ad Soyad');
    expect(rows[4][13]).toBe(1529);
    expect(rows[1][11]).toBe(0);
    expect(rows[1][14]).toMatch(/birinci/);
  });
  it('an ineligible event spills the reasons', () => {
    expect(UKD_REPORT(CROSSTABLE, UKDS, 25, 100)).toEqual([
      ['Not eligible for UKD'],
      ['25 minutes each is under 60 (rule 3.a)'],
      ['the event lasted 100 days, more than 90 (rule 3.c)'],
    ]);
  });
  it('names the bad cell', () => {
    const two = [['A', '2w1'], ['B', '1b0']];
    fails(() => UKD_REPORT(two, col([1800, 'abc']), 90, 1), /ukds A2: expected a number/);
    fails(() => UKD_REPORT(two, col([1800, 50]), 90, 1), /ukds A2: rating 50 is out of range/);
    fails(() => UKD_REPORT(CROSSTABLE, UKDS.slice(0, 4), 90, 1), /ukds: 4 cells for the crosstable's 6 players/);
    fails(() => UKD_REPORT([['A', '2w1'], ['B', '1b1']], col([1800, 1700]), 90, 1), /crosstable B1: result 1 of player 1 does not mirror 1 of player 2/);
    const typo = CROSSTABLE.map((r) => [...r]);
    typo[5][2] = 'win'; // E's round 2, cell C6 of the range
    fails(() => UKD_REPORT(typo, UKDS, 90, 1), /crosstable C6: "win" is not a round cell/);
    fails(() => UKD_REPORT(two, col([1800, 1700]), 'ninety', 1), /minutes_each: expected a number/);
    fails(() => UKD_REPORT(two, col([1800, 1700]), 90, 1, '', 7), /winner: 7/);
    fails(() => UKD_REPORT(two, col([1800, 1700]), 90, 1, '', '', 'de'), /lang: "de"/);
  });
});

describe('HAKEM.EXPECTED_SCORE applies the 400-point rule (B.02 8.3.1, from 1 October 2025)', () => {
  it('412 counts as 400 (.92, not .93) below 2650; from 2650 the real difference (450 → .94)', () => {
    expect(EXPECTED_SCORE(412)).toBe(0.92);
    expect(EXPECTED_SCORE(-412)).toBe(0.08);
    expect(EXPECTED_SCORE(449, 2649)).toBe(0.92);
    expect(EXPECTED_SCORE(450, 2650)).toBe(0.94);
    fails(() => EXPECTED_SCORE(450, 'top'), /own_rating: expected a number/);
  });
});

describe('HAKEM.FIDE_RATING_CHANGE and HAKEM.FIDE_INITIAL_RATING (B.02 8.3, 8.2)', () => {
  it('2000 beating 1588 at K 20: PD .92 (D 412 → 400), 20 × .08 = 1.6 → 2', () => {
    expect(FIDE_RATING_CHANGE(2000, col([1588]), col([1]), 20)).toBe(2);
  });
  it('a list of games, results as 1, ½, "1/2", 0; blank rows skipped; K × n kept within 700', () => {
    // 2435 v 2400: D 35, PD .55. Win + draw + loss at K 10: (.45 − .05 − .55) × 10 = −1.5 → −2 (8.3.4)
    expect(FIDE_RATING_CHANGE(2435, col([2400, 2400, '', 2400]), col([1, '½', '', 0]), 10)).toBe(-2);
    // 20 wins over equals at K 40: K × 20 = 800 > 700 → K 35; 20 × (1 − .50) × 35 = 350
    expect(FIDE_RATING_CHANGE(2000, col(Array(20).fill(2000)), col(Array(20).fill(1)), 40)).toBe(350);
  });
  it('an initial rating: 3 of 5 against 9,507 in all with two 1800 draws: 1922', () => {
    expect(FIDE_INITIAL_RATING(col([1850, 1900, 1957, 1800, 2000]), col([1, 1, '1', 0, '0']))).toBe(1922);
  });
  it('names bad input', () => {
    fails(() => FIDE_RATING_CHANGE(2000, col([1588, 1600]), col([1]), 20), /results: 1 cells for 2 opponent_ratings/);
    fails(() => FIDE_RATING_CHANGE(2000, col([1588]), col([0.75]), 20), /results cell 1: a game's score is 1, ½ or 0/);
    fails(() => FIDE_RATING_CHANGE(2000, col([1588]), col([1]), 12.5), /k: 12.5 must be a whole number/);
    fails(() => FIDE_RATING_CHANGE(2000, col(['']), col([1]), 20), /opponent_ratings: cell 1 is blank/);
    fails(() => FIDE_INITIAL_RATING(col([1500, 1600]), col([0, 0])), /8\.2\.1/);
  });
});
