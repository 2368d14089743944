/**
 * The match in the model and the TRF dialect (two TRF rounds per match, `192 FIDE_DOUBLESWISS`): per-game scores,
 * forfeited matches, byes, refusal of a match whose two columns disagree.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readTrf } from '../../engine/trf/read';
import { DEFAULT_VALUES, derivePlayers, MatchError, matchToPair, readMatches } from '../../engine/pairing/double-swiss/matches';
import { pairDoubleSwiss } from '../../engine/pairing/double-swiss/index';
import { writeDoubleSwissTrf } from '../../engine/pairing/double-swiss/trf';
import type { Game, Round, SideResult, Tournament } from '../../engine/model/types';
import { serialise } from '../../cli/io';
import { readdirSync } from 'node:fs';

const dir = join(__dirname, '../oracle/double-swiss-c045');
const read = (f: string) => readTrf(readFileSync(join(dir, 'rounds', f), 'utf8'), f);

/** A tiny event in the model: each match as [white in game 1, black, result of game 1 and game 2 for White]. */
function event(n: number, matches: Array<Array<[number, number, SideResult, SideResult]>>): Tournament {
  const opp: Record<string, SideResult> = { '1': '0', '0': '1', '=': '=', '+': '-', '-': '+' };
  const rounds: Round[] = [];
  matches.forEach((ms, i) => {
    const g1: Game[] = ms.map(([w, b, r1]) => ({ white: w, black: b, whiteResult: r1, blackResult: opp[r1] }));
    const g2: Game[] = ms.map(([w, b, , r2]) => ({ white: b, black: w, whiteResult: opp[r2], blackResult: r2 }));
    rounds.push({ number: 2 * i + 1, games: g1, unpaired: [] }, { number: 2 * i + 2, games: g2, unpaired: [] });
  });
  return { info: {}, totalRounds: 10, players: Array.from({ length: n }, (_, i) => ({ no: i + 1, name: `P${i + 1}` })), rounds, otherLines: ['192 FIDE_DOUBLESWISS'] };
}

describe('scores per game, as the files declare them', () => {
  it('every player of every oracle file: the derived score equals the points column (byes: U 1½, H 1, F 2, Z 0)', () => {
    const files = readFileSync(join(dir, 'expected.jsonl'), 'utf8').trim().split('\n').map((l) => JSON.parse(l).trf.replace('rounds/', '') as string);
    let checked = 0;
    for (const f of files) {
      const t = read(f);
      const ms = readMatches(t);
      const ps = derivePlayers(t, ms, matchToPair(ms), DEFAULT_VALUES);
      for (const p of t.players) { expect(ps.get(p.no)!.score, `${f} player ${p.no}`).toBe(Number(p.trfPoints)); checked++; }
    }
    expect(checked).toBeGreaterThan(20000);
  });
});

describe('forfeits (Preface)', () => {
  it('a forfeited match (one player forfeits both games) is no meeting: the two may meet again', () => {
    // match 1: 2 forfeits both games against 1 → 1 scores 2, 2 scores 0; no meeting ([C1]), no colour (1.6)
    const t = event(2, [[[1, 2, '+', '+']]]);
    const ps = derivePlayers(t, readMatches(t), 2, DEFAULT_VALUES);
    expect(ps.get(1)!.score).toBe(2);
    expect(ps.get(1)!.met.size).toBe(0);
    expect(ps.get(1)!.colours).toEqual([]);
    expect(ps.get(1)!.pabBarred).toBe(true); // [C2]: won a match by forfeit
    const out = pairDoubleSwiss(t);
    expect(out.ok && out.pairing.boards).toEqual([{ white: 1, black: 2 }]); // 4.3.1: HRP 1, odd TPN, initial White
  });
  it('each player forfeiting one game is a meeting (no colour): a second match is impossible, reported (3.3.3)', () => {
    const t = event(2, [[[1, 2, '+', '-']]]);
    const ps = derivePlayers(t, readMatches(t), 2, DEFAULT_VALUES);
    expect(ps.get(1)!.score).toBe(1);
    expect([...ps.get(1)!.met]).toEqual([2]);
    expect(ps.get(1)!.colours).toEqual([]);
    const out = pairDoubleSwiss(t);
    expect(out.ok).toBe(false);
    if (!out.ok) expect(out.reason.en).toMatch(/3\.3\.3/);
    // the other reading (note 9 row 11, CP): no meeting, so the two may meet again; the explanation names it
    const other = pairDoubleSwiss(t, { oneEach: 'no-meeting' });
    expect(other.ok).toBe(true);
    expect(JSON.stringify(other.explanation)).toMatch(/each forfeiting one game no-meeting/);
  });
  it('a single forfeited game with the other played: a meeting, game-1 colour kept, ½-0 games scored per game', () => {
    const t = event(2, [[[1, 2, '+', '=']]]);
    const ps = derivePlayers(t, readMatches(t), 2, DEFAULT_VALUES);
    expect(ps.get(1)!.score).toBe(1.5);
    expect(ps.get(2)!.score).toBe(0.5);
    expect(ps.get(1)!.colours).toEqual(['w']);
    expect(ps.get(2)!.colours).toEqual(['b']);
  });
});

/** Sets TRF round `r` of `player`'s 001 line (columns 92+10(r-1) to 99+10(r-1)) to `cell` (8 characters). */
function setCell(text: string, player: number, r: number, cell: string): string {
  return text.split('\n').map((l) => {
    if (!l.startsWith('001') || Number(l.slice(4, 8)) !== player) return l;
    const at = 91 + 10 * (r - 1);
    return l.slice(0, at) + cell + l.slice(at + 8);
  }).join('\n');
}

describe('incomplete matches', () => {
  it('a game of an earlier match without a result: refused, naming the player and the match', () => {
    const t = event(4, [[[1, 3, '1', '1'], [2, 4, '=', '=']]]);
    t.rounds[1].games[0] = { ...t.rounds[1].games[0], whiteResult: '', blackResult: '' };
    expect(() => pairDoubleSwiss(t)).toThrow(/player 1: match 1 \(TRF rounds 1 and 2\) has a game without a result/);
  });
});

describe('forbidden pairs (XXP)', () => {
  it('two players the arbiter keeps apart are not paired: 1-3 2-4 becomes 1-4 2-3', () => {
    // 4 players, no history: 3.6 gives 1-3 2-4; with 1 and 3 kept apart the first identifier left is 1 2 4 3
    const t: Tournament = { ...event(4, []), forbidden: [[1, 3]] };
    const out = pairDoubleSwiss(t);
    expect(out.ok && out.pairing.boards.map((b) => [b.white, b.black].sort((x, y) => x - y).join('-')).sort()).toEqual(['1-4', '2-3']);
  });
});

describe('the TRF dialect', () => {
  const text = readFileSync(join(dir, 'rounds/ev0001-r03.trf'), 'utf8');
  it('refuses a match whose two columns name different opponents, naming the player and the TRF rounds', () => {
    // match 1 is 2-9 and 3-10; rewrite game 2 as 2-10 and 9-3 (each column consistent on its own, so TRF accepts it)
    const bad = setCell(setCell(setCell(setCell(text, 2, 2, '  10 w 1'), 10, 2, '   2 b 0'), 9, 2, '   3 w 0'), 3, 2, '   9 b 1');
    expect(bad).not.toBe(text);
    expect(() => pairDoubleSwiss(readTrf(bad, 'bad.trf'))).toThrow(MatchError);
    expect(() => pairDoubleSwiss(readTrf(bad, 'bad.trf'))).toThrow(/player 2 .*match 1 = TRF rounds 1 and 2/);
  });
  it('refuses colours not reversed and a bye in one column only', () => {
    // player 2's game 2 against 9: both with the colours of game 1
    const same = setCell(setCell(text, 2, 2, '   9 b 1'), 9, 2, '   2 w 0');
    expect(() => pairDoubleSwiss(readTrf(same, 'same.trf'))).toThrow(/player 2 .*not reversed/);
    // player 1: H in both columns of match 1 → H and Z
    const differ = setCell(text, 1, 2, '0000 - Z');
    expect(() => pairDoubleSwiss(readTrf(differ, 'differ.trf'))).toThrow(/player 1 .*different byes/);
    // player 17: U in match 1's first column; give it a game in the second column instead
    const half = setCell(setCell(text, 17, 2, '  13 w 1'), 13, 2, '  17 b 0');
    expect(() => pairDoubleSwiss(readTrf(half, 'half.trf'))).toThrow(/bye in one column only/);
  });
  it('without 192 the file is read the same way under --system double-swiss, and the explanation says so', () => {
    const plain = text.replace(/^192 [^\n]*\n/m, ''); // `.` stops at the files' \r
    expect(plain).not.toBe(text);
    const a = pairDoubleSwiss(readTrf(text, 'a.trf'));
    const b = pairDoubleSwiss(readTrf(plain, 'b.trf'));
    expect(b.ok && a.ok && b.pairing).toEqual(a.ok && a.pairing);
    expect(JSON.stringify(b.explanation)).toMatch(/no \\"192 FIDE_DOUBLESWISS\\" line/);
    expect(JSON.stringify(a.explanation)).not.toMatch(/no \\"192 FIDE_DOUBLESWISS\\" line/);
  });
  it('192 FIDE_DOUBLESWISS_BAKU is refused (acceleration not implemented), never paired without it', () => {
    const baku = text.replace('192 FIDE_DOUBLESWISS', '192 FIDE_DOUBLESWISS_BAKU');
    expect(() => pairDoubleSwiss(readTrf(baku, 'baku.trf'))).toThrow(/asks for the Baku acceleration \(192 FIDE_DOUBLESWISS_BAKU\), which double-swiss does not apply/);
  });
  it('writes the dialect back: 192 line, points as Double-Swiss scores, and it reads back to the same pairing', () => {
    const t = readTrf(text, 'a.trf');
    const out = writeDoubleSwissTrf(t);
    expect(out).toMatch(/^192 FIDE_DOUBLESWISS$/m);
    const back = readTrf(out, 'back.trf');
    for (const p of back.players) expect(p.trfPoints).toBe(t.players.find((q) => q.no === p.no)!.trfPoints);
    expect(pairDoubleSwiss(back)).toEqual(pairDoubleSwiss(t));
  });
  it('every oracle file round-trips through the TRF writer (convert), line endings aside', () => {
    for (const f of readdirSync(join(dir, 'rounds'))) {
      const text = readFileSync(join(dir, 'rounds', f), 'utf8');
      expect(serialise(readTrf(text, f), 'trf'), f).toBe(text.replace(/\r\n/g, '\n'));
    }
  });
});
