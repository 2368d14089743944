/**
 * What C.04.4.2 (in force from 1 February 2026) knows about each player after the seeding rounds: score, TPN (1.1),
 * colour preference (1.5; no game: no preference, 1.5.4), the opposition evaluation Index (1.7: Buchholz, then
 * Sonneborn-Berger), games played (3.1.4) and whether [C2] bars the pairing-allocated bye.
 */
import type { Colour, Tournament } from '../../model/types';
import { playerRounds, scoredWithoutPlaying, scoreAfter } from '../../model/history';
import { colourPreference } from '../dubov-2026/colours';
import type { Preference } from '../dubov-2026/colours';

export interface BursteinPlayer {
  no: number;
  name: string;
  score: number;
  history: Colour[];
  pref: Preference;
  /** 1.7.1.1 Buchholz, with the common rules of 1.7.2. */
  buchholz: number;
  /** 1.7.1.2 Sonneborn-Berger, with the common rules of 1.7.2. */
  sonnebornBerger: number;
  gamesPlayed: number;
  scoredWithoutPlaying: number[];
  opponents: Set<number>;
  /** 1.7.2.3: rounds at the end of his record without opponent and without points, counted as draws for his opponents. */
  trailingZeroByes: number;
}

/** 1.8: the Index (Buchholz, then Sonneborn-Berger, higher first), then ascending TPN; negative when a ranks higher. */
export function rankCompare(a: BursteinPlayer, b: BursteinPlayer): number {
  return b.buchholz - a.buchholz || b.sonnebornBerger - a.sonnebornBerger || a.no - b.no;
}

/**
 * 1.6.2: the seeding rounds are the first half of the rounds (rounded down), at most four.
 */
export const seedingRounds = (totalRounds: number) => Math.min(Math.floor(totalRounds / 2), 4);

export function bursteinPlayers(t: Tournament, round: number): Map<number, BursteinPlayer> {
  const prs = playerRounds(t);
  const before = (no: number) => (prs.get(no) ?? []).filter((r) => r.round < round);
  const score = new Map<number, number>();
  const trailing = new Map<number, number>();
  for (const p of t.players) {
    const rs = before(p.no);
    score.set(p.no, scoreAfter(rs));
    // 1.7.2.3 (reading): the series of zero-point byes (Z, or an absence '-' without opponent) that ends his record
    let k = 0;
    for (let i = rs.length - 1; i >= 0; i--) {
      const r = rs[i];
      if (r.opponent === undefined && (r.code === 'Z' || r.code === '-')) k++;
      else break;
    }
    trailing.set(p.no, k);
  }
  // the score an opponent is counted with: his current score, each trailing zero-point bye as a draw (1.7.2.3)
  const asOpponent = (no: number) => (score.get(no) ?? 0) + 0.5 * (trailing.get(no) ?? 0);
  const out = new Map<number, BursteinPlayer>();
  for (const p of t.players) {
    const rs = before(p.no);
    const own = score.get(p.no) ?? 0;
    const history: Colour[] = [];
    const opponents = new Set<number>();
    let bh = 0, sb = 0, played = 0;
    for (const r of rs) {
      const pts = r.points ?? 0;
      if (r.played && r.opponent !== undefined) {
        played++;
        if (r.colour) history.push(r.colour);
        bh += asOpponent(r.opponent); // 1.7.1.1: the current score of the opponent met
        sb += pts * asOpponent(r.opponent); // 1.7.1.2: points earned against him times his current score
      } else {
        // 1.7.2 (reading of "an unplayed round is a game against himself with the registered result"): forfeits,
        // byes and absences count the player's own current score
        bh += own;
        sb += pts * own;
      }
      if (r.opponent !== undefined && (r.played || r.code === '')) opponents.add(r.opponent);
    }
    out.set(p.no, {
      no: p.no, name: p.name, score: own, history, pref: colourPreference(history, { strength: 'none' }),
      buchholz: bh, sonnebornBerger: sb, gamesPlayed: played, scoredWithoutPlaying: scoredWithoutPlaying(rs), opponents,
      trailingZeroByes: trailing.get(p.no) ?? 0,
    });
  }
  return out;
}
