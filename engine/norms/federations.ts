/**
 * The opponents' federations (B.01 1.4.3, 1.4.4) and the exceptions (1.4.3a–d).
 *
 *  - 1.4.3: at least two federations other than the player's among the opponents.
 *  - 1.4.4: at most 3/5 of the opponents from the player's federation, at most 2/3 from any one federation
 *    (a maximum is rounded down).
 *  - FID (players without a federation) is no federation: such an opponent's game counts, but not as a federation.
 *  - 1.4.3a (national championship), 1.4.3b (national team championship, for the registering federation's players),
 *    1.4.3c (zonal and sub-zonal) are named by the caller; 1.4.3d (a Swiss with, in every round, at least 20 rated
 *    players not of the host federation, from at least 3 federations, 10 of them GM, IM, WGM or WIM; counted only if
 *    they miss at most one round, a pairing-allocated bye not counted) is computed here. An exception lifts 1.4.3
 *    and 1.4.4 together.
 */
import type { Tournament } from '../model/types';
import { playerRounds } from '../model/history';
import { ARTICLE, cite, normaliseTitle } from './articles';
import type { NormGame, Requirement } from './types';
import type { Text } from '../pairing/types';

export type FederationException = '1.4.3a' | '1.4.3b' | '1.4.3c';

const isFederation = (f: string | undefined): f is string => !!f && f.toUpperCase() !== 'FID';

/** Opponents counted by federation (FID and unknown left out), and how many have none known. */
export function federationCounts(games: readonly NormGame[]): { counts: Map<string, number>; unknown: number } {
  const counts = new Map<string, number>();
  let unknown = 0;
  for (const g of games) {
    if (!g.federation) unknown++;
    else if (isFederation(g.federation)) counts.set(g.federation.toUpperCase(), (counts.get(g.federation.toUpperCase()) ?? 0) + 1);
  }
  return { counts, unknown };
}

export interface FederationOptions {
  /** The player's federation. */
  own?: string;
  /** An exception that lifts 1.4.3 and 1.4.4 for this player, with its article and reason. */
  exemptBy?: { article: string; text: Text };
  /** Rounds still to play (a requirement not yet met is pending while they could meet it). */
  remaining: number;
  /** Games the norm will have when the event ends (for the maxima while rounds remain). */
  finalGames: number;
}

/** 1.4.3 and the two 1.4.4 maxima for a set of games. */
export function federationRequirements(games: readonly NormGame[], o: FederationOptions): Requirement[] {
  const n = games.length;
  const { counts, unknown } = federationCounts(games);
  const own = o.own?.toUpperCase();
  if (o.exemptBy) {
    const text = (what: Text): Text => ({ en: `${what.en}: exempt, ${o.exemptBy!.text.en}`, tr: `${what.tr}: muaf, ${o.exemptBy!.text.tr}` });
    return [
      { key: 'federations', article: cite(`${ARTICLE.federations} (${o.exemptBy.article})`), state: 'exempt', text: text({ en: 'Two federations other than the player\'s', tr: 'Oyuncununkinden başka iki federasyon' }) },
      { key: 'ownFederation', article: cite(`${ARTICLE.ownFederation} (${o.exemptBy.article})`), state: 'exempt', text: text({ en: 'At most 3/5 from the player\'s federation', tr: 'Oyuncunun federasyonundan en çok 3/5' }) },
      { key: 'oneFederation', article: cite(`${ARTICLE.oneFederation} (${o.exemptBy.article})`), state: 'exempt', text: text({ en: 'At most 2/3 from one federation', tr: 'Bir federasyondan en çok 2/3' }) },
    ];
  }
  const out: Requirement[] = [];
  // 1.4.3
  const others = [...counts.keys()].filter((f) => f !== own);
  if (!own) {
    out.push({ key: 'federations', article: cite(ARTICLE.federations), state: 'unknown', value: others.length, required: 2, text: { en: 'The player\'s federation is not in the file: 1.4.3 cannot be decided', tr: 'Oyuncunun federasyonu dosyada yok: 1.4.3 karara bağlanamaz' } });
  } else {
    const met = others.length >= 2;
    const state = met ? 'met' : unknown > 0 && others.length + unknown >= 2 ? 'unknown' : o.remaining >= 2 - others.length ? 'pending' : 'not-met';
    out.push({
      key: 'federations', article: cite(ARTICLE.federations), state, value: others.length, required: 2,
      text: {
        en: `${others.length} federation${others.length === 1 ? '' : 's'} other than ${own} (${others.join(', ') || 'none'}); at least 2 needed${unknown ? `; ${unknown} opponent${unknown === 1 ? '' : 's'} without a federation in the file` : ''}`,
        tr: `${own} dışında ${others.length} federasyon (${others.join(', ') || 'yok'}); en az 2 gerekir${unknown ? `; ${unknown} rakibin federasyonu dosyada yok` : ''}`,
      },
    });
  }
  // 1.4.4: maxima on the games counted; while rounds remain, the final number of games sets the maximum
  const maxOwn = Math.floor((3 * o.finalGames) / 5);
  const ownCount = own ? counts.get(own) ?? 0 : 0;
  if (!own) {
    out.push({ key: 'ownFederation', article: cite(ARTICLE.ownFederation), state: 'unknown', text: { en: 'The player\'s federation is not in the file', tr: 'Oyuncunun federasyonu dosyada yok' } });
  } else {
    const over = ownCount > maxOwn;
    const state = over ? 'not-met' : ownCount + unknown > maxOwn ? 'unknown' : 'met';
    out.push({
      key: 'ownFederation', article: cite(ARTICLE.ownFederation), state, value: ownCount, required: maxOwn,
      text: { en: `${ownCount} of ${n} opponents from ${own}; at most 3/5 of ${o.finalGames}, i.e. ${maxOwn}`, tr: `${n} rakipten ${ownCount} tanesi ${own}; ${o.finalGames} oyunun en çok 3/5'i, yani ${maxOwn}` },
    });
  }
  const maxOne = Math.floor((2 * o.finalGames) / 3);
  let top: [string, number] | undefined;
  for (const [f, c] of counts) if (!top || c > top[1]) top = [f, c];
  const topCount = top?.[1] ?? 0;
  const state = topCount > maxOne ? 'not-met' : topCount + unknown > maxOne ? 'unknown' : 'met';
  out.push({
    key: 'oneFederation', article: cite(ARTICLE.oneFederation), state, value: topCount, required: maxOne,
    text: { en: `most from one federation: ${topCount}${top ? ` (${top[0]})` : ''}; at most 2/3 of ${o.finalGames}, i.e. ${maxOne}`, tr: `bir federasyondan en çok: ${topCount}${top ? ` (${top[0]})` : ''}; ${o.finalGames} oyunun en çok 2/3'ü, yani ${maxOne}` },
  });
  return out;
}

export interface BigSwiss {
  /** Whether 1.4.3d lifts the foreigner requirement; undefined when the host federation is not known. */
  applies: boolean | undefined;
  host?: string;
  /** Rated players not of the host federation who missed at most one round; their federations; those holding GM, IM, WGM or WIM. */
  players: number;
  federations: number;
  titled: number;
  text: Text;
}

/**
 * 1.4.3d over rounds 1..afterRound. "In every round" is read with the article's own counting rule: a player counts
 * if he missed at most one of those rounds (a round without a game over the board, other than a pairing-allocated
 * bye or a forfeit win, is missed).
 */
export function bigSwissException(t: Tournament, afterRound: number, figures: (no: number) => { rating?: number; title?: string; federation?: string } | undefined, isSwiss: boolean): BigSwiss {
  const host = t.info.federation?.trim().toUpperCase() || undefined;
  const prs = playerRounds(t);
  let players = 0;
  let titled = 0;
  const feds = new Set<string>();
  for (const p of t.players) {
    // the figures as used everywhere else: the file's, else the rating list's (index.ts), never the file's alone
    const f = figures(p.no);
    const fed = f?.federation?.trim().toUpperCase();
    if (!isFederation(fed) || fed === host || !(f?.rating ?? 0)) continue;
    const missed = (prs.get(p.no) ?? []).filter((r) => r.round <= afterRound && !r.played && r.code !== 'U' && r.code !== '+').length;
    if (missed > 1) continue;
    players++;
    feds.add(fed);
    if (['GM', 'IM', 'WGM', 'WIM'].includes(normaliseTitle(f?.title) ?? '')) titled++;
  }
  const counts = `${players} rated players not of ${host ?? 'the host federation'} (at least 20), from ${feds.size} federations (at least 3), ${titled} of them GM, IM, WGM or WIM (at least 10)`;
  const countsTr = `${host ?? 'ev sahibi federasyon'} dışından ${players} reytingli oyuncu (en az 20), ${feds.size} federasyondan (en az 3), ${titled} tanesi GM, IM, WGM veya WIM (en az 10)`;
  if (!isSwiss) return { applies: false, players, federations: feds.size, titled, ...(host ? { host } : {}), text: { en: `${cite(ARTICLE.bigSwiss)} is for Swiss events only`, tr: `${cite(ARTICLE.bigSwiss)} yalnız İsviçre sistemi yarışmalar içindir` } };
  if (!host) return { applies: undefined, players, federations: feds.size, titled, text: { en: `${cite(ARTICLE.bigSwiss)} cannot be decided: the file names no host federation (TRF 032)`, tr: `${cite(ARTICLE.bigSwiss)} karara bağlanamaz: dosyada ev sahibi federasyon yok (TRF 032)` } };
  const applies = players >= 20 && feds.size >= 3 && titled >= 10;
  return { applies, host, players, federations: feds.size, titled, text: { en: `${cite(ARTICLE.bigSwiss)} ${applies ? 'applies' : 'does not apply'}: ${counts}`, tr: `${cite(ARTICLE.bigSwiss)} ${applies ? 'uygulanır' : 'uygulanmaz'}: ${countsTr}` } };
}
