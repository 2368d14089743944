/**
 * markPairing: a proposed pairing of the next round, marked under one Swiss system (see types.ts for the verdict's
 * order). Systems with criterion-level marking: those of markers.ts, each by its own module. The other Swiss systems are marked on the
 * form, the absolute criteria, and by difference: the first board of the system's pairing the proposal lacks, with
 * the step of the system's explanation that decides it.
 */
import type { Tournament } from '../model/types';
import { pairingSystem } from '../pairing/registry';
import type { PairingOptions, PairingOutcome, Text } from '../pairing/types';
import type { BoardMark, Marking, MarkNote, Proposal } from './types';
import { absoluteViolations, formProblems } from './absolute';
import { CRITERIA_MARKERS } from './markers';
import { markByDifference, samePairs } from './difference';
import { citations, MARKED_SYSTEMS } from './citations';

export class MarkingError extends Error {
  constructor(readonly text: Text) {
    super(text.en);
  }
}

/** The systems marked criterion by criterion (engine/marking/markers.ts). */
export const CRITERIA_SYSTEMS = Object.keys(CRITERIA_MARKERS);

/**
 * `outcome`: the system's pairing of this round when the caller has it already (an exercise pairs once and marks
 * every answer against it); by default the system pairs the round here.
 */
export function markPairing(t: Tournament, proposal: Proposal, systemId: string, options: PairingOptions = {}, outcome?: PairingOutcome): Marking {
  const system = pairingSystem(systemId);
  if (!system || !MARKED_SYSTEMS.includes(systemId)) throw new MarkingError({ en: `no marking for "${systemId}": the Swiss systems marked are ${MARKED_SYSTEMS.join(', ')}`, tr: `"${systemId}" için değerlendirme yok: değerlendirilen İsviçre sistemleri ${MARKED_SYSTEMS.join(', ')}` });
  outcome ??= system.pair(t, options);
  if (!outcome.ok) throw new MarkingError({ en: `${systemId} finds no legal pairing for this round (${outcome.reason.en}): there is nothing to mark against`, tr: `${systemId} bu tur için geçerli bir eşlendirme bulamıyor (${outcome.reason.tr}): karşılaştırılacak bir eşlendirme yok` });
  const correct = outcome.pairing;
  const round = correct.round;
  const depth = CRITERIA_SYSTEMS.includes(systemId) ? 'criteria' : 'difference';
  const key = (a: number, b: number) => (a < b ? `${a}-${b}` : `${b}-${a}`);
  const correctKeys = new Set(correct.boards.map((b) => key(b.white, b.black)));
  const boards: BoardMark[] = [
    ...proposal.boards.map((b, i) => ({ board: i + 1, white: b.white, black: b.black, pairRight: correctKeys.has(key(b.white, b.black)) })),
    ...proposal.byes.map((no, i) => ({ board: proposal.boards.length + i + 1, white: no, black: 0, pairRight: correct.byes.includes(no) })),
  ];
  const base: Marking = { system: systemId, round, right: false, pairsRight: false, coloursRight: false, boardOrderRight: false, depth, absolute: [], criteria: [], colours: [], boardOrder: [], boards, correct, notes: [] };
  const form = formProblems(proposal, correct, systemId === 'team-swiss');
  if (form.length) return { ...base, verdict: { ...form[0], kind: 'form' }, notes: form.slice(1) };

  const found = absoluteViolations(t, round, systemId, proposal, correct);
  const absolute: MarkNote[] = [...found.pairs, ...found.colours];
  const pairsRight = samePairs(proposal, correct);
  const m: Marking = { ...base, pairsRight, absolute };
  const diff = markByDifference(systemId, proposal, correct, outcome.explanation);
  if (depth === 'criteria') {
    const d = CRITERIA_MARKERS[systemId](t, options, proposal, correct, outcome.explanation);
    if (d.exempt) found.colours = found.colours.filter((v) => !(v.players ?? []).every(d.exempt!));
    m.absolute = [...found.pairs, ...d.absolute, ...found.colours];
    m.criteria = d.criteria;
    m.colours = d.colours ?? diff.colours;
    m.boardOrder = d.boardOrder ?? diff.boardOrder;
    (d.coloursRight ?? diff.coloursRight).forEach((ok, i) => { m.boards[i].coloursRight = ok; });
    if (!pairsRight && !m.absolute.length) {
      if (d.verdict) { m.verdict = d.verdict; m.parting = d.parting; }
      else {
        if (d.disagreement) m.notes.push(d.disagreement);
        m.verdict = diff.verdict;
        m.parting = diff.parting;
      }
    }
  } else {
    m.colours = diff.colours;
    m.boardOrder = diff.boardOrder;
    diff.coloursRight.forEach((ok, i) => { m.boards[i].coloursRight = ok; });
    if (!pairsRight && !m.absolute.length) { m.verdict = diff.verdict; m.parting = diff.parting; }
  }
  if (m.absolute.length && !pairsRight) m.verdict = { ...m.absolute[0], kind: 'absolute' };
  else if (m.absolute.length) {
    // the system's own pairs with colours that break an absolute colour rule: a colour mistake (said once a board:
    // a board the system's colour rules already mark keeps that note, which names the rule that decides)
    const marked = new Set(m.colours.flatMap((c) => c.boards ?? []));
    m.colours.push(...m.absolute.filter((a) => !(a.boards ?? []).some((b) => marked.has(b))));
    m.absolute = [];
  }
  m.coloursRight = m.colours.length === 0;
  // board order only where the system's text gives one, and apart from the pairs and colours
  m.boardOrderRule = citations(systemId).boardOrder;
  if (!m.boardOrderRule) m.boardOrder = [];
  m.boardOrderRight = m.boardOrder.length === 0;
  m.right = m.pairsRight && m.coloursRight;
  return m;
}

/**
 * The first line: right (pairs, bye and colours), right but the boards in another order than the system's text gives,
 * or wrong. `hakem mark` exits 0, 3 and 1 for these (README, For instructors).
 */
export function markingHeadline(m: Marking): Text {
  if (!m.right) return { en: `Wrong: round ${m.round}`, tr: `Yanlış: ${m.round}. tur` };
  if (m.boardOrderRight) return { en: `Right: round ${m.round} as ${m.system} pairs it`, tr: `Doğru: ${m.round}. tur ${m.system} ile böyle eşlendirilir` };
  return {
    en: `Right pairing: round ${m.round} as ${m.system} pairs it, colours included; only the boards are not in the order ${m.boardOrderRule} gives`,
    tr: `Eşlendirme doğru: ${m.round}. tur ${m.system} ile böyle eşlendirilir, renkler de doğru; yalnız masalar ${m.boardOrderRule} kuralının verdiği sırada değil`,
  };
}

/** `hakem mark`'s exit status: 0 right, 3 right but the boards in another order than the text gives, 1 wrong. */
export const markingExit = (m: Marking): 0 | 1 | 3 => (!m.right ? 1 : m.boardOrderRight ? 0 : 3);

/** The marking as text, one line a finding; the system's pairing only with `reveal`. */
export function renderMarking(m: Marking, lang: 'en' | 'tr' = 'en', reveal = false): string {
  const L = (en: string, tr: string) => (lang === 'tr' ? tr : en);
  const out: string[] = [];
  out.push(markingHeadline(m)[lang] + (m.right ? '.' : ` (${m.system}).`));
  if (m.verdict) out.push(L('Verdict: ', 'Karar: ') + m.verdict.text[lang]);
  for (const a of m.absolute.slice(m.verdict?.kind === 'absolute' ? 1 : 0)) out.push(L('Also: ', 'Ayrıca: ') + a.text[lang]);
  if (m.parting && m.verdict?.kind !== 'difference') out.push(L(`Where the paths part: ${m.parting.section.en}${m.parting.step ? ` — ${m.parting.step.en}` : ''}`, `Yolların ayrıldığı yer: ${m.parting.section.tr}${m.parting.step ? ` — ${m.parting.step.tr}` : ''}`));
  const decided = m.criteria.filter((c) => c.verdict !== 'equal');
  if (decided.length) {
    const last = decided[decided.length - 1];
    const rows = m.criteria.filter((c) => c.bracket === last.bracket);
    out.push(L(`Criteria${last.bracket !== undefined ? ` in the bracket of ${last.bracket} point${last.bracket === 1 ? '' : 's'}` : ''} (yours / the system's):`, `Kriterler${last.bracket !== undefined ? ` (${last.bracket} puan grubu)` : ''} (sizinki / sistemin):`));
    for (const c of rows) out.push(`  ${c.rule.padEnd(12)} ${c.name[lang]}: ${c.proposal} / ${c.correct}${c.verdict === 'worse' ? L('  ← worse', '  ← daha kötü') : ''}`);
  }
  for (const c of m.colours) out.push(L('Colours: ', 'Renkler: ') + c.text[lang]);
  for (const b of m.boardOrder) out.push(L('Board order: ', 'Masa sırası: ') + b.text[lang]);
  for (const n of m.notes) out.push(L('Note: ', 'Not: ') + n.text[lang]);
  out.push(L('Boards:', 'Masalar:'));
  for (const b of m.boards) {
    const mark = b.pairRight ? (b.coloursRight === false ? L('pair right, colours wrong', 'eş doğru, renkler yanlış') : L('right', 'doğru')) : L('wrong', 'yanlış');
    out.push(`  ${String(b.board).padStart(3)}. ${b.black ? `${b.white}–${b.black}` : `${b.white} ${L('bye', 'BYE')}`}: ${mark}`);
  }
  if (reveal) {
    out.push(L(`${m.system}'s pairing:`, `${m.system} eşlendirmesi:`));
    m.correct.boards.forEach((b, i) => out.push(`  ${String(i + 1).padStart(3)}. ${b.white}–${b.black}`));
    for (const b of m.correct.byes) out.push(`       ${b} ${L('bye', 'BYE')}`);
  }
  return out.join('\n') + '\n';
}

export { citations };
export type { Marking, Proposal } from './types';
export { parseProposal, proposalFromRows, formatProposal, ProposalError } from './proposal';
