/**
 * The progressive-score card (000 "Kademeli Hesaplama Yöntemi", Tablo 1-2; 001 Tablo 1-4): the pairing card's
 * round, colour, result and running total, then the progressive total and its cut versions ("eksiltilmiş
 * kademeli": the first n running totals left out). The running totals and sums are the tie-break engine's
 * (runningScores, progressive); the card also shows the adjusted score (001 uses the same card for it).
 */
import type { Tournament } from '../model/types';
import type { Lang } from '../pairing/types';
import { playerRounds } from '../model/history';
import { adjustedScore, progressive, runningScores, tiebreakContext, type TiebreakOptions } from '../tiebreak';
import { colourLetter, decimal } from './notation';

export interface ProgressiveCardRow {
  round: number;
  colour: string;
  result: string;
  running: string;
}

export interface ProgressiveCard {
  title: string;
  player: { no: number; name: string };
  rows: ProgressiveCardRow[];
  score: string;
  adjustedScore: string;
  /** Progressive total with 0, 1, 2, … first rounds cut. */
  totals: Array<{ cut: number; value: string; numeric: number }>;
}

export interface ProgressiveCardOptions extends TiebreakOptions {
  lang?: Lang;
  /** Highest cut shown (default 3, as 001 Tablo 2-4). */
  maxCut?: number;
}

const RESULT: Record<string, string> = { '1': '1', '0': '0', '=': '½', '+': '+', '-': '-', W: '1', D: '½', L: '0', U: '1', F: '1', H: '½', Z: '0' };

export function progressiveCard(t: Tournament, no: number, options: ProgressiveCardOptions = {}): ProgressiveCard {
  const lang = options.lang ?? 'tr';
  const player = t.players.find((p) => p.no === no);
  if (!player) throw new Error(`unknown player ${no}`);
  const ctx = tiebreakContext(t, options);
  const running = runningScores(ctx, no);
  const rounds = (playerRounds(t).get(no) ?? []).slice(0, ctx.rounds);
  const maxCut = Math.min(options.maxCut ?? 3, Math.max(0, rounds.length - 1));
  const totals = [];
  for (let cut = 0; cut <= maxCut; cut++) {
    const v = progressive(ctx, no, cut);
    totals.push({ cut, value: decimal(v, lang), numeric: v });
  }
  return {
    title: lang === 'tr' ? `Eşlendirme Kartı (Kademeli) — ${player.no} ${player.name}` : `Pairing card (progressive score) — ${player.no} ${player.name}`,
    player: { no, name: player.name },
    rows: rounds.map((pr, i) => ({ round: pr.round, colour: colourLetter(pr.colour, lang), result: RESULT[pr.code] ?? '', running: decimal(running[i], lang) })),
    score: decimal(ctx.score.get(no) ?? 0, lang),
    adjustedScore: decimal(adjustedScore(ctx, no), lang),
    totals,
  };
}
