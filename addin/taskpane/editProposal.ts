/**
 * The arbiter's own changes to a proposed round (swap colours, exchange opponents, move the bye, pair two players by
 * hand): marked by the marker the exercises use (engine/marking), against the system's own pairing of the same
 * input, and recorded when accepted. Nothing the rules leave to the arbiter is refused; a "pairing" that leaves a
 * player out or seats one twice is no pairing, and is refused with the reason.
 */
import type { Round, Tournament } from '../../engine/model/types';
import type { Text } from '../../engine/pairing/types';
import { markPairing, MarkingError } from '../../engine/marking/index';
import { MARKED_SYSTEMS } from '../../engine/marking/citations';
import type { Marking } from '../../engine/marking/types';
import { isTwoGameSystem } from './doubleSwiss';
import type { Flow, Proposal } from './flows';

export interface EditedPairing {
  boards: Array<{ white: number; black: number }>;
  byes: number[];
}

/** Whether the proposal may be edited here: a one-game Swiss system the marker knows. */
export const editable = (p: Proposal) => MARKED_SYSTEMS.includes(p.system.id) && !isTwoGameSystem(p.system);

export function asEdited(p: Proposal): EditedPairing {
  return { boards: p.outcome.pairing.boards.map((b) => ({ white: b.white, black: b.black })), byes: [...p.outcome.pairing.byes] };
}

/** The pairing as typed, without the bye rows left empty (0). */
const typed = (e: EditedPairing): EditedPairing => ({ boards: e.boards, byes: e.byes.filter((b) => b > 0) });

export function sameAsProposed(p: Proposal, e: EditedPairing): boolean {
  return JSON.stringify(asEdited(p)) === JSON.stringify(typed(e));
}

/** The edited pairing marked against the system's (the same input, options and outcome the proposal came from). */
export function markEdited(p: Proposal, e: EditedPairing): Flow<Marking> {
  try {
    const m = markPairing(p.input, typed(e), p.system.id, p.options, p.outcome);
    return { ok: true, value: m, message: summary(p, m) };
  } catch (err) {
    if (err instanceof MarkingError) return { ok: false, message: err.text };
    throw err;
  }
}

/** A pairing at all: every player the system paired seated once (a board or the bye), nobody else. */
export function formProblem(m: Marking): Text | undefined {
  return m.verdict?.kind === 'form' ? m.verdict.text : undefined;
}

const list = (xs: Text[], lang: 'en' | 'tr') => xs.map((x) => x[lang]).join(' · ');

/** One line: right, or the verdict with its article, then colours and board order. */
export function summary(p: Proposal, m: Marking): Text {
  const name = p.system.name;
  if (m.right) return { en: `The changed pairing is marked right: as good as the ${name.en} pairs it.`, tr: `Değiştirilen eşlendirme doğru: ${name.tr} ile eşlendirildiği kadar iyi.` };
  const notes = [...(m.verdict ? [m.verdict.text] : []), ...m.colours.slice(0, 2).map((x) => x.text), ...m.boardOrder.slice(0, 1).map((x) => x.text)];
  return { en: `Not as the ${name.en} pairs it: ${list(notes, 'en')}`, tr: `${name.tr} böyle eşlendirmez: ${list(notes, 'tr')}` };
}

/** The round as written when the arbiter's pairing is accepted (the announced byes and absences kept). */
export function editedPreview(p: Proposal, edited: EditedPairing): Tournament {
  const e = typed(edited);
  const proposed = p.preview.rounds.find((r) => r.number === p.round)!;
  const announced = proposed.unpaired.filter((u) => u.code !== 'U' && !e.byes.includes(u.player));
  const round: Round = {
    number: p.round,
    games: e.boards.map((b) => ({ white: b.white, black: b.black, whiteResult: '', blackResult: '' })),
    unpaired: [...e.byes.map((player) => ({ player, code: 'U' as const })), ...announced],
  };
  return { ...p.preview, rounds: p.preview.rounds.map((r) => (r.number === p.round ? round : r)) };
}

/**
 * The note kept with the event (a TRF comment, TRF-2026 Remark 1: a line starting with ###), so that the change can
 * be justified later: which boards the arbiter changed, and the marker's verdict.
 */
export function arbiterNote(p: Proposal, edited: EditedPairing, m: Marking, lang: 'en' | 'tr'): string {
  const e = typed(edited);
  const was = asEdited(p);
  const changed = e.boards.flatMap((b, i) => (was.boards[i]?.white === b.white && was.boards[i]?.black === b.black ? [] : [`${i + 1} (${b.white}-${b.black})`]));
  const byes = e.byes.join(',') === was.byes.join(',') ? '' : lang === 'tr' ? `; bay ${e.byes.join(', ') || '-'}` : `; bye ${e.byes.join(', ') || '-'}`;
  const head = lang === 'tr'
    ? `### ${p.round}. tur hakem tarafından değiştirildi (${p.system.id} önerisi yerine): masa ${changed.join(', ') || '-'}${byes}. `
    : `### Round ${p.round} changed by the arbiter (not the ${p.system.id} proposal): board ${changed.join(', ') || '-'}${byes}. `;
  return (head + summary(p, m)[lang]).replace(/\s+/g, ' ').trim();
}
