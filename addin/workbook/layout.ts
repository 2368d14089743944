/**
 * The workbook layout: what each sheet holds and how the tournament is written into it.
 *   Players     No | Name | Title | FIDE | UKD | Federation | Club | FIDE ID | Sex | Birth | Status
 *   Settings    Key | Setting | Value         (one row per setting; the key column is what Hakem reads)
 *   Round N     Board | White | Name | Result | Black | Name   (byes and absences below the boards: player, code)
 *   Crosstable  No | Name | R1 … Rk | Pts     (the documents' notation: 10w1, 12b½, 9+, 2-, 1T, H)
 *   Standings   Rank | No | Name | Pts | one column per tie-break, each a live HAKEM.* formula over the Crosstable; with rated players, K, Δ and Ru (FIDE B.02) as values
 * Writing is a pure function of the state, so rewriting the same state gives the same cells (undo relies on it).
 */
import { tiebreaksSource } from '../../engine/tiebreak/recommended';
import { fideReport } from '../../engine/rating/fideEvent';
import type { Game, Player, Round, Tournament, UnpairedCode } from '../../engine/model/types';
import { formatGameResult, unpairedPoints } from '../../engine/model/results';
import { DOUBLE_SWISS_LABELS, doubleSwissScores } from './doubleSwiss';
import { playerRounds, scoreAfter } from '../../engine/model/history';
import type { Cell, SheetContent, WritePlan } from '../host/types';
import { effectiveRules, SETTING_ROWS, systemUsed, type RulesEdition, type Settings } from './settings';
import { formatStatus, type PlayerStatus } from './status';
import { crosstableCell, completeRounds } from './crosstable';
import { tiebreakFormula, rankPlayers } from './standings';
import { cellName } from '../../functions/errors';
import { normsSheets, type NormsInput } from './norms';

export const SHEET = {
  players: 'Players',
  settings: 'Settings',
  /** C.04.7 virtual points (TRF 250), one row per line. */
  acceleration: 'Acceleration',
  /** Players (or teams) who must not meet (TRF XXP, 260), one row per group. */
  apart: 'Must not meet',
  crosstable: 'Crosstable',
  standings: 'Standings',
  round: (n: number) => `Round ${n}`,
} as const;

export const ROUND_SHEET = /^(?:round|tur)\s*(\d+)$/i;

/** Everything the workbook records. */
export interface WorkbookState {
  tournament: Tournament;
  settings: Settings;
  /** Announced withdrawals, absences and half-point byes, by pairing number. */
  statuses: Map<number, PlayerStatus>;
  /** The rating list's figures for the Norms sheet where a Players row lacks them (prefetched: addin/ratinglist/norms.ts). */
  ratingList?: NormsInput['ratingList'];
}

export const PLAYER_COLUMNS = ['No / Sıra', 'Name / Ad', 'Title / Unvan', 'FIDE', 'UKD', 'Federation / Federasyon', 'Club / Kulüp', 'FIDE ID', 'Sex / Cinsiyet', 'Birth / Doğum', 'Status / Durum'] as const;
export const ROUND_COLUMNS = ['Board / Masa', 'White / Beyaz', 'Name / Ad', 'Result / Sonuç', 'Black / Siyah', 'Name / Ad'] as const;
/** The results offered in the round sheets' drop-down, in the documents' notation. */
export const RESULT_CHOICES = ['1-0', '0-1', '1/2-1/2', '+--', '--+', '--', '0-0'];

const UNPAIRED_LABEL: Record<UnpairedCode, string> = {
  U: 'pairing-allocated bye, 1 point / bay, 1 puan',
  F: 'full-point bye / tam puan bay',
  H: 'half-point bye / yarım puan bay',
  Z: 'absent, 0 points / gelmedi, 0 puan',
  '+': 'win without opponent / rakipsiz galibiyet',
  '-': 'absent, forfeit / gelmedi, hükmen',
  '': 'not paired / eşlendirilmedi',
};

export function playersSheet(state: WorkbookState): SheetContent {
  const rows: Cell[][] = [[...PLAYER_COLUMNS]];
  // Double-Swiss counts matches: a status names the match (its first game's round underneath)
  const perMatch = state.settings.system === 'double-swiss';
  for (const p of state.tournament.players) rows.push(playerRow(p, state.statuses.get(p.no), state.settings.language, perMatch));
  return { name: SHEET.players, rows, header: true, textColumns: [7, 9] };
}

function playerRow(p: Player, status: PlayerStatus | undefined, lang: Settings['language'], perMatch = false): Cell[] {
  const s = status ?? { absent: [], halfByes: [] };
  const statusText = formatStatus({ ...s, withdrawnFrom: p.withdrawnFrom ?? s.withdrawnFrom }, lang, perMatch);
  return [p.no, p.name, p.title ?? '', p.rating ?? '', p.ukd ?? '', p.federation ?? '', p.club ?? '', p.fideId ?? '', p.sex ?? '', p.birth ?? '', statusText];
}

export function settingsSheet(settings: Settings): SheetContent {
  const lang = settings.language;
  const value = (key: string): Cell => {
    switch (key) {
      case 'system': return settings.system;
      case 'edition': return systemUsed(settings)[lang];
      case 'systemCode': return settings.systemCode ?? '';
      case 'acceleration': return settings.acceleration ?? '';
      case 'rounds': return settings.totalRounds ?? '';
      case 'firstColour': return settings.firstColour === 'w' ? 'white' : 'black';
      // the origin with the colour it gave: a colour cell edited by hand no longer matches it, and is the arbiter's
      case 'firstColourFrom': return settings.firstColourFrom ? `${settings.firstColourFrom} ${settings.firstColour === 'w' ? 'white' : 'black'}` : 'arbiter';
      case 'tiebreaks': return settings.tiebreaks.join(', ');
      case 'tiebreaksFrom': return tiebreaksSource(settings.system, settings.tiebreaks, settings.records)[lang];
      case 'rules': return settings.rules;
      case 'language': return settings.language;
      case 'rate': return settings.rate ?? '';
      default: return (settings.info as Record<string, string | undefined>)[key] ?? '';
    }
  };
  const rows: Cell[][] = [['Key', lang === 'tr' ? 'Ayar' : 'Setting', lang === 'tr' ? 'Değer' : 'Value']];
  for (const r of SETTING_ROWS) rows.push([r.key, r[lang], value(r.key)]);
  for (const line of settings.records ?? []) rows.push(['trf', lang === 'tr' ? `TRF kaydı, okunduğu gibi (${line.slice(0, 3)})` : `TRF record kept as read (${line.slice(0, 3)})`, line]);
  return { name: SHEET.settings, rows, header: true, textColumns: [0, 1, 2] };
}

export const ACCELERATION_COLUMNS = ['Virtual points / Sanal puan', 'First round / İlk tur', 'Last round / Son tur', 'From No / İlk No', 'To No / Son No', 'Match points (teams) / Maç puanı (takım)'] as const;
export const APART_COLUMNS = ['Players / Oyuncular', 'First round / İlk tur', 'Last round / Son tur', 'TRF'] as const;

/** The Acceleration sheet: the 250 lines as rows (virtual points for pairing only, C.04.7). */
export function accelerationSheet(t: Pick<Tournament, 'acceleration'>): SheetContent {
  const rows: Cell[][] = [[...ACCELERATION_COLUMNS]];
  for (const a of t.acceleration ?? []) rows.push([a.points, a.fromRound, a.toRound, a.from, a.to, a.matchPoints ?? '']);
  return { name: SHEET.acceleration, rows, header: true, before: SHEET.crosstable };
}

/** The Must not meet sheet: each XXP / 260 group as a row (players separated by commas; rounds blank = every round). */
export function apartSheet(groups: NonNullable<Tournament['forbiddenGroups']>): SheetContent {
  const rows: Cell[][] = [[...APART_COLUMNS]];
  for (const g of groups) rows.push([g.players.join(', '), g.fromRound ?? '', g.toRound ?? '', g.fromRound === undefined && g.toRound === undefined ? 'XXP' : '260']);
  return { name: SHEET.apart, rows, header: true, textColumns: [0], before: SHEET.crosstable };
}

/** The constraint sheets a state needs: written when it has any, removed when it has none. */
export function constraintSheets(t: Tournament, existing: string[]): { put: SheetContent[]; remove: string[] } {
  const put: SheetContent[] = [];
  const remove: string[] = [];
  if (t.acceleration?.length) put.push(accelerationSheet(t)); else if (existing.includes(SHEET.acceleration)) remove.push(SHEET.acceleration);
  if (t.forbiddenGroups?.length) put.push(apartSheet(t.forbiddenGroups)); else if (existing.includes(SHEET.apart)) remove.push(SHEET.apart);
  return { put, remove };
}

/** The sheet that holds round `n`: "Round n", or the name the arbiter gave it ("Tur n"). */
export function roundSheetName(existing: string[], n: number): string {
  return existing.find((s) => Number(ROUND_SHEET.exec(s)?.[1]) === n) ?? SHEET.round(n);
}

export function roundSheet(t: Tournament, round: Round, sheetName: string = SHEET.round(round.number), system?: string): SheetContent {
  // Double-Swiss: a bye covers the whole match, at the event's values (the PAB 1½, C.04.5 1.4)
  const labels = system === 'double-swiss' ? { ...UNPAIRED_LABEL, ...DOUBLE_SWISS_LABELS } : UNPAIRED_LABEL;
  const name = (no: number) => t.players.find((p) => p.no === no)?.name ?? '';
  const rows: Cell[][] = [[...ROUND_COLUMNS]];
  round.games.forEach((g: Game, i) => {
    const result = g.whiteResult === '' && g.blackResult === '' ? '' : formatGameResult(g.whiteResult, g.blackResult);
    rows.push([i + 1, g.white, name(g.white), result, g.black, name(g.black)]);
  });
  for (const u of round.unpaired) rows.push(['', u.player, name(u.player), u.code, '', labels[u.code]]);
  return {
    name: sheetName,
    rows,
    header: true,
    textColumns: [3],
    validations: round.games.length ? [{ column: 3, fromRow: 1, toRow: round.games.length, values: RESULT_CHOICES }] : [],
    before: SHEET.crosstable,
  };
}

export function crosstableSheet(t: Tournament): SheetContent {
  const k = completeRounds(t);
  const prs = playerRounds(t);
  const rows: Cell[][] = [['No', 'Name / Ad', ...Array.from({ length: k }, (_, i) => `R${i + 1}`), 'Pts / Puan']];
  for (const p of [...t.players].sort((a, b) => a.no - b.no)) {
    const rounds = prs.get(p.no) ?? [];
    rows.push([p.no, p.name, ...rounds.slice(0, k).map(crosstableCell), scoreAfter(rounds, k)]);
  }
  return { name: SHEET.crosstable, rows, header: true, textColumns: Array.from({ length: k }, (_, i) => i + 2) };
}

/** The range of the crosstable's round cells, one row per player in pairing-number order. */
export function crosstableRange(t: Tournament): string {
  const k = Math.max(1, completeRounds(t));
  const n = t.players.length;
  return `${SHEET.crosstable}!$C$2:$${cellName(0, 1 + k).replace(/\d+$/, '')}$${n + 1}`;
}

/** The FIDE rating columns of the Standings sheet (values from engine/rating/fideEvent.ts, K assumed as it says). */
export const FIDE_COLUMNS = ['K (FIDE)', 'Δ FIDE', 'Ru (FIDE)'];

export function standingsSheet(state: WorkbookState): SheetContent {
  const t = state.tournament;
  const k = completeRounds(t);
  const prs = playerRounds(t);
  const codes = state.settings.tiebreaks;
  // B.02: with rated players, each one's FIDE K and rating change, and the unrated players' initial rating (8.2)
  const fide = k > 0 && t.players.some((p) => (p.rating ?? 0) > 0) ? new Map(fideReport({ ...t, rounds: t.rounds.slice(0, k) }).lines.map((l) => [l.no, l])) : undefined;
  const rows: Cell[][] = [['Rank / Sıra', 'No', 'Name / Ad', 'Pts / Puan', ...codes, ...(fide ? FIDE_COLUMNS : [])]];
  const range = crosstableRange(t);
  const rules = effectiveRules(state.settings).rules; // C.07 in force on the start date unless the Settings name one
  const order = rankPlayers(t, k, codes, rules);
  order.forEach((no, i) => {
    const p = t.players.find((x) => x.no === no)!;
    const f = fide?.get(no);
    rows.push([i + 1, p.no, p.name, scoreAfter(prs.get(p.no) ?? [], k), ...codes.map(() => null),
      ...(fide ? [f?.change?.k.k ?? '', f?.change?.change ?? '', f?.initial?.rating ?? ''] : [])]);
  });
  return { name: SHEET.standings, rows: withTiebreakFormulas(rows, codes, range, rules), header: true };
}

/**
 * Each tie-break column gets one formula, in the first player row, over the No column: the values spill down
 * beside the rows whatever their order (the cells below are left empty for the spill).
 */
function withTiebreakFormulas(rows: Cell[][], codes: string[], crosstable: string, rules: RulesEdition): Cell[][] {
  if (rows.length < 2) return rows;
  const players = `$B$2:$B$${rows.length}`;
  const out = rows.map((r, i) => (i === 0 ? r : [...r.slice(0, 4), ...codes.map(() => null), ...r.slice(4 + codes.length)]));
  codes.forEach((c, j) => { out[1][4 + j] = tiebreakFormula(c, crosstable, players, rules, codes.slice(0, j)); });
  return out;
}

/** Points of an unpaired code, re-exported for the print view. */
export { unpairedPoints };

/** The sheets every write refreshes from the state: Crosstable and Standings are derived, never edited by Hakem's reader. */
export function derivedSheets(state: WorkbookState): SheetContent[] {
  const sheets = [crosstableSheet(state.tournament), standingsSheet(state)];
  // the Norms sheet (norms.ts) goes with the Standings, where a norm is possible
  return [...(state.settings.system === 'double-swiss' ? withDoubleSwissScores(state, sheets) : sheets), ...normsSheets(state)];
}

/** Double-Swiss: the Pts columns with the PAB worth 1½ a match (C.04.5 1.4), the standings re-ordered by that score. */
function withDoubleSwissScores(state: WorkbookState, [cross, stand]: SheetContent[]): SheetContent[] {
  const scores = doubleSwissScores(state.tournament, completeRounds(state.tournament));
  const last = cross.rows[0].length - 1;
  const crossRows = cross.rows.map((r, i) => (i === 0 ? r : [...r.slice(0, last), scores.get(r[0] as number) ?? r[last]]));
  const body = stand.rows.slice(1).map((r) => [...r]);
  for (const r of body) r[3] = scores.get(r[1] as number) ?? r[3];
  const ranked = body.map((r, i) => ({ r, i })).sort((a, b) => (b.r[3] as number) - (a.r[3] as number) || a.i - b.i);
  const rows = ranked.map(({ r }, i) => [i + 1, ...r.slice(1)]);
  // the tie-break formulas sit in the first player row and read the No column: put them back there
  const codes = state.settings.tiebreaks;
  return [{ ...cross, rows: crossRows }, { ...stand, rows: withTiebreakFormulas([stand.rows[0], ...rows], codes, crosstableRange(state.tournament), effectiveRules(state.settings).rules) }];
}

/** The whole workbook for a state: used by "new tournament". */
export function fullWorkbook(state: WorkbookState, existingSheets: string[]): WritePlan {
  const rounds = state.tournament.rounds.filter((r) => r.games.length > 0 || r.unpaired.length > 0);
  const put = [playersSheet(state), settingsSheet(state.settings), ...constraintSheets(state.tournament, []).put, ...rounds.map((r) => roundSheet(state.tournament, r, undefined, state.settings.system)), ...derivedSheets(state)];
  const keep = new Set(put.map((s) => s.name));
  // a team event's Teams sheet (addin/workbook/team.ts) goes too: the workbook holds one event
  const remove = existingSheets.filter((s) => !keep.has(s) && (ROUND_SHEET.test(s) || Object.values(SHEET).includes(s as never) || s === 'Teams' || s === 'Norms'));
  return { put, remove, activate: SHEET.players };
}
