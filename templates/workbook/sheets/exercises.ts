/**
 * Exercise sheets of the teaching workbook (issue 27), one per individual Swiss system: the rounds played so far
 * as a crosstable, a blank pairing block for the next round, and a HAKEM.MARK_PAIRING cell that marks what the
 * trainee types (the Hakem add-in computes it; the cached value is the instruction). The books' examples for the
 * editions they teach (Dutch 1992-2009, Lim, Dubov), generated exercises (engine/marking/exercise.ts, seeded) for
 * the editions in force. The answer is not in the workbook: `hakem exercise … --key` writes it for the instructor.
 */
import type { Lang } from '../../../engine/pairing/types';
import { newExercise, type Exercise } from '../../../engine/marking/exercise';
import { bookExercise } from '../bookExercises';
import { a1, bold, type Cell, type SheetSpec, type SheetBuilder } from '../sheet';
import { crosstableSheet } from './tablo1';
import { L, noteLines, sheetRow } from './tiebreakLayout';

interface ExerciseSpec { label: string; make: () => Exercise; command: string }

export const EXERCISES: ExerciseSpec[] = [
  { label: 'Dutch 2009', make: () => bookExercise('dutch', 3), command: 'hakem exercise book --example dutch --round 3' },
  { label: 'Lim', make: () => bookExercise('lim', 3), command: 'hakem exercise book --example lim --round 3' },
  // the book's Dubov example has no names, and a crosstable's rows always name their players (Dubov breaks rating
  // ties alphabetically): a generated event instead; `hakem exercise book --example dubov` gives the book's rounds
  { label: 'Dubov', make: () => newExercise('dubov', { players: 12, level: 3, seed: 1 }), command: 'hakem exercise new --system dubov --players 12 --level 3 --seed 1' },
  { label: 'Dutch 2025', make: () => newExercise('dutch', { players: 12, level: 3, seed: 1 }), command: 'hakem exercise new --system dutch --players 12 --level 3 --seed 1' },
  { label: 'Dubov 2026', make: () => newExercise('dubov-2026', { players: 12, level: 2, seed: 1 }), command: 'hakem exercise new --system dubov-2026 --players 12 --level 2 --seed 1' },
  { label: 'Burstein', make: () => newExercise('burstein', { players: 12, level: 2, seed: 1 }), command: 'hakem exercise new --system burstein --players 12 --level 2 --seed 1' },
  { label: 'Burstein 2026', make: () => newExercise('burstein-2026', { players: 12, level: 2, seed: 1 }), command: 'hakem exercise new --system burstein-2026 --players 12 --level 2 --seed 1' },
];

/** The option words MARK_PAIRING needs for an exercise (its colour letters are w/b in every language). */
export function markOptions(ex: Exercise, lang: Lang): string {
  const words = [lang === 'tr' ? 'tr wb' : '', ex.tournament.totalRounds ? `rounds=${ex.tournament.totalRounds}` : '', ex.options.bookPractice ? 'bookpractice' : ''];
  return words.filter(Boolean).join(' ');
}

export function exerciseSheet(spec: ExerciseSpec, lang: Lang): SheetSpec {
  const ex = spec.make();
  // the crosstable, with a rating column (Dubov's ARO and colour rules and Burstein's ranking read the ratings)
  const plainCt = crosstableSheet('', '', ex.tournament, lang);
  const rating = new Map(ex.tournament.players.map((p) => [p.no, p.rating]));
  const ct = { rows: plainCt.rows.map((r, i) => [r[0], r[1], i === 0 ? bold(L(lang, 'Rating', 'Rating')) : rating.get(r[0] as number) ?? null, ...r.slice(2)]) };
  const players = ex.tournament.players.length - (ex.tournament.rounds.find((r) => r.number === ex.round)?.unpaired.length ?? 0);
  const boards = Math.ceil(players / 2);
  const notes = noteLines([
    ex.title[lang],
    L(lang,
      `Eşlendirmeyi aşağıdaki Beyaz ve Siyah sütunlarına yazın (BYE: Siyah boş). Karar hücresi (HAKEM.MARK_PAIRING, Hakem eklentisi) her yazışta yanlışsa hangi kuralın çiğnendiğini söyler. Cevap bu dosyada yok: eğitmen "${spec.command} -o ex.trf --key cevap.txt" ile alır.`,
      `Type the pairing in the White and Black columns below (a bye: Black empty). The Verdict cell (HAKEM.MARK_PAIRING, the Hakem add-in) says on every entry which rule a wrong pairing breaks. The answer is not in this file: the instructor gets it with "${spec.command} -o ex.trf --key answer.txt".`),
  ]);
  const rows: Cell[][] = [...ct.rows, []];
  const ctLast = ct.rows.length - 1;
  const ctCols = ct.rows[0].length - 1;
  const pairingHeader = rows.length;
  rows.push([bold(L(lang, 'Masa', 'Board')), bold(L(lang, 'Beyaz', 'White')), bold(L(lang, 'Siyah', 'Black'))]);
  for (let i = 1; i <= boards; i++) rows.push([i, null, null]);
  const pairingFirst = pairingHeader + 1, pairingLast = pairingHeader + boards;
  rows.push([]);
  const abs = (r: number, c: number) => a1(sheetRow(notes, r), c).replace(/^([A-Z]+)(\d+)$/, '$$$1$$$2');
  const crosstableRef = `${abs(0, 0)}:${abs(ctLast, ctCols)}`;
  const pairingRef = `${abs(pairingFirst, 1)}:${abs(pairingLast, 2)}`;
  const options = markOptions(ex, lang);
  const prompt = L(lang, 'Eşlendirmeyi yazın: her masaya beyaz ve siyahın sıra numarası (BYE: siyah boş)', "Type the pairing: white's and black's pairing numbers on each board (a bye: black empty)");
  rows.push([bold(L(lang, 'Karar', 'Verdict')), { formula: `HAKEM.MARK_PAIRING(${crosstableRef},${pairingRef},"${ex.system}"${options ? `,"${options}"` : ''})`, result: prompt }]);
  const name = `${L(lang, 'Alıştırma', 'Exercise')} ${spec.label}`;
  return { name, title: L(lang, `Alıştırma: ${spec.label}, ${ex.round}. tur`, `Exercise: ${spec.label}, round ${ex.round}`), notes, rows, columnWidths: [6, 14, 8, ...ct.rows[0].slice(3).map(() => 9)] };
}

export const EXERCISE_SHEETS: SheetBuilder[] = EXERCISES.map((spec) => (lang: Lang) => exerciseSheet(spec, lang));
