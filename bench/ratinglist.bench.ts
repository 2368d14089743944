/**
 * Benchmark: FIDE's rating list (issue 28.1). Generates a list of N players (default 2,000,000) in FIDE's combined
 * TXT format (bench/ratinglistData.ts, deterministic) in a temporary folder, then
 *   1. the command line: `hakem players import-list` into an SQLite file (in-process, the CLI's own code path), and
 *      look-ups by FIDE ID and by name prefix (`hakem players find`'s queries), each timed;
 *   2. the browser: the standalone page in headless Chromium, the Rating list panel importing the same file into
 *      IndexedDB, then look-ups by ID and name prefix in the page (skipped with --no-browser, or without Chromium).
 * Goals: import under a minute (CLI), under two minutes (browser); ID under 5 ms, name prefix under 50 ms.
 *
 *   npx tsx bench/ratinglist.bench.ts [players] [--no-browser]
 */
import { createWriteStream, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { generatedList, generatedPlayer } from './ratinglistData';
import { run } from '../cli/main';
import { RatingDb } from '../cli/ratingdb';

const QUERIES = ['yilmaz', 'Kaya, M', 'ÖZTÜRK', 'ışık', 'Smitha, J', 'ce'];

async function writeList(file: string, n: number) {
  const ws = createWriteStream(file);
  for (const s of generatedList(n)) if (!ws.write(s)) await new Promise<void>((r) => ws.once('drain', () => r()));
  await new Promise<void>((resolve, reject) => ws.end((e?: Error | null) => (e ? reject(e) : resolve())));
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
    const db = join(dir, 'ratings.sqlite');
    t = performance.now();
    const io = { out: (s: string) => process.stdout.write(`  ${s}`), err: () => undefined, readFile: () => '', writeFile: () => undefined, exists: (p: string) => existsSync(p) };
    if (await run(['players', 'import-list', list, '--db', db], io) !== 0) throw new Error('import failed');
    const cliImport = (performance.now() - t) / 1000;
    console.log(`CLI import: ${cliImport.toFixed(1)} s (goal: under 60 s); cpu ${(process.cpuUsage().user / 1e6).toFixed(1)} s user`);
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
      await page.click('#ratinglist-import');
      await page.waitForFunction(() => /imported|line/.test(document.querySelector('#ratinglist-message')?.textContent ?? ''), undefined, { timeout: 600_000, polling: 500 });
      const browserImport = (performance.now() - t) / 1000;
      console.log(`browser import into IndexedDB: ${browserImport.toFixed(1)} s (goal: under 120 s): ${await page.locator('#ratinglist-message').innerText()}`);
      const ids = Array.from({ length: 200 }, (_, i) => generatedPlayer((i * 7919) % n).id);
      const r = await page.evaluate(async ({ ids, queries }) => {
        const req = <T>(x: IDBRequest<T>) => new Promise<T>((res, rej) => { x.onsuccess = () => res(x.result); x.onerror = () => rej(x.error); });
        const db = await new Promise<IDBDatabase>((res, rej) => { const o = indexedDB.open('hakem-ratinglist'); o.onsuccess = () => res(o.result); o.onerror = () => rej(o.error); });
        const gen = ((await req(db.transaction('meta').objectStore('meta').get('current'))) as { gen: string }).gen;
        const byId: number[] = [];
        for (const id of ids) {
          const s = performance.now();
          const p = await req(db.transaction(gen).objectStore(gen).get(id));
          if (!p) throw new Error(`${id} not found`);
          byId.push(performance.now() - s);
        }
        const byName: Array<[string, number, number]> = [];
        for (const q of queries) {
          const s = performance.now();
          const found = await req(db.transaction(gen).objectStore(gen).index('fold').getAll(IDBKeyRange.bound(q, q + '\uffff', false, true), 20));
          byName.push([q, found.length, performance.now() - s]);
        }
        return { byId, byName };
      }, { ids, queries: ['yilmaz', 'kaya m', 'ozturk', 'isik', 'smitha j', 'ce'] });
      console.log(`browser by FIDE ID (200 look-ups): ${stats(r.byId)} (goal: under 5 ms)`);
      for (const [q, k, ms] of r.byName) console.log(`browser by name "${q}" (folded): ${k} found in ${ms.toFixed(2)} ms (goal: under 50 ms)`);
    } finally {
      await served.close();
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

main().catch((e) => {
  console.error(e);
  process.exitCode = 1;
});
