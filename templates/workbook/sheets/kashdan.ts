/** 000 Tablo 4: Kashdan for Suat (9) and Melih (10), 4½ each, with HAKEM.KASHDAN reading the 'Koya' sheet's crosstable. */
import type { Lang } from '../../../engine/pairing/types';
import { kashdanTable } from '../../../engine/report/kashdanTable';
import { bold, type Cell, type SheetSpec } from '../sheet';
import { roundRobin12 } from '../tiebreakExamples';
import { koya12Sheet } from './koya';
import { blockRef, crosstableBlock, hakem, L } from './tiebreakLayout';

export function kashdanSheet(lang: Lang): SheetSpec {
  const t = roundRobin12();
  const koya = koya12Sheet(lang);
  const block = crosstableBlock(t, lang);
  const ref = blockRef(koya.name, koya.notes ?? [], 0, block.rows.length - 1, block.width - 1);
  const k = kashdanTable(t, [9, 10], { lang });
  const rows: Cell[][] = [[bold(L(lang, 'No', 'No')), bold(L(lang, 'Adı', 'Name')), bold(L(lang, 'Puan', 'Score')), ...k.columns.map((c) => bold(c)), bold(L(lang, 'Toplam', 'Total'))]];
  for (const r of k.rows) rows.push([r.no, r.name, r.score, ...r.cells.map((c) => (c === '' ? '' : Number(c))), hakem('KASHDAN', [ref, r.no], r.totalValue)]);
  return {
    name: 'Kashdan',
    title: L(lang, 'Tablo 4: Kashdan (galibiyet 4, beraberlik 2, yenilgi 1, oynanmadan alınan puan 2)', 'Tablo 4: Kashdan (win 4, draw 2, loss 1, points without play 2)'),
    notes: [L(lang, "Sonuçlar 'Koya' sayfasındaki 12 oyunculu çarşaf tablodan okunur.", "The results are read from the 12-player crosstable on the 'Koya' sheet.")],
    rows,
    columnWidths: [5, 12, 7, ...k.columns.map(() => 5), 8],
  };
}
