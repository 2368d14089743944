/**
 * The pairing systems Hakem offers, by the id the command line and the taskpane use.
 * Each system lives in its own folder and registers here with one line.
 */
import type { PairingSystem, Text } from './types';
import { roundRobin, doubleRoundRobin } from './round-robin/system';
import { scheveningen } from './scheveningen/system';
import { knockout } from './knockout/system';
import { dubov } from './dubov/index';
import { lim } from './lim/index';
import { burstein } from './burstein/index';
import { dutch2009 } from './dutch-2009/index';
import { dutch } from './dutch/index';
import { doubleSwiss } from './double-swiss/index';
import { teamSwiss } from './team-swiss/index';
import { dubov2026 } from './dubov-2026/index';
import { burstein2026 } from './burstein-2026/index';
import { byRankOrder } from './rankOrder';

const SYSTEMS: PairingSystem[] = [
  // one line per system, e.g. dutch2009,
  roundRobin, doubleRoundRobin, scheveningen, knockout,
  // the individual Swiss systems pair by the order of the 001 lines when the file says XXC rank (rankOrder.ts)
  ...[dubov, lim, burstein, dutch2009, dutch].map(byRankOrder),
  doubleSwiss,
  teamSwiss,
  ...[dubov2026, burstein2026].map(byRankOrder),
];

export function pairingSystems(): PairingSystem[] {
  return [...SYSTEMS];
}

export function pairingSystem(id: string): PairingSystem | undefined {
  return SYSTEMS.find((s) => s.id === id);
}

/**
 * The taskpane's list: the FIDE editions in force first (Dutch C.04.3, Dubov C.04.4.1, Burstein C.04.4.2, Lim
 * C.04.4.3, Double-Swiss C.04.5), then the editions the Turkish books teach, then the table systems. Every Swiss
 * entry names its edition: Lim and the books' Dubov and Burstein are labelled here (their folders keep their own names).
 */
const MENU: Array<[string, Text?]> = [
  ['dutch'], ['dubov-2026'], ['burstein-2026'],
  ['lim', { en: 'Lim system (FIDE C.04.4.3, the text in force; the books teach the same)', tr: 'Lim sistemi (FIDE C.04.4.3, yürürlükteki metin; kitaplar da aynısını öğretir)' }],
  ['double-swiss'],
  ['dutch-2009'],
  ['dubov', { en: 'Dubov system (the Turkish books\' edition, FIDE text of the 1990s)', tr: 'Dubov sistemi (Türkçe kitapların metni, 1990\'ların FIDE metni)' }],
  ['burstein', { en: 'Burstein system (the Turkish books\' edition, FIDE text before 2017)', tr: 'Burstein sistemi (Türkçe kitapların metni, 2017 öncesi FIDE metni)' }],
  ['round-robin'], ['double-round-robin'], ['scheveningen'], ['knockout'],
];

export function pairingSystemsForMenu(): PairingSystem[] {
  const listed = MENU.flatMap(([id, name]) => {
    const s = pairingSystem(id);
    return s ? [name ? { ...s, name } : s] : [];
  });
  // a system registered but not placed above still appears, at the end
  return [...listed, ...SYSTEMS.filter((s) => !MENU.some(([id]) => id === s.id))];
}
