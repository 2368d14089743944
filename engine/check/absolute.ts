/**
 * Re-checks rounds already played against the absolute criteria of the Swiss systems
 * (Dutch 1992-2009 B.1, B.2, B.5 / current C.04.3 C.1-C.3 / C.04.4.1-2 [C1]-[C3]):
 * no two players meet twice, nobody receives the pairing-allocated bye when the system bars it (after scoring
 * without playing, or after a bye, as `rules.byeBarredBy` says), the colour difference stays within ±2, and nobody
 * gets the same colour three times running, except as the system's last-round rule allows (`rules.lastRoundColours`,
 * engine/check/systems.ts). The Double-Swiss has its own (engine/check/doubleSwiss.ts).
 */
import type { Colour, Tournament } from '../model/types';
import { isPlayedGame } from '../model/results';
import { colourDifference, playerRounds, scoreAfter, scoredWithoutPlaying } from '../model/history';
import { absoluteRulesFor, type AbsoluteRules } from './systems';

export interface Violation {
  round: number;
  board?: number;
  players: number[];
  rule: 'rematch' | 'second-bye' | 'colour-difference' | 'three-in-a-row';
  message: string;
}

export function checkAbsoluteCriteria(t: Tournament, rules: AbsoluteRules = absoluteRulesFor(undefined)): Violation[] {
  const out: Violation[] = [];
  const met = new Map<string, number>();
  const prs = playerRounds(t);
  const colours = new Map<number, string>();
  const scoreBefore = (p: number, round: number) => scoreAfter((prs.get(p) ?? []).filter((pr) => pr.round < round));
  // the last round's colour exception of the system (engine/check/systems.ts): may player p break ±2 or three running?
  const exempt = (round: number, p: number, opp: number): boolean => {
    if (t.totalRounds === undefined || round !== t.totalRounds || rules.lastRoundColours === 'none') return false;
    const half = (round - 1) / 2; // 50% of the maximum possible score when the final round is paired
    if (rules.lastRoundColours === 'topscorers') return scoreBefore(p, round) > half || scoreBefore(opp, round) > half; // C.04.3 A.7, C.3
    if (rules.lastRoundColours === 'half-or-more') return scoreBefore(p, round) >= half; // Dutch 1992-2009 rule 6
    return scoreBefore(p, round) === scoreBefore(opp, round); // Lim 7
  };
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
      for (const [p, c, opp] of [[g.white, 'w', g.black], [g.black, 'b', g.white]] as const) {
        const h = (colours.get(p) ?? '') + c;
        colours.set(p, h);
        if (exempt(r.number, p, opp)) continue;
        const diff = colourDifference([...h] as Colour[]);
        if (Math.abs(diff) > 2) out.push({ round: r.number, board, players: [p], rule: 'colour-difference', message: `round ${r.number}, board ${board}: player ${p}'s colour difference becomes ${diff > 0 ? '+' : ''}${diff} (${h})` });
        if (h.length >= 3 && h.endsWith(c.repeat(3))) out.push({ round: r.number, board, players: [p], rule: 'three-in-a-row', message: `round ${r.number}, board ${board}: player ${p} has ${c === 'w' ? 'white' : 'black'} for the third game running (${h})` });
      }
    });
    for (const u of r.unpaired) {
      if (u.code !== 'U') continue;
      const before = (prs.get(u.player) ?? []).filter((pr) => pr.round < r.number);
      // Lim 2.2, Burstein 4.1 (the books): only a bye before (no opponent) bars it absolutely; else any score without playing
      const earlier = rules.byeBarredBy === 'earlier-bye' ? before.filter((pr) => pr.opponent === undefined && (pr.code === 'U' || pr.code === 'F' || pr.code === '+')).map((pr) => pr.round) : scoredWithoutPlaying(before);
      if (earlier.length === 0) continue;
      const first = (prs.get(u.player) ?? []).find((pr) => pr.round === earlier[0])!;
      const how = first.code === 'U' ? 'the pairing-allocated bye' : first.code === 'F' ? 'a full-point bye' : 'a win without playing';
      out.push({ round: r.number, players: [u.player], rule: 'second-bye', message: `round ${r.number}: player ${u.player} receives the pairing-allocated bye after scoring without playing (${how} in round ${earlier[0]})` });
    }
  }
  return out;
}
