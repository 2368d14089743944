/**
 * ARO, the average rating of a player's opponents (Dubov 1: "R" and "ARO"), computed after every
 * round from the games actually played: byes, forfeits and rounds without an opponent do not count.
 * A player who has not yet played has ARO 0, as the book prints it for player 21 after round 1
 * (so such a player heads the white-seekers, who are listed by ARO ascending, Dubov 6.2).
 *
 * Dubov 9: "the ARO list must be computed and published after every round, so that the players can
 * work out their own pairings" — `aroList` is that list.
 */
import type { Player, Tournament } from '../../model/types';
import { isPlayedGame, sidePoints, unpairedPoints } from '../../model/results';
import { averageRatingsOfOpponentsMet } from '../../rating/opponentsAverage';

/** The rating the Dubov rules call R: the FIDE rating, else the national rating, else 0. */
export function dubovRating(p: Player | undefined): number {
  return p?.rating ?? p?.ukd ?? 0;
}

/**
 * Every player's ARO over the rounds numbered 1..afterRound (all recorded rounds when omitted). The average itself
 * is the engine's one ARO rule (engine/rating/opponentsAverage.ts) with Dubov's choices: an unrated opponent counts
 * with R = 0 (Dubov 1), the average is kept exact, and a player without a game has ARO 0 (the book's list).
 */
export function aroAfter(t: Tournament, afterRound = t.rounds.length): Map<number, number> {
  const averages = averageRatingsOfOpponentsMet(t, (p) => dubovRating(p), { unrated: 'as-zero', rounding: 'none', afterRound });
  const out = new Map<number, number>();
  for (const p of t.players) out.set(p.no, averages.get(p.no)?.average ?? 0);
  return out;
}

/** One line of the published ARO list. */
export interface AroListEntry {
  no: number;
  name: string;
  rating: number;
  score: number;
  /** Exact average; `aroRounded` is what a printed list shows. */
  aro: number;
  aroRounded: number;
  /** Games that count for the average. */
  gamesCounted: number;
}

/**
 * The ARO list the arbiter publishes after round `afterRound` (Dubov 9), in the order the next
 * round's pairing reads it: by score descending, then ARO ascending, then rating descending, then pairing number.
 */
export function aroList(t: Tournament, afterRound = t.rounds.length): AroListEntry[] {
  const aro = aroAfter(t, afterRound);
  const score = new Map<number, number>();
  const counted = new Map<number, number>();
  for (const p of t.players) { score.set(p.no, 0); counted.set(p.no, 0); }
  for (const r of t.rounds) {
    if (r.number > afterRound) continue;
    for (const g of r.games) {
      score.set(g.white, (score.get(g.white) ?? 0) + (sidePoints(g.whiteResult, t.pointValues) ?? 0));
      score.set(g.black, (score.get(g.black) ?? 0) + (sidePoints(g.blackResult, t.pointValues) ?? 0));
      if (isPlayedGame(g)) for (const no of [g.white, g.black]) counted.set(no, (counted.get(no) ?? 0) + 1);
    }
    for (const u of r.unpaired) score.set(u.player, (score.get(u.player) ?? 0) + unpairedPoints(u.code, t.pointValues));
  }
  return t.players
    .map((p) => {
      const a = aro.get(p.no) ?? 0;
      return { no: p.no, name: p.name, rating: dubovRating(p), score: score.get(p.no) ?? 0, aro: a, aroRounded: Math.round(a), gamesCounted: counted.get(p.no) ?? 0 };
    })
    .sort((a, b) => b.score - a.score || a.aro - b.aro || b.rating - a.rating || a.no - b.no);
}
