/**
 * The book's 17-player Dutch example (001, "İsviçre Sistemi (Dutch) Eşlendirme Örneği";
 * test/fixtures/dutch-example.json): from the results of rounds 1-3 the system must produce the
 * published rounds 2, 3 and 4 board by board, colours and bye included, and its explanation must name
 * the steps the book's walkthrough names.
 */
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildTournament, type SimpleRound } from '../../engine/model/build';
import { dutch2009 } from '../../engine/pairing/dutch-2009/index';
import { pairingSystem } from '../../engine/pairing/registry';
import type { Explanation, PairingOutcome, TraceStep } from '../../engine/pairing/types';
import { writeTrf } from '../../engine/trf/write';
import { run } from '../../cli/main';
import { memoryIO } from '../helpers/io';

const fx = JSON.parse(readFileSync(join(__dirname, '..', 'fixtures', 'dutch-example.json'), 'utf8')) as {
  players: Array<{ no: number; name: string; title: string; rating: number }>;
  rounds: Array<SimpleRound & { games: Array<{ white: number; black: number; result: string | null }> }>;
};

/** The tournament as the arbiter has it before pairing round `round` (results of the earlier rounds). */
function before(round: number) {
  const rounds: SimpleRound[] = fx.rounds.slice(0, round - 1).map((r) => ({ round: r.round, games: r.games, bye: r.bye }));
  // 9 and 14 did not come in round 3 (double forfeit) and are not paired again: absent in round 4
  if (round === 4) rounds.push({ round: 4, games: [], absent: [9, 14] });
  return buildTournament({ players: fx.players, rounds, firstColour: 'w', totalRounds: 9 });
}

function pairOf(round: number): Extract<PairingOutcome, { ok: true }> {
  const out = dutch2009.pair(before(round));
  if (!out.ok) throw new Error(`round ${round} not paired: ${out.reason.en}`);
  return out;
}

const published = (round: number) => fx.rounds[round - 1];

function steps(e: Explanation, kind?: string, score?: number): TraceStep[] {
  return e.sections.filter((s) => score === undefined || s.group?.score === score).flatMap((s) => s.steps).filter((s) => !kind || s.kind === kind);
}
const samePair = (a: unknown, b: [number, number]) => Array.isArray(a) && ((a[0] === b[0] && a[1] === b[1]) || (a[0] === b[1] && a[1] === b[0]));

describe('dutch-2009 reproduces the book example', () => {
  it('is registered as dutch-2009', () => {
    // the registry hands out the system wrapped for XXC rank files (engine/pairing/rankOrder.ts): same id and name
    expect(pairingSystem('dutch-2009')).toMatchObject({ id: dutch2009.id, name: dutch2009.name });
  });

  it('round 1 from the players alone: S1 = 1-8 against S2 = 9-16, 17 gets the bye, 1 white and colours alternating down S1 (E.5)', () => {
    const t = buildTournament({ players: fx.players, firstColour: 'w', totalRounds: 9 });
    const out = dutch2009.pair(t);
    expect(out.ok).toBe(true);
    if (!out.ok) return;
    expect(out.pairing.round).toBe(1);
    expect(out.pairing.boards).toEqual(published(1).games.map((g) => ({ white: g.white, black: g.black })));
    expect(out.pairing.byes).toEqual([17]);
  });

  for (const round of [2, 3, 4]) {
    it(`round ${round}: every board, colour and the bye as published`, () => {
      const out = pairOf(round);
      expect(out.pairing.round).toBe(round);
      expect(out.pairing.boards).toEqual(published(round).games.map((g) => ({ white: g.white, black: g.black })));
      expect(out.pairing.byes).toEqual([published(round).bye]);
    });
  }

  it('round 4: 9 and 14 are not paired again (also when marked withdrawn instead of absent)', () => {
    const out = pairOf(4);
    const seen = out.pairing.boards.flatMap((b) => [b.white, b.black]).concat(out.pairing.byes);
    expect(seen).not.toContain(9);
    expect(seen).not.toContain(14);
    const rounds = fx.rounds.slice(0, 3).map((r) => ({ round: r.round, games: r.games, bye: r.bye }));
    const players = fx.players.map((p) => (p.no === 9 || p.no === 14 ? { ...p, withdrawnFrom: 4 } : p));
    const t = buildTournament({ players, rounds, firstColour: 'w', totalRounds: 9 });
    const again = dutch2009.pair(t);
    expect(again.ok && again.pairing.boards).toEqual(out.pairing.boards);
  });
});

describe('dutch-2009 explains the steps the walkthrough names', () => {
  it('round 2, 1-point group: w = 0, b = 5, q = 3, so x = b - q = 2; pairs 1-10, 3-16, 7-17', () => {
    const e = pairOf(2).explanation;
    const x = steps(e, 'x', 1)[0];
    expect(x.data).toMatchObject({ x: 2, w: 0, b: 5, q: 3 });
    expect(steps(e, 'accept', 1)[0].data?.pairs).toEqual([[1, 10], [3, 16], [7, 17]]);
  });

  it('round 2, ½-point group: x = 0; 4-12 already played, 4-13 colour-incompatible, transposition 4-14; then the exchange 6↔12 gives 6-5 and 13-12', () => {
    const e = pairOf(2).explanation;
    expect(steps(e, 'x', 0.5)[0].data).toMatchObject({ x: 0, w: 3, b: 3, q: 3 });
    const rejects = steps(e, 'reject', 0.5);
    expect(rejects.some((s) => samePair(s.data?.pair, [4, 12]) && s.data?.reason === 'B.1')).toBe(true);
    expect(rejects.some((s) => samePair(s.data?.pair, [4, 13]) && s.data?.reason === 'B.4')).toBe(true);
    expect(rejects.some((s) => samePair(s.data?.pair, [5, 13]) && s.data?.reason === 'B.1')).toBe(true);
    expect(rejects.some((s) => samePair(s.data?.pair, [5, 12]) && s.data?.reason === 'B.4')).toBe(true);
    expect(steps(e, 'transposition', 0.5).some((s) => samePair(s.data?.pair, [4, 14]))).toBe(true);
    const ex = steps(e, 'exchange', 0.5);
    // D.2 a): S1's lowest player (6) with S2's highest (12)
    expect(ex[0].data).toMatchObject({ out: [6], in: [12], s1: [4, 5, 12], s2: [6, 13, 14] });
    const accepted = steps(e, 'accept', 0.5)[0].data?.pairs as Array<[number, number]>;
    expect(accepted.some((p) => samePair(p, [4, 14]))).toBe(true);
    expect(accepted.some((p) => samePair(p, [6, 5]))).toBe(true);
    expect(accepted.some((p) => samePair(p, [13, 12]))).toBe(true);
  });

  it('round 2, 0-point group: x = w - q = 5 - 3 = 2; 2-9, 8-11, 15 gets the bye', () => {
    const e = pairOf(2).explanation;
    expect(steps(e, 'x', 0)[0].data).toMatchObject({ x: 2, w: 5, q: 3 });
    expect(steps(e, 'bye')[0].data).toEqual({ player: 15 });
  });

  it('round 3: 1-3 colour-incompatible, transposition 1-17; floaters 3, 13, 16 and 14 in that order; 11 gets the bye', () => {
    const e = pairOf(3).explanation;
    expect(steps(e, 'reject', 2).some((s) => samePair(s.data?.pair, [1, 3]) && s.data?.reason === 'B.4')).toBe(true);
    expect(steps(e, 'transposition', 2).some((s) => samePair(s.data?.pair, [1, 17]))).toBe(true);
    const downs = steps(e, 'float').filter((s) => s.data?.direction === 'down').map((s) => s.data?.player);
    expect(downs).toEqual([3, 13, 16, 14]);
    // 1-point group: 6-10 both want black and x = 0 in the remainder, so the transposition gives 15-6
    expect(steps(e, 'transposition', 1).some((s) => samePair(s.data?.pair, [6, 15]))).toBe(true);
    expect(steps(e, 'bye')[0].data).toEqual({ player: 11 });
  });

  it('round 4: 3 and 16 (met in round 2) both float down from the 2-point group, again after floating in round 3; in the remainder 7-10 and 7-15 were played, the exchange 8↔10 gives 8-7 and 15-10', () => {
    const e = pairOf(4).explanation;
    const c1 = steps(e, 'float', 2);
    expect(c1.map((s) => s.data?.player)).toEqual([3, 16]);
    for (const s of c1) expect(s.data).toMatchObject({ direction: 'down', rule: 'C.1', repeated: 'B.5' });
    const group = e.sections.find((s) => s.group?.score === 1.5)!;
    expect(group.steps.find((s) => s.kind === 'moved')?.data?.players).toEqual([3, 16]);
    const rejects = steps(e, 'reject', 1.5);
    expect(rejects.some((s) => samePair(s.data?.pair, [7, 10]) && s.data?.reason === 'B.1')).toBe(true);
    expect(rejects.some((s) => samePair(s.data?.pair, [7, 15]) && s.data?.reason === 'B.1')).toBe(true);
    expect(steps(e, 'exchange', 1.5)[0].data).toMatchObject({ out: [8], in: [10], s1: [7, 10], s2: [8, 15] });
    const accepted = steps(e, 'accept', 1.5)[0].data?.pairs as Array<[number, number]>;
    for (const p of [[3, 5], [16, 6], [8, 7], [15, 10]] as Array<[number, number]>) expect(accepted.some((q) => samePair(q, p))).toBe(true);
    // remainder {7, 8, 10, 15}: 15 has played two games (a mild preference in an even round, A.7.e), so x = 0 as the book says
    const rx = steps(e, 'x', 1.5).find((s) => s.data?.remainder);
    expect(rx?.data).toMatchObject({ x: 0 });
    expect(steps(e, 'bye')[0].data).toEqual({ player: 12 });
  });

  it('round 4 colours: 3 gets its due black against 5 (same history, higher ranked: E.4), 4 white against 17 (stronger preference: E.2)', () => {
    const e = pairOf(4).explanation;
    const colour = steps(e, 'colour');
    expect(colour.find((s) => s.data?.white === 5 && s.data?.black === 3)?.rule).toBe('E.4');
    expect(colour.find((s) => s.data?.white === 4 && s.data?.black === 17)?.rule).toBe('E.2');
  });

  it('where the book prints another x, the engine follows A.7/A.8 (hand counts below); the pairings are the same', () => {
    // Round 3, 1-point group {13 moved down; 2, 5, 6, 7, 8, 10, 15, 16}: black wanted by 13 (S B), 2 (S B), 6 (S B), 8 (S B),
    // 10 (B B) and 16 (B B) = 6; white by 5 (B S), 7 (B S) and 15 (S, then a bye) = 3; q = 5 → x = 6 - 5 = 1.
    // The book prints "x = b - q = 7 - 5 = 2".
    expect(steps(pairOf(3).explanation, 'x', 1)[0].data).toMatchObject({ x: 1, w: 3, b: 6, q: 5 });
    // Round 4 (even), 2½-point group {1, 4, 13, 17}: 1 black, 4 and 13 white, 17 (bye, B, S) has played two games and a mild
    // preference, which A.7.e counts as the colour that lowers x → w = 2, b = 1, q = 2, x = 0. The book counts 17 as white: x = 1.
    expect(steps(pairOf(4).explanation, 'x', 2.5)[0].data).toMatchObject({ x: 0, w: 2, b: 1, q: 2 });
    // Round 4, 1½-point group with 3 and 16: black 3, 16, 5, 7, 10; white 6, 8; 15 (S, bye, B) mild, A.7.e → b = 5, q = 4, x = 1
    // (the book counts 15 as black here, x = 6 - 4 = 2, but as white in the remainder, where it prints x = 0).
    expect(steps(pairOf(4).explanation, 'x', 1.5)[0].data).toMatchObject({ x: 1, w: 2, b: 5, q: 4 });
  });

  it('the explanation reads in Turkish with the documents\' words', () => {
    const e = pairOf(2).explanation;
    const tr = e.sections.map((s) => [s.title.tr, ...s.steps.map((x) => x.text.tr)].join('\n')).join('\n');
    for (const word of ['puan grubu', 'S1', 'S2', 'transpozisyon', 'Değişim', 'tur atlar']) expect(tr).toContain(word);
    const tr3 = pairOf(3).explanation.sections.flatMap((s) => s.steps.map((x) => x.text.tr)).join('\n');
    expect(tr3).toContain('alt puan grubuna kayar');
    expect(tr3).toContain('yukarı kayar');
  });
});

describe('hakem pair --system dutch-2009', () => {
  it('pairs round 4 from a TRF file with the results of rounds 1-3 (9 and 14 absent)', async () => {
    const io = memoryIO({ 'ornek.trf': writeTrf(before(4)) });
    expect(await run(['pair', '--system', 'dutch-2009', 'ornek.trf'], io)).toBe(0);
    const expected = published(4).games.map((g) => `${g.white} ${g.black}`);
    expect(io.stdout.trim().split('\n')).toEqual([String(expected.length + 1), ...expected, '12 0']);
  });

  it('--explain --lang tr prints the steps in Turkish', async () => {
    const io = memoryIO({ 'ornek.trf': writeTrf(before(2)) });
    expect(await run(['pair', '--system', 'dutch-2009', 'ornek.trf', '--explain', '--lang', 'tr'], io)).toBe(0);
    expect(io.stdout).toContain('½ puan grubu');
    expect(io.stdout).toContain('Değişim (değiş-tokuş, D.2)');
    expect(io.stdout).toContain('x = b - q = 2');
  });
});
