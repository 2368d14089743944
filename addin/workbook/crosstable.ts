/**
 * The Crosstable sheet in the documents' notation, which the HAKEM.* tie-break functions read:
 * opponent, colour and result in one cell (`10w1`, `12b½`, `7w0`), `9+` / `2-` for forfeits,
 * `1T` for a bye that scores a point, `H` for a half-point bye, empty when not paired.
 */
import type { PlayerRound, Tournament } from '../../engine/model/types';
import { isPending } from '../../engine/model/results';

export function crosstableCell(pr: PlayerRound): string {
  if (pr.opponent !== undefined) {
    if (pr.code === '+' || pr.code === '-') return `${pr.opponent}${pr.code}`;
    const result = pr.points === 1 ? '1' : pr.points === 0.5 ? '½' : pr.points === 0 ? '0' : '';
    if (!pr.colour) return `${pr.opponent}${result}`;
    return `${pr.opponent}${pr.colour}${result}`;
  }
  switch (pr.code) {
    case 'U': case 'F': case '+': return '1T';
    case 'H': return 'H';
    default: return '';
  }
}

/** Rounds counted in the crosstable: the leading rounds whose every game has its result. */
export function completeRounds(t: Tournament): number {
  let k = 0;
  for (const r of t.rounds) {
    if (r.games.length === 0 || r.games.some(isPending)) break;
    k++;
  }
  return k;
}
