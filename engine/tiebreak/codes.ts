/**
 * The tie-break codes Hakem knows: FIDE's acronyms (C.07 Article 5) plus the documents' own methods, with the
 * modifiers `-C<n>` (cut the n lowest), `-M<n>` (median: cut the n lowest and n highest) and, for Koya,
 * `-E<n>` (extended by n score groups). FIDE's slash form (`BH/C1`) is accepted too.
 */
import type { Tournament } from '../model/types';
import type { TiebreakOptions } from './types';
import { TiebreakError } from './types';
import type { TiebreakContext } from './context';
import { cached, tiebreakContext } from './context';
import { adjustedScore } from './adjustedScore';
import { averageOpponentsBuchholz, buchholz, buchholzOfBuchholz, foreBuchholz } from './buchholz';
import { sonnebornBerger } from './sonnebornBerger';
import { progressive } from './progressive';
import { koya } from './koya';
import { kashdan } from './kashdan';
import { directEncounterSplit } from './directEncounter';
import { gamesWithBlack, roundsElectedToPlay, wins, winsOverTheBoard, winsWithBlack } from './wins';
import { lechenicher } from './lechenicher';
import { TEAM_TIEBREAK_CODES } from './team';
import { assertRatings, averageOpponentsPerfectPerformance, averageOpponentsPerformance, perfectPerformance, averageRatingOfOpponents, performanceRating } from './ratingAverages';

type Modifier = 'C' | 'M' | 'E';

export interface TiebreakCodeInfo {
  code: string;
  name: { en: string; tr: string };
  description: { en: string; tr: string };
  /** Modifiers the code takes. */
  modifiers: Modifier[];
  /** Where the rule comes from. */
  source: string;
  /** The value is an average (ARO, AOB, TPR, APRO): printed with decimals, not in halves. */
  average?: boolean;
}

export interface ParsedCode {
  /** Normalised text, e.g. `BH-C1`. */
  code: string;
  base: string;
  low: number;
  high: number;
  extend: number;
}

interface Method extends TiebreakCodeInfo {
  compute(ctx: TiebreakContext, no: number, p: ParsedCode, options: TiebreakOptions): number;
}

const METHODS: Method[] = [
  {
    code: 'PTS', modifiers: [], source: 'C.07 5',
    name: { en: 'Points', tr: 'Puan' },
    description: { en: 'The score.', tr: 'Toplam puan.' },
    compute: (ctx, no) => ctx.score.get(no) ?? 0,
  },
  {
    code: 'ADJ', modifiers: [], source: 'documents ("ayarlanmış puan"); C.07 16.3',
    name: { en: 'Adjusted score', tr: 'Ayarlanmış puan' },
    description: { en: "The score as opponents' Buchholz sees it (unplayed games as draws under the 2009 rules).", tr: 'Oynanmayan oyunlar beraberlik sayılarak bulunan puan.' },
    compute: (ctx, no) => adjustedScore(ctx, no),
  },
  {
    code: 'BH', modifiers: ['C', 'M'], source: 'C.07 8.1; documents (Solkoff, medyan, alttan)',
    name: { en: 'Buchholz', tr: 'Buchholz (Solkoff)' },
    description: { en: "Sum of the opponents' scores; -Cn cuts the n lowest, -Mn the n lowest and highest.", tr: 'Rakiplerin ayarlanmış puanlarının toplamı; -Cn alttan n, -Mn medyan n.' },
    compute: (ctx, no, p) => buchholz(ctx, no, p.low, p.high),
  },
  {
    code: 'FB', modifiers: ['C', 'M'], source: 'C.07 8.3',
    name: { en: 'Fore Buchholz', tr: 'Fore Buchholz' },
    description: { en: 'Buchholz with every last-round game counted as a draw.', tr: 'Son turun bütün oyunları beraberlik sayılarak Buchholz.' },
    compute: (ctx, no, p, o) => foreBuchholz(ctx, no, p.low, p.high, o),
  },
  {
    code: 'AOB', average: true, modifiers: [], source: 'C.07 8.5',
    name: { en: "Average of opponents' Buchholz", tr: 'Rakiplerin Buchholz ortalaması' },
    description: { en: "The opponents' Buchholz, averaged over the games played.", tr: 'Oynanan oyunlardaki rakiplerin Buchholz ortalaması.' },
    compute: (ctx, no) => averageOpponentsBuchholz(ctx, no),
  },
  {
    code: 'BB', modifiers: [], source: "documents (Tablo 6, Buchholz'un Buchholz'u)",
    name: { en: 'Buchholz of Buchholz', tr: "Buchholz'un Buchholz'u" },
    description: { en: "Sum of the opponents' Buchholz.", tr: 'Rakiplerin Buchholz puanlarının toplamı.' },
    compute: (ctx, no) => buchholzOfBuchholz(ctx, no),
  },
  {
    code: 'SB', modifiers: ['C', 'M'], source: 'C.07 9.1; documents (Tablo 9)',
    name: { en: 'Sonneborn-Berger', tr: 'Sonneborn-Berger' },
    description: { en: "Opponents' scores times the points scored against them.", tr: 'Rakip puanı × alınan sonuç toplamı.' },
    compute: (ctx, no, p) => sonnebornBerger(ctx, no, p.low, p.high),
  },
  {
    code: 'PS', modifiers: ['C'], source: 'C.07 7.5; documents (Kademeli)',
    name: { en: 'Progressive score', tr: 'Kademeli puan' },
    description: { en: 'Sum of the running scores; -Cn leaves out the first n rounds.', tr: 'Tur sonu toplam puanlarının toplamı; -Cn ilk n tur çıkarılır.' },
    compute: (ctx, no, p) => progressive(ctx, no, p.low),
  },
  {
    code: 'KS', modifiers: ['E'], source: 'C.07 9.2; documents (Koya, genişletilmiş Koya)',
    name: { en: 'Koya', tr: 'Koya' },
    description: { en: 'Round robin: points against opponents with 50% or more; -En extends the group by n score groups.', tr: '%50 ve üzeri yapan rakiplerden alınan puan; -En n puan grubu genişletir.' },
    compute: (ctx, no, p) => koya(ctx, no, p.extend),
  },
  {
    code: 'DE', modifiers: [], source: 'C.07 6; documents (Doğrudan Karşılaşma)',
    name: { en: 'Direct encounter', tr: 'Doğrudan karşılaşma' },
    description: { en: 'Among the players still tied when it comes (score and the tie-breaks before it): C.07 6, the place the games between them give (1 = first, 0 = not separated); 2009, the points scored against each other when all of them met.', tr: 'Sırası geldiğinde hâlâ eşit olan oyuncular arasında (puan ve önceki eşitlik bozmalar): C.07 6, aralarındaki oyunların verdiği sıra (1 = birinci, 0 = ayrılmadı); 2009, hepsi karşılaşmışsa birbirlerinden aldıkları puan.' },
    compute: (ctx, no, p, o) => directEncounterValue(ctx, no, p, o),
  },
  {
    code: 'WIN', modifiers: [], source: 'C.07 7.1; documents (Galibiyet Sayısı)',
    name: { en: 'Number of wins', tr: 'Galibiyet sayısı' },
    description: { en: 'Wins, including forfeit wins and full-point byes.', tr: 'Hükmen ve bay dahil galibiyetler.' },
    compute: (ctx, no) => wins(ctx, no),
  },
  {
    code: 'WON', modifiers: [], source: 'C.07 7.2',
    name: { en: 'Games won', tr: 'Oynanarak kazanılan' },
    description: { en: 'Wins over the board.', tr: 'Oynanarak kazanılan oyunlar.' },
    compute: (ctx, no) => winsOverTheBoard(ctx, no),
  },
  {
    code: 'BPG', modifiers: [], source: 'C.07 7.3',
    name: { en: 'Games played with black', tr: 'Siyahla oynanan' },
    description: { en: 'Games played over the board with black.', tr: 'Siyah taşlarla oynanan oyunlar.' },
    compute: (ctx, no) => gamesWithBlack(ctx, no),
  },
  {
    code: 'BWG', modifiers: [], source: 'C.07 7.4; seed 002',
    name: { en: 'Games won with black', tr: 'Siyahla kazanılan' },
    description: { en: 'Wins over the board with black.', tr: 'Siyah taşlarla kazanılan oyunlar.' },
    compute: (ctx, no) => winsWithBlack(ctx, no),
  },
  {
    code: 'REP', modifiers: [], source: 'C.07 7.6 (formerly GE)',
    name: { en: 'Rounds one elected to play', tr: 'Oynamayı seçtiği turlar' },
    description: { en: 'Games played plus rounds won without playing.', tr: 'Oynanan oyunlar ve oynamadan kazanılan turlar.' },
    compute: (ctx, no) => roundsElectedToPlay(ctx, no),
  },
  {
    code: 'KASHDAN', modifiers: [], source: 'documents (Kashdan)',
    name: { en: 'Kashdan', tr: 'Kashdan' },
    description: { en: 'Win 4, draw 2, loss 1, points without play 2.', tr: 'Galibiyet 4, beraberlik 2, yenilgi 1, oynanmadan alınan puan 2.' },
    compute: (ctx, no) => kashdan(ctx, no),
  },
  {
    code: 'LECH', modifiers: [], source: 'seed 002 (Lechenicher Wertung)',
    name: { en: 'Lechenicher Wertung', tr: 'Lechenicher' },
    description: { en: 'Finished game 10 + 5 × result; forfeit loss 1; forfeit win 10.', tr: 'Biten oyun 10 + 5 × sonuç; hükmen yenilgi 1; hükmen galibiyet 10.' },
    compute: (ctx, no) => lechenicher(ctx, no),
  },
  {
    code: 'ARO', average: true, modifiers: ['C', 'M'], source: 'C.07 10.1; documents (rating ortalaması, azaltarak ortalama)',
    name: { en: 'Average rating of opponents', tr: 'Rakiplerin rating ortalaması' },
    description: { en: 'Average rating of the opponents met over the board; -C1 without the lowest.', tr: 'Oynanan rakiplerin rating ortalaması; -C1 en düşüğü çıkarılarak.' },
    compute: (ctx, no, p, o) => { assertRatings(ctx, p.code, o.rating); return averageRatingOfOpponents(ctx, no, p.low, p.high, o.rating); },
  },
  {
    code: 'TPR', average: true, modifiers: ['C', 'M'], source: 'C.07 10.2; B.02 table 8.1.1',
    name: { en: 'Tournament performance rating', tr: 'Turnuva performansı' },
    description: { en: 'ARO + dp(p) over the games played.', tr: 'Rakip ortalaması + dp(p).' },
    compute: (ctx, no, p, o) => { assertRatings(ctx, p.code, o.rating); return performanceRating(ctx, no, p.low, p.high, o.rating); },
  },
  {
    code: 'APRO', average: true, modifiers: [], source: 'C.07 10.4',
    name: { en: "Average of opponents' performance", tr: 'Rakiplerin performans ortalaması' },
    description: { en: "The opponents' TPR, averaged over the games played.", tr: 'Rakiplerin turnuva performanslarının ortalaması.' },
    compute: (ctx, no, _p, o) => averageOpponentsPerformance(ctx, no, o.rating),
  },
  {
    code: 'PTP', average: true, modifiers: ['C', 'M'], source: "C.07 10.3; B.02 table 8.1.2 (as FIDE's TieBreakServer)",
    name: { en: 'Perfect tournament performance', tr: 'Mükemmel turnuva performansı' },
    description: { en: 'The lowest rating whose expected score (table 8.1.2) over the games played reaches the points; no point: lowest opponent − 800.', tr: 'Oynanan oyunlarda beklenen puanı (tablo 8.1.2) alınan puana ulaşan en düşük rating; puansız: en düşük rakip − 800.' },
    compute: (ctx, no, p, o) => { assertRatings(ctx, p.code, o.rating); return perfectPerformance(ctx, no, p.low, p.high, o.rating); },
  },
  {
    code: 'APPO', average: true, modifiers: [], source: 'C.07 10.5',
    name: { en: "Average of opponents' perfect performance", tr: 'Rakiplerin mükemmel performans ortalaması' },
    description: { en: "The opponents' PTP, averaged over the games played.", tr: 'Rakiplerin mükemmel turnuva performanslarının ortalaması.' },
    compute: (ctx, no, _p, o) => averageOpponentsPerfectPerformance(ctx, no, o.rating),
  },
];

const BY_CODE = new Map(METHODS.map((m) => [m.code, m]));
/** Codes that only team events have (DE is both). */
const TEAM_ONLY = new Set(TEAM_TIEBREAK_CODES.map((c) => c.code).filter((c) => !BY_CODE.has(c)));
const ALIASES: Record<string, string> = { GE: 'REP', SOLKOFF: 'BH', BUCHHOLZ: 'BH', KOYA: 'KS', WINS: 'WIN', LECHENICHER: 'LECH', KADEMELI: 'PS', PROGRESSIVE: 'PS' };

/** Every individual tie-break code with its names and description (for help texts, the taskpane, templates). */
export const TIEBREAK_CODES: readonly TiebreakCodeInfo[] = METHODS.map(({ compute: _c, ...info }) => info);

export function parseTiebreakCode(text: string): ParsedCode {
  const raw = String(text ?? '').trim().toUpperCase().replace(/\s+/g, '');
  if (TEAM_ONLY.has(raw)) throw new TiebreakError(`tie-break "${text}" is for team events: rank a team crosstable (hakem standings TEAMS.csv --type team-swiss|team-round-robin)`);
  const m = /^([A-Z]+)(?:[-/#]([CME])(\d*))?$/.exec(raw);
  if (!m) throw new TiebreakError(`unknown tie-break "${text}": expected a code such as BH, BH-C1, BH-M1, SB, PS, KS, ARO (see hakem standings --help)`);
  const base = ALIASES[m[1]] ?? m[1];
  const method = BY_CODE.get(base);
  if (!method) throw new TiebreakError(`unknown tie-break "${text}": the codes are ${METHODS.map((x) => x.code).join(', ')}`);
  const mod = m[2] as Modifier | undefined;
  const n = m[3] === undefined || m[3] === '' ? 1 : Number(m[3]);
  if (mod && !method.modifiers.includes(mod)) throw new TiebreakError(`tie-break "${text}": ${base} takes no -${mod} modifier`);
  const p: ParsedCode = { code: mod ? `${base}-${mod}${n}` : base, base, low: 0, high: 0, extend: 0 };
  if (mod === 'C') p.low = n;
  if (mod === 'M') { p.low = n; p.high = n; }
  if (mod === 'E') p.extend = n;
  return p;
}

/**
 * A cut (-Cn: the n lowest of a player's values, one a round) or a median (-Mn: the n lowest and the n highest) that
 * takes off as many values as the event has rounds leaves nothing: every player would have 0, a column that looks
 * computed and separates nobody. The reason in words when `p` does so over `rounds`, else undefined.
 */
export function cutTooLarge(p: ParsedCode, rounds: number): string | undefined {
  const taken = p.low + p.high;
  if (taken === 0 || rounds <= 0 || taken < rounds) return undefined;
  const most = p.high ? Math.floor((rounds - 1) / 2) : rounds - 1;
  const hint = most < 1 ? `no ${p.high ? 'median' : 'cut'} fits ${rounds} round${rounds === 1 ? '' : 's'}` : `give at most ${p.base}-${p.high ? 'M' : 'C'}${most}`;
  return `tie-break "${p.code}" takes off ${taken} of the ${rounds} round${rounds === 1 ? '' : 's'}' values: nothing would be left (${hint})`;
}

/**
 * The players tied with `no` when DE comes in the list: same score and the same value of every tie-break in
 * `options.precedingTiebreaks` applied in order (C.07 6: DE separates only the players still tied at that point).
 */
export function directEncounterGroup(ctx: TiebreakContext, no: number, options: TiebreakOptions = {}): number[] {
  const preceding = (options.precedingTiebreaks ?? []).map(parseTiebreakCode);
  const { groups } = refineTies(ctx, preceding, options);
  return groups.find((g) => g.includes(no)) ?? [no];
}

/**
 * DE's value for `no` where the list puts it (after `options.precedingTiebreaks`): the value the standings give it,
 * C.07 (2024/2026) his place among the players still tied, 0 when DE separates nobody; 2009 his points among them
 * when all met. A player not tied at that point has 0.
 */
function directEncounterValue(ctx: TiebreakContext, no: number, de: ParsedCode, options: TiebreakOptions): number {
  const list = [...(options.precedingTiebreaks ?? []).map(parseTiebreakCode), de];
  return refineTies(ctx, list, options).values.get(de.code)!.get(no) ?? 0;
}

export interface TieRefinement {
  /** Players grouped by score then each code in turn, best first; a group of more than one is still tied. */
  groups: number[][];
  /** Each code's value per player (DE: as it comes out in the player's group at that point). */
  values: Map<string, Map<number, number>>;
}

/**
 * Score groups refined by each tie-break in turn, as a standings list applies them: a code splits only the players
 * still tied after the ones before it. Memoised per context and list.
 */
export function refineTies(ctx: TiebreakContext, codes: ParsedCode[], options: TiebreakOptions = {}): TieRefinement {
  return cached(ctx, `ties|${options.rating ?? 'fide'}|${codes.map((c) => c.code).join(',')}`, () => {
    const score = (no: number) => ctx.score.get(no) ?? 0;
    let groups = groupBy(ctx.players.slice().sort((a, b) => score(b) - score(a) || a - b), score);
    const values = new Map<string, Map<number, number>>();
    for (const p of codes) {
      const column = new Map<number, number>();
      if (p.base === 'DE') {
        for (const no of ctx.players) column.set(no, 0); // not tied at this point: DE does not apply to him
      } else {
        for (const no of ctx.players) column.set(no, tiebreakValue(ctx, no, p, options));
      }
      const next: number[][] = [];
      for (const g of groups) {
        if (g.length === 1) { next.push(g); continue; }
        if (p.base === 'DE') {
          const split = directEncounterSplit(ctx, g);
          for (const m of split.members) column.set(m.no, ctx.rules === '2009' ? (split.allMet ? m.points : 0) : m.place);
          next.push(...split.parts);
          continue;
        }
        const sorted = g.slice().sort((a, b) => column.get(b)! - column.get(a)! || a - b);
        next.push(...groupBy(sorted, (no) => column.get(no)!));
      }
      values.set(p.code, column); // a code listed twice: its last position
      groups = next;
    }
    return { groups, values };
  });
}

function groupBy(sorted: number[], key: (no: number) => number): number[][] {
  const out: number[][] = [];
  for (const no of sorted) {
    const last = out[out.length - 1];
    if (last && Math.abs(key(last[0]) - key(no)) < 1e-9) last.push(no);
    else out.push([no]);
  }
  return out;
}

/** The value of one tie-break for one player (DE: among the players tied with him on the score and `options.precedingTiebreaks`). */
export function tiebreakValue(ctx: TiebreakContext, no: number, code: string | ParsedCode, options: TiebreakOptions = {}): number {
  const p = typeof code === 'string' ? parseTiebreakCode(code) : code;
  return BY_CODE.get(p.base)!.compute(ctx, no, p, options);
}

/** One tie-break for every player of the tournament, by pairing number. */
export function computeTiebreak(t: Tournament, code: string, options: TiebreakOptions = {}): Map<number, number> {
  const ctx = tiebreakContext(t, options);
  const p = parseTiebreakCode(code);
  const out = new Map<number, number>();
  for (const no of ctx.players) out.set(no, tiebreakValue(ctx, no, p, options));
  return out;
}
