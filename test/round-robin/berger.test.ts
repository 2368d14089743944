import { describe, expect, it } from 'vitest';
import fixture from '../fixtures/round-robin/berger-tables.json';
import { bergerRound, bergerRoundCount, bergerSchedule, bergerTable, playerSchedules, type BergerPair } from '../../engine/pairing/round-robin/berger';

const parse = (cell: string): BergerPair => {
  const [w, b] = cell.split(':').map(Number);
  return [w, b];
};
const printed = fixture.tables as Record<string, string[][]>;

describe('Berger tables: the documents (3–12) and FIDE C.05 Annex 1 (13–16), cell by cell', () => {
  for (const [size, rounds] of Object.entries(printed)) {
    const m = Number(size);
    for (const n of [m - 1, m]) {
      it(`${n} players: ${rounds.length} rounds as printed (${fixture.printedSources[size as keyof typeof fixture.printedSources]})`, () => {
        const table = bergerTable(n);
        expect(table.length).toBe(rounds.length);
        rounds.forEach((round, r) => {
          round.forEach((cell, b) => {
            expect(table[r][b], `${n} players, round ${r + 1}, board ${b + 1}`).toEqual(parse(cell));
          });
          expect(table[r].length).toBe(round.length);
        });
      });
    }
  }

  it('an odd field: the player drawn against the last number has the bye (7 players: the 8 column)', () => {
    // Documents: "Yedi oyunculu bir grup olduğu düşünülürse, 8 numaralı oyuncuyla oynayacağı belirtilen oyuncu, o turda tur atlayacaktır."
    const byes = printed['8'].map((round) => {
      const withEight = round.map(parse).find(([w, b]) => w === 8 || b === 8)!;
      return withEight[0] === 8 ? withEight[1] : withEight[0];
    });
    expect(byes).toEqual([1, 5, 2, 6, 3, 7, 4]);
    expect(bergerSchedule(7).map((r) => r.bye)).toEqual(byes);
    // The boards left are the printed ones without the 8 pair, in printed order.
    expect(bergerRound(7, 2, {}).boards).toEqual([[6, 4], [7, 3], [1, 2]]);
  });

  it('an even field has no bye', () => {
    expect(bergerSchedule(6).every((r) => r.bye === null)).toBe(true);
  });
});

describe('double round robin', () => {
  it('second cycle = first cycle in the same order, colours reversed (documents: "renk değiştirilerek birinci yarıdaki eşlendirme kullanılır")', () => {
    const table = bergerTable(6, { double: true });
    expect(table.length).toBe(10);
    const first = printed['6'].map((r) => r.map(parse));
    first.forEach((round, r) => {
      expect(table[r]).toEqual(round);
      expect(table[r + 5]).toEqual(round.map(([w, b]) => [b, w]));
    });
  });

  it("reproduces the documents' six-player crosstable (opponents of players 1–5 in rounds 1–10)", () => {
    const schedule = bergerSchedule(6, { double: true });
    for (const [player, opps] of Object.entries(fixture.doubleRoundRobinCrosstable.opponents)) {
      const p = Number(player);
      const got = schedule.map((r) => {
        const b = r.boards.find(([w, k]) => w === p || k === p)!;
        return b[0] === p ? b[1] : b[0];
      });
      expect(got, `player ${p}`).toEqual(opps);
    }
  });

  it("the chart rows (playerSchedules) give the same opponents, with colours: player 1 of six is W W B W B | B B W B W", () => {
    const rows = playerSchedules(6, { double: true });
    for (const [player, opps] of Object.entries(fixture.doubleRoundRobinCrosstable.opponents)) {
      expect(rows[Number(player) - 1].map((e) => e.opponent)).toEqual(opps);
    }
    // hand-read from the printed table: 1:6, 1:2, 3:1, 1:4, 5:1, then reversed
    expect(rows[0].map((e) => e.colour).join('')).toBe('wwbwbbbwbw');
    const seven = playerSchedules(7);
    expect(seven[0].map((e) => e.opponent)).toEqual([null, 2, 3, 4, 5, 6, 7]);
  });

  it('FIDE C.05 Annex 1 option: the last two rounds of the first cycle are played in reverse order', () => {
    const table = bergerTable(4, { double: true, swapLastTwo: true });
    const t4 = printed['4'].map((r) => r.map(parse));
    expect(table.slice(0, 3)).toEqual([t4[0], t4[2], t4[1]]);
    expect(table.slice(3)).toEqual(t4.map((r) => r.map(([w, b]) => [b, w])));
  });

  it('round counts', () => {
    expect(bergerRoundCount(7)).toBe(7);
    expect(bergerRoundCount(8)).toBe(7);
    expect(bergerRoundCount(8, { double: true })).toBe(14);
    expect(() => bergerRound(8, 8)).toThrow(/outside the table/);
    expect(() => bergerTable(1)).toThrow(/at least 2/);
  });
});

/** Colours of the games each player actually plays, in round order (a bye round is skipped). */
function colourRuns(n: number, options: { double?: boolean; swapLastTwo?: boolean } = {}): Map<number, string> {
  const seq = new Map<number, string>();
  for (let p = 1; p <= n; p++) seq.set(p, '');
  for (const r of bergerSchedule(n, options)) {
    for (const [w, b] of r.boards) {
      seq.set(w, seq.get(w)! + 'W');
      seq.set(b, seq.get(b)! + 'B');
    }
  }
  return seq;
}

describe('properties for 3–30 players', () => {
  for (let n = 3; n <= 30; n++) {
    it(`${n} players`, () => {
      // Every pair meets exactly once; nobody plays twice in a round; the bye (odd n) goes to each player once.
      const met = new Map<string, number>();
      const byes: number[] = [];
      for (const r of bergerSchedule(n)) {
        const seen = new Set<number>();
        for (const [w, b] of r.boards) {
          expect(w).not.toBe(b);
          for (const x of [w, b]) {
            expect(x >= 1 && x <= n).toBe(true);
            expect(seen.has(x)).toBe(false);
            seen.add(x);
          }
          const key = `${Math.min(w, b)}-${Math.max(w, b)}`;
          met.set(key, (met.get(key) ?? 0) + 1);
        }
        expect(seen.size + (r.bye === null ? 0 : 1)).toBe(n);
        if (r.bye !== null) byes.push(r.bye);
      }
      expect(met.size).toBe((n * (n - 1)) / 2);
      expect([...met.values()].every((c) => c === 1)).toBe(true);
      expect(byes.sort((a, b) => a - b)).toEqual(n % 2 === 1 ? Array.from({ length: n }, (_, i) => i + 1) : []);

      // Double: every pair twice, once with each colour.
      const twice = new Map<string, string[]>();
      for (const r of bergerSchedule(n, { double: true })) {
        for (const [w, b] of r.boards) {
          const key = `${Math.min(w, b)}-${Math.max(w, b)}`;
          twice.set(key, [...(twice.get(key) ?? []), `${w}`]);
        }
      }
      expect(twice.size).toBe((n * (n - 1)) / 2);
      for (const whites of twice.values()) {
        expect(whites.length).toBe(2);
        expect(whites[0]).not.toBe(whites[1]);
      }

      // Colours alternate as far as the table allows: an odd field alternates strictly (the bye round
      // breaks the run); an even field repeats a colour at most once and ends with |W − B| = 1.
      for (const [p, s] of colourRuns(n)) {
        const repeats = [...s].filter((c, i) => i > 0 && c === s[i - 1]).length;
        const diff = [...s].filter((c) => c === 'W').length - [...s].filter((c) => c === 'B').length;
        if (n % 2 === 1) {
          expect(repeats, `player ${p}: ${s}`).toBe(0);
          expect(diff).toBe(0);
        } else {
          expect(repeats, `player ${p}: ${s}`).toBeLessThanOrEqual(1);
          expect(Math.abs(diff)).toBe(1);
        }
        expect(s, `player ${p}`).not.toMatch(/WWW|BBB/);
      }

      // FIDE's double round robin (last two rounds of the first cycle swapped): no three same colours in a row.
      for (const [p, s] of colourRuns(n, { double: true, swapLastTwo: true })) {
        expect(s, `player ${p}`).not.toMatch(/WWW|BBB/);
      }
      // The documents' plain repeat: a run of three can only appear where the cycles meet — the reason FIDE
      // recommends the swap. Within each cycle there is none.
      const cycle = n - 1;
      for (const [p, s] of colourRuns(n, { double: true })) {
        expect(s.slice(0, cycle), `player ${p}`).not.toMatch(/WWW|BBB/);
        expect(s.slice(cycle), `player ${p}`).not.toMatch(/WWW|BBB/);
      }
    });
  }

  it('the plain repeat does give player 1 three blacks with four players (W W B | B B W), which FIDE\'s swap avoids', () => {
    // Hand check from the printed 3–4 table: rounds 1:4, 1:2, 3:1 then reversed 4:1, 2:1, 1:3.
    expect(colourRuns(4, { double: true }).get(1)).toBe('WWBBBW');
    // Swapped: 1:4, 3:1, 1:2 | 4:1, 2:1, 1:3.
    expect(colourRuns(4, { double: true, swapLastTwo: true }).get(1)).toBe('WBWBBW');
  });
});
