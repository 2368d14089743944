/**
 * Benchmark: FIDE's rating list (issue 28.1). Generates a list of N players (default 2,000,000) in FIDE's combined
 * TXT format (bench/ratinglistData.ts, deterministic) in a temporary folder, then
 *   1. the command line: `hakem players import-list` into an SQLite file (in-process, the CLI's own code path), and
 *      look-ups by FIDE ID and by name prefix (`hakem players find`'s queries), each timed;
 *   2. the browser: the standalone page in headless Chromium, the Rating list panel importing the same file into
 *      IndexedDB, then look-ups by ID and name prefix in the page (skipped with --no-browser, or without Chromium).
 * Goals: import under a minute (CLI), under two minutes (browser), under 10 s of CPU (CLI) and 20 s (Chromium's
 * processes, issue 36); ID under 5 ms, name prefix under 50 ms. The load average is printed with the CPU figures:
 * on a shared machine CPU time grows with the load too.
 *
 *   npx tsx bench/ratinglist.bench.ts [players] [--no-browser | --only-browser]
 */
import { createWriteStream, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { generatedList, generatedPlayer } from './ratinglistData';
import { run } from '../cli/main';
import { RatingDb } from '../cli/ratingdb';

const QUERIES = ['Yılmaz', 'kayaa, m', 'ÖZTÜRK', 'ŞAHİN', 'smi', 'ce'];

async function writeList(file: string, n: number) {
  const ws = createWriteStream(file);
  for (const s of generatedList(n)) if (!ws.write(s)) await new Promise<void>((r) => ws.once('drain', () => r()));
  await new Promise<void>((resolve, reject) => ws.end((e?: Error | null) => (e ? reject(e) : resolve())));
}

/** CPU seconds (user + system) used so far by this process's descendants (the browser's processes), from /proc. */
function childrenCpu(): number {
  const parent = new Map<number, number>();
  const ticks = new Map<number, number>();
  for (const d of readdirSync('/proc')) {
    if (!/^\d+$/.test(d)) continue;
    try {
      const f = readFileSync(`/proc/${d}/stat`, 'utf8');
      const rest = f.slice(f.lastIndexOf(')') + 2).split(' ');
      parent.set(Number(d), Number(rest[1]));
      ticks.set(Number(d), Number(rest[11]) + Number(rest[12]));
    } catch { /* gone */ }
  }
  let sum = 0;
  for (const [pid, t] of ticks) {
    for (let p = parent.get(pid); p !== undefined && p > 1; p = parent.get(p)) if (p === process.pid) { sum += t; break; }
  }
  return sum / 100;
}

const stats = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return `median ${s[Math.floor(s.length / 2)].toFixed(2)} ms, max ${s[s.length - 1].toFixed(2)} ms`;
};

async function main() {
  const n = Number(process.argv.find((a) => /^\d+$/.test(a)) ?? 2_000_000);
  const browser = !process.argv.includes('--no-browser');
  const dir = mkdtempSync(join(tmpdir(), 'hakem-ratinglist-bench-'));
  try {
    const list = join(dir, 'players_list_foa.txt');
    let t = performance.now();
    await writeList(list, n);
    console.log(`generated ${n.toLocaleString('en')} players (FIDE combined TXT) in ${((performance.now() - t) / 1000).toFixed(1)} s`);

    // 1. the command line
    if (process.argv.includes('--only-browser')) return await browserPart(list, n, browser);
    const db = join(dir, 'ratings.sqlite');
    t = performance.now();
    const cpu0 = process.cpuUsage();
    const io = { out: (s: string) => process.stdout.write(`  ${s}`), err: () => undefined, readFile: () => '', writeFile: () => undefined, exists: (p: string) => existsSync(p) };
    if (await run(['players', 'import-list', list, '--db', db], io) !== 0) throw new Error('import failed');
    const cliImport = (performance.now() - t) / 1000;
    console.log(`CLI import: ${cliImport.toFixed(1)} s (goal: under 60 s); ${(() => { const c = process.cpuUsage(cpu0); return ((c.user + c.system) / 1e6).toFixed(1); })()} s of CPU (goal: under 10 s); load average ${loadavg()[0].toFixed(1)}`);
    const rdb = await RatingDb.open(db);
    const byId: number[] = [];
    for (let i = 0; i < 1000; i++) {
      const id = generatedPlayer((i * 7919) % n).id;
      const s = performance.now();
      if (!rdb.byFideId(id)) throw new Error(`${id} not found`);
      byId.push(performance.now() - s);
    }
    console.log(`CLI by FIDE ID (1000 look-ups): ${stats(byId)} (goal: under 5 ms)`);
    for (const q of QUERIES) {
      const s = performance.now();
      const found = rdb.byNamePrefix(q, 20);
      console.log(`CLI by name "${q}": ${found.length} found in ${(performance.now() - s).toFixed(2)} ms (goal: under 50 ms)`);
    }
    rdb.close();
    await browserPart(list, n, browser);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

async function browserPart(list: string, n: number, browser: boolean) {
  {
    let t: number;
    // 2. the browser
    if (!browser || !existsSync('/usr/bin/chromium')) return;
    const { servePage } = await import('../test/helpers/buildWeb');
    const served = await servePage('hakem-ratinglist-bench-', (m) => console.log(`page error: ${m}`));
    try {
      const { page, url } = served;
      await page.goto(`${url}standalone.html?empty`);
      await page.waitForSelector('body[data-ready="true"]');
      await page.click('#ratinglist-section summary');
      await page.setInputFiles('#ratinglist-file', list);
      t = performance.now();
      const cpu0 = childrenCpu();
      await page.click('#ratinglist-import');
      await page.waitForFunction(() => /imported|line/.test(document.querySelector('#ratinglist-message')?.textContent ?? ''), undefined, { timeout: 600_000, polling: 500 });
      const browserImport = (performance.now() - t) / 1000;
      console.log(`browser import into IndexedDB: ${browserImport.toFixed(1)} s (goal: under 120 s), Chromium's processes used ${(childrenCpu() - cpu0).toFixed(1)} s of CPU (goal: under 20 s); load average ${loadavg()[0].toFixed(1)}: ${await page.locator('#ratinglist-message').innerText()}`);
      const ids = Array.from({ length: 200 }, (_, i) => generatedPlayer((i * 7919) % n).id);
      // a string, not a function: the page runs it as written (no helpers of the TypeScript loader)
      const r = (await page.evaluate(`(async () => {
        const list = window.hakem.ratingList;
        const byId = [];
        for (const id of ${JSON.stringify(ids)}) {
          const s = performance.now();
          if (!(await list.byId(id))) throw new Error(id + ' not found');
          byId.push(performance.now() - s);
        }
        const byName = [];
        for (const q of ${JSON.stringify(QUERIES)}) {
          const s = performance.now();
          const found = await list.byName(q, 20);
          byName.push([q, found.length, performance.now() - s]);
        }
        return { byId, byName };
      })()`)) as { byId: number[]; byName: Array<[string, number, number]> };
      console.log(`browser by FIDE ID (200 look-ups): ${stats(r.byId)} (goal: under 5 ms)`);
      for (const [q, k, ms] of r.byName) console.log(`browser by name "${q}": ${k} found in ${ms.toFixed(2)} ms (goal: under 50 ms)`);
    } finally {
      await served.close();
    }
  }
}

main().catch((e) => {
  console.error(e);
  process.exitCode = 1;
});
