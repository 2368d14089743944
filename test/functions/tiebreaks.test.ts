/**
 * The tie-break custom functions over crosstables typed as in the documents: values reproduce the documents'
 * numbers, the column spills, each crosstable is read once, bad input is #VALUE! with the cell named.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import {
  ARO, BB, BUCHHOLZ, DIRECT_ENCOUNTER, KASHDAN, KOYA, MEDIAN_BH, PROGRESSIVE, SONNEBORN_BERGER, TEAM_OKM, TEAM_SB,
  TEAM_TIEBREAK, TIEBREAK, WINS, clearTiebreakMemo, crosstableReads, originOf,
} from '../../functions/tiebreaks';
import { FunctionInputError } from '../../functions/errors';
import { fixture } from '../tiebreak/build';

const t1 = fixture('tiebreak-table1.json');
const RES: Record<string, string> = { '1': '1', '0': '0', '1/2': '½', '+': '+', '-': '-' };
/** Tablo 1 as an arbiter types it: No | Ad | 1..7 | Puan. */
const TABLO1: any[][] = [
  ['No', 'Ad', 1, 2, 3, 4, 5, 6, 7, 'Puan'],
  ...t1.players.map((p: any) => [p.no, p.name, ...p.rounds.map((r: any) => (r.result === '+' || r.result === '-' ? `${r.opponent}${r.result}` : `${r.opponent}${r.colour}${RES[r.result]}`)), p.printed_total]),
];

/** A round robin typed from a results matrix, rounds by the circle method (cells "opp w/b result"). */
function rrCrosstable(results: Record<string, Record<string, string>>): any[][] {
  const nos = Object.keys(results).map(Number);
  const list: Array<number | null> = nos.length % 2 ? [...nos, null] : [...nos];
  const n = list.length;
  const rows: any[][] = nos.map(() => []);
  let rot = list.slice();
  for (let k = 0; k < n - 1; k++) {
    for (let i = 0; i < n / 2; i++) {
      const a = rot[i];
      const b = rot[n - 1 - i];
      if (a === null || b === null) { rows[(a ?? b)! - 1][k] = ''; continue; }
      rows[a - 1][k] = `${b}w${RES[results[a][b]]}`;
      rows[b - 1][k] = `${a}b${RES[results[b][a]]}`;
    }
    rot = [rot[0], rot[n - 1], ...rot.slice(1, n - 1)];
  }
  return rows;
}

const expectError = (f: () => unknown, message: RegExp) => {
  let caught: unknown;
  try { f(); } catch (e) { caught = e; }
  expect(caught).toBeInstanceOf(FunctionInputError);
  expect((caught as FunctionInputError).code).toBe('invalidValue');
  expect((caught as Error).message).toMatch(message);
};

beforeEach(() => clearTiebreakMemo());

describe('tie-break functions on Tablo 1', () => {
  it("Umay (11): BUCHHOLZ 26, MEDIAN_BH 18.5, cut-1 23.5, cut-2 20.5, SONNEBORN_BERGER 12.5", () => {
    expect(BUCHHOLZ(TABLO1, [[11]])).toEqual([[26]]);
    expect(MEDIAN_BH(TABLO1, [[11]])).toEqual([[18.5]]);
    expect(TIEBREAK('BH-C1', TABLO1, [[11]])).toEqual([[23.5]]);
    expect(TIEBREAK('BH/C2', TABLO1, [[11]])).toEqual([[20.5]]);
    expect(SONNEBORN_BERGER(TABLO1, [[11]])).toEqual([[12.5]]);
  });

  it("BB: İrem 182, Ezgi 180.5 (the rule's value; the book prints 181)", () => {
    expect(BB(TABLO1, [[3]])).toEqual([[182]]);
    expect(BB(TABLO1, [[7]])).toEqual([[180.5]]);
  });

  it('without a player number the whole column spills, one row per player', () => {
    const col = BUCHHOLZ(TABLO1);
    expect(col).toHaveLength(18);
    expect(col[10]).toEqual([26]);
    // İrem's opponents' Buchholz as Tablo 6 prints them: Candan 20, Naz 30, Akın 26.5, Çelik 26.5, Yaren 30, Selenay 20, Nuri 29
    expect([18, 8, 13, 6, 2, 4, 10].map((no) => col[no - 1][0])).toEqual([20, 30, 26.5, 26.5, 30, 20, 29]);
  });

  it('a range of pairing numbers gives their values in its order and shape, a blank cell a blank', () => {
    // the numbers of İrem's opponents with a blank row between: Tablo 6's Buchholz 20, 30, 26.5, 26.5, 30, 20, 29
    const list = [[18], [8], [''], [13], [6], [2], [4], [10]];
    expect(BUCHHOLZ(TABLO1, list)).toEqual([[20], [30], [''], [26.5], [26.5], [30], [20], [29]]);
    expect(BUCHHOLZ(TABLO1, [[11, 18, null]])).toEqual([[26, 20, '']]);
    // the one-cell forms agree: Excel's [[11]] for a cell, the standalone workbook's plain 11
    expect(BUCHHOLZ(TABLO1, 11 as unknown as any[][])).toEqual([[26]]);
    expect(SONNEBORN_BERGER(TABLO1, [[11], [11]])).toEqual([[12.5], [12.5]]);
    expect(crosstableReads()).toBe(1);
    expectError(() => BUCHHOLZ(TABLO1, [[1], ['x'], [3]]), /^player: "x" in row 2 of the list is not a pairing number \(1 to 18\)/);
    expectError(() => BUCHHOLZ(TABLO1, [[1, 19]]), /^player: "19" in row 1, column 2 of the list/);
    expectError(() => BUCHHOLZ(TABLO1, [[1], [2]], 'explain'), /explain: give the one player number/);
  });

  it('reads each distinct crosstable once, however many cells ask', () => {
    for (let no = 1; no <= 18; no++) { BUCHHOLZ(TABLO1, [[no]]); SONNEBORN_BERGER(TABLO1, [[no]]); }
    expect(crosstableReads()).toBe(1);
    const changed = TABLO1.map((r) => r.slice());
    changed[11][6] = '9w0'; changed[9][6] = '11b1'; // Umay loses round 5 instead (total column off now → removed)
    changed.forEach((r) => r.pop());
    expect(BUCHHOLZ(changed, [[11]])).not.toEqual([[26]]);
    expect(crosstableReads()).toBe(2);
  });

  it("the explain option gives the card: the virtual opponent's working and the sum", () => {
    const card = BUCHHOLZ(TABLO1, [[11]], 'explain');
    expect(card[0]).toEqual(['Round', 'Opponent', 'Result', 'Value', 'How']);
    expect(card[5][3]).toBe(3);
    expect(String(card[5][4])).toContain('2 + 0 + ½ × 2 = 3');
    expect(card[card.length - 1][3]).toBe(26);
  });

  it('rule edition 2024: dummy opponent with the own score (Umay 4) instead of the virtual opponent 3', () => {
    // 2024: Umay's round-5 forfeit win counts a dummy opponent with her own score 4 (C.07 16.4); her other
    // opponents count their real points (none has a 16.2.5 round): 5 + 2.5 + 4 + 4 + 4 + 4.5 + 3 = 27
    expect(BUCHHOLZ(TABLO1, [[11]], '2024')).toEqual([[27]]);
    // 2026 (C.07 16.4.1): the forfeit's dummy is capped at the scheduled opponent's adjusted score: Ulya (9) has 3
    // (her round-5 forfeit loss is category 16.2.4, counted as it stands), so min(4, 3) = 3: 27 - 4 + 3 = 26.
    expect(BUCHHOLZ(TABLO1, [[11]], '2026')).toEqual([[26]]);
    // The other side of that forfeit: Ulya's dummy is min(her own 3, Umay's 4) = 3, the same as in 2024:
    // 1 (Fatma) + 5½ (Hümeyra) + 3½ (Zeki) + 4½ (Akın) + 3 + 1½ (Sinan) + 4 (Leman) = 23.
    expect(BUCHHOLZ(TABLO1, [[9]], '2026')).toEqual([[23]]);
    expect(BUCHHOLZ(TABLO1, [[9]], '2024')).toEqual([[23]]);
  });
});

describe('DIRECT_ENCOUNTER and TIEBREAK("DE") under C.07 6, with the tie-breaks before it', () => {
  // R1 1-2 1-0, 3-4 1-0, 5-6 1-0; R2 3-1 0-1, 2-5 1-0, 6-4 1-0; R3 4-1 1-0, 2-6 1-0, 3-5 1-0.
  // Scores 2, 2, 2, 1, 1, 1.
  const rows = [
    ['No', 'Ad', 1, 2, 3],
    [1, 'A', '2w1', '3b1', '4b0'],
    [2, 'B', '1b0', '5w1', '6w1'],
    [3, 'C', '4w1', '1w0', '5w1'],
    [4, 'D', '3b0', '6b0', '1w1'],
    [5, 'E', '6w1', '2b0', '3b0'],
    [6, 'F', '5b0', '4w1', '2b0'],
  ];
  it('right after the score: 1 beat 2 and 3, who never met (at most 1 each): places 1, 2, 2; {4, 5, 6} not separated', () => {
    // {4,5,6}: 5 beat 6 (1, could reach 2 against 4), 6 beat 4 (1), 4 has 0 (could reach 1): 5's 1 is not out of 6's reach.
    expect(DIRECT_ENCOUNTER(rows, undefined, '2026')).toEqual([[1], [2], [2], [0], [0], [0]]);
    expect(TIEBREAK('DE', rows, [[3]], '2024')).toEqual([[2]]);
  });
  it('after BH: 1 (BH 2+2+1 = 5) is alone; 2 and 3 (BH 4) never met and 4 and 5 (BH 5) never met: DE 0 everywhere', () => {
    expect(DIRECT_ENCOUNTER(rows, undefined, '2026 after=BH')).toEqual([[0], [0], [0], [0], [0], [0]]);
    expect(TIEBREAK('DE', rows, [[1]], '2026 after=BH')).toEqual([[0]]);
  });
  it('the documents (2009): not all of the tied players met, the method does not apply', () => {
    expect(DIRECT_ENCOUNTER(rows, undefined, '2009')).toEqual([[0], [0], [0], [0], [0], [0]]);
  });
  it('a typo in after= names itself', () => {
    expectError(() => DIRECT_ENCOUNTER(rows, [[1]], '2026 after=BHX'), /after=bhx: unknown tie-break "bhx"/);
    expectError(() => DIRECT_ENCOUNTER(rows, [[1]], '2026 after='), /after=" needs the tie-breaks/);
  });
});

describe('other functions', () => {
  const k = fixture('tiebreak-koya-kashdan-progressive.json');
  const rr12 = rrCrosstable(Object.fromEntries(k.round_robin_12.players.map((p: any) => [p.no, p.results])));

  it('KOYA Ali 3, Veli 2½; extended Koya on the 7-player table 3½ and 3', () => {
    expect(KOYA(rr12, [[1]])).toEqual([[3]]);
    expect(KOYA(rr12, [[2]])).toEqual([[2.5]]);
    const rr7 = rrCrosstable(k.round_robin_7_extended_koya.results);
    expect(KOYA(rr7, [[1]], 1)).toEqual([[3.5]]);
    expect(KOYA(rr7, [[2]], 1)).toEqual([[3]]);
  });

  it('KASHDAN Suat 22, Melih 21; WINS; DIRECT_ENCOUNTER', () => {
    expect(KASHDAN(rr12, [[9]])).toEqual([[22]]);
    expect(KASHDAN(rr12, [[10]])).toEqual([[21]]);
    expect(WINS(rr12, [[1]])).toEqual([[4]]); // Ali: wins against 6, 8, 10, 12
    // Ali and Veli (7½ each) drew their game: ½ each
    expect(DIRECT_ENCOUNTER(rr12, [[1]])).toEqual([[0.5]]);
  });

  it('PROGRESSIVE with cuts on the Kademeli card (16½, 15½, 14½, 13)', () => {
    // the card's player is row 1; opponents 2…8 are stand-ins whose rows mirror the card
    const card = k.progressive.card;
    const rows: any[][] = [card.map((c: any, i: number) => (c.result === '+' ? `${i + 2}+` : `${i + 2}${c.colour}${RES[c.result]}`))];
    card.forEach((c: any, i: number) => {
      const mirror: Record<string, string> = { '1': '0', '0': '1', '1/2': '½', '+': '-' };
      const row = card.map(() => '');
      row[i] = c.result === '+' ? '1-' : `1${c.colour === 'w' ? 'b' : 'w'}${mirror[c.result]}`;
      rows.push(row);
    });
    expect(PROGRESSIVE(rows, [[1]], 0, 'swiss')).toEqual([[16.5]]);
    expect(PROGRESSIVE(rows, [[1]], 1, 'swiss')).toEqual([[15.5]]);
    expect(PROGRESSIVE(rows, [[1]], 2, 'swiss')).toEqual([[14.5]]);
    expect(PROGRESSIVE(rows, [[1]], 3, 'swiss')).toEqual([[13]]);
  });

  it('ARO from a rating column: 2410.78 and, cut 1, 2444.75 (the book prints 2448.8)', () => {
    const ratings = fixture('tiebreak-sener.json').rating_average.opponent_ratings_by_round as number[];
    const rows: any[][] = [['No', 'Ad', 'Elo', ...ratings.map((_, i) => String(i + 1))]];
    rows.push([1, 'X', 2000, ...ratings.map((_, i) => `${i + 2}${i % 2 ? 'b' : 'w'}½`)]);
    ratings.forEach((r, i) => rows.push([i + 2, `O${i + 2}`, r, ...ratings.map((_, j) => (j === i ? `1${i % 2 ? 'w' : 'b'}½` : ''))]));
    expect(ARO(rows, [[1]])[0][0]).toBeCloseTo(2410.78, 2);
    expect(ARO(rows, [[1]], 1)).toEqual([[2444.75]]);
    expect(ARO(rows, [[1]], 0, '2024')).toEqual([[2411]]);
  });

  it('ARO with an unrated opponent: left out by default, counted at the rating "unrated=R" gives', () => {
    // player 1 met 2 (2200), 3 (unrated), 4 (1800): left out (2200 + 1800) / 2 = 2000; at 1400, (2200 + 1400 + 1800) / 3 = 1800
    const rows: any[][] = [
      ['No', 'Ad', 'Elo', '1', '2', '3'],
      [1, 'A', 2000, '2w1', '3b½', '4w0'],
      [2, 'B', 2200, '1b0', '', ''],
      [3, 'C', '', '', '1w½', ''],
      [4, 'D', 1800, '', '', '1b1'],
    ];
    expect(ARO(rows, [[1]], 0, '2024')).toEqual([[2000]]);
    expect(ARO(rows, [[1]], 0, '2024 unrated=1400')).toEqual([[1800]]);
    expect(() => ARO(rows, [[1]], 0, '2024 unrated=low')).toThrow(/unknown word "unrated=low"/);
  });

  it('TEAM_OKM and TEAM_SB: C 88 and 376.5 (book 385.5, its round-8 cell is 45 for 4 × 9), D 95 and 400', () => {
    const teams = fixture('tiebreak-teams.json');
    const rows = teams.teams.map((t: any) => t.rounds.map((r: any) => `${r.opponent} ${String(r.board_points).replace('.5', '½')}`));
    expect(TEAM_OKM(rows, [[3]])).toEqual([[88]]);
    expect(TEAM_OKM(rows, [[4]])).toEqual([[95]]);
    expect(TEAM_SB(rows, [[4]], 8)).toEqual([[400]]);
    expect(TEAM_SB(rows, [[3]])).toEqual([[376.5]]);
    expect(TEAM_OKM(rows)).toHaveLength(22);
  });
});

describe('team tie-breaks by code (TEAM_TIEBREAK)', () => {
  const teams = fixture('tiebreak-teams.json');
  const rows = [['No', 'Team', ...teams.teams[0].rounds.map((_: any, i: number) => i + 1)],
    ...teams.teams.map((t: any) => [t.no, t.team, ...t.rounds.map((r: any) => `${r.opponent} ${String(r.board_points).replace('.5', '½')}`)])];

  it('MP, BP, OKM, TSB as printed / recomputed for A, C and D (headings and team names read)', () => {
    expect(TEAM_TIEBREAK('MP', rows, [[1]])).toEqual([[17]]);
    expect(TEAM_TIEBREAK('BP', rows, [[1]])).toEqual([[48.5]]);
    expect(TEAM_TIEBREAK('OKM', rows, [[3]])).toEqual([[88]]);
    expect(TEAM_TIEBREAK('tsb', rows, [[4]])).toEqual([[400]]);
    expect(TEAM_TIEBREAK('MP', rows).map((r) => r[0])).toEqual(teams.teams.map((t: any) => t.printed_mp));
  });

  it('BERLIN from board results in brackets: 2 boards, A beats B on board 1 and loses board 2 (2 × 1 + 1 × 0 = 2), B 1', () => {
    expect(TEAM_TIEBREAK('BERLIN', [['2 1 [1 0]'], ['1 1 [0 1]']])).toEqual([[2], [1]]);
  });

  it('BERLIN without board results, an unknown code: #VALUE! with the reason', () => {
    expectError(() => TEAM_TIEBREAK('BERLIN', rows, [[1]]), /Berliner Wertung needs the board results/);
    expectError(() => TEAM_TIEBREAK('XYZ', rows, [[1]]), /^code: "XYZ" is not a team tie-break/);
  });
});

describe('explain cards add up (every code, not only Buchholz)', () => {
  it('LECH for Şahin: 10 + 15 + 15 + 15 + 10 + 12½ + 12½ = 90', () => {
    const card = TIEBREAK('LECH', TABLO1, [[1]], 'explain');
    expect(card.slice(1, -1).map((r) => r[3])).toEqual([10, 15, 15, 15, 10, 12.5, 12.5]);
    expect(card[card.length - 1][3]).toBe(90);
  });
});

describe('bad input is #VALUE! naming the place', () => {
  it('ARO, TPR, APRO on a crosstable without a rating column name the missing column (not 0)', () => {
    expectError(() => ARO(TABLO1, [[1]]), /ARO needs the players' ratings.*"Rating" column/);
    expectError(() => ARO(TABLO1), /"Rating" column/);
    expectError(() => TIEBREAK('TPR', TABLO1, [[1]]), /TPR needs the players' ratings.*"Rating" column/);
    expectError(() => TIEBREAK('APRO', TABLO1, [[1]]), /"Rating" column/);
    expectError(() => ARO(TABLO1, [[1]], 0, 'ukd'), /"UKD" column/);
  });

  it('an unknown opponent, a one-sided game, a result that does not mirror', () => {
    expectError(() => BUCHHOLZ([['2w1'], ['1b0'], ['9w1']]), /^crosstable A3: unknown opponent 9/);
    expectError(() => BUCHHOLZ([['2w1'], ['3b0'], ['2w1']]), /^crosstable A1: player 1 meets 2 in round 1, but A2/);
    expectError(() => BUCHHOLZ([['2w1'], ['1b½']]), /^crosstable A1: result 1 of player 1 does not mirror ½/);
  });

  it('cell names are the sheet addresses when Excel gives the range address', () => {
    expect(originOf("'Tablo 1'!$C$5:$I$22")).toEqual({ row: 4, column: 2 });
    expectError(() => BUCHHOLZ([['2w1'], ['1bx'], ['T']], undefined, undefined, { parameterAddresses: ['Sheet1!C5:C7'] }), /^crosstable C6: "1bx" is not a round cell/);
    expectError(() => TIEBREAK('BH', [['2w1'], ['1bx'], ['T']], undefined, undefined, { parameterAddresses: ['Sheet1!A1', 'Sheet1!D10:D12'] }), /^crosstable D11:/);
  });

  it('a bad player number, an unknown code, an unknown option', () => {
    expectError(() => BUCHHOLZ(TABLO1, [[19]]), /^player: "19" is not a pairing number \(1 to 18\)/);
    expectError(() => BUCHHOLZ(TABLO1, [[2.5]]), /not a pairing number/);
    expectError(() => TIEBREAK('XYZ', TABLO1, [[1]]), /unknown tie-break "XYZ"/);
    expectError(() => BUCHHOLZ(TABLO1, [[1]], 'fast'), /options: unknown word "fast"/);
    expectError(() => BUCHHOLZ(TABLO1, undefined, 'explain'), /explain: give the one player number/);
  });
});
