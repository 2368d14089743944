/**
 * The crosstable notation arbiters type (one row per player, one cell per round, or three columns per round).
 *
 *   parseCrosstable(rows, { colours: 'tr' }) → Tournament, or a CrosstableError naming the cell
 *   parseRoundCell('12 b ½')                  → { kind: 'game', opponent: 12, colour: 'b', result: '=' }
 */
export { parseCrosstable, CrosstableError } from './parse';
export type { CrosstableOptions, CrosstableColumns } from './parse';
export { parseRoundCell, normaliseCell, joinThreeCells, a1, CellSyntaxError } from './cells';
export type { RoundCell, ColourLetters } from './cells';
export { parseTeamCrosstable } from './teams';
export type { TeamCrosstableOptions } from './teams';
