/**
 * Benchmark: the taskpane on the standalone page with a big round (issue 34 item 7's goal: accepting and saving a
 * 250-board round under 1 s). A 500-player event, one round played (the engine's own random generator, seed 34),
 * imported from its TRF in headless Chromium; round 2 paired, then timed from the click to the pane's own "done"
 * state: accepting the proposal, and saving every board's result (chosen in the drop-downs first, not timed).
 *
 *   npm run bench -- pane [players]
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { servePage } from '../test/helpers/buildWeb';
import { playTournament } from '../engine/random';
import { pairingSystem } from '../engine/pairing/registry';
import { writeTrf } from '../engine/trf/write';

async function main() {
  const players = Number(process.argv[2] ?? 500);
  const played = playTournament(pairingSystem('dutch')!, 34, { players, rounds: 1, halfPointByeRate: 0, absentRate: 0, withdrawalRate: 0 });
  const dir = mkdtempSync(join(tmpdir(), 'hakem-pane-bench-'));
  const file = join(dir, `open-${players}.trf`);
  writeFileSync(file, writeTrf({ ...played.tournament, totalRounds: 9 }));
  const served = await servePage('hakem-pane-bench-', (m) => console.error(`page error: ${m}`));
  const { page, url } = served;
  const done = () => page.evaluate(() => Number(document.querySelector('#taskpane')?.getAttribute('data-done') ?? 0));
  const timed = async (selector: string) => {
    const before = await done();
    const start = performance.now();
    await page.click(selector);
    await page.waitForFunction((n) => Number(document.querySelector('#taskpane')?.getAttribute('data-done')) > n && document.querySelector('#taskpane')?.getAttribute('data-busy') === 'false', before, { polling: 'raf' });
    return performance.now() - start;
  };
  try {
    await page.goto(`${url}standalone.html?empty`);
    await page.waitForSelector('body[data-ready="true"]');
    await page.selectOption('#new-source', 'trf');
    await page.setInputFiles('#trf-file', file);
    await page.waitForFunction(() => document.querySelector('#taskpane')?.getAttribute('data-file-read') === 'true');
    const create = await timed('#create');
    const pair = await timed('#pair');
    const boards = await page.locator('#proposal-table tbody tr:not(.bye)').count();
    const accept = await timed('#accept');
    // every board's result chosen in its drop-down (the arbiter's typing, not timed)
    await page.evaluate(() => {
      for (const s of document.querySelectorAll<HTMLSelectElement>('#results-table select.result')) s.value = '1-0';
    });
    const save = await timed('#save-results');
    const message = await page.locator('#message').innerText();
    console.log(`players ${players}, round 2: ${boards} boards`);
    console.log(`create from TRF   ${create.toFixed(0)} ms`);
    console.log(`pair round 2      ${pair.toFixed(0)} ms`);
    console.log(`accept            ${accept.toFixed(0)} ms`);
    console.log(`save results      ${save.toFixed(0)} ms   (${message.slice(0, 60)}…)`);
    console.log(`accept + save     ${(accept + save).toFixed(0)} ms (goal: under 1000 ms for 250 boards)`);
  } finally {
    await served.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

main().catch((e) => {
  console.error(e);
  process.exitCode = 1;
});
