/**
 * The priority lists of Burstein 6.1-6.4, for a score group of any size.
 *
 * 6.1: the top player (highest SB) meets the bottom one, the second the second from the bottom, and so on.
 * 6.2 lists the fifteen pairings of six players in decreasing priority; the rule behind the list is that the
 * top remaining player takes his opponent from the bottom of the list upwards, and the remaining players are
 * paired by the same rule. 6.4 (odd groups, "F" the floater) adds one choice: after every opponent has been
 * tried, the top remaining player himself floats, last.
 *
 * Players are numbered 1..n in the order of 3.2.
 */

export interface GroupPairing {
  pairs: Array<[number, number]>;
  /** The floater (6.3), for an odd group. */
  floater?: number;
}

/** All pairings of the list in decreasing priority (6.2 for an even list, 6.4 for an odd one). */
export function* priorityList(list: number[]): Generator<GroupPairing> {
  if (list.length === 0) { yield { pairs: [] }; return; }
  if (list.length === 1) { yield { pairs: [], floater: list[0] }; return; }
  const [top, ...rest] = list;
  for (let i = rest.length - 1; i >= 0; i--) {
    const partner = rest[i];
    for (const sub of priorityList(rest.filter((x) => x !== partner))) {
      yield { pairs: [[top, partner], ...sub.pairs], floater: sub.floater };
    }
  }
  if (list.length % 2 === 1) {
    for (const sub of priorityList(rest)) yield { pairs: sub.pairs, floater: top };
  }
}

/** The text's notation: "1*6 2*5 3*4", the floater last as "3*F". */
export function formatPairing(p: GroupPairing): string {
  const parts = p.pairs.map(([a, b]) => `${a}*${b}`);
  if (p.floater !== undefined) parts.push(`${p.floater}*F`);
  return parts.join(' ');
}

/**
 * Compares two pairings of the same list by their place in the priority list (negative: `a` comes first).
 * Walks the list as the generator does: at each step the top remaining player's choice decides.
 */
export function comparePriority(list: number[], a: GroupPairing, b: GroupPairing): number {
  const partner = (p: GroupPairing, x: number) => {
    for (const [u, v] of p.pairs) { if (u === x) return v; if (v === x) return u; }
    return undefined; // x floats
  };
  const pos = new Map(list.map((x, i) => [x, i]));
  let remaining = [...list];
  while (remaining.length > 0) {
    const x = remaining[0];
    const pa = partner(a, x);
    const pb = partner(b, x);
    if (pa !== pb) {
      if (pa === undefined) return 1; // floating is the last choice
      if (pb === undefined) return -1;
      return pos.get(pb)! - pos.get(pa)!; // the lower partner comes first
    }
    remaining = remaining.filter((y) => y !== x && y !== pa);
  }
  return 0;
}

/** How many pairings the priority list of `m` players holds: (m-1)!! for even m, m!! for odd m. */
export function priorityListLength(m: number): number {
  let out = 1;
  for (let k = m % 2 === 0 ? m - 1 : m; k > 1; k -= 2) out *= k;
  return out;
}

/**
 * Place (1-based) of a pairing in the priority list, counted without listing it: each choice of the top
 * remaining player skips the whole sub-lists of the choices before it. Undefined when the list is too long
 * for the place to be worth printing.
 */
export function priorityIndex(list: number[], p: GroupPairing, limit = 1e12): number | undefined {
  if (priorityListLength(list.length) > limit) return undefined;
  const partner = (x: number) => {
    for (const [u, v] of p.pairs) { if (u === x) return v; if (v === x) return u; }
    return undefined;
  };
  let index = 0;
  let remaining = [...list];
  while (remaining.length > 1) {
    const [x, ...rest] = remaining;
    const y = partner(x);
    const sub = priorityListLength(remaining.length - 2);
    if (y === undefined) {
      if (remaining.length % 2 === 0 || p.floater !== x) return undefined; // not a pairing of this list
      index += rest.length * sub; // after every opponent has been tried, the top player floats (6.4)
      remaining = rest;
      continue;
    }
    const k = rest.length - 1 - rest.indexOf(y); // opponents are tried from the bottom up (6.2)
    if (k >= rest.length) return undefined;
    index += k * sub;
    remaining = rest.filter((z) => z !== y);
  }
  return index + 1;
}
