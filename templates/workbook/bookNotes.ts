/**
 * Where the documents print a tie-break number their own rule does not give, and why (the fixtures'
 * `printed_numbers_not_reproduced`, checked by hand). The tables show the rule's value; these notes go under them.
 * The printed figures come from the fixtures; the rule's figures are passed in from the engine.
 */
import type { Lang } from '../../engine/pairing/types';
import { decimal } from '../../engine/report/notation';
import { EXAMPLES } from './examples';

const L = (lang: Lang, tr: string, en: string) => (lang === 'tr' ? tr : en);
const d = (x: number, lang: Lang) => decimal(x, lang);

type Misprint = { item: string; printed: number | string; recomputed: number | string };
const find = (list: Misprint[], item: string): Misprint => {
  const m = list.find((x) => x.item.startsWith(item));
  if (!m) throw new Error(`fixture note "${item}" not found`);
  return m;
};
const table1Notes = () => EXAMPLES.table1.printed_numbers_not_reproduced as Misprint[];
const teamNotes = () => EXAMPLES.teams.printed_numbers_not_reproduced as Misprint[];
const bergerNotes = () => EXAMPLES.teams.berger_team_tables.printed_numbers_not_reproduced as Misprint[];

/** 000 Tablo 6: Ezgi's BB (book 181), because Umay's row uses Ulya's adjusted score instead of the virtual opponent. */
export function ezgiBbNote(lang: Lang, rule: { ezgiBb: number; umayBuchholz: number }): string {
  const printedBb = EXAMPLES.table1.expected.buchholz_of_buchholz.ezgi_bb;
  const umay = find(table1Notes(), "Umay's Buchholz inside Tablo 6");
  return L(lang,
    `Kitap (Tablo 6) Ezgi'nin BB'sini ${d(printedBb, lang)} basar: Umay'ın satırında 5. tur hücresine Ulya'nın ayarlanmış puanını (3,5) yazarak Umay'ın Buchholz'unu ${d(Number(umay.printed), lang)} alır. Oysa Umay 5. turu oynamadan kazandı; Tablo 5'te Buchholz'u sanal rakiple (2 + 0 + ½ × 2 = 3) ${d(rule.umayBuchholz, lang)} bulunur. Kurala göre Ezgi'nin BB'si: ${d(rule.ezgiBb, lang)}. İrem'in rakiplerinin hiçbirinin oynanmamış oyunu olmadığından İrem 182'de kalır ve sıralama (İrem önde) değişmez.`,
    `The book (Tablo 6) prints Ezgi's BB as ${d(printedBb, lang)}: in Umay's row it writes Ulya's adjusted score (3.5) for round 5, taking Umay's Buchholz as ${d(Number(umay.printed), lang)}. But Umay won round 5 by forfeit; Tablo 5 computes her Buchholz with the virtual opponent (2 + 0 + ½ × 2 = 3) as ${d(rule.umayBuchholz, lang)}. By the rule Ezgi's BB is ${d(rule.ezgiBb, lang)}. None of İrem's opponents had an unplayed game, so İrem stays at 182 and the ranking (İrem first) is unchanged.`);
}

/** 000 Tablo 14: team C's SB (book 385.5): the round-8 cell says 45 (5 × 9) where C scored 4 against E. */
export function teamCSbNote(lang: Lang, rule: { cSb: number }): string {
  const cell = find(teamNotes(), 'Tablo 14 C round 8');
  const total = find(teamNotes(), 'team SB C');
  return L(lang,
    `Kitap (Tablo 14) C takımının SB'sini ${d(Number(total.printed), lang)} basar: 8. tur hücresinde ${d(Number(cell.printed), lang)} (5 × 9) yazar, oysa çarşaf tabloda C, E ile 4-4 berabere kalmıştır: 4 × 9 = ${d(Number(cell.recomputed), lang)}. Kurala göre C'nin SB'si: ${d(rule.cSb, lang)}; D zaten OKM'de öndedir (95 > 88), sıralama değişmez.`,
    `The book (Tablo 14) prints team C's SB as ${d(Number(total.printed), lang)}: its round-8 cell says ${d(Number(cell.printed), lang)} (5 × 9), but the crosstable shows C 4 - 4 E: 4 × 9 = ${d(Number(cell.recomputed), lang)}. By the rule C's SB is ${d(rule.cSb, lang)}; D is ahead on OKM already (95 > 88), so the ranking is unchanged.`);
}

/** 000 Tablo 15-16: D's match points and the SB figures that follow from them, and an arithmetic slip for C. */
export function bergerTeamNotes(lang: Lang, rule: { dMp: number; aSbRr: number; cSbBt: number; dSbBt: number }): { rr: string[]; bt: string[] } {
  const mp = find(bergerNotes(), 'Tablo 15 MP of D');
  const a = find(bergerNotes(), 'Tablo 15 SB of A');
  const c = find(bergerNotes(), 'Tablo 16 SB (board-point Berger) of C');
  const dd = find(bergerNotes(), 'Tablo 16 SB (board-point Berger) of D');
  return {
    rr: [
      L(lang,
        `Kitap (Tablo 15) D'nin maç puanını ${mp.printed} basar; D, B'yi 2½-1½ yenmiştir (iki satır da böyle), maç puanı: ${rule.dMp} (6 maçta toplam 12 maç puanı olmalı, basılanlar 11 eder).`,
        `The book (Tablo 15) prints D's match points as ${mp.printed}; D beat B 2½-1½ (both rows agree), so D has ${rule.dMp} (6 matches give 12 match points; the printed ones add to 11).`),
      L(lang,
        `Bu yüzden kitap A'nın SB'sini ${d(Number(a.printed), lang)} bulur (3,5 × 1); doğru maç puanıyla 3,5 × 2 = 7 ve A'nın SB'si: ${d(rule.aSbRr, lang)}.`,
        `Hence the book's SB of A, ${d(Number(a.printed), lang)} (3.5 × 1); with D's true match points it is 3.5 × 2 = 7 and A's SB is ${d(rule.aSbRr, lang)}.`),
    ],
    bt: [
      L(lang,
        `Kitap (Tablo 16) C için ${d(Number(c.printed), lang)} (4,25 + 3) basar: C, D'yi yendi (3) ve B ile berabere kaldı (6,5 / 2 = 3,25): ${d(rule.cSbBt, lang)}; toplama hatası.`,
        `The book (Tablo 16) prints ${d(Number(c.printed), lang)} for C (4.25 + 3): C beat D (3) and drew with B (6.5 / 2 = 3.25): ${d(rule.cSbBt, lang)}; an arithmetic slip.`),
      L(lang,
        `Kitap (Tablo 16) D için ${d(Number(dd.printed), lang)} basar, B maçını beraberlik sayar; D, B'yi 2½-1½ yendiği için B'nin 6,5 masa puanının tamamını alır: ${d(rule.dSbBt, lang)}.`,
        `The book (Tablo 16) prints ${d(Number(dd.printed), lang)} for D, counting the match with B as a draw; D beat B 2½-1½ and takes all of B's 6.5 board points: ${d(rule.dSbBt, lang)}.`),
    ],
  };
}

/** 001 Tablo 2-10: Şener's card swaps the colours of rounds 6 and 7 (no tie-break depends on colours). */
export function senerNotes(lang: Lang): string[] {
  return [
    L(lang,
      'Kitaptaki kart (Tablo 4-7, 10) 6. ve 7. turların renklerini Tablo 8 ve Tablo 9\'a göre ters yazar (6. tur S, 7. tur B); hiçbir eşitlik bozma yöntemi renge bakmadığından değerler değişmez. Burada renkler çarşaf tablodan alınmıştır.',
      "The book's card (Tablo 4-7, 10) swaps the colours of rounds 6 and 7 against Tablo 8 and Tablo 9 (round 6 black, round 7 white); no tie-break here depends on colours, so no value changes. The colours here are the crosstable's."),
    L(lang,
      'Tablo 8, daha büyük bir çizelgenin 8 satırıdır ve rakipleri derecelerine göre yazar; bu 8 satırın dışında kalan rakipler burada numarası 100 + derece olan yer tutuculardır. Şener\'in bütün rakipleri bu 8 satırdadır; ayarlanmış puanları satırlarından yeniden bulunmuştur.',
      "Tablo 8 is 8 rows of a larger crosstable and names opponents by final rank; opponents outside those rows appear here as stand-ins numbered 100 + rank. All of Şener's opponents are among the 8 rows; their adjusted scores are recomputed from their rows."),
  ];
}
