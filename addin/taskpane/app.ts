/**
 * The taskpane page. It talks to a WorkbookHost only, so the same code runs in Excel and in the standalone page.
 * After every action it re-reads the workbook and renders again: what the page shows is what the workbook says.
 */
import type { PairingSystem, Text } from '../../engine/pairing/types';
import { pairingSystemsForMenu } from '../../engine/pairing/registry';
import { renderExplanation } from '../../engine/pairing/explain';
import { formatGameResult } from '../../engine/model/results';
import type { WorkbookHost } from '../host/types';
import { MSG, UI, type Lang, type Problem } from '../i18n';
import type { WorkbookState } from '../workbook/layout';
import { RESULT_CHOICES } from '../workbook/layout';
import { emptyStatus } from '../workbook/status';
import { effectiveRules, type RulesSetting } from '../workbook/settings';
import { isTwoGameSystem, matchGameLabel } from './doubleSwiss';
import {
  acceptPairing, createTournament, exportCrosstable, exportTrf, loadState, ranksOf, proposePairing, refreshDerived, saveResults, saveSettings,
  setLanguage, setPlayerStatus, undoLastRound, type Flow, type NewSource, type Proposal,
} from './flows';
import { escapeHtml as h, printPage } from './print';
import {
  acceptTeamPairing, createTeamEvent, exportTeamTrf, hasTeamEvent, loadTeamState, proposeTeamPairing, refreshTeamDerived, saveTeamResults, saveTeamSettings,
  setTeamStatus, TEAM_MSG, teamPrintPage, undoTeamRound, type TeamProposal,
} from './team';
import { TEAM_UI, teamProposalHtml, teamResultsHtml, teamSettingsHtml, teamStatusHtml, teamSummary } from './teamView';
import { TEAM_SYSTEM, type TeamWorkbookState } from '../workbook/team';

export interface TaskpaneOptions {
  /** Pairing systems offered (default: the registry's menu, the FIDE editions in force first). */
  systems?: () => PairingSystem[];
  /** Language before a workbook says otherwise. */
  lang?: Lang;
  /** Panels kept by their own code (the rating list): attached again below the taskpane after every redraw. */
  panels?: Array<{ element: HTMLElement; update(): void }>;
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
  resultsRound?: number;
  busy: boolean;
  print?: string;
  confirm?: { question: Text; resolve: (yes: boolean) => void };
}

export function mountTaskpane(root: HTMLElement, host: WorkbookHost, options: TaskpaneOptions = {}) {
  // every system in the menu's order (FIDE editions in force first), Swiss Team (C.04.6) included; a team event
  // (Teams sheet) is paired by Swiss Team only
  const allSystems = options.systems ?? pairingSystemsForMenu;
  const systems = () => (view.team ? allSystems().filter((x) => x.id === TEAM_SYSTEM) : allSystems());
  const view: View = { lang: options.lang ?? 'en', problems: [], busy: false };
  const t = (x: Text) => x[view.lang];

  async function reload() {
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

  /** Runs an action, shows its message and the workbook's state afterwards. */
  async function act<T>(run: () => Promise<Flow<T>>, after?: (value: T) => void) {
    if (view.busy) return;
    view.busy = true;
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
      }
    } catch (e) {
      view.message = { text: { en: String((e as Error).message), tr: String((e as Error).message) }, kind: 'error' };
    } finally {
      view.busy = false;
      render();
    }
  }

  const confirmInPage = (question: Text) =>
    new Promise<boolean>((resolve) => {
      view.confirm = { question, resolve };
      render();
    });

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
    // a team event keeps the form's entries across a refused save, so the arbiter corrects the one cell named
    const keep = view.busy && !view.team ? new Map<string, { initial: string; value: string }>() : unsavedResults();
    // folded sections stay as the arbiter left them
    const open = new Map([...root.querySelectorAll<HTMLDetailsElement>('details[id]')].map((d) => [d.id, d.open] as const));
    // and so do the fields being filled in (a refresh after a hand edit must not reset them)
    const fields = new Map(
      [...(background ? root.querySelectorAll<HTMLInputElement | HTMLSelectElement>('input[id], select[id]') : [])]
        .filter((e) => !['lang', 'results-round', 'trf-file', 'system'].includes(e.id))
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
    const round = (root.querySelector('#results-round') as HTMLSelectElement | null)?.value ?? '';
    root.querySelectorAll<HTMLSelectElement>('select.result').forEach((s) => {
      const k = keep.get(`${round}/${s.dataset.match ?? ''}/${s.dataset.board}`);
      if (k && k.initial === (s.dataset.initial ?? '')) s.value = k.value;
    });
    // after the fields above are restored: a panel keeps its own fields
    for (const p of options.panels ?? []) {
      root.appendChild(p.element);
      p.update();
    }
  }

  function draw() {
    const st = view.state;
    const tt = st?.tournament;
    const list = systems();
    const chosen = st?.settings.system ?? list[0]?.id ?? '';
    const nextRound = (tt?.rounds.length ?? 0) + 1;
    const resultsRound = view.resultsRound && tt?.rounds.some((r) => r.number === view.resultsRound) ? view.resultsRound : currentRound();
    const round = resultsRound === undefined ? undefined : tt?.rounds.find((r) => r.number === resultsRound);
    const name = (no: number) => tt?.players.find((p) => p.no === no)?.name ?? '';
    const disabled = view.busy ? 'disabled' : '';

    const tm = view.team;
    const idle = tm ? TEAM_MSG.loaded(tm.event.teams.length, tm.event.rounds.length) : st ? MSG.loaded(st.tournament.players.length, st.tournament.rounds.length) : UI.noTournament;
    const message = view.message ? `<div id="message" class="message ${view.message.kind}" role="status">${h(t(view.message.text))}</div>` : `<div id="message" class="message" role="status">${h(t(idle))}</div>`;
    const problems = view.problems.length
      ? `<ul id="problems" class="problems">${view.problems.map((p) => `<li><b class="cell">${h(p.cell)}</b>: ${h(t(p.message))}</li>`).join('')}</ul>`
      : '';

    const summary = tt
      ? `<p id="summary"><b>${h(tt.info.name ?? '')}</b><br>${tt.players.length} ${h(t(UI.players).toLowerCase())} · ${h(t(UI.rounds))}: ${tt.rounds.length}${tt.totalRounds ? ` / ${tt.totalRounds}` : ''}</p>`
      : tm
        ? teamSummary(tm, t)
        : view.problems.length
        ? '' // the workbook holds a tournament Hakem cannot read yet: the problems above say where
        : `<p id="summary">${h(t(UI.noTournament))}</p>`;

    const newTournament = `
      <details class="section" ${tt || tm ? '' : 'open'} id="new-section"><summary>${h(t(UI.newTournament))}</summary>
        <label>${h(t(UI.tournament))} <select id="new-source">
          <option value="demo">${h(t(UI.fromDemo))}</option>
          <option value="players">${h(t(UI.fromPlayers))}</option>
          <option value="trf">${h(t(UI.fromTrf))}</option>
          <option value="blank">${h(t(UI.blank))}</option>
          <option value="team">${h(t(TEAM_UI.teamEvent))}</option>
        </select></label>
        <input type="file" id="trf-file" accept=".trf,.txt">
        <label>${h(t(UI.rounds))} <input id="new-rounds" type="number" min="1" max="99" value="${tt?.totalRounds ?? tm?.event.totalRounds ?? 9}"></label>
        <label>${h(t(TEAM_UI.teams))} <input id="new-teams" type="number" min="2" max="999" value="10"></label>
        <label>${h(t(TEAM_UI.boards))} <input id="new-boards" type="number" min="1" max="20" value="4"></label>
        <label>${h(t(UI.firstColour))} <select id="new-colour"><option value="w">${h(t(UI.white))}</option><option value="b">${h(t(UI.black))}</option></select></label>
        <button id="create" ${disabled}>${h(t(UI.create))}</button>
      </details>`;

    const chosenId = tm ? TEAM_SYSTEM : chosen;
    const systemOptions = list.map((s) => `<option value="${h(s.id)}" ${s.id === chosenId ? 'selected' : ''}>${h(s.name[view.lang])}</option>`).join('');
    const proposal = view.proposal;
    const proposalHtml = proposal
      ? `<div id="proposal" class="proposal">
          <div class="proposal-boards"><h3>${h(t(UI.round))} ${proposal.round}</h3>
            <table id="proposal-table"><thead><tr><th>${h(t(UI.board))}</th><th>${h(t(UI.white))}</th><th>${h(t(UI.black))}</th></tr></thead><tbody>
            ${proposal.outcome.pairing.boards.map((b, i) => `<tr><td>${i + 1}</td><td>${b.white} ${h(name(b.white))}</td><td>${b.black} ${h(name(b.black))}</td></tr>`).join('')}
            ${proposal.outcome.pairing.byes.map((b) => `<tr class="bye"><td></td><td>${b} ${h(name(b))}</td><td>${h(t(UI.bye))}</td></tr>`).join('')}
            </tbody></table>
            <button id="accept" class="primary" ${disabled}>${h(t(UI.accept))}</button> <button id="redo" ${disabled}>${h(t(UI.redo))}</button>
          </div>
          <div class="proposal-explanation"><h3>${h(t(UI.explanation))}</h3><pre id="explanation">${h(renderExplanation(proposal.outcome.explanation, view.lang))}</pre></div>
        </div>`
      : '';
    const teamNext = (tm?.event.rounds.length ?? 0) + 1;
    const teamPairing = tm
      ? `<section class="section" id="pairing-section"><h2>${h(t(UI.pairing))}</h2>
          <label>${h(t(UI.system))} <select id="system">${systemOptions}</select></label>
          <button id="pair" class="primary" ${disabled} ${view.teamProposal ? 'disabled' : ''}>${h(t(UI.pairNext))} ${teamNext}</button>
          ${view.teamProposal ? teamProposalHtml(view.teamProposal, view.lang, t, disabled, { round: UI.round, accept: UI.accept, redo: UI.redo, explanation: UI.explanation, bye: UI.bye }) : ''}
        </section>`
      : '';
    const pairing = tm ? teamPairing : tt
      ? `<section class="section" id="pairing-section"><h2>${h(t(UI.pairing))}</h2>
          ${list.length ? `<label>${h(t(UI.system))} <select id="system">${systemOptions}</select></label>` : `<p>${h(t(UI.noSystems))}</p>`}
          <button id="pair" class="primary" ${disabled || (list.length ? '' : 'disabled')} ${proposal ? 'disabled' : ''}>${h(t(UI.pairNext))} ${nextRound}</button>
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
          ${round.unpaired.map((u) => `<tr class="bye"><td></td><td>${u.player} ${h(name(u.player))}</td><td>${h(u.code)}</td><td>${u.code === 'U' ? h(t(UI.bye)) : ''}</td></tr>`).join('')}
          </tbody></table>
          <button id="save-results" class="primary" ${disabled}>${h(t(UI.saveResults))}</button>
        </section>`
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
            <option value="active">${h(t(UI.statusActive))}</option>
          </select></label>
          <label>${h(t(UI.round))} <input id="status-round" type="number" min="1" value="${nextRound}"></label>
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

    const tools = tm
      ? `<section class="section" id="tools-section"><h2>${h(t(UI.tools))}</h2>
          <button id="undo" ${disabled}>${h(t(UI.undo))}</button>
          <button id="export-trf" ${disabled}>${h(t(UI.exportTrf))}</button>
          <button id="print" ${disabled}>${h(t(TEAM_UI.print))}</button>
          <button id="refresh" ${disabled}>${h(t(UI.refresh))}</button>
        </section>`
      : tt
      ? `<section class="section" id="tools-section"><h2>${h(t(UI.tools))}</h2>
          <button id="undo" ${disabled}>${h(t(UI.undo))}</button>
          <button id="export-trf" ${disabled}>${h(t(UI.exportTrf))}</button>
          <button id="export-crosstable" ${disabled}>${h(t(UI.exportCrosstable))}</button>
          <button id="print" ${disabled}>${h(t(UI.print))}</button>
          <button id="refresh" ${disabled}>${h(t(UI.refresh))}</button>
        </section>`
      : `<section class="section" id="tools-section"><button id="refresh" ${disabled}>${h(t(UI.refresh))}</button></section>`;

    const confirm = view.confirm
      ? `<div id="confirm" class="modal"><p>${h(t(view.confirm.question))}</p><button id="confirm-yes" class="primary">${view.lang === 'tr' ? 'Evet' : 'Yes'}</button> <button id="confirm-no">${view.lang === 'tr' ? 'Hayır' : 'No'}</button></div>`
      : '';
    const print = view.print
      ? `<div id="print-view" class="print-view"><div class="print-actions"><button id="print-now">${h(t(view.team ? TEAM_UI.print : UI.print))}</button> <button id="print-close">✕</button></div><iframe id="print-frame" title="print" srcdoc="${h(view.print)}"></iframe></div>`
      : '';

    root.innerHTML = `
      <header class="pane-header"><h1>${h(t(UI.title))} <small>${h(t(UI.subtitle))}</small></h1>
        <label class="lang">${h(t(UI.language))} <select id="lang"><option value="en" ${view.lang === 'en' ? 'selected' : ''}>English</option><option value="tr" ${view.lang === 'tr' ? 'selected' : ''}>Türkçe</option></select></label>
      </header>
      ${message}${problems}${summary}${pairing}${results}${statusSection}${settingsSection}${tools}${newTournament}${confirm}${print}`;
    root.dataset.busy = view.busy ? 'true' : 'false';
    root.dataset.lang = view.lang;
  }

  const value = (id: string) => (root.querySelector(`#${id}`) as HTMLInputElement | HTMLSelectElement | null)?.value ?? '';

  root.addEventListener('click', async (ev) => {
    const target = (ev.target as HTMLElement).closest('button');
    if (!target || target.disabled) return;
    switch (target.id) {
      case 'create': {
        const kind = value('new-source') as NewSource['kind'];
        const rounds = Number(value('new-rounds'));
        const colour = value('new-colour') === 'b' ? 'b' : 'w';
        view.teamProposal = undefined;
        if ((kind as string) === 'team') {
          const teams = Number(value('new-teams')), boards = Number(value('new-boards'));
          view.proposal = undefined;
          await act(() => createTeamEvent(host, { kind: 'team-blank', teams, boards }, { ...(rounds > 0 ? { totalRounds: rounds } : {}), firstColour: colour, language: view.lang }));
          return;
        }
        let source: NewSource = { kind } as NewSource;
        if (kind === 'trf') {
          const file = (root.querySelector('#trf-file') as HTMLInputElement).files?.[0];
          if (!file) {
            view.message = { text: MSG.trfReadFailed('—'), kind: 'error' };
            render();
            return;
          }
          source = { kind: 'trf', text: await file.text(), fileName: file.name };
          // a TRF-2026 team file (310 teams, 192 FIDE_TEAM): a team event, its settings from the file
          if (/^(310 |192 FIDE_TEAM)/m.test(source.text)) {
            const text = source.text, fileName = source.fileName;
            view.proposal = undefined;
            await act(() => createTeamEvent(host, { kind: 'team-trf', text, fileName }, { language: view.lang }));
            return;
          }
        }
        view.proposal = undefined;
        await act(() => createTournament(host, source, { ...(rounds > 0 ? { totalRounds: rounds } : {}), firstColour: colour, language: view.lang }));
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
        if (system && view.state && system !== view.state.settings.system) {
          const r = await saveSettings(host, { system });
          if (!r.ok) {
            view.message = { text: r.message, kind: 'error' };
            render();
            return;
          }
        }
        await act(() => proposePairing(host, system, systems()), (p) => (view.proposal = p));
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
        await act(() => acceptPairing(host, p), () => {
          view.proposal = undefined;
          view.resultsRound = p.round;
        });
        if (view.message?.kind === 'error') view.proposal = undefined;
        render();
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
        const round = Number(value('status-round'));
        const current = view.state?.statuses.get(no) ?? emptyStatus();
        const next = { ...current, absent: [...current.absent], halfByes: [...current.halfByes] };
        if (kind === 'active') {
          delete next.withdrawnFrom;
          next.absent = next.absent.filter((r) => r !== round);
          next.halfByes = next.halfByes.filter((r) => r !== round);
        } else if (kind === 'withdrawn') next.withdrawnFrom = round;
        else if (kind === 'absent' && !next.absent.includes(round)) next.absent.push(round);
        else if (kind === 'half' && !next.halfByes.includes(round)) next.halfByes.push(round);
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
      case 'undo':
        view.proposal = undefined;
        view.teamProposal = undefined;
        if (view.team) {
          await act(() => undoTeamRound(host, confirmInPage));
          return;
        }
        await act(() => undoLastRound(host, confirmInPage));
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
      case 'print': {
        if (!view.state && !view.team) return;
        try {
          const tm = view.team;
          const last = tm?.event.rounds[tm.event.rounds.length - 1]?.number;
          if (tm) view.print = teamPrintPage(tm, last, view.lang);
          else if (view.state) view.print = printPage(view.state.tournament, currentRound(), view.lang, ranksOf(view.state), effectiveRules(view.state.settings).rules);
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
    } else if (el.id === 'results-round') {
      view.resultsRound = Number((el as HTMLSelectElement).value);
      render();
    }
  });

  // Hand edits show up in the taskpane without a click (Hakem's own writes are re-read by the action itself).
  let pending: ReturnType<typeof setTimeout> | undefined;
  host.watch?.(() => {
    if (pending) clearTimeout(pending);
    pending = setTimeout(async () => {
      pending = undefined;
      if (view.busy || view.confirm) return;
      await reload();
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
