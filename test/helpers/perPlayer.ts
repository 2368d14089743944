/**
 * The tie-break fixtures list each player's rounds (opponent, colour, result) as a printed crosstable does;
 * this turns them into the model, checking that both sides of every game agree.
 */
import type { Game, Round, SideResult, Tournament } from '../../engine/model/types';

export interface PrintedRound { round: number; opponent: number | null; colour: 'w' | 'b' | null; result: string }
export interface PrintedPlayer { no: number; name: string; rounds: PrintedRound[] }

const CODE: Record<string, SideResult> = { '1': '1', '0': '0', '1/2': '=', '½': '=', '+': '+', '-': '-' };

export function tournamentFromPrinted(players: PrintedPlayer[], name?: string): Tournament {
  const nRounds = Math.max(...players.map((p) => p.rounds.length));
  const rounds: Round[] = [];
  for (let r = 1; r <= nRounds; r++) {
    const games: Game[] = [];
    const unpaired: Round['unpaired'] = [];
    for (const p of players) {
      const e = p.rounds.find((x) => x.round === r);
      if (!e) continue;
      if (e.opponent === null) { unpaired.push({ player: p.no, code: e.result === '1' ? 'U' : e.result === '1/2' ? 'H' : 'Z' }); continue; }
      const o = players.find((q) => q.no === e.opponent)?.rounds.find((x) => x.round === r);
      if (!o || o.opponent !== p.no) throw new Error(`round ${r}: ${p.no} v ${e.opponent} is not on both rows`);
      if (e.colour !== 'w') continue; // each game once, from white's row
      games.push({ white: p.no, black: e.opponent, whiteResult: CODE[e.result], blackResult: CODE[o.result] });
    }
    rounds.push({ number: r, games, unpaired });
  }
  return { info: name ? { name } : {}, players: players.map((p) => ({ no: p.no, name: p.name })), rounds };
}
