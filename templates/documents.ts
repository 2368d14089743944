/**
 * The documents Hakem prints, by name: each builds its view model from the tournament (engine/report)
 * and renders one template. The CLI's `hakem render` and the taskpane's Print button both come here.
 */
import type { Tournament } from '../engine/model/types';
import type { Lang, Text } from '../engine/pairing/types';
import { swissCrosstable, roundRobinCrosstable } from '../engine/report/crosstable';
import { pairingList } from '../engine/report/pairingList';
import { pairingCard } from '../engine/report/pairingCard';
import { renderFragment, renderPage } from './render';
import { TIEBREAK_DOCUMENTS } from './tiebreakDocuments';
import { strings } from './strings';
import { pairingSystem } from '../engine/pairing/registry';
import { scoreGroupWorksheets } from '../engine/report/scoreGroups';
import { aroList } from '../engine/pairing/dubov/index';
import { halves } from '../engine/report/notation';
import type { DocumentKind, DocumentOptions } from './documentKind';
import { chooseRules } from '../engine/tiebreak/edition';
import { isTeamTrf, readTeamEvent } from '../engine/trf/team';
import { renderMatchCards } from './matchCards';
import { NORM_DOCUMENTS } from './normDocuments';
import { InputError } from '../engine/trf/errors';

const escapeText = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

export type { DocumentKind, DocumentOptions } from './documentKind';

const roundNumbers = (t: Tournament) => t.rounds.map((r) => r.number);
const lastPaired = (t: Tournament) => [...t.rounds].reverse().find((r) => r.games.length > 0)?.number;

const DOCUMENTS: DocumentKind[] = [
  {
    name: 'crosstable',
    description: { en: 'Swiss crosstable in the federation format (TSF UKD procedure 9.A)', tr: 'İsviçre sistemi yarışma çizelgesi (UKD prosedürü 9.A)' },
    render: (t, o) => renderPage('crosstable-swiss', { ...swissCrosstable(t, { ranks: o.ranks }), roundNumbers: roundNumbers(t) }, o.lang),
  },
  {
    name: 'crosstable-colours',
    description: { en: 'Swiss crosstable with colours (as the documents\' Tablo 1)', tr: 'Renkli yarışma çizelgesi (Tablo 1 gibi)' },
    render: (t, o) => renderPage('crosstable-swiss', { ...swissCrosstable(t, { ranks: o.ranks, colours: true }), roundNumbers: roundNumbers(t) }, o.lang),
  },
  {
    name: 'crosstable-round-robin',
    description: { en: 'Round-robin cross table (9.B)', tr: 'Döner yarışma çapraz çizelgesi (9.B)' },
    render: (t, o) => renderPage('crosstable-round-robin', roundRobinCrosstable(t, { ranks: o.ranks }), o.lang),
  },
  {
    name: 'crosstable-team',
    description: { en: 'Team event sheet of every player (9.C); the team is the player\'s club', tr: 'Takım yarışması çarşaf çizelgesi (9.C)' },
    render: (t, o) => renderPage('crosstable-swiss', { ...swissCrosstable(t, { ranks: o.ranks }), roundNumbers: roundNumbers(t), team: true }, o.lang),
  },
  {
    name: 'pairing-list',
    description: { en: 'A round\'s pairing list (Board / White / Result / Black)', tr: 'Tur eşlendirme listesi (Masa / Beyaz / Sonuç / Siyah)' },
    render: (t, o) => {
      const round = o.round ?? lastPaired(t);
      if (round === undefined) throw new InputError('no round has been paired yet');
      return renderPage('pairing-list', pairingList(t, round), o.lang);
    },
  },
  {
    name: 'pairing-card',
    description: { en: 'Pairing cards with the tie-break working (Med., Sol., Ber.); --player N for one', tr: 'Eşlendirme kartları (Med., Sol., Ber. ile); tek oyuncu için --player N' },
    render: (t, o) => {
      const players = o.player !== undefined ? [o.player] : t.players.map((p) => p.no);
      const lang = o.lang ?? 'tr';
      // The cards' Sol. and Ber. follow the edition in force on the start date unless one is named, and say which.
      const edition = chooseRules(o.rules, t.info.startDate);
      const cards = players.map((no) => renderFragment('pairing-card', pairingCard(t, no, { lang, rank: o.ranks?.get(no), rules: edition.rules }), lang)).join('\n');
      const note = `<p class="rules">${escapeText(`${lang === 'tr' ? 'Eşitlik bozma kuralları' : 'Tie-break rules'} ${edition.rules}: ${edition.reason[lang]}`)}</p>`;
      return renderPage('raw', { title: t.info.name ?? 'Eşlendirme kartları', html: note + cards }, lang);
    },
  },
  {
    name: 'score-groups',
    description: { en: 'Score-group worksheets of the next round: players, colours, x, p, S1/S2, every move tried (--system)', tr: 'Sonraki turun puan grubu çalışma kağıtları: x, p, S1/S2, denenen her adım (--system)' },
    render: (t, o) => {
      const lang = o.lang ?? 'tr';
      const id = o.system ?? 'dutch-2009';
      const system = pairingSystem(id);
      if (!system) throw new InputError(`unknown pairing system "${id}"`);
      const outcome = system.pair(t);
      const heading = `${strings(lang).worksheets} — ${strings(lang).round} ${outcome.explanation.round} (${id})`;
      const sheets = scoreGroupWorksheets(outcome.explanation, lang);
      const tail = outcome.ok ? '' : `<p class="note">${outcome.reason[lang]}</p>`;
      return renderPage('raw', { title: heading, html: renderFragment('score-groups', { heading, sheets }, lang) + tail }, lang);
    },
  },
  {
    name: 'match-cards',
    description: { en: 'Match cards of a team event\'s round (C.04.6): teams, boards, players, colours by 352, result boxes; --round N', tr: 'Takım yarışması turunun maç kartları (C.04.6): takımlar, masalar, oyuncular, 352 renkleri, sonuç kutuları; --round N' },
    render: (t, o) => {
      if (!isTeamTrf(t)) throw new InputError('match cards are printed from a TRF-2026 team file (310 records)');
      const e = readTeamEvent(t);
      const round = o.round ?? [...e.rounds].reverse().find((r) => r.matches.length > 0)?.number;
      if (round === undefined) throw new InputError('no round has been paired yet');
      return renderMatchCards(e, t.players, { round, lang: o.lang, ...(t.info.name ? { title: t.info.name } : {}) });
    },
  },
  ...TIEBREAK_DOCUMENTS,
  ...NORM_DOCUMENTS,
  {
    name: 'aro-list',
    description: { en: 'Dubov: the ARO list published after each round (Dubov 9); --round N for after round N', tr: 'Dubov: her turdan sonra yayımlanan ARO listesi (Dubov 9)' },
    render: (t, o) => {
      const lang = o.lang ?? 'tr';
      const after = o.round ?? t.rounds.filter((r) => r.games.length > 0).length;
      const heading = lang === 'tr' ? `ARO listesi — ${after}. tur sonunda` : `ARO list after round ${after}`;
      const entries = aroList(t, after).map((e) => ({ no: e.no, name: e.name, rating: e.rating, score: halves(e.score), aro: e.aroRounded, games: e.gamesCounted }));
      const note = lang === 'tr'
        ? 'ARO: oynanan oyunlardaki rakiplerin kuvvet puanı ortalaması; tur atlamalar ve oynanmayan oyunlar sayılmaz. Sıra: puan, sonra ARO (artan), sonra rating.'
        : 'ARO: average rating of the opponents met over the board; byes and unplayed games are left out. Order: score, then ARO ascending, then rating.';
      return renderPage('aro-list', { title: heading, heading, entries, note, gamesLabel: lang === 'tr' ? 'Oyun' : 'Games' }, lang);
    },
  },
];

export function documentKinds(): DocumentKind[] {
  return [...DOCUMENTS];
}

/** Adds a document kind (modules that need other engine parts register theirs). */
export function registerDocument(kind: DocumentKind): void {
  const i = DOCUMENTS.findIndex((d) => d.name === kind.name);
  if (i >= 0) DOCUMENTS[i] = kind;
  else DOCUMENTS.push(kind);
}

export function renderDocument(name: string, t: Tournament, o: DocumentOptions = {}): string {
  const kind = DOCUMENTS.find((d) => d.name === name);
  if (!kind) throw new Error(`unknown document "${name}"; known: ${DOCUMENTS.map((d) => d.name).join(', ')}`);
  return kind.render(t, { lang: 'tr', ...o });
}
