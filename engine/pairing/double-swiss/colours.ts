/** C.04.5 Article 4: the colours of a pair, decided after the pairing (colours never choose opponents). */
import type { Colour } from '../../model/types';
import type { DsPlayer } from './matches';

export interface ColourDecision {
  white: number;
  black: number;
  /** The article that decided: '4.3.1' … '4.3.5'. */
  rule: string;
}

const other = (c: Colour): Colour => (c === 'w' ? 'b' : 'w');

/** 4.2: the higher-ranked player: higher score, then smaller TPN. */
export function higherRanked(a: DsPlayer, b: DsPlayer): [DsPlayer, DsPlayer] {
  if (a.score !== b.score) return a.score > b.score ? [a, b] : [b, a];
  return a.no < b.no ? [a, b] : [b, a];
}

export function matchColours(a: DsPlayer, b: DsPlayer, initial: Colour): ColourDecision {
  const [hrp, opp] = higherRanked(a, b);
  const give = (hrpColour: Colour, rule: string): ColourDecision =>
    hrpColour === 'w' ? { white: hrp.no, black: opp.no, rule } : { white: opp.no, black: hrp.no, rule };
  // 4.3.1: neither has had a colour: the HRP gets the initial colour with an odd TPN, the other with an even one
  if (!hrp.colours.length && !opp.colours.length) return give(hrp.no % 2 ? initial : other(initial), '4.3.1');
  // 4.3.2: White to the player who has had fewer Whites
  const wh = hrp.colours.filter((c) => c === 'w').length;
  const wo = opp.colours.filter((c) => c === 'w').length;
  if (wh !== wo) return give(wh < wo ? 'w' : 'b', '4.3.2');
  // 4.3.3: alternate from the most recent match in which the two had different colours (histories aligned from the end, GHR 3.4)
  for (let i = 1; i <= Math.min(hrp.colours.length, opp.colours.length); i++) {
    const ch = hrp.colours[hrp.colours.length - i];
    const co = opp.colours[opp.colours.length - i];
    if (ch !== co) return give(other(ch), '4.3.3');
  }
  // 4.3.4: alternate the HRP's colour of his last match; 4.3.5: else the opponent's
  if (hrp.colours.length) return give(other(hrp.colours[hrp.colours.length - 1]), '4.3.4');
  return give(opp.colours[opp.colours.length - 1], '4.3.5');
}
