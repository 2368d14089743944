/**
 * Titled opponents (B.01 1.4.5): at least 50 % title-holders (CM and WCM are not: 1.4.5a), and at least a third,
 * with a minimum of 3, holding the norm's title or a higher one (1.4.5b–e: GM for a GM norm; GM or IM for an IM norm;
 * GM, IM or WGM for a WGM norm; GM, IM, WGM or WIM for a WIM norm). A minimum count is rounded up.
 * In a double round robin (1.4.5f as read here, see README) the count is of different opponents, half of them
 * rounded up, among at least 6 players.
 */
import { ARTICLE, NORM_TITLE_ARTICLE, NORM_TITLE_OPPONENTS, TITLE_HOLDERS, cite, normaliseTitle, type NormTitle } from './articles';
import type { NormGame, Requirement } from './types';

export const titleHoldersNeeded = (games: number): number => Math.ceil(games / 2);
export const normTitlesNeeded = (games: number): number => Math.max(3, Math.ceil(games / 3));

export function countTitled(games: readonly NormGame[], title: NormTitle): { holders: number; normTitles: number; unknown: number } {
  let holders = 0;
  let normTitles = 0;
  for (const g of games) {
    const t = normaliseTitle(g.title);
    if (t && TITLE_HOLDERS.has(t)) holders++;
    if (t && NORM_TITLE_OPPONENTS[title].has(t)) normTitles++;
  }
  return { holders, normTitles, unknown: 0 };
}

const NAMES: Record<NormTitle, { en: string; tr: string }> = {
  GM: { en: 'GMs', tr: 'GM' },
  IM: { en: 'GMs or IMs', tr: 'GM veya IM' },
  WGM: { en: 'GMs, IMs or WGMs', tr: 'GM, IM veya WGM' },
  WIM: { en: 'GMs, IMs, WGMs or WIMs', tr: 'GM, IM, WGM veya WIM' },
};

/**
 * 1.4.5a and 1.4.5b–e for `games`; `finalGames` is the number the norm will have (the minima grow with it), `remaining`
 * the rounds still to play.
 */
export function titledRequirements(games: readonly NormGame[], title: NormTitle, finalGames: number, remaining: number, doubleRoundRobin = false): Requirement[] {
  if (doubleRoundRobin) return doubleRoundRobinTitled(games, title);
  const { holders, normTitles } = countTitled(games, title);
  const needHolders = titleHoldersNeeded(finalGames);
  const needNorm = normTitlesNeeded(finalGames);
  const state = (have: number, need: number) => (have >= need ? 'met' : have + remaining >= need ? 'pending' : 'not-met');
  return [
    {
      key: 'titleHolders', article: cite(ARTICLE.titleHolders), state: state(holders, needHolders), value: holders, required: needHolders,
      text: { en: `${holders} title-holders (CM and WCM not counted); 50 % of ${finalGames}, i.e. ${needHolders}, needed`, tr: `${holders} unvanlı rakip (CM ve WCM sayılmaz); ${finalGames} oyunun %50'si, yani ${needHolders} gerekir` },
    },
    {
      key: 'normTitles', article: cite(NORM_TITLE_ARTICLE[title]), state: state(normTitles, needNorm), value: normTitles, required: needNorm,
      text: { en: `${normTitles} ${NAMES[title].en}; a third of ${finalGames}, at least 3, i.e. ${needNorm}, needed`, tr: `${normTitles} ${NAMES[title].tr}; ${finalGames} oyunun üçte biri, en az 3, yani ${needNorm} gerekir` },
    },
  ];
}

function doubleRoundRobinTitled(games: readonly NormGame[], title: NormTitle): Requirement[] {
  const opponents = new Map<number, string | undefined>();
  for (const g of games) opponents.set(g.opponent, normaliseTitle(g.title));
  const n = opponents.size;
  const holders = [...opponents.values()].filter((t) => t && TITLE_HOLDERS.has(t)).length;
  const normTitles = [...opponents.values()].filter((t) => t && NORM_TITLE_OPPONENTS[title].has(t)).length;
  const needHolders = Math.ceil(n / 2);
  const needNorm = Math.ceil(n / 2);
  const note = { en: ' (double round robin: different opponents counted, as README "1.4.5f" reads it)', tr: ' (çift devreli: farklı rakipler sayılır, README "1.4.5f" okuması)' };
  return [
    { key: 'titleHolders', article: cite(ARTICLE.titleHolders), state: holders >= needHolders ? 'met' : 'not-met', value: holders, required: needHolders, text: { en: `${holders} of ${n} opponents are title-holders, ${needHolders} needed${note.en}`, tr: `${n} rakipten ${holders} unvanlı, ${needHolders} gerekir${note.tr}` } },
    { key: 'normTitles', article: cite(`${NORM_TITLE_ARTICLE[title]}, 1.4.5f`), state: n >= 5 && normTitles >= needNorm ? 'met' : 'not-met', value: normTitles, required: needNorm, text: { en: `${normTitles} of ${n} opponents are ${NAMES[title].en}, half (${needNorm}) needed among at least 6 players${note.en}`, tr: `${n} rakipten ${normTitles} tanesi ${NAMES[title].tr}, yarısı (${needNorm}) gerekir, en az 6 oyuncu${note.tr}` } },
  ];
}
