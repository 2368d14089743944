/**
 * Which pairing system an event uses: the one its file names (TRF-2026 record `192`, else the free text of `092`),
 * and, when nothing names one, the FIDE edition in force on its start date. The Swiss rules of 2026 (Dutch C.04.3
 * as revised in 2025, Dubov C.04.4.1, Burstein C.04.4.2, Double-Swiss C.04.5, Swiss Team C.04.6) are in force for
 * events starting on or after 1 February 2026. The older texts Hakem keeps (the Turkish books' Dutch 1992-2009,
 * Dubov and Burstein) are used only when named: a file or an arbiter choosing them.
 *
 * The `192` codes are ETT26's (the FIDE TRF-2026 annex): `FIDE_DUTCH_2017`, `FIDE_DUTCH_2026` (bbpPairings also reads
 * the April 2025 draft's `FIDE_DUTCH_2025`), `FIDE_DUTCH` (by the start date), `FIDE_DUBOV`, `FIDE_BURSTEIN`,
 * `FIDE_DOUBLESWISS`, `FIDE_TEAM…`, the round-robin and Scheveningen codes, `CUSTOM_KNOCKOUT`, each Swiss code with an
 * optional `_BAKU` (C.04.7 acceleration). This is the one mapping from file codes to Hakem's system ids.
 */
import type { Tournament } from '../model/types';
import type { Text } from './types';
import { readEventDate } from '../tiebreak/edition';
import { systemCode192 } from './acceleration';

/** The Swiss rules of 2026 apply to events starting on or after this date (FIDE Council, 2025). */
export const SWISS_2026_IN_FORCE = '2026-02-01';

export interface SystemChoice {
  /** Hakem's system id, or undefined when the file names a system Hakem does not have. */
  id?: string;
  /** Why: the record that named it, or the date that decided. */
  reason: Text;
  /** The record read (`192`, `092`), absent when nothing named a system. */
  record?: '192' | '092';
  /** The code or text as the file wrote it. */
  code?: string;
  /** The code asks for Baku acceleration (`_BAKU`). */
  baku?: boolean;
}

/** The individual Swiss system in force on `startDate` (no date, or one that cannot be read: the latest, today's). */
export function pairingSystemInForce(startDate?: string): SystemChoice {
  const date = readEventDate(startDate);
  const given = (startDate ?? '').trim();
  if (date === undefined) {
    return {
      id: 'dutch',
      reason: given === ''
        ? { en: 'the edition in force (no start date: today\'s, C.04.3 as in force from 1 February 2026)', tr: 'yürürlükteki metin (başlangıç tarihi yok: bugünkü, 1 Şubat 2026\'dan beri yürürlükteki C.04.3)' }
        : { en: `the edition in force (the start date "${given}" could not be read: today's, C.04.3)`, tr: `yürürlükteki metin (başlangıç tarihi "${given}" okunamadı: bugünkü, C.04.3)` },
    };
  }
  if (date >= SWISS_2026_IN_FORCE) {
    return { id: 'dutch', reason: { en: `the edition in force on the start date ${date} (C.04.3, in force from 1 February 2026)`, tr: `başlangıç tarihi ${date} için yürürlükteki metin (C.04.3, 1 Şubat 2026'dan itibaren)` } };
  }
  // before February 2026 the 2017 text of C.04.3 was in force; Hakem has the 2025 text, which changed little in the pairing itself
  return {
    id: 'dutch',
    reason: {
      en: `start date ${date}: the 2017 text of C.04.3 was then in force, which Hakem does not have; the 2025 text instead`,
      tr: `başlangıç tarihi ${date}: o zaman C.04.3'ün 2017 metni yürürlükteydi, Hakem'de yok; yerine 2025 metni`,
    },
  };
}

const CODES: Array<[RegExp, string | undefined]> = [
  [/^FIDE_DUTCH_(2026|2025)$/, 'dutch'],
  [/^FIDE_DUTCH_2017$/, undefined],
  [/^FIDE_DUTCH$/, 'dutch'],
  [/^FIDE_DUBOV$/, 'dubov-2026'],
  [/^FIDE_BURSTEIN$/, 'burstein-2026'],
  [/^FIDE_LIM$/, 'lim'],
  [/^FIDE_DOUBLESWISS$/, 'double-swiss'],
  [/^FIDE_TEAM(_.*)?$/, 'team-swiss'],
  [/^(BERGER_ROUNDROBIN(_G1)?|FIDE_ROUNDROBIN)$/, 'round-robin'],
  [/^(BERGER_DOUBLEROUNDROBIN|BERGER_ROUNDROBIN_G2)$/, 'double-round-robin'],
  [/^FIDE_SCHEVENINGEN(_G1)?$/, 'scheveningen'],
  [/^CUSTOM_KNOCKOUT$/, 'knockout'],
];

/** A 192 code's system id (undefined: a code Hakem has no system for). */
export function systemFromCode192(code: string): { id?: string; baku: boolean } {
  const c = code.trim().toUpperCase();
  const team = /^FIDE_TEAM/.test(c);
  const baku = /_BAKU$/.test(c);
  const base = team ? c : c.replace(/_BAKU$/, '');
  const hit = CODES.find(([re]) => re.test(base));
  return { id: hit?.[1], baku };
}

/**
 * Hakem's own system ids, and the words other programs write in 092, in the order they are tried. A team event is
 * known by its records (310, 192 FIDE_TEAM…), never by a word of 092 (an individual championship of teams' players).
 */
const WORDS: Array<[RegExp, string]> = [
  [/\b(dutch-2009|dutch 1992|1992-2009)\b/i, 'dutch-2009'],
  [/double[- ]?swiss/i, 'double-swiss'],
  [/\bdubov-2026\b/i, 'dubov-2026'],
  [/\bburstein-2026\b/i, 'burstein-2026'],
  [/\bdubov\b/i, 'dubov-2026'],
  [/\bburstein\b/i, 'burstein-2026'],
  [/\blim\b/i, 'lim'],
  [/double[- ]round[- ]robin/i, 'double-round-robin'],
  [/round[- ]robin|berger/i, 'round-robin'],
  [/scheveningen/i, 'scheveningen'],
  [/knock[- ]?out|eleme/i, 'knockout'],
  // a team Swiss (Swiss-Manager's `092 Team Swiss System`): Hakem's Swiss for teams is C.04.6
  [/\bteam[- ]swiss\b|\bswiss[- ]team\b|takım.*isviçre|i̇sviçre.*takım/i, 'team-swiss'],
  [/\b(dutch|hollanda|swiss|isviçre|i̇sviçre)\b/i, 'dutch'],
];

/** Hakem's own system ids at the start of a 092 text, as Hakem writes them (lower case, whole ids). */
const OWN_ID = /^(?:Hakem )?(dutch-2009|dutch|lim|dubov-2026|dubov|burstein-2026|burstein|double-swiss|team-swiss|double-round-robin|round-robin|scheveningen|knockout)(?![\w-])/;

/** The system an event's file names: its 192 code, else its 092 text; undefined when it names none (092's words naming no system included). */
export function systemFromFile(t: Tournament): SystemChoice | undefined {
  const code = systemCode192(t);
  if (code) {
    const { id, baku } = systemFromCode192(code);
    const edition = /^FIDE_DUTCH$/i.test(code.replace(/_BAKU$/i, '')) ? ` (${pairingSystemInForce(t.info.startDate).reason.en})` : '';
    const editionTr = edition ? ` (${pairingSystemInForce(t.info.startDate).reason.tr})` : '';
    if (!id) {
      return {
        record: '192', code, baku,
        reason: /^FIDE_DUTCH_2017/i.test(code)
          ? { en: `192 ${code}: the 2017 text of C.04.3, which Hakem does not have`, tr: `192 ${code}: C.04.3'ün 2017 metni; Hakem'de yok` }
          : { en: `192 ${code}: a system Hakem does not have`, tr: `192 ${code}: Hakem'de olmayan bir sistem` },
      };
    }
    return { id, record: '192', code, baku, reason: { en: `192 ${code}${edition}`, tr: `192 ${code}${editionTr}` } };
  }
  const type = t.info.type?.trim();
  if (!type) return undefined;
  // Hakem writes its own id in 092: for a system with no 192 code ("Hakem dutch-2009: …") and in what `hakem generate`
  // writes ("dubov (hakem generate --seed 1)": the books' Dubov, not the 2026 text the word "Dubov" means elsewhere)
  const own = OWN_ID.exec(type)?.[1];
  // some programs write a 192 code in 092 (bbpPairings' test files: `092 FIDE_DUTCH_2025`)
  const asCode = /^[A-Z0-9_]+$/.test(type) ? systemFromCode192(type) : undefined;
  if (asCode?.id) return { id: asCode.id, record: '092', code: type, baku: asCode.baku, reason: { en: `092 ${type}`, tr: `092 ${type}` } };
  const words = type.replace(/_/g, ' ');
  const hit = own ? [undefined, own] as const : WORDS.find(([re]) => re.test(words));
  // 092 is free text ("Open", "Rapid"): words that name no system leave the choice to the date, as no 092 would
  if (!hit) return undefined;
  return { id: hit[1], record: '092', code: type, baku: /baku/i.test(type), reason: { en: `092 "${type}"`, tr: `092 "${type}"` } };
}

/** The 192 code an exported file names the system with (undefined: ETT26 has none for it, 092 names it instead). */
export function code192For(systemId: string, baku = false): string | undefined {
  const code: Record<string, string> = {
    dutch: 'FIDE_DUTCH_2026', 'dubov-2026': 'FIDE_DUBOV', 'burstein-2026': 'FIDE_BURSTEIN', 'double-swiss': 'FIDE_DOUBLESWISS',
    'round-robin': 'FIDE_ROUNDROBIN', 'double-round-robin': 'BERGER_DOUBLEROUNDROBIN', scheveningen: 'FIDE_SCHEVENINGEN', knockout: 'CUSTOM_KNOCKOUT',
  };
  const c = code[systemId];
  return c && baku && ['dutch', 'dubov-2026', 'burstein-2026', 'double-swiss'].includes(systemId) ? `${c}_BAKU` : c;
}
