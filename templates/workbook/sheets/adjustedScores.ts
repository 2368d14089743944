/** The adjusted-score table of Tablo 1 (000), with HAKEM.TIEBREAK("PTS"/"ADJ") formulas reading the 'Tablo 1' sheet. */
import type { Lang } from '../../../engine/pairing/types';
import { adjustedScoreTable } from '../../../engine/report/adjustedScoreTable';
import { bold, type Cell, type SheetSpec } from '../sheet';
import { tablo1 } from '../tiebreakExamples';
import { crosstableSheet, tablo1Title } from './tablo1';
import { blockRef, hakem, L } from './tiebreakLayout';

/** The reference of the 'Tablo 1' sheet's crosstable (header row included), as templates/workbook/index.ts builds it. */
export function tablo1Ref(lang: Lang): string {
  const spec = crosstableSheet('Tablo 1', tablo1Title(lang), tablo1(), lang);
  return blockRef('Tablo 1', spec.notes ?? [], 0, spec.rows.length - 1, spec.rows[0].length - 1);
}

export function adjustedScoresSheet(lang: Lang): SheetSpec {
  const table = adjustedScoreTable(tablo1(), { lang });
  const ref = tablo1Ref(lang);
  const rows: Cell[][] = [[bold(L(lang, 'No', 'No')), bold(L(lang, 'Adı', 'Name')), bold(L(lang, 'Puan', 'Score')), bold(L(lang, 'Ayarlanmış Puan', 'Adjusted score')), bold(L(lang, 'Oynanmayan turlar', 'Unplayed rounds'))]];
  for (const r of table.rows) {
    rows.push([r.no, r.name, hakem('TIEBREAK', ['"PTS"', ref, r.no], r.scoreValue), hakem('TIEBREAK', ['"ADJ"', ref, r.no], r.adjustedValue), r.unplayed]);
  }
  return {
    name: 'Ayarlanmış Puan',
    title: L(lang, 'Ayarlanmış Puan Çizelgesi (Tablo 1 verileriyle)', 'Adjusted-score table (Tablo 1 data)'),
    notes: [L(lang,
      'Oynanmadan elde edilen puanlar ½ sayılır (2009 kuralı). Umay 5. turu hükmen kazandı: 4 puan, ayarlanmış 3,5; Ulya hükmen kaybetti: 3 puan, ayarlanmış 3,5.',
      'Points obtained without play count ½ (2009 rule). Umay won round 5 by forfeit: 4 points, adjusted 3.5; Ulya lost it: 3 points, adjusted 3.5.')],
    rows,
    columnWidths: [5, 14, 8, 16, 36],
  };
}
