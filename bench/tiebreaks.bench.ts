/**
 * Recalculating a 500-player, 11-round standings sheet through the custom functions: one row per player with
 * BUCHHOLZ, MEDIAN_BH, SONNEBORN_BERGER, PROGRESSIVE and TIEBREAK("BH-C1") of that player (2,500 formulas over
 * the same crosstable), then the same columns as spills. The crosstable is generated with a seeded PRNG:
 * each round pairs players of neighbouring scores who have not met, with random colours and results.
 *
 *   npx tsx bench/tiebreaks.bench.ts
 */
import { performance } from 'node:perf_hooks';
import {
  BUCHHOLZ, MEDIAN_BH, PROGRESSIVE, SONNEBORN_BERGER, TIEBREAK, clearTiebreakMemo, crosstableReads,
} from '../functions/tiebreaks';

const PLAYERS = 500;
const ROUNDS = 11;

import { seededRandom as prng } from '../engine/random/seeded';

function crosstable(seed: number): string[][] {
  const rnd = prng(seed);
  const score = new Array(PLAYERS + 1).fill(0);
  const met = Array.from({ length: PLAYERS + 1 }, () => new Set<number>());
  const cells: string[][] = Array.from({ length: PLAYERS }, () => []);
  for (let k = 0; k < ROUNDS; k++) {
    const order = Array.from({ length: PLAYERS }, (_, i) => i + 1).sort((a, b) => score[b] - score[a] || rnd() - 0.5);
    const free = new Set(order);
    for (const a of order) {
      if (!free.has(a)) continue;
      free.delete(a);
      let b = [...free].find((x) => !met[a].has(x));
      if (b === undefined) b = [...free][0];
      if (b === undefined) { cells[a - 1][k] = 'T'; score[a] += 1; continue; }
      free.delete(b);
      met[a].add(b); met[b].add(a);
      const [w, bl] = rnd() < 0.5 ? [a, b] : [b, a];
      const r = rnd();
      const forfeit = r > 0.98;
      const res = r < 0.4 ? ['1', '0'] : r < 0.7 ? ['0', '1'] : forfeit ? ['+', '-'] : ['½', '½'];
      cells[w - 1][k] = forfeit ? `${bl}+` : `${bl}w${res[0]}`;
      cells[bl - 1][k] = forfeit ? `${w}-` : `${w}b${res[1]}`;
      const pts = (x: string) => (x === '1' || x === '+' ? 1 : x === '½' ? 0.5 : 0);
      score[w] += pts(res[0]);
      score[bl] += pts(res[1]);
    }
  }
  return cells;
}

function sheet(rows: string[][], rules: string): number {
  let sum = 0;
  for (let no = 1; no <= PLAYERS; no++) {
    sum += BUCHHOLZ(rows, no, rules)[0][0];
    sum += MEDIAN_BH(rows, no, 1, rules)[0][0];
    sum += SONNEBORN_BERGER(rows, no, rules)[0][0];
    sum += PROGRESSIVE(rows, no, 0, rules)[0][0];
    sum += TIEBREAK('BH-C1', rows, no, rules)[0][0];
  }
  return sum;
}

const rows = crosstable(20240401);
for (const rules of ['2024', '2026']) { clearTiebreakMemo(); sheet(rows.map((r) => r.slice()), rules); } // warm-up, so neither edition pays the JIT
// C.07 2024 and its March 2026 revision (the dummy opponent capped, 16.4.1/16.4.2): the revision must not be slower.
for (const rules of ['2024', '2026']) {
  const runs: number[] = [];
  for (let i = 0; i < 5; i++) {
    clearTiebreakMemo();
    // Excel hands every call its own copy of the range's values.
    const t0 = performance.now();
    sheet(rows.map((r) => r.slice()), rules);
    runs.push(performance.now() - t0);
  }
  const spills: number[] = [];
  for (let i = 0; i < 5; i++) {
    clearTiebreakMemo();
    const s0 = performance.now();
    BUCHHOLZ(rows, undefined, rules);
    SONNEBORN_BERGER(rows, undefined, rules);
    MEDIAN_BH(rows, undefined, 1, rules);
    PROGRESSIVE(rows, undefined, 0, rules);
    TIEBREAK('BH-C1', rows, undefined, rules);
    spills.push(performance.now() - s0);
  }
  runs.sort((a, b) => a - b);
  spills.sort((a, b) => a - b);
  console.log(`C.07 ${rules}: ${PLAYERS} players, ${ROUNDS} rounds, ${PLAYERS * 5} tie-break formulas (one player each): recalculation ${runs[0].toFixed(0)} ms best, ${runs[2].toFixed(0)} ms median of 5 (${crosstableReads() || 1} crosstable read per recalculation)`);
  console.log(`C.07 ${rules}: same five columns as spills (5 formulas): ${spills[0].toFixed(0)} ms best, ${spills[2].toFixed(0)} ms median of 5`);
}
