/**
 * What the Dutch rules need to know about each player before a round is paired:
 * score, colour difference and preference (C.04.3 1.7), floats of the last two rounds (1.4),
 * PAB eligibility (C.2 via C.04.1), opponents already met (C.1).
 * Scores are kept in half points so every comparison is exact.
 */
import type { Colour, PlayerRound, Tournament } from '../../model/types';
import { forbiddenPairs, playerRounds } from '../../model/history';
import { absentees } from '../../model/absence';

export type FloatDir = 'down' | 'up' | null;

export interface DutchPlayer {
  no: number;
  name: string;
  /** 0-based rank among the players of the tournament (pairing-number order): breaks score ties (1.2). */
  rank: number;
  /** Score in half points, including Baku virtual points when acceleration is on. */
  score: number;
  /** Score in half points without virtual points (board order, C.04.2). */
  realScore: number;
  /** Colours of the games played over the board, in order (forfeits and byes are colourless, 1.7). */
  colours: Colour[];
  /** Preferred colour, absent before the first played game. */
  pref?: Colour;
  /** |whites − blacks|. */
  imbalance: number;
  /** The colour of the last two played games when they were the same, else undefined. */
  repeated?: Colour;
  absolute: boolean;
  strong: boolean;
  /** Float one and two rounds ago (1.4.2, 1.4.3). */
  float1: FloatDir;
  float2: FloatDir;
  /** May receive the pairing-allocated bye (C.04.1 4: no earlier PAB, no point scored without playing). */
  byeEligible: boolean;
  /** Games played over the board (C.9). */
  playedGames: number;
  /** Pairing numbers this player may not meet: opponents of played games and forbidden pairs (C.1). */
  forbidden: Set<number>;
}

export interface RoundContext {
  round: number;
  /** Rounds already paired and played (the round to pair minus one). */
  playedRounds: number;
  totalRounds: number;
  players: DutchPlayer[];
  /** Players not to pair this round (absent, requested bye, withdrawn). */
  notPaired: number[];
  byNo: Map<number, DutchPlayer>;
}

const half = (p: number | undefined) => Math.round((p ?? 0) * 2);

/** Points of one round in half points; a PAB, F or forfeit win count as a win. */
function roundPoints(pr: PlayerRound | undefined): number {
  return pr ? half(pr.points) : 0;
}

/**
 * Builds the players to pair in `round`. `virtualPoints(no)` gives Baku acceleration points
 * (in half points) for the round, 0 without acceleration.
 */
export function roundContext(t: Tournament, round: number, totalRounds: number, virtualPoints: (no: number, round: number) => number = () => 0): RoundContext {
  const prs = playerRounds(t);
  const winPoints = half(t.pointValues?.win ?? 1);
  const lossPoints = half(t.pointValues?.loss ?? 0);
  const playedRounds = round - 1;
  const scoreBefore = (no: number, r: number): number => {
    // score before round r (1-based), with that round's virtual points
    const list = prs.get(no) ?? [];
    let s = 0;
    for (let i = 0; i < r - 1 && i < list.length; i++) s += roundPoints(list[i]);
    return s + virtualPoints(no, r);
  };
  const roundIndex = t.rounds.findIndex((r) => r.number === round);
  const current = roundIndex >= 0 ? t.rounds[roundIndex] : undefined;
  // absent (model/absence.ts, the one rule: withdrawn, a bye or an absence recorded or announced), or already placed
  const busy = new Set<number>(absentees(t, round).keys());
  if (current) {
    for (const u of current.unpaired) busy.add(u.player);
    for (const g of current.games) { busy.add(g.white); busy.add(g.black); }
  }
  const barred = forbiddenPairs(t, round);
  const players: DutchPlayer[] = [];
  const notPaired: number[] = [];
  const sortedNos = [...t.players].sort((a, b) => a.no - b.no);
  let rank = 0;
  for (const p of sortedNos) {
    const list = (prs.get(p.no) ?? []).slice(0, playedRounds);
    if (busy.has(p.no)) {
      notPaired.push(p.no);
      // a player who took part in an earlier pairing keeps a place in the ranking (its parity matters in E.5)
      if (list.some((pr) => pr.opponent !== undefined || pr.code === 'U')) rank++;
      continue;
    }
    const colours: Colour[] = [];
    const forbidden = new Set<number>();
    let byeEligible = true;
    for (const pr of list) {
      if (pr.played && pr.colour) colours.push(pr.colour);
      if (pr.played && pr.opponent !== undefined) forbidden.add(pr.opponent);
      // C.04.1 4 (2025): no PAB for a player who already received one, or scored a win's points without playing
      // (the file's point values: a PAB worth ½, BBU 0.5, still bars a second one)
      if (!pr.played && (pr.code === 'U' || roundPoints(pr) >= winPoints)) byeEligible = false;
    }
    for (const [a, b] of barred) {
      if (a === p.no) forbidden.add(b);
      if (b === p.no) forbidden.add(a);
    }
    let whites = 0;
    let blacks = 0;
    let run = 0;
    let last: Colour | undefined;
    for (const c of colours) {
      if (c === 'w') whites++;
      else blacks++;
      run = c === last ? run + 1 : 1;
      last = c;
    }
    const lower: Colour = whites > blacks ? 'b' : 'w';
    const imbalance = Math.abs(whites - blacks);
    const pref: Colour | undefined = imbalance > 1 ? lower : run > 1 ? (last === 'w' ? 'b' : 'w') : imbalance > 0 ? lower : run > 0 ? (last === 'w' ? 'b' : 'w') : undefined;
    const repeated = run > 1 ? last : undefined;
    const absolute = imbalance > 1 || repeated !== undefined;
    const floatOf = (back: number): FloatDir => {
      const r = playedRounds - back + 1; // 1-based round `back` rounds ago
      if (r < 1) return null;
      const pr = list[r - 1];
      if (!pr) return null;
      // 1.4.3: scoring more than a loss without playing is a downfloat
      if (!pr.played && roundPoints(pr) > lossPoints) return 'down';
      // 1.4.2: only a game actually played makes an up- or downfloat
      if (!pr.played || pr.opponent === undefined) return null;
      const mine = scoreBefore(p.no, r);
      const theirs = scoreBefore(pr.opponent, r);
      return mine > theirs ? 'down' : mine < theirs ? 'up' : null;
    };
    let realScore = 0;
    for (const pr of list) realScore += roundPoints(pr);
    players.push({
      no: p.no,
      name: p.name,
      rank: rank++,
      score: realScore + virtualPoints(p.no, round),
      realScore,
      colours,
      pref,
      imbalance,
      repeated,
      absolute,
      strong: !absolute && imbalance > 0,
      float1: floatOf(1),
      float2: floatOf(2),
      byeEligible,
      playedGames: colours.length,
      forbidden,
    });
  }
  return { round, playedRounds, totalRounds, players, notPaired, byNo: new Map(players.map((x) => [x.no, x])) };
}
