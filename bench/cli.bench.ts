/**
 * Benchmark: the command line's start-up. `hakem pair --system dutch` on the 17-player demo (rounds 1-3 played,
 * test/fixtures/trf/demo-dutch17-r1-3.trf) against a bare `node -e 0`, run alternately so that both see the same
 * machine load; prints the median wall times and their ratio (issue 17's goal: at most 2), and the same for
 * `hakem check` and `hakem --help`.
 *
 *   npx tsx bench/cli.bench.ts [runs]
 *
 * It measures what a user runs: bin/hakem.js, which takes the webpack bundle when `npm run build` has made it and
 * no source has changed since, else the sources through tsx (much slower; the bench says which).
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';

const ROOT = join(__dirname, '..');
const BIN = join(ROOT, 'bin', 'hakem.js');
const DEMO = join(ROOT, 'test', 'fixtures', 'trf', 'demo-dutch17-r1-3.trf');

/** Wall time of one process, in ms. */
export function wallMs(args: string[]): number {
  const start = performance.now();
  const r = spawnSync(process.execPath, args, { stdio: ['ignore', 'ignore', 'pipe'] });
  const ms = performance.now() - start;
  if (r.status !== 0 && r.status !== 1) throw new Error(`node ${args.join(' ')}: exit ${r.status} ${r.stderr}`);
  return ms;
}

export const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};

function main(): void {
  const runs = Number(process.argv[2] ?? 21);
  const bundled = existsSync(join(ROOT, 'dist', 'cli.js')) && existsSync(join(ROOT, 'dist', 'cli-sources.json'));
  console.log(`hakem start-up, ${runs} interleaved runs each (${bundled ? 'dist/cli.js when fresh' : 'no bundle: the sources through tsx; run `npm run build` first'})`);
  const cases: Array<[string, string[]]> = [
    ['hakem pair --system dutch (17 players)', [BIN, 'pair', DEMO, '--system', 'dutch']],
    ['hakem check (17 players)', [BIN, 'check', DEMO]],
    ['hakem --help', [BIN, '--help']],
  ];
  for (const [what, args] of cases) {
    const bare: number[] = [];
    const hakem: number[] = [];
    wallMs(['-e', '0']);
    wallMs(args); // warm the file cache
    for (let i = 0; i < runs; i++) {
      bare.push(wallMs(['-e', '0']));
      hakem.push(wallMs(args));
    }
    const ratio = median(hakem.map((h, i) => h / bare[i]));
    console.log(`${what.padEnd(40)} ${median(hakem).toFixed(0).padStart(5)} ms; node -e 0 ${median(bare).toFixed(0).padStart(4)} ms; ratio ${ratio.toFixed(2)} (median of pairs)`);
  }
}

if (require.main === module) main();
