/**
 * The arbiter's actions on a team event (Swiss Team, C.04.6 2026), over a WorkbookHost: each reads the workbook
 * afresh (Teams, Settings, Round N), decides with the engine (engine/pairing/team-swiss), and writes everything it
 * changes in one all-or-nothing write, or nothing (the problems named cell by cell).
 */
import type { Player } from '../../engine/model/types';
import type { TeamEvent, TeamRound, TeamSettings } from '../../engine/model/team';
import { DEFAULT_GAME_SCALE, DEFAULT_MATCH_SCALE } from '../../engine/model/team';
import { readTrf } from '../../engine/trf/read';
import { refuseAcceleration } from '../../engine/pairing/acceleration';
import { isTeamTrf, lineFinder, readTeamEvent, systemCode, TEAM_RECORDS, teamEventToTournament, writeTeamTrf } from '../../engine/trf/team';
import { pairTeamEvent } from '../../engine/pairing/team-swiss/index';
import { withPairing } from '../../engine/pairing/team-swiss/boards';
import type { PairingOutcome, Text } from '../../engine/pairing/types';
import { renderMatchCards } from '../../templates/matchCards';
import { teamEventSiteSingleFile, teamSiteStandings } from '../../templates/siteTeam';
import { readSheetsOf, type Cell, type SheetRead, type WorkbookHost, type WritePlan } from '../host/types';
import { MSG, tx, type Problem } from '../i18n';
import { apartSheet, ROUND_SHEET, roundSheetName, SHEET } from '../workbook/layout';
import { parseSettings } from '../workbook/read';
import { DEFAULT_SETTINGS, type Settings } from '../workbook/settings';
import { emptyStatus, type PlayerStatus } from '../workbook/status';
import {
  DEFAULT_TEAM_TIEBREAKS, eventForPairing, isTeamWorkbook, MATCH_FORFEITS, missingTeamResults, parseTeamRound, parseTeamWorkbook, TEAM_SYSTEM,
  teamRoundSheet, teamSettingsSheet, teamsSheet, teamStandingsSheet, TEAMS_SHEET, blankTeams, type TeamWorkbookState,
} from '../workbook/team';
import { keptRecords, write, type Flow } from './flows';

const fail = (message: Text, problems?: Problem[]): Flow<never> => ({ ok: false, message, problems });

export const TEAM_MSG = {
  loaded: (teams: number, rounds: number) => tx(`${teams} teams, ${rounds} rounds recorded.`, `${teams} takım, ${rounds} tur kayıtlı.`),
  created: (teams: number, boards: number, next: Text) => tx(`Team event created: ${teams} teams, ${boards} boards. Check the Teams sheet (players in board order). ${next.en}`, `Takım yarışması oluşturuldu: ${teams} takım, ${boards} masa. Teams sayfasını (oyuncular masa sırasıyla) kontrol edin. ${next.tr}`),
  stepPair: (round: number) => tx(`Next: pair round ${round} (its matches, team against team).`, `Sıradaki: ${round}. turu (takım maçlarını) eşlendirin.`),
  stepResults: (round: number) => tx(`Next: enter the board results of round ${round}'s matches.`, `Sıradaki: ${round}. tur maçlarının masa sonuçlarını girin.`),
  accepted: (round: number, matches: number) => tx(`Round ${round} written to the sheet "Round ${round}": ${matches} matches. Enter the board results; match points follow from them.`, `${round}. tur "Round ${round}" sayfasına yazıldı: ${matches} maç. Masa sonuçlarını girin; maç puanları onlardan çıkar.`),
  paired: (round: number, matches: number) => tx(`Round ${round} proposed: ${matches} matches. Check it, then accept or redo.`, `${round}. tur önerildi: ${matches} maç. Kontrol edip onaylayın ya da yeniden eşlendirin.`),
  noTeams: tx('The Teams sheet has no team.', 'Takımlar (Teams) sayfasında takım yok.'),
  notTeamSystem: tx('Swiss Team (C.04.6) pairs a team event: start one under "New tournament" (team event, or a TRF-2026 team file).', 'İsviçre Takım (C.04.6) bir takım yarışmasını eşlendirir: "Yeni turnuva" altından başlatın (takım yarışması ya da TRF-2026 takım dosyası).'),
  teamOnly: tx('This workbook holds a team event: only Swiss Team (C.04.6) pairs it.', 'Bu çalışma kitabında takım yarışması var: yalnız İsviçre Takım (C.04.6) eşlendirir.'),
  badEntry: tx('The entry was refused; nothing was written:', 'Giriş reddedildi; hiçbir şey yazılmadı:'),
};

async function readSheets(host: WorkbookHost): Promise<{ names: string[]; sheets: Map<string, SheetRead> }> {
  const names = await host.sheetNames();
  const sheets = new Map<string, SheetRead>();
  const wanted = names.filter((n) => n === TEAMS_SHEET || n === SHEET.settings || n === SHEET.apart || ROUND_SHEET.test(n));
  for (const [n, s] of await readSheetsOf(host, wanted)) if (s) sheets.set(n, s);
  return { names, sheets };
}

/** True when the workbook holds a team event (a Teams sheet, no Players sheet). */
export async function hasTeamEvent(host: WorkbookHost): Promise<boolean> {
  return isTeamWorkbook(await host.sheetNames());
}

export async function loadTeamState(host: WorkbookHost): Promise<Flow<TeamWorkbookState | undefined>> {
  const { names, sheets } = await readSheets(host);
  if (!isTeamWorkbook(names)) return { ok: true, value: undefined, message: tx('', '') };
  const problems: Problem[] = [];
  const settings = parseSettings(sheets.get(SHEET.settings), problems);
  if (problems.length) return fail(MSG.problems, problems);
  const r = parseTeamWorkbook(names, sheets, settings);
  if (!r.ok) return fail(MSG.problems, r.problems);
  return { ok: true, value: r.state, message: TEAM_MSG.loaded(r.state.event.teams.length, r.state.event.rounds.length) };
}

async function requireTeamState(host: WorkbookHost): Promise<Flow<TeamWorkbookState>> {
  const s = await loadTeamState(host);
  if (!s.ok) return s;
  if (!s.value) return fail(TEAM_MSG.notTeamSystem);
  return { ok: true, value: s.value, message: s.message };
}


/** Every sheet of a team event; the individual event's sheets (Players, Crosstable, old rounds) go. */
function fullTeamWorkbook(s: TeamWorkbookState, existing: string[]): WritePlan {
  const rounds = s.event.rounds.filter((r) => r.matches.length || r.unpaired.some((u) => !u.announced));
  const apart = s.event.forbidden?.length ? [apartSheet(s.event.forbidden.map((g) => ({ players: g.teams, fromRound: g.fromRound, toRound: g.toRound })))] : [];
  const put = [teamsSheet(s), teamSettingsSheet(s.settings, s.event.settings), ...apart, ...rounds.map((r) => teamRoundSheet(s, r)), teamStandingsSheet(s)];
  const keep = new Set(put.map((x) => x.name));
  const remove = existing.filter((n) => !keep.has(n) && (ROUND_SHEET.test(n) || [SHEET.players, SHEET.crosstable, SHEET.standings, SHEET.settings, SHEET.acceleration, SHEET.apart, TEAMS_SHEET].includes(n)));
  return { put, remove, activate: TEAMS_SHEET };
}

export type TeamSource =
  | { kind: 'team-blank'; teams: number; boards: number }
  | { kind: 'team-trf'; text: string; fileName?: string };

/** Starts a team event: a Teams sheet with placeholder names, or a TRF-2026 team file with its rounds. */
export async function createTeamEvent(host: WorkbookHost, source: TeamSource, overrides: Partial<Settings> = {}): Promise<Flow> {
  let event: TeamEvent;
  let players: Player[];
  let info: Settings['info'] = {};
  let records: string[] = [];
  if (source.kind === 'team-blank') {
    if (!(source.teams >= 2) || !(source.boards >= 1)) return fail(tx('A team event needs at least 2 teams and 1 board.', 'Bir takım yarışması en az 2 takım ve 1 masa ister.'));
    const b = blankTeams(source.teams, source.boards);
    const ts: TeamSettings = { preferences: 'A', primary: 'MP', secondary: 'GP', baku: false, game: DEFAULT_GAME_SCALE, match: DEFAULT_MATCH_SCALE, pab: { mp: DEFAULT_MATCH_SCALE.D, gp: source.boards * DEFAULT_GAME_SCALE.D }, boardColours: 'WB'.repeat(source.boards).slice(0, source.boards) };
    event = { settings: { ...ts, systemCode: systemCode(ts) }, teams: b.teams, rounds: [] };
    players = b.players;
  } else {
    try {
      const t = readTrf(source.text, source.fileName);
      if (!isTeamTrf(t)) return fail(MSG.trfReadFailed(tx('not a TRF-2026 team file (no 310 record)', 'TRF-2026 takım dosyası değil (310 kaydı yok)').en));
      event = readTeamEvent(t, lineFinder(source.text), source.fileName);
      // teams that must not meet (260) go to the Must not meet sheet; acceleration Swiss Team does not apply is refused now
      refuseAcceleration(t, TEAM_SYSTEM);
      if (event.settings.baku) return fail(MSG.accelerationRefused(`the Baku acceleration (192 ${event.settings.systemCode})`, tx('Swiss Team (C.04.6)', 'İsviçre Takım (C.04.6)')));
      players = t.players.map((p) => ({ no: p.no, name: p.name, ...(p.title ? { title: p.title } : {}), ...(p.rating ? { rating: p.rating } : {}), ...(p.fideId ? { fideId: p.fideId } : {}) }));
      const i = t.info;
      info = Object.fromEntries((['name', 'city', 'federation', 'startDate', 'endDate', 'chiefArbiter', 'timeControl', 'type'] as const).filter((k) => i[k] !== undefined).map((k) => [k, i[k]]));
      // records the Teams and Settings sheets have no column for (062, 072, …) are kept as read on the Settings sheet
      records = keptRecords(t).filter((l) => !TEAM_RECORDS.includes(l.slice(0, 3)));
    } catch (e) {
      return fail(MSG.trfReadFailed((e as Error).message));
    }
  }
  // a player on no team's roster cannot sit at a board: the Teams sheet lists the rostered players only
  const onRoster = new Set(event.teams.flatMap((t) => t.players));
  players = players.filter((p) => onRoster.has(p.no));
  const settings: Settings = {
    ...DEFAULT_SETTINGS,
    system: TEAM_SYSTEM,
    tiebreaks: [...DEFAULT_TEAM_TIEBREAKS],
    info,
    ...(event.totalRounds !== undefined ? { totalRounds: event.totalRounds } : {}),
    ...(event.initialColour ? { firstColour: event.initialColour } : {}),
    ...(records.length ? { records } : {}),
    ...overrides,
  };
  settings.system = TEAM_SYSTEM;
  event = { ...event, totalRounds: settings.totalRounds, initialColour: settings.firstColour };
  const state: TeamWorkbookState = { event, players, settings, statuses: new Map(event.teams.map((t) => [t.no, emptyStatus()])) };
  // a round of the file whose results are still open is kept as it is (the arbiter enters them in its sheet)
  const failed = await write(host, fullTeamWorkbook(state, await host.sheetNames()));
  return failed ?? { ok: true, value: undefined, message: TEAM_MSG.created(event.teams.length, event.settings.boardColours.length, teamNextStep(event)) };
}

/** The arbiter's next step in a team event: the results of an open round, else the next round's pairing. */
export function teamNextStep(e: TeamEvent): Text {
  const open = e.rounds.find((r) => missingTeamResults(r).length > 0);
  if (open) return TEAM_MSG.stepResults(open.number);
  const next = e.rounds.length + 1;
  if (e.totalRounds !== undefined && next > e.totalRounds) return MSG.stepDone;
  return TEAM_MSG.stepPair(next);
}

export interface TeamProposal {
  round: number;
  outcome: Extract<PairingOutcome, { ok: true }>;
  /** The event with the proposed round in it (its matches with their board games, results empty). */
  preview: TeamEvent;
  players: Player[];
  basis: string;
}

const fingerprint = (s: TeamWorkbookState) => JSON.stringify({ e: s.event, p: s.players, st: [...s.statuses.entries()] });

/** Pairs the next round with team-swiss without writing anything. */
export async function proposeTeamPairing(host: WorkbookHost): Promise<Flow<TeamProposal>> {
  const s = await requireTeamState(host);
  if (!s.ok) return s;
  const state = s.value;
  const e = state.event;
  if (!e.teams.length) return fail(TEAM_MSG.noTeams);
  const round = e.rounds.length + 1;
  if (e.totalRounds !== undefined && round > e.totalRounds) return fail(MSG.allRoundsPaired(e.totalRounds));
  for (const r of e.rounds) {
    const missing = missingTeamResults(r);
    if (missing.length) return fail(MSG.previousIncomplete(r.number, missing.join(', ')), missing.map((cell) => ({ cell, message: MSG.previousIncomplete(r.number, cell) })));
  }
  const input = eventForPairing(state, round);
  let outcome: PairingOutcome;
  try {
    outcome = pairTeamEvent(input, e.totalRounds !== undefined ? { totalRounds: e.totalRounds } : {});
  } catch (err) {
    return fail(tx((err as Error).message, (err as Error).message));
  }
  if (!outcome.ok) return fail(tx(`${MSG.pairingFailed.en} ${outcome.reason.en}`, `${MSG.pairingFailed.tr} ${outcome.reason.tr}`));
  const preview = withPairing(input, outcome.pairing);
  return { ok: true, value: { round, outcome, preview, players: state.players, basis: fingerprint(state) }, message: TEAM_MSG.paired(round, outcome.pairing.boards.length) };
}

export async function acceptTeamPairing(host: WorkbookHost, p: TeamProposal): Promise<Flow> {
  const s = await requireTeamState(host);
  if (!s.ok) return s;
  if (s.value.event.rounds.some((r) => r.number === p.round)) return fail(MSG.roundHasResults(p.round));
  if (fingerprint(s.value) !== p.basis) return fail(MSG.staleProposal);
  const round = p.preview.rounds.find((r) => r.number === p.round)!;
  const next: TeamWorkbookState = { ...s.value, event: p.preview };
  const failed = await write(host, { put: [teamRoundSheet(next, round), teamStandingsSheet(next)], remove: [], activate: SHEET.round(p.round) });
  return failed ?? { ok: true, value: undefined, message: TEAM_MSG.accepted(p.round, round.matches.length) };
}

/** One entry of the results form: a board's result, or (no board) the whole match's forfeit code or '' to clear it. */
export interface TeamResultEntry {
  match: number;
  board?: number;
  result: string;
}

/**
 * Records board results (White team's player first) and whole-match forfeits. The entries are applied to the round
 * sheet as if typed, the sheet is read back as the workbook reader reads it (so an entry that does not add up is
 * refused the same way, its cell named), and only then are the round sheet (its match results derived from the
 * boards) and the standings written.
 */
export async function saveTeamResults(host: WorkbookHost, round: number, entries: TeamResultEntry[]): Promise<Flow> {
  const s = await requireTeamState(host);
  if (!s.ok) return s;
  const names = await host.sheetNames();
  const name = roundSheetName(names, round);
  const sheet = await host.readSheet(name);
  if (!sheet) return fail(tx(`There is no sheet for round ${round}.`, `${round}. tur için sayfa yok.`));
  const values: Cell[][] = sheet.values.map((r) => [...r]);
  const matchRow = new Map<number, number>();
  values.forEach((r, i) => { if (i > 0 && typeof r[0] === 'number') matchRow.set(r[0], i); else if (i > 0 && /^\d+$/.test(String(r[0] ?? '').trim())) matchRow.set(Number(r[0]), i); });
  const problems: Problem[] = [];
  for (const x of entries) {
    const row = matchRow.get(x.match);
    if (row === undefined) { problems.push({ cell: `${name}!A1`, message: tx(`no match ${x.match} in the round`, `turda ${x.match}. maç yok`) }); continue; }
    const value = x.result.trim();
    if (x.board === undefined) {
      if (value !== '' && !MATCH_FORFEITS.includes(value)) { problems.push({ cell: `${name}!F${row + 1}`, message: tx(`a whole match is entered only as a forfeit (${MATCH_FORFEITS.join(', ')}); its score comes from the boards`, `bütün maç yalnız hükmen girilir (${MATCH_FORFEITS.join(', ')}); skoru masalardan gelir`) }); continue; }
      values[row][5] = value;
    } else {
      values[row + x.board][5] = value;
      // the match's score is derived from its boards: written again below, unless the match is a forfeit
      if (!MATCH_FORFEITS.includes(String(values[row][5] ?? '').trim())) values[row][5] = '';
    }
  }
  if (problems.length) return fail(TEAM_MSG.badEntry, problems);
  const parsed = parseTeamRound(name, round, { ...sheet, values }, s.value.event, problems);
  if (problems.length) return fail(TEAM_MSG.badEntry, problems);
  const e: TeamEvent = { ...s.value.event, rounds: s.value.event.rounds.map((r) => (r.number === round ? parsed : r)) };
  const next: TeamWorkbookState = { ...s.value, event: e };
  const failed = await write(host, { put: [teamRoundSheet(next, parsed, name), teamStandingsSheet(next)], remove: [] });
  const step = teamNextStep(e);
  return failed ?? { ok: true, value: undefined, message: tx(`Results of round ${round} saved; match results, match points and standings updated. ${step.en}`, `${round}. tur sonuçları kaydedildi; maç sonuçları, maç puanları ve sıralama güncellendi. ${step.tr}`) };
}

export async function undoTeamRound(host: WorkbookHost, confirm: (q: Text) => boolean | Promise<boolean>): Promise<Flow> {
  const s = await requireTeamState(host);
  if (!s.ok) return s;
  const e = s.value.event;
  const last = e.rounds[e.rounds.length - 1];
  if (!last) return fail(MSG.nothingToUndo);
  const hasResults = last.matches.some((m) => m.forfeit || m.boards.some((b) => b.result !== ''));
  if (hasResults && !(await confirm(MSG.confirmUndo(last.number)))) return fail(MSG.discarded);
  const next: TeamWorkbookState = { ...s.value, event: { ...e, rounds: e.rounds.slice(0, -1) } };
  const names = await host.sheetNames();
  const failed = await write(host, { put: [teamStandingsSheet(next)], remove: [roundSheetName(names, last.number)], activate: e.rounds.length > 1 ? SHEET.round(last.number - 1) : TEAMS_SHEET });
  return failed ?? { ok: true, value: undefined, message: MSG.undone(last.number) };
}

/** The TRF-2026 team file of the event (records 192, 352, 162, 362, 320, 330, 310 over the 001 lines). */
export async function exportTeamTrf(host: WorkbookHost): Promise<Flow<{ fileName: string; content: string }>> {
  const s = await requireTeamState(host);
  if (!s.ok) return s;
  const { event, players, settings } = s.value;
  const content = writeTeamTrf(event, players, { ...settings.info }, settings.records ?? []);
  const base = (settings.info.name ?? 'team-event').replace(/[^\p{L}\p{N}]+/gu, '-').replace(/^-|-$/g, '') || 'team-event';
  const fileName = `${base}.trf`;
  await host.download(fileName, content, 'text/plain');
  return { ok: true, value: { fileName, content }, message: MSG.exported(fileName) };
}

/**
 * The team event's site (`hakem publish`'s pages for a team event) as one HTML file, as the individual event's
 * download: both languages, the workbook's first; the teams ranked by the workbook's tie-breaks and rules with the
 * engine call `hakem standings TEAMS.trf` makes.
 */
export async function exportTeamSite(host: WorkbookHost): Promise<Flow<{ fileName: string; content: string }>> {
  const s = await requireTeamState(host);
  if (!s.ok) return s;
  const { event, players, settings } = s.value;
  const langs: Array<'tr' | 'en'> = settings.language === 'en' ? ['en', 'tr'] : ['tr', 'en'];
  const rules = settings.rules === 'auto' ? undefined : settings.rules;
  try {
    const standings = { tr: teamSiteStandings(event, 'tr', settings.tiebreaks, rules, settings.info.startDate), en: teamSiteStandings(event, 'en', settings.tiebreaks, rules, settings.info.startDate) };
    const content = teamEventSiteSingleFile(teamEventToTournament(event, players, { ...settings.info }), event, { langs, standings });
    const base = (settings.info.name ?? 'team-event').replace(/[^\p{L}\p{N}]+/gu, '-').replace(/^-|-$/g, '') || 'team-event';
    const fileName = `${base}-site.html`;
    await host.download(fileName, content, 'text/html');
    return { ok: true, value: { fileName, content }, message: MSG.exported(fileName) };
  } catch (e) {
    return fail({ en: `The site could not be made: ${(e as Error).message}`, tr: `Sayfa hazırlanamadı: ${(e as Error).message}` });
  }
}

/** The printed match cards of a round (templates/match-cards.hbs). */
export function teamPrintPage(s: TeamWorkbookState, round: number | undefined, lang: 'en' | 'tr'): string {
  if (round === undefined) throw new Error(lang === 'tr' ? 'henüz eşlendirilmiş tur yok' : 'no round has been paired yet');
  return renderMatchCards(s.event, s.players, { round, lang, ...(s.settings.info.name ? { title: s.settings.info.name } : {}) });
}

/** Settings changed from the taskpane (rounds, tie-breaks, start date): the Settings and Standings sheets rewritten. */
export async function saveTeamSettings(host: WorkbookHost, change: Partial<Settings>): Promise<Flow> {
  const s = await requireTeamState(host);
  if (!s.ok) return s;
  const settings = { ...s.value.settings, ...change, system: TEAM_SYSTEM };
  const next: TeamWorkbookState = { ...s.value, settings, event: { ...s.value.event, totalRounds: settings.totalRounds, initialColour: settings.firstColour } };
  // the Teams sheet's statuses are written in the workbook's language
  const failed = await write(host, { put: [...(change.language ? [teamsSheet(next)] : []), teamSettingsSheet(settings, next.event.settings), teamStandingsSheet(next)], remove: [] });
  return failed ?? { ok: true, value: undefined, message: MSG.settingsSaved };
}

/** Announces a team's absence (or withdrawal) for a round: the Teams sheet's Status cell. */
export async function setTeamStatus(host: WorkbookHost, team: number, status: PlayerStatus): Promise<Flow> {
  const s = await requireTeamState(host);
  if (!s.ok) return s;
  const statuses = new Map(s.value.statuses);
  statuses.set(team, status);
  const next: TeamWorkbookState = { ...s.value, statuses };
  const failed = await write(host, { put: [teamsSheet(next)], remove: [] });
  return failed ?? { ok: true, value: undefined, message: tx(`Status of team ${team} recorded.`, `${team} numaralı takımın durumu kaydedildi.`) };
}

/** After hand edits: the round sheets' match results and the standings written again from the boards. */
export async function refreshTeamDerived(host: WorkbookHost): Promise<Flow> {
  const s = await requireTeamState(host);
  if (!s.ok) return s;
  const names = await host.sheetNames();
  const failed = await write(host, { put: [...s.value.event.rounds.map((r: TeamRound) => teamRoundSheet(s.value, r, roundSheetName(names, r.number))), teamStandingsSheet(s.value)], remove: [] });
  return failed ?? { ok: true, value: undefined, message: s.message };
}
