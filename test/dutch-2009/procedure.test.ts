/**
 * The procedure C.1-C.14 on small hand-made situations, each expected pairing worked out by hand
 * from the rule text (003, section 1.1).
 */
import { describe, expect, it } from 'vitest';
import type { Colour } from '../../engine/model/types';
import type { Float } from '../../engine/model/history';
import { runProcedure } from '../../engine/pairing/dutch-2009/procedure';
import { allowedColours, countedPreference, preferenceA7 } from '../../engine/pairing/dutch-2009/colourPreference';
import type { PlayerState } from '../../engine/pairing/dutch-2009/rank';
import type { CriteriaContext } from '../../engine/pairing/dutch-2009/criteria';

interface Spec { no: number; score: number; colours?: string; last?: Float; prev?: Float; met?: number[]; noBye?: boolean }

/** Player states as the procedure sees them (B = white, S = black, as the book writes colours). */
function states(round: number, specs: Spec[]): PlayerState[] {
  const list = specs.map((s) => {
    const colours = [...(s.colours ?? '')].map((c) => (c === 'B' ? 'w' : 'b')) as Colour[];
    const pref = preferenceA7(colours);
    return {
      no: s.no, player: { no: s.no, name: `P${s.no}` }, score: s.score, colours, colourDiff: 0, pref,
      counted: countedPreference(pref, round), allowed: allowedColours(colours),
      lastFloat: s.last ?? null, prevFloat: s.prev ?? null, opponents: new Set(s.met ?? []), byeAllowed: !s.noBye, rank: 0,
    } satisfies PlayerState;
  });
  for (const s of list) for (const o of s.opponents) list.find((x) => x.no === o)?.opponents.add(s.no);
  list.sort((a, b) => b.score - a.score || a.no - b.no).forEach((s, i) => (s.rank = i));
  return list;
}
const ctx = (round: number): CriteriaContext => ({ round, lastRoundRule: false, half: () => false });
const pairsOf = (r: ReturnType<typeof runProcedure>) => (r.ok ? r.pairs.map(([a, b]) => [a.no, b.no]) : null);

describe('C: the procedure', () => {
  it('B.5: the natural floater (3) floated down last round, so the transposition 1-3 lets 2 float instead', () => {
    // group 1: {1, 2, 3}, p = 1, S1 = {1}, S2 = {2, 3}; 1-2 would move 3 down again → 1-3, and 2 meets 4
    const r = runProcedure(states(4, [{ no: 1, score: 1 }, { no: 2, score: 1 }, { no: 3, score: 1, last: 'down' }, { no: 4, score: 0 }]), ctx(4));
    expect(pairsOf(r)).toEqual([[1, 3], [2, 4]]);
  });

  it('B.6 likewise for a float two rounds before', () => {
    const r = runProcedure(states(4, [{ no: 1, score: 1 }, { no: 2, score: 1 }, { no: 3, score: 1, prev: 'down' }, { no: 4, score: 0 }]), ctx(4));
    expect(pairsOf(r)).toEqual([[1, 3], [2, 4]]);
  });

  it('C.10: when every choice repeats a downfloat, B.5 is dropped first ("B.5 ve B.6 ölçütlerinden vazgeçilir (bu sırayla)"): 3, who floated last round, floats; 1, who floated two rounds ago, is still protected by B.6', () => {
    // {1, 2, 3}: 1 floated down two rounds ago (B.6), 2 and 3 last round (B.5). With all criteria, and after dropping B.6/B.5
    // for upfloats (C.9, nobody floats up here), no candidate works. C.10 drops B.5 for downfloats first: S1 = {1},
    // S2 = {2, 3}: 1-2 leaves 3, who floated last round: allowed now. B.6 still holds, so 1 does not float.
    const r = runProcedure(states(4, [{ no: 1, score: 1, prev: 'down' }, { no: 2, score: 1, last: 'down' }, { no: 3, score: 1, last: 'down' }, { no: 4, score: 0 }]), ctx(4));
    expect(pairsOf(r)).toEqual([[1, 2], [3, 4]]);
    if (!r.ok) return;
    const relaxed = r.sections[0].steps.filter((s) => s.kind === 'relax').map((s) => s.data?.relax);
    expect(relaxed).toEqual(['b5down']);
  });

  it('C.10 then drops B.6 when B.5 alone is not enough: only players who floated two rounds ago could float', () => {
    // {1, 2, 3}: all floated down two rounds ago (B.6) and not last round. Dropping B.5 changes nothing; dropping B.6
    // lets the natural pairing stand: 1-2, 3 floats.
    const r = runProcedure(states(4, [{ no: 1, score: 1, prev: 'down' }, { no: 2, score: 1, prev: 'down' }, { no: 3, score: 1, prev: 'down' }, { no: 4, score: 0 }]), ctx(4));
    expect(pairsOf(r)).toEqual([[1, 2], [3, 4]]);
    if (!r.ok) return;
    expect(r.sections[0].steps.filter((s) => s.kind === 'relax').map((s) => s.data?.relax)).toEqual(['b6down']);
  });

  it('… and when everyone floated last round, dropping B.5 lets the natural pairing stand', () => {
    const r = runProcedure(states(4, [{ no: 1, score: 1, last: 'down' }, { no: 2, score: 1, last: 'down' }, { no: 3, score: 1, last: 'down' }, { no: 4, score: 0 }]), ctx(4));
    expect(pairsOf(r)).toEqual([[1, 2], [3, 4]]);
    if (!r.ok) return;
    // nobody floated two rounds ago, so only B.5 has anything to drop
    expect(r.sections[0].steps.filter((s) => s.kind === 'relax').map((s) => s.data?.relax)).toEqual(['b5down']);
  });

  it('last round with lastRoundExceptions: B.5 does not hold for a player above 50%, so the natural pairing stands', () => {
    // round 5 of 5, 4 rounds played: 3 has 3 points (75%) and floated down last round; without the option 1-3 would be chosen
    const specs: Spec[] = [{ no: 1, score: 3 }, { no: 2, score: 3 }, { no: 3, score: 3, last: 'down' }, { no: 4, score: 2 }];
    const off = runProcedure(states(5, specs), ctx(5));
    expect(pairsOf(off)).toEqual([[1, 3], [2, 4]]);
    const on = runProcedure(states(5, specs), { round: 5, lastRoundRule: true, half: (s) => s.score >= 2, aboveHalf: (s) => s.score > 2 });
    expect(pairsOf(on)).toEqual([[1, 2], [3, 4]]);
  });

  it('B.5 for upfloats: the player moved down meets the resident who did not float up last round', () => {
    // 1 (2 points) alone moves down; in {2, 3} 2 floated up last round, so 1 meets 3 (C.7 transposition), 2 floats on to 4
    const r = runProcedure(states(4, [{ no: 1, score: 2 }, { no: 2, score: 1, last: 'up' }, { no: 3, score: 1 }, { no: 4, score: 0 }]), ctx(4));
    expect(pairsOf(r)).toEqual([[1, 3], [2, 4]]);
  });

  it('A.3: a group of which at least half came from above is paired as homogeneous (S1 = top half)', () => {
    // 1 and 2 (2 points) have met: both move down (C.1) into {3, 4}: 2 of 4 came from above → homogeneous, 1-3 and 2-4
    const r = runProcedure(states(4, [{ no: 1, score: 2, met: [2] }, { no: 2, score: 2 }, { no: 3, score: 1 }, { no: 4, score: 1 }]), ctx(4));
    expect(pairsOf(r)).toEqual([[1, 3], [2, 4]]);
    if (!r.ok) return;
    expect(r.sections[1].title.en).toBe('Score group 1');
    expect(r.sections[1].steps.find((s) => s.kind === 'p')?.data).toEqual({ p: 2 });
  });

  it('heterogeneous: one player moved down into a group of four is paired first (S1 = {1}), the remainder restarts at C.2', () => {
    const r = runProcedure(states(4, [{ no: 1, score: 2 }, { no: 2, score: 1 }, { no: 3, score: 1 }, { no: 4, score: 1 }, { no: 5, score: 1 }, { no: 6, score: 0 }]), ctx(4));
    // 1 meets the top of S2 (2); remainder {3, 4, 5}: 3-4, 5 floats to 6
    expect(pairsOf(r)).toEqual([[1, 2], [3, 4], [5, 6]]);
    if (!r.ok) return;
    expect(r.sections[1].title.en).toBe('Score group 1 (heterogeneous)');
    expect(r.sections[1].steps.some((s) => s.kind === 'remainder')).toBe(true);
  });

  it('C.12 look-ahead: the player moved down must still find an opponent in the next group', () => {
    // group 2: {1, 2, 3}; natural 1-2 moves 3 down, but 3 has met 4, the whole next group → 1-3, 2 floats and meets 4
    const r = runProcedure(states(4, [{ no: 1, score: 2 }, { no: 2, score: 2 }, { no: 3, score: 2, met: [4] }, { no: 4, score: 1 }]), ctx(4));
    expect(pairsOf(r)).toEqual([[1, 3], [2, 4]]);
  });

  it('C.13: the penultimate group is paired so that the lowest one can be paired', () => {
    // {1, 2, 3} on 1 point, {4, 5} on 0; 4 and 5 have both had a bye. 1-2 leaves 3, who meets nobody in {4, 5}
    // without leaving one of them for a bye they may not have… unless 4-5 play and 3 takes the bye: 1-2, 4-5, 3 bye.
    const r = runProcedure(states(4, [{ no: 1, score: 1 }, { no: 2, score: 1 }, { no: 3, score: 1 }, { no: 4, score: 0, noBye: true }, { no: 5, score: 0, noBye: true }]), ctx(4));
    expect(r.ok && r.bye?.no).toBe(3);
    expect(pairsOf(r)).toEqual([[1, 2], [4, 5]]);
  });

  it('C.13 with p = 0: if 4 and 5 have met, the whole top group moves down and the joined group pairs 1-4, 2-5 with 3 on the bye', () => {
    // Any pair inside {1, 2, 3} leaves one of them with 4 and 5, who cannot both be paired (they met, neither may take the bye).
    // So p drops to 0 (C.14): {1, 2, 3} join {4, 5}; at least half came from above → homogeneous, S1 = {1, 2}, S2 = {3, 4, 5}:
    // 1-3 leaves 4, 5 (met) → fails; 1-4, 2-3 leaves 5 (no bye) → fails; 1-4, 2-5 leaves 3 → 3 has the bye.
    const r = runProcedure(states(4, [{ no: 1, score: 1 }, { no: 2, score: 1 }, { no: 3, score: 1 }, { no: 4, score: 0, noBye: true, met: [5] }, { no: 5, score: 0, noBye: true }]), ctx(4));
    expect(r.ok && r.bye?.no).toBe(3);
    expect(pairsOf(r)).toEqual([[1, 4], [2, 5]]);
  });

  it('A.7.d: in an odd round two players with a strong preference for the same colour are not paired while another pairing exists', () => {
    // round 5; 1 and 2 have played three games (S B S: strong white each), 3 and 4 mild. S1 = {1, 2}, S2 = {3, 4}
    // Natural 1-3, 2-4 is fine. Make 3 strong white too: 1-3 refused (A.7.d), transposition 1-4, then 2-3 refused → exchange …
    const r = runProcedure(states(5, [
      { no: 1, score: 2, colours: 'SBS' }, { no: 2, score: 2, colours: 'BSB' }, { no: 3, score: 2, colours: 'SBS' }, { no: 4, score: 2, colours: 'BSB' },
    ]), ctx(5));
    // 1 and 3 want white strongly, 2 and 4 black: x = 0; 1-3 refused, 1-4 (transposition), 2-3
    expect(pairsOf(r)).toEqual([[1, 4], [2, 3]]);
  });
});
