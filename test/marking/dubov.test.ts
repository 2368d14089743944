/**
 * Marking under Dubov (the books' edition, seeds 003 section 1.3): hand-built events where the right pairing is worked
 * out by hand from the rule text, and wrong pairings each worse on exactly one criterion of the procedure (the bye 4,
 * the floaters' opponents 8.2, the players brought up 7.1/7.2, the floats 6.4 and their priority a-d, the due colours
 * 3.a with 7.3/7.4), the order of the columns (6.2/6.3) when the criteria are equal, the first round (5), colours;
 * then random rounds with no disagreement.
 */
import { describe, expect, it } from 'vitest';
import { buildTournament } from '../../engine/model/build';
import { markPairing } from '../../engine/marking/index';
import { pairDubov } from '../../engine/pairing/dubov/index';
import type { Proposal } from '../../engine/marking/types';
import { expectRandomRounds } from './checkRounds';
import { readFixture } from '../helpers/examples';
import { everyExchange, firstDifferingBracket, randomRounds } from './perturb';
import { pairingSystem } from '../../engine/pairing/registry';
import { seed1029round8, seed1133round7, seed1494round8, seed1868round6, seed2108round6 } from '../dubov/disagreeEvents';

const P = (boards: Array<[number, number]>, byes: number[] = []): Proposal => ({ boards: boards.map(([white, black]) => ({ white, black })), byes });
/** Players 1..n rated 2400, 2350, … (R falls by 50 a number), no names (ties go by pairing number). */
const players = (n: number) => Array.from({ length: n }, (_, i) => ({ no: i + 1, rating: 2400 - 50 * i }));
const keys = (bs: Array<{ white: number; black: number }>) => bs.map((b) => `${b.white}-${b.black}`);

// Event A, 8 players after round 1 (1-5 1-0, 6-2 0-1, 3-7 1-0, 8-4 0-1).
// 1-point group: 1 (had white: due black, ARO = R5 = 2200), 2 (black: due white, ARO 2150), 3 (due black, ARO 2100),
// 4 (due white, ARO 2050). 6.2: white column by ARO ascending 4, 2; black column by rating 1, 3: 4-1, 2-3 (nobody met).
// 0 group: 5 (due white, ARO 2400), 6 (due black, ARO 2350), 7 (due white, ARO 2300), 8 (due black, ARO 2250):
// white column 7, 5; black column 6, 8: 7-6, 5-8. Colours 3.a (each his due colour).
const A = buildTournament({ players: players(8), firstColour: 'w', rounds: [{ round: 1, games: [{ white: 1, black: 5, result: '1-0' }, { white: 6, black: 2, result: '0-1' }, { white: 3, black: 7, result: '1-0' }, { white: 8, black: 4, result: '0-1' }] }] });

// Event B, 7 players after round 1 (1-4 1-0, 5-2 0-1, 3-6 1-0, 7 the bye). Dubov 4: the bye goes to the lowest-rated
// player of the lowest group: the 0 group {4, 5, 6}, 6 (R 2150). 1-point group {1, 2, 3, 7}: 7 has no colour yet and
// goes to the smaller subgroup (white: only 2 is due white); white column 7 (ARO 0), 2 (2200); black 1, 3: 7-1, 2-3.
// 0 group without the bye: 4 (due white) - 5 (due black).
const B = buildTournament({ players: players(7), firstColour: 'w', rounds: [{ round: 1, games: [{ white: 1, black: 4, result: '1-0' }, { white: 5, black: 2, result: '0-1' }, { white: 3, black: 6, result: '1-0' }], bye: 7 }] });

// Event D, 10 players after round 1 (1-6 ½-½, 7-2 0-1, 3-8 1-0, 9-4 0-1, 5-10 1-0).
// 1-point group {2, 3, 4, 5}: white column 4 (ARO 2000), 2 (2100); black 3, 5: 4-3, 2-5.
// ½ group {1, 6}: they have met. 7.1: 1 (due black) has played everyone in the group; from the 0 group {7, 8, 9, 10}
// the player brought up is (a) due white: 8 or 10, (b) the highest rating: 8 (R 2050). 6 may play 8: no 7.1 for him.
// The group {1, 6, 8} is odd: 7.2 brings up (a) a player due the colour opposite to the majority (6 and 8 seek white:
// black), (b) the highest rating: 7 (R 2100; 9 is R 2000). Columns: white 8 (ARO 2300), 6 (ARO 2400); black 1, 7:
// 8-1, 6-7. 0 group {9, 10}: 10 (due white) - 9.
const D = buildTournament({ players: players(10), firstColour: 'w', rounds: [{ round: 1, games: [{ white: 1, black: 6, result: '1/2-1/2' }, { white: 7, black: 2, result: '0-1' }, { white: 3, black: 8, result: '1-0' }, { white: 9, black: 4, result: '0-1' }, { white: 5, black: 10, result: '1-0' }] }] });

// Event F, 6 players, round 2 with 5 absent (R1: 4-1 ½-½, 2-5 1-0, 6-3 0-1; R 2598, 2521, 2359, 1659, 1617, 1508).
// The bye: 6, alone in the 0 group. 1-point group {2 (due black), 3 (due white)}: 3-2 would leave 1 and 4 (½ group,
// they have met) without a pairing, so both float (6.4). ½ group: the floaters in 8.1's order, due white first: 3,
// then 2. 8.2: 3 meets the highest-rated player he may play, due the opposite colour where possible: 4 (due black)
// before 1 (due white, though higher rated): 3-4; then 2 meets 1: 1-2 (1 due white).
const F = buildTournament({
  players: [2598, 2521, 2359, 1659, 1617, 1508].map((rating, i) => ({ no: i + 1, rating })), firstColour: 'w',
  rounds: [{ round: 1, games: [{ white: 4, black: 1, result: '1/2-1/2' }, { white: 2, black: 5, result: '1-0' }, { white: 6, black: 3, result: '0-1' }] }, { round: 2, games: [], absent: [5] }],
});

// Event G, 7 players before round 3 (R 2524, 2358, 2354, 2030, 1978, 1888, 1491). R1: 1-4 1-0, 5-2 0-1, 3-6 ½-½,
// 7 the bye; R2: 7-1 0-1, 2-3 1-0, 4-6 1-0, 5 the bye. Scores: 1, 2: 2; 4, 5, 7: 1; 3, 6: ½.
// The bye (4): the ½ group's lowest rating, 6. 2-point group: 1 (due white) - 2. 1-point group {4, 5, 7}, all due
// black, is odd; 7.2 could bring up only 3, who was moved up in round 2 (2.5: not twice in a row), so one player
// floats (6.4): all three are of category a (not moved down, pairable below with 3); within it the lowest rating:
// 7 (R 1491). 5-4 in the group (7.4), 3-7 below (8.2).
const G = buildTournament({
  players: [2524, 2358, 2354, 2030, 1978, 1888, 1491].map((rating, i) => ({ no: i + 1, rating })), firstColour: 'w',
  rounds: [
    { round: 1, games: [{ white: 1, black: 4, result: '1-0' }, { white: 5, black: 2, result: '0-1' }, { white: 3, black: 6, result: '1/2-1/2' }], bye: 7 },
    { round: 2, games: [{ white: 7, black: 1, result: '0-1' }, { white: 2, black: 3, result: '1-0' }, { white: 4, black: 6, result: '1-0' }], bye: 5 },
  ],
});

describe('Dubov: the hand-worked pairings are the engine\'s, and marked right', () => {
  it('the engine pairs the events as worked out by hand', () => {
    const pair = (t: typeof A) => { const o = pairDubov(t); if (!o.ok) throw new Error(o.reason.en); return { boards: keys(o.pairing.boards), byes: o.pairing.byes }; };
    expect(pair(A)).toEqual({ boards: ['4-1', '2-3', '7-6', '5-8'], byes: [] });
    expect(pair(B)).toEqual({ boards: ['7-1', '2-3', '4-5'], byes: [6] });
    expect(pair(D)).toEqual({ boards: ['4-3', '2-5', '8-1', '6-7', '10-9'], byes: [] });
    expect(pair(F)).toEqual({ boards: ['3-4', '1-2'], byes: [6] });
    expect(pair(G)).toEqual({ boards: ['1-2', '5-4', '3-7'], byes: [6] });
  });
  it('the right pairings are marked right', () => {
    for (const [t, p] of [[A, P([[4, 1], [2, 3], [7, 6], [5, 8]])], [B, P([[7, 1], [2, 3], [4, 5]], [6])], [D, P([[4, 3], [2, 5], [8, 1], [6, 7], [10, 9]])], [F, P([[3, 4], [1, 2]], [6])], [G, P([[1, 2], [5, 4], [3, 7]], [6])]] as const) {
      const m = markPairing(t, p, 'dubov');
      expect(m.right, m.verdict?.text.en).toBe(true);
      expect(m.depth).toBe('criteria');
    }
  });
});

describe('Dubov: each criterion of the procedure decides a hand-built wrong pairing', () => {
  it('4: the bye to 5 (R 2200) where 6 (R 2150), the lowest rating of the lowest group, can have it', () => {
    const m = markPairing(B, P([[7, 1], [2, 3], [4, 6]], [5]), 'dubov');
    expect(m.verdict).toMatchObject({ kind: 'criterion', rule: 'Dubov 4' });
    expect(m.verdict!.text.en).toMatch(/gives the bye to 5 \(0, R 2200\), where 6 \(0, R 2150\) can have it.*: Dubov 4$/);
    expect(m.verdict!.text.tr).toMatch(/5 \(0, R 2200\) oyuncusunu tur atlatıyor; oysa 6 \(0, R 2150\) tur atlayabilir.*: Dubov 4$/);
    expect(m.parting?.section.en).toBe('Bye');
  });
  it('8.2: floater 3 meets 1 where 4, due the opposite colour, comes first', () => {
    const m = markPairing(F, P([[3, 1], [4, 2]], [6]), 'dubov');
    expect(m.verdict).toMatchObject({ kind: 'criterion', rule: 'Dubov 8.2' });
    expect(m.verdict!.text.en).toMatch(/^In the score group of 0\.5, the floaters from the group above meet 3–1 \(R 2598\), 2–4 \(R 1659\), where 3–4 \(R 1659\), 2–1 \(R 2598\) is possible.*opposite colour.*: Dubov 8\.2$/);
    expect(m.verdict!.text.tr).toMatch(/^0,5 puan grubunda üst gruptan gelen artık oyuncular .* ile eşleniyor; oysa .* mümkün.*: Dubov 8\.2$/);
    expect(m.parting?.step?.en).toMatch(/Each floater meets the highest-rated player/);
  });
  // Issue 36, where the verdict sits. 6.4: "eşlendirilemeyen oyuncular bir alt puan grubuna kaydırılır. Bu tür
  // oyuncular, madde 8 uyarınca eşlendirilecektir": 2 and 3 float down from the 1-point group (the same in both
  // pairings: neither pairs them there), and their opponents are chosen in the ½ group by 8.1/8.2. So the first group
  // paired differently is ½, where the verdict sits — not the 1-point group of the floaters' own score.
  it('8.2 sits in the ½ group, where the floaters from the 1-point group are paired (6.4, 8)', () => {
    const answer = P([[3, 1], [4, 2]], [6]);
    const m = markPairing(F, answer, 'dubov');
    expect(m.verdict).toMatchObject({ kind: 'criterion', rule: 'Dubov 8.2', bracket: 0.5 });
    expect(m.criteria.filter((c) => c.bracket === 1).every((c) => c.verdict === 'equal')).toBe(true);
    // the bench's measure agrees: the system's 3-4 and 1-2 are the ½ group's pairs (its explanation pairs them there)
    expect(firstDifferingBracket('dubov', F, 2, { boards: P([[3, 4], [1, 2]]).boards }, answer)).toBe(0.5);
  });
  it('7.1: 10 brought up for 1, where 8 (due white like 10, but rated higher) comes first', () => {
    const m = markPairing(D, P([[4, 3], [2, 5], [10, 1], [6, 7], [8, 9]]), 'dubov');
    expect(m.verdict).toMatchObject({ kind: 'criterion', rule: 'Dubov 7.1' });
    expect(m.verdict!.text.en).toMatch(/^In the score group of 0\.5, the opponent brought up from the group below is 1 → 10 \(R 1950\), where 1 → 8 \(R 2050\) is possible .*highest rating.*: Dubov 7\.1$/);
    expect(m.verdict!.text.tr).toMatch(/alt gruptan alınan rakip 1 → 10 \(R 1950\); oysa 1 → 8 \(R 2050\) mümkün.*: Dubov 7\.1$/);
  });
  it('7.2: 9 brought up into the odd group, where 7 (due black too, rated higher) comes first', () => {
    const m = markPairing(D, P([[4, 3], [2, 5], [8, 1], [6, 9], [10, 7]]), 'dubov');
    expect(m.verdict).toMatchObject({ kind: 'criterion', rule: 'Dubov 7.2' });
    expect(m.verdict!.text.en).toMatch(/the player brought up from the group below is 9 \(R 2000\), where 7 \(R 2100\) is possible .*majority.*: Dubov 7\.2$/);
    expect(m.verdict!.text.tr).toMatch(/üst gruba alınan oyuncu 9 \(R 2000\); oysa 7 \(R 2100\) mümkün.*: Dubov 7\.2$/);
  });
  it('6.4: two players of the 1-point group paired below, where the whole group can be paired', () => {
    // 2-7 and 3-6 take 2 and 3 out of their group (the pairs are legal: none met, colours within 2.3/2.4)
    const m = markPairing(A, P([[4, 1], [2, 7], [3, 6], [5, 8]]), 'dubov');
    expect(m.verdict).toMatchObject({ kind: 'criterion', rule: 'Dubov 6.4' });
    expect(m.verdict!.text.en).toBe('In the score group of 1, your pairing floats 2 players of the group down, where 0 are enough (the aim is to pair every player of the group): Dubov 6.4');
    expect(m.verdict!.text.tr).toBe('1 puan grubunda eşlendirmeniz gruptan 2 oyuncuyu alt gruba kaydırıyor; oysa 0 yeterli (amaç gruptaki tüm oyuncuları eşlendirmektir): Dubov 6.4');
  });
  it('6.4 a-d: 4 floated down where 7, of the same category a and the lowest rating, floats first', () => {
    const m = markPairing(G, P([[1, 2], [5, 7], [3, 4]], [6]), 'dubov');
    expect(m.verdict).toMatchObject({ kind: 'criterion', rule: 'Dubov 6.4 a-d' });
    expect(m.verdict!.text.en).toMatch(/your pairing floats 4 \(a\) down, where 7 \(a\) comes first by the priority a-d.*: Dubov 6\.4 a-d$/);
    expect(m.verdict!.text.tr).toMatch(/eşlendirmeniz 4 \(a\) oyuncularını alt gruba kaydırıyor; oysa a-d önceliğine göre 7 \(a\) önce gelir.*: Dubov 6\.4 a-d$/);
  });
  it('3.a: two pairs of players due the same colour, where every player of the group can have his', () => {
    // 4-2 both due white, 1-3 both due black: two players without their due colour; 4-1, 2-3 give all four theirs
    const m = markPairing(A, P([[4, 2], [1, 3], [7, 6], [5, 8]]), 'dubov');
    expect(m.verdict).toMatchObject({ kind: 'criterion', rule: 'Dubov 3.a' });
    expect(m.verdict!.text.en).toMatch(/^In the score group of 1, 2 players in your pairing do not get the colour due, where 0 are enough .*: Dubov 3\.a$/);
    expect(m.verdict!.text.tr).toMatch(/^1 puan grubunda eşlendirmenizde 2 oyuncu sırası gelen rengi alamıyor; oysa 0 yeterli.*: Dubov 3\.a$/);
  });
});

describe('Dubov: equal on every criterion, the procedure decides', () => {
  it('6.2: down the white column by ARO, 4 (ARO 2050) takes the first black-seeker, 1', () => {
    const m = markPairing(A, P([[4, 3], [2, 1], [7, 6], [5, 8]]), 'dubov');
    expect(m.verdict).toMatchObject({ kind: 'procedural', rule: 'Dubov 6.2', bracket: 1 });
    expect(m.verdict!.text.en).toMatch(/^In the score group of 1, your pairing is as good on the criteria .*white column \(ARO ascending\).*: 4 is paired with 1, where your pairing gives him 3: Dubov 6\.2$/);
    expect(m.verdict!.text.tr).toMatch(/^1 puan grubunda eşlendirmeniz ölçütlerde .* aynı derecede iyi; ancak eşlendirme beyaz sütunda .*: 4, 1 ile eşlenmeli; sizin eşlendirmenizde 3 ile: Dubov 6\.2$/);
    expect(m.parting?.step?.en).toMatch(/^White column by ARO ascending: 4, 2/);
    expect(m.criteria.every((c) => c.verdict === 'equal')).toBe(true);
  });
  it('6.2 in the lower group once the groups above are the same: 7 takes 6', () => {
    const m = markPairing(A, P([[4, 1], [2, 3], [7, 8], [5, 6]]), 'dubov');
    expect(m.verdict).toMatchObject({ kind: 'procedural', rule: 'Dubov 6.2', bracket: 0 });
    expect(m.verdict!.text.en).toMatch(/^In the score group of 0,.*7 is paired with 6, where your pairing gives him 8: Dubov 6\.2$/);
  });
  describe('6.3: the straight columns hold a rematch, so the pairing is improved down the white column', () => {
    // Event H, 8 players before round 3, every game drawn, so all eight are on 1 point: one score group.
    // R 2400, 2350, 2300, 2250, 2240, 2200, 2150, 1900. R1: 6-8, 5-7, 1-2, 3-4; R2: 1-6, 4-8, 2-5, 3-7 (all ½-½).
    // Due colours (1): 6 [w, b], 5 [w, b] white (equal, last black); 8 [b, b], 7 [b, b] white (more blacks);
    // 1 [w, w], 3 [w, w] black (more whites); 2 [b, w], 4 [b, w] black. Four each way: 6.1's standard case.
    // 6.2: white column by ARO ascending: 6 (8 and 1: 2150), 8 (6 and 4: 2225), 5 (7 and 2: 2250), 7 (5 and 3:
    // 2270); black column by rating descending: 1, 2, 3, 4. Side by side 6-1, but 6 and 1 met in round 2.
    // 6.3: 6 is paired with the first black player further down whom he can play: 2. Then 8 takes the first black
    // he may play: 1 (8 met 6 and 4); 5 (met 7, 2) takes 3; 7 (met 5, 3) takes 4: 6-2, 8-1, 5-3, 7-4, each with
    // his due colour (3.a). Any other pairing of white- against black-seekers without a rematch is as good on every
    // criterion (nobody floats, nobody is brought up, every player gets his due colour): 6.3's order decides.
    const H = buildTournament({
      players: [2400, 2350, 2300, 2250, 2240, 2200, 2150, 1900].map((rating, i) => ({ no: i + 1, rating })), firstColour: 'w',
      rounds: [
        { round: 1, games: [[6, 8], [5, 7], [1, 2], [3, 4]].map(([white, black]) => ({ white, black, result: '1/2-1/2' })) },
        { round: 2, games: [[1, 6], [4, 8], [2, 5], [3, 7]].map(([white, black]) => ({ white, black, result: '1/2-1/2' })) },
      ],
    });
    it('the engine improves the columns as worked by hand, and that pairing is marked right', () => {
      const o = pairDubov(H);
      if (!o.ok) throw new Error(o.reason.en);
      expect(keys(o.pairing.boards)).toEqual(['6-2', '8-1', '5-3', '7-4']);
      const m = markPairing(H, P([[6, 2], [8, 1], [5, 3], [7, 4]]), 'dubov');
      expect(m.right, m.verdict?.text.en).toBe(true);
      expect(m.depth).toBe('criteria');
    });
    it('6 takes 3 where 2 is the first black further down whom he can play', () => {
      // 6-3, 8-1, 5-4, 7-2: no rematch, every player his due colour
      const m = markPairing(H, P([[6, 3], [8, 1], [5, 4], [7, 2]]), 'dubov');
      expect(m.criteria.every((c) => c.verdict === 'equal')).toBe(true);
      expect(m.verdict).toMatchObject({ kind: 'procedural', rule: 'Dubov 6.3', bracket: 1 });
      expect(m.verdict!.text.en).toMatch(/^In the score group of 1, your pairing is as good on the criteria .*down the white column \(ARO ascending\), each white-seeker taking the first black-seeker .* he may play: 6 is paired with 2, where your pairing gives him 3: Dubov 6\.3$/);
      expect(m.verdict!.text.tr).toMatch(/^1 puan grubunda eşlendirmeniz ölçütlerde .* aynı derecede iyi; ancak eşlendirme beyaz sütunda .* oynayabileceği ilk siyah oyuncuyla .*: 6, 2 ile eşlenmeli; sizin eşlendirmenizde 3 ile: Dubov 6\.3$/);
      expect(m.parting?.rule).toBe('Dubov 6.3');
      expect(m.parting?.step?.en).toMatch(/cannot all be paired .*: 6-2, 8-1, 5-3, 7-4\.$/);
    });
    it('8 (second row) takes 3 where 1, freed by the improvement of the first row, comes first', () => {
      // 6-2, 8-3, 5-1, 7-4: the first row as 6.3 makes it, then 8 passes over 1
      const m = markPairing(H, P([[6, 2], [8, 3], [5, 1], [7, 4]]), 'dubov');
      expect(m.verdict).toMatchObject({ kind: 'procedural', rule: 'Dubov 6.3' });
      expect(m.verdict!.text.en).toMatch(/: 8 is paired with 1, where your pairing gives him 3: Dubov 6\.3$/);
      expect(m.verdict!.text.tr).toMatch(/: 8, 1 ile eşlenmeli; sizin eşlendirmenizde 3 ile: Dubov 6\.3$/);
    });
  });
  it('5: the first round pairs the upper half against the lower half', () => {
    const fresh = buildTournament({ players: players(6), firstColour: 'w' });
    expect(markPairing(fresh, P([[1, 4], [5, 2], [3, 6]]), 'dubov').right).toBe(true);
    const m = markPairing(fresh, P([[1, 5], [4, 2], [3, 6]]), 'dubov');
    // one list: every player is on 0, the one score group, which the verdict names
    expect(m.verdict).toMatchObject({ kind: 'procedural', rule: 'Dubov 5', bracket: 0 });
    expect(m.verdict!.text.en).toBe('In the first round (every player in the score group of 0) the players are listed by rating and the upper half meets the lower half side by side: board 1 pairs 1–4: Dubov 5');
    expect(m.verdict!.text.tr).toBe('İlk turda (bütün oyuncular 0 puan grubunda) oyuncular kuvvet puanına göre sıralanır, üst yarı alt yarıyla yan yana eşlendirilir: 1. masada 1–4 eşlenir: Dubov 5');
  });
});

describe('Dubov: colours, board by board', () => {
  it('3.a: 4 (due white) has white against 1 (due black)', () => {
    const m = markPairing(A, P([[1, 4], [2, 3], [7, 6], [5, 8]]), 'dubov');
    expect(m.pairsRight).toBe(true);
    expect(m.coloursRight).toBe(false);
    expect(m.colours.map((c) => c.text.en)).toEqual(['board 1: 4 has white against 1 (each gets the colour due): Dubov 3.a']);
    expect(m.colours[0].text.tr).toBe('1. masa: 4 beyaz, 1 siyah olmalı (iki oyuncuya da sırası gelen renk verilir): Dubov 3.a');
    expect(m.boards.map((b) => b.coloursRight)).toEqual([false, true, true, true]);
  });
  it('7.4: 5, moved to the white subgroup, has white against 4', () => {
    const m = markPairing(G, P([[1, 2], [4, 5], [3, 7]], [6]), 'dubov');
    expect(m.colours.map((c) => c.rule)).toEqual(['Dubov 7.4']);
    expect(m.colours[0].text.en).toBe('board 2: 5 has white against 4 (moved to the other colour subgroup): Dubov 7.4');
  });
  it('5: in the first round the even boards reverse board 1\'s colours', () => {
    const fresh = buildTournament({ players: players(6), firstColour: 'w' });
    const m = markPairing(fresh, P([[1, 4], [2, 5], [3, 6]]), 'dubov');
    expect(m.colours.map((c) => c.text.en)).toEqual(['board 2: 5 has white against 2 (board 1 by the drawing of lots, odd boards the same, even boards the reverse): Dubov 5']);
  });
});

describe("Dubov: the book's 21-player example, its printed pairings changed by hand", () => {
  const fx = readFixture('dubov-example.json');
  const before = (round: number) => buildTournament({ players: fx.players.map((p: { no: number; rating: number }) => ({ no: p.no, rating: p.rating, name: '' })), rounds: fx.rounds.slice(0, round - 1), firstColour: 'w' });
  const printed = (round: number): Array<[number, number]> => fx.rounds[round - 1].games.map((g: { white: number; black: number }) => [g.white, g.black]);
  it('round 2: 21-3 and 8-1 for the printed 21-1 and 8-3: the white column by ARO (21 has ARO 0) takes 1 first (6.2)', () => {
    const b = printed(2);
    expect(b.slice(0, 2)).toEqual([[21, 1], [8, 3]]);
    const m = markPairing(before(2), P([[21, 3], [8, 1], ...b.slice(2)], [fx.rounds[1].bye]), 'dubov');
    expect(m.verdict).toMatchObject({ kind: 'procedural', rule: 'Dubov 6.2' });
    expect(m.verdict!.text.en).toMatch(/In the score group of 1, .*: 21 is paired with 1, where your pairing gives him 3: Dubov 6\.2$/);
    expect(m.parting?.step?.en).toMatch(/^White column by ARO ascending: 21, 8, 2, 16\./);
  });
  it('round 2: 21-14 and 15-1 take 21 and 1 out of the 1-point group (6.4)', () => {
    const b = printed(2);
    expect(b[5]).toEqual([15, 14]);
    const m = markPairing(before(2), P([[21, 14], ...b.slice(1, 5), [15, 1], ...b.slice(6)], [fx.rounds[1].bye]), 'dubov');
    expect(m.verdict).toMatchObject({ kind: 'criterion', rule: 'Dubov 6.4' });
    expect(m.verdict!.text.en).toMatch(/^In the score group of 1, your pairing floats 2 players of the group down, where 0 are enough/);
  });
  // The book's printed round 3 (test/fixtures/dubov-example.json, notes): in the 1½ group {2, 3, 4, 7, 8}, W = {3, 7},
  // B = {2, 4, 8}, 7.2 brings up 6 (due white); 6.2 sorts the white column by ARO: 6 (2075), 3 (2225), 7 (2300)
  // against 2, 4, 8: 6-2, 3-4, 7-8. The book writes 6 below the column and prints 3-2, 7-4, 6-8 (its practice, option
  // bookPractice). The 2-point group (1-9) is the same in both: the pairings part in the 1½ group, where neither is
  // worse on a criterion (the same players, the same colours met): the verdict names the reading, in that group.
  it('round 3 as printed, marked under the written rules: the book\'s practice, named in the 1½ group (6.2, 7.4)', () => {
    const m = markPairing(before(3), P(printed(3), [fx.rounds[2].bye]), 'dubov');
    expect(m.verdict).toMatchObject({ kind: 'procedural', rule: 'Dubov 6.2, 7.4', bracket: 1.5 });
    expect(m.verdict!.text.en).toMatch(/^In the score group of 1\.5, your pairing is as good on the criteria, but this event follows the written rules: .*your pairing follows the book's worked example \(option bookPractice\), the other reading: 6–2 is paired: Dubov 6\.2, 7\.4$/);
    expect(m.verdict!.text.tr).toMatch(/^1,5 puan grubunda eşlendirmeniz ölçütlerde aynı derecede iyi; ancak bu turnuva yazılı kuralları izler: .*kitaptaki örneği izliyor \(bookPractice seçeneği\), diğer okuma: 6–2 eşlenir: Dubov 6\.2, 7\.4$/);
    expect(m.parting?.step?.en).toMatch(/^Departure in the book's worked example/);
    // with the book's practice the printed pairs are the system's
    expect(markPairing(before(3), P(printed(3), [fx.rounds[2].bye]), 'dubov', { bookPractice: true }).pairsRight).toBe(true);
  });
  it('round 3 (bookPractice): 14 brought up into the 1½ group instead of 6 (7.2: due white, the highest rating)', () => {
    const b = printed(3);
    expect(b.slice(3, 5)).toEqual([[6, 8], [14, 11]]);
    const m = markPairing(before(3), P([...b.slice(0, 3), [6, 11], [14, 8], ...b.slice(5)], [fx.rounds[2].bye]), 'dubov', { bookPractice: true });
    expect(m.verdict).toMatchObject({ kind: 'criterion', rule: 'Dubov 7.2' });
    expect(m.verdict!.text.en).toMatch(/^In the score group of 1.5, the player brought up from the group below is 14 \(R 2100\), where 6 \(R 2350\) is possible/);
  });
});

describe('Dubov: random rounds and their perturbations', () => {
  for (const seed of [1, 700]) {
    it(`300 rounds from seed ${seed}: no disagreement, the verdicts reach the criteria and the procedure`, () => {
      expectRandomRounds('dubov', seed, ['criterion Dubov 4', 'criterion Dubov 6.4', 'criterion Dubov 7.1', 'criterion Dubov 7.2', 'criterion Dubov 8.2', 'procedural Dubov 6.2', 'procedural Dubov 6.3', 'procedural Dubov 5']);
    }, 1_200_000);
  }
});

/**
 * Rounds where an exhaustive scan of two-board swaps found the marker preferring a proposal to the engine's pairing
 * (states rebuilt in test/dubov/disagreeEvents.ts). Two were engine defects (the bounds on a group's plans, worked in
 * test/dubov/bounds.test.ts): the old pairings are now marked wrong with the criterion they lose on. Two are the open
 * reading of 7.1 with 6.4 (option dropBroughtUp): neither pairing is better, the verdict is procedural and names it.
 */
describe('Dubov: rounds where the marker and the engine once disagreed', () => {
  // Seed 2108 round 6: the old engine pairing of the 2-point and 1½ groups (the arbiter's fallback after every listed
  // plan was rejected) gave 3-8 (both due black), 15-12 (both due white), 21-26 (both due white); by the text 21 is
  // brought up by 7.2 and only 26 (moved to black by 7.3) misses his due colour there (bounds.test.ts).
  it('seed 2108 round 6: the old pairing 3-8, 15-12, 20-19, 21-26 loses on 3.a (3 players without their due colour where 1 is enough)', () => {
    const t = seed2108round6();
    const head: Array<[number, number]> = [[2, 1], [11, 9], [4, 14], [7, 16], [6, 10], [13, 17], [5, 25], [27, 23]];
    const right = markPairing(t, P([...head, [21, 3], [12, 19], [15, 8], [20, 26], [22, 24]], [18]), 'dubov', { round: 6 });
    expect(right.right).toBe(true);
    const m = markPairing(t, P([...head, [3, 8], [15, 12], [20, 19], [21, 26], [22, 24]], [18]), 'dubov', { round: 6 });
    expect(m.verdict).toMatchObject({ kind: 'criterion', rule: 'Dubov 3.a' });
    expect(m.verdict!.text.en).toMatch(/score group of 2, 3 players .* do not get the colour due, where 1 is enough/);
    expect(m.verdict!.text.tr).toMatch(/2 puan grubunda .*3 oyuncu sırası gelen rengi alamıyor; oysa 1 yeterli/);
    expect(m.notes).toEqual([]);
  });

  // Seed 1029 round 8: 23, the floater due black, meets 14 (R 1815, due white) by 8.2 once 25 has moved on (he alone
  // may meet 27 below); the old pairing gave 23 to 18 (R 1704, due black) — 8.2 decides (bounds.test.ts).
  it('seed 1029 round 8: 23 meets 18 or 28 where 14 is possible: 8.2', () => {
    const t = seed1029round8();
    const head: Array<[number, number]> = [[5, 1], [15, 2], [6, 3], [9, 8], [10, 4], [20, 11], [24, 12], [17, 13], [19, 16]];
    expect(markPairing(t, P([...head, [14, 23], [22, 18], [21, 28], [25, 27]]), 'dubov', { round: 8 }).right).toBe(true);
    for (const tail of [[[28, 21], [18, 23], [22, 14], [25, 27]], [[28, 23], [18, 21], [22, 14], [25, 27]]] as Array<Array<[number, number]>>) {
      const m = markPairing(t, P([...head, ...tail]), 'dubov', { round: 8 });
      expect(m.verdict).toMatchObject({ kind: 'criterion', rule: 'Dubov 8.2' });
      expect(m.verdict!.text.en).toMatch(/score group of 2.5, the floaters from the group above meet 25 –, 23–(18|28) .*where 25 –, 23–14 \(R 1815\) is possible/);
      expect(m.notes).toEqual([]);
    }
  });

  // Seed 1133 round 7. 3-point group {4 (w, R 2041), 6 (w, R 1984), 10 (w, R 1752)} with the floater 1 (due white)
  // from the 5-point group (8 took 7 by 7.2 in the 3½ group). 1 has met 6; nobody is due black, so 8.2 gives him the
  // highest rating he may play: 4. Then 6 and 10 have met: 7.1 — 6 has played everyone in the group and no one of the
  // 2½ group {9} may come up for him (9 met 6); 10 too, and 9 (due black, 10 due white) is brought up for him: 10-9,
  // 6 floats (6.4). Below that the round cannot be finished: 6 may meet only 11 (2 points), then 5 may meet only 9,
  // who has gone up, and 12 only 10 — a dead end the text does not resolve (9: the arbiter, "temel esaslardan
  // ayrılmadan akılcı ve tarafsız"). The two readings of 7.1 with 6.4 part here. Read as the engine does by default,
  // 9 is taken into the group ("bu gruba alınır") and stays there even if 10 floats, so no plan with 1-4 lets the
  // players below be paired, and 8.2's next choice is taken: 1-10 (4 and 6 float: 9-5, 6-11, 4-12). Read as 10's
  // opponent (dropBroughtUp), 9 is not brought up once 10 floats: 1-4, 6 and 10 float, 9-5 (7.2), 6-11, 10-12.
  // Neither is better by the text: the marker must not call 1-4 better by 8.2 (it did); it names the reading.
  it('seed 1133 round 7: the other reading\'s pairing (1-4, 10-12) is not better by 8.2: a procedural verdict naming 7.1 with 6.4', () => {
    const t = seed1133round7();
    expect(markPairing(t, P([[8, 7], [1, 10], [9, 5], [6, 11], [4, 12]]), 'dubov', { round: 7 }).right).toBe(true);
    const m = markPairing(t, P([[8, 7], [1, 4], [9, 5], [6, 11], [10, 12]]), 'dubov', { round: 7 });
    expect(m.notes).toEqual([]);
    expect(m.right).toBe(false);
    expect(m.verdict).toMatchObject({ kind: 'procedural', rule: 'Dubov 7.1, 6.4' });
    expect(m.verdict!.text.en).toMatch(/score group of 3, .*stays in the group even when the player he was brought up for floats down.*dropBroughtUp.*1–10 is paired/);
    expect(m.verdict!.text.tr).toMatch(/3 puan grubunda .*grupta kalır.*dropBroughtUp seçeneği.*açık metnin diğer okuması/);
    // with the option, the engine gives that pairing, and the default one is marked the same way
    const o = pairDubov(t, { round: 7, dropBroughtUp: true });
    expect(o.ok && keys(o.pairing.boards)).toEqual(['8-7', '1-4', '9-5', '6-11', '10-12']);
    const back = markPairing(t, P([[8, 7], [1, 10], [9, 5], [6, 11], [4, 12]]), 'dubov', { round: 7, dropBroughtUp: true });
    expect(back.notes).toEqual([]);
    expect(back.right).toBe(false);
  });

  // Seed 1494 round 8 (12 has the bye). 3½ group {4 (w, R 2356), 6 (w, R 2180), 8 (w, R 1978)} with the floater 2
  // (due black) from the 4½ group. 2 has met 6 and 8: 8.2 gives him 4 (due white, the opposite). 6 and 8 have met:
  // 7.1 for 6 from the 3-point group {7 (w), 9 (w), 11 (b)}: 11, due black, has met 6, so the highest rating, 7; for
  // 8 (who has met 7 too): 11, due black. {6, 8, 7, 11}: 6-7, 8-11. Then 9 is alone in the 3-point group and may meet
  // no one left below (13 he has met): a dead end again. By default 7 stays in the group whoever floats, and no plan
  // with 2-4 leaves the players below pairable: 2 floats on, 4-6 and 8-11 (11 brought up for 8, 7.3 moves 6 to black),
  // 9-2 (8.2), 7-13 (7.2). Read with dropBroughtUp: 2-4, 6 floats and 7 is not brought up for him, 8-11, 6-9, 7-13.
  it('seed 1494 round 8: the other reading\'s pairing (2-4, 6-9) is not better by 8.2: a procedural verdict naming 7.1 with 6.4', () => {
    const t = seed1494round8();
    expect(markPairing(t, P([[3, 5], [1, 10], [4, 6], [8, 11], [9, 2], [7, 13]], [12]), 'dubov', { round: 8 }).right).toBe(true);
    const m = markPairing(t, P([[3, 5], [1, 10], [4, 2], [8, 11], [6, 9], [7, 13]], [12]), 'dubov', { round: 8 });
    expect(m.notes).toEqual([]);
    expect(m.verdict).toMatchObject({ kind: 'procedural', rule: 'Dubov 7.1, 6.4' });
    expect(m.verdict!.text.en).toMatch(/score group of 3.5, .*the other reading of the open text: 4–6 is paired: Dubov 7.1, 6.4$/);
  });

  // Seed 1868 round 6 (23 has the bye). 3½ group {2 (w), 4 (w), 5 (b), 6 (w), 14 (w)}, odd: 7.2 brings up 3 (due
  // black, R 2554) from the 3-point group. Four due white, two due black, 2n = 2: 7.3 moves the white-seeker with the
  // lowest ARO, 2 (2035.8), to black. White column by ARO: 14 (2156), 6 (2190.4), 4 (2318.8); black by rating: 2 (2565),
  // 3 (2554), 5 (2490). 4 has met 2, 3 and 5 — every black-seeker — so by 6.3's second paragraph he looks for a white
  // player below his row (none: he is last), then from the row above: 6, 4-6. Down the white column 14 takes the first
  // black he may play, 2; 3 and 5 are left to meet: 14-2, 4-6, 3-5. Three players miss their due colour (2, moved;
  // one of 4/6; one of 3/5) where 14-5, 4-6, 3-2 would leave only one of 4/6 — but 6.3 does not count colours, it goes
  // down the column. The marker counted them (3.a, "1 against 3"); it now leaves 3.a to the columns there, and the
  // verdict is the columns' order.
  it('seed 1868 round 6: 14-5 and 3-2 for 14-2 and 3-5 is not better on 3.a; 6.3 (down the white column) decides', () => {
    const t = seed1868round6();
    const tail: Array<[number, number]> = [[8, 9], [10, 16], [19, 13], [7, 11], [20, 26], [27, 18], [22, 15], [25, 24], [17, 21]];
    expect(keys((pairDubov(t, { round: 6 }) as { pairing: { boards: Array<{ white: number; black: number }> } }).pairing.boards)).toEqual(['1-12', '14-2', '4-6', '3-5', ...tail.map(([w, b]) => `${w}-${b}`)]);
    expect(markPairing(t, P([[1, 12], [14, 2], [4, 6], [3, 5], ...tail], [23]), 'dubov', { round: 6 }).right).toBe(true);
    const m = markPairing(t, P([[1, 12], [14, 5], [4, 6], [3, 2], ...tail], [23]), 'dubov', { round: 6 });
    expect(m.notes).toEqual([]);
    expect(m.verdict).toMatchObject({ kind: 'procedural', rule: 'Dubov 6.3' });
    expect(m.verdict!.text.en).toMatch(/score group of 3.5, .*down the white column.*14 is paired with 2 \(2 moved to the other colour by 7.3\/7.4\), where your pairing gives him 5/);
    expect(m.verdict!.text.tr).toMatch(/3,5 puan grubunda .*beyaz sütunda/);
  });

  // The exhaustive check: every two-board swap (either way) and every other bye of the rounds of four short runs of
  // seeds that hold the rounds above — no proposal is found better than the engine's pairing.
  it('every exchange of the rounds of seeds 1027-, 1130-, 1492-, 1866-, 2105- (40 rounds each): no disagreement', () => {
    const system = pairingSystem('dubov')!;
    const cases = [1027, 1130, 1492, 1866, 2105].flatMap((seed) => randomRounds(system, 40, seed));
    for (const [seed, round] of [[1029, 8], [1133, 7], [1494, 8], [1868, 6], [2108, 6]]) expect(cases.some((c) => c.seed === seed && c.round === round)).toBe(true);
    const r = everyExchange('dubov', cases);
    expect(r.marks).toBeGreaterThan(5000);
    expect(r.disagreements).toEqual([]);
    expect(r.unexplained).toEqual([]);
  }, 600_000);
});
