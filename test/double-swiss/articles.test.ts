/**
 * C.04.5 worked by hand, one deciding article at a time. Expected values come from the articles (quoted in the note
 * test/../shared rules c045-double-swiss.md, sections 4-6), with the reasoning written beside each case.
 */
import { describe, expect, it } from 'vitest';
import type { DsPlayer } from '../../engine/pairing/double-swiss/matches';
import { choosePab, identifier, pairRound, type DsOptions } from '../../engine/pairing/double-swiss/pairing';
import { matchColours } from '../../engine/pairing/double-swiss/colours';

type Spec = { score?: number; met?: number[]; barred?: boolean; played?: number; colours?: string; floated?: boolean };
function players(specs: Record<number, Spec>): Map<number, DsPlayer> {
  const ps = new Map<number, DsPlayer>();
  for (const [k, s] of Object.entries(specs)) {
    const no = Number(k);
    ps.set(no, { no, score: s.score ?? 0, met: new Set(s.met ?? []), pabBarred: !!s.barred, matchesPlayed: s.played ?? 0, colours: [...(s.colours ?? '')] as DsPlayer['colours'], floatedLast: !!s.floated });
  }
  // [C1] is symmetric: a meeting recorded on one side is recorded on both
  for (const p of ps.values()) for (const o of p.met) ps.get(o)?.met.add(p.no);
  return ps;
}
const all = (ps: Map<number, DsPlayer>) => [...ps.keys()].sort((a, b) => a - b);
const norm = (pairs: Array<[number, number]>) => pairs.map(([a, b]) => (a < b ? `${a}-${b}` : `${b}-${a}`)).sort();
const MID: DsOptions = { lastRound: false, c6: 'parity' };
const LAST: DsOptions = { lastRound: true, c6: 'parity' };

describe('3.6 the first pairing by identifier', () => {
  it("3.6.2's example: 11-24 16-6 10-9 8-4 has the identifier 4 6 9 11 8 16 10 24", () => {
    // tops are the smaller TPNs: 11, 6, 9, 4 → ascending 4 6 9 11; then their bottoms in that order: 8 16 10 24
    expect(identifier([[11, 24], [16, 6], [10, 9], [8, 4]])).toEqual([4, 6, 9, 11, 8, 16, 10, 24]);
  });
  it('with no history, 8 players pair 1-5 2-6 3-7 4-8 (the first half against the second), not 1-2 3-4', () => {
    // identifier 1 2 3 4 5 6 7 8 is the smallest possible: tops {1,2,3,4} (the smallest set), bottoms 5 6 7 8 in order
    const ps = players({ 1: {}, 2: {}, 3: {}, 4: {}, 5: {}, 6: {}, 7: {}, 8: {} });
    const r = pairRound(ps, all(ps), MID);
    expect(r.ok && norm(r.pairs)).toEqual(['1-5', '2-6', '3-7', '4-8']);
  });
  it('the set of top members is compared first: with 1 and 3 having met, 1-4 2-3 (1 2 4 3) beats 1-2 3-4 (1 3 2 4)', () => {
    const ps = players({ 1: { met: [3] }, 2: {}, 3: {}, 4: {} });
    const r = pairRound(ps, all(ps), MID);
    expect(r.ok && norm(r.pairs)).toEqual(['1-4', '2-3']);
  });
});

describe('3.4 the PAB', () => {
  it('lowest score first (3.4.2), then most matches played (3.4.3), then largest TPN (3.4.4); [C2] bars', () => {
    // 5 has the lowest score but had a PAB ([C2]); 3 and 4 tie on score 1; 3 played 2 matches, 4 one → 3
    const ps = players({ 1: { score: 2, played: 2 }, 2: { score: 2, played: 2 }, 3: { score: 1, played: 2 }, 4: { score: 1, played: 1 }, 5: { score: 0.5, barred: true } });
    expect(choosePab(ps, all(ps)).bye).toBe(3);
    // the same matches played: the larger TPN, 4
    ps.get(4)!.matchesPlayed = 2;
    expect(choosePab(ps, all(ps)).bye).toBe(4);
  });
  it('3.4.1: a player whose PAB leaves the others without a legal pairing is passed over', () => {
    // 1 has met 2 and 3. If 4 (lowest) takes the PAB, {1,2,3,5} still pairs (1-5, 2-3): 4 keeps it.
    const ps = players({ 1: { score: 2, met: [2, 3] }, 2: { score: 2 }, 3: { score: 1 }, 4: { score: 0 }, 5: { score: 3 } });
    // 4 out: {1,2,3,5}: 1 must meet 5; 2-3 → legal. So 4 keeps it: check the rule is not over-applied.
    expect(choosePab(ps, all(ps)).bye).toBe(4);
    ps.get(1)!.met.add(5); ps.get(5)!.met.add(1);
    // now 1 can only meet 4: every PAB but 1's and 4's must leave 1-4; 4 (lowest) would strand 1 → refused; next lowest 3
    const r = choosePab(ps, all(ps));
    expect(r.refused).toEqual([4]);
    expect(r.bye).toBe(3);
  });
});

describe('3.5 upfloaters', () => {
  it("3.5.4's nine sets: {2,6,1} is first in the order; with 1 illegal the next, {2,6,3}, is taken", () => {
    // 4, 7, 9 on 4 points have met one another: each needs an upfloater ([C4]: 3). 9 has met 2, 6, 8 and 1, so one
    // upfloater must come from 2½ ([C5]: two 3-point and one 2½-point upfloater, the note's example).
    // Sets in the order of 3.5.4: {2,6,1} {2,6,3} {2,6,5} {2,8,1} …; {2,6,1} leaves 9 no legal opponent.
    const ps = players({
      4: { score: 4, met: [7, 9] }, 7: { score: 4, met: [9] }, 9: { score: 4, met: [2, 6, 8, 1] },
      2: { score: 3 }, 6: { score: 3 }, 8: { score: 3 }, 1: { score: 2.5 }, 3: { score: 2.5 }, 5: { score: 2.5 },
      10: { score: 1 }, 11: { score: 1 }, 12: { score: 1 },
    });
    const r = pairRound(ps, all(ps), MID);
    if (!r.ok) throw new Error('no pairing');
    expect(r.brackets[0].upfloaters).toEqual([2, 6, 3]);
    // 3.6: tops {2,3,4} are possible (9 must meet 3, 4 cannot meet 7): 2-7 3-9 4-6
    expect(norm(r.brackets[0].pairs)).toEqual(['2-7', '3-9', '4-6']);
    // next: 8 alone on 3 takes the first 2½ player, 1; then 5 takes 10; then 11-12
    expect(norm(r.pairs)).toEqual(['1-8', '11-12', '2-7', '3-9', '4-6', '5-10']);
  });
  it("3.5.4's nine sets, one after another: each is taken once every set before it in the text's order is illegal", () => {
    // Residents 4, 7, 9 (4 points) have met one another; 9 has met 2, 6 and 8, so 9 needs the 2½-point upfloater and
    // 4 and 7 the two 3-point ones ([C5]: two 3-point and one 2½-point upfloater). A 2½ player is ruled out by having met
    // 9; a 3-point player by having met 4 and 7. The text lists the nine sets as below (3.5.4).
    const order: Array<{ set: number[]; met9?: number[]; metBoth?: number }> = [
      { set: [2, 6, 1] },
      { set: [2, 6, 3], met9: [1] },
      { set: [2, 6, 5], met9: [1, 3] },
      { set: [2, 8, 1], metBoth: 6 },
      { set: [2, 8, 3], metBoth: 6, met9: [1] },
      { set: [2, 8, 5], metBoth: 6, met9: [1, 3] },
      { set: [6, 8, 1], metBoth: 2 },
      { set: [6, 8, 3], metBoth: 2, met9: [1] },
      { set: [6, 8, 5], metBoth: 2, met9: [1, 3] },
    ];
    for (const o of order) {
      const both = o.metBoth !== undefined ? [o.metBoth] : [];
      const ps = players({
        4: { score: 4, met: [7, 9, ...both] }, 7: { score: 4, met: [9, ...both] }, 9: { score: 4, met: [2, 6, 8, ...(o.met9 ?? [])] },
        2: { score: 3 }, 6: { score: 3 }, 8: { score: 3 }, 1: { score: 2.5 }, 3: { score: 2.5 }, 5: { score: 2.5 },
        10: { score: 1 }, 11: { score: 1 }, 12: { score: 1 },
      });
      const r = pairRound(ps, all(ps), MID);
      expect(r.ok && r.brackets[0].upfloaters, JSON.stringify(o)).toEqual(o.set);
    }
  });
  it('[C7] prefers an upfloater who did not float last round, except in the last round (2.3.4)', () => {
    // 1 alone on 2 points needs one upfloater from {2, 3}; 2 floated in the previous round
    const ps = players({ 1: { score: 2 }, 2: { score: 1, floated: true }, 3: { score: 1 }, 4: { score: 0 } });
    const mid = pairRound(ps, all(ps), MID);
    expect(mid.ok && norm(mid.pairs)).toEqual(['1-3', '2-4']);
    // last round: [C7] lapses, the first set in the order (3.5.4) is {2}
    const last = pairRound(ps, all(ps), LAST);
    expect(last.ok && norm(last.pairs)).toEqual(['1-2', '3-4']);
  });
  it('[C8] keeps an upfloater away from a resident who floated last round, except in the last round (2.3.5)', () => {
    // 1, 2, 3 on 2 points + upfloater 4; 2 floated last round. First identifier 1-3 2-4 pairs 2 with the upfloater;
    // 1-4 2-3 does not ([C8] 0), so it is taken before the last round.
    const ps = players({ 1: { score: 2 }, 2: { score: 2, floated: true }, 3: { score: 2 }, 4: { score: 1 }, 5: { score: 1 }, 6: { score: 0 } });
    const mid = pairRound(ps, all(ps), MID);
    expect(mid.ok && norm(mid.brackets[0].pairs)).toEqual(['1-4', '2-3']);
    const last = pairRound(ps, all(ps), LAST);
    expect(last.ok && norm(last.brackets[0].pairs)).toEqual(['1-3', '2-4']);
  });
});

describe('open readings as options (note section 9)', () => {
  it("[C5] (row 5): ascending (the text's rephrasing, default) takes {4,5}; descending (PC) takes {3,6}", () => {
    // 1 and 2 (4 points) have met: two upfloaters. 6 has met 4, 5, 7, 8, so [C3] rules out {3,4}, {3,5}, {3,7}, {3,8}
    // (6 would be left without an opponent). Feasible: {3,6} with scores 3 and 0, {4,5} with 2 and 2.
    // Ascending: the lowest score first, 2 > 0 → {4,5}. Descending: the highest first, 3 > 2 → {3,6}.
    const ps = players({ 1: { score: 4, met: [2] }, 2: { score: 4 }, 3: { score: 3 }, 4: { score: 2 }, 5: { score: 2 }, 6: { met: [4, 5, 7, 8] }, 7: {}, 8: {} });
    const asc = pairRound(ps, all(ps), MID);
    expect(asc.ok && asc.brackets[0].upfloaters).toEqual([4, 5]);
    expect(asc.ok && norm(asc.pairs)).toEqual(['1-4', '2-5', '3-6', '7-8']);
    const desc = pairRound(ps, all(ps), { ...MID, c5: 'descending' });
    expect(desc.ok && desc.brackets[0].upfloaters).toEqual([3, 6]);
  });
});

describe('Article 4 colours: each rule deciding once', () => {
  const p = (no: number, score: number, colours: string) => players({ [no]: { score, colours } }).get(no)!;
  it('4.3.1: nobody has a colour: the HRP takes the initial colour with an odd TPN, the other with an even one', () => {
    expect(matchColours(p(1, 0, ''), p(5, 0, ''), 'w')).toEqual({ white: 1, black: 5, rule: '4.3.1' });
    expect(matchColours(p(2, 0, ''), p(6, 0, ''), 'w')).toEqual({ white: 6, black: 2, rule: '4.3.1' });
    expect(matchColours(p(1, 0, ''), p(5, 0, ''), 'b')).toEqual({ white: 5, black: 1, rule: '4.3.1' });
  });
  it('4.3.2: White to the player with fewer Whites', () => {
    // 3 (HRP) had 2 Whites, 8 had 1
    expect(matchColours(p(3, 2, 'wbw'), p(8, 2, 'bwb'), 'w')).toEqual({ white: 8, black: 3, rule: '4.3.2' });
  });
  it('4.3.3: alternate from the latest match in which they had different colours (4.3.4 would give the reverse)', () => {
    // from the end: b/b, b/b, then w (HRP 2) / b (7) differ → HRP gets Black; alternating HRP's last (b) would give White
    expect(matchColours(p(2, 3, 'bwbb'), p(7, 3, 'wbbb'), 'w')).toEqual({ white: 7, black: 2, rule: '4.3.3' });
  });
  it("4.3.4: no difference found (histories aligned from the end): alternate the HRP's last colour", () => {
    // HRP 1 [b,w], opponent 4 [w] (a match without colour): 1 White each, aligned last w/w → 1 alternates w → Black
    expect(matchColours(p(1, 2, 'bw'), p(4, 1, 'w'), 'w')).toEqual({ white: 4, black: 1, rule: '4.3.4' });
  });
  it("4.3.5: the HRP has no colour: alternate the opponent's last", () => {
    // HRP 1 (only byes/forfeits so far), opponent 6 had Black → 6 White
    expect(matchColours(p(1, 2, ''), p(6, 1, 'b'), 'w')).toEqual({ white: 6, black: 1, rule: '4.3.5' });
  });
});

describe('3.3.3: no complete pairing is reported, never improvised', () => {
  it('two players who already met', () => {
    const ps = players({ 1: { met: [2] }, 2: {} });
    const r = pairRound(ps, all(ps), MID);
    expect(r.ok).toBe(false);
  });
});
