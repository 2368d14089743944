/** A round's pairing list as the documents print it: Masa / Beyaz / Sonuç / Siyah, then the bye. */
import type { Tournament } from '../model/types';
import { playerRounds, scoreAfter } from '../model/history';
import { formatGameResult } from '../model/results';
import { halves } from './notation';

export interface PairingListSide { no: number; name: string; rating?: number; score: string }
export interface PairingList {
  title?: string;
  round: number;
  boards: Array<{ board: number; white: PairingListSide; black: PairingListSide; result: string }>;
  byes: Array<PairingListSide & { text: string }>;
}

export function pairingList(t: Tournament, round: number): PairingList {
  const r = t.rounds.find((x) => x.number === round);
  if (!r) throw new Error(`round ${round} has not been paired`);
  const prs = playerRounds(t);
  const byNo = new Map(t.players.map((p) => [p.no, p]));
  const side = (no: number): PairingListSide => {
    const p = byNo.get(no);
    return { no, name: p?.name ?? '?', rating: p?.rating, score: halves(scoreAfter(prs.get(no) ?? [], round - 1)) };
  };
  const byeText: Record<string, string> = { U: '1', F: '1', H: '½', Z: '0', '+': '1', '-': '0', '': '' };
  return {
    title: t.info.name,
    round,
    boards: r.games.map((g, i) => ({ board: i + 1, white: side(g.white), black: side(g.black), result: formatGameResult(g.whiteResult, g.blackResult).replace(/1\/2/g, '½') })),
    byes: r.unpaired.filter((u) => u.code === 'U' || u.code === 'F' || u.code === 'H').map((u) => ({ ...side(u.player), text: byeText[u.code] })),
  };
}
