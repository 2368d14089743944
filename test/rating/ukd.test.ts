/**
 * Seed 004 (TSF UKD procedure), rule by rule. Every expected figure is worked out by hand in the comments from
 * the formula and FIDE B.02 tables 8.1.1 / 8.1.2 (test/fixtures/fide-tables); rounding: whole points, half away
 * from zero (engine/rating/rounding.ts).
 */
import { describe, expect, it } from 'vitest';
import {
  capRise, firstUkd, isListed, kFactor, opponentsWithin350, roundRobinAverage, roundRobinPerformance, swissPerformance,
  ukdChange, ukdEligibility, unratedStart,
} from '../../engine/rating/ukd';

describe('k by UKD band (8.A.4): both sides of each boundary', () => {
  it('2400 -> 10 | 2399 -> 15; 2000 -> 15 | 1999 -> 20; 1600 -> 20 | 1599 -> 25', () => {
    expect(kFactor(2400)).toBe(10);
    expect(kFactor(2399)).toBe(15);
    expect(kFactor(2000)).toBe(15);
    expect(kFactor(1999)).toBe(20);
    expect(kFactor(1600)).toBe(20);
    expect(kFactor(1599)).toBe(25);
  });

  it('2400 vs 2399, four opponents of 2400, 3 points', () => {
    // 2400: Ro = 2400, D = 0 -> PD .50 (0-3); We = .50 × 4 = 2; W - We = 1; k = 10 -> ΔD = +10
    expect(ukdChange(2400, [2400, 2400, 2400, 2400], 3)).toMatchObject({ difference: 0, expected: 0.5, expectedPoints: 2, k: 10, delta: 10 });
    // 2399: D = -1 -> L .50 (0-3); We = 2; W - We = 1; k = 15 -> ΔD = +15
    expect(ukdChange(2399, [2400, 2400, 2400, 2400], 3)).toMatchObject({ difference: -1, expected: 0.5, k: 15, delta: 15 });
  });

  it('2000 vs 1999, four opponents of 2000, 1 point', () => {
    // 2000: D = 0 -> .50, We = 2, W - We = -1, k = 15 -> -15
    expect(ukdChange(2000, [2000, 2000, 2000, 2000], 1)).toMatchObject({ k: 15, delta: -15 });
    // 1999: D = -1 -> .50, We = 2, W - We = -1, k = 20 -> -20
    expect(ukdChange(1999, [2000, 2000, 2000, 2000], 1)).toMatchObject({ k: 20, delta: -20 });
  });

  it('1600 vs 1599, two opponents of 1600, 2 points', () => {
    // 1600: D = 0 -> .50, We = 1, W - We = 1, k = 20 -> +20
    expect(ukdChange(1600, [1600, 1600], 2)).toMatchObject({ k: 20, delta: 20 });
    // 1599: D = -1 -> .50, We = 1, W - We = 1, k = 25 -> +25
    expect(ukdChange(1599, [1600, 1600], 2)).toMatchObject({ k: 25, delta: 25 });
  });

  it('k can be given (UKD_DELTA [k])', () => {
    // 2000 vs four 2000s, 1 point: W - We = -1; k = 40 -> -40
    expect(ukdChange(2000, [2000, 2000, 2000, 2000], 1, { k: 40 }).delta).toBe(-40);
  });
});

describe('the 350-point rule (6.h)', () => {
  it("the seed's own example: UKDs 1500 and 2000: the 1500 player's opponent counts 1850, the 2000 player's 1650", () => {
    expect(opponentsWithin350(1500, [2000])).toEqual([1850]);
    expect(opponentsWithin350(2000, [1500])).toEqual([1650]);
  });

  it('a weaker player: UKD 1500 vs 2000, 1900, 1700, 1 point', () => {
    // 2000 -> 1850, 1900 -> 1850 (1500 + 350), 1700 stays. Ro = (1850 + 1850 + 1700) / 3 = 5400 / 3 = 1800
    // D = 1500 - 1800 = -300 -> band 291-302, L = .15; We = .15 × 3 = .45; W - We = .55
    // k = 25 (1500 <= 1599): ΔD = 25 × .55 = 13.75 -> 14
    const c = ukdChange(1500, [2000, 1900, 1700], 1);
    expect(c.counted).toEqual([1850, 1850, 1700]);
    expect(c).toMatchObject({ opponentsAverage: 1800, difference: -300, expected: 0.15, expectedPoints: 0.45, k: 25, exactDelta: 13.75, delta: 14 });
  });

  it('a stronger player: UKD 2000 vs 1500, 1600, 1700, 2.5 points', () => {
    // 1500 -> 1650, 1600 -> 1650 (2000 - 350), 1700 stays. Ro = 5000 / 3 = 1666.67
    // D = 2000 - 1666.67 = 333.33 -> 333 -> band 329-344, H = .88; We = .88 × 3 = 2.64; W - We = -.14
    // k = 15: ΔD = 15 × -.14 = -2.1 -> -2   (without the rule: Ro 1600, D 400 -> .92, We 2.76, ΔD -3.9 -> -4)
    const c = ukdChange(2000, [1500, 1600, 1700], 2.5);
    expect(c.counted).toEqual([1650, 1650, 1700]);
    expect(c).toMatchObject({ difference: 333, expected: 0.88, expectedPoints: 2.64, k: 15, delta: -2 });
    expect(c.exactDelta).toBeCloseTo(-2.1, 10);
  });
});

describe('ΔD = k(W - We) rounded once, exactly', () => {
  it('a half point of ΔD goes away from zero, with no floating-point slip', () => {
    // UKD 2400 vs five 2365s: D = 35 -> band 33-39, H = .55; We = .55 × 5 = 2.75 (2.7500000000000004 in floating point)
    // W = 3: W - We = .25, k = 10 -> 2.5 -> +3.   W = 2.5: -.25 -> -2.5 -> -3
    expect(ukdChange(2400, [2365, 2365, 2365, 2365, 2365], 3)).toMatchObject({ expectedPoints: 2.75, exactDelta: 2.5, delta: 3 });
    expect(ukdChange(2400, [2365, 2365, 2365, 2365, 2365], 2.5)).toMatchObject({ exactDelta: -2.5, delta: -3 });
  });
});

describe('the individual winner does not go down (8.A.4)', () => {
  it('UKD 2300 wins the event with 4/5 against five 2000s', () => {
    // Ro = 2000, D = 300 -> band 291-302, H = .85; We = .85 × 5 = 4.25; W - We = -.25; k = 15 -> -3.75 -> -4
    expect(ukdChange(2300, [2000, 2000, 2000, 2000, 2000], 4)).toMatchObject({ expectedPoints: 4.25, delta: -4, winnerKept: false });
    // as the winner: 0
    expect(ukdChange(2300, [2000, 2000, 2000, 2000, 2000], 4, { isWinner: true })).toMatchObject({ delta: 0, winnerKept: true });
    // a winner's gain is not touched: 5/5 -> W - We = .75 × 15 = 11.25 -> 11
    expect(ukdChange(2300, [2000, 2000, 2000, 2000, 2000], 5, { isWinner: true })).toMatchObject({ delta: 11, winnerKept: false });
  });
});

describe('unrated players (8.A.1-2, 3.d)', () => {
  it('start 300 below the UKD average; 800 with not more than one UKD-rated player (3.d: none or one)', () => {
    // (1800 + 1700 + 1600 + 1500) / 4 = 1650; 1650 - 300 = 1350
    expect(unratedStart([1800, 1700, 1600, 1500])).toBe(1350);
    // (2001 + 2000) / 2 = 2000.5; - 300 = 1700.5 -> 1701
    expect(unratedStart([2001, 2000])).toBe(1701);
    expect(unratedStart([])).toBe(800);
    // one UKD-rated player is not "birden fazla" (more than one): 800, not 1800 - 300 = 1500
    expect(unratedStart([1800])).toBe(800);
  });

  it('formula 2: P = Ro + dP, Ro with the 350 rule around the starting value', () => {
    // start 1350; opponents 1800, 1700, 1600 -> 1700, 1700, 1600 (1350 + 350 = 1700); Ro = 5000 / 3 = 1666.67
    // W = 2.5 of 3: p = .8333 -> .83 -> dP = 273; P = 1666.67 + 273 = 1939.67 -> 1940
    expect(swissPerformance(1350, [1800, 1700, 1600], 2.5)).toMatchObject({ counted: [1700, 1700, 1600], p100: 83, dp: 273, performance: 1940 });
    // W = 0.5: p = .1667 -> .17 -> dP = -273; P = 1393.67 -> 1394
    expect(swissPerformance(1350, [1800, 1700, 1600], 0.5).performance).toBe(1394);
  });
});

describe('round robins (8.B, formulas 5 and 6)', () => {
  // Ra = (2000 + 1800 + 1600) / 3 = 1800; s = 5.5 of N = 9 games; m = 4 players
  it('formula 5: To = Ra - 400 × (2s/N - 1) × (m - 1)/m', () => {
    // 2s/N - 1 = 11/9 - 1 = 2/9; (m - 1)/m = 3/4; To = 1800 - 400 × 2/9 × 3/4 = 1800 - 66.67 = 1733.33
    expect(roundRobinAverage([2000, 1800, 1600], 5.5, 9, 4).tournamentAverage).toBeCloseTo(1733.333333, 5);
    // rated players on 50% (s = 4.5 of 9): To = Ra
    expect(roundRobinAverage([2000, 1800, 1600], 4.5, 9, 4).tournamentAverage).toBe(1800);
    // no UKD-rated player: everybody counts 800 (3.d)
    expect(roundRobinAverage([], 0, 0, 4).tournamentAverage).toBe(800);
    // one UKD-rated player (2000) with 2.5 of 3, m = 4 (3.d): the three unrated count 800, so formula 5 runs over all
    // four: Ra = (2000 + 3 × 800) / 4 = 4400 / 4 = 1100; all players' s/N = 6/12 = ½, so To = 1100 (his own score
    // does not enter: the literal formula with Ra 2000 alone would give 2000 - 400 × (5/3 - 1) × 3/4 = 1800)
    expect(roundRobinAverage([2000], 2.5, 3, 4).tournamentAverage).toBe(1100);
  });

  it('formula 6: P = To + (m - 1)·dP/m', () => {
    // the unrated player scored .5 of 3: p = .17 -> dP = -273; (m - 1)dP/m = 3 × -273 / 4 = -204.75
    // P = 1733.33 - 204.75 = 1528.58 -> 1529
    expect(roundRobinPerformance([2000, 1800, 1600], 5.5, 9, 4, 0.5, 3)).toMatchObject({ dp: -273, performance: 1529 });
    // no rated player, 4 players, 3/3: To = 800, P = 800 + 3 × 800 / 4 = 1400
    expect(roundRobinPerformance([], 0, 0, 4, 3, 3).performance).toBe(1400);
    // one UKD-rated player, To = 1100 (above): 3/3 -> 1100 + 3 × 800 / 4 = 1700; .5/3 -> p .17, dP -273:
    // 1100 - 204.75 = 895.25 -> 895; 1.5/3 -> dP 0 -> 1100
    expect(roundRobinPerformance([2000], 2.5, 3, 4, 3, 3).performance).toBe(1700);
    expect(roundRobinPerformance([2000], 2.5, 3, 4, 0.5, 3).performance).toBe(895);
    expect(roundRobinPerformance([2000], 2.5, 3, 4, 1.5, 3).performance).toBe(1100);
  });
});

describe('eligibility (rule 3), each reason', () => {
  const ok = { minutesEach: 90, equalTime: true, rapidOrBlitz: false, days: 5, ukdRatedPlayers: 10 };
  it('a standard event is eligible; 60 minutes and 90 days are still inside', () => {
    expect(ukdEligibility(ok)).toEqual({ eligible: true, reasons: [], unratedAt800: false });
    expect(ukdEligibility({ ...ok, minutesEach: 60, days: 90 }).eligible).toBe(true);
  });
  it.each([
    [{ minutesEach: 59 }, 'time-under-60', '3.a'],
    [{ minutesEach: undefined }, 'time-unknown', '3.a, 11'],
    [{ equalTime: false }, 'time-unequal', '3.a'],
    [{ rapidOrBlitz: true }, 'rapid-or-blitz', '3.b'],
    [{ days: 91 }, 'over-90-days', '3.c'],
    [{ days: undefined }, 'dates-unknown', '3.c, 11'],
  ] as const)('%o -> %s (%s)', (change, code, rule) => {
    const e = ukdEligibility({ ...ok, ...change });
    expect(e.eligible).toBe(false);
    expect(e.reasons.map((r) => [r.code, r.rule])).toEqual([[code, rule]]);
    expect(e.reasons[0].text.tr.length).toBeGreaterThan(0);
  });
  it('3.d: "birden fazla UKD\'li sporcu bulunmalıdır. Bulunmadığı yarışmalarda … 800 kabul edilerek hesaplamalar yapılır"', () => {
    // none or one UKD-rated player: not more than one, so the unrated count 800 and the event is still calculated
    expect(ukdEligibility({ ...ok, ukdRatedPlayers: 0 })).toEqual({ eligible: true, reasons: [], unratedAt800: true });
    expect(ukdEligibility({ ...ok, ukdRatedPlayers: 1 })).toEqual({ eligible: true, reasons: [], unratedAt800: true });
    // two is more than one: the normal 8.A.1 start
    expect(ukdEligibility({ ...ok, ukdRatedPlayers: 2 })).toEqual({ eligible: true, reasons: [], unratedAt800: false });
  });
});

describe('listing rules (6.b, 6.d, 6.g)', () => {
  it('6.b: a UKD under 1000 is not listed', () => {
    // UKD 1010 vs four 1000s, 0 points: D = 10 -> band 4-10, H .51; We = 2.04; ΔD = 25 × -2.04 = -51 -> 959
    const c = ukdChange(1010, [1000, 1000, 1000, 1000], 0);
    expect(c.delta).toBe(-51);
    expect(isListed(1010 + c.delta)).toBe(false);
    expect(isListed(1000)).toBe(true);
  });
  it('6.g: a rise stops at the average performance, and never becomes a fall', () => {
    expect(capRise(1500, 1540, 1520)).toEqual({ ukd: 1520, capped: true });
    expect(capRise(1500, 1540, 1480)).toEqual({ ukd: 1500, capped: true });
    expect(capRise(1500, 1540, 1600)).toEqual({ ukd: 1540, capped: false });
    expect(capRise(1500, 1490, 1400)).toEqual({ ukd: 1490, capped: false });
  });
  it('6.d: first UKD = games-weighted average of recorded performances, after 7 games, from 3 UKD-rated opponents', () => {
    // recorded: 1400 over 5 games (4 UKD opponents) and 1600 over 3 (3 UKD opponents); not: 2000 over 4 (2 UKD opponents)
    // (1400 × 5 + 1600 × 3) / 8 = (7000 + 4800) / 8 = 1475; 8 games >= 7 -> listed
    expect(firstUkd([{ performance: 1400, games: 5, ukdOpponents: 4 }, { performance: 1600, games: 3, ukdOpponents: 3 }, { performance: 2000, games: 4, ukdOpponents: 2 }]))
      .toEqual({ games: 8, ukd: 1475, listed: true });
    // 5 games only: not yet
    expect(firstUkd([{ performance: 1400, games: 5, ukdOpponents: 4 }])).toEqual({ games: 5, ukd: 1400, listed: false });
    // 7 games at 900: under 1000 (6.b)
    expect(firstUkd([{ performance: 900, games: 7, ukdOpponents: 5 }])).toEqual({ games: 7, ukd: 900, listed: false });
  });
});
