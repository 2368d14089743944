/**
 * Figures derived from the tournament record, never stored: each player's rounds, scores,
 * colour history (played games only), colour difference and preference, floats, opponents, byes.
 */
import type { Colour, Player, PlayerRound, Tournament } from './types';
import { isPlayedGame, sidePoints, unpairedPoints } from './results';
import { absentees } from './absence';

/** Every player's rounds, index r-1 for round r, for all rounds in the record. */
export function playerRounds(t: Tournament): Map<number, PlayerRound[]> {
  const values = t.pointValues;
  const map = new Map<number, PlayerRound[]>();
  for (const p of t.players) {
    map.set(p.no, t.rounds.map((r) => ({ round: r.number, code: '', points: 0, played: false })));
  }
  t.rounds.forEach((r, i) => {
    r.games.forEach((g, b) => {
      const played = isPlayedGame(g);
      const w = map.get(g.white);
      const k = map.get(g.black);
      const colours = !g.noColours;
      if (w) w[i] = { round: r.number, opponent: g.black, colour: colours ? 'w' : undefined, code: g.whiteResult, points: sidePoints(g.whiteResult, values), played, board: b + 1 };
      if (k) k[i] = { round: r.number, opponent: g.white, colour: colours ? 'b' : undefined, code: g.blackResult, points: sidePoints(g.blackResult, values), played, board: b + 1 };
    });
    for (const u of r.unpaired) {
      const pr = map.get(u.player);
      if (pr) pr[i] = { round: r.number, code: u.code, points: unpairedPoints(u.code, values), played: false };
    }
  });
  return map;
}

/** Score after `round` rounds (all recorded rounds when omitted). Unknown results count 0. */
export function scoreAfter(rounds: PlayerRound[], round = rounds.length): number {
  let s = 0;
  for (let i = 0; i < round && i < rounds.length; i++) s += rounds[i].points ?? 0;
  return s;
}

/** Scores of all players after `round` rounds. */
export function scores(t: Tournament, round = t.rounds.length): Map<number, number> {
  const out = new Map<number, number>();
  for (const [no, prs] of playerRounds(t)) out.set(no, scoreAfter(prs, round));
  return out;
}

/**
 * Colours of the games actually played, in order; rounds without a played game are left out
 * (Dutch F.3: an unplayed round is colourless, so "SBB-S" reads as S B B S for preferences).
 */
export function colourHistory(rounds: PlayerRound[]): Colour[] {
  const out: Colour[] = [];
  for (const pr of rounds) if (pr.played && pr.colour) out.push(pr.colour);
  return out;
}

/** Whites minus blacks over played games. */
export function colourDifference(history: Colour[]): number {
  let d = 0;
  for (const c of history) d += c === 'w' ? 1 : -1;
  return d;
}

export type PreferenceStrength = 'absolute' | 'strong' | 'mild' | 'none';
export interface ColourPreference {
  colour?: Colour;
  strength: PreferenceStrength;
}

export const opposite = (c: Colour): Colour => (c === 'w' ? 'b' : 'w');

/**
 * Colour preference as the Dutch rules define it (1992-2009 A.7; current C.04.3 A.6):
 * absolute when the difference is beyond ±1 or the last two played games had the same colour;
 * strong when the difference is ±1; mild (weak) when it is 0, for the colour opposite to the last game;
 * none before the first played game.
 */
export function colourPreference(history: Colour[]): ColourPreference {
  if (history.length === 0) return { strength: 'none' };
  const d = colourDifference(history);
  const last = history[history.length - 1];
  const prev = history[history.length - 2];
  if (d > 1) return { colour: 'b', strength: 'absolute' };
  if (d < -1) return { colour: 'w', strength: 'absolute' };
  if (prev !== undefined && prev === last) return { colour: opposite(last), strength: 'absolute' };
  if (d === 1) return { colour: 'b', strength: 'strong' };
  if (d === -1) return { colour: 'w', strength: 'strong' };
  return { colour: opposite(last), strength: 'mild' };
}

/**
 * The absolute colour rule every Swiss system shares (Dutch B.2, Lim 6.1.a/b, Dubov 2.3/2.4, C.04.1 f):
 * after the game the colour difference stays within ±2 and nobody has the same colour three times running.
 */
export function mayTakeColour(history: Colour[], c: Colour): boolean {
  return colourLimitsBroken(history, c).length === 0;
}

/**
 * Which of the two limits a colour would break (the same rule as mayTakeColour, named for the messages that cite
 * them apart, e.g. Burstein 5.2 and 5.3): the colour difference after the game (returned, beyond ±2) and the same
 * colour a third time running.
 */
export function colourLimitsBroken(history: Colour[], c: Colour): Array<{ limit: 'difference'; difference: number } | { limit: 'three-in-a-row' }> {
  const out: Array<{ limit: 'difference'; difference: number } | { limit: 'three-in-a-row' }> = [];
  const d = colourDifference(history) + (c === 'w' ? 1 : -1);
  if (Math.abs(d) > 2) out.push({ limit: 'difference', difference: d });
  const n = history.length;
  if (n >= 2 && history[n - 1] === c && history[n - 2] === c) out.push({ limit: 'three-in-a-row' });
  return out;
}

export type Float = 'down' | 'up' | null;

/**
 * Floats per round: paired with an opponent on a different score before the round.
 * A pairing-allocated bye counts as a downfloat (Dutch A.4 / C.04.3 A.4).
 */
export function floatHistory(t: Tournament): Map<number, Float[]> {
  const prs = playerRounds(t);
  const out = new Map<number, Float[]>();
  for (const [no, rounds] of prs) {
    const floats: Float[] = [];
    rounds.forEach((pr, i) => {
      if (pr.code === 'U') floats.push('down');
      else if (pr.opponent !== undefined) {
        const mine = scoreAfter(rounds, i);
        const theirs = scoreAfter(prs.get(pr.opponent) ?? [], i);
        floats.push(mine > theirs ? 'down' : mine < theirs ? 'up' : null);
      } else floats.push(null);
    });
    out.set(no, floats);
  }
  return out;
}

/** Opponents met. Forfeited pairings count only when asked (the documents' no-rematch rule counts games played). */
export function opponents(rounds: PlayerRound[], includeForfeits = false): Set<number> {
  const s = new Set<number>();
  for (const pr of rounds) if (pr.opponent !== undefined && (pr.played || includeForfeits)) s.add(pr.opponent);
  return s;
}

/**
 * Rounds in which the player scored without playing, either because the opponent did not come (a forfeit win)
 * or through a bye that scores a point (pairing-allocated or full-point). Such a player may not receive the
 * pairing-allocated bye again (003 Dutch B.1.b and 1.4, Lim 2.x, Burstein 4.1; FIDE C.04.1).
 * `halfPointByes`: count a requested half-point bye too (systems whose text says "scored without playing" of any
 * point, e.g. Burstein's and Dubov's readings).
 */
export function scoredWithoutPlaying(rounds: PlayerRound[], options: { halfPointByes?: boolean } = {}): number[] {
  return rounds
    .filter((pr) => !pr.played && (pr.code === 'U' || pr.code === 'F' || pr.code === '+' || (options.halfPointByes === true && pr.code === 'H')))
    .map((pr) => pr.round);
}

/** May the player receive the pairing-allocated bye: not if they already scored without playing. */
export function mayReceivePairingBye(rounds: PlayerRound[], options: { halfPointByes?: boolean } = {}): boolean {
  return scoredWithoutPlaying(rounds, options).length === 0;
}

/**
 * Players still to pair in round `round`: not absent from it (the one rule, model/absence.ts: withdrawn, a bye or an
 * absence recorded or announced), not already in one of its games and not already given its pairing-allocated bye.
 */
export function availableFor(t: Tournament, round: number): Player[] {
  const r = t.rounds.find((x) => x.number === round);
  const away = absentees(t, round);
  const taken = new Set(r ? [...r.games.flatMap((g) => [g.white, g.black]), ...r.unpaired.map((u) => u.player)] : []);
  return t.players.filter((p) => !away.has(p.no) && !taken.has(p.no));
}

export function playerByNo(t: Tournament, no: number): Player | undefined {
  return t.players.find((p) => p.no === no);
}

/**
 * The pairs that may not meet in `round` (C.04.1: arbiter's decisions, e.g. players of one family
 * or club): the tournament's forbidden pairs and its forbidden groups whose rounds include `round`.
 */
export function forbiddenPairs(t: Tournament, round: number): Array<[number, number]> {
  const out: Array<[number, number]> = [...(t.forbidden ?? [])];
  for (const g of t.forbiddenGroups ?? []) {
    if ((g.fromRound !== undefined && round < g.fromRound) || (g.toRound !== undefined && round > g.toRound)) continue;
    for (let i = 0; i < g.players.length; i++) for (let j = i + 1; j < g.players.length; j++) out.push([g.players[i], g.players[j]]);
  }
  return out;
}
