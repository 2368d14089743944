/**
 * Which Swiss system a file was paired by, and the absolute criteria that system lays down, for `hakem check`:
 * the criteria differ from system to system, and checking a file by another system's rules reports problems
 * that are not there.
 *
 * The system: the one the file names (a TRF-2026 `192` code, else its `092` text, engine/pairing/edition.ts), else
 * none (the general rules).
 */
import type { Tournament } from '../model/types';
import { systemFromFile } from '../pairing/edition';

export interface AbsoluteRules {
  /** The system the rules are taken from ('general' when the file names none). */
  system: string;
  /**
   * What bars the pairing-allocated bye: 'scored-without-playing' (C.04.1 and the Dutch, Dubov and 2026 Burstein
   * texts: a PAB, a full-point bye or a forfeit win before), 'earlier-bye' (the books' Lim 2.2 and Burstein 4.1 fall
   * back on "nobody has the bye twice" when the stricter rule leaves nobody to take it, so only a second bye is
   * absolutely barred).
   */
  byeBarredBy: 'scored-without-playing' | 'earlier-bye';
  /**
   * The last round's colour exception: 'topscorers' (C.04.3 2025 C.3: only non-topscorers with the same absolute
   * colour preference may not meet; a topscorer has over 50% of the maximum possible score when the final round is
   * paired, A.7), 'half-or-more' (Dutch 1992-2009 rule 6: B.2 waived for players with at least 50% in the last
   * round), 'same-score' (Lim 7: in the last round players on the same score may be paired against the colour
   * rules), or 'none'.
   */
  lastRoundColours: 'topscorers' | 'half-or-more' | 'same-score' | 'none';
}

const RULES: Record<string, Omit<AbsoluteRules, 'system'>> = {
  general: { byeBarredBy: 'scored-without-playing', lastRoundColours: 'none' },
  dutch: { byeBarredBy: 'scored-without-playing', lastRoundColours: 'topscorers' },
  'dutch-2009': { byeBarredBy: 'scored-without-playing', lastRoundColours: 'half-or-more' },
  lim: { byeBarredBy: 'earlier-bye', lastRoundColours: 'same-score' },
  burstein: { byeBarredBy: 'earlier-bye', lastRoundColours: 'none' },
  'burstein-2026': { byeBarredBy: 'scored-without-playing', lastRoundColours: 'none' },
  dubov: { byeBarredBy: 'scored-without-playing', lastRoundColours: 'none' },
  'dubov-2026': { byeBarredBy: 'scored-without-playing', lastRoundColours: 'none' },
};

/**
 * The system a file names, as Hakem's id (engine/pairing/edition.ts, the one mapping of 192 codes and 092 texts);
 * undefined when it names none Hakem checks. A 192 FIDE_DUTCH_2017 (a text Hakem does not pair by) is checked by the
 * Dutch absolute criteria, which the 2025 revision kept (C.1-C.3, the topscorers' exception).
 */
export function systemOfFile(t: Tournament, known: readonly string[]): string | undefined {
  const choice = systemFromFile(t);
  const id = choice?.id ?? (choice?.code && /^FIDE_DUTCH/i.test(choice.code) ? 'dutch' : undefined);
  return id && (known.includes(id) || id === 'double-swiss' || id === 'team-swiss') ? id : undefined;
}

/** The absolute criteria of a system by its id (the general rules for one without its own here). */
export function absoluteRulesFor(id: string | undefined): AbsoluteRules {
  const key = id && id in RULES ? id : 'general';
  return { system: key, ...RULES[key] };
}
