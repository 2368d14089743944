/**
 * Rating tie-breaks (documents' "Rakiplerin Kuvvet Puanı / Rating Ortalaması" and "Azaltarak Ortalama";
 * C.07 10): the average rating of the opponents met over the board (forfeits and byes are left out; unrated
 * opponents too), with the lowest (cut) or lowest and highest (median) left out, and the performance rating.
 */
import type { TiebreakContext } from './context';
import { roundsOf } from './context';
import { performanceRating as ratingPerformance } from '../rating/performance';

export interface RatedGame {
  round: number;
  opponent: number;
  rating: number;
  points: number;
}

export function ratedGames(ctx: TiebreakContext, no: number, source: 'fide' | 'ukd' = 'fide'): RatedGame[] {
  const rating = new Map(ctx.t.players.map((p) => [p.no, source === 'ukd' ? p.ukd : p.rating]));
  const out: RatedGame[] = [];
  for (const r of roundsOf(ctx, no)) {
    if (r.kind !== 'game' || r.opponent === undefined) continue;
    const rt = rating.get(r.opponent);
    if (rt !== undefined && rt > 0) out.push({ round: r.round, opponent: r.opponent, rating: rt, points: r.points });
  }
  return out;
}

/** The games kept after cutting `low` lowest-rated and `high` highest-rated opponents. */
export function cutRatedGames(games: RatedGame[], low = 0, high = 0): { kept: RatedGame[]; cut: RatedGame[] } {
  const sorted = games.slice().sort((a, b) => a.rating - b.rating);
  const lo = Math.min(low, sorted.length);
  const hi = Math.min(high, sorted.length - lo);
  return { kept: sorted.slice(lo, sorted.length - hi), cut: [...sorted.slice(0, lo), ...sorted.slice(sorted.length - hi)] };
}

/**
 * Average rating of opponents. The documents print it to one decimal and do not round;
 * C.07 10.1 rounds it to the nearest whole number, so the 2024 rules round.
 */
export function averageRatingOfOpponents(ctx: TiebreakContext, no: number, low = 0, high = 0, source: 'fide' | 'ukd' = 'fide'): number {
  const { kept } = cutRatedGames(ratedGames(ctx, no, source), low, high);
  if (kept.length === 0) return 0;
  const avg = kept.reduce((s, g) => s + g.rating, 0) / kept.length;
  return ctx.rules === '2009' ? avg : Math.round(avg);
}

/**
 * Tournament performance rating (C.07 10.2): the opponents' average + dp(p) over the same games (B.02 table 8.1a),
 * computed by the ratings engine (engine/rating/performance.ts) without a difference cap.
 */
export function performanceRating(ctx: TiebreakContext, no: number, low = 0, high = 0, source: 'fide' | 'ukd' = 'fide'): number {
  const { kept } = cutRatedGames(ratedGames(ctx, no, source), low, high);
  if (kept.length === 0) return 0;
  return ratingPerformance(kept.map((g) => g.rating), kept.reduce((s, g) => s + g.points, 0));
}
