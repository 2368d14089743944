/**
 * Issue 26's quiet wrong answers, each repeated as the report describes it: a damaged copy of a real file is refused
 * with the file, line and column (or record and field), or read right; never paired with a player or team missing.
 * Expected values come from the files themselves and from TRF-16 / TRF-2026 (the 001 columns: starting rank 5-8,
 * name 15-47, rating 49-52, federation 54-56, points 81-84, rank 86-89, round 1 from 92; 0000 = no opponent).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { run } from '../../cli/main';
import { memoryIO } from '../helpers/io';
import { readTrf } from '../../engine/trf/read';
import { decodeTrf } from '../../engine/trf/encoding';
import { writeTrf } from '../../engine/trf/write';
import { readTeamEvent } from '../../engine/trf/team';

const ORACLE = join(__dirname, '..', 'oracle');
const text = (p: string) => readFileSync(join(ORACLE, p), 'utf8').replace(/\r\n?/g, '\n');
// round 1 of a team event: 062 24, 072 24, 082 6, six 310 teams of four players
const TEAMS = text('team-swiss-c046/rounds/X-gacrux-s0031-r01.trf');
// round 1 of a 24-player Dutch event (no 062): player 3 is "Test0003 Player0003", rated 2643
const DUTCH = text('dutch-2025/s00001-p024-r01-of05.trf');
// round 2 of the same event: every player has a round-1 result
const DUTCH2 = text('dutch-2025/s00001-p024-r02-of05.trf');

const lines = (t: string) => t.replace(/\n$/, '').split('\n');
const edit = (t: string, f: (ls: string[]) => string[]) => f(lines(t)).join('\n') + '\n';
const lineOf = (t: string, re: RegExp) => lines(t).findIndex((l) => re.test(l)) + 1;

async function cli(args: string[], files: Record<string, string>, bytes: Record<string, Uint8Array> = {}) {
  const io = memoryIO(files, bytes);
  const code = await run(args, io);
  return { code, out: io.stdout, err: io.stderr };
}

describe('a team disappears: refused', () => {
  const l310 = lineOf(TEAMS, /^310   4 /);
  it('the file as it is pairs six teams (the reference)', async () => {
    const r = await cli(['pair', '--system', 'team-swiss', 'x.trf'], { 'x.trf': TEAMS });
    expect(r.code).toBe(0);
    expect(r.out.split('\n')[0]).toBe('3');
  });
  it('one 310 line deleted: 082 says 6 teams, the file has 5', async () => {
    const t = edit(TEAMS, (ls) => ls.filter((_, i) => i + 1 !== l310));
    const r = await cli(['pair', '--system', 'team-swiss', 'x.trf'], { 'x.trf': t });
    expect(r.code).toBe(1);
    expect(r.err).toMatch(new RegExp(`x\\.trf, line ${lineOf(TEAMS, /^082 /)}, column 5: 082 says 6 teams, but the file has 5 team \\(310\\) record`));
  });
  it('one 310 line deleted, and 082 with it: the team\'s players are on no roster', async () => {
    const t = edit(TEAMS, (ls) => ls.filter((l, i) => i + 1 !== l310 && !l.startsWith('082')));
    const r = await cli(['pair', '--system', 'team-swiss', 'x.trf'], { 'x.trf': t });
    expect(r.code).toBe(1);
    // players 13-16 were team 4's; player 13's 001 line, starting rank at column 5
    expect(r.err).toMatch(new RegExp(`x\\.trf, line ${lineOf(t, /^001   13 /)}, column 5: player 13 is on no team's 310 roster`));
  });
  it('a 310 line duplicated: refused at the second copy', () => {
    const t = edit(TEAMS, (ls) => [...ls.slice(0, l310), ls[l310 - 1], ...ls.slice(l310)]).replace(/^082 6$/m, '082 7');
    expect(() => readTeamEvent(readTrf(t, 'x.trf'), undefined, 'x.trf')).toThrow(new RegExp(`x\\.trf, line ${l310 + 1}, column 5: record 310: team 4 \\(columns 5-7\\) appears twice \\(first on line ${l310}\\)`));
  });
  it('a 310 line retagged 31O', async () => {
    const t = edit(TEAMS, (ls) => ls.map((l, i) => (i + 1 === l310 ? '31O' + l.slice(3) : l)));
    const r = await cli(['pair', '--system', 'team-swiss', 'x.trf'], { 'x.trf': t });
    expect(r.code).toBe(1);
    expect(r.err).toMatch(new RegExp(`x\\.trf, line ${l310}, column 1: unknown line code "31O"`));
  });
});

describe('a player disappears: a mangled 001 code is refused, not skipped', () => {
  const l3 = lineOf(DUTCH, /^001    3 /);
  for (const code of ['0O1', '011', '002', 'XXX', '999']) {
    for (const with062 of [false, true]) {
      it(`001 → ${code}${with062 ? ', with 062 24' : ''}`, async () => {
        let t = edit(DUTCH, (ls) => ls.map((l, i) => (i + 1 === l3 ? code + l.slice(3) : l)));
        if (with062) t = t.replace(/^(012 .*\n)/, '$1062 24\n');
        const r = await cli(['pair', '--system', 'dutch', 'd.trf'], { 'd.trf': t });
        expect(r.code).toBe(1);
        expect(r.err).toMatch(new RegExp(`d\\.trf, line ${l3 + (with062 ? 1 : 0)}, column 1: unknown line code "${code}"`));
        expect(r.out).toBe('');
      });
    }
  }
  it('062 24 over 23 player lines (a 001 line dropped)', async () => {
    const t = edit(DUTCH, (ls) => ls.filter((_, i) => i + 1 !== l3)).replace(/^(012 .*\n)/, '$1062 24\n');
    const r = await cli(['pair', '--system', 'dutch', 'd.trf'], { 'd.trf': t });
    expect(r.code).toBe(1);
    expect(r.err).toMatch(/d\.trf, line 2, column 5: 062 says 24 players, but the file has 23 player \(001\) line/);
  });
  it('a starting rank beyond 062 (player 3 renumbered 103)', async () => {
    const t = edit(DUTCH, (ls) => ls.map((l, i) => (i + 1 === l3 ? '001  103' + l.slice(8) : l))).replace(/^(012 .*\n)/, '$1062 24\n');
    const r = await cli(['pair', '--system', 'dutch', 'd.trf'], { 'd.trf': t });
    expect(r.code).toBe(1);
    expect(r.err).toMatch(new RegExp(`line ${l3 + 1}, column 5: starting rank 103 \\(columns 5-8\\), but 062 says 24 players`));
  });
});

describe('a team renumbered, a line cut short', () => {
  it('a 310 team pairing number beyond 082 (team 4 renumbered 904): refused', () => {
    const l = lineOf(TEAMS, /^310   4 /);
    const t = edit(TEAMS, (ls) => ls.map((x, i) => (i + 1 === l ? '310 904' + x.slice(7) : x)));
    expect(() => readTrf(t, 'x.trf')).toThrow(new RegExp(`x\\.trf, line ${l}, column 5: record 310: team pairing number 904 \\(columns 5-7\\), but 082 says 6 teams`));
  });
  it('the last 001 line cut in its name: refused, not read as a player without rating', () => {
    const t = DUTCH.replace(/(001   24      Test0024 Pla).*\n/, '$1\n');
    expect(() => readTrf(t, 'd.trf')).toThrow(new RegExp(`d\\.trf, line ${lineOf(DUTCH, /^001   24 /)}, column 27: the line ends at column 26, before the points \\(columns 81-84\\)`));
  });
});

describe('XXR against the rounds recorded', () => {
  it('XXR 11 with a character deleted (XXR 1) over ten rounds: refused at the XXR line', () => {
    const f = text('dutch-2025/s00100-p025-r11-of11.trf');
    const l = lineOf(f, /^XXR 11$/);
    expect(l).toBeGreaterThan(0);
    const t = edit(f, (ls) => ls.map((x, i) => (i + 1 === l ? 'XXR 1' : x)));
    expect(() => readTrf(t, 'd.trf')).toThrow(new RegExp(`d\\.trf, line ${l}, column 5: XXR says the event has 1 round\\(s\\), but player \\d+'s 001 line \\(line \\d+\\) has round 1[01]`));
  });
});

describe('pairing number 0', () => {
  it('is refused (0000 is "no opponent" to every TRF reader)', async () => {
    // player 1 renumbered 0, in round 1 (nobody's opponent yet)
    const l1 = lineOf(DUTCH, /^001    1 /);
    const t = edit(DUTCH, (ls) => ls.map((l, i) => (i + 1 === l1 ? '001    0' + l.slice(8) : l)));
    for (const cmd of [['pair', '--system', 'dutch', 'd.trf'], ['convert', 'd.trf', 'd.json']]) {
      const r = await cli(cmd, { 'd.trf': t });
      expect(r.code).toBe(1);
      expect(r.err).toMatch(new RegExp(`d\\.trf, line ${l1}, column 5: starting rank \\(columns 5-8\\) must be 1 to 9999, found "0"`));
    }
  });
});

describe('the fixed columns of a 001 line', () => {
  const l3 = lineOf(DUTCH, /^001    3 /);
  it('the line as written: rating 2643 (columns 49-52), name "Test0003 Player0003" (15-47)', () => {
    const p = readTrf(DUTCH).players.find((x) => x.no === 3)!;
    expect([p.name, p.rating]).toEqual(['Test0003 Player0003', 2643]);
  });
  it('one character deleted from the name: refused at column 48, never read as rating 643', async () => {
    const t = edit(DUTCH, (ls) => ls.map((l, i) => (i + 1 === l3 ? l.replace('Player0003', 'Plyer0003') : l)));
    const r = await cli(['pair', '--system', 'dutch', 'd.trf'], { 'd.trf': t });
    expect(r.code).toBe(1);
    expect(r.err).toMatch(new RegExp(`line ${l3}, column 48: column 48 must be blank \\(it separates the name \\(15-47\\) and the FIDE rating \\(49-52\\)\\), found "2"`));
  });
  it('one character inserted in the name: the rating stands in 50-53, refused at column 53', () => {
    const t = edit(DUTCH, (ls) => ls.map((l, i) => (i + 1 === l3 ? l.replace('Player0003', 'Playerr0003') : l)));
    expect(() => readTrf(t, 'd.trf')).toThrow(new RegExp(`line ${l3}, column 53: column 53 must be blank \\(it separates the FIDE rating \\(49-52\\) and the federation \\(54-56\\)\\), found "3"`));
  });
  it('tabs for blanks: refused naming the tab and its column', async () => {
    const t = edit(DUTCH, (ls) => ls.map((l, i) => (i + 1 === l3 ? l.replace(/(Player0003) +/, '$1\t') : l)));
    const r = await cli(['pair', '--system', 'dutch', 'd.trf'], { 'd.trf': t });
    expect(r.code).toBe(1);
    expect(r.err).toMatch(new RegExp(`line ${l3}, column 34: a tab \\(0x09\\) at column 34`));
  });
  it('a round chunk shifted: refused at the round\'s columns', () => {
    const l = lineOf(DUTCH2, /^001    3 /);
    const t = edit(DUTCH2, (ls) => ls.map((x, i) => (i + 1 === l ? x.slice(0, 93) + x.slice(94) : x)));
    expect(() => readTrf(t, 'd.trf')).toThrow(new RegExp(`d\\.trf, line ${l}, column \\d+: round 1`));
  });
});

describe('encodings', () => {
  const NAME = 'Renée Müller';
  const TURKISH = 'Gülşen Işık';
  // DUTCH with player 1's name replaced (the name field is columns 15-47, 33 characters)
  const named = (name: string) => edit(DUTCH, (ls) => ls.map((l) => (l.startsWith('001    1 ') ? l.slice(0, 14) + name.padEnd(33) + l.slice(47) : l)));
  const latin1 = (s: string) => Uint8Array.from([...s].map((c) => c.charCodeAt(0)));
  const cp1254 = (s: string) => Uint8Array.from([...s].map((c) => ({ 'ş': 0xfe, 'ı': 0xfd, 'Ş': 0xde, 'İ': 0xdd, 'ğ': 0xf0, 'Ğ': 0xd0 } as Record<string, number>)[c] ?? c.charCodeAt(0)));
  const name1 = (json: string) => (JSON.parse(json) as { players: Array<{ no: number; name: string }> }).players.find((p) => p.no === 1)!.name;

  it('UTF-8, with or without a byte-order mark: read as it is, no note', async () => {
    for (const bytes of [Buffer.from(named(NAME)), Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(named(NAME))])]) {
      const r = await cli(['convert', 'n.trf', '--to', 'json'], {}, { 'n.trf': bytes });
      expect(r.code).toBe(0);
      expect(name1(r.out)).toBe(NAME);
      expect(r.err).toBe('');
    }
  });
  it('Latin-1: the names read right, and a note says Latin-1 was assumed', async () => {
    const r = await cli(['convert', 'n.trf', '--to', 'json'], {}, { 'n.trf': latin1(named(NAME)) });
    expect(r.code).toBe(0);
    expect(name1(r.out)).toBe(NAME);
    expect(r.err).toMatch(/^note: n\.trf: not UTF-8 \(byte 0xE9 at line 2, column 18\): read as Latin-1 \(Windows-1252\).*--encoding windows-1254/);
  });
  it('Windows-1254 (Turkish Windows programs): ğ ş ı İ tell it, and the note says so', async () => {
    const r = await cli(['convert', 'n.trf', '--to', 'json'], {}, { 'n.trf': cp1254(named(TURKISH)) });
    expect(r.code).toBe(0);
    expect(name1(r.out)).toBe(TURKISH);
    expect(r.err).toMatch(/note: n\.trf: not UTF-8 .*read as Windows-1254 \(Turkish\).*--encoding latin1/);
  });
  it('--encoding overrides the guess', async () => {
    const r = await cli(['convert', '--encoding', 'windows-1254', 'n.trf', '--to', 'json'], {}, { 'n.trf': latin1(named('Þór Guðmundsson')) });
    expect(r.code).toBe(0);
    expect(name1(r.out)).toBe('Şór Guğmundsson');
    const l = await cli(['convert', '--encoding=latin1', 'n.trf', '--to', 'json'], {}, { 'n.trf': latin1(named('Þór Guðmundsson')) });
    expect(name1(l.out)).toBe('Þór Guðmundsson');
    expect(l.err).toBe('');
    const bad = await cli(['convert', '--encoding', 'ebcdic', 'n.trf'], {}, { 'n.trf': latin1(named(NAME)) });
    expect(bad.code).toBe(2);
    expect(bad.err).toMatch(/unknown encoding "ebcdic"/);
  });
  it('UTF-16 (LE and BE, with a byte-order mark, or LE without): read, with a note naming it', async () => {
    const t = named(NAME);
    const le = Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(t, 'utf16le')]);
    const be = Buffer.from(le); be.swap16();
    for (const [bytes, label] of [[le, 'UTF-16LE'], [be, 'UTF-16BE'], [Buffer.from(t, 'utf16le'), 'UTF-16LE']] as const) {
      const r = await cli(['convert', 'n.trf', '--to', 'json'], {}, { 'n.trf': bytes });
      expect(r.code, label).toBe(0);
      expect(name1(r.out)).toBe(NAME);
      expect(r.err).toMatch(new RegExp(`note: n\\.trf: read as ${label}`));
    }
  });
  it('UTF-16 handed over as text (read as if UTF-8): refused naming UTF-16', () => {
    const asUtf8 = Buffer.from(named(NAME), 'utf16le').toString('utf8');
    expect(() => readTrf(asUtf8, 'n.trf')).toThrow(/n\.trf, line 1, column 1: the file is UTF-16 \(a NUL byte, 0x00, beside every character\)/);
  });
  it('text decoded in the wrong encoding (U+FFFD): refused, naming the character', () => {
    const broken = Buffer.from(latin1(named(NAME))).toString('utf8');
    expect(() => readTrf(broken, 'n.trf')).toThrow(/n\.trf, line 2, column 18: U\+FFFD \(replacement character\) at column 18: the file was decoded in the wrong encoding/);
  });
  it('the decoder on its own: UTF-8 stays UTF-8', () => {
    expect(decodeTrf(Buffer.from('012 Ağ\n'), 'x')).toEqual({ text: '012 Ağ\n', encoding: 'utf-8' });
  });
});

describe('invisible characters', () => {
  it('a Ctrl-Z ending the file (MS-DOS end-of-file mark) is read as the end of the file', async () => {
    for (const t of [DUTCH + '\x1A', DUTCH.replace(/\n$/, '\x1A'), DUTCH + '\x1A\r\n']) {
      const r = await cli(['pair', '--system', 'dutch', 'd.trf'], { 'd.trf': t });
      expect(r.code).toBe(0);
      expect(r.out).toBe((await cli(['pair', '--system', 'dutch', 'd.trf'], { 'd.trf': DUTCH })).out);
    }
  });
  it('a Ctrl-Z inside the file is refused, named', () => {
    const t = edit(DUTCH, (ls) => ls.map((l, i) => (i === 3 ? l.slice(0, 20) + '\x1A' + l.slice(21) : l)));
    expect(() => readTrf(t, 'd.trf')).toThrow(/d\.trf, line 4, column 21: 0x1A \(Ctrl-Z\) at column 21/);
  });
  it('a no-break space in a 001 line is refused, named', () => {
    const t = edit(DUTCH, (ls) => ls.map((l, i) => (i === 3 ? l.slice(0, 47) + '\u00a0' + l.slice(48) : l)));
    expect(() => readTrf(t, 'd.trf')).toThrow(/d\.trf, line 4, column 48: U\+00A0 \(no-break space\)/);
  });
});

describe('what real programs write is still read', () => {
  it('TRF-2026 comment lines (###)', () => {
    const t = DUTCH.replace(/^(012 .*\n)/, '$1### SSSS sTTT NNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNN RRRR FFF\n');
    expect(readTrf(t).players).toEqual(readTrf(DUTCH).players);
  });
  it('national rating records and extension lines (letters only) stay extensions', () => {
    const t = DUTCH.replace(/\n$/, '\nTUR    1 m     Test0001 Player0001               1800 IST    12345678\nDAT 0001 EMAIL x@example.org\nXXS WW 1.0\n');
    expect(readTrf(t).otherLines).toEqual(['TUR    1 m     Test0001 Player0001               1800 IST    12345678', 'DAT 0001 EMAIL x@example.org', 'XXS WW 1.0']);
  });
  it('Hakem\'s own file of an event with a player added keeps 062 and 072 in step', () => {
    const t = readTrf(TEAMS.replace(/^310 .*\n/gm, '').replace(/^(082|192|352|162|362) .*\n/gm, ''));
    t.players.push({ no: 25, name: 'Late Entry', rating: 2000 });
    const back = readTrf(writeTrf(t));
    expect(back.info).toMatchObject({ playerCount: '25', ratedCount: '25' });
    expect(back.players.map((p) => p.no)).toEqual([...Array(25)].map((_, i) => i + 1));
  });
  it('062 and 072 as the files state them', () => {
    expect(readTrf(TEAMS).info).toMatchObject({ playerCount: '24', ratedCount: '24', teamCount: '6' });
  });
});
