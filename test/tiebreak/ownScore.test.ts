/**
 * Methods from the players' own results (seeds 000/001): Koya and extended Koya, Kashdan, progressive score
 * and its cuts, direct encounter; plus the counting tie-breaks and the Lechenicher Wertung (seed 002) by hand.
 */
import { describe, expect, it } from 'vitest';
import { fixture, fromRows, roundRobin } from './build';
import {
  adjustedScore, computeTiebreak, directEncounter, kashdan, koya, koyaGroup, lechenicher, progressive, rankPlayers,
  tiebreakContext, wins, winsOverTheBoard, gamesWithBlack, winsWithBlack, roundsElectedToPlay, isRoundRobin,
} from '../../engine/tiebreak';
import { kashdanRound } from '../../engine/tiebreak/kashdan';

const fx = fixture('tiebreak-koya-kashdan-progressive.json');

describe('12-player round robin (seed 000, Tablo 5–6)', () => {
  const rr = fx.round_robin_12;
  const results = Object.fromEntries(rr.players.map((p: any) => [p.no, p.results]));
  const names = Object.fromEntries(rr.players.map((p: any) => [p.no, p.name]));
  const t = roundRobin(results, names);
  const ctx = tiebreakContext(t);

  it('is a round robin, with the printed totals', () => {
    expect(isRoundRobin(t)).toBe(true);
    for (const p of rr.players) expect(ctx.score.get(p.no), p.name).toBe(p.printed_total);
  });

  it('Koya: the group is players 1-6 (5½ = 50% of 11); Ali 3, Veli 2½', () => {
    expect(koyaGroup(ctx)).toEqual(rr.recomputed.koya_group);
    expect(koya(ctx, 1)).toBe(rr.expected.koya.Ali);
    expect(koya(ctx, 2)).toBe(rr.expected.koya.Veli);
    // by hand from Tablo 6: Ali ½+½+½+½+1 = 3; Veli ½+½+½+½+½ = 2½
  });

  it('ranking Ali and Veli (both 7½) by Koya puts Ali first, as the book does', () => {
    const st = rankPlayers(t, ['KS']);
    expect(st.slice(0, 2).map((s) => s.no)).toEqual([1, 2]);
    expect(st[0].rank).toBe(1);
    expect(st[1].rank).toBe(2);
  });

  it('Kashdan: Suat 22, Melih 21 (win 4, draw 2, loss 1), opponent by opponent as Tablo 4', () => {
    const k = fx.kashdan.expected;
    expect(kashdan(ctx, 9)).toBe(k['9'].total);
    expect(kashdan(ctx, 10)).toBe(k['10'].total);
    for (const no of [9, 10]) {
      const per = tiebreakContext(t).byNo.get(no)!.filter((r) => r.opponent !== undefined).sort((a, b) => a.opponent! - b.opponent!).map(kashdanRound);
      expect(per).toEqual(k[String(no)].per_opponent.filter((x: number | null) => x !== null));
    }
  });
});

describe('7-player round robin (seed 001, Tablo 8–10): Koya and extended Koya', () => {
  const x = fx.round_robin_7_extended_koya;
  const t = roundRobin(x.results);
  const ctx = tiebreakContext(t);

  it('totals 4, 4, 4, 3½, 2, 2, 1½', () => {
    for (const [no, v] of Object.entries(x.printed_totals)) expect(ctx.score.get(Number(no))).toBe(v);
  });

  it('Koya (group 1-4): 1½, 1½, 1 — players 1 and 2 still tied', () => {
    expect(koyaGroup(ctx)).toEqual(x.expected.koya_group);
    expect([1, 2, 3].map((no) => koya(ctx, no))).toEqual([1.5, 1.5, 1]);
    expect(koya(ctx, 4)).toBe(x.recomputed.koya['4']);
  });

  it('extended Koya (group widened to the next score group: players 1-6): 3½ and 3 (Tablo 10)', () => {
    expect(koyaGroup(ctx, 1)).toEqual(x.expected.extended_group);
    expect(koya(ctx, 1, 1)).toBe(x.expected.extended_koya_tablo10['1']);
    expect(koya(ctx, 2, 1)).toBe(x.expected.extended_koya_tablo10['2']);
    expect(computeTiebreak(t, 'KS-E1').get(3)).toBe(x.recomputed.extended_koya['3']);
    expect(computeTiebreak(t, 'KS-E1').get(4)).toBe(x.recomputed.extended_koya['4']);
  });
});

describe('direct encounter (seed 000, Tablo 3 / seed 001, Tablo 11)', () => {
  const t = roundRobin({ 1: { 2: '1', 3: '1/2' }, 2: { 1: '0', 3: '1' }, 3: { 1: '1/2', 2: '0' } });
  const ctx = tiebreakContext(t);
  it('the points among the tied players: 1½, 1, ½', () => {
    const printed = fx.direct_encounter_3.printed_totals;
    for (const no of [1, 2, 3]) expect(directEncounter(ctx, no, [1, 2, 3])).toBe(printed[String(no)]);
  });
  it('does not separate players who have not all met', () => {
    const swiss = fromRows([
      { no: 1, name: 'A', rounds: [{ round: 1, opponent: 2, colour: 'w', result: '1' }] },
      { no: 2, name: 'B', rounds: [{ round: 1, opponent: 1, colour: 'b', result: '0' }] },
      { no: 3, name: 'C', rounds: [{ round: 1, opponent: null, colour: null, result: '-' }] },
    ]);
    expect(directEncounter(tiebreakContext(swiss), 1, [1, 2, 3])).toBe(0);
    expect(directEncounter(tiebreakContext(swiss), 1, [1, 2])).toBe(1);
  });
});

describe('progressive score (Kademeli card, seeds 000/001)', () => {
  const p = fx.progressive;
  // The card gives only the player's own results; opponents are stand-ins 101…107.
  const t = fromRows(
    [{ no: 1, name: 'card', rounds: p.card.map((c: any, i: number) => ({ round: c.round, opponent: 101 + i, colour: c.colour, result: c.result })) }],
    p.card.map((_: any, i: number) => ({ no: 101 + i })),
  );
  const ctx = tiebreakContext(t);
  it('running totals 1, 1, 1½, 2½, 3½, 3½, 3½ and their sum 16½; cut-1 15½, cut-2 14½, cut-3 13', () => {
    expect(progressive(ctx, 1)).toBe(p.expected.progressive);
    expect(progressive(ctx, 1, 1)).toBe(p.expected.cut_1);
    expect(progressive(ctx, 1, 2)).toBe(p.expected.cut_2);
    expect(progressive(ctx, 1, 3)).toBe(p.expected.cut_3);
    expect(computeTiebreak(t, 'PS-C3').get(1)).toBe(13);
  });
  it('score 3½, adjusted score 3 (the forfeit win counts ½)', () => {
    expect(ctx.score.get(1)).toBe(p.expected.score);
    expect(adjustedScore(ctx, 1)).toBe(p.expected.adjusted_score);
  });
});

describe('counting tie-breaks and Lechenicher Wertung, by hand', () => {
  // Player 1: R1 beats 2 with black, R2 forfeit win vs 3, R3 pairing bye, R4 draws 4 with white, R5 forfeit loss vs 2.
  const t = fromRows([
    { no: 1, name: 'A', rounds: [
      { round: 1, opponent: 2, colour: 'b', result: '1' }, { round: 2, opponent: 3, colour: null, result: '+' },
      { round: 3, opponent: null, colour: null, result: '1' }, { round: 4, opponent: 4, colour: 'w', result: '1/2' },
      { round: 5, opponent: 2, colour: null, result: '-' },
    ] },
  ], [{ no: 2 }, { no: 3 }, { no: 4 }]);
  const ctx = tiebreakContext(t);
  it('WIN 3 (with forfeit and bye), WON 1, BPG 1, BWG 1, REP 4', () => {
    expect(wins(ctx, 1)).toBe(3);
    expect(winsOverTheBoard(ctx, 1)).toBe(1);
    expect(gamesWithBlack(ctx, 1)).toBe(1);
    expect(winsWithBlack(ctx, 1)).toBe(1);
    expect(roundsElectedToPlay(ctx, 1)).toBe(4); // two games, the forfeit win and the bye
  });
  it('Lechenicher: 10+5 (win) + 10 (forfeit win: 5+5) + 0 (bye) + 10+2½ (draw) + 1 (forfeit loss) = 38½', () => {
    expect(lechenicher(ctx, 1)).toBe(38.5);
  });
  it('Kashdan: 4 + 2 + 2 + 2 + 0 = 10', () => {
    expect(kashdan(ctx, 1)).toBe(10);
  });
});

describe('explanations of the own-score methods', () => {
  it("Koya card for Ali: only the games against players 2-6 count (3)", async () => {
    const { explainTiebreak } = await import('../../engine/tiebreak');
    const rr = fx.round_robin_12;
    const t = roundRobin(Object.fromEntries(rr.players.map((p: any) => [p.no, p.results])), Object.fromEntries(rr.players.map((p: any) => [p.no, p.name])));
    const e = explainTiebreak(t, 1, 'KS');
    expect(e.value).toBe(3);
    expect(e.rows.filter((r) => r.counted).map((r) => r.opponent).sort((a, b) => a! - b!)).toEqual([2, 3, 4, 5, 6]);
    expect(e.rows.reduce((s, r) => s + r.value, 0)).toBe(3);
    const k = explainTiebreak(t, 9, 'KASHDAN');
    expect(k.rows.reduce((s, r) => s + r.value, 0)).toBe(22);
  });
});

describe('round-robin detection', () => {
  it('a double round robin (4 players, 6 rounds) is a round robin; a Swiss with a rematch inside one cycle is not', () => {
    const once = roundRobin({ 1: { 2: '1', 3: '0', 4: '1' }, 2: { 1: '0', 3: '1', 4: '1/2' }, 3: { 1: '1', 2: '0', 4: '0' }, 4: { 1: '0', 2: '1/2', 3: '1' } });
    const twice = { ...once, info: {}, rounds: [...once.rounds, ...once.rounds.map((r) => ({ ...r, number: r.number + 3 }))] };
    expect(isRoundRobin(twice)).toBe(true);
    const rematch = { ...once, info: {}, rounds: [once.rounds[0], once.rounds[0], once.rounds[1]].map((r, i) => ({ ...r, number: i + 1 })) };
    expect(isRoundRobin(rematch)).toBe(false);
  });
});
