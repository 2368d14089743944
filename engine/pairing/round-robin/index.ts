export { bergerTable, bergerRound, bergerSchedule, bergerSize, bergerRoundCount, playerSchedules } from './berger';
export type { BergerPair, BergerOptions, BergerRound, ScheduleEntry } from './berger';
export { drawNumbers, drawingOrder, seededRandom, redrawAfterWithdrawal } from './draw';
export type { DrawEntrant, DrawnNumber, LeaveBeforeRoundOne, RedrawDecision } from './draw';
export { withdrawalStatus, crosstableCells } from './withdrawal';
export type { RoundRobinStatus, CrossCell } from './withdrawal';
export { roundRobin, doubleRoundRobin, drawnPlayerCount } from './system';
