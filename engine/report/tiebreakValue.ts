/** How a standings table writes a score or a tie-break value (`hakem standings`, the published site). */
import { TIEBREAK_CODES } from '../tiebreak/codes';

/**
 * A value as the table prints it: points-like values in halves (`4½`, `-½`, `-1½`), averages (ARO, AOB) and any
 * other fraction with up to two decimals (`1732.5`, `2410.78`).
 */
export function formatValue(x: number, average = false): string {
  if (Number.isInteger(x)) return String(x);
  if (!average && Number.isInteger(x * 2)) return `${x < 0 ? '-' : ''}${Math.trunc(Math.abs(x)) || ''}½`;
  return String(Math.round(x * 100) / 100);
}

/** Codes whose value is an average (shown with decimals, never as halves). */
const AVERAGES = new Set(TIEBREAK_CODES.filter((c) => c.average).map((c) => c.code));
export const isAverage = (code: string) => AVERAGES.has(code.split('-')[0]);
