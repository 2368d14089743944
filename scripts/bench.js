#!/usr/bin/env node
// npm run bench: runs every bench/*.bench.ts (or those named on the command line) and prints their figures.
const { readdirSync } = require('node:fs');
const { join } = require('node:path');
const { spawnSync } = require('node:child_process');

const dir = join(__dirname, '..', 'bench');
const wanted = process.argv.slice(2);
const files = readdirSync(dir)
  .filter((f) => f.endsWith('.bench.ts'))
  .filter((f) => wanted.length === 0 || wanted.some((w) => f.includes(w)))
  .sort();
let failed = 0;
for (const f of files) {
  process.stdout.write(`\n=== ${f}\n`);
  const r = spawnSync(process.execPath, ['--expose-gc', '--import', 'tsx', join(dir, f)], { stdio: 'inherit' });
  if (r.status !== 0) failed++;
}
if (files.length === 0) process.stdout.write('no benchmarks in bench/\n');
process.exitCode = failed ? 1 : 0;
