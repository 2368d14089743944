import { describe, expect, it } from 'vitest';
import { run } from '../../cli/main';
import { memoryIO } from '../helpers/io';
import { writeTrf } from '../../engine/trf/write';
import { tournamentToJson } from '../../engine/model/json';
import { buildTournament } from '../../engine/model/build';

const players = (k: number) => Array.from({ length: k }, (_, i) => ({ no: i + 1, name: `Player ${i + 1}` }));

describe('hakem pair with the round-robin, Scheveningen and knockout systems', () => {
  it('round-robin: round 2 of seven players is the printed 7–8 table without the 8 pair (8:5 → 5 has the bye)', async () => {
    const t = buildTournament({
      players: players(7),
      rounds: [{ round: 1, games: [{ white: 2, black: 7, result: '1-0' }, { white: 3, black: 6, result: '0-1' }, { white: 4, black: 5, result: '1/2-1/2' }], bye: 1 }],
    });
    const io = memoryIO({ 'rr.trf': writeTrf(t) });
    expect(await run(['pair', '--system', 'round-robin', 'rr.trf'], io)).toBe(0);
    // printed round 2: 8:5 6:4 7:3 1:2
    expect(io.stdout).toBe('4\n6 4\n7 3\n1 2\n5 0\n');
  });

  it('double-round-robin: round 5 of four players is round 2 reversed (3:4, 2:1)', async () => {
    const io = memoryIO({ 'rr.trf': writeTrf(buildTournament({ players: players(4) })) });
    expect(await run(['pair', '--system', 'double-round-robin', '--round', '5', 'rr.trf'], io)).toBe(0);
    expect(io.stdout).toBe('2\n3 4\n2 1\n');
    const io2 = memoryIO({ 'rr.trf': writeTrf(buildTournament({ players: players(4) })) });
    expect(await run(['pair', '--system', 'round-robin', '--round', '4', 'rr.trf'], io2)).toBe(3);
    expect(io2.stderr).toContain('round 4 is not in the table');
  });

  it('double-round-robin --option swapLastTwo: FIDE order (round 2 is the printed round 3)', async () => {
    const io = memoryIO({ 'rr.trf': writeTrf(buildTournament({ players: players(4) })) });
    expect(await run(['pair', '--system', 'double-round-robin', '--round', '2', '--option', 'swapLastTwo=true', '--explain', '--lang', 'tr', 'rr.trf'], io)).toBe(0);
    expect(io.stdout).toContain('2\n2 4\n3 1\n');
    expect(io.stdout).toContain('Berger tablosu');
  });

  it('scheveningen with teams from the option and from the clubs (JSON)', async () => {
    const io = memoryIO({ 's.trf': writeTrf(buildTournament({ players: players(8) })) });
    expect(await run(['pair', '--system', 'scheveningen', '--round', '3', '--option', 'teams=1,2,3,4/5,6,7,8', 's.trf'], io)).toBe(0);
    // printed round 3: A1-B3, A2-B4, A3-B1, A4-B2
    expect(io.stdout).toBe('4\n1 7\n2 8\n3 5\n4 6\n');
    const clubs = buildTournament({ players: players(4).map((p) => ({ ...p, club: p.no <= 2 ? 'Kartal' : 'Şahin' })) });
    const io2 = memoryIO({ 's.json': tournamentToJson(clubs) });
    expect(await run(['pair', '--system', 'scheveningen', 's.json'], io2)).toBe(0);
    expect(io2.stdout).toBe('2\n1 3\n2 4\n');
  });

  it('knockout: nine players, three to select, as the documents pair them (1:x1 2:x2 3:x3 4:9 5:8 6:7)', async () => {
    const io = memoryIO({ 'k.trf': writeTrf(buildTournament({ players: players(9) })) });
    expect(await run(['pair', '--system', 'knockout', '--option', 'select=3', 'k.trf'], io)).toBe(0);
    expect(io.stdout).toBe('6\n4 9\n5 8\n6 7\n1 0\n2 0\n3 0\n');
  });

  it('round robin with players not numbered 1..n is refused with a reason', async () => {
    const t = buildTournament({ players: [{ no: 1 }, { no: 3 }] });
    const io = memoryIO({ 'x.trf': writeTrf(t) });
    expect(await run(['pair', '--system', 'round-robin', 'x.trf'], io)).toBe(3);
    expect(io.stderr).toContain('number 2 is missing');
  });
});
