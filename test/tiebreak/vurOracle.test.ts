/**
 * C.07 16.5 against FIDE's reference program on 79 events dense with voluntary unplayed rounds
 * (test/oracle/tiebreaks-vur/README.md): every value of the Buchholz and Sonneborn-Berger families, cut and median,
 * under the edition the start date puts in force; and the other reading of the cut exception (`lowest-share`) is
 * shown to part from the reference exactly where the README says.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readTrf } from '../../engine/trf/read';
import { chooseRules, computeTiebreak } from '../../engine/tiebreak';

const dir = join(__dirname, '../oracle/tiebreaks-vur');
const CODES = ['SB', 'SB-C1', 'SB-C2', 'SB-M1', 'BH', 'BH-C1', 'BH-C2', 'BH-M1'];
const events = readdirSync(dir).filter((f) => f.endsWith('.trf')).sort();

function reference(name: string): Array<{ no: number; values: Record<string, number> }> {
  const [head, ...rows] = readFileSync(join(dir, name.replace(/\.trf$/, '.tbs.txt')), 'utf8').trim().split('\n');
  const cols = head.split('\t');
  return rows.map((r) => {
    const v = r.split('\t');
    return { no: Number(v[0]), values: Object.fromEntries(CODES.map((c) => [c, Number(v[cols.indexOf(c.replace('-', '/'))])])) };
  });
}

function differences(vurCut: 'least-significant' | 'lowest-share'): string[] {
  const out: string[] = [];
  for (const name of events) {
    const t = readTrf(readFileSync(join(dir, name), 'utf8'), name);
    const rules = chooseRules(undefined, t.info.startDate).rules;
    const mine = Object.fromEntries(CODES.map((c) => [c, computeTiebreak(t, c, { rules, vurCut })]));
    for (const { no, values } of reference(name)) {
      for (const c of CODES) if (Math.abs(mine[c].get(no)! - values[c]) > 1e-9) out.push(`${name.replace('.trf', '')} p${no} ${c}`);
    }
  }
  return out;
}

describe('C.07 16.5 on 79 events dense with VURs (TieBreakServer)', () => {
  it('has the corpus: 79 events, both editions', () => {
    expect(events).toHaveLength(79);
    const dates = new Set(events.map((n) => readTrf(readFileSync(join(dir, n), 'utf8'), n).info.startDate));
    expect(dates).toEqual(new Set(['2026/04/01', '2025/01/10'])) // as written: 2026 rules, 2024 rules;
  });

  it('every value as the reference computes it (the default reading)', () => {
    expect(differences('least-significant')).toEqual([]);
  });

  it('the smallest-share reading parts from the reference in SB cuts of four players, under 2026 only', () => {
    const diff = differences('lowest-share');
    expect(diff).toHaveLength(12);
    expect(new Set(diff.map((d) => d.split(' ').slice(0, 2).join(' ')))).toEqual(new Set(['e15 p3', 'e59 p9', 'e67 p10', 'e73 p4']));
    expect(diff.every((d) => / SB-/.test(d))).toBe(true);
  });
});
