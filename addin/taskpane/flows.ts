/**
 * The arbiter's actions, independent of the page and of the host: each reads the workbook afresh,
 * decides, and writes everything it changes in one all-or-nothing write (or nothing at all).
 */
import type { Round, Tournament } from '../../engine/model/types';
import { buildTournament, setResult } from '../../engine/model/build';
import { isPending } from '../../engine/model/results';
import { readTrf } from '../../engine/trf/read';
import { pairingConstraints } from '../../engine/pairing/constraints';
import { writeTrf } from '../../engine/trf/write';
import { DEMO } from '../../engine/demo/dutch17';
import { pairingSystems } from '../../engine/pairing/registry';
import { forWholeMatch, isTwoGameSystem, matchStartProblem, secondGame } from './doubleSwiss';
import { writeDoubleSwissTrf } from '../../engine/pairing/double-swiss/trf';
import type { PairingOutcome, PairingSystem, Text } from '../../engine/pairing/types';
import type { WorkbookHost, WritePlan } from '../host/types';
import { MSG, PROBLEM, type Problem } from '../i18n';
import { derivedSheets, fullWorkbook, playersSheet, roundSheet, roundSheetName, settingsSheet, SHEET, type WorkbookState } from '../workbook/layout';
import { readWorkbook } from '../workbook/read';
import { DEFAULT_SETTINGS, effectiveRules, type Settings } from '../workbook/settings';
import { emptyStatus, type PlayerStatus } from '../workbook/status';
import { renderDocument } from '../../templates/documents';
import { rankPlayers } from '../../engine/tiebreak/ranking';
import { completeRounds } from '../workbook/crosstable';

export type Flow<T = undefined> =
  | { ok: true; value: T; message: Text }
  | { ok: false; message: Text; problems?: Problem[] };

const fail = (message: Text, problems?: Problem[]): Flow<never> => ({ ok: false, message, problems });

/** Reads the workbook; a flow that needs a tournament stops here with the problems, cell by cell. */
export async function loadState(host: WorkbookHost): Promise<Flow<WorkbookState | undefined>> {
  const r = await readWorkbook(host);
  if (r.kind === 'empty') return { ok: true, value: undefined, message: { en: '', tr: '' } };
  if (r.kind === 'problems') return fail(MSG.problems, r.problems);
  return { ok: true, value: r.state, message: MSG.loaded(r.state.tournament.players.length, r.state.tournament.rounds.length) };
}

async function requireState(host: WorkbookHost): Promise<Flow<WorkbookState>> {
  const s = await loadState(host);
  if (!s.ok) return s;
  if (!s.value) return fail(MSG.noPlayers);
  return { ok: true, value: s.value, message: s.message };
}

/** Writes, or reports that nothing changed (the host has put the workbook back). */
export async function write(host: WorkbookHost, plan: WritePlan): Promise<Flow<undefined> | undefined> {
  try {
    await host.write(plan);
    return undefined;
  } catch (e) {
    return fail(MSG.writeFailed((e as Error).message));
  }
}

export type NewSource =
  | { kind: 'demo' }
  | { kind: 'blank' }
  | { kind: 'players' }
  | { kind: 'trf'; text: string; fileName?: string };

/** The demo as an arbiter starts it: the document's 17 players, nothing paired. */
export function demoTournament(): Tournament {
  return buildTournament(DEMO);
}

function statusesOf(t: Tournament): Map<number, PlayerStatus> {
  const m = new Map<number, PlayerStatus>();
  for (const p of t.players) m.set(p.no, { ...emptyStatus(), ...(p.withdrawnFrom !== undefined ? { withdrawnFrom: p.withdrawnFrom } : {}) });
  return m;
}

/** Starts a tournament: every Hakem sheet is written anew (the arbiter's other sheets are left alone). */
export async function createTournament(host: WorkbookHost, source: NewSource, overrides: Partial<Settings> = {}): Promise<Flow> {
  let tournament: Tournament;
  let statuses: Map<number, PlayerStatus>;
  if (source.kind === 'demo') tournament = demoTournament();
  else if (source.kind === 'blank') tournament = { info: {}, players: [], rounds: [] };
  else if (source.kind === 'trf') {
    try {
      tournament = readTrf(source.text, source.fileName);
    } catch (e) {
      return fail(MSG.trfReadFailed((e as Error).message));
    }
    // the workbook has no place for players who must not meet or for acceleration: pairing would go on without them
    const notKept = pairingConstraints(tournament);
    if (notKept.length) return fail(MSG.trfNotKept(notKept.join('; ')));
  } else {
    const s = await loadState(host);
    if (!s.ok) return s;
    if (!s.value || s.value.tournament.players.length === 0) return fail(MSG.noPlayers);
    tournament = { ...s.value.tournament, rounds: [] };
    overrides = { ...s.value.settings, ...overrides };
  }
  statuses = statusesOf(tournament);
  const settings: Settings = {
    ...DEFAULT_SETTINGS,
    info: {
      ...(tournament.info.name ? { name: tournament.info.name } : {}),
      ...(tournament.info.city ? { city: tournament.info.city } : {}),
      ...(tournament.info.federation ? { federation: tournament.info.federation } : {}),
      ...(tournament.info.startDate ? { startDate: tournament.info.startDate } : {}),
      ...(tournament.info.endDate ? { endDate: tournament.info.endDate } : {}),
      ...(tournament.info.chiefArbiter ? { chiefArbiter: tournament.info.chiefArbiter } : {}),
      ...(tournament.info.timeControl ? { timeControl: tournament.info.timeControl } : {}),
    },
    ...(tournament.totalRounds !== undefined ? { totalRounds: tournament.totalRounds } : {}),
    ...(tournament.firstColour ? { firstColour: tournament.firstColour } : {}),
    ...overrides,
  };
  if (source.kind === 'demo' && !overrides.info) settings.info = { name: DEMO.name };
  tournament = { ...tournament, totalRounds: settings.totalRounds, firstColour: settings.firstColour };
  const state: WorkbookState = { tournament, settings, statuses };
  const failed = await write(host, fullWorkbook(state, await host.sheetNames()));
  return failed ?? { ok: true, value: undefined, message: MSG.created(tournament.players.length) };
}

/** What pairing sees: the recorded rounds plus the next round's announced absences and half-point byes. */
export function tournamentForPairing(state: WorkbookState, round: number): Tournament {
  const t = state.tournament;
  const unpaired: Array<{ player: number; code: 'Z' | 'H' }> = [];
  for (const [no, s] of state.statuses) {
    const p = t.players.find((x) => x.no === no);
    if (p?.withdrawnFrom !== undefined && p.withdrawnFrom <= round) continue;
    if (s.halfByes.includes(round)) unpaired.push({ player: no, code: 'H' });
    else if (s.absent.includes(round)) unpaired.push({ player: no, code: 'Z' });
  }
  const rounds = t.rounds.filter((r) => r.number < round);
  if (unpaired.length) rounds.push({ number: round, games: [], unpaired: unpaired.sort((a, b) => a.player - b.player) });
  return { ...t, rounds };
}

export interface Proposal {
  round: number;
  system: PairingSystem;
  outcome: Extract<PairingOutcome, { ok: true }>;
  /** The workbook state the pairing was made from; accepting checks it has not changed since. */
  basis: string;
  /** The tournament with the proposed round added, for display. */
  preview: Tournament;
}

const fingerprint = (s: WorkbookState) => JSON.stringify({ t: s.tournament, st: [...s.statuses.entries()] });

/** Empty result cells of a round, by name (`Round 3!D5`). */
function missingResults(t: Tournament, round: number): string[] {
  const r = t.rounds.find((x) => x.number === round);
  if (!r) return [];
  return r.games.flatMap((g, i) => (isPending(g) || g.whiteResult === '' || g.blackResult === '' ? [`${SHEET.round(round)}!D${i + 2}`] : []));
}

/** Pairs the next round without writing anything: the arbiter sees it, with its explanation, and accepts or redoes it. */
export async function proposePairing(host: WorkbookHost, systemId?: string, systems: PairingSystem[] = pairingSystems()): Promise<Flow<Proposal>> {
  const s = await requireState(host);
  if (!s.ok) return s;
  const state = s.value;
  const t = state.tournament;
  if (t.players.length === 0) return fail(MSG.noPlayers);
  const id = systemId ?? state.settings.system;
  const system = systems.find((x) => x.id === id);
  if (!system) return fail(MSG.unknownSystem(id));
  const round = t.rounds.length + 1;
  if (t.totalRounds !== undefined && round > t.totalRounds) return fail(MSG.allRoundsPaired(t.totalRounds));
  // Every earlier round needs all its results before the next is paired.
  for (const r of t.rounds) {
    const missing = missingResults(t, r.number);
    if (missing.length) return fail(MSG.previousIncomplete(r.number, missing.join(', ')), missing.map((cell) => ({ cell, message: MSG.previousIncomplete(r.number, cell) })));
  }
  const twoGames = isTwoGameSystem(system);
  const halfMatch = twoGames ? matchStartProblem(round) : undefined;
  if (halfMatch) return fail(halfMatch);
  const input = twoGames ? forWholeMatch(tournamentForPairing(state, round), round) : tournamentForPairing(state, round);
  let outcome: PairingOutcome;
  try {
    outcome = system.pair(input, { round, ...(t.totalRounds !== undefined ? { totalRounds: t.totalRounds } : {}) });
  } catch (e) {
    if (!twoGames) throw e;
    // Double-Swiss reads the rounds as matches and names a match whose two rounds disagree
    return fail({ en: (e as Error).message, tr: (e as Error).message });
  }
  if (!outcome.ok) return { ok: false, message: { en: `${MSG.pairingFailed.en} ${outcome.reason.en}`, tr: `${MSG.pairingFailed.tr} ${outcome.reason.tr}` } };
  const announced = input.rounds.find((r) => r.number === round)?.unpaired ?? [];
  const proposed: Round = {
    number: round,
    games: outcome.pairing.boards.map((b) => ({ white: b.white, black: b.black, whiteResult: '', blackResult: '' })),
    unpaired: [...outcome.pairing.byes.map((player) => ({ player, code: 'U' as const })), ...announced.filter((u) => !outcome.pairing.byes.includes(u.player))],
  };
  const preview: Tournament = { ...t, rounds: [...t.rounds, proposed, ...(twoGames ? [secondGame(proposed)] : [])] };
  return { ok: true, value: { round, system, outcome, basis: fingerprint(state), preview }, message: MSG.paired(round, outcome.pairing.boards.length) };
}

/** Writes the proposed round, unless the workbook changed meanwhile or the round already has results. */
export async function acceptPairing(host: WorkbookHost, proposal: Proposal): Promise<Flow> {
  const s = await requireState(host);
  if (!s.ok) return s;
  const state = s.value;
  const existing = state.tournament.rounds.find((r) => r.number === proposal.round);
  if (existing && existing.games.some((g) => !isPending(g))) return fail(MSG.roundHasResults(proposal.round));
  if (fingerprint(state) !== proposal.basis) return fail(MSG.staleProposal);
  // one sheet per new round (a Double-Swiss match writes two: game 1 and game 2)
  const added = proposal.preview.rounds.filter((r) => r.number >= proposal.round);
  const next: WorkbookState = { ...state, tournament: proposal.preview };
  const failed = await write(host, { put: [...added.map((r) => roundSheet(proposal.preview, r)), ...derivedSheets(next)], remove: [], activate: SHEET.round(proposal.round) });
  return failed ?? { ok: true, value: undefined, message: MSG.accepted(proposal.round) };
}

/** Records results ("1-0", "0-1", "1/2-1/2", "+--", "--+", "--", "" to clear) and refreshes Crosstable and Standings. */
export async function saveResults(host: WorkbookHost, round: number, results: Array<{ board: number; result: string }>): Promise<Flow> {
  const s = await requireState(host);
  if (!s.ok) return s;
  const state = s.value;
  let t = state.tournament;
  const problems: Problem[] = [];
  for (const { board, result } of results) {
    try {
      t = setResult(t, round, board, result);
    } catch {
      problems.push({ cell: `${SHEET.round(round)}!D${board + 1}`, message: PROBLEM.badResult(result) });
    }
  }
  if (problems.length) return fail(MSG.problems, problems);
  const r = t.rounds.find((x) => x.number === round)!;
  const next: WorkbookState = { ...state, tournament: t };
  const name = roundSheetName(await host.sheetNames(), round);
  const failed = await write(host, { put: [roundSheet(t, r, name), ...derivedSheets(next)], remove: [] });
  return failed ?? { ok: true, value: undefined, message: MSG.resultsSaved(round) };
}

/** Records a withdrawal, announced absences or half-point byes for a player (Players sheet, Status column). */
export async function setPlayerStatus(host: WorkbookHost, no: number, status: PlayerStatus): Promise<Flow> {
  const s = await requireState(host);
  if (!s.ok) return s;
  const state = s.value;
  const players = state.tournament.players.map((p) => {
    if (p.no !== no) return p;
    const { withdrawnFrom: _w, ...rest } = p;
    return status.withdrawnFrom !== undefined ? { ...rest, withdrawnFrom: status.withdrawnFrom } : rest;
  });
  const statuses = new Map(state.statuses);
  statuses.set(no, status);
  const next: WorkbookState = { ...state, tournament: { ...state.tournament, players }, statuses };
  const failed = await write(host, { put: [playersSheet(next), ...derivedSheets(next)], remove: [] });
  return failed ?? { ok: true, value: undefined, message: MSG.statusSaved(no) };
}

/**
 * Removes the last round: its sheet goes, Crosstable and Standings are rewritten from the rounds before it,
 * which gives back exactly the workbook as it stood before the round was paired. A round with results asks first.
 */
export async function undoLastRound(host: WorkbookHost, confirm: (question: Text) => boolean | Promise<boolean>): Promise<Flow> {
  const s = await requireState(host);
  if (!s.ok) return s;
  const state = s.value;
  const last = state.tournament.rounds[state.tournament.rounds.length - 1];
  if (!last) return fail(MSG.nothingToUndo);
  // Double-Swiss: the last match goes whole (its two rounds), never one game of it
  const drop = isTwoGameSystem(state.settings.system) && last.number % 2 === 0 ? state.tournament.rounds.slice(-2) : [last];
  if (drop.some((r) => r.games.some((g) => !isPending(g))) && !(await confirm(MSG.confirmUndo(last.number)))) return fail(MSG.discarded);
  const t = { ...state.tournament, rounds: state.tournament.rounds.slice(0, -drop.length) };
  const next: WorkbookState = { ...state, tournament: t };
  const names = await host.sheetNames();
  const remove = drop.map((r) => roundSheetName(names, r.number)).filter((n) => names.includes(n));
  const failed = await write(host, { put: derivedSheets(next), remove, activate: t.rounds.length ? SHEET.round(t.rounds.length) : SHEET.players });
  return failed ?? { ok: true, value: undefined, message: MSG.undone(last.number) };
}

/** The TRF-16 file of the tournament as the workbook records it. */
export async function exportTrf(host: WorkbookHost): Promise<Flow<{ fileName: string; content: string }>> {
  const s = await requireState(host);
  if (!s.ok) return s;
  const t = s.value.tournament;
  const kept = { ...t, rounds: t.rounds.filter((r) => r.games.length || r.unpaired.length) };
  // Double-Swiss: the two-rounds-per-match dialect, with its 192 line and the PAB at 1½ in the points column
  const content = isTwoGameSystem(s.value.settings.system) ? writeDoubleSwissTrf(kept) : writeTrf(kept);
  const base = (t.info.name ?? 'tournament').replace(/[^\p{L}\p{N}]+/gu, '-').replace(/^-|-$/g, '') || 'tournament';
  const fileName = `${base}.trf`;
  await host.download(fileName, content, 'text/plain');
  return { ok: true, value: { fileName, content }, message: MSG.exported(fileName) };
}

const fileBase = (t: Tournament) => (t.info.name ?? 'tournament').replace(/[^\p{L}\p{N}]+/gu, '-').replace(/^-|-$/g, '') || 'tournament';

/** Final ranks by score and the declared tie-breaks (over the finished rounds), for the printed crosstable. */
export function ranksOf(state: WorkbookState): Map<number, number> | undefined {
  const t = state.tournament;
  try {
    const done = { ...t, rounds: t.rounds.slice(0, completeRounds(t)) };
    return new Map(rankPlayers(done, state.settings.tiebreaks, { rules: effectiveRules(state.settings).rules }).map((s) => [s.no, s.rank]));
  } catch {
    return undefined;
  }
}

/** The federation crosstable (seed 004, 9.A) as an HTML page, from the templates. */
export async function exportCrosstable(host: WorkbookHost): Promise<Flow<{ fileName: string; content: string }>> {
  const s = await requireState(host);
  if (!s.ok) return s;
  const t = s.value.tournament;
  const ranks = ranksOf(s.value);
  const content = renderDocument('crosstable', t, { lang: s.value.settings.language, ...(ranks ? { ranks } : {}) });
  const fileName = `${fileBase(t)}-crosstable.html`;
  await host.download(fileName, content, 'text/html');
  return { ok: true, value: { fileName, content }, message: MSG.exported(fileName) };
}

/** Switches the workbook's language: the Settings labels and the Players statuses are rewritten in it. */
export async function setLanguage(host: WorkbookHost, lang: Settings['language']): Promise<Flow> {
  const s = await loadState(host);
  if (!s.ok) return s;
  if (!s.value) return { ok: true, value: undefined, message: { en: '', tr: '' } };
  const next: WorkbookState = { ...s.value, settings: { ...s.value.settings, language: lang } };
  const failed = await write(host, { put: [playersSheet(next), settingsSheet(next.settings)], remove: [] });
  return failed ?? { ok: true, value: undefined, message: { en: 'Language: English.', tr: 'Dil: Türkçe.' } };
}

/** Rewrites Crosstable and Standings after hand edits of the round sheets. */
export async function refreshDerived(host: WorkbookHost): Promise<Flow> {
  const s = await requireState(host);
  if (!s.ok) return s;
  const failed = await write(host, { put: derivedSheets(s.value), remove: [] });
  return failed ?? { ok: true, value: undefined, message: s.message };
}

/** Changes settings (system, rounds, tie-breaks, …). */
export async function saveSettings(host: WorkbookHost, change: Partial<Settings>): Promise<Flow> {
  const s = await requireState(host);
  if (!s.ok) return s;
  const settings = { ...s.value.settings, ...change };
  const info = { ...s.value.tournament.info, ...settings.info };
  const next: WorkbookState = { ...s.value, settings, tournament: { ...s.value.tournament, info, totalRounds: settings.totalRounds, firstColour: settings.firstColour } };
  const failed = await write(host, { put: [settingsSheet(settings), ...derivedSheets(next)], remove: [] });
  return failed ?? { ok: true, value: undefined, message: MSG.settingsSaved };
}
