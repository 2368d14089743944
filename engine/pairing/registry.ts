/**
 * The pairing systems Hakem offers, by the id the command line and the taskpane use.
 * Each system lives in its own folder and registers here with one line.
 */
import type { PairingSystem } from './types';
import { roundRobin, doubleRoundRobin } from './round-robin/system';
import { scheveningen } from './scheveningen/system';
import { knockout } from './knockout/system';
import { dubov } from './dubov/index';
import { lim } from './lim/index';
import { burstein } from './burstein/index';
import { dutch2009 } from './dutch-2009/index';
import { dutch } from './dutch/index';
import { doubleSwiss } from './double-swiss/index';
import { dubov2026 } from './dubov-2026/index';
import { burstein2026 } from './burstein-2026/index';

const SYSTEMS: PairingSystem[] = [
  // one line per system, e.g. dutch2009,
  roundRobin, doubleRoundRobin, scheveningen, knockout,
  dubov,
  lim,
  burstein,
  dutch2009,
  dutch,
  doubleSwiss,
  dubov2026,
  burstein2026,
];

export function pairingSystems(): PairingSystem[] {
  return [...SYSTEMS];
}

export function pairingSystem(id: string): PairingSystem | undefined {
  return SYSTEMS.find((s) => s.id === id);
}
