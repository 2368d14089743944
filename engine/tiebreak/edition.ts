/**
 * Which tie-break rules an event follows: the edition in force on its start date (TRF 042), unless the arbiter names
 * one. FIDE C.07 of 2024 is in force for events starting on or after 1 August 2024; its March 2026 revision for events
 * starting on or after 1 March 2026 (approved by the FIDE Council on 2 February 2026). Before August 2024 Hakem uses
 * the documents' rules (FIDE 2009-2023). Without a start date: the latest edition, and the choice says so.
 */
import { writtenDate } from '../trf/writers';
import type { RulesEdition } from './types';

export const C07_2024_IN_FORCE = '2024-08-01';
export const C07_2026_IN_FORCE = '2026-03-01';

export interface EditionChoice {
  rules: RulesEdition;
  /** Why: the date that decided, or that there was none. */
  reason: { en: string; tr: string };
  /** The start date read, as YYYY-MM-DD. */
  date?: string;
}

/** A TRF / sheet date as YYYY-MM-DD: 2026/03/15, 2026-03-15, 2026.03.15, 15.03.2026, 15/03/2026, Mar 15, 2026, 15. 03. 2026. Undefined if unreadable. */
export function readEventDate(text: string | undefined): string | undefined {
  const s = (text ?? '').trim();
  let y: number, m: number, d: number;
  let x = /^(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})$/.exec(s);
  const written = writtenDate(s); // `May 29, 2020`, `28. 07. 2005` (engine/trf/writers.ts, rule dates)
  if (x) { y = +x[1]; m = +x[2]; d = +x[3]; } else if (written) { [y, m, d] = written; } else {
    x = /^(\d{1,2})[-/.](\d{1,2})[-/.](\d{4})$/.exec(s);
    if (!x) return undefined;
    d = +x[1]; m = +x[2]; y = +x[3];
  }
  const date = new Date(Date.UTC(y, m - 1, d));
  if (date.getUTCFullYear() !== y || date.getUTCMonth() !== m - 1 || date.getUTCDate() !== d) return undefined;
  return `${String(y).padStart(4, '0')}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
}

const NAME: Record<RulesEdition, { en: string; tr: string }> = {
  '2026': { en: 'FIDE C.07 as revised in March 2026', tr: "FIDE C.07'nin Mart 2026 düzeltmesi" },
  '2024': { en: 'FIDE C.07 of 1 August 2024', tr: "FIDE C.07 (1 Ağustos 2024)" },
  '2009': { en: "the documents' rules (FIDE 2009-2023)", tr: 'belgelerin kuralları (FIDE 2009-2023)' },
};

export function editionName(rules: RulesEdition): { en: string; tr: string } {
  return NAME[rules];
}

/** The edition in force on `startDate` (see the module comment). */
export function rulesInForce(startDate: string | undefined): EditionChoice {
  const date = readEventDate(startDate);
  if (date === undefined) {
    const given = (startDate ?? '').trim();
    return {
      rules: '2026',
      reason: given === ''
        ? { en: `no start date (TRF 042): the latest edition, ${NAME['2026'].en}`, tr: `başlangıç tarihi yok (TRF 042): en son sürüm, ${NAME['2026'].tr}` }
        : { en: `start date "${given}" could not be read (TRF 042): the latest edition, ${NAME['2026'].en}`, tr: `başlangıç tarihi "${given}" okunamadı (TRF 042): en son sürüm, ${NAME['2026'].tr}` },
    };
  }
  const rules: RulesEdition = date >= C07_2026_IN_FORCE ? '2026' : date >= C07_2024_IN_FORCE ? '2024' : '2009';
  const why = rules === '2026' ? { en: 'on or after 1 March 2026', tr: '1 Mart 2026 veya sonrası' }
    : rules === '2024' ? { en: 'from 1 August 2024, before 1 March 2026', tr: '1 Ağustos 2024 ile 1 Mart 2026 arası' }
    : { en: 'before 1 August 2024', tr: '1 Ağustos 2024 öncesi' };
  return { rules, date, reason: { en: `start date ${date} (${why.en}): ${NAME[rules].en}`, tr: `başlangıç tarihi ${date} (${why.tr}): ${NAME[rules].tr}` } };
}

/** The arbiter's choice wins; else the edition in force on the start date. */
export function chooseRules(named: RulesEdition | undefined, startDate: string | undefined): EditionChoice {
  if (named) return { rules: named, reason: { en: `named by the arbiter: ${NAME[named].en}`, tr: `hakem seçti: ${NAME[named].tr}` } };
  return rulesInForce(startDate);
}
