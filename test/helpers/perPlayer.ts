/** The tie-break fixtures list each player's rounds as a printed crosstable does; the converter lives with the workbook's examples. */
export { printedCrosstable as tournamentFromPrinted } from '../../templates/workbook/examples';

export interface PrintedRound { round: number; opponent: number | null; colour: 'w' | 'b' | null; result: string }
export interface PrintedPlayer { no: number; name: string; rounds: PrintedRound[] }
