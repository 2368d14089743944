/**
 * When Lim's search hands the bye up from the lowest group (engine/pairing/lim/search.ts passBye), the explanation
 * must not say "nobody here may take the bye" of players who may (2.2: no bye, no point without playing, before).
 * A generated event (seed 2, 9 players): before round 3, player 6 is alone in the 0 group, lost round 1 to 2 and
 * round 2 to 5 (both played), so 2.2 allows him the bye; the round's bye goes to 8, a group up.
 */
import { describe, expect, it } from 'vitest';
import { playTournament } from '../../engine/random/index';
import { pairingSystem } from '../../engine/pairing/registry';

describe('Lim: the bye passed up from a group whose players may take it', () => {
  it('names them as eligible (2.2) and does not say that nobody may take it', () => {
    const r = playTournament(pairingSystem('lim')!, 2, { players: 9, rounds: 5 });
    const before = r.tournament.rounds.slice(0, 2);
    // player 6's first two rounds, as played: games against 2 and 5, lost
    expect(before.map((x) => x.games.find((g) => g.white === 6 || g.black === 6))).toEqual([
      { white: 6, black: 2, whiteResult: '0', blackResult: '1' }, { white: 5, black: 6, whiteResult: '1', blackResult: '0' },
    ]);
    const out = r.rounds[2].outcome;
    expect(out.ok).toBe(true);
    if (!out.ok) return;
    expect(out.pairing.byes).toEqual([8]);
    const text = JSON.stringify(out.explanation);
    expect(text).not.toContain('Nobody here may take the bye');
    expect(text).toContain('The bye is not given here: 6 may take it (2.2)');
  });
});
