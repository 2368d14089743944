/** Burstein rounds end to end: the imaginary point (3.3), first colours (5.1), ordering by SB (3.2, 6.1). */
import { describe, expect, it } from 'vitest';
import { buildTournament } from '../../engine/model/build';
import { burstein } from '../../engine/pairing/burstein/index';
import { renderExplanation } from '../../engine/pairing/explain';

const players = Array.from({ length: 8 }, (_, i) => ({ no: i + 1, rating: 2400 - 20 * i }));

describe('Burstein rounds', () => {
  it('round 1: the top half plays among itself (imaginary point), 1 v 4, 2 v 3; odd numbers take 1\'s colour', () => {
    // Hand calculation: groups {1,2,3,4} (1 imaginary point) and {5,6,7,8}; 6.1 top meets bottom;
    // 5.1 with white for player 1: 1-4, 3-2 (3 odd, white), 5-8, 7-6.
    const out = burstein.pair(buildTournament({ players, firstColour: 'w' }), { round: 1 });
    expect(out.ok).toBe(true);
    if (!out.ok) return;
    expect(out.pairing.boards).toEqual([{ white: 1, black: 4 }, { white: 3, black: 2 }, { white: 5, black: 8 }, { white: 7, black: 6 }]);
    expect(out.pairing.byes).toEqual([]);
    expect(renderExplanation(out.explanation, 'tr')).toContain('hayali puan');
  });

  it('round 1 with an odd number: the lowest-rated player of the lowest group gets the bye (4.2)', () => {
    const out = burstein.pair(buildTournament({ players: players.slice(0, 7), firstColour: 'w' }), { round: 1 });
    expect(out.ok && out.pairing.byes).toEqual([7]);
  });

  it('round 3: imaginary point gone; in the 1-point group the highest SB meets the lowest SB', () => {
    // Rounds 1-2 below. After them (real scores): 1: 2, 5: 2; 2, 3, 6, 8: 1 ... computed by hand:
    // R1: 1-4 1-0, 3-2 0-1, 5-8 1-0, 7-6 1/2. R2 (groups with the imaginary point): 1-2 1-0, 5-7 1-0, 3-4 1/2, 6-8 0-1.
    const t = buildTournament({
      players, firstColour: 'w',
      rounds: [
        { round: 1, games: [{ white: 1, black: 4, result: '1-0' }, { white: 3, black: 2, result: '0-1' }, { white: 5, black: 8, result: '1-0' }, { white: 7, black: 6, result: '1/2-1/2' }] },
        { round: 2, games: [{ white: 2, black: 1, result: '0-1' }, { white: 5, black: 7, result: '1-0' }, { white: 4, black: 3, result: '1/2-1/2' }, { white: 8, black: 6, result: '1-0' }] },
      ],
    });
    // Hand calculation. Scores: 1 and 5: 2; 2 and 8: 1; 3, 4, 6, 7: 1/2.
    // 1/2 group: SB all 0.25 (one draw against a 1/2-point player); Buchholz 4: 2+0.5 = 2.5, 7: 0.5+2 = 2.5,
    // 3: 1+0.5 = 1.5, 6: 0.5+1 = 1.5; Median 0 (two games); rating 4 > 7 and 3 > 6: order 4, 7, 3, 6.
    // Due colours: 4 black (BW), 6 white (BB), 7 white (WB), 3 white (WB): every pairing has one clash, so
    // (1) 4*6 7*3 is taken; 6 gets white; 7 and 3 both due white, no irregularity, equal SB, 7 has the higher
    // Buchholz and gets white. 1-point group {2, 8}: both due black (BW), equal SB 0.5 and Buchholz 2.5,
    // Median 0, 2 has the higher rating and gets black: 8-2. 2-point group: 1 due white (WB), 5 due black (WW).
    // Boards: higher score first, then the higher sum, then the smaller number: 1-5, 8-2, 7-3, 6-4.
    const out = burstein.pair(t, { round: 3 });
    expect(out.ok).toBe(true);
    if (!out.ok) return;
    expect(out.pairing.boards).toEqual([{ white: 1, black: 5 }, { white: 8, black: 2 }, { white: 7, black: 3 }, { white: 6, black: 4 }]);
    const sec = out.explanation.sections.find((s) => s.group?.score === 0.5)!;
    expect(sec.steps.find((s) => s.kind === 'group')!.data?.order).toEqual([4, 7, 3, 6]);
    expect(sec.steps.find((s) => s.kind === 'priority')!.data).toMatchObject({ notation: '1*4 2*3', index: 1 });
    expect(sec.steps.find((s) => s.kind === 'colour' && s.data?.white === 7)!.data).toMatchObject({ decidedBy: '5.4-Buchholz' });
  });
});

describe('Burstein: the pairings passed over are explained', () => {
  it('round 3 with 4-6 barred: (1) barred, (2) 4 and 3 have met, (3) 1*2 3*4 taken', () => {
    const t = buildTournament({
      players, firstColour: 'w',
      rounds: [
        { round: 1, games: [{ white: 1, black: 4, result: '1-0' }, { white: 3, black: 2, result: '0-1' }, { white: 5, black: 8, result: '1-0' }, { white: 7, black: 6, result: '1/2-1/2' }] },
        { round: 2, games: [{ white: 2, black: 1, result: '0-1' }, { white: 5, black: 7, result: '1-0' }, { white: 4, black: 3, result: '1/2-1/2' }, { white: 8, black: 6, result: '1-0' }] },
      ],
    });
    // The 1/2 group in the order of 3.2 is 4, 7, 3, 6 (see above). (1) 4-6 7-3 barred; (2) 4-3 7-6: 4 and 3 drew in
    // round 2; (3) 4-7 3-6 is valid. Colours: 7 due white, 4 black; 3 and 6 both due white, 6 had black twice
    // (the more recent irregularity) so 6 gets white. Boards: 1-5, 8-2, then 6-3 (smaller number 3), 7-4.
    const out = burstein.pair({ ...t, forbidden: [[4, 6]] }, { round: 3 });
    expect(out.ok).toBe(true);
    if (!out.ok) return;
    expect(out.pairing.boards).toEqual([{ white: 1, black: 5 }, { white: 8, black: 2 }, { white: 6, black: 3 }, { white: 7, black: 4 }]);
    const sec = out.explanation.sections.find((s) => s.group?.score === 0.5)!;
    expect(sec.steps.find((s) => s.kind === 'priority')!.data).toMatchObject({ notation: '1*2 3*4', index: 3 });
    expect(sec.steps.find((s) => s.kind === 'priority-tried')!.data?.passed).toEqual([
      { notation: '1*4 2*3', reason: 'forbidden', pair: [4, 6] },
      { notation: '1*3 2*4', reason: 'played', pair: [4, 3] },
    ]);
  });
});

describe('hakem pair --system burstein', () => {
  it('pairs round 1 from a TRF file, bbpPairings output, explanation in Turkish', async () => {
    const { run } = await import('../../cli/main');
    const { memoryIO } = await import('../helpers/io');
    const { writeTrf } = await import('../../engine/trf/write');
    const io = memoryIO({ 'b.trf': writeTrf(buildTournament({ players, firstColour: 'w', totalRounds: 5 })) });
    const code = await run(['pair', '--system', 'burstein', 'b.trf', '--explain', '--lang', 'tr'], io);
    expect(code).toBe(0);
    expect(io.stdout).toContain('4\n1 4\n3 2\n5 8\n7 6\n');
    expect(io.stdout).toContain('öncelik listesinde 1. sıra');
  });
});
