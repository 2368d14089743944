/**
 * The teaching workbook: one sheet per worked example of the documents, every value computed by the engine,
 * HAKEM.* formulas where a custom function applies (their values cached so the file reads correctly anywhere),
 * and a note on each sheet where the document's printed pairing or number differs from its own rules.
 */
import type { Lang } from '../../engine/pairing/types';
import type { SheetBuilder, SheetSpec } from './sheet';
import { writeWorkbook } from './write';
import { bergerSheet } from './sheets/berger';
import { crosstableSheet, tablo1Title } from './sheets/tablo1';
import { EXAMPLES, printedCrosstable } from './examples';
import { pairingExampleSheet } from './sheets/pairingExample';
import { ukdSheet } from './sheets/ukd';
import { TIEBREAK_SHEETS } from './sheets/tiebreakSheets';
import { EXERCISE_SHEETS } from './sheets/exercises';

export type { SheetBuilder } from './sheet';

/** Lim 2.1 names the lowest player for the bye; the book's round 2 chooses by the colours of the groups above. */
const LIM_DEPARTURES: Record<Lang, string[]> = {
  tr: ['2. tur: kitap tur atlamayı 13\'e veriyor (0,5 puan grubunun renkleri için). 2.1 kuralı en alt puan grubunun en altındaki oyuncuyu söyler: 15 daha önce tur atladığından (2.2) bu 14\'tür. Hakem kuralı uygular; kitabın uygulaması bookPractice seçeneğiyle ayrıca gösterilir.'],
  en: ['Round 2: the book gives the bye to 13 (for the colours of the ½-point group). Rule 2.1 names the lowest player of the lowest score group: 15 had the bye already (2.2), so 14. Hakem follows the rule; the book\'s practice is shown below it with the option bookPractice.'],
};

const BUILDERS: SheetBuilder[] = [
  (lang) => pairingExampleSheet('dutch', 'dutch-2009', 'Dutch', { tr: 'İsviçre sistemi (Dutch, 1992-2009) eşlendirme örneği, 17 oyuncu', en: 'Swiss system (Dutch, 1992-2009) pairing example, 17 players' }, lang),
  (lang) => pairingExampleSheet('lim', 'lim', 'Lim', { tr: 'İsviçre sistemi (Lim) eşlendirme örneği, 15 oyuncu', en: 'Swiss system (Lim) pairing example, 15 players' }, lang, { bookPractice: true }, LIM_DEPARTURES),
  (lang) => pairingExampleSheet('dubov', 'dubov', 'Dubov', { tr: 'İsviçre sistemi (Dubov) eşlendirme örneği, 21 oyuncu', en: 'Swiss system (Dubov) pairing example, 21 players' }, lang, { bookPractice: true }),
  (lang) => crosstableSheet('Tablo 1', tablo1Title(lang), printedCrosstable(EXAMPLES.table1.players as never, 'Tablo 1'), lang),
  ...TIEBREAK_SHEETS,
  bergerSheet,
  ukdSheet,
  ...EXERCISE_SHEETS,
];

/** Adds a sheet builder (each system or method module contributes its worked example). */
export function registerSheet(builder: SheetBuilder, index?: number): void {
  if (index === undefined) BUILDERS.push(builder);
  else BUILDERS.splice(index, 0, builder);
}

export function teachingSheets(lang: Lang = 'tr'): SheetSpec[] {
  return BUILDERS.map((b) => b(lang));
}

export async function teachingWorkbook(lang: Lang = 'tr'): Promise<Uint8Array> {
  return writeWorkbook(teachingSheets(lang));
}
