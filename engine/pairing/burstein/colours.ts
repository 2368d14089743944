/**
 * Burstein colours (1, 5.1-5.4).
 * Due colour (1): the colour the player has had fewer times; with equal counts, the opposite of his last colour.
 */
import type { Colour } from '../../model/types';
import { colourDifference, colourLimitsBroken, opposite } from '../../model/history';
import type { Text } from '../types';
import { canTake } from '../lim/compatible';
import type { BursteinCard } from './cards';
import { separatedBy } from './ordering';

export function dueColour(c: BursteinCard): Colour | undefined {
  if (c.colours.length === 0) return undefined;
  const d = colourDifference(c.colours);
  if (d > 0) return 'b';
  if (d < 0) return 'w';
  return opposite(c.colours[c.colours.length - 1]);
}

/** 5.2, 5.3: some colour can be given to each without a difference beyond two or three in a row. */
export function colourLegal(a: BursteinCard, b: BursteinCard): boolean {
  return (canTake(a, 'w') && canTake(b, 'b')) || (canTake(a, 'b') && canTake(b, 'w'));
}

/**
 * Which limit giving colour c to the player would break: 5.2 (a difference beyond two) and/or 5.3 (the same colour
 * three times running); empty exactly when canTake allows the colour. For naming the article that decides (marking).
 */
export function limitsBroken(card: Pick<BursteinCard, 'colours'>, c: Colour): Array<'5.2' | '5.3'> {
  return colourLimitsBroken(card.colours, c).map((x) => (x.limit === 'difference' ? '5.2' : '5.3'));
}

/**
 * 5.4's "most recent irregularity": going back from the previous round, the latest round in which the player
 * had the same colour as in his game before (a break in the alternation). Our reading of "düzensizlik".
 */
export function lastIrregularity(c: BursteinCard): number | undefined {
  const rounds = [...c.colourByRound.keys()].sort((x, y) => x - y);
  for (let i = rounds.length - 1; i >= 1; i--) {
    if (c.colourByRound.get(rounds[i]) === c.colourByRound.get(rounds[i - 1])) return rounds[i];
  }
  return undefined;
}

export interface BColourDecision {
  white: number;
  black: number;
  decidedBy: string;
  text: Text;
  data: Record<string, unknown>;
}

const cn = (c: Colour | undefined, tr = false) => (c === undefined ? (tr ? 'yok' : 'none') : c === 'w' ? (tr ? 'beyaz' : 'white') : tr ? 'siyah' : 'black');

export function allocateColours(a: BursteinCard, b: BursteinCard, firstColour: Colour, rankOf: (no: number) => number): BColourDecision {
  // The higher player in the group's order of 3.2.
  const [hi, lo] = rankOf(a.no) <= rankOf(b.no) ? [a, b] : [b, a];
  const dh = dueColour(hi);
  const dl = dueColour(lo);
  const base = { players: [hi.no, lo.no], due: { [hi.no]: dh ?? null, [lo.no]: dl ?? null } };
  const give = (white: BursteinCard, decidedBy: string, en: string, tr: string): BColourDecision => {
    const black = white === hi ? lo : hi;
    return { white: white.no, black: black.no, decidedBy, text: { en: `${white.no}-${black.no}: ${en}`, tr: `${white.no}-${black.no}: ${tr}` }, data: { ...base, white: white.no, black: black.no, decidedBy } };
  };
  const hiW = canTake(hi, 'w') && canTake(lo, 'b');
  const loW = canTake(lo, 'w') && canTake(hi, 'b');
  if (hiW !== loW) return give(hiW ? hi : lo, '5.2-5.3', 'the other way would break the colour limits (difference beyond two, or three in a row)', 'tersi renk sınırlarını bozardı (ikiden fazla fark ya da üst üste üç)');
  if (dh === undefined && dl === undefined) {
    // 5.1: player 1's colour by lot, the odd numbers of the top half take the same; we extend the parity rule to the whole list.
    const lot = (no: number) => (no % 2 === 1 ? firstColour : opposite(firstColour));
    return give(lot(hi.no) === 'w' ? hi : lo, '5.1', `first colours: odd numbers take player 1's colour (${cn(firstColour)}); 5.1 says so for the top half, we extend it to the whole list`, `ilk renkler: tek numaralar 1 numaranın rengini (${cn(firstColour, true)}) alır; 5.1 bunu üst yarı için söyler, biz tüm listeye uyguluyoruz`);
  }
  if (dh === undefined || dl === undefined || dh !== dl) {
    const white = dh === 'w' || dl === 'b' ? hi : lo;
    return give(white, '5.4-due', 'both get their due colour', 'ikisi de sırası gelen rengi alır');
  }
  const ih = lastIrregularity(hi);
  const il = lastIrregularity(lo);
  if ((ih ?? 0) !== (il ?? 0)) {
    const p = (ih ?? 0) > (il ?? 0) ? hi : lo;
    const r = Math.max(ih ?? 0, il ?? 0);
    const white = dh === 'w' ? p : p === hi ? lo : hi;
    return give(white, '5.4-irregularity', `both due ${cn(dh)}; ${p.no}'s colours broke their alternation more recently (round ${r}; we read the text's 'irregularity' as a colour repeated), so ${p.no} gets his due colour`, `ikisinin de sırası ${cn(dh, true)}; ${p.no} renk düzenini daha yakın bir turda (${r}. tur) bozdu (düzensizlik: aynı rengin tekrarı), sırası gelen rengi o alır`);
  }
  const by = separatedBy(hi, lo);
  const white = dh === 'w' ? hi : lo;
  const what = { SB: 'Sonneborn-Berger', Buchholz: 'Buchholz', Median: 'Median', rating: 'rating', number: 'pairing number (equal on SB, Buchholz, Median and rating, where the text stops)' }[by];
  const whatTr = { SB: 'Sonneborn-Berger', Buchholz: 'Buchholz', Median: 'Median', rating: 'kuvvet puanı', number: 'eşlendirme numarası (SB, Buchholz, Median ve kuvvet puanı eşit; metin burada biter)' }[by];
  return give(white, `5.4-${by}`, `both due ${cn(dh)}; ${hi.no} is higher by ${what} and gets his due colour`, `ikisinin de sırası ${cn(dh, true)}; ${whatTr} daha yüksek olan ${hi.no} sırası gelen rengi alır`);
}
