/**
 * The pairing cards of Lim A.1 (B02 pairing cards): for every player taking part in the round,
 * the score, the colours of the games played, the opponents met, byes and last round's float.
 */
import type { Colour, Tournament } from '../../model/types';
import { availableFor, colourHistory, floatHistory, mayReceivePairingBye, opponents, playerRounds, scoreAfter } from '../../model/history';

export interface Card {
  /** Pairing number (Lim A.1: 1 is the highest). */
  no: number;
  rating: number;
  /** Score before the round being paired. */
  score: number;
  /** Colours of games played over the board, in order (byes and forfeits give no colour). */
  colours: Colour[];
  /** Colour of each round in which the player played a game. */
  colourByRound: Map<number, Colour>;
  opponents: Set<number>;
  /** Lim 2.2: already had the bye, or scored a point because the opponent did not come. */
  byeBlocked: boolean;
  /** Had a bye (pairing-allocated or full-point, or a win without opponent): never a second one, whatever else. */
  hadBye: boolean;
  /** Float in the previous round (a bye counts as a float down: the player scored without meeting his group). */
  floatedLastRound: 'down' | 'up' | null;
}

export function pairingCards(t: Tournament, round: number): Card[] {
  const prs = playerRounds(t);
  const floats = floatHistory(t);
  const cards: Card[] = [];
  for (const p of availableFor(t, round)) {
    const rounds = (prs.get(p.no) ?? []).filter((r) => r.round < round);
    const colourByRound = new Map<number, Colour>();
    for (const r of rounds) if (r.played && r.colour) colourByRound.set(r.round, r.colour);
    const byeBlocked = !mayReceivePairingBye(rounds); // Lim 2.x: no bye after scoring without playing
    const prevIndex = t.rounds.findIndex((r) => r.number === round - 1);
    const f = prevIndex >= 0 ? floats.get(p.no)?.[prevIndex] ?? null : null;
    cards.push({
      no: p.no,
      rating: p.rating ?? 0,
      score: scoreAfter(rounds),
      colours: colourHistory(rounds),
      colourByRound,
      opponents: opponents(rounds),
      byeBlocked,
      hadBye: rounds.some((r) => r.opponent === undefined && (r.code === 'U' || r.code === 'F' || r.code === '+')),
      floatedLastRound: f,
    });
  }
  return cards.sort((a, b) => a.no - b.no);
}
