/**
 * The Double-Swiss match (C.04.5 Preface): two games between the same two players, colours swapped. TRF-2026 holds one
 * game per column, so a match k is written as TRF rounds 2k-1 (game 1) and 2k (game 2) behind `192 FIDE_DOUBLESWISS`
 * (the only public proposal: MarkDechamps/fide-swiss-pairing-engine ADR 0007). This module derives the matches from the
 * model's rounds, refuses a file whose two columns of a match disagree, and derives every per-player fact the pairing
 * needs: score (per game), opponents met ([C1]), PAB bar ([C2]), matches played (3.4.3), colour history (1.6), floats (1.5).
 */
import type { Colour, SideResult, Tournament, UnpairedCode } from '../../model/types';
import { InputError } from '../../trf/errors';

export interface MatchGameSide {
  opponent: number;
  colour?: Colour;
  result: SideResult;
}

/** One player's match k: two games against one opponent, or a bye for the whole match. */
export type PlayerMatch =
  | { kind: 'games'; opponent: number; games: [MatchGameSide, MatchGameSide] }
  | { kind: 'bye'; code: UnpairedCode };

export interface DoubleSwissValues {
  /** 1.4: a won game plus a drawn game, unless the event says otherwise. */
  pab: number;
  /** Requested byes per match (C.04.5 leaves them to the regulations; TRF 162 / the corpus: H 1, F 2, Z 0). */
  H: number;
  F: number;
  Z: number;
}

export const DEFAULT_VALUES: DoubleSwissValues = { pab: 1.5, H: 1, F: 2, Z: 0 };

/** A match whose two TRF columns disagree: bad input (exit 1), naming the player's 001 line and the TRF rounds. */
export class MatchError extends InputError {
  constructor(message: string, public readonly player?: number, public readonly trfRound?: number, line?: number, column?: number, source?: string) {
    super(message, line, column, source);
  }
}

/**
 * The same error placed in the TRF text: the player's 001 line and the column of game 2's cell (TRF-16 round
 * columns start at 92, ten characters apart).
 */
export function placeMatchError(e: MatchError, text: string, source: string): MatchError {
  const lines = text.replace(/^\uFEFF/, '').split(/\r\n|\r|\n/);
  const i = lines.findIndex((l) => l.startsWith('001') && Number(l.slice(4, 8)) === e.player);
  if (i < 0) return e;
  const column = e.trfRound !== undefined ? 92 + 10 * (e.trfRound - 1) : undefined;
  return new MatchError(e.message, e.player, e.trfRound, i + 1, column, source);
}

export function isDoubleSwissTrf(t: Tournament): boolean {
  return (t.otherLines ?? []).some((l) => /^192\s+(FIDE_DOUBLESWISS|FIDE_DOUBLESWISS_BAKU|CUSTOM_DOUBLESWISS)\b/.test(l));
}

const GAME_POINTS: Record<string, number> = { '1': 1, '+': 1, W: 1, '=': 0.5, D: 0.5, '0': 0, '-': 0, L: 0, '': 0 };
const forfeitLoss = (r: SideResult) => r === '-';
const playedGame = (r: SideResult) => r !== '+' && r !== '-' && r !== '';

/** Each player's view of TRF round `r`: a game side or an unpaired code. */
function column(t: Tournament, r: number): Map<number, { game?: MatchGameSide; code?: UnpairedCode }> {
  const m = new Map<number, { game?: MatchGameSide; code?: UnpairedCode }>();
  const round = t.rounds.find((x) => x.number === r);
  if (!round) return m;
  for (const g of round.games) {
    const noc = g.noColours;
    m.set(g.white, { game: { opponent: g.black, colour: noc ? undefined : 'w', result: g.whiteResult } });
    m.set(g.black, { game: { opponent: g.white, colour: noc ? undefined : 'b', result: g.blackResult } });
  }
  for (const u of round.unpaired) m.set(u.player, { code: u.code });
  return m;
}

/**
 * The matches of the tournament: `matches[k-1].get(player)`. Refuses (MatchError naming the player's line and the
 * TRF rounds) a match whose two columns disagree: other opponent, colours not reversed, a bye in one column only.
 */
export function readMatches(t: Tournament): Array<Map<number, PlayerMatch>> {
  const last = t.rounds.reduce((a, r) => Math.max(a, r.number), 0);
  const count = Math.ceil(last / 2);
  const out: Array<Map<number, PlayerMatch>> = [];
  for (let k = 1; k <= count; k++) {
    const c1 = column(t, 2 * k - 1);
    const c2 = column(t, 2 * k);
    const m = new Map<number, PlayerMatch>();
    const where = (p: number) => `player ${p} (001 line), match ${k} = TRF rounds ${2 * k - 1} and ${2 * k}`;
    for (const p of t.players.map((x) => x.no)) {
      const a = c1.get(p);
      const b = c2.get(p);
      if (!a && !b) continue;
      if (!a || !b) throw new MatchError(`${where(p)}: one column is empty and the other is not (a match fills both or neither)`, p, 2 * k);
      if (a.code !== undefined || b.code !== undefined) {
        if (a.code === undefined || b.code === undefined) throw new MatchError(`${where(p)}: a bye in one column only (a bye is for the whole match)`, p, 2 * k);
        if (a.code !== b.code) throw new MatchError(`${where(p)}: the two columns give different byes (${a.code || 'empty'} and ${b.code || 'empty'})`, p, 2 * k);
        m.set(p, { kind: 'bye', code: a.code });
        continue;
      }
      const g1 = a.game!;
      const g2 = b.game!;
      if (g1.opponent !== g2.opponent) throw new MatchError(`${where(p)}: different opponents in the two games (${g1.opponent} and ${g2.opponent})`, p, 2 * k);
      if (g1.colour && g2.colour && g1.colour === g2.colour) throw new MatchError(`${where(p)}: the colours are not reversed in game 2`, p, 2 * k);
      m.set(p, { kind: 'games', opponent: g1.opponent, games: [g1, g2] });
    }
    out.push(m);
  }
  return out;
}

/** The first match with no game in it (byes announced for it may already be written): the match-round to pair. */
export function matchToPair(matches: Array<Map<number, PlayerMatch>>): number {
  let k = matches.length;
  while (k > 0 && ![...matches[k - 1].values()].some((m) => m.kind === 'games')) k--;
  return k + 1;
}

/** One game's points for one player (win 1, draw ½, loss 0; a forfeit counts as a win or a loss). */
export const gamePoints = (r: SideResult) => GAME_POINTS[r];

export function matchPoints(m: PlayerMatch, values: DoubleSwissValues): number {
  if (m.kind === 'games') return GAME_POINTS[m.games[0].result] + GAME_POINTS[m.games[1].result];
  switch (m.code) {
    case 'U': return values.pab;
    case 'F': case '+': return values.F;
    case 'H': return values.H;
    default: return values.Z;
  }
}

/** Preface: a match is forfeited only when at least one player forfeited both games; only then may the two meet again. */
export function forfeitedMatch(m: PlayerMatch, opp: PlayerMatch | undefined): boolean {
  if (m.kind !== 'games') return false;
  const mine = m.games.every((g) => forfeitLoss(g.result));
  const theirs = opp?.kind === 'games' && opp.games.every((g) => forfeitLoss(g.result));
  return mine || !!theirs;
}

/** Per-player facts before the match-round to pair. */
export interface DsPlayer {
  no: number;
  score: number;
  /** [C1]: opponents of matches that were not forfeited. */
  met: Set<number>;
  /** [C2]: had a PAB, won a forfeited match, or a full-point bye. */
  pabBarred: boolean;
  /** 3.4.3: matches not forfeited (byes excluded). */
  matchesPlayed: number;
  /** 1.6: one entry per match with at least one game played: the colour of game 1. */
  colours: Colour[];
  /** 1.5: in the previous match-round, met (not a forfeited match) an opponent with a different score. */
  floatedLast: boolean;
}

/**
 * `oneEach`: the match in which each player forfeited one game (note 9 row 11): 'meeting' (default, FS: a regularly
 * played match, Preface) or 'no-meeting' (CP: the two may meet again; the match then counts as not played).
 */
export function derivePlayers(t: Tournament, matches: Array<Map<number, PlayerMatch>>, upTo: number, values: DoubleSwissValues, oneEach: 'meeting' | 'no-meeting' = 'meeting'): Map<number, DsPlayer> {
  const ps = new Map<number, DsPlayer>();
  for (const p of t.players) ps.set(p.no, { no: p.no, score: 0, met: new Set(), pabBarred: false, matchesPlayed: 0, colours: [], floatedLast: false });
  for (let k = 1; k < upTo; k++) {
    const mk = matches[k - 1] ?? new Map();
    const before = new Map([...ps].map(([n, p]) => [n, p.score]));
    for (const p of ps.values()) {
      const m = mk.get(p.no);
      p.floatedLast = false;
      if (!m) continue;
      p.score += matchPoints(m, values);
      if (m.kind === 'bye') {
        if (m.code === 'U' || m.code === 'F' || m.code === '+') p.pabBarred = true; // [C2]: PAB, full-point bye (a '+' without opponent is one)
        continue;
      }
      const opp = mk.get(m.opponent);
      if (forfeitedMatch(m, opp)) {
        // [C2]: a match won by forfeit bars the PAB
        if (m.games.every((g) => g.result === '+')) p.pabBarred = true;
        continue;
      }
      if (oneEach === 'no-meeting' && m.games.every((g) => g.result === '+' || g.result === '-')) continue;
      p.met.add(m.opponent);
      p.matchesPlayed++;
      if (m.games.some((g) => playedGame(g.result)) && m.games[0].colour) p.colours.push(m.games[0].colour); // 1.6
      p.floatedLast = before.get(m.opponent) !== before.get(p.no); // 1.5
    }
  }
  return ps;
}
