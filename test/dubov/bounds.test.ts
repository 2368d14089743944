/**
 * The Dubov engine on two random rounds where the bounds on the plans it lists for a score group once cut the search
 * short: every plan it had listed was rejected (the players below could not all be paired), so the whole group floated
 * down and the last group was paired by the arbiter's fallback (Dubov 9), without regard to colours or 8.2. The
 * states are rebuilt with buildTournament (test/dubov/disagreeEvents.ts); the right pairing is worked by hand below.
 */
import { describe, expect, it } from 'vitest';
import { pairDubov } from '../../engine/pairing/dubov/index';
import { seed1029round8, seed2108round6 } from './disagreeEvents';

const pairs = (o: ReturnType<typeof pairDubov>) => (o.ok ? o.pairing.boards.map((b) => `${b.white}-${b.black}`) : []);
const kinds = (o: ReturnType<typeof pairDubov>) => o.explanation.sections.flatMap((s) => s.steps.map((st) => st.kind));

describe('Dubov: the plans of a group are not cut short before the rules\' next choice', () => {
  // Seed 2108, round 6 (27 players, 18 has the bye by 4). The groups from 4½ down to 2½ pair as before.
  // 2-point group: 3 (b), 8 (b), 12 (w), 15 (w), 19 (b), 20 (w), 26 (w) — seven players, most due white: 7.2 brings
  // one up from the 1½ group {21 (w), 22 (b), 24 (b)}, (a) due black first: 22 (R 1621), then 24 (R 1477). But 21, 22
  // and 24 have all met one another (21-22 round 2, 21-24 round 3): with 22 or 24 brought up, the two left in the 1½
  // group cannot be paired, nor can anyone else reach them (the 2-point group is paired completely) — so each of those
  // choices is rejected whatever the columns make of the group. Next in 7.2's order: 21 (due white: (a) cannot be met).
  // Group {3, 8, 19 | 12, 15, 20, 26, 21}: five due white, three due black, 2n = 2: 7.3 moves the white-seeker with the
  // lowest ARO, 26 (1826.8), to black. White column by ARO: 21 (1852.4), 12 (1855.5), 15 (1950.0), 20 (2068.5); black by
  // rating: 3 (2382), 8 (2244), 19 (1768), 26 (1431). 21-3; 12 has met 8, so (6.3) 12 takes the first he may play
  // further down, 19; 15-8; 20-26. 1½ group: 22-24 (both due black; 3.b-d decide).
  // Before: every pairing of the columns with 22 brought up, then with 24, was listed (each rejected for the same
  // reason) until the bound on plans, then the whole group floated and the arbiter paired 3-8, 15-12, 20-19, 21-26,
  // 22-24: three players without their due colour in the 2-point group where one is enough.
  it('seed 2108 round 6: 21 is brought up into the 2-point group (7.2), the columns pair 21-3, 12-19, 15-8, 20-26', () => {
    const o = pairDubov(seed2108round6(), { round: 6 });
    expect(pairs(o)).toEqual(['2-1', '11-9', '4-14', '7-16', '6-10', '13-17', '5-25', '27-23', '21-3', '12-19', '15-8', '20-26', '22-24']);
    expect(o.ok && o.pairing.byes).toEqual([18]);
    expect(kinds(o)).not.toContain('arbiter');
    const g2 = o.explanation.sections.find((s) => s.group?.score === 2)!;
    expect(g2.steps.find((s) => s.kind === 'bring-up')?.data).toMatchObject({ brought: 21, colourFits: false });
    expect(g2.steps.find((s) => s.kind === 'switch')?.data).toMatchObject({ moved: [26] });
  });

  // Seed 1029, round 8 (26 players, no bye). 2½ group {14 (w, R 1815), 18 (b, R 1704), 22 (w, R 1548), 28 (w, R 1424)}
  // with the floaters 25 (due white) and 23 (due black) from the 3-point group; below: 21 (1½) and 27 (½).
  // 27 has met 13, 18, 23, 22, 21, 28 and 14: of all the players still to pair only 25 may meet him, so 25 must move on
  // down to the ½ group. 8.1: the floater due white first, 25; 8.2 would give him 18, then 22 — each leaves 27 without
  // an opponent, so 25 cannot be paired here and moves on (6.4 c-d). 23 (due black): the highest-rated he may play,
  // due white, is 14 (R 1815): 14-23 (3.a). Left {18 (b), 22 (w), 28 (w)}: odd, 7.2 brings up 21 from the 1½ group,
  // the only player there (due white: (a) cannot be met); {22, 28, 21 | 18}: 7.3 moves the lowest ARO white-seeker
  // able to take black: 28 (1668.3) (22 would break 2.4 with a third black: 2.6). White column 22 (1810.7), 21 (1954.8);
  // black 18 (1704), 28: 22-18, 21-28. ½ group: 25-27.
  // Before: the eight assignments of the floaters the bound allowed all paired 25 here; the whole group floated down
  // and the arbiter paired 18-23, 22-14, 25-27 below 28-21.
  it('seed 1029 round 8: 25 moves on to meet 27, 23 meets 14 (8.2), 21 is brought up (7.2): 22-18, 21-28', () => {
    const o = pairDubov(seed1029round8(), { round: 8 });
    expect(pairs(o)).toEqual(['5-1', '15-2', '6-3', '9-8', '10-4', '20-11', '24-12', '17-13', '19-16', '14-23', '22-18', '21-28', '25-27']);
    expect(kinds(o)).not.toContain('arbiter');
    const g = o.explanation.sections.find((s) => s.group?.score === 2.5)!;
    // the assignments pairing 25 here are still listed among the choices passed over
    expect(g.steps.find((s) => s.kind === 'rejected')?.text.en).toMatch(/25-18/);
  });
});
