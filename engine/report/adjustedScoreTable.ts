/**
 * The adjusted-score table ("Ayarlanmış Puan Çizelgesi", 000 after Tablo 2): every player's score and adjusted
 * score by number and name, which the documents advise drawing up once before filling in the Buchholz-type cards.
 * The figures come from the tie-break engine (adjustedScores); this module only lays them out.
 */
import type { Tournament } from '../model/types';
import type { Lang } from '../pairing/types';
import { adjustedScores, tiebreakContext, type TbRound, type TiebreakOptions } from '../tiebreak';
import { decimal } from './notation';

export interface AdjustedScoreRow {
  no: number;
  name: string;
  score: string;
  adjusted: string;
  scoreValue: number;
  adjustedValue: number;
  /** The adjusted score differs from the score (the player had an unplayed round that gave points other than ½). */
  differs: boolean;
  /** The player's unplayed rounds, in words (why the two columns may differ). */
  unplayed: string;
}

export interface AdjustedScoreTable {
  title: string;
  rules: string;
  rows: AdjustedScoreRow[];
}

export interface AdjustedScoreTableOptions extends TiebreakOptions {
  lang?: Lang;
}

const KIND: Record<string, { tr: string; en: string }> = {
  'forfeit-win': { tr: 'hükmen galibiyet', en: 'forfeit win' },
  'forfeit-loss': { tr: 'hükmen yenilgi', en: 'forfeit loss' },
  'bye-full': { tr: 'tur atlama', en: 'bye' },
  'bye-half': { tr: 'yarım puanlık tur atlama', en: 'half-point bye' },
  'bye-zero': { tr: 'puansız tur atlama', en: 'zero-point bye' },
  absent: { tr: 'gelmedi', en: 'absent' },
  unpaired: { tr: 'eşlendirilmedi', en: 'not paired' },
};

function unplayedText(rounds: TbRound[], lang: Lang): string {
  return rounds
    .filter((r) => r.kind !== 'game' && r.kind !== 'pending' && !r.asGame)
    .map((r) => `${lang === 'tr' ? `${r.round}. tur` : `R${r.round}`}: ${KIND[r.kind][lang]} (${decimal(r.points, lang)})`)
    .join('; ');
}

export function adjustedScoreTable(t: Tournament, options: AdjustedScoreTableOptions = {}): AdjustedScoreTable {
  const lang = options.lang ?? 'tr';
  const ctx = tiebreakContext(t, options);
  const adjusted = adjustedScores(ctx);
  return {
    title: lang === 'tr' ? 'Ayarlanmış Puan Çizelgesi' : 'Adjusted-score table',
    rules: ctx.rules,
    rows: t.players.map((p) => {
      const score = ctx.score.get(p.no) ?? 0;
      const adj = adjusted.get(p.no) ?? 0;
      return {
        no: p.no,
        name: p.name,
        score: decimal(score, lang),
        adjusted: decimal(adj, lang),
        scoreValue: score,
        adjustedValue: adj,
        differs: score !== adj,
        unplayed: unplayedText(ctx.byNo.get(p.no) ?? [], lang),
      };
    }),
  };
}
