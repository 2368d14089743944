/**
 * An event's public site, as arbiters post it on a club site or a notice board after each round: the pairings of
 * each round with their results, the standings with the tie-breaks, the crosstable and each player's card, in
 * Turkish and/or English, readable on a phone and printable. Pure: the pages come back as paths and HTML; the
 * command line (cli/commands/publish.ts) writes them. The standings are given, ranked by the caller with the tie-break
 * engine exactly as `hakem standings` ranks them, so the site never holds a second copy of a rule.
 */
import type { Tournament } from '../engine/model/types';
import { isPending } from '../engine/model/results';
import type { Lang } from '../engine/pairing/types';
import { chooseRules, parseTiebreakCode, rankPlayers, TiebreakError, type RulesEdition, type TiebreakOptions } from '../engine/tiebreak';
import { startingTiebreaks } from '../engine/tiebreak/recommended';
import { fileTiebreaks, fromFileText, unknownFileCodes } from '../engine/tiebreak/fileList';
import { RATING_AVERAGE_CODES, unratedOpponentsLeftOut } from '../engine/tiebreak/ratingAverages';
import { tiebreakContext } from '../engine/tiebreak/context';
import { formatValue, isAverage } from '../engine/report/tiebreakValue';
import { swissCrosstable, roundRobinCrosstable } from '../engine/report/crosstable';
import { pairingList } from '../engine/report/pairingList';
import { pairingCard } from '../engine/report/pairingCard';
import { registerTemplate, renderFragment } from './render';
import { siteLabels, strings } from './strings';
import siteLayout from './site-layout.hbs';
import siteStandingsTemplate from './site-standings.hbs';
import siteIndex from './site-index.hbs';
import sitePlayers from './site-players.hbs';
import siteLanguages from './site-languages.hbs';

registerTemplate('site-layout', siteLayout);
registerTemplate('site-standings', siteStandingsTemplate);
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

export const fill = (s: string, n: number | string) => s.replace('{n}', String(n));

/** The rounds published: those paired (games on the boards), in order. */
export function publishedRounds(t: Tournament): number[] {
  return t.rounds.filter((r) => r.games.length > 0).map((r) => r.number);
}

/** The number of the last round up to which every game has its result (0: none). */
export function finishedRounds(t: Tournament): number {
  let n = 0;
  for (const r of [...t.rounds].sort((a, b) => a.number - b.number)) {
    if (r.games.length === 0 || r.games.some(isPending)) break;
    n = r.number;
  }
  return n;
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

/** One page of a language: its file name, its title and its body (without the layout). */
export interface SitePart { file: string; title: string; body: string }

/**
 * A language's pages. `link` turns a file name into the href the page uses: the file itself on the site, an anchor
 * in the single-file edition.
 */
function languageParts(t: Tournament, o: SiteOptions, lang: Lang, link: (file: string) => string): SitePart[] {
  const parts: SitePart[] = [];
  const s = siteLabels(lang);
  const rounds = publishedRounds(t);
  // "after round N" only over rounds whose every game has its result: a round just paired is not in the standings yet
  const last = finishedRounds(t);
  const ranks = new Map(o.standings[lang].rows.map((r) => [r.no, r.rank]));
  const title = t.info.name ?? s.home;
  const withEvent = (x: string) => (t.info.name ? `${t.info.name} — ${x}` : x);
  const page = (file: string, pageTitle: string, body: string) => parts.push({ file, title: pageTitle, body });

  const meta = [t.info.city, [t.info.startDate, t.info.endDate].filter(Boolean).join(' – '), t.info.chiefArbiter ? `${strings(lang).chiefArbiter}: ${t.info.chiefArbiter}` : undefined]
    .filter((x) => x).join(' · ');
  page(sitePaths.index, title, renderFragment('site-index', {
    title, meta, s,
    rounds: rounds.map((n) => ({ href: link(sitePaths.round(n)), text: fill(s.roundN, n) })),
    documents: [
      { href: link(sitePaths.standings), text: last ? fill(s.standingsAfter, last) : s.standings },
      { href: link(sitePaths.crosstable), text: s.crosstable },
      { href: link(sitePaths.players), text: s.players },
    ],
  }, lang));

  for (const n of rounds) {
    page(sitePaths.round(n), withEvent(fill(s.roundN, n)), `<div class="scroll">${renderFragment('pairing-list', pairingList(t, n), lang)}</div>`);
  }

  const st = o.standings[lang];
  page(sitePaths.standings, withEvent(s.standings), renderFragment('site-standings', {
    title: t.info.name, heading: last ? fill(s.standingsAfter, last) : s.standings, s, codes: st.codes,
    rows: st.rows.map((r) => ({ ...r, href: link(sitePaths.player(r.no)) })), rulesNote: st.rulesNote, legend: st.legend,
  }, lang));

  // the crosstable's rank column is the standings' rank (crosstable.ts: ranks by player number when none is given)
  const crosstable = o.roundRobin
    ? renderFragment('crosstable-round-robin', roundRobinCrosstable(t, { ranks }), lang)
    : renderFragment('crosstable-swiss', { ...swissCrosstable(t, { ranks }), roundNumbers: t.rounds.map((r) => r.number) }, lang);
  page(sitePaths.crosstable, withEvent(s.crosstable), `<div class="scroll">${crosstable}</div>`);

  const players = [...t.players].sort((a, b) => a.no - b.no);
  page(sitePaths.players, withEvent(s.players), renderFragment('site-players', {
    title: t.info.name, s, players: players.map((p) => ({ no: p.no, name: p.name, rating: p.rating || undefined, href: link(sitePaths.player(p.no)) })),
  }, lang));
  for (const p of players) {
    const card = renderFragment('pairing-card', pairingCard(t, p.no, { lang, rank: ranks.get(p.no), rules: o.rules }), lang);
    page(sitePaths.player(p.no), withEvent(`${p.no}. ${p.name}`), `<h1>${escapeText(withEvent(`${p.no}. ${p.name}`))}</h1><div class="scroll">${card}</div><p class="rules">${escapeText(st.rulesNote)}</p>`);
  }
  return parts;
}

/** The menu of a language's pages (home, each round, standings, crosstable, players). */
function menu(t: Tournament, lang: Lang): SiteMenuItem[] {
  const s = siteLabels(lang);
  return [
    { file: sitePaths.index, text: s.home },
    ...publishedRounds(t).map((n) => ({ file: sitePaths.round(n), text: fill(s.roundN, n) })),
    { file: sitePaths.standings, text: s.standings },
    { file: sitePaths.crosstable, text: s.crosstable },
    { file: sitePaths.players, text: s.players },
  ];
}

const lastRound = (t: Tournament) => publishedRounds(t).at(-1) ?? 0;

/** One entry of a language's menu: the page's file name and its label. */
export interface SiteMenuItem { file: string; text: string }

/**
 * What any site (an individual or a team event's) is made of, whatever its pages: the languages, the title, the last
 * round published, each language's pages (`link` turns a file name into the href used) and its menu.
 */
export interface SiteShape {
  langs: Lang[];
  title?: string;
  lastRound: number;
  parts: (lang: Lang, link: (file: string) => string) => SitePart[];
  menu: (lang: Lang) => SiteMenuItem[];
}

/** The site as files: one folder per language when there are two, and a home page choosing between them. */
export function assembleSite(o: SiteShape): SitePage[] {
  const both = o.langs.length > 1;
  const pages: SitePage[] = [];
  const last = o.lastRound;
  for (const lang of o.langs) {
    const dir = both ? `${lang}/` : '';
    const other = both ? o.langs.find((l) => l !== lang)! : undefined;
    const nav = o.menu(lang).map((m) => ({ ...m, href: m.file }));
    for (const part of o.parts(lang, (f) => f)) {
      pages.push({
        path: dir + part.file,
        html: renderFragment('site-layout', {
          title: part.title,
          nav: nav.map((m) => ({ ...m, current: m.file === part.file })),
          other: other ? { href: `../${other}/${part.file}`, lang: other, text: siteLabels(lang).otherLanguage } : undefined,
          generated: fill(siteLabels(lang).generated, last),
          body: part.body,
        }, lang),
      });
    }
  }
  if (both) {
    const title = o.title ?? 'Hakem';
    pages.push({
      path: sitePaths.index,
      html: renderFragment('site-layout', {
        title, nav: [], generated: o.langs.map((l) => fill(siteLabels(l).generated, last)).join(' '),
        body: renderFragment('site-languages', { title, languages: o.langs.map((l) => ({ href: `${l}/${sitePaths.index}`, lang: l, text: languageName(l) })) }, o.langs[0]),
      }, o.langs[0]),
    });
  }
  return pages;
}

/** The site as files: one folder per language when there are two, and a home page choosing between them. */
export function eventSite(t: Tournament, o: SiteOptions): SitePage[] {
  return assembleSite(individualShape(t, o));
}

const individualShape = (t: Tournament, o: SiteOptions): SiteShape => ({
  langs: o.langs, title: t.info.name, lastRound: lastRound(t),
  parts: (lang, link) => languageParts(t, o, lang, link),
  menu: (lang) => menu(t, lang),
});

/** A language's own name, as its readers write it (the other language's "other language" label). */
const languageName = (l: Lang) => siteLabels(l === 'tr' ? 'en' : 'tr').otherLanguage;

/** An anchor name for a page of a language in the single file: `tr-round-3`. */
const anchor = (lang: Lang, file: string) => `${lang}-${file.replace(/\.html$/, '')}`;

/**
 * The same site as one HTML file (the taskpane's download: no server, no folder to unpack; opened from the phone's
 * downloads or put on a club site as it is). Each page is a section with its own menu; links are anchors.
 */
export function assembleSingleFile(o: SiteShape): string {
  const last = o.lastRound;
  const sections: string[] = [];
  for (const lang of o.langs) {
    const link = (f: string) => `#${anchor(lang, f)}`;
    const other = o.langs.find((l) => l !== lang);
    const nav = o.menu(lang).map((m) => ({ ...m, href: link(m.file) }));
    for (const part of o.parts(lang, link)) {
      const navHtml = nav.map((m) => `<a href="${m.href}">${escapeText(m.text)}</a>`).join('')
        + (other ? `<a class="lang" href="#${anchor(other, part.file)}" hreflang="${other}">${escapeText(siteLabels(lang).otherLanguage)}</a>` : '');
      sections.push(`<section id="${anchor(lang, part.file)}" lang="${lang}"><nav>${navHtml}</nav>${part.body}</section>`);
    }
  }
  return renderFragment('site-layout', {
    title: o.title ?? 'Hakem', nav: [], single: true,
    generated: o.langs.map((l) => fill(siteLabels(l).generated, last)).join(' '),
    body: sections.join('\n'),
  }, o.langs[0]);
}

/** The individual event's site as one HTML file (assembleSingleFile). */
export function eventSiteSingleFile(t: Tournament, o: SiteOptions): string {
  return assembleSingleFile(individualShape(t, o));
}

/** The standings as `hakem standings` ranks them: the same default tie-breaks, edition and engine calls. */
export function siteStandings(t: Tournament, lang: Lang, requested: string[] | undefined, rules: RulesEdition | undefined, roundRobin: boolean): SiteStandings {
  const edition = chooseRules(rules, t.info.startDate);
  const options: TiebreakOptions = { rules: edition.rules };
  // the list the file states (TRF-2026 202 / 212), else the starting list, as `hakem standings` ranks it
  const stated = requested === undefined ? fileTiebreaks(t.otherLines ?? []) : undefined;
  if (stated?.unknown.length) throw new TiebreakError(`${unknownFileCodes(stated).en} with --tiebreaks`);
  const codes = (requested ?? stated?.codes ?? startingTiebreaks(roundRobin)).map((c) => parseTiebreakCode(c).code);
  const rows = rankPlayers(t, codes, options);
  // C.07 10: the unrated opponents left out of the rating averages are named, as `hakem standings` names them
  const leftOut = codes.some((c) => RATING_AVERAGE_CODES.test(c)) ? unratedOpponentsLeftOut(tiebreakContext(t, options), 'fide') : new Map<number, number[]>();
  const words = siteLabels(lang);
  const legend = [...leftOut].map(([no, opps]) => words.unratedLeftOut.replace('{no}', String(no)).replace('{opps}', opps.join(', ')));
  return {
    codes,
    rows: rows.map((r) => ({ rank: r.rank, no: r.no, name: r.name, score: formatValue(r.score), tiebreaks: codes.map((c) => formatValue(r.tiebreaks[c], isAverage(c))) })),
    rulesNote: `${words.tiebreakRules} ${edition.rules}: ${edition.reason[lang]}${stated ? `. ${lang === 'tr' ? 'Eşitlik bozmalar' : 'Tie-breaks'} ${fromFileText(stated)[lang]}` : ''}`,
    legend,
  };
}

export function escapeText(s: string): string {
  return s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}
