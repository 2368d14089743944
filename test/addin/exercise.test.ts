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
import { createTeamEvent } from '../../addin/taskpane/team';
import { writeTrf } from '../../engine/trf/write';
import { doubleSwissExercise, teamSwissExercise } from '../../templates/workbook/sheets/exercises';

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

async function type(wb: ReturnType<typeof createStandaloneWorkbook>, rows: Array<[number, number | null]>, sheet = 'Exercise 2') {
  for (const [i, [w, b]] of rows.entries()) {
    await wb.setCell(sheet, i + 1, 1, w);
    await wb.setCell(sheet, i + 1, 2, b);
  }
}

const keyRows = (p: { boards: Array<{ white: number; black: number }>; byes: number[] }): Array<[number, number | null]> => [...p.boards.map((b) => [b.white, b.black] as [number, number]), ...p.byes.map((b) => [b, null] as [number, null])];
/** The first two boards swap opponents. */
const swapped = (rows: Array<[number, number | null]>): Array<[number, number | null]> => rows.map((r, i) => (i === 0 ? [r[0], rows[1][1]] : i === 1 ? [r[0], rows[0][1]] : r));

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
    expect(after.values[1][8]).toBe('Right: round 2 as the FIDE Dutch system (1992-2009 edition, as taught) pairs it.');
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

  it('a Double-Swiss event: the next match-round (TRF round 5 = match 3) is the exercise; the key right, two boards swapped wrong', async () => {
    const ex = doubleSwissExercise(3, 3);
    const wb = createStandaloneWorkbook();
    const made = await createTournament(wb, { kind: 'trf', text: writeTrf(ex.tournament) });
    expect(made.ok, made.message.en).toBe(true);
    const s = await startExercise(wb);
    expect(s.ok && s.value, s.message.en).toBe(5);
    expect((await wb.readSheet('Exercise 5'))!.values.length).toBe(1 + 6); // 11 players: 5 boards and the bye
    await type(wb, keyRows(ex.key), 'Exercise 5');
    expect(s.message.en).toBe('Exercise 5: type your pairing of match 3, then press Mark.');
    const m = await markExercise(wb);
    expect(m.ok && m.value.right, m.message.en).toBe(true);
    expect(m.message.en).toBe('Right: match 3 as the Double-Swiss (FIDE C.04.5, 2026) pairs it.');
    await type(wb, swapped(keyRows(ex.key)), 'Exercise 5');
    const w = await markExercise(wb);
    expect(w.ok && w.value.right).toBe(false);
    expect(w.message.en).toMatch(/^Wrong: .*C\.04\.5/);
  });

  it('a team event (Teams sheet): the next round\'s matches, team against team, marked under team-swiss', async () => {
    const ex = teamSwissExercise(1, 4, 9);
    const wb = createStandaloneWorkbook();
    const made = await createTeamEvent(wb, { kind: 'team-trf', text: writeTrf(ex.tournament) });
    expect(made.ok, made.message.en).toBe(true);
    const s = await startExercise(wb);
    expect(s.ok && s.value, s.message.en).toBe(4);
    expect((await wb.readSheet('Exercise 4'))!.values.length).toBe(1 + 5); // 9 teams: 4 matches and the PAB
    await type(wb, keyRows(ex.key), 'Exercise 4');
    const m = await markExercise(wb);
    expect(m.ok && m.value.right, m.message.en).toBe(true);
    expect(m.message.en).toBe('Right: round 4 as the Swiss Team (FIDE C.04.6, 2026) pairs it.');
    await type(wb, swapped(keyRows(ex.key)), 'Exercise 4');
    const w = await markExercise(wb);
    expect(w.ok && w.value.right).toBe(false);
    expect(w.message.en).toMatch(/^Wrong: .*C\.04\.6/);
    expect(w.message.tr).toMatch(/^Yanlış: .*C\.04\.6/);
  });
});
