/**
 * The match cards of a round of a team event (C.04.6): one card per match with the two teams, their scores before
 * the round, each board's players with the colours record 352 gives them (1.6.1: the team named first has White on
 * board 1), and a box for each board's result and the match's total; the PAB and byes under the cards.
 */
import type { Player } from '../model/types';
import { boardPoints, teamTotals, type TeamEvent } from '../model/team';
import { formatGameResult } from '../model/results';
import type { Lang } from '../pairing/types';
import { halves } from './notation';

export interface MatchCardSide { no: number; name: string; rating?: number; colour: 'W' | 'B' | '' }
export interface MatchCardBoard { board: number; white: MatchCardSide; black: MatchCardSide; result: string }
export interface MatchCard {
  match: number;
  white: { no: number; name: string; score: string };
  black: { no: number; name: string; score: string };
  boards: MatchCardBoard[];
  /** Game points White team–Black team once every board has a result, or the forfeit. */
  total: string;
}
export interface MatchCardsModel {
  title?: string;
  round: number;
  heading: string;
  cards: MatchCard[];
  unpaired: Array<{ no: number; name: string; text: string }>;
  labels: Record<string, string>;
}

const LABELS: Record<Lang, Record<string, string>> = {
  en: { round: 'Round', match: 'Match', board: 'Board', no: 'No', player: 'Player', rating: 'Rtg', colour: 'Col.', result: 'Result', total: 'Total', captain: 'Captain', arbiter: 'Arbiter', score: 'MP before the round', whiteTeam: 'White on board 1', blackTeam: 'Black on board 1', byes: 'Without a match', pab: 'pairing-allocated bye (PAB)', F: 'full-point bye', H: 'half-point bye', Z: 'absent', '-': 'absent', cards: 'Match cards' },
  tr: { round: 'Tur', match: 'Maç', board: 'Masa', no: 'No', player: 'Oyuncu', rating: 'Kuv.', colour: 'Renk', result: 'Sonuç', total: 'Toplam', captain: 'Kaptan', arbiter: 'Hakem', score: 'Tur öncesi MP', whiteTeam: '1. masada beyaz', blackTeam: '1. masada siyah', byes: 'Maçı olmayanlar', pab: 'eşlendirme bayı (PAB)', F: 'tam puan bay', H: 'yarım puan bay', Z: 'gelmedi', '-': 'gelmedi', cards: 'Maç kartları' },
};

export function matchCards(e: TeamEvent, players: Player[], round: number, lang: Lang, title?: string): MatchCardsModel {
  const r = e.rounds.find((x) => x.number === round);
  if (!r || (r.matches.length === 0 && r.unpaired.every((u) => u.announced))) throw new Error(`round ${round} has not been paired`);
  const l = LABELS[lang];
  const before = teamTotals(e, round - 1);
  const team = (no: number) => e.teams.find((t) => t.no === no);
  const player = (no: number) => players.find((p) => p.no === no);
  const score = (no: number) => halves(before.get(no)?.[e.settings.primary === 'MP' ? 'mp' : 'gp'] ?? 0);
  const side = (no: number, colour: 'w' | 'b' | undefined): MatchCardSide => {
    const p = player(no);
    return { no, name: p?.name ?? '', ...(p?.rating ? { rating: p.rating } : {}), colour: colour === 'w' ? 'W' : colour === 'b' ? 'B' : '' };
  };
  // the order of the published list (GHR 3.6): higher score of the pair, then the sum, then the smaller TPN
  const sc = (no: number) => before.get(no)?.[e.settings.primary === 'MP' ? 'mp' : 'gp'] ?? 0;
  const ordered = [...r.matches].sort((x, y) => Math.max(sc(y.white), sc(y.black)) - Math.max(sc(x.white), sc(x.black)) || sc(y.white) + sc(y.black) - sc(x.white) - sc(x.black) || Math.min(x.white, x.black) - Math.min(y.white, y.black));
  const cards = ordered.map((m, i): MatchCard => {
    const boards = m.boards.map((b) => ({
      board: b.board,
      white: side(b.player, b.colour),
      black: side(b.opponent, b.colour === 'w' ? 'b' : b.colour === 'b' ? 'w' : undefined),
      result: b.result === '' && b.opponentResult === '' ? '' : formatGameResult(b.result, b.opponentResult),
    }));
    let total = '';
    if (m.forfeit) total = m.forfeit === '+-' ? '+ : -' : m.forfeit === '-+' ? '- : +' : '- : -';
    else if (m.boards.every((b) => b.result !== '')) {
      const w = m.boards.reduce((s, b) => s + (boardPoints(b.result, e.settings.game) ?? 0), 0);
      const bl = m.boards.reduce((s, b) => s + (boardPoints(b.opponentResult, e.settings.game) ?? 0), 0);
      total = `${halves(w)} : ${halves(bl)}`;
    }
    return { match: i + 1, white: { no: m.white, name: team(m.white)?.name ?? '', score: score(m.white) }, black: { no: m.black, name: team(m.black)?.name ?? '', score: score(m.black) }, boards, total };
  });
  const unpaired = r.unpaired.map((u) => ({ no: u.team, name: team(u.team)?.name ?? '', text: u.code === 'U' ? l.pab : l[u.code] ?? u.code }));
  return { ...(title ? { title } : {}), round, heading: `${title ? `${title} — ` : ''}${l.cards}, ${l.round.toLowerCase()} ${round}`, cards, unpaired, labels: l };
}
