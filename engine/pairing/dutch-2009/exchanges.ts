/**
 * D.2 exchanges between S1 and S2 in a homogeneous (or remainder) bracket. Players are numbered by
 * their place in the bracket (1 = top). The difference between the numbers exchanged is as small as
 * possible; at equal difference the lowest player of S1 goes first (and, the book being silent on it,
 * the highest players of S2 before lower ones). The book's matrix for S1 = 1-4,
 * S2 = 5-8: one player a) 4↔5 b) 4↔6 c) 3↔5 d) 4↔7 e) 3↔6 f) 2↔5 …; two players j) 3+4↔5+6
 * k) 3+4↔5+7 l) 2+4↔5+6 …. Exchanges of more players follow after the same principle (the book
 * stops at two). Odd bracket: S1 has one player fewer and the numbers shift by one; the last column
 * of the two-player matrix (S1's two top players) is not used.
 */

export interface Exchange {
  /** Places (0-based) in S1 that go to S2. */
  out: number[];
  /** Places (0-based) in S2 that come to S1. */
  in: number[];
  /** Sum of the numbers brought in minus the sum of the numbers sent out. */
  difference: number;
}

function* combinations(n: number, k: number, start = 0, acc: number[] = []): Generator<number[]> {
  if (acc.length === k) { yield [...acc]; return; }
  for (let i = start; i <= n - (k - acc.length); i++) { acc.push(i); yield* combinations(n, k, i + 1, acc); acc.pop(); }
}

function binom(n: number, k: number): number {
  let r = 1;
  for (let i = 0; i < k; i++) r = (r * (n - i)) / (i + 1);
  return r;
}

/** Compares two lists of S1 places: the one with the lower players (higher numbers) first. */
function lowerFirst(a: number[], b: number[]): number {
  const x = [...a].sort((m, n) => n - m);
  const y = [...b].sort((m, n) => n - m);
  for (let i = 0; i < x.length; i++) if (x[i] !== y[i]) return y[i] - x[i];
  return 0;
}

function higherFirst(a: number[], b: number[]): number {
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return a[i] - b[i];
  return 0;
}

/**
 * The exchanges in D.2 order for S1 of `s1Size` and S2 of `s2Size` players. Exchanges of k players
 * are only listed while there are at most `limit` of them for that k, so large brackets cannot explode;
 * beyond that the procedure goes on to its next relaxation (C.9-C.14). In a large bracket any split
 * into S1 and S2 allows the same number of colour breaks (w - q or b - q), so exchanges there only
 * matter for rematches and floats, which one- and two-player exchanges settle in practice.
 */
const cache = new Map<string, Exchange[]>();

export function* exchangesD2(s1Size: number, s2Size: number, limit = 100000): Generator<Exchange> {
  const odd = s2Size > s1Size;
  for (let k = 1; k <= Math.min(s1Size, s2Size); k++) {
    if (binom(s1Size, k) * binom(s2Size, k) > limit) return;
    const key = `${s1Size}/${s2Size}/${k}`;
    let list = cache.get(key);
    if (!list) {
      list = [];
      for (const out of combinations(s1Size, k)) {
        // odd bracket: "the last column of the second matrix becomes invalid" (S1's two top players)
        if (odd && k === 2 && s1Size >= 2 && out[0] === 0 && out[1] === 1) continue;
        for (const inn of combinations(s2Size, k)) {
          const difference = inn.reduce((s, j) => s + s1Size + j + 1, 0) - out.reduce((s, i) => s + i + 1, 0);
          list.push({ out, in: inn, difference });
        }
      }
      list.sort((a, b) => a.difference - b.difference || lowerFirst(a.out, b.out) || higherFirst(a.in, b.in));
      cache.set(key, list);
    }
    yield* list;
  }
}
