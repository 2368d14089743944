/**
 * The progressive-score card (000 Kademeli, 001 Tablo 1-4) with HAKEM.PROGRESSIVE formulas. The card gives only
 * the player's own results, so the crosstable above it has the player (1) and seven unnamed stand-in opponents.
 */
import type { Lang } from '../../../engine/pairing/types';
import { progressiveCard } from '../../../engine/report/progressiveCard';
import { adjustedScore, tiebreakContext } from '../../../engine/tiebreak';
import { bold, type Cell, type SheetSpec } from '../sheet';
import { progressiveExample } from '../tiebreakExamples';
import { blockRef, crosstableBlock, hakem, L, noteLines } from './tiebreakLayout';

export function progressiveSheet(lang: Lang): SheetSpec {
  const t = progressiveExample();
  const name = 'Kademeli';
  const notes = noteLines([L(lang,
    'Kartta yalnız oyuncunun kendi sonuçları vardır; rakipler 2-8 numaralı adsız yer tutuculardır (puanları kullanılmaz). 4. turdaki hükmen galibiyet kademeli toplama puanıyla girer; ayarlanmış puanda ½ sayılır.',
    "The card gives only the player's own results; the opponents are unnamed stand-ins 2-8 (their scores are not used). The round-4 forfeit win enters the progressive score with its point; the adjusted score counts it ½.")]);
  const block = crosstableBlock(t, lang);
  const ref = blockRef(name, notes, 0, block.rows.length - 1, block.width - 1);
  const card = progressiveCard(t, 1, { lang });
  const rows: Cell[][] = [...block.rows, [], [bold(L(lang, 'Eşlendirme Kartı', 'Pairing card'))]];
  rows.push([bold(L(lang, 'Tur', 'Round')), bold(L(lang, 'Renk', 'Colour')), bold(L(lang, 'Puan', 'Points')), bold(L(lang, 'Toplam', 'Total'))]);
  for (const r of card.rows) rows.push([r.round, r.colour, r.result, Number(r.running.replace(',', '.'))]);
  const ctx = tiebreakContext(t);
  rows.push([L(lang, 'Toplam Puan', 'Score'), '', '', hakem('TIEBREAK', ['"PTS"', ref, 1], ctx.score.get(1) ?? 0)]);
  rows.push([L(lang, 'Ayarlanmış Puan', 'Adjusted score'), '', '', hakem('TIEBREAK', ['"ADJ"', ref, 1], adjustedScore(ctx, 1))]);
  for (const x of card.totals) {
    const label = x.cut === 0 ? L(lang, 'Kademeli Toplamı', 'Progressive score') : L(lang, `Kademeli ${x.cut} Eksiltilmiş`, `Progressive cut ${x.cut}`);
    rows.push([label, '', '', hakem('PROGRESSIVE', x.cut ? [ref, 1, x.cut] : [ref, 1], x.numeric)]);
  }
  return { name, title: L(lang, 'Kademeli (progresif) puan kartı: 16,5 / 15,5 / 14,5 / 13', 'Progressive score card: 16.5 / 15.5 / 14.5 / 13'), notes, rows, columnWidths: [20, 8, 8, 8, 8, 8, 8, 8, 8, 8] };
}
