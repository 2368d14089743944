/**
 * The arbiter's actions, independent of the page and of the host: each reads the workbook afresh,
 * decides, and writes everything it changes in one all-or-nothing write (or nothing at all).
 */
import type { Round, Tournament } from '../../engine/model/types';
import { buildTournament, setResult } from '../../engine/model/build';
import { isPending } from '../../engine/model/results';
import { initialColour, type InitialColour } from '../../engine/model/initialColour';
import { isRecommendedList, recommendedTiebreaks } from '../../engine/tiebreak/recommended';
import { fileTiebreaks } from '../../engine/tiebreak/fileList';
import { bergerRoundCount } from '../../engine/pairing/round-robin/berger';
import { readTrf } from '../../engine/trf/read';
import { describePointValues } from '../../engine/trf/writers';
import { rankPlaces } from '../../engine/pairing/rankOrder';
import { accelerationAsked, accelerationFromXxa, asksForBaku, systemAppliesAcceleration } from '../../engine/pairing/acceleration';
import { isTeamTrf } from '../../engine/trf/team';
import { code192For, pairingSystemInForce, systemFromCode192, systemFromFile } from '../../engine/pairing/edition';
import { isDoubleSwissTrf, readMatches } from '../../engine/pairing/double-swiss/matches';
import { accelerationLine } from '../workbook/read';
import { writeTrf } from '../../engine/trf/write';
import { DEMO } from '../../engine/demo/dutch17';
import { pairingSystem, pairingSystems } from '../../engine/pairing/registry';
import { forWholeMatch, isTwoGameSystem, matchGameLabel, matchStartProblem, secondGame } from './doubleSwiss';
import { writeDoubleSwissTrf } from '../../engine/pairing/double-swiss/trf';
import type { PairingOptions, PairingOutcome, PairingSystem, Text } from '../../engine/pairing/types';
import type { WorkbookHost, WritePlan } from '../host/types';
import { MSG, PROBLEM, UI, type Problem } from '../i18n';
import { constraintSheets, derivedSheets, fullWorkbook, playersSheet, roundSheet, roundSheetName, settingsSheet, SHEET, type WorkbookState } from '../workbook/layout';
import { readWorkbook } from '../workbook/read';
import { withRatingList } from '../ratinglist/norms';
import { DEFAULT_SETTINGS, effectiveRules, type Settings } from '../workbook/settings';
import { emptyStatus, type PlayerStatus } from '../workbook/status';
import { renderDocument } from '../../templates/documents';
import { rankPlayers } from '../../engine/tiebreak/ranking';
import { eventSiteSingleFile, siteStandings } from '../../templates/site';
import { isRoundRobin } from '../../engine/tiebreak';
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

/** TRF records that become settings, sheets or statuses (the rest is kept verbatim on the Settings sheet). */
const READ_RECORDS = /^(192|240|250|XXA|XXP|260) /;

/** The header records the Settings sheet has no row for, as TRF lines (kept verbatim, written back on export). */
export function keptRecords(t: Tournament): string[] {
  const i = t.info;
  return [
    ...(i.playerCount !== undefined ? [`062 ${i.playerCount}`] : []),
    ...(i.ratedCount !== undefined ? [`072 ${i.ratedCount}`] : []),
    ...(i.teamCount !== undefined ? [`082 ${i.teamCount}`] : []),
    ...(i.deputyArbiters ?? []).map((d) => `112 ${d}`),
    ...(i.roundDates !== undefined ? [`132 ${i.roundDates}`] : []),
    ...(t.otherLines ?? []).filter((l) => !READ_RECORDS.test(l)),
  ];
}

/** Byes requested on 240 lines, for any round (readTrf places those of the round to pair only). */
function requestedByes(t: Tournament): Array<{ round: number; code: 'F' | 'H' | 'Z'; player: number }> {
  const out: Array<{ round: number; code: 'F' | 'H' | 'Z'; player: number }> = [];
  for (const l of t.otherLines ?? []) {
    const m = /^240 ([FHZ]) +(\d+)((?: +\d+)*)\s*$/.exec(l);
    if (m) for (const no of m[3].trim().split(/ +/).filter(Boolean)) out.push({ round: Number(m[2]), code: m[1] as 'F' | 'H' | 'Z', player: Number(no) });
  }
  return out;
}

/** Adds an announced bye to a status (F full point, H half point, Z or an empty code: absent). */
function announce(s: PlayerStatus, round: number, code: string): PlayerStatus {
  const next = { ...s, absent: [...s.absent], halfByes: [...s.halfByes], ...(s.fullByes ? { fullByes: [...s.fullByes] } : {}) };
  const list = code === 'H' ? next.halfByes : code === 'F' ? (next.fullByes ??= []) : next.absent;
  if (!list.includes(round)) list.push(round);
  return next;
}

/** What a TRF file states, as the new-tournament form shows it before anything is written. */
export interface FileSettings {
  /** XXR / 142 (TRF rounds: a Double-Swiss file counts two per match). */
  rounds?: { value: number; record: string };
  /** The initial colour: from XXC / 152, else (`played`) read from the first round played, as the engine reads it (E.5). */
  colour?: { value: 'w' | 'b'; record: string; played?: { round: number; player: number; playerColour: 'w' | 'b' } };
  /** The system the file names (192, else 092); `id` undefined: one Hakem does not have. */
  system?: { id?: string; record: string; code: string; reason: Text };
  startDate?: string;
  endDate?: string;
  /** Acceleration and must-not-meet lines, in words. */
  acceleration?: string;
  apart?: number;
  team: boolean;
  doubleSwiss: boolean;
  /** Players with a bye or absence announced for the round to pair. */
  announced: number;
}

/** Reads what a TRF file states, for the form (throws the reader's error with its line). */
export function fileSettings(text: string, fileName?: string): FileSettings {
  const t = readTrf(text, fileName);
  const sys = systemFromFile(t);
  const rec = (tags: string[] | undefined, dflt: string) => (tags?.length ? tags.join('/') : dflt);
  const last = t.rounds[t.rounds.length - 1];
  const ic = initialColour(t);
  const colour = ic.source === 'file' ? { value: ic.colour, record: rec(t.trfTags?.colour, 'XXC') }
    : ic.source === 'played' ? { value: ic.colour, record: `round ${ic.round}`, played: { round: ic.round!, player: ic.player!, playerColour: ic.playerColour! } }
    : undefined;
  return {
    ...(t.totalRounds !== undefined ? { rounds: { value: t.totalRounds, record: rec(t.trfTags?.rounds, 'XXR') } } : {}),
    ...(colour ? { colour } : {}),
    ...(sys ? { system: { id: sys.id, record: sys.record!, code: sys.code!, reason: sys.reason } } : {}),
    ...(t.info.startDate ? { startDate: t.info.startDate } : {}),
    ...(t.info.endDate ? { endDate: t.info.endDate } : {}),
    ...(accelerationAsked(t) ? { acceleration: accelerationAsked(t) } : {}),
    ...(t.forbiddenGroups?.length ? { apart: t.forbiddenGroups.length } : {}),
    team: isTeamTrf(t),
    doubleSwiss: isDoubleSwissTrf(t),
    announced: last && last.games.length === 0 ? last.unpaired.length : 0,
  };
}

/** Starts a tournament: every Hakem sheet is written anew (the arbiter's other sheets are left alone). */
export async function createTournament(host: WorkbookHost, source: NewSource, overrides: Partial<Settings> = {}): Promise<Flow> {
  let tournament: Tournament;
  let statuses: Map<number, PlayerStatus>;
  let fromFile: Partial<Settings> = {};
  if (source.kind === 'demo') tournament = demoTournament();
  else if (source.kind === 'blank') tournament = { info: {}, players: [], rounds: [] };
  else if (source.kind === 'trf') {
    try {
      tournament = readTrf(source.text, source.fileName);
      // Double-Swiss (192): the two columns of every match must agree (as `hakem pair` checks)
      if (isDoubleSwissTrf(tournament)) readMatches(tournament);
      // the workbook counts 1, ½, 0 and a PAB worth 1, and pairs by pairing numbers: a file that says otherwise (BBU 0.5,
      // 162, XXS; XXC rank over lines out of order) is refused rather than scored or paired wrongly (engine/trf/writers.ts)
      if (tournament.pointValues) return fail(MSG.trfOwnPointValues(describePointValues(tournament.pointValues)));
      if (rankPlaces(tournament)) return fail(MSG.trfRankOrder());
      const xxa = accelerationFromXxa(tournament);
      if (xxa) {
        if (tournament.acceleration?.length) return fail(MSG.trfReadFailed('the file gives acceleration twice, on XXA and on 250 lines: keep one'));
        tournament = { ...tournament, acceleration: xxa.map((a, i) => ({ ...a, line: i + 1, text: accelerationLine(a) })) };
      }
    } catch (e) {
      return fail(MSG.trfReadFailed((e as Error).message));
    }
    const sys = systemFromFile(tournament);
    if (sys && !sys.id && !overrides.system) return fail(MSG.fileSystemUnknown(sys.reason));
    // E.5: the file's XXC / 152, else the colour round 1 as played shows (as `hakem pair` reads it), each said as such
    const ic = initialColour(tournament);
    fromFile = {
      ...(ic.source === 'file' || ic.source === 'played' ? { firstColour: ic.colour, firstColourFrom: ic.source } : {}),
      ...(sys?.id ? { system: sys.id } : {}),
      ...(sys?.record === '192' ? { systemCode: sys.code } : {}),
      ...(asksForBaku(tournament) ? { acceleration: 'baku' as const } : {}),
      records: keptRecords(tournament),
    };
    // the round to pair: byes and absences announced in it become statuses, not a round sheet (a Double-Swiss match: both games)
    const s0 = statusesOf(tournament);
    const ds = (overrides.system ?? fromFile.system) === 'double-swiss';
    const rounds = [...tournament.rounds];
    const announced: Array<{ round: number; code: string; player: number }> = [];
    const empty = (r: Round | undefined) => !!r && r.games.length === 0 && r.unpaired.every((u) => ['H', 'F', 'Z', ''].includes(u.code));
    const take = () => {
      const r = rounds.pop()!;
      announced.push(...r.unpaired.filter((u) => u.code !== '').map((u) => ({ round: r.number, code: u.code, player: u.player })));
    };
    if (ds && rounds.length % 2 === 0 && empty(rounds[rounds.length - 1]) && empty(rounds[rounds.length - 2])) { take(); take(); }
    else if (empty(rounds[rounds.length - 1])) take();
    const first = rounds.length + 1;
    for (const a of [...announced.filter((x) => x.round === first), ...requestedByes(tournament).filter((x) => x.round > rounds.length && !(ds && x.round % 2 === 0))]) {
      s0.set(a.player, announce(s0.get(a.player) ?? emptyStatus(), a.round, a.code));
    }
    tournament = { ...tournament, rounds: rounds.map((r) => ({ ...r, unpaired: r.unpaired.filter((u) => !u.announced) })) };
    statuses = s0;
  } else {
    const s = await loadState(host);
    if (!s.ok) return s;
    if (!s.value || s.value.tournament.players.length === 0) return fail(MSG.noPlayers);
    tournament = { ...s.value.tournament, rounds: [] };
    overrides = { ...s.value.settings, ...overrides };
  }
  statuses ??= statusesOf(tournament);
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
      ...(tournament.info.type ? { type: tournament.info.type } : {}),
    },
    // no system named: the FIDE edition in force on the start date
    system: pairingSystemInForce(tournament.info.startDate).id!,
    ...fromFile,
    ...(tournament.totalRounds !== undefined ? { totalRounds: tournament.totalRounds } : {}),
    ...(tournament.firstColour ? { firstColour: tournament.firstColour } : {}),
    ...overrides,
  };
  if (source.kind === 'demo' && !overrides.info) settings.info = { name: DEMO.name };
  // a colour the arbiter gave (the form, or an earlier event's Settings) is the arbiter's, not the file's
  if (source.kind !== 'trf' || (overrides.firstColour !== undefined && overrides.firstColour !== fromFile.firstColour)) delete settings.firstColourFrom;
  // the file's 192 code stays only while it still names the system chosen
  if (settings.systemCode && systemFromCode192(settings.systemCode).id !== settings.system) delete settings.systemCode;
  if (!settings.records?.length) delete settings.records;
  // the tie-breaks the file states (TRF-2026 202 / 212), else those for the kind of event (a round robin: not
  // Buchholz), unless the arbiter gave a list of his own; a stated list Hakem cannot compute is said, not followed
  const stated = source.kind === 'trf' ? fileTiebreaks(settings.records ?? []) : undefined;
  if (!overrides.tiebreaks || isRecommendedList(overrides.tiebreaks)) {
    settings.tiebreaks = stated && !stated.unknown.length ? stated.codes : recommendedTiebreaks(settings.system).codes;
  }
  const statedNote = stated?.unknown.length && settings.tiebreaks.join(',') !== stated.codes.join(',') ? MSG.fileTiebreaksNotComputed(stated.record, stated.unknown, settings.tiebreaks) : undefined;
  // a round robin plays every round of its Berger table: the number of rounds is the table's, not the form's
  const table = tableRounds(settings.system, tournament.players.length);
  const tableNote = table !== undefined && settings.totalRounds !== table ? MSG.roundRobinRounds(tournament.players.length, table, settings.totalRounds) : undefined;
  if (table !== undefined) settings.totalRounds = table;
  tournament = { ...tournament, totalRounds: settings.totalRounds, firstColour: settings.firstColour };
  // what the engine refuses for this system (acceleration with a system that has none) is refused now, nothing written
  const refused = constraintProblem(tournament, settings);
  if (refused) return fail(refused);
  const state: WorkbookState = { tournament, settings, statuses };
  const failed = await write(host, fullWorkbook(await withRatingList(state), await host.sheetNames()));
  const created = MSG.created(tournament.players.length, nextStep(state));
  const extra = [tableNote, statedNote].filter((x): x is NonNullable<typeof x> => x !== undefined);
  return failed ?? { ok: true, value: undefined, message: { en: [created.en, ...extra.map((x) => x.en)].join(' '), tr: [created.tr, ...extra.map((x) => x.tr)].join(' ') } };
}

/** The rounds of a round robin's Berger table for n players (undefined for the other systems, or too few players). */
function tableRounds(system: string, players: number): number | undefined {
  if ((system !== 'round-robin' && system !== 'double-round-robin') || players < 2) return undefined;
  return bergerRoundCount(players, { double: system === 'double-round-robin', swapLastTwo: false });
}

/** The acceleration an event asks for, refused with the reason when its system does not apply it. */
export function constraintProblem(t: Tournament, settings: Settings): Text | undefined {
  const asked = t.acceleration?.length ? `${t.acceleration.length} line(s) of virtual points (250, Acceleration sheet)` : settings.acceleration === 'baku' ? 'the Baku acceleration (Settings: acceleration = baku)' : undefined;
  if (!asked || systemAppliesAcceleration(settings.system)) return undefined;
  const name = pairingSystem(settings.system)?.name ?? { en: settings.system, tr: settings.system };
  return MSG.accelerationRefused(asked, name);
}

/** A message followed by the next step, in both languages. */
export const withNext = (m: Text, state: WorkbookState): Text => ({ en: `${m.en} ${nextStep(state).en}`, tr: `${m.tr} ${nextStep(state).tr}` });

/** The next thing the arbiter does, in the event's own words (rounds, or Double-Swiss matches). */
export function nextStep(state: WorkbookState): Text {
  const t = state.tournament;
  if (t.players.length === 0) return MSG.stepAddPlayers;
  const ds = isTwoGameSystem(state.settings.system);
  const open = t.rounds.find((r) => missingResults(t, r.number).length > 0);
  if (open) return ds ? MSG.stepResultsMatch(Math.ceil(open.number / 2), open.number) : MSG.stepResults(open.number);
  const next = t.rounds.length + 1;
  if (t.totalRounds !== undefined && next > t.totalRounds) return MSG.stepDone;
  return ds ? MSG.stepPairMatch(Math.ceil(next / 2)) : MSG.stepPair(next);
}

/** What pairing sees: the recorded rounds plus the next round's announced absences and half-point byes. */
export function tournamentForPairing(state: WorkbookState, round: number): Tournament {
  const t = state.tournament;
  const unpaired: Array<{ player: number; code: 'Z' | 'H' | 'F' }> = [];
  for (const [no, s] of state.statuses) {
    const p = t.players.find((x) => x.no === no);
    if (p?.withdrawnFrom !== undefined && p.withdrawnFrom <= round) continue;
    if (s.halfByes.includes(round)) unpaired.push({ player: no, code: 'H' });
    else if (s.fullByes?.includes(round)) unpaired.push({ player: no, code: 'F' });
    else if (s.absent.includes(round)) unpaired.push({ player: no, code: 'Z' });
  }
  const rounds = t.rounds.filter((r) => r.number < round);
  if (unpaired.length) rounds.push({ number: round, games: [], unpaired: unpaired.sort((a, b) => a.player - b.player) });
  // Baku acceleration (Settings): the engine reads it from the 192 code, as in a file
  // Double-Swiss: the 192 code says the rounds are games of matches, as in a file
  const baku = state.settings.acceleration === 'baku' ? [`192 ${code192For(state.settings.system, true) ?? 'CUSTOM_SWISS_BAKU'}`]
    : isTwoGameSystem(state.settings.system) ? [`192 ${code192For(state.settings.system)}`] : [];
  return { ...t, rounds, ...(baku.length ? { otherLines: baku } : {}) };
}

export interface Proposal {
  round: number;
  system: PairingSystem;
  outcome: Extract<PairingOutcome, { ok: true }>;
  /** The workbook state the pairing was made from; accepting checks it has not changed since. */
  basis: string;
  /** The tournament with the proposed round added, for display. */
  preview: Tournament;
  /** What the system paired from, and with which options (the arbiter's own changes are marked against the same). */
  input: Tournament;
  options: PairingOptions;
}

const fingerprint = (s: WorkbookState) => JSON.stringify({ t: s.tournament, st: [...s.statuses.entries()] });

/** Empty result cells of a round, by name (`Round 3!D5`). */
function missingResults(t: Tournament, round: number): string[] {
  const r = t.rounds.find((x) => x.number === round);
  if (!r) return [];
  return r.games.flatMap((g, i) => (isPending(g) || g.whiteResult === '' || g.blackResult === '' ? [`${SHEET.round(round)}!D${i + 2}`] : []));
}

/**
 * Where the event's initial colour comes from, for the explanation (E.5): the file's XXC / 152, round 1 as played
 * (while the rounds still show that colour), else the arbiter's setting.
 */
export function colourOrigin(state: WorkbookState): InitialColour {
  const colour = state.settings.firstColour;
  if (state.settings.firstColourFrom === 'file') return { colour, source: 'file' };
  if (state.settings.firstColourFrom === 'played') {
    const played = initialColour({ ...state.tournament, firstColour: undefined });
    if (played.source === 'played' && played.colour === colour) return played;
  }
  return { colour, source: 'arbiter' };
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
  // what the engine refuses for this system (acceleration it does not apply) is said before it is tried
  const refused = constraintProblem(t, { ...state.settings, system: system.id });
  if (refused) return fail(refused);
  let outcome: PairingOutcome;
  const options: PairingOptions = { round, ...(t.totalRounds !== undefined ? { totalRounds: t.totalRounds } : {}), ...(system.id === 'dutch' ? { initialColour: colourOrigin(state) } : {}) };
  try {
    outcome = system.pair(input, options);
  } catch (e) {
    // the engine's refusal (Double-Swiss naming a match whose two rounds disagree, a system refusing a must-not-meet line) with its reason
    return fail({ en: `${MSG.pairingFailed.en} ${(e as Error).message}`, tr: `${MSG.pairingFailed.tr} ${(e as Error).message}` });
  }
  if (!outcome.ok) {
    // a search that gave up is not a finding that no pairing exists (engine/pairing/types.ts searchStopped)
    const head = outcome.searchStopped ? MSG.pairingStopped : MSG.pairingFailed;
    return { ok: false, message: { en: `${head.en} ${outcome.reason.en}`, tr: `${head.tr} ${outcome.reason.tr}` } };
  }
  const announced = input.rounds.find((r) => r.number === round)?.unpaired ?? [];
  const proposed: Round = {
    number: round,
    games: outcome.pairing.boards.map((b) => ({ white: b.white, black: b.black, whiteResult: '', blackResult: '' })),
    unpaired: [...outcome.pairing.byes.map((player) => ({ player, code: 'U' as const })), ...announced.filter((u) => !outcome.pairing.byes.includes(u.player))],
  };
  const preview: Tournament = { ...t, rounds: [...t.rounds, proposed, ...(twoGames ? [secondGame(proposed)] : [])] };
  return { ok: true, value: { round, system, outcome, basis: fingerprint(state), preview, input, options }, message: twoGames ? MSG.pairedMatch((round + 1) / 2, outcome.pairing.boards.length) : MSG.paired(round, outcome.pairing.boards.length) };
}

/** Writes the proposed round, unless the workbook changed meanwhile or the round already has results. */
export async function acceptPairing(host: WorkbookHost, proposal: Proposal, arbiterNote?: string): Promise<Flow> {
  const s = await requireState(host);
  if (!s.ok) return s;
  const state = arbiterNote ? withRecord(s.value, arbiterNote) : s.value;
  const existing = state.tournament.rounds.find((r) => r.number === proposal.round);
  if (existing && existing.games.some((g) => !isPending(g))) return fail(MSG.roundHasResults(proposal.round));
  if (fingerprint(s.value) !== proposal.basis) return fail(MSG.staleProposal);
  // one sheet per new round (a Double-Swiss match writes two: game 1 and game 2)
  const added = proposal.preview.rounds.filter((r) => r.number >= proposal.round);
  const next: WorkbookState = { ...state, tournament: proposal.preview };
  // a round the arbiter changed is recorded on the Settings sheet (a TRF comment line, written back on export)
  const failed = await write(host, { put: [...added.map((r) => roundSheet(proposal.preview, r, undefined, proposal.system.id)), ...derivedSheets(await withRatingList(next)), ...(arbiterNote ? [settingsSheet(state.settings)] : [])], remove: [], activate: SHEET.round(proposal.round) });
  const written = isTwoGameSystem(proposal.system) ? MSG.acceptedMatch((proposal.round + 1) / 2) : MSG.accepted(proposal.round);
  const step = nextStep({ ...next, settings: { ...next.settings, system: proposal.system.id } });
  return failed ?? { ok: true, value: undefined, message: { en: `${written.en} ${step.en}`, tr: `${written.tr} ${step.tr}` } };
}

/** The state with one more TRF record kept on the Settings sheet. */
const withRecord = (state: WorkbookState, line: string): WorkbookState => ({ ...state, settings: { ...state.settings, records: [...(state.settings.records ?? []), line] } });

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
  const failed = await write(host, { put: [roundSheet(t, r, name, state.settings.system), ...derivedSheets(await withRatingList(next))], remove: [] });
  const saved = isTwoGameSystem(state.settings.system) ? MSG.resultsSavedGame(matchGameLabel(round), round) : MSG.resultsSaved(round);
  return failed ?? { ok: true, value: undefined, message: withNext(saved, next) };
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
  const failed = await write(host, { put: [playersSheet(next), ...derivedSheets(await withRatingList(next))], remove: [] });
  return failed ?? { ok: true, value: undefined, message: withNext(MSG.statusSaved(no), next) };
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
  const failed = await write(host, { put: derivedSheets(await withRatingList(next)), remove, activate: t.rounds.length ? SHEET.round(t.rounds.length) : SHEET.players });
  return failed ?? { ok: true, value: undefined, message: withNext(drop.length === 2 ? MSG.undoneMatch(last.number / 2) : MSG.undone(last.number), next) };
}

/**
 * The tournament as a TRF file keeps it: the recorded rounds, the byes announced for the round to pair (in the 001
 * lines, as the file had them; later ones on 240 lines), the system (192, or 092 for an edition ETT26 has no code
 * for), the acceleration (250, 192 `_BAKU`), who must not meet (XXP, 260) and the records kept as read.
 */
export function exportTournament(state: WorkbookState): Tournament {
  const t = state.tournament;
  const s = state.settings;
  const ds = isTwoGameSystem(s.system);
  const rounds = t.rounds.filter((r) => r.games.length || r.unpaired.length);
  const next = rounds.length + 1;
  const span = ds ? [next, next + 1] : [next];
  const byes = (round: number) => {
    const out: Round['unpaired'] = [];
    for (const [no, st] of [...state.statuses].sort((x, y) => x[0] - y[0])) {
      const p = t.players.find((x) => x.no === no);
      if (p?.withdrawnFrom !== undefined && p.withdrawnFrom <= round) continue;
      const code = st.halfByes.includes(round) ? 'H' : st.fullByes?.includes(round) ? 'F' : st.absent.includes(round) ? 'Z' : undefined;
      if (code) out.push({ player: no, code });
    }
    return out;
  };
  const announced = byes(next);
  if (announced.length) for (const n of span) rounds.push({ number: n, games: [], unpaired: announced.map((u) => ({ ...u })) });
  // byes announced for later rounds: 240 lines (a Double-Swiss match by its first game's round)
  const later = new Map<string, number[]>();
  for (const [no, st] of state.statuses) {
    for (const [code, list] of [['H', st.halfByes], ['F', st.fullByes ?? []], ['Z', st.absent]] as const) {
      for (const r of list) if (r > span[span.length - 1] && !(ds && r % 2 === 0)) later.set(`${code} ${r}`, [...(later.get(`${code} ${r}`) ?? []), no]);
    }
  }
  const l240 = [...later].sort().map(([k, nos]) => `240 ${k.split(' ')[0]} ${k.split(' ')[1].padStart(3)} ${nos.sort((x, y) => x - y).map((n) => String(n).padStart(4)).join(' ')}`);
  const baku = s.acceleration === 'baku';
  const kept = s.systemCode && systemFromCode192(s.systemCode).id === s.system && /_BAKU$/i.test(s.systemCode) === baku ? s.systemCode : undefined;
  // without a 192 code of its own, the file gets one only where 092 and the start date would not give the same system
  const named = systemFromFile({ info: { type: s.info.type }, players: [], rounds: [] })?.id;
  const implied = (named ?? pairingSystemInForce(s.info.startDate).id) === s.system && !baku && !isTwoGameSystem(s.system);
  const code = kept ?? (implied ? undefined : code192For(s.system, baku));
  const sys = pairingSystem(s.system);
  const type = code || named === s.system || implied ? s.info.type : `Hakem ${s.system}: ${sys?.name.en ?? s.system}`;
  const records = s.records ?? [];
  const info = { ...t.info, ...(type !== undefined ? { type } : {}) };
  return {
    ...t,
    info,
    rounds,
    otherLines: [...(code ? [`192 ${code}`] : []), ...records, ...l240, ...(t.acceleration ?? []).map((a) => accelerationLine(a))],
  };
}

/** The TRF file of the tournament as the workbook records it (TRF-16 with the TRF-2026 records it keeps). */
export async function exportTrf(host: WorkbookHost): Promise<Flow<{ fileName: string; content: string }>> {
  const s = await requireState(host);
  if (!s.ok) return s;
  const t = s.value.tournament;
  const exported = exportTournament(s.value);
  // the rank (001 columns 86-89) is mandatory in a rating report (TRF-16): the standings' rank where the file gave none
  const ranks = ranksOf(s.value);
  const kept = ranks ? { ...exported, players: exported.players.map((p) => (p.trfRank === undefined && ranks.has(p.no) ? { ...p, trfRank: ranks.get(p.no)! } : p)) } : exported;
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

/**
 * The event's site (`hakem publish`'s pages) as one HTML file: a download needs no server and no folder to unpack,
 * and the file opens from a phone's downloads or goes on a club site as it is. Both languages, the workbook's first;
 * the standings by the workbook's tie-breaks and rules, as its Standings sheet ranks them.
 */
export async function exportSite(host: WorkbookHost): Promise<Flow<{ fileName: string; content: string }>> {
  const s = await requireState(host);
  if (!s.ok) return s;
  if (isTwoGameSystem(s.value.settings.system)) return fail(UI.siteNotDoubleSwiss);
  const t = s.value.tournament;
  const first = s.value.settings.language;
  const langs: Array<'tr' | 'en'> = first === 'en' ? ['en', 'tr'] : ['tr', 'en'];
  const rules = effectiveRules(s.value.settings).rules;
  const roundRobin = isRoundRobin(t);
  try {
    const standings = { tr: siteStandings(t, 'tr', s.value.settings.tiebreaks, rules, roundRobin), en: siteStandings(t, 'en', s.value.settings.tiebreaks, rules, roundRobin) };
    const content = eventSiteSingleFile(t, { langs, standings, rules, roundRobin });
    const fileName = `${fileBase(t)}-site.html`;
    await host.download(fileName, content, 'text/html');
    return { ok: true, value: { fileName, content }, message: MSG.exported(fileName) };
  } catch (e) {
    return fail({ en: `The site could not be made: ${(e as Error).message}`, tr: `Sayfa hazırlanamadı: ${(e as Error).message}` });
  }
}

/** Switches the workbook's language: the Settings labels and the Players statuses are rewritten in it. */
export async function setLanguage(host: WorkbookHost, lang: Settings['language']): Promise<Flow> {
  const s = await loadState(host);
  if (!s.ok) return s;
  if (!s.value) return { ok: true, value: undefined, message: { en: '', tr: '' } };
  const next: WorkbookState = { ...s.value, settings: { ...s.value.settings, language: lang } };
  // every sheet Hakem writes in words (Norms, Standings' headings) follows the language at once
  const failed = await write(host, { put: [playersSheet(next), settingsSheet(next.settings), ...derivedSheets(await withRatingList(next))], remove: [] });
  return failed ?? { ok: true, value: undefined, message: withNext({ en: 'Language: English.', tr: 'Dil: Türkçe.' }, next) };
}

/** Rewrites Crosstable and Standings after hand edits of the round sheets. */
export async function refreshDerived(host: WorkbookHost): Promise<Flow> {
  const s = await requireState(host);
  if (!s.ok) return s;
  const failed = await write(host, { put: derivedSheets(await withRatingList(s.value)), remove: [] });
  return failed ?? { ok: true, value: undefined, message: s.message };
}

/** Changes settings (system, rounds, tie-breaks, acceleration, …); a system that cannot apply the event's acceleration is refused, nothing written. */
export async function saveSettings(host: WorkbookHost, change: Partial<Settings>): Promise<Flow> {
  const s = await requireState(host);
  if (!s.ok) return s;
  const settings = { ...s.value.settings, ...change };
  // another kind of event (Swiss to round robin) brings its own tie-breaks, unless the arbiter had chosen his own
  if (change.system && !change.tiebreaks && isRecommendedList(s.value.settings.tiebreaks, true)) settings.tiebreaks = recommendedTiebreaks(change.system).codes;
  const table = tableRounds(settings.system, s.value.tournament.players.length);
  if (table !== undefined) settings.totalRounds = table;
  if ('acceleration' in change && change.acceleration === undefined) delete settings.acceleration;
  if (change.firstColour !== undefined && change.firstColour !== s.value.settings.firstColour) delete settings.firstColourFrom;
  const refused = constraintProblem(s.value.tournament, settings);
  if (refused) return fail(refused);
  const info = { ...s.value.tournament.info, ...settings.info };
  const next: WorkbookState = { ...s.value, settings, tournament: { ...s.value.tournament, info, totalRounds: settings.totalRounds, firstColour: settings.firstColour } };
  const failed = await write(host, { put: [settingsSheet(settings), ...derivedSheets(await withRatingList(next))], remove: [] });
  return failed ?? { ok: true, value: undefined, message: withNext(MSG.settingsSaved, next) };
}

/**
 * Players who must not meet (the Must not meet sheet, TRF XXP / 260): adds a group (`rounds` absent: every round),
 * or removes the group at `remove` (its index). Names a player who is not on the Players sheet; writes nothing then.
 */
export async function saveApart(host: WorkbookHost, change: { add?: { players: number[]; fromRound?: number; toRound?: number }; remove?: number }): Promise<Flow> {
  const s = await requireState(host);
  if (!s.ok) return s;
  const t = s.value.tournament;
  const groups = [...(t.forbiddenGroups ?? [])];
  if (change.add) {
    const { players, fromRound, toRound } = change.add;
    const unknown = players.find((n) => !t.players.some((p) => p.no === n));
    if (players.length < 2 || new Set(players).size !== players.length) return fail(MSG.apartNeedsTwo);
    if (unknown !== undefined) return fail(PROBLEM.unknownPlayer(unknown));
    groups.push(fromRound === undefined && toRound === undefined ? { players } : { players, fromRound: fromRound ?? 1, toRound: toRound ?? 999 });
  }
  if (change.remove !== undefined) groups.splice(change.remove, 1);
  const tournament = { ...t, forbiddenGroups: groups };
  const c = constraintSheets(tournament, await host.sheetNames());
  const failed = await write(host, { put: c.put, remove: c.remove });
  return failed ?? { ok: true, value: undefined, message: MSG.apartSaved(groups.length) };
}
