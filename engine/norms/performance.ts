/**
 * The performance a norm needs (B.01 1.4.8, 1.4.9): Rp = Ra + dp, Ra the rounded average of 1.4.7, dp read in table
 * 1.4.9 at p = points / games as a percentage rounded to the nearest whole number (0.5 % upward). Table 1.4.9 is
 * figure for figure B.02's table 8.1.1, which Hakem keeps once (engine/rating/fideTables.ts): it is read from there.
 * A norm needs Rp ≥ 2600 / 2450 / 2400 / 2250 (1.4.8: 2599.5 … before rounding; Ra and dp are whole, so Rp is),
 * Ra ≥ 2380 / 2230 / 2180 / 2030 (1.4.8a) and at least 35 % (1.4.8b, read on the rounded percentage).
 */
import { DP_TABLE } from '../rating/fideTables';
import { dpForHundredths, scoreHundredths } from '../rating/tables';
import { ARTICLE, MINIMUM_AVERAGE, MINIMUM_PERCENT, PERFORMANCE, cite, type NormTitle } from './articles';
import type { Requirement } from './types';

export interface NormPerformance {
  p100: number;
  dp: number;
  performance: number;
}

export function normPerformance(average: number, points: number, games: number): NormPerformance {
  const p100 = scoreHundredths(points, games);
  const dp = dpForHundredths(p100);
  return { p100, dp, performance: average + dp };
}

/** Does a score of `points` of `games` against average `average` give the norm's performance, average and score? */
export function givesNorm(title: NormTitle, average: number, points: number, games: number): boolean {
  const { p100, performance } = normPerformance(average, points, games);
  return p100 >= MINIMUM_PERCENT && average >= MINIMUM_AVERAGE[title] && performance >= PERFORMANCE[title];
}

/** The least points (in halves) that give the norm against `average` in `games` games; undefined when none does. */
export function pointsNeeded(title: NormTitle, average: number, games: number): number | undefined {
  for (let h = 0; h <= 2 * games; h++) if (givesNorm(title, average, h / 2, games)) return h / 2;
  return undefined;
}

/**
 * The least rounded average Ra with which `points` of `games` gives the norm (1.4.8, 1.4.8a); undefined below 35 %.
 * This is the table the Annex of B.01 prints by number of games, derived here from table 1.4.9.
 */
export function averageNeeded(title: NormTitle, points: number, games: number): number | undefined {
  const p100 = scoreHundredths(points, games);
  if (p100 < MINIMUM_PERCENT) return undefined;
  return Math.max(MINIMUM_AVERAGE[title], PERFORMANCE[title] - dpForHundredths(p100));
}

/** For `games` games: each score from 35 % to all won, and the least average rating of the opponents it needs. */
export function normTable(title: NormTitle, games: number): Array<{ points: number; averageRating: number }> {
  const out: Array<{ points: number; averageRating: number }> = [];
  for (let h = 0; h <= 2 * games; h++) {
    const need = averageNeeded(title, h / 2, games);
    if (need !== undefined) out.push({ points: h / 2, averageRating: need });
  }
  return out;
}

/** The dp table 1.4.9 is: B.02 8.1.1 (kept once). */
export const TABLE_1_4_9 = DP_TABLE;

/** 1.4.8a, 1.4.8b and 1.4.8 for the games so far; `final` says whether the event (or the norm's games) is complete. */
export function performanceRequirements(title: NormTitle, average: number, points: number, games: number, final: boolean): Requirement[] {
  if (games === 0) {
    return [
      { key: 'averageRating', article: cite(ARTICLE.minimumAverage), state: final ? 'not-met' : 'pending', required: MINIMUM_AVERAGE[title], text: { en: 'no game counted yet', tr: 'henüz sayılan oyun yok' } },
      { key: 'minimumScore', article: cite(ARTICLE.minimumScore), state: final ? 'not-met' : 'pending', required: `${MINIMUM_PERCENT}%`, text: { en: 'no game counted yet', tr: 'henüz sayılan oyun yok' } },
      { key: 'performance', article: cite(ARTICLE.performance), state: final ? 'not-met' : 'pending', required: PERFORMANCE[title], text: { en: 'no game counted yet', tr: 'henüz sayılan oyun yok' } },
    ];
  }
  const { p100, dp, performance } = normPerformance(average, points, games);
  const st = (ok: boolean) => (ok ? 'met' : final ? 'not-met' : 'pending');
  return [
    {
      key: 'averageRating', article: cite(`${ARTICLE.averageRating}, ${ARTICLE.minimumAverage}`), state: st(average >= MINIMUM_AVERAGE[title]), value: average, required: MINIMUM_AVERAGE[title],
      text: { en: `average rating of the opponents ${average} (rounded, 0.5 up); at least ${MINIMUM_AVERAGE[title]}`, tr: `rakiplerin ortalama reytingi ${average} (yuvarlanmış, 0,5 yukarı); en az ${MINIMUM_AVERAGE[title]}` },
    },
    {
      key: 'minimumScore', article: cite(ARTICLE.minimumScore), state: st(p100 >= MINIMUM_PERCENT), value: `${p100}%`, required: `${MINIMUM_PERCENT}%`,
      text: { en: `${points} of ${games} is ${p100} %; at least ${MINIMUM_PERCENT} %`, tr: `${games} oyunda ${points} puan %${p100}; en az %${MINIMUM_PERCENT}` },
    },
    {
      key: 'performance', article: cite(`${ARTICLE.performance}, ${ARTICLE.table}`), state: st(performance >= PERFORMANCE[title]), value: performance, required: PERFORMANCE[title],
      text: { en: `Rp = Ra + dp = ${average} ${dp < 0 ? '−' : '+'} ${Math.abs(dp)} = ${performance} (p = ${(p100 / 100).toFixed(2)}); at least ${PERFORMANCE[title]}`, tr: `Rp = Ra + dp = ${average} ${dp < 0 ? '−' : '+'} ${Math.abs(dp)} = ${performance} (p = ${(p100 / 100).toFixed(2)}); en az ${PERFORMANCE[title]}` },
    },
  ];
}
