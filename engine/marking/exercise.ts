/**
 * Exercises to mark (issue 27): the state of an event before the round the trainee pairs.
 *  - generated: a seeded random event played with the system (engine/random; same seed, same exercise), the first
 *    round of the wanted difficulty. Difficulty is read off the system's pairing of the round, the same way for
 *    every system: 1 a plain round (round 1, or every score group pairs within itself, top half against bottom half in order,
 *    everybody gets his colour preference); 2 floaters (a pair across score groups, or the bye above the lowest
 *    score); 3 decided by colours or floats (a player misses his colour preference, or floats as he did last round);
 *    4 an exchange or a transposition (a score group not paired top half against bottom half in order).
 *  - the books' worked examples round by round: templates/workbook/bookExercises.ts (the examples' data live there).
 */
import type { Tournament } from '../model/types';
import { colourHistory, colourPreference, playerRounds, scoreAfter } from '../model/history';
import { playTournament } from '../random/index';
import { pairingSystem } from '../pairing/registry';
import type { Pairing, PairingOptions, Text } from '../pairing/types';

export type Level = 1 | 2 | 3 | 4;

export const LEVELS: Record<Level, Text> = {
  1: { en: 'a plain round: score groups pair within themselves, top half against bottom half, colours as preferred', tr: 'sade bir tur: puan grupları kendi içinde, üst yarı alt yarıyla eşlenir, renkler tercih edildiği gibi' },
  2: { en: 'a round with floaters', tr: 'kaydırmalı bir tur' },
  3: { en: 'a round decided by colour or float criteria', tr: 'renk ya da kaydırma kriterlerinin belirlediği bir tur' },
  4: { en: 'a round needing an exchange or a transposition', tr: 'değişim ya da transpozisyon gerektiren bir tur' },
};

export interface Exercise {
  system: string;
  round: number;
  level?: Level;
  seed?: number;
  /** The event before the round to pair (the round's announced byes and absences included). */
  tournament: Tournament;
  /** The system's pairing: the key (kept from the trainee). */
  key: Pairing;
  options: PairingOptions;
  title: Text;
}

/** The difficulty of a round, read off the system's pairing (see the top of the file). */
export function roundLevel(t: Tournament, p: Pairing): Level {
  const prs = playerRounds(t);
  const round = p.round;
  // round 1 pairs by the system's own table of the starting ranks: the plain round of every system
  if (round === 1) return 1;
  const score = (no: number) => scoreAfter((prs.get(no) ?? []).filter((x) => x.round < round));
  const hist = (no: number) => colourHistory((prs.get(no) ?? []).filter((x) => x.round < round));
  const floats = (no: number) => {
    const last = (prs.get(no) ?? []).find((x) => x.round === round - 1);
    if (!last?.opponent) return null;
    const mine = scoreAfter((prs.get(no) ?? []).filter((x) => x.round < round - 1));
    const theirs = scoreAfter((prs.get(last.opponent) ?? []).filter((x) => x.round < round - 1));
    return mine > theirs ? 'down' : mine < theirs ? 'up' : null;
  };
  let level: Level = 1;
  const lowest = Math.min(...[...p.boards.flatMap((b) => [b.white, b.black]), ...p.byes].map(score));
  const floaters = p.boards.filter((b) => score(b.white) !== score(b.black));
  if (floaters.length || p.byes.some((b) => score(b) > lowest)) level = 2;
  const missed = p.boards.some((b) => {
    const w = colourPreference(hist(b.white)).colour, k = colourPreference(hist(b.black)).colour;
    return w === 'b' || k === 'w';
  });
  const repeated = floaters.some((b) => {
    const [hi, lo] = score(b.white) > score(b.black) ? [b.white, b.black] : [b.black, b.white];
    return floats(hi) === 'down' || floats(lo) === 'up';
  });
  if (missed || repeated) level = 3;
  // score groups paired within themselves: top half (by pairing number) against bottom half, in order?
  const groups = new Map<number, number[]>();
  for (const b of p.boards) if (score(b.white) === score(b.black)) for (const x of [b.white, b.black]) groups.set(score(x), [...(groups.get(score(x)) ?? []), x]);
  for (const members of groups.values()) {
    const sorted = [...members].sort((a, b) => a - b);
    const half = sorted.length / 2;
    const partner = new Map(p.boards.flatMap((b) => [[b.white, b.black], [b.black, b.white]] as Array<[number, number]>));
    if (sorted.slice(0, half).some((x, i) => partner.get(x) !== sorted[half + i])) level = 4;
  }
  return level;
}

/** The event before `round`, from a finished one: the rounds before it, and the round's own byes and absences. */
export function stateBefore(t: Tournament, round: number): Tournament {
  const r = t.rounds.find((x) => x.number === round);
  const announced = (r?.unpaired ?? []).filter((u) => u.code !== 'U');
  return {
    ...t,
    players: t.players.map((p) => (p.withdrawnFrom !== undefined && p.withdrawnFrom > round ? { ...p, withdrawnFrom: undefined } : p)),
    rounds: [...t.rounds.filter((x) => x.number < round), ...(announced.length ? [{ number: round, games: [], unpaired: announced }] : [])],
  };
}

export interface NewExerciseOptions {
  players?: number;
  level?: Level;
  seed: number;
  options?: PairingOptions;
}

/** A generated exercise: the same seed gives the same exercise. */
export function newExercise(systemId: string, o: NewExerciseOptions): Exercise {
  const system = pairingSystem(systemId);
  if (!system || system.pairsAnyRound || systemId === 'double-swiss' || systemId === 'team-swiss') throw new Error(`exercises are generated for the individual Swiss systems, not "${systemId}"`);
  const n = o.players ?? 12;
  const want = o.level;
  for (let attempt = 0; attempt < 400; attempt++) {
    const seed = o.seed * 1000 + attempt;
    const res = playTournament(system, seed, { players: n, rounds: 7, pairing: o.options, halfPointByeRate: 0, absentRate: 0, withdrawalRate: 0, forfeitRate: 0, doubleForfeitRate: 0 });
    for (const r of res.rounds) {
      if (!r.outcome.ok) break;
      const state = stateBefore(res.tournament, r.round);
      const level = roundLevel(state, r.outcome.pairing);
      if (want !== undefined && level !== want) continue;
      if (want === undefined && r.round < 2) continue;
      const name = system.name;
      return {
        system: systemId, round: r.round, level, seed: o.seed, tournament: { ...state, info: { ...state.info, name: `Exercise ${systemId} ${n}p level ${level} seed ${o.seed}` } }, key: r.outcome.pairing, options: o.options ?? {},
        title: { en: `Pair round ${r.round} with the ${name.en}: ${LEVELS[level].en}.`, tr: `${r.round}. turu ${name.tr} ile eşlendirin: ${LEVELS[level].tr}.` },
      };
    }
  }
  throw new Error(`no round of level ${want} found for ${systemId} with ${n} players (seed ${o.seed}): try another seed or size`);
}

