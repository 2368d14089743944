/** `hakem pair --system dubov` on the book's example, in-process. */
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { run } from '../../cli/main';
import { buildTournament } from '../../engine/model/build';
import type { SimpleRound } from '../../engine/model/build';
import { writeTrf } from '../../engine/trf/write';
import { memoryIO } from '../helpers/io';

const fx = JSON.parse(readFileSync(join(__dirname, '..', 'fixtures', 'dubov-example.json'), 'utf8'));
const players = fx.players.map((p: { no: number; rating: number }) => ({ no: p.no, rating: p.rating, name: '' }));
const trf = (k: number) => writeTrf(buildTournament({ players, rounds: (fx.rounds as SimpleRound[]).slice(0, k), firstColour: 'w', totalRounds: 9 }));

describe('hakem pair --system dubov', () => {
  it('pairs round 2 of the book as published (bbpPairings format)', async () => {
    const io = memoryIO({ 'r1.trf': trf(1) });
    expect(await run(['pair', '--system', 'dubov', 'r1.trf'], io)).toBe(0);
    expect(io.stdout).toBe(['11', '21 1', '8 3', '2 7', '16 9', '4 5', '15 14', '19 6', '17 10', '13 12', '11 18', '20 0', ''].join('\n'));
  });
  it('round 3 with --option bookPractice=true as published, explained in Turkish', async () => {
    const io = memoryIO({ 'r2.trf': trf(2) });
    expect(await run(['pair', '--system', 'dubov', 'r2.trf', '--option', 'bookPractice=true', '--explain', '--lang', 'tr'], io)).toBe(0);
    expect(io.stdout).toContain(['11', '1 9', '3 2', '7 4', '6 8', '14 11', '12 16', '21 15', '20 17', '5 13', '10 18', '19 0', ''].join('\n'));
    expect(io.stdout).toMatch(/2\. tur sonunda ARO listesi/);
    expect(io.stdout).toMatch(/kitaptaki uygulamaya göre \(bookPractice\)/);
  });
  it('a wrong option value is an error naming the option; nothing is paired', async () => {
    const io = memoryIO({ 'r2.trf': trf(2) });
    expect(await run(['pair', '--system', 'dubov', 'r2.trf', '--option', 'bookPractice=maybe'], io)).toBe(2);
    expect(io.stderr).toMatch(/dubov option bookPractice must be true or false, not "maybe"/);
    expect(io.stdout).toBe('');
  });
});
