export { knockoutFirstRound, knockoutFold, playoffPlan } from './bracket';
export type { KnockoutFirstRound, PlayoffPlan, PlayoffMethod } from './bracket';
export { knockout } from './system';
