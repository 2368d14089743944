export { scheveningenRounds, scheveningenTable, multiTeamScheveningen, skalitzkaRounds, skalitzkaTable } from './table';
export type { Pair, ScheveningenColours, ScheveningenOptions, TeamRound } from './table';
export { scheveningen, resolveTeams } from './system';
export type { Team } from './system';
