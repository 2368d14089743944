/**
 * Single rules of the 2025 Dutch system, each with a hand-worked expectation written out here:
 * colour allocation (C.04.3 5 / E.1-E.5), the PAB (C.2, C.5; C.04.1 4), no legal pairing (C.1, C.4),
 * Baku acceleration (C.04.5.1), and the `hakem pair --system dutch` command.
 */
import { describe, expect, it } from 'vitest';
import { buildTournament } from '../../engine/model/build';
import { pairDutch } from '../../engine/pairing/dutch/index';
import { colourFor } from '../../engine/pairing/dutch/colours';
import { bakuVirtualPoints } from '../../engine/pairing/dutch/baku';
import type { DutchPlayer } from '../../engine/pairing/dutch/players';
import type { Colour } from '../../engine/model/types';
import { pairingSystem } from '../../engine/pairing/registry';
import { run } from '../../cli/main';
import { writeTrf } from '../../engine/trf/write';
import { memoryIO } from '../helpers/io';

/** A player with a colour history, its preference worked out as 1.7 defines it. */
function withColours(no: number, rank: number, colours: Colour[], score = 0): DutchPlayer {
  const w = colours.filter((c) => c === 'w').length;
  const b = colours.length - w;
  const last = colours[colours.length - 1];
  const repeated = colours.length >= 2 && colours[colours.length - 2] === last ? last : undefined;
  const imbalance = Math.abs(w - b);
  const lower: Colour = w > b ? 'b' : 'w';
  const pref = imbalance > 1 ? lower : repeated ? (last === 'w' ? 'b' : 'w') : imbalance ? lower : last ? (last === 'w' ? 'b' : 'w') : undefined;
  const absolute = imbalance > 1 || repeated !== undefined;
  return { no, name: `P${no}`, rank, score, realScore: score, colours, pref, imbalance, repeated, absolute, strong: !absolute && imbalance > 0, float1: null, float2: null, byeEligible: true, playedGames: colours.length, forbidden: new Set() };
}

describe('colour allocation (C.04.3 5)', () => {
  it('E.1: both preferences are granted when they differ', () => {
    const p = withColours(1, 0, ['b']); // wants white
    const q = withColours(2, 1, ['w']); // wants black
    expect(colourFor(p, q, 'w')).toEqual({ colour: 'w', rule: 'E.1' });
  });
  it('E.2: the stronger preference wins (absolute BB over mild B)', () => {
    const p = withColours(5, 4, ['w', 'b', 'b']); // BB: absolute white
    const q = withColours(1, 0, ['b']); // mild white, higher ranked
    expect(colourFor(q, p, 'w')).toEqual({ colour: 'b', rule: 'E.2' });
  });
  it('E.3: alternate from the last round in which their colours differed', () => {
    const p = withColours(1, 0, ['b', 'w', 'b']); // strong white
    const q = withColours(2, 1, ['b', 'b', 'w']); // strong white
    // last round: p black, q white, so now p white and q black
    expect(colourFor(p, q, 'w')).toEqual({ colour: 'w', rule: 'E.3' });
  });
  it('E.4: identical histories, the higher ranked gets its preference', () => {
    const p = withColours(3, 2, ['w'], 2);
    const q = withColours(1, 0, ['w'], 2);
    expect(colourFor(p, q, 'w')).toEqual({ colour: 'w', rule: 'E.4' }); // q (higher) gets black
  });
  it('E.5: no history, initial colour to an odd-numbered higher player, the other colour to an even one', () => {
    expect(colourFor(withColours(1, 0, []), withColours(9, 8, []), 'w').colour).toBe('w');
    expect(colourFor(withColours(2, 1, []), withColours(9, 8, []), 'w').colour).toBe('b');
    expect(colourFor(withColours(2, 1, []), withColours(9, 8, []), 'b').colour).toBe('w');
  });
});

const players = (n: number) => Array.from({ length: n }, (_, i) => ({ no: i + 1, name: `P${i + 1}`, rating: 2400 - i * 10 }));

describe('the pairing-allocated bye', () => {
  it('C.5: goes to the lowest score; C.2: never twice', () => {
    // round 1: 1-2 1-0, 3 PAB. Round 2 scores: 1 and 3 one point, 2 zero: 2 gets the PAB, 1 meets 3.
    const t = buildTournament({ players: players(3), totalRounds: 3, firstColour: 'w', rounds: [{ round: 1, games: [{ white: 1, black: 2, result: '1-0' }], bye: 3 }] });
    const out = pairDutch(t);
    expect(out.ok && out.pairing).toEqual({ round: 2, boards: [{ white: 3, black: 1 }], byes: [2] }); // 1 had white: black now
  });
  it('C.04.1 4: a player who won by forfeit gets no PAB', () => {
    // round 1: 2 wins by forfeit against 1, 3 PAB. Round 2: only 1 may get the PAB; 2-3 both without
    // played games: E.5, the higher ranked (2, even pairing number) gets black.
    const t = buildTournament({ players: players(3), totalRounds: 3, firstColour: 'w', rounds: [{ round: 1, games: [{ white: 1, black: 2, result: '--+' }], bye: 3 }] });
    const out = pairDutch(t);
    expect(out.ok && out.pairing).toEqual({ round: 2, boards: [{ white: 3, black: 2 }], byes: [1] });
  });
});

describe('forbidden pairs (C.1)', () => {
  it('moves to the next transposition when 1-3 may not meet', () => {
    // round 1 of 4 players: S1 {1,2}, S2 {3,4}; 1-3 forbidden, so 1-4 and 2-3; E.5: 1 (odd) white, 2 (even) black
    const t = { ...buildTournament({ players: players(4), totalRounds: 3, firstColour: 'w' }), forbidden: [[1, 3]] as Array<[number, number]> };
    const out = pairDutch(t);
    expect(out.ok && out.pairing.boards).toEqual([
      { white: 1, black: 4 },
      { white: 3, black: 2 },
    ]);
  });
});

describe('no legal pairing', () => {
  it('C.1 and C.4: two players who have met cannot be paired again', () => {
    const t = buildTournament({ players: players(2), totalRounds: 2, rounds: [{ round: 1, games: [{ white: 1, black: 2, result: '1/2-1/2' }] }] });
    const out = pairDutch(t);
    expect(out.ok).toBe(false);
    if (!out.ok) {
      expect(out.reason.en).toMatch(/absolute criteria/);
      expect(out.reason.tr).toMatch(/mutlak kriter/);
    }
  });
  it('C.2: three players, all met, every one had the bye', () => {
    const t = buildTournament({
      players: players(3),
      totalRounds: 4,
      rounds: [
        { round: 1, games: [{ white: 1, black: 2, result: '1-0' }], bye: 3 },
        { round: 2, games: [{ white: 3, black: 1, result: '1-0' }], bye: 2 },
        { round: 3, games: [{ white: 2, black: 3, result: '1-0' }], bye: 1 },
      ],
    });
    expect(pairDutch(t).ok).toBe(false);
  });
});

describe('Baku acceleration (C.04.5.1)', () => {
  it('gives GA one virtual point in the first half of the accelerated rounds, half a point in the rest', () => {
    // 9 rounds: accelerated rounds 1-5; 1 point in rounds 1-3, 0.5 in 4-5. 20 players: GA = 2·⌈20/4⌉ = 10.
    const t = buildTournament({ players: players(20), totalRounds: 9 });
    const v = bakuVirtualPoints(t, 9);
    expect([1, 2, 3, 4, 5, 6, 9].map((r) => v(10, r))).toEqual([2, 2, 2, 1, 1, 0, 0]); // half points
    expect(v(11, 1)).toBe(0);
    // 161 players: GA has 82 (the rule's own example)
    const v161 = bakuVirtualPoints(buildTournament({ players: players(161), totalRounds: 9 }), 9);
    expect([v161(82, 1), v161(83, 1)]).toEqual([2, 0]);
  });
  it('pairs round 1 of 8 players as two brackets {1-4} and {5-8}', () => {
    const t = buildTournament({ players: players(8), totalRounds: 5, firstColour: 'w' });
    const out = pairDutch(t, { acceleration: 'baku' });
    // S1 {1,2} vs S2 {3,4}; S1 {5,6} vs S2 {7,8}. E.5: 1 and 5 (odd) white; 2 and 6 (even) black.
    expect(out.ok && out.pairing.boards).toEqual([
      { white: 1, black: 3 },
      { white: 4, black: 2 },
      { white: 5, black: 7 },
      { white: 8, black: 6 },
    ]);
    // without acceleration: 1-5, 6-2, 3-7, 8-4
    const plain = pairDutch(t);
    expect(plain.ok && plain.pairing.boards).toEqual([
      { white: 1, black: 5 },
      { white: 6, black: 2 },
      { white: 3, black: 7 },
      { white: 8, black: 4 },
    ]);
  });
});

describe('registry and command line', () => {
  it('is registered as "dutch" and prints the endorsed engines\' format', async () => {
    expect(pairingSystem('dutch')?.name.en).toMatch(/Dutch/);
    const t = buildTournament({ players: players(5), totalRounds: 5, firstColour: 'w' });
    const io = memoryIO({ 'a.trf': writeTrf(t) });
    expect(await run(['pair', '--system', 'dutch', 'a.trf'], io)).toBe(0);
    // round 1 of 5: S1 {1,2}, S2 {3,4}; 5 gets the PAB (lowest ranked). 1 white, 2 (even) black.
    expect(io.stdout).toBe('3\n1 3\n4 2\n5 0\n');
  });
});
