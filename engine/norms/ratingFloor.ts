/**
 * The opponents' ratings for a norm (B.01 1.4.6): the list in force at the start (1.4.6a, the TRF's rating); an
 * unrated opponent counts as 1400 (1.4.6d); one opponent, the lowest rated, is raised to the norm's adjusted rating
 * floor when below it (1.4.6b-c: GM 2200, IM 2050, WGM 2000, WIM 1850). An unrated opponent is the lowest (1400, the
 * lowest rating a FIDE list holds), so he is the one raised: "unrated opponents not covered by 1.4.6b" are the others.
 */
import { RATING_FLOOR, UNRATED_RATING, type NormTitle } from './articles';
import type { NormGame, RaisedOpponent } from './types';

export interface AdjustedRatings {
  /** One rating per game, in the order of `games`, as the average takes them. */
  ratings: number[];
  raised?: RaisedOpponent;
  unrated: number;
}

export function adjustedRatings(games: readonly NormGame[], title: NormTitle): AdjustedRatings {
  const floor = RATING_FLOOR[title];
  const ratings = games.map((g) => g.rating ?? UNRATED_RATING);
  const unrated = games.filter((g) => g.rating === undefined).length;
  let low = -1;
  // the lowest: an unrated opponent before a rated one of the same figure, then the earlier round
  games.forEach((g, i) => {
    if (low < 0 || ratings[i] < ratings[low] || (ratings[i] === ratings[low] && g.rating === undefined && games[low].rating !== undefined)) low = i;
  });
  if (low < 0 || ratings[low] >= floor) return { ratings, unrated };
  const g = games[low];
  const raised: RaisedOpponent = { round: g.round, opponent: g.opponent, to: floor, ...(g.rating !== undefined ? { from: g.rating } : {}) };
  ratings[low] = floor;
  return { ratings, raised, unrated };
}
