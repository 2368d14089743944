/**
 * FIDE C.07 (2024) Article 16, worked by hand on a small Swiss with every category of unplayed round, and the
 * same event under the documents' 2009 rules for contrast.
 *
 *   R1: 1–2 1-0, 3–4 ½-½, 5 pairing-allocated bye (16.2.1), 6 half-point bye (16.2.3: 6 plays later)
 *   R2: 2–5 forfeit: 2 wins (16.2.2), 5 loses (16.2.4); 3–1 1-0; 4–6 1-0
 *   R3: 1–4 ½-½; 5–3 1-0; 2–6 ½-½
 *   R4: 1–6 1-0; 3–2 1-0; 4 half-point bye in the last round (16.2.5); 5 absent in the last round (16.2.5)
 *
 * Scores: 1: 2½, 2: 1½, 3: 2½, 4: 2½, 5: 2, 6: 1.
 */
import { describe, expect, it } from 'vitest';
import type { Tournament } from '../../engine/model/types';
import {
  adjustedScores, buchholz, computeTiebreak, contributions, sonnebornBerger, tiebreakContext, unplayedCategory,
} from '../../engine/tiebreak';
import { roundRobin } from './build';

const g = (white: number, black: number, w: string, b: string) => ({ white, black, whiteResult: w, blackResult: b }) as Tournament['rounds'][number]['games'][number];
const t: Tournament = {
  info: { type: 'Swiss' },
  players: [1, 2, 3, 4, 5, 6].map((no) => ({ no, name: `P${no}` })),
  rounds: [
    { number: 1, games: [g(1, 2, '1', '0'), g(3, 4, '=', '=')], unpaired: [{ player: 5, code: 'U' }, { player: 6, code: 'H' }] },
    { number: 2, games: [g(2, 5, '+', '-'), g(3, 1, '1', '0'), g(4, 6, '1', '0')], unpaired: [] },
    { number: 3, games: [g(1, 4, '=', '='), g(5, 3, '1', '0'), g(2, 6, '=', '=')], unpaired: [] },
    { number: 4, games: [g(1, 6, '1', '0'), g(3, 2, '1', '0')], unpaired: [{ player: 4, code: 'H' }, { player: 5, code: '-' }] },
  ],
};
const c24 = tiebreakContext(t, { rules: '2024' });
const c09 = tiebreakContext(t, { rules: '2009' });

describe('C.07 16.2: categories of unplayed rounds', () => {
  const cat = (no: number, round: number) => unplayedCategory(c24.byNo.get(no)!, round - 1);
  it('16.2.1 pairing-allocated bye, 16.2.2 forfeit win, 16.2.3 requested bye followed by play, 16.2.4 forfeit loss, 16.2.5 requested bye or absence to the end', () => {
    expect(cat(5, 1)).toBe(1);
    expect(cat(2, 2)).toBe(2);
    expect(cat(6, 1)).toBe(3);
    expect(cat(5, 2)).toBe(4);
    expect(cat(4, 4)).toBe(5);
    expect(cat(5, 4)).toBe(5);
    expect(cat(1, 1)).toBeUndefined(); // a game played
  });
  it('voluntary unplayed rounds (16.1.2) are the requested byes, absences and forfeit losses', () => {
    const vur = (no: number) => contributions(c24, no).filter((c) => c.vur).map((c) => c.round);
    expect(vur(5)).toEqual([2, 4]);
    expect(vur(6)).toEqual([1]);
    expect(vur(4)).toEqual([4]);
    expect(vur(2)).toEqual([]); // a forfeit win is not voluntary
  });
});

describe('C.07 16.3: the score opponents see', () => {
  it('only 16.2.5 rounds become draws: 5 (absent in R4) 2 → 2½; 4 (half-point bye in R4) stays 2½; 2 keeps the forfeit win', () => {
    const adj = adjustedScores(c24);
    expect([1, 2, 3, 4, 5, 6].map((no) => adj.get(no))).toEqual([2.5, 1.5, 2.5, 2.5, 2.5, 1]);
  });
  it('under 2009 every unplayed round is a draw: 2 → 1 (forfeit win as ½), 5 → ½ + ½ + 1 + ½ = 2½', () => {
    const adj = adjustedScores(c09);
    expect([1, 2, 3, 4, 5, 6].map((no) => adj.get(no))).toEqual([2.5, 1, 2.5, 2.5, 2.5, 1]);
  });
});

describe('C.07 16.4: own unplayed rounds against a dummy with the player\'s own score', () => {
  it('player 5: bye (dummy 2) + forfeit loss (dummy 2) + 3 (2½) + absence (dummy 2) = 8½', () => {
    expect(contributions(c24, 5).map((c) => c.value)).toEqual([2, 2, 2.5, 2]);
    expect(buchholz(c24, 5)).toBe(8.5);
  });
  it('player 2: 1 (2½) + forfeit win (dummy 1½) + 6 (1) + 3 (2½) = 7½', () => {
    expect(buchholz(c24, 2)).toBe(7.5);
  });
  it('Sonneborn-Berger multiplies the dummy by the round\'s points: player 5: 2×1 + 2×0 + 2½×1 + 2×0 = 4½', () => {
    expect(sonnebornBerger(c24, 5)).toBe(4.5);
  });
  it('2009 instead: virtual opponents — player 5: R1 0+0+½·3 = 1½, R2 1+1+½·2 = 3, R4 2+1+0 = 3, with 3 (2½): 10', () => {
    expect(contributions(c09, 5).map((c) => c.value)).toEqual([1.5, 3, 2.5, 3]);
    expect(buchholz(c09, 5)).toBe(10);
    expect(buchholz(c09, 2)).toBe(2.5 + 1 + 1 + 2.5); // forfeit win: virtual 0 + 0 + ½·2 = 1; 6's adjusted 1
  });
});

describe('C.07 16.5: cutting a voluntary unplayed round first', () => {
  it('player 4: BH 3 (2½) + 6 (1) + 1 (2½) + dummy 2½ = 8½; Cut-1 cuts the VUR (2½), not 6\'s 1: 6', () => {
    expect(buchholz(c24, 4)).toBe(8.5);
    expect(computeTiebreak(t, 'BH-C1', { rules: '2024' }).get(4)).toBe(6);
  });
  it('under 2009 the lowest value is cut (6\'s 1): virtual opponent 2 + ½ + 0 = 2½, BH 8½, Cut-1 7½', () => {
    expect(buchholz(c09, 4)).toBe(8.5);
    expect(computeTiebreak(t, 'BH-C1', { rules: '2009' }).get(4)).toBe(7.5);
  });
  it('Sonneborn-Berger: the higher of the lowest VUR share (2½ × ½ = 1¼) and the least significant share (6: 1 × 1 = 1) is cut: 4¾ − 1¼ = 3½', () => {
    expect(sonnebornBerger(c24, 4)).toBe(4.75);
    expect(computeTiebreak(t, 'SB-C1', { rules: '2024' }).get(4)).toBe(3.5);
  });
});

describe('C.07 15.2 / documents: a round robin counts forfeits as games', () => {
  // 4 players; 1 beats 2 by forfeit, everything else played
  const rr = roundRobin({
    1: { 2: '+', 3: '1/2', 4: '1' },
    2: { 1: '-', 3: '1', 4: '0' },
    3: { 1: '1/2', 2: '0', 4: '1' },
    4: { 1: '0', 2: '1', 3: '0' },
  });
  it('player 1: SB = 2 (1) × 1 + 3 (1½) × ½ + 4 (1) × 1 = 2¾ under both editions, no dummy or virtual opponent', () => {
    for (const rules of ['2009', '2024'] as const) {
      const ctx = tiebreakContext(rr, { rules });
      expect(ctx.roundRobin).toBe(true);
      expect(sonnebornBerger(ctx, 1)).toBe(2.75);
      expect(contributions(ctx, 1).every((c) => c.virtual === undefined)).toBe(true);
    }
  });
});

describe('C.07 8.3 Fore Buchholz and 8.5 average of opponents\' Buchholz, by hand on the same event', () => {
  it('FB: the last round\'s games as draws (1–6 and 3–2 become ½-½): scores 2, 2, 2, 2½, 2 (2½ seen by opponents), 1½; player 4: 2 + 1½ + 2 + dummy 2½ = 8; player 1: 2 + 2 + 2½ + 1½ = 8', () => {
    const fb = computeTiebreak(t, 'FB', { rules: '2024' });
    expect(fb.get(4)).toBe(8);
    expect(fb.get(1)).toBe(8);
  });
  it('AOB of player 1: opponents 2, 3, 4, 6 with Buchholz 7½, 9, 8½, 7½ → 32½ / 4 = 8.125', () => {
    expect([2, 3, 4, 6].map((no) => buchholz(c24, no))).toEqual([7.5, 9, 8.5, 7.5]);
    expect(computeTiebreak(t, 'AOB', { rules: '2024' }).get(1)).toBe(8.125);
  });
});

describe('direct encounter when not all tied players met', () => {
  // 1, 2, 3 end on 2 points (alone on that score): 1 beat 2 and 3; 2 and 3 never met. Stand-ins 4-8 fill the other games.
  const s: Tournament = {
    info: { type: 'Swiss' },
    players: [1, 2, 3, 4, 5, 6, 7, 8].map((no) => ({ no, name: `P${no}` })),
    rounds: [
      { number: 1, games: [g(1, 2, '1', '0'), g(3, 4, '1', '0'), g(5, 6, '1', '0'), g(7, 8, '1', '0')], unpaired: [] },
      { number: 2, games: [g(3, 1, '0', '1'), g(2, 5, '1', '0'), g(4, 7, '1', '0'), g(6, 8, '0', '1')], unpaired: [] },
      { number: 3, games: [g(1, 6, '0', '1'), g(2, 8, '1', '0'), g(3, 7, '1', '0'), g(4, 5, '=', '=')], unpaired: [] },
    ],
  };
  it('2024: player 1 (2 points among them) is ahead, as 2 and 3 could reach at most 1 each by winning their missing game; 2 and 3 stay tied', async () => {
    const { rankPlayers } = await import('../../engine/tiebreak');
    const st = rankPlayers(s, ['DE'], { rules: '2024' });
    const rank = (no: number) => st.find((r) => r.no === no)!.rank;
    const sc = tiebreakContext(s, { rules: '2024' }).score;
    expect([1, 2, 3, 4, 5, 6, 7, 8].map((no) => sc.get(no))).toEqual([2, 2, 2, 1.5, 1.5, 1, 1, 1]);
    expect(rank(1)).toBeLessThan(rank(2));
    expect(rank(2)).toBe(rank(3));
  });
  it('2009 (documents: only when all of them have met): no separation', async () => {
    const { rankPlayers } = await import('../../engine/tiebreak');
    const st = rankPlayers(s, ['DE'], { rules: '2009' });
    const rank = (no: number) => st.find((r) => r.no === no)!.rank;
    expect(rank(1)).toBe(rank(2));
    expect(rank(2)).toBe(rank(3));
  });
});
