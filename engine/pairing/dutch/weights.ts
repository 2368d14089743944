/**
 * The Dutch criteria as one integer per possible pair: each criterion gets its own bit field,
 * the more important criteria in the higher bits, so that a maximum-weight matching optimises
 * them lexicographically (C.04.3 2.3–2.4: C.4 completion and C.5 PAB score first, then C.6…C.21).
 * Count fields are wide enough to hold the sum over a whole matching; "score" fields have one
 * sub-field per score group, higher scores in higher bits.
 */
import type { DutchPlayer } from './players';

export const bitsFor = (x: number): number => (x <= 0 ? 1 : Math.floor(Math.log2(x)) + 1);

export interface WeightLayout {
  /** Width of a count field. */
  countBits: number;
  /** Offset of each score group's sub-field inside a score field. */
  scoreShift: Map<number, number>;
  /** Width of a score field. */
  scoreBits: number;
  /** Low bits reserved for the bracket procedure's tie-breaks (S1/S2, exchanges, MDP choice). */
  roomBits: number;
  playedRounds: number;
  /** Rounds of the event: in the last round topscorers may break C.3 (1.8, C.10, C.11). */
  lastRound: boolean;
  /** Half points above which a player is a topscorer: 50 % of the maximum so far. */
  topscorerThreshold: number;
  /** Bits below the top (C.4 completion) field. */
  belowTop: number;
}

/**
 * The bit layout. Score fields get one sub-field per score of `players` (the players of the graph
 * being matched: scores of other players never appear in its weights); count fields are sized
 * for `countN` players.
 */
export function weightLayout(players: DutchPlayer[], playedRounds: number, totalRounds: number, countN = players.length): WeightLayout {
  const n = countN;
  const countBits = bitsFor(n) + 1;
  const sizes = new Map<number, number>();
  for (const p of players) sizes.set(p.score, (sizes.get(p.score) ?? 0) + 1);
  const scores = [...sizes.keys()].sort((a, b) => a - b);
  const scoreShift = new Map<number, number>();
  let shift = 0;
  for (const s of scores) {
    scoreShift.set(s, shift);
    shift += bitsFor(sizes.get(s)!) + 1;
  }
  const roomBits = 3 * countBits + 2;
  const r1 = playedRounds >= 1 ? 1 : 0;
  const r2 = playedRounds >= 2 ? 1 : 0;
  // the widths pushed by edgeWeight below its top field, in the same order
  const belowTop = 2 * countBits + 2 * shift + 2 * countBits + 4 * countBits + 2 * countBits * (r1 + r2) + 2 * shift * (r1 + r2) + roomBits;
  return {
    countBits,
    scoreShift,
    scoreBits: shift,
    roomBits,
    playedRounds,
    lastRound: playedRounds >= totalRounds - 1,
    topscorerThreshold: playedRounds,
    belowTop,
  };
}

/** What C.3, C.10 and C.11 need to know of the round: is it the last, and who is a topscorer (1.8). */
export type ColourRules = Pick<WeightLayout, 'lastRound' | 'topscorerThreshold'>;

/** C.1 and C.3: may these two meet at all (C.2 is handled by the bye bits)? */
export function compatible(a: DutchPlayer, b: DutchPlayer, L: ColourRules): boolean {
  if (a.forbidden.has(b.no) || b.forbidden.has(a.no)) return false;
  return coloursAllow(a, b, L);
}

/** C.3: equal absolute colour preferences only for topscorers (1.8), in the last round. */
export function coloursAllow(a: DutchPlayer, b: DutchPlayer, L: ColourRules): boolean {
  if (a.absolute && b.absolute && a.pref === b.pref) return L.lastRound && (a.score > L.topscorerThreshold || b.score > L.topscorerThreshold);
  return true;
}

/** Which colour criteria a pair meets (true: met): C.10, C.11 (topscorers), C.12, C.13. */
export function colourCriteria(higher: DutchPlayer, lower: DutchPlayer): { c10: boolean; c11: boolean; c12: boolean; c13: boolean } {
  // C.10: topscorers' colour difference beyond ±2
  const c10 = !(higher.imbalance > 1 && lower.imbalance > 1 && higher.pref === lower.pref);
  // C.11: topscorers' same colour three times in a row
  const c11 =
    !lower.absolute ||
    !higher.absolute ||
    lower.pref !== higher.pref ||
    (lower.imbalance === higher.imbalance
      ? lower.repeated === undefined || lower.repeated !== higher.repeated
      : (lower.imbalance > higher.imbalance ? higher : lower).repeated !== (lower.pref === 'w' ? 'b' : 'w'));
  // C.12: colour preferences
  const c12 = lower.pref === undefined || higher.pref === undefined || lower.pref !== higher.pref;
  // C.13: strong colour preferences
  const c13 =
    (!lower.strong && !lower.absolute) || (!higher.strong && !higher.absolute) || (lower.absolute && higher.absolute) || lower.pref !== higher.pref;
  return { c10, c11, c12, c13 };
}

export interface BracketFlags {
  /** The lower player of the pair is a resident of the bracket being paired. */
  lowerInCurrent: boolean;
  /** The lower player belongs to the next score group (the pair would be a downfloat, C.8). */
  lowerInNext: boolean;
  /** Score of the player who will get the PAB (C.5), or null when the number of players is even. */
  byeScore: number | null;
  /** C.9 applies: the bracket's single downfloater receives the PAB. */
  singleDownfloaterGetsBye: boolean;
  /** Rank of a player's number of played games among the PAB candidates (C.9). */
  playedGamesRank: Map<number, number>;
}

const isByeCandidate = (p: DutchPlayer, byeScore: number | null) => p.byeEligible && p.score <= (byeScore ?? 0);

/**
 * The weight of pairing `higher` (ranked above) with `lower`; 0n when they may not meet.
 * The fields, high to low, follow the criteria's order.
 */
export function edgeWeight(higher: DutchPlayer, lower: DutchPlayer, f: BracketFlags, L: WeightLayout): bigint {
  if (!compatible(higher, lower, L)) return 0n;
  const cur = f.lowerInCurrent;
  const one = 1n;
  let w = 0n;
  const push = (bits: number, value: bigint) => {
    w = (w << BigInt(bits)) + value;
  };
  const sg = (score: number) => one << BigInt(L.scoreShift.get(score)!);
  // C.4 completion and C.2/C.5: every pair counts, pairs of players who may not get the PAB count more
  w = BigInt(1 + (isByeCandidate(higher, f.byeScore) ? 0 : 1) + (isByeCandidate(lower, f.byeScore) ? 0 : 1));
  // C.6: pairs in this bracket; C.7: the scores of the players paired in it (MDPs first)
  push(L.countBits, cur ? one : 0n);
  push(L.scoreBits, cur ? sg(higher.score) : 0n);
  // C.8: the next bracket's pairs and scores
  push(L.countBits, f.lowerInNext ? one : 0n);
  push(L.scoreBits, f.lowerInNext ? sg(higher.score) : 0n);
  // C.9: PAB to the candidate with the fewest unplayed games
  let c9 = 0;
  if (f.singleDownfloaterGetsBye && f.byeScore !== null) {
    if (higher.score === f.byeScore) c9 += f.playedGamesRank.get(higher.playedGames) ?? 0;
    if (lower.score === f.byeScore) c9 += f.playedGamesRank.get(lower.playedGames) ?? 0;
  }
  push(2 * L.countBits, BigInt(c9));
  const { c10, c11, c12, c13 } = colourCriteria(higher, lower);
  push(L.countBits, cur && c10 ? one : 0n);
  push(L.countBits, cur && c11 ? one : 0n);
  push(L.countBits, cur && c12 ? one : 0n);
  push(L.countBits, cur && c13 ? one : 0n);
  const mdpPair = higher.score > lower.score;
  if (L.playedRounds >= 1) {
    // C.14: resident downfloaters who downfloated in the previous round; C.15: MDP opponents who upfloated
    push(L.countBits, cur ? BigInt((lower.float1 === 'down' ? 1 : 0) + (!mdpPair && higher.float1 === 'down' ? 1 : 0)) : 0n);
    push(L.countBits, cur && !(mdpPair && lower.float1 === 'up') ? one : 0n);
  }
  if (L.playedRounds >= 2) {
    // C.16, C.17: the same two rounds before
    push(L.countBits, cur ? BigInt((lower.float2 === 'down' ? 1 : 0) + (!mdpPair && higher.float2 === 'down' ? 1 : 0)) : 0n);
    push(L.countBits, cur && !(mdpPair && lower.float2 === 'up') ? one : 0n);
  }
  if (L.playedRounds >= 1) {
    // C.18, C.19: the scores of those repeated floaters
    push(L.scoreBits, cur ? (lower.float1 === 'down' ? sg(lower.score) : 0n) + (higher.float1 === 'down' ? sg(higher.score) : 0n) : 0n);
    push(L.scoreBits, cur && !(lower.float1 === 'up' && mdpPair) ? sg(higher.score) : 0n);
  }
  if (L.playedRounds >= 2) {
    // C.20, C.21
    push(L.scoreBits, cur ? (lower.float2 === 'down' ? sg(lower.score) : 0n) + (higher.float2 === 'down' ? sg(higher.score) : 0n) : 0n);
    push(L.scoreBits, cur && !(lower.float2 === 'up' && mdpPair) ? sg(higher.score) : 0n);
  }
  push(L.roomBits, 0n);
  return w;
}

/** The weight of a pair outside the brackets being paired: only C.4 (completion) and C.2/C.5 (PAB candidates). */
export function completionWeight(higher: DutchPlayer, lower: DutchPlayer, byeScore: number | null, L: WeightLayout): bigint {
  if (!compatible(higher, lower, L)) return 0n;
  return BigInt(1 + (isByeCandidate(higher, byeScore) ? 0 : 1) + (isByeCandidate(lower, byeScore) ? 0 : 1)) << BigInt(L.belowTop);
}

export function byeCandidate(p: DutchPlayer, byeScore: number | null): boolean {
  return isByeCandidate(p, byeScore);
}
