/**
 * The Norms sheet: after the rounds with every result in, each title norm (FIDE B.01 1.4) achieved or in reach, the
 * articles that decide it, and what the player needs from the remaining rounds; rewritten with the Standings
 * (layout.ts derivedSheets). Values only, from engine/norms: the sheet is read by the arbiter, never by Hakem.
 *
 * Written only for an event where a norm is possible at all: at least 7 rounds (B.01 1.4.1: 9 games, 7 in the events
 * 1.4.1b names), at least 3 players holding GM, IM, WGM or WIM (1.4.5b–e: at least 3 opponents of the norm's title)
 * and players of at least 3 federations (1.4.3: two besides the player's; the workbook names none of the exceptions
 * 1.4.3a–c, and 1.4.3d asks for three foreign federations).
 */
import { titleNorms, type NormOptions } from '../../engine/norms';
import { normaliseTitle } from '../../engine/norms/articles';
import { halves } from '../../engine/report/notation';
import type { Cell, SheetContent } from '../host/types';
import type { Need } from '../../engine/norms';
import { completeRounds } from './crosstable';
import type { Tournament } from '../../engine/model/types';
import type { Settings } from './settings';

/** What the sheet reads of the workbook's state (layout.ts WorkbookState has it). */
export interface NormsInput {
  tournament: Tournament;
  settings: Pick<Settings, 'language' | 'system'>;
  /** Figures a Players row lacks (rating, title, federation), from the imported FIDE list; each use is said on the sheet. */
  ratingList?: { name: string; lookup: NonNullable<NormOptions['ratingList']> };
}

export const NORMS_SHEET = 'Norms';

export const NORM_COLUMNS = ['No / Sıra', 'Name / Ad', 'Title / Unvan', 'Fed', 'Rating', 'Pts / Puan', 'Norm', 'State / Durum', 'Games / Oyun', 'Ra', 'Rp', 'Needed (pts: avg) / Gereken', 'Articles / Maddeler'];

/** Whether the event can give a norm at all (see above). */
export function normsPossible(state: NormsInput): boolean {
  const t = state.tournament;
  const rounds = t.totalRounds ?? t.rounds.length;
  const listed = (p: Tournament['players'][number]) => (!p.title || !p.federation ? state.ratingList?.lookup(p) : undefined);
  const titled = t.players.filter((p) => ['GM', 'IM', 'WGM', 'WIM'].includes(normaliseTitle(p.title || listed(p)?.title) ?? '')).length;
  const federations = new Set(t.players.map((p) => (p.federation || listed(p)?.federation)?.trim().toUpperCase()).filter((f) => f && f !== 'FID')).size;
  return rounds >= 7 && titled >= 3 && federations >= 3 && state.settings.system !== 'double-swiss' && state.settings.system !== 'team-swiss';
}

/** The Norms sheet, or nothing when no norm is possible in the event. */
export function normsSheets(state: NormsInput): SheetContent[] {
  if (!normsPossible(state)) return [];
  const t = state.tournament;
  const lang = state.settings.language;
  const k = completeRounds(t);
  const rows: Cell[][] = [[...NORM_COLUMNS]];
  if (k === 0) {
    rows.push([null, lang === 'tr' ? 'Henüz sonucu tam tur yok.' : 'No round has all its results yet.']);
    return [{ name: NORMS_SHEET, rows, header: true }];
  }
  const report = titleNorms(t, { afterRound: k, ...(state.ratingList ? { ratingList: state.ratingList.lookup } : {}) });
  for (const p of report.players) {
    for (const v of p.norms) {
      if (v.alreadyHeld || !(v.achieved || v.inReach)) continue;
      const state = v.achieved ? (lang === 'tr' ? 'norm var' : 'achieved') : lang === 'tr' ? 'ulaşılabilir' : 'in reach';
      const open = v.requirements.filter((q) => q.state !== 'met' && q.state !== 'exempt').map((q) => q.article.replace('B.01 ', ''));
      const articles = v.achieved ? v.requirements.map((q) => q.article.replace('B.01 ', '')).filter((a, i, xs) => xs.indexOf(a) === i).join(', ') : `${lang === 'tr' ? 'bekleyen' : 'pending'}: ${open.join(', ')}`;
      const needed = v.need ? neededCell(v.need, v.title, lang) : [...v.notes.map((n) => n[lang])].join('; ');
      rows.push([p.no, p.name, p.title ?? '', p.federation ?? '', p.rating ?? '', halves(p.points), v.title, state, v.credited !== undefined && v.credited !== v.games ? `${v.games} (${v.credited})` : v.games, v.averageRating ?? '', v.performance ?? '', needed, articles]);
    }
  }
  if (rows.length === 1) rows.push([null, lang === 'tr' ? 'Normu olan ya da normu ulaşılabilir oyuncu yok.' : 'No player has a norm or one in reach.']);
  // the notes go in the wide "Needed" column, so that the narrow columns stay narrow
  const note = (text: string): Cell[] => [...Array<Cell>(11).fill(null), text];
  rows.push([]);
  rows.push(note(`${report.edition[lang]} — ${lang === 'tr' ? `${k}. tur sonunda` : `after round ${k}`}${report.totalRounds ? ` / ${report.totalRounds}` : ''}`));
  for (const n of report.notes) rows.push(note(n[lang]));
  rows.push(note(lang === 'tr'
    ? 'Gereken: kalan turlardaki her puan için o rakiplerin en düşük reyting ortalaması (B.01 1.4.7–1.4.9); her tur oynanırsa ve kalan rakipler normun tabanının altında değilse.'
    : 'Needed: for each score in the remaining rounds, the least average rating of those opponents (B.01 1.4.7–1.4.9), if every round is played and no remaining opponent is below the norm\'s floor.'));
  const list = state.ratingList?.name;
  rows.push(note(lang === 'tr'
    ? `Rakiplerin unvanı, federasyonu ve reytingi Players sayfasındandır${list ? `; sayfada olmayanlar FIDE reyting listesinden (${list}, FIDE ID ile)` : ''}.`
    : `The opponents' titles, federations and ratings are the Players sheet's${list ? `; where a row lacks one, the FIDE rating list's (${list}, by FIDE ID)` : ''}.`));
  return [{ name: NORMS_SHEET, rows, header: true, textColumns: [5] }];
}

/** "2: ≥ 1586; 1½: ≥ 1771; …" and what else is missing (1.4.5, 1.4.3), short enough for a cell. */
function neededCell(need: Need, title: string, lang: 'en' | 'tr'): string {
  // at or below 1400 (the lowest FIDE rating, an unrated opponent's figure, 1.4.6d) any opponent will do
  const any = lang === 'tr' ? 'herkes' : 'any';
  const options = need.options.map((o) => `${halves(o.points)}: ${o.averageRating === null ? '—' : o.averageRating <= 1400 ? any : `≥ ${o.averageRating}`}`).join('; ');
  const more: string[] = [];
  if (need.titleHolders) more.push(lang === 'tr' ? `+${need.titleHolders} unvanlı (1.4.5a)` : `+${need.titleHolders} title-holders (1.4.5a)`);
  if (need.normTitles) more.push(lang === 'tr' ? `+${need.normTitles} ${title} veya üstü (1.4.5)` : `+${need.normTitles} ${title} or higher (1.4.5)`);
  if (need.federations) more.push(lang === 'tr' ? `+${need.federations} federasyon (1.4.3)` : `+${need.federations} federations (1.4.3)`);
  return more.length ? `${options}; ${more.join(', ')}` : options;
}
