/**
 * Colour preferences and the colour allocation of the FIDE texts in force (C.04.4.1 Articles 1.5, 1.6 and 5.2;
 * C.04.4.2 Articles 1.4, 1.5 and 5.2 word the same rules, with two differences passed in as parameters: a player
 * without a game prefers mild Black in Dubov (C.04.4.1 1.6.4) but has no preference in Burstein (C.04.4.2 1.5.4);
 * "higher ranked" in 5.2.5 is by score and TPN in Dubov, by Article 1.8 (the Index) in Burstein).
 */
import type { Colour } from '../../model/types';
import { colourDifference, opposite } from '../../model/history';

export type Strength = 'absolute' | 'strong' | 'mild' | 'none';
export interface Preference { colour?: Colour; strength: Strength }

/**
 * C.04.4.1 1.6.1-1.6.3 (C.04.4.2 1.5.1-1.5.3): absolute when the colour difference is beyond ±1 or the two latest
 * games had the same colour; strong at ±1; mild at 0, alternating the last game. `history`: colours of the games
 * played, in order. `noGames`: the preference of a player who has not played (1.6.4 Dubov: mild Black; 1.5.4
 * Burstein: none).
 */
export function colourPreference(history: Colour[], noGames: Preference): Preference {
  if (history.length === 0) return noGames;
  const d = colourDifference(history);
  const n = history.length;
  const twoSame = n >= 2 && history[n - 1] === history[n - 2];
  const side: Colour = d > 0 ? 'b' : d < 0 ? 'w' : opposite(history[n - 1]);
  if (Math.abs(d) > 1 || twoSame) return { colour: twoSame && Math.abs(d) <= 1 ? opposite(history[n - 1]) : side, strength: 'absolute' };
  if (Math.abs(d) === 1) return { colour: side, strength: 'strong' };
  return { colour: side, strength: 'mild' };
}

const RANK: Record<Strength, number> = { absolute: 3, strong: 2, mild: 1, none: 0 };

/** [C3] (2.1.3 in both texts): two players with the same absolute colour preference shall not meet. */
export function sameAbsolute(a: Preference, b: Preference): boolean {
  return a.strength === 'absolute' && b.strength === 'absolute' && a.colour === b.colour;
}

/** [C7] Dubov / [C8] Burstein: in this pair, one player does not get his colour preference. */
export function colourConflict(a: Preference, b: Preference): boolean {
  return a.colour !== undefined && a.colour === b.colour;
}

export interface ColourPlayer {
  no: number;
  /** Colours of the games played, in order. */
  history: Colour[];
  pref: Preference;
}

export interface Allocation {
  white: number;
  black: number;
  /** The article that decided: '5.2.1' … '5.2.5'. */
  article: string;
  /** Which reading of the article, for the explanation. */
  reason: 'initial' | 'both' | 'stronger' | 'alternate' | 'higher';
}

/**
 * Article 5.2 (both texts): the first of these that decides gives the colours.
 * 5.2.1 both have yet to play: the higher ranked player (more points; equal points: the smaller TPN) takes the
 *       initial colour when his TPN is odd, the other colour when it is even;
 * 5.2.2 grant both preferences; 5.2.3 grant the stronger one; 5.2.4 alternate the colours to the most recent time in
 *       which one player had White and the other Black; 5.2.5 grant the preference of the higher ranked player.
 * `firstRanked(a, b)`: true when a is the higher ranked for 5.2.1; `higherFor525`: the same for 5.2.5.
 * Reading (5.2.4): the two players' played games are compared from the latest backwards, game by game (unplayed
 * rounds left out), as the FIDE Dutch text's equivalent rule is read.
 */
export function allocateColours(
  a: ColourPlayer, b: ColourPlayer, initial: Colour,
  firstRanked: (a: ColourPlayer, b: ColourPlayer) => boolean,
  higherFor525: (a: ColourPlayer, b: ColourPlayer) => boolean,
): Allocation {
  const give = (p: ColourPlayer, c: Colour, article: string, reason: Allocation['reason']): Allocation => {
    const other = p === a ? b : a;
    return c === 'w' ? { white: p.no, black: other.no, article, reason } : { white: other.no, black: p.no, article, reason };
  };
  if (a.history.length === 0 && b.history.length === 0) {
    const top = firstRanked(a, b) ? a : b;
    return give(top, top.no % 2 === 1 ? initial : opposite(initial), '5.2.1', 'initial');
  }
  const pa = a.pref, pb = b.pref;
  if (pa.colour !== undefined && pb.colour !== undefined && pa.colour !== pb.colour) return give(a, pa.colour, '5.2.2', 'both');
  if (pa.colour === undefined && pb.colour !== undefined) return give(b, pb.colour, '5.2.2', 'both');
  if (pb.colour === undefined && pa.colour !== undefined) return give(a, pa.colour, '5.2.2', 'both');
  if (RANK[pa.strength] !== RANK[pb.strength]) {
    const s = RANK[pa.strength] > RANK[pb.strength] ? a : b;
    return give(s, s.pref.colour!, '5.2.3', 'stronger');
  }
  for (let i = a.history.length - 1, j = b.history.length - 1; i >= 0 && j >= 0; i--, j--) {
    if (a.history[i] !== b.history[j]) return give(a, opposite(a.history[i]), '5.2.4', 'alternate');
  }
  const h = higherFor525(a, b) ? a : b;
  return give(h, h.pref.colour ?? 'w', '5.2.5', 'higher');
}
