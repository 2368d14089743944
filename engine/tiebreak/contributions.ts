/**
 * Each round's share of a player's Buchholz-type and Sonneborn-Berger sums, and the cuts
 * (Buchholz cut / median, the documents' "alttan" and "medyan" Buchholz).
 */
import type { Contribution } from './types';
import type { TiebreakContext } from './context';
import { cached, roundsOf } from './context';
import { adjustedScores, isVoluntaryUnplayed, unplayedCategory } from './adjustedScore';
import { virtualOpponent } from './virtualOpponent';

/** One entry per round that counts: games (forfeits too in round robins), and in Swiss events every unplayed round. */
export function contributions(ctx: TiebreakContext, no: number): Contribution[] {
  const all = cached(ctx, 'contributions', () => new Map<number, Contribution[]>());
  const hit = all.get(no);
  if (hit) return hit;
  const adjusted = adjustedScores(ctx);
  const rounds = roundsOf(ctx, no);
  const out: Contribution[] = [];
  rounds.forEach((r, i) => {
    if (r.asGame && r.opponent !== undefined) {
      out.push({ round: r.round, opponent: r.opponent, value: adjusted.get(r.opponent) ?? 0, result: r.points, vur: false });
    } else if (!ctx.roundRobin) {
      // Swiss: an unplayed round is a game against a virtual (2009) or dummy (C.07 16.4) opponent.
      const v = virtualOpponent(ctx, no, rounds, i);
      const c: Contribution = { round: r.round, value: v.value, result: r.points, virtual: v, vur: ctx.rules !== '2009' && isVoluntaryUnplayed(r) };
      if (ctx.rules !== '2009') c.category = unplayedCategory(rounds, i);
      if (r.opponent !== undefined) c.opponent = r.opponent;
      out.push(c);
    }
    // Round robin: a round without opponent (the bye of an odd field) adds nothing.
  });
  all.set(no, out);
  return out;
}

export interface CutResult<T> {
  kept: T[];
  cut: T[];
}

/**
 * Removes `low` least significant and `high` most significant entries.
 * `weight` is the entry's share of the sum; `significance` orders entries (lowest first) as C.07 14.1 does:
 * for Buchholz the opponent's score, for Sonneborn-Berger the opponent's score then the share.
 * From 2024 (C.07 16.5, cut exception): at each low cut the least significant entry coming from a voluntary unplayed
 * round (VUR) and the least significant entry of all are compared by their shares, and the higher of the two is cut,
 * the VUR on equal shares. `vurCut` says which VUR stands for the rounds: the least significant one, in the order of
 * 14.1 (`least-significant`, FIDE's reference program TieBreakServer), or the one with the smallest share
 * (`lowest-share`). The two differ in Sonneborn-Berger only, where the order is by opponent's score, not share.
 */

export function applyCuts<T extends { vur?: boolean }>(
  entries: T[],
  low: number,
  high: number,
  weight: (e: T) => number,
  significance: (a: T, b: T) => number,
  vurException: boolean,
  vurCut: 'least-significant' | 'lowest-share' = 'least-significant',
): CutResult<T> {
  let kept = entries.slice();
  const cut: T[] = [];
  for (let k = 0; k < low && kept.length > 0; k++) {
    const sorted = kept.slice().sort(significance);
    let pick = sorted[0];
    if (vurException) {
      const vurs = vurCut === 'least-significant' ? sorted.filter((e) => e.vur) : kept.filter((e) => e.vur).sort((a, b) => weight(a) - weight(b) || significance(a, b));
      if (vurs.length > 0 && weight(vurs[0]) >= weight(pick)) pick = vurs[0];
    }
    kept = kept.filter((e) => e !== pick);
    cut.push(pick);
  }
  for (let k = 0; k < high && kept.length > 0; k++) {
    const sorted = kept.slice().sort(significance);
    const pick = sorted[sorted.length - 1];
    kept = kept.filter((e) => e !== pick);
    cut.push(pick);
  }
  return { kept, cut };
}
