/** `hakem players import-list` and `find`, in-process (run(argv, io)), on a real SQLite file in a temporary folder. */
import { mkdtempSync, rmSync, writeFileSync, existsSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { run } from '../../cli/main';
import { memoryIO } from '../helpers/io';
import { listText, SMALL } from './fideLines';

const dir = mkdtempSync(join(tmpdir(), 'hakem-ratinglist-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** memoryIO with the real file system for exists (the list and the database are real files). */
const io = () => Object.assign(memoryIO(), { exists: (p: string) => existsSync(p) });

describe('hakem players', () => {
  const list = join(dir, 'players_list_foa.txt');
  const db = join(dir, 'sub', 'ratings.sqlite');
  writeFileSync(list, listText([...SMALL, { id: '34500053', name: 'Işık, Güneş', fed: 'TUR', sex: 'F', srtng: '1600', bday: '2011', flag: 'w' }]));

  it('imports the list into the database file named by --db', async () => {
    const o = io();
    expect(await run(['players', 'import-list', list, '--db', db], o)).toBe(0);
    expect(o.stdout).toMatch(/^7 players from .*players_list_foa\.txt \(txt-combined\) into .*ratings\.sqlite in \d+\.\d s\n$/);
  });

  it('finds a player by FIDE ID', async () => {
    const o = io();
    expect(await run(['players', 'find', '34500010', '--db', db, '--json'], o)).toBe(0);
    expect(JSON.parse(o.stdout)).toEqual([{ id: 34500010, name: 'Isik, Ayse', fed: 'TUR', sex: 'F', title: '', wTitle: 'WFM', oTitle: '', foa: '', flag: 'w', standard: 2050, standardGames: 9, standardK: 20, rapid: 1987, rapidGames: 0, rapidK: 20, blitzGames: 0, birthYear: 2004 }]);
    expect(o.stderr).toMatch(/^1 found in \d+\.\d ms\n$/);
  });

  it('finds by the first letters of the name, Turkish letters and case folded', async () => {
    for (const q of ['ISIK', 'ışık', 'Işı', 'isik, a']) {
      const o = io();
      expect(await run(['players', 'find', q, '--db', db, '--json'], o)).toBe(0);
      const names = (JSON.parse(o.stdout) as Array<{ name: string }>).map((p) => p.name);
      expect(names, q).toEqual(q === 'isik, a' ? ['Isik, Ayse'] : ['Isik, Ayse', 'Işık, Güneş']);
    }
    const o = io();
    expect(await run(['players', 'find', 'yilmaz', '--db', db], o)).toBe(0);
    expect(o.stdout).toBe([
      'FIDE ID   Name            Fed  Sex  Title   Std   Rpd   Blz  Born  Flag',
      '34500001  Yilmaz, Mehmet  TUR  M    IM     2412  2380  2401  1990',
      '',
    ].join('\n'));
  });

  it('says when nothing is found (exit 1)', async () => {
    const o = io();
    expect(await run(['players', 'find', 'Nobody', '--db', db], o)).toBe(1);
    expect(o.stderr).toMatch(/^0 found/);
  });

  it('refuses a damaged list with its line and column, and keeps the database as it was', async () => {
    const bad = join(dir, 'damaged.txt');
    const rows = [...SMALL];
    rows[4] = { ...rows[4], rrtng: '17O0' };
    writeFileSync(bad, listText(rows));
    const before = readFileSync(db);
    const o = io();
    expect(await run(['players', 'import-list', bad, '--db', db], o)).toBe(1);
    expect(o.stderr).toBe(`hakem players: ${bad}, line 6, column 127: RRtng "17O0": not a number\n`);
    expect(readFileSync(db).equals(before)).toBe(true);
    const other = join(dir, 'event.trf');
    writeFileSync(other, '012 Open\n001    1 m    Player                            1800 TUR\n');
    const o2 = io();
    expect(await run(['players', 'import-list', other, '--db', db], o2)).toBe(1);
    expect(o2.stderr).toMatch(/^hakem players: .*event\.trf, line 1: not a FIDE rating list/);
  });

  it('refuses /dev/zero at 64 KB without a line break, and keeps the database as it was (issue 36)', async () => {
    const before = readFileSync(db);
    const o = io();
    expect(await run(['players', 'import-list', '/dev/zero', '--db', db], o)).toBe(1);
    expect(o.stderr).toMatch(/^hakem players: \/dev\/zero, line 1: the line runs past 64 KB without a line break: not a rating list/);
    expect(readFileSync(db).equals(before)).toBe(true);
  });

  it('a database of the older layout (a column a field, no schema) is refused with what to do', async () => {
    const Sqlite = (await import('better-sqlite3')).default;
    const old = join(dir, 'old.sqlite');
    const d = new Sqlite(old);
    d.exec("CREATE TABLE players(id INTEGER PRIMARY KEY, name TEXT, fold TEXT); CREATE TABLE meta(key TEXT PRIMARY KEY, value TEXT); INSERT INTO meta VALUES ('source', 'x.txt')");
    d.close();
    const o = io();
    expect(await run(['players', 'find', '1', '--db', old], o)).toBe(1);
    expect(o.stderr).toMatch(/imported by an older Hakem.*import the list again \(hakem players import-list FILE\)/);
  });

  it('asks for a rating list before finding', async () => {
    const o = io();
    expect(await run(['players', 'find', '1', '--db', join(dir, 'none.sqlite')], o)).toBe(1);
    expect(o.stderr).toMatch(/no rating list imported yet/);
  });
});
