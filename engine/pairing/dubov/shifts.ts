/**
 * Dubov 7, moving players so that the standard procedure of 6 can be applied:
 * 7.1 an opponent brought up for a player who has played everyone in his group,
 * 7.2 a player brought up into a group with an odd number of players,
 * 7.3/7.4 players moved from the larger colour subgroup to the smaller one.
 */
import type { Colour } from '../../model/types';
import { opposite } from '../../model/history';
import type { DubovContext, DubovPlayer } from './context';
import { legalPair } from './context';
import { mayTake } from './colours';
import { matchedCount } from './matching';
import { upfloatBar } from './upfloats';
import { compareWhiteSeekers } from './whiteSeekers';
import { compareBlackSeekers } from './blackSeekers';
import { compareNames } from './whiteSeekers';

/** Would the group `donor` (without `leaving`) still pair all its players, but for one when odd? */
export function donorStaysPairable(ctx: DubovContext, donor: DubovPlayer[], leaving: DubovPlayer): boolean {
  const rest = donor.filter((p) => p.no !== leaving.no).map((p) => p.no);
  const need = rest.length - (rest.length % 2);
  return matchedCount(rest, (a, b) => legalPair(ctx, a, b)) >= need;
}

/**
 * Dubov 7.1's case: the player has played everyone in his group (`others`: the group's other players, those
 * brought up so far included) — everyone he may meet by 2.1/2.3/2.4. A player alone in his group is the odd-group
 * case of 7.2, not 7.1.
 */
export function hasPlayedEveryone(ctx: DubovContext, p: DubovPlayer, others: DubovPlayer[]): boolean {
  return others.length > 0 && !others.some((q) => legalPair(ctx, p.no, q.no));
}

/**
 * Dubov 7.1: the player to bring up for `problem`, who has played everyone in his group.
 * In order: (a) due the colour opposite to the problem player's, (b) the highest rating,
 * (c) among equal ratings the lowest ARO. He must not have met the problem player and must be
 * allowed to move up (2.5). Candidates that fail (a) come after those that meet it.
 */
export function candidatesFor71(ctx: DubovContext, problem: DubovPlayer, donor: DubovPlayer[]): DubovPlayer[] {
  const want = problem.seeks ? opposite(problem.seeks) : undefined;
  return donor
    .filter((c) => legalPair(ctx, c.no, problem.no) && upfloatBar(ctx, c) === undefined)
    .sort((a, b) => Number(colourFits(b.due, want)) - Number(colourFits(a.due, want)) || b.rating - a.rating || a.aro - b.aro || compareNames(a, b) || a.no - b.no);
}

function colourFits(due: Colour | undefined, want: Colour | undefined): boolean {
  return want === undefined || due === undefined || due === want;
}

/** The colour most players of an odd group seek (7.2.a asks for the opposite). */
export function majorityColour(group: DubovPlayer[]): Colour {
  const w = group.filter((p) => p.seeks === 'w').length;
  const b = group.filter((p) => p.seeks === 'b').length;
  return w >= b ? 'w' : 'b';
}

/**
 * Dubov 7.2: the players who may be brought up into an odd group, best first.
 * Each must not have met at least one player of the group and be pairable by the colour rules there,
 * and be allowed to move up (2.5). In order: (a) due the colour opposite to the group's majority,
 * (b) the highest rating, (c) among equal ratings the lowest ARO.
 * One reading is added, from the book's round 3 (12 is brought up, not the higher-rated 5): a player
 * whose departure would leave his own group unpairable comes after one whose departure would not —
 * 7.2 asks for the move only "as far as possible", and 6.4's aim is to pair every player of a group.
 */
export function candidatesFor72(ctx: DubovContext, group: DubovPlayer[], donor: DubovPlayer[]): Array<{ player: DubovPlayer; colourFits: boolean; donorPairable: boolean }> {
  const want = opposite(majorityColour(group));
  return donor
    .filter((c) => group.some((g) => legalPair(ctx, c.no, g.no)) && upfloatBar(ctx, c) === undefined)
    .map((c) => ({ player: c, colourFits: colourFits(c.due, want), donorPairable: donorStaysPairable(ctx, donor, c) }))
    .sort((a, b) =>
      Number(b.colourFits) - Number(a.colourFits) ||
      Number(b.donorPairable) - Number(a.donorPairable) ||
      b.player.rating - a.player.rating || a.player.aro - b.player.aro || compareNames(a.player, b.player) || a.player.no - b.player.no);
}

export interface SwitchResult {
  /** The players who change subgroup, in the order they are moved. */
  moved: DubovPlayer[];
  rule: '7.3' | '7.4' | undefined;
  /** Players who could not be moved because of 2.6. */
  fixed: DubovPlayer[];
  /** What the other reading would have moved (the written rule vs the book's practice), when different. */
  otherReading?: DubovPlayer[];
}

/**
 * Dubov 7.3/7.4: with an even group and 2n more players seeking one colour, n of them change subgroup.
 * 7.3 moves white-seekers "starting from the lowest ARO" (the top of the white column);
 * 7.4 moves black-seekers "starting from the highest ARO" (equal ARO: the lower rating first, then
 * alphabetically, then the lower pairing number). 2.6: a player whose other colour would break 2.3/2.4
 * is not moved.
 * The book's practice (option bookPractice) in 7.4 takes the black-seekers from the bottom of the
 * black column (lowest rating first): in its round 3 it moves 21 and 20, not 21 and 11.
 */
export function selectSwitches(white: DubovPlayer[], black: DubovPlayer[], bookPractice: boolean): SwitchResult {
  const diff = white.length - black.length;
  if (diff === 0 || diff % 2 !== 0) return { moved: [], rule: undefined, fixed: [] };
  const n = Math.abs(diff) / 2;
  if (diff > 0) {
    const order = [...white].sort(compareWhiteSeekers);
    const fixed = order.filter((p) => !mayTake(p.history, 'b'));
    const moved = order.filter((p) => mayTake(p.history, 'b')).slice(0, n);
    return { moved, rule: '7.3', fixed };
  }
  const written = [...black].sort((a, b) => b.aro - a.aro || a.rating - b.rating || compareNames(a, b) || a.no - b.no);
  const book = [...black].sort(compareBlackSeekers).reverse();
  const pick = (order: DubovPlayer[]) => order.filter((p) => mayTake(p.history, 'w')).slice(0, n);
  const fixed = written.filter((p) => !mayTake(p.history, 'w'));
  const moved = pick(bookPractice ? book : written);
  const other = pick(bookPractice ? written : book);
  const same = other.length === moved.length && other.every((p, i) => p.no === moved[i].no);
  return { moved, rule: '7.4', fixed, otherReading: same ? undefined : other };
}
