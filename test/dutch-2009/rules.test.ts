/**
 * The rules of section 1.1 (003_478d339ffdb53f5b.txt) one by one, each expected value worked out by
 * hand from the rule's text.
 */
import { describe, expect, it } from 'vitest';
import type { Colour } from '../../engine/model/types';
import { buildTournament } from '../../engine/model/build';
import { dutch2009, transpositionsD1, exchangesD2, computeX, allowedColours, playerStates, initialOrder } from '../../engine/pairing/dutch-2009/index';
import { preferenceA7, countedPreference } from '../../engine/pairing/dutch-2009/colourPreference';
import { allocateColours } from '../../engine/pairing/dutch-2009/colours';
import type { PlayerState } from '../../engine/pairing/dutch-2009/rank';
import type { CriteriaContext } from '../../engine/pairing/dutch-2009/criteria';
import { writeTrf } from '../../engine/trf/write';
import { run } from '../../cli/main';
import { memoryIO } from '../helpers/io';

const cols = (s: string) => [...s].map((c) => (c === 'B' ? 'w' : 'b')) as Colour[]; // the book's letters: B = beyaz, S = siyah

describe('A.2 ranking', () => {
  it('before round 1: rating, then title in the book\'s order GM-IM-WGM-WIM-FM-CM-WFM-WCM, then name', () => {
    const players = [
      { no: 10, name: 'Emel', title: 'FM', rating: 2310 }, { no: 11, name: 'Türkan', title: 'WIM', rating: 2310 },
      { no: 12, name: 'Elif', title: 'WFM', rating: 2310 }, { no: 5, name: 'Erdoğan', title: 'IM', rating: 2420 },
      { no: 6, name: 'Emine', title: 'WGM', rating: 2420 }, { no: 17, name: 'Selçuk', rating: 2140 }, { no: 16, name: 'Rahime', title: 'WCM', rating: 2140 },
    ];
    // By the title rule WIM Türkan ranks before FM Emel; the book's list numbers them the other way round (10 Emel, 11 Türkan).
    // Pairing uses the published pairing numbers; 10 and 11 never share a score group in the example, so nothing depends on it.
    expect(initialOrder(players).map((p) => p.no)).toEqual([5, 6, 11, 10, 12, 16, 17]);
  });
});

describe('D.1 transpositions', () => {
  it('S2 = 5, 6, 7, 8: the numbers made of the digits 5-8 in increasing order (the book\'s hint)', () => {
    const all = [...transpositionsD1([5, 6, 7, 8])].map((p) => p.join(''));
    expect(all.slice(0, 8)).toEqual(['5678', '5687', '5768', '5786', '5867', '5876', '6578', '6587']);
    expect(all).toHaveLength(24);
    expect(all[23]).toBe('8765');
  });
});

describe('D.2 exchanges', () => {
  const num = (s1: number, ex: { out: number[]; in: number[] }) => ({ out: ex.out.map((i) => i + 1), in: ex.in.map((j) => s1 + j + 1) });

  it('one player, S1 = 1-4, S2 = 5-8: a) 4-5 b) 4-6 c) 3-5 d) 4-7 e) 3-6 f) 2-5 g) 3-7 h) 2-6 i) 2-7 (the book\'s matrix)', () => {
    const inMatrix = [...exchangesD2(4, 4)].map((e) => num(4, e)).filter((e) => e.out.length === 1 && e.out[0] >= 2 && e.in[0] <= 7);
    expect(inMatrix.map((e) => `${e.out[0]}-${e.in[0]}`)).toEqual(['4-5', '4-6', '3-5', '4-7', '3-6', '2-5', '3-7', '2-6', '2-7']);
  });

  it('two players: j) 3+4/5+6 k) 3+4/5+7 l) 2+4/5+6 m) 3+4/6+7 n) 2+4/5+7 o) 2+3/5+6 p) 2+4/6+7 q) 2+3/5+7 r) 2+3/6+7', () => {
    const two = [...exchangesD2(4, 4)].map((e) => num(4, e)).filter((e) => e.out.length === 2 && e.out.every((i) => i >= 2) && e.in.every((j) => j <= 7));
    expect(two.map((e) => `${e.out.join('+')}/${e.in.join('+')}`)).toEqual(['3+4/5+6', '3+4/5+7', '2+4/5+6', '3+4/6+7', '2+4/5+7', '2+3/5+6', '2+4/6+7', '2+3/5+7', '2+3/6+7']);
  });

  it('all one-player exchanges come before any two-player exchange, ordered by difference', () => {
    const list = [...exchangesD2(4, 4)];
    const firstTwo = list.findIndex((e) => e.out.length === 2);
    expect(list.slice(0, firstTwo).every((e) => e.out.length === 1)).toBe(true);
    expect(list.slice(firstTwo).every((e) => e.out.length >= 2)).toBe(true);
    const diffs = list.slice(0, firstTwo).map((e) => e.difference);
    expect(diffs).toEqual([...diffs].sort((a, b) => a - b));
  });

  it('odd bracket of 7 (S1 = 1-3, S2 = 4-7): the same matrix with every number one lower, and no exchange of S1\'s two top players', () => {
    const list = [...exchangesD2(3, 4)].map((e) => num(3, e));
    const one = list.filter((e) => e.out.length === 1 && e.in[0] <= 6).map((e) => `${e.out[0]}-${e.in[0]}`);
    expect(one).toEqual(['3-4', '3-5', '2-4', '3-6', '2-5', '1-4', '2-6', '1-5', '1-6']);
    const two = list.filter((e) => e.out.length === 2);
    expect(two.some((e) => e.out[0] === 1 && e.out[1] === 2)).toBe(false);
    expect(two.filter((e) => e.in.every((j) => j <= 6)).map((e) => `${e.out.join('+')}/${e.in.join('+')}`).slice(0, 3)).toEqual(['2+3/4+5', '2+3/4+6', '1+3/4+5']);
  });
});

describe('A.7 colour preferences and A.8 x', () => {
  it('absolute after two equal colours or a difference beyond ±1, strong at ±1, mild at 0 (opposite of the last game)', () => {
    expect(preferenceA7(cols('BB'))).toEqual({ colour: 'b', strength: 'absolute' });
    expect(preferenceA7(cols('SBS'))).toEqual({ colour: 'w', strength: 'strong' });
    expect(preferenceA7(cols('B'))).toEqual({ colour: 'b', strength: 'strong' });
    expect(preferenceA7(cols('BS'))).toEqual({ colour: 'w', strength: 'mild' });
    expect(preferenceA7(cols('SB'))).toEqual({ colour: 'b', strength: 'mild' });
    expect(preferenceA7([])).toEqual({ strength: 'none' });
  });

  it('B.2: after BB only black is allowed; after BSBB only black (difference +2); after SBS both', () => {
    expect(allowedColours(cols('BB'))).toEqual(['b']);
    expect(allowedColours(cols('BSBB'))).toEqual(['b']);
    expect(allowedColours(cols('SBS'))).toEqual(['w', 'b']);
  });

  it('A.8: b > w gives x = b - q, otherwise x = w - q (the book\'s round-2 groups)', () => {
    // 1-point group: 1, 3, 7, 10, 16 want black, 17 has none: b = 5, q = 3
    expect(computeX(['b', 'b', 'b', 'b', 'b', 'any'])).toEqual({ x: 2, w: 0, b: 5, q: 3 });
    // ½-point group: three want white, three black
    expect(computeX(['w', 'b', 'w', 'b', 'w', 'b']).x).toBe(0);
    // 0-point group: five want white, q = 3
    expect(computeX(['w', 'w', 'w', 'w', 'w']).x).toBe(2);
  });

  it('A.7.e: in an even round a mild preference is counted as the colour that lowers x; in an odd round it counts as it is', () => {
    const mild = preferenceA7(cols('SB')); // mild black
    expect(countedPreference(mild, 4)).toBe('any');
    expect(countedPreference(mild, 3)).toBe('b');
    // round 4 remainder {7, 8, 10, 15}: 7 and 10 black, 8 white, 15 mild black → x = 0 (b - q would be 3 - 2 = 1 without A.7.e)
    expect(computeX(['b', 'w', 'b', countedPreference(mild, 4)]).x).toBe(0);
    expect(computeX(['b', 'w', 'b', countedPreference(mild, 3)]).x).toBe(1);
  });

  it('F.2/F.3: a forfeited game is colourless — SBB-S reads as SBBS (mild white), and a forfeit is no meeting', () => {
    const t = buildTournament({
      players: [1, 2, 3, 4, 5, 6].map((no) => ({ no, name: `P${no}`, rating: 2000 - no })),
      rounds: [
        { round: 1, games: [{ white: 2, black: 1, result: '1-0' }, { white: 3, black: 4, result: '1-0' }, { white: 5, black: 6, result: '1-0' }] },
        { round: 2, games: [{ white: 1, black: 3, result: '1-0' }, { white: 4, black: 5, result: '1-0' }, { white: 6, black: 2, result: '1-0' }] },
        { round: 3, games: [{ white: 1, black: 4, result: '1-0' }, { white: 2, black: 5, result: '1-0' }, { white: 3, black: 6, result: '1-0' }] },
        { round: 4, games: [{ white: 1, black: 6, result: '+--' }, { white: 2, black: 3, result: '1-0' }, { white: 5, black: 4, result: '1-0' }] },
        { round: 5, games: [{ white: 5, black: 1, result: '0-1' }, { white: 4, black: 2, result: '1-0' }, { white: 6, black: 3, result: '1-0' }] },
      ],
    });
    const one = playerStates(t, 6).find((s) => s.no === 1)!;
    expect(one.colours.join('')).toBe('bwwb');
    expect(one.pref).toEqual({ colour: 'w', strength: 'mild' });
    expect(one.opponents.has(6)).toBe(false);
    expect(one.byeAllowed).toBe(false); // the forfeit win in round 4 is a point without playing (B.1.b)
    expect(one.score).toBe(4); // 0 + 1 + 1 + 1 (forfeit) + 1
  });
});

describe('E colour allocation', () => {
  const ctx: CriteriaContext = { round: 5, lastRoundRule: false, half: () => false };
  const state = (no: number, score: number, history: string, rank: number): PlayerState => {
    const colours = cols(history);
    const pref = preferenceA7(colours);
    return { no, player: { no, name: `P${no}` }, score, colours, colourDiff: 0, pref, counted: countedPreference(pref, 5), allowed: allowedColours(colours), lastFloat: null, prevFloat: null, opponents: new Set(), byeAllowed: true, rank };
  };

  it('E.1: different preferences are both granted', () => {
    const d = allocateColours(state(1, 2, 'SB', 0), state(2, 2, 'BS', 1), ctx, 'w');
    expect([d.white.no, d.black.no, d.rule]).toEqual([2, 1, 'E.1']);
  });

  it('E.2: the stronger preference wins (strong white over mild white)', () => {
    // 1: B S (mild white), 2: S B S (difference -1, strong white)
    const d = allocateColours(state(1, 2, 'BS', 0), state(2, 2, 'SBS', 1), ctx, 'w');
    expect([d.white.no, d.black.no, d.rule]).toEqual([2, 1, 'E.2']);
  });

  it('E.3: both mild black; going back from the last game, they first differ three games back where 1 had black, so 1 now gets white', () => {
    // 1: B S S B, 2: S B S B — last game both B(white), two back both S, three back 1 S and 2 B
    const d = allocateColours(state(1, 2, 'BSSB', 0), state(2, 2, 'SBSB', 1), ctx, 'w');
    expect([d.white.no, d.black.no, d.rule]).toEqual([1, 2, 'E.3']);
  });

  it('E.4: same preference, same history: the higher-ranked player gets his preference', () => {
    const d = allocateColours(state(2, 2, 'SB', 1), state(1, 2, 'SB', 0), ctx, 'w');
    expect([d.white.no, d.black.no, d.rule]).toEqual([2, 1, 'E.4']);
  });

  it('B.2 decides before any E rule: after B B the player gets black', () => {
    // 1: B B (must have black), 2: B S B (strong black)
    const d = allocateColours(state(1, 2, 'BB', 0), state(2, 2, 'BSB', 1), ctx, 'w');
    expect([d.white.no, d.black.no, d.rule]).toEqual([2, 1, 'B.2']);
  });

  it('E.5: round 1 with black drawn for player 1: 1 black, 2 white, 3 black …', () => {
    const t = buildTournament({ players: [1, 2, 3, 4, 5, 6].map((no) => ({ no, name: `P${no}`, rating: 2000 - no })), firstColour: 'b' });
    const out = dutch2009.pair(t);
    expect(out.ok && out.pairing.boards).toEqual([{ white: 4, black: 1 }, { white: 2, black: 5 }, { white: 6, black: 3 }]);
  });
});

describe('byes, absences and impossible rounds', () => {
  it('a player who has met everyone in his group and all others takes the bye; the others play (C.1, C.13)', () => {
    // R1: 1-2 1-0, 3 bye; R2: 1-3 1-0, 2 bye. Round 3: 1 (2 points) has met 2 and 3, so 2-3 play and 1 has the bye.
    // 2 and 3 both have S, same history: the higher-ranked 2 (same score, lower number) gets white (E.4).
    const t = buildTournament({
      players: [1, 2, 3].map((no) => ({ no, name: `P${no}`, rating: 2000 - no })),
      rounds: [
        { round: 1, bye: 3, games: [{ white: 1, black: 2, result: '1-0' }] },
        { round: 2, bye: 2, games: [{ white: 1, black: 3, result: '1-0' }] },
      ],
    });
    const out = dutch2009.pair(t);
    expect(out.ok).toBe(true);
    if (!out.ok) return;
    expect(out.pairing.boards).toEqual([{ white: 2, black: 3 }]);
    expect(out.pairing.byes).toEqual([1]);
  });

  it('says clearly when no legal pairing exists, and why', () => {
    const t = buildTournament({
      players: [1, 2].map((no) => ({ no, name: `P${no}`, rating: 2000 - no })),
      rounds: [{ round: 1, games: [{ white: 1, black: 2, result: '1-0' }] }],
    });
    const out = dutch2009.pair(t);
    expect(out.ok).toBe(false);
    if (out.ok) return;
    expect(out.reason.en).toMatch(/no legal pairing exists/);
    expect(out.reason.en).toContain('B.1');
    expect(out.reason.tr).toMatch(/eşlendirme yok/);
  });

  it('rule 6 (option lastRoundExceptions): in the last round players on 50% may get a third colour running when nothing else pairs them', () => {
    // 1 and 2 had black twice, 3 and 4 white twice, all games drawn (everyone on 50%); 1 and 2 met 3 and 4.
    // Without the exception 1-2 (both must have white) and 3-4 (both must have black) break B.2: no pairing.
    const t = buildTournament({
      players: [1, 2, 3, 4].map((no) => ({ no, name: `P${no}`, rating: 2000 - no })),
      totalRounds: 3,
      rounds: [
        { round: 1, games: [{ white: 3, black: 1, result: '1/2-1/2' }, { white: 4, black: 2, result: '1/2-1/2' }] },
        { round: 2, games: [{ white: 4, black: 1, result: '1/2-1/2' }, { white: 3, black: 2, result: '1/2-1/2' }] },
      ],
    });
    const strict = dutch2009.pair(t);
    expect(strict.ok).toBe(false);
    const relaxed = dutch2009.pair(t, { lastRoundExceptions: true });
    expect(relaxed.ok).toBe(true);
    if (!relaxed.ok) return;
    const pairs = relaxed.pairing.boards.map((b) => [b.white, b.black].sort().join('-')).sort();
    expect(pairs).toEqual(['1-2', '3-4']);
    // not the last round: no exception even with the option
    expect(dutch2009.pair({ ...t, totalRounds: 5 }, { lastRoundExceptions: true }).ok).toBe(false);
    // the same from the command line
    const io = memoryIO({ 'son.trf': writeTrf(t) });
    return run(['pair', '--system', 'dutch-2009', 'son.trf'], io).then(async (code) => {
      expect(code).toBe(3);
      expect(io.stderr).toContain('no legal pairing');
      const io2 = memoryIO({ 'son.trf': writeTrf(t) });
      expect(await run(['pair', '--system', 'dutch-2009', 'son.trf', '--option', 'lastRoundExceptions=true'], io2)).toBe(0);
      expect(io2.stdout.split('\n')[0]).toBe('2');
    });
  });
});
