/**
 * From the team pairing to the board games: each team's players in board order (the 310 roster, its first players:
 * Hakem reads no 300 line-up), the colours by record 352 for the team with White on board 1 (C.04.6 1.6.1; the other
 * team's boards the reverse), and the round written into the team event (matches without results, the PAB).
 */
import type { Colour } from '../../model/types';
import type { BoardGame, TeamEvent, TeamMatch, TeamRound } from '../../model/team';
import type { Pairing } from '../types';

export interface BoardPairing {
  board: number;
  /** Player numbers. */
  white: number;
  black: number;
}

/** The board games of a match: board i pairs the two teams' i-th players, the White team's player with 352's colour. */
export function boardGames(e: TeamEvent, whiteTeam: number, blackTeam: number): BoardPairing[] {
  const w = e.teams.find((t) => t.no === whiteTeam)!, b = e.teams.find((t) => t.no === blackTeam)!;
  return [...e.settings.boardColours].map((c, i) => {
    const pw = w.players[i], pb = b.players[i];
    return c === 'W' ? { board: i + 1, white: pw, black: pb } : { board: i + 1, white: pb, black: pw };
  });
}

/** The match record of a pairing, results still empty. */
export function emptyMatch(e: TeamEvent, whiteTeam: number, blackTeam: number): TeamMatch {
  const w = e.teams.find((t) => t.no === whiteTeam)!, b = e.teams.find((t) => t.no === blackTeam)!;
  const boards: BoardGame[] = [...e.settings.boardColours].map((c, i) => ({ board: i + 1, player: w.players[i], opponent: b.players[i], result: '', opponentResult: '', colour: (c === 'W' ? 'w' : 'b') as Colour }));
  return { white: whiteTeam, black: blackTeam, boards, played: false };
}

/** The event with the pairing written as its round (byes announced for that round stay, now recorded). */
export function withPairing(e: TeamEvent, p: Pairing): TeamEvent {
  const before = e.rounds.filter((r) => r.number < p.round);
  const announced = e.rounds.find((r) => r.number === p.round)?.unpaired ?? [];
  const round: TeamRound = {
    number: p.round,
    matches: p.boards.map((b) => emptyMatch(e, b.white, b.black)),
    unpaired: [...announced.map(({ team, code }) => ({ team, code })), ...p.byes.map((team) => ({ team, code: 'U' as const }))],
  };
  return { ...e, rounds: [...before, round] };
}

/** `--boards`: the board games of each match, in match order. */
export function formatBoards(e: TeamEvent, p: Pairing): string {
  const lines: string[] = [];
  p.boards.forEach((m, i) => {
    lines.push(`match ${i + 1}: team ${m.white} - team ${m.black}`);
    for (const g of boardGames(e, m.white, m.black)) lines.push(`  board ${g.board}: ${g.white} ${g.black}`);
  });
  for (const b of p.byes) lines.push(`team ${b}: PAB`);
  return lines.join('\n') + '\n';
}
