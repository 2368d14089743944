/**
 * Tie-break exercises: the document's Tablo 1 (000) gives Umay (11) BH 26 and SB 12.5 under its rules (2009);
 * those answers are marked right, others wrong with the value and the working; a generated exercise is seeded.
 */
import { describe, expect, it } from 'vitest';
import { markRating, markTiebreak, newTiebreakExercise } from '../../engine/marking/tiebreakExercise';
import { buildTournament } from '../../engine/model/build';
import { tablo1 } from '../../templates/workbook/tiebreakExamples';
import { run } from '../../cli/main';
import { memoryIO } from '../helpers/io';

describe('tie-break exercises', () => {
  it("Umay's BH 26 and SB 12.5 (Tablo 1, the document's working) are right; 25 is wrong, with the working", () => {
    expect(markTiebreak(tablo1(), 11, 'BH', '2009', 26).right).toBe(true);
    expect(markTiebreak(tablo1(), 11, 'SB', '2009', 12.5).right).toBe(true);
    const w = markTiebreak(tablo1(), 11, 'BH', '2009', 25, 'tr');
    expect(w.right).toBe(false);
    expect(w.text.en).toBe('Wrong: BH of 11 is 26, not 25 (C.07 2009); the working below.');
    expect(w.working.split('\n').filter((l) => /^\s+(R|Tur)\s+\d/.test(l)).length).toBe(7);
  });
  it('the same seed gives the same exercise; hakem mark --tiebreak exits 0 / 1', async () => {
    const a = newTiebreakExercise('SB', 9), b = newTiebreakExercise('SB', 9);
    expect(JSON.stringify(a)).toBe(JSON.stringify(b));
    const io = memoryIO({});
    expect(await run(['exercise', 'tiebreak', '--code', 'BH', '--seed', '4', '-o', 'tb.trf'], io)).toBe(0);
    const cmd = /hakem mark (.+) tb\.trf ANSWER\.txt/.exec(io.stdout)![1].split(' ');
    io.files.set('wrong.txt', '999\n');
    expect(await run(['mark', ...cmd, 'tb.trf', 'wrong.txt'], io)).toBe(1);
    const value = /is (\d+(?:\.\d+)?), not 999/.exec(io.stdout)![1];
    io.files.set('right.txt', `${value}\n`);
    expect(await run(['mark', ...cmd, 'tb.trf', 'right.txt'], io)).toBe(0);
  });
  it('a FIDE rating change by hand (B.02 8.3): a win and a draw against equal ratings, K 20: (1.5 − 2 × 0.50) × 20 = +10', () => {
    const t = buildTournament({ players: [1, 2, 3].map((no) => ({ no, name: `P${no}`, rating: 2000 })), firstColour: 'w', rounds: [
      { round: 1, games: [{ white: 1, black: 2, result: '1-0' }] },
      { round: 2, games: [{ white: 3, black: 1, result: '1/2-1/2' }] },
    ] });
    expect(markRating(t, 1, 20, 10).right).toBe(true);
    const w = markRating(t, 1, 20, 9);
    expect(w.right).toBe(false);
    expect(w.text.en).toBe('Wrong: the rating change of 1 is +10, not 9 (B.02 8.3); the working below.');
  });
});
