/** The shapes of a norm verdict (engine/norms). Every requirement carries its B.01 article. */
import type { Text } from '../pairing/types';
import type { NormTitle } from './articles';

/**
 * `met`/`not-met`: decided on the games so far; `pending`: not met yet, the remaining rounds can still meet it;
 * `exempt`: the requirement does not apply (an exception of B.01 names it); `unknown`: the file lacks what it needs.
 */
export type RequirementState = 'met' | 'not-met' | 'pending' | 'exempt' | 'unknown';

export interface Requirement {
  /** games, federations, ownFederation, oneFederation, titleHolders, normTitles, ratingFloor, averageRating, minimumScore, performance */
  key: string;
  /** "B.01 1.4.5a" */
  article: string;
  state: RequirementState;
  /** What the player has (a count, an average, a performance). */
  value?: number | string;
  /** What the article asks. */
  required?: number | string;
  text: Text;
}

/** Where an opponent's figure was read. */
export type Source = 'trf' | 'rating list' | 'none';

/** One game that counts for norms (1.4.2), seen from the player. */
export interface NormGame {
  round: number;
  opponent: number;
  name: string;
  points: number;
  /** FIDE rating from the list in force at the start (1.4.6a); undefined = unrated. */
  rating?: number;
  title?: string;
  federation?: string;
  source: { rating: Source; title: Source; federation: Source };
  /** 1.4.2c: a last-round forfeit win counted as a game lost. */
  forfeitAsLoss?: true;
}

/** A round that does not count as a game, and why. */
export interface UnplayedRound {
  round: number;
  opponent?: number;
  /** forfeit-win, forfeit-loss, pairing-allocated-bye, bye, absent, not-paired, pending, excluded-1.4.2b */
  kind: string;
  points: number;
}

export interface RaisedOpponent {
  round: number;
  opponent: number;
  /** undefined: unrated (counted 1400 before the raise). */
  from?: number;
  to: number;
}

export interface NeedOption {
  /** Points from the remaining rounds. */
  points: number;
  /** Final score and games, if every remaining round is a game played. */
  total: number;
  games: number;
  /** Least average rating of the remaining opponents; null when that score cannot give the norm (35 %, 1.4.8b). */
  averageRating: number | null;
}

export interface Need {
  remainingRounds: number;
  options: NeedOption[];
  /** More title-holders (1.4.5a) and opponents of the norm's title or higher (1.4.5b–e) needed in the remaining rounds. */
  titleHolders: number;
  normTitles: number;
  /** More federations other than the player's (1.4.3). */
  federations: number;
  text: Text;
}

export interface NormVerdict {
  title: NormTitle;
  achieved: boolean;
  /** The player holds this title or a higher one already (the norm is shown, not reported). */
  alreadyHeld?: true;
  /** Not achieved, rounds remain, and some score in them gives the norm against opponents the event has. */
  inReach: boolean;
  requirements: Requirement[];
  /** Games counted (after any drop), games credited for the title application (1.4.1c, 1.4.1d, 1.7). */
  games: number;
  credited?: number;
  points: number;
  averageRating?: number;
  performance?: number;
  raised?: RaisedOpponent;
  /** Rounds left out (1.4.1e later games, 1.4.1f games against defeated opponents). */
  dropped?: Array<{ round: number; article: string }>;
  /** The rounds whose games the verdict counts. */
  rounds: number[];
  notes: Text[];
  need?: Need;
}

export interface PlayerNorms {
  no: number;
  name: string;
  title?: string;
  federation?: string;
  rating?: number;
  points: number;
  games: NormGame[];
  unplayed: UnplayedRound[];
  norms: NormVerdict[];
}
