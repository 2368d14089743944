/**
 * Marking under `burstein` (the books' edition, seed 003 section 1.4): hand-built events worked by hand from the
 * rule text, a wrong pairing for every criterion that decides (4.1-4.3 the bye, 6.3 the floaters, 6.5 the due
 * colours), the procedural verdict of the priority list (6.1, 6.2, 6.4), colours (5.1, 5.2, 5.3, 5.4) and the board
 * order; the right pairing marked right; random rounds and their perturbations with no disagreement.
 *
 * Notation of the hand working: groups by score (with the imaginary point of 3.3 in rounds 1-2), each ordered by 3.2
 * (SB, Buchholz, Median, rating); "due" is the colour of 1 (the colour played less, with equal counts the opposite of
 * the last). Ratings fall with the pairing number, so rating order = number order.
 */
import { describe, expect, it } from 'vitest';
import { buildTournament, type SimpleRound } from '../../engine/model/build';
import { markingExit, markPairing, renderMarking } from '../../engine/marking/index';
import type { Marking, Proposal } from '../../engine/marking/types';
import { pairingSystem } from '../../engine/pairing/registry';
import { BURSTEIN_BUDGET, burstein, byeOptionsOf, roundCards } from '../../engine/pairing/burstein/index';
import { searchRound } from '../../engine/pairing/burstein/search';
import { colourLegal } from '../../engine/pairing/burstein/colours';
import { canTake } from '../../engine/pairing/lim/compatible';
import { seededRandom } from '../../engine/random/index';
import { expectRandomRounds } from './checkRounds';
import { firstDifferingBracket, perturbations, roughRounds, roundsFor } from './perturb';
import type { Tournament } from '../../engine/model/types';

const P = (boards: Array<[number, number]>, byes: number[] = []): Proposal => ({ boards: boards.map(([white, black]) => ({ white, black })), byes });
const players = (n: number) => Array.from({ length: n }, (_, i) => ({ no: i + 1, name: `P${i + 1}`, rating: 2400 - 50 * i }));
const T = (n: number, rounds: SimpleRound[] = []) => buildTournament({ players: players(n), firstColour: 'w', totalRounds: 7, rounds });
const mark = (t: ReturnType<typeof T>, p: Proposal): Marking => markPairing(t, p, 'burstein');
const G = (white: number, black: number, result: string) => ({ white, black, result });

describe('Burstein, round 1 (the imaginary point of 3.3): 6.3, the priority list of 6.2, colours by 5.1, board order', () => {
  // Eight players. 3.3: the top half by rating, 1-4, get an imaginary point: groups {1,2,3,4} (1) and {5,6,7,8} (0).
  // Nobody has a colour: 6.5 decides nothing. 6.1/6.2: (1) 1*4 2*3 in the top group, 5*8 6*7 below. 5.1 with
  // white for 1: the odd numbers take 1's colour (the engine extends the parity rule to the whole list): 1-4,
  // 3-2, 5-8, 7-6. Boards by the higher score of the pair, the sum, the smaller number: 1-4, 3-2, 5-8, 7-6.
  const t = T(8);
  const right = P([[1, 4], [3, 2], [5, 8], [7, 6]]);

  it('the right pairing is marked right', () => {
    const m = mark(t, right);
    expect(m.right).toBe(true);
    expect(m.depth).toBe('criteria');
  });

  it('6.3: 1-5 and 4-8 take two players out of an even score group, where none need float', () => {
    const m = mark(t, P([[1, 5], [3, 2], [4, 8], [7, 6]]));
    expect(m.verdict?.kind).toBe('criterion');
    expect(m.verdict?.rule).toBe('Burstein 6.3');
    expect(m.verdict?.text.en).toContain('In the score group of 1 point (the imaginary point of 3.3 counted)');
    expect(m.verdict?.text.en).toContain('pairs 2 players outside the group (1, 4), where the group can be paired within itself');
    expect(m.verdict?.text.tr).toContain('1 puan grubunda (3.3\'ün hayali puanı sayılarak)');
    expect(m.verdict?.text.tr).toContain('2 oyuncuyu grubun dışında eşlendiriyor');
    expect(m.parting?.section.en).toBe('Score group 1');
  });

  it('6.2 (procedural): 1-3 2-4 is No. 2 of the priority list, 1-4 2-3 No. 1', () => {
    const m = mark(t, P([[1, 3], [4, 2], [5, 8], [7, 6]]));
    expect(m.verdict?.kind).toBe('procedural');
    expect(m.verdict?.rule).toBe('Burstein 6.2');
    // the group the pairings part in: {1,2,3,4}, 1 point with the imaginary point of 3.3, named in both languages
    expect(m.verdict?.bracket).toBe(1);
    expect(m.verdict?.text.en).toMatch(/^In the score group of 1 point \(the imaginary point of 3\.3 counted\), /);
    expect(m.verdict?.text.tr).toMatch(/^1 puan grubunda \(3\.3'ün hayali puanı sayılarak\) /);
    expect(m.verdict?.text.en).toContain('ordered by SB, Buchholz, Median and rating (3.2)');
    expect(m.verdict?.text.en).toContain('1 (No. 1), meets the lowest player he may meet (6.1): 4 (No. 4), where your pairing gives him 3 (No. 3)');
    expect(m.verdict?.text.en).toContain("the system's pairing is No. 1 of the priority list, yours No. 2");
    expect(m.verdict?.text.tr).toContain('karşılaşabileceği en alttaki oyuncuyla eşlendirilir (6.1)');
    expect(m.parting?.step?.en).toContain('Pairing 1*4 2*3');
  });

  it('colours (5.1): 4-1 for 1-4, the pair right, the colours wrong', () => {
    const m = mark(t, P([[4, 1], [3, 2], [5, 8], [7, 6]]));
    expect(m.pairsRight).toBe(true);
    expect(m.coloursRight).toBe(false);
    expect(m.colours[0].rule).toBe('Burstein 5.1');
    expect(m.colours[0].text.en).toContain('board 1: 1 has white against 4');
    expect(m.colours[0].text.tr).toContain('1. masa: 1 beyaz, 4 siyah olmalı');
    expect(m.boards[0].coloursRight).toBe(false);
  });

  it('board order: the books\' Burstein text gives none, so the pairs of the 0 group written first are still right', () => {
    const m = mark(t, P([[5, 8], [7, 6], [1, 4], [3, 2]]));
    expect(m.pairsRight && m.coloursRight).toBe(true);
    expect(m.boardOrderRight).toBe(true);
    expect(m.boardOrder).toEqual([]);
    expect(m.right).toBe(true);
    expect(markingExit(m)).toBe(0);
  });
});

describe('Burstein, round 1 with seven players: the bye (4.2, 4.3), the floater of an odd group (6.4)', () => {
  // 3.3: the top half is 1-3 (the smaller half, our reading): groups {1,2,3} (1) and {4,5,6,7} (0).
  // 4.2/4.3: the bye goes to the lowest group, lowest SB, Buchholz, Median (all 0 in round 1), then rating: 7.
  // {1,2,3} is odd: 6.4 (1) 1*3 2*F; 2 floats into {2,4,5,6} (2 first by rating): 2*6 4*5.
  // Colours by 5.1 (odd numbers white): 1-3 both odd, the higher (1) white; 2-6 both even, 6 white; 4-5: 5 white.
  // Boards: 1-3 (1+1), 6-2 (2 keeps his imaginary point: 1+0), 5-4, bye 7.
  const t = T(7);

  it('the right pairing is marked right', () => {
    expect(mark(t, P([[1, 3], [6, 2], [5, 4]], [7])).right).toBe(true);
  });

  it('4.3: the bye to 6, where 7 is lower (all equal on SB, Buchholz and Median: the rating decides)', () => {
    const m = mark(t, P([[1, 3], [2, 7], [5, 4]], [6]));
    expect(m.verdict?.kind).toBe('criterion');
    expect(m.verdict?.rule).toBe('Burstein 4.3');
    expect(m.verdict?.text.en).toContain('gives the bye to 6 (score group 0, SB 0), where the rules give it to 7 (score group 0, SB 0)');
    expect(m.verdict?.text.en).toContain('Buchholz, then Median, then rating decide');
    expect(m.verdict?.text.tr).toContain('6 (0 puan grubu, SB 0) oyuncusunu tur atlatıyor');
    expect(m.parting?.step?.en).toContain('gets the bye');
  });

  it('4.2: the bye to 3, who is in the 1-point group (with the imaginary point)', () => {
    const m = mark(t, P([[1, 2], [4, 7], [5, 6]], [3]));
    expect(m.verdict?.rule).toBe('Burstein 4.2');
    expect(m.verdict?.text.en).toContain('the bye goes to the player of the lowest score group with the lowest SB');
    expect(m.verdict?.text.tr).toContain('en alt puan grubunda');
  });

  it('6.4 (procedural): 1-2 with 3 floating is No. 2 of the list, 1-3 with 2 floating No. 1', () => {
    const m = mark(t, P([[1, 2], [3, 6], [5, 4]], [7]));
    expect(m.verdict?.kind).toBe('procedural');
    expect(m.verdict?.rule).toBe('Burstein 6.4');
    expect(m.verdict?.bracket).toBe(1); // {1,2,3}, the odd group whose floater it is
    expect(m.verdict?.text.en).toContain('1 (No. 1), meets the lowest player he may meet (6.1): 3 (No. 3), where your pairing gives him 2 (No. 2)');
  });

  it('6.4 (procedural): 1 floats, the last choice of the top player', () => {
    const m = mark(t, P([[2, 3], [1, 6], [5, 4]], [7]));
    expect(m.verdict?.rule).toBe('Burstein 6.4');
    expect(m.verdict?.text.en).toContain('1 (No. 1) floats only when no opponent is left for him (6.4): the system pairs him with 3 (No. 3), your pairing floats him');
    expect(m.verdict?.text.tr).toContain('ancak eşlenebileceği rakip kalmadığında kaydırılır (6.4)');
  });
});

describe('Burstein, round 2 (still with the imaginary point): 6.5 before the priority list, colours by 5.4', () => {
  // Round 1 as the system pairs it, every game drawn: 1-4, 3-2, 5-8, 7-6. Before round 2: 1-4 on ½ + 1 = 1½ (3.3),
  // 5-8 on ½. In each group SB (¼), Buchholz (½) and Median are equal: the order is by rating, {1,2,3,4} and
  // {5,6,7,8}. Due (1): 1 and 3 black (had white), 2 and 4 white; 5 and 7 black, 6 and 8 white.
  // {1,2,3,4}: 1*4 and 2*3 have met; (2) 1*3 2*4 gives due colours to 2 players (1-3 both due black, 2-4 both due
  // white), (3) 1*2 3*4 to all 4: 6.5 takes (3). Likewise 5*6 7*8 below. Colours (5.4, both due colours): 2-1, 4-3,
  // 6-5, 8-7. Boards: 2-1, 4-3 (1½), 6-5, 8-7.
  const t = T(8, [{ round: 1, games: [G(1, 4, '1/2-1/2'), G(3, 2, '1/2-1/2'), G(5, 8, '1/2-1/2'), G(7, 6, '1/2-1/2')] }]);

  it('the right pairing is marked right', () => {
    expect(mark(t, P([[2, 1], [4, 3], [6, 5], [8, 7]])).right).toBe(true);
  });

  it('6.5: 1-3 and 2-4 give 2 players their due colour where 4 can have it, though higher in the priority list', () => {
    const m = mark(t, P([[1, 3], [2, 4], [6, 5], [8, 7]]));
    expect(m.verdict?.kind).toBe('criterion');
    expect(m.verdict?.rule).toBe('Burstein 6.5');
    expect(m.verdict?.text.en).toContain('In the score group of 1.5 points (the imaginary point of 3.3 counted), in your pairing 2 players get their due colour (1–3 both due black; 2–4 both due white), where 4 can');
    expect(m.verdict?.text.tr).toContain('1,5 puan grubunda');
    expect(m.verdict?.text.tr).toContain('2 oyuncu sırası gelen rengini alıyor (1–3 ikisinin de sırası siyah; 2–4 ikisinin de sırası beyaz); oysa 4 oyuncu alabilir');
    const c = m.criteria.find((x) => x.rule === 'Burstein 6.5');
    expect(c).toMatchObject({ proposal: '2', correct: '4', verdict: 'worse' });
    expect(renderMarking(m, 'tr')).toContain('sırası gelen rengini alan oyuncular: 2 / 4');
  });

  it('colours (5.4): 1-2 gives 1 white, but 1 is due black and 2 due white', () => {
    const m = mark(t, P([[1, 2], [4, 3], [6, 5], [8, 7]]));
    expect(m.pairsRight).toBe(true);
    expect(m.colours[0].rule).toBe('Burstein 5.4');
    expect(m.colours[0].text.en).toContain('board 1: 2 has white against 1 (both get their due colour)');
    expect(m.colours[0].text.tr).toContain('ikisi de sırası gelen rengi alır');
  });
});

describe('Burstein, round 3 of ten players: the floater of 6.3 and the due colours of 6.5 in the group below', () => {
  // R1: 1-2, 3-4, 5-6, 7-8, 9-10, White won each. R2: 4-1, 6-3, 8-5 Black won; 10-7 White won; 2-9 White won.
  // Scores: 1, 3, 5: 2; 2, 7, 9, 10: 1; 4, 6, 8: 0. Colours: 1, 3, 5, 7, 9 WB (due white); 2, 4, 6, 8, 10 BW (due black).
  // SB: 1 = 1 (beat 2), 2 = 1 (beat 9), 9 = 1 (beat 10), 10 = 1 (beat 7), the rest 0. Buchholz: 1: 1, 3: 0, 5: 0,
  // 7: 1, 9: 2, 10: 2, 2: 3, 4: 4, 6: 4, 8: 3. Median (the highest and the lowest opponent dropped): 0 after two games.
  // 2 points {1,3,5}: order 1, 3, 5 (3 and 5 equal to the rating). All due white: every pair gives one due colour;
  //   6.4 (1) 1*5 3*F. 1 point {2,7,9,10} + 3: order 2 (SB 1, BH 3), 9, 10 (SB 1, BH 2, rating), 7 (SB 0, BH 1),
  //   3 (SB 0, BH 0): [2,9,10,7,3]; 2-9, 9-10 and 10-7 have met; 3 floated in and may not float (6.3).
  //   (1) 2*3 9*7 10*F: 3 due colours (9-7 both due white); (2), (3), (5) hold a pair that met; (4) 2*7 9*3 10*F: 3;
  //   (6) 2*7 10*3 9*F: all 4 due colours: 6.5 takes (6).
  // 0 points {4,6,8} + 9: order 9 (SB 1), 4, 6 (Buchholz 4, rating), 8: every pairing has one clash (three due
  //   black), (1) 9*8 4*6 is taken.
  // Colours: 1-5 both due white, no irregularity, 1 higher SB; 3-10, 7-2, 9-8 due colours; 4-6 both due black,
  // equal SB, Buchholz and Median, 4 higher by rating keeps black: 6-4. Boards: 1-5, 3-10, 7-2, 9-8, 6-4.
  const t = T(10, [
    { round: 1, games: [G(1, 2, '1-0'), G(3, 4, '1-0'), G(5, 6, '1-0'), G(7, 8, '1-0'), G(9, 10, '1-0')] },
    { round: 2, games: [G(4, 1, '0-1'), G(6, 3, '0-1'), G(8, 5, '0-1'), G(10, 7, '1-0'), G(2, 9, '1-0')] },
  ]);

  it('the right pairing is marked right', () => {
    expect(mark(t, P([[1, 5], [3, 10], [7, 2], [9, 8], [6, 4]])).right).toBe(true);
  });

  it('6.3: 1, 3 and 5 all paired outside the 2-point group, where one floater is enough', () => {
    const m = mark(t, P([[1, 9], [3, 7], [5, 2], [10, 4], [8, 6]]));
    expect(m.verdict?.rule).toBe('Burstein 6.3');
    expect(m.verdict?.text.en).toContain('In the score group of 2 points, your pairing pairs 3 players outside the group (1, 3, 5), where one floater is enough');
    expect(m.verdict?.text.tr).toContain('bir artık oyuncu yeterli');
  });

  it('6.3: 3, who floated into the 1-point group, floats on to the 0 group (2-10 and 9-7 pair the rest)', () => {
    const m = mark(t, P([[1, 5], [2, 10], [9, 7], [3, 8], [4, 6]]));
    expect(m.verdict?.rule).toBe('Burstein 6.3');
    expect(m.verdict?.text.en).toContain('In the score group of 1 point, your pairing floats 3 on, who floated into this group');
    expect(m.verdict?.text.tr).toContain('bu gruba kayarak gelen 3 oyuncusunu yeniden kaydırıyor');
  });

  it('6.5: 9-7 (both due white) with 10 floating: 3 due colours in the 1-point group, where 4 can have them', () => {
    const m = mark(t, P([[1, 5], [3, 2], [9, 7], [10, 8], [4, 6]]));
    expect(m.verdict?.rule).toBe('Burstein 6.5');
    expect(m.verdict?.text.en).toContain('In the score group of 1 point, in your pairing 3 players get their due colour (9–7 both due white), where 4 can');
    // the 2-point group is the same in both: its entries are equal, the verdict is in the group below
    expect(m.criteria.filter((c) => c.bracket === 2).every((c) => c.verdict === 'equal')).toBe(true);
  });

  it('6.4 (procedural): 3-5 with 1 floating (1-7, 2-10, 9-4, 8-6 below), where 1 (No. 1) can still meet 5', () => {
    const m = mark(t, P([[3, 5], [1, 7], [2, 10], [9, 4], [8, 6]]));
    expect(m.verdict?.kind).toBe('procedural');
    expect(m.verdict?.rule).toBe('Burstein 6.4');
    expect(m.verdict?.bracket).toBe(2);
    expect(m.verdict?.text.en).toContain('In the score group of 2 points');
    expect(m.verdict?.text.tr).toMatch(/^2 puan grubunda /);
    expect(m.verdict?.text.en).toContain('1 (No. 1) floats only when no opponent is left for him (6.4): the system pairs him with 5 (No. 3)');
    expect(m.verdict?.text.en).toContain("the system's pairing is No. 1 of the priority list, yours No. 3");
  });

  it('colours (5.4): 4-6 gives 4 white, but 4 (equal SB, Buchholz and Median, higher rating) keeps his due black', () => {
    const m = mark(t, P([[1, 5], [3, 10], [7, 2], [9, 8], [4, 6]]));
    expect(m.pairsRight).toBe(true);
    expect(m.colours[0].rule).toBe('Burstein 5.4');
    expect(m.colours[0].text.en).toContain('board 5: 6 has white against 4 (both due black; 4 is higher by rating');
  });
});

describe('Burstein colours 5.2 and 5.3: the limits decide before 5.4', () => {
  // Six players, a round robin drawn throughout (rounds 1-4 of the table for six: 1-6 2-5 3-4, 6-4 5-3 1-2, 2-6 3-1
  // 4-5, 6-5 1-4 2-3): everybody on 2 points, SB, Buchholz and Median equal, and each has one opponent left: the only
  // pairing of round 5 is 1-5, 2-4, 3-6 (3.1), one score group ordered by rating (3.2).
  // Colours (R1-R4): 1 BBWW, 2 BWWB, 3 WWBW, 4 BWBB, 5 WBWB, 6 WBBW.
  //   3-6: 3 (+2) due black; 6 (equal counts, last white) due black too. 5.4 would give the due colour to the one
  //        whose colours broke their alternation more recently: 6 (black twice in R2-R3, 3 white twice in R1-R2), so
  //        3 would have white: a difference of +3, which 5.2 forbids. 5.2 decides: 6-3.
  //   1-5: 1 (BBWW) due black, 5 (WBWB) due white. White for 1 would be his third white running (5.3; the difference
  //        only +1): 5-1 (5.4 agrees: both due colours).
  //   2-4: 4 (-2, black twice) must have white (black would break 5.2 and 5.3); 2 may take black: 4-2.
  // Boards (all on 2 points, the smaller pairing number first): 5-1, 4-2, 6-3.
  const t = T(6, [
    { round: 1, games: [G(6, 1, '1/2-1/2'), G(5, 2, '1/2-1/2'), G(3, 4, '1/2-1/2')] },
    { round: 2, games: [G(4, 6, '1/2-1/2'), G(3, 5, '1/2-1/2'), G(2, 1, '1/2-1/2')] },
    { round: 3, games: [G(2, 6, '1/2-1/2'), G(1, 3, '1/2-1/2'), G(5, 4, '1/2-1/2')] },
    { round: 4, games: [G(6, 5, '1/2-1/2'), G(1, 4, '1/2-1/2'), G(3, 2, '1/2-1/2')] },
  ]);

  it('the right pairing is marked right', () => {
    const m = mark(t, P([[5, 1], [4, 2], [6, 3]]));
    expect(m.right, renderMarking(m)).toBe(true);
  });

  it('5.2: 3-6 gives 3 white, a colour difference of +3 (though 5.4 alone would favour 6)', () => {
    const m = mark(t, P([[5, 1], [4, 2], [3, 6]]));
    expect(m.pairsRight).toBe(true);
    expect(m.coloursRight).toBe(false);
    expect(m.boards.map((b) => b.coloursRight)).toEqual([true, true, false]);
    // one note a board: the shared absolute check names the same board, and is not said again
    expect(m.colours).toHaveLength(1);
    expect(m.colours[0]).toMatchObject({ rule: 'Burstein 5.2', boards: [3] });
    expect(m.colours[0].text.en).toBe('board 3: 6 has white against 3 (the other way 3 would have a colour difference of +3): Burstein 5.2');
    expect(m.colours[0].text.tr).toBe('3. masa: 6 beyaz, 3 siyah olmalı (tersinde 3 numaralı oyuncunun renk farkı +3 olurdu): Burstein 5.2');
    expect(m.colours.map((c) => c.rule)).not.toContain('Burstein 5.3');
  });

  it('5.3: 1-5 gives 1 white for the third game running (the difference only +1)', () => {
    const m = mark(t, P([[1, 5], [4, 2], [6, 3]]));
    expect(m.pairsRight).toBe(true);
    expect(m.boards.map((b) => b.coloursRight)).toEqual([false, true, true]);
    expect(m.colours[0]).toMatchObject({ rule: 'Burstein 5.3', boards: [1] });
    expect(m.colours[0].text.en).toBe('board 1: 5 has white against 1 (the other way 1 would have white three times running): Burstein 5.3');
    expect(m.colours[0].text.tr).toBe('1. masa: 5 beyaz, 1 siyah olmalı (tersinde 1 numaralı oyuncu üst üste üçüncü kez beyaz alırdı): Burstein 5.3');
    expect(m.colours.map((c) => c.rule)).not.toContain('Burstein 5.2');
  });

  it('5.2 and 5.3 together: 2-4 gives 4 black a third time running and a difference of -3', () => {
    const m = mark(t, P([[5, 1], [2, 4], [6, 3]]));
    expect(m.colours[0]).toMatchObject({ rule: 'Burstein 5.2, 5.3', boards: [2] });
    expect(m.colours[0].text.en).toBe('board 2: 4 has white against 2 (the other way 4 would have a colour difference of -3 and black three times running): Burstein 5.2, 5.3');
    expect(m.colours[0].text.tr).toBe('2. masa: 4 beyaz, 2 siyah olmalı (tersinde 4 numaralı oyuncu üst üste üçüncü kez siyah alırdı ve renk farkı -3 olurdu): Burstein 5.2, 5.3');
  });
});

describe('Burstein 6.6: two score groups that cannot be paired apart are paired as one', () => {
  // Six players. R1: 1-2, 3-4, 5-6 all drawn. R2: 3-1 0-1, 2-5 1-0, 4-6 ½-½. Scores: 1, 2: 1½ (they have met);
  // 4, 6: 1 (they have met); 3, 5: ½. Neither {1,2} nor {4,6} can be paired on its own: 6.6 merges them, and
  // {1,2,4,6} is paired by 6.1-6.5. SB: 1 = ¾ + ½ = 1¼, 2 = 1¼, 4 = ¼ + ½ = ¾, 6 = ¾; Buchholz 1, 2: 2; 4, 6: 1½;
  // rating: order 1, 2, 4, 6. Colours: 1 WB (due white), 2 BW (due black), 4 BW (due black), 6 BB (due white),
  // 3 WW (due black), 5 WB (due white). (1) 1*6 2*4 gives 2 due colours, (2) 1*4 2*6 all 4 (1*2 met): 6.5 takes (2).
  // {3,5}: 3*5. Colours: 1-4, 6-2, 5-3 (due colours). Boards: 1-4, 6-2 (1½ + 1 each: 1 is the smaller number), 5-3.
  const t = T(6, [
    { round: 1, games: [G(1, 2, '1/2-1/2'), G(3, 4, '1/2-1/2'), G(5, 6, '1/2-1/2')] },
    { round: 2, games: [G(3, 1, '0-1'), G(2, 5, '1-0'), G(4, 6, '1/2-1/2')] },
  ]);

  it('the right pairing is marked right', () => {
    expect(mark(t, P([[1, 4], [6, 2], [5, 3]])).right).toBe(true);
  });

  it('6.5 in the merged group: 6-1 and 2-4 give 2 players their due colour where 4 can have it', () => {
    const m = mark(t, P([[6, 1], [2, 4], [5, 3]]));
    expect(m.verdict?.kind).toBe('criterion');
    expect(m.verdict?.rule).toBe('Burstein 6.5');
    expect(m.verdict?.text.en).toContain('In the score groups 1.5 + 1, paired as one group (6.6), in your pairing 2 players get their due colour (1–6 both due white; 2–4 both due black), where 4 can');
    expect(m.verdict?.text.tr).toContain('Tek grup olarak eşlendirilen 1,5 + 1 puan gruplarında (6.6)');
    expect(m.parting?.section.en).toBe('Score group 1.5+1');
  });

  it('6.3 in the merged group: 1 and 6 paired with 5 and 3 below', () => {
    const m = mark(t, P([[5, 1], [6, 3], [2, 4]]));
    expect(m.verdict?.rule).toBe('Burstein 6.3');
    expect(m.verdict?.text.en).toContain('paired as one group (6.6), your pairing pairs 2 players outside the group (1, 6), where the group can be paired within itself');
  });

  // Issue 36, where the verdict sits. By the scores alone (a pair belongs to its lower player's group, the players
  // floating down), the system's 1-4 and 6-2 are pairs of the 1-point group, the answer's 2-4 too, and nobody pairs in
  // the 1½ group: the first score group paired differently is 1. But 6.6 pairs 1½ and 1 as one group {1,2,4,6}: the
  // procedure parts there, in that one group, which the verdict names by its top score with both scores (6.6).
  it('the verdict sits in the merged group 1½ + 1, which holds the first score group paired differently (1)', () => {
    const answer = P([[5, 1], [6, 3], [2, 4]]);
    const m = mark(t, answer);
    expect(m.verdict).toMatchObject({ kind: 'criterion', rule: 'Burstein 6.3', bracket: 1.5, merged: [1.5, 1] });
    expect(m.verdict?.text.en).toMatch(/^In the score groups 1\.5 \+ 1, paired as one group \(6\.6\), /);
    expect(m.verdict?.text.tr).toMatch(/^Tek grup olarak eşlendirilen 1,5 \+ 1 puan gruplarında \(6\.6\) /);
    expect(firstDifferingBracket('burstein', t, 3, { boards: P([[1, 4], [6, 2], [5, 3]]).boards }, answer)).toBe(1);
  });
});

describe('Burstein 4.1: a player who scored without playing (a half-point bye) does not get the bye', () => {
  // Five players, round 2. R1: 1-4 1-0, 2-3 1-0, 5 a requested half-point bye. Groups with the imaginary point of
  // 3.3 (1 and 2): 1, 2 on 2; 5 on ½; 3, 4 on 0. 4.2: the lowest group {3,4}: SB 0, Buchholz 1, Median 0 each,
  // rating: 4 is the lowest and gets the bye. 5 (½, scored without playing) may not (4.1), though the general
  // rule of the other systems (a bye or a forfeit win) lets him.
  // Pairing: 1*2; 5 floats into {3}: 3*5. Colours: 1 and 2 both due black (had white), no irregularity, SB and
  // Buchholz equal (0), 1 higher by rating keeps black: 2-1; 3 due white, 5 none: 3-5. Boards: 2-1, 3-5.
  const t = T(5, [{ round: 1, games: [G(1, 4, '1-0'), G(2, 3, '1-0')], halfPointBye: [5] }]);

  it('the right pairing is marked right', () => {
    expect(mark(t, P([[2, 1], [3, 5]], [4])).right).toBe(true);
  });

  it('4.1: the bye to 5, who had a half-point bye', () => {
    const m = mark(t, P([[2, 1], [3, 4]], [5]));
    expect(m.absolute).toEqual([]);
    expect(m.verdict?.kind).toBe('criterion');
    expect(m.verdict?.rule).toBe('Burstein 4.1');
    expect(m.verdict?.text.en).toContain('your pairing gives the bye to 5 (score group 0.5, SB 0), who has scored without playing');
    expect(m.verdict?.text.tr).toContain('oynamadan puan aldı');
  });
});

describe("the text's own example of 6.5 (seed 003 1.4, book 001 1.5): 2, 4 and 5 due white, the others black", () => {
  // "Then the valid pairings are No. (4) by 6.2 [1*5 2*6 3*4] or No. (2) by 6.4 [1*5 2*3 4*F]." Built as events:
  // a score group whose players, ordered by 3.2, are 1-6 (or 1-5) with exactly those due colours.

  // Twelve players. R1: 1-6 beat 7-12 (i against i+6), R2: all drawn, 1-8, 2-9, 3-10, 4-11, 5-12, 6-7. Scores: 1-6 on
  // 1½, 7-12 on ½; nobody has met a player of his own group. 1-6: SB ½ + ¼ = ¾, Buchholz 1, Median 0 each: the rating
  // orders them 1-6. Colours: 2, 4, 5 WB (due white), 1, 3, 6 BW (due black), as in the text. 6.2: (1) 1*6 2*5 3*4
  // gives 4 players their due colour (1-6 and 2-5 clash), (4) 1*5 2*6 3*4 all 6: (4). Below, 7-12 (SB ¾, Buchholz 3
  // each, by rating): 7 WB, 8 BB, 9 WW, 10 BB, 11 BW, 12 WW: (1) 7*12 8*11 9*10 gives every due colour.
  // Colours: 5-1, 2-6, 4-3, 7-12, 8-11, 10-9; boards in that order.
  const even = T(12, [
    { round: 1, games: [G(7, 1, '0-1'), G(2, 8, '1-0'), G(9, 3, '0-1'), G(4, 10, '1-0'), G(5, 11, '1-0'), G(12, 6, '0-1')] },
    { round: 2, games: [G(1, 8, '1/2-1/2'), G(9, 2, '1/2-1/2'), G(3, 10, '1/2-1/2'), G(11, 4, '1/2-1/2'), G(12, 5, '1/2-1/2'), G(6, 7, '1/2-1/2')] },
  ]);

  it('six players: No. (4) 1*5 2*6 3*4 is marked right', () => {
    expect(mark(even, P([[5, 1], [2, 6], [4, 3], [7, 12], [8, 11], [10, 9]])).right).toBe(true);
  });

  it('six players: No. (1) 1*6 2*5 3*4, first in the priority list, gives 4 players their due colour where 6 can: 6.5', () => {
    const m = mark(even, P([[6, 1], [2, 5], [4, 3], [7, 12], [8, 11], [10, 9]]));
    expect(m.verdict?.rule).toBe('Burstein 6.5');
    expect(m.verdict?.text.en).toContain('In the score group of 1.5 points, in your pairing 4 players get their due colour (1–6 both due black; 2–5 both due white), where 6 can');
  });

  // Ten players. R1: 1-5 beat 6-10 (i against i+5), R2: all drawn, 1-7, 2-8, 3-9, 4-10, 5-6. 1-5 on 1½ (SB ¾,
  // Buchholz 1, by rating 1-5), 2, 4, 5 WB (due white), 1, 3 BW (due black). 6.4: (1) 1*5 2*4 3*F gives 3 due colours;
  // (2) 1*5 2*3 4*F gives 4, the most, and 4 can be paired below: (2). Below, {6,...,10} + 4: SB ¾ each, Buchholz 3
  // for 6-10 and 1 for 4: order 6, 7, 8, 9, 10, 4; 4 has met 9 and 10. 6 WW, 8 WW (must have black), 7 BB, 9 BB
  // (must have white), 10 BW (due black), 4 WB (due white): (1) 6*4 7*10 8*9 gives every due colour.
  // Colours: 5-1, 2-3, 4-6, 7-10, 9-8; boards in that order (1½+1½, then 1½+½, then ½+½).
  const odd = T(10, [
    { round: 1, games: [G(6, 1, '0-1'), G(2, 7, '1-0'), G(8, 3, '0-1'), G(4, 9, '1-0'), G(5, 10, '1-0')] },
    { round: 2, games: [G(1, 7, '1/2-1/2'), G(8, 2, '1/2-1/2'), G(3, 9, '1/2-1/2'), G(10, 4, '1/2-1/2'), G(6, 5, '1/2-1/2')] },
  ]);

  it('five players: No. (2) 1*5 2*3 4*F is marked right', () => {
    expect(mark(odd, P([[5, 1], [2, 3], [4, 6], [7, 10], [9, 8]])).right).toBe(true);
  });

  it('five players: No. (1) 1*5 2*4 3*F gives 3 players their due colour where 4 can: 6.5', () => {
    const m = mark(odd, P([[5, 1], [2, 4], [7, 6], [9, 8], [10, 3]]));
    expect(m.verdict?.rule).toBe('Burstein 6.5');
    expect(m.verdict?.text.en).toContain('In the score group of 1.5 points, in your pairing 3 players get their due colour (2–4 both due white), where 4 can');
    expect(m.verdict?.text.tr).toContain('1,5 puan grubunda eşlendirmenizde 3 oyuncu sırası gelen rengini alıyor (2–4 ikisinin de sırası beyaz); oysa 4 oyuncu alabilir');
  });
});

describe('Burstein: random rounds and their perturbations', () => {
  for (const seed0 of [1, 1000]) {
    it(`300 rounds from seed ${seed0}: the system's pairing right, every perturbation wrong, no disagreement`, () => {
      const r = expectRandomRounds('burstein', seed0, ['criterion Burstein 4.2', 'criterion Burstein 6.3', 'criterion Burstein 6.5', 'procedural Burstein 6.2', 'procedural Burstein 6.4', 'colours Burstein 5.4']);
      expect(r.marks).toBeGreaterThan(600);
    }, 600_000);
  }

  it('random pairings with the groups of the procedure (one floater to the next group): no disagreement', () => {
    // The perturbations above rarely keep the groups' shape; these do, so 6.5 and the priority list decide.
    const seen = new Set<string>();
    let marks = 0;
    for (const c of roundsFor(pairingSystem('burstein')!, 120, 7000)) {
      for (const p of shapedProposals(c.t, c.round, c.correct.byes, seededRandom(c.seed * 131 + c.round), 15)) {
        const m = markPairing(c.t, p, 'burstein', { round: c.round });
        marks++;
        expect(m.notes.filter((n) => /better/.test(n.text.en)), `seed ${c.seed} round ${c.round}`).toEqual([]);
        if (!m.pairsRight) {
          expect(m.verdict?.kind === 'criterion' || m.verdict?.kind === 'procedural', `seed ${c.seed} round ${c.round}: ${m.verdict?.text.en}`).toBe(true);
          seen.add(m.verdict!.rule);
        }
      }
    }
    expect(marks).toBeGreaterThan(1000);
    expect([...seen].sort()).toEqual(['Burstein 6.2', 'Burstein 6.4', 'Burstein 6.5']);
  }, 600_000);

  it('rough events (late entries, half-point byes, absences, withdrawals, forfeits): the system right, no disagreement', () => {
    const cases = roughRounds('burstein', 40, 9000, (k) => 9 + (k % 32));
    for (const { seed, t, round, correct: c } of cases) {
      const m0 = markPairing(t, { boards: c.boards, byes: c.byes }, 'burstein', { round });
      expect(m0.right, `seed ${seed} round ${round}: ${m0.verdict?.text.en}`).toBe(true);
      const props = [...perturbations(c, seed).map((x) => x.proposal), ...shapedProposals(t, round, c.byes, seededRandom(seed * 131 + round), 5)];
      for (const p of props) {
        const m = markPairing(t, p, 'burstein', { round });
        expect(m.notes.filter((n) => /better/.test(n.text.en)), `seed ${seed} round ${round}`).toEqual([]);
        if (!m.pairsRight) expect(m.verdict, `seed ${seed} round ${round}`).toBeDefined();
      }
    }
    const rounds = cases.length;
    expect(rounds).toBeGreaterThan(250);
  }, 600_000);
});

/**
 * Random legal pairings of the round with the shape the procedure gives it: the groups it pairs (merged by 6.6), each
 * pairing its players among themselves but for one floater of an odd group (not the one who floated in) into the next.
 */
function shapedProposals(t: Tournament, round: number, byes: number[], rand: () => number, count: number): Proposal[] {
  const { cards, cardMap, forbidden } = roundCards(t, round);
  const groups = searchRound(cards, byeOptionsOf(cards), cardMap, forbidden, { left: BURSTEIN_BUDGET })!.choices.map((x) => x.group);
  const meet = (a: number, b: number) => !cardMap.get(a)!.opponents.has(b) && !forbidden.has(a < b ? `${a}-${b}` : `${b}-${a}`) && colourLegal(cardMap.get(a)!, cardMap.get(b)!);
  const out: Proposal[] = [];
  for (let k = 0; k < count; k++) {
    let ok = true, incoming: number | undefined;
    const boards: Array<[number, number]> = [];
    for (const g of groups) {
      const list = [...g.players, ...(incoming !== undefined ? [incoming] : [])].sort(() => rand() - 0.5);
      let floater: number | undefined;
      if (list.length % 2) { const may = list.filter((x) => x !== incoming); floater = may[Math.floor(rand() * may.length)]; list.splice(list.indexOf(floater), 1); }
      while (ok && list.length) {
        const a = list.shift()!;
        const opts = list.filter((b) => meet(a, b));
        if (!opts.length) { ok = false; break; }
        const b = opts[Math.floor(rand() * opts.length)];
        list.splice(list.indexOf(b), 1);
        boards.push(canTake(cardMap.get(a)!, 'w') && canTake(cardMap.get(b)!, 'b') ? [a, b] : [b, a]);
      }
      incoming = floater;
      if (!ok) break;
    }
    if (ok) out.push(P(boards, byes));
  }
  return out;
}
