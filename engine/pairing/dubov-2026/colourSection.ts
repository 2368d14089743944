/**
 * Article 5.2 of the 2026 Dubov and Burstein texts, as both apply it once the pairs are made: each pair's colours
 * (allocateColours), the reason in words, then the boards in publishing order. The two systems differ only in who
 * counts as higher ranked (Dubov: points, then TPN; Burstein: the Index, 1.8) and say so in `higherText`.
 */
import type { Colour } from '../../model/types';
import type { Board, TraceSection, TraceStep } from '../types';
import { allocateColours, type ColourPlayer } from './colours';
import { publishingOrder } from './boards';
import { colourEn, colourTr, prefEn, prefTr, step } from './explain';

export interface ColourSectionInput {
  pairs: Array<[ColourPlayer, ColourPlayer]>;
  initial: Colour;
  /** The higher ranked of a pair for 5.2.1 (who takes the initial colour) and for 5.2.5 (whose preference wins). */
  first: (a: ColourPlayer, b: ColourPlayer) => boolean;
  higherFor525: (a: ColourPlayer, b: ColourPlayer) => boolean;
  /** 5.2.5's reason in words, [en, tr]. */
  higherText: [string, string];
  scoreOf: (no: number) => number;
  bye?: number;
  /** The article cited, with the system's edition. */
  cite: (article: string) => string;
}

export function colourSection(x: ColourSectionInput): { section: TraceSection; boards: Board[] } {
  const steps: TraceStep[] = [];
  const boards: Board[] = x.pairs.map(([a, b]) => {
    const al = allocateColours(a, b, x.initial, x.first, x.higherFor525);
    const top = x.first(a, b) ? a : b;
    const white = (top.no % 2 === 1) === (x.initial === 'w');
    const why = {
      initial: [`neither has played: ${top.no} (higher ranked, ${top.no % 2 ? 'odd' : 'even'} TPN) takes ${white ? 'White' : 'Black'} (initial colour ${colourEn(x.initial)})`,
        `ikisi de oynamadı: ${top.no} (üst sırada, TPN ${top.no % 2 ? 'tek' : 'çift'}) ${white ? 'beyaz' : 'siyah'} alır (başlangıç rengi ${colourTr(x.initial)})`],
      both: a.pref.colour && b.pref.colour ? ['both preferences granted', 'iki tercih de karşılandı']
        : ['the preference granted (a player without a game has none, 1.5.4)', 'tercih karşılandı (oynamamış oyuncunun tercihi yoktur, 1.5.4)'],
      stronger: ['the stronger preference granted', 'güçlü olan tercih karşılandı'],
      alternate: ['colours alternated to the most recent game in which they had different colours', 'renkler, farklı renkle oynadıkları en son oyuna göre değiştirildi'],
      higher: x.higherText,
    }[al.reason];
    steps.push(step('colour', `${al.white}-${al.black}: ${why[0]} (${a.no}: ${prefEn(a.pref)}; ${b.no}: ${prefEn(b.pref)}).`, `${al.white}-${al.black}: ${why[1]} (${a.no}: ${prefTr(a.pref)}; ${b.no}: ${prefTr(b.pref)}).`, x.cite(al.article)));
    return { white: al.white, black: al.black };
  });
  const ordered = publishingOrder(boards, x.scoreOf);
  const byes = x.bye !== undefined ? [x.bye] : [];
  steps.push(step('boards', `Boards: ${ordered.map((b) => `${b.white}-${b.black}`).join(', ')}${x.bye !== undefined ? `; PAB ${x.bye}` : ''} (by the higher ranked player's score, the sum of scores, his TPN).`,
    `Masalar: ${ordered.map((b) => `${b.white}-${b.black}`).join(', ')}${x.bye !== undefined ? `; PAB ${x.bye}` : ''} (üst sıradakinin puanı, puan toplamı, onun TPN'si).`, 'C.04.2 D.9', { boards: ordered, byes }));
  return { section: { title: { en: 'Colours (5.2) and board order', tr: 'Renkler (5.2) ve masa sırası' }, steps }, boards: ordered };
}
