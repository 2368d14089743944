/**
 * What the Dubov procedure knows about each player before a round: R, ARO, score, colours,
 * opponents, upfloats and unplayed points, all derived from the tournament record.
 */
import type { Colour, Tournament } from '../../model/types';
import { isPlayedGame, isPending, sidePoints, unpairedPoints } from '../../model/results';
import { forbiddenPairs } from '../../model/history';
import { aroAfter, dubovRating } from './aro';
import { coloursCompatible, dueColour } from './colours';
import type { ColourFacts } from './colours';

export interface DubovPlayer extends ColourFacts {
  name: string;
  score: number;
  due?: Colour;
  opponents: Set<number>;
  /** Rounds in which the player was moved up (played an opponent with a higher score). */
  upfloatRounds: number[];
  /** Dubov 2.2: has already scored without playing (bye, forfeit win, full- or half-point bye). */
  unplayedPoints: boolean;
}

export interface DubovOptions {
  /** Reproduce the worked example's practice in round 3 (moved players appended below the white column; 7.4 from the bottom of the black column). */
  bookPractice: boolean;
  /**
   * Dubov 7.1 with 6.4, a point the text leaves open: a player X has been brought up by 7.1 for a player Y who has
   * played everyone in his group, and Y then floats down (6.4) because the group cannot be paired otherwise.
   * false (default, the engine's reading so far): X has been "taken into this group" (7.1: "bu gruba alınır") and stays
   * in it, paired there by the columns with whoever he may play — even another player brought up.
   * true: X was brought up as Y's opponent (7.1 chooses him by Y alone: "bu oyuncu ile oynamamış", "eşlendirme sorunu
   * olan oyuncunun tersi"), so when Y floats X is not brought up and stays in his own group; should the group then
   * be odd, 7.2 brings up its player.
   */
  dropBroughtUp: boolean;
  /** Rounds the event will have: 2.5's limits are lifted in the last round and rise to four upfloats from ten rounds on. */
  totalRounds?: number;
  /** Colour of the top player on board 1 in round 1 (the drawing of lots, Dubov 5). */
  firstColour: Colour;
}

export interface DubovContext {
  round: number;
  players: Map<number, DubovPlayer>;
  forbidden: Set<string>;
  options: DubovOptions;
}

const key = (a: number, b: number) => (a < b ? `${a}-${b}` : `${b}-${a}`);

export function buildContext(t: Tournament, round: number, options: DubovOptions): DubovContext {
  const before = t.rounds.filter((r) => r.number < round);
  const aro = aroAfter(t, round - 1);
  const scoreOf = new Map<number, number>();
  const players = new Map<number, DubovPlayer>();
  for (const p of t.players) {
    players.set(p.no, {
      no: p.no, name: p.name ?? '', rating: dubovRating(p), aro: aro.get(p.no) ?? 0, score: 0,
      history: [], byRound: new Map(), opponents: new Set(), upfloatRounds: [], unplayedPoints: false,
    });
    scoreOf.set(p.no, 0);
  }
  for (const r of before) {
    const startScore = new Map(scoreOf);
    for (const g of r.games) {
      const w = players.get(g.white);
      const b = players.get(g.black);
      const played = isPlayedGame(g);
      // a pending game (no result yet) is still a meeting; a forfeit is not (2.1 counts games played)
      if (w && b && (played || isPending(g))) { w.opponents.add(b.no); b.opponents.add(w.no); }
      for (const [me, opp, res, col] of [[w, b, g.whiteResult, 'w'], [b, w, g.blackResult, 'b']] as const) {
        if (!me) continue;
        const pts = sidePoints(res, t.pointValues) ?? 0;
        scoreOf.set(me.no, (scoreOf.get(me.no) ?? 0) + pts);
        if (played && !g.noColours) { me.history.push(col); me.byRound.set(r.number, col); }
        if (!played && pts > 0) me.unplayedPoints = true;
        if (opp && (startScore.get(opp.no) ?? 0) > (startScore.get(me.no) ?? 0)) me.upfloatRounds.push(r.number);
      }
    }
    for (const u of r.unpaired) {
      const pts = unpairedPoints(u.code, t.pointValues);
      scoreOf.set(u.player, (scoreOf.get(u.player) ?? 0) + pts);
      const me = players.get(u.player);
      if (me && pts > 0) me.unplayedPoints = true;
    }
  }
  for (const p of players.values()) {
    p.score = scoreOf.get(p.no) ?? 0;
    p.due = dueColour(p.history);
    p.seeks = p.due;
  }
  const forbidden = new Set(forbiddenPairs(t, round).map(([a, b]) => key(a, b)));
  return { round, players, forbidden, options };
}

/** Dubov 2.1 (and the arbiter's forbidden pairs), 2.3/2.4: may these two be paired at all? */
export function legalPair(ctx: DubovContext, a: number, b: number): boolean {
  if (a === b) return false;
  const pa = ctx.players.get(a)!;
  const pb = ctx.players.get(b)!;
  if (pa.opponents.has(b) || ctx.forbidden.has(key(a, b))) return false;
  return coloursCompatible(pa.history, pb.history);
}

export function player(ctx: DubovContext, no: number): DubovPlayer {
  const p = ctx.players.get(no);
  if (!p) throw new Error(`unknown player ${no}`);
  return p;
}
