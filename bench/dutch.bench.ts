/**
 * Benchmark: the 2025 Dutch system (engine/pairing/dutch) pairing one round of seeded random
 * tournaments of 100, 500, 1,000 and 2,000 players, at rounds 2, 6 and 11 (of 11).
 *
 *   npx tsx bench/dutch.bench.ts [sizes] [rounds] [budget-seconds]
 *   e.g. npx tsx bench/dutch.bench.ts 100,500 2,6 120
 *
 * The rounds before the measured one are made with the shared generator (engine/random: results by
 * rating, draws, forfeits, half-point byes, absences, withdrawals), paired by a quick greedy Swiss
 * defined here, so that only the measured round costs Dutch time. Each measurement runs in its own
 * process with a time budget; a measurement over budget is reported as such, not guessed.
 * Prints the time and the heap growth of the measured round. At 500, 1,000 and 2,000 players it also prints the
 * whole-process wall time of the same round as a user runs it, `hakem pair --system dutch FILE.trf` (bin/hakem.js:
 * the bundle after `npm run build`, else the sources through tsx), so the start-up share is visible
 * (HAKEM_BENCH_IN_PROCESS_ONLY=1 leaves it out).
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { writeTrf } from '../engine/trf/write';
import { dutch } from '../engine/pairing/dutch/index';
import { playTournament } from '../engine/random/index';
import { opponents, playerRounds, scoreAfter, availableFor } from '../engine/model/history';
import type { PairingSystem } from '../engine/pairing/types';
import type { Tournament } from '../engine/model/types';

/** A quick Swiss for the history: by score, each player meets the next one it has not met. */
const quickSwiss: PairingSystem = {
  id: 'quick',
  name: { en: 'quick greedy Swiss (bench only)', tr: 'hızlı açgözlü İsviçre (yalnızca ölçüm)' },
  pair(t: Tournament, o) {
    const round = Number(o?.round);
    const prs = playerRounds(t);
    const avail = availableFor(t, round)
      .map((p) => ({ no: p.no, score: scoreAfter(prs.get(p.no) ?? [], round - 1), met: opponents(prs.get(p.no) ?? [], true) }))
      .sort((a, b) => b.score - a.score || a.no - b.no);
    const used = new Set<number>();
    const boards: Array<{ white: number; black: number }> = [];
    const byes: number[] = [];
    for (let i = 0; i < avail.length; i++) {
      const p = avail[i];
      if (used.has(p.no)) continue;
      const q = avail.slice(i + 1).find((x) => !used.has(x.no) && !p.met.has(x.no)) ?? avail.slice(i + 1).find((x) => !used.has(x.no));
      used.add(p.no);
      if (!q) {
        byes.push(p.no);
        continue;
      }
      used.add(q.no);
      boards.push(boards.length % 2 ? { white: q.no, black: p.no } : { white: p.no, black: q.no });
    }
    return { ok: true, pairing: { round, boards, byes }, explanation: { system: 'quick', round, sections: [] } };
  },
};

function measure(players: number, round: number): void {
  const seed = 1000 + players + round;
  const played = playTournament(quickSwiss, seed, { players, rounds: round - 1, lateEntries: 0 });
  const t = { ...played.tournament, totalRounds: 11 };
  const gc = (globalThis as { gc?: () => void }).gc;
  gc?.();
  const heapBefore = process.memoryUsage().heapUsed;
  const start = performance.now();
  const out = dutch.pair(t, { round, totalRounds: 11 });
  const ms = performance.now() - start;
  const heapMb = (process.memoryUsage().heapUsed - heapBefore) / 2 ** 20;
  const rss = process.memoryUsage().rss / 2 ** 20;
  const what = out.ok ? `${out.pairing.boards.length} boards` : `no pairing (${out.reason.en})`;
  const whole = WHOLE_PROCESS_SIZES.includes(players) && !process.env.HAKEM_BENCH_IN_PROCESS_ONLY ? `; hakem pair ${(wholeProcessMs(t, round) / 1000).toFixed(2)} s whole process` : '';
  console.log(`${String(players).padStart(5)} players, round ${String(round).padStart(2)}: ${(ms / 1000).toFixed(2).padStart(8)} s, heap +${heapMb.toFixed(1)} MB, rss ${rss.toFixed(0)} MB (${what})${whole}`);
}

const WHOLE_PROCESS_SIZES = [500, 1000, 2000];

/** Wall time of `hakem pair --system dutch` on the tournament written as a TRF file (the next round is `round`). */
function wholeProcessMs(t: Tournament, round: number): number {
  const dir = mkdtempSync(join(tmpdir(), 'hakem-bench-'));
  try {
    const file = join(dir, `dutch-${t.players.length}-r${round}.trf`);
    writeFileSync(file, writeTrf(t));
    const start = performance.now();
    const r = spawnSync(process.execPath, [join(__dirname, '..', 'bin', 'hakem.js'), 'pair', '--system', 'dutch', file], { encoding: 'utf8' });
    const ms = performance.now() - start;
    if (r.status !== 0 && r.status !== 3) throw new Error(`hakem pair: exit ${r.status}: ${r.stderr}`);
    const lines = r.stdout.trim().split('\n');
    if (r.status === 0 && Number(lines[0]) !== lines.length - 1) throw new Error(`hakem pair: unexpected output ${lines[0]}`);
    return ms;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const child = process.argv[2] === '--one';
if (child) {
  measure(Number(process.argv[3]), Number(process.argv[4]));
} else {
  const sizes = (process.argv[2] ?? '100,500,1000,2000').split(',').map(Number);
  const rounds = (process.argv[3] ?? '2,6,11').split(',').map(Number);
  const budget = Number(process.argv[4] ?? 300);
  console.log(`Dutch 2025, one round per line (budget ${budget} s each)`);
  for (const n of sizes) {
    for (const r of rounds) {
      const res = spawnSync(process.execPath, [...process.execArgv, '--expose-gc', __filename, '--one', String(n), String(r)], { encoding: 'utf8', timeout: budget * 1000 });
      if (res.error || res.status !== 0) {
        console.log(`${String(n).padStart(5)} players, round ${String(r).padStart(2)}: over the ${budget} s budget or failed${res.stderr ? `: ${res.stderr.trim().split('\n').pop()}` : ''}`);
      } else process.stdout.write(res.stdout);
    }
  }
}
