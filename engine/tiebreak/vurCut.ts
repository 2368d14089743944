/**
 * C.07 16.5 (2024, kept in 2026), the cut exception for voluntary unplayed rounds (VUR): at a low cut, a VUR is
 * weighed against the least significant value and the higher of the two is cut. Which VUR stands for the player's
 * VURs is not settled by a text at hand (the 2024 and 2026 texts were not found; see docs/reference/tiebreaks.md).
 * Two readings, an option of the standings (`vurCut`): the least significant VUR in the order of 14.1 (FIDE's
 * reference program, TieBreakServer, the default) or the VUR with the smallest share. In Buchholz a share is the
 * opponent's value, so the readings agree; in Sonneborn-Berger they part when a half-point bye of a player above 50%
 * (its dummy capped at half the maximum, 16.4.2) and a forfeit loss to a strong opponent meet in one cut.
 */
import type { Text } from '../pairing/types';
import type { RulesEdition, TiebreakOptions } from './types';
import { parseTiebreakCode } from './codes';

export type VurCutReading = NonNullable<TiebreakOptions['vurCut']>;

const READINGS: Record<VurCutReading, Text> = {
  'least-significant': {
    en: 'C.07 16.5 (cut exception): the least significant voluntary unplayed round (by 14.1\'s order) is weighed against the least significant value, as FIDE\'s reference program reads it (--vur-cut lowest-share for the round with the smallest share)',
    tr: 'C.07 16.5 (kesme istisnası): isteğe bağlı oynanmamış turların 14.1 sırasına göre en önemsizi, en önemsiz değerle karşılaştırıldı; FIDE\'nin başvuru programının okuyuşu (en küçük paylı tur için --vur-cut lowest-share)',
  },
  'lowest-share': {
    en: 'C.07 16.5 (cut exception): the voluntary unplayed round with the smallest share is weighed against the least significant value, as the arbiter chose (--vur-cut lowest-share; FIDE\'s reference program takes the least significant one)',
    tr: 'C.07 16.5 (kesme istisnası): isteğe bağlı oynanmamış turlardan payı en küçük olanı, en önemsiz değerle karşılaştırıldı; hakem seçti (--vur-cut lowest-share; FIDE\'nin başvuru programı en önemsizini alır)',
  },
};

/** The reading said under a standings table, or undefined when no listed code has a cut the readings could part on. */
export function vurCutNote(codes: string[], rules: RulesEdition, reading: VurCutReading = 'least-significant'): Text | undefined {
  if (rules === '2009') return undefined; // 16.5 came with the 2024 rules
  const parts = codes.some((c) => {
    const p = parseTiebreakCode(c);
    return p.base === 'SB' && p.low > 0;
  });
  return parts ? READINGS[reading] : undefined;
}
