/**
 * Withdrawals in a round robin, as the documents rule them (Döner eşlendirme, 3. Puan Sistemi):
 *   - a player who completed fewer than 50% of his games: the results stay in the table (for history and
 *     rating) but the player is not in the final ranking;
 *   - the player's unplayed games are shown as (-) and the opponents' as (+); two absent players: two (-);
 *   - a player who completed at least 50%: the results stay and the player is ranked; unplayed games shown
 *     the same way (they are forfeit results).
 */
import type { SideResult, Tournament } from '../../model/types';
import { isPlayedGame } from '../../model/results';
import { bergerSchedule } from './berger';

export interface RoundRobinStatus {
  player: number;
  /** Games the player's schedule holds (n − 1 a cycle). */
  scheduled: number;
  /** Games played over the board (forfeits not counted). */
  played: number;
  withdrawn: boolean;
  /** False only for a withdrawn player who played fewer than half his games. */
  ranked: boolean;
}

export interface RoundRobinShape {
  double?: boolean;
  swapLastTwo?: boolean;
}

function playerCount(t: Tournament): number {
  const n = t.players.length;
  const nos = new Set(t.players.map((p) => p.no));
  for (let i = 1; i <= n; i++) {
    if (!nos.has(i)) throw new Error(`round robin: the players must be numbered 1–${n} by the draw; number ${i} is missing`);
  }
  return n;
}

/** Each player's games played against those scheduled, and whether the player is ranked. */
export function withdrawalStatus(t: Tournament, shape: RoundRobinShape = {}): RoundRobinStatus[] {
  const n = playerCount(t);
  // n − 1 games a cycle, odd field or not (an odd field's extra round is the bye).
  const scheduled = (n - 1) * (shape.double ? 2 : 1);
  return t.players
    .slice()
    .sort((a, b) => a.no - b.no)
    .map((p) => {
      let played = 0;
      for (const r of t.rounds) for (const g of r.games) if ((g.white === p.no || g.black === p.no) && isPlayedGame(g)) played++;
      const withdrawn = p.withdrawnFrom !== undefined;
      // "Oyunlarının %50'sinden azını tamamlamışsa ... son sıralamada yer almaz."
      const ranked = !withdrawn || played * 2 >= scheduled;
      return { player: p.no, scheduled, played, withdrawn, ranked };
    });
}

/** A crosstable cell as the documents print it: 1, ½, 0, + (won by forfeit), - (lost by forfeit / not played), '' (still to play). */
export type CrossCell = '1' | '½' | '0' | '+' | '-' | '';

function cellOf(code: SideResult): CrossCell {
  switch (code) {
    case '1': case 'W': return '1';
    case '=': case 'D': return '½';
    case '0': case 'L': return '0';
    case '+': return '+';
    case '-': return '-';
    default: return '';
  }
}

/**
 * The crosstable, `cells[a-1][b-1]` = the meetings of a with b (one cell, two in a double round robin),
 * seen from a. A scheduled game that was not recorded is shown as (-) for an absent or withdrawn player
 * and (+) for the opponent who was there; (-) for both when both were absent.
 */
export function crosstableCells(t: Tournament, shape: RoundRobinShape = {}): CrossCell[][][] {
  const n = playerCount(t);
  const schedule = bergerSchedule(n, shape);
  const withdrawnFrom = new Map(t.players.map((p) => [p.no, p.withdrawnFrom]));
  const absent = (no: number, round: number): boolean => {
    const w = withdrawnFrom.get(no);
    if (w !== undefined && w <= round) return true;
    const rec = t.rounds.find((r) => r.number === round);
    return !!rec && rec.unpaired.some((u) => u.player === no && (u.code === '-' || u.code === 'Z' || u.code === ''));
  };
  const cells: CrossCell[][][] = Array.from({ length: n }, () => Array.from({ length: n }, () => [] as CrossCell[]));
  for (const s of schedule) {
    for (const [w, b] of s.boards) {
      const rec = t.rounds.find((r) => r.number === s.round);
      const game = rec?.games.find((g) => (g.white === w && g.black === b) || (g.white === b && g.black === w));
      let cw: CrossCell = '';
      let cb: CrossCell = '';
      if (game) {
        cw = cellOf(game.white === w ? game.whiteResult : game.blackResult);
        cb = cellOf(game.white === w ? game.blackResult : game.whiteResult);
      } else {
        const aw = absent(w, s.round);
        const ab = absent(b, s.round);
        if (aw && ab) { cw = '-'; cb = '-'; }
        else if (aw) { cw = '-'; cb = '+'; }
        else if (ab) { cw = '+'; cb = '-'; }
      }
      cells[w - 1][b - 1].push(cw);
      cells[b - 1][w - 1].push(cb);
    }
  }
  return cells;
}
