/**
 * Issue 26, item 7: a seeded mutation fuzzer over the oracle files of every system (test/helpers/trfFuzz.ts), a few
 * hundred damaged files a run: exit codes 0-3, no stack trace, a line named in every refusal, and no file accepted
 * with a player or team of the original missing (bench/trf-fuzz.bench.ts runs ten thousand).
 */
import { describe, expect, it } from 'vitest';
import { fuzzCase, originals, runCase, type Outcome } from '../helpers/trfFuzz';

const SEED = 2026;
const CASES = 300;

describe('TRF fuzz: damaged copies of the oracle files', () => {
  it(`${CASES} files (seed ${SEED}): refused with a line, or read with every player and team`, async () => {
    const all = originals();
    expect(new Set(all.map((o) => o.system))).toEqual(new Set(['dutch', 'double-swiss', 'team-swiss']));
    const counts: Partial<Record<Outcome, number>> = {};
    const bad: string[] = [];
    for (let i = 0; i < CASES; i++) {
      const c = fuzzCase(all, SEED, i);
      // pairing every accepted file would take minutes: one in four is paired (no crash, exit 0-3)
      const r = await runCase(c, i % 4 === 0);
      counts[r.outcome] = (counts[r.outcome] ?? 0) + 1;
      if (!['accepted', 'refused', 'unstated'].includes(r.outcome)) bad.push(`case ${i} (${c.original.name}; ${c.mutations.join(', ')}): ${r.outcome}: ${r.detail}`);
    }
    expect(bad).toEqual([]);
    // the mutations do reach the reader: most files are refused, some read
    expect(counts.refused ?? 0).toBeGreaterThan(CASES / 3);
    expect(counts.accepted ?? 0).toBeGreaterThan(CASES / 10);
  });
});
