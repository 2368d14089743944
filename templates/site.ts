/**
 * An event's public site, as arbiters post it on a club site or a notice board after each round: the pairings of
 * each round with their results, the standings with the tie-breaks, the crosstable and each player's card, in
 * Turkish and/or English, readable on a phone and printable. Pure: the pages come back as paths and HTML; the
 * command line (cli/commands/publish.ts) writes them. The standings are given, ranked by the caller with the tie-break
 * engine exactly as `hakem standings` ranks them, so the site never holds a second copy of a rule.
 */
import type { Tournament } from '../engine/model/types';
import type { Lang } from '../engine/pairing/types';
import type { RulesEdition } from '../engine/tiebreak';
import { swissCrosstable, roundRobinCrosstable } from '../engine/report/crosstable';
import { pairingList } from '../engine/report/pairingList';
import { pairingCard } from '../engine/report/pairingCard';
import { registerTemplate, renderFragment } from './render';
import { siteLabels, strings } from './strings';
import siteLayout from './site-layout.hbs';
import siteStandings from './site-standings.hbs';
import siteIndex from './site-index.hbs';
import sitePlayers from './site-players.hbs';
import siteLanguages from './site-languages.hbs';

registerTemplate('site-layout', siteLayout);
registerTemplate('site-standings', siteStandings);
registerTemplate('site-index', siteIndex);
registerTemplate('site-players', sitePlayers);
registerTemplate('site-languages', siteLanguages);

/** One language's standings, ranked and formatted by the caller (rank, number, name, score, one value per code). */
export interface SiteStandings {
  codes: string[];
  rows: Array<{ rank: number; no: number; name: string; score: string; tiebreaks: string[] }>;
  /** Which tie-break edition applied and why (C.07), said under the table as `hakem standings` says it. */
  rulesNote: string;
  /** Anything else the reader must be told (unrated opponents left out of the averages, …). */
  legend?: string[];
}

export interface SiteOptions {
  langs: Lang[];
  standings: Record<Lang, SiteStandings>;
  /** The tie-break edition the pairing cards' Med./Sol./Ber. follow (the one the standings used). */
  rules: RulesEdition;
  roundRobin: boolean;
}

export interface SitePage { path: string; html: string }

const fill = (s: string, n: number | string) => s.replace('{n}', String(n));

/** The rounds published: those paired (games on the boards), in order. */
export function publishedRounds(t: Tournament): number[] {
  return t.rounds.filter((r) => r.games.length > 0).map((r) => r.number);
}

/** The file names, the same in each language's folder. */
export const sitePaths = {
  index: 'index.html',
  round: (n: number) => `round-${n}.html`,
  standings: 'standings.html',
  crosstable: 'crosstable.html',
  players: 'players.html',
  player: (no: number) => `player-${no}.html`,
};

export function eventSite(t: Tournament, o: SiteOptions): SitePage[] {
  const both = o.langs.length > 1;
  const pages: SitePage[] = [];
  const rounds = publishedRounds(t);
  const last = rounds.length ? rounds[rounds.length - 1] : 0;
  const ranks = new Map(o.standings[o.langs[0]].rows.map((r) => [r.no, r.rank]));
  for (const lang of o.langs) {
    const s = siteLabels(lang);
    const dir = both ? `${lang}/` : '';
    const other = both ? o.langs.find((l) => l !== lang)! : undefined;
    const title = t.info.name ?? s.home;
    const menu = [
      { href: sitePaths.index, text: s.home },
      ...rounds.map((n) => ({ href: sitePaths.round(n), text: fill(s.roundN, n) })),
      { href: sitePaths.standings, text: s.standings },
      { href: sitePaths.crosstable, text: s.crosstable },
      { href: sitePaths.players, text: s.players },
    ];
    const page = (file: string, pageTitle: string, body: string) => {
      const html = renderFragment('site-layout', {
        title: pageTitle,
        nav: menu.map((m) => ({ ...m, current: m.href === file })),
        other: other ? { href: `../${other}/${file}`, lang: other, text: siteLabels(lang).otherLanguage } : undefined,
        generated: fill(s.generated, last),
        body,
      }, lang);
      pages.push({ path: dir + file, html });
    };
    const withEvent = (x: string) => (t.info.name ? `${t.info.name} — ${x}` : x);

    const meta = [t.info.city, [t.info.startDate, t.info.endDate].filter(Boolean).join(' – '), t.info.chiefArbiter ? `${strings(lang).chiefArbiter}: ${t.info.chiefArbiter}` : undefined]
      .filter((x) => x).join(' · ');
    page(sitePaths.index, title, renderFragment('site-index', {
      title, meta, s,
      rounds: rounds.map((n) => ({ href: sitePaths.round(n), text: fill(s.roundN, n) })),
      documents: [
        { href: sitePaths.standings, text: last ? fill(s.standingsAfter, last) : s.standings },
        { href: sitePaths.crosstable, text: s.crosstable },
        { href: sitePaths.players, text: s.players },
      ],
    }, lang));

    for (const n of rounds) {
      page(sitePaths.round(n), withEvent(fill(s.roundN, n)), `<div class="scroll">${renderFragment('pairing-list', pairingList(t, n), lang)}</div>`);
    }

    const st = o.standings[lang];
    page(sitePaths.standings, withEvent(s.standings), renderFragment('site-standings', {
      title: t.info.name, heading: last ? fill(s.standingsAfter, last) : s.standings, s, codes: st.codes,
      rows: st.rows.map((r) => ({ ...r, href: sitePaths.player(r.no) })), rulesNote: st.rulesNote, legend: st.legend,
    }, lang));

    // the crosstable's rank column is the standings' rank (crosstable.ts: ranks by player number when none is given)
    const crosstable = o.roundRobin
      ? renderFragment('crosstable-round-robin', roundRobinCrosstable(t, { ranks }), lang)
      : renderFragment('crosstable-swiss', { ...swissCrosstable(t, { ranks }), roundNumbers: t.rounds.map((r) => r.number) }, lang);
    page(sitePaths.crosstable, withEvent(s.crosstable), `<div class="scroll">${crosstable}</div>`);

    const players = [...t.players].sort((a, b) => a.no - b.no);
    page(sitePaths.players, withEvent(s.players), renderFragment('site-players', {
      title: t.info.name, s, players: players.map((p) => ({ no: p.no, name: p.name, rating: p.rating || undefined, href: sitePaths.player(p.no) })),
    }, lang));
    for (const p of players) {
      const card = renderFragment('pairing-card', pairingCard(t, p.no, { lang, rank: ranks.get(p.no), rules: o.rules }), lang);
      page(sitePaths.player(p.no), withEvent(`${p.no}. ${p.name}`), `<h1>${escapeText(withEvent(`${p.no}. ${p.name}`))}</h1><div class="scroll">${card}</div><p class="rules">${escapeText(st.rulesNote)}</p>`);
    }
  }
  if (both) {
    const title = t.info.name ?? 'Hakem';
    pages.push({
      path: sitePaths.index,
      html: renderFragment('site-layout', {
        title, nav: [], generated: o.langs.map((l) => fill(siteLabels(l).generated, last)).join(' '),
        body: renderFragment('site-languages', { title, languages: o.langs.map((l) => ({ href: `${l}/${sitePaths.index}`, lang: l, text: siteLabels(l === 'tr' ? 'en' : 'tr').otherLanguage })) }, o.langs[0]),
      }, o.langs[0]),
    });
  }
  return pages;
}

function escapeText(s: string): string {
  return s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}
