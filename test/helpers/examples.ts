/** Loads the documents' worked examples (test/fixtures/*-example.json) into the model. */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pairingExample } from '../../templates/workbook/examples';
import type { Tournament } from '../../engine/model/types';

export const FIXTURES = join(__dirname, '..', 'fixtures');

export function readFixture<T = any>(name: string): T {
  return JSON.parse(readFileSync(join(FIXTURES, name), 'utf8')) as T;
}

/** The example's tournament with its first `rounds` rounds (all by default, the published next round included). */
export function loadExample(name: 'dutch' | 'lim' | 'dubov', rounds?: number): Tournament {
  return pairingExample(name, rounds);
}
