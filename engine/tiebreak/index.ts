/**
 * The tie-break engine's public face, for the CLI, the Excel functions, the taskpane and the templates.
 *
 *   computeTiebreak(t, 'BH-C1', { rules: '2009' })  → Map<pairing number, value>
 *   chooseRules(named, t.info.startDate)             → the edition in force on the event's start date, and why
 *   rankPlayers(t, ['BH', 'SB'], options)           → standings with every tie-break column
 *   explainTiebreak(t, 11, 'BH') / renderExplanation → the documents' card for one player
 *   TIEBREAK_CODES, TEAM_TIEBREAK_CODES             → codes with names and descriptions (en, tr)
 */
export type { RulesEdition, TiebreakOptions, Contribution, VirtualOpponent, TbRound } from './types';
export { RULES_EDITIONS, TiebreakError } from './types';
export { tiebreakContext, isRoundRobin } from './context';
export type { TiebreakContext } from './context';
export { adjustedScore, adjustedScores, unplayedCategory, isVoluntaryUnplayed } from './adjustedScore';
export { virtualOpponent } from './virtualOpponent';
export { contributions } from './contributions';
export { buchholz, buchholzDetail, buchholzOfBuchholz, foreBuchholz, averageOpponentsBuchholz } from './buchholz';
export { sonnebornBerger, sonnebornBergerDetail } from './sonnebornBerger';
export { progressive, runningScores } from './progressive';
export { koya, koyaGroup, koyaThreshold } from './koya';
export { kashdan, kashdanRound } from './kashdan';
export { directEncounter, directEncounterDetail, directEncounterSplit } from './directEncounter';
export type { DirectEncounterSplit, DirectEncounterMember } from './directEncounter';
export { rulesInForce, chooseRules, readEventDate, editionName, C07_2024_IN_FORCE, C07_2026_IN_FORCE } from './edition';
export type { EditionChoice } from './edition';
export { wins, winsOverTheBoard, gamesWithBlack, winsWithBlack, roundsElectedToPlay } from './wins';
export { lechenicher } from './lechenicher';
export {
  averageRatingOfOpponents, performanceRating, perfectPerformance, perfectPerformanceOf, averageOpponentsPerformance,
  averageOpponentsPerfectPerformance, aroDetail, assertRatings,
} from './ratingAverages';
export { TIEBREAK_CODES, parseTiebreakCode, cutTooLarge, computeTiebreak, tiebreakValue, directEncounterGroup, refineTies } from './codes';
export type { TiebreakCodeInfo, ParsedCode } from './codes';
export { rankPlayers, DEFAULT_TIEBREAKS } from './ranking';
export type { Standing, TournamentKind } from './ranking';
export { explainTiebreak, renderExplanation } from './explain';
export type { TiebreakExplanation, ExplanationRow } from './explain';
export * from './team';
