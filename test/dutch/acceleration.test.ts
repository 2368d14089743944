/**
 * Acceleration with the current Dutch rules (C.04.7): TRF-2026 250 lines and 192 FIDE_DUTCH_BAKU against
 * bbpPairings (test/oracle/dutch-2025-acceleration, its README says how far to trust it), and the files the
 * systems refuse rather than pair without the acceleration they ask for.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readTrf } from '../../engine/trf/read';
import { pairDutch } from '../../engine/pairing/dutch/index';
import { pairingSystems } from '../../engine/pairing/registry';
import { buildTournament } from '../../engine/model/build';

const DIR = join(__dirname, '..', 'oracle', 'dutch-2025-acceleration');
const cases = readdirSync(DIR).filter((f) => f.endsWith('.trf')).map((f) => f.slice(0, -4)).sort();
const text = (name: string) => readFileSync(join(DIR, `${name}.trf`), 'utf8');
const expected = (name: string) => readFileSync(join(DIR, `${name}.pairs`), 'utf8').trim().split(/\r?\n/).slice(1).map((l) => l.trim().split(/\s+/).join(' '));
const hakem = (trf: string, options = {}) => {
  const out = pairDutch(readTrf(trf, 'T.trf'), options);
  return out.ok ? [...out.pairing.boards.map((b) => `${b.white} ${b.black}`), ...out.pairing.byes.map((b) => `${b} 0`)] : [`no pairing: ${out.reason.en}`];
};

describe('Dutch with acceleration against bbpPairings', () => {
  it('the corpus holds its 45 cases', () => expect(cases).toHaveLength(45));
  it.each(cases)('%s', (name) => {
    expect(hakem(text(name))).toEqual(expected(name));
  });
});

describe('250 lines', () => {
  const base = text('s13-p40-r2-250two');
  it('the explanation names the virtual points of the round', () => {
    const out = pairDutch(readTrf(base, 'T.trf'));
    const notes = out.explanation.sections[0].steps.map((s) => s.text.en).join('\n');
    expect(notes).toMatch(/250 lines .*virtual points this round, for pairing only: 2 to 1–10; 1 to 11–20/);
  });
  it('an acceleration option beside 250 lines would be ignored: refused', () => {
    expect(() => pairDutch(readTrf(base, 'T.trf'), { acceleration: 'baku' })).toThrow(/250 lines give the acceleration, so the acceleration option would be ignored/);
  });
  it('bad 250 lines name the line: a malformed one, match points in an individual event, a player named twice for a round', () => {
    const at = (line: string) => base.replace(/^250 .*\n/m, `${line}\n`);
    expect(() => readTrf(at('250 1.0 one 003 0001 0010'), 'T.trf')).toThrow(/T\.trf, line \d+.*250 must be "250 MMMM PPPP RRR RRR NNNN NNNN"/);
    expect(() => readTrf(at('250      1.0 003 001 0001 0010'), 'T.trf')).toThrow(/250: the rounds 003 to 001 are not a range/);
    expect(() => pairDutch(readTrf(at('250  2.0  1.0 001 003 0001 0010'), 'T.trf'))).toThrow(/virtual match points \(2, columns 5-8\) are for team events/);
    expect(() => pairDutch(readTrf(at('250       1.0 002 004 0005 0012'), 'T.trf'))).toThrow(/player 11 has virtual points for round 2 on this line and on line \d+/);
    expect(() => pairDutch(readTrf(base.replace(/^250 .*\n/m, 'XXA    1  1.0  1.0\n'), 'T.trf'))).toThrow(/the file gives acceleration twice, on XXA and on 250 lines \(line \d+\): keep one/);
  });
  it('JaVaFo\'s XXA lines saying the same pair as the 250 lines (bbpPairings pairs both files alike)', () => {
    // XXA NNNN then the virtual points of rounds 1, 2, 3 in 5-column steps (JaVaFo's manual; bbpPairings reads them so)
    const xxa = Array.from({ length: 20 }, (_, i) => `XXA ${String(i + 1).padStart(4)}${` ${(i < 10 ? 2 : 1).toFixed(1).padStart(4)}`.repeat(3)}`);
    const asXxa = base.replace(/^250 .*\n/gm, '').replace(/\n$/, `\n${xxa.join('\n')}\n`);
    expect(asXxa).not.toMatch(/^250/m);
    expect(hakem(asXxa)).toEqual(expected('s13-p40-r2-250two'));
  });
  it('written back as read', async () => {
    const { writeTrf } = await import('../../engine/trf/write');
    expect(writeTrf(readTrf(base, 'T.trf'))).toBe(base);
  });
});

describe('the systems without acceleration refuse a file that asks for it', () => {
  const players = Array.from({ length: 8 }, (_, i) => ({ no: i + 1, rating: 2000 - 10 * i }));
  const asking = [
    ['a 192 _BAKU code', (t: ReturnType<typeof buildTournament>) => { t.otherLines = ['192 FIDE_DUTCH_BAKU']; }],
    ['a 250 line', (t: ReturnType<typeof buildTournament>) => { t.acceleration = [{ points: 1, fromRound: 1, toRound: 2, from: 1, to: 4, line: 3, text: '250       1.0 001 002 0001 0004' }]; }],
    ['an XXA line', (t: ReturnType<typeof buildTournament>) => { t.otherLines = ['XXA    1  1.0']; }],
  ] as const;
  const swiss = pairingSystems().filter((s) => !['dutch', 'team-swiss', 'round-robin', 'double-round-robin', 'scheveningen', 'knockout'].includes(s.id));
  it.each(swiss.flatMap((s) => asking.map(([what, f]) => [s.id, what, f] as const)))('%s with %s', (id, _what, f) => {
    const t = buildTournament({ players, totalRounds: 9 });
    f(t);
    const system = swiss.find((s) => s.id === id)!;
    expect(() => system.pair(t, { round: 1 })).toThrow(new RegExp(`which ${id} does not apply`));
  });
});

describe('table systems say they do not apply must-not-meet or acceleration lines', () => {
  it.each(['round-robin', 'double-round-robin', 'knockout'])('%s', (id) => {
    const t = buildTournament({ players: Array.from({ length: 6 }, (_, i) => ({ no: i + 1 })), totalRounds: 5 });
    t.forbiddenGroups = [{ players: [1, 6], trfLine: 'XXP 1 6' }];
    const system = pairingSystems().find((s) => s.id === id)!;
    const out = system.pair(t, { round: 1 });
    expect(out.ok).toBe(true);
    const notes = out.explanation.sections.flatMap((s) => s.steps.map((x) => x.text.en)).join('\n');
    expect(notes).toMatch(new RegExp(`who must not meet \\(XXP 1 6\\): ${id} pairs by its table, so these lines are not applied`));
  });
});

describe('250 read by its columns', () => {
  it('a blank field stays blank: match points without virtual points is refused, not read as points', () => {
    const base = text('s13-p40-r2-250two');
    // columns 5-8 "02.0" (match points), 10-13 blank: an individual event needs the points in 10-13
    const mpOnly = base.replace(/^250 .*\n/m, '250 02.0      001 003 0001 0010\n');
    expect(() => readTrf(mpOnly, 'T.trf')).toThrow(/250 must be/);
    // the same fields without the column layout (single blanks) are read field by field
    const loose = base.replace(/^250 .*\n/m, '250 2.0 1 3 1 10\n');
    expect(readTrf(loose, 'T.trf').acceleration?.[0]).toMatchObject({ points: 2, fromRound: 1, toRound: 3, from: 1, to: 10 });
    expect(readTrf(base, 'T.trf').acceleration?.map((a) => [a.points, a.fromRound, a.toRound, a.from, a.to])).toEqual([[2, 1, 3, 1, 10], [1, 1, 3, 11, 20]]);
  });
});
