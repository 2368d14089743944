/**
 * Issue 26, item 7: the TRF fuzzer over 10,000 damaged copies of the oracle files of every system (Dutch, Dutch with
 * 250 lines, Double-Swiss, Swiss Team), each read with `hakem convert` and, when accepted, paired with `hakem pair`
 * in-process. Prints the counts: crashes (a stack trace), hangs (over 30 s), bad exit codes, refusals without a
 * line, quiet losses (accepted with a player or team of the original missing), and the files that lost a player
 * with no trace left (no 062, no other line naming the number), which no reader can tell from a smaller event.
 *
 *   npm run bench -- trf-fuzz            (10,000 files, seed 1)
 *   npx tsx bench/trf-fuzz.bench.ts N SEED
 */
import { fuzzCase, originals, runCase, type Outcome } from '../test/helpers/trfFuzz';

async function main(): Promise<void> {
  const n = Number(process.argv[2] ?? 10_000);
  const seed = Number(process.argv[3] ?? 1);
  const all = originals();
  const counts: Record<Outcome | 'hang', number> = { accepted: 0, refused: 0, unstated: 0, crash: 0, 'bad exit': 0, 'no line': 0, 'quiet loss': 0, hang: 0 };
  const pairExits: Record<number, number> = {};
  const examples: string[] = [];
  const refusals: string[] = [];
  let slowest = 0;
  const started = Date.now();
  for (let i = 0; i < n; i++) {
    const c = fuzzCase(all, seed, i);
    const r = await runCase(c, true);
    counts[r.outcome]++;
    if (r.ms > 30_000) counts.hang++;
    slowest = Math.max(slowest, r.ms);
    if (r.pairExit !== undefined) pairExits[r.pairExit] = (pairExits[r.pairExit] ?? 0) + 1;
    if (r.pairExit && refusals.length < 5) refusals.push(`  case ${i} (${c.original.name}; ${c.mutations.join(', ')}): pair exit ${r.pairExit}: ${r.detail.slice(0, 300)}`);
    if (!['accepted', 'refused', 'unstated'].includes(r.outcome) && examples.length < 20) examples.push(`  case ${i} (${c.original.name}; ${c.mutations.join(', ')}): ${r.outcome}: ${r.detail.slice(0, 400)}`);
  }
  console.log(`${n} damaged files from ${all.length} oracle files (seed ${seed}), ${((Date.now() - started) / 1000).toFixed(0)} s, slowest ${slowest.toFixed(0)} ms`);
  console.log(`  refused with a line: ${counts.refused}; accepted: ${counts.accepted} (pair exits: ${Object.entries(pairExits).map(([k, v]) => `${k}: ${v}`).join(', ')})`);
  console.log(`  crashes: ${counts.crash}; hangs (> 30 s): ${counts.hang}; bad exit codes: ${counts['bad exit']}; errors without a line and column: ${counts["no line"]}; quiet losses: ${counts['quiet loss']}`);
  console.log(`  a player gone without a trace (no 062, named by no other line; not a loss a reader can see): ${counts.unstated}`);
  if (refusals.length) console.log(`read, then not paired:\n${refusals.join('\n')}`);
  if (examples.length) console.log(examples.join('\n'));
  process.exitCode = counts.crash + counts.hang + counts['bad exit'] + counts['no line'] + counts['quiet loss'] ? 1 : 0;
}

void main();
