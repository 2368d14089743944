/**
 * The FIDE TEC tie-break exercise of 2024 (16 players, 5 rounds), as transcribed in
 * test/fixtures/tiebreak-fide-exercise-2024.json (source and provenance of the answers there), computed under
 * the 2024 rules (C.07 Article 16). The exercise's notation is turned into the crosstable notation Hakem reads.
 */
import { describe, expect, it } from 'vitest';
import { parseCrosstable } from '../../engine/crosstable';
import { adjustedScore, buchholz, computeTiebreak, tiebreakContext } from '../../engine/tiebreak';
import { fixture } from './build';

const fx = fixture('tiebreak-fide-exercise-2024.json');

/** +W9 → 9w1, =B13 → 13b½, -F11 → 11-, +F9 → 9+, +BYE → T, =BYE → H, -- → - (not paired, no point). */
function cell(s: string): string {
  if (s === '+BYE') return 'T';
  if (s === '=BYE') return 'H';
  if (s === '--') return '-';
  const m = /^([+=-])([WBF])(\d+)$/.exec(s);
  if (!m) throw new Error(`exercise cell ${s}`);
  const res = { '+': '1', '=': '½', '-': '0' }[m[1] as '+' | '=' | '-'];
  return m[2] === 'F' ? `${m[3]}${m[1]}` : `${m[3]}${m[2].toLowerCase()}${res}`;
}

const t = parseCrosstable(fx.players.map((p: any) => p.rounds.map(cell)), { name: 'FIDE TEC tie-break exercise 2024' });
const ctx = tiebreakContext(t, { rules: '2024' });

describe('FIDE tie-break exercise (2024 rules)', () => {
  it('is a consistent crosstable: 16 players, 5 rounds, every game on both rows', () => {
    expect(t.players).toHaveLength(16);
    expect(t.rounds).toHaveLength(5);
    expect(ctx.roundRobin).toBe(false);
  });

  it('Buchholz of the exercise', () => {
    for (const [no, v] of Object.entries(fx.expected_2024.BH)) expect(buchholz(ctx, Number(no)), `player ${no}`).toBe(v);
  });

  it('Buchholz Cut-1 of the exercise (voluntary unplayed rounds cut first)', () => {
    const col = computeTiebreak(t, 'BH-C1', { rules: '2024' });
    for (const [no, v] of Object.entries(fx.expected_2024['BH-C1'])) expect(col.get(Number(no)), `player ${no}`).toBe(v);
  });

  it('by hand: player 11 = 3 (3½) + 16 (3½) + 5 (2½) + dummy for the forfeit win (own score 2½) + 7 (1½) = 13½; with 9\'s real score instead of the dummy it would be 12½', () => {
    expect(buchholz(ctx, 11)).toBe(13.5);
    expect(3.5 + 3.5 + 2.5 + 1.5 + 1.5).toBe(fx.expected_without_adjustment.BH['11']);
  });

  it('by hand: player 12 (score 2, not paired in rounds 4-5) is seen by its opponents as 3 (16.2.5 rounds as draws); its own Cut-1 cuts one of its VUR dummies: 3½ + 2 + 2 + 2 + 2 − 2 = 9½', () => {
    expect(ctx.score.get(12)).toBe(2);
    expect(adjustedScore(ctx, 12)).toBe(3);
    expect(buchholz(ctx, 12)).toBe(11.5);
    expect(buchholz(ctx, 12, 1)).toBe(9.5);
  });

  it('by hand: player 14: 6 (3) + 8 (2½) + forfeit loss, dummy 2 (VUR) + not paired, dummy 2 (VUR) + 13 (1½) = 11; Cut-1 cuts a VUR dummy: 9', () => {
    expect(buchholz(ctx, 14)).toBe(11);
    expect(buchholz(ctx, 14, 1)).toBe(9);
  });
});
