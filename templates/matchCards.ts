/**
 * The printed match cards of a team event's round (`hakem render match-cards TEAMS.trf --round N`, the taskpane's
 * print button on a team event): the view model from engine/report/matchCards.ts, laid out by match-cards.hbs.
 */
import type { Player } from '../engine/model/types';
import type { TeamEvent } from '../engine/model/team';
import type { Lang } from '../engine/pairing/types';
import { matchCards } from '../engine/report/matchCards';
import { renderPage } from './render';

export function renderMatchCards(e: TeamEvent, players: Player[], o: { round: number; lang?: Lang; title?: string }): string {
  const lang = o.lang ?? 'tr';
  const model = matchCards(e, players, o.round, lang, o.title);
  return renderPage('match-cards', { ...model, title: model.heading }, lang);
}
