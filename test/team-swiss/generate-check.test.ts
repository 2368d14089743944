/**
 * FIDE's random tournament generator and free checker for the Swiss Team system: 100 generated events (6-30 teams,
 * Type A and Type B, MP only or MP with GP, forfeited matches and boards, absent teams, PABs), each written as a
 * TRF-2026 team file, read back (its 310 totals checked against the boards), and every round re-paired from the
 * rounds before it: no difference. A round-trip of the model and a planted PAB change are checked too.
 */
import { describe, expect, it } from 'vitest';
import { generateTeamSwiss } from '../../engine/pairing/team-swiss/generate';
import { checkTeamSwiss } from '../../engine/pairing/team-swiss/check';
import { lineFinder, readTeamEvent, writeTeamTrf } from '../../engine/trf/team';
import { readTrf } from '../../engine/trf/read';
import { run } from '../../cli/main';
import { memoryIO } from '../helpers/io';

describe('generate then check --system team-swiss', () => {
  it('100 generated events re-check clean', () => {
    const seen = { forfeits: 0, pabs: 0, absent: 0, typeB: 0, gp: 0 };
    for (let seed = 1; seed <= 100; seed++) {
      const g = generateTeamSwiss(seed);
      expect(g.ok, `seed ${seed}`).toBe(true);
      if (!g.ok) continue;
      const text = writeTeamTrf(g.event, g.players, { name: `generated ${seed}` });
      const t = readTrf(text, `g${seed}.trf`);
      const e = readTeamEvent(t, lineFinder(text), `g${seed}.trf`);
      expect(writeTeamTrf(e, t.players, t.info)).toBe(text);
      expect(checkTeamSwiss(e).map((d) => d.text.en), `seed ${seed}`).toEqual([]);
      for (const r of e.rounds) {
        seen.forfeits += r.matches.filter((m) => m.forfeit).length;
        seen.pabs += r.unpaired.filter((u) => u.code === 'U').length;
        seen.absent += r.unpaired.filter((u) => u.code === 'Z').length;
      }
      if (e.settings.preferences === 'B') seen.typeB++;
      if (e.settings.secondary === 'GP') seen.gp++;
    }
    // the events cover what the checker must handle
    for (const v of Object.values(seen)) expect(v).toBeGreaterThan(5);
  });

  it('hakem generate --system team-swiss, then hakem check --system team-swiss: 100 events, exit 0 each', async () => {
    for (let seed = 1; seed <= 100; seed++) {
      const teams = 6 + (seed % 25), rounds = Math.min(3 + (seed % 5), Math.max(3, Math.floor(teams / 2)));
      const io = memoryIO({});
      const args = ['generate', '--system', 'team-swiss', '--teams', String(teams), '--rounds', String(rounds), '--seed', String(seed), '--forfeits', '0.05', '--byes', '0.03', '-o', 'g.trf'];
      if (seed % 2) args.push('--option', 'preferences=B');
      expect(await run(args, io), `seed ${seed}: ${io.stderr}`).toBe(0);
      expect(await run(['check', '--system', 'team-swiss', 'g.trf'], io), `seed ${seed}: ${io.stdout}`).toBe(0);
      expect(io.stdout).toContain(`${rounds} rounds paired again with team-swiss; every one as the file has it`);
    }
  });

  it('a PAB given to another team is reported', () => {
    const g = generateTeamSwiss(3, { teams: 9, rounds: 4 });
    expect(g.ok).toBe(true);
    if (!g.ok) return;
    const r2 = g.event.rounds[1];
    const pab = r2.unpaired.find((u) => u.code === 'U')!;
    // swap the PAB team with the White team of the last match of round 2
    const m = r2.matches[r2.matches.length - 1];
    const other = m.white;
    const swapped = { ...g.event, rounds: g.event.rounds.slice(0, 2).map((r, i) => (i === 1 ? { ...r, unpaired: [{ team: other, code: 'U' as const }], matches: r.matches.map((x) => (x === m ? { ...x, white: pab.team, boards: x.boards.map((b, j) => ({ ...b, player: g.event.teams[pab.team - 1].players[j] })) } : x)) } : r)) };
    const d = checkTeamSwiss(swapped);
    expect(d.map((x) => x.round)).toContain(2);
    expect(d.find((x) => x.round === 2)!.text.en).toMatch(/the PAB goes to \d+, the file gives it to \d+/);
  });
});
