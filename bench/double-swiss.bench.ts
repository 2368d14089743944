/**
 * Double-Swiss (C.04.5): a 200-player, 9-match event generated and paired match-round by match-round; prints the time
 * of each round's pairing (the target: under a second each). Noisy on a shared machine.
 */
import { pairDoubleSwiss } from '../engine/pairing/double-swiss/index';
import { generateDoubleSwiss } from '../engine/pairing/double-swiss/generate';
import type { Tournament } from '../engine/model/types';

for (const [players, matches, seed] of [[60, 7, 7], [200, 9, 11]] as const) {
  const g = generateDoubleSwiss(seed, { players, matches });
  if (!g.ok) throw new Error(`generation failed: ${g.reason}`);
  const full = g.tournament;
  const times: number[] = [];
  for (let k = 1; k <= matches; k++) {
    const t: Tournament = { ...full, rounds: full.rounds.filter((r) => r.number < 2 * k - 1) };
    const t0 = performance.now();
    const out = pairDoubleSwiss(t);
    times.push(performance.now() - t0);
    if (!out.ok) throw new Error(`match ${k}: ${out.reason.en}`);
  }
  console.log(`double-swiss ${players} players, ${matches} matches: per round ms ${times.map((x) => x.toFixed(0)).join(' ')}; max ${Math.max(...times).toFixed(0)} ms`);
}
