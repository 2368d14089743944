/**
 * The tie-breaks a new event starts with, by the kind of event its pairing system makes, and where the list comes
 * from (said on the Settings sheet). A round robin takes the documents' recommendation for an individual round robin
 * (ranking.ts DEFAULT_TIEBREAKS: direct encounter, Sonneborn-Berger, wins, Koya): Buchholz measures the opponents,
 * and in a round robin everyone meets the same opponents, so it cannot split anybody. C.07's own list of recommended
 * tie-breaks per kind of event was not found in a text at hand (C.07 4.1 leaves the list to the organiser, 4.1.1 to
 * the chief arbiter), so Hakem does not claim one. A Swiss keeps Hakem's default (BH, BH-C1, SB).
 */
import type { Text } from '../pairing/types';
import { DEFAULT_TIEBREAKS } from './ranking';

export type EventKind = 'round-robin' | 'swiss';

const ROUND_ROBINS = new Set(['round-robin', 'double-round-robin']);
const SWISS_DEFAULT = ['BH', 'BH-C1', 'SB'];

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
  return { kind, codes: [...SWISS_DEFAULT], why: { en: `Hakem's default for a Swiss event (${SWISS_DEFAULT.join(', ')})`, tr: `Hakem'in İsviçre sistemi varsayılanı (${SWISS_DEFAULT.join(', ')})` } };
}

/** Whether a list is the starting list of some kind of event (so a change of system may replace it). */
export function isRecommendedList(codes: string[]): boolean {
  return (['round-robin', 'dutch'] as const).some((id) => recommendedTiebreaks(id).codes.join(',') === codes.join(','));
}

/** Where an event's list comes from: the recommendation for its kind, else the arbiter's choice. */
export function tiebreaksSource(systemId: string, codes: string[]): Text {
  const r = recommendedTiebreaks(systemId);
  return r.codes.join(',') === codes.join(',') ? r.why : { en: 'chosen by the arbiter', tr: 'hakem seçti' };
}
