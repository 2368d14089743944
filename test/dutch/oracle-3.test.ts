/**
 * The 2025 Dutch oracle, part 3 of 4 (cases split by seed so the parts run in parallel):
 * every board of bbpPairings' next round, colours and board order included.
 */
import { describe, expect, it } from 'vitest';
import { expectedPairs, hakemPairs, oracleCases } from './oracle-cases';

const cases = oracleCases().filter((_, i) => i % 4 === 3 - 1);

describe('FIDE Dutch 2025 against bbpPairings (oracle part 3)', () => {
  it.each(cases)('%s', (name) => {
    expect(hakemPairs(name)).toEqual(expectedPairs(name));
  });
});
