/**
 * The taskpane with the Double-Swiss system (C.04.5, 2026): a match-round writes two round sheets (game 1, and game 2
 * with the colours swapped), each game's result is entered on its own sheet, undo removes the whole match.
 */
import { describe, expect, it } from 'vitest';
import { createStandaloneWorkbook } from '../../addin/host/standalone';
import { acceptPairing, createTournament, exportTrf, proposePairing, saveResults, saveSettings, undoLastRound, loadState } from '../../addin/taskpane/flows';
import { pairingSystems } from '../../engine/pairing/registry';
import { matchGameLabel } from '../../addin/taskpane/doubleSwiss';

describe('taskpane: Double-Swiss', () => {
  it('is offered by name, citing C.04.5 2026', () => {
    expect(pairingSystems().find((s) => s.id === 'double-swiss')?.name.en).toBe('Double-Swiss (FIDE C.04.5, 2026)');
  });
  it('the results selector names each round sheet as a game of a match', () => {
    expect(matchGameLabel(1)).toEqual({ en: 'match 1, game 1', tr: '1. maç, 1. oyun' });
    expect(matchGameLabel(4)).toEqual({ en: 'match 2, game 2', tr: '2. maç, 2. oyun' });
  });
  it('pairs the demo (17 players) match by match: two sheets per match, per-game results, undo of the whole match', async () => {
    const wb = createStandaloneWorkbook();
    expect((await createTournament(wb, { kind: 'demo' })).ok).toBe(true);
    expect((await saveSettings(wb, { system: 'double-swiss', totalRounds: 8 })).ok).toBe(true);
    const p = await proposePairing(wb);
    if (!p.ok) throw new Error(p.message.en);
    // 3.4: PAB to 17 (lowest score, largest TPN); 3.6: first half against the second: 1-9 … 8-16;
    // 4.3.1 (initial colour White): the HRP (smaller TPN) has White when odd: 1-9, 10-2, 3-11, 12-4, …
    expect(p.value.outcome.pairing.byes).toEqual([17]);
    expect(p.value.outcome.pairing.boards.map((b) => `${b.white}-${b.black}`)).toEqual(['1-9', '10-2', '3-11', '12-4', '5-13', '14-6', '7-15', '16-8']);
    expect((await acceptPairing(wb, p.value)).ok).toBe(true);
    expect(await wb.sheetNames()).toEqual(expect.arrayContaining(['Round 1', 'Round 2']));
    let st = await loadState(wb);
    if (!st.ok) throw new Error(st.message.en);
    const r2 = st.value!.tournament.rounds.find((r) => r.number === 2)!;
    expect(r2.games[0]).toMatchObject({ white: 9, black: 1 }); // game 2: colours swapped (4.4)
    expect(r2.unpaired).toEqual([{ player: 17, code: 'U' }]);
    // game 1: every White wins; game 2: all draws → 1½ for each game-1 White, ½ for the others
    expect((await saveResults(wb, 1, Array.from({ length: 8 }, (_, i) => ({ board: i + 1, result: '1-0' })))).ok).toBe(true);
    expect((await saveResults(wb, 2, Array.from({ length: 8 }, (_, i) => ({ board: i + 1, result: '1/2-1/2' })))).ok).toBe(true);
    // the derived sheets count the PAB as 1½ a match (1.4), not two generic byes: 17 has 1½ like every game-1 White
    const standings = (await wb.readSheet('Standings'))!.values;
    const row17 = standings.find((r) => r[1] === 17)!;
    expect(row17[3]).toBe(1.5);
    expect(standings.slice(1).map((r) => r[3]).sort()).toEqual([...Array(9).fill(1.5), ...Array(8).fill(0.5)].sort());
    expect(String((await wb.readSheet('Standings'))!.formulas?.[1]?.[4] ?? '')).toMatch(/,\$B\$2:\$B\$18,/); // the tie-break column reads the re-ordered No column
    // the TRF export is the 192 dialect, the PAB at 1½ in 17's points column (columns 81-84)
    const trf = await exportTrf(wb);
    if (!trf.ok) throw new Error(trf.message.en);
    expect(trf.value.content).toMatch(/^192 FIDE_DOUBLESWISS$/m);
    expect(trf.value.content.split('\n').find((l) => /^001   17 /.test(l))!.slice(80, 84)).toBe(' 1.5');
    const q = await proposePairing(wb);
    if (!q.ok) throw new Error(q.message.en);
    expect(q.value.round).toBe(3);
    expect(q.value.outcome.pairing.round).toBe(2); // match-round 2
    expect((await acceptPairing(wb, q.value)).ok).toBe(true);
    expect(await wb.sheetNames()).toEqual(expect.arrayContaining(['Round 3', 'Round 4']));
    expect((await undoLastRound(wb, () => true)).ok).toBe(true);
    const names = await wb.sheetNames();
    expect(names).not.toContain('Round 3');
    expect(names).not.toContain('Round 4');
    st = await loadState(wb);
    expect(st.ok && st.value!.tournament.rounds.length).toBe(2);
  });
});
