/**
 * The Kashdan table (000, Tablo 4): for each player, the Kashdan points of each game (win 4, draw 2, loss 1,
 * points without play 2) and their total. In a round robin the columns are the opponents (as the document prints
 * them); in a Swiss event, the rounds. Every figure is the tie-break engine's (kashdanRound, kashdan).
 */
import type { Tournament } from '../model/types';
import type { Lang } from '../pairing/types';
import { kashdan, kashdanRound, tiebreakContext, type TiebreakOptions } from '../tiebreak';
import { halves } from './notation';

export interface KashdanRow {
  no: number;
  name: string;
  score: string;
  cells: string[];
  total: string;
  totalValue: number;
}

export interface KashdanTable {
  title: string;
  /** 'opponent': a column per opponent (round robin); 'round': a column per round (Swiss). */
  by: 'opponent' | 'round';
  columns: string[];
  rows: KashdanRow[];
}

export interface KashdanTableOptions extends TiebreakOptions {
  lang?: Lang;
}

export function kashdanTable(t: Tournament, players: number[], options: KashdanTableOptions = {}): KashdanTable {
  const lang = options.lang ?? 'tr';
  const ctx = tiebreakContext(t, options);
  const by = ctx.roundRobin ? 'opponent' : 'round';
  const columns = by === 'opponent' ? t.players.map((p) => String(p.no)) : t.rounds.slice(0, ctx.rounds).map((r) => String(r.number));
  const rows = players.map((no): KashdanRow => {
    const p = t.players.find((x) => x.no === no);
    if (!p) throw new Error(`unknown player ${no}`);
    const rounds = ctx.byNo.get(no) ?? [];
    const cells = by === 'opponent'
      ? t.players.map((o) => rounds.filter((r) => r.opponent === o.no).map((r) => String(kashdanRound(r))).join(' '))
      : rounds.map((r) => `${r.opponent !== undefined ? `${r.opponent}: ` : ''}${kashdanRound(r)}`);
    const total = kashdan(ctx, no);
    return { no, name: p.name, score: halves(ctx.score.get(no) ?? 0), cells, total: String(total), totalValue: total };
  });
  return { title: lang === 'tr' ? 'Kashdan' : 'Kashdan', by, columns, rows };
}
