/**
 * Every TRF Hakem writes is read by bbpPairings (the FIDE-endorsed Dutch engine). Tests cannot run it: its verdicts on
 * the files Hakem wrote are stored in test/fixtures/bbp-read (see its README), and this test checks that the writers'
 * output of today still has the shapes bbpPairings' reader requires (src/fileformats/trf.cpp, readPlayer and
 * evenUpMatchHistories, read at commit 16a000f9811de322b0e835d5643198226165b5a9):
 * - a 001 line has at least 84 characters; a pairing number in 5-8 (not 0); 49-52 blank or a number; the points in
 *   81-84; round entries of 8 characters at 92, 102, …, nothing but blanks after the last;
 * - an entry: opponent digits (or `0000` / blanks: none), colour `w`, `b`, `-` or blank, result one of
 *   `1 0 = + - W D L H F U Z` or blank; `H F U Z` and a blank result only without opponent; a game result without
 *   colours only as a forfeit (`+ -`); the opponent not the player himself;
 * - the points equal the results of every column (its checker, `-c`, reads every column as a round played: a win, `+`,
 *   `F`, `U` 1; a draw, `H` ½; the rest 0), as its reader checks ("The score for player N does not match");
 * - a file whose last column holds only byes and absences (the round to pair) gives the number of rounds (XXR or 142).
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { hakemWrites } from '../helpers/hakemWrites';

const DIR = join(__dirname, '..', 'fixtures', 'bbp-read');

function bbpShapeProblems(text: string): string[] {
  const out: string[] = [];
  const lines = text.split(/\r\n|\r|\n/);
  const value: Record<string, number> = { '1': 1, W: 1, '+': 1, F: 1, U: 1, '=': 0.5, D: 0.5, H: 0.5 };
  let lastColumnOnlyByes: boolean | undefined;
  let columns = 0;
  const entries = new Map<number, Array<{ opp: number; colour: string; result: string } | undefined>>();
  for (const [i, line] of lines.entries()) {
    if (!line.startsWith('001')) continue;
    const at = `line ${i + 1}`;
    if (line.length < 84) { out.push(`${at}: shorter than 84 characters`); continue; }
    const no = line.slice(4, 8).trim();
    if (!/^\d+$/.test(no) || Number(no) === 0) out.push(`${at}: pairing number "${no}" in 5-8`);
    const rating = line.slice(48, 52).trim();
    if (rating !== '' && !/^\d+$/.test(rating)) out.push(`${at}: rating "${rating}" in 49-52`);
    const points = line.slice(80, 84).trim();
    if (!/^\d+(\.\d+)?$/.test(points)) out.push(`${at}: points "${points}" in 81-84`);
    let total = 0;
    const mine: Array<{ opp: number; colour: string; result: string } | undefined> = [];
    let c = 91;
    for (; c <= line.length - 8; c += 10) {
      const e = line.slice(c, c + 8);
      const opp = e.slice(0, 4), colour = e[5], result = e[7].toUpperCase();
      if (e.trim() === '') { mine.push(undefined); continue; }
      const none = opp === '    ' || opp === '0000';
      if (!none && !/^ *\d+$/.test(opp)) out.push(`${at}: opponent "${opp}" at ${c + 1}`);
      if (!none && Number(opp) === Number(no)) out.push(`${at}: paired with himself at ${c + 1}`);
      if (!'wb- '.includes(colour)) out.push(`${at}: colour "${colour}" at ${c + 6}`);
      if (!'10=+-WDLHFUZ '.includes(result)) out.push(`${at}: result "${result}" at ${c + 8}`);
      if ('HFUZ '.includes(result) && !none) out.push(`${at}: "${result}" with an opponent at ${c + 1}`);
      if (none && (colour === 'w' || colour === 'b')) out.push(`${at}: a colour without opponent at ${c + 1}`);
      if (!none && (colour === '-' || colour === ' ') && !'+-'.includes(result)) out.push(`${at}: a played result without colours at ${c + 1}`);
      total += value[result] ?? 0;
      mine.push({ opp: none ? 0 : Number(opp), colour, result });
    }
    if (line.slice(c).trim() !== '') out.push(`${at}: characters after the last round entry (column ${c + 1})`);
    if (Math.abs(total - Number(points)) > 1e-9) out.push(`${at}: points ${points}, the columns give ${total}`);
    entries.set(Number(no), mine);
    columns = Math.max(columns, mine.length);
  }
  // both sides of a game name each other, with opposite colours
  for (const [no, list] of entries) {
    list.forEach((e, r) => {
      if (!e || e.opp === 0) return;
      const o = entries.get(e.opp)?.[r];
      if (!o || o.opp !== no) out.push(`round ${r + 1}: ${no} names ${e.opp}, who does not name him`);
      else if (e.colour !== '-' && e.colour === o.colour) out.push(`round ${r + 1}: ${no} and ${e.opp} both ${e.colour}`);
    });
  }
  if (columns > 0) {
    lastColumnOnlyByes = [...entries.values()].every((l) => { const e = l[columns - 1]; return !e || e.opp === 0; });
    if (lastColumnOnlyByes && !lines.some((l) => /^(XXR|142) +\d+/.test(l))) out.push(`round ${columns} holds only byes and absences (the round to pair) but the file gives no number of rounds (XXR / 142)`);
  }
  return out;
}

describe('the files Hakem writes, as bbpPairings reads them', () => {
  it('the stored evidence: bbpPairings read every file (exit 0, no error), and the Dutch ones it found paired as it pairs', () => {
    const names = readdirSync(DIR).filter((f) => f.endsWith('.trf'));
    expect(names.length).toBe(7);
    for (const f of names) {
      const report = readFileSync(join(DIR, f.replace(/\.trf$/, '.bbp-check.txt')), 'utf8');
      expect(report.trim().split('\n').pop(), f).toBe('exit 0');
      expect(report, f).not.toMatch(/error|invalid/i);
      if (!f.includes('dubov')) expect(report, f).not.toContain('Checker pairings');
      expect(bbpShapeProblems(readFileSync(join(DIR, f), 'utf8')), f).toEqual([]);
    }
  });

  it('the shape check finds what bbpPairings refuses', () => {
    const good = readFileSync(join(DIR, 'generate-dutch.trf'), 'utf8');
    expect(bbpShapeProblems(good)).toEqual([]);
    expect(bbpShapeProblems(good.replace(/^(001    1.{72}) 5\.5/m, '$1 4.5'))).toEqual(['line 5: points 4.5, the columns give 5.5']);
    expect(bbpShapeProblems(good.replace(/^(001    1 .*)$/m, '$1  x'))[0]).toMatch(/characters after the last round entry/);
  });

  it('today\'s writers: generate, convert and the taskpane\'s export', async () => {
    const files = await hakemWrites();
    expect(Object.keys(files).sort()).toEqual(readdirSync(DIR).filter((f) => f.endsWith('.trf')).sort());
    for (const [name, text] of Object.entries(files)) expect(bbpShapeProblems(text), name).toEqual([]);
  }, 60_000);
});
