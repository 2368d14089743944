/**
 * PTP (C.07 10.3) and APPO (C.07 10.5), worked by hand with B.02 table 8.1.2 (PD in hundredths for a difference
 * D = own − opponent: 0–3 → 50, 4–10 → 51/49, 18–25 → 53, 26–32 → 54, 92–98 → 63/37, 99–106 → 64/36,
 * 122–129 → 67, 216–225 → 78, 226–235 → 79). PTP is the lowest whole rating whose summed expectation reaches the
 * points scored; with no point, the lowest opponent − 800.
 */
import { describe, expect, it } from 'vitest';
import { buildTournament } from '../../engine/model/build';
import { computeTiebreak, explainTiebreak, perfectPerformanceOf } from '../../engine/tiebreak';

describe('PTP by hand (opponents 1800, 1900, 2000)', () => {
  const opp = [1800, 1900, 2000];

  it('1½ points: R 1899 gives 64 + 50 + 36 = 150 (D 99, −1, −101); R 1898 gives 63 + 50 + 36 = 149 → PTP 1899', () => {
    expect(perfectPerformanceOf(opp, 1.5)).toBe(1899);
  });

  it('2 points: R 2026 gives 79 + 67 + 54 = 200 (D 226, 126, 26); R 2025 gives 78 + 67 + 53 = 198 → PTP 2026', () => {
    expect(perfectPerformanceOf(opp, 2)).toBe(2026);
  });

  it('no point: the lowest opponent − 800 = 1000', () => {
    expect(perfectPerformanceOf(opp, 0)).toBe(1000);
  });

  it('½ out of 1 against 1900: R 1897 gives 50 (D −3), R 1896 gives 49 (D −4) → 1897', () => {
    expect(perfectPerformanceOf([1900], 0.5)).toBe(1897);
  });
});

describe('PTP and APPO in a tournament', () => {
  // Player 1 (1900) meets 2 (1800) ½, 3 (1900) wins, 4 (2000) ½: 2 points against 1800, 1900, 2000 → PTP 2026.
  // Player 2: ½ against 1900 → 1897; player 4 the same → 1897; player 3: 0 against 1900 → 1900 − 800 = 1100.
  // APPO of player 1 = (1897 + 1100 + 1897) / 3 = 1631.33 → 1631; APPO of players 2, 3, 4 = PTP of player 1 = 2026.
  const t = buildTournament({
    players: [{ no: 1, name: 'A', rating: 1900 }, { no: 2, name: 'B', rating: 1800 }, { no: 3, name: 'C', rating: 1900 }, { no: 4, name: 'D', rating: 2000 }],
    rounds: [
      { round: 1, games: [{ white: 1, black: 2, result: '1/2-1/2' }] },
      { round: 2, games: [{ white: 3, black: 1, result: '0-1' }] },
      { round: 3, games: [{ white: 1, black: 4, result: '1/2-1/2' }] },
    ],
  });

  it('PTP of every player', () => {
    expect(Object.fromEntries(computeTiebreak(t, 'PTP', { rules: '2024' }))).toEqual({ 1: 2026, 2: 1897, 3: 1100, 4: 1897 });
  });

  it('APPO: player 1 1631, the others 2026', () => {
    expect(Object.fromEntries(computeTiebreak(t, 'APPO', { rules: '2024' }))).toEqual({ 1: 1631, 2: 2026, 3: 2026, 4: 2026 });
  });

  it("the explanations show the ratings (PTP) and the opponents' PTP (APPO)", () => {
    expect(explainTiebreak(t, 1, 'PTP').rows.map((r) => r.value)).toEqual([1800, 1900, 2000]);
    expect(explainTiebreak(t, 1, 'APPO').rows.map((r) => r.value)).toEqual([1897, 1100, 1897]);
  });
});
