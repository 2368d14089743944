/**
 * What Burstein pairing needs to know of each player before a round: score (with the imaginary point of
 * 3.3 in rounds 1-2), the ordering figures of 3.2 (Sonneborn-Berger, Buchholz, Median, rating), colours,
 * opponents and byes.
 */
import type { Colour, Tournament } from '../../model/types';
import { availableFor, colourHistory, mayReceivePairingBye, opponents, playerRounds, scoreAfter } from '../../model/history';
import { computeTiebreak } from '../../tiebreak/codes';
import { imaginaryPoints } from './imaginary';

export interface BursteinCard {
  no: number;
  rating: number;
  /** Real score before the round. */
  score: number;
  /** Score used to form the score groups: the real score plus the imaginary point (3.3). */
  groupScore: number;
  imaginary: number;
  sb: number;
  buchholz: number;
  median: number;
  colours: Colour[];
  colourByRound: Map<number, Colour>;
  opponents: Set<number>;
  /** 4.1: scored without playing (a bye, a forfeit win): may not get the bye. */
  byeBlocked: boolean;
  /** Has had a bye already (pairing-allocated or full-point, or a win without opponent): never a second one. */
  hadBye: boolean;
}

export function bursteinCards(t: Tournament, round: number): BursteinCard[] {
  const prs = playerRounds(t);
  const past: Tournament = { ...t, rounds: t.rounds.filter((r) => r.number < round) };
  const tb = (code: string) => (past.rounds.length ? computeTiebreak(past, code) : new Map<number, number>());
  // 3.2: the figures are the tie-breaks as the documents compute them (engine/tiebreak), after the rounds played.
  const sb = tb('SB');
  const bh = tb('BH');
  const med = tb('BH-M1');
  const imaginary = imaginaryPoints(t, round);
  return availableFor(t, round).map((p) => {
    const rounds = (prs.get(p.no) ?? []).filter((r) => r.round < round);
    const colourByRound = new Map<number, Colour>();
    for (const r of rounds) if (r.played && r.colour) colourByRound.set(r.round, r.colour);
    const score = scoreAfter(rounds);
    const extra = imaginary.get(p.no) ?? 0;
    return {
      no: p.no,
      rating: p.rating ?? 0,
      score,
      groupScore: score + extra,
      imaginary: extra,
      sb: sb.get(p.no) ?? 0,
      buchholz: bh.get(p.no) ?? 0,
      median: med.get(p.no) ?? 0,
      colours: colourHistory(rounds),
      colourByRound,
      opponents: opponents(rounds),
      byeBlocked: !mayReceivePairingBye(rounds, { halfPointByes: true }), // Burstein 4.1: any point scored without playing
      hadBye: rounds.some((r) => r.opponent === undefined && (r.code === 'U' || r.code === 'F' || r.code === '+')),
    };
  });
}
