/**
 * What C.04.4.1 (in force from 1 February 2026) knows about each player before a round, all derived from the record:
 * score, rating (1.1), TPN (1.2: the pairing number), colour preference (1.6), ARO (1.7), upfloats and maximum
 * upfloater (1.8), games played (3.1.4), and whether [C2] bars the pairing-allocated bye.
 */
import type { Colour, Tournament } from '../../model/types';
import { isPending, isPlayedGame } from '../../model/results';
import { floatHistory, playerRounds, scoredWithoutPlaying, scoreAfter } from '../../model/history';
import { colourPreference } from './colours';
import type { Preference } from './colours';

export interface DubovPlayer {
  no: number;
  name: string;
  rating: number;
  score: number;
  /** 1.7: the average rating of the opponents met over the board, rounded (half up); 0 before the first game. */
  aro: number;
  history: Colour[];
  pref: Preference;
  /** 1.8: times upfloated (paired with an opponent who had more points before the round). */
  upfloats: number;
  upfloatedLastRound: boolean;
  /** 1.8.1: upfloated MaxT times already. */
  maximumUpfloater: boolean;
  /** 3.1.4: games played over the board. */
  gamesPlayed: number;
  /** [C2] (2.1.2): the rounds in which he scored a win without playing (PAB, full-point bye, forfeit win). */
  scoredWithoutPlaying: number[];
  opponents: Set<number>;
}

/** 1.8.2: MaxT = 2 + [Rnds/5]. */
export const maxT = (totalRounds: number) => 2 + Math.floor(totalRounds / 5);

/** 1.7.1: rounded to the nearest integer, the higher when the division ends in .5. */
export function roundedAverage(sum: number, count: number): number {
  return count === 0 ? 0 : Math.floor((2 * sum + count) / (2 * count));
}

export function dubovPlayers(t: Tournament, round: number, totalRounds: number): Map<number, DubovPlayer> {
  const prs = playerRounds(t);
  const floats = floatHistory(t);
  const rating = new Map(t.players.map((p) => [p.no, p.rating ?? 0]));
  const limit = maxT(totalRounds);
  const out = new Map<number, DubovPlayer>();
  for (const p of t.players) {
    const rounds = (prs.get(p.no) ?? []).filter((r) => r.round < round);
    const fl = floats.get(p.no) ?? [];
    const history: Colour[] = [];
    const opponents = new Set<number>();
    let sum = 0;
    let count = 0;
    for (const r of t.rounds.filter((x) => x.number < round)) {
      for (const g of r.games) {
        const side = g.white === p.no ? 'w' : g.black === p.no ? 'b' : undefined;
        if (!side) continue;
        const opp = side === 'w' ? g.black : g.white;
        // [C1]: a game played (or published, result pending) is a meeting; a forfeit is not
        if (isPlayedGame(g) || isPending(g)) opponents.add(opp);
        if (isPlayedGame(g)) {
          if (!g.noColours) history.push(side);
          sum += rating.get(opp) ?? 0; // 1.7.1: only games played count for ARO
          count++;
        }
      }
    }
    let upfloats = 0;
    let last = false;
    t.rounds.forEach((r, i) => {
      if (r.number >= round) return;
      if (fl[i] === 'up') { upfloats++; if (r.number === round - 1) last = true; }
    });
    out.set(p.no, {
      no: p.no, name: p.name, rating: p.rating ?? 0, score: scoreAfter(rounds), aro: roundedAverage(sum, count),
      history, pref: colourPreference(history, { colour: 'b', strength: 'mild' }), // 1.6.4: no game, mild Black
      upfloats, upfloatedLastRound: last, maximumUpfloater: upfloats >= limit, gamesPlayed: count,
      scoredWithoutPlaying: scoredWithoutPlaying(rounds), opponents,
    });
  }
  return out;
}

