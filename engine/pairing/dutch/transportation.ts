/**
 * The cheapest way to send `supply[i]` units from each row to the columns so that column j gets
 * exactly `demand[j]`, where one unit from row i to column j costs `cost[i][j]` (Infinity: not
 * allowed). A tiny min-cost flow (successive shortest paths, Bellman-Ford on the residual graph):
 * the rows and columns here are player classes (a handful), not players, so it is cheap.
 *
 * Used by fastBracket.ts to bound the best pairing a set of players can have from the counts of
 * each class alone.
 */

export interface Transportation {
  /** Minimum total cost, Infinity when the demands cannot be met. */
  cost: number;
  /** Units sent from each row to each column in one cheapest plan. */
  flow: number[][];
}

/** Minimum total cost, or Infinity when the demands cannot be met. Costs must be ≥ 0. */
export function transportationCost(supply: number[], demand: number[], cost: number[][]): number {
  return transportation(supply, demand, cost).cost;
}

/** The cheapest plan and its cost. Costs must be ≥ 0. */
export function transportation(supply: number[], demand: number[], cost: number[][]): Transportation {
  const R = supply.length;
  const C = demand.length;
  let total = 0;
  for (const s of supply) total += s;
  let need = 0;
  for (const d of demand) need += d;
  const flow: number[][] = Array.from({ length: R }, () => new Array<number>(C).fill(0));
  if (total !== need) return { cost: Infinity, flow };
  const left = supply.slice();
  const open = demand.slice();
  // nodes: 0..R-1 rows, R..R+C-1 columns; the source feeds rows with supply left, the sink takes
  // from columns with demand left
  const n = R + C;
  const dist = new Array<number>(n);
  const prev = new Int32Array(n);
  let cost0 = 0;
  while (total > 0) {
    dist.fill(Infinity);
    prev.fill(-1);
    for (let i = 0; i < R; i++) if (left[i] > 0) dist[i] = 0;
    // Bellman-Ford: rows → columns along allowed arcs, columns → rows back along arcs with flow
    for (let round = 0; round < n; round++) {
      let changed = false;
      for (let i = 0; i < R; i++) {
        const di = dist[i];
        if (di === Infinity) continue;
        const ci = cost[i];
        for (let j = 0; j < C; j++) {
          const c = ci[j];
          if (c === Infinity) continue;
          if (di + c < dist[R + j]) {
            dist[R + j] = di + c;
            prev[R + j] = i;
            changed = true;
          }
        }
      }
      for (let j = 0; j < C; j++) {
        const dj = dist[R + j];
        if (dj === Infinity) continue;
        for (let i = 0; i < R; i++) {
          if (flow[i][j] > 0 && dj - cost[i][j] < dist[i]) {
            dist[i] = dj - cost[i][j];
            prev[i] = R + j;
            changed = true;
          }
        }
      }
      if (!changed) break;
    }
    let end = -1;
    for (let j = 0; j < C; j++) if (open[j] > 0 && dist[R + j] !== Infinity && (end < 0 || dist[R + j] < dist[R + end])) end = j;
    if (end < 0) return { cost: Infinity, flow };
    // the amount: what the path's ends and its backward arcs allow
    let amount = open[end];
    let v = R + end;
    let start = -1;
    for (;;) {
      const p = prev[v];
      if (v >= R) {
        // arc p (row) → v (column)
        v = p;
        if (prev[v] === -1) {
          start = v;
          break;
        }
      } else {
        // arc p (column) → v (row): undoes flow on (v, p - R)
        amount = Math.min(amount, flow[v][p - R]);
        v = p;
      }
    }
    amount = Math.min(amount, left[start]);
    v = R + end;
    for (;;) {
      const p = prev[v];
      if (v >= R) {
        flow[p][v - R] += amount;
        cost0 += amount * cost[p][v - R];
        v = p;
        if (prev[v] === -1) break;
      } else {
        flow[v][p - R] -= amount;
        cost0 -= amount * cost[v][p - R];
        v = p;
      }
    }
    left[start] -= amount;
    open[end] -= amount;
    total -= amount;
  }
  return { cost: cost0, flow };
}
