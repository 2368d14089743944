/**
 * The A.7 harness (scripts/endorsement.ts): reading the reference checker's report, the events' configurations, and
 * the run without a reference (Hakem's side only, exit 0).
 */
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { configFor, referenceDifferences } from '../../scripts/endorsement';

describe('the endorsement harness', () => {
  it('reads the rounds bbpPairings\' checker (-c) pairs otherwise: a table after the round\'s heading', () => {
    // bbpPairings' own output for the issue's example (`bbpPairings.exe --dutch s4.trf -c`, Hakem before issue 29)
    const out = ['s4: Round #1', 's4: Round #8', 's4: Round #9', '  Checker pairings        Tournament pairings ', '     63 -  66                 47 -  66',
      '     47 -   0                 63 -   0', '', 's4: Round #10', ''].join('\n');
    expect(referenceDifferences(out)).toEqual([9]);
    expect(referenceDifferences('t: Round #1\nt: Round #2\n')).toEqual([]);
  });
  it('draws each event\'s configuration from its seed alone, within the stated ranges', () => {
    expect(configFor(4)).toEqual(configFor(4));
    for (let s = 1; s <= 200; s++) {
      const c = configFor(s);
      expect(c.players).toBeGreaterThanOrEqual(16);
      expect(c.players).toBeLessThanOrEqual(120);
      expect(c.rounds).toBeGreaterThanOrEqual(7);
      expect(c.rounds).toBeLessThanOrEqual(11);
      expect(c.draws).toBeGreaterThanOrEqual(0.1);
      expect(c.draws).toBeLessThanOrEqual(0.5);
      expect(c.forfeits).toBeGreaterThanOrEqual(0.033);
      expect(c.forfeits).toBeLessThanOrEqual(0.167);
    }
  });
  it('without a reference says so, runs Hakem\'s generator and exits 0', () => {
    const root = join(__dirname, '..', '..');
    const env = { ...process.env };
    delete env.HAKEM_REFERENCE;
    const r = spawnSync(process.execPath, ['--import', 'tsx', join(root, 'scripts', 'endorsement.ts'), '--n', '2'], { cwd: root, env, encoding: 'utf8' });
    expect(r.status).toBe(0);
    expect(r.stdout).toMatch(/no reference engine: set HAKEM_REFERENCE/);
    expect(r.stdout).toMatch(/Hakem generates, reference checks: 2 events generated/);
  });
  it('a HAKEM_REFERENCE naming a missing file: exit 2, the file named, no comparison run', () => {
    const root = join(__dirname, '..', '..');
    const missing = join(root, 'no-such-dir', 'bbpPairings.exe');
    const r = spawnSync(process.execPath, ['--import', 'tsx', join(root, 'scripts', 'endorsement.ts'), '--n', '2'], { cwd: root, env: { ...process.env, HAKEM_REFERENCE: missing }, encoding: 'utf8' });
    expect(r.status).toBe(2);
    expect(r.stderr).toContain(`HAKEM_REFERENCE=${missing}: no such file`);
    expect(r.stdout).not.toMatch(/events generated/);
  });
});
