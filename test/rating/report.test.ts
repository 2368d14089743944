/**
 * Whole-event UKD reports (seed 004 rule 8), worked by hand from the formulas and FIDE B.02 tables 8.1.1/8.1.2.
 * Rounding: whole points, half away from zero (engine/rating/rounding.ts).
 */
import { describe, expect, it } from 'vitest';
import { buildTournament } from '../../engine/model/build';
import { roundRobinEvent as roundRobin, swissEvent } from './events';
import { eventDays, minutesFromTimeControl, ukdReport } from '../../engine/rating/report';
import { formatUkdReport } from '../../engine/rating/reportRows';

describe('UKD report of a Swiss (8.A)', () => {
  const r = ukdReport(swissEvent());
  const line = (no: number) => r.players.find((p) => p.no === no)!;

  it('is eligible: 90 minutes each, 4 days, 4 UKD-rated players', () => {
    expect(r.conditions).toMatchObject({ minutesEach: 90, days: 4, ukdRatedPlayers: 4, rapidOrBlitz: false });
    expect(r.eligibility.eligible).toBe(true);
    expect(r.system).toBe('swiss');
  });

  it('8.A.1: Ra = (1800 + 1700 + 1600 + 1500) / 4 = 1650; the unrated start at 1650 - 300 = 1350', () => {
    expect(r.ratedAverage).toBe(1650);
    expect(r.unratedStart).toBe(1350);
  });

  it('rule 4: the forfeit of round 4 is left out (E: n = 3, W = 1.5)', () => {
    expect(line(5)).toMatchObject({ n: 3, w: 1.5 });
    expect(line(4)).toMatchObject({ n: 3, w: 0.5 });
  });

  it('no sole top scorer (A and F on 2.5), no TRF rank: no winner', () => {
    expect(r.winner).toBeUndefined();
  });

  it('unrated D (formula 2): P = 1394', () => {
    // opponents A 1800, B 1700, C 1600 within 1350 ± 350: 1700, 1700, 1600; Ro = 5000 / 3 = 1666.67
    // W = .5 of 3: p = .17 -> dP = -273; P = 1393.67 -> 1394. 3 UKD-rated opponents: recorded (6.d); 3 games < 7: no UKD yet
    expect(line(4)).toMatchObject({ status: 'unrated', start: 1350, p: 0.17, dp: -273, performance: 1394, ukdOpponents: 3, recorded: true });
    expect(line(4).firstUkd).toBeUndefined();
  });

  it('unrated F (formula 2): P = 1940', () => {
    // opponents C 1600, A 1800 -> 1700, B 1700; Ro = 5000 / 3 = 1666.67; W = 2.5: p = .83 -> dP = 273; P = 1939.67 -> 1940
    expect(line(6)).toMatchObject({ status: 'unrated', performance: 1940, recorded: true });
  });

  it('rated A 1800: unrated opponents D and F count at their start 1350 (8.A.1)', () => {
    // opponents D 1350, F 1350, E 1500 within 1800 ± 350 = [1450, 2150]: 1450, 1450, 1500; Ro = 4400 / 3 = 1466.67
    // D = 333.33 -> 333 -> band 329-344, H .88; We = 2.64; W = 2.5: -.14 × 20 = -2.8 -> -3; new 1797
    // performance 1466.67 + dp(.83) 273 = 1739.67 -> 1740 (no rise, 6.g not involved)
    expect(line(1)).toMatchObject({ opponentsAverage: 4400 / 3, difference: 333, expected: 0.88, we: 2.64, k: 20, delta: -3, newUkd: 1797, performance: 1740, riseCapped: false, listed: true });
  });

  it('rated B 1700', () => {
    // opponents E 1500, D 1350, F 1350 within [1350, 2050]: unchanged; Ro = 4200 / 3 = 1400
    // D = 300 -> band 291-302, H .85; We = 2.55; W = 1.5: -1.05 × 20 = -21; new 1679
    expect(line(2)).toMatchObject({ opponentsAverage: 1400, difference: 300, expected: 0.85, we: 2.55, delta: -21, newUkd: 1679 });
  });

  it('rated C 1600', () => {
    // opponents F 1350, E 1500, D 1350 within [1250, 1950]: unchanged; Ro = 1400; D = 200 -> band 198-206, H .76
    // We = 2.28; W = .5: -1.78 × 20 = -35.6 -> -36; new 1564
    expect(line(3)).toMatchObject({ difference: 200, expected: 0.76, we: 2.28, delta: -36, newUkd: 1564 });
  });

  it("option unratedOpponents 'performance': D and F count at their P (1394, 1940) as a round robin's would (8.B.5)", () => {
    const q = ukdReport(swissEvent(), { unratedOpponents: 'performance' });
    const l = (no: number) => q.players.find((p) => p.no === no)!;
    // A: D 1394 -> 1450, F 1940, E 1500; Ro = 4890 / 3 = 1630; D = 170 -> band 163-170, H .72; We 2.16
    // W 2.5: +.34 × 20 = 6.8 -> +7; new 1807; performance 1630 + 273 = 1903 >= 1807
    expect(l(1)).toMatchObject({ opponentsAverage: 1630, difference: 170, expected: 0.72, we: 2.16, delta: 7, newUkd: 1807, performance: 1903 });
    // B: E 1500, D 1394, F 1940 (all within 1350-2050); Ro = 4834 / 3 = 1611.33; D = 88.67 -> 89 -> band 84-91, H .62
    // We 1.86; W 1.5: -.36 × 20 = -7.2 -> -7
    expect(l(2)).toMatchObject({ difference: 89, expected: 0.62, delta: -7, newUkd: 1693 });
    // C: F 1940, E 1500, D 1394 (within 1250-1950); Ro 1611.33; D = -11.33 -> -11 -> band 11-17, L .48; We 1.44
    // W .5: -.94 × 20 = -18.8 -> -19
    expect(l(3)).toMatchObject({ difference: -11, expected: 0.48, delta: -19, newUkd: 1581 });
  });

  it('rated E 1500: a ΔD of exactly 19.5 goes up to 20', () => {
    // opponents B 1700, C 1600, A 1800 within [1150, 1850]: Ro = 1700; D = -200 -> band 198-206, L .24; We = .72
    // W = 1.5: +.78 × 25 = 19.5 -> +20; new 1520 (performance 1700 + dp(.5) 0 = 1700: no cap)
    expect(line(5)).toMatchObject({ difference: -200, expected: 0.24, k: 25, exactDelta: 19.5, delta: 20, newUkd: 1520 });
  });

  it('the winner named by the arbiter keeps a fall at 0: with B as winner, B stays 1700', () => {
    const w = ukdReport(swissEvent(), { winner: 2 });
    expect(w.players.find((p) => p.no === 2)).toMatchObject({ delta: 0, newUkd: 1700, winnerKept: true });
  });
});

describe('UKD report of a round robin (8.B)', () => {
  const r = ukdReport(roundRobin());
  const line = (no: number) => r.players.find((p) => p.no === no)!;

  it('uses formulas 5 and 6: To = 1733.33, the unrated player P = 1529', () => {
    // Ra = 1800; s = 2.5 + 1.5 + 1.5 = 5.5 of N = 9; To = 1800 - 400 × (11/9 - 1) × 3/4 = 1733.33
    // P4: .5 of 3, p = .17, dP = -273; P = 1733.33 + 3 × (-273) / 4 = 1733.33 - 204.75 = 1528.58 -> 1529
    expect(r.system).toBe('round-robin');
    expect(r.tournamentAverage).toBeCloseTo(1733.3333, 3);
    expect(line(4)).toMatchObject({ status: 'unrated', dp: -273, performance: 1529, ukdOpponents: 3, recorded: true });
  });

  it('8.B.5: rated players counted against P4 = 1529; the winner P1 does not go down', () => {
    // P1 2000 (sole top scorer, 2.5): opponents 1800, 1600 -> 1650, 1529 -> 1650; Ro = 5100 / 3 = 1700; D = 300 -> H .85
    // We = 2.55; W = 2.5: -.05 × 15 = -.75 -> -1, kept at 0 for the winner
    expect(r.winner).toBe(1);
    expect(line(1)).toMatchObject({ opponentsAverage: 1700, expected: 0.85, we: 2.55, exactDelta: -0.75, delta: 0, newUkd: 2000, winnerKept: true });
    // P2 1800: opponents 2000, 1600, 1529 (all within 1450-2150); Ro = 5129 / 3 = 1709.67; D = 90.33 -> 90 -> H .62
    // We = 1.86; W = 1.5: -.36 × 20 = -7.2 -> -7
    expect(line(2)).toMatchObject({ difference: 90, expected: 0.62, delta: -7, newUkd: 1793 });
    // P3 1600: 2000 -> 1950, 1800, 1529; Ro = 5279 / 3 = 1759.67; D = -159.67 -> -160 -> L .29; We = .87
    // W = 1.5: +.63 × 20 = 12.6 -> +13; performance 1759.67 + 0 -> 1760 >= 1613: no cap
    expect(line(3)).toMatchObject({ difference: -160, expected: 0.29, delta: 13, newUkd: 1613, performance: 1760 });
  });

  it('8.B.1: a round robin with a game decided without play is calculated as a Swiss', () => {
    const s = ukdReport(roundRobin(true));
    expect(s.system).toBe('swiss');
    expect(s.systemNote?.en).toMatch(/8\.B\.1/);
    expect(s.systemNote?.tr).toMatch(/8\.B\.1/);
    expect(s.tournamentAverage).toBeUndefined();
    // P4 now has 2 rated games (lost to 1, lost to 3): Swiss start (2000 + 1800 + 1600)/3 - 300 = 1500;
    // opponents 2000 -> 1850, 1600; Ro = 1725; p = 0 -> dP = -800; P = 925 (under 1000, nothing to list)
    expect(s.players.find((p) => p.no === 4)).toMatchObject({ n: 2, start: 1500, performance: 925 });
  });
});

describe('an ineligible event gives the reasons and no figures', () => {
  it('a rapid event of 15 minutes: 3.a and 3.b', () => {
    const t = swissEvent();
    t.info.timeControl = 'Rapid 15 min + 10 sec';
    const r = ukdReport(t);
    expect(r.eligibility.eligible).toBe(false);
    expect(r.eligibility.reasons.map((x) => x.code)).toEqual(['time-under-60', 'rapid-or-blitz']);
    expect(r.players).toEqual([]);
  });
  it('no time control and no dates in the file (rule 11), unless the arbiter states them', () => {
    const t = swissEvent();
    t.info = { name: 'UKD Swiss' };
    expect(ukdReport(t).eligibility.reasons.map((x) => x.code)).toEqual(['time-unknown', 'dates-unknown']);
    expect(ukdReport(t, { conditions: { minutesEach: 90, days: 2 } }).eligibility.eligible).toBe(true);
  });
  it('an event of 91 days (3.c)', () => {
    const t = swissEvent();
    t.info.startDate = '2025/01/01';
    t.info.endDate = '2025/04/01';
    expect(ukdReport(t).eligibility.reasons.map((x) => x.code)).toEqual(['over-90-days']);
  });
});

describe('an event without any UKD-rated player (3.d): everybody starts at 800', () => {
  it('two players, one game: winner 800 + 800 = 1600, loser 800 - 800 = 0', () => {
    const t = buildTournament({ players: [{ no: 1, name: 'X' }, { no: 2, name: 'Y' }], rounds: [{ round: 1, games: [{ white: 1, black: 2, result: '1-0' }] }] });
    const r = ukdReport(t, { conditions: { minutesEach: 60, days: 1 } });
    expect(r.eligibility).toMatchObject({ eligible: true, unratedAt800: true });
    expect(r.unratedStart).toBe(800);
    // opponent 800 within 800 ± 350; p = 1 -> +800; p = 0 -> -800
    expect(r.players.map((p) => p.performance)).toEqual([1600, 0]);
  });
});

/**
 * Seed 004 3.d: "Yarışmada birden fazla UKD'li sporcu bulunmalıdır. Bulunmadığı yarışmalarda UKD'siz sporcular sadece
 * o yarışmanın başlangıcında 800 kabul edilerek hesaplamalar yapılır." One UKD-rated player is not more than one:
 * the unrated start at 800 (not 8.A.1's average − 300) and the event is calculated, the rated player included.
 */
describe('an event with exactly one UKD-rated player (3.d): the unrated start at 800, the event is calculated', () => {
  it('Swiss: the events.ts Swiss with only A (1800) rated', () => {
    const t = swissEvent();
    t.players = t.players.map((p) => (p.no === 1 ? p : { ...p, ukd: undefined }));
    const r = ukdReport(t);
    const line = (no: number) => r.players.find((p) => p.no === no)!;
    expect(r.eligibility).toEqual({ eligible: true, reasons: [], unratedAt800: true });
    expect(r.unratedStart).toBe(800);
    // A, E and F all end on 2.5 (E's round-4 forfeit win counts for the standings): no sole top scorer, no winner
    expect(r.winner).toBeUndefined();
    // A: D 1-0, F ½, E 1-0: n 3, W 2.5. Opponents 800 within 1800 ± 350: 1450 each; Ro 1450; D = 350 -> H .89;
    // We = 3 × .89 = 2.67; k 20 (1600-1999); ΔD = 20 × (2.5 - 2.67) = -3.4 -> -3; new UKD 1797.
    // P (6.g check) = 1450 + dP(.83) 273 = 1723; not a rise, nothing capped.
    expect(line(1)).toMatchObject({ status: 'rated', start: 1800, n: 3, w: 2.5, opponentsAverage: 1450, difference: 350, expected: 0.89, k: 20, delta: -3, newUkd: 1797, performance: 1723, riseCapped: false });
    expect(line(1).we).toBeCloseTo(2.67, 10);
    // D: A 0, B 0, C ½: n 3, W .5. Start 800; A 1800 -> 1150 (800 + 350), B 800, C 800; Ro = 2750 / 3 = 916.67;
    // p = .17 -> dP -273; P = 643.67 -> 644. The 800s count as UKD opponents for 6.d: 3 -> recorded.
    expect(line(4)).toMatchObject({ status: 'unrated', start: 800, n: 3, w: 0.5, dp: -273, performance: 644, ukdOpponents: 3, recorded: true });
    // F: C 1, A ½, B 1: W 2.5, same Ro 916.67; p .83 -> 273: 1189.67 -> 1190
    expect(line(6).performance).toBe(1190);
    // E: B ½, C 1, A 0 (the forfeit left out): W 1.5, Ro 916.67, dP 0 -> 917
    expect(line(5)).toMatchObject({ status: 'unrated', n: 3, w: 1.5, performance: 917 });
    // B: E ½, D 1, F 0: all 800, Ro 800, p .5 -> 800.  C: F 0, E 0, D ½: 800 - 273 = 527
    expect(line(2).performance).toBe(800);
    expect(line(3).performance).toBe(527);
  });

  it('round robin: the events.ts round robin with only P1 (2000) rated', () => {
    const t = roundRobin();
    t.players = t.players.map((p) => (p.no === 1 ? p : { ...p, ukd: undefined }));
    const r = ukdReport(t);
    const line = (no: number) => r.players.find((p) => p.no === no)!;
    expect(r.system).toBe('round-robin');
    expect(r.eligibility.unratedAt800).toBe(true);
    // formula 5 over all m = 4 with the unrated at 800: Ra = (2000 + 3 × 800) / 4 = 1100, s/N = 6/12, To = 1100
    expect(r.tournamentAverage).toBe(1100);
    // formula 6, P = To + 3·dP/4: P2 1.5/3 and P3 1.5/3: dP 0 -> 1100; P4 .5/3: dP -273 -> 1100 - 204.75 = 895.25 -> 895
    expect([2, 3, 4].map((no) => line(no).performance)).toEqual([1100, 1100, 895]);
    // P1: 2.5/3, the sole top scorer: the winner. Opponents at 800 -> 1650 each (2000 - 350); D = 350 -> .89;
    // We = 2.67; k 15; ΔD = 15 × (2.5 - 2.67) = -2.55 -> -3, but the winner's UKD does not go down (8.A.4): 0
    expect(r.winner).toBe(1);
    expect(line(1)).toMatchObject({ status: 'rated', n: 3, w: 2.5, opponentsAverage: 1650, difference: 350, k: 15, exactDelta: -2.55, delta: 0, winnerKept: true, newUkd: 2000 });
  });

  it('the text report says so', () => {
    const t = swissEvent();
    t.players = t.players.map((p) => (p.no === 1 ? p : { ...p, ukd: undefined }));
    expect(formatUkdReport(ukdReport(t))).toMatch(/1 UKD-rated player\(s\), not more than one: the unrated count 800 \(3\.d\)/);
    expect(formatUkdReport(ukdReport(t), 'tr')).toMatch(/800 kabul edilerek hesaplanır \(3\.d\)/);
  });
});

describe('reading the header', () => {
  it('time controls', () => {
    expect(minutesFromTimeControl('90 min + 30 sec')).toBe(90);
    expect(minutesFromTimeControl("90'+30''")).toBe(90);
    expect(minutesFromTimeControl('40/120 + 60')).toBe(120);
    expect(minutesFromTimeControl('2h')).toBe(120);
    expect(minutesFromTimeControl('G/60')).toBe(60);
    expect(minutesFromTimeControl('1h30 + 30s')).toBe(90);
    expect(minutesFromTimeControl('1 saat 30 dk + 30 sn')).toBe(90);
    expect(minutesFromTimeControl('90 dk + 30 sn')).toBe(90);
    expect(minutesFromTimeControl('')).toBeUndefined();
  });
  it('days, both ends counted', () => {
    // 1 Jan - 31 Mar 2025: 31 + 28 + 31 = 90 days
    expect(eventDays('2025/01/01', '2025/03/31')).toBe(90);
    expect(eventDays('2025/01/01', '2025/04/01')).toBe(91);
    expect(eventDays('01.03.2025', '04.03.2025')).toBe(4);
    expect(eventDays('2025/03/01', undefined)).toBe(1);
    expect(eventDays(undefined, undefined)).toBeUndefined();
  });
});

describe('rapid or blitz named in the header (3.b), Turkish words included', () => {
  it.each(['Hızlı Satranç 60 dk', 'Yıldırım', 'Blitz 3+2', 'rapid'])('"%s" is rapid or blitz', (tc) => {
    const t = swissEvent();
    t.info.timeControl = tc;
    expect(ukdReport(t, { conditions: { minutesEach: 60 } }).eligibility.reasons.map((x) => x.code)).toEqual(['rapid-or-blitz']);
  });
  it('"Rapidly growing open, 90 min" is not', () => {
    const t = swissEvent();
    t.info.name = 'Rapidly growing open';
    expect(ukdReport(t).eligibility.eligible).toBe(true);
  });
});

describe('what counts (rule 4, 6.b)', () => {
  it("a UKD under 1000 in the file is not a UKD: that player starts as unrated", () => {
    const t = swissEvent();
    t.players = t.players.map((p) => (p.no === 4 ? { ...p, ukd: 950 } : p));
    const r = ukdReport(t);
    expect(r.conditions.ukdRatedPlayers).toBe(4);
    expect(r.players.find((p) => p.no === 4)).toMatchObject({ status: 'unrated', start: 1350, performance: 1394 });
  });
  it('played but unrated games (TRF W/D/L) are left out like forfeits', () => {
    const t = swissEvent();
    // round 3, board 1: 1-5 1-0 becomes W/L (played, not rated): A and E keep 2 games each
    t.rounds[2].games[0] = { ...t.rounds[2].games[0], whiteResult: 'W', blackResult: 'L' };
    const r = ukdReport(t);
    expect(r.players.find((p) => p.no === 1)).toMatchObject({ n: 2, w: 1.5 });
    expect(r.players.find((p) => p.no === 5)).toMatchObject({ n: 2, w: 1.5 });
  });
});
