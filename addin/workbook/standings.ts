/**
 * The Standings sheet's tie-break columns: each code becomes a live HAKEM.* formula over the Crosstable range,
 * so the arbiter sees (and Excel recalculates) the same functions the workbook offers everywhere.
 */
import type { Tournament } from '../../engine/model/types';
import { playerRounds, scoreAfter } from '../../engine/model/history';
import type { RulesEdition } from './settings';

/** Tie-break codes with a function of their own (functions/tiebreaks.ts); every other code goes through HAKEM.TIEBREAK. */
const OWN_FUNCTION: Record<string, string> = {
  BH: 'BUCHHOLZ',
  SB: 'SONNEBORN_BERGER',
};

export function tiebreakFormula(code: string, crosstable: string, playerCell: string, _rules: RulesEdition): string {
  const own = OWN_FUNCTION[code.toUpperCase()];
  if (own) return `=HAKEM.${own}(${crosstable},${playerCell})`;
  return `=HAKEM.TIEBREAK("${code}",${crosstable},${playerCell})`;
}

/** Standings order after `k` rounds: score, then pairing number (tie-break values are live in the sheet). */
export function rankPlayers(t: Tournament, k: number, _codes: string[], _rules: RulesEdition): number[] {
  const prs = playerRounds(t);
  const score = (no: number) => scoreAfter(prs.get(no) ?? [], k);
  return t.players.map((p) => p.no).sort((a, b) => score(b) - score(a) || a - b);
}
