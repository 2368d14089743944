/**
 * The one interface every pairing system implements: a tournament state in,
 * the next round's pairing plus a step-by-step explanation out.
 */
import type { Tournament } from '../model/types';

export type Lang = 'en' | 'tr';
export type Text = { en: string; tr: string };

export interface PairingOptions {
  /** Round to pair; by default the next one (see `nextRoundNumber`). */
  round?: number;
  /** Rounds the event will have (defaults to the tournament's XXR). Some rules change in the last round. */
  totalRounds?: number;
  /** System-specific switches (e.g. `lastRoundExceptions` for the Dutch 1992-2009 rule 6, `maxi` for Lim 4.x). */
  [option: string]: unknown;
}

/** One option a pairing system declares: its key, its kind and the values allowed (engine/pairing/options.ts reads them). */
export type OptionSpec =
  | { key: string; kind: 'enum'; values: readonly string[] }
  | { key: string; kind: 'number'; min: number; max?: number; integer?: boolean }
  | { key: string; kind: 'boolean' }
  /** free text the system reads itself (lists of pairing numbers): `example` shows the form */
  | { key: string; kind: 'text'; example: string };

export interface Board {
  white: number;
  black: number;
}

export interface Pairing {
  round: number;
  /** Boards in order (board 1 first). */
  boards: Board[];
  /** Players given the pairing-allocated bye (at most one in a Swiss; several in a knockout's first round). */
  byes: number[];
  /**
   * Players with no game this round who score nothing: the free round of an odd round robin (the player drawn
   * against the dummy number). They are not byes: a round robin gives no point for the free round.
   */
  sitOut?: number[];
}

/** One step of the reasoning, in both languages, with the rule that made it. */
export interface TraceStep {
  /** What kind of step: 'bracket', 'x', 'p', 's1s2', 'transposition', 'exchange', 'float', 'colour', 'bye', 'reject', 'accept', 'note', … */
  kind: string;
  text: Text;
  /** The rule applied or checked, as the documents cite it: 'Dutch C.4', 'Lim 5.2', 'Dubov 7.3', 'C.04.3 C.5'. */
  rule?: string;
  /** Structured facts (players, x, p, the moves tried) for templates and tests. */
  data?: Record<string, unknown>;
}

export interface TraceSection {
  title: Text;
  /** The score group or bracket this section pairs, when it has one. */
  group?: { score: number; players: number[] };
  steps: TraceStep[];
}

export interface Explanation {
  system: string;
  round: number;
  sections: TraceSection[];
}

export type PairingOutcome =
  | { ok: true; pairing: Pairing; explanation: Explanation }
  /** `searchStopped`: the search gave up on its work budget; a legal pairing may exist (never reported as "no pairing"). */
  | { ok: false; reason: Text; explanation: Explanation; searchStopped?: true };

export interface PairingSystem {
  id: string;
  name: Text;
  /** Table systems (round robin, Scheveningen) can give any round of their table; others pair only the next round. */
  pairsAnyRound?: boolean;
  /**
   * The system's own options (besides `round` and `totalRounds`), each with its kind and allowed values; any other
   * option is refused (none declared: none taken), and every value is checked against its declaration (engine/pairing/options.ts).
   */
  options?: OptionSpec[];
  /**
   * The most players (teams, for a team system) this system pairs within its memory; more are refused at once
   * (engine/pairing/limits.ts, where the numbers are justified). Unset: MAX_PLAYERS.
   */
  maxPlayers?: number;
  pair(t: Tournament, options?: PairingOptions): PairingOutcome;
}
