/**
 * The tournament model. Everything an arbiter records, stored once; every derived figure
 * (scores, colour histories, floats, opponents) is computed by the functions in `history.ts`.
 */

export type Colour = 'w' | 'b';

/**
 * One side of a game, as the TRF-16 result column writes it:
 * `1` win, `0` loss, `=` draw, `+` forfeit win, `-` forfeit loss,
 * `W`/`D`/`L` win/draw/loss of a played game that is not rated, `` (empty) not yet known.
 */
export type SideResult = '1' | '0' | '=' | '+' | '-' | 'W' | 'D' | 'L' | '';

/** A pairing on a board. `white` and `black` are pairing numbers. */
export interface Game {
  white: number;
  black: number;
  whiteResult: SideResult;
  blackResult: SideResult;
  /** TRF allows a paired forfeit with no colours (`-` in the colour column). Such a game gives no colour. */
  noColours?: boolean;
}

/**
 * A round in which a player has no opponent, by its TRF-16 code:
 * `U` pairing-allocated bye, `F` full-point bye, `H` half-point bye, `Z` zero-point bye,
 * `+` win by default without opponent, `-` absent (forfeit without opponent), `` not paired.
 */
export type UnpairedCode = 'U' | 'F' | 'H' | 'Z' | '+' | '-' | '';

export interface Unpaired {
  player: number;
  code: UnpairedCode;
  /** Announced on a TRF-2026 `240` line (a bye requested for the round to pair), not in the 001 line. */
  announced?: true;
}

export interface Round {
  number: number;
  /** Board order. */
  games: Game[];
  /** Byes and absences of this round. */
  unpaired: Unpaired[];
}

export interface Player {
  /** Pairing number (TRF "starting rank"). */
  no: number;
  name: string;
  sex?: 'm' | 'w';
  /** GM, IM, WGM, FM, WIM, CM, WFM, WCM (TRF-16 column 11-13). */
  title?: string;
  /** FIDE rating. */
  rating?: number;
  /** Turkish national rating (Ulusal Kuvvet Derecesi). */
  ukd?: number;
  federation?: string;
  club?: string;
  /** Province (il) or its code where the player's licence is registered (UKD report, seed 004 9.A.7). */
  province?: string;
  /** Turkish Chess Federation licence number (TSF No, seed 004 9.A.8). */
  tsfNo?: string;
  fideId?: string;
  /** As written in TRF: YYYY/MM/DD (or only the year). */
  birth?: string;
  /** The player takes no part from this round on (withdrawn or not paired again). */
  withdrawnFrom?: number;
  /** TRF keeps the printed total and rank; the model keeps them only to write the file back as it was. */
  trfPoints?: string;
  trfRank?: number;
}

export interface TournamentInfo {
  name?: string; // 012
  city?: string; // 022
  federation?: string; // 032
  startDate?: string; // 042
  endDate?: string; // 052
  playerCount?: string; // 062
  ratedCount?: string; // 072
  teamCount?: string; // 082
  type?: string; // 092
  chiefArbiter?: string; // 102
  deputyArbiters?: string[]; // 112 (one line each)
  timeControl?: string; // 122
  /** 132: the round dates line, kept as written (its columns follow the round columns). */
  roundDates?: string;
}

export interface Tournament {
  info: TournamentInfo;
  /** XXR: rounds the event will have. */
  totalRounds?: number;
  /** XXC: the colour the first player (by pairing number... or the top seed) draws in round 1. */
  firstColour?: Colour;
  players: Player[];
  rounds: Round[];
  /** Pairs that must not meet in any round. */
  forbidden?: Array<[number, number]>;
  /**
   * Players who must not meet one another: TRF-2026 `260` lines (in rounds `fromRound` to `toRound`)
   * and `XXP` lines (every round). See forbiddenPairs (history.ts).
   */
  forbiddenGroups?: Array<{ players: number[]; fromRound?: number; toRound?: number; trfLine?: string }>;
  /**
   * TRF-2026 `250` lines: virtual points for pairing only (acceleration), `points` to the players (or teams)
   * numbered `from` to `to` in rounds `fromRound` to `toRound`; `matchPoints` for team events. The lines themselves
   * stay in `otherLines` (written back as read). See engine/pairing/acceleration.ts.
   */
  acceleration?: Array<{ points: number; matchPoints?: number; fromRound: number; toRound: number; from: number; to: number; line: number; text: string }>;
  /** TRF lines Hakem does not interpret, kept verbatim so a file round-trips. */
  otherLines?: string[];
  /** The TRF codes the number of rounds and the first colour were read from (`142`/`XXR`, `152`/`XXC`), to write them back alike. */
  trfTags?: { rounds?: Array<'142' | 'XXR'>; colour?: Array<'152' | 'XXC'> };
  /** The order in which line kinds stood in the TRF file (e.g. `012`, `001`, `XXR`), for a byte-for-byte round trip. */
  trfOrder?: string[];
  /**
   * What each result is worth when the file says so (TRF-2026 `162`, bbpPairings' `BBW`…`BBU`, JaVaFo's `XXS`);
   * undefined: 1, ½, 0 and a PAB worth a win (FIDE C.04.1 c). The lines themselves stay in `otherLines`.
   */
  pointValues?: PointValues;
  /** `XXC rank` (JaVaFo): the engine pairs by the rank column (86-89) instead of the pairing numbers. */
  pairByRank?: boolean;
  /** JaVaFo's `XXA` lines: each player's fictitious points per round (acceleration, for pairing only). */
  xxa?: Array<{ player: number; points: number[] }>;
}

/**
 * Points of each result kind, as bbpPairings and TRF-2026's `162` name them: a win (played, forfeit or full-point
 * bye), a draw (or half-point bye), a played loss, a zero-point bye (or absence), a forfeit loss, the PAB.
 */
export interface PointValues { win: number; draw: number; loss: number; zeroBye: number; forfeitLoss: number; pab: number }

/** What happened to one player in one round, seen from that player. */
export interface PlayerRound {
  round: number;
  /** Opponent's pairing number, or undefined when the player had no opponent. */
  opponent?: number;
  /** Colour of a game that counts for colours (played or forfeited with colours); undefined otherwise. */
  colour?: Colour;
  /** The TRF result code seen from this player. */
  code: SideResult | UnpairedCode;
  /** Points scored (undefined while the result is not known). */
  points?: number;
  /** True when a game was actually played over the board. */
  played: boolean;
  /** Board number (1-based) when paired. */
  board?: number;
}
