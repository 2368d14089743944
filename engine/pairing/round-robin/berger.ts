/**
 * Berger tables (döner eşlendirme tabloları) for any number of players, as plain data.
 *
 * The tables printed in the documents (3–4 … 11–12 players) and FIDE's (C.05 Annex 1, up to 15–16)
 * all follow one construction, which this module computes for any size:
 *   - the table is for an even size m (an odd field n uses m = n + 1, and number m is the bye);
 *   - player m sits on board 1; in round r his opponent p is the number with 2p ≡ r + 1 (mod m − 1);
 *     m has black in odd rounds and white in even rounds;
 *   - board k + 1 pairs p + k (white) with p − k (black), numbers taken mod m − 1 in 1 … m − 1.
 * First named = white, as the documents print it ("Tabloda numarası birinci sırada yazılan oyuncu beyaz").
 */

export type BergerPair = [white: number, black: number];

export interface BergerOptions {
  /** Double round robin (ikili döner turnuva): the second cycle repeats the first with colours reversed. */
  double?: boolean;
  /**
   * FIDE C.05 Annex 1 recommendation for a double round robin: play the last two rounds of the first cycle
   * in reverse order, so that nobody has three same colours in a row at the turn of the cycles.
   * The documents simply repeat the first cycle (their crosstable shows it), so this is off by default.
   */
  swapLastTwo?: boolean;
}

/** The even table size used for n players (an odd field gets one extra number, the bye). */
export function bergerSize(players: number): number {
  checkPlayers(players);
  return players % 2 === 0 ? players : players + 1;
}

/** Rounds of a (double) round robin of n players. */
export function bergerRoundCount(players: number, options: BergerOptions = {}): number {
  const single = bergerSize(players) - 1;
  return options.double ? 2 * single : single;
}

/** One round of the single-cycle table for an even size m, boards in printed order. */
function cycleRound(m: number, r: number): BergerPair[] {
  const mod = m - 1;
  const wrap = (x: number) => ((((x - 1) % mod) + mod) % mod) + 1;
  // The opponent of m: 2p ≡ r + 1 (mod m − 1). m − 1 is odd, so 2 has an inverse: (m/2).
  const p = wrap((r + 1) * (m / 2));
  const boards: BergerPair[] = [r % 2 === 1 ? [p, m] : [m, p]];
  for (let k = 1; k < m / 2; k++) boards.push([wrap(p + k), wrap(p - k)]);
  return boards;
}

/**
 * The printed table for n players: rounds of [white, black] pairs, board 1 first.
 * For an odd n the table is the one for n + 1, and a pair with n + 1 means "bye" (tur atlar),
 * exactly as the documents and FIDE print "7–8 players" as one table.
 */
export function bergerTable(players: number, options: BergerOptions = {}): BergerPair[][] {
  const m = bergerSize(players);
  const first: BergerPair[][] = [];
  for (let r = 1; r <= m - 1; r++) first.push(cycleRound(m, r));
  if (!options.double) return first;
  const order = first.map((_, i) => i);
  if (options.swapLastTwo && order.length >= 2) {
    // FIDE C.05 Annex 1: reverse the order of the last two rounds of the first cycle.
    [order[order.length - 2], order[order.length - 1]] = [order[order.length - 1], order[order.length - 2]];
  }
  const firstCycle = order.map((i) => first[i]);
  // Second cycle: the first cycle's pairings in the original order, colours reversed ("renk değiştirilerek").
  const second = first.map((round) => round.map(([w, b]): BergerPair => [b, w]));
  return [...firstCycle, ...second];
}

export interface BergerRound {
  round: number;
  /** Boards in printed order, the bye's pair left out. */
  boards: BergerPair[];
  /** The player who sits out (odd field), if any. */
  bye: number | null;
}

/** One round for n players with the bye taken out: what is played on the boards. */
export function bergerRound(players: number, round: number, options: BergerOptions = {}): BergerRound {
  const total = bergerRoundCount(players, options);
  if (!Number.isInteger(round) || round < 1 || round > total) {
    throw new RangeError(`round ${round} is outside the table: ${players} players play rounds 1–${total}`);
  }
  return withoutBye(players, round, bergerTable(players, options)[round - 1]);
}

/** Every round for n players, byes taken out. */
export function bergerSchedule(players: number, options: BergerOptions = {}): BergerRound[] {
  return bergerTable(players, options).map((pairs, i) => withoutBye(players, i + 1, pairs));
}

function withoutBye(players: number, round: number, pairs: BergerPair[]): BergerRound {
  const ghost = players % 2 === 1 ? players + 1 : null;
  const boards = pairs.filter(([w, b]) => w !== ghost && b !== ghost);
  const byePair = pairs.find(([w, b]) => w === ghost || b === ghost);
  const bye = byePair ? (byePair[0] === ghost ? byePair[1] : byePair[0]) : null;
  return { round, boards, bye };
}

export interface ScheduleEntry {
  round: number;
  /** Null in the round the player has the bye. */
  opponent: number | null;
  colour: 'w' | 'b' | null;
}

/**
 * Each player's rounds (opponent and colour), as the documents' tournament chart prints them
 * ("hem eşlendirme, hem de o turdaki renk görülebilmektedir"): `out[p − 1]` is player p's row.
 */
export function playerSchedules(players: number, options: BergerOptions = {}): ScheduleEntry[][] {
  const rows: ScheduleEntry[][] = Array.from({ length: players }, () => []);
  for (const r of bergerSchedule(players, options)) {
    for (const [w, b] of r.boards) {
      rows[w - 1].push({ round: r.round, opponent: b, colour: 'w' });
      rows[b - 1].push({ round: r.round, opponent: w, colour: 'b' });
    }
    if (r.bye !== null) rows[r.bye - 1].push({ round: r.round, opponent: null, colour: null });
  }
  return rows;
}

function checkPlayers(players: number): void {
  if (!Number.isInteger(players) || players < 2) {
    throw new RangeError(`a round robin needs at least 2 players, not ${players}`);
  }
}
