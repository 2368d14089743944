/**
 * The oracle corpus (test/oracle/dutch-2025, copied from ../shared/oracle): 861 tournaments paired
 * by bbpPairings under the 2025 Dutch rules. Each case: the TRF so far and the next round as the
 * endorsed engine paired it (boards in order, white first, `N 0` for the PAB).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { readTrf } from '../../engine/trf/read';
import { pairDutch } from '../../engine/pairing/dutch/index';

export const ORACLE_DIR = join(__dirname, '..', 'oracle', 'dutch-2025');

export function oracleCases(): string[] {
  return readdirSync(ORACLE_DIR)
    .filter((f) => f.endsWith('.trf'))
    .map((f) => f.slice(0, -4))
    .sort();
}

/** The expected lines ("white black", "N 0"), as the .pairs file gives them after the count. */
export function expectedPairs(name: string): string[] {
  const lines = readFileSync(join(ORACLE_DIR, `${name}.pairs`), 'utf8').trim().split(/\r?\n/);
  const count = Number(lines[0]);
  const boards = lines.slice(1).map((l) => l.trim().split(/\s+/).join(' '));
  if (boards.length !== count) throw new Error(`${name}.pairs: ${count} announced, ${boards.length} given`);
  return boards;
}

/** Hakem's pairing in the same notation. */
export function hakemPairs(name: string): string[] {
  const t = readTrf(readFileSync(join(ORACLE_DIR, `${name}.trf`), 'utf8'), `${name}.trf`);
  const out = pairDutch(t);
  if (!out.ok) return [`no pairing: ${out.reason.en}`];
  return [...out.pairing.boards.map((b) => `${b.white} ${b.black}`), ...out.pairing.byes.map((b) => `${b} 0`)];
}
