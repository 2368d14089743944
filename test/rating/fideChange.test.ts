/**
 * FIDE rating change and initial rating, B.02 (effective 1 March 2024; 8.3.1 as amended from 1 October 2025).
 * Hand-worked cases with the arithmetic written here, then random games and events against a second implementation
 * written in this file from the text, reading FIDE's tables from the CSV fixtures (not from the engine).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { fideInitialRating, fideK, fideRatingChange, type RatedGame } from '../../engine/rating/fide';
import { seededRandom } from '../../engine/random/seeded';

const TABLES = join(__dirname, '..', 'fixtures', 'fide-tables');

describe('K (B.02 8.3.3)', () => {
  it('40 for a player with fewer than 30 rated games before', () => {
    expect(fideK(1700, 9, { gamesBefore: 12 }).k).toBe(40);
  });
  it('40 until the end of the year of the 18th birthday while under 2300; 20 the year after or from 2300', () => {
    // born 2008: the 18th birthday falls in 2026, so K 40 to 31 December 2026
    expect(fideK(2100, 9, { gamesBefore: 200, birthYear: 2008, year: 2026 }).k).toBe(40);
    expect(fideK(2100, 9, { gamesBefore: 200, birthYear: 2008, year: 2027 }).k).toBe(20);
    expect(fideK(2310, 9, { gamesBefore: 200, birthYear: 2008, year: 2026 }).k).toBe(20);
  });
  it('20 under 2400; 10 from 2400, and for good once reached', () => {
    expect(fideK(2399, 9, { gamesBefore: 200, birthYear: 1980, year: 2026 }).k).toBe(20);
    expect(fideK(2400, 9, { gamesBefore: 200 }).k).toBe(10);
    expect(fideK(2350, 9, { gamesBefore: 200, birthYear: 1980, year: 2026, reached2400: true }).k).toBe(10);
  });
  it('the 700 limit: K 40 × 20 games = 800 > 700, so the largest K with K × 20 ≤ 700: 35', () => {
    expect(fideK(1700, 20, { gamesBefore: 0 }).k).toBe(35);
    // K 20 × 35 games = 700 is not over; × 36 = 720 is: 700 / 36 = 19.4 → 19
    expect(fideK(2000, 35, { gamesBefore: 100, birthYear: 1980, year: 2026 }).k).toBe(20);
    expect(fideK(2000, 36, { gamesBefore: 100, birthYear: 1980, year: 2026 }).k).toBe(19);
  });
  it('says what it assumed when the data do not decide K', () => {
    const k = fideK(2000, 9);
    expect(k.k).toBe(20);
    expect(k.assumed.map((a) => a.en).join('; ')).toMatch(/30 rated games.*18th birthday.*2400/);
    expect(fideK(2000, 9, { gamesBefore: 100, birthYear: 1980, year: 2026, reached2400: false }).assumed).toEqual([]);
  });
});

describe('the rating change (B.02 8.3)', () => {
  it('the 400-point rule: 2000 beating 1588 (D 412 counted as 400, PD .92) at K 20 gains 20 × .08 = 1.6 → 2', () => {
    const r = fideRatingChange(2000, [{ opponent: 1588, score: 1 }], { k: 20 });
    expect(r.games[0]).toMatchObject({ difference: 400, capped: true, expected100: 92 });
    expect(r.change).toBe(2);
  });
  it('applies at 2649 and not at 2650 (8.3.1 from 1 October 2025)', () => {
    // 2649 − 2200 = 449 → 400 → PD .92 (row 392-411); 2650 − 2200 = 450 → PD .94 (row 433-456)
    expect(fideRatingChange(2649, [{ opponent: 2200, score: 0.5 }], { k: 10 }).games[0].expected100).toBe(92);
    expect(fideRatingChange(2650, [{ opponent: 2200, score: 0.5 }], { k: 10 }).games[0].expected100).toBe(94);
    // the lower-rated side keeps the rule: 2200 − 2650 = −450 → −400 → PD .08
    expect(fideRatingChange(2200, [{ opponent: 2650, score: 0.5 }], { k: 20 }).games[0].expected100).toBe(8);
  });
  it('8.3.4 rounds the period\'s change once, a half away from zero', () => {
    // 2435 − 2400 = 35 → PD .55 (row 33-39); K 10: a win 10 × .45 = 4.5 → 5, a loss 10 × −.55 = −5.5 → −6
    expect(fideRatingChange(2435, [{ opponent: 2400, score: 1 }], { k: 10 }).change).toBe(5);
    expect(fideRatingChange(2435, [{ opponent: 2400, score: 0 }], { k: 10 }).change).toBe(-6);
    // rounded once, not per game: two wins at +4.5 each make 9, not 10
    expect(fideRatingChange(2435, [{ opponent: 2400, score: 1 }, { opponent: 2400, score: 1 }], { k: 10 }).change).toBe(9);
  });
  it('refuses a score other than 1, ½ or 0', () => {
    expect(() => fideRatingChange(2000, [{ opponent: 1900, score: 0.75 }])).toThrow(/1, 0.5 or 0/);
  });
});

describe('the initial rating (B.02 8.2)', () => {
  it('two hypothetical 1800 draws counted in: 3 of 5 against opponents summing 9,507 gives 1922', () => {
    // Ra = (9507 + 3600) / 7 = 1872.43; p = (3 + 1) / 7 = .571 → .57, dp 50; Ru = 1922.43 → 1922
    const games: RatedGame[] = [1850, 1900, 1957, 1800, 2000].map((opponent, i) => ({ opponent, score: i < 3 ? 1 : 0 }));
    const r = fideInitialRating(games);
    expect(r.average).toBeCloseTo(13107 / 7, 10);
    expect(r.p100).toBe(57);
    expect(r.dp).toBe(50);
    expect(r.rating).toBe(1922);
  });
  it('at most 2200', () => {
    // five wins against 2400s: Ra = (12000 + 3600) / 7 = 2228.57, p = 6/7 → .86, dp 309: 2537.57 → 2200
    const r = fideInitialRating([2400, 2400, 2400, 2400, 2400].map((opponent) => ({ opponent, score: 1 })));
    expect(Math.round(r.exact)).toBe(2538);
    expect(r.rating).toBe(2200);
    expect(r.capped).toBe(true);
  });
  it('a zero score in a first event is disregarded (8.2.1)', () => {
    const r = fideInitialRating([1500, 1600].map((opponent) => ({ opponent, score: 0 })));
    expect(r.rating).toBeUndefined();
    expect(r.notes[0].en).toMatch(/8\.2\.1/);
  });
  it('says when the result is below 1400 or comes from fewer than five games', () => {
    const r = fideInitialRating([{ opponent: 1400, score: 0.5 }]);
    // Ra = (1400 + 3600) / 3 = 1666.67; p = 1.5/3 = .50, dp 0 → 1667, from one game
    expect(r.rating).toBe(1667);
    expect(r.notes.map((n) => n.en).join(' ')).toMatch(/five/);
  });
});

// ---- a second implementation, from the text, with the tables read from FIDE's CSVs --------------------------------
const pdRows = readFileSync(join(TABLES, 'b02-8.1b-pd.csv'), 'utf8').trim().split(/\r?\n/).slice(1).map((l) => l.split(',').map(Number));
const dpRows = new Map(readFileSync(join(TABLES, 'b02-8.1a-dp.csv'), 'utf8').trim().split(/\r?\n/).slice(1).map((l) => {
  const [p, dp] = l.split(',');
  return [Math.round(Number(p) * 100), Number(dp)] as const;
}));
function pd(own: number, opp: number): number {
  let d = own - opp;
  if (own < 2650) d = Math.max(-400, Math.min(400, d));
  const row = pdRows.find(([lo, hi]) => Math.abs(d) >= lo && Math.abs(d) <= hi) ?? pdRows[pdRows.length - 1];
  return Math.round(100 * (d >= 0 ? row[2] : row[3]));
}
function roundAway(x: number): number {
  const r = Math.sign(x) * Math.floor(Math.abs(x) + 0.5 + 1e-9);
  return r === 0 ? 0 : r; // no −0
}
function referenceChange(own: number, games: RatedGame[], k: number): number {
  const kk = k * games.length > 700 ? Math.floor(700 / games.length) : k;
  const sum = games.reduce((s, g) => s + (Math.round(100 * g.score) - pd(own, g.opponent)), 0); // hundredths
  return roundAway((kk * sum) / 100);
}
function referenceInitial(games: RatedGame[]): number | undefined {
  const w = games.reduce((s, g) => s + g.score, 0);
  if (w === 0) return undefined;
  const n = games.length + 2;
  const ra = (games.reduce((s, g) => s + g.opponent, 0) + 3600) / n;
  const p = Math.floor((100 * (w + 1)) / n + 0.5 + 1e-9);
  return Math.min(2200, roundAway(ra + dpRows.get(p)!));
}

describe('several hundred random games and events against the text implemented here', () => {
  const rnd = seededRandom(20260301);
  const rating = () => 1400 + Math.floor(rnd() * 1400);
  const score = () => [0, 0.5, 1][Math.floor(rnd() * 3)];
  it('single games and whole events of a rated player, every K', () => {
    let checked = 0;
    for (let i = 0; i < 600; i++) {
      const own = rating();
      const n = 1 + Math.floor(rnd() * (i % 5 === 0 ? 40 : 11));
      const games = Array.from({ length: n }, () => ({ opponent: rating(), score: score() }));
      for (const k of [10, 20, 40]) {
        expect(fideRatingChange(own, games, { k }).change, `${own} ${JSON.stringify(games)} K ${k}`).toBe(referenceChange(own, games, k));
        checked++;
      }
    }
    expect(checked).toBe(1800);
  });
  it('initial ratings', () => {
    for (let i = 0; i < 400; i++) {
      const n = 1 + Math.floor(rnd() * 11);
      const games = Array.from({ length: n }, () => ({ opponent: rating(), score: score() }));
      expect(fideInitialRating(games).rating, JSON.stringify(games)).toBe(referenceInitial(games));
    }
  });
  it('a round robin of equal-K players: the changes add up to zero within rounding', () => {
    for (let e = 0; e < 50; e++) {
      const n = 4 + Math.floor(rnd() * 9);
      const ratings = Array.from({ length: n }, () => 1600 + Math.floor(rnd() * 800));
      const games: RatedGame[][] = ratings.map(() => []);
      for (let a = 0; a < n; a++) for (let b = a + 1; b < n; b++) {
        const s = score();
        games[a].push({ opponent: ratings[b], score: s });
        games[b].push({ opponent: ratings[a], score: 1 - s });
      }
      const changes = ratings.map((r, i) => fideRatingChange(r, games[i], { k: 20 }));
      // exact: each game's two PDs add to 1 (table 8.1.2 is symmetric), so the K × ΔR add to 0
      expect(Math.abs(changes.reduce((s, c) => s + c.exactChange, 0))).toBeLessThan(1e-9);
      // rounded: each player's rounding moves at most ½
      expect(Math.abs(changes.reduce((s, c) => s + c.change, 0))).toBeLessThanOrEqual(n / 2);
    }
  });
});
