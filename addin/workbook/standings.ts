/**
 * The Standings sheet's tie-break columns: each code becomes one live HAKEM.* formula over the Crosstable range
 * (functions/tiebreaks.ts), given the sheet's No column so that its values spill beside the rows in their order:
 * the arbiter sees, and Excel recalculates, the same functions the workbook offers everywhere, five calls for five
 * tie-breaks rather than one per player and tie-break, each of which would hand the whole crosstable over again.
 * The order of the rows comes from the tie-break engine's ranking.
 */
import type { Tournament } from '../../engine/model/types';
import { playerRounds, scoreAfter } from '../../engine/model/history';
import { rankPlayers as engineRanking } from '../../engine/tiebreak/ranking';
import type { RulesEdition } from './settings';

/** Tie-break codes with a function of their own; every other code goes through HAKEM.TIEBREAK. */
const OWN_FUNCTION: Record<string, string> = {
  BH: 'BUCHHOLZ',
  SB: 'SONNEBORN_BERGER',
  BB: 'BB',
  KASHDAN: 'KASHDAN',
  WIN: 'WINS',
  DE: 'DIRECT_ENCOUNTER',
};

/**
 * One column's formula: `players` is a cell (one value) or the No column's range (the values spill in its order).
 * DE gets the codes listed before it (C.07 6: it separates only the players still tied on them).
 */
export function tiebreakFormula(code: string, crosstable: string, players: string, rules: RulesEdition, preceding: string[] = []): string {
  const options = code.toUpperCase() === 'DE' && preceding.length ? `${rules} after=${preceding.join('+')}` : rules;
  const own = OWN_FUNCTION[code.toUpperCase()];
  if (own) return `=HAKEM.${own}(${crosstable},${players},"${options}")`;
  return `=HAKEM.TIEBREAK("${code}",${crosstable},${players},"${options}")`;
}

/**
 * Standings order after `k` rounds: score, then the declared tie-breaks in order (engine/tiebreak/ranking.ts).
 * If the tie-breaks cannot be computed (an unknown code, a rule edition the engine refuses), score then pairing
 * number; the sheet's formula cells then show the engine's message.
 */
export function rankPlayers(t: Tournament, k: number, codes: string[], rules: RulesEdition): number[] {
  const upTo: Tournament = { ...t, rounds: t.rounds.slice(0, k) };
  try {
    return engineRanking(upTo, codes, { rules }).map((s) => s.no);
  } catch {
    const prs = playerRounds(t);
    const score = (no: number) => scoreAfter(prs.get(no) ?? [], k);
    return t.players.map((p) => p.no).sort((a, b) => score(b) - score(a) || a - b);
  }
}
