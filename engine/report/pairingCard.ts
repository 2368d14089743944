/**
 * The pairing card ("Eşlendirme Kartı") as the documents draw it: per round the colour (B/S), the result, the running
 * total, the opponent's number and name, and the tie-break columns: Med. (the median / cut Buchholz: the opponent's
 * value, left empty where it is cut), Sol. (Solkoff = Buchholz: the opponent's adjusted score, or the virtual
 * opponent's score for an unplayed round) and Ber. (Sonneborn-Berger: that value times the points scored).
 * The figures come from the tie-break engine's working (explainTiebreak), never computed here.
 */
import type { Tournament } from '../model/types';
import type { Lang } from '../pairing/types';
import { playerRounds, scoreAfter } from '../model/history';
import { explainTiebreak } from '../tiebreak/explain';
import type { TiebreakOptions } from '../tiebreak/types';
import { colourLetter, decimal } from './notation';

export interface PairingCardRow {
  round: number;
  colour: string;
  result: string;
  running: string;
  opponentNo?: number;
  opponentName?: string;
  median: string;
  solkoff: string;
  berger: string;
  /** How the Solkoff value was formed (virtual opponent's working, adjusted score). */
  how: string;
  /** The round was not played over the board: the card shows how its value was formed. */
  unplayed: boolean;
}

export interface PairingCard {
  title: string;
  player: { no: number; name: string; rank?: number };
  medianCode: string;
  rows: PairingCardRow[];
  adjustedScore: string;
  median: string;
  solkoff: string;
  berger: string;
}

export interface PairingCardOptions extends TiebreakOptions {
  lang?: Lang;
  /** The Med. column's method: 'BH-M1' (median, the documents' "Medyan"), 'BH-C1' / 'BH-C2' (the "alttan" cuts). */
  median?: string;
  rank?: number;
}

const RESULT: Record<string, string> = { '1': '1', '0': '0', '=': '½', '+': '+', '-': '-', W: '1', D: '½', L: '0', U: '1', F: '1', H: '½', Z: '0' };

export function pairingCard(t: Tournament, no: number, options: PairingCardOptions = {}): PairingCard {
  const lang = options.lang ?? 'tr';
  const player = t.players.find((p) => p.no === no);
  if (!player) throw new Error(`unknown player ${no}`);
  const medianCode = options.median ?? 'BH-M1';
  const sol = explainTiebreak(t, no, 'BH', options);
  const med = explainTiebreak(t, no, medianCode, options);
  const ber = explainTiebreak(t, no, 'SB', options);
  const rounds = playerRounds(t).get(no) ?? [];
  const byRound = <T extends { round: number }>(rows: T[], r: number) => rows.find((x) => x.round === r);
  const rows: PairingCardRow[] = rounds.map((pr, i) => {
    const s = byRound(sol.rows, pr.round);
    const m = byRound(med.rows, pr.round);
    const b = byRound(ber.rows, pr.round);
    return {
      round: pr.round,
      // The card writes the board colour even for a forfeit; a bye has none.
      colour: colourLetter(pr.colour, lang),
      result: RESULT[pr.code] ?? '',
      running: decimal(scoreAfter(rounds, i + 1), lang),
      opponentNo: pr.opponent,
      opponentName: pr.opponent !== undefined ? t.players.find((p) => p.no === pr.opponent)?.name : undefined,
      median: m && !m.cut ? decimal(m.value, lang) : '',
      solkoff: s ? decimal(s.value, lang) : '',
      berger: b ? decimal(b.value, lang) : '',
      how: s ? s.how[lang] : '',
      unplayed: !pr.played && s !== undefined,
    };
  });
  return {
    title: lang === 'tr' ? `Eşlendirme Kartı — ${player.no} ${player.name}` : `Pairing card — ${player.no} ${player.name}`,
    player: { no, name: player.name, rank: options.rank },
    medianCode,
    rows,
    adjustedScore: decimal(sol.adjustedScore, lang),
    median: decimal(med.value, lang),
    solkoff: decimal(sol.value, lang),
    berger: decimal(ber.value, lang),
  };
}

