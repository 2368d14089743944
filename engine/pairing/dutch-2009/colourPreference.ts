/**
 * Colour differences and preferences (Dutch 1992-2009 A.7), the odd/even-round refinements
 * A.7.d/e, and x (A.8).
 */
import type { Colour } from '../../model/types';
import { colourPreference, mayTakeColour, type ColourPreference } from '../../model/history';

export type { ColourPreference };

/** A.7.a-c: absolute / strong / mild (weak) preference from the colours of the games actually played (F.2, F.3). */
export function preferenceA7(history: Colour[]): ColourPreference {
  return colourPreference(history);
}

/**
 * The colours a player may receive without breaking B.2 (colour difference within ±2, never three
 * equal colours running). An absolute preference (A.7.a) is exactly the case where only one colour is left.
 */
export function allowedColours(history: Colour[]): Colour[] {
  return (['w', 'b'] as Colour[]).filter((c) => mayTakeColour(history, c));
}

/**
 * The preference as B.4 and A.8 count it in this round:
 * A.7.e — in an even round a mild preference is counted as whichever colour lowers x, so it is
 * flexible ('any'); a player with no preference is also 'any'.
 */
export function countedPreference(pref: ColourPreference, round: number): Colour | 'any' {
  if (!pref.colour || pref.strength === 'none') return 'any';
  if (round % 2 === 0 && pref.strength === 'mild') return 'any';
  return pref.colour;
}

/**
 * A.8: x = b - q if b > w, else w - q (q = half the bracket, rounded up); never below 0.
 * With A.7.e the flexible players take the side that lowers x, which is the same as leaving them out of w and b.
 */
export function computeX(prefs: Array<Colour | 'any'>): { x: number; w: number; b: number; q: number } {
  const w = prefs.filter((p) => p === 'w').length;
  const b = prefs.filter((p) => p === 'b').length;
  const q = Math.ceil(prefs.length / 2);
  const x = Math.max(0, (b > w ? b : w) - q);
  return { x, w, b, q };
}

/** B.4: two players whose counted preferences are the same colour cannot both get their colour. */
export function colourIncompatible(a: Colour | 'any', b: Colour | 'any'): boolean {
  return a !== 'any' && a === b;
}
