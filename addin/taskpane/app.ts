/**
 * The taskpane page. It talks to a WorkbookHost only, so the same code runs in Excel and in the standalone page.
 * After every action it re-reads the workbook and renders again: what the page shows is what the workbook says.
 */
import type { PairingSystem, Text } from '../../engine/pairing/types';
import { pairingSystemsForMenu } from '../../engine/pairing/registry';
import { renderExplanation } from '../../engine/pairing/explain';
import { formatGameResult } from '../../engine/model/results';
import type { WorkbookHost } from '../host/types';
import { EDIT_UI, EVENT_UI, MSG, UI, type Lang, type Problem } from '../i18n';
import { arbiterNote, asEdited, editable, editedPreview, formProblem, markEdited, sameAsProposed, type EditedPairing } from './editProposal';
import type { Marking } from '../../engine/marking/types';
import type { WorkbookState } from '../workbook/layout';
import { RESULT_CHOICES } from '../workbook/layout';
import { emptyStatus } from '../workbook/status';
import { effectiveRules, systemUsed, type RulesSetting, type Settings } from '../workbook/settings';
import { isTwoGameSystem, matchGameLabel } from './doubleSwiss';
import { doubleSwissByeValues } from '../workbook/doubleSwiss';
import { pairingSystemInForce } from '../../engine/pairing/edition';
import { decodeTrf, type TrfEncoding } from '../../engine/trf/encoding';
import {
  acceptPairing, createTournament, exportCrosstable, exportSite, exportTrf, fileSettings, loadState, nextStep, ranksOf, proposePairing, refreshDerived, saveApart, saveResults, saveSettings,
  setLanguage, setPlayerStatus, undoLastRound, type FileSettings, type Flow, type NewSource, type Proposal,
} from './flows';
import { escapeHtml as h, printPage } from './print';
import { patchParts, settled } from './morph';
import {
  acceptTeamPairing, createTeamEvent, exportTeamTrf, hasTeamEvent, loadTeamState, proposeTeamPairing, refreshTeamDerived, saveTeamResults, saveTeamSettings,
  exportTeamSite, setTeamStatus, TEAM_MSG, teamPrintPage, undoTeamRound, type TeamProposal,
} from './team';
import { TEAM_UI, teamProposalHtml, teamResultsHtml, teamSettingsHtml, teamStatusHtml, teamSummary } from './teamView';
import { TEAM_SYSTEM, type TeamWorkbookState } from '../workbook/team';
import { exerciseClick, exerciseSectionHtml } from './exercise';
import { KEEP_UI } from '../i18n';
import { describeEvent, isEventSheet, restorePlan, sheetKeeper, snapshotEvent, type EventKeeper, type KeptInfo } from './replaceGuard';

/** The attribute that marks what an action in progress disables (see applyBusy). */
const BUSY_OFF = 'data-busy-off';

export interface TaskpaneOptions {
  /** Pairing systems offered (default: the registry's menu, the FIDE editions in force first). */
  systems?: () => PairingSystem[];
  /** Language before a workbook says otherwise. */
  lang?: Lang;
  /** Panels kept by their own code (the rating list): attached again below the taskpane after every redraw. */
  panels?: Array<{ element: HTMLElement; update(): void }>;
  /** Where an event replaced by Create is kept (default: a hidden sheet of the workbook; the standalone page: the browser's store). */
  keeper?: EventKeeper;
}

interface View {
  lang: Lang;
  state?: WorkbookState;
  /** A team event (Teams sheet): the team flows instead of the individual ones. */
  team?: TeamWorkbookState;
  teamProposal?: TeamProposal;
  message?: { text: Text; kind: 'ok' | 'error' };
  problems: Problem[];
  proposal?: Proposal;
  /** The proposal as the arbiter changes it, and the marker's verdict on it once checked. */
  edit?: { pairing: EditedPairing; verdict?: { right: boolean; lines: string[]; boards: string[]; byes: string[]; marking: Marking } };
  resultsRound?: number;
  busy: boolean;
  print?: string;
  confirm?: { question: Text; resolve: (yes: boolean) => void };
  /** The newest replaced event kept (issue 34): "Bring back the replaced event" puts it back. */
  kept?: KeptInfo;
  /** The TRF file chosen in the new-tournament form, what it states, and the values the form was filled with from it. */
  file?: {
    text: string; name: string; read?: FileSettings; error?: string; filled: { rounds: string; colour: string; system: string };
    /** The file's bytes (read again in another encoding when the arbiter chooses one), the encoding chosen ('' = found from the file) and what was assumed. */
    bytes: Uint8Array; encoding: TrfEncoding | ''; encodingNote?: Text;
  };
}

export function mountTaskpane(root: HTMLElement, host: WorkbookHost, options: TaskpaneOptions = {}) {
  // every system in the menu's order (FIDE editions in force first), Swiss Team (C.04.6) included; a team event
  // (Teams sheet) is paired by Swiss Team only
  const allSystems = options.systems ?? pairingSystemsForMenu;
  const systems = () => (view.team ? allSystems().filter((x) => x.id === TEAM_SYSTEM) : allSystems());
  const view: View = { lang: options.lang ?? 'en', problems: [], busy: false };
  const t = (x: Text) => x[view.lang];
  const systemName = (id: string) => allSystems().find((x) => x.id === id)?.name[view.lang] ?? id;

  const keeper = options.keeper ?? sheetKeeper(host);
  const isPanel = (n: Node) => (options.panels ?? []).some((p) => p.element === n);
  async function reload() {
    view.kept = (await keeper.list().catch(() => []))[0];
    if (await hasTeamEvent(host)) {
      const s = await loadTeamState(host);
      view.state = undefined;
      if (s.ok && s.value) {
        view.team = s.value;
        view.lang = s.value.settings.language;
        if (view.problems.length && view.message?.text === MSG.problems) view.message = undefined;
        view.problems = [];
      } else if (!s.ok) {
        view.team = undefined;
        view.problems = s.problems ?? [];
        view.message = { text: s.message, kind: 'error' };
      }
      return;
    }
    view.team = undefined;
    view.teamProposal = undefined;
    const s = await loadState(host);
    if (s.ok) {
      view.state = s.value;
      if (s.value) view.lang = s.value.settings.language;
      // the workbook reads again: the problems listed before are gone
      if (view.problems.length && view.message?.text === MSG.problems) view.message = undefined;
      view.problems = [];
    } else {
      view.state = undefined;
      view.problems = s.problems ?? [];
      view.message = { text: s.message, kind: 'error' };
    }
  }

  let done = 0;
  /** Whether the last drawing showed an event, and whether the new-tournament form is to fold (after a Create). */
  let hadEvent = false;
  let closeNew = false;
  /** The cells the last action refused, kept across a background re-read until the next action (see host.watch below). */
  let refused: Problem[] = [];
  /** Runs an action, shows its message and the workbook's state afterwards. */
  async function act<T>(run: () => Promise<Flow<T>>, after?: (value: T) => void) {
    if (view.busy) return;
    view.busy = true;
    refused = [];
    render();
    try {
      const r = await run();
      view.problems = [];
      if (r.ok) {
        after?.(r.value);
        view.message = r.message.en ? { text: r.message, kind: 'ok' } : undefined;
        await reload();
      } else {
        await reload();
        view.message = { text: r.message, kind: 'error' };
        view.problems = r.problems ?? view.problems;
        refused = r.problems ?? [];
      }
    } catch (e) {
      view.message = { text: { en: String((e as Error).message), tr: String((e as Error).message) }, kind: 'error' };
    } finally {
      view.busy = false;
      render();
      // the page's own "done" state: one more action finished (tests and scripts wait on it, not on a clock)
      root.dataset.done = String(++done);
    }
  }

  const confirmInPage = (question: Text) =>
    new Promise<boolean>((resolve) => {
      view.confirm = { question, resolve };
      render(true); // the form being filled in stays as it is
    });

  /**
   * Runs a Create (or an import) that writes a new event over the workbook's. An event with players or rounds is named
   * to the arbiter first, and kept (the keeper) before anything is written, so "Bring back" puts it back (issue 34).
   */
  /** The event in the workbook, in words; one Hakem cannot read now (a cell it names) is named by its sheets. */
  async function currentEvent() {
    const d = describeEvent(view.state, view.team);
    if (d || !view.problems.length) return d;
    const names = (await host.sheetNames()).filter(isEventSheet);
    return names.length ? { name: '', summary: KEEP_UI.unreadable(names.join(', ')) } : undefined;
  }

  async function replacing(run: () => Promise<Flow>, losesNothing = false): Promise<Flow> {
    const current = losesNothing ? undefined : await currentEvent();
    if (!current) return run();
    if (!(await confirmInPage(KEEP_UI.confirmReplace(current.name, current.summary)))) return { ok: false, message: KEEP_UI.notReplaced };
    let kept: KeptInfo;
    try {
      kept = await keeper.keep({ ...current, keptAt: new Date().toISOString(), sheets: await snapshotEvent(host) });
    } catch (e) {
      return { ok: false, message: KEEP_UI.keepFailed((e as Error).message) };
    }
    const r = await run();
    // nothing was written: the copy is not needed
    if (!r.ok) {
      await keeper.drop(kept.id).catch(() => undefined);
      return r;
    }
    closeNew = true;
    const note = KEEP_UI.kept(current.summary);
    return { ...r, message: { en: `${r.message.en} ${note.en}`, tr: `${r.message.tr} ${note.tr}` } };
  }

  /** Puts the newest kept event back; the event it replaces is kept in its turn, so this can be undone the same way. */
  async function bringBack(): Promise<Flow> {
    const k = view.kept;
    if (!k) return { ok: false, message: KEEP_UI.nothingKept };
    const current = await currentEvent();
    if (!(await confirmInPage(KEEP_UI.confirmBringBack(k.name, k.summary, current?.summary)))) return { ok: false, message: KEEP_UI.notReplaced };
    const event = await keeper.get(k.id).catch(() => undefined);
    if (!event) return { ok: false, message: KEEP_UI.keptUnreadable };
    let mine: KeptInfo | undefined;
    if (current) {
      try {
        mine = await keeper.keep({ ...current, keptAt: new Date().toISOString(), sheets: await snapshotEvent(host) });
      } catch (e) {
        return { ok: false, message: KEEP_UI.keepFailed((e as Error).message) };
      }
    }
    try {
      await host.write(restorePlan(event, await host.sheetNames()));
    } catch (e) {
      if (mine) await keeper.drop(mine.id).catch(() => undefined);
      return { ok: false, message: MSG.writeFailed((e as Error).message) };
    }
    await keeper.drop(k.id).catch(() => undefined);
    view.proposal = undefined;
    view.teamProposal = undefined;
    closeNew = true;
    return { ok: true, value: undefined, message: KEEP_UI.broughtBack(event.name, event.summary) };
  }

  function currentRound(): number | undefined {
    const rounds = view.state?.tournament.rounds ?? [];
    return rounds.length ? rounds[rounds.length - 1].number : undefined;
  }

  /** Results chosen in the form but not saved yet, kept across a re-render when the sheet still shows what the form did. */
  function unsavedResults(): Map<string, { initial: string; value: string }> {
    const m = new Map<string, { initial: string; value: string }>();
    const round = (root.querySelector('#results-round') as HTMLSelectElement | null)?.value ?? '';
    root.querySelectorAll<HTMLSelectElement>('select.result').forEach((s) => {
      if (s.value !== (s.dataset.initial ?? '')) m.set(`${round}/${s.dataset.match ?? ''}/${s.dataset.board}`, { initial: s.dataset.initial ?? '', value: s.value });
    });
    return m;
  }

  /** `background`: a refresh the arbiter did not ask for (a hand edit), which keeps what they were typing. */
  function render(background = false) {
    // the arbiter's changes to a proposal: kept as typed across any redraw, gone with the proposal
    if (!view.proposal) view.edit = undefined;
    else if (view.edit && root.querySelector('.edit-white, .edit-bye')) readEdit();
    // a team event keeps the form's entries across a refused save, so the arbiter corrects the one cell named
    const keep = view.busy && !view.team ? new Map<string, { initial: string; value: string }>() : unsavedResults();
    // folded sections stay as the arbiter left them
    const open = new Map([...root.querySelectorAll<HTMLDetailsElement>('details[id]')].map((d) => [d.id, d.open] as const));
    // and so do the fields being filled in (a refresh after a hand edit must not reset them)
    const fields = new Map(
      [...(background ? root.querySelectorAll<HTMLInputElement | HTMLSelectElement>('input[id], select[id]') : [])]
        // the system menu follows the Settings unless the arbiter has just chosen another one in it
        .filter((e) => !['lang', 'results-round', 'trf-file'].includes(e.id) && !(e.id === 'system' && e.value === (e as HTMLSelectElement).dataset.initial))
        // a panel's fields are its own (it stays in place across the drawing)
        .filter((e) => !(options.panels ?? []).some((p) => p.element.contains(e)))
        .map((e) => [e.id, e.value] as const),
    );
    draw();
    for (const [id, v] of fields) {
      const e = root.querySelector<HTMLInputElement | HTMLSelectElement>(`#${id}`);
      if (e && (e.tagName !== 'SELECT' || [...(e as HTMLSelectElement).options].some((o) => o.value === v))) e.value = v;
    }
    root.querySelectorAll<HTMLDetailsElement>('details[id]').forEach((d) => {
      if (open.has(d.id)) d.open = open.get(d.id)!;
    });
    // the new-tournament form folds away once there is an event (a click on it must not replace the event by chance);
    // "New tournament…" in the tools opens it again
    const hasEvent = !!(view.state || view.team);
    if (hasEvent && (!hadEvent || closeNew)) {
      const d = root.querySelector<HTMLDetailsElement>('#new-section');
      if (d) d.open = false;
    }
    hadEvent = hasEvent;
    if (!view.busy) closeNew = false;
    const round = (root.querySelector('#results-round') as HTMLSelectElement | null)?.value ?? '';
    root.querySelectorAll<HTMLSelectElement>('select.result').forEach((s) => {
      const k = keep.get(`${round}/${s.dataset.match ?? ''}/${s.dataset.board}`);
      if (k && k.initial === (s.dataset.initial ?? '')) s.value = k.value;
    });
    refreshFieldNotes();
    // after the fields above are restored: a panel keeps its own fields
    // (moved only when something new was drawn after them: moving a panel lays it out again)
    const panels = options.panels ?? [];
    const tail = [...root.children].slice(-panels.length);
    let moved = false;
    for (const [i, p] of panels.entries()) {
      if (moved || tail[i] !== p.element) {
        root.appendChild(p.element);
        moved = true;
      }
      p.update();
    }
  }

  /** While an action runs its buttons are disabled; afterwards those it disabled are enabled again. */
  function applyBusy() {
    root.querySelectorAll<HTMLButtonElement>(`[${BUSY_OFF}]`).forEach((b) => {
      if (view.busy && !b.disabled) {
        b.disabled = true;
        b.dataset.busyDisabled = '';
      } else if (!view.busy && b.dataset.busyDisabled !== undefined) {
        b.disabled = false;
        delete b.dataset.busyDisabled;
      }
    });
    root.dataset.busy = view.busy ? 'true' : 'false';
  }

  function draw() {
    const st = view.state;
    const tt = st?.tournament;
    const list = systems();
    const chosen = st?.settings.system ?? list[0]?.id ?? '';
    const nextRound = (tt?.rounds.length ?? 0) + 1;
    const resultsRound = view.resultsRound && tt?.rounds.some((r) => r.number === view.resultsRound) ? view.resultsRound : currentRound();
    const round = resultsRound === undefined ? undefined : tt?.rounds.find((r) => r.number === resultsRound);
    const names = new Map(tt?.players.map((p) => [p.no, p.name] as const));
    const name = (no: number) => names.get(no) ?? '';
    // the buttons an action in progress disables: marked here, disabled after drawing (applyBusy), so that the
    // markup of a part is the same busy or not and a part nothing else changed in is not drawn again
    const disabled = BUSY_OFF;
    const dsEvent = isTwoGameSystem(st?.settings.system);
    const byeWords = (code: string) => {
      if (!dsEvent) return code === 'U' ? t(UI.bye) : '';
      const v = doubleSwissByeValues();
      return code === 'U' ? t(EVENT_UI.pabMatch(v.pab)) : code === 'H' ? t(EVENT_UI.byeMatch('H', v.H)) : code === 'F' ? t(EVENT_UI.byeMatch('F', v.F)) : code === 'Z' ? t(EVENT_UI.byeMatch('Z', v.Z)) : '';
    };
    const groups = tt?.forbiddenGroups ?? [];
    const accel = tt?.acceleration ?? [];
    function constraintsNote() {
      const parts = [
        ...(st?.settings.acceleration === 'baku' ? [t(EVENT_UI.bakuOn)] : []),
        ...(accel.length ? [t(EVENT_UI.virtualPoints(accel.length))] : []),
        ...(groups.length ? [t(EVENT_UI.apartCount(groups.length))] : []),
      ];
      return parts.length ? `<p class="note" id="constraints-note">${h(parts.join(' · '))}</p>` : '';
    }

    const tm = view.team;
    const idle = tm ? TEAM_MSG.loaded(tm.event.teams.length, tm.event.rounds.length) : st ? MSG.loaded(st.tournament.players.length, st.tournament.rounds.length) : UI.noTournament;
    const message = view.message ? `<div id="message" class="message ${view.message.kind}" role="status">${h(t(view.message.text))}</div>` : `<div id="message" class="message" role="status">${h(t(idle))}</div>`;
    const problems = view.problems.length
      ? `<ul id="problems" class="problems">${view.problems.map((p) => `<li><b class="cell">${h(p.cell)}</b>: ${h(t(p.message))}</li>`).join('')}</ul>`
      : '';

    const summary = tt
      ? dsEvent
        ? `<p id="summary"><b>${h(tt.info.name ?? '')}</b><br>${tt.players.length} ${h(t(UI.players).toLowerCase())} · ${h(t(EVENT_UI.matches))}: ${Math.floor(tt.rounds.length / 2)}${tt.totalRounds ? ` / ${Math.ceil(tt.totalRounds / 2)}` : ''} <span class="note">(${h(t(EVENT_UI.gameSheets(tt.rounds.length)))})</span></p>`
        : `<p id="summary"><b>${h(tt.info.name ?? '')}</b><br>${tt.players.length} ${h(t(UI.players).toLowerCase())} · ${h(t(UI.rounds))}: ${tt.rounds.length}${tt.totalRounds ? ` / ${tt.totalRounds}` : ''}</p>`
      : tm
        ? teamSummary(tm, t)
        : view.problems.length
        ? '' // the workbook holds a tournament Hakem cannot read yet: the problems above say where
        : `<p id="summary">${h(t(UI.noTournament))}</p>`;

    // the new-tournament form: filled from the chosen file, each field saying where its value comes from
    const f = view.file;
    const read = f?.read;
    const inForceName = systemName(pairingSystemInForce(read?.startDate).id!);
    const formSystem = f ? f.filled.system : '';
    const newDs = (formSystem || (read?.doubleSwiss ? 'double-swiss' : '')) === 'double-swiss';
    const formRounds = f ? f.filled.rounds : String(tt?.totalRounds ?? tm?.event.totalRounds ?? 9);
    const formColour = f ? f.filled.colour : 'w';
    const encodingNote = f?.encodingNote ? `<p class="note" id="encoding-note">${h(t(f.encodingNote))}</p>` : '';
    const encodings: Array<[TrfEncoding | '', string]> = [['', t(EVENT_UI.encodingAuto)], ['utf-8', 'UTF-8'], ['windows-1254', 'Windows-1254 (Türkçe)'], ['latin1', 'Latin-1 (Windows-1252)'], ['utf-16le', 'UTF-16LE'], ['utf-16be', 'UTF-16BE']];
    const encodingChoice = f ? `<label>${h(t(EVENT_UI.encodingLabel))} <select id="trf-encoding">${encodings.map(([v, label]) => `<option value="${v}" ${v === f.encoding ? 'selected' : ''}>${h(label)}</option>`).join('')}</select></label>` : '';
    const fileNote = () => !f ? '' : encodingNote + (f.error
      ? `<p class="note error" id="file-note">${h(t(MSG.trfReadFailed(f.error)))}</p>`
      : `<p class="note" id="file-note">${h(t(EVENT_UI.fileRead(f.name, read!)))}</p>`) + encodingChoice;
    const fieldNote = (k: 'rounds' | 'colour' | 'system') => {
      if (!read) return '';
      const stated = k === 'rounds' ? read.rounds && (read.doubleSwiss ? EVENT_UI.statedMatches(read.rounds.value / 2, read.rounds.value, read.rounds.record) : EVENT_UI.stated(String(read.rounds.value), read.rounds.record))
        : k === 'colour' ? read.colour && (read.colour.played
          ? EVENT_UI.colourPlayed(t(read.colour.value === 'w' ? UI.white : UI.black), read.colour.played.round, read.colour.played.player, t(read.colour.played.playerColour === 'w' ? UI.white : UI.black))
          : EVENT_UI.stated(t(read.colour.value === 'w' ? UI.white : UI.black), read.colour.record))
        : read.system && (read.system.id ? EVENT_UI.stated(systemName(read.system.id), `${read.system.record} ${read.system.code}`) : EVENT_UI.unknownSystem(`${read.system.record} ${read.system.code}`));
      return `<p class="note field-note ${stated ? 'from-file' : 'not-in-file'}" id="note-${k}">${h(t(stated ?? (k === 'system' ? EVENT_UI.notStatedSystem(inForceName) : EVENT_UI.notStated)))}</p>`;
    };

    const newTournament = `
      <details class="section" ${tt || tm ? '' : 'open'} id="new-section"><summary>${h(t(UI.newTournament))}</summary>
        <label>${h(t(UI.tournament))} <select id="new-source">
          <option value="demo">${h(t(UI.fromDemo))}</option>
          <option value="players">${h(t(UI.fromPlayers))}</option>
          <option value="trf" ${view.file ? 'selected' : ''}>${h(t(UI.fromTrf))}</option>
          <option value="blank">${h(t(UI.blank))}</option>
          <option value="team">${h(t(TEAM_UI.teamEvent))}</option>
        </select></label>
        <input type="file" id="trf-file" accept=".trf,.txt">
        ${fileNote()}
        <label>${h(t(newDs ? EVENT_UI.matches : UI.rounds))} <input id="new-rounds" type="number" min="1" max="99" value="${formRounds}"></label>${fieldNote('rounds')}
        <label>${h(t(TEAM_UI.teams))} <input id="new-teams" type="number" min="2" max="999" value="10"></label>
        <label>${h(t(TEAM_UI.boards))} <input id="new-boards" type="number" min="1" max="20" value="4"></label>
        <label>${h(t(UI.firstColour))} <select id="new-colour"><option value="w" ${formColour === 'w' ? 'selected' : ''}>${h(t(UI.white))}</option><option value="b" ${formColour === 'b' ? 'selected' : ''}>${h(t(UI.black))}</option></select></label>${fieldNote('colour')}
        <label class="wide">${h(t(UI.system))} <select id="new-system"><option value="">${h(t(EVENT_UI.inForce(inForceName)))}</option>${allSystems().filter((x) => x.id !== TEAM_SYSTEM).map((x) => `<option value="${h(x.id)}" ${x.id === formSystem ? 'selected' : ''}>${h(x.name[view.lang])}</option>`).join('')}</select></label>${fieldNote('system')}
        <button id="create" ${disabled}>${h(t(UI.create))}</button>
      </details>`;

    const chosenId = tm ? TEAM_SYSTEM : chosen;
    const systemOptions = list.map((s) => `<option value="${h(s.id)}" ${s.id === chosenId ? 'selected' : ''}>${h(s.name[view.lang])}</option>`).join('');
    const proposal = view.proposal;
    // the arbiter's own pairing: numbers to type, colours to swap, each board's mark once checked
    const editTableHtml = (e: NonNullable<View['edit']>) => `<table id="edit-table"><thead><tr><th>${h(t(UI.board))}</th><th>${h(t(UI.white))}</th><th>${h(t(UI.black))}</th><th></th><th></th></tr></thead><tbody>
            ${e.pairing.boards.map((b, i) => `<tr><td>${i + 1}</td><td><input class="edit-white" data-board="${i}" type="number" min="1" value="${b.white}" title="${h(name(b.white))}"></td><td><input class="edit-black" data-board="${i}" type="number" min="1" value="${b.black}" title="${h(name(b.black))}"></td><td><button class="swap-colours" data-board="${i}" title="${h(t(EDIT_UI.swap))}">⇄</button></td><td class="edit-mark">${h(e.verdict?.boards[i] ?? '')}</td></tr>`).join('')}
            ${e.pairing.byes.map((b, j) => `<tr class="bye"><td></td><td><input class="edit-bye" data-index="${j}" type="number" min="1" value="${b}" title="${h(name(b))}"></td><td>${h(t(UI.bye))}</td><td></td><td class="edit-mark">${h(e.verdict?.byes[j] ?? '')}</td></tr>`).join('')}
            </tbody></table>`;
    const proposalHtml = proposal
      ? `<div id="proposal" class="proposal">
          <div class="proposal-boards"><h3>${h(isTwoGameSystem(proposal.system) ? t(EVENT_UI.matchHeading((proposal.round + 1) / 2, proposal.round)) : `${t(UI.round)} ${proposal.round}`)}</h3>
            <p class="note" id="proposal-system">${h(t(EVENT_UI.pairedBy(proposal.system.name)))}</p>
            ${view.edit ? editTableHtml(view.edit) : `<table id="proposal-table"><thead><tr><th>${h(t(UI.board))}</th><th>${h(t(UI.white))}</th><th>${h(t(UI.black))}</th></tr></thead><tbody>
            ${proposal.outcome.pairing.boards.map((b, i) => `<tr><td>${i + 1}</td><td>${b.white} ${h(name(b.white))}</td><td>${b.black} ${h(name(b.black))}</td></tr>`).join('')}
            ${proposal.outcome.pairing.byes.map((b) => `<tr class="bye"><td></td><td>${b} ${h(name(b))}</td><td>${h(isTwoGameSystem(proposal.system) ? t(EVENT_UI.pabMatch(doubleSwissByeValues().pab)) : t(UI.bye))}</td></tr>`).join('')}
            </tbody></table>`}
            <button id="accept" class="primary" ${disabled}>${h(t(view.edit ? EDIT_UI.acceptChanged : UI.accept))}</button> <button id="redo" ${disabled}>${h(t(UI.redo))}</button>
            ${editable(proposal) ? (view.edit ? `<button id="check-edit" ${disabled}>${h(t(EDIT_UI.check))}</button> <button id="cancel-edit" ${disabled}>${h(t(EDIT_UI.cancel))}</button>` : `<button id="edit-proposal" ${disabled}>${h(t(EDIT_UI.edit))}</button>`) : ''}
            ${view.edit?.verdict ? `<div id="edit-verdict" class="note ${view.edit.verdict.right ? 'from-file' : 'error'}">${view.edit.verdict.lines.map((l) => `<p>${h(l)}</p>`).join('')}</div>` : ''}
          </div>
          <div class="proposal-explanation"><h3>${h(t(UI.explanation))}</h3><pre id="explanation">${h(renderExplanation(proposal.outcome.explanation, view.lang))}</pre></div>
        </div>`
      : '';
    const teamNext = (tm?.event.rounds.length ?? 0) + 1;
    const teamPairing = tm
      ? `<section class="section" id="pairing-section"><h2>${h(t(UI.pairing))}</h2>
          <label>${h(t(UI.system))} <select id="system">${systemOptions}</select></label>
          ${tm.event.totalRounds !== undefined && teamNext > tm.event.totalRounds ? `<p class="note" id="all-paired">${h(t(MSG.allRoundsPaired(tm.event.totalRounds)))}</p>` : `<button id="pair" class="primary" ${disabled} ${view.teamProposal ? 'disabled' : ''}>${h(t(UI.pairNext(teamNext)))}</button>`}
          ${view.teamProposal ? teamProposalHtml(view.teamProposal, view.lang, t, disabled, { round: UI.round, accept: UI.accept, redo: UI.redo, explanation: UI.explanation, bye: UI.bye }) : ''}
        </section>`
      : '';
    // nothing offered that cannot be done: no "pair round 10" of a 9-round event
    const allPaired = tt?.totalRounds !== undefined && nextRound > tt.totalRounds;
    const pairLabel = dsEvent ? t(EVENT_UI.pairMatch(Math.ceil(nextRound / 2))) : t(UI.pairNext(nextRound));
    const pairing = tm ? teamPairing : tt
      ? `<section class="section" id="pairing-section"><h2>${h(t(UI.pairing))}</h2>
          ${list.length ? `<label class="wide">${h(t(UI.system))} <select id="system" data-initial="${h(chosenId)}">${systemOptions}</select></label>` : `<p>${h(t(UI.noSystems))}</p>`}
          <p class="note" id="system-used">${h(t(EVENT_UI.pairsBy(systemUsed(st!.settings))))}</p>
          ${constraintsNote()}
          ${allPaired ? `<p class="note" id="all-paired">${h(`${t(MSG.allRoundsPaired(tt!.totalRounds!))} ${t(nextStep(st!))}`)}</p>` : `<button id="pair" class="primary" ${disabled} ${list.length ? '' : 'disabled'} ${proposal ? 'disabled' : ''}>${h(pairLabel)}</button>`}
          ${proposalHtml}
        </section>`
      : '';

    // Double-Swiss: each round sheet is one game of a match ("2 (match 1, game 2)")
    const ds = isTwoGameSystem(st?.settings.system);
    const roundLabel = (n: number) => (ds ? `${n} (${t(matchGameLabel(n))})` : String(n));
    const roundOptions = (tt?.rounds ?? []).map((r) => `<option value="${r.number}" ${r.number === resultsRound ? 'selected' : ''}>${h(roundLabel(r.number))}</option>`).join('');
    const teamRound = tm ? (view.resultsRound && tm.event.rounds.some((r) => r.number === view.resultsRound) ? view.resultsRound : tm.event.rounds[tm.event.rounds.length - 1]?.number) : undefined;
    const results = tm
      ? teamRound === undefined ? '' : teamResultsHtml(tm, teamRound, t, disabled, { results: UI.results, round: UI.round, board: UI.board, result: UI.result, save: UI.saveResults })
      : round
      ? `<section class="section" id="results-section"><h2>${h(t(UI.results))}</h2>
          <label>${h(t(UI.round))} <select id="results-round">${roundOptions}</select></label>
          <table id="results-table"><thead><tr><th>${h(t(UI.board))}</th><th>${h(t(UI.white))}</th><th>${h(t(UI.result))}</th><th>${h(t(UI.black))}</th></tr></thead><tbody>
          ${round.games.map((g, i) => {
            const current = g.whiteResult === '' && g.blackResult === '' ? '' : formatGameResult(g.whiteResult, g.blackResult);
            const opts = ['', ...RESULT_CHOICES, ...(RESULT_CHOICES.includes(current) || current === '' ? [] : [current])].map((c) => `<option value="${h(c)}" ${c === current ? 'selected' : ''}>${h(c || '…')}</option>`).join('');
            return `<tr><td>${i + 1}</td><td>${g.white} ${h(name(g.white))}</td><td><select class="result" data-board="${i + 1}" data-initial="${h(current)}">${opts}</select></td><td>${g.black} ${h(name(g.black))}</td></tr>`;
          }).join('')}
          ${round.unpaired.map((u) => `<tr class="bye"><td></td><td>${u.player} ${h(name(u.player))}</td><td>${h(u.code)}</td><td>${h(byeWords(u.code))}</td></tr>`).join('')}
          </tbody></table>
          <button id="save-results" class="primary" ${disabled}>${h(t(UI.saveResults))}</button>
        </section>`
      : '';

    const constraintsSection = tt
      ? `<details class="section" id="constraints-section"><summary>${h(t(EVENT_UI.constraints))}</summary>
          <p class="note">${h(t(EVENT_UI.apartHelp))}</p>
          <ul id="apart-list" class="plain">${groups.map((g, i) => `<li>${h(g.players.join(' – '))}${g.fromRound !== undefined ? ` <span class="note">(${h(t(EVENT_UI.roundsRange(g.fromRound, g.toRound ?? 999)))})</span>` : ''} <button class="remove-apart" data-index="${i}" ${disabled}>✕</button></li>`).join('')}</ul>
          <label>${h(t(UI.players))} <input id="apart-players" placeholder="3 7" size="8"></label>
          <label>${h(t(EVENT_UI.fromRound))} <input id="apart-from" type="number" min="1" size="3"></label>
          <label>${h(t(EVENT_UI.toRound))} <input id="apart-to" type="number" min="1" size="3"></label>
          <button id="add-apart" ${disabled}>${h(t(EVENT_UI.add))}</button>
          <p class="note">${h(t(EVENT_UI.accelHelp))}</p>
          ${accel.length ? `<table id="acceleration-table"><thead><tr><th>${h(t(EVENT_UI.points))}</th><th>${h(t(UI.round))}</th><th>No</th></tr></thead><tbody>${accel.map((a) => `<tr><td>${a.points}</td><td>${a.fromRound}–${a.toRound}</td><td>${a.from}–${a.to}</td></tr>`).join('')}</tbody></table>` : ''}
          <label>${h(t(EVENT_UI.baku))} <select id="acceleration"><option value="">${h(t(EVENT_UI.none))}</option><option value="baku" ${st?.settings.acceleration === 'baku' ? 'selected' : ''}>Baku (C.04.7)</option></select></label>
          <button id="save-acceleration" ${disabled}>${h(t(UI.saveSettings))}</button>
        </details>`
      : '';

    const statusSection = tm
      ? teamStatusHtml(tm, teamNext, t, disabled, { round: UI.round, record: UI.setStatus })
      : tt
      ? `<details class="section" id="status-section"><summary>${h(t(UI.absences))}</summary>
          <label>${h(t(UI.player))} <select id="status-player">${tt.players.map((p) => `<option value="${p.no}">${p.no}. ${h(p.name)}${p.withdrawnFrom ? ' †' : ''}</option>`).join('')}</select></label>
          <label>${h(t(UI.status))} <select id="status-kind">
            <option value="withdrawn">${h(t(UI.statusWithdrawn))}</option>
            <option value="absent">${h(t(UI.statusAbsent))}</option>
            <option value="half">${h(t(UI.statusHalfBye))}</option>
            <option value="full">${h(t(EVENT_UI.statusFullBye))}</option>
            <option value="active">${h(t(UI.statusActive))}</option>
          </select></label>
          <label>${h(t(ds ? EVENT_UI.match : UI.round))} <input id="status-round" type="number" min="1" value="${ds ? Math.ceil(nextRound / 2) : nextRound}"></label>
          <button id="set-status" ${disabled}>${h(t(UI.setStatus))}</button>
        </details>`
      : '';

    const settingsSection = tm
      ? teamSettingsHtml(tm, view.lang, t, disabled, { settings: UI.settings, rounds: UI.rounds, tiebreaks: UI.tiebreaks, startDate: UI.startDate, save: UI.saveSettings })
      : st
      ? `<details class="section" id="settings-section"><summary>${h(t(UI.settings))}</summary>
          <label>${h(t(UI.rounds))} <input id="settings-rounds" type="number" min="1" max="99" value="${st.settings.totalRounds ?? ''}"></label>
          <label>${h(t(UI.tiebreaks))} <input id="settings-tiebreaks" value="${h(st.settings.tiebreaks.join(', '))}"></label>
          <label>${h(t(UI.startDate))} <input id="settings-start-date" value="${h(st.settings.info.startDate ?? '')}" placeholder="2026/03/15"></label>
          <label>${h(t(UI.rules))} <select id="settings-rules">${['auto', '2009', '2024', '2026'].map((r) => `<option value="${r}" ${r === st.settings.rules ? 'selected' : ''}>${r === 'auto' ? h(t(UI.rulesAuto)) : r}</option>`).join('')}</select></label>
          <p class="note" id="settings-rules-used">${h(`${t(UI.rules)} ${effectiveRules(st.settings).rules}: ${t(effectiveRules(st.settings).reason)}`)}</p>
          <button id="save-settings" ${disabled}>${h(t(UI.saveSettings))}</button>
        </details>`
      : '';

    const keepTools = `${tt || tm ? `<button id="new-open" ${disabled}>${h(t(KEEP_UI.newTournamentOpen))}</button>` : ''}${view.kept ? ` <button id="bring-back" ${disabled} title="${h(`${view.kept.name} (${t(view.kept.summary)})`)}">${h(t(KEEP_UI.bringBack))}</button>` : ''}`;
    const tools = tm
      ? `<section class="section" id="tools-section"><h2>${h(t(UI.tools))}</h2>
          <button id="undo" ${disabled}>${h(t(UI.undo))}</button>
          <button id="export-trf" ${disabled}>${h(t(UI.exportTrf))}</button>
          <button id="export-site" ${disabled}>${h(t(UI.exportSite))}</button>
          <button id="print" ${disabled}>${h(t(TEAM_UI.print))}</button>
          <button id="refresh" ${disabled}>${h(t(UI.refresh))}</button>
          ${keepTools}
        </section>`
      : tt
      ? `<section class="section" id="tools-section"><h2>${h(t(UI.tools))}</h2>
          <button id="undo" ${disabled}>${h(t(UI.undo))}</button>
          <button id="export-trf" ${disabled}>${h(t(UI.exportTrf))}</button>
          <button id="export-crosstable" ${disabled}>${h(t(UI.exportCrosstable))}</button>
          <button id="export-site" ${disabled}>${h(t(UI.exportSite))}</button>
          <button id="print" ${disabled}>${h(t(UI.print))}</button>
          <button id="refresh" ${disabled}>${h(t(UI.refresh))}</button>
          ${keepTools}
        </section>`
      : `<section class="section" id="tools-section"><button id="refresh" ${disabled}>${h(t(UI.refresh))}</button> ${keepTools}</section>`;

    const confirm = view.confirm
      ? `<div id="confirm" class="modal"><p>${h(t(view.confirm.question))}</p><button id="confirm-yes" class="primary">${view.lang === 'tr' ? 'Evet' : 'Yes'}</button> <button id="confirm-no">${view.lang === 'tr' ? 'Hayır' : 'No'}</button></div>`
      : '';
    const print = view.print
      ? `<div id="print-view" class="print-view"><div class="print-actions"><button id="print-now">${h(t(view.team ? TEAM_UI.print : UI.print))}</button> <button id="print-close">✕</button></div><iframe id="print-frame" title="print" srcdoc="${h(view.print)}"></iframe></div>`
      : '';

    // laid over what is shown (morph.ts): a part whose markup is as last time stays as it is; the panels stay after them
    const header = `
      <header class="pane-header"><h1>${h(t(UI.title))} <small>${h(t(UI.subtitle))}</small></h1>
        <label class="lang">${h(t(UI.language))} <select id="lang"><option value="en" ${view.lang === 'en' ? 'selected' : ''}>English</option><option value="tr" ${view.lang === 'tr' ? 'selected' : ''}>Türkçe</option></select></label>
      </header>
      `;
    patchParts(root, [header, message, problems, summary, pairing, results, exerciseSectionHtml(view.lang, disabled, !!tt || !!tm), statusSection, constraintsSection, settingsSection, tools, newTournament, confirm, print], isPanel);
    applyBusy();
    // the buttons disabled or enabled again are the pane's own doing, not a change to draw over next time
    settled(root);
    const frame = root.querySelector<HTMLIFrameElement>('#print-frame');
    frame?.addEventListener('load', () => fitPreview(frame));
    root.dataset.lang = view.lang;
  }

  /**
   * The settings a new event from a file takes: what the file states, unless the arbiter changed that field in the
   * form (asked, one question per field); what the file does not state, from the form. Undefined: the arbiter left
   * a question unanswered (nothing is written then).
   */
  async function fileOverrides(read: FileSettings, form: { rounds: number; colour: 'w' | 'b'; system: string }): Promise<{ overrides: Partial<Settings>; notes: Text[] } | undefined> {
    const overrides: Partial<Settings> = {};
    const notes: Text[] = [];
    const ds = (form.system || read.system?.id || (read.doubleSwiss ? 'double-swiss' : '')) === 'double-swiss';
    const formRounds = ds ? 2 * form.rounds : form.rounds;
    const ask = async (field: Text, file: string, formValue: string) => confirmInPage({ en: EVENT_UI.disagree(field.en, file, formValue).en, tr: EVENT_UI.disagree(field.tr, file, formValue).tr });
    if (read.rounds && form.rounds > 0 && formRounds !== read.rounds.value) {
      const file = String(ds ? read.rounds.value / 2 : read.rounds.value);
      if (await ask(ds ? EVENT_UI.fieldMatches : EVENT_UI.fieldRounds, file, String(form.rounds))) {
        overrides.totalRounds = formRounds;
        notes.push({ en: `${EVENT_UI.fieldRounds.en} ${formRounds} (the file: ${read.rounds.value})`, tr: `${EVENT_UI.fieldRounds.tr} ${formRounds} (dosya: ${read.rounds.value})` });
      }
    } else if (!read.rounds && form.rounds > 0) overrides.totalRounds = formRounds;
    const colourName = (c: 'w' | 'b') => t(c === 'w' ? UI.white : UI.black);
    if (read.colour && form.colour !== read.colour.value) {
      const played = read.colour.played;
      const question = played
        ? confirmInPage({ en: EVENT_UI.disagreePlayed(colourName(read.colour.value), played.round, colourName(form.colour)).en, tr: EVENT_UI.disagreePlayed(colourName(read.colour.value), played.round, colourName(form.colour)).tr })
        : ask(EVENT_UI.fieldColour, colourName(read.colour.value), colourName(form.colour));
      if (await question) {
        overrides.firstColour = form.colour;
        notes.push({ en: `${EVENT_UI.fieldColour.en}: ${form.colour === 'w' ? 'white' : 'black'}`, tr: `${EVENT_UI.fieldColour.tr}: ${form.colour === 'w' ? 'beyaz' : 'siyah'}` });
      }
    } else if (!read.colour) overrides.firstColour = form.colour;
    if (form.system && read.system?.id && form.system !== read.system.id) {
      if (await ask(EVENT_UI.fieldSystem, systemName(read.system.id), systemName(form.system))) {
        overrides.system = form.system;
        notes.push({ en: `${EVENT_UI.fieldSystem.en}: ${allSystems().find((x) => x.id === form.system)?.name.en ?? form.system}`, tr: `${EVENT_UI.fieldSystem.tr}: ${allSystems().find((x) => x.id === form.system)?.name.tr ?? form.system}` });
      }
    } else if (form.system) overrides.system = form.system;
    return { overrides, notes };
  }

  const value = (id: string) => (root.querySelector(`#${id}`) as HTMLInputElement | HTMLSelectElement | null)?.value ?? '';

  /** The edit table's numbers as typed (a blank or unreadable cell becomes 0: the marker names it). */
  function readEdit() {
    if (!view.edit) return;
    const num = (el: Element | null) => Math.max(0, Math.trunc(Number((el as HTMLInputElement | null)?.value ?? 0)) || 0);
    view.edit.pairing = {
      boards: view.edit.pairing.boards.map((_, i) => ({ white: num(root.querySelector(`.edit-white[data-board="${i}"]`)), black: num(root.querySelector(`.edit-black[data-board="${i}"]`)) })),
      // a bye cleared stays as an empty row to type into (0), left out of the pairing that is marked
      byes: view.edit.pairing.byes.map((_, j) => num(root.querySelector(`.edit-bye[data-index="${j}"]`))),
    };
  }

  /** The marker's verdict, board by board and in lines (the article each line cites is in its text). */
  function showVerdict(m: Marking) {
    if (!view.edit) return;
    const mark = (b: Marking['boards'][number] | undefined) => (!b ? '' : !b.pairRight ? '✗' : b.coloursRight === false ? t(EDIT_UI.colours) : '✓');
    const boards = view.edit.pairing.boards.map((b) => mark(m.boards.find((x) => x.white === b.white && x.black === b.black)));
    const byes = view.edit.pairing.byes.map((b) => mark(m.boards.find((x) => x.white === b && x.black === 0)));
    const lines = m.right ? [t(EDIT_UI.right)] : [
      ...(m.verdict ? [m.verdict.text[view.lang]] : []),
      ...(m.parting && m.verdict?.kind !== 'difference' ? [`${m.parting.section[view.lang]}${m.parting.step ? ` — ${m.parting.step[view.lang]}` : ''}`] : []),
      ...m.colours.map((x) => x.text[view.lang]),
      ...m.boardOrder.map((x) => x.text[view.lang]),
    ];
    view.edit.verdict = { right: m.right, lines, boards, byes, marking: m };
  }

  root.addEventListener('click', async (ev) => {
    const target = (ev.target as HTMLElement).closest('button');
    if (!target || target.disabled) return;
    if (target.classList.contains('remove-apart')) {
      const index = Number(target.dataset.index);
      view.proposal = undefined;
      await act(() => saveApart(host, { remove: index }));
      return;
    }
    if (target.classList.contains('swap-colours') && view.edit) {
      // exchanged in place (a redraw reads the table back): the earlier verdict no longer applies
      const i = target.dataset.board;
      const w = root.querySelector<HTMLInputElement>(`.edit-white[data-board="${i}"]`);
      const b = root.querySelector<HTMLInputElement>(`.edit-black[data-board="${i}"]`);
      if (w && b) [w.value, b.value] = [b.value, w.value];
      view.edit.verdict = undefined;
      root.querySelectorAll('.edit-mark').forEach((c) => (c.textContent = ''));
      root.querySelector('#edit-verdict')?.remove();
      return;
    }
    if (await exerciseClick(target.id, host, value('system') || undefined, (run) => act(run))) return;
    switch (target.id) {
      case 'create': {
        const kind = value('new-source') as NewSource['kind'];
        const rounds = Number(value('new-rounds'));
        const colour = value('new-colour') === 'b' ? 'b' : 'w';
        view.teamProposal = undefined;
        if ((kind as string) === 'team') {
          const teams = Number(value('new-teams')), boards = Number(value('new-boards'));
          view.proposal = undefined;
          await act(() => replacing(() => createTeamEvent(host, { kind: 'team-blank', teams, boards }, { ...(rounds > 0 ? { totalRounds: rounds } : {}), firstColour: colour, language: view.lang })));
          return;
        }
        let source: NewSource = { kind } as NewSource;
        const formSystem = value('new-system');
        if (kind === 'trf') {
          const f = view.file;
          if (!f || f.error || !f.read) {
            view.message = { text: MSG.trfReadFailed(f?.error ?? '—'), kind: 'error' };
            render();
            return;
          }
          source = { kind: 'trf', text: f.text, fileName: f.name };
          // a TRF-2026 team file (310 teams, 192 FIDE_TEAM): a team event, its settings from the file
          if (f.read.team) {
            view.proposal = undefined;
            await act(() => replacing(() => createTeamEvent(host, { kind: 'team-trf', text: f.text, fileName: f.name }, { language: view.lang })));
            if (view.message?.kind === 'ok') view.file = undefined;
            render();
            return;
          }
          // the file's settings stand unless the arbiter changed a field: then they are asked, field by field
          const chosen = await fileOverrides(f.read, { rounds, colour, system: formSystem });
          if (!chosen) return;
          view.proposal = undefined;
          await act(() => replacing(() => createTournament(host, source, { ...chosen.overrides, language: view.lang })), () => undefined);
          if (view.message?.kind === 'ok') {
            if (chosen.notes.length) view.message = { text: { en: `${view.message.text.en} ${t(EVENT_UI.chosenInstead(chosen.notes.map((n) => n.en).join('; ')))}`, tr: `${view.message.text.tr} ${EVENT_UI.chosenInstead(chosen.notes.map((n) => n.tr).join('; ')).tr}` }, kind: 'ok' };
            view.file = undefined;
          }
          render();
          return;
        }
        view.proposal = undefined;
        const ds = formSystem === 'double-swiss';
        // from the players already typed, over an event with no round: the players stay, nothing is lost
        const keepsAll = kind === 'players' && !view.team && !view.state?.tournament.rounds.length;
        await act(() => replacing(() => createTournament(host, source, { ...(rounds > 0 ? { totalRounds: ds ? 2 * rounds : rounds } : {}), firstColour: colour, ...(formSystem ? { system: formSystem } : {}), language: view.lang }), keepsAll));
        return;
      }
      case 'pair':
      case 'redo': {
        const system = value('system') || undefined;
        view.proposal = undefined;
        view.teamProposal = undefined;
        if (view.team) {
          await act(() => proposeTeamPairing(host), (p) => (view.teamProposal = p));
          return;
        }
        if (system === TEAM_SYSTEM) {
          view.message = { text: TEAM_MSG.notTeamSystem, kind: 'error' };
          render();
          return;
        }
        // the system chosen is tried first: what the engine refuses for it is said, and nothing written
        const changed = !!system && !!view.state && system !== view.state.settings.system;
        await act(async () => {
          const p = await proposePairing(host, system, systems());
          if (!p.ok || !changed) return p;
          const r = await saveSettings(host, { system });
          return r.ok ? p : r;
        }, (p) => (view.proposal = p as Proposal));
        return;
      }
      case 'accept': {
        const tp = view.teamProposal;
        if (tp) {
          await act(() => acceptTeamPairing(host, tp), () => {
            view.teamProposal = undefined;
            view.resultsRound = tp.round;
          });
          if (view.message?.kind === 'error') view.teamProposal = undefined;
          render();
          return;
        }
        const p = view.proposal;
        if (!p) return;
        if (view.edit) {
          readEdit();
          const e = view.edit.pairing;
          if (!sameAsProposed(p, e)) {
            // the arbiter's pairing: marked (again, if changed since), recorded with the round; no pairing at all is refused
            const m = markEdited(p, e);
            if (!m.ok) { await act(async () => m); return; }
            showVerdict(m.value);
            const form = formProblem(m.value);
            if (form) { await act(async (): Promise<Flow> => ({ ok: false, message: { en: `${EDIT_UI.notAPairing.en} ${form.en}`, tr: `${EDIT_UI.notAPairing.tr} ${form.tr}` } })); return; }
            const note = arbiterNote(p, e, m.value, view.state?.settings.language ?? view.lang);
            const changed = { ...p, preview: editedPreview(p, e) };
            await act(() => acceptPairing(host, changed, note), (_v) => {
              view.proposal = undefined;
              view.edit = undefined;
              view.resultsRound = p.round;
            });
            if (view.message?.kind === 'ok') view.message = { text: { en: `${view.message.text.en} ${EDIT_UI.recorded.en} ${m.message.en}`, tr: `${view.message.text.tr} ${EDIT_UI.recorded.tr} ${m.message.tr}` }, kind: 'ok' };
            render();
            return;
          }
        }
        await act(() => acceptPairing(host, p), () => {
          view.proposal = undefined;
          view.edit = undefined;
          view.resultsRound = p.round;
        });
        if (view.message?.kind === 'error') view.proposal = undefined;
        render();
        return;
      }
      case 'edit-proposal': {
        if (view.proposal) view.edit = { pairing: asEdited(view.proposal) };
        render();
        return;
      }
      case 'cancel-edit': {
        view.edit = undefined;
        render();
        return;
      }
      case 'check-edit': {
        const p = view.proposal;
        if (!p || !view.edit) return;
        readEdit();
        const edited = view.edit.pairing;
        await act(async () => markEdited(p, edited), (m) => showVerdict(m));
        return;
      }
      case 'save-results': {
        const round = Number(value('results-round'));
        if (view.team) {
          // boards (data-board 1…) and whole-match forfeits (data-board 0) changed in the form
          const entries = [...root.querySelectorAll<HTMLSelectElement>('select.result')]
            .filter((s) => s.value !== (s.dataset.initial ?? ''))
            .map((s) => ({ match: Number(s.dataset.match), ...(s.dataset.board === '0' ? {} : { board: Number(s.dataset.board) }), result: s.value }));
          await act(() => saveTeamResults(host, round, entries));
          return;
        }
        // Only the boards changed here: a result typed into the sheet meanwhile is not overwritten by a stale form.
        const results = [...root.querySelectorAll<HTMLSelectElement>('select.result')]
          .filter((s) => s.value !== (s.dataset.initial ?? ''))
          .map((s) => ({ board: Number(s.dataset.board), result: s.value }));
        await act(() => saveResults(host, round, results));
        return;
      }
      case 'set-team-status': {
        const no = Number(value('status-team'));
        const kind = value('status-kind');
        const round = Number(value('status-round'));
        const cur = view.team?.statuses.get(no) ?? emptyStatus();
        const next = { ...cur, absent: cur.absent.filter((r) => r !== round), halfByes: [...cur.halfByes] };
        if (kind === 'absent') next.absent.push(round);
        else if (kind === 'withdrawn') next.withdrawnFrom = round;
        else if (next.withdrawnFrom !== undefined && next.withdrawnFrom <= round) delete next.withdrawnFrom;
        view.teamProposal = undefined;
        await act(() => setTeamStatus(host, no, next));
        return;
      }
      case 'set-status': {
        const no = Number(value('status-player'));
        const kind = value('status-kind');
        // Double-Swiss: the form asks for a match; a status covers the match from its first game's round
        const asked = Number(value('status-round'));
        const round = isTwoGameSystem(view.state?.settings.system) ? 2 * asked - 1 : asked;
        const current = view.state?.statuses.get(no) ?? emptyStatus();
        const next = { ...current, absent: [...current.absent], halfByes: [...current.halfByes] };
        if (kind === 'active') {
          delete next.withdrawnFrom;
          next.absent = next.absent.filter((r) => r !== round);
          next.halfByes = next.halfByes.filter((r) => r !== round);
          if (next.fullByes) next.fullByes = next.fullByes.filter((r) => r !== round);
        } else if (kind === 'withdrawn') next.withdrawnFrom = round;
        else if (kind === 'absent' && !next.absent.includes(round)) next.absent.push(round);
        else if (kind === 'half' && !next.halfByes.includes(round)) next.halfByes.push(round);
        else if (kind === 'full' && !next.fullByes?.includes(round)) next.fullByes = [...(next.fullByes ?? []), round];
        view.proposal = undefined;
        await act(() => setPlayerStatus(host, no, next));
        return;
      }
      case 'save-settings': {
        const rounds = Number(value('settings-rounds'));
        const tiebreaks = value('settings-tiebreaks').split(/[,;]/).map((x) => x.trim()).filter(Boolean);
        const rules = value('settings-rules') as RulesSetting;
        const startDate = value('settings-start-date').trim();
        const info = { ...(view.state?.settings.info ?? view.team?.settings.info ?? {}), startDate: startDate || undefined };
        if (view.team) {
          await act(() => saveTeamSettings(host, { ...(rounds > 0 ? { totalRounds: rounds } : {}), tiebreaks, info }));
          return;
        }
        await act(() => saveSettings(host, { ...(rounds > 0 ? { totalRounds: rounds } : {}), tiebreaks, rules, info }));
        return;
      }
      case 'add-apart': {
        const players = value('apart-players').split(/[\s,;–-]+/).filter(Boolean).map(Number);
        const from = Number(value('apart-from')), to = Number(value('apart-to'));
        view.proposal = undefined;
        await act(() => saveApart(host, { add: { players, ...(from > 0 || to > 0 ? { fromRound: from > 0 ? from : 1, toRound: to > 0 ? to : 999 } : {}) } }));
        return;
      }
      case 'save-acceleration': {
        const acc = value('acceleration') === 'baku' ? 'baku' : undefined;
        view.proposal = undefined;
        await act(() => saveSettings(host, { acceleration: acc } as Partial<Settings>));
        return;
      }
      case 'undo':
        view.proposal = undefined;
        view.teamProposal = undefined;
        if (view.team) {
          await act(() => undoTeamRound(host, confirmInPage));
          return;
        }
        await act(() => undoLastRound(host, confirmInPage));
        return;
      case 'new-open': {
        const d = root.querySelector<HTMLDetailsElement>('#new-section');
        if (!d) return;
        d.open = true;
        d.scrollIntoView({ block: 'nearest' });
        root.querySelector<HTMLSelectElement>('#new-source')?.focus();
        return;
      }
      case 'bring-back':
        await act(() => bringBack());
        return;
      case 'confirm-yes':
      case 'confirm-no': {
        const c = view.confirm;
        view.confirm = undefined;
        c?.resolve(target.id === 'confirm-yes');
        return;
      }
      case 'export-trf':
        if (view.team) {
          await act(() => exportTeamTrf(host));
          return;
        }
        await act(() => exportTrf(host));
        return;
      case 'export-crosstable':
        await act(() => exportCrosstable(host));
        return;
      case 'export-site':
        await act(() => (view.team ? exportTeamSite(host) : exportSite(host)));
        return;
      case 'print': {
        if (!view.state && !view.team) return;
        try {
          const tm = view.team;
          const last = tm?.event.rounds[tm.event.rounds.length - 1]?.number;
          if (tm) view.print = teamPrintPage(tm, last, view.lang);
          else if (view.state) view.print = printPage(view.state.tournament, currentRound(), view.lang, ranksOf(view.state), view.state.settings.rules === 'auto' ? undefined : view.state.settings.rules, systemUsed(view.state.settings)[view.lang]);
        } catch (e) {
          // the template could not render this state: say so, print nothing else in its place
          const text = (e as Error).message;
          view.print = undefined;
          view.message = { text: { en: `Printing failed: ${text}`, tr: `Yazdırılamadı: ${text}` }, kind: 'error' };
        }
        render();
        return;
      }
      case 'print-now':
        (root.querySelector('#print-frame') as HTMLIFrameElement | null)?.contentWindow?.print();
        return;
      case 'print-close':
        view.print = undefined;
        render();
        return;
      case 'refresh':
        if (view.team) {
          await act(() => refreshTeamDerived(host));
          return;
        }
        await act(() => refreshDerived(host));
        return;
    }
  });

  root.addEventListener('change', async (ev) => {
    const el = ev.target as HTMLElement;
    if (el.id === 'lang') {
      const lang = (el as HTMLSelectElement).value === 'tr' ? 'tr' : 'en';
      view.lang = lang;
      if (view.team) await act(() => saveTeamSettings(host, { language: lang }));
      else if (view.state) await act(() => setLanguage(host, lang));
      else render();
    } else if (el.id === 'trf-file') {
      const file = (el as HTMLInputElement).files?.[0];
      if (!file) return;
      loadFile(new Uint8Array(await file.arrayBuffer()), file.name, '');
    } else if (el.id === 'trf-encoding' && view.file) {
      loadFile(view.file.bytes, view.file.name, (el as HTMLSelectElement).value as TrfEncoding | '');
    } else if (el.id === 'new-source' && (el as HTMLSelectElement).value !== 'trf' && view.file) {
      view.file = undefined;
      render(true);
    } else if (el.id === 'results-round') {
      view.resultsRound = Number((el as HTMLSelectElement).value);
      render();
    }
  });

  /**
   * A chosen TRF file read as the CLI reads it (engine/trf/encoding.ts): UTF-8 with or without a byte-order mark,
   * UTF-16, or a single-byte code page (Windows-1254 when a byte is a letter only Turkish uses), the assumption said;
   * `encoding` read it in the one the arbiter chose instead.
   */
  function loadFile(bytes: Uint8Array, name: string, encoding: TrfEncoding | '') {
    let text = '';
    let read: FileSettings | undefined;
    let error: string | undefined;
    let encodingNote: Text | undefined;
    try {
      const d = decodeTrf(bytes, name, encoding || undefined);
      text = d.text;
      const label = d.encoding === 'windows-1254' ? 'Windows-1254 (Türkçe)' : d.encoding === 'latin1' ? 'Latin-1 (Windows-1252)' : d.encoding.toUpperCase();
      if (encoding) encodingNote = d.encoding === 'utf-8' ? undefined : EVENT_UI.encodingChosen(name, label);
      else if (d.encoding === 'windows-1254' || d.encoding === 'latin1') encodingNote = EVENT_UI.encodingRead(name, label, d.encoding === 'windows-1254');
      else if (d.encoding !== 'utf-8') encodingNote = EVENT_UI.encodingUtf16(name, label);
      read = fileSettings(text, name);
    } catch (e) {
      error = (e as Error).message;
    }
    // the form shows what the file states; a field it does not state keeps the form's value
    const ds = read?.doubleSwiss || read?.system?.id === 'double-swiss';
    const rounds = read?.rounds ? String(ds ? read.rounds.value / 2 : read.rounds.value) : value('new-rounds');
    view.file = { text, name, read, error, bytes, encoding, encodingNote, filled: { rounds, colour: read?.colour?.value ?? value('new-colour'), system: read?.system?.id ?? '' } };
    // drawn afresh from what the file states (the form's own values where it states nothing)
    render();
    root.dataset.fileRead = error ? 'error' : 'true';
  }

  // A field the file states, changed in the form: its note says so at once (creating asks which one stands)
  function refreshFieldNotes() {
    const read = view.file?.read;
    if (!read) return;
    for (const k of ['rounds', 'colour', 'system'] as const) {
      // a team file pairs by its own team system, which the individual systems' menu does not list
      if (k === 'system' && read.team) continue;
      const el = root.querySelector<HTMLInputElement | HTMLSelectElement>(`#new-${k}`);
      const note = root.querySelector<HTMLElement>(`#note-${k}`);
      const filled = view.file!.filled[k];
      const stated = k === 'rounds' ? read.rounds : k === 'colour' ? read.colour : read.system?.id ? read.system : undefined;
      if (!el || !note || !stated || el.value === filled) continue;
      const shown = (v: string) => (k === 'colour' ? t(v === 'b' ? UI.black : UI.white) : k === 'system' ? (v ? systemName(v) : t(EVENT_UI.inForce(systemName(pairingSystemInForce(read.startDate).id!)))) : v);
      note.className = 'note field-note chosen';
      note.textContent = t(EVENT_UI.chosenOverFile(shown(filled), shown(el.value)));
    }
  }
  root.addEventListener('input', refreshFieldNotes);
  root.addEventListener('change', refreshFieldNotes);

  // Hand edits show up in the taskpane without a click (Hakem's own writes are re-read by the action itself).
  let pending: ReturnType<typeof setTimeout> | undefined;
  // Hakem's own writes during an action (a refused save restores what it wrote) are no hand edits: the action re-reads
  // the workbook itself, and a re-read after it must not take away the cells it refused (they stay until the next action).
  host.watch?.(() => {
    if (view.busy) return;
    if (pending) clearTimeout(pending);
    pending = setTimeout(async () => {
      pending = undefined;
      if (view.busy || view.confirm) return;
      await reload();
      if (!view.problems.length && refused.length) view.problems = refused;
      if (!view.busy) render(true);
    }, 400);
  });

  const ready = (async () => {
    await reload();
    render();
  })();
  return {
    ready,
    /** Re-reads the workbook (the standalone page calls it after the user edits a cell). */
    async refresh() {
      await reload();
      render();
    },
  };
}

/**
 * The print preview fits its frame on screen: the A4 page is drawn smaller in a narrow pane (320 px) instead of being
 * cut at the frame's edge; printing is untouched (the zoom is for the screen only).
 */
function fitPreview(frame: HTMLIFrameElement): void {
  const doc = frame.contentDocument;
  if (!doc?.documentElement) return;
  const style = doc.createElement('style');
  style.textContent = '@media screen { html { zoom: var(--hakem-fit, 1); } }';
  (doc.head ?? doc.documentElement).append(style);
  const html = doc.documentElement;
  // the zoomed page's margins and scroll bar do not shrink in proportion: measure again until it fits (twice at most)
  let fit = 1;
  for (let i = 0; i < 3 && html.scrollWidth > html.clientWidth; i++) {
    fit = Math.floor(fit * (html.clientWidth / html.scrollWidth) * 1000) / 1000;
    html.style.setProperty('--hakem-fit', String(fit));
  }
  frame.dataset.fit = String(fit);
}
