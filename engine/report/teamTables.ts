/**
 * The team tie-break tables (000, Tablo 13-16): Olympiad Khanty-Mansiysk (opponents' match points, the lowest
 * left out), the team Sonneborn-Berger of a Swiss event (board points × opponent's match points, the lowest
 * product left out but not a zero of a round without board points), and the two round-robin variants (Tablo 15:
 * board points × opponent's match points; Tablo 16: board totals of the teams beaten plus half of those drawn).
 * Every figure is the tie-break engine's (engine/tiebreak/team.ts); notes given by the caller are printed below.
 */
import type { Lang } from '../pairing/types';
import {
  boardPoints, matchPoints, olympiadKhantyMansiyskDetail, teamSonnebornBergerBoardTotalsDetail, teamSonnebornBergerDetail,
  teamSonnebornBergerRoundRobinDetail, type TeamEvent,
} from '../tiebreak';
import { decimal } from './notation';

/** One round's share: the opponent, the figures the method uses and, in `text`, the working as the documents write it. */
export interface TeamCell { round: number; opponent?: number; opponentName?: string; text: string; cut: boolean }
export interface TeamTableRow { no: number; name: string; matchPoints: string; boardPoints: string; cells: TeamCell[]; sum?: string; cut?: string; value: string; numeric: number }
export interface TeamTable {
  title: string;
  method: 'OKM' | 'TSB' | 'TSB-RR' | 'TSB-BT';
  /** Column headings: the rounds (Swiss tables) or the opponents (round-robin tables, as Tablo 15-16 print them). */
  heads: string[];
  /** Which optional columns the table prints: the sum before the cut, and the value cut. */
  columns: { sum: boolean; cut: boolean };
  rows: TeamTableRow[];
  notes: string[];
}

export interface TeamTableOptions {
  lang?: Lang;
  notes?: string[];
}

const L = (lang: Lang, tr: string, en: string) => (lang === 'tr' ? tr : en);

function base(e: TeamEvent, no: number, lang: Lang) {
  const team = e.teams.find((t) => t.no === no);
  if (!team) throw new Error(`unknown team ${no}`);
  return { no, name: team.name, matchPoints: decimal(matchPoints(e, no), lang), boardPoints: decimal(boardPoints(e, no), lang) };
}

const teamName = (e: TeamEvent, no: number) => e.teams.find((t) => t.no === no)?.name ?? String(no);
const roundsOf = (e: TeamEvent) => [...new Set(e.matches.map((m) => m.round))].sort((a, b) => a - b);

/** Cells in round order, a blank where the team had no match. */
function aligned(e: TeamEvent, cells: TeamCell[]): TeamCell[] {
  return roundsOf(e).map((r) => cells.find((c) => c.round === r) ?? { round: r, text: '', cut: false });
}

/** Cells in opponent order (round robins), a blank on the diagonal. */
function byOpponent(e: TeamEvent, cells: TeamCell[]): TeamCell[] {
  return e.teams.map((t) => cells.find((c) => c.opponent === t.no) ?? { round: 0, text: '', cut: false });
}

/** Tablo 13: each round's opponent and its match points; the lowest is left out. */
export function okmTable(e: TeamEvent, teams: number[], options: TeamTableOptions = {}): TeamTable {
  const lang = options.lang ?? 'tr';
  const rows = teams.map((no): TeamTableRow => {
    const d = olympiadKhantyMansiyskDetail(e, no);
    return {
      ...base(e, no, lang),
      cells: aligned(e, d.rounds.map((r) => ({ round: r.round, opponent: r.opponent, opponentName: teamName(e, r.opponent), text: decimal(r.opponentMatchPoints, lang), cut: r === d.cut }))),
      sum: decimal(d.sum, lang),
      cut: d.cut ? decimal(d.cut.opponentMatchPoints, lang) : '',
      value: decimal(d.value, lang),
      numeric: d.value,
    };
  });
  return { title: L(lang, 'Olympiad Khanty-Mansiysk (OKM)', 'Olympiad Khanty-Mansiysk (OKM)'), method: 'OKM', heads: roundsOf(e).map(String), columns: { sum: true, cut: true }, rows, notes: options.notes ?? [] };
}

/** Tablo 14: board points × opponent's match points per round; the lowest product (not a pointless round's zero) is left out. */
export function teamSbTable(e: TeamEvent, teams: number[], options: TeamTableOptions = {}): TeamTable {
  const lang = options.lang ?? 'tr';
  const rows = teams.map((no): TeamTableRow => {
    const d = teamSonnebornBergerDetail(e, no);
    return {
      ...base(e, no, lang),
      cells: aligned(e, d.rounds.map((r) => ({
        round: r.round, opponent: r.opponent, opponentName: teamName(e, r.opponent),
        text: `${decimal(r.boardPoints, lang)} × ${decimal(r.opponentMatchPoints, lang)} = ${decimal(r.product, lang)}`, cut: r === d.cut,
      }))),
      cut: d.cut ? decimal(d.cut.product, lang) : '',
      value: decimal(d.value, lang),
      numeric: d.value,
    };
  });
  return { title: L(lang, 'Takım Sonneborn-Berger', 'Team Sonneborn-Berger'), method: 'TSB', heads: roundsOf(e).map(String), columns: { sum: false, cut: true }, rows, notes: options.notes ?? [] };
}

/** Tablo 15: round robin, board points × opponent's match points, nothing left out. */
export function teamSbRoundRobinTable(e: TeamEvent, options: TeamTableOptions = {}): TeamTable {
  const lang = options.lang ?? 'tr';
  const rows = e.teams.map((t): TeamTableRow => {
    const d = teamSonnebornBergerRoundRobinDetail(e, t.no);
    return {
      ...base(e, t.no, lang),
      cells: byOpponent(e, d.rounds.map((r) => ({
        round: r.round, opponent: r.opponent,
        text: `${decimal(r.boardPoints, lang)} × ${decimal(r.opponentMatchPoints, lang)} = ${decimal(r.product, lang)}`, cut: false,
      }))),
      value: decimal(d.value, lang),
      numeric: d.value,
    };
  });
  return { title: L(lang, 'Berger takım turnuvası: masa puanı × rakibin maç puanı (Tablo 15)', 'Team round robin: board points × opponent\'s match points (Tablo 15)'), method: 'TSB-RR', heads: e.teams.map((t) => t.name), columns: { sum: false, cut: false }, rows, notes: options.notes ?? [] };
}

/** Tablo 16: round robin, the board totals of the teams beaten plus half of those drawn with. */
export function teamSbBoardTotalsTable(e: TeamEvent, options: TeamTableOptions = {}): TeamTable {
  const lang = options.lang ?? 'tr';
  const rows = e.teams.map((t): TeamTableRow => {
    const d = teamSonnebornBergerBoardTotalsDetail(e, t.no);
    // won: the opponent's board total; drawn: half of it (the engine's share); lost: nothing
    const working = (mp: number, total: string, share: string) => (mp === 2 ? total : mp === 1 ? `½ × ${total} = ${share}` : '0');
    return {
      ...base(e, t.no, lang),
      cells: byOpponent(e, d.rounds.map((r) => ({
        round: r.round, opponent: r.opponent,
        text: working(r.matchPoints, decimal(r.opponentBoardPoints, lang), decimal(r.share, lang)), cut: false,
      }))),
      value: decimal(d.value, lang),
      numeric: d.value,
    };
  });
  return { title: L(lang, 'Berger takım turnuvası: yenilen takımların masa toplamı + berabere kalınanların yarısı (Tablo 16)', 'Team round robin: board totals of teams beaten + half of those drawn (Tablo 16)'), method: 'TSB-BT', heads: e.teams.map((t) => t.name), columns: { sum: false, cut: false }, rows, notes: options.notes ?? [] };
}
