/**
 * Shared types of the tie-break engine. Every method is a pure function of the tournament model
 * (engine/model/types.ts) and these options.
 */
import type { Colour } from '../model/types';

/**
 * Which rule decides how unplayed rounds count.
 * - `2009`: the documents' rule (FIDE 2009–2023): opponents' unplayed games count as draws (adjusted score),
 *   a player's own unplayed round is a game against a virtual opponent.
 * - `2024`: FIDE C.07 (in force from 2023/2024): Article 16 categories, dummy opponent, VUR cut exception.
 * - `2026`: C.07 as revised in March 2026 (in force for events starting on or after 1 March 2026): as 2024, with the
 *   dummy opponent's score capped (16.4.1 forfeits: the scheduled opponent's score; 16.4.2 no opponent: half the maximum).
 */
export type RulesEdition = '2009' | '2024' | '2026';
export const RULES_EDITIONS: readonly RulesEdition[] = ['2009', '2024', '2026'];

export interface TiebreakOptions {
  /** Rule edition: `2009` (the documents, the default here), `2024` or `2026` (C.07); see `rulesForEvent` for the edition in force. */
  rules?: RulesEdition;
  /** All-play-all event: forfeits count as games (documents; C.07 15.2). Default: detected from the pairings. */
  roundRobin?: boolean;
  /** Which rating the rating tie-breaks use: FIDE (default) or the Turkish national rating (UKD). */
  rating?: 'fide' | 'ukd';
  /** Tie-breaks are computed over rounds 1..afterRound (default: every recorded round). */
  afterRound?: number;
  /**
   * The rating an unrated opponent counts as in ARO, TPR, PTP, APRO and APPO (the event's regulations say it). Without
   * it an unrated opponent is left out of those averages, and `unratedOpponentsLeftOut` names them.
   */
  unratedRating?: number;
  /**
   * The tie-breaks listed before this one (DE only: C.07 6 separates the players still tied on the score and on
   * these). A standings list (`rankPlayers`) passes them itself.
   */
  precedingTiebreaks?: string[];
  /**
   * C.07 16.5 (2024, 2026), the cut exception: which voluntary unplayed round is weighed against the least significant
   * value. The text at hand does not settle it (see contributions.ts applyCuts); `least-significant` (the default) is
   * FIDE's reference program's reading. Only Sonneborn-Berger's cuts can differ.
   */
  vurCut?: 'least-significant' | 'lowest-share';
}

/** What happened to a player in one round, as the tie-break rules classify it. */
export type RoundKind =
  | 'game' // played over the board
  | 'pending' // paired, result not yet known
  | 'forfeit-win'
  | 'forfeit-loss' // includes a double forfeit
  | 'bye-full' // pairing-allocated bye, full-point bye, win without opponent
  | 'bye-half'
  | 'bye-zero'
  | 'absent'
  | 'unpaired';

export interface TbRound {
  round: number;
  kind: RoundKind;
  opponent?: number;
  colour?: Colour;
  /** Points scored in the round. */
  points: number;
  /** True when the round counts as a game against its opponent (played, or a forfeit in a round robin). */
  asGame: boolean;
}

/** One opponent's share of a Buchholz-type or Sonneborn-Berger sum. */
export interface Contribution {
  round: number;
  /** The real opponent, when the round counts as a game. */
  opponent?: number;
  /** The opponent's score as the rule sees it (adjusted score, virtual or dummy opponent). */
  value: number;
  /** Points the player scored in the round (the SB factor). */
  result: number;
  /** How the value was formed, when it is not the opponent's own score. */
  virtual?: VirtualOpponent;
  /** C.07 16.1.2: a voluntary unplayed round of the player (requested bye, absence, forfeit loss). */
  vur: boolean;
  /** C.07 16.2 category of an unplayed round (1..5), 2024 rules only. */
  category?: 1 | 2 | 3 | 4 | 5;
}

/** The documents' virtual opponent (2009) or C.07's dummy opponent (2024; capped in 2026). */
export interface VirtualOpponent {
  kind: 'virtual' | 'dummy';
  /** 2024/2026: the player's own score (the dummy's score before any cap). */
  own?: number;
  /** 2026 (C.07 16.4.1/16.4.2): the cap applied to the dummy's score: the scheduled opponent's adjusted score, or half the maximum. */
  cap?: { rule: '16.4.1' | '16.4.2'; value: number; opponent?: number };
  /** 2009: the player's score before the round. */
  before?: number;
  /** 2009: the opposite of the player's result in the round. */
  opposite?: number;
  /** 2009: rounds after this one, each counted as a draw (½). */
  remaining?: number;
  value: number;
}

/** Thrown when a tie-break cannot be computed as asked (unknown code, unknown rule edition, bad option). */
export class TiebreakError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'TiebreakError';
  }
}
