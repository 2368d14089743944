/**
 * The taskpane's Exercise mode (issue 27): the trainee types a pairing of the next round into an "Exercise N" sheet
 * (Board | White | Black), presses Mark, and sees each board right or wrong and the verdict beside it (engine/marking);
 * the system's pairing is written beside only when asked for. Nothing else in the workbook changes: the exercise
 * sheet is not a round sheet, so the tournament reads as before.
 */
import type { Cell, WorkbookHost } from '../host/types';
import type { Text } from '../../engine/pairing/types';
import { pairingSystem, pairingSystems } from '../../engine/pairing/registry';
import { markPairing, MarkingError } from '../../engine/marking/index';
import { MARKED_SYSTEMS } from '../../engine/marking/citations';
import { proposalFromRows } from '../../engine/marking/proposal';
import type { Marking } from '../../engine/marking/types';
import { tx } from '../i18n';
import { loadState, saveSettings, tournamentForPairing, write, type Flow } from './flows';
import { forWholeMatch, isTwoGameSystem, matchStartProblem } from './doubleSwiss';
import { loadTeamState } from './team';
import { eventForPairing } from '../workbook/team';
import { teamEventToTournament } from '../../engine/trf/team';
import type { Tournament } from '../../engine/model/types';
import { escapeHtml as h } from './print';

export const EXERCISE_SHEET = (round: number) => `Exercise ${round}`;

export const EX_UI = {
  section: tx('Exercise', 'Alıştırma'),
  intro: tx('Type your pairing of the next round into the Exercise sheet (White, Black; a bye with Black empty), then Mark.', 'Bir sonraki turun eşlendirmesini Alıştırma sayfasına yazın (Beyaz, Siyah; BYE için Siyah boş), sonra İşaretle.'),
  start: tx('New exercise sheet', 'Yeni alıştırma sayfası'),
  mark: tx('Mark', 'İşaretle'),
  reveal: tx('Show the answer', 'Cevabı göster'),
  board: tx('Board', 'Masa'),
  white: tx('White', 'Beyaz'),
  black: tx('Black', 'Siyah'),
  markColumn: tx('Mark', 'Not'),
  verdict: tx('Verdict', 'Karar'),
  answer: tx('Answer', 'Cevap'),
  right: tx('right', 'doğru'),
  wrong: tx('wrong', 'yanlış'),
  coloursWrong: tx('pair right, colours wrong', 'eş doğru, renkler yanlış'),
};

const fail = (message: Text): Flow<never> => ({ ok: false, message });
/** "round 4", or for a Double-Swiss event "match 3" (TRF rounds 5 and 6). */
const which = (id: string, round: number): Text => (isTwoGameSystem(id) ? tx(`match ${(round + 1) / 2}`, `${(round + 1) / 2}. maç`) : tx(`round ${round}`, `${round}. tur`));
const L = (lang: 'en' | 'tr', x: Text) => x[lang];

interface ExerciseContext { round: number; id: string; t: Tournament; options: { round?: number; totalRounds?: number }; lang: 'en' | 'tr'; toPair: number }

/**
 * The round to exercise on: the next round of the workbook's event as its system pairs it. A team event (Teams
 * sheet) is marked under team-swiss, its round's matches team against team; a Double-Swiss event by match-rounds
 * (the next match starts at an odd round: both of its games' byes and absences apply, C.04.5 Preface).
 */
async function context(host: WorkbookHost, systemId: string | undefined): Promise<Flow<ExerciseContext>> {
  const ts = await loadTeamState(host);
  if (!ts.ok) return ts;
  if (ts.value) {
    const e = ts.value.event;
    const round = e.rounds.length + 1;
    const event = eventForPairing(ts.value, round);
    const t = teamEventToTournament(event, ts.value.players, {});
    const away = new Set((event.rounds.find((r) => r.number === round)?.unpaired ?? []).map((u) => u.team));
    const options = e.totalRounds !== undefined ? { totalRounds: e.totalRounds } : {};
    return { ok: true, value: { round, id: 'team-swiss', t, options, lang: ts.value.settings.language, toPair: e.teams.length - away.size }, message: ts.message };
  }
  const s = await loadState(host);
  if (!s.ok) return s;
  if (!s.value) return fail(tx('Start a tournament first (the demo will do).', 'Önce bir turnuva başlatın (örnek de olur).'));
  const state = s.value;
  const round = state.tournament.rounds.length + 1;
  const id = systemId ?? state.settings.system;
  if (!MARKED_SYSTEMS.includes(id) || id === 'team-swiss') return fail(tx(`Exercises are marked for the Swiss systems, not ${id}.`, `Alıştırmalar İsviçre sistemleri için işaretlenir, ${id} için değil.`));
  if (isTwoGameSystem(id)) {
    const half = matchStartProblem(round);
    if (half) return fail(half);
  }
  const t = isTwoGameSystem(id) ? forWholeMatch(tournamentForPairing(state, round), round) : tournamentForPairing(state, round);
  const options = { round, ...(state.tournament.totalRounds !== undefined ? { totalRounds: state.tournament.totalRounds } : {}) };
  const busy = new Set((t.rounds.find((r) => r.number === round)?.unpaired ?? []).map((u) => u.player));
  const toPair = t.players.filter((p) => !(p.withdrawnFrom !== undefined && p.withdrawnFrom <= round) && !busy.has(p.no)).length;
  return { ok: true, value: { round, id, t, options, lang: state.settings.language, toPair }, message: s.message };
}

/** A blank Exercise sheet for the next round: one row per board. */
export async function startExercise(host: WorkbookHost, systemId?: string): Promise<Flow<number>> {
  const c = await context(host, systemId);
  if (!c.ok) return c;
  const { round, lang, toPair, id } = c.value;
  const rows: Cell[][] = [[L(lang, EX_UI.board), L(lang, EX_UI.white), L(lang, EX_UI.black), L(lang, EX_UI.markColumn)]];
  for (let i = 1; i <= Math.ceil(toPair / 2); i++) rows.push([i, null, null, null]);
  const name = EXERCISE_SHEET(round);
  const failed = await write(host, { put: [{ name, rows, header: true }], remove: [], activate: name });
  if (failed && !failed.ok) return failed;
  return { ok: true, value: round, message: tx(`${name}: type your pairing of ${which(id, round).en}, then press Mark.`, `${name}: ${which(id, round).tr} eşlendirmesini yazın, sonra İşaretle'ye basın.`) };
}

const num = (c: Cell | undefined): number | undefined => {
  if (c === null || c === undefined || (typeof c === 'string' && c.trim() === '')) return undefined;
  const n = Number(c);
  return Number.isInteger(n) && n >= 0 ? n : NaN;
};

/** Marks the Exercise sheet of the next round; writes each board's mark and the verdict beside the boards. */
export async function markExercise(host: WorkbookHost, systemId?: string, reveal = false): Promise<Flow<Marking>> {
  const c = await context(host, systemId);
  if (!c.ok) return c;
  const { t, round, id, options, lang } = c.value;
  const name = EXERCISE_SHEET(round);
  const sheet = await host.readSheet(name);
  if (!sheet) return fail(tx(`There is no ${name} sheet: press "${EX_UI.start.en}" first.`, `${name} sayfası yok: önce "${EX_UI.start.tr}" düğmesine basın.`));
  const body = sheet.values.slice(1);
  const rows: Array<[number, number]> = [];
  let last = 0;
  for (let i = 0; i < body.length; i++) {
    const r = body[i];
    if (typeof r[0] === 'string' && /^(Verdict|Karar)$/.test(r[0])) break;
    const w = num(r[1]), b = num(r[2]);
    if (w === undefined && b === undefined) continue;
    if (Number.isNaN(w) || Number.isNaN(b)) return fail(tx(`${name}!B${i + 2}:C${i + 2}: not pairing numbers`, `${name}!B${i + 2}:C${i + 2}: sıra numarası değil`));
    rows.push([w ?? 0, b ?? 0]);
    last = i + 1;
  }
  if (!rows.length) return fail(tx(`${name} is empty: type the boards first.`, `${name} boş: önce masaları yazın.`));
  let m: Marking;
  try {
    m = markPairing(t, proposalFromRows(rows), id, options);
  } catch (e) {
    if (e instanceof MarkingError) return fail(e.text);
    throw e;
  }
  // the sheet again: the typed boards and their marks; the answer (when asked for) and the verdict beside them
  const marks = new Map<string, string>();
  for (const b of m.boards) marks.set(`${b.white}-${b.black}`, b.pairRight ? (b.coloursRight === false ? L(lang, EX_UI.coloursWrong) : L(lang, EX_UI.right)) : L(lang, EX_UI.wrong));
  const answer = [...m.correct.boards.map((b) => [b.white, b.black] as Cell[]), ...m.correct.byes.map((b) => [b, null] as Cell[])];
  const verdict = m.right
    ? [L(lang, rightText(id, round)), ...m.boardOrder.map((x) => x.text[lang])]
    : [
        ...(m.verdict ? [m.verdict.text[lang]] : []),
        ...(m.parting && m.verdict?.kind !== 'difference' ? [`${m.parting.section[lang]}${m.parting.step ? ` — ${m.parting.step[lang]}` : ''}`] : []),
        ...m.colours.map((x) => x.text[lang]),
        ...m.boardOrder.map((x) => x.text[lang]),
      ];
  const typedRows = body.slice(0, last).filter((r) => !(typeof r[0] === 'string' && /^(Verdict|Karar)$/.test(r[0])));
  const height = Math.max(typedRows.length, reveal ? answer.length : 0, verdict.length);
  const out: Cell[][] = [[L(lang, EX_UI.board), L(lang, EX_UI.white), L(lang, EX_UI.black), L(lang, EX_UI.markColumn), null, reveal ? L(lang, EX_UI.answer) : null, null, null, L(lang, EX_UI.verdict)]];
  for (let i = 0; i < height; i++) {
    const r = typedRows[i];
    const w = num(r?.[1]), b = num(r?.[2]);
    const typed = r !== undefined && (w !== undefined || b !== undefined);
    const mark = typed ? marks.get(`${w ?? 0}-${b ?? 0}`) ?? marks.get(`${b ?? 0}-${w ?? 0}`) ?? '' : '';
    out.push([r ? r[0] ?? i + 1 : null, r?.[1] ?? null, r?.[2] ?? null, mark || null, null, ...(reveal ? (answer[i] ?? [null, null]) : [null, null]), null, verdict[i] ?? null]);
  }
  const failed = await write(host, { put: [{ name, rows: out, header: true }], remove: [], activate: name });
  if (failed && !failed.ok) return failed;
  // board order apart: a right pairing in another order than the text gives is right, with the order said
  const orderNote = (l: 'en' | 'tr') => m.boardOrder.slice(0, 1).map((x) => ` · ${x.text[l]}`).join('');
  const right = rightText(id, round);
  const message = m.right ? { en: `${right.en}${orderNote('en')}`, tr: `${right.tr}${orderNote('tr')}` } : { en: `Wrong: ${[m.verdict?.text.en, ...m.colours.slice(0, 1).map((x) => x.text.en), ...m.boardOrder.slice(0, 1).map((x) => x.text.en)].filter(Boolean).join(' · ')}`, tr: `Yanlış: ${[m.verdict?.text.tr, ...m.colours.slice(0, 1).map((x) => x.text.tr), ...m.boardOrder.slice(0, 1).map((x) => x.text.tr)].filter(Boolean).join(' · ')}` };
  return { ok: true, value: m, message };
}

/** "Right", naming the system as the arbiter knows it (its name and edition), not by Hakem's id. */
function rightText(id: string, round: number) {
  const name = pairingSystem(id)?.name ?? { en: id, tr: id };
  return tx(`Right: ${which(id, round).en} as the ${name.en} pairs it.`, `Doğru: ${which(id, round).tr} ${name.tr} ile böyle eşlendirilir.`);
}

/** The Exercise section of the taskpane. */
export function exerciseSectionHtml(lang: 'en' | 'tr', disabled: string, hasTournament: boolean): string {
  if (!hasTournament) return '';
  const t = (x: Text) => h(x[lang]);
  return `<details class="section" id="exercise-section"><summary>${t(EX_UI.section)}</summary>
      <p class="note">${t(EX_UI.intro)}</p>
      <button id="exercise-start" ${disabled}>${t(EX_UI.start)}</button>
      <button id="exercise-mark" class="primary" ${disabled}>${t(EX_UI.mark)}</button>
      <button id="exercise-reveal" ${disabled}>${t(EX_UI.reveal)}</button>
    </details>`;
}

/** The taskpane's buttons of this section; true when the click was one of them. */
export async function exerciseClick(id: string, host: WorkbookHost, systemId: string | undefined, act: <T>(run: () => Promise<Flow<T>>) => Promise<void>): Promise<boolean> {
  if (!['exercise-start', 'exercise-mark', 'exercise-reveal'].includes(id)) return false;
  const sys = systemId && pairingSystems().some((s) => s.id === systemId) ? systemId : undefined;
  // the system chosen in the menu becomes the workbook's, as pairing does: the page shows the workbook's choice
  const state = await loadState(host);
  if (sys && state.ok && state.value && state.value.settings.system !== sys) {
    const r = await saveSettings(host, { system: sys });
    if (!r.ok) {
      await act(async () => r);
      return true;
    }
  }
  if (id === 'exercise-start') await act(() => startExercise(host, sys));
  else if (id === 'exercise-mark') await act(() => markExercise(host, sys));
  else if (id === 'exercise-reveal') await act(() => markExercise(host, sys, true));
  else return false;
  return true;
}

