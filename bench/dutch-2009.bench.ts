/**
 * Benchmark: dutch-2009 on a 300-player, 9-round random event (engine/random), seeded.
 * Run with `npx tsx bench/dutch-2009.bench.ts [players] [rounds] [seed]`; prints the time of each
 * round's pairing and the mean and worst per round.
 */
import { performance } from 'node:perf_hooks';
import { dutch2009 } from '../engine/pairing/dutch-2009/index';
import { playTournament } from '../engine/random/index';
import type { PairingSystem } from '../engine/pairing/types';

const players = Number(process.argv[2] ?? 300);
const rounds = Number(process.argv[3] ?? 9);
const seed = Number(process.argv[4] ?? 2009);

const times: number[] = [];
const cpu: number[] = [];
const timed: PairingSystem = {
  ...dutch2009,
  pair(t, o) {
    const start = performance.now();
    const c0 = process.cpuUsage();
    const out = dutch2009.pair(t, o);
    const c = process.cpuUsage(c0);
    times.push(performance.now() - start);
    cpu.push((c.user + c.system) / 1000);
    return out;
  },
};

const res = playTournament(timed, seed, { players, rounds, lateEntries: 5 });
times.forEach((ms, i) => console.log(`round ${i + 1}: ${ms.toFixed(1)} ms (cpu ${cpu[i].toFixed(1)} ms)`));
const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
console.log(`dutch-2009, ${players} players, ${rounds} rounds (seed ${seed}): mean ${mean(times).toFixed(1)} ms per round (cpu ${mean(cpu).toFixed(1)} ms), worst ${Math.max(...times).toFixed(1)} ms${res.stopped ? `; stopped in round ${res.stopped.round}: ${res.stopped.reason}` : ''}`);
