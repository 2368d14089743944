/**
 * FIDE rating change and initial rating, FIDE Handbook B.02 (Rating Regulations effective from 1 March 2024, with the
 * amendment of Article 8.3.1 effective from 1 October 2025). Articles are cited by their current numbers: 8.1.1 is
 * the dp table (p → dp), 8.1.2 the PD table (D → PD); 8.2 the initial rating; 8.3 the rating change.
 *
 * The text was read as quoted verbatim from handbook.fide.com/chapter/B022024 by a third party (fetched October 2026);
 * FIDE's page itself is not in this workplace's sources. Article 7.1.4 (five games against rated opponents, a first
 * rating of at least 1400) is known only from summaries: where it is applied the output says so.
 */
import { dpForHundredths, expectedHundredths } from './tables';
import { roundHalfAwayFromZero } from './rounding';

export const B02_EDITION = {
  en: 'FIDE Rating Regulations B.02, effective 1 March 2024, Article 8.3.1 as amended from 1 October 2025',
  tr: 'FIDE Kuvvet Puanı Yönetmeliği B.02, 1 Mart 2024 yürürlük, 8.3.1 maddesi 1 Ekim 2025 değişikliğiyle',
};

/** The 400-point rule stops at this rating (B.02 8.3.1, from 1 October 2025). */
export const NO_CAP_FROM = 2650;
/** B.02 8.3.1: a difference above 400 points counts as 400. */
export const DIFFERENCE_CAP = 400;

/**
 * D for one game, as 8.3.1 counts it: own rating minus the opponent's, at most 400 either way for a player rated
 * below 2650; the real difference for a player rated 2650 or more.
 */
export function ratingDifference(own: number, opponent: number): { difference: number; capped: boolean } {
  const d = own - opponent;
  if (own >= NO_CAP_FROM || Math.abs(d) <= DIFFERENCE_CAP) return { difference: d, capped: false };
  return { difference: Math.sign(d) * DIFFERENCE_CAP, capped: true };
}

/** PD in hundredths for one game (8.3.1, then table 8.1.2). */
export function gameExpectedHundredths(own: number, opponent: number): number {
  return expectedHundredths(ratingDifference(own, opponent).difference);
}

/** What decides K (8.3.3). Every field is optional: what is missing is assumed, and the assumption is reported. */
export interface KData {
  /** K set by the arbiter (the player's K on the list, or the event's regulations): used as it is, then 700-limited. */
  k?: number;
  /** Rated games the player had completed before this event (K 40 until 30). */
  gamesBefore?: number;
  /** Birth year (K 40 until the end of the year of the 18th birthday while under 2300). */
  birthYear?: number;
  /** The year the games are rated in (the event's year). */
  year?: number;
  /** The player's published rating has reached 2400 at some time (K 10 for good). */
  reached2400?: boolean;
}

export interface KFactor {
  k: number;
  /** K before the 700 limit. */
  base: number;
  /** The article and the facts that gave K, in both languages. */
  reason: { en: string; tr: string };
  /** Facts taken as given because the data did not say (empty when nothing was assumed). */
  assumed: Array<{ en: string; tr: string }>;
}

/**
 * K for a player rated `rating` playing `games` rated games in the period (8.3.3). The last paragraph of 8.3.3
 * lowers K to the largest whole number with K × n ≤ 700.
 */
export function fideK(rating: number, games: number, data: KData = {}): KFactor {
  const assumed: KFactor['assumed'] = [];
  let base: number;
  let reason: KFactor['reason'];
  if (data.k !== undefined) {
    if (!(Number.isInteger(data.k) && data.k > 0)) throw new RangeError(`K must be a positive whole number, found ${data.k}`);
    base = data.k;
    reason = { en: `K ${base} as given`, tr: `K ${base} (verildiği gibi)` };
  } else if (data.gamesBefore !== undefined && data.gamesBefore < 30) {
    base = 40;
    reason = { en: `K 40: ${data.gamesBefore} rated games before, fewer than 30 (8.3.3)`, tr: `K 40: önceden ${data.gamesBefore} değerlendirilmiş oyun, 30'dan az (8.3.3)` };
  } else if (data.reached2400 || rating >= 2400) {
    // once 2400 is reached K stays 10; such a player's rating did not "remain under 2300", so the junior rule is out
    base = 10;
    reason = { en: `K 10: rated 2400 or more${rating < 2400 ? ' before' : ''} (8.3.3)`, tr: `K 10: ${rating < 2400 ? 'daha önce ' : ''}2400 veya üstü (8.3.3)` };
  } else if (data.birthYear !== undefined && data.year !== undefined && data.year - data.birthYear <= 18 && rating < 2300) {
    base = 40;
    reason = { en: `K 40: born ${data.birthYear}, the year of the 18th birthday not over, rated under 2300 (8.3.3)`, tr: `K 40: ${data.birthYear} doğumlu, 18. yaş günü yılı bitmedi, 2300 altı (8.3.3)` };
  } else {
    base = 20;
    reason = { en: 'K 20: rated under 2400 (8.3.3)', tr: 'K 20: 2400 altı (8.3.3)' };
  }
  if (data.k === undefined) {
    if (data.gamesBefore === undefined && base !== 40) assumed.push({ en: 'at least 30 rated games before (not given)', tr: 'önceden en az 30 değerlendirilmiş oyun (verilmedi)' });
    // the junior rule needs both years: say which one is missing, and what K would be if the other were known
    if ((data.birthYear === undefined || data.year === undefined) && base !== 40 && rating < 2300) {
      if (data.birthYear === undefined) assumed.push({ en: 'past the year of the 18th birthday (birth year not given)', tr: '18. yaş günü yılı geçmiş (doğum yılı verilmedi)' });
      else assumed.push({
        en: `past the year of the 18th birthday: born ${data.birthYear}, but the event's year is not given (no date in 042/052); K would be 40 for an event in ${data.birthYear + 18} or before (8.3.3)`,
        tr: `18. yaş günü yılı geçmiş: ${data.birthYear} doğumlu, ama yarışmanın yılı verilmedi (042/052'de tarih yok); ${data.birthYear + 18} ya da öncesindeki bir yarışmada K 40 olurdu (8.3.3)`,
      });
    }
    if (data.reached2400 === undefined && base === 20) assumed.push({ en: 'never rated 2400 before (not given)', tr: 'daha önce hiç 2400 olmamış (verilmedi)' });
  }
  let k = base;
  if (games > 0 && k * games > 700) {
    // 8.3.3: "K shall be the largest whole number such that K x n does not exceed 700"
    k = Math.floor(700 / games);
    reason = { en: `${reason.en}; ${base} × ${games} games > 700, so K ${k}`, tr: `${reason.tr}; ${base} × ${games} oyun > 700, bu yüzden K ${k}` };
  }
  return { k, base, reason, assumed };
}

export interface RatedGame {
  opponent: number;
  /** 1, 0.5 or 0 (8.3.2 b). */
  score: number;
}

export interface GameChange {
  opponent: number;
  score: number;
  /** D as counted (8.3.1). */
  difference: number;
  capped: boolean;
  /** PD in hundredths (table 8.1.2). */
  expected100: number;
  /** K × (score − PD), unrounded (8.3.2 d rounds only the period's sum, 8.3.4). */
  change: number;
}

export interface RatingChange {
  rating: number;
  games: GameChange[];
  k: KFactor;
  /** Σ score. */
  score: number;
  /** Σ PD. */
  expected: number;
  /** Σ ΔR = score − Σ PD. */
  sumDelta: number;
  /** Σ ΔR × K, rounded to the nearest whole number, .5 away from zero (8.3.4). */
  change: number;
  /** The same before rounding. */
  exactChange: number;
}

/**
 * The rating change of a rated player over the games given (8.3): per game D (400-point rule), PD, ΔR = score − PD;
 * the sum times K, rounded once (8.3.4). Only games against rated opponents belong here (8.3.1).
 */
export function fideRatingChange(rating: number, games: readonly RatedGame[], kData: KData = {}): RatingChange {
  for (const g of games) {
    if (g.score !== 0 && g.score !== 0.5 && g.score !== 1) throw new RangeError(`a game's score is 1, 0.5 or 0 (B.02 8.3.2 b), found ${g.score}`);
  }
  const k = fideK(rating, games.length, kData);
  const per = games.map((g) => {
    const { difference, capped } = ratingDifference(rating, g.opponent);
    const expected100 = expectedHundredths(difference);
    return { opponent: g.opponent, score: g.score, difference, capped, expected100, change: (k.k * (100 * g.score - expected100)) / 100 };
  });
  // Work in hundredths so that sums of table values are exact.
  const score100 = per.reduce((s, g) => s + 100 * g.score, 0);
  const expected100 = per.reduce((s, g) => s + g.expected100, 0);
  const delta100 = score100 - expected100;
  return {
    rating, games: per, k,
    score: score100 / 100,
    expected: expected100 / 100,
    sumDelta: delta100 / 100,
    change: roundHalfAwayFromZero(k.k * delta100, 100),
    exactChange: (k.k * delta100) / 100,
  };
}

export interface InitialRating {
  /** Ru, rounded and at most 2200 (8.2.3); undefined when 8.2.1 disregards the event (a zero score). */
  rating?: number;
  /** Ra: the rated opponents' average with the two hypothetical 1800s (8.2.2), exact. */
  average: number;
  /** Games counted: the real ones, then the two hypothetical draws. */
  games: number;
  points: number;
  /** p in hundredths. */
  p100: number;
  dp: number;
  /** Ra + dp before rounding and the 2200 limit. */
  exact: number;
  capped: boolean;
  /** Notes: the zero score of 8.2.1, the 7.1.4 conditions for publication. */
  notes: Array<{ en: string; tr: string }>;
}

/**
 * The initial rating of an unrated player from games against rated opponents (8.2): two hypothetical opponents rated
 * 1800, both drawn, are counted in (8.2.2); Ru = Ra + dp, rounded, at most 2200 (8.2.3). A zero score in the first
 * event is disregarded (8.2.1).
 */
export function fideInitialRating(games: readonly RatedGame[]): InitialRating {
  if (games.length === 0) throw new RangeError('an initial rating needs at least one game against a rated opponent (B.02 8.2)');
  for (const g of games) {
    if (g.score !== 0 && g.score !== 0.5 && g.score !== 1) throw new RangeError(`a game's score is 1, 0.5 or 0, found ${g.score}`);
  }
  const points = games.reduce((s, g) => s + g.score, 0);
  const n = games.length + 2;
  const sum = games.reduce((s, g) => s + g.opponent, 0) + 2 * 1800;
  const p100 = roundHalfAwayFromZero(100 * (points + 1), n);
  const dp = dpForHundredths(p100);
  const exactNumerator = sum + dp * n;
  const exact = exactNumerator / n;
  const rounded = roundHalfAwayFromZero(exactNumerator, n);
  const notes: InitialRating['notes'] = [];
  if (points === 0) {
    notes.push({ en: 'a zero score in a first event is disregarded (8.2.1)', tr: 'ilk yarışmada sıfır puan dikkate alınmaz (8.2.1)' });
  }
  if (games.length < 5) notes.push({ en: `${games.length} game(s) against rated opponents: a first rating is published after five (7.1.4, as summarised; results of several events are pooled)`, tr: `derecelisine karşı ${games.length} oyun: ilk derece beş oyundan sonra yayımlanır (7.1.4, özetten; birden çok yarışmanın sonuçları birleştirilir)` });
  const rating = points === 0 ? undefined : Math.min(rounded, 2200);
  if (rating !== undefined && rating < 1400) notes.push({ en: `${rating} is below 1400, the lowest rating published (7.1.4, as summarised)`, tr: `${rating}, yayımlanan en düşük derece olan 1400'ün altında (7.1.4, özetten)` });
  return { rating, average: sum / n, games: n, points: points + 1, p100, dp, exact, capped: rounded > 2200, notes };
}
