/** `hakem ratings FILE.trf --ukd`, run in-process on TRF files written from the hand-worked events. */
import { describe, expect, it } from 'vitest';
import { run } from '../../cli/main';
import type { CliIO } from '../../cli/io';
import { writeTrf } from '../../engine/trf/write';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { FIXTURES } from '../helpers/examples';
import { roundRobinEvent, swissEvent } from './events';

function fakeIO(files: Record<string, string>) {
  const out: string[] = [];
  const err: string[] = [];
  const io: CliIO = {
    out: (s) => void out.push(s),
    err: (s) => void err.push(s),
    readFile: (p) => files[p],
    writeFile: (p, d) => void (files[p] = String(d)),
    exists: (p) => p in files,
  };
  return { io, out: () => out.join(''), err: () => err.join('') };
}

describe('hakem ratings --ukd', () => {
  const files = { 'swiss.trf': writeTrf(swissEvent()), 'rr.trf': writeTrf(roundRobinEvent()) };

  it('prints the federation table of a Swiss: the figures of report.test.ts (A 1800 -3 -> 1797, E +20 -> 1520, D P 1394)', async () => {
    const f = fakeIO({ ...files });
    expect(await run(['ratings', 'swiss.trf', '--ukd'], f.io)).toBe(0);
    const text = f.out();
    expect(text).toMatch(/Method: Swiss \(8\.A\)\s+Ra = 1650\.0\s+unrated start = 1350/);
    const row = (no: number) => text.split('\n').find((l) => new RegExp(`^\\s*${no}\\s`).test(l))!.trim().split(/\s+/);
    // No Name UKD n W Ro D PD We k ΔD New P
    // A: unrated D and F at 1350 -> 1450; Ro 4400/3 = 1466.7; D 333 -> .88; We 2.64; 20 × -.14 = -2.8 -> -3; P 1740
    expect(row(1)).toEqual(['1', 'A', '1800', '3', '2.5', '1466.7', '333', '0.88', '2.64', '20', '-3', '1797', '1740']);
    expect(row(5).slice(10, 12)).toEqual(['+20', '1520']);
    expect(row(4).slice(0, 7)).toEqual(['4', 'D', '1350', '3', '0.5', '1666.7', '1394']);
    expect(text).toMatch(/Rounding: .*away from zero/);
  });

  it('--json gives the report object; --lang tr the Turkish table; the round robin uses formulas 5 and 6', async () => {
    const f = fakeIO({ ...files });
    expect(await run(['ratings', 'rr.trf', '--ukd', '--json'], f.io)).toBe(0);
    const r = JSON.parse(f.out());
    expect(r.system).toBe('round-robin');
    expect(r.players.find((p: { no: number }) => p.no === 4).performance).toBe(1529);
    const g = fakeIO({ ...files });
    await run(['ratings', 'rr.trf', '--ukd', '--lang', 'tr'], g.io);
    expect(g.out()).toMatch(/Döner yarışma \(8\.B\).*To = 1733\.3/);
    expect(g.out()).toMatch(/birinci: düşmez \(8\.A\.4\)/);
  });

  it('an event without time control is not eligible (exit 1) until --minutes and --days are given', async () => {
    const t = swissEvent();
    t.info = { name: 'no header' };
    const f = fakeIO({ 'bare.trf': writeTrf(t) });
    expect(await run(['ratings', 'bare.trf', '--ukd'], f.io)).toBe(1);
    expect(f.out()).toMatch(/Not eligible for UKD:\n  - the time control is not stated \(rule 3\.a, 11\)\n  - the dates of the event are not stated \(rule 3\.c, 11\)/);
    const g = fakeIO({ 'bare.trf': writeTrf(t) });
    expect(await run(['ratings', 'bare.trf', '--ukd', '--minutes', '90', '--days', '3'], g.io)).toBe(0);
  });

  it('--winner names the winner; bad options are usage errors', async () => {
    const f = fakeIO({ ...files });
    expect(await run(['ratings', 'swiss.trf', '--ukd', '--json', '--winner', '2'], f.io)).toBe(0);
    expect(JSON.parse(f.out()).players[1]).toMatchObject({ no: 2, delta: 0, winnerKept: true });
    for (const args of [['swiss.trf'], ['swiss.trf', '--ukd', '--winner', '9'], ['swiss.trf', '--ukd', '--minutes', 'ninety'], ['swiss.trf', '--ukd', '--system', 'dutch']]) {
      const g = fakeIO({ ...files });
      expect(await run(['ratings', ...args], g.io), args.join(' ')).toBe(2);
      expect(g.err()).toMatch(/hakem ratings: /);
    }
    const u = fakeIO({ ...files });
    expect(await run(['ratings', 'swiss.trf', '--ukd', '--unrated-at', 'gkd'], u.io)).toBe(2);
    // --unrated-at performance: A counted against D 1394 and F 1940 gains +7 (report.test.ts)
    const v = fakeIO({ ...files });
    expect(await run(['ratings', 'swiss.trf', '--ukd', '--json', '--unrated-at', 'performance'], v.io)).toBe(0);
    expect(JSON.parse(v.out()).players[0]).toMatchObject({ no: 1, delta: 7, newUkd: 1807 });
    const h = fakeIO({});
    expect(await run(['ratings', 'missing.trf', '--ukd'], h.io)).toBe(1);
  });
});

describe('hakem ratings on a TRF file (test/fixtures/ukd/round-robin.trf: UKD lines, 092 round robin)', () => {
  it('detects the round robin from the 092 line and prints place, dates and time control (9.A.14)', async () => {
    const f = fakeIO({ 'rr.trf': readFileSync(join(FIXTURES, 'ukd', 'round-robin.trf'), 'utf8') });
    expect(await run(['ratings', 'rr.trf', '--ukd'], f.io)).toBe(0);
    const text = f.out();
    expect(text).toContain("Place: Ankara   Dates: 2025/05/10 - 2025/05/11   Time control: 90'+30''");
    // To = 1733.3 and P4 = 1529 (report.test.ts); P1, the sole top scorer, keeps 2000; its performance Ro 1700 + dp(.83) 273 = 1973
    expect(text).toMatch(/Round robin \(8\.B\)\s+Ra = 1800\.0\s+To = 1733\.3/);
    expect(text).toMatch(/^\s*4\s+P4\s+3\s+0\.5\s+1529\s+GKD recorded/m);
    expect(text).toMatch(/^\s*1\s+P1\s+2000\s+3\s+2\.5\s+1700\s+300\s+0\.85\s+2\.55\s+15\s+0\s+2000\s+1973\s+winner/m);
  });
});
