/**
 * `hakem norms --db`: the rating list supplies what the TRF lacks. A hand-made list in FIDE's TXT layout is imported
 * into a temporary database; the candidate's nine opponents have FIDE IDs but no rating, title or federation in the
 * file. Worked by hand from B.01 (engine/norms/README.md):
 *   the list gives 3 GMs of GER rated 2500, 3 IMs of FRA rated 2450, 3 FMs of ESP rated 2400;
 *   1.4.3: GER, FRA, ESP besides TUR; 1.4.4: 3 of 9 from any one federation; 1.4.5: 9 of 9 titled, 3 GMs (≥ 1/3 of 9);
 *   1.4.6: all above the 2200 floor; 1.4.7: Ra = (3·2500 + 3·2450 + 3·2400) / 9 = 2450;
 *   1.4.8: 7/9 = 77.8 % → 78 %, dp 220 (table 1.4.9 = B.02 8.1.1), Rp = 2450 + 220 = 2670 ≥ 2600: a GM norm.
 * Without the figures (a list that does not hold these players) the opponents are unrated and untitled: no GM norm.
 */
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { run } from '../../cli/main';
import { writeTrf } from '../../engine/trf/write';
import { memoryIO } from '../helpers/io';
import { listText, SMALL, type Fields } from '../ratinglist/fideLines';
import { card } from './card';
import { normsSheets } from '../../addin/workbook/norms';
import { normListLookup } from '../../engine/ratinglist/types';

const dir = mkdtempSync(join(tmpdir(), 'hakem-norms-list-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
/** memoryIO for the TRF, the real file system for the list and the database. */
const io = (files: Record<string, string> = {}) => {
  const m = memoryIO(files);
  const inMemory = m.exists.bind(m);
  return Object.assign(m, { exists: (p: string) => inMemory(p) || existsSync(p) });
};

const OPPONENTS: Array<{ id: string; tit: string; fed: string; srtng: string }> = [
  ...[1, 2, 3].map((i) => ({ id: `460000${i}`, tit: 'GM', fed: 'GER', srtng: '2500' })),
  ...[4, 5, 6].map((i) => ({ id: `660000${i}`, tit: 'IM', fed: 'FRA', srtng: '2450' })),
  ...[7, 8, 9].map((i) => ({ id: `220000${i}`, tit: 'FM', fed: 'ESP', srtng: '2400' })),
];
const LIST: Fields[] = OPPONENTS.map((o, i) => ({ ...o, name: `Listed, Player ${i + 2}`, sex: 'M', sgm: '0', sk: '10', bday: '1990' }));

// five wins and four draws: 7/9; the opponents' lines carry only their FIDE ID
const t = card(OPPONENTS.map((_, i) => ({ result: i < 5 ? '1' : '=' } as const)));
t.players.forEach((p, i) => { if (i > 0) p.fideId = OPPONENTS[i - 1].id; });
const TRF = writeTrf(t);

describe('hakem norms --db', () => {
  const db = join(dir, 'ratings.sqlite');
  const other = join(dir, 'other.sqlite');
  beforeAll(async () => {
    const list = join(dir, 'players_list_foa.txt');
    writeFileSync(list, listText(LIST));
    expect(await run(['players', 'import-list', list, '--db', db], io())).toBe(0);
    const small = join(dir, 'small_list.txt');
    writeFileSync(small, listText(SMALL));
    expect(await run(['players', 'import-list', small, '--db', other], io())).toBe(0);
  });

  it('takes the opponents\' ratings, titles and federations from the list, names the list and each figure taken', async () => {
    const o = io({ 'e.trf': TRF });
    expect(await run(['norms', 'e.trf', '--db', db, '--player', '1'], o)).toBe(0);
    expect(o.stdout).toContain(`Rating list: ${db} (players_list_foa.txt), for figures the file lacks (by FIDE ID).`);
    expect(o.stdout).toMatch(/Taken from the rating list, the file lacking them: 2 Opponent 2: rating 2500; 2 Opponent 2: title GM; 2 Opponent 2: federation GER; .*10 Opponent 10: federation ESP/);
    expect(o.stdout).toMatch(/GM {2}ACHIEVED: 7\/9 games, Ra 2450, Rp 2670\n/);
    expect(o.stdout).toMatch(/IM {2}ACHIEVED/);
  });

  it('without the figures (a list that does not hold the opponents): no GM norm', async () => {
    const o = io({ 'e.trf': TRF });
    expect(await run(['norms', 'e.trf', '--db', other, '--player', '1'], o)).toBe(0);
    expect(o.stdout).not.toMatch(/Taken from the rating list/);
    expect(o.stdout).toMatch(/GM {2}no norm/);
    expect(o.stdout).toMatch(/\[NOT MET\] B\.01 1\.4\.5/);
  });

  it('--json: the verdicts as JSON, the list named on stderr', async () => {
    const o = io({ 'e.trf': TRF });
    expect(await run(['norms', 'e.trf', '--db', db, '--json'], o)).toBe(0);
    const out = JSON.parse(o.stdout) as Array<{ no: number; norms: Array<{ title: string; achieved: boolean }> }>;
    expect(out.find((p) => p.no === 1)!.norms.find((n) => n.title === 'GM')!.achieved).toBe(true);
    expect(o.stderr).toMatch(/^Rating list: .*ratings\.sqlite/);
  });

  it('refuses a database that is not there', async () => {
    const o = io({ 'e.trf': TRF });
    expect(await run(['norms', 'e.trf', '--db', join(dir, 'none.sqlite')], o)).toBe(1);
    expect(o.stderr).toMatch(/no rating list imported yet/);
  });
});

describe('the Norms sheet with the rating list (the taskpane prefetches the Players\' FIDE IDs: addin/ratinglist/norms.ts)', () => {
  const byId = new Map(OPPONENTS.map((o) => [Number(o.id), { standard: Number(o.srtng), title: o.tit, wTitle: '', fed: o.fed }]));
  const settings = { language: 'en' as const, system: 'dutch' };
  it('without it, no player holds a title and no federation is known: no Norms sheet (no norm possible)', () => {
    expect(normsSheets({ tournament: t, settings })).toEqual([]);
  });
  it('with it, the candidate\'s GM norm as worked above, and the sheet names the list and each figure taken', () => {
    const [sheet] = normsSheets({ tournament: t, settings, ratingList: { name: 'players_list_foa.txt, Nov 2026', lookup: normListLookup((id) => byId.get(id)) } });
    const gm = sheet.rows.find((r) => r[0] === 1 && r[6] === 'GM')!;
    expect(gm[7]).toBe('achieved');
    expect([gm[9], gm[10]]).toEqual([2450, 2670]);
    const notes = sheet.rows.map((r) => r[11]).filter((c): c is string => typeof c === 'string');
    expect(notes.some((n) => n.startsWith('Taken from the rating list, the file lacking them: 2 Opponent 2: rating 2500; 2 Opponent 2: title GM; 2 Opponent 2: federation GER;'))).toBe(true);
    expect(notes).toContain("The opponents' titles, federations and ratings are the Players sheet's; where a row lacks one, the FIDE rating list's (players_list_foa.txt, Nov 2026, by FIDE ID).");
  });
});
