/**
 * Lim A.1: before round 1 the players are listed and numbered: the highest rating first; equal or no
 * ratings by FIDE title, then by national rating (UKD), and otherwise by lot. Hakem does not draw lots:
 * players still equal keep the order they were entered in, and the arbiter may reorder them.
 */
import type { Player } from '../../model/types';

/** FIDE titles from the highest (the order of the documents' lists: GM, IM, WGM, FM, WIM, CM, WFM, WCM). */
export const TITLE_ORDER = ['GM', 'IM', 'WGM', 'FM', 'WIM', 'CM', 'WFM', 'WCM'];

function titleRank(title: string | undefined): number {
  const i = TITLE_ORDER.indexOf((title ?? '').trim().toUpperCase());
  return i < 0 ? TITLE_ORDER.length : i;
}

/** The players in pairing-number order (number 1 first). */
export function limPairingOrder(players: Player[]): Player[] {
  return players
    .map((p, i) => ({ p, i }))
    .sort((a, b) =>
      (b.p.rating ?? 0) - (a.p.rating ?? 0) ||
      titleRank(a.p.title) - titleRank(b.p.title) ||
      (b.p.ukd ?? 0) - (a.p.ukd ?? 0) ||
      a.i - b.i)
    .map((x) => x.p);
}
