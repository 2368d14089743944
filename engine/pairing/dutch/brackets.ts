/**
 * The bracket-by-bracket procedure of C.04.3 (2025), made exact with maximum-weight matchings.
 *
 * All players to pair are vertices of one graph; an edge's weight packs the criteria (weights.ts).
 * The brackets are paired from the top: for each bracket the edges from its players to the
 * players of the bracket and of the next score group get their full weight, and a sequence of
 * matchings fixes, in the rules' order, which MDPs are paired (C.6, C.7), their opponents
 * (S1/S2 order), which residents are exchanged between S1 and S2 (fewest, then the smallest BSN
 * differences, 4.3.3) and finally each S1 player's opponent (the first transposition that works).
 * Lower players stay in the graph with their completion weight, so a bracket is only ever paired
 * in a way that lets the rest of the round be paired (C.4).
 */
import { maxWeightMatching, type WeightedEdge } from './blossom';
import type { DutchPlayer } from './players';
import { bitsFor, compatible, edgeWeight, weightLayout, type BracketFlags, type WeightLayout } from './weights';

export interface BracketRecord {
  /** Score (half points) of the bracket's resident score group. */
  score: number;
  residents: number[];
  mdps: number[];
  pairs: Array<[number, number]>;
  /** Players moved down to the next bracket. */
  downfloaters: number[];
  /** Residents exchanged between S1 and S2. */
  exchanges: number;
  /** Players in the S1 role (higher half) once the exchanges are fixed. */
  s1: number[];
}

export type MatchOutcome =
  | { ok: true; pairs: Array<[DutchPlayer, DutchPlayer]>; bye?: DutchPlayer; brackets: BracketRecord[]; byeScore: number | null }
  | { ok: false; reason: 'no-pairing' };

/** Players by score (descending), then by rank (1.2). */
export function sortForPairing(players: DutchPlayer[]): DutchPlayer[] {
  return [...players].sort((a, b) => b.score - a.score || a.rank - b.rank);
}

export function pairRound(players: DutchPlayer[], playedRounds: number, totalRounds: number): MatchOutcome {
  const sorted = sortForPairing(players);
  const N = sorted.length;
  if (N === 0) return { ok: true, pairs: [], brackets: [], byeScore: null };
  if (N === 1) return sorted[0].byeEligible ? { ok: true, pairs: [], bye: sorted[0], brackets: [], byeScore: sorted[0].score } : { ok: false, reason: 'no-pairing' };
  const L: WeightLayout = weightLayout(sorted, playedRounds, totalRounds);

  // W[i][j] (i > j): current weight of the edge between sorted[i] and sorted[j].
  const W: bigint[][] = sorted.map((_, i) => new Array<bigint>(i).fill(0n));
  const getW = (a: number, b: number) => (a > b ? W[a][b] : W[b][a]);
  const setW = (a: number, b: number, w: bigint) => {
    if (a > b) W[a][b] = w;
    else W[b][a] = w;
  };
  const finalMate = new Int32Array(N).fill(-2); // -2: not fixed yet
  let mate = new Int32Array(N);

  /** Maximum-weight matching over the players not fixed yet; unmatched vertices map to themselves. */
  const compute = (): Int32Array => {
    const free: number[] = [];
    for (let v = 0; v < N; v++) if (finalMate[v] === -2) free.push(v);
    const local = new Map<number, number>();
    free.forEach((v, i) => local.set(v, i));
    const edges: WeightedEdge[] = [];
    for (let a = 0; a < free.length; a++) {
      const row = W[free[a]];
      for (let b = 0; b < a; b++) {
        const w = row[free[b]];
        if (w > 0n) edges.push({ i: a, j: b, w });
      }
    }
    const m = maxWeightMatching(free.length, edges);
    const out = new Int32Array(N);
    for (let v = 0; v < N; v++) out[v] = finalMate[v] >= 0 ? finalMate[v] : v;
    free.forEach((v, i) => {
      out[v] = m[i] >= 0 ? free[m[i]] : v;
    });
    return out;
  };
  // Removing a pair of the optimal matching leaves the rest optimal.
  const fix = (a: number, b: number) => {
    finalMate[a] = b;
    finalMate[b] = a;
  };
  /** True while `mate` is a maximum-weight matching for the current weights (then no recomputation is needed). */
  let fresh = false;
  const ensure = () => {
    if (!fresh) {
      mate = compute();
      fresh = true;
    }
  };
  /**
   * Changes the weights of edges at one vertex. The matching stays optimal when its own edge at `v`
   * gains at least as much as any other edge at `v` (and nothing gains at an unmatched `v`):
   * every other matching gains at most that much.
   */
  const setVertexEdges = (v: number, changes: Array<[number, bigint]>) => {
    if (fresh) {
      let maxDelta = 0n;
      let mateDelta = 0n;
      for (const [u, w] of changes) {
        const d = w - getW(v, u);
        if (d > maxDelta) maxDelta = d;
        if (u === mate[v]) mateDelta = d;
      }
      if (mate[v] === v ? maxDelta > 0n : mateDelta < maxDelta) fresh = false;
    }
    for (const [u, w] of changes) setW(v, u, w);
  };

  const flags = (lowerInCurrent: boolean, lowerInNext: boolean, f: Partial<BracketFlags> = {}): BracketFlags => ({
    lowerInCurrent,
    lowerInNext,
    byeScore,
    singleDownfloaterGetsBye: false,
    playedGamesRank,
    ...f,
  });

  // C.4 and C.5: is the round pairable at all, and which score must the PAB assignee have?
  let byeScore: number | null = null;
  let playedGamesRank = new Map<number, number>();
  let singleDownfloaterGetsBye = false;
  const topScore = sorted[0].score;
  if (N & 1) {
    const shiftBits = bitsFor(N * (L.scoreBits + 1)) + 1;
    const rankOf = new Map<number, number>();
    [...new Set(sorted.map((p) => p.score))].sort((a, b) => a - b).forEach((s, i) => rankOf.set(s, L.scoreShift.get(s)! + i));
    for (let i = 0; i < N; i++) {
      for (let j = 0; j < i; j++) {
        const p = sorted[i];
        const o = sorted[j];
        if (!compatible(o, p, L)) continue;
        let w = BigInt(1 + (p.byeEligible ? 0 : 1) + (o.byeEligible ? 0 : 1));
        w = (w << BigInt(shiftBits)) + BigInt(rankOf.get(p.score)! + rankOf.get(o.score)!);
        w = (w << BigInt(L.countBits)) + (p.score >= topScore ? 1n : 0n);
        W[i][j] = w;
      }
    }
  } else {
    for (let i = 0; i < N; i++) for (let j = 0; j < i; j++) W[i][j] = edgeWeight(sorted[j], sorted[i], flags(false, false), L);
  }
  mate = compute();
  fresh = true;
  let unmatched = 0;
  for (let v = 0; v < N; v++) if (mate[v] === v) unmatched++;
  if (unmatched > 1) return { ok: false, reason: 'no-pairing' };
  if (N & 1) {
    let byeVertex = -1;
    for (let v = 0; v < N; v++) if (mate[v] === v) byeVertex = v;
    if (byeVertex < 0 || !sorted[byeVertex].byeEligible) return { ok: false, reason: 'no-pairing' };
    byeScore = sorted[byeVertex].score;
    for (let i = 0; i < N; i++) for (let j = 0; j < i; j++) W[i][j] = edgeWeight(sorted[j], sorted[i], flags(false, false), L);
    fresh = false;
    if (byeScore >= topScore) {
      singleDownfloaterGetsBye = true;
      for (let v = 0; v < N && sorted[v].score >= topScore; v++) {
        if (sorted[mate[v]].score < topScore) {
          singleDownfloaterGetsBye = false;
          break;
        }
      }
    }
    // C.9: rank the candidates' numbers of played games (more games, fewer unplayed ones)
    const counts = sorted.filter((p) => p.score === byeScore).map((p) => p.playedGames).sort((a, b) => b - a);
    playedGamesRank = new Map();
    counts.forEach((c, i) => playedGamesRank.set(c, i));
  }

  const brackets: BracketRecord[] = [];
  // players of the current bracket followed by the next score group, as vertices
  let inBracket: number[] = [];
  let next = 0;
  while (next < N && sorted[next].score >= topScore) inBracket.push(next++);
  let mdpCount = 0;
  let groupBeginVertex = 0;
  const matched = new Uint8Array(N);

  while (inBracket.length > 1 || next < N) {
    const bracketEnd = inBracket.length; // index in inBracket where the next score group starts
    const groupEndVertex = groupBeginVertex + (bracketEnd - mdpCount);
    const groupStart = next;
    while (next < N && sorted[next].score >= sorted[groupStart].score) inBracket.push(next++);
    const sgFlags = { singleDownfloaterGetsBye };
    const P = inBracket;
    const score = (x: number) => sorted[P[x]].score;
    const residentScore = mdpCount < bracketEnd ? score(mdpCount) : score(0);

    // base[x][y] (x > y, indices into P)
    const base: bigint[][] = P.map(() => []);
    for (let x = mdpCount; x < P.length; x++) {
      for (let y = 0; y < x; y++) {
        base[x][y] = edgeWeight(sorted[P[y]], sorted[P[x]], flags(x < bracketEnd, x >= bracketEnd, sgFlags), L);
        setW(P[x], P[y], base[x][y]);
      }
    }
    fresh = false;
    const inGroup = (v: number) => v >= groupBeginVertex && v < groupEndVertex;
    const roomShift = BigInt(2 * L.countBits);
    const remainderWeight = (y: number, x: number, yIndex: number, pairs: number): bigint => {
      const b = base[x][y];
      if (b === 0n) return 0n;
      const add = (((yIndex < pairs ? 1n : 0n) << roomShift) - BigInt(yIndex)) << 1n;
      return b + add;
    };
    ensure();

    // Which MDPs to pair (C.6, C.7): the highest ones, as many as possible.
    let mdpScore = 0;
    let remaining = 0;
    let remainingMatched = 0;
    for (let x = 0; x < mdpCount; x++) {
      if (x === 0 || score(x) < mdpScore) {
        mdpScore = score(x);
        remaining = 0;
        remainingMatched = 0;
        for (let y = x; y < P.length && score(y) >= mdpScore; y++) {
          remaining++;
          if (inGroup(mate[P[y]])) remainingMatched++;
        }
      }
      if (!remainingMatched) continue;
      const v = P[x];
      if (remaining <= remainingMatched) {
        matched[v] = 1;
        continue;
      }
      remaining--;
      if (!inGroup(mate[v])) {
        const ch: Array<[number, bigint]> = [];
        for (let o = mdpCount; o < bracketEnd; o++) {
          const w = base[o][x];
          if (w) ch.push([P[o], w | 1n]);
        }
        setVertexEdges(v, ch);
        ensure();
      }
      if (inGroup(mate[v])) {
        matched[v] = 1;
        remainingMatched--;
        const ch: Array<[number, bigint]> = [];
        for (let o = mdpCount; o < bracketEnd; o++) {
          const w = base[o][x];
          if (w) ch.push([P[o], (w | BigInt(bracketEnd - mdpCount)) + 1n]);
        }
        setVertexEdges(v, ch);
      }
    }
    // The MDPs' opponents: each MDP in order takes the highest resident that still works.
    const pairsHere: Array<[number, number]> = [];
    for (let x = 0; x < mdpCount; x++) {
      const v = P[x];
      if (!matched[v]) continue;
      let add = BigInt(P.length);
      const ch: Array<[number, bigint]> = [];
      for (let o = bracketEnd - 1; o >= mdpCount; o--) {
        if (matched[P[o]]) continue;
        const w = base[o][x];
        if (w) {
          ch.push([P[o], w + add]);
          add++;
        }
      }
      setVertexEdges(v, ch);
      ensure();
      const u = mate[v];
      matched[u] = 1;
      fix(v, u);
      pairsHere.push([v, u]);
    }

    // The remainder: residents not paired with MDPs.
    const remainder: number[] = [];
    let remainderPairs = 0;
    for (let x = mdpCount; x < bracketEnd; x++) {
      const v = P[x];
      if (mate[v] < groupBeginVertex) continue;
      remainder.push(x);
      if (mate[v] < v) remainderPairs++;
    }
    const isS1 = (v: number) => mate[v] > v && mate[v] < groupEndVertex;
    for (let a = 0; a < remainder.length; a++) {
      const ch: Array<[number, bigint]> = [];
      for (let b = a + 1; b < remainder.length; b++) ch.push([P[remainder[b]], remainderWeight(remainder[a], remainder[b], a, remainderPairs)]);
      setVertexEdges(P[remainder[a]], ch);
    }
    ensure();
    let exchangeCount = 0;
    for (let a = 0; a < remainderPairs; a++) if (!isS1(P[remainder[a]])) exchangeCount++;

    // Exchanges (4.3.3): move the lowest possible S1 players down…
    let left = exchangeCount;
    for (let a = remainderPairs - 1; a >= 0 && left; a--) {
      const v = P[remainder[a]];
      if (isS1(v)) {
        const ch: Array<[number, bigint]> = [];
        for (let b = a + 1; b < remainder.length; b++) {
          const w = remainderWeight(remainder[a], remainder[b], a, remainderPairs);
          if (w) ch.push([P[remainder[b]], w - 1n]);
        }
        setVertexEdges(v, ch);
        ensure();
      }
      const exchanged = !isS1(v);
      if (exchanged) left--;
      const back: Array<[number, bigint]> = [];
      for (let b = a + 1; b < remainder.length; b++) {
        if (exchanged) base[remainder[b]][remainder[a]] = 0n;
        back.push([P[remainder[b]], remainderWeight(remainder[a], remainder[b], a, remainderPairs)]);
      }
      setVertexEdges(v, back);
    }
    // …and the highest possible S2 players up.
    left = exchangeCount;
    for (let a = remainderPairs; a < remainder.length && left > 1; a++) {
      const v = P[remainder[a]];
      const already = isS1(v);
      if (!already) {
        const ch: Array<[number, bigint]> = [];
        for (let b = a + 1; b < remainder.length; b++) {
          const w = remainderWeight(remainder[a], remainder[b], a, remainderPairs);
          if (w) ch.push([P[remainder[b]], w + 1n]);
        }
        setVertexEdges(v, ch);
        ensure();
      }
      if (isS1(v)) {
        left--;
        const ch: Array<[number, bigint]> = [];
        for (let b = 0; b < a; b++) {
          base[remainder[a]][remainder[b]] = 0n;
          ch.push([P[remainder[b]], 0n]);
        }
        for (let o = bracketEnd; o < P.length; o++) {
          base[o][remainder[a]] = 0n;
          ch.push([P[o], 0n]);
        }
        setVertexEdges(v, ch);
      }
      if (!already) {
        const ch: Array<[number, bigint]> = [];
        for (let b = a + 1; b < remainder.length; b++) ch.push([P[remainder[b]], remainderWeight(remainder[a], remainder[b], a, remainderPairs)]);
        setVertexEdges(v, ch);
      }
    }
    // Fix the S1/S2 roles. The matching stays optimal: it only uses the edges kept, and every
    // matching of the kept edges has the same S1 players, so dropping their addends changes all alike.
    for (let a = 0; a < remainder.length; a++) {
      const v = P[remainder[a]];
      for (let b = a + 1; b < remainder.length; b++) {
        const u = P[remainder[b]];
        if (!isS1(v) || isS1(u)) base[remainder[b]][remainder[a]] = 0n;
        setW(v, u, base[remainder[b]][remainder[a]]);
      }
    }
    // Each S1 player in order takes the first S2 player that still works (transpositions, 4.3.2).
    const s1: number[] = [];
    for (let a = 0; a < remainder.length; a++) {
      const v = P[remainder[a]];
      if (!isS1(v)) continue;
      s1.push(sorted[v].no);
      let add = 0n;
      const ch: Array<[number, bigint]> = [];
      for (let b = remainder.length - 1; b >= 0; b--) {
        const u = P[remainder[b]];
        if (remainder[b] <= remainder[a] || matched[u]) continue;
        const w = base[remainder[b]][remainder[a]];
        if (w) ch.push([u, w + add]);
        add++;
      }
      setVertexEdges(v, ch);
      ensure();
      const u = mate[v];
      matched[v] = 1;
      matched[u] = 1;
      fix(v, u);
      pairsHere.push([v, u]);
    }

    // The next bracket: everyone not paired here, then the next score group.
    const nextBracket: number[] = [];
    let nextMdps = 0;
    const downfloaters: number[] = [];
    singleDownfloaterGetsBye = (N & 1) === 1 && groupStart < N && byeScore === sorted[groupStart].score;
    for (let x = 0; x < P.length; x++) {
      const v = P[x];
      if (x < bracketEnd && matched[v]) continue;
      nextBracket.push(v);
      if (x < bracketEnd) {
        nextMdps++;
        downfloaters.push(sorted[v].no);
      }
      if (byeScore !== null && sorted[mate[v]].score < byeScore) singleDownfloaterGetsBye = false;
    }
    brackets.push({
      score: residentScore,
      residents: P.slice(mdpCount, bracketEnd).map((v) => sorted[v].no),
      mdps: P.slice(0, mdpCount).map((v) => sorted[v].no),
      pairs: pairsHere.map(([a, b]) => [sorted[a].no, sorted[b].no]),
      downfloaters,
      exchanges: exchangeCount,
      s1,
    });
    inBracket = nextBracket;
    mdpCount = nextMdps;
    groupBeginVertex = groupEndVertex;
    if (groupStart >= N && inBracket.length > 1) {
      // the last bracket left more than one player unpaired: no legal pairing (C.4)
      return { ok: false, reason: 'no-pairing' };
    }
  }

  const pairs: Array<[DutchPlayer, DutchPlayer]> = [];
  let bye: DutchPlayer | undefined;
  for (let v = 0; v < N; v++) {
    const u = finalMate[v];
    if (u < 0) {
      if (bye) return { ok: false, reason: 'no-pairing' };
      bye = sorted[v];
    } else if (v < u) pairs.push([sorted[v], sorted[u]]);
  }
  return { ok: true, pairs, bye, brackets, byeScore };
}
