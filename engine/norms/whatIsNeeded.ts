/**
 * "What do I need from the last rounds?" For a player with `remaining` rounds to play: for each score he could make in
 * them, the least average rating of those remaining opponents that gives the norm (B.01 1.4.7 – 1.4.9), and how many
 * more title-holders (1.4.5a), opponents of the norm's title (1.4.5b–e) and federations (1.4.3) he still needs.
 *
 * Assumed, and said in the answer: every remaining round is a game played over the board (a bye or a forfeit is one
 * game fewer, 1.4.2c), and no remaining opponent is rated below the norm's floor (the one raise of 1.4.6c stays on the
 * lowest opponent met so far).
 */
import { NORM_TITLE_ARTICLE, UNRATED_RATING, cite, type NormTitle } from './articles';
import { adjustedRatings } from './ratingFloor';
import { averageNeeded } from './performance';
import { countTitled, normTitlesNeeded, titleHoldersNeeded } from './titledOpponents';
import { federationCounts } from './federations';
import type { Need, NeedOption, NormGame } from './types';
import { halves } from '../report/notation';

export interface NeedInput {
  title: NormTitle;
  games: readonly NormGame[];
  /** Points in the games counted. */
  points: number;
  remaining: number;
  /** The player's federation (1.4.3), or undefined; `federationsExempt` when an exception lifts 1.4.3. */
  federation?: string;
  federationsExempt: boolean;
}

export function whatIsNeeded(input: NeedInput): Need {
  const { title, games, points, remaining: m } = input;
  const n = games.length + m;
  const { ratings } = adjustedRatings(games, title);
  const current = ratings.reduce((s, r) => s + r, 0);
  const options: NeedOption[] = [];
  for (let h = 2 * m; h >= 0; h--) {
    const x = h / 2;
    const total = points + x;
    const ra = averageNeeded(title, total, n);
    let averageRating: number | null = null;
    if (ra !== undefined) {
      const sumNeeded = Math.ceil((ra - 0.5) * n - 1e-9);
      averageRating = Math.max(0, Math.ceil((sumNeeded - current) / m - 1e-9));
    }
    options.push({ points: x, total, games: n, averageRating });
  }
  const { holders, normTitles } = countTitled(games, title);
  const moreHolders = Math.max(0, titleHoldersNeeded(n) - holders);
  const moreNorm = Math.max(0, normTitlesNeeded(n) - normTitles);
  const own = input.federation?.toUpperCase();
  const others = [...federationCounts(games).counts.keys()].filter((f) => f !== own).length;
  const moreFeds = input.federationsExempt ? 0 : Math.max(0, 2 - others);
  const lines = (lang: 'en' | 'tr') => {
    const parts = options.map((o) => {
      const pts = halves(o.points);
      if (o.averageRating === null) return lang === 'en' ? `${pts}: no norm (below 35 %, 1.4.8b)` : `${pts}: norm olmaz (%35 altı, 1.4.8b)`;
      // 1400 is the lowest rating a FIDE list holds and what an unrated opponent counts (1.4.6d): any opponent will do
      if (o.averageRating <= UNRATED_RATING) return lang === 'en' ? `${pts}: any opponents` : `${pts}: herhangi bir rakip`;
      return lang === 'en' ? `${pts}: opponents averaging at least ${o.averageRating}` : `${pts}: rakip ortalaması en az ${o.averageRating}`;
    });
    const extra: string[] = [];
    if (moreHolders) extra.push(lang === 'en' ? `${moreHolders} more title-holder${moreHolders === 1 ? '' : 's'} (1.4.5a)` : `${moreHolders} unvanlı rakip daha (1.4.5a)`);
    if (moreNorm) extra.push(lang === 'en' ? `${moreNorm} more opponent${moreNorm === 1 ? '' : 's'} of ${title} title or higher (${NORM_TITLE_ARTICLE[title]})` : `${title} veya üstü unvanlı ${moreNorm} rakip daha (${NORM_TITLE_ARTICLE[title]})`);
    if (moreFeds) extra.push(lang === 'en' ? `${moreFeds} more federation${moreFeds === 1 ? '' : 's'} other than his own (1.4.3)` : `kendi federasyonu dışından ${moreFeds} federasyon daha (1.4.3)`);
    const head = lang === 'en'
      ? `${title} norm, from the last ${m} round${m === 1 ? '' : 's'} (${n} games if every round is played, no remaining opponent below the floor; ${cite('1.4.7–1.4.9')}): `
      : `${title} normu, son ${m} turdan (her tur oynanırsa ${n} oyun, kalan rakipler tabanın altında değilse; ${cite('1.4.7–1.4.9')}): `;
    return head + parts.join('; ') + (extra.length ? (lang === 'en' ? '. Also needed: ' : '. Ayrıca gerekir: ') + extra.join(', ') : '') + '.';
  };
  return { remainingRounds: m, options, titleHolders: moreHolders, normTitles: moreNorm, federations: moreFeds, text: { en: lines('en'), tr: lines('tr') } };
}
