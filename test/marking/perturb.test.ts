/**
 * Random rounds per Swiss system (engine/random, and the generators of double-swiss and team-swiss): the system's
 * pairing is marked right; every perturbation of it (two boards swap opponents, a board's colours swapped, the bye
 * given to someone else) is marked wrong, with a named rule: the verdict on the pairs, or a colour rule. The
 * assertion is about the marker's verdicts, not about the pairing. bench/marking.bench.ts runs 1,000 rounds per system.
 */
import { describe, expect, it } from 'vitest';
import { pairingSystem } from '../../engine/pairing/registry';
import { markPairing } from '../../engine/marking/index';
import { MARKED_SYSTEMS } from '../../engine/marking/citations';
import { perturbations, roundsFor } from './perturb';

export function checkRounds(id: string, count: number, seed0 = 1): { rounds: number; marks: number; rules: Set<string> } {
  const system = pairingSystem(id)!;
  const rules = new Set<string>();
  let marks = 0;
  const cases = roundsFor(system, count, seed0);
  for (const c of cases) {
    const m = markPairing(c.t, { boards: c.correct.boards, byes: c.correct.byes }, id, { round: c.round });
    expect(m.right, `${id} seed ${c.seed} round ${c.round}: the system's pairing marked wrong: ${m.verdict?.text.en ?? m.colours[0]?.text.en ?? m.boardOrder[0]?.text.en}`).toBe(true);
    for (const { kind, proposal } of perturbations(c.correct, c.seed)) {
      const w = markPairing(c.t, proposal, id, { round: c.round });
      marks++;
      const where = `${id} seed ${c.seed} round ${c.round} (${kind})`;
      expect(w.right, `${where}: marked right`).toBe(false);
      if (kind === 'swap-colours') {
        expect(w.pairsRight, where).toBe(true);
        expect(w.colours.length, `${where}: no colour rule named`).toBeGreaterThan(0);
        expect(w.colours[0].rule, where).toMatch(/\S/);
        rules.add(`colours ${w.colours[0].rule}`);
      } else {
        expect(w.pairsRight, where).toBe(false);
        expect(w.verdict, `${where}: no verdict`).toBeDefined();
        expect(w.verdict!.rule, where).toMatch(/\S/);
        expect(w.verdict!.text.en.length && w.verdict!.text.tr.length, where).toBeTruthy();
        rules.add(`${w.verdict!.kind} ${w.verdict!.rule}`);
      }
    }
  }
  return { rounds: cases.length, marks, rules };
}

describe('marking random rounds and their perturbations: no false marks either way', () => {
  for (const id of MARKED_SYSTEMS) {
    it(`${id}: 60 rounds`, () => {
      const r = checkRounds(id, 60);
      expect(r.rounds).toBe(60);
      expect(r.marks).toBeGreaterThan(100);
    });
  }
  it('dutch: the verdicts reach the quality criteria and the procedure, not only the absolute criteria', () => {
    const r = checkRounds('dutch', 150, 500);
    for (const rule of ['absolute C.04.3 C.1', 'criterion C.04.3 C.5', 'criterion C.04.3 C.6', 'procedural C.04.3 4.3.2', 'procedural C.04.3 4.3.3']) expect([...r.rules]).toContain(rule);
  });
});
