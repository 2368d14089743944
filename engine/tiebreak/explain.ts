/**
 * The working of a tie-break for one player, laid out as the documents' pairing cards do ("Eşlendirme Kartı"):
 * each round's opponent, the opponent's adjusted score or the virtual/dummy opponent's score and how it was
 * formed, what was cut, and the sum.
 */
import type { Tournament } from '../model/types';
import type { Contribution, TiebreakOptions } from './types';
import { TiebreakError } from './types';
import { roundsOf, tiebreakContext } from './context';
import { adjustedScore } from './adjustedScore';
import { parseTiebreakCode, tiebreakValue } from './codes';
import { buchholzDetail } from './buchholz';
import { sonnebornBergerDetail } from './sonnebornBerger';
import { runningScores } from './progressive';
import { cutRatedGames, ratedGames } from './ratingAverages';
import { koyaThreshold } from './koya';
import { kashdanRound } from './kashdan';

export interface ExplanationRow {
  round: number;
  opponent?: number;
  opponentName?: string;
  /** Points the player scored in the round. */
  result: number;
  /** How the result is written on the card: 1, ½, 0, + / - (forfeit), T / H / 0T (byes), - (absent), empty (not paired). */
  mark: string;
  /** What the round adds before cuts (opponent's value, value × result for SB, running score for PS, rating for ARO). */
  value: number;
  /** How the value was formed, in words. */
  how: { en: string; tr: string };
  cut: boolean;
}

export interface TiebreakExplanation {
  code: string;
  rules: string;
  player: number;
  name: string;
  score: number;
  adjustedScore: number;
  rows: ExplanationRow[];
  value: number;
}

const KIND: Record<string, { en: string; tr: string }> = {
  game: { en: 'game', tr: 'oyun' },
  pending: { en: 'result not yet known', tr: 'sonuç henüz yok' },
  'forfeit-win': { en: 'forfeit win', tr: 'hükmen galibiyet' },
  'forfeit-loss': { en: 'forfeit loss', tr: 'hükmen yenilgi' },
  'bye-full': { en: 'bye (full point)', tr: 'bay (tam puan)' },
  'bye-half': { en: 'half-point bye', tr: 'yarım puan bay' },
  'bye-zero': { en: 'zero-point bye', tr: 'sıfır puan bay' },
  absent: { en: 'absent', tr: 'gelmedi' },
  unpaired: { en: 'not paired', tr: 'eşlenmedi' },
};

const fmt = (x: number) => (Number.isInteger(x) ? String(x) : String(Math.round(x * 100) / 100)).replace(/\.5$/, '½').replace(/^0½$/, '½');

function howContribution(c: Contribution, name: (n: number) => string): { en: string; tr: string } {
  if (c.virtual?.kind === 'virtual') {
    const v = c.virtual;
    const f = `${fmt(v.before!)} + ${fmt(v.opposite!)} + ½ × ${v.remaining} = ${fmt(v.value)}`;
    return { en: `virtual opponent: score before the round + opposite result + ½ per remaining round: ${f}`, tr: `sanal rakip: tur öncesi puan + ters sonuç + kalan tur başına ½: ${f}` };
  }
  if (c.virtual?.kind === 'dummy') {
    const cat = c.category ? ` (C.07 16.2.${c.category}${c.vur ? ', VUR' : ''})` : '';
    return { en: `dummy opponent with the player's own score ${fmt(c.value)}${cat}`, tr: `oyuncunun kendi puanıyla kukla rakip ${fmt(c.value)}${cat}` };
  }
  return { en: `${name(c.opponent!)}: adjusted score ${fmt(c.value)}`, tr: `${name(c.opponent!)}: ayarlanmış puan ${fmt(c.value)}` };
}

export function explainTiebreak(t: Tournament, no: number, code: string, options: TiebreakOptions = {}): TiebreakExplanation {
  const ctx = tiebreakContext(t, options);
  const player = t.players.find((p) => p.no === no);
  if (!player) throw new TiebreakError(`unknown player ${no}`);
  const p = parseTiebreakCode(code);
  const name = (n: number) => t.players.find((x) => x.no === n)?.name ?? String(n);
  const rows: ExplanationRow[] = [];
  if (p.base === 'BH' || p.base === 'SB') {
    const d = p.base === 'BH' ? buchholzDetail(ctx, no, p.low, p.high) : sonnebornBergerDetail(ctx, no, p.low, p.high);
    for (const c of d.entries) {
      const how = howContribution(c, name);
      const value = p.base === 'BH' ? c.value : c.value * c.result;
      if (p.base === 'SB') { how.en += ` × ${fmt(c.result)}`; how.tr += ` × ${fmt(c.result)}`; }
      rows.push({ mark: '', round: c.round, opponent: c.opponent, opponentName: c.opponent !== undefined ? name(c.opponent) : undefined, result: c.result, value, how, cut: d.cut.includes(c) });
    }
  } else if (p.base === 'PS') {
    const run = runningScores(ctx, no);
    roundsOf(ctx, no).forEach((r, i) => rows.push({ mark: '', round: r.round, opponent: r.opponent, opponentName: r.opponent !== undefined ? name(r.opponent) : undefined, result: r.points, value: run[i], how: { en: `running score ${fmt(run[i])}`, tr: `toplam puan ${fmt(run[i])}` }, cut: i < p.low }));
  } else if (p.base === 'ARO' || p.base === 'TPR') {
    const games = ratedGames(ctx, no, options.rating);
    const { cut } = cutRatedGames(games, p.low, p.high);
    for (const g of games) rows.push({ mark: '', round: g.round, opponent: g.opponent, opponentName: name(g.opponent), result: g.points, value: g.rating, how: { en: `rating ${g.rating}`, tr: `rating ${g.rating}` }, cut: cut.includes(g) });
  } else if (p.base === 'KS') {
    const lim = koyaThreshold(ctx, p.extend);
    for (const r of roundsOf(ctx, no)) {
      const opp = r.opponent;
      const inGroup = r.asGame && opp !== undefined && (ctx.score.get(opp) ?? 0) >= lim;
      rows.push({ mark: '', round: r.round, opponent: opp, opponentName: opp !== undefined ? name(opp) : undefined, result: r.points, value: inGroup ? r.points : 0,
        how: inGroup ? { en: `opponent scored ${fmt(ctx.score.get(opp!) ?? 0)} ≥ ${fmt(lim)}: counts`, tr: `rakip ${fmt(ctx.score.get(opp!) ?? 0)} ≥ ${fmt(lim)}: sayılır` }
          : { en: `opponent below ${fmt(lim)}: left out`, tr: `rakip ${fmt(lim)} altında: sayılmaz` }, cut: !inGroup });
    }
  } else if (p.base === 'KASHDAN') {
    for (const r of roundsOf(ctx, no)) {
      const v = kashdanRound(r);
      rows.push({ mark: '', round: r.round, opponent: r.opponent, opponentName: r.opponent !== undefined ? name(r.opponent) : undefined, result: r.points, value: v,
        how: r.kind === 'game' ? { en: 'game: win 4, draw 2, loss 1', tr: 'oyun: galibiyet 4, beraberlik 2, yenilgi 1' } : { en: 'points without play: 2', tr: 'oynanmadan alınan puan: 2' }, cut: false });
    }
  } else {
    for (const r of roundsOf(ctx, no)) rows.push({ mark: '', round: r.round, opponent: r.opponent, opponentName: r.opponent !== undefined ? name(r.opponent) : undefined, result: r.points, value: r.points, how: { en: KIND[r.kind].en, tr: KIND[r.kind].tr }, cut: false });
  }
  const byRound = new Map(roundsOf(ctx, no).map((r) => [r.round, r]));
  const MARK: Record<string, string> = { 'forfeit-win': '+', 'forfeit-loss': '-', 'bye-full': 'T', 'bye-half': 'H', 'bye-zero': '0T', absent: '-', unpaired: '' };
  for (const row of rows) {
    const r = byRound.get(row.round);
    row.mark = r && MARK[r.kind] !== undefined ? MARK[r.kind] : fmt(row.result);
  }
  return {
    code: p.code, rules: ctx.rules, player: no, name: player.name,
    score: ctx.score.get(no) ?? 0, adjustedScore: adjustedScore(ctx, no), rows, value: tiebreakValue(ctx, no, p, options),
  };
}

/** Plain-text card. */
export function renderExplanation(e: TiebreakExplanation, lang: 'en' | 'tr' = 'en'): string {
  const head = lang === 'tr'
    ? `${e.code} — ${e.player} ${e.name} (kurallar ${e.rules}): puan ${fmt(e.score)}, ayarlanmış puan ${fmt(e.adjustedScore)}`
    : `${e.code} — ${e.player} ${e.name} (rules ${e.rules}): score ${fmt(e.score)}, adjusted score ${fmt(e.adjustedScore)}`;
  const lines = [head];
  for (const r of e.rows) {
    const opp = r.opponent !== undefined ? `${r.opponent}`.padStart(4) : '   -';
    lines.push(`  ${lang === 'tr' ? 'Tur' : 'R'}${String(r.round).padStart(2)} ${opp}  ${r.mark.padStart(2)}  ${fmt(r.value).padStart(6)}${r.cut ? (lang === 'tr' ? '  (çıkarıldı)' : '  (cut)') : ''}  ${r.how[lang]}`);
  }
  lines.push(`  ${lang === 'tr' ? 'Toplam' : 'Total'}: ${fmt(e.value)}`);
  return lines.join('\n') + '\n';
}
