/**
 * Seeded random tournaments, for robustness tests and benchmarks of any pairing system.
 *
 *   randomTournament(seed, options?)  → a Tournament with players only (ratings, some titles),
 *                                       `totalRounds` and `firstColour` set, no rounds yet.
 *   playTournament(system, seed, options?) → pairs round after round with `system.pair`, fills in
 *                                       random results, and returns { tournament, rounds, stopped? }.
 *
 * Everything depends only on the seed and the options: the same call gives the same tournament.
 * What happens along the way (each with its rate in the options):
 *  - results by rating (Elo expectation) with draws (`drawRate`), forfeits (`forfeitRate`, "+--" / "--+")
 *    and double forfeits (`doubleForfeitRate`, both players are then withdrawn, as the book does with 9-14);
 *  - requested half-point byes (`halfPointByeRate`, code H) and zero-point absences (`absentRate`, code Z);
 *  - withdrawals (`withdrawalRate` per player per round: `withdrawnFrom` is set, and each later round records him
 *    absent, code '-', as a TRF must);
 *  - late entries (`lateEntries` players, who join in round 2 or 3 and have Z for the rounds they missed).
 * A round the system cannot pair ends the event: `stopped` holds the round and the system's reason.
 *
 * Example (a robustness test):
 *   const { tournament, rounds, stopped } = playTournament(dutch2009, 42, { players: 30, rounds: 9 });
 *   expect(checkAbsoluteCriteria(tournament)).toEqual([]);
 */
import type { Player, Round, Tournament, UnpairedCode } from '../model/types';
import { addPairedRound, setResult } from '../model/build';
import type { PairingOptions, PairingOutcome, PairingSystem } from '../pairing/types';
import { seededRandom } from './seeded';

export interface RandomTournamentOptions {
  /** Players at the start (default 20). */
  players?: number;
  /** Rounds (default 7). */
  rounds?: number;
  /** Rating range (default 1400-2600). */
  minRating?: number;
  maxRating?: number;
  /** Share of games drawn (default 0.3). */
  drawRate?: number;
  /** Share of games lost by forfeit (default 0.03). */
  forfeitRate?: number;
  /** Share of games where neither player came (default 0.005). */
  doubleForfeitRate?: number;
  /** Chance per player and round of a requested half-point bye (default 0.03). */
  halfPointByeRate?: number;
  /** Chance per player and round of a known absence without points (default 0.02). */
  absentRate?: number;
  /** Chance per player and round of withdrawing after the round (default 0.01). */
  withdrawalRate?: number;
  /** Players who join in round 2 or 3 (default 0). */
  lateEntries?: number;
}

export interface PlayOptions extends RandomTournamentOptions {
  /** Passed to `system.pair` every round (e.g. `{ lastRoundExceptions: true }`). */
  pairing?: PairingOptions;
}

export interface PlayedRound {
  round: number;
  outcome: PairingOutcome;
}

export interface PlayResult {
  tournament: Tournament;
  rounds: PlayedRound[];
  /** Set when a round could not be paired. */
  stopped?: { round: number; reason: string };
}

export { seededRandom };

const TITLES = ['GM', 'IM', 'WGM', 'FM', 'WIM', 'CM', 'WFM'];
const NAMES = ['Ada', 'Bora', 'Cem', 'Deniz', 'Ece', 'Fatma', 'Gül', 'Hakan', 'Irmak', 'Kaan', 'Leyla', 'Mert', 'Nil', 'Oğuz', 'Pelin', 'Rüzgar', 'Selin', 'Tuna', 'Umut', 'Yasemin', 'Zeynep'];

interface Plan { entryRound: Map<number, number> }

function makePlayers(rand: () => number, o: RandomTournamentOptions): { players: Player[]; plan: Plan } {
  const n = o.players ?? 20;
  const late = o.lateEntries ?? 0;
  const lo = o.minRating ?? 1400, hi = o.maxRating ?? 2600;
  const raw = Array.from({ length: n + late }, (_, i) => {
    const rating = Math.round(lo + (hi - lo) * rand());
    const title = rating > 2300 && rand() < 0.4 ? TITLES[Math.floor(rand() * TITLES.length)] : undefined;
    return { name: `${NAMES[i % NAMES.length]} ${Math.floor(i / NAMES.length) + 1}`, rating, title };
  });
  // pairing numbers by rating (A.2) for the starters; late entrants are numbered after them
  const starters = raw.slice(0, n).sort((a, b) => b.rating - a.rating);
  const players: Player[] = [...starters, ...raw.slice(n)].map((p, i) => ({ no: i + 1, name: p.name, rating: p.rating, ...(p.title ? { title: p.title } : {}) }));
  const entryRound = new Map<number, number>();
  for (let i = n; i < n + late; i++) entryRound.set(i + 1, 2 + Math.floor(rand() * 2));
  return { players, plan: { entryRound } };
}

/** A tournament with players only (see the top of the file). */
export function randomTournament(seed: number, options: RandomTournamentOptions = {}): Tournament {
  const rand = seededRandom(seed);
  const { players } = makePlayers(rand, options);
  return { info: { name: `Random tournament ${seed}` }, totalRounds: options.rounds ?? 7, firstColour: rand() < 0.5 ? 'w' : 'b', players, rounds: [] };
}

/** Pairs and plays a whole random tournament with `system` (see the top of the file). */
export function playTournament(system: PairingSystem, seed: number, options: PlayOptions = {}): PlayResult {
  const rand = seededRandom(seed);
  const { players, plan } = makePlayers(rand, options);
  const totalRounds = options.rounds ?? 7;
  let t: Tournament = { info: { name: `Random tournament ${seed}` }, totalRounds, firstColour: rand() < 0.5 ? 'w' : 'b', players, rounds: [] };
  const rounds: PlayedRound[] = [];
  const drawRate = options.drawRate ?? 0.3;
  const forfeitRate = options.forfeitRate ?? 0.03;
  const doubleRate = options.doubleForfeitRate ?? 0.005;
  const hRate = options.halfPointByeRate ?? 0.03;
  const zRate = options.absentRate ?? 0.02;
  const wRate = options.withdrawalRate ?? 0.01;
  const rating = new Map(players.map((p) => [p.no, p.rating ?? 1500]));

  for (let r = 1; r <= totalRounds; r++) {
    // absences known before the pairing: late entrants not yet in, half-point byes, zero-point absences
    const unpaired: Round['unpaired'] = [];
    for (const p of t.players) {
      // a withdrawn player is written absent ('-') in every round he misses: TRF-16 has no withdrawal record, and a
      // blank round would read back as a player to pair (a checker re-pairing the file must see what was known)
      if (p.withdrawnFrom !== undefined && p.withdrawnFrom <= r) { unpaired.push({ player: p.no, code: '-' }); continue; }
      const entry = plan.entryRound.get(p.no);
      let code: UnpairedCode | null = null;
      if (entry !== undefined && r < entry) code = 'Z';
      else if (r > 1 && rand() < hRate) code = 'H';
      else if (r > 1 && rand() < zRate) code = 'Z';
      if (code) unpaired.push({ player: p.no, code });
    }
    t = { ...t, rounds: [...t.rounds, { number: r, games: [], unpaired }] };
    const outcome = system.pair(t, { ...(options.pairing ?? {}), round: r });
    rounds.push({ round: r, outcome });
    if (!outcome.ok) return { tournament: t, rounds, stopped: { round: r, reason: outcome.reason.en } };
    t = addPairedRound(t, r, outcome.pairing.boards, outcome.pairing.byes);
    const withdrawn = new Set<number>();
    outcome.pairing.boards.forEach((b, i) => {
      const u = rand();
      let result: string;
      if (u < doubleRate) { result = '--'; withdrawn.add(b.white); withdrawn.add(b.black); }
      else if (u < doubleRate + forfeitRate) result = rand() < 0.5 ? '+--' : '--+';
      else if (rand() < drawRate) result = '1/2-1/2';
      else {
        const e = 1 / (1 + 10 ** (((rating.get(b.black) ?? 1500) - (rating.get(b.white) ?? 1500)) / 400));
        result = rand() < e ? '1-0' : '0-1';
      }
      t = setResult(t, r, i + 1, result);
    });
    for (const p of t.players) if (p.withdrawnFrom === undefined && rand() < wRate) withdrawn.add(p.no);
    if (withdrawn.size) t = { ...t, players: t.players.map((p) => (withdrawn.has(p.no) && p.withdrawnFrom === undefined ? { ...p, withdrawnFrom: r + 1 } : p)) };
  }
  return { tournament: t, rounds };
}
