/**
 * The facts every tie-break reads, computed once per tournament and rule edition:
 * each player's rounds classified for the tie-break rules, scores, adjusted scores.
 */
import { isPending } from '../model/results';
import type { Tournament } from '../model/types';
import { playerRounds } from '../model/history';
import type { RulesEdition, TbRound, TiebreakOptions } from './types';
import { TiebreakError } from './types';

export interface TiebreakContext {
  t: Tournament;
  rules: RulesEdition;
  roundRobin: boolean;
  /** Rounds taken into account (1..rounds). */
  rounds: number;
  players: number[];
  byNo: Map<number, TbRound[]>;
  score: Map<number, number>;
  /** Per-context cache for derived columns (Buchholz of every player, …), keyed by the caller. */
  cache: Map<string, unknown>;
  /** What an unrated opponent counts as in the rating averages (TiebreakOptions.unratedRating); left out when absent. */
  unratedRating?: number;
  /** TiebreakOptions.vurCut: the reading of C.07 16.5's cut exception (default least-significant). */
  vurCut: 'least-significant' | 'lowest-share';
}

/** The rule editions Hakem implements: 2009 (the documents), 2024 and 2026 (C.07). */
export function assertRulesKnown(rules: RulesEdition): void {
  if (rules !== '2009' && rules !== '2024' && rules !== '2026') throw new TiebreakError(`unknown rule edition "${rules as string}": expected 2009, 2024 or 2026`);
}

/**
 * The context for `t` under `options`. Built afresh on every call (it is cheap: one pass over the rounds), so a
 * tournament edited in place is never seen stale; keep and pass the context to compute many values from it.
 */
export function tiebreakContext(t: Tournament, options: TiebreakOptions = {}): TiebreakContext {
  const rules = options.rules ?? '2009';
  assertRulesKnown(rules);
  const after = options.afterRound;
  if (after !== undefined && (!Number.isInteger(after) || after < 0 || after > t.rounds.length)) {
    throw new TiebreakError(`afterRound ${after}: the tournament has ${t.rounds.length} round${t.rounds.length === 1 ? '' : 's'} recorded (1 to ${t.rounds.length})`);
  }
  const rounds = after ?? completedRounds(t);
  const roundRobin = options.roundRobin ?? isRoundRobin(t);
  const ctx = buildContext(t, rules, roundRobin, rounds);
  if (options.vurCut !== undefined) {
    if (options.vurCut !== 'least-significant' && options.vurCut !== 'lowest-share') throw new TiebreakError(`vurCut "${options.vurCut as string}": expected least-significant or lowest-share`);
    ctx.vurCut = options.vurCut;
  }
  if (options.unratedRating !== undefined) {
    if (!Number.isInteger(options.unratedRating) || options.unratedRating < 0) throw new TiebreakError(`unratedRating ${options.unratedRating}: a rating is a whole number, 0 or more`);
    ctx.unratedRating = options.unratedRating;
  }
  return ctx;
}

/**
 * Rounds 1..k that are over: each has its games and none still waits for a result. A round paired but not yet
 * played (or only announced: absences, requested byes) does not count yet, so standings and cards taken between
 * the pairing and the results are those after the last finished round.
 */
export function completedRounds(t: Tournament): number {
  // Rounds after the last one with games only hold what was announced for the round to pair.
  let last = t.rounds.length;
  while (last > 0 && t.rounds[last - 1].games.length === 0) last--;
  let k = 0;
  while (k < last && !t.rounds[k].games.some(isPending)) k++;
  return k;
}

function buildContext(t: Tournament, rules: RulesEdition, roundRobin: boolean, rounds: number): TiebreakContext {
  const prs = playerRounds(t);
  const byNo = new Map<number, TbRound[]>();
  const score = new Map<number, number>();
  for (const p of t.players) {
    const list = (prs.get(p.no) ?? []).slice(0, rounds);
    const tb: TbRound[] = list.map((pr) => {
      const kind = classify(pr.code, pr.opponent !== undefined, pr.played);
      const forfeit = kind === 'forfeit-win' || kind === 'forfeit-loss';
      return {
        round: pr.round,
        kind,
        opponent: pr.opponent,
        colour: pr.colour,
        points: pr.points ?? 0,
        // Round robins count forfeits as games (documents; C.07 15.2).
        asGame: pr.opponent !== undefined && (kind === 'game' || kind === 'pending' || (roundRobin && forfeit)),
      };
    });
    byNo.set(p.no, tb);
    score.set(p.no, tb.reduce((s, r) => s + r.points, 0));
  }
  return { t, rules, roundRobin, rounds, players: t.players.map((p) => p.no), byNo, score, cache: new Map(), vurCut: 'least-significant' };
}

function classify(code: string, hasOpponent: boolean, played: boolean): TbRound['kind'] {
  if (hasOpponent) {
    if (played) return 'game';
    if (code === '+') return 'forfeit-win';
    if (code === '-') return 'forfeit-loss';
    return 'pending';
  }
  switch (code) {
    case 'U': case 'F': case '+': return 'bye-full';
    case 'H': return 'bye-half';
    case 'Z': return 'bye-zero';
    case '-': return 'absent';
    default: return 'unpaired';
  }
}

/**
 * An all-play-all event: the tournament type says so (TRF 092), or there are no more players than
 * rounds + 1, every round pairs everybody and nobody met the same opponent twice within one cycle
 * (a double round robin has more rounds than players).
 */
export function isRoundRobin(t: Tournament): boolean {
  const type = (t.info.type ?? '').toLowerCase();
  if (/robin|berger|\brr\b|all.?play|lig|kapal/.test(type)) return true;
  if (/swiss|isvi|i̇svi|dutch|dubov|lim|burstein/.test(type)) return false;
  const n = t.players.length;
  const rounds = t.totalRounds ?? t.rounds.length;
  if (n < 2 || n > rounds + 1) return false;
  const seen = new Set<string>();
  for (const r of t.rounds) {
    if (r.games.length < Math.floor(n / 2)) return false; // an all-play-all round pairs everybody

    for (const g of r.games) {
      const k = g.white < g.black ? `${g.white}-${g.black}` : `${g.black}-${g.white}`;
      if (seen.has(k) && rounds <= n - 1) return false; // a rematch within one cycle: not an all-play-all
      seen.add(k);
    }
  }
  return true;
}

/** Memoise a per-context column. */
export function cached<T>(ctx: TiebreakContext, key: string, make: () => T): T {
  if (ctx.cache.has(key)) return ctx.cache.get(key) as T;
  const v = make();
  ctx.cache.set(key, v);
  return v;
}

export function roundsOf(ctx: TiebreakContext, no: number): TbRound[] {
  const r = ctx.byNo.get(no);
  if (!r) throw new TiebreakError(`unknown player ${no}`);
  return r;
}

export function scoreOf(ctx: TiebreakContext, no: number): number {
  return ctx.score.get(no) ?? 0;
}
