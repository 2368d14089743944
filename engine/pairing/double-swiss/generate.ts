/**
 * A random Double-Swiss event for tests and benchmarks: each match-round paired by the engine, then per-game results
 * (wins, draws, a forfeited game, a forfeited match, requested byes), written as two TRF rounds per match.
 */
import type { Colour, Game, Round, SideResult, Tournament, Unpaired } from '../../model/types';
import { seededRandom } from '../../random/seeded';
import { pairDoubleSwiss } from './index';
import { DS_192 } from './trf';
import type { PairingOptions } from '../types';

export interface GenerateOptions {
  players?: number;
  matches?: number;
  /** Probability that a player asks for a bye (H, Z or F) before a match-round. */
  byeRate?: number;
  /** Probability that a player forfeits both games of a match. */
  forfeitRate?: number;
  /** Probability that one game of a match is forfeited. */
  gameForfeitRate?: number;
  /**
   * Probability that a played game gets a result only an arbiter's decision gives (½-0, 0-½ or 0-0: FIDE Laws 12.9,
   * both players penalised). None unless asked: a generated event must not invent them (issue 36).
   */
  arbiterResultRate?: number;
  /** The readings passed to the pairing every match-round (c5, c6, following, oneEach). */
  pairing?: PairingOptions;
}

export type GenerateResult = { ok: true; tournament: Tournament } | { ok: false; match: number; reason: string; tournament: Tournament };

export function generateDoubleSwiss(seed: number, o: GenerateOptions = {}): GenerateResult {
  const rnd = seededRandom(seed);
  const n = o.players ?? 8 + Math.floor(rnd() * 53);
  const m = o.matches ?? 3 + Math.floor(rnd() * 7);
  const firstColour: Colour = rnd() < 0.5 ? 'w' : 'b';
  const players = Array.from({ length: n }, (_, i) => ({ no: i + 1, name: `Player ${String(i + 1).padStart(3, '0')}`, rating: 2700 - Math.round((1500 * i) / n) }));
  const t: Tournament = { info: { name: `Double-Swiss generated event ${seed}` }, totalRounds: 2 * m, firstColour, players, rounds: [], otherLines: [DS_192] };
  const byeRate = o.byeRate ?? 0.03, ff = o.forfeitRate ?? 0.025, gff = o.gameForfeitRate ?? 0.02, odd = o.arbiterResultRate ?? 0;
  for (let k = 1; k <= m; k++) {
    const asked: Unpaired[] = [];
    for (const p of players) if (rnd() < byeRate) asked.push({ player: p.no, code: (['H', 'Z', 'F'] as const)[Math.floor(rnd() * 3)] });
    const r1: Round = { number: 2 * k - 1, games: [], unpaired: asked.map((u) => ({ ...u })) };
    const r2: Round = { number: 2 * k, games: [], unpaired: asked.map((u) => ({ ...u })) };
    if (asked.length) t.rounds.push(r1, r2);
    const out = pairDoubleSwiss(t, o.pairing);
    if (!out.ok) return { ok: false, match: k, reason: out.reason.en, tournament: t };
    if (!asked.length) t.rounds.push(r1, r2);
    for (const b of out.pairing.byes) { r1.unpaired.push({ player: b, code: 'U' }); r2.unpaired.push({ player: b, code: 'U' }); }
    for (const b of out.pairing.boards) {
      const x = rnd();
      let g1: [SideResult, SideResult];
      let g2: [SideResult, SideResult];
      const game = (): [SideResult, SideResult] => {
        if (odd > 0 && rnd() < odd) return ([['=', '0'], ['0', '='], ['0', '0']] as Array<[SideResult, SideResult]>)[Math.floor(rnd() * 3)];
        const y = rnd();
        return y < 0.35 ? ['1', '0'] : y < 0.65 ? ['=', '='] : ['0', '1'];
      };
      if (x < ff) { g1 = rnd() < 0.5 ? ['-', '+'] : ['+', '-']; g2 = [g1[0], g1[1]]; } // one player forfeits the match
      else if (x < ff + gff) { g1 = ['+', '-']; g2 = game(); if (rnd() < 0.5) [g1, g2] = [g2, g1]; } // one game forfeited
      else { g1 = game(); g2 = game(); }
      const G1: Game = { white: b.white, black: b.black, whiteResult: g1[0], blackResult: g1[1] };
      // game 2: colours reversed; g2 is [result of game-1 White, result of game-1 Black]
      const G2: Game = { white: b.black, black: b.white, whiteResult: g2[1], blackResult: g2[0] };
      r1.games.push(G1);
      r2.games.push(G2);
    }
  }
  return { ok: true, tournament: t };
}
