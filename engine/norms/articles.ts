/**
 * FIDE Handbook B.01, FIDE Title Regulations, the edition applied from 1 January 2024: the figures of the norm
 * articles (1.4.1 – 1.4.9) and their citations, in English and Turkish. Where the figures were read, and what could
 * not be read, is in README.md beside this file.
 */
import type { Text } from '../pairing/types';

export type NormTitle = 'GM' | 'IM' | 'WGM' | 'WIM';
export const NORM_TITLES: readonly NormTitle[] = ['GM', 'IM', 'WGM', 'WIM'];

export const B01_EDITION: Text = {
  en: 'FIDE Title Regulations (Handbook B.01), applied from 1 January 2024',
  tr: 'FIDE Unvan Yönetmeliği (El Kitabı B.01), 1 Ocak 2024\'ten beri uygulanan',
};

/** 1.4.6b: the adjusted rating floor, to which at most one opponent is raised (1.4.6c). */
export const RATING_FLOOR: Record<NormTitle, number> = { GM: 2200, IM: 2050, WGM: 2000, WIM: 1850 };
/** 1.4.6d: an unrated opponent not raised to the floor counts as 1400. */
export const UNRATED_RATING = 1400;
/** 1.4.8: the performance a norm needs (after rounding; 2599.5 etc. before it). */
export const PERFORMANCE: Record<NormTitle, number> = { GM: 2600, IM: 2450, WGM: 2400, WIM: 2250 };
/** 1.4.8a: the minimum average rating of the opponents (Ra, rounded as 1.4.7b says). */
export const MINIMUM_AVERAGE: Record<NormTitle, number> = { GM: 2380, IM: 2230, WGM: 2180, WIM: 2030 };
/** 1.4.8b: the minimum score, 35 % for every norm. */
export const MINIMUM_PERCENT = 35;
/** 1.4.1a: games a norm needs, unless 1.4.1b names fewer for the event. */
export const MINIMUM_GAMES = 9;
/** 1.7: a norm from an event of more than 13 rounds counts as 13 games. */
export const MAXIMUM_CREDITED_GAMES = 13;

/** 1.4.5a: the title-holders (CM and WCM are not). */
export const TITLE_HOLDERS: ReadonlySet<string> = new Set(['GM', 'IM', 'WGM', 'WIM', 'FM', 'WFM']);
/** 1.4.5b–e: the titles that count for each norm ("the norm's title or higher"). */
export const NORM_TITLE_OPPONENTS: Record<NormTitle, ReadonlySet<string>> = {
  GM: new Set(['GM']),
  IM: new Set(['GM', 'IM']),
  WGM: new Set(['GM', 'IM', 'WGM']),
  WIM: new Set(['GM', 'IM', 'WGM', 'WIM']),
};
export const NORM_TITLE_ARTICLE: Record<NormTitle, string> = { GM: '1.4.5b', IM: '1.4.5c', WGM: '1.4.5d', WIM: '1.4.5e' };

/** Titles as the TRF writes them: `GM`, `g`, `WGM`, `wg` … all become the upper-case code. */
export function normaliseTitle(title: string | undefined): string | undefined {
  const t = (title ?? '').trim().toUpperCase();
  if (!t) return undefined;
  const short: Record<string, string> = { G: 'GM', M: 'IM', F: 'FM', C: 'CM', WG: 'WGM', WM: 'WIM', WF: 'WFM', WC: 'WCM' };
  return short[t] ?? t;
}

/** The article each requirement answers to, as printed in every verdict. */
export const ARTICLE = {
  games: '1.4.1',
  gamesEightOfNine: '1.4.1c',
  extraGames: '1.4.1d',
  laterGames: '1.4.1e',
  defeatedOpponents: '1.4.1f',
  unplayed: '1.4.2c',
  roundRobinUnrated: '1.4.2b',
  federations: '1.4.3',
  bigSwiss: '1.4.3d',
  ownFederation: '1.4.4',
  oneFederation: '1.4.4',
  titleHolders: '1.4.5a',
  ratingFloor: '1.4.6b-c',
  unrated: '1.4.6d',
  averageRating: '1.4.7',
  minimumAverage: '1.4.8a',
  minimumScore: '1.4.8b',
  performance: '1.4.8',
  table: '1.4.9',
  thirteenGames: '1.7',
} as const;

/** "B.01 1.4.5a" */
export const cite = (article: string): string => `B.01 ${article}`;
