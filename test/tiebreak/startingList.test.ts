/**
 * One starting list of tie-breaks for an event nobody named a list for: the taskpane's new event, `hakem standings`
 * and `hakem publish` rank the same file by the same codes. The lists are the documents' recommendation table
 * (seed 000, "Eşleştirme Sistemlerine Göre Eşitlik Bozma Yöntemleri"): an individual round robin by direct
 * encounter, Sonneborn-Berger, number of wins, Koya; an individual Swiss whose ratings are far apart and
 * inconsistent (an open's usual field) by Buchholz, Sonneborn-Berger.
 */
import { describe, expect, it } from 'vitest';
import { run } from '../../cli/main';
import { writeTrf } from '../../engine/trf/write';
import { readTrf } from '../../engine/trf/read';
import { buildTournament } from '../../engine/model/build';
import { createStandaloneWorkbook } from '../../addin/host/standalone';
import { createTournament, loadState } from '../../addin/taskpane/flows';
import { siteStandings } from '../../templates/site';
import { memoryIO } from '../helpers/io';
import { fixture, fromRows } from './build';

const SWISS = ['BH', 'SB'];
const ROUND_ROBIN = ['DE', 'SB', 'WIN', 'KS'];

// the documents' Tablo 1: an 18-player Swiss of 7 rounds
const fx = fixture('tiebreak-table1.json');
const swiss = fromRows(fx.players.map((p: any) => ({ no: p.no, name: p.name, rounds: p.rounds })));
swiss.info.name = 'Tablo 1';

// four players, every one meeting every other (the Berger table for 4: 1-4 2-3; 4-3 1-2; 2-4 3-1)
const rr = buildTournament({
  name: 'Kulüp kapalı',
  players: [1, 2, 3, 4].map((no) => ({ no, name: `Oyuncu ${no}`, rating: 2000 - no * 10 })),
  rounds: [
    { round: 1, games: [{ white: 1, black: 4, result: '1-0' }, { white: 2, black: 3, result: '1/2-1/2' }] },
    { round: 2, games: [{ white: 4, black: 3, result: '0-1' }, { white: 1, black: 2, result: '1/2-1/2' }] },
    { round: 3, games: [{ white: 2, black: 4, result: '1-0' }, { white: 3, black: 1, result: '0-1' }] },
  ],
  totalRounds: 3,
});
rr.info.type = 'Round robin';

async function cliCodes(name: string, text: string): Promise<string[]> {
  const io = memoryIO({ [name]: text });
  expect(await run(['standings', name, '--json'], io)).toBe(0);
  return Object.keys(JSON.parse(io.stdout)[0].tiebreaks);
}

async function paneCodes(name: string, text: string): Promise<{ codes: string[]; from: string }> {
  const wb = createStandaloneWorkbook();
  const made = await createTournament(wb, { kind: 'trf', text, fileName: name });
  expect(made.ok).toBe(true);
  const s = await loadState(wb);
  if (!s.ok || !s.value) throw new Error('no state');
  const settings = (await wb.readSheet('Settings'))!.values;
  const from = settings.find((r) => r[0] === 'tiebreaksFrom')?.[2];
  return { codes: s.value.settings.tiebreaks, from: String(from) };
}

describe('the starting tie-break list is one list', () => {
  it('a Swiss: BH, SB on the command line, in the taskpane and on the players\' site', async () => {
    const text = writeTrf(swiss);
    expect(await cliCodes('t1.trf', text)).toEqual(SWISS);
    const pane = await paneCodes('t1.trf', text);
    expect(pane.codes).toEqual(SWISS);
    expect(pane.from).toContain('distant ratings');
    expect(siteStandings(readTrf(text), 'en', undefined, undefined, false).codes).toEqual(SWISS);
  });

  it('a round robin: DE, SB, WIN, KS in all three', async () => {
    const text = writeTrf(rr);
    expect(await cliCodes('rr.trf', text)).toEqual(ROUND_ROBIN);
    expect((await paneCodes('rr.trf', text)).codes).toEqual(ROUND_ROBIN);
    expect(siteStandings(readTrf(text), 'en', undefined, undefined, true).codes).toEqual(ROUND_ROBIN);
  });

  it('a list the arbiter names is kept as named, even Hakem\'s earlier Swiss default', async () => {
    const wb = createStandaloneWorkbook();
    await createTournament(wb, { kind: 'demo' }, { tiebreaks: ['BH', 'BH-C1', 'SB'] });
    const s = await loadState(wb);
    expect(s.ok && s.value!.settings.tiebreaks).toEqual(['BH', 'BH-C1', 'SB']);
  });
});

/**
 * A TRF-2026 file that states its tie-breaks (TRF26: 202 "FIDE tie-breaks used to break ties"; 212 "used to define
 * standings", PTS first) is ranked by them (C.07 2.1: the regulations name the list), everywhere, and said so; a list
 * naming a tie-break Hakem does not compute is refused on the command line and the site, and said in the taskpane.
 */
describe('the tie-breaks the file states', () => {
  const withRecord = (line: string) => writeTrf(swiss).replace(/^(012 .*)$/m, `$1\n${line}`);

  it('202 BH/C1,SB,WIN: hakem standings, the taskpane and the site rank by BH-C1, SB, WIN and say the file gave it', async () => {
    const text = withRecord('202 BH/C1,SB,WIN');
    const io = memoryIO({ 's.trf': text });
    expect(await run(['standings', 's.trf', '--json'], io)).toBe(0);
    expect(Object.keys(JSON.parse(io.stdout)[0].tiebreaks)).toEqual(['BH-C1', 'SB', 'WIN']);
    expect(io.stderr).toContain('Tie-breaks from the file (202 BH/C1,SB,WIN)');
    const pane = await paneCodes('s.trf', text);
    expect(pane.codes).toEqual(['BH-C1', 'SB', 'WIN']);
    expect(pane.from).toBe('from the file (202 BH/C1,SB,WIN)');
    const site = siteStandings(readTrf(text), 'en', undefined, undefined, false);
    expect(site.codes).toEqual(['BH-C1', 'SB', 'WIN']);
    expect(site.rulesNote).toContain('Tie-breaks from the file (202 BH/C1,SB,WIN)');
  });

  it('212 PTS,WIN,BH,AOB (as Sharly Chess writes it): WIN, BH, AOB; --tiebreaks still overrides it', async () => {
    const text = withRecord('212 PTS,WIN,BH,AOB');
    let io = memoryIO({ 's.trf': text });
    expect(await run(['standings', 's.trf', '--json'], io)).toBe(0);
    expect(Object.keys(JSON.parse(io.stdout)[0].tiebreaks)).toEqual(['WIN', 'BH', 'AOB']);
    io = memoryIO({ 's.trf': text });
    expect(await run(['standings', 's.trf', '--json', '-t', 'SB'], io)).toBe(0);
    expect(Object.keys(JSON.parse(io.stdout)[0].tiebreaks)).toEqual(['SB']);
    expect(io.stderr).not.toContain('from the file');
  });

  it('a stated tie-break Hakem does not compute (EDET/P): refused on the command line, said in the taskpane', async () => {
    const text = withRecord('202 EDET/P,BH');
    const io = memoryIO({ 's.trf': text });
    expect(await run(['standings', 's.trf'], io)).toBe(1);
    expect(io.stderr).toContain("the file's 202 record names tie-breaks Hakem does not compute (EDET/P): give the list to rank by with --tiebreaks");
    expect(io.stdout).toBe('');
    const wb = createStandaloneWorkbook();
    const made = await createTournament(wb, { kind: 'trf', text, fileName: 's.trf' });
    expect(made.ok && made.message.en).toMatch(/The file's 202 record names tie-breaks Hakem does not compute \(EDET\/P\): Settings start with BH, SB instead\. Next:/);
    expect(() => siteStandings(readTrf(text), 'en', undefined, undefined, false)).toThrow(/EDET\/P/);
  });
});
