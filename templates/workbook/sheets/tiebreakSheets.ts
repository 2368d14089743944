/** The tie-break worked tables' sheets of the teaching workbook, in the documents' order (listed in ../index.ts). */
import type { SheetBuilder } from '../sheet';
import { adjustedScoresSheet } from './adjustedScores';
import { buchholzOfBuchholzSheet } from './buchholzOfBuchholz';
import { koya12Sheet, koya7Sheet } from './koya';
import { kashdanSheet } from './kashdan';
import { progressiveSheet } from './progressive';
import { teamRoundRobinSheet, teamSwissSheet } from './teams';
import { senerSheet, umaySheet } from './sener';

export const TIEBREAK_SHEETS: SheetBuilder[] = [
  adjustedScoresSheet,
  umaySheet,
  buchholzOfBuchholzSheet,
  senerSheet,
  progressiveSheet,
  koya12Sheet,
  koya7Sheet,
  kashdanSheet,
  teamSwissSheet,
  teamRoundRobinSheet,
];
