import { describe, expect, it } from 'vitest';
import { checkRounds } from './perturb';

describe('Lim: random rounds', () => {
  it('seed 1', () => {
    const r = checkRounds("lim", 300, Number(process.env.S ?? 1));
    console.log(r.rounds, r.marks, [...r.rules].sort(), r.disagreements.slice(0, 10), r.disagreements.length);
    expect(r.disagreements).toEqual([]);
  });
});
