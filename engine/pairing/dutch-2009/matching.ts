/**
 * Maximum matching in a general graph (Edmonds' blossom algorithm), used to check that the players
 * still to be paired can all be paired (Dutch C.12/C.13: a bracket's pairing is only kept if the
 * brackets below can still be paired), and a bipartite matching for S1 against S2.
 * Vertices are 0..n-1; `adj(i, j)` says whether i and j may meet.
 */

/** Size of a maximum matching and the mate of each vertex (-1 when unmatched). */
export function maximumMatching(n: number, adj: (i: number, j: number) => boolean, start?: number[]): { size: number; mate: number[] } {
  const nbr: number[][] = Array.from({ length: n }, () => []);
  for (let i = 0; i < n; i++) for (let j = i + 1; j < n; j++) if (adj(i, j)) { nbr[i].push(j); nbr[j].push(i); }
  const mate = new Array<number>(n).fill(-1);
  // a known matching (e.g. of the same players minus a few) saves most of the work
  if (start) for (let i = 0; i < n; i++) { const j = start[i]; if (j !== undefined && j >= 0 && j < n && start[j] === i && adj(i, j)) { mate[i] = j; mate[j] = i; } }
  // greedy start: most graphs here are dense, so few augmentations remain
  for (let i = 0; i < n; i++) if (mate[i] < 0) for (const j of nbr[i]) if (mate[j] < 0) { mate[i] = j; mate[j] = i; break; }
  const parent = new Array<number>(n);
  const base = new Array<number>(n);
  const used = new Array<boolean>(n);
  const blossom = new Array<boolean>(n);
  const queue: number[] = [];
  const lca = (a: number, b: number): number => {
    const seen = new Array<boolean>(n).fill(false);
    for (;;) { a = base[a]; seen[a] = true; if (mate[a] < 0) break; a = parent[mate[a]]; }
    for (;;) { b = base[b]; if (seen[b]) return b; b = parent[mate[b]]; }
  };
  const markPath = (v: number, b: number, child: number) => {
    while (base[v] !== b) {
      blossom[base[v]] = blossom[base[mate[v]]] = true;
      parent[v] = child; child = mate[v]; v = parent[mate[v]];
    }
  };
  const findPath = (root: number): number => {
    used.fill(false); parent.fill(-1);
    for (let i = 0; i < n; i++) base[i] = i;
    used[root] = true; queue.length = 0; queue.push(root);
    for (let qh = 0; qh < queue.length; qh++) {
      const v = queue[qh];
      for (const to of nbr[v]) {
        if (base[v] === base[to] || mate[v] === to) continue;
        if (to === root || (mate[to] >= 0 && parent[mate[to]] >= 0)) {
          const cur = lca(v, to);
          blossom.fill(false);
          markPath(v, cur, to); markPath(to, cur, v);
          for (let i = 0; i < n; i++) if (blossom[base[i]]) { base[i] = cur; if (!used[i]) { used[i] = true; queue.push(i); } }
        } else if (parent[to] < 0) {
          parent[to] = v;
          if (mate[to] < 0) return to;
          used[mate[to]] = true; queue.push(mate[to]);
        }
      }
    }
    return -1;
  };
  for (let i = 0; i < n; i++) {
    if (mate[i] >= 0) continue;
    let v = findPath(i);
    while (v >= 0) { const pv = parent[v]; const ppv = mate[pv]; mate[v] = pv; mate[pv] = v; v = ppv; }
  }
  let size = 0;
  for (let i = 0; i < n; i++) if (mate[i] > i) size++;
  return { size, mate };
}

/**
 * Bipartite matching of `left` into `right` (Kuhn's augmenting paths): how many of `left` can be given
 * distinct partners in `right`.
 */
export function bipartiteMatching(left: number, right: number, adj: (l: number, r: number) => boolean): { size: number; mateOfLeft: number[] } {
  const mateR = new Array<number>(right).fill(-1);
  const mateL = new Array<number>(left).fill(-1);
  let size = 0;
  for (let l = 0; l < left; l++) {
    const seen = new Array<boolean>(right).fill(false);
    const tryL = (u: number): boolean => {
      for (let r = 0; r < right; r++) {
        if (seen[r] || !adj(u, r)) continue;
        seen[r] = true;
        if (mateR[r] < 0 || tryL(mateR[r])) { mateR[r] = u; mateL[u] = r; return true; }
      }
      return false;
    };
    if (tryL(l)) size++;
  }
  return { size, mateOfLeft: mateL };
}

/** Cost of a pair that may not be made at all. */
export const FORBIDDEN = 1_000_000;

/**
 * Minimum-cost assignment of every row to a distinct column (Hungarian method, rows ≤ columns).
 * Used with cost 0 (colours fit), 1 (a colour preference unmet, B.4) or FORBIDDEN, it tells exactly
 * whether S1 can still be paired into S2 within x.
 */
export function minCostAssignment(rows: number, cols: number, cost: (r: number, c: number) => number): { cost: number; colOfRow: number[] } {
  if (rows === 0) return { cost: 0, colOfRow: [] };
  if (rows > cols) return { cost: FORBIDDEN, colOfRow: [] };
  const INF = Number.MAX_SAFE_INTEGER;
  const u = new Array<number>(rows + 1).fill(0);
  const v = new Array<number>(cols + 1).fill(0);
  const p = new Array<number>(cols + 1).fill(0);
  const way = new Array<number>(cols + 1).fill(0);
  const minv = new Array<number>(cols + 1);
  const used = new Array<boolean>(cols + 1);
  const c = Array.from({ length: rows }, (_, r) => Array.from({ length: cols }, (_, k) => cost(r, k)));
  for (let i = 1; i <= rows; i++) {
    p[0] = i;
    let j0 = 0;
    minv.fill(INF); used.fill(false);
    do {
      used[j0] = true;
      const i0 = p[j0];
      let delta = INF, j1 = 0;
      const row = c[i0 - 1];
      for (let j = 1; j <= cols; j++) {
        if (used[j]) continue;
        const cur = row[j - 1] - u[i0] - v[j];
        if (cur < minv[j]) { minv[j] = cur; way[j] = j0; }
        if (minv[j] < delta) { delta = minv[j]; j1 = j; }
      }
      for (let j = 0; j <= cols; j++) {
        if (used[j]) { u[p[j]] += delta; v[j] -= delta; } else minv[j] -= delta;
      }
      j0 = j1;
    } while (p[j0] !== 0);
    do { const j1 = way[j0]; p[j0] = p[j1]; j0 = j1; } while (j0);
  }
  const colOfRow = new Array<number>(rows).fill(-1);
  let total = 0;
  for (let j = 1; j <= cols; j++) if (p[j]) { colOfRow[p[j] - 1] = j - 1; total += c[p[j] - 1][j - 1]; }
  return { cost: Math.min(total, FORBIDDEN), colOfRow };
}
