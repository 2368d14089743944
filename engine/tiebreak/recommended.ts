/**
 * The tie-breaks a new event starts with, by the kind of event its pairing system makes, and where the list comes
 * from (said on the Settings sheet). A round robin takes the documents' recommendation for an individual round robin
 * (ranking.ts DEFAULT_TIEBREAKS: direct encounter, Sonneborn-Berger, wins, Koya): Buchholz measures the opponents,
 * and in a round robin everyone meets the same opponents, so it cannot split anybody. C.07's own list of recommended
 * tie-breaks per kind of event was not found in a text at hand (C.07 4.1 leaves the list to the organiser, 4.1.1 to
 * the chief arbiter), so Hakem does not claim one. A Swiss takes the documents' row for an individual Swiss whose
 * ratings are far apart and inconsistent, an open's usual field (Buchholz, Sonneborn-Berger). One list for the pane,
 * `hakem standings` and `hakem publish`, so the three rank an event alike.
 */
import type { Text } from '../pairing/types';
import { DEFAULT_TIEBREAKS } from './ranking';
import { fileTiebreaks, fromFileText } from './fileList';

export type EventKind = 'round-robin' | 'swiss';

const ROUND_ROBINS = new Set(['round-robin', 'double-round-robin']);
const SWISS_KIND = 'individual-swiss-far-ratings';
/** Hakem's Swiss list before the documents' row became the one default: workbooks made then still carry it. */
const EARLIER_SWISS_DEFAULT = ['BH', 'BH-C1', 'SB'];

export function eventKind(systemId: string): EventKind {
  return ROUND_ROBINS.has(systemId) ? 'round-robin' : 'swiss';
}

/** The starting list for an event paired by `systemId`, and why. */
export function recommendedTiebreaks(systemId: string): { kind: EventKind; codes: string[]; why: Text } {
  const kind = eventKind(systemId);
  if (kind === 'round-robin') {
    const codes = DEFAULT_TIEBREAKS['individual-round-robin'];
    return { kind, codes: [...codes], why: { en: `the documents' recommendation for an individual round robin (${codes.join(', ')})`, tr: `belgelerin bireysel döner yarışma önerisi (${codes.join(', ')})` } };
  }
  const codes = DEFAULT_TIEBREAKS[SWISS_KIND];
  return { kind, codes: [...codes], why: { en: `the documents' recommendation for an individual Swiss with distant ratings (${codes.join(', ')})`, tr: `belgelerin ratingleri uzak bireysel İsviçre sistemi önerisi (${codes.join(', ')})` } };
}

/** The list an event is ranked by when nobody named one (the command line, the players' site). */
export function startingTiebreaks(roundRobin: boolean): string[] {
  return recommendedTiebreaks(roundRobin ? 'round-robin' : 'dutch').codes;
}

/**
 * Whether a list is the starting list of some kind of event (so a change of system may replace it); with `earlier`,
 * Hakem's earlier Swiss default counts too (a workbook made then), never for a list the arbiter types into a new event.
 */
export function isRecommendedList(codes: string[], earlier = false): boolean {
  const list = codes.join(',');
  return (earlier && list === EARLIER_SWISS_DEFAULT.join(',')) || (['round-robin', 'dutch'] as const).some((id) => recommendedTiebreaks(id).codes.join(',') === list);
}

/** Where an event's list comes from: the file's 202 / 212 record, the recommendation for its kind, else the arbiter. */
export function tiebreaksSource(systemId: string, codes: string[], records: readonly string[] = []): Text {
  const stated = fileTiebreaks(records);
  if (stated && !stated.unknown.length && stated.codes.join(',') === codes.join(',')) return fromFileText(stated);
  const r = recommendedTiebreaks(systemId);
  if (r.codes.join(',') === codes.join(',')) return r.why;
  if (r.kind === 'swiss' && codes.join(',') === EARLIER_SWISS_DEFAULT.join(',')) {
    return { en: `Hakem's earlier default for a Swiss (${codes.join(', ')})`, tr: `Hakem'in önceki İsviçre sistemi varsayılanı (${codes.join(', ')})` };
  }
  return { en: 'chosen by the arbiter', tr: 'hakem seçti' };
}
