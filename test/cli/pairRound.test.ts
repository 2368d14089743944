/** Which round `hakem pair` may pair: a Swiss only the next one, within the planned rounds; a table any round of it. */
import { describe, expect, it } from 'vitest';
import { run } from '../../cli/main';
import { memoryIO } from '../helpers/io';
import { loadExample } from '../helpers/examples';
import { writeTrf } from '../../engine/trf/write';
import { buildTournament } from '../../engine/model/build';

const dutch3 = () => writeTrf({ ...loadExample('dutch', 3), totalRounds: 9 });

describe('hakem pair: the round to pair', () => {
  it('a Swiss system pairs only the next round: --round 2 after three rounds is refused (exit 1), nothing printed', async () => {
    for (const system of ['dutch-2009', 'dutch', 'lim', 'dubov', 'burstein']) {
      const io = memoryIO({ 'e.trf': dutch3() });
      expect(await run(['pair', '--system', system, '--round', '2', 'e.trf'], io), system).toBe(1);
      expect(io.stderr).toContain('the round to pair is 4');
      expect(io.stdout).toBe('');
    }
  });
  it('--round 9 after three rounds is refused as well', async () => {
    const io = memoryIO({ 'e.trf': dutch3() });
    expect(await run(['pair', '--system', 'dutch-2009', '--round', '9', 'e.trf'], io)).toBe(1);
  });
  it('when every planned round is paired (XXR 3, three rounds recorded) there is nothing to pair', async () => {
    const io = memoryIO({ 'e.trf': writeTrf({ ...loadExample('dutch', 3), totalRounds: 3 }) });
    expect(await run(['pair', '--system', 'dutch-2009', 'e.trf'], io)).toBe(1);
    expect(io.stderr).toContain('all 3 rounds of the tournament (XXR 3) are already paired');
  });
  it('a round robin refuses a tournament whose rounds are not its table (no rematches from a Swiss file)', async () => {
    const io = memoryIO({ 'e.trf': dutch3() });
    expect(await run(['pair', '--system', 'round-robin', 'e.trf'], io)).toBe(3);
    expect(io.stderr).toContain('round 1 as recorded is not round 1 of the Berger table');
  });
  it('a round robin may print any round of its table', async () => {
    const io = memoryIO({ 'rr.trf': writeTrf(buildTournament({ players: [1, 2, 3, 4].map((no) => ({ no, name: `P${no}` })) })) });
    expect(await run(['pair', '--system', 'round-robin', '--round', '3', 'rr.trf'], io)).toBe(0);
    // the documents' 3-4 player table, round 3: 2:4 3:1 (test/fixtures/round-robin/berger-tables.json)
    expect(io.stdout).toBe('2\n2 4\n3 1\n');
  });
});

describe('hakem pair: options', () => {
  it('an option the system does not have is refused as a usage error (exit 2, as check does), naming the options it has', async () => {
    const io = memoryIO({ 'e.trf': dutch3() });
    expect(await run(['pair', '--system', 'dutch-2009', '--option', 'foo=bar', 'e.trf'], io)).toBe(2);
    expect(io.stderr).toContain('dutch-2009 has no option foo (its options: lastRoundExceptions (true or false), firstColour (one of w, b), nodeLimit (a whole number of at least 1))');
  });
  it('a known option is accepted', async () => {
    const io = memoryIO({ 'e.trf': dutch3() });
    expect(await run(['pair', '--system', 'dutch-2009', '--option', 'lastRoundExceptions=true', 'e.trf'], io)).toBe(0);
  });
});
