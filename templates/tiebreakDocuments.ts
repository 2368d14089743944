/**
 * The tie-break worked tables as printable documents (000/001: the adjusted-score table, Buchholz of Buchholz,
 * Koya, Kashdan, the progressive cards, the team OKM / SB tables). View models come from engine/report; this module
 * adds the labels and picks the players. Listed in templates/documents.ts (TIEBREAK_DOCUMENTS).
 */
import type { Tournament } from '../engine/model/types';
import type { Lang } from '../engine/pairing/types';
import type { TeamEvent } from '../engine/tiebreak';
import { isRoundRobin } from '../engine/tiebreak';
import { InputError } from '../engine/trf/errors';
import { adjustedScoreTable } from '../engine/report/adjustedScoreTable';
import { buchholzOfBuchholzTable, type BuchholzOfBuchholzTable } from '../engine/report/buchholzOfBuchholzTable';
import { koyaTable, type KoyaTable } from '../engine/report/koyaTable';
import { kashdanTable } from '../engine/report/kashdanTable';
import { progressiveCard, type ProgressiveCard } from '../engine/report/progressiveCard';
import { okmTable, teamSbBoardTotalsTable, teamSbRoundRobinTable, teamSbTable, type TeamTable } from '../engine/report/teamTables';
import type { DocumentKind } from './documentKind';
import { renderFragment, renderPage } from './render';
import { tiebreakLabels } from './strings';

/** A whole page of one of the tie-break templates, with their labels. */
export function renderTiebreakPage(name: string, model: object & { title?: string }, lang: Lang = 'tr'): string {
  const withLabels = { ...model, l: tiebreakLabels(lang) };
  return renderPage(name, withLabels, lang);
}

export function renderTiebreakFragment(name: string, model: object, lang: Lang = 'tr'): string {
  return renderFragment(name, { ...model, l: tiebreakLabels(lang) }, lang);
}

/** The BB table's page model: the column spans the template needs. */
export function bbPageModel(table: BuchholzOfBuchholzTable): object {
  return { ...table, cellSpan: table.rounds.length * 2, footSpan: 2 + table.rounds.length * 2 };
}

/** The Koya tables of a round robin: the Koya group, then the group extended by `extended` score groups. */
export function koyaPageModel(t: Tournament, lang: Lang, extended = [1]): { title: string; tables: KoyaTable[] } {
  // The input itself does not fit the document: the CLI reports it as bad input (exit 1), nothing written.
  if (!isRoundRobin(t)) throw new InputError('Koya is a round-robin tie-break: this tournament is not an all-play-all event');
  return { title: lang === 'tr' ? 'Berger Turnuvalarda Koya Hesaplama' : 'Koya (round robins)', tables: [0, ...extended].map((extend) => koyaTable(t, { lang, extend })) };
}

/** A progressive card with the labels of its totals ("Kademeli Toplamı", "Kademeli 3 Eksiltilmiş"). */
export function progressiveCardModel(card: ProgressiveCard, lang: Lang): object {
  const l = tiebreakLabels(lang);
  return { ...card, totals: card.totals.map((x) => ({ ...x, label: x.cut === 0 ? l.progressiveTotal : l.cutN.replace('{n}', String(x.cut)) })) };
}

export interface TeamTablesOptions {
  lang?: Lang;
  /** Teams shown in the Swiss tables (default: all). */
  teams?: number[];
  /** A team round robin: Tablo 15 and 16 instead of OKM and team SB. */
  roundRobin?: boolean;
  /** Notes per table method (e.g. where the book prints another number, and why). */
  notes?: Partial<Record<TeamTable['method'], string[]>>;
  title?: string;
}

export function teamTablesModel(e: TeamEvent, o: TeamTablesOptions = {}): { title: string; tables: TeamTable[] } {
  const lang = o.lang ?? 'tr';
  const teams = o.teams ?? e.teams.map((t) => t.no);
  const notes = o.notes ?? {};
  const tables = o.roundRobin
    ? [teamSbRoundRobinTable(e, { lang, notes: notes['TSB-RR'] }), teamSbBoardTotalsTable(e, { lang, notes: notes['TSB-BT'] })]
    : [okmTable(e, teams, { lang, notes: notes.OKM }), teamSbTable(e, teams, { lang, notes: notes.TSB })];
  return { title: o.title ?? (lang === 'tr' ? 'Takım yarışmalarında eşitlik bozma' : 'Team tie-breaks'), tables };
}

export function renderTeamTables(e: TeamEvent, o: TeamTablesOptions = {}): string {
  return renderTiebreakPage('team-tables', teamTablesModel(e, o), o.lang ?? 'tr');
}

const allOrOne = (t: Tournament, player?: number) => (player !== undefined ? [player] : t.players.map((p) => p.no));

export const TIEBREAK_DOCUMENTS: DocumentKind[] = [
  {
    name: 'adjusted-scores',
    description: { en: 'Adjusted-score table: every player\'s score and adjusted score (unplayed games as draws)', tr: 'Ayarlanmış Puan Çizelgesi' },
    render: (t, o) => renderTiebreakPage('adjusted-scores', adjustedScoreTable(t, { lang: o.lang }), o.lang),
  },
  {
    name: 'buchholz-of-buchholz',
    description: { en: 'Buchholz of Buchholz worked table (each opponent\'s opponents and Buchholz); --player N for one', tr: "Buchholz'un Buchholz'u yardımcı tablosu; tek oyuncu için --player N" },
    render: (t, o) => renderTiebreakPage('buchholz-of-buchholz', bbPageModel(buchholzOfBuchholzTable(t, allOrOne(t, o.player), { lang: o.lang })), o.lang),
  },
  {
    name: 'progressive-cards',
    description: { en: 'Progressive-score cards with the cut totals; --player N for one', tr: 'Kademeli puan kartları (eksiltilmiş toplamlarla); tek oyuncu için --player N' },
    render: (t, o) => {
      const lang = o.lang ?? 'tr';
      const cards = allOrOne(t, o.player).map((no) => renderTiebreakFragment('progressive-card', progressiveCardModel(progressiveCard(t, no, { lang }), lang), lang)).join('\n');
      const page = { title: t.info.name ?? (lang === 'tr' ? 'Kademeli puan kartları' : 'Progressive cards'), html: cards };
      return renderPage('raw', page, lang);
    },
  },
  {
    name: 'koya',
    description: { en: 'Koya and extended Koya tables (round robins)', tr: 'Koya ve genişletilmiş Koya tabloları (Berger turnuvaları)' },
    render: (t, o) => renderTiebreakPage('koya', koyaPageModel(t, o.lang ?? 'tr'), o.lang),
  },
  {
    name: 'kashdan',
    description: { en: 'Kashdan table (win 4, draw 2, loss 1, without play 2); --player N for one', tr: 'Kashdan tablosu; tek oyuncu için --player N' },
    render: (t, o) => renderTiebreakPage('kashdan', kashdanTable(t, allOrOne(t, o.player), { lang: o.lang }), o.lang),
  },
];
