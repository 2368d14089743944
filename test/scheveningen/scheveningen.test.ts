import { describe, expect, it } from 'vitest';
import fixture from '../fixtures/scheveningen/tables.json';
import { multiTeamScheveningen, scheveningenRounds, scheveningenTable, skalitzkaTable } from '../../engine/pairing/scheveningen/table';
import { scheveningen } from '../../engine/pairing/scheveningen/system';
import { buildTournament } from '../../engine/model/build';

const split = (cell: string, sep: string) => cell.split(sep) as [string, string];

describe('Scheveningen, the documents\' 4-player table', () => {
  it('cell by cell (team colour scheme: whole team one colour, B moves one board a round)', () => {
    const table = scheveningenTable(4);
    fixture.scheveningen4.rounds.forEach((round, r) =>
      round.forEach((cell, b) => expect(table[r][b], `round ${r + 1} board ${b + 1}`).toEqual(split(cell, '-'))),
    );
  });
});

describe('Scheveningen, equal colours each round (no printed table: hand-derived from the rule)', () => {
  it('four a side: A white on boards 1–2 in odd rounds, on boards 3–4 in even rounds', () => {
    const t = scheveningenTable(4, { colours: 'boards' });
    expect(t[0]).toEqual([['A1', 'B1'], ['A2', 'B2'], ['B3', 'A3'], ['B4', 'A4']]);
    expect(t[1]).toEqual([['B2', 'A1'], ['B3', 'A2'], ['A3', 'B4'], ['A4', 'B1']]);
  });
});

describe('Scheveningen properties', () => {
  for (const n of [1, 2, 3, 4, 5, 6, 7, 8, 10, 12]) {
    for (const colours of ['team', 'boards'] as const) {
      if (colours === 'boards' && n % 2 === 1) {
        it(`two teams of ${n}, boards colours: refused (an odd team cannot have equal colours)`, () => {
          expect(() => scheveningenRounds([1], [2], { colours })).toThrow(/even number/);
        });
        continue;
      }
      it(`two teams of ${n}, ${colours} colours`, () => {
        const A = Array.from({ length: n }, (_, i) => i + 1);
        const B = Array.from({ length: n }, (_, i) => n + i + 1);
        const rounds = scheveningenRounds(A, B, { colours });
        expect(rounds.length).toBe(n);
        // Every A player meets every B player exactly once; nobody twice in a round.
        const met = new Set<string>();
        for (const round of rounds) {
          expect(new Set(round.flat()).size).toBe(2 * n);
          for (const [w, b] of round) {
            const a = w <= n ? w : b;
            const k = w <= n ? b : w;
            expect(a <= n && k > n).toBe(true);
            met.add(`${a}-${k}`);
          }
          const aWhites = round.filter(([w]) => w <= n).length;
          if (colours === 'team') expect([0, n]).toContain(aWhites);
          // "her tur, takımlar eşit sayıda siyah-beyaz oynarlar"
          else expect(2 * aWhites).toBe(n);
        }
        expect(met.size).toBe(n * n);
        // Team A keeps its boards.
        rounds.forEach((round) => round.forEach(([w, b], i) => expect([w, b]).toContain(A[i])));
        const colourOf = (p: number) => rounds.map((round) => (round.find(([w]) => w === p) ? 'W' : 'B')).join('');
        // Team scheme: every player alternates. Boards scheme: team A alternates; team B ends level with
        // no three same colours in a row when n is a multiple of 4.
        for (const p of colours === 'team' ? [...A, ...B] : A) expect(colourOf(p), `player ${p}`).not.toMatch(/WW|BB/);
        if (colours === 'boards' && n % 4 === 0) {
          for (const p of B) {
            expect(colourOf(p), `player ${p}`).not.toMatch(/WWW|BBB/);
            expect([...colourOf(p)].filter((c) => c === 'W').length * 2).toBe(n);
          }
        }
        // Double: 2n rounds, second half colours reversed.
        const dbl = scheveningenRounds(A, B, { colours, double: true });
        expect(dbl.length).toBe(2 * n);
        dbl.slice(n).forEach((round, r) => expect(round).toEqual(rounds[r].map(([w, b]) => [b, w])));
      });
    }
  }

  it('four teams of 3: a round robin of matches, each a 3-round Scheveningen', () => {
    const teams = [[1, 2, 3], [4, 5, 6], [7, 8, 9], [10, 11, 12]];
    const schedule = multiTeamScheveningen(teams);
    expect(schedule.length).toBe(9); // 3 team rounds × 3
    // Team rounds follow the Berger table for 4: 1:4 2:3 / 4:3 1:2 / 2:4 3:1.
    expect(schedule[0].matches).toEqual([[0, 3], [1, 2]]);
    expect(schedule[3].matches).toEqual([[3, 2], [0, 1]]);
    expect(schedule[6].matches).toEqual([[1, 3], [2, 0]]);
    const met = new Map<string, number>();
    const teamOf = (p: number) => Math.floor((p - 1) / 3);
    for (const r of schedule) {
      expect(new Set(r.boards.flat()).size).toBe(12);
      for (const [w, b] of r.boards) {
        expect(teamOf(w)).not.toBe(teamOf(b));
        const key = `${Math.min(w, b)}-${Math.max(w, b)}`;
        met.set(key, (met.get(key) ?? 0) + 1);
      }
    }
    // every pair of players from different teams: 6 team pairs × 9 = 54, once each
    expect(met.size).toBe(54);
    expect([...met.values()].every((c) => c === 1)).toBe(true);
  });

  it('three teams: one team idle each team round', () => {
    const schedule = multiTeamScheveningen([[1, 2], [3, 4], [5, 6]]);
    expect(schedule.length).toBe(6);
    expect(schedule.map((r) => r.idleTeam)).toEqual([0, 0, 2, 2, 1, 1]);
    expect(() => multiTeamScheveningen([[1, 2], [3]])).toThrow(/2 players/);
  });
});

describe('Skalitzka (three teams in two rounds)', () => {
  it("reproduces the documents' table for teams of 8 (boards 4–5 reconstructed from the pattern, see fixture note)", () => {
    const table = skalitzkaTable(8);
    fixture.skalitzka8.rounds.forEach((round, r) =>
      round.forEach((cell, b) => expect(table[r][b], `round ${r + 1} board ${b + 1}`).toEqual(split(cell, ':'))),
    );
  });

  for (const n of [2, 4, 6, 8, 10]) {
    it(`teams of ${n}: each player meets one player of each other team, once white and once black`, () => {
      const table = skalitzkaTable(n);
      const team = (x: string) => (/^[A-Z]$/.test(x) ? 0 : /^[a-z]$/.test(x) ? 1 : 2);
      const opponents = new Map<string, string[]>();
      const colours = new Map<string, string>();
      for (const round of table) {
        expect(round.length).toBe((3 * n) / 2);
        expect(new Set(round.flat()).size).toBe(3 * n);
        for (const [w, b] of round) {
          opponents.set(w, [...(opponents.get(w) ?? []), b]);
          opponents.set(b, [...(opponents.get(b) ?? []), w]);
          colours.set(w, (colours.get(w) ?? '') + 'W');
          colours.set(b, (colours.get(b) ?? '') + 'B');
        }
      }
      for (const [p, opps] of opponents) {
        expect(opps.map(team).sort()).toEqual([0, 1, 2].filter((x) => x !== team(p)));
        expect([...colours.get(p)!].sort().join('')).toBe('BW');
      }
    });
  }

  it('an odd team size is refused', () => {
    expect(() => skalitzkaTable(3)).toThrow(/even number/);
  });
});

describe('the scheveningen pairing system', () => {
  const players = [
    { no: 1, club: 'Ankara', rating: 1800 }, { no: 2, club: 'Ankara', rating: 1700 },
    { no: 3, club: 'Ankara', rating: 1600 }, { no: 4, club: 'Ankara', rating: 1500 },
    { no: 5, club: 'İzmir', rating: 2000 }, { no: 6, club: 'İzmir', rating: 1900 },
    { no: 7, club: 'İzmir', rating: 1800 }, { no: 8, club: 'İzmir', rating: 1700 },
  ];

  it('teams from the clubs; the higher rating average is team A', () => {
    const t = buildTournament({ players });
    const out = scheveningen.pair(t, { round: 2 });
    expect(out.ok).toBe(true);
    if (!out.ok) return;
    // İzmir (avg 1850) is A = 5,6,7,8; Ankara B = 1,2,3,4. Round 2 of the printed table: B2-A1, B3-A2, B4-A3, B1-A4.
    expect(out.pairing.boards).toEqual([{ white: 2, black: 5 }, { white: 3, black: 6 }, { white: 4, black: 7 }, { white: 1, black: 8 }]);
  });

  it('teams from the option, and the next round by default', () => {
    const t = buildTournament({ players: players.map(({ no }) => ({ no })), rounds: [{ round: 1, games: [{ white: 1, black: 5, result: '1-0' }, { white: 2, black: 6, result: '0-1' }, { white: 3, black: 7, result: '1/2-1/2' }, { white: 4, black: 8, result: '1-0' }] }] });
    const out = scheveningen.pair(t, { teams: '1,2,3,4/5,6,7,8' });
    expect(out.ok && out.pairing.round).toBe(2);
    expect(out.ok && out.pairing.boards[0]).toEqual({ white: 6, black: 1 });
  });

  it('skalitzka method for three clubs', () => {
    const t = buildTournament({ players: [1, 2, 3, 4, 5, 6].map((no) => ({ no, club: ['X', 'Y', 'Z'][Math.floor((no - 1) / 2)] })) });
    const out = scheveningen.pair(t, { method: 'skalitzka', round: 1 });
    // A=1, B=2 (X); a=3, b=4 (Y); 1→5, 2→6 (Z): A:a, b:1, 2:B
    expect(out.ok && out.pairing.boards).toEqual([{ white: 1, black: 3 }, { white: 4, black: 5 }, { white: 6, black: 2 }]);
  });

  it('clear errors: missing club, unequal teams, unknown number', () => {
    const noClub = buildTournament({ players: [{ no: 1 }, { no: 2 }] });
    const a = scheveningen.pair(noClub, {});
    expect(!a.ok && a.reason.en).toMatch(/player 1 has no club/);
    const b = scheveningen.pair(noClub, { teams: '1/2,3' });
    expect(!b.ok && b.reason.en).toMatch(/"3" is not a player/);
    const c = scheveningen.pair(buildTournament({ players: [{ no: 1 }, { no: 2 }, { no: 3 }] }), { teams: '1/2,3' });
    expect(!c.ok && c.reason.en).toMatch(/equal size/);
  });
});
