/**
 * The UKD report of one event (seed 004 rules 3, 4, 6, 8): for every player the UKD or starting value, n, W,
 * We, k, ΔD and new UKD, or the performance (GKD) of an unrated player.
 *
 * Choices the seed leaves open, stated once here:
 * - A game counts when it was played and rated: TRF codes 1, 0 and = on both sides (rule 4 leaves out games
 *   decided without play; TRF's W/D/L mark played games that are not rated).
 * - Swiss (8.A): in the rated players' We an unrated opponent counts at the starting value of 8.A.1 (average − 300:
 *   "accepted 300 lower, the calculation starts"); P is only archived for them (8.A.5). Only the round robin says
 *   that the performances then count as UKD (8.B.5), and rule 2 says only the round robin is calculated
 *   differently. `unratedOpponents: 'performance'` counts them at P in a Swiss too, for a federation that reads
 *   8.A that way.
 * - 6.g is applied with this event's performance as the period's average (the report knows one event).
 * - The individual winner is `options.winner`, else the sole top scorer, else the TRF rank 1; none when unknown.
 * - A UKD under 1000 in the file is not a UKD (6.b): that player is treated as unrated.
 * - 3.d, an event with not more than one UKD-rated player (none or one): the unrated count 800 throughout, in
 *   place of 8.A.1's average − 300: as the start in formula 2, in formula 5's average (round robin, see ukd.ts
 *   `roundRobinAverage`) and as the opponents of the one UKD-rated player, whose ΔD is computed as for anyone
 *   (so `unratedOpponents: 'performance'` and 8.B.5 do not apply there). The 800s count as UKD-rated opponents
 *   for 6.d's "at least 3", or the rule's exception would never record anything.
 */
import { scoredRounds } from '../model/absence';
import type { Player, Tournament } from '../model/types';
import { sidePoints, unpairedPoints } from '../model/results';
import { sum } from './performance';
import {
  capRise, isListed, kFactor, roundRobinAverage, roundRobinPerformance, swissPerformance, ukdChange, ukdEligibility,
  unratedStart, UKD_FLOOR, UKD_OPPONENTS_FOR_RECORD, GAMES_FOR_FIRST_UKD,
  type EventConditions, type Eligibility,
} from './ukd';
import { ROUNDING_RULE } from './rounding';

export type UkdSystem = 'swiss' | 'round-robin';

export interface UkdReportOptions {
  /** Default: round robin when the 092 line says so (Berger, round robin, döner), else Swiss. */
  system?: UkdSystem;
  /** Overrides what the TRF header says (122 time control, 042/052 dates). */
  conditions?: Partial<Omit<EventConditions, 'ukdRatedPlayers'>>;
  /** Pairing number of the individual winner (8.A.4). */
  winner?: number;
  /** Swiss only: what an unrated opponent counts in a rated player's We: the 8.A.1 start (default) or the performance P. */
  unratedOpponents?: 'start' | 'performance';
}

export interface UkdGame {
  round: number;
  opponent: number;
  points: number;
}

export interface UkdLine {
  no: number;
  name: string;
  /** 'rated': has a UKD (>= 1000) before the event; 'unrated': gets a performance (GKD). */
  status: 'rated' | 'unrated';
  /** UKD before the event, or the unrated player's starting value (8.A.1 / 3.d). */
  start: number;
  games: UkdGame[];
  /** n and W over the counted games. */
  n: number;
  w: number;
  /** Ro after the 350-point rule (exact), when n > 0. */
  opponentsAverage?: number;
  /** Distinct UKD-rated opponents (6.d). */
  ukdOpponents: number;
  // rated players
  difference?: number;
  expected?: number;
  we?: number;
  k?: number;
  exactDelta?: number;
  delta?: number;
  newUkd?: number;
  /** The winner's fall set to 0 (8.A.4). */
  winnerKept?: boolean;
  /** The rise limited to the performance (6.g). */
  riseCapped?: boolean;
  /** 6.b: new UKD of at least 1000. */
  listed?: boolean;
  // everybody with games
  p?: number;
  dp?: number;
  /** P: formula 2 (Swiss, and rated players' performance for 6.g) or formula 6 (unrated in a round robin). */
  performance?: number;
  // unrated players
  /** 6.d: the performance is recorded (at least 3 UKD-rated opponents). */
  recorded?: boolean;
  /** 6.d: at least 7 games in this event alone, recorded, and at least 1000: a UKD appears. */
  firstUkd?: number;
}

export interface UkdReport {
  event: { name?: string; city?: string; startDate?: string; endDate?: string; timeControl?: string };
  eligibility: Eligibility;
  conditions: EventConditions;
  /** The method used (a round robin with an unplayed game is reported as a Swiss, 8.B.1). */
  system: UkdSystem;
  systemNote?: { en: string; tr: string };
  /** Average UKD of the UKD-rated players (exact); undefined without any. */
  ratedAverage?: number;
  /** Unrated players' starting value (8.A.1 / 3.d). */
  unratedStart: number;
  /** To (formula 5), round robins only. */
  tournamentAverage?: number;
  winner?: number;
  rounding: { en: string; tr: string };
  /** Empty when the event is not eligible. */
  players: UkdLine[];
}

const RATED_CODES = new Set(['1', '0', '=']);

/** The player's rated games, in round order (rule 4). */
export function countedGames(t: Tournament): Map<number, UkdGame[]> {
  const map = new Map<number, UkdGame[]>(t.players.map((p) => [p.no, []]));
  for (const r of t.rounds) {
    for (const g of r.games) {
      if (!RATED_CODES.has(g.whiteResult) || !RATED_CODES.has(g.blackResult)) continue;
      map.get(g.white)?.push({ round: r.number, opponent: g.black, points: sidePoints(g.whiteResult)! });
      map.get(g.black)?.push({ round: r.number, opponent: g.white, points: sidePoints(g.blackResult)! });
    }
  }
  return map;
}

/** A game or a round decided without play (8.B.1). */
function hasUnplayedGame(t: Tournament): boolean {
  return t.rounds.some((r) => r.games.some((g) => ['+', '-'].includes(g.whiteResult) || ['+', '-'].includes(g.blackResult)) || r.unpaired.some((u) => u.code === '+' || u.code === '-'));
}

const hasUkd = (p: Player): boolean => p.ukd !== undefined && p.ukd >= UKD_FLOOR;

/** Minutes each from a TRF 122 line: "90 min + 30 sec", "90'+30\"", "2h", "G/60", "40/90+30" (the first period). */
export function minutesFromTimeControl(text: string | undefined): number | undefined {
  if (!text) return undefined;
  const h = /(\d+(?:[.,]\d+)?)\s*(?:h|hours?|saat)(?![a-z])\s*(?:(\d+)\s*(?:m|min|dk|dakika)?)?/i.exec(text);
  if (h) return Math.round(Number(h[1].replace(',', '.')) * 60) + (h[2] ? Number(h[2]) : 0);
  const moves = /\b\d+\s*\/\s*(\d+)/.exec(text); // "40/90": 90 minutes for 40 moves
  if (moves && !/^\s*g\s*\//i.test(text)) return Number(moves[1]);
  const m = /(\d+)/.exec(text);
  return m ? Number(m[1]) : undefined;
}

/** Days from the first to the last day, both counted, from TRF dates (YYYY/MM/DD, YYYY-MM-DD, DD.MM.YYYY). */
export function eventDays(start: string | undefined, end: string | undefined): number | undefined {
  const a = parseDate(start);
  const b = parseDate(end ?? start);
  if (a === undefined || b === undefined || b < a) return undefined;
  return Math.round((b - a) / 86_400_000) + 1;
}

function parseDate(s: string | undefined): number | undefined {
  if (!s) return undefined;
  let m = /^\s*(\d{4})[/.-](\d{1,2})[/.-](\d{1,2})\s*$/.exec(s);
  if (m) return Date.UTC(+m[1], +m[2] - 1, +m[3]);
  m = /^\s*(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})\s*$/.exec(s);
  if (m) return Date.UTC(+m[3], +m[2] - 1, +m[1]);
  return undefined;
}

/** What the TRF header says about rule 3, with the caller's overrides. */
export function eventConditions(t: Tournament, overrides: UkdReportOptions['conditions'] = {}): EventConditions {
  const words = `${t.info.timeControl ?? ''} ${t.info.type ?? ''} ${t.info.name ?? ''}`;
  return {
    minutesEach: overrides.minutesEach ?? minutesFromTimeControl(t.info.timeControl),
    equalTime: overrides.equalTime ?? true,
    rapidOrBlitz: overrides.rapidOrBlitz ?? RAPID_OR_BLITZ.test(words),
    days: overrides.days ?? eventDays(t.info.startDate, t.info.endDate),
    ukdRatedPlayers: t.players.filter(hasUkd).length,
  };
}

/** Words that name rapid or blitz in a header (\b does not work around Turkish letters such as ı). */
const RAPID_OR_BLITZ = /(?<![a-zçğıöşü])(rapid|blitz|hızlı|hizli|yıldırım|yildirim)(?![a-zçğıöşü])/i;

function defaultSystem(t: Tournament): UkdSystem {
  return /berger|round.?robin|döner|doner/i.test(t.info.type ?? '') ? 'round-robin' : 'swiss';
}

function defaultWinner(t: Tournament): number | undefined {
  const total = new Map<number, number>();
  for (const p of t.players) total.set(p.no, 0);
  // the winner is decided on the whole score, byes and forfeits included
  // the rounds played: a bye announced for the round to pair scores nothing yet (model/absence.ts)
  const paired = scoredRounds(t);
  for (const r of t.rounds) {
    if (r.number > paired) continue;
    for (const g of r.games) {
      total.set(g.white, (total.get(g.white) ?? 0) + (sidePoints(g.whiteResult, t.pointValues) ?? 0));
      total.set(g.black, (total.get(g.black) ?? 0) + (sidePoints(g.blackResult, t.pointValues) ?? 0));
    }
    // with the event's point values (a PAB worth ½ when the file says BBU 0.5)
    for (const u of r.unpaired) total.set(u.player, (total.get(u.player) ?? 0) + unpairedPoints(u.code, t.pointValues));
  }
  const best = Math.max(...total.values());
  const top = [...total].filter(([, s]) => s === best).map(([no]) => no);
  if (top.length === 1) return top[0];
  return t.players.find((p) => p.trfRank === 1 && top.includes(p.no))?.no;
}

export function ukdReport(t: Tournament, options: UkdReportOptions = {}): UkdReport {
  const conditions = eventConditions(t, options.conditions);
  const eligibility = ukdEligibility(conditions);
  const games = countedGames(t);
  const rated = t.players.filter(hasUkd);
  const ratedUkds = rated.map((p) => p.ukd!);
  const start = unratedStart(ratedUkds);
  let system = options.system ?? defaultSystem(t);
  let systemNote: UkdReport['systemNote'];
  if (system === 'round-robin' && hasUnplayedGame(t)) {
    system = 'swiss';
    systemNote = {
      en: 'a game was decided without play: the round robin is calculated as a Swiss (8.B.1)',
      tr: 'oynanmadan sonuçlanan oyun var: döner yarışma İsviçre sistemi gibi hesaplanır (8.B.1)',
    };
  }
  const winner = options.winner ?? defaultWinner(t);
  const report: UkdReport = {
    event: { name: t.info.name, city: t.info.city, startDate: t.info.startDate, endDate: t.info.endDate, timeControl: t.info.timeControl },
    eligibility,
    conditions,
    system,
    systemNote,
    ratedAverage: ratedUkds.length ? sum(ratedUkds) / ratedUkds.length : undefined,
    unratedStart: start,
    winner,
    rounding: ROUNDING_RULE,
    players: [],
  };
  if (!eligibility.eligible) return report;

  const startOf = (p: Player): number => (hasUkd(p) ? p.ukd! : start);
  const byNo = new Map(t.players.map((p) => [p.no, p]));
  const lines = new Map<number, UkdLine>();
  for (const p of t.players) {
    const g = games.get(p.no)!;
    const ukdOpp = new Set(g.map((x) => x.opponent).filter((o) => eligibility.unratedAt800 || hasUkd(byNo.get(o)!)));
    lines.set(p.no, {
      no: p.no, name: p.name, status: hasUkd(p) ? 'rated' : 'unrated', start: startOf(p), games: g,
      n: g.length, w: sum(g.map((x) => x.points)), ukdOpponents: ukdOpp.size,
    });
  }

  // Unrated players' performance: formula 2 (8.A.2) or formula 6 (8.B.4).
  let rr: { s: number; n: number } | undefined;
  if (system === 'round-robin') {
    const s = sum(rated.map((p) => lines.get(p.no)!.w));
    const n = sum(rated.map((p) => lines.get(p.no)!.n));
    rr = { s, n };
    report.tournamentAverage = roundRobinAverage(ratedUkds, s, n, t.players.length).tournamentAverage;
  }
  for (const line of lines.values()) {
    if (line.status !== 'unrated' || line.n === 0) continue;
    if (rr) {
      const f = roundRobinPerformance(ratedUkds, rr.s, rr.n, t.players.length, line.w, line.n);
      Object.assign(line, { p: f.p100 / 100, dp: f.dp, performance: f.performance });
    } else {
      const f = swissPerformance(line.start, line.games.map((g) => startOf(byNo.get(g.opponent)!)), line.w);
      Object.assign(line, { opponentsAverage: f.opponentsAverage, p: f.p100 / 100, dp: f.dp, performance: f.performance });
    }
    line.recorded = line.ukdOpponents >= UKD_OPPONENTS_FOR_RECORD;
    if (line.recorded && line.n >= GAMES_FOR_FIRST_UKD && isListed(line.performance!)) line.firstUkd = line.performance;
  }

  // Rated players: We, ΔD (8.A.3-4); unrated opponents at their start (8.A.1), in a round robin at P (8.B.5);
  // at 800 in the 3.d route.
  const atPerformance = !eligibility.unratedAt800 && (system === 'round-robin' || options.unratedOpponents === 'performance');
  const valueOf = (no: number): number => {
    const l = lines.get(no)!;
    return l.status === 'rated' || !atPerformance ? l.start : l.performance ?? l.start;
  };
  for (const line of lines.values()) {
    if (line.status !== 'rated') continue;
    line.k = kFactor(line.start);
    if (line.n === 0) { line.delta = 0; line.newUkd = line.start; line.listed = true; continue; }
    const opp = line.games.map((g) => valueOf(g.opponent));
    const c = ukdChange(line.start, opp, line.w, { isWinner: line.no === winner });
    const perf = swissPerformance(line.start, opp, line.w);
    const raised = line.start + c.delta;
    const cap = capRise(line.start, raised, perf.performance);
    Object.assign(line, {
      opponentsAverage: c.opponentsAverage, difference: c.difference, expected: c.expected, we: c.expectedPoints,
      exactDelta: c.exactDelta, delta: cap.ukd - line.start, newUkd: cap.ukd, winnerKept: c.winnerKept, riseCapped: cap.capped,
      listed: isListed(cap.ukd), p: perf.p100 / 100, dp: perf.dp, performance: perf.performance,
    });
  }
  report.players = t.players.map((p) => lines.get(p.no)!);
  return report;
}
