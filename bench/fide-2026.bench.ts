/**
 * The FIDE Dubov (C.04.4.1) and Burstein (C.04.4.2) editions in force: random events of 100 and 300 players over
 * 9 rounds (late entries, byes, forfeits, withdrawals), paired round by round; prints each round's pairing time.
 * Noisy on a shared machine.
 */
import { playTournament } from '../engine/random/index';
import { dubov2026 } from '../engine/pairing/dubov-2026/index';
import { burstein2026 } from '../engine/pairing/burstein-2026/index';
import type { PairingSystem } from '../engine/pairing/types';

for (const system of [dubov2026, burstein2026]) {
  for (const [players, seed] of [[100, 3], [300, 5]] as const) {
    const times: number[] = [];
    const timed: PairingSystem = { ...system, pair: (t, o) => { const t0 = performance.now(); const out = system.pair(t, o); times.push(performance.now() - t0); return out; } };
    const res = playTournament(timed, seed, { players, rounds: 9, lateEntries: 3, forfeitRate: 0.03, halfPointByeRate: 0.03, withdrawalRate: 0.01 });
    if (res.stopped) throw new Error(`${system.id} ${players}: round ${res.stopped.round}: ${res.stopped.reason}`);
    console.log(`${system.id} ${players} players, 9 rounds: per round ms ${times.map((x) => x.toFixed(0)).join(' ')}; max ${Math.max(...times).toFixed(0)} ms`);
  }
}
