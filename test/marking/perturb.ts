/**
 * Random rounds and their perturbations, for the marking tests and bench: seeded events played with a system
 * (engine/random), each round's state before its pairing, and pairings found by changing the system's one a little
 * (two boards swap opponents, a board's colours swapped, the bye given to someone else).
 */
import { playTournament, seededRandom } from '../../engine/random/index';
import type { Tournament } from '../../engine/model/types';
import type { Pairing, PairingSystem } from '../../engine/pairing/types';
import type { Proposal } from '../../engine/marking/types';

export interface RoundCase { seed: number; t: Tournament; round: number; correct: Pairing }

/** Rounds of seeded random events (state before each round, the system's pairing), until `count` are collected. */
export function randomRounds(system: PairingSystem, count: number, seed0 = 1, players = (seed: number) => 7 + (seed % 24)): RoundCase[] {
  const out: RoundCase[] = [];
  for (let seed = seed0; out.length < count; seed++) {
    const res = playTournament(system, seed, { players: players(seed), rounds: 4 + (seed % 5) });
    for (const r of res.rounds) {
      if (!r.outcome.ok || out.length >= count) continue;
      const played = res.tournament.rounds.find((x) => x.number === r.round)!;
      const t: Tournament = {
        ...res.tournament,
        players: res.tournament.players.map((p) => (p.withdrawnFrom !== undefined && p.withdrawnFrom > r.round ? { ...p, withdrawnFrom: undefined } : p)),
        rounds: [...res.tournament.rounds.filter((x) => x.number < r.round), { number: r.round, games: [], unpaired: played.unpaired.filter((u) => u.code !== 'U') }],
      };
      out.push({ seed, t, round: r.round, correct: r.outcome.pairing });
    }
  }
  return out;
}

export type PerturbKind = 'swap-opponents' | 'swap-colours' | 'other-bye';

/** A few perturbations of the system's pairing, chosen by the seed. */
export function perturbations(c: Pairing, seed: number): Array<{ kind: PerturbKind; proposal: Proposal }> {
  const rand = seededRandom(seed * 7919 + c.round);
  const pick = (n: number) => Math.floor(rand() * n);
  const base = (): Proposal => ({ boards: c.boards.map((b) => ({ ...b })), byes: [...c.byes] });
  const out: Array<{ kind: PerturbKind; proposal: Proposal }> = [];
  const n = c.boards.length;
  if (n >= 2) {
    const i = pick(n);
    let j = pick(n - 1);
    if (j >= i) j++;
    const p = base();
    const bi = p.boards[i], bj = p.boards[j];
    [bi.black, bj.black] = [bj.black, bi.black];
    out.push({ kind: 'swap-opponents', proposal: p });
  }
  if (n >= 1) {
    const p = base();
    const b = p.boards[pick(n)];
    [b.white, b.black] = [b.black, b.white];
    out.push({ kind: 'swap-colours', proposal: p });
  }
  if (c.byes.length === 1 && n >= 1) {
    const p = base();
    const b = p.boards[pick(n)];
    const bye = p.byes[0];
    if (rand() < 0.5) { p.byes = [b.white]; b.white = bye; } else { p.byes = [b.black]; b.black = bye; }
    out.push({ kind: 'other-bye', proposal: p });
  }
  return out;
}
