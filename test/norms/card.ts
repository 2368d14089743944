/**
 * Test helper: one player's card (player 1), each round an opponent of given rating, title and federation, and the
 * result. The opponents play nobody else (their other rounds stay unpaired): only player 1's games matter here.
 */
import type { Game, Player, Round, SideResult, Tournament, UnpairedCode } from '../../engine/model/types';

export interface Opp { rating?: number; title?: string; fed?: string; result: '1' | '=' | '0' | '+' | '-' }
export type CardRound = Opp | { bye: UnpairedCode };

const MIRROR: Record<string, SideResult> = { '1': '0', '0': '1', '=': '=', '+': '-', '-': '+' };

export function card(rounds: CardRound[], player: Partial<Player> = {}, extra: Partial<Tournament> = {}): Tournament {
  const players: Player[] = [{ no: 1, name: 'Candidate', federation: 'TUR', rating: 2400, sex: 'm', ...player }];
  const rs: Round[] = [];
  rounds.forEach((r, i) => {
    const number = i + 1;
    if ('bye' in r) {
      rs.push({ number, games: [], unpaired: [{ player: 1, code: r.bye }] });
      return;
    }
    const no = players.length + 1;
    players.push({ no, name: `Opponent ${no}`, ...(r.rating ? { rating: r.rating } : {}), ...(r.title ? { title: r.title } : {}), ...(r.fed ? { federation: r.fed } : {}) });
    const g: Game = { white: 1, black: no, whiteResult: r.result as SideResult, blackResult: MIRROR[r.result] };
    rs.push({ number, games: [g], unpaired: [] });
  });
  return { info: { name: 'Card', ...(extra.info ?? {}) }, players, rounds: rs, totalRounds: extra.totalRounds ?? rounds.length, ...(extra.players ? {} : {}) };
}
