/** The documents' Berger tables (3-4 … 11-12 players), one block per table, computed by the engine. */
import { bergerTable } from '../../../engine/pairing/round-robin';
import type { Lang } from '../../../engine/pairing/types';
import { bold, type Cell, type SheetSpec } from '../sheet';

export function bergerSheet(lang: Lang): SheetSpec {
  const rows: Cell[][] = [];
  for (const n of [4, 6, 8, 10, 12]) {
    const table = bergerTable(n);
    rows.push([bold(lang === 'tr' ? `${n - 1}-${n} oyuncu` : `${n - 1}-${n} players`)]);
    table.forEach((round, r) => {
      rows.push([lang === 'tr' ? `${r + 1}. tur` : `Round ${r + 1}`, ...round.map(([w, b]) => `${w}-${b}`)]);
    });
    rows.push([]);
  }
  return {
    name: 'Berger',
    title: lang === 'tr' ? 'Döner turnuva (Berger) tabloları' : 'Round-robin (Berger) tables',
    notes: [lang === 'tr' ? 'İlk yazılan oyuncu beyazdır; tek sayıda oyuncuda en büyük numara tur atlar.' : 'The first number has white; in an odd field the highest number is the bye.'],
    rows,
    columnWidths: [14, 8, 8, 8, 8, 8, 8],
  };
}
