/**
 * The team model (C.04.6 Article 1): teams with a fixed pairing number (TPN, 1.1) and their players in board order;
 * per round each team's match (opponent, first-board colour, board games, forfeits) or its round without a match
 * (PAB, byes, absence). Scores, colour histories and floats are derived (`engine/pairing/team-swiss/state.ts`).
 * Read from and written to TRF-2026 team files by `engine/trf/team.ts`.
 */
import type { Colour, SideResult } from './types';

export type ScoreKind = 'MP' | 'GP';
/** 1.7: Type A (default), Type B, or no colour preferences. */
export type PreferenceType = 'A' | 'B' | 'none';

/** Point values of one result: a win, a draw, a loss (record 162 per board, record 362 per match). */
export interface PointScale {
  W: number;
  D: number;
  L: number;
  /** 162's A: an absence (zero-point bye, forfeit loss); TRF-2026's default 0.0 when not written. */
  A?: number;
}

export interface TeamSettings {
  /** The 192 code as written (e.g. `FIDE_TEAM_TYPEA_MP_GP`); undefined when the file has none. */
  systemCode?: string;
  preferences: PreferenceType;
  /** 1.2.1: the primary score ("score"), and the secondary score used for the first-team (4.2.2), if any. */
  primary: ScoreKind;
  secondary?: ScoreKind;
  /** 192 `_BAKU` (C.04.7 acceleration). */
  baku: boolean;
  /** 162: game points per board result (default 1, ½, 0). */
  game: PointScale;
  /** 362: match points per match result (default 2, 1, 0). */
  match: PointScale;
  /** 320: what the PAB is worth (1.4; default a drawn match). */
  pab: { mp: number; gp: number };
  /** 352: board colours of the team with White on board 1 (e.g. `WBWB`); its length is the number of boards. */
  boardColours: string;
}

export interface Team {
  /** TPN (1.1). */
  no: number;
  name: string;
  nickname?: string;
  /** 310 columns 48-53 as written (a rating average, or empty). */
  strength?: string;
  /** Player pairing numbers in board order (310 from column 74). */
  players: number[];
  /** 310's printed match points, game points and rank, kept to write the file back as it was. */
  printedMP?: string;
  printedGP?: string;
  printedRank?: string;
}

/**
 * One board of a match, seen from the team with White on board 1: its player and the opponent (player numbers, 0 for
 * an empty board, which the present side wins by forfeit), their results, and the colour its player had.
 */
export interface BoardGame {
  board: number;
  player: number;
  opponent: number;
  result: SideResult;
  opponentResult: SideResult;
  /** Undefined for an empty board or a game written without colours. */
  colour?: Colour;
}

/** 330: a whole match forfeited: `+-` the White team wins, `-+` the Black team wins, `--` both lose. */
export type MatchForfeit = '+-' | '-+' | '--';

export interface TeamMatch {
  /** The team with White on board 1 (1.6.1: the team's colour). */
  white: number;
  black: number;
  /** Board by board, from board 1, seen from the White team. */
  boards: BoardGame[];
  /** At least one board played over the board (the reading of the note, section 6: then the match counts as played). */
  played: boolean;
  /** A whole match forfeited (330, or every board forfeited). */
  forfeit?: MatchForfeit;
}

/**
 * A round without a match for a team: `U` the PAB (1.4, record 320), `F`/`H`/`Z` full, half, zero-point byes,
 * `-` absent, `` not paired. `announced`: requested on a 240 line for the round to pair.
 */
export interface TeamUnpaired {
  team: number;
  code: 'U' | 'F' | 'H' | 'Z' | '-' | '';
  announced?: true;
}

export interface TeamRound {
  number: number;
  matches: TeamMatch[];
  unpaired: TeamUnpaired[];
}

export interface TeamEvent {
  settings: TeamSettings;
  teams: Team[];
  rounds: TeamRound[];
  /** 142: rounds the event will have. */
  totalRounds?: number;
  /** 152: the initial colour drawn by lot (4.1). */
  initialColour?: Colour;
  /** TRF-2026 260: teams that must not meet one another in rounds `fromRound` to `toRound` (the line as read, to write back). */
  forbidden?: Array<{ teams: number[]; fromRound?: number; toRound?: number; trfLine?: string }>;
  /** What the reader assumed where the file is silent (a TRF-16 013 file's bye, boards without 352), to be said. */
  notes?: Array<{ en: string; tr: string }>;
}

/** One team's round seen from that team, with its scores (undefined while a board has no result). */
export interface TeamResult {
  round: number;
  opponent?: number;
  /** First-board colour of a match (scheduled; a colour counts in the history only when `played`). */
  colour?: Colour;
  played: boolean;
  /** A match won or lost by forfeit (330, or every board forfeited), or both sides forfeiting. */
  forfeit?: 'win' | 'loss' | 'double';
  /** 'match' when there was an opponent; otherwise the round's code. */
  code: 'match' | TeamUnpaired['code'];
  mp?: number;
  gp?: number;
}

export const DEFAULT_GAME_SCALE: PointScale = { W: 1, D: 0.5, L: 0 };
export const DEFAULT_MATCH_SCALE: PointScale = { W: 2, D: 1, L: 0 };

/** Game points of one board result by the 162 scale (a forfeit win counts as a win). */
export function boardPoints(code: SideResult, scale: PointScale): number | undefined {
  if (code === '1' || code === '+' || code === 'W') return scale.W;
  if (code === '=' || code === 'D') return scale.D;
  if (code === '0' || code === 'L') return scale.L;
  if (code === '-') return scale.A ?? 0; // TRF-2026 162: a forfeit loss is A (absence), 0.0 unless written
  return undefined;
}

/**
 * One match's game points (White team first; undefined until every board has a result) and match points: a forfeited
 * match by its forfeit (330), else by comparing the game points (C.04.6 1.2, 1.4; the 162 and 362 scales).
 */
export function matchScore(m: TeamMatch, settings: Pick<TeamSettings, 'game' | 'match'>): { gp?: [number, number]; mp?: [number, number] } {
  const { game, match } = settings;
  let gw: number | undefined = 0, gb: number | undefined = 0;
  for (const b of m.boards) {
    const x = boardPoints(b.result, game), y = boardPoints(b.opponentResult, game);
    gw = x === undefined || gw === undefined ? undefined : gw + x;
    gb = y === undefined || gb === undefined ? undefined : gb + y;
  }
  const gp: [number, number] | undefined = gw !== undefined && gb !== undefined ? [gw, gb] : undefined;
  let mp: [number, number] | undefined;
  if (m.forfeit === '--') mp = [match.L, match.L];
  else if (m.forfeit === '+-') mp = [match.W, match.L];
  else if (m.forfeit === '-+') mp = [match.L, match.W];
  else if (gp) mp = gp[0] > gp[1] ? [match.W, match.L] : gp[0] < gp[1] ? [match.L, match.W] : [match.D, match.D];
  return { ...(gp ? { gp } : {}), ...(mp ? { mp } : {}) };
}

/** Each team's rounds 1..n, with match and game points (C.04.6 1.2, 1.4; the byes by the 362/162 scales). */
export function teamResults(e: TeamEvent): Map<number, TeamResult[]> {
  const out = new Map<number, TeamResult[]>();
  for (const t of e.teams) out.set(t.no, []);
  const boards = e.settings.boardColours.length;
  const { game, match, pab } = e.settings;
  for (const r of e.rounds) {
    for (const m of r.matches) {
      const { gp, mp } = matchScore(m, e.settings);
      const [gw, gb] = gp ?? [undefined, undefined];
      const [mw, mb] = mp ?? [undefined, undefined];
      const f = (me: 'w' | 'b'): TeamResult['forfeit'] => (m.forfeit === '--' ? 'double' : m.forfeit === undefined ? undefined : (m.forfeit === '+-') === (me === 'w') ? 'win' : 'loss');
      out.get(m.white)?.push({ round: r.number, opponent: m.black, colour: 'w', played: m.played, forfeit: f('w'), code: 'match', mp: mw, gp: gw });
      out.get(m.black)?.push({ round: r.number, opponent: m.white, colour: 'b', played: m.played, forfeit: f('b'), code: 'match', mp: mb, gp: gb });
    }
    for (const u of r.unpaired) {
      const v = u.code === 'U' ? [pab.mp, pab.gp] : u.code === 'F' ? [match.W, boards * game.W] : u.code === 'H' ? [match.D, boards * game.D] : [0, 0];
      out.get(u.team)?.push({ round: r.number, played: false, code: u.code, mp: v[0], gp: v[1] });
    }
  }
  for (const list of out.values()) list.sort((a, b) => a.round - b.round);
  return out;
}

/** Match points and game points after `upTo` rounds (all rounds by default); pending results count nothing. */
export function teamTotals(e: TeamEvent, upTo = Infinity): Map<number, { mp: number; gp: number }> {
  const res = teamResults(e);
  const out = new Map<number, { mp: number; gp: number }>();
  for (const [no, list] of res) {
    let mp = 0, gp = 0;
    for (const x of list) if (x.round <= upTo) { mp += x.mp ?? 0; gp += x.gp ?? 0; }
    out.set(no, { mp, gp });
  }
  return out;
}
