/** How the documents write numbers and results: halves as ½, Turkish decimals with a comma, B/S colours. */
import type { Colour } from '../model/types';
import type { Lang } from '../pairing/types';

/** 4.5 → "4½", 0.5 → "½", 3 → "3". */
export function halves(x: number | undefined): string {
  if (x === undefined || Number.isNaN(x)) return '';
  const whole = Math.floor(x + 1e-9);
  const half = Math.abs(x - whole - 0.5) < 1e-9;
  if (!half && Math.abs(x - whole) > 1e-9) return String(x);
  if (!half) return String(whole);
  return whole === 0 ? '½' : `${whole}½`;
}

/** 3.5 → "3,5" in Turkish, "3.5" in English (the documents' cards use the comma). */
export function decimal(x: number | undefined, lang: Lang): string {
  if (x === undefined || Number.isNaN(x)) return '';
  const s = Number.isInteger(x) ? String(x) : String(Math.round(x * 100) / 100);
  return lang === 'tr' ? s.replace('.', ',') : s;
}

/** Colours as a card writes them: Turkish B (Beyaz) / S (Siyah), English W / B. */
export function colourLetter(c: Colour | undefined, lang: Lang): string {
  if (!c) return '';
  if (lang === 'tr') return c === 'w' ? 'B' : 'S';
  return c === 'w' ? 'W' : 'B';
}
