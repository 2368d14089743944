/**
 * The FIDE rating report of one event (B.02 8.2, 8.3): for every rated player K, n, W, ΣPD, the change and the new
 * rating; for every unrated player with games against rated opponents the initial rating this event alone would give.
 *
 * Choices, stated once:
 * - A game counts when it was played and rated (TRF 1, 0, = on both sides; forfeits and W/D/L are not rated).
 * - A rated player's games against unrated opponents are not counted: 8.3.1 rates "each game played against a rated
 *   player". They are listed as left out.
 * - K comes from `kData` for the player, else from what the file holds (birth year, the event's year from 042/052);
 *   what it cannot tell (games before, a rating of 2400 reached before) is assumed and said (fide.ts `fideK`).
 * - The initial rating is this event's alone: FIDE pools an unrated player's results over up to 26 months (7.1.4).
 */
import type { Player, Tournament } from '../model/types';
import { countedGames } from './report';
import { B02_EDITION, fideInitialRating, fideRatingChange, type InitialRating, type KData, type RatingChange } from './fide';

export interface FideReportOptions {
  /** K data per pairing number (the arbiter's column or option); merged over what the file gives. */
  kData?: Map<number, KData>;
  /** K data for every player (e.g. `{ k: 20 }` from --k), below `kData`. */
  allPlayers?: KData;
}

export interface FideLine {
  no: number;
  name: string;
  rating?: number;
  /** Opponents left out: unrated opponents of a rated player (8.3.1). */
  leftOut: number[];
  /** Games not played over the board (forfeits, TRF + and -; W/D/L unrated): never rated, each named. */
  forfeits: Array<{ round: number; opponent: number; code: string }>;
  /** The new rating is below 1400: not published, the player is listed unrated (7.2.1, as summarised). */
  belowFloor?: boolean;
  /** A rated player's change (undefined with no game against a rated opponent). */
  change?: RatingChange;
  newRating?: number;
  /** An unrated player's initial rating from this event (undefined with no game against a rated opponent). */
  initial?: InitialRating;
}

export interface FideReport {
  edition: { en: string; tr: string };
  year?: number;
  lines: FideLine[];
}

/** The first four-digit year in a TRF date (YYYY/MM/DD, YYYY-MM-DD, DD.MM.YYYY or a bare year). */
export function yearOf(date: string | undefined): number | undefined {
  const m = date ? /(\d{4})/.exec(date) : null;
  return m ? Number(m[1]) : undefined;
}

/** TRF results of a game played over the board and rated (1, 0, =); anything else (+, -, W, D, L, blank) is not. */
const RATED = new Set(['1', '0', '=']);
/** The lowest rating published (B.02 7.2.1, as summarised: a rating below 1400 is not published). */
export const RATING_FLOOR = 1400;

const isRated = (p: Player | undefined): boolean => !!p && typeof p.rating === 'number' && p.rating > 0;

export function fideReport(t: Tournament, options: FideReportOptions = {}): FideReport {
  const year = yearOf(t.info.endDate) ?? yearOf(t.info.startDate);
  const byNo = new Map(t.players.map((p) => [p.no, p]));
  const games = countedGames(t);
  // games not played over the board, as each player sees them: named in the report, never rated
  const unrated = new Map<number, FideLine['forfeits']>();
  for (const r of t.rounds) for (const g of r.games) {
    if ((RATED.has(g.whiteResult) && RATED.has(g.blackResult)) || (g.whiteResult === '' && g.blackResult === '')) continue; // rated, or no result yet
    for (const [p, o, c] of [[g.white, g.black, g.whiteResult], [g.black, g.white, g.blackResult]] as const) {
      if (!unrated.has(p)) unrated.set(p, []);
      unrated.get(p)!.push({ round: r.number, opponent: o, code: c });
    }
  }
  const lines = t.players.map((p): FideLine => {
    const mine = games.get(p.no) ?? [];
    const rated = mine.filter((g) => isRated(byNo.get(g.opponent)));
    const line: FideLine = { no: p.no, name: p.name, leftOut: [], forfeits: unrated.get(p.no) ?? [] };
    const vsRated = rated.map((g) => ({ opponent: byNo.get(g.opponent)!.rating!, score: g.points }));
    if (isRated(p)) {
      line.rating = p.rating;
      line.leftOut = mine.filter((g) => !isRated(byNo.get(g.opponent))).map((g) => g.opponent);
      if (vsRated.length) {
        // each year as the file gives it: fideK says which one is missing when the junior rule cannot be decided
        const data: KData = { ...(year !== undefined ? { year } : {}), ...(yearOf(p.birth) !== undefined ? { birthYear: yearOf(p.birth) } : {}), ...options.allPlayers, ...options.kData?.get(p.no) };
        line.change = fideRatingChange(p.rating!, vsRated, data);
        line.newRating = p.rating! + line.change.change;
        if (line.newRating < RATING_FLOOR) line.belowFloor = true;
      }
    } else if (vsRated.length) {
      line.initial = fideInitialRating(vsRated);
    }
    return line;
  });
  return { edition: B02_EDITION, year, lines };
}
