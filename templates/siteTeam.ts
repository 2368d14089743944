/**
 * A team event's public site (`hakem publish TEAMS.trf`): the same shape as an individual event's (templates/site.ts:
 * a home page, one page per paired round, the standings, one page per team), the round pages giving each match with
 * its boards and the teams' pages their line-up and results round by round. Pure: pages come back as paths and HTML.
 * Every figure is the engine's: the matches' scores from engine/model/team.ts (C.04.6 1.2, 1.4), the standings from
 * teamSwissStandings exactly as `hakem standings` ranks a team file. There is no team crosstable: the engine has
 * none for a team file, and each team's page gives what its row would.
 */
import type { Tournament } from '../engine/model/types';
import type { Lang } from '../engine/pairing/types';
import type { RulesEdition } from '../engine/tiebreak/types';
import { matchScore, teamResults, type TeamEvent, type TeamResult } from '../engine/model/team';
import { matchCards } from '../engine/report/matchCards';
import { playerBoardRecords } from '../engine/report/teamPlayers';
import { formatValue } from '../engine/report/tiebreakValue';
import { teamSwissStandings, teamTiebreakColumns, TEAM_SWISS_DEFAULT_TIEBREAKS } from '../engine/pairing/team-swiss/standings';
import { registerTemplate, renderFragment } from './render';
import { siteLabels, strings } from './strings';
import { assembleSingleFile, assembleSite, fill, sitePaths, type SiteMenuItem, type SitePage, type SitePart, type SiteShape } from './site';
import siteTeamRound from './site-team-round.hbs';
import siteTeamStandings from './site-team-standings.hbs';
import siteTeams from './site-teams.hbs';
import siteTeamPage from './site-team.hbs';

registerTemplate('site-team-round', siteTeamRound);
registerTemplate('site-team-standings', siteTeamStandings);
registerTemplate('site-teams', siteTeams);
registerTemplate('site-team', siteTeamPage);

/** One language's team standings, as `hakem standings TEAMS.trf` ranks them, formatted. */
export interface TeamSiteStandings {
  /** The tie-break columns after MP and GP. */
  codes: string[];
  rows: Array<{ rank: number; no: number; name: string; mp: string; gp: string; tiebreaks: string[] }>;
  /** What the engine says under its table: the edition of the C.07 codes, the byes, what was assumed, the order. */
  notes: string[];
}

export interface TeamSiteOptions {
  langs: Lang[];
  standings: Record<Lang, TeamSiteStandings>;
}

/** The team pages' file names (the home page, the rounds and the standings are named as for an individual event). */
export const teamSitePaths = {
  teams: 'teams.html',
  team: (no: number) => `team-${no}.html`,
};

/**
 * The standings by the same engine call as `hakem standings TEAMS.trf`: its default tie-breaks (OKM, TSB) unless
 * others are asked for, the C.07 edition `rules` or the one in force on the start date (042). Over the rounds whose
 * every match has its result, as the heading says ("after round N") and the taskpane's Standings sheet counts: a
 * round just paired gives its PAB nothing yet.
 */
export function teamSiteStandings(e: TeamEvent, lang: Lang, requested: string[] | undefined, rules: RulesEdition | undefined, startDate: string | undefined): TeamSiteStandings {
  const codes = requested ?? [...TEAM_SWISS_DEFAULT_TIEBREAKS];
  const finished = finishedTeamRounds(e);
  const r = teamSwissStandings({ ...e, rounds: e.rounds.filter((x) => x.number <= finished) }, codes, { rules, startDate });
  const columns = teamTiebreakColumns(codes);
  return {
    codes: columns,
    rows: r.rows.map((x) => ({ rank: x.rank, no: x.no, name: x.name, mp: formatValue(x.mp), gp: formatValue(x.gp), tiebreaks: columns.map((c) => formatValue(x.tiebreaks[c])) })),
    notes: r.notes.map((n) => n[lang]),
  };
}

/** The rounds published: those with matches on the boards, in order. */
export function publishedTeamRounds(e: TeamEvent): number[] {
  return e.rounds.filter((r) => r.matches.length > 0).map((r) => r.number).sort((a, b) => a - b);
}

/** The last round up to which every match has its result (0: none): the standings are "after" it. */
export function finishedTeamRounds(e: TeamEvent): number {
  let n = 0;
  for (const r of [...e.rounds].sort((a, b) => a.number - b.number)) {
    if (r.matches.length === 0 || r.matches.some((m) => matchScore(m, e.settings).mp === undefined)) break;
    n = r.number;
  }
  return n;
}

const colourText = (c: 'W' | 'B' | '' | 'w' | 'b' | undefined, lang: Lang) => {
  const s = siteLabels(lang);
  return c === 'W' || c === 'w' ? s.whiteShort : c === 'B' || c === 'b' ? s.blackShort : '';
};

/** "2½ : 1½", blank while a board has no result. */
const pair = (x: [number, number] | undefined) => (x ? `${formatValue(x[0])} : ${formatValue(x[1])}` : '');

/** A round's matches, in the order of the published list (engine/report/matchCards.ts), with their scores. */
function roundModel(t: Tournament, e: TeamEvent, round: number, lang: Lang, link: (file: string) => string, results: Map<number, TeamResult[]>) {
  const s = siteLabels(lang);
  const cards = matchCards(e, t.players, round, lang);
  const r = e.rounds.find((x) => x.number === round)!;
  const team = (no: number) => ({ no, name: e.teams.find((x) => x.no === no)?.name ?? '', href: link(teamSitePaths.team(no)) });
  const side = (p: { no: number; name: string; colour: 'W' | 'B' | '' }) => ({ no: p.no || '', name: p.no ? p.name : s.emptyBoard, colour: colourText(p.colour, lang) });
  const matches = cards.cards.map((c) => {
    const m = r.matches.find((x) => x.white === c.white.no && x.black === c.black.no)!;
    const { gp, mp } = matchScore(m, e.settings);
    return {
      heading: fill(s.matchN, c.match), white: team(c.white.no), black: team(c.black.no),
      boards: c.boards.map((b) => ({ board: b.board, white: side(b.white), black: side(b.black), result: b.result })),
      gp: pair(gp), mp: pair(mp), forfeit: !!m.forfeit,
    };
  });
  // the PAB and byes, with what they are worth (the 320 and 362 scales, engine/model/team.ts)
  const unpaired = r.unpaired.filter((u) => !u.announced).map((u) => {
    const x = results.get(u.team)?.find((y) => y.round === round);
    return { ...team(u.team), text: cards.unpaired.find((y) => y.no === u.team)?.text ?? u.code, mp: formatValue(x?.mp ?? 0), gp: formatValue(x?.gp ?? 0) };
  });
  return { matches, unpaired };
}

/** A language's pages. */
function teamParts(t: Tournament, e: TeamEvent, o: TeamSiteOptions, lang: Lang, link: (file: string) => string): SitePart[] {
  const parts: SitePart[] = [];
  const s = siteLabels(lang);
  const rounds = publishedTeamRounds(e);
  const last = finishedTeamRounds(e);
  const st = o.standings[lang];
  const title = t.info.name ?? s.home;
  const withEvent = (x: string) => (t.info.name ? `${t.info.name} — ${x}` : x);
  const page = (file: string, pageTitle: string, body: string) => parts.push({ file, title: pageTitle, body });
  const results = teamResults(e);
  const teamName = (no: number) => e.teams.find((x) => x.no === no)?.name ?? String(no);

  const meta = [t.info.city, [t.info.startDate, t.info.endDate].filter(Boolean).join(' – '), t.info.chiefArbiter ? `${strings(lang).chiefArbiter}: ${t.info.chiefArbiter}` : undefined]
    .filter((x) => x).join(' · ');
  page(sitePaths.index, title, renderFragment('site-index', {
    title, meta, s: { ...s, pairings: s.matches },
    rounds: rounds.map((n) => ({ href: link(sitePaths.round(n)), text: fill(s.roundN, n) })),
    documents: [
      { href: link(sitePaths.standings), text: last ? fill(s.standingsAfter, last) : s.standings },
      { href: link(teamSitePaths.teams), text: s.teams },
    ],
  }, lang));

  const models = new Map(rounds.map((n) => [n, roundModel(t, e, n, lang, link, results)]));
  for (const n of rounds) {
    page(sitePaths.round(n), withEvent(fill(s.roundN, n)), renderFragment('site-team-round', { title: t.info.name, heading: fill(s.roundN, n), s, ...models.get(n)! }, lang));
  }

  page(sitePaths.standings, withEvent(s.standings), renderFragment('site-team-standings', {
    title: t.info.name, heading: last ? fill(s.standingsAfter, last) : s.standings, s, codes: st.codes,
    rows: st.rows.map((r) => ({ ...r, href: link(teamSitePaths.team(r.no)) })), notes: [...st.notes, s.mpGpLegend],
  }, lang));

  const teams = [...e.teams].sort((a, b) => a.no - b.no);
  page(teamSitePaths.teams, withEvent(s.teams), renderFragment('site-teams', {
    title: t.info.name, s, teams: teams.map((x) => ({ no: x.no, name: x.name, href: link(teamSitePaths.team(x.no)) })),
  }, lang));

  const players = new Map(t.players.map((p) => [p.no, p]));
  const rows = new Map(st.rows.map((r) => [r.no, r]));
  const records = playerBoardRecords(e);
  for (const x of teams) {
    const row = rows.get(x.no);
    const own = results.get(x.no) ?? [];
    const lineUp = x.players.map((no, i) => ({
      board: i + 1, no, name: players.get(no)?.name ?? '', rating: players.get(no)?.rating || '',
      played: records.get(no)?.played ?? 0, points: formatValue(records.get(no)?.points ?? 0),
    }));
    const played = own.map((res) => {
      if (res.opponent === undefined) {
        const u = models.get(res.round)?.unpaired.find((y) => y.no === x.no);
        return { round: res.round, text: u?.text ?? res.code, mp: formatValue(res.mp ?? 0), gp: formatValue(res.gp ?? 0) };
      }
      const theirs = results.get(res.opponent)?.find((y) => y.round === res.round);
      return {
        round: res.round, opponent: { no: res.opponent, name: teamName(res.opponent), href: link(teamSitePaths.team(res.opponent)) },
        colour: colourText(res.colour, lang), gp: res.gp !== undefined && theirs?.gp !== undefined ? pair([res.gp, theirs.gp]) : '',
        mp: res.mp !== undefined ? formatValue(res.mp) : '', forfeit: !!res.forfeit,
      };
    });
    const heading = withEvent(`${x.no}. ${x.name}`);
    page(teamSitePaths.team(x.no), heading, renderFragment('site-team', {
      heading, s, rank: row ? fill(s.teamRank, row.rank) : '', mp: row?.mp, gp: row?.gp, lineUp, played,
      total: last ? fill(s.standingsAfter, last) : s.total,
      standingsHref: link(sitePaths.standings), notes: [s.mpGpLegend],
    }, lang));
  }
  return parts;
}

/** The menu of a language's pages (home, each round, standings, teams). */
function teamMenu(e: TeamEvent, lang: Lang): SiteMenuItem[] {
  const s = siteLabels(lang);
  return [
    { file: sitePaths.index, text: s.home },
    ...publishedTeamRounds(e).map((n) => ({ file: sitePaths.round(n), text: fill(s.roundN, n) })),
    { file: sitePaths.standings, text: s.standings },
    { file: teamSitePaths.teams, text: s.teams },
  ];
}

const teamShape = (t: Tournament, e: TeamEvent, o: TeamSiteOptions): SiteShape => ({
  langs: o.langs, title: t.info.name, lastRound: publishedTeamRounds(e).at(-1) ?? 0,
  parts: (lang, link) => teamParts(t, e, o, lang, link),
  menu: (lang) => teamMenu(e, lang),
});

/** The team event's site as files (one folder per language when there are two), as `hakem publish` writes it. */
export function teamEventSite(t: Tournament, e: TeamEvent, o: TeamSiteOptions): SitePage[] {
  return assembleSite(teamShape(t, e, o));
}

/** The same site as one HTML file (the taskpane's download). */
export function teamEventSiteSingleFile(t: Tournament, e: TeamEvent, o: TeamSiteOptions): string {
  return assembleSingleFile(teamShape(t, e, o));
}
