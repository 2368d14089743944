/** FIDE TRF-16 player line (`001`) columns, 1-based inclusive, as the format defines them. */
export const COL = {
  startRank: [5, 8],
  sex: [10, 10],
  title: [11, 13],
  name: [15, 47],
  rating: [49, 52],
  federation: [54, 56],
  fideId: [58, 68],
  birth: [70, 79],
  points: [81, 84],
  rank: [86, 89],
} as const;

/** Round `r` (1-based) occupies 10 columns from 92: opponent 92-95, colour 97, result 99. */
export const roundColumn = (r: number) => 92 + 10 * (r - 1);

export function field(line: string, [from, to]: readonly [number, number]): string {
  return line.slice(from - 1, to);
}

export function padLeft(s: string, width: number): string {
  return s.length >= width ? s.slice(0, width) : ' '.repeat(width - s.length) + s;
}
export function padRight(s: string, width: number): string {
  return s.length >= width ? s.slice(0, width) : s + ' '.repeat(width - s.length);
}
