/**
 * Marking a trainee's pairing (issue 27): a proposed pairing of the next round set against the rules of a system.
 * The verdict names the first thing the proposal gets wrong, in the order the rules apply: the proposal's form
 * (every player once), the absolute criteria, the quality criteria bracket by bracket (systems whose criteria the
 * marker evaluates), the procedural rule that decides between equally good pairings; colours and board order are
 * marked separately.
 */
import type { Board, Pairing, Text } from '../pairing/types';

/** The trainee's answer: boards in the order written, and the bye (at most one in a Swiss). */
export interface Proposal {
  boards: Board[];
  byes: number[];
}

export type VerdictKind = 'form' | 'absolute' | 'criterion' | 'procedural' | 'difference';

export interface MarkNote {
  /** The article, as the documents cite it: 'C.04.3 C.12', 'Dutch 1992-2009 B.2', 'C.04.3 4.3.2'. */
  rule: string;
  text: Text;
  /** Boards (1-based, in the proposal's order) the note is about. */
  boards?: number[];
  players?: number[];
}

/** One quality criterion where the proposal and the system's pairing were compared (criteria-level systems). */
export interface CriterionComparison {
  rule: string;
  /** The bracket (score in points) the criterion was evaluated in; undefined for a round-wide criterion (C.5). */
  bracket?: number;
  name: Text;
  /** The proposal's value and the correct pairing's, as the message states them (a count, or a list of scores). */
  proposal: string;
  correct: string;
  verdict: 'equal' | 'worse' | 'better';
}

export interface BoardMark {
  board: number;
  white: number;
  /** 0 for the bye. */
  black: number;
  /** The pair (or the bye) is in the system's pairing. */
  pairRight: boolean;
  /** The colours are the ones the colour rules give this pair; undefined when the marker cannot tell. */
  coloursRight?: boolean;
}

export interface Marking {
  system: string;
  round: number;
  /**
   * Pairs, bye and colours as the rules give them (or, where the rules leave a choice, as good). The board order is
   * marked apart (`boardOrderRight`): a right pairing in another board order is still right.
   */
  right: boolean;
  pairsRight: boolean;
  coloursRight: boolean;
  /** The boards in the order the system's text gives (`boardOrderRule`); true where the text gives none. */
  boardOrderRight: boolean;
  /** The article that gives the board order (C.04.2 D.9, Dutch 1992-2009 F.1 …); undefined where the system's text gives none (Lim, the books' Dubov and Burstein): then it is not marked. */
  boardOrderRule?: string;
  /** How deep this system's marking goes: 'criteria' (each quality criterion compared) or 'difference' (absolute criteria, then the first difference from the system's pairing, in the explanation's words). */
  depth: 'criteria' | 'difference';
  /**
   * The verdict on the pairs (undefined when they are right); `bracket`: the score group it sits in (the first the
   * answer pairs differently), where the marker states it; undefined for a round-wide rule (the PAB, Lim 2.1 …).
   * `merged`: where the system pairs several score groups as one (the books' Burstein 6.6), their scores, top first
   * (`bracket` is the top one).
   */
  verdict?: MarkNote & { kind: VerdictKind; bracket?: number; merged?: number[] };
  /** Every violation of the absolute criteria, each named. */
  absolute: MarkNote[];
  /** The quality criteria compared, in the system's order, up to and including the one that decides. */
  criteria: CriterionComparison[];
  colours: MarkNote[];
  boardOrder: MarkNote[];
  /** Where the system's explanation decides differently: the section and step where the paths part. */
  parting?: { section: Text; step?: Text; rule?: string };
  boards: BoardMark[];
  /** The system's pairing: shown only when asked for (the exercise reveals it on request). */
  correct: Pairing;
  /** Notes that do not make the pairing wrong (e.g. an equally good pairing the rules do not rank). */
  notes: MarkNote[];
}
