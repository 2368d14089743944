/**
 * The one rule for "the average rating of the opponents met over the board" (ARO), used by every part of Hakem
 * that needs it: the Dubov pairing system (Dubov 1, 6.2, 9), the rating tie-breaks (C.07 10.1; the documents'
 * "Rakiplerin Kuvvet Puanı Ortalaması" and "Azaltarak Ortalama") and the rating calculator's `averageRating`.
 *
 * What is decided here, once:
 *  - which games count: games played over the board only; forfeits, byes and rounds without an opponent never
 *    do (Dubov 1: "unplayed games are not taken into account"; C.07 10.1: "games played");
 *  - what an unrated opponent counts as, a parameter every caller must state:
 *      `'leave-out'` — the game is left out of the average (C.07 10.1, the documents' averages of rated opponents);
 *      `'as-zero'`   — the opponent counts with rating 0 (Dubov 1: R is the rating, 0 when there is none);
 *      `{ as: R }`   — the opponent counts with rating R (the event's regulations give it; C.07 10.1 leaves it to them);
 *  - the cuts: the `cutLowest` lowest and `cutHighest` highest ratings are left out after that (the documents'
 *    "azaltarak ortalama", C.07 14 cut modifiers);
 *  - rounding: `'none'` (the documents print the exact average; Dubov keeps it exact for ordering) or `'nearest'`
 *    (C.07 10.1: rounded to the nearest whole number, half up).
 * When no game is left the average is `undefined`: each caller says what it prints then (Dubov: 0, as the book's
 * ARO list prints for a player without games).
 */
import type { Player, Tournament } from '../model/types';
import { isPlayedGame, sidePoints } from '../model/results';

export type UnratedOpponents = 'leave-out' | 'as-zero' | { as: number };

export interface AverageRule {
  unrated: UnratedOpponents;
  cutLowest?: number;
  cutHighest?: number;
  rounding?: 'none' | 'nearest';
}

/** One game over the board, seen from the player. */
export interface OpponentMet {
  round: number;
  opponent: number;
  /** Points the player scored in the game. */
  points: number;
}

/** A game with the rating it brings to the average, and whether it counts. */
export interface RatedOpponent extends OpponentMet {
  /** The opponent's rating, undefined when unrated. */
  rating: number | undefined;
  /** The rating that enters the average (0 for an unrated opponent counted as zero). */
  counted: number;
  /** 'kept' enters the average; 'cut' was cut as lowest/highest; 'unrated' was left out as unrated. */
  status: 'kept' | 'cut' | 'unrated';
}

export interface OpponentsAverage {
  /** Every game over the board, in round order. */
  games: RatedOpponent[];
  kept: RatedOpponent[];
  /** Exact average of the kept ratings, or rounded when the rule says so; undefined when nothing is kept. */
  average: number | undefined;
}

/** Every player's games over the board in rounds 1..afterRound (all recorded rounds when omitted), in round order. */
export function opponentsMetOverTheBoard(t: Tournament, afterRound?: number): Map<number, OpponentMet[]> {
  const out = new Map<number, OpponentMet[]>(t.players.map((p) => [p.no, []]));
  const rounds = t.rounds.slice().sort((a, b) => a.number - b.number);
  for (const r of rounds) {
    if (afterRound !== undefined && r.number > afterRound) continue;
    for (const g of r.games) {
      if (!isPlayedGame(g)) continue; // forfeits are not games played (Dubov 1; C.07 10.1)
      out.get(g.white)?.push({ round: r.number, opponent: g.black, points: sidePoints(g.whiteResult) ?? 0 });
      out.get(g.black)?.push({ round: r.number, opponent: g.white, points: sidePoints(g.blackResult) ?? 0 });
    }
  }
  return out;
}

function checkCount(name: string, n: number | undefined): number {
  const v = n ?? 0;
  if (!Number.isInteger(v) || v < 0) throw new RangeError(`${name} must be a whole number 0 or more, found ${v}`);
  return v;
}

/**
 * The average rating of the opponents in `games` under `rule`. `ratingOf` gives an opponent's rating
 * (undefined or 0 = unrated).
 */
export function averageOfOpponents(games: readonly OpponentMet[], ratingOf: (opponent: number) => number | undefined, rule: AverageRule): OpponentsAverage {
  const low = checkCount('cutLowest', rule.cutLowest);
  const high = checkCount('cutHighest', rule.cutHighest);
  const all: RatedOpponent[] = games.map((g) => {
    const r = ratingOf(g.opponent);
    const rating = r !== undefined && r > 0 ? r : undefined;
    const status = rating === undefined && rule.unrated === 'leave-out' ? 'unrated' : 'kept';
    return { ...g, rating, counted: rating ?? (typeof rule.unrated === 'object' ? rule.unrated.as : 0), status };
  });
  // Cuts come after the unrated are settled: the lowest of what would otherwise be averaged.
  const sorted = all.filter((g) => g.status === 'kept').sort((a, b) => a.counted - b.counted || a.round - b.round);
  const lo = Math.min(low, sorted.length);
  const hi = Math.min(high, sorted.length - lo);
  for (const g of [...sorted.slice(0, lo), ...sorted.slice(sorted.length - hi)]) g.status = 'cut';
  const kept = all.filter((g) => g.status === 'kept');
  let average: number | undefined;
  if (kept.length > 0) {
    const exact = kept.reduce((s, g) => s + g.counted, 0) / kept.length;
    average = rule.rounding === 'nearest' ? Math.round(exact) : exact;
  }
  return { games: all, kept, average };
}

/** Which rating a caller reads from a player (FIDE, national, or a fallback chain). */
export type RatingOf = (p: Player) => number | undefined;

/** The average rating of the opponents player `no` met over the board in rounds 1..afterRound. */
export function averageRatingOfOpponentsMet(t: Tournament, no: number, ratingOf: RatingOf, rule: AverageRule & { afterRound?: number }): OpponentsAverage {
  return averageRatingsOfOpponentsMet(t, ratingOf, rule).get(no) ?? averageOfOpponents([], () => undefined, rule);
}

/** The same for every player at once (one pass over the rounds). */
export function averageRatingsOfOpponentsMet(t: Tournament, ratingOf: RatingOf, rule: AverageRule & { afterRound?: number }): Map<number, OpponentsAverage> {
  const rating = new Map(t.players.map((p) => [p.no, ratingOf(p)]));
  const met = opponentsMetOverTheBoard(t, rule.afterRound);
  const out = new Map<number, OpponentsAverage>();
  for (const [no, games] of met) out.set(no, averageOfOpponents(games, (o) => rating.get(o), rule));
  return out;
}

/**
 * The plain average of a list of ratings (the rating calculator's input), the `cutLowest` lowest left out;
 * undefined when none is left. Every rating given counts (the caller lists rated opponents).
 */
export function averageOfRatings(ratings: readonly number[], rule: Omit<AverageRule, 'unrated'> = {}): number | undefined {
  return averageOfOpponents(ratings.map((r, i) => ({ round: i + 1, opponent: i, points: 0 })), (i) => ratings[i], { ...rule, unrated: 'as-zero' }).average;
}
