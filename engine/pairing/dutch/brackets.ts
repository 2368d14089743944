/**
 * The bracket-by-bracket procedure of C.04.3 (2025), made exact with maximum-weight matchings.
 *
 * All players to pair are vertices of one graph; an edge's weight packs the criteria (weights.ts).
 * The brackets are paired from the top: for each bracket the edges from its players to the
 * players of the bracket and of the next score group get their full weight, and a sequence of
 * matchings fixes, in the rules' order, which MDPs are paired (C.6, C.7), their opponents
 * (S1/S2 order), which residents are exchanged between S1 and S2 (fewest, then the smallest BSN
 * differences, 4.3.3) and finally each S1 player's opponent (the first transposition that works).
 * C.4 (completion): the players below take part with a completion weight only. To keep the graphs
 * small, a bracket is paired on the smallest graph that gives the same answer:
 *  - 'bracket': its own players, when they can all be paired among themselves and the players
 *    below can be paired whatever happens (then the next score group cannot change anything);
 *    or, for an odd bracket of residents, its players plus one vertex standing for the next score
 *    group, when whoever floats down lets the (odd) next group pair completely;
 *  - 'next': its players and the next score group (C.8 looks at the next bracket), without the
 *    completion field (the same for every pairing that completes), each matching checked to leave
 *    the rest pairable;
 *  - 'whole': everyone not yet paired, as bbpPairings does it.
 * A matching of a smaller graph that completes is also optimal in the whole graph, and each
 * decision is a question "does some optimal matching have property X", so all three agree.
 * Before any matching, a bracket whose MDPs all pair in it and which sends at most one resident
 * down is tried by fastBracket.ts: paired in the rules' order and proved best by counting the
 * players' classes. When the proof holds, its pairing is the one the matchings would give; big
 * score groups of large opens almost always go this way (test/dutch/fast-path.test.ts checks the
 * two against each other, the oracle checks both against bbpPairings).
 * The oracle (test/oracle/dutch-2025, 861 rounds) is reproduced board for board.
 * Memory stays linear in the field outside the brackets' own graphs (issue 29): C.1 and C.3 are answered
 * for a pair when asked (no table over all pairs), the C.4 checks visit a player's neighbours instead of
 * listing them, and an odd field's PAB score (C.5) comes from cardinality matchings, one per score. The
 * 'whole' graph, the last resort of a bracket the smaller graphs cannot decide, is still over all the players
 * left; the scale bench (bench/dutch-scale.bench.ts) has not met it.
 */
import type { WeightedEdge } from './blossom';
import { matchCompressed, matchCompressedWithTight } from './compress';
import { hasPerfectMatching, perfectMatchingScan, type NeighbourScan } from './cardinality';
import { pairBracketFast } from './fastBracket';
import type { DutchPlayer } from './players';
import { bitsFor, byeCandidate, compatible, completionWeight, edgeWeight, weightLayout, type BracketFlags, type WeightLayout } from './weights';

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
  /** How the pairing was proved best: by the class-count bound (fastBracket.ts) or by weighted matchings. */
  method: 'classes' | 'matchings';
}

export type MatchOutcome =
  | { ok: true; pairs: Array<[DutchPlayer, DutchPlayer]>; bye?: DutchPlayer; brackets: BracketRecord[]; byeScore: number | null }
  | { ok: false; reason: 'no-pairing' };

/** The graph a bracket is paired on: its own players, with the next score group, or everyone left. */
type GraphMode = 'bracket' | 'next' | 'whole';

/** Raised when a matching of the small graph would leave the rest of the round unpairable. */
class NeedWholeGraph extends Error {}

/** Players by score (descending), then by rank (1.2). */
export function sortForPairing(players: DutchPlayer[]): DutchPlayer[] {
  return [...players].sort((a, b) => b.score - a.score || a.rank - b.rank);
}

export interface PairRoundOptions {
  /** Pair every bracket on the whole graph (as bbpPairings does). */
  wholeGraph?: boolean;
  /** Never use fastBracket.ts (every bracket by matchings): for cross-checks. */
  exactOnly?: boolean;
}

export function pairRound(players: DutchPlayer[], playedRounds: number, totalRounds: number, options: PairRoundOptions = {}): MatchOutcome {
  const sorted = sortForPairing(players);
  const N = sorted.length;
  if (N === 0) return { ok: true, pairs: [], brackets: [], byeScore: null };
  if (N === 1) return sorted[0].byeEligible ? { ok: true, pairs: [], bye: sorted[0], brackets: [], byeScore: sorted[0].score } : { ok: false, reason: 'no-pairing' };
  // The layout is set again for each bracket with the scores of its graph only (smaller numbers).
  let L: WeightLayout = weightLayout(sorted, playedRounds, totalRounds, N);
  let lowMask = (1n << BigInt(L.belowTop)) - 1n;
  /** How each edge's bracket weight was made, to lay it out again for a later bracket. */
  const recipe = new Map<number, { current: boolean; next: boolean; single: boolean }>();

  // C.1, C.3 between two players, answered on demand (no table over all pairs: memory linear in N).
  // C.1: the pairs that met (each player's forbidden set, by index into `sorted`).
  const indexOf = new Map<number, number>(sorted.map((p, i) => [p.no, i]));
  const metBefore = new Set<number>();
  const hasMet = new Uint8Array(N);
  for (let a = 0; a < N; a++) {
    for (const no of sorted[a].forbidden) {
      const b = indexOf.get(no);
      if (b === undefined || b === a) continue;
      metBefore.add(a > b ? a * N + b : b * N + a);
      hasMet[a] = 1;
      hasMet[b] = 1;
    }
  }
  // C.3: equal absolute colour preferences (coloursAllow), by class: 0 none, else the preferred colour
  const absolute = new Uint8Array(N);
  const topscorer = new Uint8Array(N);
  for (let a = 0; a < N; a++) {
    const p = sorted[a];
    absolute[a] = p.absolute ? (p.pref === 'w' ? 1 : p.pref === 'b' ? 2 : 3) : 0;
    topscorer[a] = p.score > L.topscorerThreshold ? 1 : 0;
  }
  const lastRound = L.lastRound;
  const canMeet = (a: number, b: number): boolean => {
    if (a === b) return false;
    const x = absolute[a];
    if (x !== 0 && x === absolute[b] && !(lastRound && (topscorer[a] === 1 || topscorer[b] === 1))) return false;
    if (hasMet[a] === 1 && hasMet[b] === 1 && metBefore.has(a > b ? a * N + b : b * N + a)) return false;
    return true;
  };

  // Current weights of the edges set so far (key: larger index · N + smaller index); the others have
  // their completion weight.
  const W = new Map<number, bigint>();
  const key = (a: number, b: number) => (a > b ? a * N + b : b * N + a);
  const getW = (a: number, b: number): bigint => {
    const w = W.get(key(a, b));
    if (w !== undefined) return w;
    return a > b ? completionWeight(sorted[b], sorted[a], byeScore, L) : completionWeight(sorted[a], sorted[b], byeScore, L);
  };
  let undo: Array<[number, bigint | undefined]> | null = null;
  const setW = (a: number, b: number, w: bigint) => {
    const k = key(a, b);
    if (undo) undo.push([k, W.get(k)]);
    W.set(k, w);
  };
  const finalMate = new Int32Array(N).fill(-2); // -2: not fixed yet
  let mate: Int32Array = new Int32Array(N);
  for (let v = 0; v < N; v++) mate[v] = v;
  /** The vertices of the current graph: the bracket and the next score group, or everyone (whole graph). */
  let universe: number[] | null = null;
  /**
   * Vertex N, "the next score group": used for an odd bracket of residents whose one downfloater
   * can go to the next group whoever it is, with the next group then pairing completely (so C.8
   * is the same for every choice). Its edges carry the weight of a downfloat into the next group.
   */
  let withFloatVertex = false;

  /** Maximum-weight matching over the players not fixed yet; unmatched vertices map to themselves. */
  const compute = (extraBits = 0, extra?: Map<number, bigint>): Int32Array => {
    const pool = universe ?? [...Array(N).keys()];
    const free: number[] = [];
    for (const v of pool) if (finalMate[v] === -2) free.push(v);
    const edges: WeightedEdge[] = [];
    const strip = universe !== null;
    for (let a = 0; a < free.length; a++) {
      for (let b = 0; b < a; b++) {
        if (!canMeet(free[a], free[b])) continue;
        let w = getW(free[a], free[b]);
        if (strip) w &= lowMask;
        if (w > 0n) edges.push({ i: a, j: b, w });
      }
    }
    const fv = free.length;
    if (withFloatVertex && universe !== null) {
      for (let a = 0; a < free.length; a++) {
        let w = W.get(key(N, free[a])) ?? 0n;
        w &= lowMask;
        if (w > 0n) edges.push({ i: fv, j: a, w });
      }
    }
    const size = withFloatVertex ? fv + 1 : fv;
    let m: Int32Array;
    if (extra) {
      // The extra terms only break ties between maximum-weight matchings: match once without them,
      // keep the edges tight for that matching's optimal duals (complementary slackness: every
      // maximum-weight matching uses only those), and add the wide terms on that smaller graph.
      const { tight } = matchCompressedWithTight(size, edges);
      const shift = BigInt(extraBits);
      const tied: WeightedEdge[] = [];
      edges.forEach((e, k) => {
        if (!tight[k]) return;
        const x = e.i < fv && e.j < fv ? (extra.get(key(free[e.i], free[e.j])) ?? 0n) : 0n;
        tied.push({ i: e.i, j: e.j, w: (e.w << shift) + x });
      });
      m = matchCompressed(size, tied);
    } else m = matchCompressed(size, edges);
    const out = new Int32Array(N);
    for (let v = 0; v < N; v++) out[v] = finalMate[v] >= 0 ? finalMate[v] : v;
    free.forEach((v, i) => {
      out[v] = m[i] >= 0 && m[i] < fv ? free[m[i]] : v;
    });
    return out;
  };
  let fixedHere: number[] = [];
  // Removing a pair of the optimal matching leaves the rest optimal.
  const fix = (a: number, b: number) => {
    finalMate[a] = b;
    finalMate[b] = a;
    fixedHere.push(a, b);
  };
  /** True while `mate` is a maximum-weight matching for the current weights (then no recomputation is needed). */
  let fresh = false;
  const ensure = () => {
    if (!fresh) {
      mate = compute();
      fresh = true;
      if (universe !== null && !extendable()) throw new NeedWholeGraph();
    }
  };
  /** C.4 for a matching of the small graph: can the players it leaves unpaired still all be paired? */
  const extendable = (): boolean => {
    const rest: number[] = [];
    for (let v = 0; v < N; v++) if (finalMate[v] === -2 && mate[v] === v) rest.push(v);
    return canComplete(rest, isCand);
  };
  /**
   * Changes the weights of edges at one vertex. The matching stays optimal when its own edge at `v`
   * gains at least as much as any other edge at `v` (and nothing gains at an unmatched `v`):
   * every other matching gains at most that much.
   */
  const keepsOptimal = (v: number, changes: Array<[number, bigint]>): boolean => {
    let maxDelta = 0n;
    let mateDelta = 0n;
    for (const [u, w] of changes) {
      const d = w - getW(v, u);
      if (d > maxDelta) maxDelta = d;
      if (u === mate[v]) mateDelta = d;
    }
    return mate[v] === v ? maxDelta <= 0n : mateDelta >= maxDelta;
  };
  const setVertexEdges = (v: number, changes: Array<[number, bigint]>) => {
    if (fresh && !keepsOptimal(v, changes)) fresh = false;
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

  let byeScore: number | null = null;
  let playedGamesRank = new Map<number, number>();
  let singleDownfloaterGetsBye = false;
  const topScore = sorted[0].score;

  /** C.4: can `vertices` all be paired, leaving at most one PAB candidate out? */
  // A pairing of the players still to pair (vertex N: the PAB), kept from one C.4 check to the next:
  // each check starts from it, so only the pairs cut by the players fixed since must be mended.
  const witness = new Int32Array(N + 1).fill(-1);
  const localOf = new Int32Array(N + 1).fill(-1);
  /**
   * C.4: a pairing of all of `vertices`, leaving at most one PAB candidate out (then paired with
   * the dummy vertex n), as partners' indices into `vertices` (n: the PAB); null when there is none.
   */
  const completePairing = (vertices: number[], isCand: (v: number) => boolean): Int32Array | null => {
    const n = vertices.length;
    const size = n % 2 === 1 ? n + 1 : n;
    const global = (i: number) => (i < n ? vertices[i] : N);
    for (let i = 0; i < size; i++) localOf[global(i)] = i;
    const edge = (i: number, j: number) => i !== j && (i === n ? isCand(vertices[j]) : j === n ? isCand(vertices[i]) : canMeet(vertices[i], vertices[j]));
    const start = new Int32Array(size).fill(-1);
    for (let i = 0; i < size; i++) {
      const h = witness[global(i)];
      const j = h >= 0 ? localOf[h] : -1;
      if (j >= 0 && j < size && global(j) === h && witness[h] === global(i) && edge(i, j)) start[i] = j;
    }
    // the neighbours are visited, never listed: memory linear in the field however dense the graph
    const scan: NeighbourScan = (i, visit) => {
      for (let j = 0; j < size; j++) if (edge(i, j) && visit(j)) return;
    };
    const m = perfectMatchingScan(size, scan, start, edge);
    for (let i = 0; i < size; i++) localOf[global(i)] = -1;
    if (m) for (let i = 0; i < size; i++) witness[global(i)] = global(m[i]);
    return m;
  };
  /** C.4: can `vertices` all be paired, leaving at most one PAB candidate out? */
  const canComplete = (vertices: number[], isCand: (v: number) => boolean): boolean => completePairing(vertices, isCand) !== null;

  // C.4 and C.5: is the round pairable at all, and which score must the PAB assignee have?
  const everyone = [...Array(N).keys()];
  if (N & 1) {
    // the lowest eligible player first: if the others can be paired, no PAB score can be lower
    let lowest = -1;
    for (let v = N - 1; v >= 0 && lowest < 0; v--) if (sorted[v].byeEligible) lowest = v;
    if (lowest < 0) return { ok: false, reason: 'no-pairing' };
    let exact = true;
    if (sorted[lowest].score < topScore && canComplete(everyone.filter((v) => v !== lowest), () => false)) {
      byeScore = sorted[lowest].score;
      exact = false;
    }
    if (exact) {
      // C.5: the PAB goes to the lowest score possible: the lowest score one of whose eligible players
      // (C.2) can be left out with all the others paired (C.4). One cardinality matching per score, a
      // dummy vertex standing for the PAB joined to that score's eligible players; each check starts
      // from the pairing the one before found.
      const scores = [...new Set(sorted.filter((p) => p.byeEligible).map((p) => p.score))].sort((a, b) => a - b);
      for (const s of scores) {
        if (canComplete(everyone, (v) => sorted[v].byeEligible && sorted[v].score === s)) {
          byeScore = s;
          break;
        }
      }
      if (byeScore === null) return { ok: false, reason: 'no-pairing' };
      if (byeScore >= topScore) {
        // C.9 applies in the top group when its players other than the PAB can all be paired among
        // themselves and the players below among themselves (C.4)
        let topEnd = 0;
        while (topEnd < N && sorted[topEnd].score >= topScore) topEnd++;
        singleDownfloaterGetsBye =
          topEnd % 2 === 1 &&
          canComplete(everyone.slice(0, topEnd), (v) => sorted[v].byeEligible) &&
          canComplete(everyone.slice(topEnd), () => false);
      }
    }
    // C.9: rank the candidates' numbers of played games (more games, fewer unplayed ones)
    const counts = sorted.filter((p) => p.score === byeScore).map((p) => p.playedGames).sort((a, b) => b - a);
    playedGamesRank = new Map();
    counts.forEach((c, i) => playedGamesRank.set(c, i));
  } else if (!canComplete(everyone, () => false)) return { ok: false, reason: 'no-pairing' };
  const isCand = (v: number) => byeCandidate(sorted[v], byeScore);
  /**
   * Dutch C.9 ("minimise the number of unplayed games of the PAB assignee", C.04.3 of 2025,
   * handbook.fide.com/chapter/C0403202507; byes of every kind and forfeits are unplayed games): can the
   * bracket whose residents start at `groupStart` leave the PAB assignee over? Yes when the number of
   * players is odd and the PAB score is at least those residents' score: the assignee is one of them,
   * or an MDP of a higher score when the lowest players cannot take the PAB (they had one already).
   */
  const pabMayComeFrom = (groupStart: number): boolean => (N & 1) === 1 && groupStart < N && byeScore !== null && byeScore >= sorted[groupStart].score;

  const brackets: BracketRecord[] = [];
  // players of the current bracket followed by the next score group, as vertices
  let inBracket: number[] = [];
  let next = 0;
  while (next < N && sorted[next].score >= topScore) inBracket.push(next++);
  let mdpCount = 0;
  let groupBeginVertex = 0;
  const matched = new Uint8Array(N);

  let matchedHere: number[] = [];
  const markMatched = (v: number) => {
    matched[v] = 1;
    matchedHere.push(v);
  };
  /**
   * The bracket P[0..bracketEnd) paired by fastBracket.ts, when its conditions hold: then the next
   * score group cannot matter (as for the 'bracket' graph below) and the result is the one the
   * matchings would give. Null when they do not hold or the pairing cannot be proved that way.
   */
  function fastPath(P: number[], bracketEnd: number, groupStart: number): { pairs: Array<[number, number]>; s1: number[]; pabBelow: boolean } | null {
    if (bracketEnd < 2) return null;
    const lastBracket = groupStart >= N;
    if (singleDownfloaterGetsBye && !lastBracket) return null;
    const mdps = P.slice(0, mdpCount).map((v) => sorted[v]);
    const ng = P.slice(bracketEnd);
    const inP = new Uint8Array(N);
    for (const v of P) inP[v] = 1;
    const below: number[] = [];
    for (let v = 0; v < N; v++) if (finalMate[v] === -2 && !inP[v]) below.push(v);
    // The next bracket may hold the PAB (its residents or the MDPs from here). Its matching decides
    // C.9 there, so the next group must be the last one; whoever floats from here then pairs in it,
    // leaving one PAB candidate (C.8).
    const pabBelow = pabMayComeFrom(groupStart);
    if (pabBelow && below.length) return null;
    const residents = P.slice(mdpCount, bracketEnd);
    const index = new Map<DutchPlayer, number>(P.map((v) => [sorted[v], v]));
    let floaterCost: ((p: DutchPlayer) => [number, number, number] | null) | undefined;
    let maxRank = 0;
    const floats = (p: DutchPlayer): [number, number] => [p.float1 === 'down' ? 1 : 0, p.float2 === 'down' ? 1 : 0];
    if (bracketEnd % 2 === 0) {
      // everyone is paired here: the players below must pair among themselves (C.4)
      if (!canComplete([...ng, ...below], isCand)) return null;
    } else if (!lastBracket) {
      // The floater (a resident) must pair in the next group, and the round still complete (C.4, C.8):
      // a resident for whom that fails would make C.4 or C.8 worse than any other, so he may not float.
      let absorbed: number[];
      if (pabBelow || ng.length % 2 === 1) {
        // the next group pairs completely with him (leaving one PAB candidate out when it holds the PAB)
        if (!pabBelow && !canComplete(below, isCand)) return null;
        absorbed = joiners(residents, ng, isCand, false);
      } else {
        // the next group (even) with him leaves one of its players over: one who can float on and
        // still let the players below complete
        const good = new Set(joiners(ng, below, isCand, false));
        if (!good.size) return null;
        const m = completePairing(ng, () => false);
        absorbed = residents.filter(
          (f) => (m && ng.some((u, i) => canMeet(f, u) && good.has(ng[m[i]]))) || canComplete([f, ...ng], (v) => good.has(v)),
        );
      }
      if (!absorbed.length) return null;
      const canFloat = new Set(absorbed.map((v) => sorted[v]));
      floaterCost = (p) => (canFloat.has(p) ? [0, ...floats(p)] : null);
    } else {
      // the last bracket: its floater receives the PAB (C.2, C.5; C.9 when it decides here)
      if ((N & 1) === 0 || below.length || mdps.some((m) => m.score === byeScore)) return null;
      // C.9 by the order of the numbers of games played (more games first), as a small number
      const played = [...new Set(residents.map((v) => sorted[v].playedGames))].sort((a, b) => b - a);
      maxRank = played.length;
      floaterCost = (p) => {
        if (!isCand(index.get(p)!) || p.score !== byeScore) return null;
        return [singleDownfloaterGetsBye ? played.indexOf(p.playedGames) : 0, ...floats(p)];
      };
    }
    const fast = pairBracketFast({
      mdps,
      residents: residents.map((v) => sorted[v]),
      canMeet: (a, c) => canMeet(index.get(a)!, index.get(c)!),
      floaterCost,
      maxRank,
      rules: L,
    });
    if (!fast) return null;
    const pairs: Array<[number, number]> = [];
    for (const [m, r] of fast.mdpPairs) pairs.push([index.get(m)!, index.get(r)!]);
    for (const [a, c] of fast.pairs) pairs.push([index.get(a)!, index.get(c)!]);
    return { pairs, s1: fast.s1.map((p) => p.no), pabBelow };
  }

  /**
   * The players of `xs` who can join `base` so that all are paired (at most one PAB candidate left
   * out); with `stopAtFailure`, stops at the first who cannot. One pairing of `base` answers it for
   * most x; the others are checked in full.
   */
  function joiners(xs: number[], base: number[], isCand: (v: number) => boolean, stopAtFailure: boolean): number[] {
    const out: number[] = [];
    // odd base: a pairing with one player exposed (the dummy's partner); even: a complete one
    const odd = base.length % 2 === 1;
    const m = completePairing(base, odd ? () => true : isCand);
    for (const x of xs) {
      // odd base: x takes the player left exposed; even: x or the partner of one of x's opponents is
      // the PAB candidate left out; else an alternating path must be looked for
      const quick = m && (odd ? canMeet(x, base[m[base.length]]) : isCand(x) || base.some((u, i) => canMeet(x, u) && isCand(base[m[i]])));
      if (quick || canComplete([x, ...base], isCand)) out.push(x);
      else if (stopAtFailure) break;
    }
    return out;
  }

  /** Pairs one bracket; `ok: false` when the players left could not be paired any more. */
  function pairBracketOnce(mode: GraphMode): { ok: boolean } {
    const whole = mode === 'whole';
    undo = whole ? null : [];
    fixedHere = [];
    matchedHere = [];
    fresh = false;
    const bracketEnd = inBracket.length; // index in inBracket where the next score group starts
    const groupEndVertex = groupBeginVertex + (bracketEnd - mdpCount);
    const groupStart = next;
    while (next < N && sorted[next].score >= sorted[groupStart].score) inBracket.push(next++);
    const sgFlags = { singleDownfloaterGetsBye };
    const P = inBracket;
    universe = whole ? null : mode === 'bracket' ? P.slice(0, bracketEnd) : P.slice();
    const score = (x: number) => sorted[P[x]].score;
    const residentScore = mdpCount < bracketEnd ? score(mdpCount) : score(0);

    if (mode === 'bracket' && !options.exactOnly) {
      const fast = fastPath(P, bracketEnd, groupStart);
      if (fast) {
        const pairsHere: Array<[number, number]> = fast.pairs;
        for (const v of P) mate[v] = v;
        for (const [a, c] of pairsHere) {
          markMatched(a);
          markMatched(c);
          fix(a, c);
          mate[a] = c;
          mate[c] = a;
        }
        // the fast path's conditions already ensure C.4 for the players left; with the PAB in the
        // next (last) group, that group's matching would leave one candidate out: C.9 applies there
        return closeBracket(pairsHere, 0, fast.s1, false, fast);
      }
    }

    // a new layout for this bracket's graph; the edges between MDPs keep their weight, laid out again
    const previous = L;
    L = weightLayout(P.map((v) => sorted[v]), playedRounds, totalRounds, N);
    lowMask = (1n << BigInt(L.belowTop)) - 1n;
    for (let x = 0; x < mdpCount; x++) {
      for (let y = 0; y < x; y++) {
        const k = key(P[x], P[y]);
        const old = W.get(k);
        const r = recipe.get(k);
        if (old === undefined || old === 0n || !r) continue;
        const f = flags(r.current, r.next, { singleDownfloaterGetsBye: r.single });
        const hi = sorted[Math.min(P[x], P[y])];
        const lo = sorted[Math.max(P[x], P[y])];
        setW(P[x], P[y], edgeWeight(hi, lo, f, L) + (old - edgeWeight(hi, lo, f, previous)));
      }
    }

    // base[x][y] (x > y, indices into P)
    const base: bigint[][] = P.map(() => []);
    for (let x = mdpCount; x < P.length; x++) {
      for (let y = 0; y < x; y++) {
        base[x][y] = edgeWeight(sorted[P[y]], sorted[P[x]], flags(x < bracketEnd, x >= bracketEnd, sgFlags), L);
        recipe.set(key(P[x], P[y]), { current: x < bracketEnd, next: x >= bracketEnd, single: sgFlags.singleDownfloaterGetsBye });
        setW(P[x], P[y], base[x][y]);
      }
    }
    fresh = false;
    withFloatVertex = false;
    if (mode === 'bracket') {
      // C.9 looks at the next bracket's pairing when it holds the PAB: pair it with the next group then
      if (pabMayComeFrom(groupStart)) throw new NeedWholeGraph();
      // The next score group cannot matter when the bracket pairs completely (no downfloater, C.6)
      // and the players below can be paired whatever happens here (C.4).
      const b = bracketEnd;
      const adj: number[][] = Array.from({ length: b }, () => []);
      for (let x = 0; x < b; x++) {
        for (let y = 0; y < x; y++) {
          if ((getW(P[x], P[y]) & lowMask) > 0n) {
            adj[x].push(y);
            adj[y].push(x);
          }
        }
      }
      const rest: number[] = [];
      for (let x = b; x < P.length; x++) rest.push(P[x]);
      const inP = new Set(P);
      const below: number[] = [];
      for (let v = 0; v < N; v++) if (finalMate[v] === -2 && !inP.has(v)) below.push(v);
      rest.push(...below);
      if (b % 2 === 0) {
        if (!hasPerfectMatching(b, adj) || !canComplete(rest, isCand)) throw new NeedWholeGraph();
      } else {
        // One downfloater: allowed here when any resident may be it and then pairs in the next group,
        // which pairs completely with it (odd) or leaves one player who can go down whoever he is
        // (even), the players below pairing among themselves (C.4, C.6, C.8).
        const ng = P.slice(b);
        if (mdpCount > 0 || ng.length === 0) throw new NeedWholeGraph();
        const evenNext = ng.length % 2 === 0;
        const withDummy = adj.map((l) => [...l, b]);
        withDummy.push([...Array(b).keys()]);
        if (!hasPerfectMatching(b + 1, withDummy)) throw new NeedWholeGraph();
        if (!evenNext && !canComplete(below, isCand)) throw new NeedWholeGraph();
        if (evenNext) for (const x of ng) if (!canComplete([x, ...below], isCand)) throw new NeedWholeGraph();
        // For each resident f: can the next group pair with f (odd group), or with f and one of its own
        // players left over (even group: a dummy vertex takes him)? Vertices: the group, then f, then the
        // dummy; the neighbours are visited, never listed, and each check starts from the last one's pairing.
        const L0 = ng.length;
        const size = L0 + (evenNext ? 2 : 1);
        let f = -1;
        const edge = (i: number, j: number): boolean => {
          if (i === j) return false;
          if (i > j) [i, j] = [j, i];
          if (j < L0) return canMeet(ng[i], ng[j]);
          if (j === L0) return canMeet(f, ng[i]);
          return i < L0; // the dummy: any player of the group
        };
        const scan: NeighbourScan = (i, visit) => {
          for (let j = 0; j < size; j++) if (edge(i, j) && visit(j)) return;
        };
        let last: Int32Array | null = null;
        for (let x = 0; x < b; x++) {
          f = P[x];
          const start = new Int32Array(size).fill(-1);
          if (last) for (let i = 0; i < L0; i++) if (last[i] >= 0 && last[i] < L0) start[i] = last[i];
          const m = perfectMatchingScan(size, scan, start, edge);
          if (!m) throw new NeedWholeGraph();
          last = m;
          const partner = ng.find((u) => canMeet(f, u))!;
          setW(N, f, edgeWeight(sorted[f], sorted[partner], flags(false, true, sgFlags), L));
        }
        withFloatVertex = true;
      }
    }
    const inGroup = (v: number) => v >= groupBeginVertex && v < groupEndVertex;
    const roomShift = BigInt(2 * L.countBits);
    const remainderWeight = (y: number, x: number, yIndex: number, pairs: number): bigint => {
      const b = base[x][y];
      if (b === 0n) return 0n;
      const add = (((yIndex < pairs ? 1n : 0n) << roomShift) - BigInt(yIndex)) << 1n;
      return b + add;
    };
    // A bracket of residents only that pairs completely needs no first matching: all its players
    // are paired among themselves (C.6), so the remainder is the whole bracket.
    const allPaired = mode === 'bracket' && mdpCount === 0;
    if (!allPaired) ensure();

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
        markMatched(v);
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
        markMatched(v);
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
      markMatched(u);
      fix(v, u);
      pairsHere.push([v, u]);
    }

    // The remainder: residents not paired with MDPs.
    const remainder: number[] = [];
    let remainderPairs = 0;
    for (let x = mdpCount; x < bracketEnd; x++) {
      const v = P[x];
      if (!allPaired && mate[v] < groupBeginVertex) continue;
      remainder.push(x);
      if (!allPaired && mate[v] < v) remainderPairs++;
    }
    if (allPaired) remainderPairs = Math.floor(remainder.length / 2);
    const isS1 = (v: number) => mate[v] > v && mate[v] < groupEndVertex;
    for (let a = 0; a < remainder.length; a++) {
      const ch: Array<[number, bigint]> = [];
      for (let b = a + 1; b < remainder.length; b++) ch.push([P[remainder[b]], remainderWeight(remainder[a], remainder[b], a, remainderPairs)]);
      setVertexEdges(P[remainder[a]], ch);
    }
    if (allPaired) {
      // One matching for the exchanges and the S1 choices together: below the exchange terms, each
      // nominal S1 player's choice of S2 player at its own scale. When no exchange is needed this is
      // the S1 phase's answer too (the exchange terms are then the same for every candidate).
      const per = bitsFor(remainder.length) + 1;
      const extra = new Map<number, bigint>();
      for (let a = 0; a < remainderPairs; a++) {
        const scale = BigInt(per * (remainderPairs - 1 - a));
        let add = 0;
        for (let b = remainder.length - 1; b > a; b--) {
          if (base[remainder[b]][remainder[a]]) extra.set(key(P[remainder[a]], P[remainder[b]]), BigInt(add) << scale);
          add++;
        }
      }
      mate = compute(remainderPairs * per, extra);
      if (universe !== null && !extendable()) throw new NeedWholeGraph();
      fresh = true;
    } else ensure();
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
        if (withFloatVertex) ch.push([N, 0n]);
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
    const s1Index: number[] = [];
    for (let a = 0; a < remainder.length; a++) if (isS1(P[remainder[a]])) s1Index.push(a);
    const s1 = s1Index.map((a) => sorted[P[remainder[a]]].no);
    /** S1 player a's preference among the S2 players still free (their indices in P): the higher, the larger. */
    const s1Choices = (a: number): Array<[number, number]> => {
      const out: Array<[number, number]> = [];
      let add = 0;
      for (let b = remainder.length - 1; b >= 0; b--) {
        const u = P[remainder[b]];
        if (remainder[b] <= remainder[a] || matched[u]) continue;
        if (base[remainder[b]][remainder[a]]) out.push([remainder[b], add]);
        add++;
      }
      return out;
    };
    const takeS1 = (v: number) => {
      const u = mate[v];
      markMatched(v);
      markMatched(u);
      fix(v, u);
      pairsHere.push([v, u]);
    };
    let si = 0;
    if (allPaired && exchangeCount === 0) {
      // the matching in hand already made the S1 choices (see above)
      for (; si < s1Index.length; si++) takeS1(P[remainder[s1Index[si]]]);
    }
    // while the matching in hand already gives each S1 player its best choice, take it
    for (; si < s1Index.length && fresh; si++) {
      const a = s1Index[si];
      const v = P[remainder[a]];
      const ch: Array<[number, bigint]> = s1Choices(a).map(([x, add]) => [P[x], base[x][remainder[a]] + BigInt(add)]);
      if (!keepsOptimal(v, ch)) break;
      takeS1(v);
    }
    if (si < s1Index.length) {
      // The rest at once: each S1 player's choice at its own scale, the earlier players' above the later
      // ones' — the same as taking them one by one (the order is lexicographic).
      const per = bitsFor(remainder.length) + 1;
      const extra = new Map<number, bigint>();
      const k = s1Index.length - si;
      for (let j = si; j < s1Index.length; j++) {
        const v = P[remainder[s1Index[j]]];
        const scale = BigInt(per * (k - 1 - (j - si)));
        for (const [x, add] of s1Choices(s1Index[j])) extra.set(key(v, P[x]), BigInt(add) << scale);
      }
      mate = compute(k * per, extra);
      if (universe !== null && !extendable()) throw new NeedWholeGraph();
      fresh = false;
      for (let j = si; j < s1Index.length; j++) takeS1(P[remainder[s1Index[j]]]);
    }

    return closeBracket(pairsHere, exchangeCount, s1, !whole);

    /** Records the bracket and carries its unpaired players down; C.4 is checked again when `checkRest`. */
    function closeBracket(pairsHere: Array<[number, number]>, exchangeCount: number, s1: number[], checkRest: boolean, fast?: { pabBelow: boolean }): { ok: boolean } {
      // The next bracket: everyone not paired here, then the next score group.
      const nextBracket: number[] = [];
      let nextMdps = 0;
      const downfloaters: number[] = [];
      // Dutch C.9 applies in the next bracket when its one player left over is the PAB assignee: the PAB
      // score is at least its residents' score (the assignee may be an MDP from here, when the lowest
      // players cannot take the PAB) and none of its players is matched below it.
      singleDownfloaterGetsBye = pabMayComeFrom(groupStart);
      for (let x = 0; x < P.length; x++) {
        const v = P[x];
        if (x < bracketEnd && matched[v]) continue;
        nextBracket.push(v);
        if (x < bracketEnd) {
          nextMdps++;
          downfloaters.push(sorted[v].no);
        }
        if (singleDownfloaterGetsBye && sorted[mate[v]].score < sorted[groupStart].score) singleDownfloaterGetsBye = false;
      }
      if (singleDownfloaterGetsBye && universe !== null) {
        // on the small graph, players left unmatched would be paired with lower players in the whole
        // graph: two or more of them mean a downfloat below the PAB score (only one can be the PAB)
        let unmatchedCarried = 0;
        for (const v of nextBracket) if (mate[v] === v) unmatchedCarried++;
        const inUniverse = new Set(universe);
        let outside = 0;
        for (let v = 0; v < N; v++) if (finalMate[v] === -2 && !inUniverse.has(v)) outside++;
        if (unmatchedCarried >= 2 && outside > 0) singleDownfloaterGetsBye = false;
      }
      if (fast) singleDownfloaterGetsBye = fast.pabBelow;
      brackets.push({
        score: residentScore,
        residents: P.slice(mdpCount, bracketEnd).map((v) => sorted[v].no),
        mdps: P.slice(0, mdpCount).map((v) => sorted[v].no),
        pairs: pairsHere.map(([a, b]) => [sorted[a].no, sorted[b].no]),
        downfloaters,
        exchanges: exchangeCount,
        s1,
        method: fast ? 'classes' : 'matchings',
      });
      inBracket = nextBracket;
      mdpCount = nextMdps;
      groupBeginVertex = groupEndVertex;
      if (groupStart >= N && inBracket.length > 1) return { ok: false }; // the last bracket left players unpaired (C.4)
      if (checkRest) {
        const rest: number[] = [];
        for (let v = 0; v < N; v++) if (finalMate[v] === -2) rest.push(v);
        if (!canComplete(rest, isCand)) return { ok: false };
      }
      return { ok: true };
    }
  }

  while (inBracket.length > 1 || next < N) {
    const savedNext = next;
    const savedSingle: boolean = singleDownfloaterGetsBye;
    const savedMdps = mdpCount;
    const savedGroupBegin = groupBeginVertex;
    const savedBrackets = brackets.length;
    const savedBracket = inBracket.slice();
    const savedLayout = L;
    const modes: GraphMode[] = options.wholeGraph === true ? ['whole'] : ['bracket', 'next', 'whole'];
    let attempt: { ok: boolean } = { ok: false };
    for (const mode of modes) {
      if (mode !== modes[0]) rollback();
      try {
        attempt = pairBracketOnce(mode);
      } catch (e) {
        if (!(e instanceof NeedWholeGraph)) throw e;
        attempt = { ok: false };
      }
      if (attempt.ok) break;
    }
    if (!attempt.ok) return { ok: false, reason: 'no-pairing' };
    /** Undoes a failed attempt, before pairing the bracket again on a larger graph (C.4). */
    function rollback() {
      for (let i = undo!.length - 1; i >= 0; i--) {
        const [k, prev] = undo![i];
        if (prev === undefined) W.delete(k);
        else W.set(k, prev);
      }
      for (const v of fixedHere) finalMate[v] = -2;
      for (const v of matchedHere) matched[v] = 0;
      next = savedNext;
      singleDownfloaterGetsBye = savedSingle;
      inBracket = savedBracket.slice();
      mdpCount = savedMdps;
      groupBeginVertex = savedGroupBegin;
      brackets.length = savedBrackets;
      L = savedLayout;
      lowMask = (1n << BigInt(L.belowTop)) - 1n;
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
