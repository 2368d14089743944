/**
 * "İster rakibi gelmediği, ister tur atladığı için oynamadan puan almış bir oyuncu, tur atlatılamaz" (003, general
 * rules 4): a player who scored without playing — opponent did not come, or a bye — may not get the bye again.
 */
import { describe, expect, it } from 'vitest';
import { buildTournament } from '../../engine/model/build';
import { checkAbsoluteCriteria } from '../../engine/check/absolute';
import { mayReceivePairingBye, playerRounds } from '../../engine/model/history';

const players = [1, 2, 3, 4, 5].map((no) => ({ no, name: `P${no}` }));

describe('the right to a pairing-allocated bye', () => {
  it('a forfeit win in round 1 then the bye in round 2 is a violation', () => {
    const t = buildTournament({
      players,
      rounds: [
        { round: 1, games: [{ white: 1, black: 2, result: '+--' }, { white: 3, black: 4, result: '1-0' }], bye: 5 },
        { round: 2, games: [{ white: 5, black: 3, result: '1-0' }, { white: 2, black: 4, result: '0-1' }], bye: 1 },
      ],
    });
    expect(mayReceivePairingBye(playerRounds(t).get(1)!.slice(0, 1))).toBe(false);
    expect(checkAbsoluteCriteria(t).map((v) => v.message)).toEqual(['round 2: player 1 receives the pairing-allocated bye after scoring without playing (a win without playing in round 1)']);
  });
  it('a lost or drawn game, a forfeit loss or a requested half-point bye keep the right', () => {
    const t = buildTournament({
      players,
      rounds: [{ round: 1, games: [{ white: 1, black: 2, result: '--+' }, { white: 3, black: 4, result: '1/2-1/2' }], halfPointBye: [5] }],
    });
    const prs = playerRounds(t);
    for (const no of [1, 2, 3, 4, 5]) expect(mayReceivePairingBye(prs.get(no)!), `player ${no}`).toBe(no !== 2);
  });
});
