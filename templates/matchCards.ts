/**
 * The printed match cards of a team event's round (`hakem render match-cards TEAMS.trf --round N`, the taskpane's
 * print button on a team event): the view model from engine/report/matchCards.ts, laid out by match-cards.hbs.
 */
import type { Player } from '../engine/model/types';
import type { TeamEvent } from '../engine/model/team';
import type { Lang } from '../engine/pairing/types';
import { matchCards } from '../engine/report/matchCards';
import { renderPage } from './render';
import { siteLabels } from './strings';

export function renderMatchCards(e: TeamEvent, players: Player[], o: { round: number; lang?: Lang; title?: string }): string {
  const lang = o.lang ?? 'tr';
  const model = matchCards(e, players, o.round, lang, o.title);
  // the engine's W / B, printed in the card's language: in Turkish B is Beyaz (White) and S Siyah (Black)
  const s = siteLabels(lang);
  const letter = (c: string) => (c === 'W' ? s.whiteShort : c === 'B' ? s.blackShort : '');
  const cards = model.cards.map((c) => ({ ...c, boards: c.boards.map((b) => ({ ...b, white: { ...b.white, colour: letter(b.white.colour) }, black: { ...b.black, colour: letter(b.black.colour) } })) }));
  return renderPage('match-cards', { ...model, cards, title: model.heading }, lang);
}
