/**
 * The federation's crosstables (TSF UKD procedure, seed 004 section 9):
 * A. Swiss: one row per player — number (= pairing number), name, UKD, ELO, province, TSF number —
 *    a column per round with the opponent's number and the points taken from that opponent
 *    (`+`/`-` for games decided without play, `1T`/`T` for byes), then the total and the rank.
 * B. Round robin: a column per opponent, the points scored against them, `*` on the diagonal.
 * C. Team events: the Swiss sheet of every player of the event.
 */
import type { Tournament } from '../model/types';
import { playerRounds, scoreAfter } from '../model/history';
import { halves } from './notation';

export interface CrosstableCell {
  /** Opponent's number, when the round had one. */
  opponent?: number;
  /** Colour letter from the player's side (w/b), when asked for. */
  colour?: 'w' | 'b';
  /** What the points column shows: 1, 0, ½, +, -, 1T, ½T, T, or empty. */
  result: string;
}

export interface CrosstableRow {
  no: number;
  name: string;
  title?: string;
  ukd?: number;
  elo?: number;
  province?: string;
  tsfNo?: string;
  club?: string;
  /** Seed 004 9.A.6: a player whose UKD or ELO is not known is marked. */
  unrated: boolean;
  cells: CrosstableCell[];
  total: number;
  totalText: string;
  rank?: number;
}

export interface SwissCrosstable {
  title?: string;
  place?: string;
  dates?: string;
  timeControl?: string;
  chiefArbiter?: string;
  rounds: number;
  rows: CrosstableRow[];
}

/** A round's cell as the federation writes it (9.A.11 and 9.A.13). */
function cellFor(code: string, points: number | undefined, opponent: number | undefined, played: boolean): string {
  if (opponent === undefined) {
    // byes: "1T" when the bye scores a point, "½T" for a half-point bye, "T" when it scores nothing
    if (code === 'U' || code === 'F' || code === '+') return '1T';
    if (code === 'H') return '½T';
    if (code === 'Z' || code === '-') return 'T';
    return '';
  }
  if (!played) {
    if (code === '+') return '+';
    if (code === '-') return '-';
  }
  return points === undefined ? '' : halves(points);
}

/** Seed 004 9.A.14-15: the place, dates and time control above the table, the chief arbiter below it. */
function heading(t: Tournament) {
  return {
    title: t.info.name,
    place: t.info.city,
    dates: [t.info.startDate, t.info.endDate].filter(Boolean).join(' – ') || undefined,
    timeControl: t.info.timeControl,
    chiefArbiter: t.info.chiefArbiter,
  };
}

export interface CrosstableOptions {
  /** Ranks by player number when omitted; pass the ranking from the tie-break engine. */
  ranks?: Map<number, number>;
  /** Show the colour beside the opponent (the documents' Tablo 1 does). */
  colours?: boolean;
}

export function swissCrosstable(t: Tournament, options: CrosstableOptions = {}): SwissCrosstable {
  const prs = playerRounds(t);
  const rows: CrosstableRow[] = t.players.map((p) => {
    const rounds = prs.get(p.no) ?? [];
    const total = scoreAfter(rounds);
    return {
      no: p.no,
      name: p.name,
      title: p.title,
      ukd: p.ukd,
      elo: p.rating,
      province: p.province ?? p.federation,
      tsfNo: p.tsfNo,
      club: p.club,
      unrated: p.ukd === undefined && p.rating === undefined,
      cells: rounds.map((pr) => ({
        opponent: pr.opponent,
        colour: options.colours && pr.opponent !== undefined && !(pr.played === false && pr.colour === undefined) ? pr.colour : undefined,
        result: cellFor(pr.code, pr.points, pr.opponent, pr.played),
      })),
      total,
      totalText: halves(total),
      rank: options.ranks?.get(p.no),
    };
  });
  return {
    ...heading(t),
    rounds: t.rounds.length,
    rows,
  };
}

export interface RoundRobinCrosstable {
  title?: string;
  place?: string;
  dates?: string;
  timeControl?: string;
  chiefArbiter?: string;
  players: Array<{ no: number; name: string; ukd?: number; elo?: number }>;
  /** rows[i][j]: what player i scored against player j ("*" on the diagonal, "" not yet played; several games joined by a space). */
  rows: Array<{ no: number; name: string; ukd?: number; elo?: number; cells: string[]; total: number; totalText: string; rank?: number }>;
}

/** Seed 004 9.B: the cross table, `*` on the diagonal, `+`/`-` for games decided without play. */
export function roundRobinCrosstable(t: Tournament, options: CrosstableOptions = {}): RoundRobinCrosstable {
  const prs = playerRounds(t);
  const index = new Map(t.players.map((p, i) => [p.no, i] as const));
  const rows = t.players.map((p, i) => {
    const cells: string[][] = t.players.map((_, j) => (i === j ? ['*'] : []));
    const rounds = prs.get(p.no) ?? [];
    for (const pr of rounds) {
      if (pr.opponent === undefined) continue;
      const j = index.get(pr.opponent);
      if (j === undefined) continue;
      cells[j].push(!pr.played && (pr.code === '+' || pr.code === '-') ? pr.code : pr.points === undefined ? '' : halves(pr.points));
    }
    const total = scoreAfter(rounds);
    return { no: p.no, name: p.name, ukd: p.ukd, elo: p.rating, cells: cells.map((c) => c.filter(Boolean).join(' ')), total, totalText: halves(total), rank: options.ranks?.get(p.no) };
  });
  return {
    ...heading(t),
    players: t.players.map((p) => ({ no: p.no, name: p.name, ukd: p.ukd, elo: p.rating })),
    rows,
  };
}
