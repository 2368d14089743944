/**
 * Re-checks rounds already played against the absolute criteria every Swiss system shares
 * (Dutch 1992-2009 B.1, B.2, B.5 / current C.04.3 C.1-C.3):
 * no two players meet twice, nobody receives the pairing-allocated bye after scoring without playing
 * (a bye or a forfeit win before),
 * the colour difference stays within ±2, and nobody gets the same colour three times running.
 */
import type { Colour, Tournament } from '../model/types';
import { isPlayedGame } from '../model/results';
import { colourDifference, playerRounds, scoredWithoutPlaying } from '../model/history';

export interface Violation {
  round: number;
  board?: number;
  players: number[];
  rule: 'rematch' | 'second-bye' | 'colour-difference' | 'three-in-a-row';
  message: string;
}

export function checkAbsoluteCriteria(t: Tournament): Violation[] {
  const out: Violation[] = [];
  const met = new Map<string, number>();
  const prs = playerRounds(t);
  const colours = new Map<number, string>();
  for (const r of t.rounds) {
    r.games.forEach((g, i) => {
      const board = i + 1;
      const key = g.white < g.black ? `${g.white}-${g.black}` : `${g.black}-${g.white}`;
      // A forfeited game is not a meeting: the players may be paired again (the documents' B.1 counts games played).
      if (isPlayedGame(g) || (g.whiteResult === '' && g.blackResult === '')) {
        const before = met.get(key);
        if (before !== undefined) {
          out.push({ round: r.number, board, players: [g.white, g.black], rule: 'rematch', message: `round ${r.number}, board ${board}: ${g.white} and ${g.black} already met in round ${before}` });
        } else met.set(key, r.number);
      }
      if (!isPlayedGame(g)) return;
      for (const [p, c] of [[g.white, 'w'], [g.black, 'b']] as const) {
        const h = (colours.get(p) ?? '') + c;
        colours.set(p, h);
        const diff = colourDifference([...h] as Colour[]);
        if (Math.abs(diff) > 2) out.push({ round: r.number, board, players: [p], rule: 'colour-difference', message: `round ${r.number}, board ${board}: player ${p}'s colour difference becomes ${diff > 0 ? '+' : ''}${diff} (${h})` });
        if (h.length >= 3 && h.endsWith(c.repeat(3))) out.push({ round: r.number, board, players: [p], rule: 'three-in-a-row', message: `round ${r.number}, board ${board}: player ${p} has ${c === 'w' ? 'white' : 'black'} for the third game running (${h})` });
      }
    });
    for (const u of r.unpaired) {
      if (u.code !== 'U') continue;
      const earlier = scoredWithoutPlaying((prs.get(u.player) ?? []).filter((pr) => pr.round < r.number));
      if (earlier.length === 0) continue;
      const first = (prs.get(u.player) ?? []).find((pr) => pr.round === earlier[0])!;
      const how = first.code === 'U' ? 'the pairing-allocated bye' : first.code === 'F' ? 'a full-point bye' : 'a win without playing';
      out.push({ round: r.number, players: [u.player], rule: 'second-bye', message: `round ${r.number}: player ${u.player} receives the pairing-allocated bye after scoring without playing (${how} in round ${earlier[0]})` });
    }
  }
  return out;
}
