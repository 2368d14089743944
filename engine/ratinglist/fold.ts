/**
 * Name folding for search: one key for every way a name is typed. Turkish dotted and dotless i (İ i I ı) all fold
 * to `i`, so "ISIK", "Işık" and "ışık" meet; ğ ş ç ö ü and every other accent lose their marks (NFD, marks
 * removed); a few letters that do not decompose are spelled out (ø → o, æ → ae, ß → ss, ł → l, đ → d); case goes;
 * anything that is not a letter or digit (the comma of "Surname, Given", hyphens, dots) becomes one space.
 */
const SPELLED: Record<string, string> = {
  ı: 'i', ø: 'o', æ: 'ae', œ: 'oe', ß: 'ss', ł: 'l', đ: 'd', ð: 'd', þ: 'th', ħ: 'h', ŀ: 'l',
};
const SPELLED_RE = /[ıøæœßłđðþħŀ]/g;

export function foldName(s: string): string {
  // FIDE's lists are ASCII: the fast path keeps an import of two million names quick
  // eslint-disable-next-line no-control-regex
  if (/^[\x00-\x7f]*$/.test(s)) return s.toLowerCase().replace(/[^a-z0-9]+/g, ' ').trim();
  return s
    .toLowerCase() // İ → i + combining dot above (removed below); I → i
    .replace(SPELLED_RE, (c) => SPELLED[c])
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/** The upper bound of a prefix range: every key that starts with `prefix` is ≥ prefix and < this. */
export function prefixEnd(prefix: string): string {
  return prefix + '\uffff';
}
