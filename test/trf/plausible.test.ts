/**
 * Issue 36: a TRF's 310 records read by their columns, and the notes on what reads but looks wrong (a 001 line cut
 * short, pairing numbers with gaps and no 062, a birth date or rating no real event has). The files are real
 * (test/fixtures/trf/README.md); each case changes one thing in them, as the tester's damaged files did.
 */
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { readTrf } from '../../engine/trf/read';
import { trfNotes } from '../../engine/trf/plausible';
import { writeTrf } from '../../engine/trf/write';
import { buildTournament } from '../../engine/model/build';
import { FIXTURES } from '../helpers/examples';
import { run } from '../../cli/main';
import { memoryIO } from '../helpers/io';

const fixture = (name: string) => readFileSync(join(FIXTURES, 'trf', name), 'utf8');
const team = fixture('team-c046-D-gacrux-s0126-r05.trf');
const nine = fixture('s00104-p009-r06-of07.trf');
const sample = fixture('s00001-p024-r03-of05.trf');

/** The file with line `prefix…` changed by `f`. */
const change = (text: string, prefix: string, f: (l: string) => string) => text.split('\n').map((l) => (l.startsWith(prefix) ? f(l) : l)).join('\n');
/** `value` put at 1-based column `col` of `line`. */
const put = (line: string, col: number, value: string) => line.padEnd(col - 1 + value.length).slice(0, col - 1) + value + line.padEnd(col - 1 + value.length).slice(col - 1 + value.length);

describe('310 team records: read by their columns', () => {
  it('the oracle\'s team file reads as it is, with no note', () => {
    const t = readTrf(team, 'team.trf');
    expect(t.players).toHaveLength(36);
    expect(trfNotes(t, { source: 'team.trf' })).toEqual([]);
  });
  it('a team name running over the nickname and strength columns is refused at the first column it fills', () => {
    // "Team 01" (columns 9-15) grown to 45 characters: it fills 41, the blank between the name and the nickname
    const long = change(team, '310   1 ', (l) => put(l, 9, 'Sportif Kulubu Ankara Demirspor Team Fielders'));
    expect(() => readTrf(long, 'team.trf')).toThrow(/team\.trf, line \d+, column 41: record 310: column 41 must be blank \(it separates the name \(9-40\) and the nickname \(42-46\)\), found "T"/);
  });
  it('a strength that is not a number is refused with its columns', () => {
    const bad = change(team, '310   2 ', (l) => put(l, 48, ' e Fie'));
    expect(() => readTrf(bad, 'team.trf')).toThrow(/column 48: record 310: the strength \(columns 48-53\) must be a number, found "e Fie"/);
  });
});

describe('notes: what reads but looks wrong', () => {
  it('a 001 line ending before the last round the others played (player 6\'s round-5 PAB left out)', () => {
    const cut = change(nine, '001    6 ', (l) => l.replace(/ +0000 - U\s*$/, ''));
    const t = readTrf(cut, 'nine.trf');
    const line = cut.split('\n').findIndex((l) => l.startsWith('001    6 ')) + 1;
    expect(trfNotes(t, { source: 'nine.trf' })).toEqual([`nine.trf, line ${line}, player 6's 001 line ends before round 5, which the others played: read as not paired there (no points); a line cut short?`]);
    expect(trfNotes(readTrf(nine, 'nine.trf'))).toEqual([]);
  });
  it('pairing numbers with gaps and no 062: a note naming them; with 062 the reader refuses instead', () => {
    const t = buildTournament({ players: [1, 2, 4, 7].map((no) => ({ no, name: `P${no}` })) });
    const text = writeTrf(t);
    expect(text).not.toMatch(/^062/m);
    expect(trfNotes(readTrf(text, 'g.trf'), { source: 'g.trf' })).toEqual(['g.trf: no 001 line for pairing numbers 3, 5, 6 (the numbers run to 7) and no 062 line gives the number of players: a player\'s line missing?']);
  });
  it('a rating of 9999, month 13 and a birth year after the event\'s start: each a note, the file still read', () => {
    let text = `042 2026/01/10\n${sample}`;
    text = change(text, '001    1 ', (l) => put(l, 49, '9999'));
    text = change(text, '001    2 ', (l) => put(l, 70, '1990/13/01'));
    text = change(text, '001    3 ', (l) => put(l, 70, '2031/05/12'));
    text = change(text, '001    4 ', (l) => put(l, 70, '2001/02/30'));
    const t = readTrf(text, 's.trf');
    expect(t.players[0].rating).toBe(9999);
    const notes = trfNotes(t, { source: 's.trf' });
    const lineOf = (no: number) => text.split('\n').findIndex((l) => l.startsWith(`001 ${String(no).padStart(4)} `)) + 1;
    expect(notes).toHaveLength(4);
    expect(notes[0]).toMatch(new RegExp(`^s\\.trf, line ${lineOf(1)}, column 49: player 1's FIDE rating 9999 is above 3500`));
    expect(notes[1]).toMatch(new RegExp(`^s\\.trf, line ${lineOf(2)}, column 70: player 2's birth date "1990/13/01": there is no month 13`));
    expect(notes[2]).toMatch(/player 3's birth date "2031\/05\/12": the year 2031 is after the event's start \(042\)/);
    expect(notes[3]).toMatch(/player 4's birth date "2001\/02\/30": month 2 has no day 30/);
  });
  it('Swiss-Manager\'s year-only birth dates (YYYY/00/00, Heraklion Friendship Cup 2024): one note for the file, not one a player', () => {
    let text = `042 2026/01/10\n${sample}`;
    for (const no of [1, 2, 3]) text = change(text, `001 ${String(no).padStart(4)} `, (l) => put(l, 70, '2014/00/00'));
    text = change(text, '001    4 ', (l) => put(l, 70, '2001/00/05')); // a day without a month is no such convention
    const notes = trfNotes(readTrf(text, 'y.trf'), { source: 'y.trf' });
    expect(notes).toHaveLength(2);
    expect(notes[0]).toMatch(/player 4's birth date "2001\/00\/05": there is no month 0/);
    expect(notes[1]).toBe('y.trf: birth dates with month and day 00 (players 1, 2, 3): the year only, as Swiss-Manager writes a date it knows the year of; read as written');
  });
  it('without 042, a birth year after today (given by the command line) is the note', () => {
    const text = change(sample, '001    3 ', (l) => put(l, 70, '2031/05/12'));
    expect(trfNotes(readTrf(text), { today: '2026-11-29' })).toEqual([expect.stringMatching(/the year 2031 is after this year/)]);
    expect(trfNotes(readTrf(text), { today: '2032-01-01' })).toEqual([]);
  });
  it('the command line prints the notes on stderr once, and still does its work (exit 0)', async () => {
    const io = memoryIO({ 'r.trf': change(sample, '001    1 ', (l) => put(l, 49, '9999')) });
    expect(await run(['standings', 'r.trf'], io)).toBe(0);
    expect(io.stderr.match(/^note: r\.trf, line \d+, column 49: player 1's FIDE rating 9999/gm)).toHaveLength(1);
    expect(io.stdout).toMatch(/^Rank/);
  });
});
