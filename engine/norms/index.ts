/**
 * Title norms (FIDE Handbook B.01, 1.4): for every player after any round, for each title (GM, IM, WGM, WIM), whether
 * the norm is achieved and, if not, each requirement's state with its article; for a player still in the running,
 * what he needs from the remaining rounds. One entry: `titleNorms(tournament, options)`.
 *
 * The modules, named as an arbiter would: gamesCounted (1.4.1, 1.4.2, 1.7), federations (1.4.3, 1.4.4), titledOpponents
 * (1.4.5), ratingFloor (1.4.6), averageRating (1.4.7), performance (1.4.8, 1.4.9), whatIsNeeded. README.md beside this
 * file says where each article was read and what could not be.
 */
import { scoredRounds } from '../model/absence';
import type { Player, Tournament } from '../model/types';
import type { Text } from '../pairing/types';
import { isRoundRobin } from '../tiebreak/context';
import { systemFromFile } from '../pairing/edition';
import { ARTICLE, B01_EDITION, MINIMUM_GAMES, NORM_TITLES, RATING_FLOOR, UNRATED_RATING, cite, normaliseTitle, type NormTitle } from './articles';
import { creditedGames, gamesCounted, gamesRequirement, isEightOfNine, type OpponentData } from './gamesCounted';
import { bigSwissException, federationRequirements, type BigSwiss, type FederationException } from './federations';
import { titledRequirements } from './titledOpponents';
import { adjustedRatings } from './ratingFloor';
import { normAverage } from './averageRating';
import { normPerformance, performanceRequirements, pointsNeeded } from './performance';
import { whatIsNeeded } from './whatIsNeeded';
import type { NormGame, NormVerdict, PlayerNorms, Requirement, UnplayedRound } from './types';

export * from './types';
export { NORM_TITLES, B01_EDITION, type NormTitle } from './articles';
export { normTable, averageNeeded, pointsNeeded, normPerformance } from './performance';
export type { FederationException } from './federations';

export type NormSystem = 'swiss' | 'round-robin' | 'double-round-robin';

export interface NormOptions {
  /** Rounds 1..afterRound are counted (default: the last round with a result). */
  afterRound?: number;
  /** Rounds the event has (default: the file's XXR, else the rounds recorded). */
  totalRounds?: number;
  /** Default: round robin when the file is one (engine/tiebreak/context.ts), else Swiss. */
  system?: NormSystem;
  /** 1.4.3a national championship final, 1.4.3b national team championship, 1.4.3c zonal or sub-zonal. */
  exception?: FederationException;
  /** 1.4.1b: 7 (7- to 9-round World and Continental Team or Club Championships) or 8 (World Cups); default 9. */
  minimumGames?: number;
  /** Figures the file lacks (rating, title, federation), from the FIDE rating list; each use is said. */
  ratingList?: (p: Player) => { rating?: number; title?: string; federation?: string } | undefined;
  /** The titles to look at (default: GM and IM for everybody, WGM and WIM for women and players whose sex is not in the file). */
  titles?: NormTitle[];
}

export interface TitleNormsReport {
  edition: Text;
  afterRound: number;
  totalRounds?: number;
  system: NormSystem;
  exception?: FederationException;
  bigSwiss: BigSwiss;
  notes: Text[];
  players: PlayerNorms[];
}

const EXCEPTION_TEXT: Record<FederationException, Text> = {
  '1.4.3a': { en: 'final of a national championship (1.4.3a)', tr: 'ulusal şampiyona finali (1.4.3a)' },
  '1.4.3b': { en: 'national team championship (1.4.3b)', tr: 'ulusal takım şampiyonası (1.4.3b)' },
  '1.4.3c': { en: 'zonal or sub-zonal tournament (1.4.3c)', tr: 'zonal veya alt zonal turnuva (1.4.3c)' },
};

/**
 * The event's type as the file states it (192, else 092, through engine/pairing/edition.ts): a double round robin is
 * judged by 1.4.5f, a single one by 1.4.1e's predetermined pairings. A file naming none is read from its games.
 */
export function normSystemOfFile(t: Tournament): { system: NormSystem; reason: Text } {
  const named = systemFromFile(t);
  if (named?.id === 'double-round-robin' || named?.id === 'round-robin') return { system: named.id, reason: named.reason };
  if (named?.id && named.id !== 'scheveningen' && named.id !== 'knockout') return { system: 'swiss', reason: named.reason };
  if (!isRoundRobin(t)) return { system: 'swiss', reason: { en: 'the games (not all-play-all)', tr: 'oyunlar (herkes herkesle değil)' } };
  // all-play-all: twice round when the event has two cycles (2(n-1) rounds, 2n with an odd number of players)
  const n = t.players.length;
  const cycle = n % 2 === 0 ? n - 1 : n;
  const twice = (t.totalRounds ?? t.rounds.length) === 2 * cycle;
  return { system: twice ? 'double-round-robin' : 'round-robin', reason: twice ? { en: 'the games (all-play-all, two cycles)', tr: 'oyunlar (herkes herkesle, iki devre)' } : { en: 'the games (all-play-all)', tr: 'oyunlar (herkes herkesle)' } };
}

function lastResultRound(t: Tournament): number {
  let last = 0;
  // a round after the last one paired holds only what was announced for the round to pair: no result (model/absence.ts)
  const paired = scoredRounds(t);
  for (const r of t.rounds) if (r.number <= paired && (r.games.some((g) => g.whiteResult !== '' || g.blackResult !== '') || r.unpaired.length)) last = Math.max(last, r.number);
  return last;
}

export function titleNorms(t: Tournament, options: NormOptions = {}): TitleNormsReport {
  const afterRound = options.afterRound ?? lastResultRound(t);
  const totalRounds = options.totalRounds ?? t.totalRounds ?? (t.rounds.length || undefined);
  const fromFile = options.system ? undefined : normSystemOfFile(t);
  const system: NormSystem = options.system ?? fromFile!.system;
  const minimumGames = options.minimumGames ?? MINIMUM_GAMES;
  const remaining = totalRounds !== undefined ? Math.max(0, totalRounds - afterRound) : 0;
  const notes: Text[] = [{
    en: 'Articles 1.4.6 – 1.4.9 were read in the 2024 text; 1.4.1 – 1.4.5 only in a summary of it (engine/norms/README.md lists each source and reading).',
    tr: '1.4.6 – 1.4.9 maddeleri 2024 metninden, 1.4.1 – 1.4.5 yalnız bir özetinden okundu (kaynaklar ve okumalar engine/norms/README.md\'de).',
  }];
  const SYSTEM_TEXT: Record<NormSystem, Text> = { swiss: { en: 'a Swiss', tr: 'İsviçre sistemi' }, 'round-robin': { en: 'a round robin', tr: 'tek devreli lig' }, 'double-round-robin': { en: 'a double round robin', tr: 'çift devreli lig' } };
  if (fromFile) notes.push({ en: `Judged as ${SYSTEM_TEXT[system].en}, as ${fromFile.reason.en} states.`, tr: `${SYSTEM_TEXT[system].tr} olarak değerlendirildi (${fromFile.reason.tr}).` });
  const fromList = new Set<string>();

  // the opponents' figures: the TRF's, else the rating list's (said so)
  const data = new Map<number, OpponentData>();
  for (const p of t.players) {
    const listed = !p.rating || !p.title || !p.federation ? options.ratingList?.(p) : undefined;
    const d: OpponentData = { name: p.name, source: { rating: 'none', title: 'none', federation: 'none' } };
    if (p.rating && p.rating > 0) { d.rating = p.rating; d.source.rating = 'trf'; } else if (listed?.rating) { d.rating = listed.rating; d.source.rating = 'rating list'; fromList.add(`${p.no} ${p.name}: rating ${listed.rating}`); }
    const title = normaliseTitle(p.title);
    if (title) { d.title = title; d.source.title = 'trf'; } else if (listed?.title) { d.title = normaliseTitle(listed.title); d.source.title = 'rating list'; fromList.add(`${p.no} ${p.name}: title ${listed.title}`); }
    if (p.federation) { d.federation = p.federation.trim().toUpperCase(); d.source.federation = 'trf'; } else if (listed?.federation) { d.federation = listed.federation.toUpperCase(); d.source.federation = 'rating list'; fromList.add(`${p.no} ${p.name}: federation ${listed.federation}`); }
    data.set(p.no, d);
  }
  if (fromList.size) notes.push({ en: `Taken from the rating list, the file lacking them: ${[...fromList].join('; ')}`, tr: `Dosyada olmadığından reyting listesinden alındı: ${[...fromList].join('; ')}` });
  const opponent = (no: number): OpponentData => data.get(no) ?? { name: `#${no}`, source: { rating: 'none', title: 'none', federation: 'none' } };

  const bigSwiss = bigSwissException(t, afterRound, (no) => data.get(no), system === 'swiss');
  if (options.exception) notes.push({ en: `The event is a ${EXCEPTION_TEXT[options.exception].en}: 1.4.3 and 1.4.4 do not apply${options.exception === '1.4.3c' ? '' : ' to the players of the registering federation'}.`, tr: `Yarışma ${EXCEPTION_TEXT[options.exception].tr}: 1.4.3 ve 1.4.4 uygulanmaz${options.exception === '1.4.3c' ? '' : ' (kaydeden federasyonun oyuncularına)'}.` });
  else notes.push(bigSwiss.text);
  if (remaining > 0) notes.push({ en: `After round ${afterRound} of ${totalRounds}: requirements not met yet are pending while the remaining rounds can meet them.`, tr: `${totalRounds} turun ${afterRound}. turundan sonra: henüz karşılanmayan koşullar, kalan turlar karşılayabildiği sürece beklemede.` });

  const players: PlayerNorms[] = t.players.map((p) => {
    const pg = gamesCounted(t, p.no, { afterRound, totalRounds, roundRobin: system !== 'swiss', opponent });
    const own = data.get(p.no)?.federation;
    const host = t.info.federation?.trim().toUpperCase();
    let exemptBy: { article: string; text: Text } | undefined;
    if (options.exception === '1.4.3c' || ((options.exception === '1.4.3a' || options.exception === '1.4.3b') && (!host || own === host))) exemptBy = { article: options.exception, text: EXCEPTION_TEXT[options.exception] };
    else if (!options.exception && bigSwiss.applies) exemptBy = { article: ARTICLE.bigSwiss, text: { en: 'a Swiss with enough rated foreign and titled players (1.4.3d)', tr: 'yeterli yabancı reytingli ve unvanlı oyunculu İsviçre sistemi (1.4.3d)' } };
    const sex = p.sex;
    const titles = options.titles ?? (sex === 'm' ? ['GM', 'IM'] : [...NORM_TITLES]) as NormTitle[];
    const ctx: Ctx = { totalRounds, minimumGames, remaining, system, own, exemptBy, strongest: Math.max(0, ...t.players.filter((x) => x.no !== p.no).map((x) => data.get(x.no)?.rating ?? 0)) };
    const norms = titles.map((title) => verdict(title, pg.counted, pg.unplayed, pg.lastRoundForfeitWin, ctx, data.get(p.no)?.title, sex));
    const held = p.title || data.get(p.no)?.title;
    return { no: p.no, name: p.name, ...(held ? { title: held } : {}), ...(own ? { federation: own } : {}), ...(data.get(p.no)?.rating ? { rating: data.get(p.no)!.rating } : {}), points: pg.points, games: pg.counted, unplayed: pg.unplayed, norms };
  });
  return { edition: B01_EDITION, afterRound, ...(totalRounds !== undefined ? { totalRounds } : {}), system, ...(options.exception ? { exception: options.exception } : {}), bigSwiss, notes, players };
}

interface Ctx {
  totalRounds?: number;
  minimumGames: number;
  remaining: number;
  system: NormSystem;
  own?: string;
  exemptBy?: { article: string; text: Text };
  strongest: number;
}

interface Evaluated {
  requirements: Requirement[];
  achieved: boolean;
  average?: number;
  performance?: number;
  raised?: NormVerdict['raised'];
  credited?: number;
  notes: Text[];
}

/** Every requirement of 1.4.1 – 1.4.9 for one set of games. `remaining` rounds may still be played. */
function evaluate(title: NormTitle, games: readonly NormGame[], unplayed: readonly UnplayedRound[], ctx: Ctx, remaining: number): Evaluated {
  const n = games.length;
  const points = games.reduce((s, g) => s + g.points, 0);
  const final = remaining === 0;
  const eightOfNine = final && isEightOfNine(ctx.totalRounds, n, unplayed);
  const requirements: Requirement[] = [gamesRequirement(n, ctx.minimumGames, remaining, eightOfNine)];
  requirements.push(...federationRequirements(games, { own: ctx.own, exemptBy: ctx.exemptBy, remaining, finalGames: n + remaining }));
  requirements.push(...titledRequirements(games, title, n + remaining, remaining, ctx.system === 'double-round-robin'));
  const adj = adjustedRatings(games, title);
  const floor = RATING_FLOOR[title];
  const r = adj.raised;
  requirements.push({
    key: 'ratingFloor', article: cite(adj.unrated ? `${ARTICLE.ratingFloor}, ${ARTICLE.unrated}` : ARTICLE.ratingFloor), state: 'met', value: r ? (r.from ?? 'unrated') : undefined, required: floor,
    text: r
      ? { en: `opponent ${r.opponent} (round ${r.round}, ${r.from ?? `unrated, counted ${UNRATED_RATING}`}) raised to the floor ${floor}; no other raised${adj.unrated > 1 ? `; ${adj.unrated - 1} other unrated opponent(s) counted ${UNRATED_RATING}` : ''}`, tr: `${r.opponent} numaralı rakip (${r.round}. tur, ${r.from ?? `reytingsiz, ${UNRATED_RATING} sayıldı`}) taban ${floor}'e yükseltildi; başka yükseltilen yok${adj.unrated > 1 ? `; diğer ${adj.unrated - 1} reytingsiz rakip ${UNRATED_RATING} sayıldı` : ''}` }
      : { en: `no opponent below the floor ${floor}`, tr: `taban ${floor}'in altında rakip yok` },
  });
  const { average } = normAverage(adj.ratings);
  requirements.push(...performanceRequirements(title, average, points, n, final));
  const achieved = requirements.every((q) => q.state === 'met' || q.state === 'exempt');
  const notes: Text[] = [];
  let credited: number | undefined;
  if (achieved) {
    const need = pointsNeeded(title, average, n) ?? points;
    credited = creditedGames(n, points, need, eightOfNine, ctx.totalRounds);
    if (credited !== n) notes.push({ en: `counts as a ${credited}-game norm (${[eightOfNine ? '1.4.1c' : '', credited > (eightOfNine ? 9 : n) ? `1.4.1d: ${points} points, ${need} needed` : '', ctx.totalRounds !== undefined && ctx.totalRounds > 13 ? '1.7' : ''].filter(Boolean).join('; ')})`, tr: `${credited} oyunluk norm sayılır (${[eightOfNine ? '1.4.1c' : '', credited > (eightOfNine ? 9 : n) ? `1.4.1d: ${points} puan, ${need} gerekli` : '', ctx.totalRounds !== undefined && ctx.totalRounds > 13 ? '1.7' : ''].filter(Boolean).join('; ')})` });
  }
  return { requirements, achieved, ...(n ? { average, performance: normPerformance(average, points, n).performance } : {}), ...(r ? { raised: r } : {}), ...(credited !== undefined ? { credited } : {}), notes };
}

/** Subsets of `xs` of size 1..max, smallest first, at most `limit` of them. */
function subsets<T>(xs: readonly T[], max: number, limit = 4096): T[][] {
  const out: T[][] = [];
  const go = (start: number, size: number, acc: T[]) => {
    if (out.length >= limit) return;
    if (acc.length === size) { out.push([...acc]); return; }
    for (let i = start; i < xs.length; i++) { acc.push(xs[i]); go(i + 1, size, acc); acc.pop(); }
  };
  for (let size = 1; size <= Math.min(max, xs.length); size++) go(0, size, []);
  return out;
}

function verdict(title: NormTitle, counted: NormGame[], unplayed: UnplayedRound[], lastForfeit: NormGame | undefined, ctx: Ctx, ownTitle: string | undefined, sex: string | undefined): NormVerdict {
  // the player's own title: the file's, else the rating list's
  const notes: Text[] = [];
  if (sex === undefined && (title === 'WGM' || title === 'WIM')) notes.push({ en: 'the file does not give the player\'s sex: women\'s norms shown', tr: 'dosyada oyuncunun cinsiyeti yok: kadın normları da gösterildi' });
  const held = normaliseTitle(ownTitle);
  const rank: Record<string, number> = { GM: 4, IM: 3, WGM: 2, WIM: 1 };
  const alreadyHeld = !!held && rank[held] !== undefined && rank[held] >= rank[title] && !(held === 'WGM' && title === 'IM');
  if (alreadyHeld) notes.push({ en: `already holds ${held}`, tr: `zaten ${held}` });
  const base = evaluate(title, counted, unplayed, ctx, ctx.remaining);
  const points = (gs: readonly NormGame[]) => gs.reduce((s, g) => s + g.points, 0);
  const make = (e: Evaluated, games: readonly NormGame[], extra: Partial<NormVerdict> = {}): NormVerdict => ({
    title, achieved: e.achieved, ...(alreadyHeld ? { alreadyHeld: true as const } : {}), inReach: false, requirements: e.requirements, games: games.length, ...(e.credited !== undefined ? { credited: e.credited } : {}), points: points(games),
    ...(e.average !== undefined ? { averageRating: e.average } : {}), ...(e.performance !== undefined ? { performance: e.performance } : {}), ...(e.raised ? { raised: e.raised } : {}),
    rounds: games.map((g) => g.round), notes: [...notes, ...e.notes], ...extra,
  });
  if (base.achieved) return make(base, counted);

  // 1.4.1e (later games, not with predetermined pairings) and 1.4.1f (games against defeated opponents). With
  // predetermined pairings (a round robin) the mix (1.4.3 – 1.4.5) is that of the complete tournament: games may be
  // left out only when all the games counted already meet it ([N] on 1.4.1e/f; README "Readings chosen").
  const MIX = new Set(['federations', 'ownFederation', 'oneFederation', 'titleHolders', 'normTitles']);
  const wholeMix = base.requirements.filter((q) => MIX.has(q.key));
  const wholeMixMet = wholeMix.every((q) => q.state === 'met' || q.state === 'exempt');
  if (ctx.system !== 'swiss' && !wholeMixMet && counted.length > ctx.minimumGames) {
    const short = wholeMix.filter((q) => q.state !== 'met' && q.state !== 'exempt').map((q) => q.article).join(', ');
    notes.push({ en: `no games left out (1.4.1f): in a round robin the complete tournament's opponents must give the mix, and they do not (${short})`, tr: `oyun çıkarılmadı (1.4.1f): devreli turnuvada karışımı turnuvanın tüm rakipleri sağlamalı, sağlamıyor (${short})` });
  }
  if (counted.length > ctx.minimumGames && (ctx.system === 'swiss' || wholeMixMet)) {
    const starts: Array<{ games: NormGame[]; dropped: Array<{ round: number; article: string }> }> = [{ games: counted, dropped: [] }];
    if (ctx.system === 'swiss') {
      for (let k = counted.length - 1; k >= ctx.minimumGames; k--) starts.push({ games: counted.slice(0, k), dropped: counted.slice(k).map((g) => ({ round: g.round, article: '1.4.1e' })) });
    }
    const candidates: typeof starts = [];
    for (const s of starts) {
      if (s.dropped.length) candidates.push(s);
      const wins = s.games.filter((g) => g.points === 1);
      for (const drop of subsets(wins, s.games.length - ctx.minimumGames)) {
        const keep = s.games.filter((g) => !drop.includes(g));
        candidates.push({ games: keep, dropped: [...s.dropped, ...drop.map((g) => ({ round: g.round, article: '1.4.1f' }))] });
      }
    }
    candidates.sort((a, b) => a.dropped.length - b.dropped.length);
    for (const c of candidates) {
      const e = evaluate(title, c.games, [], ctx, 0);
      if (e.achieved) {
        const rounds = c.dropped.map((d) => d.round).sort((a, b) => a - b);
        return make(e, c.games, { dropped: c.dropped.sort((a, b) => a.round - b.round), notes: [...notes, ...e.notes, { en: `games of round${rounds.length > 1 ? 's' : ''} ${rounds.join(', ')} left out (${[...new Set(c.dropped.map((d) => d.article))].join(', ')})`, tr: `${rounds.join(', ')}. tur oyunları sayılmadı (${[...new Set(c.dropped.map((d) => d.article))].join(', ')})` }] });
      }
    }
  }
  // 1.4.2c: a forfeit win in the last round, the player needing the game for the count, counted as a game lost
  if (lastForfeit && counted.length < ctx.minimumGames) {
    const games = [...counted, lastForfeit].sort((a, b) => a.round - b.round);
    const e = evaluate(title, games, unplayed.filter((u) => u.round !== lastForfeit.round), ctx, 0);
    if (e.achieved) return make(e, games, { notes: [...notes, ...e.notes, { en: `round ${lastForfeit.round}: the opponent forfeited the last round; the game is counted as lost (1.4.2c)`, tr: `${lastForfeit.round}. tur: rakip son turda hükmen kaybetti; oyun kaybedilmiş sayıldı (1.4.2c)` }] });
  }
  const v = make(base, counted);
  if (ctx.remaining > 0 && !base.requirements.some((q) => q.state === 'not-met')) {
    const need = whatIsNeeded({ title, games: counted, points: points(counted), remaining: ctx.remaining, federation: ctx.own, federationsExempt: !!ctx.exemptBy });
    v.need = need;
    const reachable = need.options.some((o) => o.averageRating !== null && o.averageRating <= ctx.strongest);
    v.inReach = reachable && need.titleHolders <= ctx.remaining && need.normTitles <= ctx.remaining && need.federations <= ctx.remaining;
  }
  return v;
}
