/**
 * Each player's state before the round (score, colours, preference, floats, opponents, bye right)
 * and the A.2 ranking used for pairing.
 */
import type { Colour, Player, Tournament } from '../../model/types';
import { availableFor, colourHistory, colourDifference, floatHistory, forbiddenPairs, mayReceivePairingBye, playerRounds, type ColourPreference, type Float } from '../../model/history';
import { unpairedPoints } from '../../model/results';
import { allowedColours, countedPreference, preferenceA7 } from './colourPreference';

export interface PlayerState {
  no: number;
  player: Player;
  /** Score before the round (F.9: a game without a result yet counts as a draw). */
  score: number;
  /** Colours of the games actually played, in order (F.2/F.3: unplayed rounds are colourless). */
  colours: Colour[];
  colourDiff: number;
  pref: ColourPreference;
  /** The preference as B.4 / A.8 count it this round (A.7.e). */
  counted: Colour | 'any';
  /** Colours allowed by B.2. */
  allowed: Colour[];
  /** Float received in the previous round and two rounds before (B.5, B.6). */
  lastFloat: Float;
  prevFloat: Float;
  /** Opponents met over the board (B.1.a) and forbidden pairs. */
  opponents: Set<number>;
  /** B.1.b: no bye for a player who has already scored a point without playing. */
  byeAllowed: boolean;
  /** Position in the A.2 order of all participants (0 = first). */
  rank: number;
}

/** Title order of A.2.c. */
const TITLES = ['GM', 'IM', 'WGM', 'WIM', 'FM', 'CM', 'WFM', 'WCM'];

/**
 * A.2 before round 1 (all scores 0): rating, title, name. This is how pairing numbers are given;
 * afterwards the pairing number stands for A.2 b-d. (The book's own list puts FM Emel (10) before
 * WIM Türkan (11) at equal rating; pairing numbers as published are used, so that list is kept.)
 */
export function initialOrder(players: Player[]): Player[] {
  const t = (p: Player) => { const i = TITLES.indexOf((p.title ?? '').toUpperCase()); return i < 0 ? TITLES.length : i; };
  return [...players].sort((a, b) => (b.rating ?? 0) - (a.rating ?? 0) || t(a) - t(b) || a.name.localeCompare(b.name, 'tr') || a.no - b.no);
}

/** A.2 order: score first, then the pairing number (which encodes rating, title and name). */
export function compareA2(a: { score: number; no: number }, b: { score: number; no: number }): number {
  return b.score - a.score || a.no - b.no;
}

/** The participants of `round` (F.5: withdrawn and known absentees are left out) with their state, in A.2 order. */
export function playerStates(t: Tournament, round: number): PlayerState[] {
  const prs = playerRounds(t);
  const floats = floatHistory(t);
  const idxOf = new Map(t.rounds.map((r, i) => [r.number, i]));
  const forbidden = new Map<number, number[]>();
  for (const [a, b] of forbiddenPairs(t, round)) {
    forbidden.set(a, [...(forbidden.get(a) ?? []), b]);
    forbidden.set(b, [...(forbidden.get(b) ?? []), a]);
  }
  const out: PlayerState[] = [];
  for (const p of availableFor(t, round)) {
    const rounds = (prs.get(p.no) ?? []).filter((pr) => pr.round < round);
    let score = 0;
    for (const pr of rounds) {
      if (pr.opponent !== undefined) score += pr.points ?? (pr.code === '' ? 0.5 : 0);
      else score += unpairedPoints(pr.code as never, t.pointValues);
    }
    const colours = colourHistory(rounds);
    const pref = preferenceA7(colours);
    const fl = floats.get(p.no) ?? [];
    const at = (r: number): Float => { const i = idxOf.get(r); return i === undefined ? null : fl[i] ?? null; };
    const opponents = new Set<number>();
    for (const pr of rounds) if (pr.opponent !== undefined && pr.played) opponents.add(pr.opponent);
    for (const f of forbidden.get(p.no) ?? []) opponents.add(f);
    const byeAllowed = mayReceivePairingBye(rounds); // B.1.b: no bye after scoring without playing
    out.push({
      no: p.no, player: p, score, colours, colourDiff: colourDifference(colours), pref,
      counted: countedPreference(pref, round), allowed: allowedColours(colours),
      lastFloat: at(round - 1), prevFloat: at(round - 2), opponents, byeAllowed, rank: 0,
    });
  }
  out.sort(compareA2);
  out.forEach((s, i) => (s.rank = i));
  return out;
}
