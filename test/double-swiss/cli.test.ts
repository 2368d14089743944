/** The command line on Double-Swiss files: pair (bbpPairings format, White = White in game 1), check, generate, standings. */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { run } from '../../cli/main';
import { memoryIO } from '../helpers/io';

const dir = join(__dirname, '../oracle/double-swiss-c045');
const r03 = readFileSync(join(dir, 'rounds/ev0001-r03.trf'), 'utf8');

describe('hakem on Double-Swiss', () => {
  it('pair prints the reference pairing of ev0001 match 3 (8 pairs, White in game 1 first)', async () => {
    const io = memoryIO({ 'a.trf': r03 });
    expect(await run(['pair', '--system', 'double-swiss', 'a.trf'], io)).toBe(0);
    const lines = io.stdout.trim().split('\n');
    expect(lines[0]).toBe('8');
    // expected.jsonl: [[4,2],[3,6],[5,1],[8,9],[17,16],[13,7],[11,15],[14,12]]
    expect(lines.slice(1).sort()).toEqual(['4 2', '3 6', '5 1', '8 9', '17 16', '13 7', '11 15', '14 12'].sort());
  });
  it('pair --json --explain cites the articles', async () => {
    const io = memoryIO({ 'a.trf': r03 });
    expect(await run(['pair', '--system', 'double-swiss', '--json', '--explain', 'a.trf'], io)).toBe(0);
    const j = JSON.parse(io.stdout);
    expect(j.boards).toHaveLength(8);
    expect(JSON.stringify(j.explanation)).toMatch(/C\.04\.5 3\.5/);
  });
  it('a file whose two columns of a match disagree: exit 1, the player and the TRF rounds named', async () => {
    const bad = r03.split('\n').map((l) => (l.startsWith('001    1 ') ? l.slice(0, 101) + '0000 - Z' + l.slice(109) : l)).join('\n');
    const io = memoryIO({ 'a.trf': bad });
    expect(await run(['pair', '--system', 'double-swiss', 'a.trf'], io)).toBe(1);
    // the 001 line of player 1 is line 8 of the file; game 2 of match 1 is TRF round 2, columns 102-109
    expect(io.stderr).toMatch(/a\.trf, line 8, column 102: player 1 .*match 1 = TRF rounds 1 and 2.*different byes/);
  });
  it('generate, then check --system double-swiss finds no difference; standings show per-game results', async () => {
    const io = memoryIO({});
    expect(await run(['double-swiss', 'generate', 'g.trf', '--players', '14', '--matches', '4', '--seed', '9'], io)).toBe(0);
    expect(await run(['check', '--system', 'double-swiss', 'g.trf'], io)).toBe(0);
    expect(io.stdout).toContain('every match-round is paired as C.04.5 pairs it');
    expect(await run(['double-swiss', 'standings', 'g.trf', '--json'], io)).toBe(0);
    const rows = JSON.parse(io.stdout.slice(io.stdout.indexOf('[')));
    expect(rows).toHaveLength(14);
    // each cell: opponent + colour + two game results, or a bye and its value
    for (const r of rows) for (const c of r.matches) expect(c).toMatch(/^(\d+[wb-] [10=+\-WDL?]{2}|[UHFZ+-] \d*½?)$/);
  });
  it('standings on a 192 file: per-game results, PAB 1½; --tiebreaks refused rather than counted per game', async () => {
    const io = memoryIO({ 'a.trf': r03 });
    expect(await run(['standings', 'a.trf', '--json'], io)).toBe(0);
    const rows = JSON.parse(io.stdout) as Array<{ no: number; score: number; matches: string[] }>;
    // ev0001 before match 3: player 17 had the PAB in match 1 (U U, 1½) and lost both games of match 2: the file says 1.5
    const p17 = rows.find((r) => r.no === 17)!;
    expect(p17.matches[0]).toBe('U 1½');
    expect(p17.score).toBe(1.5);
    const p2 = rows.find((r) => r.no === 2)!;
    expect(p2.matches[0]).toBe('9b 11');
    // the same per game as numbers: 2 won both games of match 1; 17's PAB is 1½ for the match
    expect((p2 as unknown as { points: unknown[] }).points[0]).toEqual([1, 1]);
    expect((p17 as unknown as { points: unknown[] }).points[0]).toEqual([1.5, null]);
    expect(await run(['standings', 'a.trf', '--tiebreaks', 'BH'], io)).toBe(2);
  });
  it('another system on a 192 file is refused (each game would be read as a round)', async () => {
    const io = memoryIO({ 'a.trf': r03 });
    expect(await run(['pair', '--system', 'dutch', 'a.trf'], io)).toBe(1);
    expect(io.stderr).toMatch(/pair it with --system double-swiss, not dutch/);
  });
});
