/**
 * Lim at scale (issue 36): N events of 40 to 500 players (200 by default), 7 rounds each, played as
 * `hakem generate --system lim --players N --rounds 7 --seed S --draws 0.12 --forfeits 0.02 --byes 0.02 --retired 0.008`
 * plays them (engine/random `playTournament`, the generator's engine function), every round paired by Lim.
 * Prints, per event, its players, the rounds paired, the slowest round's CPU time and the event's; at the end the
 * tally: rounds paired, rounds refused with their reason (no legal pairing: which rule), rounds where the search gave
 * up on its work budget (a failure of the search, counted apart: the case was 57 players, seed 5026, round 2),
 * and the total time. Exit 1 when the search gave up anywhere.
 *
 *   npm run bench -- lim-scale
 *   npx tsx bench/lim-scale.bench.ts [events] [first-seed]     e.g. npx tsx bench/lim-scale.bench.ts 20
 *
 * The hard events met so far (sizes and seeds as this bench makes them) are kept as regression cases in
 * test/lim/scale.test.ts, at a modest size.
 */
import { cpuUsage } from 'node:process';
import { lim } from '../engine/pairing/lim/index';
import { playTournament } from '../engine/random/index';
import type { PairingSystem } from '../engine/pairing/types';

const EVENTS = Number(process.argv[2] ?? 200);
const FIRST_SEED = Number(process.argv[3] ?? 5026);
const ROUNDS = 7;

const cpuSeconds = (f: () => void): number => {
  const c0 = cpuUsage();
  f();
  const c = cpuUsage(c0);
  return (c.user + c.system) / 1e6;
};

/** The event's size: spread evenly over 40..500 by a stride, the 57 players first. */
const playersOf = (k: number, events: number): number => (k === 0 ? 57 : 40 + Math.round(((k * 37) % events) * (460 / Math.max(1, events - 1))));

const wall0 = Date.now();
let rounds = 0;
const refused: string[] = [];
const gaveUp: string[] = [];
let worst = { seconds: 0, label: '' };
const perEvent: number[] = [];
for (let k = 0; k < EVENTS; k++) {
  const seed = FIRST_SEED + k;
  const players = playersOf(k, EVENTS);
  let slowest = 0;
  let slowestRound = 0;
  const timed: PairingSystem = {
    ...lim,
    pair: (t, o) => {
      let out!: ReturnType<PairingSystem['pair']>;
      const s = cpuSeconds(() => { out = lim.pair(t, o); });
      if (s > slowest) { slowest = s; slowestRound = Number(o?.round); }
      return out;
    },
  };
  let paired = 0;
  const total = cpuSeconds(() => {
    const r = playTournament(timed, seed, { players, rounds: ROUNDS, drawRate: 0.12, forfeitRate: 0.02, halfPointByeRate: 0.02, withdrawalRate: 0.008 });
    paired = r.rounds.filter((x) => x.outcome.ok).length;
    rounds += paired;
    if (r.stopped) {
      const failed = r.rounds.find((x) => x.round === r.stopped!.round)?.outcome;
      const line = `seed ${seed}, ${players} players, round ${r.stopped.round}: ${r.stopped.reason}`;
      if (failed && !failed.ok && failed.searchStopped) gaveUp.push(line);
      else refused.push(line);
      console.log(`  not paired: ${line}`);
    }
  });
  perEvent.push(total);
  if (slowest > worst.seconds) worst = { seconds: slowest, label: `seed ${seed}, ${players} players, round ${slowestRound}` };
  console.log(`lim ${players} players seed ${seed}: ${paired}/${ROUNDS} rounds paired, slowest round ${slowest.toFixed(2)} s (round ${slowestRound}), event ${total.toFixed(2)} s CPU`);
}
perEvent.sort((a, b) => a - b);
console.log(`lim-scale: ${EVENTS} events, ${rounds} rounds paired; refused (no legal pairing): ${refused.length}; search gave up (work budget): ${gaveUp.length}`);
for (const line of refused) console.log(`  refused: ${line}`);
for (const line of gaveUp) console.log(`  gave up: ${line}`);
console.log(`lim-scale: event CPU median ${perEvent[Math.floor(perEvent.length / 2)].toFixed(2)} s, max ${perEvent[perEvent.length - 1].toFixed(2)} s; slowest round ${worst.seconds.toFixed(2)} s (${worst.label}); total ${perEvent.reduce((a, b) => a + b, 0).toFixed(1)} s CPU, ${((Date.now() - wall0) / 1000).toFixed(1)} s wall`);
if (gaveUp.length > 0) process.exitCode = 1;
