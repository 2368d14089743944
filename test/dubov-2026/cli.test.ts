/**
 * The command line takes the FIDE editions in force through the registry: `hakem pair --system dubov-2026 |
 * burstein-2026` (pairs, explanation in both languages), `hakem generate --system` and `hakem check --system`.
 */
import { describe, expect, it } from 'vitest';
import { run } from '../../cli/main';
import { memoryIO } from '../helpers/io';
import { writeTrf } from '../../engine/trf/write';
import { buildTournament } from '../../engine/model/build';

// The PAB example of test/dubov-2026/articles.test.ts: round 3, 4 takes the PAB (3.1.4), boards 3-2 and 1-5.
const dubovFile = writeTrf(buildTournament({
  players: [1, 2, 3, 4, 5].map((no) => ({ no, name: `P${no}`, rating: 2500 - 100 * no })), totalRounds: 5, firstColour: 'w',
  rounds: [
    { round: 1, games: [{ white: 1, black: 3, result: '1-0' }, { white: 4, black: 2, result: '0-1' }], absent: [5] },
    { round: 2, games: [{ white: 2, black: 1, result: '1-0' }, { white: 3, black: 4, result: '1-0' }], absent: [5] },
  ],
}));

describe('hakem pair --system dubov-2026 / burstein-2026', () => {
  it('pairs as the current C.04.4.1 does, with the explanation in English and Turkish', async () => {
    const io = memoryIO({ 'd.trf': dubovFile });
    expect(await run(['pair', '--system', 'dubov-2026', 'd.trf'], io), io.stderr).toBe(0);
    expect(io.stdout).toBe('3\n3 2\n1 5\n4 0\n');
    const en = memoryIO({ 'd.trf': dubovFile });
    expect(await run(['pair', '--system', 'dubov-2026', 'd.trf', '--explain'], en)).toBe(0);
    expect(en.stdout).toContain('C.04.4.1 in force from 1 February 2026');
    expect(en.stdout).toContain('[C.04.4.1 (2026) 3.1.3-3.1.5]');
    const tr = memoryIO({ 'd.trf': dubovFile });
    expect(await run(['pair', '--system', 'dubov-2026', 'd.trf', '--explain', '--lang', 'tr'], tr)).toBe(0);
    expect(tr.stdout).toContain('PAB: 4 (0 puan, 2 oyun');
  });

  it('the books\' dubov pairs the same file by its own edition: another bye (the books\' rule)', async () => {
    const io = memoryIO({ 'd.trf': dubovFile });
    expect(await run(['pair', '--system', 'dubov', 'd.trf'], io)).toBe(0);
    expect(io.stdout).not.toMatch(/^4 0$/m);
  });

  it('refuses an option the edition does not have, naming it', async () => {
    const io = memoryIO({ 'd.trf': dubovFile });
    expect(await run(['pair', '--system', 'dubov-2026', '--option', 'bookPractice=true', 'd.trf'], io)).not.toBe(0);
    expect(io.stderr).toMatch(/dubov-2026 has no option bookPractice/);
  });
});

describe('hakem generate / check --system with the editions in force', () => {
  for (const system of ['dubov-2026', 'burstein-2026']) {
    it(system, async () => {
      const gen = memoryIO();
      expect(await run(['generate', '--system', system, '--players', '17', '--rounds', '7', '--seed', '11', '--forfeits', '0.05', '--byes', '0.05', '--retired', '0.03', '-o', 'g.trf'], gen), gen.stderr).toBe(0);
      const file = gen.files.get('g.trf')!;
      expect(file).toContain(`092 ${system}`);
      const check = memoryIO({ 'g.trf': file });
      expect(await run(['check', '--system', system, 'g.trf'], check), check.stdout + check.stderr).toBe(0);
      expect(check.stdout).toMatch(new RegExp(`paired again with ${system}; every one as the file has it`));
      const abs = memoryIO({ 'g.trf': file });
      expect(await run(['check', 'g.trf'], abs)).toBe(0);
      expect(abs.stdout).toContain('no violation of the absolute criteria');
    });
  }
});
