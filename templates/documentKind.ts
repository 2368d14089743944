/** What a printable document is (its name, description and renderer): shared by documents.ts and the tie-break
 * documents, in its own module so that neither imports the other. */
import type { Tournament } from '../engine/model/types';
import type { Lang, Text } from '../engine/pairing/types';

export interface DocumentOptions {
  lang?: Lang;
  round?: number;
  player?: number;
  /** Pairing system for the score-group worksheets (default dutch-2009). */
  system?: string;
  /** Final ranking, pairing number → rank (from the tie-break engine). */
  ranks?: Map<number, number>;
  /** Tie-break edition of the pairing cards (default: the one in force on the event's start date, engine/tiebreak/edition.ts). */
  rules?: '2009' | '2024' | '2026';
}

export interface DocumentKind {
  name: string;
  description: Text;
  render(t: Tournament, o: DocumentOptions): string;
}
