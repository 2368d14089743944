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
// Hakem's reader refuses two Swiss-Manager lines: the column ruler (three lines under 132) and "062 15 (12)".
const text = readFileSync(join(dir, 'swiss_with_many_unplayed_rounds.trf'), 'utf8')
  .split('\n').filter((l) => !/^( {9}1 |1234567890|DDD SSSS)/.test(l)).map((l) => l.replace(/^062 15 \(12\)$/, '062 15')).join('\n');
const event = readTrf(text, 'swiss_with_many_unplayed_rounds.trf');

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
