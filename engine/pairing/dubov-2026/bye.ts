/**
 * C.04.4.1 3.1, the pairing-allocated bye (PAB), assigned before any bracket is paired (1.9) to the player who:
 * 3.1.1 has neither received a PAB nor scored a (forfeit) win in the previous rounds ([C2], 2.1.2);
 * 3.1.2 allows a complete pairing of all the remaining players ([C4], 2.2.1);
 * 3.1.3 has the lowest score; 3.1.4 has played the highest number of games; 3.1.5 has the largest TPN.
 * C.04.4.2 3.1 is the same, but 3.1.5 takes the lowest ranking by its Article 1.8 (passed in as `lastFirst`).
 */
import { hasPerfectMatching } from '../dutch/cardinality';

export interface ByeCandidate {
  no: number;
  score: number;
  gamesPlayed: number;
  scoredWithoutPlaying: number[];
}

export interface ByeChoice<P> {
  bye?: P;
  /** Barred by [C2] (3.1.1), with the round they scored without playing. */
  barred: P[];
  /** Eligible, but the others could not all be paired (3.1.2), in the order tried. */
  refused: P[];
}

export function completePairingExists(nos: number[], legal: (a: number, b: number) => boolean): boolean {
  const n = nos.length;
  if (n % 2) return false;
  const adj: number[][] = nos.map(() => []);
  for (let i = 0; i < n; i++) for (let j = i + 1; j < n; j++) if (legal(nos[i], nos[j])) { adj[i].push(j); adj[j].push(i); }
  return hasPerfectMatching(n, adj);
}

/** 3.1.3-3.1.4: negative when a comes first for the PAB (the lower score, then the more games played); 3.1.5 apart. */
export function pabCompare(a: ByeCandidate, b: ByeCandidate): number {
  return a.score - b.score || b.gamesPlayed - a.gamesPlayed;
}

/** `tieBreak(a, b)` < 0 when a comes first at equal score and games (Dubov: the larger TPN; Burstein: the lower rank). */
export function choosePab<P extends ByeCandidate>(players: P[], legal: (a: number, b: number) => boolean, tieBreak: (a: P, b: P) => number): ByeChoice<P> {
  const barred = players.filter((p) => p.scoredWithoutPlaying.length > 0);
  const order = players.filter((p) => p.scoredWithoutPlaying.length === 0)
    .sort((a, b) => pabCompare(a, b) || tieBreak(a, b));
  const refused: P[] = [];
  for (const c of order) {
    if (completePairingExists(players.filter((p) => p !== c).map((p) => p.no), legal)) return { bye: c, barred, refused };
    refused.push(c);
  }
  return { barred, refused };
}
