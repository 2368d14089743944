/**
 * `hakem ratings --fide` and the event report (B.02 8.2, 8.3) on a small hand-worked event:
 *   1 (2000), 2 (1588), 3 (unrated), 4 (1800).
 *   Round 1: 1–2 1-0, 3–4 1-0.  Round 2: 1–3 ½-½, 4–2 1-0.
 */
import { describe, expect, it } from 'vitest';
import { run } from '../../cli/main';
import { memoryIO } from '../helpers/io';
import { writeTrf } from '../../engine/trf/write';
import { buildTournament } from '../../engine/model/build';
import { fideReport } from '../../engine/rating/fideEvent';

const t = buildTournament({
  players: [
    { no: 1, name: 'Ayla', rating: 2000 },
    { no: 2, name: 'Berk', rating: 1588 },
    { no: 3, name: 'Cem' },
    { no: 4, name: 'Deniz', rating: 1800 },
  ],
  rounds: [
    { round: 1, games: [{ white: 1, black: 2, result: '1-0' }, { white: 3, black: 4, result: '1-0' }] },
    { round: 2, games: [{ white: 1, black: 3, result: '1/2-1/2' }, { white: 4, black: 2, result: '1-0' }] },
  ],
});
const file = writeTrf(t);

describe('the FIDE report of an event', () => {
  it('a rated player: only games against rated opponents (8.3.1); 2000 beat 1588: D 412 → 400, PD .92, K 20 × .08 = 1.6 → +2', () => {
    const l = fideReport(t).lines.find((x) => x.no === 1)!;
    expect(l.leftOut).toEqual([3]);
    expect(l.change!.games).toHaveLength(1);
    expect(l.change!.expected).toBe(0.92);
    expect(l.change!.k.k).toBe(20);
    expect(l.change!.k.assumed.length).toBeGreaterThan(0);
    expect(l.change!.change).toBe(2);
    expect(l.newRating).toBe(2002);
  });
  it('an unrated player: 1½ of 2 against 1800 and 2000, with two 1800 draws: Ra = 7400 / 4 = 1850, p = 2.5 / 4 = .625 → .63, dp 95 → 1945', () => {
    const l = fideReport(t).lines.find((x) => x.no === 3)!;
    expect(l.change).toBeUndefined();
    expect(l.initial!.average).toBe(1850);
    expect(l.initial!.p100).toBe(63);
    expect(l.initial!.rating).toBe(1945);
    expect(l.initial!.notes.map((n) => n.en).join(' ')).toMatch(/five/);
  });
  it('K given for a player overrides what is assumed: K 40 → 40 × .08 = 3.2 → +3', () => {
    const l = fideReport(t, { kData: new Map([[1, { k: 40 }]]) }).lines.find((x) => x.no === 1)!;
    expect(l.change!.change).toBe(3);
    expect(l.change!.k.assumed).toEqual([]);
  });
});

describe('hakem ratings --fide', () => {
  it('prints the edition, every player, and what was assumed', async () => {
    const io = memoryIO({ 'e.trf': file });
    expect(await run(['ratings', 'e.trf', '--fide'], io)).toBe(0);
    expect(io.stdout).toMatch(/B\.02, effective 1 March 2024.*1 October 2025/);
    expect(io.stdout).toMatch(/^ *1 +Ayla +2000 +20 +1 +1 +0\.92 +\+2 +2002 .*assumed/m);
    expect(io.stdout).toMatch(/^ *3 +Cem .* 1945 /m);
    expect(io.stdout).toMatch(/unrated opponents not counted \(8\.3\.1\): 3/);
  });
  it('--k-for and --explain show one player\'s arithmetic', async () => {
    const io = memoryIO({ 'e.trf': file });
    expect(await run(['ratings', 'e.trf', '--fide', '--k-for', '1=40', '--explain', '1'], io)).toBe(0);
    expect(io.stdout).toMatch(/D = 2000 − 1588 = 412 → 400 \(8\.3\.1\); PD 0\.92/);
    expect(io.stdout).toMatch(/× K 40 = 3\.20 → \+3 \(8\.3\.4\)/);
  });
  it('refuses both or neither report, an unknown player and a bad K, naming the option', async () => {
    for (const [args, msg] of [
      [['ratings', 'e.trf'], /--fide .* or --ukd/],
      [['ratings', 'e.trf', '--fide', '--ukd'], /--fide .* or --ukd/],
      [['ratings', 'e.trf', '--fide', '--k-for', '9=20'], /--k-for: no player has the number 9/],
      [['ratings', 'e.trf', '--fide', '--k', 'twenty'], /--k must be a whole number/],
      [['ratings', 'e.trf', '--ukd', '--k', '20'], /--k applies to --fide/],
    ] as const) {
      const io = memoryIO({ 'e.trf': file });
      expect(await run([...args], io), args.join(' ')).toBe(2);
      expect(io.stderr).toMatch(msg);
    }
  });
});

describe('hakem standings: --fide-rating and unrated opponents in rating averages', () => {
  it('each rated player\'s Δ beside the standings; Deniz 1800 beat 1588: D 212 → PD .77, 20 × .23 = 4.6 → +5; Berk 0 of PD .08 + .23: −6.2 → −6; Cem\'s Ru 1945', async () => {
    const io = memoryIO({ 'e.trf': file });
    expect(await run(['standings', 'e.trf', '--tiebreaks', 'BH', '--rules', '2024', '--fide-rating'], io)).toBe(0);
    expect(io.stdout).toMatch(/ 4 +Deniz .* 1800 +20 +0\.77 +\+5 +1805$/m);
    expect(io.stdout).toMatch(/ 2 +Berk .* 1588 +20 +0\.31 +-6 +1582$/m);
    expect(io.stdout).toMatch(/ 3 +Cem .* 1945\*$/m);
    expect(io.stdout).toMatch(/B\.02/);
    const json = memoryIO({ 'e.trf': file });
    expect(await run(['standings', 'e.trf', '--tiebreaks', 'BH', '--rules', '2024', '--fide-rating', '--json'], json)).toBe(0);
    const rows = JSON.parse(json.stdout) as Array<{ no: number; fideRating: { change?: number; initialRating?: number } }>;
    expect(rows.find((r) => r.no === 4)!.fideRating.change).toBe(5);
    expect(rows.find((r) => r.no === 3)!.fideRating.initialRating).toBe(1945);
  });
  it('without a rating for the unrated, ARO says which opponents it left out; with --unrated-rating 1400 Ayla\'s ARO is (1588 + 1400) / 2 = 1494', async () => {
    const io = memoryIO({ 'e.trf': file });
    expect(await run(['standings', 'e.trf', '--tiebreaks', 'ARO', '--rules', '2024'], io)).toBe(0);
    expect(io.stdout).toMatch(/Unrated opponents left out[^\n]*\n  1: 3\n  4: 3\n/);
    expect(io.stdout).toMatch(/ 1 +Ayla +1½ +1588$/m);
    const json = memoryIO({ 'e.trf': file });
    await run(['standings', 'e.trf', '--tiebreaks', 'ARO', '--rules', '2024', '--json'], json);
    expect((JSON.parse(json.stdout) as Array<{ no: number; unratedOpponentsLeftOut?: number[] }>).find((r) => r.no === 1)!.unratedOpponentsLeftOut).toEqual([3]);
    const counted = memoryIO({ 'e.trf': file });
    expect(await run(['standings', 'e.trf', '--tiebreaks', 'ARO', '--rules', '2024', '--unrated-rating', '1400'], counted)).toBe(0);
    expect(counted.stdout).toMatch(/ 1 +Ayla +1½ +1494$/m);
    expect(counted.stdout).not.toMatch(/left out/);
    const bad = memoryIO({ 'e.trf': file });
    expect(await run(['standings', 'e.trf', '--unrated-rating', 'low'], bad)).toBe(2);
    expect(bad.stderr).toMatch(/--unrated-rating must be a rating/);
  });
});
