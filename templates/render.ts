/**
 * Renders Hakem's documents (crosstables, pairing lists, pairing cards, worked tables) to HTML with handlebars.
 * The view models come from engine/report: templates only lay them out.
 */
import Handlebars from 'handlebars';
import type { Lang } from '../engine/pairing/types';
import { strings } from './strings';
import layout from './layout.hbs';
import crosstableSwiss from './crosstable-swiss.hbs';
import crosstableRoundRobin from './crosstable-round-robin.hbs';
import pairingListTemplate from './pairing-list.hbs';
import pairingCardTemplate from './pairing-card.hbs';
import adjustedScoresTemplate from './adjusted-scores.hbs';
import buchholzOfBuchholzTemplate from './buchholz-of-buchholz.hbs';
import koyaTemplate from './koya.hbs';
import kashdanTemplate from './kashdan.hbs';
import progressiveCardTemplate from './progressive-card.hbs';
import teamTablesTemplate from './team-tables.hbs';
import scoreGroupsTemplate from './score-groups.hbs';
import aroListTemplate from './aro-list.hbs';
import matchCardsTemplate from './match-cards.hbs';

const SOURCES: Record<string, string> = {
  // a page of fragments rendered already
  raw: '{{{html}}}',
  'crosstable-swiss': crosstableSwiss,
  'crosstable-round-robin': crosstableRoundRobin,
  'pairing-list': pairingListTemplate,
  'pairing-card': pairingCardTemplate,
  'adjusted-scores': adjustedScoresTemplate,
  'buchholz-of-buchholz': buchholzOfBuchholzTemplate,
  koya: koyaTemplate,
  kashdan: kashdanTemplate,
  'progressive-card': progressiveCardTemplate,
  'team-tables': teamTablesTemplate,
  'score-groups': scoreGroupsTemplate,
  'aro-list': aroListTemplate,
  'match-cards': matchCardsTemplate,
};

const hb = Handlebars.create();
hb.registerHelper('join', (xs: unknown) => (Array.isArray(xs) ? xs.join(', ') : ''));
const compiled = new Map<string, HandlebarsTemplateDelegate>();

function template(name: string): HandlebarsTemplateDelegate {
  let c = compiled.get(name);
  if (!c) {
    const src = name === 'layout' ? layout : SOURCES[name];
    if (src === undefined) throw new Error(`unknown template "${name}"; known: ${Object.keys(SOURCES).join(', ')}`);
    c = hb.compile(src, { strict: false });
    compiled.set(name, c);
  }
  return c;
}

/** Adds a template at run time (other modules register their own documents this way). */
export function registerTemplate(name: string, source: string): void {
  SOURCES[name] = source;
  compiled.delete(name);
}

export function templateNames(): string[] {
  return Object.keys(SOURCES).sort();
}

/** The template's body alone (to embed in a page of one's own). */
export function renderFragment(name: string, model: object, lang: Lang = 'tr'): string {
  return template(name)({ ...model, t: strings(lang), lang });
}

/** A whole printable HTML page. */
export function renderPage<M extends { title?: string }>(name: string, model: M, lang: Lang = 'tr'): string {
  return template('layout')({ lang, title: model.title ?? name, body: renderFragment(name, model, lang) });
}
