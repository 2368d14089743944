/**
 * Buchholz (Solkoff) and its family: cut ("alttan"), median, Buchholz of Buchholz (documents' Tablo 6),
 * Fore Buchholz and average of opponents' Buchholz (C.07 8.3, 8.5).
 */
import type { Tournament } from '../model/types';
import type { Contribution, TiebreakOptions } from './types';
import type { TiebreakContext } from './context';
import { cached, tiebreakContext } from './context';
import { applyCuts, contributions } from './contributions';

export interface BuchholzResult {
  value: number;
  entries: Contribution[];
  cut: Contribution[];
}

/** Buchholz with `low` lowest values cut and `high` highest (median: low = high). */
export function buchholzDetail(ctx: TiebreakContext, no: number, low = 0, high = 0): BuchholzResult {
  const entries = contributions(ctx, no);
  const { kept, cut } = applyCuts(entries, low, high, (e) => e.value, (a, b) => a.value - b.value, ctx.rules !== '2009', ctx.vurCut);
  return { value: kept.reduce((s, e) => s + e.value, 0), entries, cut };
}

export function buchholz(ctx: TiebreakContext, no: number, low = 0, high = 0): number {
  return buchholzDetail(ctx, no, low, high).value;
}

function fullBuchholz(ctx: TiebreakContext): Map<number, number> {
  return cached(ctx, 'BH', () => new Map(ctx.players.map((p) => [p, buchholz(ctx, p)])));
}

/**
 * Buchholz of Buchholz (documents' Tablo 6, "Buchholz'un Buchholz'u"): the sum of the opponents' Buchholz.
 * An own unplayed round adds nothing: the virtual opponent has no Buchholz of its own, and the documents give no rule for it.
 */
export function buchholzOfBuchholz(ctx: TiebreakContext, no: number): number {
  const bh = fullBuchholz(ctx);
  return contributions(ctx, no).reduce((s, e) => s + (e.opponent !== undefined && !e.virtual ? bh.get(e.opponent) ?? 0 : 0), 0);
}

/** C.07 8.5 average of opponents' Buchholz, over the games counted (unplayed rounds left out). */
export function averageOpponentsBuchholz(ctx: TiebreakContext, no: number): number {
  const bh = fullBuchholz(ctx);
  const opps = contributions(ctx, no).filter((e) => e.opponent !== undefined && !e.virtual);
  if (opps.length === 0) return 0;
  return opps.reduce((s, e) => s + (bh.get(e.opponent!) ?? 0), 0) / opps.length;
}

/**
 * C.07 8.3 Fore Buchholz: the Buchholz computed as if every game of the last round had been drawn
 * (so that it can be known before the last round ends).
 */
export function foreTournament(t: Tournament, lastRound: number): Tournament {
  return {
    ...t,
    rounds: t.rounds.map((r) =>
      r.number !== lastRound ? r : { ...r, games: r.games.map((g) => ({ ...g, whiteResult: '=' as const, blackResult: '=' as const })) },
    ),
  };
}

/** The context Fore Buchholz reads: the same tournament with the last round counted as draws (undefined before round 1). */
export function foreContext(ctx: TiebreakContext, options: TiebreakOptions = {}): TiebreakContext | undefined {
  const last = ctx.t.rounds[ctx.rounds - 1];
  if (!last) return undefined;
  return cached(ctx, 'fore-context', () =>
    tiebreakContext(foreTournament(ctx.t, last.number), { ...options, rules: ctx.rules, roundRobin: ctx.roundRobin, afterRound: ctx.rounds }));
}

export function foreBuchholz(ctx: TiebreakContext, no: number, low = 0, high = 0, options: TiebreakOptions = {}): number {
  const fctx = foreContext(ctx, options);
  return fctx ? buchholz(fctx, no, low, high) : 0;
}

/** Each player's full Buchholz (memoised per context), for BB and AOB. */
export function buchholzColumn(ctx: TiebreakContext): Map<number, number> {
  return fullBuchholz(ctx);
}
