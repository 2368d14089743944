/** The ratings API for the add-in, the templates and the command line. */
export { dp, expectedScore, dpForScore } from './tables';
export { performanceRating, performance, averageRating, opponentsWithinCap, DOCUMENTS_CAP, FIDE_CAP, type Performance, type PerformanceOptions } from './performance';
export { ukdChange, kFactor, swissPerformance, roundRobinAverage, roundRobinPerformance, ukdEligibility, unratedStart, capRise, firstUkd, isListed } from './ukd';
export { ukdReport, type UkdReport, type UkdLine, type UkdReportOptions } from './report';
export { roundHalfAwayFromZero, ROUNDING_RULE } from './rounding';
export { DP_TABLE, PD_TABLE, FIDE_TABLES_SOURCE } from './fideTables';
export { ukdReportRows, formatUkdReport, ineligibleLines } from './reportRows';
export { scoreHundredths } from './tables';
export { opponentsWithin350, type UkdChange, type EventConditions, type Eligibility } from './ukd';
export { B02_EDITION, fideK, fideRatingChange, fideInitialRating, ratingDifference, gameExpectedHundredths, type KData, type KFactor, type RatedGame, type RatingChange, type InitialRating } from './fide';
