/**
 * The random-round check of the marking tests (vitest's expect: tests only; bench/marking.bench.ts uses perturb.ts).
 */
import { expect } from 'vitest';
import { pairingSystem } from '../../engine/pairing/registry';
import { markPairing } from '../../engine/marking/index';
import { perturbations, roundsFor } from './perturb';

/**
 * Marks `count` random rounds of a system and their perturbations, asserting no false mark either way; returns the
 * rules the verdicts named and the marker's disagreements with the system (a perturbation the criteria find better
 * than the system's pairing: a marker or an engine wrong).
 */
export function checkRounds(id: string, count: number, seed0 = 1): { rounds: number; marks: number; rules: Set<string>; disagreements: string[] } {
  const system = pairingSystem(id)!;
  const rules = new Set<string>();
  let marks = 0;
  const disagreements: string[] = [];
  const cases = roundsFor(system, count, seed0);
  for (const c of cases) {
    const m = markPairing(c.t, { boards: c.correct.boards, byes: c.correct.byes }, id, { round: c.round });
    expect(m.right, `${id} seed ${c.seed} round ${c.round}: the system's pairing marked wrong: ${m.verdict?.text.en ?? m.colours[0]?.text.en ?? m.boardOrder[0]?.text.en}`).toBe(true);
    for (const { kind, proposal } of perturbations(c.correct, c.seed)) {
      const w = markPairing(c.t, proposal, id, { round: c.round });
      marks++;
      const where = `${id} seed ${c.seed} round ${c.round} (${kind})`;
      for (const n of w.notes) if (/the marker finds your pairing better/.test(n.text.en)) disagreements.push(`${where}: ${n.text.en}`);
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
  return { rounds: cases.length, marks, rules, disagreements };
}


/**
 * The acceptance run of a criterion marker: `count` random rounds from `seed0`, every perturbation marked wrong,
 * none found better than the system's pairing, and the verdicts reaching `rules` (`criterion …`, `procedural …`).
 */
export function expectRandomRounds(id: string, seed0: number, rules: string[], count = 300): ReturnType<typeof checkRounds> {
  const r = checkRounds(id, count, seed0);
  expect(r.rounds).toBe(count);
  expect(r.disagreements).toEqual([]);
  for (const rule of rules) expect([...r.rules]).toContain(rule);
  return r;
}
