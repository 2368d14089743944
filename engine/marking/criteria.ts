/**
 * Criterion-level marking, shared by every system that has it. A system's marker evaluates a complete pairing as a
 * list of entries, one per quality criterion (per bracket where the rules apply it bracket by bracket), in the order
 * the system's rules apply them, each a vector compared lexicographically (higher is better). The proposal's list
 * and the system's pairing's list are compared entry by entry: the first entry where the proposal is worse is the
 * verdict; one where it is better means the marker and the system disagree (reported as a note, the verdict then
 * falls back to the difference). Where every entry is equal the system's procedure decides (each marker says which rule).
 */
import type { Tournament } from '../model/types';
import type { Explanation, Pairing, PairingOptions, Text } from '../pairing/types';
import type { CriterionComparison, MarkNote, Proposal } from './types';

export interface CriterionEntry {
  /** The criterion as the system numbers it ('C.12', 'B.5', 'A7'); `spec.cite` turns it into the article cited. */
  rule: string;
  /** The bracket (score in points) the entry belongs to; undefined for a round-wide criterion. */
  bracket?: number;
  /** Higher is better, compared lexicographically. */
  value: number[];
  /** The value as the message states it (a count, or a list of scores). */
  show: string;
}

export interface CriteriaSpec {
  /** The article cited for a criterion: 'C.12' → 'C.04.3 C.12'. */
  cite: (rule: string) => string;
  /** The criterion's name, as the comparison table prints it. */
  name: (rule: string) => Text;
  /** The verdict in words: the proposal's value against the one the rules reach. */
  saying?: (rule: string, mine: string, best: string) => Text;
  /** Where the entry was evaluated ("In the bracket of 2 points"); by default by its bracket in points. */
  where?: (bracket: number | undefined) => Text;
}

export const points = (x: number): string => (Number.isInteger(x) ? String(x) : `${Math.floor(x)}.5`);

function defaultWhere(bracket: number | undefined): Text {
  if (bracket === undefined) return { en: 'In this round', tr: 'Bu turda' };
  return { en: `In the bracket of ${points(bracket)} point${bracket === 1 ? '' : 's'}`, tr: `${points(bracket)} puan grubunda` };
}

function defaultSaying(spec: CriteriaSpec, rule: string, mine: string, best: string): Text {
  const name = spec.name(rule);
  return { en: `your pairing has ${name.en}: ${mine}, where ${best} is possible`, tr: `eşlendirmenizde ${name.tr}: ${mine}; oysa ${best} mümkün` };
}

export const compareVectors = (a: number[], b: number[]): number => {
  for (let i = 0; i < Math.max(a.length, b.length); i++) {
    const d = (a[i] ?? 0) - (b[i] ?? 0);
    if (d) return d;
  }
  return 0;
};

export interface CriteriaComparison {
  criteria: CriterionComparison[];
  /** The first criterion where the proposal is worse, as a verdict. */
  verdict?: MarkNote & { kind: 'criterion'; bracket?: number };
  /** The entry that decided (worse or better), for the marker to find the explanation's step on the same matter. */
  decided?: { mine: CriterionEntry; theirs: CriterionEntry };
  /** The marker finds the proposal better than the system's pairing (a disagreement: the marker reports the difference). */
  disagreement?: MarkNote;
}

/** The two lists compared entry by entry, up to and including the first that differs. */
export function compareCriteria(mine: CriterionEntry[], theirs: CriterionEntry[], spec: CriteriaSpec): CriteriaComparison {
  const out: CriteriaComparison = { criteria: [] };
  for (let i = 0; i < Math.min(mine.length, theirs.length); i++) {
    const m = mine[i], c = theirs[i];
    if (m.rule !== c.rule || m.bracket !== c.bracket) throw new Error(`criteria lists out of step: ${m.rule}@${m.bracket} against ${c.rule}@${c.bracket}`);
    const d = compareVectors(m.value, c.value);
    const cited = spec.cite(m.rule);
    out.criteria.push({ rule: cited, bracket: m.bracket, name: spec.name(m.rule), proposal: m.show, correct: c.show, verdict: d === 0 ? 'equal' : d < 0 ? 'worse' : 'better' });
    if (d === 0) continue;
    out.decided = { mine: m, theirs: c };
    if (d < 0) {
      const where = (spec.where ?? defaultWhere)(m.bracket);
      const said = spec.saying ? spec.saying(m.rule, m.show, c.show) : defaultSaying(spec, m.rule, m.show, c.show);
      out.verdict = { kind: 'criterion', rule: cited, bracket: m.bracket, text: { en: `${where.en}, ${said.en}: ${cited}`, tr: `${where.tr} ${said.tr}: ${cited}` } };
    } else {
      out.disagreement = { rule: cited, text: {
        en: `the marker finds your pairing better on ${cited} than the system's (${m.show} against ${c.show}): only the difference is reported`,
        tr: `işaretleyici eşlendirmenizi ${cited} bakımından sistemin eşlendirmesinden iyi buluyor (${m.show} / ${c.show}): yalnızca fark bildiriliyor`,
      } };
    }
    return out;
  }
  return out;
}

/** What a system's criterion marker returns (engine/marking/index.ts joins it with the form and absolute checks). */
export interface CriteriaMarks {
  /** The system's own absolute criteria beyond the shared ones of absolute.ts (e.g. the Dutch C.3). */
  absolute: MarkNote[];
  criteria: CriterionComparison[];
  /** The first criterion where the proposal does worse, or the procedural rule that decides. */
  verdict?: MarkNote & { kind: 'criterion' | 'procedural'; bracket?: number; merged?: number[] };
  disagreement?: MarkNote;
  parting?: { section: Text; step?: Text; rule?: string };
  /** The colours, board by board, by the system's colour rules; undefined: marked by difference (the explanation's step). */
  colours?: MarkNote[];
  coloursRight?: boolean[];
  /** The board order; undefined: marked by difference. */
  boardOrder?: MarkNote[];
  /** Players the shared colour checks of absolute.ts do not apply to this round (the Dutch topscorers of the last round). */
  exempt?: (no: number) => boolean;
}

/**
 * A system's criterion marker: the state, the options, the proposal (its form and the shared absolute criteria
 * already checked), the system's pairing and its explanation.
 */
export type CriteriaMarker = (t: Tournament, options: PairingOptions, proposal: Proposal, correct: Pairing, explanation: Explanation) => CriteriaMarks;
