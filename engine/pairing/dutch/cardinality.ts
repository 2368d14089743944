/**
 * Can a set of players all be paired (C.4)? Edmonds' maximum-cardinality matching (unweighted
 * blossoms, breadth-first), started from a greedy pairing, or from a matching known from an
 * earlier check, so that only a few augmenting paths are looked for. Plain numbers: much cheaper
 * than the weighted matching.
 */

/** True when the graph (adjacency lists over 0..n-1) has a perfect matching. */
export function hasPerfectMatching(n: number, adj: number[][]): boolean {
  if (n % 2 === 1) return false;
  return augmentAll(n, fromLists((v) => adj[v]), true, greedyStart(n, adj)) !== null;
}

/**
 * Visits the neighbours of `v` in turn until `visit` returns true. Nothing need be stored: the
 * neighbours of a vertex of a dense graph are looked at as the search goes, in memory linear in n.
 */
export type NeighbourScan = (v: number, visit: (u: number) => boolean) => void;

const fromLists = (neighbours: (v: number) => ArrayLike<number>): NeighbourScan => (v, visit) => {
  const adj = neighbours(v);
  for (let k = 0; k < adj.length; k++) if (visit(adj[k])) return;
};

/**
 * A perfect matching grown from `start` (a matching, -1 for exposed vertices; it is changed), or
 * null. Neighbours are asked for only as the search reaches a vertex (`neighbours` may compute them):
 * when `start` is nearly perfect, a dense graph is never built.
 */
export function perfectMatchingFrom(n: number, neighbours: (v: number) => ArrayLike<number>, start: Int32Array): Int32Array | null {
  if (n % 2 === 1) return null;
  // exposed vertices first take an exposed neighbour
  for (let v = 0; v < n; v++) {
    if (start[v] !== -1) continue;
    const adj = neighbours(v);
    for (let k = 0; k < adj.length; k++) {
      const u = adj[k];
      if (start[u] === -1 && u !== v) {
        start[v] = u;
        start[u] = v;
        break;
      }
    }
  }
  return augmentAll(n, fromLists(neighbours), true, start);
}

/**
 * The same with the neighbours visited one by one (`scan`) and `edge` answering for one pair: no
 * adjacency list is ever built, so the memory is linear in n however dense the graph.
 */
export function perfectMatchingScan(n: number, scan: NeighbourScan, start: Int32Array, edge: (u: number, v: number) => boolean): Int32Array | null {
  if (n % 2 === 1) return null;
  // exposed vertices first take an exposed neighbour (only the exposed vertices are looked at)
  const exposed: number[] = [];
  for (let v = 0; v < n; v++) if (start[v] === -1) exposed.push(v);
  let lo = 0;
  for (let a = 0; a < exposed.length; a++) {
    const v = exposed[a];
    if (start[v] !== -1) continue;
    while (lo < exposed.length && start[exposed[lo]] !== -1) lo++;
    for (let b = Math.max(lo, a + 1); b < exposed.length; b++) {
      const u = exposed[b];
      if (start[u] === -1 && edge(v, u)) {
        start[v] = u;
        start[u] = v;
        break;
      }
    }
  }
  return augmentAll(n, scan, true, start);
}

/** A greedy matching, the vertices with fewest neighbours first. */
function greedyStart(n: number, adj: number[][]): Int32Array {
  const match = new Int32Array(n).fill(-1);
  const order = [...Array(n).keys()].sort((a, b) => adj[a].length - adj[b].length);
  for (const v of order) {
    if (match[v] !== -1) continue;
    let best = -1;
    for (const u of adj[v]) if (match[u] === -1 && (best === -1 || adj[u].length < adj[best].length)) best = u;
    if (best !== -1) {
      match[v] = best;
      match[best] = v;
    }
  }
  return match;
}

/** An augmenting path from each exposed vertex of `match`; null at the first failure when `stopAtFailure`. */
function augmentAll(n: number, scan: NeighbourScan, stopAtFailure: boolean, match: Int32Array): Int32Array | null {
  const parent = new Int32Array(n);
  const base = new Int32Array(n);
  const used = new Uint8Array(n);
  const blossom = new Uint8Array(n);
  const mark = new Uint8Array(n);
  const queue = new Int32Array(n);

  const lca = (a0: number, b0: number): number => {
    mark.fill(0);
    let a = a0;
    for (;;) {
      a = base[a];
      mark[a] = 1;
      if (match[a] === -1) break;
      a = parent[match[a]];
    }
    let b = b0;
    for (;;) {
      b = base[b];
      if (mark[b]) return b;
      b = parent[match[b]];
    }
  };
  const markPath = (v0: number, b: number, child0: number) => {
    let v = v0;
    let child = child0;
    while (base[v] !== b) {
      blossom[base[v]] = 1;
      blossom[base[match[v]]] = 1;
      parent[v] = child;
      child = match[v];
      v = parent[match[v]];
    }
  };
  /** Breadth-first search for an augmenting path from `root`; returns its free end or -1. */
  const findPath = (root: number): number => {
    used.fill(0);
    parent.fill(-1);
    for (let i = 0; i < n; i++) base[i] = i;
    used[root] = 1;
    let head = 0;
    let tail = 0;
    queue[tail++] = root;
    let found = -1;
    let v = -1;
    const visit = (to: number): boolean => {
      if (base[v] === base[to] || match[v] === to) return false;
      if (to === root || (match[to] !== -1 && parent[match[to]] !== -1)) {
        const cur = lca(v, to);
        blossom.fill(0);
        markPath(v, cur, to);
        markPath(to, cur, v);
        for (let i = 0; i < n; i++) {
          if (blossom[base[i]]) {
            base[i] = cur;
            if (!used[i]) {
              used[i] = 1;
              queue[tail++] = i;
            }
          }
        }
      } else if (parent[to] === -1) {
        parent[to] = v;
        if (match[to] === -1) {
          found = to;
          return true;
        }
        used[match[to]] = 1;
        queue[tail++] = match[to];
      }
      return false;
    };
    while (head < tail) {
      v = queue[head++];
      scan(v, visit);
      if (found !== -1) return found;
    }
    return -1;
  };
  for (let root = 0; root < n; root++) {
    if (match[root] !== -1) continue;
    let v = findPath(root);
    // no augmenting path from an exposed vertex now means none later: it stays unpaired
    if (v === -1) {
      if (stopAtFailure) return null;
      continue;
    }
    while (v !== -1) {
      const pv = parent[v];
      const ppv = match[pv];
      match[v] = pv;
      match[pv] = v;
      v = ppv;
    }
  }
  return match;
}
