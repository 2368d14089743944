/**
 * Games whose two results do not add up to one point: 0-0, ½-0, 0-½ (and any other uneven pair). No game played to
 * its end gives them; only an arbiter's decision does (FIDE Laws of Chess 12.9: a game declared lost by one or both
 * players, "the arbiter shall also decide the opponent's score"). The model holds them, so `check` does not refuse
 * them, but it names each one: a generator or a typing slip must not pass them off as games played (issue 36).
 * A double forfeit (`-` on both sides) is a record of a game not played, not a decision on one, and is not named.
 */
import type { SideResult, Tournament } from '../model/types';

export interface ArbiterResult {
  round: number;
  /** The game's place in the round as the file lists it (TRF holds no board numbers). */
  board: number;
  white: number;
  black: number;
  whiteResult: SideResult;
  blackResult: SideResult;
  message: { en: string; tr: string };
}

const POINTS: Partial<Record<SideResult, number>> = { '1': 1, W: 1, '+': 1, '=': 0.5, D: 0.5, '0': 0, L: 0, '-': 0 };
const shown = (r: SideResult) => (r === '=' || r === 'D' ? '½' : r === 'W' ? '1' : r === 'L' ? '0' : r);

export function arbiterResults(t: Tournament): ArbiterResult[] {
  const out: ArbiterResult[] = [];
  for (const r of t.rounds) {
    r.games.forEach((g, i) => {
      const a = POINTS[g.whiteResult], b = POINTS[g.blackResult];
      if (a === undefined || b === undefined) return; // no result yet
      if (a + b === 1) return;
      if (g.whiteResult === '-' && g.blackResult === '-') return; // double forfeit
      const board = i + 1;
      const score = `${shown(g.whiteResult)}-${shown(g.blackResult)}`;
      out.push({
        round: r.number, board, white: g.white, black: g.black, whiteResult: g.whiteResult, blackResult: g.blackResult,
        message: {
          en: `round ${r.number}, board ${board}: ${g.white} (White) - ${g.black} (Black) ${score}: the results do not add up to one point; only an arbiter's decision gives them (FIDE Laws 12.9)`,
          tr: `${r.number}. tur, ${board}. masa: ${g.white} (Beyaz) - ${g.black} (Siyah) ${score}: sonuçların toplamı bir puan değil; böyle bir sonucu ancak hakem kararı verir (FIDE Satranç Kuralları 12.9)`,
        },
      });
    });
  }
  return out;
}
