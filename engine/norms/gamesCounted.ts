/**
 * Which games count for a norm (B.01 1.4.2) and how many a norm needs (1.4.1, 1.7).
 *
 *  - 1.4.2c: games decided by forfeit (or otherwise than over the board) are not counted; byes never are.
 *  - 1.4.2b: in a round robin, games against an unrated opponent who scores zero against the rated are not counted.
 *  - 1.4.1a/b: at least 9 games, fewer only for the events 1.4.1b names (the caller says so: `minimumGames`).
 *  - 1.4.1c: in a 9-round event, 8 games and one forfeit win or pairing-allocated bye count as a 9-game norm.
 *  - 1.4.1d: each full point above what the norm needs counts as one more game; 1.7: at most 13 games are credited
 *    from an event of more than 13 rounds.
 */
import type { Player, Tournament } from '../model/types';
import { playerRounds } from '../model/history';
import { ARTICLE, MAXIMUM_CREDITED_GAMES, cite } from './articles';
import type { NormGame, Requirement, Source, UnplayedRound } from './types';

/** An opponent's figures for norms, and where each was read. */
export interface OpponentData {
  name: string;
  rating?: number;
  title?: string;
  federation?: string;
  source: { rating: Source; title: Source; federation: Source };
}

export interface PlayerGames {
  counted: NormGame[];
  unplayed: UnplayedRound[];
  points: number;
  /** 1.4.2c: a forfeit win in the event's last round against a paired opponent (the game the player wanted to play). */
  lastRoundForfeitWin?: NormGame;
}

const UNPAIRED_KIND: Record<string, string> = { U: 'pairing-allocated-bye', F: 'bye', H: 'bye', Z: 'bye', '+': 'forfeit-win', '-': 'absent', '': 'not-paired' };

/**
 * The player's rounds 1..afterRound sorted into games counted and rounds not counted. `roundRobin` applies 1.4.2b.
 */
export function gamesCounted(
  t: Tournament,
  no: number,
  options: { afterRound: number; totalRounds?: number; roundRobin: boolean; opponent: (no: number) => OpponentData },
): PlayerGames {
  const all = playerRounds(t);
  const rounds = (all.get(no) ?? []).filter((r) => r.round <= options.afterRound);
  const counted: NormGame[] = [];
  const unplayed: UnplayedRound[] = [];
  let points = 0;
  let lastRoundForfeitWin: NormGame | undefined;
  const zeroAgainstRated = options.roundRobin ? unratedScoringZero(t, all, options.opponent, options.afterRound) : new Set<number>();
  for (const r of rounds) {
    points += r.points ?? 0;
    if (r.opponent === undefined) {
      unplayed.push({ round: r.round, kind: UNPAIRED_KIND[r.code] ?? 'not-paired', points: r.points ?? 0 });
      continue;
    }
    if (r.code === '') {
      unplayed.push({ round: r.round, opponent: r.opponent, kind: 'pending', points: 0 });
      continue;
    }
    const o = options.opponent(r.opponent);
    const game: NormGame = { round: r.round, opponent: r.opponent, name: o.name, points: r.points ?? 0, source: o.source };
    if (o.rating !== undefined) game.rating = o.rating;
    if (o.title !== undefined) game.title = o.title;
    if (o.federation !== undefined) game.federation = o.federation;
    if (!r.played) {
      const won = r.code === '+';
      unplayed.push({ round: r.round, opponent: r.opponent, kind: won ? 'forfeit-win' : 'forfeit-loss', points: r.points ?? 0 });
      if (won && options.totalRounds !== undefined && r.round === options.totalRounds) lastRoundForfeitWin = { ...game, points: 0, forfeitAsLoss: true };
      continue;
    }
    if (zeroAgainstRated.has(r.opponent)) {
      unplayed.push({ round: r.round, opponent: r.opponent, kind: 'excluded-1.4.2b', points: r.points ?? 0 });
      continue;
    }
    counted.push(game);
  }
  return { counted, unplayed, points, ...(lastRoundForfeitWin ? { lastRoundForfeitWin } : {}) };
}

/** 1.4.2b: unrated players who scored nothing in their games against rated opponents (round robins). */
function unratedScoringZero(t: Tournament, all: ReturnType<typeof playerRounds>, opponent: (no: number) => OpponentData, afterRound: number): Set<number> {
  const out = new Set<number>();
  for (const p of t.players) {
    if (opponent(p.no).rating !== undefined) continue;
    const vsRated = (all.get(p.no) ?? []).filter((r) => r.round <= afterRound && r.played && r.opponent !== undefined && opponent(r.opponent).rating !== undefined);
    if (vsRated.length > 0 && vsRated.every((r) => (r.points ?? 0) === 0)) out.add(p.no);
  }
  return out;
}

/**
 * 1.4.1: enough games? `eightOfNine` is 1.4.1c's case (a 9-round event, 8 games, one forfeit win or pairing-allocated
 * bye). `remaining` rounds can still bring the count up (pending).
 */
export function gamesRequirement(games: number, minimum: number, remaining: number, eightOfNine: boolean): Requirement {
  const article = cite(eightOfNine ? ARTICLE.gamesEightOfNine : ARTICLE.games);
  if (games >= minimum) {
    return { key: 'games', article, state: 'met', value: games, required: minimum, text: { en: `${games} games counted, at least ${minimum} needed`, tr: `${games} oyun sayıldı, en az ${minimum} gerekir` } };
  }
  if (eightOfNine) {
    return {
      key: 'games', article, state: 'met', value: games, required: minimum,
      text: { en: `8 games and one forfeit win or pairing-allocated bye in a 9-round event: a 9-game norm`, tr: `9 turluk yarışmada 8 oyun ve bir hükmen galibiyet ya da eşlendirmeden bay: 9 oyunluk norm` },
    };
  }
  const state = games + remaining >= minimum ? 'pending' : 'not-met';
  return { key: 'games', article, state, value: games, required: minimum, text: { en: `${games} games counted, at least ${minimum} needed${state === 'pending' ? ` (${remaining} rounds to play)` : ''}`, tr: `${games} oyun sayıldı, en az ${minimum} gerekir${state === 'pending' ? ` (${remaining} tur kaldı)` : ''}` } };
}

/** 1.4.1c applies: a 9-round event, 8 games counted, and exactly one round that was a forfeit win or a pairing-allocated bye. */
export function isEightOfNine(totalRounds: number | undefined, games: number, unplayed: readonly UnplayedRound[]): boolean {
  if (totalRounds !== 9 || games !== 8) return false;
  const missing = unplayed.filter((u) => u.kind !== 'excluded-1.4.2b');
  return missing.length === 1 && (missing[0].kind === 'forfeit-win' || missing[0].kind === 'pairing-allocated-bye');
}

/**
 * Games credited for the title application: the games counted (9 for 1.4.1c's 8), one more per full point above the
 * points the norm needs (1.4.1d), at most 13 from an event of more than 13 rounds (1.7).
 */
export function creditedGames(games: number, points: number, pointsNeeded: number, eightOfNine: boolean, totalRounds: number | undefined): number {
  const base = eightOfNine ? 9 : games;
  const over = Math.floor(points - pointsNeeded + 1e-9);
  const credited = base + Math.max(0, over);
  return totalRounds !== undefined && totalRounds > MAXIMUM_CREDITED_GAMES ? Math.min(credited, MAXIMUM_CREDITED_GAMES) : credited;
}

/** The player's own federation and title, for the verdicts. */
export function playerLine(p: Player): { title?: string; federation?: string; rating?: number } {
  return { ...(p.title ? { title: p.title } : {}), ...(p.federation ? { federation: p.federation } : {}), ...(p.rating ? { rating: p.rating } : {}) };
}
