/**
 * 0-0 and ½-0 (issue 36): results only an arbiter's decision gives (FIDE Laws 12.9). The plain `check` names each one
 * (round, board, players) without calling it a violation; a double forfeit is not one of them. No generator writes one
 * unless asked: the Double-Swiss generator used to give 1% of its games ½-0 (31 of 40 events).
 */
import { describe, expect, it } from 'vitest';
import { arbiterResults } from '../../engine/check/arbiterResults';
import { generateDoubleSwiss } from '../../engine/pairing/double-swiss/generate';
import { writeDoubleSwissTrf } from '../../engine/pairing/double-swiss/trf';
import { writeTrf } from '../../engine/trf/write';
import { readTrf } from '../../engine/trf/read';
import type { Tournament } from '../../engine/model/types';
import { run } from '../../cli/main';
import { memoryIO } from '../helpers/io';

// Six players, two rounds, written by hand: round 1 has 1-0, ½-½ and a 0-0 (board 3); round 2 has a ½-0 on board 1,
// a double forfeit on board 2 and 0-1 on board 3.
const event: Tournament = {
  info: { name: 'Arbiter results' },
  totalRounds: 3,
  players: [1, 2, 3, 4, 5, 6].map((no) => ({ no, name: `Player ${no}`, rating: 2000 - no * 10 })),
  rounds: [
    { number: 1, unpaired: [], games: [
      { white: 1, black: 4, whiteResult: '1', blackResult: '0' },
      { white: 5, black: 2, whiteResult: '=', blackResult: '=' },
      { white: 3, black: 6, whiteResult: '0', blackResult: '0' },
    ] },
    { number: 2, unpaired: [], games: [
      { white: 2, black: 1, whiteResult: '=', blackResult: '0' },
      { white: 4, black: 3, whiteResult: '-', blackResult: '-' },
      { white: 6, black: 5, whiteResult: '0', blackResult: '1' },
    ] },
  ],
};

describe('results only an arbiter gives', () => {
  it('names the 0-0 and the ½-0 with round, board and players, and nothing else', () => {
    const found = arbiterResults(event);
    expect(found.map((f) => [f.round, f.board, f.white, f.black, f.whiteResult, f.blackResult])).toEqual([
      [1, 3, 3, 6, '0', '0'],
      [2, 1, 2, 1, '=', '0'],
    ]);
    expect(found[1].message.en).toBe("round 2, board 1: 2 (White) - 1 (Black) ½-0: the results do not add up to one point; only an arbiter's decision gives them (FIDE Laws 12.9)");
    expect(found[1].message.tr).toMatch(/^2\. tur, 1\. masa: 2 \(Beyaz\) - 1 \(Siyah\) ½-0/);
  });

  it('plain check prints a note for each, still no violation (exit 0), and lists them in --json', async () => {
    const io = memoryIO({ 'a.trf': writeTrf(event) });
    expect(await run(['check', 'a.trf'], io)).toBe(0);
    const notes = io.stdout.split('\n').filter((l) => l.startsWith('note: '));
    expect(notes).toHaveLength(2);
    expect(notes[0]).toMatch(/^note: round 1, board 3: 3 \(White\) - 6 \(Black\) 0-0/);
    expect(notes[1]).toMatch(/^note: round 2, board 1: 2 \(White\) - 1 \(Black\) ½-0/);
    const json = memoryIO({ 'a.trf': writeTrf(event) });
    expect(await run(['check', '--json', 'a.trf'], json)).toBe(0);
    expect(JSON.parse(json.stdout).arbiterResults.map((d: { round: number; board: number }) => [d.round, d.board])).toEqual([[1, 3], [2, 1]]);
  });

  it('the Double-Swiss generator writes none unless asked (40 events; the issue\'s seed 1 had 7-14 ½-0)', () => {
    for (let seed = 1; seed <= 40; seed++) {
      const g = generateDoubleSwiss(seed, { players: 16, matches: 5 });
      if (!g.ok) throw new Error(g.reason);
      const t = readTrf(writeDoubleSwissTrf(g.tournament), `ds${seed}.trf`);
      expect(arbiterResults(t), `seed ${seed}`).toEqual([]);
    }
  });

  it('asked for (--arbiter-results), it writes them and check names every one', async () => {
    const io = memoryIO({});
    expect(await run(['double-swiss', 'generate', 'g.trf', '--players', '16', '--matches', '5', '--seed', '1', '--arbiter-results', '0.2'], io)).toBe(0);
    const t = readTrf(io.files.get('g.trf')!, 'g.trf');
    const found = arbiterResults(t);
    expect(found.length).toBeGreaterThan(0);
    for (const f of found) expect(['=-0', '0-=', '0-0']).toContain(`${f.whiteResult}-${f.blackResult}`);
    expect(await run(['check', 'g.trf'], io)).toBe(0);
    expect(io.stdout.split('\n').filter((l) => l.startsWith('note: '))).toHaveLength(found.length);
    const bad = memoryIO({});
    expect(await run(['generate', '--system', 'dutch', '--players', '10', '--rounds', '3', '--seed', '1', '--arbiter-results', '0.1', '-o', 'x.trf'], bad)).toBe(2);
    expect(bad.stderr).toMatch(/--arbiter-results is offered for double-swiss only/);
    expect(bad.files.has('x.trf')).toBe(false);
  });
});
