/**
 * Maximum-weight matching in a general graph: Edmonds' blossom algorithm with dual variables
 * (the primal-dual method as Galil describes it, O(n³)), one implementation for two weight types:
 *  - BigInt, because the Dutch criteria are packed into one integer, each criterion in its own bit
 *    field (see weights.ts);
 *  - plain numbers for weights below 2^50 (compress.ts cuts them down where it can; completion and
 *    PAB checks), many times faster than BigInt.
 *
 * Written for Hakem from the textbook method; all arithmetic stays integral because every
 * weight is doubled before use (so that half a slack is an integer, exact in both types).
 *
 * `solve` is written once over W, typed as number: it uses only + - * / < <= > === on weights
 * and the constants it is given (0 and 2 of the caller's type), operators that BigInt has too, so
 * the BigInt entries pass their weights and constants through as they are (never mixed: JavaScript
 * refuses to mix the two types in one operation, so a slip would throw rather than be inexact).
 */

/** An edge between vertices `i` and `j` (0-based) with a positive weight. */
export interface WeightedEdge {
  i: number;
  j: number;
  w: bigint;
}

/** The same with a plain-number weight, an integer below 2^50. */
export interface SmallWeightedEdge {
  i: number;
  j: number;
  w: number;
}

/** The weight type of the one implementation (see the header): number in the text, BigInt or number at run time. */
type W = number;
type Edges = Array<{ i: number; j: number; w: W }>;
const asW = (x: bigint): W => x as unknown as W;
const asEdges = (edges: WeightedEdge[]): Edges => edges as unknown as Edges;

/**
 * Returns `mate`, where `mate[v]` is the vertex matched to `v` or -1.
 * Edges with weight ≤ 0 are ignored (they never improve a maximum-weight matching).
 */
export function maxWeightMatching(n: number, input: WeightedEdge[]): Int32Array {
  return solve(n, asEdges(input), null, asW(0n), asW(2n));
}

/**
 * The same matching, and which input edges are tight for the optimal duals it ends with
 * (reduced cost 0, blossom duals included). By complementary slackness every maximum-weight
 * matching uses tight edges only, so the other edges can be left out of any later matching that
 * only breaks ties between maximum-weight matchings.
 */
export function maxWeightMatchingWithTight(n: number, input: WeightedEdge[]): { mate: Int32Array; tight: Uint8Array } {
  const tight = new Uint8Array(input.length);
  return { mate: solve(n, asEdges(input), tight, asW(0n), asW(2n)), tight };
}

/** `maxWeightMatching` for plain-number weights (integers below 2^50). */
export function maxWeightMatchingSmall(n: number, input: SmallWeightedEdge[]): Int32Array {
  return solve(n, input, null, 0, 2);
}

/** `maxWeightMatchingWithTight` for plain-number weights (integers below 2^50). */
export function maxWeightMatchingSmallWithTight(n: number, input: SmallWeightedEdge[]): { mate: Int32Array; tight: Uint8Array } {
  const tight = new Uint8Array(input.length);
  return { mate: solve(n, input, tight, 0, 2), tight };
}

function solve(n: number, input: Edges, tightOut: Uint8Array | null, Z: W, TWO: W): Int32Array {
  const kept: number[] = [];
  input.forEach((e, k) => {
    if (e.w > Z && e.i !== e.j) kept.push(k);
  });
  const edges = kept.map((k) => input[k]);
  const m = edges.length;
  const result = new Int32Array(n).fill(-1);
  if (m === 0) return result;

  const ei = new Int32Array(m);
  const ej = new Int32Array(m);
  const ew: W[] = new Array(m);
  const ew2: W[] = new Array(m); // twice the (doubled) weight, as slacks use it
  let maxWeight = Z;
  for (let k = 0; k < m; k++) {
    ei[k] = edges[k].i;
    ej[k] = edges[k].j;
    ew[k] = edges[k].w * TWO;
    if (ew[k] > maxWeight) maxWeight = ew[k];
    ew2[k] = ew[k] * TWO;
  }
  // endpoint[p]: vertex at end p of edge p>>1 (p even: i, p odd: j).
  const endpoint = new Int32Array(2 * m);
  for (let k = 0; k < m; k++) {
    endpoint[2 * k] = ei[k];
    endpoint[2 * k + 1] = ej[k];
  }
  // neighbend[v]: the remote endpoints of the edges at v.
  const neighbend: number[][] = Array.from({ length: n }, () => []);
  for (let k = 0; k < m; k++) {
    neighbend[ei[k]].push(2 * k + 1);
    neighbend[ej[k]].push(2 * k);
  }

  const mate = new Int32Array(n).fill(-1); // remote endpoint of the matched edge
  const label = new Int32Array(2 * n); // 0 free, 1 S, 2 T (5 = marked during scan)
  const labelend = new Int32Array(2 * n).fill(-1);
  const inblossom = new Int32Array(n);
  for (let v = 0; v < n; v++) inblossom[v] = v;
  const blossomparent = new Int32Array(2 * n).fill(-1);
  const blossomchilds: (number[] | null)[] = new Array(2 * n).fill(null);
  const blossombase = new Int32Array(2 * n).fill(-1);
  for (let v = 0; v < n; v++) blossombase[v] = v;
  const blossomendps: (number[] | null)[] = new Array(2 * n).fill(null);
  const bestedge = new Int32Array(2 * n).fill(-1);
  const blossombestedges: (number[] | null)[] = new Array(2 * n).fill(null);
  const unusedblossoms: number[] = [];
  for (let b = n; b < 2 * n; b++) unusedblossoms.push(b);
  const dualvar: W[] = new Array(2 * n);
  for (let v = 0; v < n; v++) dualvar[v] = maxWeight;
  for (let b = n; b < 2 * n; b++) dualvar[b] = Z;
  const allowedge = new Uint8Array(m);
  let queue: number[] = [];

  const slack = (k: number): W => dualvar[ei[k]] + dualvar[ej[k]] - ew2[k];
  const at = <T>(a: T[], j: number): T => a[j < 0 ? a.length + j : j];

  function leaves(b: number, out: number[] = []): number[] {
    if (b < n) out.push(b);
    else for (const t of blossomchilds[b]!) leaves(t, out);
    return out;
  }

  function assignLabel(w: number, t: number, p: number): void {
    const b = inblossom[w];
    label[w] = label[b] = t;
    labelend[w] = labelend[b] = p;
    bestedge[w] = bestedge[b] = -1;
    if (t === 1) {
      for (const v of leaves(b)) queue.push(v);
    } else if (t === 2) {
      const base = blossombase[b];
      assignLabel(endpoint[mate[base]], 1, mate[base] ^ 1);
    }
  }

  function scanBlossom(v0: number, w0: number): number {
    let v = v0;
    let w = w0;
    const path: number[] = [];
    let base = -1;
    while (v !== -1 || w !== -1) {
      let b = inblossom[v];
      if (label[b] & 4) {
        base = blossombase[b];
        break;
      }
      path.push(b);
      label[b] = 5;
      if (labelend[b] === -1) v = -1;
      else {
        v = endpoint[labelend[b]];
        b = inblossom[v];
        v = endpoint[labelend[b]];
      }
      if (w !== -1) {
        const t = v;
        v = w;
        w = t;
      }
    }
    for (const b of path) label[b] = 1;
    return base;
  }

  function addBlossom(base: number, k: number): void {
    let v = ei[k];
    let w = ej[k];
    const bb = inblossom[base];
    let bv = inblossom[v];
    let bw = inblossom[w];
    const b = unusedblossoms.pop()!;
    blossombase[b] = base;
    blossomparent[b] = -1;
    blossomparent[bb] = b;
    const path: number[] = [];
    const endps: number[] = [];
    while (bv !== bb) {
      blossomparent[bv] = b;
      path.push(bv);
      endps.push(labelend[bv]);
      v = endpoint[labelend[bv]];
      bv = inblossom[v];
    }
    path.push(bb);
    path.reverse();
    endps.reverse();
    endps.push(2 * k);
    while (bw !== bb) {
      blossomparent[bw] = b;
      path.push(bw);
      endps.push(labelend[bw] ^ 1);
      w = endpoint[labelend[bw]];
      bw = inblossom[w];
    }
    blossomchilds[b] = path;
    blossomendps[b] = endps;
    label[b] = 1;
    labelend[b] = labelend[bb];
    dualvar[b] = Z;
    for (const x of leaves(b)) {
      if (label[inblossom[x]] === 2) queue.push(x);
      inblossom[x] = b;
    }
    const bestedgeto = new Int32Array(2 * n).fill(-1);
    for (const sub of path) {
      let lists: number[][];
      if (blossombestedges[sub] === null) {
        lists = leaves(sub).map((x) => neighbend[x].map((p) => p >> 1));
      } else lists = [blossombestedges[sub]!];
      for (const list of lists) {
        for (const kk of list) {
          let j = ej[kk];
          if (inblossom[j] === b) j = ei[kk];
          const bj = inblossom[j];
          if (bj !== b && label[bj] === 1 && (bestedgeto[bj] === -1 || slack(kk) < slack(bestedgeto[bj]))) bestedgeto[bj] = kk;
        }
      }
      blossombestedges[sub] = null;
      bestedge[sub] = -1;
    }
    const be: number[] = [];
    for (let x = 0; x < 2 * n; x++) if (bestedgeto[x] !== -1) be.push(bestedgeto[x]);
    blossombestedges[b] = be;
    bestedge[b] = -1;
    for (const kk of be) if (bestedge[b] === -1 || slack(kk) < slack(bestedge[b])) bestedge[b] = kk;
  }

  function expandBlossom(b: number, endstage: boolean): void {
    const childs = blossomchilds[b]!;
    for (const s of childs) {
      blossomparent[s] = -1;
      if (s < n) inblossom[s] = s;
      else if (endstage && dualvar[s] === Z) expandBlossom(s, endstage);
      else for (const x of leaves(s)) inblossom[x] = s;
    }
    if (!endstage && label[b] === 2) {
      const endps = blossomendps[b]!;
      const entrychild = inblossom[endpoint[labelend[b] ^ 1]];
      let j = childs.indexOf(entrychild);
      let jstep: number;
      let endptrick: number;
      if (j & 1) {
        j -= childs.length;
        jstep = 1;
        endptrick = 0;
      } else {
        jstep = -1;
        endptrick = 1;
      }
      let p = labelend[b];
      while (j !== 0) {
        label[endpoint[p ^ 1]] = 0;
        label[endpoint[at(endps, j - endptrick) ^ endptrick ^ 1]] = 0;
        assignLabel(endpoint[p ^ 1], 2, p);
        allowedge[at(endps, j - endptrick) >> 1] = 1;
        j += jstep;
        p = at(endps, j - endptrick) ^ endptrick;
        allowedge[p >> 1] = 1;
        j += jstep;
      }
      let bv = at(childs, j);
      label[endpoint[p ^ 1]] = label[bv] = 2;
      labelend[endpoint[p ^ 1]] = labelend[bv] = p;
      bestedge[bv] = -1;
      j += jstep;
      while (at(childs, j) !== entrychild) {
        bv = at(childs, j);
        if (label[bv] === 1) {
          j += jstep;
          continue;
        }
        let found = -1;
        for (const x of leaves(bv)) {
          if (label[x] !== 0) {
            found = x;
            break;
          }
        }
        if (found !== -1) {
          label[found] = 0;
          label[endpoint[mate[blossombase[bv]]]] = 0;
          assignLabel(found, 2, labelend[found]);
        }
        j += jstep;
      }
    }
    label[b] = labelend[b] = -1;
    blossomchilds[b] = blossomendps[b] = null;
    blossombase[b] = -1;
    blossombestedges[b] = null;
    bestedge[b] = -1;
    unusedblossoms.push(b);
  }

  function augmentBlossom(b: number, v: number): void {
    let t = v;
    while (blossomparent[t] !== b) t = blossomparent[t];
    if (t >= n) augmentBlossom(t, v);
    const childs = blossomchilds[b]!;
    const endps = blossomendps[b]!;
    const i = childs.indexOf(t);
    let j = i;
    let jstep: number;
    let endptrick: number;
    if (i & 1) {
      j -= childs.length;
      jstep = 1;
      endptrick = 0;
    } else {
      jstep = -1;
      endptrick = 1;
    }
    while (j !== 0) {
      j += jstep;
      t = at(childs, j);
      const p = at(endps, j - endptrick) ^ endptrick;
      if (t >= n) augmentBlossom(t, endpoint[p]);
      j += jstep;
      t = at(childs, j);
      if (t >= n) augmentBlossom(t, endpoint[p ^ 1]);
      mate[endpoint[p]] = p ^ 1;
      mate[endpoint[p ^ 1]] = p;
    }
    blossomchilds[b] = childs.slice(i).concat(childs.slice(0, i));
    blossomendps[b] = endps.slice(i).concat(endps.slice(0, i));
    blossombase[b] = blossombase[blossomchilds[b]![0]];
  }

  function augmentMatching(k: number): void {
    const pairs: Array<[number, number]> = [
      [ei[k], 2 * k + 1],
      [ej[k], 2 * k],
    ];
    for (const [s0, p0] of pairs) {
      let s = s0;
      let p = p0;
      for (;;) {
        const bs = inblossom[s];
        if (bs >= n) augmentBlossom(bs, s);
        mate[s] = p;
        if (labelend[bs] === -1) break;
        const t = endpoint[labelend[bs]];
        const bt = inblossom[t];
        s = endpoint[labelend[bt]];
        const j = endpoint[labelend[bt] ^ 1];
        if (bt >= n) augmentBlossom(bt, j);
        mate[j] = labelend[bt];
        p = labelend[bt] ^ 1;
      }
    }
  }

  for (let stage = 0; stage < n; stage++) {
    label.fill(0);
    bestedge.fill(-1);
    for (let b = n; b < 2 * n; b++) blossombestedges[b] = null;
    allowedge.fill(0);
    queue = [];
    for (let v = 0; v < n; v++) if (mate[v] === -1 && label[inblossom[v]] === 0) assignLabel(v, 1, -1);
    let augmented = false;
    for (;;) {
      while (queue.length > 0 && !augmented) {
        const v = queue.pop()!;
        for (const p of neighbend[v]) {
          const k = p >> 1;
          const w = endpoint[p];
          if (inblossom[v] === inblossom[w]) continue;
          let kslack = Z;
          if (!allowedge[k]) {
            kslack = slack(k);
            if (kslack <= Z) allowedge[k] = 1;
          }
          if (allowedge[k]) {
            if (label[inblossom[w]] === 0) assignLabel(w, 2, p ^ 1);
            else if (label[inblossom[w]] === 1) {
              const base = scanBlossom(v, w);
              if (base >= 0) addBlossom(base, k);
              else {
                augmentMatching(k);
                augmented = true;
                break;
              }
            } else if (label[w] === 0) {
              label[w] = 2;
              labelend[w] = p ^ 1;
            }
          } else if (label[inblossom[w]] === 1) {
            const b = inblossom[v];
            if (bestedge[b] === -1 || kslack < slack(bestedge[b])) bestedge[b] = k;
          } else if (label[w] === 0) {
            if (bestedge[w] === -1 || kslack < slack(bestedge[w])) bestedge[w] = k;
          }
        }
      }
      if (augmented) break;

      let deltatype = 1;
      let delta = dualvar[0];
      for (let v = 1; v < n; v++) if (dualvar[v] < delta) delta = dualvar[v];
      let deltaedge = -1;
      let deltablossom = -1;
      for (let v = 0; v < n; v++) {
        if (label[inblossom[v]] === 0 && bestedge[v] !== -1) {
          const d = slack(bestedge[v]);
          if (d < delta) {
            delta = d;
            deltatype = 2;
            deltaedge = bestedge[v];
          }
        }
      }
      for (let b = 0; b < 2 * n; b++) {
        if (blossomparent[b] === -1 && label[b] === 1 && bestedge[b] !== -1) {
          const d = slack(bestedge[b]) / TWO;
          if (d < delta) {
            delta = d;
            deltatype = 3;
            deltaedge = bestedge[b];
          }
        }
      }
      for (let b = n; b < 2 * n; b++) {
        if (blossombase[b] >= 0 && blossomparent[b] === -1 && label[b] === 2 && dualvar[b] < delta) {
          delta = dualvar[b];
          deltatype = 4;
          deltablossom = b;
        }
      }
      for (let v = 0; v < n; v++) {
        const l = label[inblossom[v]];
        if (l === 1) dualvar[v] -= delta;
        else if (l === 2) dualvar[v] += delta;
      }
      for (let b = n; b < 2 * n; b++) {
        if (blossombase[b] >= 0 && blossomparent[b] === -1) {
          if (label[b] === 1) dualvar[b] += delta;
          else if (label[b] === 2) dualvar[b] -= delta;
        }
      }
      if (deltatype === 1) break;
      if (deltatype === 2) {
        allowedge[deltaedge] = 1;
        let i = ei[deltaedge];
        if (label[inblossom[i]] === 0) i = ej[deltaedge];
        queue.push(i);
      } else if (deltatype === 3) {
        allowedge[deltaedge] = 1;
        queue.push(ei[deltaedge]);
      } else if (deltatype === 4) expandBlossom(deltablossom, false);
    }
    if (!augmented) break;
    for (let b = n; b < 2 * n; b++) {
      if (blossomparent[b] === -1 && blossombase[b] >= 0 && label[b] === 1 && dualvar[b] === Z) expandBlossom(b, true);
    }
  }

  for (let v = 0; v < n; v++) if (mate[v] >= 0) result[v] = endpoint[mate[v]];
  if (tightOut) {
    // reduced cost of edge k: slack plus twice the duals of the blossoms holding both ends
    const chain = (v: number): number[] => {
      const out: number[] = [];
      for (let b = blossomparent[v]; b !== -1; b = blossomparent[b]) out.push(b);
      return out;
    };
    const chains: number[][] = Array.from({ length: n }, (_, v) => chain(v));
    // The duals must certify optimality (feasible, complementary slack); otherwise call every edge tight.
    let certified = true;
    for (let v = 0; v < n && certified; v++) if (dualvar[v] < Z || (mate[v] === -1 && dualvar[v] !== Z)) certified = false;
    for (let b = n; b < 2 * n && certified; b++) if (blossombase[b] >= 0 && dualvar[b] < Z) certified = false;
    for (let k = 0; k < m && certified; k++) {
      let s = slack(k);
      const ci = chains[ei[k]];
      const cj = chains[ej[k]];
      for (let a = ci.length - 1, b = cj.length - 1; a >= 0 && b >= 0 && ci[a] === cj[b]; a--, b--) s += TWO * dualvar[ci[a]];
      if (s < Z || (s !== Z && mate[ei[k]] === 2 * k + 1)) certified = false;
      else if (s === Z) tightOut[kept[k]] = 1;
    }
    if (!certified) tightOut.fill(1);
  }
  return result;
}
