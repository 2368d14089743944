import { seededRandom } from '../../engine/random/seeded';
/**
 * Every perfect matching of a small set of players, for brute-force checks written from the rules' text: each
 * criterion is evaluated on the whole pairing and pairings are compared lexicographically, sharing no code with
 * the systems' matching machinery.
 */
export type Pairs = Array<[number, number]>;

export function* perfectMatchings(players: number[], allowed: (a: number, b: number) => boolean): Generator<Pairs> {
  if (players.length === 0) { yield []; return; }
  const [x, ...rest] = players;
  for (const y of rest) {
    if (!allowed(x, y)) continue;
    for (const m of perfectMatchings(rest.filter((z) => z !== y), allowed)) yield [[x, y], ...m];
  }
}

/** Lexicographic comparison of number vectors (shorter first when one is a prefix). */
export function lexCompare(a: number[], b: number[]): number {
  for (let i = 0; i < Math.min(a.length, b.length); i++) if (a[i] !== b[i]) return a[i] - b[i];
  return a.length - b.length;
}

/** All subsets of `items` of size k, in lexicographic order of their positions. */
export function* subsets<T>(items: T[], k: number, start = 0): Generator<T[]> {
  if (k === 0) { yield []; return; }
  for (let i = start; i <= items.length - k; i++) for (const s of subsets(items, k - 1, i + 1)) yield [items[i], ...s];
}

/** All permutations of `items`, in lexicographic order of their positions. */
export function* permutations<T>(items: T[]): Generator<T[]> {
  if (items.length <= 1) { yield [...items]; return; }
  for (let i = 0; i < items.length; i++) for (const p of permutations([...items.slice(0, i), ...items.slice(i + 1)])) yield [items[i], ...p];
}

/** A seeded generator: the engine's (a generator has no rule to get wrong; the tests' expected values do not come from it). */
export const rng = seededRandom;
