/**
 * Recalculating a 500-player, 11-round standings sheet through the custom functions, five tie-breaks (BUCHHOLZ,
 * MEDIAN_BH, SONNEBORN_BERGER, PROGRESSIVE, TIEBREAK("BH-C1")): as the taskpane writes it (one formula per column
 * over the sheet's No column, spilling in rank order), as whole-column spills, and as 2,500 formulas of one player
 * each, the way an arbiter may type them. The crosstable is generated with a seeded PRNG:
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

/**
 * Excel hands every call its own copy of the range's values, parsed from the message it sends: fresh arrays and
 * fresh strings. The copies are made before the clock starts (that is Excel's work, not the add-in's); a hundred
 * distinct copies, used in turn, keep the memory within reason while no call sees the array the one before saw.
 */
function excelCopies(rows: string[][], n: number): string[][][] {
  return Array.from({ length: n }, () => JSON.parse(JSON.stringify(rows)) as string[][]);
}

/** One row per player, five tie-break formulas each, as an arbiter types them: 2,500 calls. */
function perPlayerSheet(copies: string[][][], rules: string): number {
  let sum = 0;
  let i = 0;
  const next = () => copies[i++ % copies.length];
  for (let no = 1; no <= PLAYERS; no++) {
    sum += BUCHHOLZ(next(), [[no]], rules)[0][0];
    sum += MEDIAN_BH(next(), [[no]], 1, rules)[0][0];
    sum += SONNEBORN_BERGER(next(), [[no]], rules)[0][0];
    sum += PROGRESSIVE(next(), [[no]], 0, rules)[0][0];
    sum += TIEBREAK('BH-C1', next(), [[no]], rules)[0][0];
  }
  return sum;
}

/** The Standings sheet as the taskpane writes it: one formula per column over the No column (rank order), spilling. */
function standingsSheet(copies: string[][][], order: number[][], rules: string): number {
  let i = 0;
  const next = () => copies[i++ % copies.length];
  const cols = [
    BUCHHOLZ(next(), order, rules), MEDIAN_BH(next(), order, 1, rules), SONNEBORN_BERGER(next(), order, rules),
    PROGRESSIVE(next(), order, 0, rules), TIEBREAK('BH-C1', next(), order, rules),
  ];
  return cols.reduce((s, c) => s + (c[PLAYERS - 1][0] as number), 0);
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const best = (xs: number[]) => Math.min(...xs);

const rows = crosstable(20240401);
const copies = excelCopies(rows, 100);
// the Standings rows in some rank order (any order will do for the timing): by pairing number reversed
const order = Array.from({ length: PLAYERS }, (_, i) => [PLAYERS - i]);
for (const rules of ['2024', '2026']) { clearTiebreakMemo(); perPlayerSheet(copies, rules); clearTiebreakMemo(); standingsSheet(copies, order, rules); } // warm-up, so neither edition pays the JIT
// C.07 2024 and its March 2026 revision (the dummy opponent capped, 16.4.1/16.4.2): the revision must not be slower.
for (const rules of ['2024', '2026']) {
  const runs: number[] = [];
  const sheets: number[] = [];
  const spills: number[] = [];
  for (let i = 0; i < 7; i++) {
    clearTiebreakMemo();
    const t0 = performance.now();
    perPlayerSheet(copies, rules);
    runs.push(performance.now() - t0);
    clearTiebreakMemo();
    const t1 = performance.now();
    standingsSheet(copies, order, rules);
    sheets.push(performance.now() - t1);
    clearTiebreakMemo();
    const s0 = performance.now();
    BUCHHOLZ(copies[0], undefined, rules);
    SONNEBORN_BERGER(copies[1], undefined, rules);
    MEDIAN_BH(copies[2], undefined, 1, rules);
    PROGRESSIVE(copies[3], undefined, 0, rules);
    TIEBREAK('BH-C1', copies[4], undefined, rules);
    spills.push(performance.now() - s0);
  }
  const reads = crosstableReads() || 1;
  console.log(`C.07 ${rules}: ${PLAYERS} players, ${ROUNDS} rounds, the Standings sheet as the taskpane writes it (5 formulas over the No column, spilling): ${best(sheets).toFixed(1)} ms best, ${median(sheets).toFixed(1)} ms median of 7`);
  console.log(`C.07 ${rules}: the same five columns as whole-column spills (5 formulas): ${best(spills).toFixed(1)} ms best, ${median(spills).toFixed(1)} ms median of 7 (${reads} crosstable read per recalculation)`);
  console.log(`C.07 ${rules}: ${PLAYERS * 5} formulas of one player each, every call handed its own copy of the crosstable: ${best(runs).toFixed(0)} ms best, ${median(runs).toFixed(0)} ms median of 7`);
}
