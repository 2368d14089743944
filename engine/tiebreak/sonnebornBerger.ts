/**
 * Sonneborn-Berger: the opponents' scores weighted by the points scored against them (C.07 9.1;
 * documents' Tablo 9: "rakip puanı × alınan sonuç"). Own unplayed rounds use the virtual (2009) or dummy (2024)
 * opponent's score times the points of the round.
 */
import type { Contribution } from './types';
import type { TiebreakContext } from './context';
import { applyCuts, contributions } from './contributions';

export interface SonnebornBergerResult {
  value: number;
  entries: Contribution[];
  cut: Contribution[];
}

const share = (e: Contribution) => e.value * e.result;

export function sonnebornBergerDetail(ctx: TiebreakContext, no: number, low = 0, high = 0): SonnebornBergerResult {
  const entries = contributions(ctx, no);
  // C.07 14.1: the least significant value is the one of the lowest-scored opponent, then the smallest share.
  const { kept, cut } = applyCuts(entries, low, high, share, (a, b) => a.value - b.value || share(a) - share(b), ctx.rules !== '2009', ctx.vurCut);
  return { value: kept.reduce((s, e) => s + share(e), 0), entries, cut };
}

export function sonnebornBerger(ctx: TiebreakContext, no: number, low = 0, high = 0): number {
  return sonnebornBergerDetail(ctx, no, low, high).value;
}
