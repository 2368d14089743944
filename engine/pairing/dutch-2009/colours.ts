/**
 * E. Colour allocation, for each pair in decreasing priority:
 * E.1 grant both preferences; E.2 grant the stronger preference; E.3 alternate from the most recent
 * round in which the two had different colours (histories aligned from the last game, F.3);
 * E.4 grant the higher-ranked player's preference; E.5 round 1: S1's odd places take the drawn
 * colour, even places the other. B.2 (or rule 6 in the last round) always decides first.
 */
import type { Colour } from '../../model/types';
import { opposite } from '../../model/history';
import type { Text } from '../types';
import type { PlayerState } from './rank';
import { compareA2 } from './rank';
import { coloursFor, type CriteriaContext, type Level } from './criteria';

export interface ColourDecision {
  white: PlayerState;
  black: PlayerState;
  rule: string;
  why: Text;
}

const STRENGTH = { absolute: 3, strong: 2, mild: 1, none: 0 } as const;
const cEn = (c: Colour) => (c === 'w' ? 'white' : 'black');
const cTr = (c: Colour) => (c === 'w' ? 'beyaz' : 'siyah');

/**
 * Colours for one pair. `firstColour` is the colour drawn for the top player in round 1 (E.5),
 * also used when neither player has played a game yet.
 */
export function allocateColours(x: PlayerState, y: PlayerState, ctx: CriteriaContext, firstColour: Colour, lastRoundLevel?: Level): ColourDecision {
  const [hi, lo] = compareA2(x, y) <= 0 ? [x, y] : [y, x];
  const give = (c: Colour, rule: string, why: Text): ColourDecision => (c === 'w' ? { white: hi, black: lo, rule, why } : { white: lo, black: hi, rule, why });
  const okHi = coloursFor(hi, ctx, lastRoundLevel);
  const okLo = coloursFor(lo, ctx, lastRoundLevel);
  const possible = (['w', 'b'] as Colour[]).filter((c) => okHi.includes(c) && okLo.includes(opposite(c)));
  if (possible.length === 1) {
    const c = possible[0];
    const forced = okHi.length === 1 ? hi : lo;
    return give(c, 'B.2', { en: `${forced.no} must have ${cEn(forced === hi ? c : opposite(c))} (B.2)`, tr: `${forced.no} ${cTr(forced === hi ? c : opposite(c))} almak zorunda (B.2)` });
  }
  // rule 6 in the last round: if both must have the same colour, the player below 50% keeps it
  if (possible.length === 0) {
    const c = hi.allowed.length === 1 && !ctx.half(hi) ? hi.allowed[0] : lo.allowed.length === 1 && !ctx.half(lo) ? opposite(lo.allowed[0]) : hi.pref.colour ?? firstColour;
    return give(c, 'rule 6', { en: 'last-round exception for a player with at least 50% (rule 6)', tr: '%50 ve üzeri puanlı oyuncu için son tur istisnası (kural 6)' });
  }
  const ph = hi.pref, pl = lo.pref;
  if (!ph.colour && !pl.colour) {
    // E.5: round 1 (or two players who have not played yet): odd places of S1 take the drawn colour
    const c = hi.rank % 2 === 0 ? firstColour : opposite(firstColour);
    return give(c, 'E.5', { en: `no colour history: ${hi.no} takes ${cEn(c)} by the drawn colour (E.5)`, tr: `renk geçmişi yok: kuraya göre ${hi.no} ${cTr(c)} alır (E.5)` });
  }
  if (!ph.colour || !pl.colour || ph.colour !== pl.colour) {
    const c = ph.colour ?? opposite(pl.colour!);
    return give(c, 'E.1', { en: 'both get their colour preference (E.1)', tr: 'her iki oyuncu da renk tercihini alır (E.1)' });
  }
  if (STRENGTH[ph.strength] !== STRENGTH[pl.strength]) {
    const stronger = STRENGTH[ph.strength] > STRENGTH[pl.strength] ? hi : lo;
    const c = stronger === hi ? ph.colour : opposite(pl.colour);
    return give(c, 'E.2', { en: `${stronger.no} has the stronger preference and gets it (E.2)`, tr: `${stronger.no} daha kuvvetli tercihe sahip, rengini alır (E.2)` });
  }
  // E.3: the latest game (histories aligned from the end, F.3) in which their colours differed
  const hh = hi.colours, hl = lo.colours;
  for (let k = 1; k <= Math.min(hh.length, hl.length); k++) {
    const a = hh[hh.length - k], b = hl[hl.length - k];
    if (a !== b) {
      const c = opposite(a);
      return give(c, 'E.3', { en: `${k} game(s) back ${hi.no} had ${cEn(a)} and ${lo.no} ${cEn(b)}: colours alternate from there (E.3)`, tr: `${k} oyun önce ${hi.no} ${cTr(a)}, ${lo.no} ${cTr(b)} almıştı: renkler oradan sırayla değişir (E.3)` });
    }
  }
  return give(ph.colour, 'E.4', { en: `same preference and history: the higher-ranked ${hi.no} gets ${cEn(ph.colour)} (E.4)`, tr: `tercih ve geçmiş aynı: üst sıradaki ${hi.no} ${cTr(ph.colour)} alır (E.4)` });
}
