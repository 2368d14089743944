/**
 * Scale benchmark (issue 29): the 2025 Dutch system on fields of 1,000, 2,001, 5,000 and 9,999 players, round 1
 * and later rounds of 9, with the time and the peak memory of each round, and the issue's own slow case (a
 * 4,000-player event of `hakem generate --seed 2`, round 9).
 *
 *   npm run bench -- dutch-scale
 *   npx tsx bench/dutch-scale.bench.ts [sizes] [rounds] [budget-seconds]
 *   e.g. npx tsx bench/dutch-scale.bench.ts 1000,2001 1,9 120
 *
 * Each event is played as `hakem generate --system dutch --players N --rounds 9 --seed S` plays it
 * (engine/random `playTournament` with its default rates: draws, forfeits, double forfeits, half-point byes,
 * absences, withdrawals), every round paired by the Dutch system itself; the state before each measured round
 * is written as a TRF file. Each measured round then runs in a fresh process (`node --max-old-space-size=4096`),
 * which reads the file, pairs the round once and reports the pairing's time (wall clock and CPU) and the process's peak resident
 * memory (`process.resourceUsage().maxRSS`, the TRF and the engine's code included; the figure before the
 * pairing is printed too). A case over the budget is reported as such.
 *
 * Identity: the pairing must be the one the event got when it was played (the same engine from the file, a
 * check of the file's round trip), and, where a reference can be had within the budget, the reference's:
 *  - Hakem's `exactOnly` path (every bracket by weighted matchings, the method the oracle corpus checks against
 *    bbpPairings), run in its own process with the same budget: at these sizes it finishes only where every
 *    bracket is small, so it is tried only when no bracket has more than 400 players
 *    (HAKEM_SCALE_EXACT_MAX_BRACKET); over its budget (60 s, or HAKEM_SCALE_EXACT_BUDGET) it is reported as not
 *    compared, never guessed;
 *  - bbpPairings (`HAKEM_BBP=/path/to/bbpPairings`, not shipped), at 2,001 players and fewer (it takes minutes
 *    per round at 2,000).
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { createHash } from 'node:crypto';
import { dutch } from '../engine/pairing/dutch/index';
import { playTournament } from '../engine/random/index';
import { readTrf } from '../engine/trf/read';
import { writeTrf } from '../engine/trf/write';
import type { PairingOutcome, PairingSystem } from '../engine/pairing/types';

const ROUNDS = 9;
/** exactOnly is tried only when no bracket is larger (a 1,000-player round 1, one bracket, did not finish in 5 minutes). */
const EXACT_MAX_BRACKET = Number(process.env.HAKEM_SCALE_EXACT_MAX_BRACKET ?? 400);
const mb = (kb: number) => kb / 1024;
const digest = (o: PairingOutcome): string =>
  o.ok
    ? createHash('sha1')
        .update([...o.pairing.boards.map((b) => `${b.white}-${b.black}`), ...o.pairing.byes.map((b) => `${b}-0`)].join(' '))
        .digest('hex')
        .slice(0, 12)
    : `none: ${o.reason.en}`;

const [mode, ...rest] = process.argv.slice(2);
if (mode === '--prepare') prepare(rest);
else if (mode === '--pair') pairOne(rest);
else main();

/** Child: plays the event round after round with the Dutch system, writing the state before each wanted round. */
function prepare([players, seed, rounds, dir]: string[]): void {
  const wanted = new Set(rounds.split(',').map(Number));
  const last = Math.max(...wanted);
  const played: Record<number, string> = {};
  const recording: PairingSystem = {
    ...dutch,
    pair(t, o) {
      const out = dutch.pair(t, o);
      const r = Number(o?.round);
      if (wanted.has(r)) {
        writeFileSync(join(dir, `r${r}.trf`), writeTrf(t));
        played[r] = digest(out);
      }
      return out;
    },
  };
  const start = performance.now();
  const res = playTournament(recording, Number(seed), { players: Number(players), rounds: last });
  writeFileSync(join(dir, 'played.json'), JSON.stringify({ played, stopped: res.stopped ?? null, seconds: (performance.now() - start) / 1000 }));
}

/** Child: pairs one round from a file and prints what it cost. */
function pairOne([file, round, option]: string[]): void {
  const t = readTrf(readFileSync(file, 'utf8'));
  const before = process.resourceUsage().maxRSS;
  const start = performance.now();
  const cpu = process.cpuUsage();
  const out = dutch.pair(t, { round: Number(round), ...(option ? { [option]: true } : {}) });
  const seconds = (performance.now() - start) / 1000;
  const used = process.cpuUsage(cpu);
  const cpuSeconds = (used.user + used.system) / 1e6;
  const boards = out.ok ? out.pairing.boards.length : 0;
  const maxBracket = Math.max(0, ...out.explanation.sections.map((x) => x.group?.players.length ?? 0));
  process.stdout.write(JSON.stringify({ seconds, cpuSeconds, maxRssKb: process.resourceUsage().maxRSS, beforeKb: before, digest: digest(out), boards, maxBracket }) + '\n');
}

interface Measured {
  seconds: number;
  cpuSeconds: number;
  maxRssKb: number;
  beforeKb: number;
  digest: string;
  boards: number;
  /** Players of the largest bracket. */
  maxBracket: number;
}

function child(args: string[], budget: number): { ok: true; value: Measured } | { ok: false; why: string } {
  const r = spawnSync(process.execPath, ['--max-old-space-size=4096', '--import', 'tsx', __filename, ...args], { encoding: 'utf8', timeout: budget * 1000, maxBuffer: 1 << 24 });
  if (r.error || r.status !== 0) return { ok: false, why: r.signal === 'SIGTERM' ? `over the ${budget} s budget` : `failed (${r.signal ?? r.status}): ${(r.stderr ?? '').trim().split('\n').slice(-1)[0] ?? ''}` };
  return { ok: true, value: JSON.parse(r.stdout.trim().split('\n').pop()!) };
}

/** bbpPairings' pairing of a file, as the digest above (its output: the number of pairs, then `white black`, a bye `N 0`). */
function bbp(file: string, budget: number): string | null {
  const exe = process.env.HAKEM_BBP;
  if (!exe || !existsSync(exe)) return null;
  const out = `${file}.bbp`;
  const r = spawnSync(exe, ['--dutch', file, '-p', out], { timeout: budget * 1000 });
  if (r.status !== 0 || !existsSync(out)) return `not compared (bbpPairings ${r.signal === 'SIGTERM' ? 'over budget' : 'failed'})`;
  const lines = readFileSync(out, 'utf8').trim().split('\n').slice(1).map((l) => l.trim().split(/\s+/).map(Number));
  const boards = lines.filter(([, b]) => b !== 0).map(([w, b]) => `${w}-${b}`);
  const byes = lines.filter(([, b]) => b === 0).map(([w]) => `${w}-0`);
  return createHash('sha1').update([...boards, ...byes].join(' ')).digest('hex').slice(0, 12);
}

function main(): void {
  const [sizesArg, roundsArg, budgetArg] = process.argv.slice(2);
  const sizes = sizesArg ? sizesArg.split(',').map(Number) : [1000, 2001, 5000, 9999];
  const rounds = roundsArg ? roundsArg.split(',').map(Number) : [1, 3, 6, 9];
  const budget = Number(budgetArg ?? 120);
  const exactBudget = Number(process.env.HAKEM_SCALE_EXACT_BUDGET ?? Math.min(budget, 60));
  const cases: Array<{ players: number; seed: number; rounds: number[]; label?: string }> = sizes.map((players) => ({ players, seed: 1, rounds }));
  if (!sizesArg) cases.push({ players: 4000, seed: 2, rounds: [9], label: 'the issue\'s slow round' });
  console.log(`Dutch at scale: rounds of ${ROUNDS}, events as \`hakem generate --system dutch --seed S\` plays them; time of the pairing (wall, and CPU: on a shared machine the CPU time is the steadier figure), peak RSS of its process (before the pairing in brackets); budget ${budget} s a case`);
  for (const c of cases) {
    const dir = mkdtempSync(join(tmpdir(), 'hakem-scale-'));
    try {
      const prep = spawnSync(process.execPath, ['--max-old-space-size=4096', '--import', 'tsx', __filename, '--prepare', String(c.players), String(c.seed), c.rounds.join(','), dir], {
        encoding: 'utf8',
        timeout: budget * 1000 * (Math.max(...c.rounds) + 1),
      });
      if (prep.status !== 0) {
        console.log(`${c.players} players, seed ${c.seed}: the event could not be played (${prep.signal ?? prep.status}) ${(prep.stderr ?? '').trim().split('\n').slice(-1)[0] ?? ''}`);
        continue;
      }
      const { played, stopped, seconds } = JSON.parse(readFileSync(join(dir, 'played.json'), 'utf8')) as { played: Record<number, string>; stopped: unknown; seconds: number };
      console.log(`${c.players.toLocaleString('en')} players, seed ${c.seed}${c.label ? ` (${c.label})` : ''}: event played to round ${Math.max(...c.rounds)} in ${seconds.toFixed(1)} s${stopped ? ` (stopped: ${JSON.stringify(stopped)})` : ''}`);
      for (const r of c.rounds) {
        const file = join(dir, `r${r}.trf`);
        if (!existsSync(file)) continue;
        const m = child(['--pair', file, String(r)], budget);
        if (!m.ok) {
          console.log(`  round ${r}: ${m.why}`);
          continue;
        }
        const v = m.value;
        const checks: string[] = [v.digest === played[r] ? 'as played' : `DIFFERS from the pairing played (${played[r]})`];
        if (v.maxBracket > EXACT_MAX_BRACKET) checks.push(`exactOnly not run: a bracket of ${v.maxBracket} players (its weighted matchings take far longer than the budget beyond ${EXACT_MAX_BRACKET})`);
        else {
          const exact = child(['--pair', file, String(r), 'exactOnly'], exactBudget);
          checks.push(exact.ok ? (exact.value.digest === v.digest ? `= exactOnly (${exact.value.seconds.toFixed(1)} s)` : `DIFFERS from exactOnly`) : `exactOnly ${exact.why}: not compared`);
        }
        if (c.players <= 2001) {
          const ref = bbp(file, budget);
          if (ref !== null) checks.push(ref === v.digest ? '= bbpPairings' : ref.startsWith('not') ? ref : 'DIFFERS from bbpPairings');
        }
        console.log(
          `  round ${String(r).padStart(2)}: ${v.seconds.toFixed(2).padStart(6)} s (CPU ${v.cpuSeconds.toFixed(2)} s), peak ${mb(v.maxRssKb).toFixed(0).padStart(5)} MB (${mb(v.beforeKb).toFixed(0)} MB before), ${v.boards} boards; ${checks.join('; ')}`,
        );
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }
}
