/**
 * UKD rating exercises (TSF UKD procedure, seed 004): hand-built events whose UKD change is worked by hand from the
 * articles (6.h the 350 rule, 8.A.1 the unrated start, rule 4 unplayed games, 8.A.3 We = PD × n with PD from Ek1
 * Tablo 2 = FIDE table 8.1.2, 8.A.4 k and the winner, formula 3 ΔD = k(W − We)); the document has no worked change
 * of its own, only the 6.h example (1500 against 2000: 1850 and 1650), used in the first case's shape. Then the
 * seeded exercise and `hakem exercise rating --rating ukd` / `hakem mark --rating ukd`, with bad answers refused.
 */
import { describe, expect, it } from 'vitest';
import { buildTournament, type SimpleRound } from '../../engine/model/build';
import type { Tournament } from '../../engine/model/types';
import { markUkd, newUkdExercise, parseUkdAnswer } from '../../engine/marking/ratingExercise';
import { run } from '../../cli/main';
import { writeTrf } from '../../engine/trf/write';
import { memoryIO } from '../helpers/io';

/** An event that rule 3 accepts: 90 minutes each, five days. */
function event(ukds: Array<number | undefined>, rounds: SimpleRound[]): Tournament {
  const t = buildTournament({ players: ukds.map((ukd, i) => ({ no: i + 1, name: `P${i + 1}`, rating: 2000 - 10 * i, ukd })), firstColour: 'w', rounds });
  return { ...t, info: { ...t.info, name: 'UKD hand case', timeControl: '90 min + 30 sec', startDate: '2026/11/02', endDate: '2026/11/06' } };
}
const g = (white: number, black: number, result: string) => ({ white, black, result });

describe('UKD change by hand (seed 004)', () => {
  // 1 (UKD 1800) meets 3 (1700) 1, 2 (1900) ½, 4 (2200) 0, 5 (1750) 1: W = 2.5, n = 4.
  // 6.h: 2200 is 400 above 1800, so it counts 1800 + 350 = 2150. Ro = (1900 + 1700 + 2150 + 1750) / 4 = 7500 / 4 = 1875.
  // D = 1800 − 1875 = −75: the lower player's side of the band 69-76 in Ek1 Tablo 2: PD = 0.40. We = 0.40 × 4 = 1.60.
  // k = 20 (1600-1999, 8.A.4). ΔD = 20 × (2.5 − 1.60) = 18. (6.g: P = 1875 + dP(0.63) = 1875 + 95 = 1970, above 1818.)
  const one = () => event([1800, 1900, 1700, 2200, 1750], [
    { round: 1, games: [g(1, 3, '1-0')], absent: [2, 4, 5] },
    { round: 2, games: [g(2, 1, '1/2-1/2')], absent: [3, 4, 5] },
    { round: 3, games: [g(1, 4, '0-1')], absent: [2, 3, 5] },
    { round: 4, games: [g(5, 1, '0-1')], absent: [2, 3, 4] },
  ]);
  it('6.h and formula 3: +18, with the working step by step', () => {
    const m = markUkd(one(), 1, 18);
    expect(m.right).toBe(true);
    expect(m.text.en).toBe('Right: the UKD change of 1 is +18.');
    expect(m.working).toContain('opponent 4 (UKD 2200; more than 350 apart: counts 2150 (6.h)), 0');
    expect(m.working).toContain('Ro = 1700 + 1900 + 2150 + 1750 = 7500; / 4 = 1875.00');
    expect(m.working).toContain('D = UKD − Ro = 1800 − 1875.00 → −75; PD = 0.40');
    expect(m.working).toContain('We = PD × n = 0.40 × 4 = 1.60 (8.A.3)');
    expect(m.working).toContain('ΔD = k(W − We) = 20 × (2.5 − 1.60) = 18.00 → +18 (formula 3)');
    expect(m.working).toContain('new UKD: 1800 + 18 = 1818');
    const w = markUkd(one(), 1, 17, 'tr');
    expect(w.right).toBe(false);
    expect(w.text.tr).toBe('Yanlış: 1 numaranın UKD değişimi +17 değil, +18 (formül 3, 8.A.3-4); hesap aşağıda.');
    expect(w.working).toContain("fark 350'den fazla: 2150 sayılır (6.h)");
  });

  it("8.A.4: the individual winner's UKD does not fall (−4 by formula 3, 0 marked)", () => {
    // 1 (UKD 2450, k = 10) beats 2 (2000) and 3 (2050), draws 4 (2100) and 5 (2300): W = 3, the only 3 of the event.
    // 6.h: 2000 and 2050 count 2100 (2450 − 350); 2100 is exactly 350 away and stays. Ro = (3 × 2100 + 2300) / 4 = 2150.
    // D = 300: band 291-302, PD = 0.85; We = 3.40; ΔD = 10 × (3 − 3.40) = −4; the winner keeps his UKD: 0.
    const t = event([2450, 2000, 2050, 2100, 2300], [
      { round: 1, games: [g(1, 2, '1-0')], absent: [3, 4, 5] },
      { round: 2, games: [g(3, 1, '0-1')], absent: [2, 4, 5] },
      { round: 3, games: [g(1, 4, '1/2-1/2')], absent: [2, 3, 5] },
      { round: 4, games: [g(5, 1, '1/2-1/2')], absent: [2, 3, 4] },
    ]);
    expect(markUkd(t, 1, 0).right).toBe(true);
    const w = markUkd(t, 1, -4);
    expect(w.right).toBe(false);
    expect(w.text.en).toBe("Wrong: the UKD change of 1 is 0, not −4 (the individual winner's UKD does not fall: 8.A.4); the working below.");
    expect(w.working).toContain('D = UKD − Ro = 2450 − 2150.00 → 300; PD = 0.85');
    expect(w.working).toContain('10 × (3 − 3.40) = −4.00 → −4 (formula 3)');
    expect(w.working).toContain("the event's individual winner: his UKD does not fall, ΔD = 0 (8.A.4)");
  });

  it('8.A.1 and rule 4: an unrated opponent counts at the rated average − 300; a forfeit win is not counted', () => {
    // UKD-rated: 1 (1500), 2 (1600), 3 (1400), 5 (1700): average 6200 / 4 = 1550, so 4 (unrated) starts at 1250.
    // 1 beats 2, draws 3, beats 4, and wins against 5 by forfeit in R4 (rule 4: not counted). n = 3, W = 2.5.
    // Ro = (1600 + 1400 + 1250) / 3 = 1416.67; D = 83.33 → 83: band 77-83, PD = 0.61; We = 1.83.
    // k = 25 (up to 1599); ΔD = 25 × (2.5 − 1.83) = 16.75 → +17 (6.g: P = 1416.67 + dP(0.83) 273 = 1690 > 1517).
    const t = event([1500, 1600, 1400, undefined, 1700], [
      { round: 1, games: [g(1, 2, '1-0')], absent: [3, 4, 5] },
      { round: 2, games: [g(3, 1, '1/2-1/2')], absent: [2, 4, 5] },
      { round: 3, games: [g(1, 4, '1-0')], absent: [2, 3, 5] },
      { round: 4, games: [g(1, 5, '+--')], absent: [2, 3, 4] },
    ]);
    const m = markUkd(t, 1, 17);
    expect(m.right).toBe(true);
    expect(m.working).toContain("unrated: 1250 = the UKD-rated players' average − 300 (8.A.1)");
    expect(m.working).toContain('R 4: decided without play: not counted (rule 4)');
    expect(m.working).toContain('25 × (2.5 − 1.83) = 16.75 → +17');
    expect(() => markUkd(t, 4, 0)).toThrow(/has no UKD: he gets a performance \(GKD\)/);
  });

  it('answers: "+17", "-4", "−4" and "0" read; an empty or a text answer is an error, not a wrong answer', () => {
    expect(parseUkdAnswer('+17\n')).toBe(17);
    expect(parseUkdAnswer(' -4 ')).toBe(-4);
    expect(parseUkdAnswer('−4')).toBe(-4);
    expect(parseUkdAnswer('0')).toBe(0);
    expect(() => parseUkdAnswer('  \n')).toThrow(/the answer is empty/);
    expect(() => parseUkdAnswer('on yedi')).toThrow(/"on yedi" is not a whole number/);
    expect(() => parseUkdAnswer('16.75')).toThrow(/is not a whole number: the UKD change is rounded to whole points/);
  });
});

describe('the seeded UKD exercise and the commands', () => {
  it('the same seed gives the same exercise: a UKD-rated player, an unrated one in the field, an eligible event', () => {
    const a = newUkdExercise(5), b = newUkdExercise(5);
    expect(writeTrf(a.tournament)).toBe(writeTrf(b.tournament));
    expect(a.tournament.players.find((p) => p.no === a.player)!.ukd).toBeGreaterThanOrEqual(1000);
    expect(a.tournament.players.filter((p) => p.ukd === undefined)).toHaveLength(1);
    expect(a.title.tr).toMatch(/UKD değişimini hesaplayın/);
  });
  it('hakem exercise rating --rating ukd, then hakem mark --rating ukd: exit 1 wrong, 0 right, 2 for a bad answer', async () => {
    const io = memoryIO({});
    expect(await run(['exercise', 'rating', '--rating', 'ukd', '--seed', '3', '-o', 'u.trf'], io), io.stderr).toBe(0);
    const cmd = /hakem mark (--rating ukd --player \d+) u\.trf ANSWER\.txt/.exec(io.stdout)![1].split(' ');
    io.files.set('wrong.txt', '999\n');
    expect(await run(['mark', ...cmd, 'u.trf', 'wrong.txt'], io)).toBe(1);
    const value = /is ([+−]?\d+), not \+999/.exec(io.stdout)![1].replace('−', '-');
    expect(io.stdout).toMatch(/ΔD = k\(W − We\)/);
    io.files.set('right.txt', `${value}\n`);
    expect(await run(['mark', ...cmd, 'u.trf', 'right.txt'], io)).toBe(0);
    for (const [file, text, said] of [['empty.txt', '\n', /the answer is empty/], ['text.txt', 'yirmi\n', /"yirmi" is not a whole number/]] as const) {
      const e = memoryIO({ 'u.trf': io.files.get('u.trf')!, [file]: text });
      expect(await run(['mark', ...cmd, 'u.trf', file], e)).toBe(2);
      expect(e.stderr).toMatch(said);
    }
    const k = memoryIO({});
    expect(await run(['exercise', 'rating', '--rating', 'ukd', '--k', '20', '--seed', '3', '-o', 'u.trf'], k)).not.toBe(0);
    expect(k.stderr).toMatch(/--k is for --rating fide/);
    const bad = memoryIO({ 'u.trf': io.files.get('u.trf')!, 'right.txt': '1\n' });
    expect(await run(['mark', '--rating', 'elo', '--player', '1', 'u.trf', 'right.txt'], bad)).not.toBe(0);
    expect(bad.stderr).toMatch(/--rating must be fide or ukd/);
  });
});
