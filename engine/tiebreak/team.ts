/**
 * Team events (documents' "Takım Yarışmalarında" methods; seed 002 for the Berliner Wertung).
 * A team event is its own small model: teams, matches with board points, optionally each board's result.
 */
import { TiebreakError } from './types';

export interface TeamMatch {
  round: number;
  home: number;
  away: number;
  homePoints: number;
  awayPoints: number;
  /** Board by board (board 1 first): the home side's points on each board, for the Berliner Wertung. */
  homeBoards?: number[];
}

export interface TeamEvent {
  /** Boards per match. */
  boards: number;
  teams: Array<{ no: number; name: string }>;
  matches: TeamMatch[];
}

export interface TeamRound {
  round: number;
  opponent: number;
  boardPoints: number;
  opponentBoardPoints: number;
  homeBoards?: number[];
  home: boolean;
}

export function teamRounds(e: TeamEvent, team: number): TeamRound[] {
  const out: TeamRound[] = [];
  for (const m of e.matches) {
    if (m.home === team) out.push({ round: m.round, opponent: m.away, boardPoints: m.homePoints, opponentBoardPoints: m.awayPoints, homeBoards: m.homeBoards, home: true });
    else if (m.away === team) out.push({ round: m.round, opponent: m.home, boardPoints: m.awayPoints, opponentBoardPoints: m.homePoints, homeBoards: m.homeBoards, home: false });
  }
  return out.sort((a, b) => a.round - b.round);
}

/** Documents: 2 for a match won (more than half the boards), 1 drawn (exactly half), 0 lost. */
export function matchPointsOf(boards: number, boardPoints: number): number {
  return boardPoints > boards / 2 ? 2 : boardPoints === boards / 2 ? 1 : 0;
}

export function matchPoints(e: TeamEvent, team: number): number {
  return teamRounds(e, team).reduce((s, r) => s + matchPointsOf(e.boards, r.boardPoints), 0);
}

export function boardPoints(e: TeamEvent, team: number): number {
  return teamRounds(e, team).reduce((s, r) => s + r.boardPoints, 0);
}

export interface TeamOkmRound {
  round: number;
  opponent: number;
  opponentMatchPoints: number;
}

/** Olympiad Khanty-Mansiysk (documents' Tablo 13): the opponents' match points, the lowest left out. */
export function olympiadKhantyMansiyskDetail(e: TeamEvent, team: number): { rounds: TeamOkmRound[]; cut?: TeamOkmRound; sum: number; value: number } {
  const rounds = teamRounds(e, team).map((r) => ({ round: r.round, opponent: r.opponent, opponentMatchPoints: matchPoints(e, r.opponent) }));
  if (rounds.length === 0) return { rounds, sum: 0, value: 0 };
  const cut = rounds.reduce((lo, r) => (r.opponentMatchPoints < lo.opponentMatchPoints ? r : lo));
  const sum = rounds.reduce((s, r) => s + r.opponentMatchPoints, 0);
  return { rounds, cut, sum, value: sum - cut.opponentMatchPoints };
}

export function olympiadKhantyMansiysk(e: TeamEvent, team: number): number {
  return olympiadKhantyMansiyskDetail(e, team).value;
}

export interface TeamSbRound {
  round: number;
  opponent: number;
  boardPoints: number;
  opponentMatchPoints: number;
  product: number;
}

/**
 * Team Sonneborn-Berger of the documents' Swiss example (Tablo 14): each round's board points × the opponent's
 * match points, summed, the lowest product left out — but a zero from a round in which the team scored no board
 * point is not taken as the lowest.
 */
export function teamSonnebornBergerDetail(e: TeamEvent, team: number): { rounds: TeamSbRound[]; cut?: TeamSbRound; value: number } {
  const rounds = teamRounds(e, team).map((r) => {
    const opponentMatchPoints = matchPoints(e, r.opponent);
    return { round: r.round, opponent: r.opponent, boardPoints: r.boardPoints, opponentMatchPoints, product: r.boardPoints * opponentMatchPoints };
  });
  const candidates = rounds.filter((r) => r.boardPoints > 0);
  const cut = candidates.length ? candidates.reduce((lo, r) => (r.product < lo.product ? r : lo)) : undefined;
  const value = rounds.reduce((s, r) => s + r.product, 0) - (cut?.product ?? 0);
  return { rounds, cut, value };
}

export function teamSonnebornBerger(e: TeamEvent, team: number): number {
  return teamSonnebornBergerDetail(e, team).value;
}

/** Team round robin, documents' Tablo 15: board points × the opponent's match points, nothing cut. */
export function teamSonnebornBergerRoundRobinDetail(e: TeamEvent, team: number): { rounds: TeamSbRound[]; value: number } {
  const rounds = teamRounds(e, team).map((r) => {
    const opponentMatchPoints = matchPoints(e, r.opponent);
    return { round: r.round, opponent: r.opponent, boardPoints: r.boardPoints, opponentMatchPoints, product: r.boardPoints * opponentMatchPoints };
  });
  return { rounds, value: rounds.reduce((s, r) => s + r.product, 0) };
}

export function teamSonnebornBergerRoundRobin(e: TeamEvent, team: number): number {
  return teamSonnebornBergerRoundRobinDetail(e, team).value;
}

export interface TeamBoardTotalsRound {
  round: number;
  opponent: number;
  /** The team's match points from this match (2 won, 1 drawn, 0 lost). */
  matchPoints: number;
  opponentBoardPoints: number;
  /** The opponent's board total if beaten, half of it if drawn, else 0. */
  share: number;
}

/** Team round robin, documents' Tablo 16: the board-point totals of the teams beaten, plus half of those drawn with. */
export function teamSonnebornBergerBoardTotalsDetail(e: TeamEvent, team: number): { rounds: TeamBoardTotalsRound[]; value: number } {
  const rounds = teamRounds(e, team).map((r) => {
    const mp = matchPointsOf(e.boards, r.boardPoints);
    const total = boardPoints(e, r.opponent);
    return { round: r.round, opponent: r.opponent, matchPoints: mp, opponentBoardPoints: total, share: mp === 2 ? total : mp === 1 ? total / 2 : 0 };
  });
  return { rounds, value: rounds.reduce((s, r) => s + r.share, 0) };
}

export function teamSonnebornBergerBoardTotals(e: TeamEvent, team: number): number {
  return teamSonnebornBergerBoardTotalsDetail(e, team).value;
}

/**
 * Berliner Wertung (seed 002) of one match: a win on the last board gives 1, on the board before it 2, …, on
 * board 1 as many points as there are boards; a drawn board gives each side half of its value.
 */
export function berlinerForMatch(boards: number, ownBoards: number[]): number {
  if (ownBoards.length !== boards) throw new TiebreakError(`Berliner Wertung needs ${boards} board results, got ${ownBoards.length}`);
  return ownBoards.reduce((s, p, i) => s + p * (boards - i), 0);
}

/** The Berliner Wertung summed over a team's matches (each match needs its board results). */
export function berliner(e: TeamEvent, team: number): number {
  let s = 0;
  for (const r of teamRounds(e, team)) {
    if (!r.homeBoards) throw new TiebreakError(`round ${r.round}: the Berliner Wertung needs the board results of team ${team}'s match`);
    s += berlinerForMatch(e.boards, r.home ? r.homeBoards : r.homeBoards.map((p) => 1 - p));
  }
  return s;
}

/** Direct encounter between teams (documents' "Aralarındaki Maç"): match points scored against the others in `group`. */
export function teamDirectEncounter(e: TeamEvent, team: number, group: number[]): number {
  const set = new Set(group);
  return teamRounds(e, team).filter((r) => set.has(r.opponent)).reduce((s, r) => s + matchPointsOf(e.boards, r.boardPoints), 0);
}

export interface TeamCodeInfo { code: string; name: { en: string; tr: string }; description: { en: string; tr: string } }

export const TEAM_TIEBREAK_CODES: readonly TeamCodeInfo[] = [
  { code: 'MP', name: { en: 'Match points', tr: 'Maç puanı' }, description: { en: 'Win 2, draw 1, loss 0.', tr: 'Galibiyet 2, beraberlik 1, yenilgi 0.' } },
  { code: 'BP', name: { en: 'Board points', tr: 'Masa puanı' }, description: { en: 'Game points of all boards.', tr: 'Bütün masalarda alınan puan.' } },
  { code: 'OKM', name: { en: 'Olympiad Khanty-Mansiysk', tr: 'Olympiad Khanty-Mansiysk' }, description: { en: "Opponents' match points without the lowest.", tr: 'Rakiplerin maç puanları, en düşüğü çıkarılarak.' } },
  { code: 'TSB', name: { en: 'Team Sonneborn-Berger', tr: 'Takım Sonneborn-Berger' }, description: { en: "Board points × opponent's match points, the lowest product (not a zero of a pointless round) cut.", tr: 'Masa puanı × rakibin maç puanı, en düşüğü çıkarılarak.' } },
  { code: 'TSB-RR', name: { en: 'Team SB (round robin)', tr: 'Takım SB (Berger)' }, description: { en: "Board points × opponent's match points, nothing cut (Tablo 15).", tr: 'Masa puanı × rakibin maç puanı (Tablo 15).' } },
  { code: 'TSB-BT', name: { en: 'Team SB on board totals', tr: 'Takım SB (masa toplamları)' }, description: { en: 'Board totals of teams beaten plus half of those drawn (Tablo 16).', tr: 'Yenilen takımların masa toplamı + berabere kalınanların yarısı (Tablo 16).' } },
  { code: 'BERLIN', name: { en: 'Berliner Wertung', tr: 'Berliner Wertung' }, description: { en: 'Board-weighted wins: board 1 counts most.', tr: 'Masa ağırlıklı galibiyetler.' } },
  { code: 'DE', name: { en: 'Direct match', tr: 'Aralarındaki maç' }, description: { en: 'Match points against the other tied teams.', tr: 'Eşit takımların aralarındaki maç puanı.' } },
];

export function teamTiebreakValue(e: TeamEvent, team: number, code: string, group?: number[]): number {
  switch (code.trim().toUpperCase()) {
    case 'MP': return matchPoints(e, team);
    case 'BP': return boardPoints(e, team);
    case 'OKM': return olympiadKhantyMansiysk(e, team);
    case 'TSB': return teamSonnebornBerger(e, team);
    case 'TSB-RR': return teamSonnebornBergerRoundRobin(e, team);
    case 'TSB-BT': return teamSonnebornBergerBoardTotals(e, team);
    case 'BERLIN': return berliner(e, team);
    case 'DE': return teamDirectEncounter(e, team, group ?? e.teams.map((t) => t.no).filter((t) => matchPoints(e, t) === matchPoints(e, team)));
  }
  throw new TiebreakError(`unknown team tie-break "${code}": the codes are ${TEAM_TIEBREAK_CODES.map((c) => c.code).join(', ')}`);
}

export interface TeamStanding { no: number; name: string; matchPoints: number; rank: number; tiebreaks: Record<string, number> }

/** Teams ranked by match points, then the tie-breaks in order (direct match within the group still tied). */
export function rankTeams(e: TeamEvent, codes: string[]): TeamStanding[] {
  const rows = new Map(e.teams.map((t) => [t.no, { no: t.no, name: t.name, matchPoints: matchPoints(e, t.no), rank: 0, tiebreaks: {} as Record<string, number> }]));
  const norm = codes.map((c) => c.trim().toUpperCase());
  for (const c of norm) for (const t of e.teams) rows.get(t.no)!.tiebreaks[c] = teamTiebreakValue(e, t.no, c);
  const key = (no: number, c?: string) => (c ? rows.get(no)!.tiebreaks[c] : rows.get(no)!.matchPoints);
  let groups = split(e.teams.map((t) => t.no).sort((a, b) => key(b) - key(a) || a - b), (no) => key(no));
  for (const c of norm) {
    const next: number[][] = [];
    for (const g of groups) {
      if (g.length === 1) { next.push(g); continue; }
      if (c === 'DE') for (const no of g) rows.get(no)!.tiebreaks[c] = teamTiebreakValue(e, no, c, g);
      next.push(...split(g.slice().sort((a, b) => key(b, c) - key(a, c) || a - b), (no) => key(no, c)));
    }
    groups = next;
  }
  const out: TeamStanding[] = [];
  let place = 1;
  for (const g of groups) { for (const no of g) { const r = rows.get(no)!; r.rank = place; out.push(r); } place += g.length; }
  return out;
}

function split(sorted: number[], key: (no: number) => number): number[][] {
  const out: number[][] = [];
  for (const no of sorted) {
    const last = out[out.length - 1];
    if (last && key(last[0]) === key(no)) last.push(no);
    else out.push([no]);
  }
  return out;
}
