/**
 * Building and editing a tournament in the documents' own notation (pairing lists "white black result",
 * a bye, absentees). Pure: every function returns a new tournament.
 */
import type { Colour, Game, Player, Round, Tournament, UnpairedCode } from './types';
import { parseGameResult } from './results';

export interface SimpleGame { white: number; black: number; result?: string | null }
export interface SimpleRound {
  round: number;
  games: SimpleGame[];
  /** Pairing-allocated bye. */
  bye?: number | number[];
  /** Not paired this round (no points). */
  absent?: number[];
  /** Requested half-point byes. */
  halfPointBye?: number[];
}
export interface SimpleTournament {
  name?: string;
  players: Array<Partial<Player> & { no: number }>;
  rounds?: SimpleRound[];
  totalRounds?: number;
  firstColour?: Colour;
}

export function buildTournament(s: SimpleTournament): Tournament {
  // Empty optional fields are absent, as they are after a TRF round trip.
  const players: Player[] = s.players.map((p) => {
    // No invented names: systems that rank by name (alphabetically) must not see "Player 10" before "Player 6".
    const q = { ...p, name: p.name ?? '' } as Record<string, unknown>;
    for (const k of Object.keys(q)) if (q[k] === '' && k !== 'name') delete q[k];
    return q as unknown as Player;
  });
  const known = new Set(players.map((p) => p.no));
  const t: Tournament = { info: s.name ? { name: s.name } : {}, players, rounds: [] };
  if (s.totalRounds !== undefined) t.totalRounds = s.totalRounds;
  if (s.firstColour) t.firstColour = s.firstColour;
  for (const r of s.rounds ?? []) {
    const seen = new Set<number>();
    const use = (no: number) => {
      if (!known.has(no)) throw new Error(`round ${r.round}: unknown player ${no}`);
      if (seen.has(no)) throw new Error(`round ${r.round}: player ${no} appears twice`);
      seen.add(no);
    };
    const games: Game[] = r.games.map((g) => {
      use(g.white); use(g.black);
      const res = parseGameResult(g.result ?? '');
      return { white: g.white, black: g.black, whiteResult: res.white, blackResult: res.black };
    });
    const unpaired: Round['unpaired'] = [];
    const add = (list: number[] | undefined, code: UnpairedCode) => {
      for (const no of list ?? []) { use(no); unpaired.push({ player: no, code }); }
    };
    add(r.bye === undefined ? [] : Array.isArray(r.bye) ? r.bye : [r.bye], 'U');
    add(r.halfPointBye, 'H');
    add(r.absent, '-');
    t.rounds.push({ number: r.round, games, unpaired });
  }
  return t;
}

/** The round a pairing system should pair next: the last recorded round if it has no games yet, else the one after. */
export function nextRoundNumber(t: Tournament): number {
  const last = t.rounds[t.rounds.length - 1];
  if (last && last.games.length === 0) return last.number;
  return t.rounds.length + 1;
}

/** Adds a paired round (results not yet known). Absentees already recorded for that round are kept. */
export function addPairedRound(t: Tournament, round: number, boards: Array<{ white: number; black: number }>, byes: number[] = [], byeCode: UnpairedCode = 'U'): Tournament {
  const existing = t.rounds.find((r) => r.number === round);
  if (existing && existing.games.some((g) => g.whiteResult !== '' || g.blackResult !== '')) {
    throw new Error(`round ${round} already has results; it is not paired again`);
  }
  const kept = existing ? existing.unpaired.filter((u) => !byes.includes(u.player)) : [];
  const newRound: Round = {
    number: round,
    games: boards.map((b) => ({ white: b.white, black: b.black, whiteResult: '', blackResult: '' })),
    unpaired: [...byes.map((player) => ({ player, code: byeCode })), ...kept],
  };
  const rounds = t.rounds.filter((r) => r.number !== round).concat(newRound).sort((a, b) => a.number - b.number);
  return { ...t, rounds };
}

/** Records a result in the documents' notation ("1-0", "0-1", "1/2-1/2", "+--", "--+", "--"). */
export function setResult(t: Tournament, round: number, board: number, result: string): Tournament {
  const r = t.rounds.find((x) => x.number === round);
  if (!r) throw new Error(`round ${round} has not been paired`);
  const g = r.games[board - 1];
  if (!g) throw new Error(`round ${round} has no board ${board}`);
  const res = parseGameResult(result);
  const games = r.games.map((x, i) => (i === board - 1 ? { ...x, whiteResult: res.white, blackResult: res.black } : x));
  return { ...t, rounds: t.rounds.map((x) => (x === r ? { ...r, games } : x)) };
}
