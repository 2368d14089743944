/**
 * Şener's cards (001 Tablo 2-10): Buchholz 30,5, Median 21,5, Cut-1 27,5, Cut-2 24, SB 22, Çağatay's forfeit as a
 * virtual opponent 3,5. Tablo 8 is a partial crosstable (opponents by final rank, some outside its rows), so no
 * HAKEM.* function can read it: the values are the engine's, through the pairing card's view model.
 */
import type { Lang } from '../../../engine/pairing/types';
import { pairingCard } from '../../../engine/report/pairingCard';
import { bold, type Cell, type SheetSpec } from '../sheet';
import { senerNotes } from '../bookNotes';
import { senerExample } from '../tiebreakExamples';
import { L, noteLines } from './tiebreakLayout';

const num = (s: string): number | string => (s === '' ? '' : Number(s.replace(',', '.')));

export function senerSheet(lang: Lang): SheetSpec {
  const t = senerExample();
  const [m1, c1, c2] = ['BH-M1', 'BH-C1', 'BH-C2'].map((median) => pairingCard(t, 4, { lang, median }));
  const rows: Cell[][] = [[
    bold(L(lang, 'Tur', 'Round')), bold(L(lang, 'Renk', 'Colour')), bold(L(lang, 'Puan', 'Points')), bold(L(lang, 'Toplam', 'Total')),
    bold(L(lang, 'Rakip', 'Opp.')), bold(L(lang, 'Adı', 'Name')), bold(L(lang, 'Sol. (Buchholz)', 'Buchholz')), bold(L(lang, 'Medyan', 'Median')),
    bold(L(lang, '1 alttan', 'Cut 1')), bold(L(lang, '2 alttan', 'Cut 2')), bold(L(lang, 'Ber. (SB)', 'SB')), bold(L(lang, 'Nasıl', 'How')),
  ]];
  m1.rows.forEach((r, i) => rows.push([r.round, r.colour, r.result, num(r.running), r.opponentNo ?? '', r.opponentName ?? '', num(r.solkoff), num(r.median), num(c1.rows[i].median), num(c2.rows[i].median), num(r.berger), r.how]));
  rows.push([bold(L(lang, 'Ayarlanmış Puan', 'Adjusted score')), '', '', num(m1.adjustedScore), '', bold(L(lang, 'Toplam', 'Sum')), num(m1.solkoff), num(m1.median), num(c1.median), num(c2.median), num(m1.berger)]);
  return {
    name: 'Şener',
    title: L(lang, "001 Tablo 2-10: Şener'in kartları (Buchholz 30,5; Medyan 21,5; 1 alttan 27,5; 2 alttan 24; SB 22)", "001 Tablo 2-10: Şener's cards (Buchholz 30.5; Median 21.5; Cut-1 27.5; Cut-2 24; SB 22)"),
    notes: noteLines(senerNotes(lang)),
    rows,
    columnWidths: [5, 6, 6, 7, 6, 10, 10, 8, 8, 8, 8, 60],
  };
}
