/**
 * Koya and extended Koya on the documents' round robins (000 Tablo 5-6: 12 players; 001 Tablo 8-10: 7 players):
 * the crosstable as arbiters type it, then the Koya group's table with HAKEM.KOYA formulas reading that crosstable.
 */
import type { Lang } from '../../../engine/pairing/types';
import type { Tournament } from '../../../engine/model/types';
import { koyaTable } from '../../../engine/report/koyaTable';
import { bold, type Cell, type SheetSpec } from '../sheet';
import { roundRobin12, roundRobin7 } from '../tiebreakExamples';
import { blockRef, crosstableBlock, hakem, L } from './tiebreakLayout';

function koyaSheet(name: string, title: string, t: Tournament, lang: Lang, notes: string[]): SheetSpec {
  const block = crosstableBlock(t, lang);
  const ref = blockRef(name, notes, 0, block.rows.length - 1, block.width - 1);
  const rows: Cell[][] = [...block.rows, []];
  for (const extend of [0, 1]) {
    const k = koyaTable(t, { lang, extend });
    rows.push([bold(k.title), L(lang, `grup: en az ${k.threshold} puan`, `group: at least ${k.threshold} points`)]);
    rows.push([bold(L(lang, 'No', 'No')), bold(L(lang, 'Adı', 'Name')), ...k.group.map((g) => bold(g.no)), bold(L(lang, 'Puan', 'Score')), bold('Koya')]);
    for (const r of k.rows) rows.push([r.no, r.name, ...r.cells, r.score, hakem('KOYA', extend ? [ref, r.no, extend] : [ref, r.no], r.koyaValue)]);
    rows.push([]);
  }
  return { name, title, notes, rows, columnWidths: [5, 12, ...Array(14).fill(7)] };
}

export function koya12Sheet(lang: Lang): SheetSpec {
  return koyaSheet('Koya', L(lang, 'Tablo 5-6: 12 oyunculu Berger turnuvasında Koya (Ali 3, Veli 2½)', 'Tablo 5-6: Koya in a 12-player round robin (Ali 3, Veli 2½)'), roundRobin12(), lang, [
    L(lang, 'Çarşaf tablonun turları Berger tablosundan alınmıştır (kitap yalnız sonuçları verir); hangi oyunun hangi turda oynandığı Koya ve Kashdan değerlerini değiştirmez.', 'The crosstable\'s rounds follow the Berger table (the book gives only the results); which round a game was played in changes no Koya or Kashdan value.'),
  ]);
}

export function koya7Sheet(lang: Lang): SheetSpec {
  return koyaSheet('Koya 7', L(lang, '001 Tablo 8-10: 7 oyunculu turnuvada Koya ve genişletilmiş Koya (3½ ve 3)', '001 Tablo 8-10: Koya and extended Koya, 7 players (3½ and 3)'), roundRobin7(), lang, [
    L(lang, '001 Tablo 8 bozuk basılmıştır; tablo, Tablo 9 ve 10 ile basılı toplamlardan yeniden kurulmuştur. Tek sayıda oyuncuda her turda bir oyuncu boştur (boş hücre).', '001 Tablo 8 is garbled in print; the table was rebuilt from Tablo 9 and 10 and the printed totals. With an odd field one player is free each round (empty cell).'),
  ]);
}
