/**
 * Hand-worked cases for each deciding article of C.04.6 (2026), the reasoning written beside each. The teams' states
 * (score, the teams met, floats, played colours) are set by hand; the expected pairings come from the articles
 * (as quoted in the note c046-team-swiss.md), not from the engine.
 */
import { describe, expect, it } from 'vitest';
import type { Colour } from '../../engine/model/types';
import type { TeamState } from '../../engine/pairing/team-swiss/state';
import { choosePab, identifier, pairTeams, type TsOptions } from '../../engine/pairing/team-swiss/pairing';
import { allocateColours, firstTeam, teamPreference, type PreferenceContext } from '../../engine/pairing/team-swiss/colours';

interface Spec { score: number; met?: number[]; floated?: boolean; colours?: string; played?: number; barred?: boolean; secondary?: number }

/** Team states by hand; `met` is made symmetric. */
function states(spec: Record<number, Spec>): Map<number, TeamState> {
  const m = new Map<number, TeamState>();
  for (const [k, s] of Object.entries(spec)) {
    const colours = (s.colours ?? '').split('') as Colour[];
    m.set(Number(k), { no: Number(k), score: s.score, secondary: s.secondary ?? 0, met: new Set(s.met ?? []), pabBarred: !!s.barred, matchesPlayed: s.played ?? colours.length, colours, floatedLast: !!s.floated });
  }
  for (const [no, s] of m) for (const o of s.met) m.get(o)!.met.add(no);
  return m;
}

function options(ts: Map<number, TeamState>, o: Partial<TsOptions> & { type?: 'A' | 'B' | 'none'; lastRound?: boolean } = {}): TsOptions {
  const ctx: PreferenceContext = { type: o.type ?? 'A', lastRound: !!o.lastRound, a1: 'strong' };
  const preference = new Map([...ts].map(([no, s]) => [no, teamPreference(s.colours, ctx)]));
  return { lastTwoRounds: false, c6: 'parity', typeB: ctx.type === 'B', preference, ...o };
}

const pairsOf = (r: ReturnType<typeof pairTeams>) => (r.ok ? r.pairs.map(([a, b]) => `${Math.min(a, b)}-${Math.max(a, b)}`).sort() : r.detail);

describe('3.4 the PAB', () => {
  it('3.4.2-3.4.4: the lowest score, then most matches played, then the largest TPN; [C2] bars PAB, forfeit win, full-point bye', () => {
    // Five teams. 5 had the PAB and 2 won a match by forfeit: both barred by [C2] (2.1.2).
    // Teams 3 and 4 have the lowest score (0); both played one match, so 3.4.3 does not separate them and
    // 3.4.4 gives the PAB to the larger TPN: 4.
    const ts = states({ 1: { score: 2, met: [3], played: 1 }, 2: { score: 2, barred: true, played: 0 }, 3: { score: 0, played: 1 }, 4: { score: 0, played: 1 }, 5: { score: 1, barred: true, played: 0 } });
    expect(choosePab(ts, [1, 2, 3, 4, 5]).bye).toBe(4);
    // If 4's only match was forfeited (not played: note section 6, A9), 3 has played more matches: 3.4.3 gives 3 the PAB.
    ts.get(4)!.matchesPlayed = 0;
    expect(choosePab(ts, [1, 2, 3, 4, 5]).bye).toBe(3);
  });

  it('3.4.1: a team whose PAB leaves the others unpairable is passed over, even the lowest', () => {
    // Rounds 1-3 (team 5 absent in rounds 1 and 2): 2-3, 1-4; 3-4, 1-2; 2-4, 1-5, PAB 3.
    // Scores: 1 has 0, 5 has 2, 4 and 3 have 3, 2 has 5. Only 3 is barred ([C2], its PAB).
    // PAB to 1 (lowest): 2, 3, 4 have all met one another (a triangle), so {2,3,4,5} cannot be paired: refused.
    // PAB to 5: 1 has met 2 and 4, so 1 must play 3; then 2-4 have met: {1,2,3,4} cannot be paired: refused.
    // PAB to 4 (score 3; 3 is barred): {1,2,3,5} pairs as 1-3, 2-5. PAB: 4.
    const ts = states({
      1: { score: 0, met: [4, 2, 5], played: 3 }, 2: { score: 5, met: [3, 1, 4], played: 3 }, 3: { score: 3, met: [2, 4], barred: true, played: 2 },
      4: { score: 3, met: [1, 3, 2], played: 3 }, 5: { score: 2, met: [1], played: 1 },
    });
    expect(choosePab(ts, [1, 2, 3, 4, 5])).toEqual({ bye: 4, refused: [1, 5] });
    expect(pairsOf(pairTeams(ts, [1, 2, 3, 4, 5], options(ts)))).toEqual(['1-3', '2-5']);
  });
});

describe('3.5 the upfloater set', () => {
  // The article's own example (3.5.4): potential upfloaters 2, 6, 8 with 3 points and 1, 3, 5 with 2.5; [C4] needs
  // three, [C5] two with 3 and one with 2.5; the sets in order are {2,6,1} < {2,6,3} < {2,6,5} < {2,8,1} < ... < {6,8,5}.
  // Built here: residents 10, 11, 12 (score 4) have all met one another, so each needs an upfloater ([C4]: three).
  // Team 4 (score 2) has met 1, 3 and 5: if 2, 6 and 8 all floated, {1,3,4,5} could not be paired ([C3]), so [C5]'s
  // best is two 3-point teams and one 2.5 (better than a 2-point team 4). The first such set is {2,6,1}.
  const spec = (floated2: boolean) => states({
    10: { score: 4, met: [11, 12] }, 11: { score: 4, met: [12] }, 12: { score: 4 },
    2: { score: 3, floated: floated2 }, 6: { score: 3 }, 8: { score: 3 },
    1: { score: 2.5, met: [4] }, 3: { score: 2.5, met: [4] }, 5: { score: 2.5, met: [4] }, 4: { score: 2 },
  });
  const all = [1, 2, 3, 4, 5, 6, 8, 10, 11, 12];

  it('3.5.2-3.5.4: the first set by [C4], [C5], then the lists compared by TPN', () => {
    const r = pairTeams(spec(false), all, options(spec(false)));
    expect(r.ok && r.brackets[0].upfloaters).toEqual([2, 6, 1]);
    // 3.6 in the bracket {1,2,6,10,11,12}: the residents cannot meet, so the top members are 1, 2, 6 (3.6.1: the
    // smaller TPN, though they are the upfloaters) and the bottom members 10, 11, 12 in order: 1-10, 2-11, 6-12.
    // The rest: 3-5 and 4-8 (4 has met 3 and 5).
    expect(pairsOf(r)).toEqual(['1-10', '2-11', '3-5', '4-8', '6-12']);
  });

  it('[C7]: fewest upfloaters who floated in the previous round, before the 3.5.4 order; not in the last two rounds', () => {
    // Team 2 floated in the previous round: {2,6,1} has one such upfloater, {6,8,1} none. [C7] comes before 3.5.4's
    // order, so {6,8,1}.
    const ts = spec(true);
    const r = pairTeams(ts, all, options(ts));
    expect(r.ok && r.brackets[0].upfloaters).toEqual([6, 8, 1]);
    // In the last two rounds [C7] does not apply (2.3.4): the first set, {2,6,1}, again.
    const last = pairTeams(ts, all, options(ts, { lastTwoRounds: true }));
    expect(last.ok && last.brackets[0].upfloaters).toEqual([2, 6, 1]);
  });

  it('[C6]: the set leaves the following scoregroup able to pair with its parity minimum', () => {
    // Resident 1 (score 4) alone needs one upfloater from the following scoregroup {2,3,4} (score 3). 3 and 4 have met:
    // with 2 floated, {3,4} could not pair inside its own bracket. With 3 floated, {2,4} pairs. [C6] gives 3;
    // without [C6] (option c6=none) the first set {2} is taken and 3, 4 go on to meet the lower teams 5 and 6.
    const ts = states({ 1: { score: 4 }, 2: { score: 3 }, 3: { score: 3, met: [4] }, 4: { score: 3 }, 5: { score: 1 }, 6: { score: 1 } });
    const r = pairTeams(ts, [1, 2, 3, 4, 5, 6], options(ts));
    expect(r.ok && r.brackets[0]).toMatchObject({ upfloaters: [3], c6: 'satisfied' });
    expect(pairsOf(r)).toEqual(['1-3', '2-4', '5-6']);
    const none = pairTeams(ts, [1, 2, 3, 4, 5, 6], options(ts, { c6: 'none' }));
    expect(none.ok && none.brackets[0].upfloaters).toEqual([2]);
  });

  it('3.5 with [C3]: a set that would leave the rest unpairable is not taken', () => {
    // Residents 1, 2 (score 2) have met: [C4] needs two upfloaters from 3, 4, 5, 6 (score 0). 5 has met 3, 4 and 6.
    // {3,4}, the first set by 3.5.4, would leave {5,6}, who have met: [C3] fails. The next, {3,5}, leaves {4,6}.
    const ts = states({ 1: { score: 2, met: [2] }, 2: { score: 2 }, 3: { score: 0, met: [5] }, 4: { score: 0, met: [5] }, 5: { score: 0, met: [6] }, 6: { score: 0 } });
    const r = pairTeams(ts, [1, 2, 3, 4, 5, 6], options(ts));
    expect(r.ok && r.brackets[0].upfloaters).toEqual([3, 5]);
    // bracket {1,2,3,5}: 1-2 met; tops 1 and 2 (identifier 1 2 | 3 5 → 1-3, 2-5)
    expect(pairsOf(r)).toEqual(['1-3', '2-5', '4-6']);
  });
});

describe('3.6 the bracket pairing', () => {
  it('3.6.2: the article\'s identifier example', () => {
    // pairs 11-24, 16-6, 10-9, 8-4 → top members 4 6 9 11, then their bottom members 8 16 10 24
    expect(identifier([[11, 24], [16, 6], [10, 9], [8, 4]])).toEqual([4, 6, 9, 11, 8, 16, 10, 24]);
  });

  it('3.6.1: the top member is the smaller TPN even when it is an upfloater (the note, adjudicated case 3)', () => {
    // Scoregroup {5, 15} (score 2) met in round 1; the lower teams 8, 11, 13, 20 (score 0). [C4] needs two
    // upfloaters; the first set is {8, 11}. Bracket {5, 8, 11, 15} in TPN seats: 5-11/8-15 has identifier 5 8 11 15,
    // 5-8/11-15 has 5 11 8 15: 3.6.3 takes 5-11, 8-15 (the upfloater 8 is the top member of 8-15).
    const ts = states({ 5: { score: 2, met: [15] }, 15: { score: 2 }, 8: { score: 0 }, 11: { score: 0 }, 13: { score: 0 }, 20: { score: 0 } });
    const r = pairTeams(ts, [5, 8, 11, 13, 15, 20], options(ts));
    expect(r.ok && r.brackets[0]).toMatchObject({ upfloaters: [8, 11], upfloaterTop: true });
    expect(pairsOf(r)).toEqual(['13-20', '5-11', '8-15']);
    // FIDE's reference platform seats by score (5, 15, 8, 11) and gets 5-8, 11-15: the option topMember=score
    expect(pairsOf(pairTeams(ts, [5, 8, 11, 13, 15, 20], options(ts, { topMember: 'score' })))).toEqual(['11-15', '13-20', '5-8']);
    // (the seats 5, 15, 8, 11: top members 5 and 15, 5's first bottom member 8)
  });

  it('with no constraint: first half against second half by TPN (round 1)', () => {
    const ts = states({ 1: { score: 0 }, 2: { score: 0 }, 3: { score: 0 }, 4: { score: 0 }, 5: { score: 0 }, 6: { score: 0 } });
    expect(pairsOf(pairTeams(ts, [1, 2, 3, 4, 5, 6], options(ts)))).toEqual(['1-4', '2-5', '3-6']);
  });

  it('[C8] Type B: fewest teams whose preference is not met; Type A has none here', () => {
    // Round 2, one bracket {1,2,3,4}: 1 and 3 had White (CD +1), 2 and 4 Black (CD -1).
    // Type A: CD ±1 gives no preference (1.7.1), so the first identifier: 1-3, 2-4.
    // Type B: 1, 3 mild Black; 2, 4 mild White. 1-3 and 2-4 leave two preferences unmet ([C8] 2);
    // 1-4/2-3 (identifier 1 2 4 3) and 1-2/3-4 (1 3 2 4) meet all: the first is 1-4, 2-3.
    const ts = states({ 1: { score: 2, colours: 'w' }, 2: { score: 2, colours: 'b' }, 3: { score: 2, colours: 'w' }, 4: { score: 2, colours: 'b' } });
    expect(pairsOf(pairTeams(ts, [1, 2, 3, 4], options(ts, { type: 'A' })))).toEqual(['1-3', '2-4']);
    expect(pairsOf(pairTeams(ts, [1, 2, 3, 4], options(ts, { type: 'B' })))).toEqual(['1-4', '2-3']);
  });

  it('[C9] Type B: with [C8] equal, fewest unmet strong preferences', () => {
    // Bracket {1,2,3,4}: 1 and 3 strong White (CD -2), 2 mild Black (CD +1), 4 mild White (CD -1).
    // 1-3/2-4 (identifier 1 2 3 4): 1 and 3 both strong White: [C8] 1, [C9] 1.
    // 1-4/2-3 (1 2 4 3): 1 strong White against 4 mild White: [C8] 1, [C9] 0 (4.3.4 grants the strong one); 2-3 opposite.
    // 1-2/3-4 (1 3 2 4): 3 strong against 4 mild: [C8] 1, [C9] 0.
    // [C8] is 1 everywhere; [C9] rules out 1-3/2-4; the first of the others: 1-4, 2-3.
    const ts = states({ 1: { score: 2, colours: 'bb' }, 2: { score: 2, colours: 'w' }, 3: { score: 2, colours: 'bb' }, 4: { score: 2, colours: 'b' } });
    const r = pairTeams(ts, [1, 2, 3, 4], options(ts, { type: 'B' }));
    expect(r.ok && [r.brackets[0].c8, r.brackets[0].c9]).toEqual([1, 0]);
    expect(pairsOf(r)).toEqual(['1-4', '2-3']);
  });

  it('[C10]: fewest upfloaters\' opponents who floated in the previous round; not in the last two rounds', () => {
    // Residents 1, 2, 3 (score 4), upfloater 5 (the first of the lower teams 5, 6, 7 ... here 5 and 6, score 2).
    // Bracket {1,2,3,5}: identifiers 1 2 3 5 (1-3, 2-5), 1 2 5 3 (1-5, 2-3), 1 3 2 5 (1-2, 3-5).
    // 2 floated in the previous round: 1-3/2-5 gives the upfloater an opponent who floated ([C10] 1);
    // 1-5/2-3 does not: 1-5, 2-3. In the last two rounds: 1-3, 2-5.
    const ts = states({ 1: { score: 4 }, 2: { score: 4, floated: true }, 3: { score: 4 }, 5: { score: 2 }, 6: { score: 2 }, 7: { score: 2 } });
    const teams = [1, 2, 3, 5, 6, 7];
    expect(pairsOf(pairTeams(ts, teams, options(ts)))).toEqual(['1-5', '2-3', '6-7']);
    expect(pairsOf(pairTeams(ts, teams, options(ts, { lastTwoRounds: true })))).toEqual(['1-3', '2-5', '6-7']);
  });
});

describe('1.7 colour preferences, Type A and Type B', () => {
  const pref = (h: string, type: 'A' | 'B', lastRound = false, a1: 'strong' | 'none' = 'strong') => {
    const p = teamPreference(h.split('') as Colour[], { type, lastRound, a1 });
    return p.colour ? `${p.strength === 'mild' ? 'mild ' : ''}${p.colour}` : 'none';
  };
  it('the table of the note (section 2.7)', () => {
    expect(pref('', 'A')).toBe('none'); // no match played
    expect(pref('', 'B')).toBe('none');
    expect(pref('bb', 'A')).toBe('w'); // CD -2
    expect(pref('bb', 'B')).toBe('w'); // strong White
    expect(pref('wbb', 'A')).toBe('w'); // CD -1, last two Black
    expect(pref('b', 'A')).toBe('none'); // CD -1 otherwise: Type A none
    expect(pref('b', 'B')).toBe('mild w'); // Type B mild White
    expect(pref('w', 'B')).toBe('mild b');
    expect(pref('bww', 'A')).toBe('b'); // CD +1, last two White
    // the trap: CD +1 with the last two Black: Type A none, Type B mild Black
    expect(pref('wwwbb', 'A')).toBe('none');
    expect(pref('wwwbb', 'B')).toBe('mild b');
    // CD 0: last Black → mild White (not in the last round); last two equal → strong
    expect(pref('wb', 'B')).toBe('mild w');
    expect(pref('bw', 'B')).toBe('mild b');
    expect(pref('wb', 'A')).toBe('none');
    expect(pref('wwbb', 'A')).toBe('w');
    expect(pref('wwbb', 'B')).toBe('w');
  });
  it('last round: Type B mild preferences of CD 0 lapse; a CD-0 strong one is kept (A1, the default) or not', () => {
    expect(pref('wb', 'B', true)).toBe('none');
    expect(pref('b', 'B', true)).toBe('mild w'); // CD -1 is not affected
    expect(pref('wwbb', 'B', true)).toBe('w');
    expect(pref('wwbb', 'B', true, 'none')).toBe('none');
  });
});

describe('Article 4 colours', () => {
  const st = (no: number, score: number, colours: string, secondary = 0): TeamState => ({ no, score, secondary, met: new Set(), pabBarred: false, matchesPlayed: colours.length, colours: colours.split('').filter(Boolean) as Colour[], floatedLast: false });
  const ctxA: PreferenceContext = { type: 'A', lastRound: false, a1: 'strong' };
  const ctxB: PreferenceContext = { type: 'B', lastRound: false, a1: 'strong' };

  it('4.2 first-team: higher score, then higher secondary score (when used), then smaller TPN', () => {
    expect(firstTeam(st(3, 4, ''), st(8, 6, ''), true)).toMatchObject({ first: { no: 8 }, why: '4.2.1' });
    expect(firstTeam(st(3, 4, '', 9), st(8, 4, '', 10.5), true)).toMatchObject({ first: { no: 8 }, why: '4.2.2' });
    expect(firstTeam(st(3, 4, '', 9), st(8, 4, '', 10.5), false)).toMatchObject({ first: { no: 3 }, why: '4.2.3' });
  });

  it('4.2 decides 4.3.8: equal histories, no preference: the first-team alternates its last colour', () => {
    // 3 and 8 both had White in their one match (CD +1: Type A no preference); 4.3.5 equal CD; 4.3.6 no round with
    // different colours; 4.3.7 no preference; 4.3.8: the first-team gets Black. With GP as secondary (8 has 10.5
    // against 9) 8 is first-team: 3-8 (3 White). With no secondary score 3 is first-team (smaller TPN): 8-3.
    expect(allocateColours(st(3, 2, 'w', 9), st(8, 2, 'w', 10.5), 'w', ctxA, true)).toMatchObject({ white: 3, black: 8, rule: '4.3.8' });
    expect(allocateColours(st(3, 2, 'w', 9), st(8, 2, 'w', 10.5), 'w', ctxA, false)).toMatchObject({ white: 8, black: 3, rule: '4.3.8' });
  });

  it('4.3.1: neither has played: the first-team gets the initial colour with an odd TPN, the other with an even one', () => {
    // 152 B: team 1 (odd) first-team gets Black: 10-1; team 2 (even) gets White: 2-11 (oracle round 1 of s0101)
    expect(allocateColours(st(1, 0, ''), st(10, 0, ''), 'b', ctxA, true)).toMatchObject({ white: 10, black: 1, rule: '4.3.1' });
    expect(allocateColours(st(2, 0, ''), st(11, 0, ''), 'b', ctxA, true)).toMatchObject({ white: 2, black: 11, rule: '4.3.1' });
  });

  it('4.3.2-4.3.6, 4.3.9', () => {
    // 4.3.2 only one preference: 5 (CD -2) wants White; 6 (CD +1, one match) none in Type A
    expect(allocateColours(st(5, 2, 'bb'), st(6, 2, 'w'), 'w', ctxA, true)).toMatchObject({ white: 5, rule: '4.3.2' });
    // 4.3.3 opposite: 5 White, 6 Black (CD +2)
    expect(allocateColours(st(5, 2, 'bb'), st(6, 2, 'ww'), 'w', ctxA, true)).toMatchObject({ white: 5, rule: '4.3.3' });
    // 4.3.4 Type B: 5 strong White (CD -2), 6 mild White (CD -1): 5's is the only strong one
    expect(allocateColours(st(5, 2, 'bb'), st(6, 2, 'b'), 'w', ctxB, true)).toMatchObject({ white: 5, rule: '4.3.4' });
    // Type A: 6 has no preference (CD -1): 4.3.2 gives 5 White as well
    expect(allocateColours(st(5, 2, 'bb'), st(6, 2, 'b'), 'w', ctxA, true)).toMatchObject({ white: 5, rule: '4.3.2' });
    // 4.3.5 both want White (CD -2 and -3): White to the lower CD, 6
    expect(allocateColours(st(5, 2, 'bbwb'), st(6, 2, 'bbb'), 'w', ctxA, true)).toMatchObject({ white: 6, rule: '4.3.5' });
    // 4.3.6 Type A: 5 (w b w) and 6 (w w b) both CD +1 with the last two different: no preference, equal CD.
    // From the end: in the last match 5 had White and 6 Black: alternate: 6 White.
    expect(allocateColours(st(5, 2, 'wbw'), st(6, 2, 'wwb'), 'w', ctxA, true)).toMatchObject({ white: 6, black: 5, rule: '4.3.6' });
    // 4.3.9: the first-team 6 (more points) has played no match (forfeits only); 5 (w b: CD 0, no Type A preference):
    // equal CD 0, no common history, no preference, 6 has no last colour: 5 alternates from its last (Black): 5 White
    expect(allocateColours(st(5, 2, 'wb'), st(6, 4, ''), 'w', ctxA, true)).toMatchObject({ white: 5, black: 6, rule: '4.3.9' });
  });
});
