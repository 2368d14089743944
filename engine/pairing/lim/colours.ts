/**
 * Lim colour rules 6.1-6.6 and the first round's colours (B.1.2).
 *
 * Due colour ("sırası gelen renk"): the colour that changes the last two equal colours (6.3), else the
 * colour that equalises the counts (6.2, 6.5, 6.6), else the opposite of the last colour (6.1: alternate).
 */
import type { Colour } from '../../model/types';
import { colourDifference, opposite } from '../../model/history';
import type { Text } from '../types';
import type { Card } from './cards';
import { canTake } from './compatible';

export function dueColour(card: Card): Colour | undefined {
  const h = card.colours;
  const n = h.length;
  if (n === 0) return undefined;
  if (n >= 2 && h[n - 1] === h[n - 2]) return opposite(h[n - 1]); // 6.3
  const d = colourDifference(h);
  if (d > 0) return 'b';
  if (d < 0) return 'w';
  return opposite(h[n - 1]); // 6.1: colours alternate
}

/** True when the two players want the same colour, so one of them cannot get his due colour. */
export function colourClash(a: Card, b: Card): boolean {
  const da = dueColour(a);
  const db = dueColour(b);
  return da !== undefined && da === db;
}

export interface LookBack {
  round: number;
  colours: Record<number, Colour>;
}

/**
 * Lim 6.4: going back round by round from the last one, the most recent round in which both players
 * played and had different colours. Rounds in which either had no colour (bye, absence, forfeit) are
 * passed over: they say nothing about who should change colour (our reading; stated in the explanation).
 */
export function lookBack(a: Card, b: Card): LookBack | undefined {
  const rounds = [...a.colourByRound.keys()].filter((r) => b.colourByRound.has(r)).sort((x, y) => y - x);
  for (const r of rounds) {
    const ca = a.colourByRound.get(r)!;
    const cb = b.colourByRound.get(r)!;
    if (ca !== cb) return { round: r, colours: { [a.no]: ca, [b.no]: cb } };
  }
  return undefined;
}

export interface ColourDecision {
  white: number;
  black: number;
  /** Which rule decided: 'due' (both got their due colour), '6.1' (only one legal way), '6.3', '6.4-lookback', '6.5', '6.6', '6.4-rank', 'B.1.2'. */
  decidedBy: string;
  rule: string;
  text: Text;
  data: Record<string, unknown>;
}

const cname = (c: Colour | undefined, lang: 'en' | 'tr') =>
  c === undefined ? (lang === 'en' ? 'none' : 'yok') : c === 'w' ? (lang === 'en' ? 'white' : 'beyaz') : lang === 'en' ? 'black' : 'siyah';

export interface ColourContext {
  /** The pair is made in a group at or above the median (6.4: the higher-ranked player gets his due colour on a tie). */
  atOrAboveMedian: boolean;
  /** Round being paired: odd rounds aim at a difference of one (6.5), even rounds at equal counts (6.6). */
  round: number;
  firstColour: Colour;
  /** For players with no colour yet (first round): position of the higher-ranked player in his group's list (B.1.2). */
  positionOf: (no: number) => number;
}

/** Decides who has white in a compatible pair, rule by rule. */
export function allocateColours(a: Card, b: Card, ctx: ColourContext): ColourDecision {
  const [hi, lo] = a.no < b.no ? [a, b] : [b, a];
  const due: Record<number, Colour | undefined> = { [hi.no]: dueColour(hi), [lo.no]: dueColour(lo) };
  const data: Record<string, unknown> = { players: [hi.no, lo.no], due: { [hi.no]: due[hi.no] ?? null, [lo.no]: due[lo.no] ?? null } };
  const make = (white: Card, decidedBy: string, rule: string, en: string, tr: string): ColourDecision => {
    const black = white === hi ? lo : hi;
    return { white: white.no, black: black.no, decidedBy, rule, text: { en: `${white.no}-${black.no}: ${en}`, tr: `${white.no}-${black.no}: ${tr}` }, data: { ...data, white: white.no, black: black.no, decidedBy } };
  };
  const legalHiWhite = canTake(hi, 'w') && canTake(lo, 'b');
  const legalLoWhite = canTake(lo, 'w') && canTake(hi, 'b');
  if (legalHiWhite !== legalLoWhite) {
    const w = legalHiWhite ? hi : lo;
    const other = w === hi ? lo : hi;
    return make(w, '6.1', 'Lim 6.1', `the other way round would give ${other.no} or ${w.no} the same colour three times running or a colour difference beyond two`, `tersi bir oyuncuya üst üste üçüncü kez aynı rengi ya da ikiden fazla renk farkı verirdi`);
  }
  const dh = due[hi.no];
  const dl = due[lo.no];
  if (dh === undefined && dl === undefined) {
    // B.1.2: in the first round the odd-numbered players of the top half take player 1's colour.
    const pos = ctx.positionOf(hi.no);
    const hiColour = pos % 2 === 1 ? ctx.firstColour : opposite(ctx.firstColour);
    return make(hiColour === 'w' ? hi : lo, 'B.1.2', 'Lim B.1.2', `no colours yet: ${hi.no} is number ${pos} of the list, so takes ${cname(hiColour, 'en')} (odd places take the first player's colour)`, `henüz renk yok: ${hi.no} listede ${pos}. sırada, ${cname(hiColour, 'tr')} alır (tek sıralar 1 numaranın rengini alır)`);
  }
  if (dh === undefined || dl === undefined || dh !== dl) {
    const w = dh === 'w' || dl === 'b' ? hi : lo;
    return make(w, 'due', 'Lim 6.2', `both get their due colour`, `ikisi de sırası gelen rengi alır`);
  }
  // Both are due the same colour: one of them must give way.
  const c = dh;
  const mandatory = (x: Card) => {
    const n = x.colours.length;
    return (n >= 2 && x.colours[n - 1] === x.colours[n - 2]) || Math.abs(colourDifference(x.colours)) >= 2;
  };
  const mh = mandatory(hi);
  const ml = mandatory(lo);
  if (mh !== ml) {
    const w = (mh ? hi : lo);
    const winner = c === 'w' ? w : w === hi ? lo : hi;
    return make(winner, '6.3', 'Lim 6.3', `both due ${cname(c, 'en')}; ${w.no} has had the same colour twice running (or two more of one colour), so must change`, `ikisinin de sırası ${cname(c, 'tr')}; ${w.no} son iki turda aynı rengi aldığı (ya da bir rengi iki fazla aldığı) için rengi değişmelidir`);
  }
  const lb = lookBack(hi, lo);
  data.lookBack = lb ? { round: lb.round, colours: lb.colours } : null;
  if (lb) {
    // 6.4: each takes the colour opposite to the one he had in the last round where their colours differed.
    const w = lb.colours[hi.no] === 'b' ? hi : lo;
    return make(w, '6.4-lookback', 'Lim 6.4',
      `both due ${cname(c, 'en')}; looking back, their colours last differed in round ${lb.round} (${hi.no} ${cname(lb.colours[hi.no], 'en')}, ${lo.no} ${cname(lb.colours[lo.no], 'en')}), so each now takes the other colour (rounds in which either had no game are passed over)`,
      `ikisinin de sırası ${cname(c, 'tr')}; geriye bakıldığında renkleri en son ${lb.round}. turda farklıydı (${hi.no} ${cname(lb.colours[hi.no], 'tr')}, ${lo.no} ${cname(lb.colours[lo.no], 'tr')}), bu yüzden şimdi her biri diğer rengi alır (birinin oynamadığı turlar atlanır)`);
  }
  // 6.5 / 6.6: no round where both played with different colours; the player whose colours are further
  // from equal gets the colour that equalises them (in an odd round one colour at most one more, in an even round equal).
  const ah = Math.abs(colourDifference(hi.colours));
  const al = Math.abs(colourDifference(lo.colours));
  if (ah !== al) {
    const needy = ah > al ? hi : lo;
    const winner = c === 'w' ? needy : needy === hi ? lo : hi;
    const rule = ctx.round % 2 === 1 ? '6.5' : '6.6';
    return make(winner, rule, `Lim ${rule}`,
      `both due ${cname(c, 'en')}; no earlier round in which both played shows them with different colours (rounds without a game are passed over), so ${needy.no}, whose colours are further from equal, gets it`,
      `ikisinin de sırası ${cname(c, 'tr')}; ikisinin de oynadığı önceki turlarda farklı renk aldıkları bir tur yok (oyunsuz turlar atlanır), renkleri eşitlikten daha uzak olan ${needy.no} bu rengi alır`);
  }
  // 6.4: identical histories: at or above the median the higher-ranked player gets his due colour, below it the lower-ranked.
  const favoured = ctx.atOrAboveMedian ? hi : lo;
  const winner = c === 'w' ? favoured : favoured === hi ? lo : hi;
  // 6.4 says "üst sıradaki" (higher-placed) without saying how players of different scores are placed: the reading
  // taken is the pairing number, whatever the score; the explanation says so whenever the scores differ.
  const reading = hi.score !== lo.score
    ? { en: ` (6.4 does not say how players of different scores are placed: read by pairing number, ${hi.no} above ${lo.no}, whatever the score)`, tr: ` (6.4 farklı puandaki oyuncuların sırasını söylemiyor: başlangıç sıra numarasıyla okundu, puana bakılmaksızın ${hi.no}, ${lo.no}'in üstünde)` }
    : { en: '', tr: '' };
  return make(winner, '6.4-rank', 'Lim 6.4',
    `both due ${cname(c, 'en')} with the same colour history; ${ctx.atOrAboveMedian ? 'at or above the median the higher' : 'below the median the lower'}-ranked player (${favoured.no}) gets his due colour${reading.en}`,
    `ikisinin de sırası ${cname(c, 'tr')} ve renk geçmişleri aynı; ${ctx.atOrAboveMedian ? 'medyan ve üstünde üst' : 'medyan altında alt'} sıradaki oyuncu (${favoured.no}) sırası gelen rengi alır${reading.tr}`);
}
