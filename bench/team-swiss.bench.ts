/**
 * Swiss Team (C.04.6): generated events of 40, 100 and 200 teams paired round by round; prints each round's pairing
 * time. The procedure decides one member at a time with matchings (no enumeration), so it grows polynomially.
 * Noisy on a shared machine.
 */
import { generateTeamSwiss } from '../engine/pairing/team-swiss/generate';
import { pairTeamEvent } from '../engine/pairing/team-swiss/index';

for (const [teams, rounds, seed] of [[40, 9, 5], [100, 9, 6], [200, 11, 7]] as const) {
  const g = generateTeamSwiss(seed, { teams, rounds });
  if (!g.ok) throw new Error(`generation failed: ${g.reason}`);
  const times: number[] = [];
  for (let k = 1; k <= rounds; k++) {
    const e = { ...g.event, rounds: g.event.rounds.filter((r) => r.number < k).concat(g.event.rounds.filter((r) => r.number === k).map((r) => ({ number: k, matches: [], unpaired: r.unpaired.filter((u) => u.code !== 'U').map((u) => ({ ...u, announced: true as const })) }))) };
    const t0 = performance.now();
    const out = pairTeamEvent(e);
    times.push(performance.now() - t0);
    if (!out.ok) throw new Error(`round ${k}: ${out.reason.en}`);
  }
  console.log(`team-swiss ${teams} teams, ${rounds} rounds: per round ms ${times.map((x) => x.toFixed(0)).join(' ')}; max ${Math.max(...times).toFixed(0)} ms`);
}
