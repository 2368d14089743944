/**
 * The tie-breaks a TRF-2026 file states (TRF26: `202` "FIDE tie-breaks used to break ties", a comma-separated list of
 * C.07 codes; `212` "used to define standings", the same with `PTS`, the score, first). The event's regulations name
 * its tie-breaks (C.07 2.1): a file that states them is ranked by them, never by a default in their place.
 */
import type { Text } from '../pairing/types';
import { parseTiebreakCode } from './codes';

export interface FileTiebreaks {
  record: '202' | '212';
  /** The codes as Hakem names them (`BH/C1` → `BH-C1`). */
  codes: string[];
  /** The file's codes Hakem does not compute, as written (`EDET/P`, `BH:MP/C1/P`). */
  unknown: string[];
  /** The list as the file writes it. */
  text: string;
}

/** The list of a file's 202 record, else of its 212 (less its leading PTS); undefined when it has neither. */
export function fileTiebreaks(lines: readonly string[]): FileTiebreaks | undefined {
  const find = (code: '202' | '212') => lines.find((l) => l.startsWith(`${code} `))?.slice(4).trim();
  const r202 = find('202');
  const record: '202' | '212' | undefined = r202 ? '202' : find('212') ? '212' : undefined;
  if (!record) return undefined;
  const text = record === '202' ? r202! : find('212')!;
  let items = text.split(',').map((x) => x.trim()).filter(Boolean);
  if (record === '212' && items[0]?.toUpperCase() === 'PTS') items = items.slice(1);
  const codes: string[] = [];
  const unknown: string[] = [];
  for (const item of items) {
    try {
      codes.push(parseTiebreakCode(item).code);
    } catch {
      unknown.push(item);
    }
  }
  return { record, codes, unknown, text };
}

/** Where a list stated by the file is said to come from. */
export function fromFileText(f: FileTiebreaks): Text {
  return { en: `from the file (${f.record} ${f.text})`, tr: `dosyadan (${f.record} ${f.text})` };
}

/** Why a file's list cannot be followed: the codes Hakem does not compute. */
export function unknownFileCodes(f: FileTiebreaks): Text {
  return {
    en: `the file's ${f.record} record names tie-breaks Hakem does not compute (${f.unknown.join(', ')}): give the list to rank by`,
    tr: `dosyanın ${f.record} kaydı Hakem'in hesaplamadığı eşitlik bozmaları adlandırıyor (${f.unknown.join(', ')}): sıralama için listeyi verin`,
  };
}
