/**
 * The three worked examples of the documents load into the model, go out to TRF and come back identical,
 * break no absolute criterion, and give the score groups and colours the book's cards print.
 */
import { describe, expect, it } from 'vitest';
import { loadExample } from '../helpers/examples';
import { readTrf, sortBoards } from '../../engine/trf/read';
import { writeTrf } from '../../engine/trf/write';
import { checkAbsoluteCriteria } from '../../engine/check/absolute';
import { colourHistory, colourPreference, playerRounds, scoreAfter } from '../../engine/model/history';
import type { Tournament } from '../../engine/model/types';

/**
 * TRF-16 records neither board numbers nor the order of byes: compare with boards in the FIDE order
 * (`sortBoards`) and byes by pairing number; everything else must come back as it went out.
 */
const strip = (t: Tournament) => {
  const c: Tournament = structuredClone({ ...t, trfOrder: undefined, trfTags: undefined });
  sortBoards(c);
  for (const r of c.rounds) r.unpaired.sort((a, b) => a.player - b.player);
  return { ...c, players: c.players.map((p) => ({ ...p, trfPoints: undefined, trfRank: undefined })) };
};

function groups(t: Tournament, after: number): Record<string, number[]> {
  const out: Record<string, number[]> = {};
  for (const [no, prs] of playerRounds(t)) (out[String(scoreAfter(prs, after))] ??= []).push(no);
  for (const k of Object.keys(out)) out[k].sort((a, b) => a - b);
  return out;
}

/** Colours as the book's cards write them: B = Beyaz (white), S = Siyah (black), unplayed rounds left out. */
const card = (t: Tournament, no: number, upTo?: number) =>
  colourHistory((playerRounds(t).get(no) ?? []).slice(0, upTo)).map((c) => (c === 'w' ? 'B' : 'S')).join('');

describe.each(['dutch', 'lim', 'dubov'] as const)('%s example', (name) => {
  const t = loadExample(name);
  it('exports to TRF and imports back identical', () => {
    const text = writeTrf(t);
    const back = readTrf(text, `${name}.trf`);
    expect(strip(back)).toEqual(strip({ ...t, info: { name: `${name} example` } }));
    expect(writeTrf(back)).toBe(text);
  });
  it('breaks no absolute criterion (hakem check)', () => {
    expect(checkAbsoluteCriteria(t)).toEqual([]);
  });
});

describe('Dutch example: the book\'s cards (001, "Isvicre Sistemi (Dutch) Eslendirme Ornegi")', () => {
  const t = loadExample('dutch');
  it('score groups before round 2 ("Birinci tur sonunda olusan puan gruplari")', () => {
    expect(groups(t, 1)).toEqual({ '1': [1, 3, 7, 10, 16, 17], '0.5': [4, 5, 6, 12, 13, 14], '0': [2, 8, 9, 11, 15] });
  });
  it('colours on the round-2 cards: 1 9 B, 10 2 B, 4 12 S, 5 13 B, 2 10 S, 17 T -', () => {
    expect([1, 3, 7, 10, 16].map((p) => card(t, p, 1))).toEqual(['B', 'B', 'B', 'B', 'B']);
    expect([4, 6, 13].map((p) => card(t, p, 1))).toEqual(['S', 'S', 'S']);
    expect([5, 12, 14].map((p) => card(t, p, 1))).toEqual(['B', 'B', 'B']);
    expect([2, 8, 9, 11, 15].map((p) => card(t, p, 1))).toEqual(['S', 'S', 'S', 'S', 'S']);
    expect(card(t, 17, 1)).toBe(''); // the bye is colourless
  });
  it('score groups before round 3 (walkthrough: 2 {1,3,17}, 1.5 {4,13}, 1 {2,5,6,7,8,10,15,16}, 1/2 {12,14}, 0 {9,11})', () => {
    expect(groups(t, 2)).toEqual({ '2': [1, 3, 17], '1.5': [4, 13], '1': [2, 5, 6, 7, 8, 10, 15, 16], '0.5': [12, 14], '0': [9, 11] });
  });
  it('round-3 cards of the 1-point group: 5 "13 B 6 S", 6 "14 S 5 B", 7 "15 B 17 S", 8 "16 S 11 B", 10 "2 B 1 B", 15 "7 S -", 16 "8 B 3 B"', () => {
    expect(card(t, 5, 2)).toBe('BS');
    expect(card(t, 6, 2)).toBe('SB');
    expect(card(t, 7, 2)).toBe('BS');
    expect(card(t, 8, 2)).toBe('SB');
    expect(card(t, 10, 2)).toBe('BB');
    expect(card(t, 15, 2)).toBe('S');
    expect(card(t, 16, 2)).toBe('BB');
  });
  it('colour preferences the walkthrough relies on: 10 and 16 must have black (BB); 1 and 3 both want white, so they are incompatible', () => {
    const pref = (no: number) => colourPreference(colourHistory((playerRounds(t).get(no) ?? []).slice(0, 2)));
    expect(pref(10)).toEqual({ colour: 'b', strength: 'absolute' });
    expect(pref(16)).toEqual({ colour: 'b', strength: 'absolute' });
    expect(pref(1)).toEqual({ colour: 'w', strength: 'mild' });
    expect(pref(3)).toEqual({ colour: 'w', strength: 'mild' });
  });
  it('score groups before round 4 (2.5 {1,4,13,17}, 2 {3,16}, 1.5 {5,6,7,8,10,15}, 1 {2,11}, 1/2 {12,14}; 9 on 0)', () => {
    expect(groups(t, 3)).toEqual({ '2.5': [1, 4, 13, 17], '2': [3, 16], '1.5': [5, 6, 7, 8, 10, 15], '1': [2, 11], '0.5': [12, 14], '0': [9] });
  });
  it('the double forfeit 9-14 of round 3 gives neither player a colour (unplayed rounds are colourless)', () => {
    expect(card(t, 9, 3)).toBe('SS');
    expect(card(t, 14, 3)).toBe('BS');
  });
});

describe('Lim example: score groups before round 3 (walkthrough: 2 {1,2}; 1.5 {5,6,11,15}; 1 {7,10,12,13,14}; 1/2 {8,9}; 0 {3,4})', () => {
  it('matches', () => {
    expect(groups(loadExample('lim'), 2)).toEqual({ '2': [1, 2], '1.5': [5, 6, 11, 15], '1': [7, 10, 12, 13, 14], '0.5': [8, 9], '0': [3, 4] });
  });
});
