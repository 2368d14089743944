/**
 * FIDE Handbook B.02 (FIDE Rating Regulations), tables 8.1.1 and 8.1.2, as data.
 *
 * Source: FIDE Handbook B.02 "FIDE Rating Regulations", section 8.1 (table 8.1.1: conversion of the fractional
 * score p into the rating difference dp; table 8.1.2: conversion of the rating difference D into the scoring
 * probability PD for the higher (H) and the lower (L) rated player). Copied figure by figure from
 * `shared/fixtures/fide-tables/b02-8.1a-dp.csv` and `b02-8.1b-pd.csv` (kept in `test/fixtures/fide-tables/`;
 * `test/rating/fideTables.test.ts` compares every row). The file names keep the numbering used before 2024 (8.1a is now 8.1.1, 8.1b is 8.1.2). The seed's "Ek1 Tablo 1" (dP) and "Ek1 Tablo 2" (PD)
 * are these two tables (seed 004, 8.A.2 and 8.A.3).
 *
 * Figures are integers on purpose: p and PD in hundredths, so that We = PD x n and k(W - We) are computed
 * exactly (no binary fractions) before the one rounding of `rounding.ts`.
 */

export const FIDE_TABLES_SOURCE = 'FIDE Handbook B.02 FIDE Rating Regulations, tables 8.1.1 and 8.1.2';

/** Table 8.1.1: p (in hundredths, 100 = 1.00) and dp. p = 1.00 and p = 0.00 carry FIDE's +800 / -800. */
export const DP_TABLE: ReadonlyArray<{ readonly p100: number; readonly dp: number }> = [
  { p100: 100, dp: 800 }, { p100: 99, dp: 677 }, { p100: 98, dp: 589 }, { p100: 97, dp: 538 }, { p100: 96, dp: 501 },
  { p100: 95, dp: 470 }, { p100: 94, dp: 444 }, { p100: 93, dp: 422 }, { p100: 92, dp: 401 }, { p100: 91, dp: 383 },
  { p100: 90, dp: 366 }, { p100: 89, dp: 351 }, { p100: 88, dp: 336 }, { p100: 87, dp: 322 }, { p100: 86, dp: 309 },
  { p100: 85, dp: 296 }, { p100: 84, dp: 284 }, { p100: 83, dp: 273 }, { p100: 82, dp: 262 }, { p100: 81, dp: 251 },
  { p100: 80, dp: 240 }, { p100: 79, dp: 230 }, { p100: 78, dp: 220 }, { p100: 77, dp: 211 }, { p100: 76, dp: 202 },
  { p100: 75, dp: 193 }, { p100: 74, dp: 184 }, { p100: 73, dp: 175 }, { p100: 72, dp: 166 }, { p100: 71, dp: 158 },
  { p100: 70, dp: 149 }, { p100: 69, dp: 141 }, { p100: 68, dp: 133 }, { p100: 67, dp: 125 }, { p100: 66, dp: 117 },
  { p100: 65, dp: 110 }, { p100: 64, dp: 102 }, { p100: 63, dp: 95 }, { p100: 62, dp: 87 }, { p100: 61, dp: 80 },
  { p100: 60, dp: 72 }, { p100: 59, dp: 65 }, { p100: 58, dp: 57 }, { p100: 57, dp: 50 }, { p100: 56, dp: 43 },
  { p100: 55, dp: 36 }, { p100: 54, dp: 29 }, { p100: 53, dp: 21 }, { p100: 52, dp: 14 }, { p100: 51, dp: 7 },
  { p100: 50, dp: 0 }, { p100: 49, dp: -7 }, { p100: 48, dp: -14 }, { p100: 47, dp: -21 }, { p100: 46, dp: -29 },
  { p100: 45, dp: -36 }, { p100: 44, dp: -43 }, { p100: 43, dp: -50 }, { p100: 42, dp: -57 }, { p100: 41, dp: -65 },
  { p100: 40, dp: -72 }, { p100: 39, dp: -80 }, { p100: 38, dp: -87 }, { p100: 37, dp: -95 }, { p100: 36, dp: -102 },
  { p100: 35, dp: -110 }, { p100: 34, dp: -117 }, { p100: 33, dp: -125 }, { p100: 32, dp: -133 }, { p100: 31, dp: -141 },
  { p100: 30, dp: -149 }, { p100: 29, dp: -158 }, { p100: 28, dp: -166 }, { p100: 27, dp: -175 }, { p100: 26, dp: -184 },
  { p100: 25, dp: -193 }, { p100: 24, dp: -202 }, { p100: 23, dp: -211 }, { p100: 22, dp: -220 }, { p100: 21, dp: -230 },
  { p100: 20, dp: -240 }, { p100: 19, dp: -251 }, { p100: 18, dp: -262 }, { p100: 17, dp: -273 }, { p100: 16, dp: -284 },
  { p100: 15, dp: -296 }, { p100: 14, dp: -309 }, { p100: 13, dp: -322 }, { p100: 12, dp: -336 }, { p100: 11, dp: -351 },
  { p100: 10, dp: -366 }, { p100: 9, dp: -383 }, { p100: 8, dp: -401 }, { p100: 7, dp: -422 }, { p100: 6, dp: -444 },
  { p100: 5, dp: -470 }, { p100: 4, dp: -501 }, { p100: 3, dp: -538 }, { p100: 2, dp: -589 }, { p100: 1, dp: -677 },
  { p100: 0, dp: -800 },
];

/**
 * Table 8.1.2: rating difference bands (whole points, both ends included) and PD in hundredths for the higher
 * (H) and the lower (L) rated player. The last band (736 and more) has no upper end.
 */
export const PD_TABLE: ReadonlyArray<{ readonly dMin: number; readonly dMax: number; readonly higher100: number; readonly lower100: number }> = [
  { dMin: 0, dMax: 3, higher100: 50, lower100: 50 },
  { dMin: 4, dMax: 10, higher100: 51, lower100: 49 },
  { dMin: 11, dMax: 17, higher100: 52, lower100: 48 },
  { dMin: 18, dMax: 25, higher100: 53, lower100: 47 },
  { dMin: 26, dMax: 32, higher100: 54, lower100: 46 },
  { dMin: 33, dMax: 39, higher100: 55, lower100: 45 },
  { dMin: 40, dMax: 46, higher100: 56, lower100: 44 },
  { dMin: 47, dMax: 53, higher100: 57, lower100: 43 },
  { dMin: 54, dMax: 61, higher100: 58, lower100: 42 },
  { dMin: 62, dMax: 68, higher100: 59, lower100: 41 },
  { dMin: 69, dMax: 76, higher100: 60, lower100: 40 },
  { dMin: 77, dMax: 83, higher100: 61, lower100: 39 },
  { dMin: 84, dMax: 91, higher100: 62, lower100: 38 },
  { dMin: 92, dMax: 98, higher100: 63, lower100: 37 },
  { dMin: 99, dMax: 106, higher100: 64, lower100: 36 },
  { dMin: 107, dMax: 113, higher100: 65, lower100: 35 },
  { dMin: 114, dMax: 121, higher100: 66, lower100: 34 },
  { dMin: 122, dMax: 129, higher100: 67, lower100: 33 },
  { dMin: 130, dMax: 137, higher100: 68, lower100: 32 },
  { dMin: 138, dMax: 145, higher100: 69, lower100: 31 },
  { dMin: 146, dMax: 153, higher100: 70, lower100: 30 },
  { dMin: 154, dMax: 162, higher100: 71, lower100: 29 },
  { dMin: 163, dMax: 170, higher100: 72, lower100: 28 },
  { dMin: 171, dMax: 179, higher100: 73, lower100: 27 },
  { dMin: 180, dMax: 188, higher100: 74, lower100: 26 },
  { dMin: 189, dMax: 197, higher100: 75, lower100: 25 },
  { dMin: 198, dMax: 206, higher100: 76, lower100: 24 },
  { dMin: 207, dMax: 215, higher100: 77, lower100: 23 },
  { dMin: 216, dMax: 225, higher100: 78, lower100: 22 },
  { dMin: 226, dMax: 235, higher100: 79, lower100: 21 },
  { dMin: 236, dMax: 245, higher100: 80, lower100: 20 },
  { dMin: 246, dMax: 256, higher100: 81, lower100: 19 },
  { dMin: 257, dMax: 267, higher100: 82, lower100: 18 },
  { dMin: 268, dMax: 278, higher100: 83, lower100: 17 },
  { dMin: 279, dMax: 290, higher100: 84, lower100: 16 },
  { dMin: 291, dMax: 302, higher100: 85, lower100: 15 },
  { dMin: 303, dMax: 315, higher100: 86, lower100: 14 },
  { dMin: 316, dMax: 328, higher100: 87, lower100: 13 },
  { dMin: 329, dMax: 344, higher100: 88, lower100: 12 },
  { dMin: 345, dMax: 357, higher100: 89, lower100: 11 },
  { dMin: 358, dMax: 374, higher100: 90, lower100: 10 },
  { dMin: 375, dMax: 391, higher100: 91, lower100: 9 },
  { dMin: 392, dMax: 411, higher100: 92, lower100: 8 },
  { dMin: 412, dMax: 432, higher100: 93, lower100: 7 },
  { dMin: 433, dMax: 456, higher100: 94, lower100: 6 },
  { dMin: 457, dMax: 484, higher100: 95, lower100: 5 },
  { dMin: 485, dMax: 517, higher100: 96, lower100: 4 },
  { dMin: 518, dMax: 559, higher100: 97, lower100: 3 },
  { dMin: 560, dMax: 619, higher100: 98, lower100: 2 },
  { dMin: 620, dMax: 735, higher100: 99, lower100: 1 },
  { dMin: 736, dMax: Infinity, higher100: 100, lower100: 0 },
];
