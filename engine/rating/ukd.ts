/**
 * The Turkish national rating, UKD (Ulusal Kuvvet Derecesi), as TSF's procedure (seed 004) defines it.
 * Rule numbers are the seed's: 3 (eligibility), 4 (unplayed games), 6 (UKD basics), 8.A (Swiss), 8.B (round robin).
 * Tables "Ek1 Tablo 1/2" are FIDE B.02 8.1.1/8.1.2 (`fideTables.ts`); rounding is `rounding.ts`.
 */
import { checkScore, dpForHundredths, expectedHundredths, scoreHundredths } from './tables';
import { roundHalfAwayFromZero } from './rounding';
import { opponentsWithinCap, performance, sum, type Performance } from './performance';

/** 6.h: a UKD difference of more than 350 between two opponents counts as 350. */
export const UKD_DIFFERENCE_LIMIT = 350;
/** 6.b: UKD is at least 1000; below it a player is treated as unrated and not listed. */
export const UKD_FLOOR = 1000;
/** 8.A.1.b: unrated players start 300 below the average of the UKD-rated players. */
export const UNRATED_BELOW_AVERAGE = 300;
/**
 * 3.d: "Yarışmada birden fazla UKD'li sporcu bulunmalıdır. Bulunmadığı yarışmalarda UKD'siz sporcular sadece o
 * yarışmanın başlangıcında 800 kabul edilerek hesaplamalar yapılır": where there is not more than one UKD-rated
 * player (none or one), the unrated start at 800 and the event is calculated.
 */
export const NO_RATED_START = 800;
/** 3.d: the 800 route applies up to this many UKD-rated players ("birden fazla" = more than one is the normal case). */
export const MAX_RATED_FOR_800 = 1;

/** 3.d: true when the unrated count 800 instead of 8.A.1's average − 300 (not more than one UKD-rated player). */
export function unratedAt800(ukdRatedPlayers: number): boolean {
  return ukdRatedPlayers <= MAX_RATED_FOR_800;
}
/** 6.d: a first UKD appears after 7 games... */
export const GAMES_FOR_FIRST_UKD = 7;
/** 6.d: ...and an event's performance is recorded only against at least 3 UKD-rated opponents. */
export const UKD_OPPONENTS_FOR_RECORD = 3;
/** 3.a: at least 60 minutes each. 3.c: at most 90 days. */
export const MIN_MINUTES_EACH = 60;
export const MAX_DAYS = 90;

/** 8.A.4: k by the player's UKD: 10 from 2400, 15 for 2000-2399, 20 for 1600-1999, 25 up to 1599. */
export function kFactor(ukd: number): 10 | 15 | 20 | 25 {
  if (ukd >= 2400) return 10;
  if (ukd >= 2000) return 15;
  if (ukd >= 1600) return 20;
  return 25;
}

/**
 * 6.h: each opponent counted at most 350 points from the player ("UKDs 1500 and 2000: the 1500 player's
 * opponent counts as 1850, the 2000 player's as 1650").
 */
export function opponentsWithin350(own: number, opponents: readonly number[]): number[] {
  return opponentsWithinCap(own, opponents, UKD_DIFFERENCE_LIMIT);
}

export interface UkdChange {
  /** n: games counted. */
  games: number;
  /** W: points scored in them. */
  points: number;
  /** Opponents' values after the 350-point rule (6.h). */
  counted: number[];
  /** Ro: their average, exact. */
  opponentsAverage: number;
  /** D = UKD − Ro, whole points (rounding.ts), the entry to table 8.1.2. */
  difference: number;
  /** PD from table 8.1.2. */
  expected: number;
  /** We = PD × n (8.A.3). */
  expectedPoints: number;
  k: number;
  /** k(W − We) before rounding. */
  exactDelta: number;
  /** ΔD = k(W − We), whole points; 0 instead of a fall for the individual winner (8.A.4). */
  delta: number;
  /** True when the winner's negative ΔD was set to 0. */
  winnerKept: boolean;
}

/**
 * ΔD = k(W − We), We = PD × n, PD from table 8.1.2 for D = UKD − Ro, Ro with each opponent within 350 (6.h, 8.A.3-4).
 * `k` overrides the band of 8.A.4; `isWinner` keeps the individual winner's UKD from going down.
 */
export function ukdChange(ukd: number, opponentUkds: readonly number[], points: number, options: { k?: number; isWinner?: boolean } = {}): UkdChange {
  const games = opponentUkds.length;
  checkScore(points, games);
  const counted = opponentsWithin350(ukd, opponentUkds);
  const total = sum(counted);
  const difference = roundHalfAwayFromZero(ukd * games - total, games);
  const pd100 = expectedHundredths(difference);
  const k = options.k ?? kFactor(ukd);
  if (!(k > 0)) throw new RangeError(`k must be a positive number, found ${k}`);
  // In hundredths: W·100 and PD·100·n are whole, so k(W − We)·100 is exact before the one rounding.
  const numerator = k * (points * 100 - pd100 * games);
  const rounded = roundHalfAwayFromZero(numerator, 100);
  const winnerKept = options.isWinner === true && rounded < 0;
  return {
    games,
    points,
    counted,
    opponentsAverage: total / games,
    difference,
    expected: pd100 / 100,
    expectedPoints: (pd100 * games) / 100,
    k,
    exactDelta: numerator / 100,
    delta: winnerKept ? 0 : rounded,
    winnerKept,
  };
}

/** Formula 2's figures: counted opponents, Ro (`opponentsAverage`), p, dP and P (see performance.ts). */
export type SwissPerformance = Performance;

/**
 * Formula 2: P = Ro + dP, Ro the opponents' average "with the 350-point differences taken into account" (8.A.2),
 * i.e. each opponent within 350 of the player's own rating (the starting value for an unrated player): the
 * performance of performance.ts with the 350 cap (6.h).
 */
export function swissPerformance(own: number, opponentRatings: readonly number[], points: number): SwissPerformance {
  return performance(opponentRatings, points, { ownRating: own, cap: UKD_DIFFERENCE_LIMIT });
}

/** 8.A.1: the unrated players' starting value: the UKD-rated players' average − 300; 800 with none or one (3.d). */
export function unratedStart(ratedUkds: readonly number[]): number {
  if (unratedAt800(ratedUkds.length)) return NO_RATED_START;
  return roundHalfAwayFromZero(sum(ratedUkds) - UNRATED_BELOW_AVERAGE * ratedUkds.length, ratedUkds.length);
}

export interface RoundRobinFigures {
  /** Ra: average of the UKD-rated players. */
  ratedAverage: number;
  /** s and N: total points and games of the UKD-rated players. */
  ratedPoints: number;
  ratedGames: number;
  /** m: number of players. */
  players: number;
  /** To = Ra − 400 × (2s/N − 1) × (m − 1)/m (formula 5), exact. */
  tournamentAverage: number;
}

/**
 * 3.d in a round robin: with none or one UKD-rated player the unrated count as players rated 800, so formula 5 runs
 * over all m players: Ra = (ΣUKD + 800 × unrated) / m, and s/N over all games is ½ (each game gives one point and
 * two games), so To = that Ra. The sum over all m players, to be divided by m.
 */
function allAt800Sum(ratedUkds: readonly number[], players: number): number {
  if (ratedUkds.length > players) throw new RangeError(`${ratedUkds.length} UKD-rated players in a round robin of ${players}`);
  return sum(ratedUkds) + NO_RATED_START * (players - ratedUkds.length);
}

/**
 * Formula 5. With none or one UKD-rated player everybody unrated counts 800 (3.d) and To is the average of all
 * players (see `allAt800Sum`); with none that is 800. Kept as sums so that formula 6 can be rounded once, exactly.
 */
export function roundRobinAverage(ratedUkds: readonly number[], ratedPoints: number, ratedGames: number, players: number): RoundRobinFigures {
  if (!Number.isInteger(players) || players < 2) throw new RangeError(`a round robin needs at least 2 players, found ${players}`);
  if (unratedAt800(ratedUkds.length)) {
    const to = allAt800Sum(ratedUkds, players) / players;
    return { ratedAverage: ratedUkds.length ? sum(ratedUkds) / ratedUkds.length : NO_RATED_START, ratedPoints, ratedGames, players, tournamentAverage: to };
  }
  if (ratedGames === 0) {
    const ra = sum(ratedUkds) / ratedUkds.length;
    return { ratedAverage: ra, ratedPoints, ratedGames, players, tournamentAverage: ra };
  }
  const ra = sum(ratedUkds) / ratedUkds.length;
  const to = ra - (400 * (2 * ratedPoints - ratedGames) * (players - 1)) / (ratedGames * players);
  return { ratedAverage: ra, ratedPoints, ratedGames, players, tournamentAverage: to };
}

/**
 * Formula 6: P = To + (m − 1)·dP/m for an unrated player in a round robin, rounded once. To is rebuilt from its
 * integer parts: P = [R·N·m − 400(2s − N)(m − 1)·c + (m − 1)·dP·c·N] / (c·N·m), R the sum and c the count of UKDs.
 */
export function roundRobinPerformance(ratedUkds: readonly number[], ratedPoints: number, ratedGames: number, players: number, points: number, games: number): { p100: number; dp: number; performance: number; tournamentAverage: number } {
  const fig = roundRobinAverage(ratedUkds, ratedPoints, ratedGames, players);
  const p100 = scoreHundredths(points, games);
  const d = dpForHundredths(p100);
  const m = players;
  let performance: number;
  if (unratedAt800(ratedUkds.length)) {
    // To = (ΣUKD + 800 × unrated) / m (3.d): P = [that sum + (m − 1)·dP] / m
    performance = roundHalfAwayFromZero(allAt800Sum(ratedUkds, m) + (m - 1) * d, m);
  } else if (ratedGames === 0) {
    const c = ratedUkds.length;
    performance = roundHalfAwayFromZero(sum(ratedUkds) * m + (m - 1) * d * c, c * m);
  } else {
    const c = ratedUkds.length;
    const n = ratedGames;
    const s2 = 2 * ratedPoints;
    performance = roundHalfAwayFromZero(sum(ratedUkds) * n * m - 400 * (s2 - n) * (m - 1) * c + (m - 1) * d * c * n, c * n * m);
  }
  return { p100, dp: d, performance, tournamentAverage: fig.tournamentAverage };
}

// ---------------------------------------------------------------- eligibility (3)

export interface EventConditions {
  /** Minutes each player has for the game (3.a); undefined when not stated. */
  minutesEach?: number;
  /** Both players have the same time (3.a); assumed unless stated otherwise. */
  equalTime?: boolean;
  /** Played under the rapid or blitz appendices of the FIDE Laws (3.b). */
  rapidOrBlitz?: boolean;
  /** Days from the first to the last day, both included (3.c); undefined when not stated. */
  days?: number;
  /** Number of UKD-rated players (3.d). */
  ukdRatedPlayers: number;
}

export type IneligibleCode = 'time-unknown' | 'time-under-60' | 'time-unequal' | 'rapid-or-blitz' | 'dates-unknown' | 'over-90-days';

export interface Ineligible {
  code: IneligibleCode;
  rule: string;
  text: { en: string; tr: string };
}

export interface Eligibility {
  eligible: boolean;
  reasons: Ineligible[];
  /** 3.d: not more than one UKD-rated player (none or one): the unrated start at 800 and the event is calculated. */
  unratedAt800: boolean;
}

/**
 * Seed 004 rule 3: a) equal time, at least 60 minutes each; b) FIDE Laws without the rapid and blitz appendices;
 * c) at most 90 days; d) more than one UKD-rated player, and where there is not ("bulunmadığı yarışmalarda": none
 * or one) the unrated start at 800 and the event is still calculated, so 3.d never makes an event ineligible.
 * An event whose report leaves the time control or the dates out is not taken (rule 11).
 */
export function ukdEligibility(c: EventConditions): Eligibility {
  const reasons: Ineligible[] = [];
  const add = (code: IneligibleCode, rule: string, en: string, tr: string) => reasons.push({ code, rule, text: { en, tr } });
  if (c.minutesEach === undefined) add('time-unknown', '3.a, 11', 'the time control is not stated', 'oyun süresi belirtilmemiş');
  else if (c.minutesEach < MIN_MINUTES_EACH) add('time-under-60', '3.a', `${c.minutesEach} minutes each is under 60`, `her sporcuya ${c.minutesEach} dakika, 60'tan az`);
  if (c.equalTime === false) add('time-unequal', '3.a', 'the two players do not have equal time', 'iki sporcunun süresi eşit değil');
  if (c.rapidOrBlitz === true) add('rapid-or-blitz', '3.b', 'played under the rapid or blitz rules', 'hızlı veya yıldırım satranç kurallarıyla oynanmış');
  if (c.days === undefined) add('dates-unknown', '3.c, 11', 'the dates of the event are not stated', 'yarışma tarihleri belirtilmemiş');
  else if (c.days > MAX_DAYS) add('over-90-days', '3.c', `the event lasted ${c.days} days, more than 90`, `yarışma ${c.days} gün sürmüş, 90 günden fazla`);
  return { eligible: reasons.length === 0, reasons, unratedAt800: unratedAt800(c.ukdRatedPlayers) };
}

// ---------------------------------------------------------------- listing rules (6)

/** 6.b: a UKD under 1000 is not listed; the player is treated as unrated. */
export function isListed(ukd: number): boolean {
  return ukd >= UKD_FLOOR;
}

/**
 * 6.g: a player whose UKD rises may not go above the average performance shown in the period. The cap never
 * turns a rise into a fall: the new UKD stays between the old UKD and the raised one.
 */
export function capRise(oldUkd: number, newUkd: number, averagePerformance: number): { ukd: number; capped: boolean } {
  if (newUkd <= oldUkd || newUkd <= averagePerformance) return { ukd: newUkd, capped: false };
  return { ukd: Math.max(oldUkd, averagePerformance), capped: true };
}

export interface RecordedPerformance {
  performance: number;
  games: number;
  /** Distinct UKD-rated opponents met in that event. */
  ukdOpponents: number;
}

/**
 * 6.d: an unrated player's UKD is the games-weighted average of the performances recorded (events with at least
 * 3 UKD-rated opponents); it appears once at least 7 games are completed, and only from 1000 (6.b).
 */
export function firstUkd(events: readonly RecordedPerformance[]): { games: number; ukd?: number; listed: boolean } {
  const kept = events.filter((e) => e.ukdOpponents >= UKD_OPPONENTS_FOR_RECORD && e.games > 0);
  const games = sum(kept.map((e) => e.games));
  if (games === 0) return { games, listed: false };
  const ukd = roundHalfAwayFromZero(sum(kept.map((e) => e.performance * e.games)), games);
  return { games, ukd, listed: games >= GAMES_FOR_FIRST_UKD && isListed(ukd) };
}
