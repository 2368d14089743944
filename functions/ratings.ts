/**
 * Excel custom functions for ratings. They only translate cells to the engine (engine/rating) and back;
 * every rule lives there. Bad input throws functionError naming the argument and the cell.
 */
import { functionError, cellName } from './errors';
import { dp as dpOf, expectedScore } from '../engine/rating/tables';
import { DIFFERENCE_CAP, fideInitialRating, fideRatingChange, NO_CAP_FROM, type KData, type RatedGame } from '../engine/rating/fide';
import { performanceRating } from '../engine/rating/performance';
import { ukdChange } from '../engine/rating/ukd';
import { ukdReport } from '../engine/rating/report';
import { ineligibleLines, ukdReportRows, type Lang } from '../engine/rating/reportRows';
import { parseCrosstable, CrosstableError } from '../engine/crosstable';
import type { Tournament } from '../engine/model/types';

/** Ratings Hakem accepts in a cell (UKD starts unrated players at 800; no list goes near 3500). */
const MIN_RATING = 100;
const MAX_RATING = 3500;

type Raw = unknown;

const isBlank = (v: Raw): boolean => v === null || v === undefined || (typeof v === 'string' && v.trim() === '');

/** A number from a cell: numbers as they are, text only when it is a number ("2410", "2410,8"). */
function numberFrom(v: Raw, where: string): number {
  if (typeof v === 'number' && Number.isFinite(v)) return v;
  if (typeof v === 'string' && /^\s*-?\d+([.,]\d+)?\s*$/.test(v)) return Number(v.replace(',', '.'));
  throw functionError(`${where}: expected a number, found ${typeof v === 'string' ? `"${v}"` : String(v)}`);
}

function ratingFrom(v: Raw, where: string): number {
  const r = numberFrom(v, where);
  if (r < MIN_RATING || r > MAX_RATING) throw functionError(`${where}: rating ${r} is out of range (${MIN_RATING}-${MAX_RATING})`, 'invalidNumber');
  return r;
}

/** The ratings of a range, blank cells left out (unplayed games). */
function ratingsFrom(range: Raw[][], arg: string): number[] {
  const out: number[] = [];
  (range ?? []).forEach((row, r) => row.forEach((v, c) => {
    if (!isBlank(v)) out.push(ratingFrom(v, `${arg} ${cellName(r, c)}`));
  }));
  if (out.length === 0) throw functionError(`${arg}: no rating given`);
  return out;
}

/** Points: whole or half, from 0 to the number of games. */
function pointsFrom(v: Raw, games: number, arg = 'points'): number {
  const p = numberFrom(v, arg);
  if (p < 0 || !Number.isInteger(p * 2)) throw functionError(`${arg}: ${p} is not a score (whole or half points, 0 or more)`, 'invalidNumber');
  if (p > games) throw functionError(`${arg}: ${p} points is more than the ${games} games given`, 'invalidNumber');
  return p;
}

/**
 * Performance rating P = Ro + dp: the opponents' average plus dp for the score (FIDE B.02 table 8.1.1), whole points.
 * Without a cap this is FIDE's performance (TPR): no FIDE performance is capped. With a cap, each opponent counts at
 * most cap points from the player's own rating: the Turkish documents' 350-point rule ("350 puan farkları dikkate
 * alınarak", the UKD procedure 6.h), so own_rating is then required.
 * @customfunction PERFORMANCE
 * @param opponent_ratings The opponents' ratings; blank cells (unplayed games) are left out.
 * @param points Points scored against them.
 * @param [cap] Largest difference counted between the player and each opponent: 350 for the Turkish documents' (UKD) rule; blank or 0 for none, as FIDE's performance. Needs own_rating.
 * @param [own_rating] The player's own rating (an unrated player's starting value), from which each opponent is counted at most cap points away.
 * @returns The performance rating.
 */
export function PERFORMANCE(opponent_ratings: any[][], points: any, cap?: any, own_rating?: any): number {
  const ratings = ratingsFrom(opponent_ratings, 'opponent_ratings');
  const p = pointsFrom(points, ratings.length);
  let c: number | undefined;
  if (!isBlank(cap)) {
    c = numberFrom(cap, 'cap');
    if (c < 0) throw functionError(`cap: ${c} must be 0 (no cap) or a positive number of points`, 'invalidNumber');
  }
  const own = isBlank(own_rating) ? undefined : ratingFrom(own_rating, 'own_rating');
  if (c && own === undefined) {
    throw functionError(`cap: a ${c}-point cap needs own_rating, the player's own rating (each opponent is counted at most ${c} points from it)`);
  }
  return performanceRating(ratings, p, { ownRating: own, cap: c || undefined });
}

/**
 * UKD change of one player in one event: ΔD = k(W − We), We = PD × n, each opponent counted at most 350 points away (TSF UKD procedure 6.h, 8.A.3-4).
 * @customfunction UKD_DELTA
 * @param ukd The player's UKD.
 * @param opponent_ukds The opponents' UKDs (or unrated opponents' performance); blank cells are left out.
 * @param points Points scored in those games.
 * @param [k] Development coefficient; blank for the procedure's band (10 from 2400, 15, 20, 25 up to 1599).
 * @param [is_winner] TRUE for the event's individual winner, whose UKD does not go down.
 * @returns ΔD, whole points.
 */
export function UKD_DELTA(ukd: any, opponent_ukds: any[][], points: any, k?: any, is_winner?: any): number {
  const own = ratingFrom(ukd, 'ukd');
  const opp = ratingsFrom(opponent_ukds, 'opponent_ukds');
  const p = pointsFrom(points, opp.length);
  let kk: number | undefined;
  if (!isBlank(k)) {
    kk = numberFrom(k, 'k');
    if (!(kk > 0)) throw functionError(`k: ${kk} must be a positive number`, 'invalidNumber');
  }
  let winner = false;
  if (!isBlank(is_winner)) {
    if (typeof is_winner === 'boolean') winner = is_winner;
    else if (is_winner === 1 || is_winner === 0) winner = is_winner === 1;
    else throw functionError(`is_winner: expected TRUE or FALSE, found ${JSON.stringify(is_winner)}`);
  }
  return ukdChange(own, opp, p, { k: kk, isWinner: winner }).delta;
}

/**
 * Expected score PD of one game for a rating difference (own rating minus the opponent's), FIDE B.02 8.3.1 and
 * table 8.1.2. The 400-point rule applies: a difference over 400 counts as 400, unless own_rating is given and is
 * 2650 or more (8.3.1 from 1 October 2025). FIDE works game by game: give one opponent's rating difference.
 * @customfunction EXPECTED_SCORE
 * @param difference Own rating minus the opponent's.
 * @param [own_rating] The player's own rating: from 2650 the 400-point rule does not apply. Blank: the rule applies.
 * @returns PD, from 0 to 1.
 */
export function EXPECTED_SCORE(difference: any, own_rating?: any): number {
  const d = numberFrom(difference, 'difference');
  const own = isBlank(own_rating) ? undefined : ratingFrom(own_rating, 'own_rating');
  const exempt = own !== undefined && own >= NO_CAP_FROM;
  return expectedScore(exempt ? d : Math.max(-DIFFERENCE_CAP, Math.min(DIFFERENCE_CAP, d)));
}

/** Game scores from a range: 1, 0.5 (or ½, "1/2") or 0 per cell, blank cells only where the opponent's cell is blank. */
function gamesFrom(opponentRatings: Raw[][], results: Raw[][]): RatedGame[] {
  const opp = (opponentRatings ?? []).flat();
  const res = (results ?? []).flat();
  if (opp.length !== res.length) throw functionError(`results: ${res.length} cells for ${opp.length} opponent_ratings cells; give one result per opponent`);
  const games: RatedGame[] = [];
  opp.forEach((o, i) => {
    const r = res[i];
    if (isBlank(o) && isBlank(r)) return;
    if (isBlank(o)) throw functionError(`opponent_ratings: cell ${i + 1} is blank but its result is not (an unrated opponent's game is not rated, B.02 8.3.1)`);
    const rating = ratingFrom(o, `opponent_ratings cell ${i + 1}`);
    const text = typeof r === 'string' ? r.trim().replace(',', '.') : r;
    const score = text === '½' || text === '1/2' ? 0.5 : typeof text === 'string' && /^(0|1|0\.5)$/.test(text) ? Number(text) : text;
    if (score !== 0 && score !== 0.5 && score !== 1) throw functionError(`results cell ${i + 1}: a game's score is 1, ½ or 0, found ${JSON.stringify(r)}`, 'invalidNumber');
    games.push({ opponent: rating, score });
  });
  if (games.length === 0) throw functionError('opponent_ratings: no game given');
  return games;
}

/**
 * FIDE rating change over the games given (B.02 8.3, effective 1 March 2024 with 8.3.1 as amended 1 October 2025):
 * per game D with the 400-point rule (not from 2650), PD from table 8.1.2, ΔR = score − PD; ΣΔR × K rounded once,
 * .5 away from zero (8.3.4). K × number of games is kept at most 700 (8.3.3). Only games against rated opponents.
 * @customfunction FIDE_RATING_CHANGE
 * @param rating The player's rating.
 * @param opponent_ratings The opponents' ratings, one per game.
 * @param results The player's score in each game: 1, ½ (or 0.5) or 0, one per opponent.
 * @param k K of the player (40, 20 or 10 by B.02 8.3.3: new player until 30 games, or until the end of the year of the 18th birthday under 2300: 40; under 2400: 20; once 2400 reached: 10).
 * @returns The rating change, whole points.
 */
export function FIDE_RATING_CHANGE(rating: any, opponent_ratings: any[][], results: any[][], k: any): number {
  const own = ratingFrom(rating, 'rating');
  const games = gamesFrom(opponent_ratings, results);
  const kk = numberFrom(k, 'k');
  if (!Number.isInteger(kk) || kk <= 0) throw functionError(`k: ${kk} must be a whole number above 0 (40, 20 or 10, B.02 8.3.3)`, 'invalidNumber');
  const data: KData = { k: kk };
  return fideRatingChange(own, games, data).change;
}

/**
 * Initial FIDE rating of an unrated player (B.02 8.2): two hypothetical opponents rated 1800, both drawn, counted in;
 * Ru = Ra + dp, rounded, at most 2200. A zero score in a first event is disregarded (8.2.1): #VALUE! says so.
 * @customfunction FIDE_INITIAL_RATING
 * @param opponent_ratings The rated opponents' ratings, one per game.
 * @param results The player's score in each game: 1, ½ (or 0.5) or 0, one per opponent.
 * @returns The initial rating Ru.
 */
export function FIDE_INITIAL_RATING(opponent_ratings: any[][], results: any[][]): number {
  const r = fideInitialRating(gamesFrom(opponent_ratings, results));
  if (r.rating === undefined) throw functionError('results: a zero score in a first event is disregarded (B.02 8.2.1): no initial rating');
  return r.rating;
}

/**
 * Rating difference dp for a fractional score p, FIDE B.02 table 8.1.1 (p to the nearest hundredth).
 * @customfunction DP
 * @param p Fractional score, from 0 to 1 (points divided by games).
 * @returns dp, from -800 to 800.
 */
export function DP(p: any): number {
  const x = numberFrom(p, 'p');
  if (x < 0 || x > 1) throw functionError(`p: ${x} is not a fractional score from 0 to 1`, 'invalidNumber');
  return dpOf(x);
}

/**
 * The UKD report of a whole event, spilled: a header row, then one row per player (No, Name, UKD, Start, n, W, Ro, D, PD,
 * We, k, ΔD, New UKD, P, Note). The crosstable is read as arbiters type it (one cell per round such as 10w0, 12 b ½, 9+,
 * T, or three columns per round; a name column; headings optional), the UKDs from their own column.
 * @customfunction UKD_REPORT
 * @param crosstable The crosstable: one row per player in pairing-number order.
 * @param ukds The players' UKDs, one cell per crosstable row (blank for an unrated player; a heading cell on top is allowed).
 * @param minutes_each Minutes each player had for the game (the procedure asks for at least 60).
 * @param days Days the event lasted, first and last day included (at most 90).
 * @param [round_robin] TRUE for a round robin (formulas 5 and 6); blank or FALSE for a Swiss.
 * @param [winner] Pairing number of the individual winner; blank for the sole top scorer.
 * @param [lang] "en" (default) or "tr": the report's headings and notes, and the crosstable's colour letters (tr: B = Beyaz, S = Siyah).
 * @returns The report rows, header first; the reasons when the event is not eligible.
 */
export function UKD_REPORT(crosstable: any[][], ukds: any[][], minutes_each: any, days: any, round_robin?: any, winner?: any, lang?: any): any[][] {
  const l = (isBlank(lang) ? 'en' : String(lang).trim().toLowerCase()) as Lang;
  if (l !== 'en' && l !== 'tr') throw functionError(`lang: "${String(lang)}" must be "en" or "tr"`);
  let t: Tournament;
  try {
    t = parseCrosstable(crosstable, { colours: l });
  } catch (e) {
    if (e instanceof CrosstableError) throw functionError(`crosstable ${e.message}`);
    throw e;
  }
  // The UKD column: one cell per player, or one more when it carries a heading.
  let cells = (ukds ?? []).map((r) => r[0]);
  if ((ukds ?? []).some((r) => r.length !== 1)) throw functionError('ukds: one column is needed');
  if (cells.length === t.players.length + 1 && typeof cells[0] === 'string' && !/^\s*\d*\s*$/.test(cells[0])) cells = cells.slice(1);
  if (cells.length !== t.players.length) throw functionError(`ukds: ${cells.length} cells for the crosstable's ${t.players.length} players`);
  const offset = (ukds.length - cells.length);
  t.players = t.players.map((p, i) => (isBlank(cells[i]) ? { ...p, ukd: undefined } : { ...p, ukd: ratingFrom(cells[i], `ukds ${cellName(i + offset, 0)}`) }));
  const minutes = numberFrom(minutes_each, 'minutes_each');
  const d = numberFrom(days, 'days');
  if (!Number.isInteger(d) || d < 1) throw functionError(`days: ${d} is not a number of days`, 'invalidNumber');
  let rr = false;
  if (!isBlank(round_robin)) {
    if (typeof round_robin !== 'boolean') throw functionError(`round_robin: expected TRUE or FALSE, found ${JSON.stringify(round_robin)}`);
    rr = round_robin;
  }
  let w: number | undefined;
  if (!isBlank(winner)) {
    w = numberFrom(winner, 'winner');
    if (!t.players.some((p) => p.no === w)) throw functionError(`winner: ${w} is not a player's number (1-${t.players.length})`);
  }
  const report = ukdReport(t, { system: rr ? 'round-robin' : 'swiss', winner: w, conditions: { minutesEach: minutes, days: d } });
  if (!report.eligibility.eligible) return [[l === 'tr' ? 'UKD hesabına alınmaz' : 'Not eligible for UKD'], ...ineligibleLines(report, l).map((x) => [x])];
  return ukdReportRows(report, l);
}
