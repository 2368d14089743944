/**
 * Marking by difference, for the systems whose criteria the marker does not evaluate one by one: the first board of
 * the system's pairing the proposal does not have, and the step of the system's explanation that decides it (the
 * explanation is the system's own account of the procedure: the books' S1/S2 and transpositions, Dubov's ARO order,
 * Lim's and Burstein's steps, the lexicographic choice of C.04.5/C.04.6).
 */
import type { Explanation, Pairing, Text, TraceSection, TraceStep } from '../pairing/types';
import type { MarkNote, Proposal } from './types';
import { citations, citeStep } from './citations';

const key = (a: number, b: number) => (a < b ? `${a}-${b}` : `${b}-${a}`);

export function samePairs(p: Proposal, c: Pairing): boolean {
  const ks = new Set(p.boards.map((b) => key(b.white, b.black)));
  return p.boards.length === c.boards.length && c.boards.every((b) => ks.has(key(b.white, b.black))) && [...p.byes].sort().join() === [...c.byes].sort().join();
}

const mentions = (text: string, nos: number[]) => nos.some((n) => new RegExp(`(^|[^\\d.])${n}(?![\\d])`).test(text));
/** Steps that only describe (the players, their scores and colours, the readings): the paths do not part there. */
const INFORMATIONAL = ['note', 'colour', 'bracket', 'group', 'order', 'aro-list', 'players', 'residents', 'index', 'edition', 'sources', 'readings', 'tpn', 'boards', 'cards', 'x', 'p', 'colours-count', 'seeding', 'bye-barred', 'upfloat-limit', 'switch-fixed', 'book-departure', 'moved'];

/**
 * The first step of the explanation that decides something about one of `players` (a pair, a float, an exchange, a
 * transposition, the bye …), skipping the steps that only describe; failing that, the first step that names them.
 */
export function findParting(e: Explanation, players: number[], only?: string[]): { section: Text; step?: Text; rule?: string; context?: Text } | undefined {
  let fallback: { section: TraceSection; step: TraceStep } | undefined;
  // the books' x and p of the score group (Dutch 1992-2009 A.6, A.8): the figures the trainee works the group with
  const context = (section: TraceSection): Text | undefined => {
    const xp = section.steps.filter((st) => st.kind === 'x' || st.kind === 'p');
    return xp.length ? { en: xp.map((st) => st.text.en).join('; '), tr: xp.map((st) => st.text.tr).join('; ') } : undefined;
  };
  for (const section of e.sections) {
    for (const step of section.steps) {
      if (!mentions(step.text.en, players)) continue;
      const decides = only ? only.includes(step.kind) : !INFORMATIONAL.includes(step.kind);
      if (decides) return { section: section.title, step: step.text, rule: step.rule, context: context(section) };
      fallback ??= { section, step };
    }
  }
  if (fallback && !only) return { section: fallback.section.title, step: fallback.step.text, rule: fallback.step.rule, context: context(fallback.section) };
  return undefined;
}

export interface DifferenceMarks {
  verdict?: MarkNote & { kind: 'difference' };
  parting?: { section: Text; step?: Text; rule?: string };
  colours: MarkNote[];
  /** Per board of the proposal: true/false where the system has the same pair, undefined where it has not. */
  coloursRight: Array<boolean | undefined>;
  boardOrder: MarkNote[];
}

export function markByDifference(system: string, p: Proposal, c: Pairing, e: Explanation): DifferenceMarks {
  const cite = citations(system);
  const out: DifferenceMarks = { colours: [], coloursRight: [], boardOrder: [] };
  const whiteOf = new Map(c.boards.map((b) => [key(b.white, b.black), b.white]));
  p.boards.forEach((b, i) => {
    const w = whiteOf.get(key(b.white, b.black));
    if (w === undefined) { out.coloursRight.push(undefined); return; }
    out.coloursRight.push(w === b.white);
    if (w !== b.white) {
      const black = w === b.white ? b.black : b.white;
      const found = findParting(e, [w], ['colour']);
      const step = found && { ...found, rule: citeStep(system, found.rule) };
      const why = step?.step ? ` (${step.step.en})` : '';
      const whyTr = step?.step ? ` (${step.step.tr})` : '';
      out.colours.push({ rule: step?.rule ?? cite.colours, boards: [i + 1], players: [b.white, b.black], text: {
        en: `board ${i + 1}: ${w} has white against ${black}${why}: ${step?.rule ?? cite.colours}`,
        tr: `${i + 1}. masa: ${w} beyaz, ${black} siyah olmalı${whyTr}: ${step?.rule ?? cite.colours}`,
      } });
    }
  });
  if (samePairs(p, c)) {
    const off = c.boards.findIndex((b, i) => key(b.white, b.black) !== key(p.boards[i].white, p.boards[i].black));
    if (off >= 0 && cite.boardOrder) out.boardOrder.push({ rule: cite.boardOrder, boards: [off + 1], text: {
      en: `board ${off + 1} should be the pair ${c.boards[off].white}–${c.boards[off].black}: ${cite.boardOrder}`,
      tr: `${off + 1}. masada ${c.boards[off].white}–${c.boards[off].black} eşi olmalı: ${cite.boardOrder}`,
    } });
    return out;
  }
  const have = new Set(p.boards.map((b) => key(b.white, b.black)));
  const mineOf = (no: number) => {
    const b = p.boards.find((x) => x.white === no || x.black === no);
    return b ? (b.white === no ? b.black : b.white) : undefined;
  };
  const i = c.boards.findIndex((b) => !have.has(key(b.white, b.black)));
  let en: string, tr: string, players: number[];
  if (i >= 0) {
    const { white: a, black: b } = c.boards[i];
    players = [a, b];
    const ya = mineOf(a), yb = mineOf(b);
    const yours = (x: number, y: number | undefined) => (y === undefined ? { en: `${x} has the bye`, tr: `${x} BYE alıyor` } : { en: `${x} plays ${y}`, tr: `${x}, ${y} ile oynuyor` });
    en = `${system} pairs ${a}–${b} (board ${i + 1}); in your pairing ${yours(a, ya).en} and ${yours(b, yb).en}`;
    tr = `${system} ${a}–${b} eşini yapar (${i + 1}. masa); sizin eşlendirmenizde ${yours(a, ya).tr}, ${yours(b, yb).tr}`;
  } else {
    players = [...c.byes, ...p.byes];
    en = `${system} gives the bye to ${c.byes.join(', ')}, your pairing to ${p.byes.join(', ') || 'nobody'}`;
    tr = `${system} BYE'yi ${c.byes.join(', ')} numaralıya verir, sizin eşlendirmeniz ${p.byes.join(', ') || 'kimseye'}`;
  }
  const found = findParting(e, players);
  out.parting = found && { ...found, rule: citeStep(system, found.rule) };
  const rule = out.parting?.rule ?? cite.procedure;
  const ctx = found?.context;
  const at = out.parting
    ? {
        en: ` — the explanation decides it in "${out.parting.section.en}"${ctx ? ` (${ctx.en})` : ''}${out.parting.step ? `: ${out.parting.step.en}` : ''}`,
        tr: ` — açıklamada "${out.parting.section.tr}" bölümünde${ctx ? ` (${ctx.tr})` : ''}${out.parting.step ? `: ${out.parting.step.tr}` : ''}`,
      }
    : { en: '', tr: '' };
  out.verdict = { kind: 'difference', rule, players, text: { en: `${en}${at.en}: ${rule}`, tr: `${tr}${at.tr}: ${rule}` } };
  return out;
}
