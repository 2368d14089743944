/**
 * Can a set of players still all be paired? Edmonds' blossom algorithm on the graph of legal
 * pairs (no rematch, a colour allocation that keeps 2.3/2.4). The Dubov procedure pairs group by
 * group; before it settles a group it asks this question about everyone left below, so that a
 * choice made high up never leaves the bottom groups unpairable (Dubov 6.4: "the aim is to pair
 * all players"; 9: the arbiter acts reasonably where the rules do not settle a case).
 */

/** A maximum matching: `mate[i]` is the index matched to i, or -1. */
export function maximumMatching(n: number, legal: (a: number, b: number) => boolean): number[] {
  const adj: number[][] = Array.from({ length: n }, () => []);
  for (let a = 0; a < n; a++) for (let b = a + 1; b < n; b++) if (legal(a, b)) { adj[a].push(b); adj[b].push(a); }
  const mate = new Array<number>(n).fill(-1);
  const parent = new Array<number>(n).fill(-1);
  const base = new Array<number>(n).fill(0);
  const inQueue = new Array<boolean>(n).fill(false);
  const inBlossom = new Array<boolean>(n).fill(false);

  const lca = (a: number, b: number): number => {
    const seen = new Array<boolean>(n).fill(false);
    for (;;) {
      a = base[a];
      seen[a] = true;
      if (mate[a] === -1) break;
      a = parent[mate[a]];
    }
    for (;;) {
      b = base[b];
      if (seen[b]) return b;
      b = parent[mate[b]];
    }
  };
  const markPath = (v: number, b: number, child: number) => {
    while (base[v] !== b) {
      inBlossom[base[v]] = true;
      inBlossom[base[mate[v]]] = true;
      parent[v] = child;
      child = mate[v];
      v = parent[mate[v]];
    }
  };
  const findPath = (root: number): number => {
    inQueue.fill(false);
    parent.fill(-1);
    for (let i = 0; i < n; i++) base[i] = i;
    inQueue[root] = true;
    const queue = [root];
    for (let head = 0; head < queue.length; head++) {
      const v = queue[head];
      for (const to of adj[v]) {
        if (base[v] === base[to] || mate[v] === to) continue;
        if (to === root || (mate[to] !== -1 && parent[mate[to]] !== -1)) {
          const cur = lca(v, to);
          inBlossom.fill(false);
          markPath(v, cur, to);
          markPath(to, cur, v);
          for (let i = 0; i < n; i++) {
            if (inBlossom[base[i]]) {
              base[i] = cur;
              if (!inQueue[i]) { inQueue[i] = true; queue.push(i); }
            }
          }
        } else if (parent[to] === -1) {
          parent[to] = v;
          if (mate[to] === -1) return to;
          inQueue[mate[to]] = true;
          queue.push(mate[to]);
        }
      }
    }
    return -1;
  };
  // a greedy start makes the search short on the dense graphs pairing produces
  for (let a = 0; a < n; a++) if (mate[a] === -1) for (const b of adj[a]) if (mate[b] === -1) { mate[a] = b; mate[b] = a; break; }
  for (let i = 0; i < n; i++) {
    if (mate[i] !== -1) continue;
    let v = findPath(i);
    while (v !== -1) {
      const pv = parent[v];
      const next = mate[pv];
      mate[v] = pv;
      mate[pv] = v;
      v = next;
    }
  }
  return mate;
}

/** A perfect matching of `players` by `legal`, as pairs, or undefined when none exists. */
export function perfectMatching(players: number[], legal: (a: number, b: number) => boolean): Array<[number, number]> | undefined {
  if (players.length % 2 === 1) return undefined;
  const mate = maximumMatching(players.length, (i, j) => legal(players[i], players[j]));
  const pairs: Array<[number, number]> = [];
  for (let i = 0; i < players.length; i++) {
    if (mate[i] === -1) return undefined;
    if (mate[i] > i) pairs.push([players[i], players[mate[i]]]);
  }
  return pairs;
}

/** How many players of `players` can be paired at most. */
export function matchedCount(players: number[], legal: (a: number, b: number) => boolean): number {
  return maximumMatching(players.length, (i, j) => legal(players[i], players[j])).filter((m) => m !== -1).length;
}
