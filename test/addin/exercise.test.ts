/**
 * The taskpane's Exercise mode (addin/taskpane/exercise.ts) on the standalone host: the demo's round 2 as an
 * exercise; the book's printed round 2 typed in is right under the books' edition (dutch-2009); the same round with
 * the bye moved to player 1 (1 point, where players on 0 may have it) is marked C.5 under the Dutch rules in force.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createStandaloneWorkbook } from '../../addin/host/standalone';
import { acceptPairing, createTournament, proposePairing, saveResults } from '../../addin/taskpane/flows';
import { markExercise, startExercise } from '../../addin/taskpane/exercise';
import { readWorkbook } from '../../addin/workbook/read';

const fixture = JSON.parse(readFileSync(join(__dirname, '..', 'fixtures', 'dutch-example.json'), 'utf8')) as {
  rounds: Array<{ round: number; bye?: number; games: Array<{ white: number; black: number; result: string | null }> }>;
};

async function demoAfterRound1() {
  const wb = createStandaloneWorkbook();
  expect((await createTournament(wb, { kind: 'demo' })).ok).toBe(true);
  const p = await proposePairing(wb, 'dutch-2009');
  if (!p.ok) throw new Error(p.message.en);
  expect((await acceptPairing(wb, p.value)).ok).toBe(true);
  const r1 = fixture.rounds[0];
  expect((await saveResults(wb, 1, r1.games.map((g, i) => ({ board: i + 1, result: g.result ?? '' })))).ok).toBe(true);
  return wb;
}

async function type(wb: ReturnType<typeof createStandaloneWorkbook>, rows: Array<[number, number | null]>) {
  for (const [i, [w, b]] of rows.entries()) {
    await wb.setCell('Exercise 2', i + 1, 1, w);
    await wb.setCell('Exercise 2', i + 1, 2, b);
  }
}

describe('Exercise mode', () => {
  it('a blank sheet for round 2; the book\'s round 2 typed in is right (dutch-2009); the workbook reads as before', async () => {
    const wb = await demoAfterRound1();
    const before = await readWorkbook(wb);
    const s = await startExercise(wb, 'dutch-2009');
    expect(s.ok && s.value).toBe(2);
    const sheet = (await wb.readSheet('Exercise 2'))!;
    expect(sheet.values[0]).toEqual(['Board', 'White', 'Black', 'Mark']);
    expect(sheet.values.length).toBe(1 + 9); // 17 players: 8 boards and the bye
    const r2 = fixture.rounds[1];
    await type(wb, [...r2.games.map((g) => [g.white, g.black] as [number, number]), [r2.bye!, null]]);
    const m = await markExercise(wb, 'dutch-2009');
    expect(m.ok && m.value.right).toBe(true);
    expect(m.message.en).toMatch(/^Right/);
    const after = (await wb.readSheet('Exercise 2'))!;
    expect(after.values.slice(1, 10).map((r) => r[3])).toEqual(Array(9).fill('right'));
    expect(after.values[0][8]).toBe('Verdict');
    expect(after.values[1][8]).toBe('Right: round 2 as dutch-2009 pairs it.');
    const again = await readWorkbook(wb);
    expect(again.kind === 'ok' && before.kind === 'ok' && again.state.tournament).toEqual(before.kind === 'ok' && before.state.tournament);
  });

  it('the bye to player 1 (1 point) where players on 0 may have it: C.5 under the Dutch rules in force, in both languages; the answer on request', async () => {
    const wb = await demoAfterRound1();
    await startExercise(wb, 'dutch');
    const r2 = fixture.rounds[1];
    // board 1 of the book is 10-1: 15 (the book's bye) takes 1's place, 1 takes the bye
    const rows: Array<[number, number | null]> = r2.games.map((g) => [g.white === 1 ? 15 : g.white, g.black === 1 ? 15 : g.black]);
    rows.push([1, null]);
    await type(wb, rows);
    const m = await markExercise(wb, 'dutch');
    expect(m.ok).toBe(true);
    if (!m.ok) return;
    expect(m.value.verdict?.rule).toBe('C.04.3 C.5');
    expect(m.message.en).toMatch(/^Wrong: In this round, your pairing gives the PAB to a player on 1 point, where 0 is possible: C\.04\.3 C\.5/);
    expect(m.message.tr).toMatch(/^Yanlış: Bu turda eşlendirmeniz BYE'yi 1 puanlı bir oyuncuya veriyor; oysa 0 puanlıya verilebilir: C\.04\.3 C\.5/);
    const sheet = (await wb.readSheet('Exercise 2'))!;
    expect(sheet.values[9][3]).toBe('wrong'); // the bye row
    expect(sheet.values[0][5] ?? null).toBeNull(); // no answer shown
    const shown = await markExercise(wb, 'dutch', true);
    expect(shown.ok).toBe(true);
    const withAnswer = (await wb.readSheet('Exercise 2'))!;
    expect(withAnswer.values[0][5]).toBe('Answer');
    expect(withAnswer.values[1][8]).toMatch(/C\.04\.3 C\.5$/);
  });
});
