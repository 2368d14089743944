/**
 * Scheveningen (two teams: every player meets every player of the other team) and Skalitzka (three teams in
 * two rounds), as plain data. Generic over the player type: pass labels ('A1', 'B3') for a printable table,
 * or pairing numbers for a pairing.
 */
import { bergerTable } from '../round-robin/berger';

export type Pair<T> = [white: T, black: T];

/**
 * The two colour schemes of the documents (Scheveningen 2. Eşlendirme):
 *  - `team`: "Takımlar sırayla renk değiştirerek oynarlar" — the whole team has one colour and the teams
 *    change colour every round (the common one; the printed 4-player table);
 *  - `boards`: "her tur, takımlar eşit sayıda siyah-beyaz oynarlar" — each round each team has as many
 *    whites as blacks (so n must be even). The documents print no table for it. Hakem gives team A white
 *    on boards 1–2, 5–6, 9–10, … in odd rounds and on the other boards in even rounds: every A player
 *    alternates colours, and when n is a multiple of 4 every B player also ends level with no three
 *    same colours in a row. (A strict alternation for both teams is impossible when B moves one board a
 *    round; with n = 2, 6, 10, … the last two boards are split so the rounds stay equal.)
 */
export type ScheveningenColours = 'team' | 'boards';

export interface ScheveningenOptions {
  colours?: ScheveningenColours;
  /** Çift turlu: 2n rounds, the second n repeat the first with colours reversed. */
  double?: boolean;
}

/**
 * Rounds of a Scheveningen match. Team A (the higher average rating) keeps its board order; team B moves
 * one board each round ("B takımının oyuncuları her turda 1. masaya göre bir kez kayarak oturacaklardır").
 * Round r, board i: A_i meets B_(i + r − 1), A white in odd rounds (team scheme).
 */
export function scheveningenRounds<T>(teamA: readonly T[], teamB: readonly T[], options: ScheveningenOptions = {}): Pair<T>[][] {
  const n = teamA.length;
  if (n === 0 || teamB.length !== n) {
    throw new RangeError(`Scheveningen needs two teams of equal size (got ${teamA.length} and ${teamB.length})`);
  }
  const colours = options.colours ?? 'team';
  if (colours !== 'team' && colours !== 'boards') throw new RangeError(`unknown colour scheme "${String(colours)}": team or boards`);
  if (colours === 'boards' && n % 2 !== 0) {
    throw new RangeError(`equal whites and blacks for each team every round needs an even number of players, not ${n}`);
  }
  // Team A's colour pattern by board for the `boards` scheme (1 = black in odd rounds).
  const pattern = (i: number) => (i <= n - (n % 4) ? Math.floor((i - 1) / 2) % 2 : i === n ? 1 : 0);
  const rounds: Pair<T>[][] = [];
  for (let r = 1; r <= n; r++) {
    const boards: Pair<T>[] = [];
    for (let i = 1; i <= n; i++) {
      const a = teamA[i - 1];
      const b = teamB[(i - 1 + r - 1) % n];
      const aWhite = colours === 'team' ? r % 2 === 1 : (pattern(i) ^ (r % 2)) === 1;
      boards.push(aWhite ? [a, b] : [b, a]);
    }
    rounds.push(boards);
  }
  if (!options.double) return rounds;
  return [...rounds, ...rounds.map((round) => round.map(([w, b]): Pair<T> => [b, w]))];
}

/** The printable table for two teams of n, players labelled A1 … An and B1 … Bn. */
export function scheveningenTable(n: number, options: ScheveningenOptions = {}): Pair<string>[][] {
  const label = (team: string) => Array.from({ length: n }, (_, i) => `${team}${i + 1}`);
  return scheveningenRounds(label('A'), label('B'), options);
}

export interface TeamRound<T> {
  round: number;
  /** Team matches of this round (indexes into the teams list), first named = team A of the match. */
  matches: Array<[number, number]>;
  /** The team without a match this round (odd number of teams). */
  idleTeam: number | null;
  boards: Pair<T>[];
}

/**
 * More than two teams: a round robin of matches (Berger table over the teams), each match played as a
 * Scheveningen of n rounds ("Her tur ayrı ayrı Scheveningen turnuva yapılıyormuş gibi").
 * The first-named team of the Berger pair is team A of the match.
 */
export function multiTeamScheveningen<T>(teams: readonly (readonly T[])[], options: ScheveningenOptions = {}): TeamRound<T>[] {
  if (teams.length < 2) throw new RangeError('Scheveningen needs at least two teams');
  const n = teams[0].length;
  for (const [i, team] of teams.entries()) {
    if (team.length !== n) throw new RangeError(`all teams must have ${n} players; team ${i + 1} has ${team.length}`);
  }
  const k = teams.length;
  const matchRounds = options.double ? 2 * n : n;
  const teamTable = k === 2 ? [[[1, 2] as [number, number]]] : bergerTable(k);
  const out: TeamRound<T>[] = [];
  teamTable.forEach((pairs, R) => {
    const matches = pairs.filter(([a, b]) => a <= k && b <= k).map(([a, b]): [number, number] => [a - 1, b - 1]);
    const ghostPair = pairs.find(([a, b]) => a > k || b > k);
    const idleTeam = ghostPair ? (ghostPair[0] > k ? ghostPair[1] : ghostPair[0]) - 1 : null;
    const perMatch = matches.map(([a, b]) => scheveningenRounds(teams[a], teams[b], options));
    for (let s = 0; s < matchRounds; s++) {
      out.push({ round: R * matchRounds + s + 1, matches, idleTeam, boards: perMatch.flatMap((m) => m[s]) });
    }
  });
  return out;
}

/**
 * Skalitzka's method: three teams of n (n even) in two rounds, each player meeting one player of each
 * other team, all boards side by side. With teams X (A, B, …), Y (a, b, …), Z (1, 2, …) and, for each
 * two players x = 2j − 1, y = 2j of every team, three boards a round:
 *   round 1: X_x:Y_x, Y_y:Z_x, Z_y:X_y   (A:a, b:1, 2:B)
 *   round 2: Z_x:X_x, Y_x:Z_y, X_y:Y_y   (1:A, a:2, B:b)
 * (printed: 1 A:a 1:A / 2 b:1 a:2 / 3 2:B B:b / … / 12 8:H H:h).
 */
export function skalitzkaRounds<T>(first: readonly T[], second: readonly T[], third: readonly T[]): Pair<T>[][] {
  const n = first.length;
  if (second.length !== n || third.length !== n) throw new RangeError('Skalitzka needs three teams of equal size');
  if (n === 0 || n % 2 !== 0) throw new RangeError(`Skalitzka pairs players two by two: each team needs an even number of players, not ${n}`);
  const r1: Pair<T>[] = [];
  const r2: Pair<T>[] = [];
  for (let x = 0; x < n; x += 2) {
    const y = x + 1;
    r1.push([first[x], second[x]], [second[y], third[x]], [third[y], first[y]]);
    r2.push([third[x], first[x]], [second[x], third[y]], [first[y], second[y]]);
  }
  return [r1, r2];
}

/** The printable Skalitzka table: team 1 = A, B, …; team 2 = a, b, …; team 3 = 1, 2, … */
export function skalitzkaTable(n: number): Pair<string>[][] {
  const upper = Array.from({ length: n }, (_, i) => String.fromCharCode(65 + i));
  const lower = upper.map((c) => c.toLowerCase());
  const digits = Array.from({ length: n }, (_, i) => String(i + 1));
  if (n > 26) throw new RangeError('the lettered table has at most 26 players a team; use skalitzkaRounds with your own labels');
  return skalitzkaRounds(upper, lower, digits);
}
