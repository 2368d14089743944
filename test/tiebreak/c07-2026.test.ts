/**
 * The March 2026 revision of C.07 (Article 16.4) worked by hand, beside the 2024 rule, and the edition chosen by the
 * event's start date. See engine/tiebreak/virtualOpponent.ts and ../shared/rules/c07-2026.md.
 *
 * 2024 (16.4): a round not played over the board counts a dummy opponent with the player's own score.
 * 2026: 16.4.1, a forfeit (the round had a scheduled opponent): the dummy is at most that opponent's adjusted score;
 *       16.4.2, no opponent (any bye, absence): at most half the maximum score (4 rounds: 2).
 */
import { describe, expect, it } from 'vitest';
import type { Game, Tournament, UnpairedCode } from '../../engine/model/types';
import { adjustedScore, buchholz, computeTiebreak, explainTiebreak, rankPlayers, renderExplanation, rulesInForce, sonnebornBerger, tiebreakContext } from '../../engine/tiebreak';
import { readEventDate } from '../../engine/tiebreak/edition';
import { writeTrf } from '../../engine/trf/write';
import { run } from '../../cli/main';
import { memoryIO } from '../helpers/io';
import { pairingCard } from '../../engine/report/pairingCard';

type G = [number, number, string]; // white, black, result: '1-0', '0-1', '=', '+-' (white wins by forfeit), '-+'
function event(rounds: Array<{ games: G[]; unpaired: Array<[number, UnpairedCode]> }>, n: number): Tournament {
  const side = { '1-0': ['1', '0'], '0-1': ['0', '1'], '=': ['=', '='], '+-': ['+', '-'], '-+': ['-', '+'] } as const;
  return {
    info: { type: 'swiss' },
    players: Array.from({ length: n }, (_, i) => ({ no: i + 1, name: `P${i + 1}` })),
    rounds: rounds.map((r, i) => ({
      number: i + 1,
      games: r.games.map(([white, black, res]): Game => ({ white, black, whiteResult: side[res as keyof typeof side][0], blackResult: side[res as keyof typeof side][1] })),
      unpaired: r.unpaired.map(([player, code]) => ({ player, code })),
    })),
  };
}

/**
 * Event A, 7 players, 4 rounds:
 *   R1: 1-2 1-0, 3-4 ½, 5-6 forfeit (5 wins), 7 pairing-allocated bye (U)
 *   R2: 1-3 1-0, 2-7 0-1, 4-5 1-0, 6 half-point bye
 *   R3: 1-7 ½, 5-2 1-0, 3-6 1-0, 4 zero-point bye
 *   R4: 1-6 forfeit (6 wins), 7-3 1-0, 2-4 ½, 5 absent
 * Scores: 1 2½, 2 ½, 3 1½, 4 2, 5 2, 6 1½, 7 3½.
 * Adjusted scores (16.3): 5's absence in the last round is 16.2.5 and counts ½: 5 has 2½; the rest as scored.
 */
const A = event([
  { games: [[1, 2, '1-0'], [3, 4, '='], [5, 6, '+-']], unpaired: [[7, 'U']] },
  { games: [[1, 3, '1-0'], [2, 7, '0-1'], [4, 5, '1-0']], unpaired: [[6, 'H']] },
  { games: [[1, 7, '='], [5, 2, '1-0'], [3, 6, '1-0']], unpaired: [[4, 'Z']] },
  { games: [[1, 6, '-+'], [7, 3, '1-0'], [2, 4, '=']], unpaired: [[5, '-']] },
], 7);

/**
 * Event B, 5 players, 4 rounds (requested byes by strong players, so the 16.4.2 cap bites):
 *   R1: 1 half-point bye, 2-3 1-0, 4-5 ½
 *   R2: 2 zero-point bye, 1-4 1-0, 3-5 1-0
 *   R3: 3 absent, 1-5 1-0, 2-4 1-0
 *   R4: 4 pairing-allocated bye, 1-3 1-0, 2-5 1-0
 * Scores: 1 3½, 2 3, 3 1, 4 1½, 5 ½; every bye is followed by a game (16.2.3 or 16.2.1): adjusted = scored.
 */
const B = event([
  { games: [[2, 3, '1-0'], [4, 5, '=']], unpaired: [[1, 'H']] },
  { games: [[1, 4, '1-0'], [3, 5, '1-0']], unpaired: [[2, 'Z']] },
  { games: [[1, 5, '1-0'], [2, 4, '1-0']], unpaired: [[3, '-']] },
  { games: [[1, 3, '1-0'], [2, 5, '1-0']], unpaired: [[4, 'U']] },
], 5);

describe('C.07 16.4.1 (2026): a forfeit, the dummy at most the scheduled opponent\'s adjusted score', () => {
  const c24 = tiebreakContext(A, { rules: '2024' });
  const c26 = tiebreakContext(A, { rules: '2026' });

  it('adjusted scores as the caps read them: 5 has 2½ (last-round absence counts ½, 16.3), 6 has 1½, 1 has 2½', () => {
    expect([1, 2, 3, 4, 5, 6, 7].map((no) => adjustedScore(c26, no))).toEqual([2.5, 0.5, 1.5, 2, 2.5, 1.5, 3.5]);
  });

  it('forfeit win (5 over 6 in round 1): 2024 dummy 2 (own score); 2026 min(2, 6\'s 1½) = 1½', () => {
    // BH 5: R1 dummy + R2 P4 2 + R3 P2 ½ + R4 absent (16.4.2: min(2, 4/2 = 2) = 2)
    expect(buchholz(c24, 5)).toBe(2 + 2 + 0.5 + 2); // 6½
    expect(buchholz(c26, 5)).toBe(1.5 + 2 + 0.5 + 2); // 6
    // SB 5: dummy × 1 (the forfeit win) + ½ × 1 (beat P2) ; the lost game and the absence add 0
    expect(sonnebornBerger(c24, 5)).toBe(2 * 1 + 0.5);
    expect(sonnebornBerger(c26, 5)).toBe(1.5 * 1 + 0.5);
  });

  it('forfeit loss (1 to 6 in round 4): 2024 dummy 2½ (own); 2026 min(2½, 6\'s 1½) = 1½', () => {
    // BH 1: R1 P2 ½ + R2 P3 1½ + R3 P7 3½ + R4 dummy
    expect(buchholz(c24, 1)).toBe(0.5 + 1.5 + 3.5 + 2.5); // 8
    expect(buchholz(c26, 1)).toBe(0.5 + 1.5 + 3.5 + 1.5); // 7
    // SB 1: the forfeit loss scores 0 × dummy either way: ½ + 1½ + 3½ × ½ = 3¾
    expect(sonnebornBerger(c24, 1)).toBe(3.75);
    expect(sonnebornBerger(c26, 1)).toBe(3.75);
  });

  it('where the player\'s own score is the smaller, nothing changes (6: own 1½; 5 has 2½, 1 has 2½)', () => {
    // BH 6: R1 forfeit loss min(1½, 2½) + R2 half-point bye min(1½, 2) + R3 P3 1½ + R4 forfeit win min(1½, 2½)
    expect(buchholz(c24, 6)).toBe(1.5 + 1.5 + 1.5 + 1.5);
    expect(buchholz(c26, 6)).toBe(6);
  });

  it('the explanation names the cap and the rule', () => {
    const e = explainTiebreak(A, 5, 'BH', { rules: '2026' });
    const r1 = e.rows.find((r) => r.round === 1)!;
    expect(r1.value).toBe(1.5);
    expect(r1.how.en).toContain('C.07 16.4.1');
    expect(r1.how.en).toContain('min(2, 1½) = 1½');
    const r4 = e.rows.find((r) => r.round === 4)!;
    expect(r4.how.en).toContain('C.07 16.4.2');
    expect(renderExplanation(e, 'tr')).toContain('16.4.1');
  });
});

describe('C.07 16.4.2 (2026): no opponent, the dummy at most half the maximum score (4 rounds: 2)', () => {
  it('pairing-allocated bye (7 in event A, own 3½): 2024 3½, 2026 min(3½, 2) = 2', () => {
    const c24 = tiebreakContext(A, { rules: '2024' });
    const c26 = tiebreakContext(A, { rules: '2026' });
    // BH 7: R1 dummy + R2 P2 ½ + R3 P1 2½ + R4 P3 1½
    expect(buchholz(c24, 7)).toBe(3.5 + 0.5 + 2.5 + 1.5); // 8
    expect(buchholz(c26, 7)).toBe(2 + 0.5 + 2.5 + 1.5); // 6½
    // SB 7: dummy × 1 + ½ × 1 + 2½ × ½ + 1½ × 1
    expect(sonnebornBerger(c24, 7)).toBe(3.5 + 0.5 + 1.25 + 1.5); // 6¾
    expect(sonnebornBerger(c26, 7)).toBe(2 + 0.5 + 1.25 + 1.5); // 5¼
  });

  it('half-point bye (1 in event B, own 3½): 2024 3½, 2026 2; SB takes it × ½', () => {
    const c24 = tiebreakContext(B, { rules: '2024' });
    const c26 = tiebreakContext(B, { rules: '2026' });
    // BH 1: R1 dummy + R2 P4 1½ + R3 P5 ½ + R4 P3 1
    expect(buchholz(c24, 1)).toBe(3.5 + 1.5 + 0.5 + 1); // 6½
    expect(buchholz(c26, 1)).toBe(2 + 1.5 + 0.5 + 1); // 5
    expect(sonnebornBerger(c24, 1)).toBe(3.5 * 0.5 + 3); // 4¾
    expect(sonnebornBerger(c26, 1)).toBe(2 * 0.5 + 3); // 4
  });

  it('zero-point bye (2 in event B, own 3): 2024 3, 2026 2; SB × 0 adds nothing', () => {
    const c24 = tiebreakContext(B, { rules: '2024' });
    const c26 = tiebreakContext(B, { rules: '2026' });
    // BH 2: R1 P3 1 + R2 dummy + R3 P4 1½ + R4 P5 ½
    expect(buchholz(c24, 2)).toBe(1 + 3 + 1.5 + 0.5); // 6
    expect(buchholz(c26, 2)).toBe(1 + 2 + 1.5 + 0.5); // 5
    expect(sonnebornBerger(c24, 2)).toBe(3);
    expect(sonnebornBerger(c26, 2)).toBe(3);
  });

  it('absence (3 in event B, own 1) and a bye of a low scorer (4, own 1½): below the cap, unchanged', () => {
    const c24 = tiebreakContext(B, { rules: '2024' });
    const c26 = tiebreakContext(B, { rules: '2026' });
    // BH 3: P2 3 + P5 ½ + dummy 1 + P1 3½ = 8 ; BH 4: P5 ½ + P1 3½ + P2 3 + dummy 1½ = 8½
    expect([buchholz(c24, 3), buchholz(c26, 3)]).toEqual([8, 8]);
    expect([buchholz(c24, 4), buchholz(c26, 4)]).toEqual([8.5, 8.5]);
  });
});

describe('the pairing card shows the dummy and its cap', () => {
  it("7's pairing-allocated bye on the 2026 card: Sol. 2 with C.07 16.4.2; on the 2024 card 3½", () => {
    const c26 = pairingCard(A, 7, { rules: '2026', lang: 'en' });
    expect(c26.rows[0]).toMatchObject({ round: 1, solkoff: '2', unplayed: true });
    expect(c26.rows[0].how).toContain('C.07 16.4.2');
    expect(c26.solkoff).toBe('6.5');
    expect(pairingCard(A, 7, { rules: '2024', lang: 'en' }).rows[0].solkoff).toBe('3.5');
  });
});

describe('direct encounter (C.07 6): the place among the players still tied, in its position in the list', () => {
  // Event B: nobody is tied on score. Event A: 4 and 5 are tied on 2 and met in round 2 (4 won).
  it('A: two ties, each decided by its one game: 4 beat 5 (both on 2), 3 beat 6 (both on 1½); 1, 2, 7 not tied: 0', () => {
    const de = computeTiebreak(A, 'DE', { rules: '2026' });
    expect([1, 2, 3, 4, 5, 6, 7].map((no) => de.get(no))).toEqual([0, 0, 1, 1, 2, 2, 0]);
  });

  it('A after BH: 4 (BH 6½) and 5 (BH 6 under 2026) are no longer tied: DE 0 for both', () => {
    // BH 4 (2026): P3 1½ + P5 2½ + zero-point bye min(2, 2) = 2 + P2 ½ = 6½
    expect(buchholz(tiebreakContext(A, { rules: '2026' }), 4)).toBe(6.5);
    const de = computeTiebreak(A, 'DE', { rules: '2026', precedingTiebreaks: ['BH'] });
    expect([de.get(4), de.get(5)]).toEqual([0, 0]);
    const ranked = rankPlayers(A, ['BH', 'DE'], { rules: '2026' });
    expect(ranked.filter((r) => r.score === 2).map((r) => [r.no, r.tiebreaks.BH, r.tiebreaks.DE])).toEqual([[4, 6.5, 0], [5, 6, 0]]);
  });

  it('not all met: a player is placed only if the others cannot reach his points by winning their missing games', () => {
    // R1 1-2 1-0, 3-4 1-0, 5-6 1-0; R2 3-1 0-1, 2-5 1-0, 6-4 1-0; R3 4-1 1-0, 2-6 1-0, 3-5 1-0.
    // Scores: 1, 2, 3 on 2; 4, 5, 6 on 1.
    const t = event([
      { games: [[1, 2, '1-0'], [3, 4, '1-0'], [5, 6, '1-0']], unpaired: [] },
      { games: [[3, 1, '0-1'], [2, 5, '1-0'], [6, 4, '1-0']], unpaired: [] },
      { games: [[4, 1, '1-0'], [2, 6, '1-0'], [3, 5, '1-0']], unpaired: [] },
    ], 6);
    const ctx = tiebreakContext(t, { rules: '2026' });
    expect([1, 2, 3, 4, 5, 6].map((no) => ctx.score.get(no))).toEqual([2, 2, 2, 1, 1, 1]);
    // {1, 2, 3}: 1 beat 2 and 3: 2 points. 2 and 3 never met: each 0 with one game missing, at most 1 < 2: 1 is first.
    // 2 and 3 stay level: they share place 2 (the next tie-break decides between them).
    // {4, 5, 6}: 5 beat 6 (1, missing 4: at most 2), 6 beat 4 (1, met both: at most 1), 4 has 0 (missing 5: at most 1).
    // The leader on points, 5 (1), does not exceed every other's maximum (6 can have 1): DE separates nobody: 0.
    const de = computeTiebreak(t, 'DE', { rules: '2026' });
    expect([1, 2, 3, 4, 5, 6].map((no) => de.get(no))).toEqual([1, 2, 2, 0, 0, 0]);
    // The documents' rule (2009) does not apply when not all met: 0 for everybody.
    expect([...computeTiebreak(t, 'DE', { rules: '2009' }).values()]).toEqual([0, 0, 0, 0, 0, 0]);
  });
});

describe('the edition in force on the start date (TRF 042)', () => {
  it('reads the usual date forms and refuses impossible dates', () => {
    expect(readEventDate('2026/03/15')).toBe('2026-03-15');
    expect(readEventDate('15.03.2026')).toBe('2026-03-15');
    expect(readEventDate('2026-02-30')).toBeUndefined();
    expect(readEventDate('March 2026')).toBeUndefined();
  });

  it('before 1 August 2024: 2009; from then: 2024; from 1 March 2026: 2026; no date: the latest, said', () => {
    expect(rulesInForce('2024/07/31').rules).toBe('2009');
    expect(rulesInForce('2024/08/01').rules).toBe('2024');
    expect(rulesInForce('2026/02/28').rules).toBe('2024');
    expect(rulesInForce('2026/03/01').rules).toBe('2026');
    expect(rulesInForce(undefined)).toMatchObject({ rules: '2026', reason: { en: expect.stringContaining('no start date') } });
    expect(rulesInForce('soon').reason.en).toContain('could not be read');
  });

  it('hakem standings uses the edition of the file\'s start date without being told, and says so', async () => {
    const dated = (date: string) => writeTrf({ ...A, info: { ...A.info, startDate: date } });
    let io = memoryIO({ 'a.trf': dated('2026/04/10') });
    expect(await run(['standings', 'a.trf', '-t', 'BH', '--json'], io)).toBe(0);
    expect(JSON.parse(io.stdout).find((r: any) => r.no === 7).tiebreaks.BH).toBe(6.5); // 2026: PAB capped at 2
    expect(io.stderr).toContain('Tie-break rules 2026: start date 2026-04-10');
    io = memoryIO({ 'a.trf': dated('2025/09/01') });
    expect(await run(['standings', 'a.trf', '-t', 'BH'], io)).toBe(0);
    expect(io.stdout).toMatch(/\n\s*1\s+7\s+P7\s+3½\s+8\n/); // 2024: own score 3½
    expect(io.stdout).toContain('Tie-break rules 2024: start date 2025-09-01');
    io = memoryIO({ 'a.trf': writeTrf(A) });
    expect(await run(['standings', 'a.trf', '-t', 'BH'], io)).toBe(0);
    expect(io.stdout).toContain('Tie-break rules 2026: no start date (TRF 042): the latest edition');
    io = memoryIO({ 'a.trf': dated('2026/04/10') });
    expect(await run(['standings', 'a.trf', '-t', 'BH', '--rules', '2024'], io)).toBe(0);
    expect(io.stdout).toContain('Tie-break rules 2024: named by the arbiter');
  });

  it('--tiebreaks BH,DE ranks by DE among the players tied on score and BH, and explains it there', async () => {
    const io = memoryIO({ 'a.trf': writeTrf(A) });
    expect(await run(['standings', 'a.trf', '-t', 'DE,BH', '--explain', '5', '--rules', '2026'], io)).toBe(0);
    expect(io.stdout).toMatch(/\n\s*\d+\s+4\s+P4\s+2\s+1\s+6½\n/);
    expect(io.stdout).toMatch(/\n\s*\d+\s+5\s+P5\s+2\s+2\s+6\n/);
    expect(io.stdout).toContain('points among them: 4 1, 5 0');
    expect(io.stdout).toContain('Place (DE): 2');
  });
});
