/**
 * Makes this corpus: random events (engine/random, paired by Hakem's Dutch so far), the next round asked with
 * acceleration, paired by bbpPairings (v6, the endorsed Dutch engine, which reads TRF-2026 250 lines and the
 * FIDE_DUTCH_BAKU code). Not run by the tests; needs a bbpPairings binary:
 *
 *   BBP=/path/to/bbpPairings.exe npx tsx test/oracle/dutch-2025-acceleration/make.ts
 */
import { spawnSync } from 'node:child_process';
import { writeFileSync, readFileSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { playTournament } from '../../../engine/random/index';
import { dutch } from '../../../engine/pairing/dutch/index';
import { writeTrf } from '../../../engine/trf/write';

const BBP = process.env.BBP;
if (!BBP) throw new Error('set BBP to a bbpPairings binary');
const TOTAL = 9;
const f4 = (n: number) => String(n).padStart(4, '0');
const f3 = (n: number) => String(n).padStart(3, '0');
/** A TRF-2026 250 line: match points blank (an individual event), points, rounds, pairing numbers. */
const line250 = (points: number, r1: number, r2: number, n1: number, n2: number) => `250      ${points.toFixed(1).padStart(4)} ${f3(r1)} ${f3(r2)} ${f4(n1)} ${f4(n2)}`;

/** `extra`: the lines the case's file carries; `bbpExtra`: what bbpPairings is given instead, when its reading differs. */
interface Case { name: string; players: number; round: number; seed: number; extra: (n: number) => string[]; bbpExtra?: (n: number) => string[] }
const cases: Case[] = [];
for (const [players, seed] of [[24, 11], [31, 12], [40, 13], [57, 14]] as const) {
  for (const round of [1, 2, 3, 4, 5]) {
    // the Baku numbers written out: GA = 2·⌈N/4⌉, 1 point in rounds 1-3, ½ in 4-5 (C.04.7, 9 rounds)
    cases.push({ name: `s${seed}-p${players}-r${round}-250baku`, players, round, seed, extra: (n) => [line250(1, 1, 3, 1, 2 * Math.ceil(n / 4)), line250(0.5, 4, 5, 1, 2 * Math.ceil(n / 4))] });
  }
  for (const round of [2, 3]) {
    // two groups: the top quarter 2 points, the next quarter 1 point, in rounds 1-3
    cases.push({ name: `s${seed}-p${players}-r${round}-250two`, players, round, seed, extra: (n) => [line250(2, 1, 3, 1, Math.floor(n / 4)), line250(1, 1, 3, Math.floor(n / 4) + 1, Math.floor(n / 2))] });
  }
}
// 192 FIDE_DUTCH_BAKU where bbpPairings' group (the first ⌈N/2⌉) is the rule's (2·⌈N/4⌉): N = 24, 40
for (const [players, seed] of [[24, 21], [40, 22]] as const) {
  for (const round of [1, 2, 3, 4, 5, 6]) cases.push({ name: `s${seed}-p${players}-r${round}-192baku`, players, round, seed, extra: () => ['192 FIDE_DUTCH_BAKU'] });
}

// 192 FIDE_DUTCH_BAKU where bbpPairings' group (⌈N/2⌉ = 13 of 26) is not the rule's (2·⌈N/4⌉ = 14, C.04.7: "the first
// half of the players, rounded up to the nearest even number"): bbpPairings pairs the same event given the rule's
// numbers as 250 lines, so the expected pairing is the rule's
for (const round of [1, 2, 3, 4, 5]) {
  cases.push({ name: `s23-p26-r${round}-192baku-rule`, players: 26, round, seed: 23, extra: () => ['192 FIDE_DUTCH_BAKU'], bbpExtra: () => [line250(1, 1, 3, 1, 14), line250(0.5, 4, 5, 1, 14)] });
}

const dir = __dirname;
const tmp = mkdtempSync(join(tmpdir(), 'bbp-'));
for (const c of cases) {
  const played = playTournament(dutch, c.seed, { players: c.players, rounds: c.round - 1, lateEntries: 0, halfPointByeRate: 0, absentRate: 0, withdrawalRate: 0 });
  const t = { ...played.tournament, totalRounds: TOTAL, rounds: played.tournament.rounds.slice(0, c.round - 1) };
  t.otherLines = [...(t.otherLines ?? []), ...c.extra(c.players)];
  const text = writeTrf(t);
  const file = join(dir, `${c.name}.trf`);
  writeFileSync(file, text);
  const out = join(tmp, 'out.txt');
  const input = c.bbpExtra ? join(tmp, 'in.trf') : file;
  if (c.bbpExtra) writeFileSync(input, writeTrf({ ...t, otherLines: [...(played.tournament.otherLines ?? []), ...c.bbpExtra(c.players)] }));
  const r = spawnSync(BBP, ['--dutch', input, '-p', out], { encoding: 'utf8' });
  if (r.status !== 0) throw new Error(`${c.name}: bbpPairings exit ${r.status}: ${r.stderr}`);
  writeFileSync(join(dir, `${c.name}.pairs`), readFileSync(out, 'utf8'));
  console.log(c.name);
}
