/**
 * Absences read one way everywhere (engine/model/absence.ts). The events in test/fixtures/absences were paired round by
 * round by bbpPairings (make.py there), and bbpPairings' own checker and pairer outputs are stored beside them: the
 * expected answers come from it, never from Hakem.
 * - `check --system dutch` reports exactly the rounds and pairs bbpPairings' checker (`--dutch FILE -c`) reports: none on
 *   a withdrawn player whose later rounds are blank, the planted swap on the file with one;
 * - a blank, `0000 - -` and `0000 - Z` are the same absence for convert, check, standings, ratings and norms;
 * - a bye announced for the round to pair (a 240 line or `0000 - H` in the 001 line) scores nothing yet: check and
 *   standings both leave it out, and pair (command and taskpane) leaves the player out as bbpPairings does.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { run } from '../../cli/main';
import { memoryIO } from '../helpers/io';
import { readTrf } from '../../engine/trf/read';
import { absentees, scoredRounds } from '../../engine/model/absence';
import { createStandaloneWorkbook } from '../../addin/host/standalone';
import { createTournament, proposePairing } from '../../addin/taskpane/flows';

const DIR = join(__dirname, '..', 'fixtures', 'absences');
const fixture = (f: string) => readFileSync(join(DIR, f), 'utf8');

/** bbpPairings' checker report: per round, the pairs its checker gives and the file's, where they differ. */
function bbpDifferences(report: string): Map<number, { checker: string[]; file: string[] }> {
  const out = new Map<number, { checker: string[]; file: string[] }>();
  let round = 0;
  let split = -1;
  for (const line of report.split('\n')) {
    const m = /: Round #(\d+)$/.exec(line);
    if (m) { round = Number(m[1]); split = -1; continue; }
    if (/Checker pairings\s+Tournament pairings/.test(line)) { split = line.indexOf('Tournament'); out.set(round, { checker: [], file: [] }); continue; }
    if (split < 0 || line.trim() === '') continue;
    const pair = (s: string) => { const p = /(\d+)\s*-\s*(\d+)/.exec(s); return p ? `${p[1]}-${p[2]}` : undefined; };
    const c = pair(line.slice(0, split - 4)), f = pair(line.slice(split - 4));
    if (c) out.get(round)!.checker.push(c);
    if (f) out.get(round)!.file.push(f);
  }
  return out;
}

async function hakem(args: string[], files: Record<string, string>) {
  const io = memoryIO(files);
  const code = await run(args, io);
  return { code, out: io.stdout, err: io.stderr, io };
}

describe('check --system dutch reports what bbpPairings\' checker reports', () => {
  for (const name of ['withdrawn-blank', 'withdrawn-dash', 'withdrawn-blank-planted', 'real-sanviator', 'real-sanviator-blank']) {
    it(name, async () => {
      const bbp = bbpDifferences(fixture(`${name}.bbp-check.txt`));
      const r = await hakem(['check', '--system', 'dutch', 'e.trf', '--json'], { 'e.trf': fixture(`${name}.trf`) });
      const diffs = JSON.parse(r.out).differences as Array<{ round: number; boards: Array<{ rules?: { white: number; black: number }; file?: { white: number; black: number } }>; byes?: unknown }>;
      const mine = new Map(diffs.map((d) => [d.round, {
        checker: d.boards.filter((b) => b.rules).map((b) => `${b.rules!.white}-${b.rules!.black}`).sort(),
        file: d.boards.filter((b) => b.file).map((b) => `${b.file!.white}-${b.file!.black}`).sort(),
      }]));
      const theirs = new Map([...bbp].map(([k, v]) => [k, { checker: [...v.checker].sort(), file: [...v.file].sort() }]));
      expect(mine).toEqual(theirs);
      expect(r.code).toBe(theirs.size ? 1 : 0);
      expect(diffs.every((d) => d.byes === undefined)).toBe(true);
      if (name.startsWith('real')) expect([...theirs.keys()]).toEqual([1, 7]);
    });
  }

  it('the planted file is the one bbpPairings finds wrong, in round 4 only', () => {
    expect([...bbpDifferences(fixture('withdrawn-blank-planted.bbp-check.txt')).keys()]).toEqual([4]);
    expect(bbpDifferences(fixture('withdrawn-blank.bbp-check.txt')).size).toBe(0);
  });
});

describe('check --system double-swiss: a match missed, written Z or left blank', () => {
  for (const name of ['double-swiss-z', 'double-swiss-blank']) {
    it(name, async () => {
      const r = await hakem(['check', '--system', 'double-swiss', 'e.trf'], { 'e.trf': fixture(`${name}.trf`) });
      expect(r.out).toBe('e.trf: every match-round is paired as C.04.5 pairs it\n');
      expect(r.code).toBe(0);
    });
  }
});

describe('the one rule (model/absence.ts)', () => {
  const t = readTrf(fixture('withdrawn-blank.trf'), 'withdrawn-blank.trf');
  it('a round already paired: a blank or missing entry is an absence (TRF-16: blank ≡ Z), a game or the PAB is not', () => {
    // player 4's round 2 is blank inside his line; player 7's line ends after round 2
    expect([...absentees(t, 2).keys()]).toEqual([4]);
    expect([...absentees(t, 3).values()].map((a) => [a.player, a.code, a.why])).toEqual([[2, 'H', 'entry'], [7, '', 'blank']]);
    expect([...absentees(t, 4).keys()]).toEqual([7, 11]);
    expect(absentees(t, 4).has(3)).toBe(false); // 0000 - U: the pairing-allocated bye is part of the pairing
  });
  it('the round to pair: only what is written keeps a player out (a blank there is a round not yet paired)', () => {
    const a = readTrf(fixture('announced-bye.trf'), 'announced-bye.trf');
    expect(scoredRounds(a)).toBe(4);
    expect([...absentees(a, 5).values()].map((x) => [x.player, x.code, x.why])).toEqual([[3, 'H', 'announced'], [8, 'H', 'entry']]);
    // a withdrawal written in the model keeps him out of every later round
    const w = { ...a, players: a.players.map((p) => (p.no === 7 ? { ...p, withdrawnFrom: 5 } : p)) };
    expect(absentees(w, 5).get(7)?.why).toBe('withdrawn');
  });
});

describe('TRF-16: four blanks for the opponent mean 0000, a blank colour means -', () => {
  it('reads `     - -` and `       -` (Lichess writes the latter) as `0000 - -`', () => {
    const dash = readTrf(fixture('withdrawn-dash.trf'));
    for (const spelt of ['     - -', '       -']) {
      const text = fixture('withdrawn-dash.trf').replace(/0000 - -/g, spelt);
      expect(text).not.toContain('0000 - -');
      const t = readTrf(text);
      expect(t.rounds).toEqual(dash.rounds);
    }
  });
  it('a result for a game without an opponent is still refused, naming the place', () => {
    const text = fixture('withdrawn-dash.trf').replace('0000 - -', '     w 1');
    expect(() => readTrf(text, 'x.trf')).toThrow(/x\.trf.*line 7.*(round 2|column)/);
  });
});

/** The same event with its absences spelt three ways: blank, `0000 - -` and `0000 - Z`. */
const SPELLINGS: Record<string, string> = {
  blank: fixture('withdrawn-blank.trf'),
  dash: fixture('withdrawn-dash.trf'),
  zed: fixture('withdrawn-dash.trf').replace(/0000 - -/g, '0000 - Z'),
};

describe('every command reads the three spellings alike', () => {
  it('the spellings differ in the file, not in what the rule reads from them', () => {
    const read = Object.values(SPELLINGS).map((s) => readTrf(s));
    expect(new Set(Object.values(SPELLINGS)).size).toBe(3);
    for (let r = 1; r <= 5; r++) {
      const sets = read.map((t) => [...absentees(t, r).keys()].join(','));
      expect(new Set(sets).size, `round ${r}`).toBe(1);
    }
  });

  const same = async (args: (f: string) => string[], pick: (out: string) => unknown = (o) => o.replaceAll(/\S+\.trf/g, 'F')) => {
    const outs = [];
    for (const [k, text] of Object.entries(SPELLINGS)) {
      const r = await hakem(args(`${k}.trf`), { [`${k}.trf`]: text });
      outs.push({ code: r.code, out: pick(r.out) });
    }
    expect(outs[1]).toEqual(outs[0]);
    expect(outs[2]).toEqual(outs[0]);
    return outs[0];
  };

  it('check: no violation, the declared points agree, 5 rounds', async () => {
    const r = await same((f) => ['check', f]);
    expect(r).toEqual({ code: 0, out: 'F: 5 rounds, no violation of the absolute criteria (the general Swiss rules: the file names no system)\n' });
  });

  it('check --system dutch: every round as bbpPairings paired it', async () => {
    const r = await same((f) => ['check', '--system', 'dutch', f]);
    expect(r.code).toBe(0);
  });

  it('standings: the totals are the file\'s own (written by make.py from bbpPairings\' rounds), the order the same', async () => {
    const r = await same((f) => ['standings', f, '--json'], (o) => JSON.parse(o));
    const declared = new Map(readTrf(SPELLINGS.blank).players.map((p) => [p.no, Number(p.trfPoints)]));
    const rows = r.out as Array<{ no: number; score: number }>;
    expect(rows.length).toBe(15);
    for (const row of rows) expect(row.score, `player ${row.no}`).toBe(declared.get(row.no));
  });

  it('ratings --fide: the same games for the absent players', async () => {
    await same((f) => ['ratings', f, '--fide', '--json'], (o) => JSON.parse(o));
  });

  it('norms: the same games, points and unplayed rounds (each named as its record names it: not paired, absent, bye)', async () => {
    const figures = (o: string) => (JSON.parse(o) as Array<{ unplayed: Array<{ kind?: string }> }>).map((p) => ({ ...p, unplayed: p.unplayed.map(({ kind: _k, ...rest }) => rest) }));
    await same((f) => ['norms', f, '--json'], figures);
  });

  it('convert: the TRF written back reads with the same absences and re-checks clean; JSON keeps them', async () => {
    for (const [k, text] of Object.entries(SPELLINGS)) {
      const r = await hakem(['convert', `${k}.trf`, 'out.trf'], { [`${k}.trf`]: text });
      expect(r.code).toBe(0);
      const back = readTrf(r.io.files.get('out.trf')!);
      const t = readTrf(text);
      for (let n = 1; n <= 5; n++) expect([...absentees(back, n).keys()], `${k} round ${n}`).toEqual([...absentees(t, n).keys()]);
      const c = await hakem(['check', '--system', 'dutch', 'out.trf'], { 'out.trf': r.io.files.get('out.trf')! });
      expect(c.code, k).toBe(0);
      const j = await hakem(['convert', `${k}.trf`, 'out.json'], { [`${k}.trf`]: text });
      const fromJson = await hakem(['convert', 'out.json', 'again.trf'], { 'out.json': j.io.files.get('out.json')! });
      const again = readTrf(fromJson.io.files.get('again.trf')!);
      for (let n = 1; n <= 5; n++) expect([...absentees(again, n).keys()], `${k} json round ${n}`).toEqual([...absentees(t, n).keys()]);
    }
  });
});

describe('a bye announced for the round to pair', () => {
  const text = fixture('announced-bye.trf');
  // bbpPairings' pairing of round 5 (--dutch FILE -p): the first line counts the pairs, `N 0` is the PAB
  const bbp = fixture('announced-bye.bbp-pairs.txt').trim().split('\n').slice(1).map((l) => l.trim().split(/\s+/).map(Number));
  const bbpBoards = bbp.filter(([, b]) => b !== 0).map(([w, b]) => `${w}-${b}`).sort();
  const bbpBye = bbp.filter(([, b]) => b === 0).map(([w]) => w);

  it('check: the declared points (without the bye) agree, 4 rounds played', async () => {
    const r = await hakem(['check', 'e.trf'], { 'e.trf': text });
    expect(r.out).toBe('e.trf: 4 rounds, no violation of the absolute criteria (the general Swiss rules: the file names no system)\n');
    expect(r.code).toBe(0);
  });

  it('check accepts a total that counts the announced bye already (as bbpPairings\' reader does), and refuses any other', async () => {
    const counted = text.replace(/^(001    8.{72}) 1\.5/m, '$1 2.0');
    expect(counted).not.toBe(text);
    expect((await hakem(['check', 'e.trf'], { 'e.trf': counted })).code).toBe(0);
    const wrong = text.replace(/^(001    8.{72}) 1\.5/m, '$1 2.5');
    const r = await hakem(['check', 'e.trf'], { 'e.trf': wrong });
    expect(r.code).toBe(1);
    expect(r.out).toContain('player 8: the file declares 2.5 points, the results give 1.5');
  });

  it('standings: the players with the bye keep the total of the rounds played', async () => {
    const r = await hakem(['standings', 'e.trf', '--json'], { 'e.trf': text });
    const rows = JSON.parse(r.out) as Array<{ no: number; score: number }>;
    expect(rows.find((x) => x.no === 3)!.score).toBe(1.5);
    expect(rows.find((x) => x.no === 8)!.score).toBe(1.5);
  });

  it('standings, ratings (FIDE and UKD) and norms: the same as the file without the announcements', async () => {
    const without = text.replace('  0000 - H\n', '\n').replace('240 H   5    3\n', '');
    expect(without).not.toContain('0000 - H\n');
    expect(without).not.toContain('240');
    for (const args of [['standings', 'e.trf', '--json'], ['ratings', 'e.trf', '--fide', '--json'], ['ratings', 'e.trf', '--ukd', '--json'], ['norms', 'e.trf', '--json']]) {
      const a = await hakem(args, { 'e.trf': text });
      const b = await hakem(args, { 'e.trf': without });
      expect(a.code, args.join(' ')).toBe(b.code);
      expect(a.out.length, args.join(' ')).toBeGreaterThan(10);
      expect(JSON.parse(a.out), args.join(' ')).toEqual(JSON.parse(b.out));
    }
  });

  it('norms: the bye is no result yet (the event stands after round 4)', async () => {
    const r = await hakem(['norms', 'e.trf', '--json'], { 'e.trf': text });
    const p8 = (JSON.parse(r.out) as Array<{ no: number; points: number; unplayed: unknown[] }>).find((p) => p.no === 8)!;
    expect(p8.points).toBe(1.5);
    expect(p8.unplayed).toEqual([]);
  });

  it('pair: the pairing bbpPairings gives, without the two players; the 001-line bye and the 240 line alike', async () => {
    const as240 = text.replace('  0000 - H\n', '\n').replace('240 H   5    3', '240 H   5    3    8');
    expect(as240).not.toBe(text);
    for (const file of [text, as240]) {
      const r = await hakem(['pair', '--system', 'dutch', 'e.trf', '--json'], { 'e.trf': file });
      expect(r.code).toBe(0);
      const j = JSON.parse(r.out);
      expect(j.boards.map((b: { white: number; black: number }) => `${b.white}-${b.black}`).sort()).toEqual(bbpBoards);
      expect(j.byes).toEqual(bbpBye);
    }
  });

  it('the taskpane: the file imported, the round proposed is bbpPairings\'', async () => {
    const wb = createStandaloneWorkbook();
    const made = await createTournament(wb, { kind: 'trf', text, fileName: 'announced-bye.trf' }, { system: 'dutch' });
    expect(made.ok, JSON.stringify(made)).toBe(true);
    const p = await proposePairing(wb, 'dutch');
    expect(p.ok, JSON.stringify(p)).toBe(true);
    if (!p.ok) return;
    expect(p.value.round).toBe(5);
    expect(p.value.outcome.ok).toBe(true);
    if (!p.value.outcome.ok) return;
    expect(p.value.outcome.pairing.boards.map((b) => `${b.white}-${b.black}`).sort()).toEqual(bbpBoards);
    expect(p.value.outcome.pairing.byes).toEqual(bbpBye);
  });
});
