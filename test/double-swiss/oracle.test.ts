/**
 * The 1,024 reference cases of test/oracle/double-swiss-c045 (copied from the shared oracle; see its README):
 * pairs as sets, colours exact (White = White in game 1), the PAB.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readTrf } from '../../engine/trf/read';
import { pairDoubleSwiss } from '../../engine/pairing/double-swiss/index';

const dir = join(__dirname, '../oracle/double-swiss-c045');
const cases = readFileSync(join(dir, 'expected.jsonl'), 'utf8').trim().split('\n').map((l) => JSON.parse(l) as { trf: string; match: number; bye: number | null; pairs: Array<[number, number]> });

/** Cases the text decides otherwise than the reference (README, "Double-Swiss"): none so far. */
const DIFFERS: Record<string, string> = {};

describe('Double-Swiss C.04.5 against the reference corpus', () => {
  for (const c of cases) {
    it.skipIf(c.trf in DIFFERS)(c.trf, () => {
      const t = readTrf(readFileSync(join(dir, c.trf), 'utf8'), c.trf);
      const out = pairDoubleSwiss(t);
      expect(out.ok).toBe(true);
      if (!out.ok) return;
      expect(out.pairing.round).toBe(c.match);
      expect(out.pairing.byes).toEqual(c.bye === null ? [] : [c.bye]);
      const got = out.pairing.boards.map((b) => `${b.white}-${b.black}`).sort();
      expect(got).toEqual(c.pairs.map(([w, b]) => `${w}-${b}`).sort());
    });
  }
});
