/**
 * FIDE's tie-break reference program (TieBreakServer) on a Swiss-Manager export with many unplayed rounds
 * (test/fixtures/tiebreakserver/README.md names the repository, paths and commits). Its output under C.07 of 2024
 * (start date 2026-02-28) and under the March 2026 revision (2026-03-01) is compared with Hakem's for the Buchholz and
 * Sonneborn-Berger families, every player.
 *
 * The case of issue 36: player 4's SB-C2 under 2026. His rounds 1-3 are forfeit losses (voluntary unplayed rounds,
 * share 0), round 4 a PAB, rounds 5-7 draws; 16.4.1 caps round 2's dummy at 13's score, 1½, so that VUR is also the
 * least significant entry. First cut: it goes (share 0). Second cut: the least significant entry is now round 5 (8's
 * score 2, share 1), higher than the remaining VURs' 0, so it is cut (16.5: the higher of the two): 6 - 0 - 1 = 5.
 * Cutting another VUR at the first cut instead leaves 6.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readTrf } from '../../engine/trf/read';
import { computeTiebreak } from '../../engine/tiebreak';

const dir = join(__dirname, '../fixtures/tiebreakserver');
// read as Swiss-Manager wrote it: the column ruler under 132 and "062 15 (12)" (players, rated players) included
const event = readTrf(readFileSync(join(dir, 'swiss_with_many_unplayed_rounds.trf'), 'utf8'), 'swiss_with_many_unplayed_rounds.trf');

function reference(file: string): Map<number, Record<string, number>> {
  const [head, ...rows] = readFileSync(join(dir, file), 'utf8').trim().split('\n').filter((l) => /^\S+\t/.test(l));
  const cols = head.split('\t');
  return new Map(rows.map((r) => { const v = r.split('\t'); return [Number(v[0]), Object.fromEntries(cols.map((c, i) => [c, Number(v[i])]))]; }));
}

const CODES = ['BH', 'BH-C1', 'BH-C2', 'BH-M1', 'SB', 'SB-C1', 'SB-C2', 'SB-M1'];

describe('TieBreakServer: swiss_with_many_unplayed_rounds', () => {
  for (const [rules, file] of [['2024', 'swiss_with_many_unplayed_rounds.2026-02-28.all.txt'], ['2026', 'swiss_with_many_unplayed_rounds.2026-03-01.all.txt']] as const) {
    it(`every player's BH and SB family as the reference computes them (${rules})`, () => {
      const ref = reference(file);
      for (const code of CODES) {
        const mine = computeTiebreak(event, code, { rules });
        for (const [no, row] of ref) expect(mine.get(no), `${code} of ${no} (${rules})`).toBeCloseTo(row[code.replace('-', '/')], 6);
      }
    });
  }
  it('player 4, SB-C2 under 2026: 5 (issue 36; Hakem gave 6)', () => {
    expect(computeTiebreak(event, 'SB-C2', { rules: '2026' }).get(4)).toBe(5);
    expect(computeTiebreak(event, 'SB-C1', { rules: '2026' }).get(4)).toBe(6);
    expect(computeTiebreak(event, 'SB-C2', { rules: '2024' }).get(4)).toBe(5);
  });
});

/**
 * C.07 16.5, which voluntary unplayed round (VUR) a cut weighs (test/fixtures/tiebreakserver/vur-cut-sb.trf, 2026 rules,
 * 6 rounds, half the maximum 3). Player 1, 3½ points, Sonneborn-Berger round by round (opponent's value × result):
 *   r1 beat 8 (2½): 2½; r2 beat 5 (1): 1; r3 half-point bye, VUR, dummy min(3½, 3) = 3 (16.4.2): 3 × ½ = 1½;
 *   r4 forfeit loss to 2, VUR, dummy min(3½, 2's 6) = 3½ (16.4.1): 0; r5 beat 9 (2½): 2½; r6 lost to 7 (3½): 0.
 *   SB = 7½. The least significant value (14.1: lowest opponent's value, then share) is r2 (1, share 1).
 * - the least significant VUR by 14.1's order is r3 (value 3 < 3½); its share 1½ ≥ 1, so it is cut: SB-C1 = 6.
 * - the VUR with the smallest share is r4 (0) < 1, so r2 is cut instead: SB-C1 = 6½.
 * FIDE's reference program gives 6.00: the first reading is the default; the second stays an option, said when used.
 */
describe('C.07 16.5: the VUR a cut weighs (vur-cut-sb.trf)', () => {
  const vur = readTrf(readFileSync(join(dir, 'vur-cut-sb.trf'), 'utf8'), 'vur-cut-sb.trf');

  it('player 1: SB 7½, SB-C1 6 by default (the reference), 6½ when the smallest share is weighed', () => {
    expect(computeTiebreak(vur, 'SB', { rules: '2026' }).get(1)).toBe(7.5);
    expect(computeTiebreak(vur, 'SB-C1', { rules: '2026' }).get(1)).toBe(6);
    expect(computeTiebreak(vur, 'SB-C1', { rules: '2026', vurCut: 'lowest-share' }).get(1)).toBe(6.5);
  });

  it('every player\'s SB and BH family equals TieBreakServer\'s by default', () => {
    const ref = reference('vur-cut-sb.tbs.txt');
    expect(ref.size).toBe(10);
    for (const code of ['SB', 'SB-C1', 'SB-C2', 'BH', 'BH-C1', 'BH-C2']) {
      const mine = computeTiebreak(vur, code, { rules: '2026' });
      for (const [no, row] of ref) expect(mine.get(no), `${code} of ${no}`).toBeCloseTo(row[code.replace('-', '/')], 6);
    }
  });

  it('Buchholz cuts are the same under both readings (a share is the opponent\'s value)', () => {
    for (const code of ['BH-C1', 'BH-C2']) {
      expect(computeTiebreak(vur, code, { rules: '2026', vurCut: 'lowest-share' })).toEqual(computeTiebreak(vur, code, { rules: '2026' }));
    }
  });

  it('hakem standings says which reading applied, and takes --vur-cut', async () => {
    const { run } = await import('../../cli/main');
    const { memoryIO } = await import('../helpers/io');
    const files = { 'v.trf': readFileSync(join(dir, 'vur-cut-sb.trf'), 'utf8') };
    let io = memoryIO(files);
    expect(await run(['standings', 'v.trf', '-t', 'SB-C1', '--json'], io)).toBe(0);
    expect(JSON.parse(io.stdout).find((r: { no: number }) => r.no === 1).tiebreaks['SB-C1']).toBe(6);
    expect(io.stderr).toContain("as FIDE's reference program reads it");
    io = memoryIO(files);
    expect(await run(['standings', 'v.trf', '-t', 'SB-C1', '--vur-cut', 'lowest-share', '--json'], io)).toBe(0);
    expect(JSON.parse(io.stdout).find((r: { no: number }) => r.no === 1).tiebreaks['SB-C1']).toBe(6.5);
    expect(io.stderr).toContain('as the arbiter chose');
    io = memoryIO(files);
    expect(await run(['standings', 'v.trf', '-t', 'BH-C1', '--json'], io)).toBe(0);
    expect(io.stderr).not.toContain('16.5'); // nothing to say where the readings cannot part
    io = memoryIO(files);
    expect(await run(['standings', 'v.trf', '--vur-cut', 'lowest'], io)).toBe(2);
    expect(io.stderr).toContain('--vur-cut must be least-significant or lowest-share');
  });
});
