// Record 310's columns, apart from plausible.ts so that the reader calls them without an import circle.
/**
 * TRF-2026 record 310: team number 5-7, name 9-40, nickname 42-46, strength 48-53, match points 55-60, game points
 * 62-67, rank 69-71, the roster from 74 (FIDE TRF26; the columns as /work/shared/rules/c046-team-swiss.md lists
 * them). The blank columns between the fields, as SEPARATORS of read.ts are for 001.
 */
const SEPARATORS_310: Array<[number, string]> = [
  [8, 'the team number (columns 5-7) and the name (9-40)'], [41, 'the name (9-40) and the nickname (42-46)'],
  [47, 'the nickname (42-46) and the strength (48-53)'], [54, 'the strength (48-53) and the match points (55-60)'],
  [61, 'the match points (55-60) and the game points (62-67)'], [68, 'the game points (62-67) and the rank (69-71)'],
  [72, 'the rank (69-71) and the roster (74-)'], [73, 'the rank (69-71) and the roster (74-)'],
];

/** A 310 line's separators and its strength and rank (numbers when given); `fail` names the line and column. */
export function check310Columns(line: string, ln: number, fail: (message: string, line?: number, column?: number) => never): void {
  for (const [c, between] of SEPARATORS_310) {
    if (c - 1 < line.length && line[c - 1] !== ' ') {
      fail(`record 310: column ${c} must be blank (it separates ${between}), found "${line[c - 1]}": a field runs over the next (a team name longer than 32 characters?) or the line is misaligned`, ln, c);
    }
  }
  const strength = line.slice(47, 53).trim();
  // the team's strength: an average rating, a number (TRF26), as 001's rating is
  if (strength && !/^\d+(\.\d+)?$/.test(strength)) fail(`record 310: the strength (columns 48-53) must be a number, found "${strength}"`, ln, 48);
  const rank = line.slice(68, 71).trim();
  if (rank && !/^\d+$/.test(rank)) fail(`record 310: the rank (columns 69-71) must be a number, found "${rank}"`, ln, 69);
}
