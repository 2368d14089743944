/**
 * A player's score as his opponents' Buchholz-type tie-breaks see it.
 *
 * - 2009 (the documents' "ayarlanmış puan", FIDE 2009–2023): every unplayed round of the opponent
 *   (forfeit won or lost, bye, absence) counts as a draw, ½.
 * - 2024 (C.07 16.3): the points as awarded, except the rounds of category 16.2.5 (a requested bye or
 *   absence after which the player played no more, or in the last round), which count as draws.
 * - Round robins count forfeits as games and adjust nothing (documents; C.07 15.2).
 */
import type { TbRound } from './types';
import type { TiebreakContext } from './context';
import { cached, roundsOf } from './context';

/** C.07 16.1.2: voluntary unplayed rounds are requested byes, absences and forfeit losses. */
export function isVoluntaryUnplayed(r: TbRound): boolean {
  return r.kind === 'bye-half' || r.kind === 'bye-zero' || r.kind === 'absent' || r.kind === 'unpaired' || r.kind === 'forfeit-loss';
}

export function isUnplayed(r: TbRound): boolean {
  return r.kind !== 'game' && r.kind !== 'pending';
}

/**
 * C.07 16.2 category of round index `i` of a player's rounds (undefined for a game played):
 * 1 pairing-allocated or full-point bye, 2 forfeit win, 3 requested bye followed by a round that is not
 * voluntarily unplayed, 4 forfeit loss, 5 requested bye followed only by voluntary unplayed rounds (or in the last round).
 */
export function unplayedCategory(rounds: TbRound[], i: number): 1 | 2 | 3 | 4 | 5 | undefined {
  const r = rounds[i];
  switch (r.kind) {
    case 'game': case 'pending': return undefined;
    case 'bye-full': return 1;
    case 'forfeit-win': return 2;
    case 'forfeit-loss': return 4;
    default: {
      const later = rounds.slice(i + 1);
      return later.some((x) => !isVoluntaryUnplayed(x)) ? 3 : 5;
    }
  }
}

/** What round index `i` of a player's rounds adds to his adjusted score. */
export function adjustedRoundValue(ctx: TiebreakContext, rounds: TbRound[], i: number): number {
  const r = rounds[i];
  if (ctx.roundRobin || r.asGame || !isUnplayed(r)) return r.points;
  if (ctx.rules === '2009') return 0.5; // documents: unplayed games count as draws
  return unplayedCategory(rounds, i) === 5 ? 0.5 : r.points; // C.07 16.3
}

/** The adjusted score of player `no` under the context's rule edition. */
export function adjustedScore(ctx: TiebreakContext, no: number): number {
  return adjustedScores(ctx).get(no) ?? 0;
}

export function adjustedScores(ctx: TiebreakContext): Map<number, number> {
  return cached(ctx, 'adjusted', () => {
    const out = new Map<number, number>();
    for (const no of ctx.players) {
      const rounds = roundsOf(ctx, no);
      out.set(no, rounds.reduce((s, _r, i) => s + adjustedRoundValue(ctx, rounds, i), 0));
    }
    return out;
  });
}
