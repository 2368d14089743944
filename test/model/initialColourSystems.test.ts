/**
 * The drawn colour (the top player's colour in round 1) where the file records none (no XXC / 152): the books'
 * Dutch reads it from round 1 as played, as the Dutch in force does (engine/model/initialColour.ts), and says so; the
 * books' Dubov pairs round 1 with White assumed and says that. Nothing is assumed unsaid.
 */
import { describe, expect, it } from 'vitest';
import { buildTournament } from '../../engine/model/build';
import { pairingSystem } from '../../engine/pairing/registry';
import type { Explanation } from '../../engine/pairing/types';

const players = (n: number) => Array.from({ length: n }, (_, i) => ({ no: i + 1, name: `P${i + 1}`, rating: 2400 - 50 * i }));
const said = (e: Explanation) => e.sections.flatMap((s) => s.steps.map((st) => st.text.en)).join('\n');

describe('the drawn colour when the file records none', () => {
  // Round 1 as played with Black for player 1 (the drawing gave the top player Black): 5-1, 2-6, 7-3, 4-8.
  const played = (firstColour?: 'w' | 'b') => buildTournament({
    players: players(8), totalRounds: 5, firstColour,
    rounds: [{ round: 1, games: [{ white: 5, black: 1, result: '1/2-1/2' }, { white: 2, black: 6, result: '1/2-1/2' }, { white: 7, black: 3, result: '1/2-1/2' }, { white: 4, black: 8, result: '1/2-1/2' }] }],
  });
  it('dutch-2009 reads Black from round 1 as played, says so, and pairs as with the colour recorded', () => {
    const sys = pairingSystem('dutch-2009')!;
    const unrecorded = sys.pair(played());
    const recorded = sys.pair(played('b'));
    expect(unrecorded.ok && recorded.ok).toBe(true);
    if (!unrecorded.ok || !recorded.ok) return;
    expect(unrecorded.pairing).toEqual(recorded.pairing);
    expect(said(unrecorded.explanation)).toContain('The file gives no initial colour (XXC / 152): taken from round 1 as played: Black (player 1 had Black)');
    expect(said(recorded.explanation)).not.toContain('The file gives no initial colour');
  });
  it('dubov (the books\') pairs round 1 with White assumed when nothing records the drawing, and says it', () => {
    const sys = pairingSystem('dubov')!;
    const fresh = buildTournament({ players: players(8), totalRounds: 5 });
    const o = sys.pair(fresh);
    expect(o.ok).toBe(true);
    if (!o.ok) return;
    expect(o.pairing.boards[0]).toEqual({ white: 1, black: 5 });
    expect(said(o.explanation)).toContain('the file records none (XXC / 152) and no firstColour option is given: White assumed');
    const asked = sys.pair(fresh, { firstColour: 'b' });
    expect(asked.ok && asked.pairing.boards[0]).toEqual({ white: 5, black: 1 });
    expect(asked.ok && said(asked.explanation)).toContain('as the firstColour option gives it');
  });
});
