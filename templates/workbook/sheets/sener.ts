/**
 * The documents' pairing cards as sheets: Şener's (001 Tablo 2-10: Buchholz 30,5, Median 21,5, Cut-1 27,5, Cut-2 24,
 * SB 22, Çağatay's forfeit as a virtual opponent 3,5) and Umay's (000 Tablo 5: Buchholz 26, Median 18,5, Cut-1 23,5,
 * Cut-2 20,5, SB 12,5, her round-5 forfeit win against a virtual opponent of 3). The values are the engine's, through
 * the pairing card's view model; where the book printed a card, its figures stand beside them and a note says whether
 * they agree.
 */
import type { Lang } from '../../../engine/pairing/types';
import type { Tournament } from '../../../engine/model/types';
import { pairingCard } from '../../../engine/report/pairingCard';
import { bold, type Cell, type SheetSpec } from '../sheet';
import { senerNotes } from '../bookNotes';
import { EXAMPLES } from '../examples';
import { senerExample, tablo1 } from '../tiebreakExamples';
import { L, noteLines } from './tiebreakLayout';

const num = (s: string): number | string => (s === '' ? '' : Number(s.replace(',', '.')));

/** What the book printed on a card: per round the opponent's value (Sol.) and SB; the totals. */
interface PrintedCard {
  rounds: Array<{ round: number; opp_value: number; sb: number }>;
  totals: { buchholz: number; median_1: number; cut_1: number; cut_2: number; sonneborn_berger: number };
}

function cardSheet(t: Tournament, no: number, name: string, title: string, notes: string[], lang: Lang, book?: PrintedCard): SheetSpec {
  const [m1, c1, c2] = ['BH-M1', 'BH-C1', 'BH-C2'].map((median) => pairingCard(t, no, { lang, median }));
  const bookHead = book ? [bold(L(lang, 'Kitap: Sol.', 'Book: Sol.')), bold(L(lang, 'Kitap: Ber.', 'Book: SB'))] : [];
  const rows: Cell[][] = [[
    bold(L(lang, 'Tur', 'Round')), bold(L(lang, 'Renk', 'Colour')), bold(L(lang, 'Puan', 'Points')), bold(L(lang, 'Toplam', 'Total')),
    bold(L(lang, 'Rakip', 'Opp.')), bold(L(lang, 'Adı', 'Name')), bold(L(lang, 'Sol. (Buchholz)', 'Buchholz')), bold(L(lang, 'Medyan', 'Median')),
    bold(L(lang, '1 alttan', 'Cut 1')), bold(L(lang, '2 alttan', 'Cut 2')), bold(L(lang, 'Ber. (SB)', 'SB')), bold(L(lang, 'Nasıl', 'How')), ...bookHead,
  ]];
  const differ: string[] = [];
  m1.rows.forEach((r, i) => {
    const printed = book?.rounds.find((x) => x.round === r.round);
    if (printed && (printed.opp_value !== num(r.solkoff) || printed.sb !== num(r.berger))) differ.push(L(lang, `${r.round}. tur`, `round ${r.round}`));
    rows.push([r.round, r.colour, r.result, num(r.running), r.opponentNo ?? '', r.opponentName ?? '', num(r.solkoff), num(r.median), num(c1.rows[i].median), num(c2.rows[i].median), num(r.berger), r.how,
      ...(book ? [printed?.opp_value ?? '', printed?.sb ?? ''] : [])]);
  });
  rows.push([bold(L(lang, 'Ayarlanmış Puan', 'Adjusted score')), '', '', num(m1.adjustedScore), '', bold(L(lang, 'Toplam', 'Sum')), num(m1.solkoff), num(m1.median), num(c1.median), num(c2.median), num(m1.berger)]);
  if (book) {
    const p = book.totals;
    rows.push(['', '', '', '', '', bold(L(lang, 'Kitap', 'Book')), p.buchholz, p.median_1, p.cut_1, p.cut_2, p.sonneborn_berger]);
    const engine = [m1.solkoff, m1.median, c1.median, c2.median, m1.berger].map(num);
    const labels = ['Buchholz', L(lang, 'Medyan', 'Median'), L(lang, '1 alttan', 'Cut 1'), L(lang, '2 alttan', 'Cut 2'), 'SB'];
    [p.buchholz, p.median_1, p.cut_1, p.cut_2, p.sonneborn_berger].forEach((v, i) => { if (v !== engine[i]) differ.push(labels[i]); });
    notes = [...notes, differ.length
      ? L(lang, `Kitabın bastığı değerden ayrılanlar: ${differ.join(', ')} (Hakem kuralı uygular).`, `Where Hakem differs from the book's printed card: ${differ.join(', ')} (Hakem follows the rule).`)
      : L(lang, 'Hakem\'in değerleri kitabın bastığı kartla her turda ve toplamda aynıdır.', 'Hakem\'s values equal the book\'s printed card in every round and total.')];
  }
  return { name, title, notes, rows, columnWidths: [5, 6, 6, 7, 6, 10, 10, 8, 8, 8, 8, 60, ...(book ? [10, 10] : [])] };
}

export function senerSheet(lang: Lang): SheetSpec {
  return cardSheet(senerExample(), 4, 'Şener',
    L(lang, "001 Tablo 2-10: Şener'in kartları (Buchholz 30,5; Medyan 21,5; 1 alttan 27,5; 2 alttan 24; SB 22)", "001 Tablo 2-10: Şener's cards (Buchholz 30.5; Median 21.5; Cut-1 27.5; Cut-2 24; SB 22)"),
    noteLines(senerNotes(lang)), lang);
}

/** 000 Tablo 5: Umay's card in the 18-player Swiss of Tablo 1 (player 11), with the book's printed figures beside. */
export function umaySheet(lang: Lang): SheetSpec {
  const u = EXAMPLES.table1.expected.umay as { player: number; card: PrintedCard['rounds']; virtual_opponent_round5: number } & PrintedCard['totals'];
  return cardSheet(tablo1(), u.player, 'Umay',
    L(lang, "000 Tablo 5: Umay'ın kartı (Buchholz 26; Medyan 18,5; 1 alttan 23,5; 2 alttan 20,5; SB 12,5; 5. turda sanal rakip 3)", "000 Tablo 5: Umay's card (Buchholz 26; Median 18.5; Cut-1 23.5; Cut-2 20.5; SB 12.5; round 5 virtual opponent 3)"),
    [L(lang, "Umay 5. turu hükmen kazandı (Ulya gelmedi): Buchholz'da bu tur sanal rakiple sayılır: 5. turdan önceki puanı 2, o turda 0 (sanal rakip kaybeder), kalan 2 tur beraberlik ½ × 2: 2 + 0 + 1 = 3 (2009 kuralı).",
      'Umay won round 5 by forfeit (Ulya did not come): Buchholz counts that round against a virtual opponent: her 2 points before round 5, 0 in it (the virtual opponent loses), the 2 remaining rounds drawn ½ × 2: 2 + 0 + 1 = 3 (2009 rule).')],
    lang, { rounds: u.card, totals: u });
}
