import { describe, expect, it } from 'vitest';
import fixture from '../fixtures/knockout/examples.json';
import { knockoutFirstRound, knockoutFold, playoffPlan } from '../../engine/pairing/knockout/bracket';
import { knockout } from '../../engine/pairing/knockout/system';
import { buildTournament, type SimpleRound } from '../../engine/model/build';

describe("the documents' knockout examples", () => {
  for (const ex of fixture.examples) {
    it(ex.name, () => {
      const plan = knockoutFirstRound(ex.players, ex.select);
      expect(plan.byes).toEqual(ex.byes);
      expect(plan.afterFirstRound).toBe(ex.afterFirstRound);
      if (ex.imaginary !== undefined) expect(plan.imaginary).toBe(ex.imaginary);
      if (ex.games) expect(plan.games).toEqual(ex.games);
      if (ex.preliminary) {
        expect(plan.games.flat().sort((a, b) => a - b)).toEqual(ex.preliminary);
        expect(plan.games.length).toBe(ex.preliminaryGames);
      }
      if (ex.laterRounds) {
        // field after each round: 8, then 4, then 2 (= t)
        const sizes = [plan.afterFirstRound];
        while (sizes[sizes.length - 1] > ex.select) sizes.push(sizes[sizes.length - 1] / 2);
        expect(sizes).toEqual(ex.laterRounds);
        expect(plan.rounds).toBe(ex.laterRounds.length);
      }
    });
  }

  it('k = 8, t = 6: only a preliminary round, first against last among 5–8 (rule: "birinciyle sonuncu oynar")', () => {
    const plan = knockoutFirstRound(8, 6);
    expect(plan.games).toEqual([[5, 8], [6, 7]]);
    expect(plan.rounds).toBe(1);
  });

  it('fewer than 2t players: the top 2t − k go through directly (hand check k = 7, t = 5: 3 direct, 4 play for 2 places)', () => {
    const plan = knockoutFirstRound(7, 5);
    expect(plan.byes).toEqual([1, 2, 3]);
    expect(plan.games).toEqual([[4, 7], [5, 6]]);
  });

  it('nothing to decide is refused', () => {
    expect(() => knockoutFirstRound(4, 4)).toThrow(/decides nothing/);
    expect(() => knockoutFirstRound(4, 0)).toThrow(/positive/);
  });
});

describe('knockout properties', () => {
  for (let k = 2; k <= 40; k++) {
    for (const t of [1, 2, 3, 4, 6]) {
      if (k <= t) continue;
      it(`k = ${k}, t = ${t}`, () => {
        const plan = knockoutFirstRound(k, t);
        // the field is t·2^j and the smallest such ≥ k
        expect(Math.log2(plan.bracketSize / t) % 1).toBe(0);
        expect(plan.bracketSize).toBeGreaterThanOrEqual(k);
        expect(plan.bracketSize / 2 < k || plan.bracketSize === 2 * t).toBe(true);
        // everybody once: byes + two per game
        const all = [...plan.byes, ...plan.games.flat()].sort((a, b) => a - b);
        expect(all).toEqual(Array.from({ length: k }, (_, i) => i + 1));
        // after round one: byes + winners = bracket / 2
        expect(plan.byes.length + plan.games.length).toBe(plan.bracketSize / 2);
        // the byes go to the top seeds
        plan.byes.forEach((b, i) => expect(b).toBe(i + 1));
        // each game: the pair sums to bracketSize + 1 (first against last)
        for (const [a, b] of plan.games) expect(a + b).toBe(plan.bracketSize + 1);
      });
    }
  }

  it('later rounds fold the survivors by seed', () => {
    expect(knockoutFold([7, 1, 4, 2])).toEqual([[1, 7], [2, 4]]);
    expect(() => knockoutFold([1, 2, 3])).toThrow(/even/);
  });
});

describe('play-off arrangements for tied players (3. Uygulama)', () => {
  it('six: groups 1-4-5 and 2-3-6, each a three-player round robin', () => {
    const p = playoffPlan(6);
    expect(p.groups).toEqual(fixture.playoffs['6'].groups);
    expect(p.method).toBe('groups');
    expect(playoffPlan(3).method).toBe('round-robin'); // (2)
  });
  it('seven: pairing numbers by tie-break 1, 5, 2, 6, 3, 7, 4', () => {
    expect(playoffPlan(7).order).toEqual(fixture.playoffs['7'].order);
  });
  it('nine: A 1-5-9, B 2-6-7, C 3-4-8', () => {
    expect(playoffPlan(9).groups).toEqual(fixture.playoffs['9'].groups);
  });
  it('five: the best four play (3)', () => {
    expect(playoffPlan(5).groups).toEqual(fixture.playoffs['5'].groups);
    expect(playoffPlan(4).method).toBe('knockout'); // (3)
  });
  it('two: a two-game match; eight: golden-point knockout 1:8 2:7 3:6 4:5', () => {
    expect(playoffPlan(2).method).toBe('match');
    expect(playoffPlan(8).method).toBe('golden-point-knockout');
    expect(playoffPlan(8).games).toEqual([[1, 8], [2, 7], [3, 6], [4, 5]]);
  });
  it('ten: two groups of five (not printed: flagged), each rank in exactly one group', () => {
    const p = playoffPlan(10);
    expect(p.printed).toBe(false);
    expect(p.groups!.map((g) => g.length)).toEqual([5, 5]);
    expect(p.groups!.flat().sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
  });
  it('eleven or more: at most nine enter the play-off for first place, the rest play for the other prizes', () => {
    for (const n of [11, 12, 20]) {
      const p = playoffPlan(n);
      expect(p.item).toBe(10);
      expect(p.groups![0].length).toBeLessThanOrEqual(9);
      expect(p.groups!.flat().length).toBe(n);
    }
  });
  it('every arrangement from 2 to 11 uses each rank once', () => {
    for (let n = 2; n <= 11; n++) {
      const p = playoffPlan(n);
      for (const g of [p.groups ? p.groups.flat() : [], p.order ?? []]) expect(new Set(g).size).toBe(g.length);
      if (p.order) expect([...p.order].sort((a, b) => a - b)).toEqual(Array.from({ length: n }, (_, i) => i + 1));
    }
    expect(() => playoffPlan(1)).toThrow();
  });
});

describe('the knockout pairing system', () => {
  const players = (k: number) => Array.from({ length: k }, (_, i) => ({ no: i + 1 }));

  it('k = 9, t = 2: round 1 is 8–9 with seven byes; round 2 folds 1–7 and the winner of 8–9', () => {
    let t = buildTournament({ players: players(9) });
    const r1 = knockout.pair(t, { select: 2, games: 1 });
    expect(r1.ok && r1.pairing).toEqual({ round: 1, boards: [{ white: 8, black: 9 }], byes: [1, 2, 3, 4, 5, 6, 7] });
    t = buildTournament({ players: players(9), rounds: [{ round: 1, games: [{ white: 8, black: 9, result: '0-1' }], bye: [1, 2, 3, 4, 5, 6, 7] }] });
    const r2 = knockout.pair(t, { select: 2, games: 1 });
    expect(r2.ok && r2.pairing.boards).toEqual([{ white: 1, black: 9 }, { white: 2, black: 7 }, { white: 3, black: 6 }, { white: 4, black: 5 }]);
  });

  it('two-game matches: colours reversed in game 2; the match total decides; a level match needs the tie-break winner', () => {
    const rounds: SimpleRound[] = [
      { round: 1, games: [{ white: 1, black: 4, result: '1/2-1/2' }, { white: 2, black: 3, result: '1-0' }] },
      { round: 2, games: [{ white: 4, black: 1, result: '1/2-1/2' }, { white: 3, black: 2, result: '1/2-1/2' }] },
    ];
    const g2 = knockout.pair(buildTournament({ players: players(4), rounds: rounds.slice(0, 1) }), { games: 2 });
    expect(g2.ok && g2.pairing.boards).toEqual([{ white: 4, black: 1 }, { white: 3, black: 2 }]);
    const t = buildTournament({ players: players(4), rounds });
    const level = knockout.pair(t, { games: 2 });
    expect(level.ok).toBe(false);
    expect(!level.ok && level.reason.en).toMatch(/1–4 is level \(1–1\)/);
    const final = knockout.pair(t, { games: 2, advance: '4' });
    // 2 won 1½–½; 4 won the tie-break: final 2–4
    expect(final.ok && final.pairing.boards).toEqual([{ white: 2, black: 4 }]);
  });

  it('missing result, finished knockout', () => {
    const t = buildTournament({ players: players(2), rounds: [{ round: 1, games: [{ white: 1, black: 2 }] }] });
    const a = knockout.pair(t, { round: 2, games: 1 });
    expect(!a.ok && a.reason.en).toMatch(/not recorded/);
    const done = buildTournament({ players: players(2), rounds: [{ round: 1, games: [{ white: 1, black: 2, result: '0-1' }] }] });
    const b = knockout.pair(done, { games: 1 });
    expect(!b.ok && b.reason.en).toMatch(/over: 2 selected/);
  });

  it('two games a match by default ("Eleme en az 2 (iki) oyun üzerinden oynanır"), an odd number refused', () => {
    const t = buildTournament({ players: players(2), rounds: [{ round: 1, games: [{ white: 1, black: 2, result: '1-0' }] }] });
    const second = knockout.pair(t, {});
    expect(second.ok && second.pairing.boards).toEqual([{ white: 2, black: 1 }]);
    const odd = knockout.pair(t, { games: 3 });
    expect(!odd.ok && odd.reason.en).toMatch(/even number/);
  });
});
