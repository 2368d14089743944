/**
 * Lim at scale (issue 36): 200 events of 40 to 500 players, 7 rounds each, played as
 * `hakem generate --system lim --players N --rounds 7 --seed S --draws 0.12 --forfeits 0.02 --byes 0.02 --retired 0.008`
 * plays them (engine/random `playTournament`), every round paired by Lim. Prints, per event, the slowest round's
 * CPU time, and at the end how many rounds were paired, how many stopped and why. A stop is acceptable only when it
 * says there is no legal pairing (Lim 3.1 / 2.2); a stop on the work budget is a failure of the search and is
 * counted apart (the case: 57 players, seed 5026, round 2).
 *
 *   npm run bench -- lim-scale
 *   npx tsx bench/lim-scale.bench.ts [events] [first-seed]     e.g. npx tsx bench/lim-scale.bench.ts 20
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

let rounds = 0;
let budgetStops = 0;
let genuineStops = 0;
let worst = { seconds: 0, label: '' };
const perEvent: number[] = [];
for (let k = 0; k < EVENTS; k++) {
  const seed = FIRST_SEED + k;
  // sizes spread evenly over 40..500, the 57 first
  const players = k === 0 ? 57 : 40 + Math.round(((k * 37) % EVENTS) * (460 / Math.max(1, EVENTS - 1)));
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
  const total = cpuSeconds(() => {
    const r = playTournament(timed, seed, { players, rounds: ROUNDS, drawRate: 0.12, forfeitRate: 0.02, halfPointByeRate: 0.02, withdrawalRate: 0.008 });
    rounds += r.rounds.filter((x) => x.outcome.ok).length;
    if (r.stopped) {
      if (/work budget/.test(r.stopped.reason)) budgetStops++;
      else genuineStops++;
      console.log(`  seed ${seed}, ${players} players: round ${r.stopped.round} not paired: ${r.stopped.reason}`);
    }
  });
  perEvent.push(total);
  if (slowest > worst.seconds) worst = { seconds: slowest, label: `seed ${seed}, ${players} players, round ${slowestRound}` };
  console.log(`lim ${players} players seed ${seed}: ${ROUNDS} rounds in ${total.toFixed(2)} s CPU, slowest round ${slowest.toFixed(2)} s (round ${slowestRound})`);
}
perEvent.sort((a, b) => a - b);
console.log(`lim-scale: ${EVENTS} events, ${rounds} rounds paired; stopped with no legal pairing: ${genuineStops}; stopped on the work budget: ${budgetStops}`);
console.log(`lim-scale: event CPU median ${perEvent[Math.floor(perEvent.length / 2)].toFixed(2)} s, max ${perEvent[perEvent.length - 1].toFixed(2)} s; slowest round ${worst.seconds.toFixed(2)} s (${worst.label})`);
if (budgetStops > 0) process.exitCode = 1;
