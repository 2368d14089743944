/**
 * Writing the two-TRF-rounds-per-match dialect (`192 FIDE_DOUBLESWISS`): the generic writer, then the 001 lines'
 * points column (81-84) set to the Double-Swiss score (game points, PAB 1.4, byes per match), which the generic
 * TRF scoring (one point per U column) would get wrong.
 */
import type { Tournament } from '../../model/types';
import { writeTrf } from '../../trf/write';
import { DEFAULT_VALUES, derivePlayers, isDoubleSwissTrf, matchToPair, readMatches, type DoubleSwissValues } from './matches';

export const DS_192 = '192 FIDE_DOUBLESWISS';

export function writeDoubleSwissTrf(t: Tournament, values: DoubleSwissValues = DEFAULT_VALUES): string {
  const tt: Tournament = isDoubleSwissTrf(t) ? t : { ...t, otherLines: [...(t.otherLines ?? []), DS_192] };
  const matches = readMatches(tt);
  // the points column is the total before the match-round to pair (whose announced byes may already be written)
  const ps = derivePlayers(tt, matches, matchToPair(matches), values);
  return writeTrf(tt)
    .split('\n')
    .map((l) => {
      if (!l.startsWith('001')) return l;
      const no = Number(l.slice(4, 8));
      const p = ps.get(no);
      if (!p) return l;
      return l.slice(0, 80) + p.score.toFixed(1).padStart(4) + l.slice(84);
    })
    .join('\n');
}
