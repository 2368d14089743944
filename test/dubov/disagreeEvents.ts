/**
 * Five rounds of seeded random events (engine/random, as test/marking/perturb.ts's randomRounds plays them with the
 * Dubov engine) rebuilt with buildTournament: the state before the round, every earlier round as played. Each is a
 * round where an exhaustive scan of two-board swaps once found the marker and the engine disagreeing; the working is
 * in test/dubov/bounds.test.ts (the engine) and test/marking/dubov.test.ts (the marker).
 */
import { buildTournament } from '../../engine/model/build';
import type { Tournament } from '../../engine/model/types';

/** Games in the documents' notation: "white-black result, …". */
const G = (s: string) => s.split(', ').map((x) => { const [wb, result] = x.split(' '); const [white, black] = wb.split('-').map(Number); return { white, black, result }; });

/** Seed 1133, round 7. */
export const seed1133round7 = (): Tournament => buildTournament({ players: [{ no: 1, name: 'Cem 1', rating: 2497 }, { no: 2, name: 'Hakan 1', rating: 2426, withdrawnFrom: 5 }, { no: 3, name: 'Ece 1', rating: 2342 }, { no: 4, name: 'Bora 1', rating: 2041 }, { no: 5, name: 'Leyla 1', rating: 1997 }, { no: 6, name: 'Ada 1', rating: 1984 }, { no: 7, name: 'Irmak 1', rating: 1927 }, { no: 8, name: 'Deniz 1', rating: 1913 }, { no: 9, name: 'Fatma 1', rating: 1877 }, { no: 10, name: 'Mert 1', rating: 1752 }, { no: 11, name: 'Kaan 1', rating: 1654 }, { no: 12, name: 'Gül 1', rating: 1638 }], firstColour: 'w', totalRounds: 7, rounds: [
    { round: 1, games: G('1-7 1-0, 8-2 --+, 3-9 +--, 10-4 0-1, 5-11 1/2-1/2, 12-6 0-1') },
    { round: 2, games: G('6-1 1/2-1/2, 4-2 0-1, 11-8 0-1, 7-5 1-0, 9-12 1-0'), halfPointBye: [3,10] },
    { round: 3, games: G('2-6 1-0, 1-3 1-0, 8-4 1-0, 7-9 0-1, 5-10 0-1, 12-11 0-1') },
    { round: 4, games: G('1-2 1-0, 9-8 0-1, 6-10 1/2-1/2, 3-11 1-0, 4-7 1-0, 12-5 0-1') },
    { round: 5, games: G('8-1 1/2-1/2, 10-3 1/2-1/2, 5-4 0-1, 6-9 1/2-1/2, 11-7 0-1'), bye: 12, absent: [2] },
    { round: 6, games: G('3-8 1-0, 9-1 0-1, 5-6 1/2-1/2, 11-10 1/2-1/2, 7-12 1-0'), absent: [2,4] },
    { round: 7, games: [], absent: [2,3] },
  ] });

/** Seed 1494, round 8. */
export const seed1494round8 = (): Tournament => buildTournament({ players: [{ no: 1, name: 'Leyla 1', rating: 2595 }, { no: 2, name: 'Kaan 1', rating: 2462 }, { no: 3, name: 'Ece 1', rating: 2378 }, { no: 4, name: 'Nil 1', rating: 2356 }, { no: 5, name: 'Hakan 1', rating: 2301 }, { no: 6, name: 'Irmak 1', rating: 2180 }, { no: 7, name: 'Bora 1', rating: 1980 }, { no: 8, name: 'Fatma 1', rating: 1978 }, { no: 9, name: 'Deniz 1', rating: 1915 }, { no: 10, name: 'Cem 1', rating: 1792 }, { no: 11, name: 'Gül 1', rating: 1657 }, { no: 12, name: 'Ada 1', rating: 1592 }, { no: 13, name: 'Mert 1', rating: 1466 }], firstColour: 'b', totalRounds: 8, rounds: [
    { round: 1, games: G('7-1 0-1, 2-8 1-0, 9-3 1/2-1/2, 4-10 1/2-1/2, 11-5 0-1, 6-12 1/2-1/2'), bye: 13 },
    { round: 2, games: G('5-2 0-1, 1-13 1/2-1/2, 3-4 1-0, 12-9 1-0, 10-6 0-1, 8-7 1/2-1/2'), bye: 11 },
    { round: 3, games: G('2-1 0-1, 6-3 0-1, 13-12 0-1, 4-5 1/2-1/2, 7-11 1-0, 9-8 0-1'), bye: 10 },
    { round: 4, games: G('1-12 1/2-1/2, 3-2 1-0, 8-6 1/2-1/2, 5-7 1-0, 10-13 1-0, 11-9 0-1'), halfPointBye: [4] },
    { round: 5, games: G('12-3 0-1, 5-1 0-1, 8-10 1/2-1/2, 2-6 1-0, 13-11 0-1, 7-4 1/2-1/2'), bye: 9 },
    { round: 6, games: G('3-10 1-0, 12-5 0-1, 4-8 1-0, 6-11 1/2-1/2, 9-13 1/2-1/2'), bye: 7, absent: [1], halfPointBye: [2] },
    { round: 7, games: G('1-3 1/2-1/2, 5-9 1-0, 2-7 1-0, 11-4 1/2-1/2, 10-12 1-0, 13-6 0-1'), bye: 8 },
  ] });

/** Seed 2108, round 6. */
export const seed2108round6 = (): Tournament => buildTournament({ players: [{ no: 1, name: 'Deniz 1', rating: 2544 }, { no: 2, name: 'Fatma 2', rating: 2394 }, { no: 3, name: 'Ada 2', rating: 2382 }, { no: 4, name: 'Umut 1', rating: 2362 }, { no: 5, name: 'Zeynep 1', rating: 2312 }, { no: 6, name: 'Kaan 1', rating: 2294 }, { no: 7, name: 'Cem 2', rating: 2250 }, { no: 8, name: 'Leyla 1', rating: 2244 }, { no: 9, name: 'Tuna 1', rating: 2149 }, { no: 10, name: 'Oğuz 1', rating: 2147 }, { no: 11, name: 'Nil 1', rating: 2143 }, { no: 12, name: 'Bora 2', rating: 2125 }, { no: 13, name: 'Ece 2', rating: 2123 }, { no: 14, name: 'Selin 1', rating: 2110 }, { no: 15, name: 'Hakan 1', rating: 2022 }, { no: 16, name: 'Fatma 1', rating: 1970 }, { no: 17, name: 'Ada 1', rating: 1810 }, { no: 18, name: 'Mert 1', rating: 1806 }, { no: 19, name: 'Rüzgar 1', rating: 1768 }, { no: 20, name: 'Cem 1', rating: 1725 }, { no: 21, name: 'Yasemin 1', rating: 1664 }, { no: 22, name: 'Gül 1', rating: 1621 }, { no: 23, name: 'Ece 1', rating: 1597 }, { no: 24, name: 'Bora 1', rating: 1477 }, { no: 25, name: 'Irmak 1', rating: 1438 }, { no: 26, name: 'Pelin 1', rating: 1431 }, { no: 27, name: 'Deniz 2', rating: 1420 }], firstColour: 'b', totalRounds: 7, rounds: [
    { round: 1, games: G('14-1 0-1, 2-15 1-0, 16-3 1/2-1/2, 4-17 1-0, 18-5 0-1, 6-19 1-0, 20-7 0-1, 8-21 1/2-1/2, 22-9 1/2-1/2, 10-23 1/2-1/2, 24-11 0-1, 12-25 1/2-1/2, 26-13 0-1'), bye: 27 },
    { round: 2, games: G('13-2 0-1, 11-4 0-1, 7-6 0-1, 5-10 1-0, 1-27 1/2-1/2, 3-9 0-1, 25-16 1/2-1/2, 23-12 1/2-1/2, 21-22 1/2-1/2, 19-14 1/2-1/2, 17-18 1/2-1/2, 15-24 0-1'), bye: 26, halfPointBye: [8,20] },
    { round: 3, games: G('6-4 --+, 2-5 1-0, 9-1 --+, 27-7 0-1, 12-8 1/2-1/2, 22-11 0-1, 16-13 1-0, 24-21 1/2-1/2, 23-25 0-1, 14-26 1-0, 10-3 0-1, 18-19 1/2-1/2, 20-17 1-0'), bye: 15 },
    { round: 4, games: G('4-2 1/2-1/2, 5-1 0-1, 11-12 1-0, 25-7 1/2-1/2, 6-16 1-0, 21-14 0-1, 8-20 1/2-1/2, 9-24 1-0, 3-27 --+, 13-15 1-0, 19-22 1/2-1/2, 10-18 1-0, 26-23 0-1'), bye: 17 },
    { round: 5, games: G('1-4 1-0, 2-6 1-0, 7-11 1/2-1/2, 9-25 1-0, 14-27 1-0, 23-5 1/2-1/2, 16-20 1-0, 3-13 1/2-1/2, 22-10 0-1, 17-21 1-0, 24-26 0-1, 18-15 0-1'), absent: [8], halfPointBye: [12,19] },
  ] });

/** Seed 1029, round 8. */
export const seed1029round8 = (): Tournament => buildTournament({ players: [{ no: 1, name: 'Hakan 1', rating: 2550 }, { no: 2, name: 'Deniz 1', rating: 2537 }, { no: 3, name: 'Cem 2', rating: 2499 }, { no: 4, name: 'Ece 1', rating: 2442 }, { no: 5, name: 'Fatma 2', rating: 2438 }, { no: 6, name: 'Gül 1', rating: 2431 }, { no: 7, name: 'Cem 1', rating: 2398, withdrawnFrom: 8 }, { no: 8, name: 'Ece 2', rating: 2396 }, { no: 9, name: 'Zeynep 1', rating: 2335 }, { no: 10, name: 'Rüzgar 1', rating: 2326 }, { no: 11, name: 'Pelin 1', rating: 2272 }, { no: 12, name: 'Bora 1', rating: 1847 }, { no: 13, name: 'Kaan 1', rating: 1830 }, { no: 14, name: 'Selin 1', rating: 1815 }, { no: 15, name: 'Fatma 1', rating: 1798 }, { no: 16, name: 'Leyla 1', rating: 1754 }, { no: 17, name: 'Yasemin 1', rating: 1747 }, { no: 18, name: 'Bora 2', rating: 1704 }, { no: 19, name: 'Gül 2', rating: 1674 }, { no: 20, name: 'Oğuz 1', rating: 1652 }, { no: 21, name: 'Mert 1', rating: 1620 }, { no: 22, name: 'Umut 1', rating: 1548 }, { no: 23, name: 'Ada 1', rating: 1543 }, { no: 24, name: 'Tuna 1', rating: 1530 }, { no: 25, name: 'Irmak 1', rating: 1510 }, { no: 26, name: 'Nil 1', rating: 1454, withdrawnFrom: 3 }, { no: 27, name: 'Ada 2', rating: 1429 }, { no: 28, name: 'Deniz 2', rating: 1424 }], firstColour: 'w', totalRounds: 8, rounds: [
    { round: 1, games: G('1-15 1-0, 16-2 0-1, 3-17 1-0, 18-4 0-1, 5-19 1/2-1/2, 20-6 0-1, 7-21 1/2-1/2, 22-8 1/2-1/2, 9-23 1/2-1/2, 24-10 0-1, 11-25 1-0, 26-12 0-1, 13-27 1-0, 28-14 0-1') },
    { round: 2, games: G('12-1 1/2-1/2, 10-3 0-1, 6-11 1-0, 4-13 1-0, 2-14 1-0, 8-5 0-1, 23-7 0-1, 21-9 0-1, 19-22 1-0, 27-18 1/2-1/2, 25-20 0-1, 17-24 1-0, 16-26 1/2-1/2, 15-28 1-0') },
    { round: 3, games: G('6-2 0-1, 3-4 1-0, 7-9 0-1, 1-19 1-0, 5-12 1-0, 18-10 0-1, 13-15 1/2-1/2, 20-17 +--, 22-16 0-1, 24-8 1/2-1/2, 23-27 1-0, 28-25 0-1'), absent: [11,14,21,26] },
    { round: 4, games: G('2-3 1-0, 9-1 0-1, 4-5 0-1, 10-6 1/2-1/2, 20-7 0-1, 15-16 1-0, 12-13 0-1, 19-23 1/2-1/2, 8-17 1/2-1/2, 11-21 1-0, 14-25 0-1, 27-22 0-1, 24-18 1-0'), bye: 28, absent: [26] },
    { round: 5, games: G('1-2 1/2-1/2, 3-9 1/2-1/2, 7-10 1/2-1/2, 13-19 0-1, 6-15 1-0, 25-4 0-1, 23-20 1-0, 22-24 0-1, 16-8 1/2-1/2, 17-12 0-1, 18-28 1-0, 21-27 1-0'), absent: [26], halfPointBye: [5,11,14] },
    { round: 6, games: G('2-5 0-1, 3-1 1-0, 4-6 0-1, 19-7 0-1, 10-23 1-0, 9-11 1-0, 12-15 0-1, 8-13 1-0, 25-16 1/2-1/2, 20-17 1/2-1/2, 14-18 0-1, 21-22 0-1, 28-27 1-0'), absent: [26], halfPointBye: [24] },
    { round: 7, games: G('5-6 +--, 7-3 1-0, 2-9 1/2-1/2, 1-10 1-0, 15-19 1-0, 23-8 0-1, 4-24 1/2-1/2, 18-20 0-1, 16-28 1/2-1/2, 13-25 1/2-1/2, 11-22 1-0, 17-21 1-0, 27-14 0-1'), absent: [26], halfPointBye: [12] },
    { round: 8, games: [], absent: [7,26] },
  ] });


/** Seed 1868, round 6. */
export const seed1868round6 = (): Tournament => buildTournament({ players: [{ no: 1, name: 'Pelin 1', rating: 2574 }, { no: 2, name: 'Cem 1', rating: 2565 }, { no: 3, name: 'Ada 2', rating: 2554 }, { no: 4, name: 'Zeynep 1', rating: 2525 }, { no: 5, name: 'Cem 2', rating: 2490 }, { no: 6, name: 'Deniz 1', rating: 2461 }, { no: 7, name: 'Kaan 1', rating: 2354 }, { no: 8, name: 'Leyla 1', rating: 2340 }, { no: 9, name: 'Mert 1', rating: 2272 }, { no: 10, name: 'Ece 2', rating: 2227 }, { no: 11, name: 'Ada 1', rating: 2223 }, { no: 12, name: 'Nil 1', rating: 2208 }, { no: 13, name: 'Deniz 2', rating: 2123 }, { no: 14, name: 'Oğuz 1', rating: 1960 }, { no: 15, name: 'Umut 1', rating: 1904 }, { no: 16, name: 'Irmak 1', rating: 1903 }, { no: 17, name: 'Tuna 1', rating: 1862 }, { no: 18, name: 'Fatma 2', rating: 1822 }, { no: 19, name: 'Bora 2', rating: 1809 }, { no: 20, name: 'Yasemin 1', rating: 1807 }, { no: 21, name: 'Gül 1', rating: 1773 }, { no: 22, name: 'Hakan 1', rating: 1724 }, { no: 23, name: 'Bora 1', rating: 1709 }, { no: 24, name: 'Ece 1', rating: 1659 }, { no: 25, name: 'Fatma 1', rating: 1514 }, { no: 26, name: 'Rüzgar 1', rating: 1419 }, { no: 27, name: 'Selin 1', rating: 1419 }], firstColour: 'w', totalRounds: 7, rounds: [
    { round: 1, games: G('1-14 1/2-1/2, 15-2 0-1, 3-16 1-0, 17-4 0-1, 5-18 1-0, 19-6 0-1, 7-20 1-0, 21-8 0-1, 9-22 1-0, 23-10 0-1, 11-24 1/2-1/2, 25-12 0-1, 13-26 1-0'), bye: 27 },
    { round: 2, games: G('12-3 1-0, 10-5 0-1, 8-7 1/2-1/2, 6-9 1-0, 4-13 1/2-1/2, 2-27 1/2-1/2, 24-1 0-1, 14-11 1/2-1/2, 22-17 0-1, 20-19 1-0, 18-21 1-0, 16-23 1/2-1/2, 15-25 1/2-1/2'), bye: 26 },
    { round: 3, games: G('1-6 1-0, 5-12 1/2-1/2, 13-2 0-1, 3-4 0-1, 27-8 0-1, 11-10 1/2-1/2, 9-14 1/2-1/2, 26-18 1/2-1/2, 17-20 0-1, 25-16 0-1, 23-15 0-1, 19-24 1-0, 21-22 1/2-1/2'), absent: [7] },
    { round: 4, games: G('8-1 1/2-1/2, 4-5 1/2-1/2, 12-2 1/2-1/2, 6-20 1-0, 18-9 1/2-1/2, 16-11 1/2-1/2, 7-13 1-0, 14-15 1-0, 27-26 1/2-1/2, 22-19 0-1, 3-17 1-0, 23-21 1-0'), bye: 24, absent: [10], halfPointBye: [25] },
    { round: 5, games: G('2-4 1/2-1/2, 1-7 1-0, 5-6 1/2-1/2, 12-8 1-0, 20-14 0-1, 11-3 0-1, 9-27 1-0, 16-18 1-0, 15-10 0-1, 13-23 1-0, 21-25 1-0, 24-22 0-1'), absent: [26], halfPointBye: [17,19] },
  ] });
