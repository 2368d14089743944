/**
 * The random-round check of the marking tests (vitest's expect: tests only; bench/marking.bench.ts uses perturb.ts).
 *
 * What these runs show, and what they do not: each round's "right" pairing is the system's own engine's, and the
 * marker judges with that engine's rule code. So they show that the marker agrees with the engine (the engine's
 * pairing marked right, every perturbation wrong with a named rule, none found better), not that either is right by
 * the rules: a colour rule broken in the engine once passed them. That the pairings are right is shown elsewhere:
 * by the hand-worked cases of each marker's tests and by the independent references (bbpPairings' dutch-2025
 * rounds in marking.test.ts, FIDE's reference rounds of C.04.5/C.04.6 in doubleSwiss/teamSwiss.test.ts).
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
    expect(m.right && m.boardOrderRight, `${id} seed ${c.seed} round ${c.round}: the system's pairing marked wrong: ${m.verdict?.text.en ?? m.colours[0]?.text.en ?? m.boardOrder[0]?.text.en}`).toBe(true);
    for (const { kind, proposal } of perturbations(c.correct, c.seed)) {
      const w = markPairing(c.t, proposal, id, { round: c.round });
      marks++;
      const where = `${id} seed ${c.seed} round ${c.round} (${kind})`;
      for (const n of w.notes) if (/the marker finds your pairing better/.test(n.text.en)) disagreements.push(`${where}: ${n.text.en}`);
      if (kind === 'swap-boards') {
        // the same pairs and colours on other boards: right; the board order wrong only where the text gives one
        expect(w.right, `${where}: marked wrong`).toBe(true);
        expect(w.boardOrderRight, where).toBe(w.boardOrderRule === undefined);
        if (w.boardOrderRule) rules.add(`board order ${w.boardOrder[0].rule}`);
        continue;
      }
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
