/**
 * FIDE C.07 under the 2024 rules and the March 2026 revision, against FIDE's reference implementation
 * (TieBreakServer), on the 59 events of test/oracle/tiebreaks-c07 (copied from the shared oracle; see its README):
 * every player's value of every code, both editions, and direct encounter in two positions of the list
 * (right after the score, and after score and BH). Expected values are the reference's, never Hakem's.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readTrf } from '../../engine/trf/read';
import { computeTiebreak, rankPlayers } from '../../engine/tiebreak';
import type { RulesEdition } from '../../engine/tiebreak/types';

const DIR = join(__dirname, '..', 'oracle', 'tiebreaks-c07');
const CASES = readdirSync(DIR).filter((f) => f.endsWith('.csv')).sort();

function load(name: string) {
  const lines = readFileSync(join(DIR, name), 'utf8').trim().split(/\r?\n/);
  const head = lines[0].split(',');
  const rows = lines.slice(1).map((l) => l.split(','));
  return { head, rows };
}

/** The reference prints averages with 2 decimals and half-point sums with 1: compare at its precision. */
function atPrecision(got: number, printed: string): number {
  const decimals = (printed.split('.')[1] ?? '').length;
  return Number(got.toFixed(decimals));
}

describe('C.07 2024 and 2026: every value of the reference corpus', () => {
  it('holds 59 events with both editions', () => {
    expect(CASES.length).toBe(59);
    expect(load(CASES[0]).head).toContain('BH@2026');
  });

  for (const file of CASES) {
    describe(file, () => {
      const t = readTrf(readFileSync(join(DIR, file.replace(/\.csv$/, '.trf')), 'utf8'), file);
      const { head, rows } = load(file);
      const column = (name: string) => head.indexOf(name);
      for (const edition of ['2024', '2026'] as RulesEdition[]) {
        it(`every code under ${edition}`, () => {
          const codes = head.filter((h) => h.endsWith(`@${edition}`) && !h.startsWith('DE')).map((h) => h.split('@')[0]);
          expect(codes.length).toBe(20);
          const mismatches: string[] = [];
          for (const code of codes) {
            const values = computeTiebreak(t, code, { rules: edition });
            const c = column(`${code}@${edition}`);
            for (const r of rows) {
              const got = atPrecision(values.get(Number(r[0]))!, r[c]);
              if (Math.abs(got - Number(r[c])) > 1e-9) mismatches.push(`${code} player ${r[0]}: reference ${r[c]}, Hakem ${got}`);
            }
          }
          expect(mismatches).toEqual([]);
        });

        it(`direct encounter under ${edition}, right after the score and after BH`, () => {
          const afterScore = computeTiebreak(t, 'DE', { rules: edition });
          const afterBh = computeTiebreak(t, 'DE', { rules: edition, precedingTiebreaks: ['BH'] });
          const listed = new Map(rankPlayers(t, ['DE'], { rules: edition }).map((s) => [s.no, s.tiebreaks.DE]));
          const listedAfterBh = new Map(rankPlayers(t, ['BH', 'DE'], { rules: edition }).map((s) => [s.no, s.tiebreaks.DE]));
          const de = column(`DE@${edition}`);
          const deBh = column(`DE-after-BH@${edition}`);
          for (const r of rows) {
            const no = Number(r[0]);
            expect({ no, de: afterScore.get(no), listed: listed.get(no) }).toEqual({ no, de: Number(r[de]), listed: Number(r[de]) });
            expect({ no, de: afterBh.get(no), listed: listedAfterBh.get(no) }).toEqual({ no, de: Number(r[deBh]), listed: Number(r[deBh]) });
          }
        });
      }
    });
  }
});
