/**
 * The one mapping from a file's system records to Hakem's systems (engine/pairing/edition.ts): ETT26's 192 codes
 * (the FIDE TRF-2026 annex's table of tournament types), the free text of 092, and, with neither, the FIDE edition in
 * force on the start date (the Swiss rules of 2026 from 1 February 2026).
 */
import { describe, expect, it } from 'vitest';
import { code192For, pairingSystemInForce, systemFromCode192, systemFromFile } from '../../engine/pairing/edition';
import { pairingSystem } from '../../engine/pairing/registry';
import type { Tournament } from '../../engine/model/types';

const file = (lines: string[], startDate?: string): Tournament => ({ info: { ...(startDate ? { startDate } : {}) }, players: [], rounds: [], otherLines: lines });

describe('192 and 092 name the system', () => {
  it('reads the ETT26 codes, _BAKU included, and names the ones Hakem has no system for', () => {
    const cases: Array<[string, string | undefined, boolean]> = [
      ['FIDE_DUTCH_2026', 'dutch', false], ['FIDE_DUTCH_2025', 'dutch', false], ['FIDE_DUTCH', 'dutch', false], ['FIDE_DUTCH_BAKU', 'dutch', true],
      ['FIDE_DUTCH_2017', undefined, false], ['FIDE_DUBOV', 'dubov-2026', false], ['FIDE_BURSTEIN_BAKU', 'burstein-2026', true],
      ['FIDE_DOUBLESWISS', 'double-swiss', false], ['FIDE_TEAM_TYPEA_MP_GP', 'team-swiss', false], ['FIDE_ROUNDROBIN', 'round-robin', false],
      ['BERGER_DOUBLEROUNDROBIN', 'double-round-robin', false], ['FIDE_SCHEVENINGEN', 'scheveningen', false], ['CUSTOM_KNOCKOUT', 'knockout', false],
      ['CUSTOM_SWISS', undefined, false],
    ];
    for (const [code, id, baku] of cases) expect([code, systemFromCode192(code)]).toEqual([code, { id, baku }]);
    for (const [, id] of cases) if (id) expect(pairingSystem(id)?.id).toBe(id);
  });

  it('192 before 092; 092 by its words or a code written in it; Hakem\'s own 092 line for an edition with no code', () => {
    expect(systemFromFile({ ...file(['192 FIDE_DOUBLESWISS']), info: { type: 'Swiss Dutch' } })?.id).toBe('double-swiss');
    expect(systemFromFile({ ...file([]), info: { type: 'FIDE_DUTCH_2025' } })?.id).toBe('dutch');
    expect(systemFromFile({ ...file([]), info: { type: 'Individual: Swiss-System Dubov' } })?.id).toBe('dubov-2026');
    expect(systemFromFile({ ...file([]), info: { type: 'Hakem dutch-2009: FIDE Dutch system (1992-2009 edition, as taught)' } })?.id).toBe('dutch-2009');
    // what `hakem generate` writes: its own ids, so the books' Dubov and Burstein stay themselves
    expect(systemFromFile({ ...file([]), info: { type: 'dubov (hakem generate --seed 1)' } })?.id).toBe('dubov');
    expect(systemFromFile({ ...file([]), info: { type: 'burstein (hakem generate --seed 7)' } })?.id).toBe('burstein');
    expect(systemFromFile({ ...file([]), info: { type: 'dutch-2009 (hakem generate --seed 2)' } })?.id).toBe('dutch-2009');
    expect(systemFromFile({ ...file([]), info: { type: 'burstein-2026 (hakem generate --seed 3)' } })?.id).toBe('burstein-2026');
    expect(systemFromFile(file([]))).toBeUndefined();
    // 092 is free text: words naming no system leave it to the start date, as no 092 would
    expect(systemFromFile({ ...file([]), info: { type: 'Open' } })).toBeUndefined();
    expect(systemFromFile(file(['192 CUSTOM_SWISS']))).toMatchObject({ record: '192', code: 'CUSTOM_SWISS' });
    expect(systemFromFile(file(['192 CUSTOM_SWISS']))?.id).toBeUndefined();
  });

  it('with none, the edition in force on the start date: C.04.3 (today, and from 1 February 2026)', () => {
    for (const d of [undefined, '2026/03/15', '15.02.2026', '2025/06/01', 'soon']) expect(pairingSystemInForce(d).id).toBe('dutch');
    expect(pairingSystemInForce('2025/06/01').reason.en).toMatch(/2017 text of C\.04\.3 was then in force/);
    expect(pairingSystemInForce('2026/03/15').reason.en).toMatch(/in force on the start date 2026-03-15/);
  });

  it('writes back a code that reads as the same system', () => {
    for (const id of ['dutch', 'dubov-2026', 'burstein-2026', 'double-swiss', 'round-robin', 'double-round-robin', 'scheveningen', 'knockout']) {
      expect(systemFromCode192(code192For(id)!).id).toBe(id);
    }
    expect(code192For('dutch', true)).toBe('FIDE_DUTCH_2026_BAKU');
    expect(code192For('dutch-2009')).toBeUndefined();
  });
});
