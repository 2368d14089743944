/** The tie-break worked tables' sheets of the teaching workbook, in the documents' order (listed in ../index.ts). */
import type { SheetBuilder } from '../sheet';
import { adjustedScoresSheet } from './adjustedScores';
import { buchholzOfBuchholzSheet } from './buchholzOfBuchholz';
import { koya12Sheet, koya7Sheet } from './koya';
import { kashdanSheet } from './kashdan';
import { progressiveSheet } from './progressive';
import { teamRoundRobinSheet, teamSwissSheet } from './teams';
import { senerSheet, umaySheet } from './sener';

/**
 * Every tie-break sheet says which rules it follows: the documents' (FIDE 2009-2023), not C.07 2024 or its March 2026
 * revision, which count unplayed rounds differently (a dummy opponent, capped in 2026).
 */
export const EDITION_NOTE = {
  tr: "Eşitlik bozma kuralları: belgelerin 2009 kuralları (FIDE 2009-2023; ayarlanmış puan, sanal rakip). 1 Ağustos 2024'ten sonra başlayan turnuvalar FIDE C.07 2024'ü, 1 Mart 2026'dan sonra başlayanlar Mart 2026 düzeltmesini izler; oynanmayan turlar farklı sayılır (hakem standings --rules 2024|2026).",
  en: "Tie-break rules: the documents' 2009 rules (FIDE 2009-2023: adjusted score, virtual opponent). Events starting from 1 August 2024 follow FIDE C.07 2024 and from 1 March 2026 its March 2026 revision, which count unplayed rounds differently (hakem standings --rules 2024|2026).",
};

const EDITION_TAG = { tr: ' (kurallar: 2009, belgeler)', en: " (rules: 2009, the documents')" };

/** The title names the edition; the full note joins the last note line (the sheets' formulas count the note rows). */
const withEditionNote = (build: SheetBuilder): SheetBuilder => (lang) => {
  const sheet = build(lang);
  const notes = sheet.notes?.length ? [...sheet.notes.slice(0, -1), `${sheet.notes[sheet.notes.length - 1]} ${EDITION_NOTE[lang]}`] : sheet.notes;
  return { ...sheet, title: sheet.title + EDITION_TAG[lang], notes };
};

export const TIEBREAK_SHEETS: SheetBuilder[] = ([
  adjustedScoresSheet,
  umaySheet,
  buchholzOfBuchholzSheet,
  senerSheet,
  progressiveSheet,
  koya12Sheet,
  koya7Sheet,
  kashdanSheet,
  teamSwissSheet,
  teamRoundRobinSheet,
] as SheetBuilder[]).map(withEditionNote);
