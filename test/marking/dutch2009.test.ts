import { describe, expect, it } from 'vitest';
import { checkRounds } from './perturb';

describe('dutch-2009 marker: random rounds', () => {
  it.each([1, 501])('seed %i: no disagreement, every perturbation named', (seed) => {
    const r = checkRounds('dutch-2009', 300, seed);
    console.log(seed, r.rounds, r.marks, [...r.rules].sort().join(' | '), r.disagreements.length);
    for (const d of r.disagreements.slice(0, 10)) console.log(d);
    expect(r.disagreements).toEqual([]);
    expect([...r.rules].some((x) => x.startsWith('criterion Dutch 1992-2009'))).toBe(true);
  }, 1_200_000);
});
