/**
 * Title norm documents (FIDE B.01 1.8): the norm report of each player's norm, with the fields FIDE's IT1 form
 * ("Certificate of Title Result") asks for, and a tournament summary of the norms. Built from engine/norms; listed in
 * templates/documents.ts (NORM_DOCUMENTS).
 */
import type { Tournament } from '../engine/model/types';
import type { Lang } from '../engine/pairing/types';
import { titleNorms, type NormVerdict, type PlayerNorms, type TitleNormsReport } from '../engine/norms';
import { normaliseTitle } from '../engine/norms/articles';
import { halves } from '../engine/report/notation';
import { scoreHundredths } from '../engine/rating/tables';
import type { DocumentKind } from './documentKind';
import { registerTemplate, renderPage } from './render';
import normReport from './norm-report.hbs';
import normsSummary from './norms-summary.hbs';

registerTemplate('norm-report', normReport);
registerTemplate('norms-summary', normsSummary);

const L = {
  heading: { en: 'Title norm report', tr: 'Unvan normu raporu' },
  form: { en: 'FIDE IT1 — Certificate of Title Result (B.01 1.8)', tr: 'FIDE IT1 — Unvan Sonucu Belgesi (B.01 1.8)' },
  summary: { en: 'Title norms — tournament summary', tr: 'Unvan normları — yarışma özeti' },
  event: { en: 'Event', tr: 'Yarışma' },
  place: { en: 'Place', tr: 'Yer' },
  hostFederation: { en: 'Host federation', tr: 'Ev sahibi federasyon' },
  dates: { en: 'Dates', tr: 'Tarihler' },
  timeControl: { en: 'Time control', tr: 'Zaman temposu' },
  system: { en: 'System', tr: 'Sistem' },
  rounds: { en: 'Rounds', tr: 'Tur' },
  afterRound: { en: 'after round', tr: 'tur sonu' },
  participants: { en: 'Players', tr: 'Oyuncu' },
  rated: { en: 'rated', tr: 'reytingli' },
  federations: { en: 'federations', tr: 'federasyon' },
  titled: { en: 'GM / IM / WGM / WIM / FM / WFM', tr: 'GM / IM / WGM / WIM / FM / WFM' },
  chiefArbiter: { en: 'Chief arbiter', tr: 'Başhakem' },
  player: { en: 'Player', tr: 'Oyuncu' },
  name: { en: 'Name', tr: 'Adı Soyadı' },
  federation: { en: 'Federation', tr: 'Federasyon' },
  birth: { en: 'Date of birth', tr: 'Doğum tarihi' },
  titleHeld: { en: 'Title held', tr: 'Unvanı' },
  title: { en: 'Title', tr: 'Unvan' },
  rating: { en: 'Rating', tr: 'Reyting' },
  rank: { en: 'Score', tr: 'Puan' },
  normTitle: { en: 'Norm', tr: 'Norm' },
  opponents: { en: 'Opponents', tr: 'Rakipler' },
  round: { en: 'Round', tr: 'Tur' },
  counted: { en: 'Counted as (1.4.6)', tr: 'Sayılan (1.4.6)' },
  result: { en: 'Result', tr: 'Sonuç' },
  notCounted: { en: 'Rounds not counted', tr: 'Sayılmayan turlar' },
  games: { en: 'Games', tr: 'Oyun' },
  credited: { en: 'Counts as games (1.4.1c-d, 1.7)', tr: 'Sayılan oyun (1.4.1c-d, 1.7)' },
  points: { en: 'Points', tr: 'Puan' },
  percent: { en: 'Score %', tr: 'Yüzde' },
  average: { en: 'Average rating of opponents', tr: 'Rakiplerin reyting ortalaması' },
  performance: { en: 'Performance', tr: 'Performans' },
  titledOpponents: { en: 'Title-holders (1.4.5a)', tr: 'Unvanlı rakip (1.4.5a)' },
  normTitled: { en: 'Of the norm\'s title or higher (1.4.5b-e)', tr: 'Normun unvanı veya üstü (1.4.5b-e)' },
  foreign: { en: 'Opponents of other federations', tr: 'Başka federasyondan rakip' },
  opponentFederations: { en: 'Their federations', tr: 'Federasyonları' },
  requirements: { en: 'Requirements (B.01 1.4)', tr: 'Koşullar (B.01 1.4)' },
  article: { en: 'Article', tr: 'Madde' },
  requirement: { en: 'Requirement', tr: 'Koşul' },
  state: { en: 'State', tr: 'Durum' },
  remarks: { en: 'Remarks', tr: 'Açıklama' },
  signature: { en: 'Chief arbiter (signature)', tr: 'Başhakem (imza)' },
  countersign: { en: 'Rating officer / federation president (countersignature)', tr: 'Reyting sorumlusu / federasyon başkanı (onay)' },
  date: { en: 'Date', tr: 'Tarih' },
  none: { en: 'No norm has been achieved.', tr: 'Norm elde edilmedi.' },
} as const;

const STATE = {
  met: { en: 'met', tr: 'tamam' }, 'not-met': { en: 'not met', tr: 'yok' }, pending: { en: 'pending', tr: 'beklemede' },
  exempt: { en: 'exempt', tr: 'muaf' }, unknown: { en: 'unknown', tr: 'bilinmiyor' },
} as const;

const labels = (lang: Lang) => Object.fromEntries(Object.entries(L).map(([k, v]) => [k, v[lang]]));

function eventModel(t: Tournament, r: TitleNormsReport) {
  const feds = new Set(t.players.map((p) => p.federation?.toUpperCase()).filter((f): f is string => !!f && f !== 'FID'));
  const titled = ['GM', 'IM', 'WGM', 'WIM', 'FM', 'WFM'].map((x) => `${t.players.filter((p) => normaliseTitle(p.title) === x).length}`).join(' / ');
  return {
    name: t.info.name ?? '', city: t.info.city ?? '', federation: t.info.federation ?? '', startDate: t.info.startDate ?? '', endDate: t.info.endDate ?? '',
    timeControl: t.info.timeControl ?? '', chiefArbiter: t.info.chiefArbiter ?? '', system: t.info.type ?? r.system, rounds: r.totalRounds ?? '',
    players: t.players.length, rated: t.players.filter((p) => (p.rating ?? 0) > 0).length, federations: feds.size, titled,
  };
}

function reportModel(t: Tournament, p: PlayerNorms, v: NormVerdict, lang: Lang) {
  const player = t.players.find((x) => x.no === p.no)!;
  const counted = new Set(v.rounds);
  const games = p.games.filter((g) => counted.has(g.round));
  const byNo = new Map(t.players.map((x) => [x.no, x]));
  const raised = v.raised;
  const opponents = games.map((g) => ({
    round: g.round, name: g.name, title: g.title ?? '', federation: g.federation ?? '', fideId: byNo.get(g.opponent)?.fideId ?? '',
    rating: g.rating ?? (lang === 'en' ? 'unrated' : 'reytingsiz'),
    counted: raised && raised.round === g.round ? raised.to : g.rating ?? 1400,
    result: halves(g.points),
  }));
  const left = [...p.unplayed.map((u) => `${u.round} (${u.kind})`), ...(v.dropped ?? []).map((d) => `${d.round} (${d.article})`)].join(', ');
  const own = p.federation;
  const fedSet = [...new Set(games.map((g) => g.federation).filter((f): f is string => !!f))];
  const req = (key: string) => v.requirements.find((q) => q.key === key);
  return {
    title: v.title,
    player: { name: p.name, fideId: player.fideId ?? '', federation: p.federation ?? '', birth: player.birth ?? '', title: player.title ?? '', rating: p.rating ?? '', rank: halves(p.points) },
    opponents, left, games: v.games, credited: v.credited ?? v.games, points: halves(v.points), percent: v.games ? `${scoreHundredths(v.points, v.games)} %` : '',
    average: v.averageRating ?? '', performance: v.performance ?? '', titleHolders: req('titleHolders')?.value ?? '', normTitles: req('normTitles')?.value ?? '',
    foreign: games.filter((g) => g.federation && g.federation !== own && g.federation !== 'FID').length, federations: fedSet.join(', '),
    requirements: v.requirements.map((q) => ({ article: q.article, text: q.text[lang], state: STATE[q.state][lang] })),
    notes: v.notes.map((n) => n[lang]),
  };
}

export const NORM_DOCUMENTS: DocumentKind[] = [
  {
    name: 'norm-report',
    description: { en: 'Title norm report (FIDE IT1 fields) of each norm achieved, B.01; --player N for one player, --round N after round N', tr: 'Elde edilen her norm için unvan normu raporu (FIDE IT1 alanları), B.01; --player N tek oyuncu' },
    render: (t, o) => {
      const lang = o.lang ?? 'tr';
      const r = titleNorms(t, o.round !== undefined ? { afterRound: o.round } : {});
      const reports = r.players.filter((p) => o.player === undefined || p.no === o.player)
        .flatMap((p) => p.norms.filter((v) => v.achieved && !v.alreadyHeld).map((v) => reportModel(t, p, v, lang)));
      return renderPage('norm-report', { title: `${L.heading[lang]} — ${t.info.name ?? ''}`, reports, event: eventModel(t, r), edition: r.edition[lang], l: labels(lang) }, lang);
    },
  },
  {
    name: 'norms-summary',
    description: { en: 'Title norms of the event: every norm achieved (and, before the last round, in reach), B.01', tr: 'Yarışmanın unvan normları: elde edilen (son turdan önce, ulaşılabilir) her norm, B.01' },
    render: (t, o) => {
      const lang = o.lang ?? 'tr';
      const r = titleNorms(t, o.round !== undefined ? { afterRound: o.round } : {});
      const rows = r.players.flatMap((p) => p.norms.filter((v) => (v.achieved || v.inReach) && !v.alreadyHeld).map((v) => {
        const player = t.players.find((x) => x.no === p.no)!;
        return {
          no: p.no, name: p.name, fideId: player.fideId ?? '', federation: p.federation ?? '', title: player.title ?? '', rating: p.rating ?? '', norm: v.title,
          state: v.achieved ? (lang === 'en' ? 'achieved' : 'elde edildi') : (lang === 'en' ? 'in reach' : 'ulaşılabilir'),
          games: v.credited !== undefined && v.credited !== v.games ? `${v.games} (${v.credited})` : v.games, points: halves(v.points), average: v.averageRating ?? '', performance: v.performance ?? '',
          remarks: [...v.notes.map((n) => n[lang]), ...(v.need && !v.achieved ? [v.need.text[lang]] : [])].join('; '),
        };
      }));
      return renderPage('norms-summary', { title: `${L.summary[lang]} — ${t.info.name ?? ''}`, rows, event: eventModel(t, r), afterRound: r.afterRound, edition: r.edition[lang], notes: r.notes.map((n) => n[lang]), l: labels(lang) }, lang);
    },
  },
];
