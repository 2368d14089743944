/**
 * The workbook of a team event (Swiss Team, C.04.6 2026): what each sheet holds, how the team event is written into
 * it and read back.
 *   Teams      Team | Team name | Board | No | Player | Title | FIDE | FIDE ID | Status
 *              one row per player in board order; the team's number and name on its first row (rows below it with
 *              an empty Team cell belong to it), its Status (absent in round N, …) there too
 *   Settings   the generic rows (name, rounds, tie-breaks, language…) and the team rows: boards, board colours (352),
 *              colour preferences (1.7 Type A/B), primary and secondary score (1.2, 4.2.2), match and game points
 *              (362, 162), the PAB's value (320)
 *   Round N    Match | Board | No | White team | Colour | Result | Colour | No | Black team | MP
 *              a match row (the team with White on board 1 first: 1.6.1) then its boards, each with the two players'
 *              colours by 352 and the board result seen as White team–Black team; the PAB and byes below
 *   Standings  Rank | No | Team | MP | GP | tie-breaks (engine/tiebreak/team.ts) over the finished rounds
 * The team event is the engine's model (engine/model/team.ts); the 001 players are numbered by the Teams sheet's No.
 */
import type { Player, SideResult } from '../../engine/model/types';
import { formatGameResult, parseGameResult } from '../../engine/model/results';
import {
  DEFAULT_GAME_SCALE, DEFAULT_MATCH_SCALE, matchScore as engineMatchScore, teamResults, type BoardGame, type MatchForfeit, type PointScale, type PreferenceType,
  type ScoreKind, type Team, type TeamEvent, type TeamMatch, type TeamRound, type TeamSettings, type TeamUnpaired,
} from '../../engine/model/team';
import { systemCode } from '../../engine/trf/team';
import { TEAM_SWISS_DEFAULT_TIEBREAKS, teamSwissStandings, teamTiebreakColumns } from '../../engine/pairing/team-swiss/standings';
import type { Text } from '../../engine/pairing/types';
import type { RulesEdition } from '../../engine/tiebreak/types';
import { halves } from '../../engine/report/notation';
import type { Cell, SheetContent, SheetRead } from '../host/types';
import { at, blank, parseApart, text, wholeNumber } from './read';
import { tx, type Problem } from '../i18n';
import { SHEET, ROUND_SHEET } from './layout';
import { SETTING_ROWS, type Settings } from './settings';
import { emptyStatus, formatStatus, parseStatus, type PlayerStatus } from './status';

export const TEAMS_SHEET = 'Teams';
export const TEAM_SYSTEM = 'team-swiss';
export const TEAM_COLUMNS = ['Team / Takım', 'Team name / Takım adı', 'Board / Masa', 'No', 'Player / Oyuncu', 'Title / Unvan', 'FIDE', 'FIDE ID', 'Status / Durum', 'Strength (310) / Güç (310)'] as const;
export const TEAM_ROUND_COLUMNS = ['Match / Maç', 'Board / Masa', 'No', 'White team / Beyaz takım', 'Colour / Renk', 'Result / Sonuç', 'Colour / Renk', 'No', 'Black team / Siyah takım', 'MP / MP'] as const;
/** Board results, seen as White team–Black team (the player of the team with White on board 1 first). */
export const BOARD_RESULTS = ['1-0', '0-1', '1/2-1/2', '+--', '--+', '--'];
/** A whole match forfeited (record 330): the White team wins, the Black team wins, both lose. */
export const MATCH_FORFEITS = ['+--', '--+', '--'];
/** A new team event's tie-breaks: the engine's default for a team file (hakem standings, publish). */
export const DEFAULT_TEAM_TIEBREAKS: readonly string[] = TEAM_SWISS_DEFAULT_TIEBREAKS;

/** The team rows of the Settings sheet (key, label en / tr), after the generic ones. */
export const TEAM_SETTING_ROWS: Array<{ key: string; en: string; tr: string }> = [
  { key: 'boards', en: 'Boards per match', tr: 'Maç başına masa' },
  { key: 'boardColours', en: 'Board colours of the team with White on board 1 (352, e.g. WBWB)', tr: '1. masada beyaz olan takımın masa renkleri (352, örn. WBWB)' },
  { key: 'preferences', en: 'Colour preferences (C.04.6 1.7: A, B or none)', tr: 'Renk tercihleri (C.04.6 1.7: A, B ya da none)' },
  { key: 'primary', en: 'Primary score (MP or GP)', tr: 'Birincil puan (MP ya da GP)' },
  { key: 'secondary', en: 'Secondary score (GP, MP or none)', tr: 'İkincil puan (GP, MP ya da none)' },
  { key: 'matchPoints', en: 'Match points for a won, drawn, lost match (362)', tr: 'Kazanılan, berabere, kaybedilen maç puanı (362)' },
  { key: 'gamePoints', en: 'Game points for a won, drawn, lost board (162)', tr: 'Kazanılan, berabere, kaybedilen masa puanı (162)' },
  { key: 'pabMatchPoints', en: 'PAB: match points (320)', tr: 'PAB: maç puanı (320)' },
  { key: 'pabGamePoints', en: 'PAB: game points (320)', tr: 'PAB: oyun puanı (320)' },
];

export interface TeamWorkbookState {
  event: TeamEvent;
  /** The 001 players: every player of the Teams sheet, by No. */
  players: Player[];
  settings: Settings;
  /** Announced absences and withdrawals, by team number. */
  statuses: Map<number, PlayerStatus>;
}

const num = (s: string): number | undefined => {
  const v = s.replace(/½/g, '.5').replace(/,/g, '.').trim();
  if (!/^\d*\.?\d+$/.test(v)) return undefined;
  return Number(v);
};
/** True when the workbook holds a team event: a Teams sheet and no Players sheet. */
export const isTeamWorkbook = (names: string[]) => names.includes(TEAMS_SHEET) && !names.includes(SHEET.players);

// ---------------------------------------------------------------------------------------------------------------
// writing

export function teamsSheet(s: TeamWorkbookState): SheetContent {
  const rows: Cell[][] = [[...TEAM_COLUMNS]];
  const byNo = new Map(s.players.map((p) => [p.no, p]));
  for (const t of s.event.teams) {
    t.players.forEach((no, i) => {
      const p = byNo.get(no);
      const status = i === 0 ? formatStatus(s.statuses.get(t.no) ?? emptyStatus(), s.settings.language) : '';
      rows.push([i === 0 ? t.no : '', i === 0 ? t.name : '', i + 1, no, p?.name ?? '', p?.title ?? '', p?.rating ?? '', p?.fideId ?? '', status, i === 0 ? t.strength ?? '' : '']);
    });
  }
  // first tab: a new team event over an individual one goes before its Settings
  return { name: TEAMS_SHEET, rows, header: true, textColumns: [1, 4, 7, 8, 9], before: SHEET.settings };
}

function scaleText(s: PointScale) {
  return `${s.W} ${s.D} ${s.L}`;
}

export function teamSettingsSheet(settings: Settings, ts: TeamSettings): SheetContent {
  const lang = settings.language;
  const value = (key: string): Cell => {
    switch (key) {
      case 'system': return TEAM_SYSTEM;
      case 'edition': return lang === 'tr' ? 'İsviçre Takım (FIDE C.04.6, 2026)' : 'Swiss Team (FIDE C.04.6, 2026)';
      case 'systemCode': return ts.systemCode ?? '';
      case 'acceleration': return '';
      case 'rounds': return settings.totalRounds ?? '';
      case 'firstColour': return settings.firstColour === 'w' ? 'white' : 'black';
      case 'tiebreaks': return settings.tiebreaks.join(', ');
      case 'rules': return settings.rules;
      case 'language': return settings.language;
      case 'rate': return settings.rate ?? '';
      case 'boards': return ts.boardColours.length;
      case 'boardColours': return ts.boardColours;
      case 'preferences': return ts.preferences;
      case 'primary': return ts.primary;
      case 'secondary': return ts.secondary ?? 'none';
      case 'matchPoints': return scaleText(ts.match);
      case 'gamePoints': return scaleText(ts.game);
      case 'pabMatchPoints': return ts.pab.mp;
      case 'pabGamePoints': return ts.pab.gp;
      default: return (settings.info as Record<string, string | undefined>)[key] ?? '';
    }
  };
  const rows: Cell[][] = [['Key', lang === 'tr' ? 'Ayar' : 'Setting', lang === 'tr' ? 'Değer' : 'Value']];
  for (const r of SETTING_ROWS) {
    // the first colour is the one drawn by lot for 4.1 (record 152): the team with TPN 1's first board
    const label = r.key === 'firstColour' ? (lang === 'tr' ? '1. turda 1 numaralı takımın 1. masa rengi (152; white/black)' : 'Colour of team 1 on board 1 in round 1 (152; white/black)') : r[lang];
    rows.push([r.key, label, value(r.key)]);
  }
  for (const r of TEAM_SETTING_ROWS) rows.push([r.key, r[lang], value(r.key)]);
  for (const line of settings.records ?? []) rows.push(['trf', lang === 'tr' ? `TRF kaydı, okunduğu gibi (${line.slice(0, 3)})` : `TRF record kept as read (${line.slice(0, 3)})`, line]);
  return { name: SHEET.settings, rows, header: true, textColumns: [0, 1, 2] };
}

const forfeitText: Record<MatchForfeit, string> = { '+-': '+--', '-+': '--+', '--': '--' };

function boardText(b: BoardGame): string {
  return b.result === '' && b.opponentResult === '' ? '' : formatGameResult(b.result, b.opponentResult);
}

/** The match's score as White team–Black team (engine/model/team.ts), shown once every board has a result. */
export function matchScore(e: TeamEvent, m: TeamMatch): { gp?: [number, number]; mp?: [number, number] } {
  const score = engineMatchScore(m, e.settings);
  return score.gp ? score : {};
}

const UNPAIRED_LABEL: Record<TeamUnpaired['code'], string> = {
  U: 'pairing-allocated bye (PAB) / eşlendirme bayı',
  F: 'full-point bye / tam puan bay',
  H: 'half-point bye / yarım puan bay',
  Z: 'absent / gelmedi',
  '-': 'absent / gelmedi',
  '': 'not paired / eşlendirilmedi',
};

export function teamRoundSheet(s: Pick<TeamWorkbookState, 'event' | 'players'>, round: TeamRound, sheetName = SHEET.round(round.number)): SheetContent {
  const e = s.event;
  const name = (no: number) => s.players.find((p) => p.no === no)?.name ?? '';
  const team = (no: number) => e.teams.find((t) => t.no === no)?.name ?? '';
  const rows: Cell[][] = [[...TEAM_ROUND_COLUMNS]];
  const validations: SheetContent['validations'] = [];
  const colourWord = (c: 'w' | 'b' | undefined) => (c === 'w' ? 'W' : c === 'b' ? 'B' : '');
  round.matches.forEach((m, i) => {
    const sc = matchScore(e, m);
    const result = m.forfeit ? forfeitText[m.forfeit] : sc.gp ? `${halves(sc.gp[0])}-${halves(sc.gp[1])}` : '';
    rows.push([i + 1, '', m.white, team(m.white), 'W', result, 'B', m.black, team(m.black), sc.mp ? `${halves(sc.mp[0])}-${halves(sc.mp[1])}` : '']);
    const from = rows.length;
    for (const b of m.boards) {
      const other = b.colour === 'w' ? 'b' : b.colour === 'b' ? 'w' : undefined;
      rows.push(['', b.board, b.player || '', b.player ? name(b.player) : '', colourWord(b.colour), m.forfeit ? '' : boardText(b), colourWord(other), b.opponent || '', b.opponent ? name(b.opponent) : '', '']);
    }
    // a match a file records on fewer boards (a board with nobody on either side): the missing boards, lost by both
    if (!m.forfeit && sc.gp) for (let k = m.boards.length + 1; k <= e.settings.boardColours.length; k++) rows.push(['', k, '', '', '', '--', '', '', '', '']);
    validations.push({ column: 5, fromRow: from, toRow: rows.length - 1, values: BOARD_RESULTS });
  });
  const res = teamResults(e);
  for (const u of round.unpaired) {
    const r = res.get(u.team)?.find((x) => x.round === round.number);
    rows.push(['', '', u.team, team(u.team), '', u.code === 'U' ? 'PAB' : u.code, '', '', UNPAIRED_LABEL[u.code], r?.mp !== undefined ? halves(r.mp) : '']);
  }
  return { name: sheetName, rows, header: true, textColumns: [4, 5, 6, 9], validations, before: SHEET.standings };
}

/** Rounds whose every match has all its results. */
export function finishedRounds(e: TeamEvent): number {
  let k = 0;
  for (const r of e.rounds) {
    if (r.matches.some((m) => !matchScore(e, m).gp)) break;
    if (r.matches.length === 0 && r.unpaired.every((u) => u.announced)) break;
    k++;
  }
  return k;
}

export interface TeamStandings {
  header: string[];
  rows: Array<{ rank: number; no: number; name: string; mp: number; gp: number; tiebreaks: Record<string, number> }>;
  notes: Text[];
  rounds: number;
}

/** Standings over the finished rounds: the primary score (1.2), then the tie-breaks (engine/tiebreak/team.ts). */
export function teamStandings(e: TeamEvent, codes: string[], edition: { rules?: RulesEdition; startDate?: string } = {}): TeamStandings {
  const k = finishedRounds(e);
  const done: TeamEvent = { ...e, rounds: e.rounds.slice(0, k) };
  // every code ranks, MP and GP too (their columns are the table's own, not repeated); the C.07 edition the Settings
  // give, else the one in force on the start date, as hakem standings does
  const r = teamSwissStandings(done, codes, edition);
  return { header: teamTiebreakColumns(codes), rows: r.rows, notes: r.notes, rounds: k };
}

export function teamStandingsSheet(s: TeamWorkbookState): SheetContent {
  const codes = s.settings.tiebreaks;
  const lang = s.settings.language;
  try {
    const st = teamStandings(s.event, codes, { ...(s.settings.rules !== 'auto' ? { rules: s.settings.rules } : {}), ...(s.settings.info.startDate ? { startDate: s.settings.info.startDate } : {}) });
    const primary = s.event.settings.primary;
    const rows: Cell[][] = [['Rank / Sıra', 'No', 'Team / Takım', primary === 'MP' ? 'MP' : 'GP / OP', primary === 'MP' ? 'GP / OP' : 'MP', ...st.header]];
    for (const x of st.rows) rows.push([x.rank, x.no, x.name, primary === 'MP' ? x.mp : x.gp, primary === 'MP' ? x.gp : x.mp, ...st.header.map((c) => x.tiebreaks[c])]);
    // the notes beside the table, a column apart (below it they would widen the Rank column)
    const notes = [lang === 'tr' ? `${st.rounds} tur sonunda.` : `After round ${st.rounds}.`, ...st.notes.map((n) => n[lang])];
    const gap = rows[0].length + 1;
    notes.forEach((n, i) => {
      const row = rows[i] ?? (rows[i] = []);
      while (row.length < gap) row.push('');
      row.push(n);
    });
    return { name: SHEET.standings, rows, header: true };
  } catch (err) {
    // a tie-break the event cannot have (another scale, an unknown code): the ranking by score alone, and why
    const msg = (err as Error).message;
    return { name: SHEET.standings, rows: [['Rank / Sıra', 'No', 'Team / Takım'], [lang === 'tr' ? `Sıralama yapılamadı: ${msg}` : `No standings: ${msg}`]], header: true };
  }
}

// ---------------------------------------------------------------------------------------------------------------
// reading

const PREFS: Record<string, PreferenceType> = { a: 'A', b: 'B', none: 'none', '': 'A' };

/** The team rows of the Settings sheet. */
export function parseTeamSettings(sheet: SheetRead | undefined, problems: Problem[]): TeamSettings {
  const rowsByKey = new Map<string, { value: Cell; cell: string }>();
  sheet?.values.forEach((row, r) => {
    if (r === 0) return;
    const key = text(row[0]);
    if (key) rowsByKey.set(key, { value: row[2], cell: at(SHEET.settings, r, 2) });
  });
  const get = (key: string) => rowsByKey.get(key);
  const bad = (key: string, found: string, expected: string) =>
    problems.push({ cell: get(key)?.cell ?? `${SHEET.settings}!C1`, message: tx(`setting "${key}" cannot be "${found}"; expected ${expected}`, `"${key}" ayarı "${found}" olamaz; beklenen: ${expected}`) });

  const boardsRaw = get('boards');
  let boards = boardsRaw ? wholeNumber(boardsRaw.value) : undefined;
  if (boardsRaw && (boards === undefined || boards < 1)) { bad('boards', text(boardsRaw.value), 'a whole number of boards'); boards = undefined; }
  let colours = text(get('boardColours')?.value).toUpperCase();
  const n = boards ?? (colours.length || 4);
  if (colours === '') colours = 'WB'.repeat(n).slice(0, n);
  if (!/^[WB]+$/.test(colours)) bad('boardColours', colours, 'W and B, one per board (e.g. WBWB)');
  else if (colours[0] !== 'W') bad('boardColours', colours, 'a pattern starting with W: it is the board colours of the team with White on board 1 (C.04.6 1.6.1)');
  else if (colours.length !== n) bad('boardColours', colours, `one letter per board (${n} boards)`);

  const pref = PREFS[text(get('preferences')?.value).toLowerCase().replace(/^type\s*/, '')];
  if (pref === undefined) bad('preferences', text(get('preferences')?.value), 'A, B or none');
  const score = (key: string, dflt: ScoreKind | undefined, allowNone: boolean): ScoreKind | undefined => {
    const v = text(get(key)?.value).toUpperCase();
    if (v === '') return dflt;
    if (v === 'MP' || v === 'GP') return v;
    if (allowNone && v === 'NONE') return undefined;
    bad(key, v, allowNone ? 'GP, MP or none' : 'MP or GP');
    return dflt;
  };
  const primary = score('primary', 'MP', false)!;
  let secondary = score('secondary', primary === 'MP' ? 'GP' : 'MP', true);
  if (secondary === primary) { bad('secondary', secondary, 'the other score or none'); secondary = undefined; }
  const scale = (key: string, dflt: PointScale): PointScale => {
    const v = text(get(key)?.value);
    if (v === '') return dflt;
    const parts = v.split(/[\s/;]+/).map(num);
    if (parts.length !== 3 || parts.some((x) => x === undefined)) { bad(key, v, 'three numbers: a win, a draw, a loss (e.g. "2 1 0")'); return dflt; }
    return { W: parts[0]!, D: parts[1]!, L: parts[2]! };
  };
  const match = scale('matchPoints', DEFAULT_MATCH_SCALE);
  const game = scale('gamePoints', DEFAULT_GAME_SCALE);
  const value = (key: string, dflt: number) => {
    const raw = get(key)?.value;
    if (blank(raw)) return dflt;
    const v = typeof raw === 'number' ? raw : num(text(raw));
    if (v === undefined) { bad(key, text(raw), 'a number'); return dflt; }
    return v;
  };
  // 1.4 / 320: by default the PAB is worth a drawn match
  const pab = { mp: value('pabMatchPoints', match.D), gp: value('pabGamePoints', n * game.D) };
  const base = { preferences: pref ?? 'A', primary, ...(secondary ? { secondary } : {}), baku: false };
  return { ...base, systemCode: systemCode(base), game, match, pab, boardColours: /^W[WB]*$/.test(colours) && colours.length === n ? colours : 'WB'.repeat(n).slice(0, n) };
}

/** The Teams sheet: teams, their players in board order, the 001 players, the teams' statuses. */
export function parseTeams(sheet: SheetRead, boards: number, problems: Problem[]) {
  const teams: Team[] = [];
  const players: Player[] = [];
  const statuses = new Map<number, PlayerStatus>();
  const teamCell = new Map<number, string>();
  const playerCell = new Map<number, string>();
  let current: { team: Team; row: number; boards: Map<number, number>; names: Map<string, string>; entries: Array<{ board: number; no: number }> } | undefined;
  const close = () => {
    if (!current) return;
    current.team.players = current.entries.sort((a, b) => a.board - b.board).map((x) => x.no);
    if (current.team.players.length < boards) {
      problems.push({ cell: at(TEAMS_SHEET, current.row, 0), message: tx(`team ${current.team.no} has ${current.team.players.length} player(s) for ${boards} boards`, `${current.team.no} numaralı takımın ${boards} masa için ${current.team.players.length} oyuncusu var`) });
    }
    teams.push(current.team);
  };
  sheet.values.forEach((row, r) => {
    if (r === 0 || row.every(blank)) return;
    if (!blank(row[0])) {
      close();
      current = undefined;
      const no = wholeNumber(row[0]);
      if (no === undefined || no < 1) { problems.push({ cell: at(TEAMS_SHEET, r, 0), message: tx(`the team number must be a whole number, found "${text(row[0])}"`, `takım numarası tam sayı olmalı, "${text(row[0])}" bulundu`) }); return; }
      if (teamCell.has(no)) { problems.push({ cell: at(TEAMS_SHEET, r, 0), message: tx(`team ${no} appears twice (also at ${teamCell.get(no)})`, `${no} numaralı takım iki kez geçiyor (ayrıca ${teamCell.get(no)})`) }); return; }
      teamCell.set(no, at(TEAMS_SHEET, r, 0));
      const name = text(row[1]);
      if (!name) problems.push({ cell: at(TEAMS_SHEET, r, 1), message: tx(`team ${no} has no name`, `${no} numaralı takımın adı yok`) });
      const st = parseStatus(text(row[8]));
      if (!st) problems.push({ cell: at(TEAMS_SHEET, r, 8), message: tx(`cannot read the status "${text(row[8])}"; write e.g. "absent in round 4" or "withdrawn from round 4"`, `"${text(row[8])}" durumu okunamadı; örneğin "4. turda yok" ya da "4. turdan itibaren çekildi" yazın`) });
      else statuses.set(no, st);
      // 310 columns 48-53 (the team's strength, a rating average), kept as written
      current = { team: { no, name, players: [], ...(text(row[9]) ? { strength: text(row[9]) } : {}) }, row: r, boards: new Map(), names: new Map(), entries: [] };
    } else if (!blank(row[8])) {
      problems.push({ cell: at(TEAMS_SHEET, r, 8), message: tx('a status belongs on the team\'s first row (beside its number)', 'durum takımın ilk satırına (numarasının yanına) yazılır') });
    }
    if (!current) {
      if (blank(row[0])) problems.push({ cell: at(TEAMS_SHEET, r, 0), message: tx('a player row before any team: write the team number on the team\'s first row', 'takımdan önce oyuncu satırı: takım numarasını takımın ilk satırına yazın') });
      return;
    }
    if (blank(row[3]) && blank(row[4])) return; // a team row without a player on it
    const cur = current;
    const board = wholeNumber(row[2]);
    if (board === undefined || board < 1) { problems.push({ cell: at(TEAMS_SHEET, r, 2), message: tx(`the board must be a whole number, found "${text(row[2])}"`, `masa tam sayı olmalı, "${text(row[2])}" bulundu`) }); return; }
    if (cur.boards.has(board)) { problems.push({ cell: at(TEAMS_SHEET, r, 2), message: tx(`board ${board} of team ${cur.team.no} appears twice (also at ${at(TEAMS_SHEET, cur.boards.get(board)!, 2)})`, `${cur.team.no} numaralı takımın ${board}. masası iki kez geçiyor`) }); return; }
    const no = wholeNumber(row[3]);
    if (no === undefined || no < 1) { problems.push({ cell: at(TEAMS_SHEET, r, 3), message: tx(`the player number must be a whole number, found "${text(row[3])}"`, `oyuncu numarası tam sayı olmalı, "${text(row[3])}" bulundu`) }); return; }
    if (playerCell.has(no)) { problems.push({ cell: at(TEAMS_SHEET, r, 3), message: tx(`player number ${no} is listed twice (also at ${playerCell.get(no)})`, `${no} numaralı oyuncu iki kez yazılmış (ayrıca ${playerCell.get(no)})`) }); return; }
    const name = text(row[4]);
    if (!name) { problems.push({ cell: at(TEAMS_SHEET, r, 4), message: tx('the player has no name', 'oyuncunun adı yok') }); return; }
    const key = name.toLocaleLowerCase('tr');
    if (cur.names.has(key)) { problems.push({ cell: at(TEAMS_SHEET, r, 4), message: tx(`${name} is listed twice for team ${cur.team.no} (also at ${cur.names.get(key)})`, `${name}, ${cur.team.no} numaralı takımda iki kez yazılmış (ayrıca ${cur.names.get(key)})`) }); return; }
    cur.names.set(key, at(TEAMS_SHEET, r, 4));
    cur.boards.set(board, r);
    playerCell.set(no, at(TEAMS_SHEET, r, 3));
    const p: Player = { no, name };
    if (text(row[5])) p.title = text(row[5]);
    if (!blank(row[6])) {
      const v = wholeNumber(row[6]);
      if (v === undefined) problems.push({ cell: at(TEAMS_SHEET, r, 6), message: tx(`a rating must be a number, found "${text(row[6])}"`, `kuvvet puanı sayı olmalı, "${text(row[6])}" bulundu`) });
      else p.rating = v;
    }
    if (text(row[7])) p.fideId = text(row[7]);
    players.push(p);
    cur.entries.push({ board, no });
  });
  close();
  teams.sort((a, b) => a.no - b.no);
  players.sort((a, b) => a.no - b.no);
  return { teams, players, statuses, teamCell };
}

const MATCH_CODES: Record<string, MatchForfeit> = { '+--': '+-', '+-': '+-', '--+': '-+', '-+': '-+', '--': '--' };
const BYE_CODES: Record<string, TeamUnpaired['code']> = { PAB: 'U', U: 'U', F: 'F', H: 'H', Z: 'Z', '-': '-' };

/** A round sheet of a team event; every problem is named by its cell. */
export function parseTeamRound(name: string, number: number, sheet: SheetRead, e: Pick<TeamEvent, 'teams' | 'settings'>, problems: Problem[]): TeamRound {
  const round: TeamRound = { number, matches: [], unpaired: [] };
  const teamOf = new Map<number, number>();
  for (const t of e.teams) for (const p of t.players) teamOf.set(p, t.no);
  const known = new Set(e.teams.map((t) => t.no));
  const seen = new Map<number, string>();
  const boardsPer = e.settings.boardColours.length;
  const place = (team: number | undefined, raw: Cell, r: number, c: number): number | undefined => {
    const cell = at(name, r, c);
    if (team === undefined) { problems.push({ cell, message: tx(`a team number must be a whole number, found "${text(raw)}"`, `takım numarası tam sayı olmalı, "${text(raw)}" bulundu`) }); return undefined; }
    if (!known.has(team)) { problems.push({ cell, message: tx(`unknown team ${team}: not on the Teams sheet`, `bilinmeyen takım ${team}: Takımlar (Teams) sayfasında yok`) }); return undefined; }
    if (seen.has(team)) { problems.push({ cell, message: tx(`team ${team} appears twice in the round (also at ${seen.get(team)})`, `${team} numaralı takım turda iki kez geçiyor (ayrıca ${seen.get(team)})`) }); return undefined; }
    seen.set(team, cell);
    return team;
  };
  type Open = { m: TeamMatch; row: number; resultCell: string; result: string; ok: boolean; boardCells: string[] };
  let open: Open | undefined;
  const finish = () => {
    if (!open) return;
    const o = open;
    open = undefined;
    if (!o.ok) return;
    const m = o.m;
    if (m.boards.length !== boardsPer) {
      problems.push({ cell: at(name, o.row, 0), message: tx(`match ${m.white}-${m.black} has ${m.boards.length} board(s); the event has ${boardsPer}`, `${m.white}-${m.black} maçında ${m.boards.length} masa var; yarışmada ${boardsPer}`) });
      return;
    }
    const forfeit = MATCH_CODES[o.result.replace(/\s+/g, '')];
    const allEmpty = m.boards.every((b) => b.result === '' && b.opponentResult === '');
    if (forfeit) {
      // 330: the whole match forfeited; its boards are the forfeit's (empty, or the same forfeit on every board)
      const [w, b] = forfeit === '+-' ? ['+', '-'] : forfeit === '-+' ? ['-', '+'] : ['-', '-'];
      const clash = m.boards.findIndex((x) => !(x.result === '' && x.opponentResult === '') && !(x.result === w && x.opponentResult === b));
      if (clash >= 0) {
        problems.push({ cell: o.resultCell, message: tx(`the match is entered as forfeited (${o.result}) but board ${clash + 1} (${o.boardCells[clash]}) has another result; clear one of them`, `maç hükmen (${o.result}) girilmiş ama ${clash + 1}. masada (${o.boardCells[clash]}) başka bir sonuç var; birini silin`) });
        return;
      }
      for (const x of m.boards) { x.result = w as SideResult; x.opponentResult = b as SideResult; }
      m.forfeit = forfeit;
      m.played = false;
    } else {
      const missing = m.boards.findIndex((b) => b.result === '' || b.opponentResult === '');
      if (o.result !== '') {
        const sc = /^(\d*(?:[.,]5)?½?|½)\s*[-:]\s*(\d*(?:[.,]5)?½?|½)$/.exec(o.result);
        const w = sc ? num(sc[1]) : undefined, b = sc ? num(sc[2]) : undefined;
        if (w === undefined || b === undefined) {
          problems.push({ cell: o.resultCell, message: tx(`cannot read the match result "${o.result}": it is the sum of the boards (e.g. 2½-1½), or a whole-match forfeit +--, --+ or --`, `"${o.result}" maç sonucu okunamadı: masaların toplamıdır (örn. 2½-1½) ya da bütün maç hükmen +--, --+ veya --`) });
          return;
        }
        if (missing >= 0 && !allEmpty) {
          problems.push({ cell: o.resultCell, message: tx(`the match result ${o.result} is written but board ${missing + 1} (${o.boardCells[missing]}) has no result; the match result comes from the boards`, `${o.result} maç sonucu yazılmış ama ${missing + 1}. masada (${o.boardCells[missing]}) sonuç yok; maç sonucu masalardan gelir`) });
          return;
        }
        if (allEmpty) {
          problems.push({ cell: o.resultCell, message: tx(`the match result ${o.result} is written without board results: enter each board's result (the match result is their sum)`, `${o.result} maç sonucu masa sonuçları olmadan yazılmış: her masanın sonucunu girin (maç sonucu toplamlarıdır)`) });
          return;
        }
        const sum = matchScore(e as TeamEvent, m).gp!;
        if (Math.abs(sum[0] - w) > 1e-9 || Math.abs(sum[1] - b) > 1e-9) {
          problems.push({ cell: o.resultCell, message: tx(`the match result ${o.result} does not add up: the boards give ${halves(sum[0])}-${halves(sum[1])}; correct a board or the match result (an empty match result is filled from the boards)`, `${o.result} maç sonucu tutmuyor: masalar ${halves(sum[0])}-${halves(sum[1])} veriyor; bir masayı ya da maç sonucunu düzeltin (boş bırakılan maç sonucu masalardan doldurulur)`) });
          return;
        }
      }
      m.played = m.boards.some((b) => !['+', '-', ''].includes(b.result) || !['+', '-', ''].includes(b.opponentResult));
      if (!m.played && !allEmpty && missing < 0) {
        // every board forfeited: the match forfeit it amounts to (as a TRF's 001 lines without 330 are read)
        if (m.boards.every((b) => b.result === '+')) m.forfeit = '+-';
        else if (m.boards.every((b) => b.opponentResult === '+')) m.forfeit = '-+';
        else if (m.boards.every((b) => b.result === '-' && b.opponentResult === '-')) m.forfeit = '--';
      }
    }
    round.matches.push(m);
  };
  sheet.values.forEach((row, r) => {
    if (r === 0 || row.every(blank)) return;
    if (!blank(row[0])) {
      finish();
      const w = place(wholeNumber(row[2]), row[2], r, 2);
      const b = place(wholeNumber(row[7]), row[7], r, 7);
      open = { m: { white: w ?? 0, black: b ?? 0, boards: [], played: false }, row: r, resultCell: at(name, r, 5), result: text(row[5]), ok: w !== undefined && b !== undefined, boardCells: [] };
      return;
    }
    if (blank(row[1])) {
      // the PAB, a bye or an absence: team in C, code in F
      finish();
      const team = place(wholeNumber(row[2]), row[2], r, 2);
      const code = BYE_CODES[text(row[5]).toUpperCase()];
      if (code === undefined) problems.push({ cell: at(name, r, 5), message: tx(`cannot read the code "${text(row[5])}"; use PAB, F, H or Z`, `"${text(row[5])}" kodu okunamadı; PAB, F, H ya da Z kullanın`) });
      if (team !== undefined && code !== undefined) round.unpaired.push({ team, code });
      return;
    }
    if (!open) { problems.push({ cell: at(name, r, 1), message: tx('a board row before any match row', 'maç satırından önce masa satırı') }); return; }
    const o: Open = open;
    const board = wholeNumber(row[1]);
    if (board !== o.m.boards.length + 1) { problems.push({ cell: at(name, r, 1), message: tx(`expected board ${o.m.boards.length + 1} of the match, found "${text(row[1])}"`, `maçın ${o.m.boards.length + 1}. masası bekleniyordu, "${text(row[1])}" bulundu`) }); o.ok = false; return; }
    const player = wholeNumber(row[2]) ?? 0, opponent = wholeNumber(row[7]) ?? 0;
    for (const [p, team, c] of [[player, o.m.white, 2], [opponent, o.m.black, 7]] as const) {
      // an empty seat (0000 in a TRF): that board is won by forfeit (or, both seats empty, lost by both), checked
      // with the result below
      if (p === 0 && ((c === 2 ? opponent : player) !== 0 || /^-+$/.test(text(row[5]).replace(/\s+/g, '')))) continue;
      if (o.ok && teamOf.get(p) !== team) { problems.push({ cell: at(name, r, c), message: tx(`player ${text(row[c]) || '(none)'} is not on team ${team}'s list (Teams sheet)`, `${text(row[c]) || '(yok)'} numaralı oyuncu ${team} numaralı takımın listesinde yok (Teams)`) }); o.ok = false; }
    }
    const colour = text(row[4]).toUpperCase();
    const raw = text(row[5]);
    let res: { white: SideResult; black: SideResult } = { white: '', black: '' };
    try {
      res = parseGameResult(raw);
    } catch {
      problems.push({ cell: at(name, r, 5), message: tx(`cannot read the board result "${raw}"; use ${BOARD_RESULTS.join(', ')} (White team's player first)`, `"${raw}" masa sonucu okunamadı; ${BOARD_RESULTS.join(', ')} kullanın (beyaz takımın oyuncusu önce)`) });
      o.ok = false;
    }
    if ((res.white === '') !== (res.black === '')) o.ok = false;
    if (player === 0 && opponent === 0) {
      if (!(res.white === '-' && res.black === '-')) { problems.push({ cell: at(name, r, 5), message: tx(`board ${board} has nobody on either side: it is lost by both (--)`, `${board}. masada iki tarafta da oyuncu yok: iki taraf da kaybeder (--)`) }); o.ok = false; }
    } else if ((player === 0 && !(res.white === '-' && res.black === '+')) || (opponent === 0 && !(res.white === '+' && res.black === '-'))) {
      problems.push({ cell: at(name, r, 5), message: tx(`board ${board} has an empty seat: the player present wins it by forfeit (${player === 0 ? '--+' : '+--'})`, `${board}. masada bir sandalye boş: oradaki oyuncu hükmen kazanır (${player === 0 ? '--+' : '+--'})`) });
      o.ok = false;
    }
    o.boardCells.push(at(name, r, 5));
    o.m.boards.push({ board, player, opponent, result: res.white, opponentResult: res.black, ...(colour === 'W' ? { colour: 'w' as const } : colour === 'B' ? { colour: 'b' as const } : {}) });
  });
  finish();
  return round;
}

/** Everything of a team workbook, or the problems cell by cell. */
export function parseTeamWorkbook(names: string[], sheets: Map<string, SheetRead>, settings: Settings): { ok: true; state: TeamWorkbookState } | { ok: false; problems: Problem[] } {
  const problems: Problem[] = [];
  const ts = parseTeamSettings(sheets.get(SHEET.settings), problems);
  const { teams, players, statuses } = parseTeams(sheets.get(TEAMS_SHEET) ?? { name: TEAMS_SHEET, values: [], formulas: [] }, ts.boardColours.length, problems);
  if (!teams.length) problems.push({ cell: `${TEAMS_SHEET}!A2`, message: tx('the Teams sheet has no team', 'Takımlar (Teams) sayfasında takım yok') });
  const roundNames = names
    .map((n) => ({ n, m: ROUND_SHEET.exec(n) }))
    .filter((x): x is { n: string; m: RegExpExecArray } => x.m !== null)
    .map((x) => ({ name: x.n, number: Number(x.m[1]) }))
    .sort((a, b) => a.number - b.number);
  const rounds: TeamRound[] = [];
  const stub = { teams, settings: ts };
  roundNames.forEach((r, i) => {
    if (r.number !== i + 1) { problems.push({ cell: `${r.name}!A1`, message: tx(`round sheets must run 1, 2, 3, …: found round ${r.number} where round ${i + 1} should be`, `tur sayfaları 1, 2, 3, … diye gitmeli: ${i + 1}. tur yerine ${r.number}. tur bulundu`) }); return; }
    rounds.push(parseTeamRound(r.name, r.number, sheets.get(r.name)!, stub, problems));
  });
  // teams that must not meet (260): the Must not meet sheet, by team number
  const apart = parseApart(sheets.get(SHEET.apart), new Set(teams.map((t) => t.no)), problems);
  if (problems.length) return { ok: false, problems };
  const event: TeamEvent = { settings: ts, teams, rounds, ...(settings.totalRounds !== undefined ? { totalRounds: settings.totalRounds } : {}), initialColour: settings.firstColour };
  if (apart.length) event.forbidden = apart.map((g) => ({ teams: g.players, fromRound: g.fromRound ?? 1, toRound: g.toRound ?? 999 }));
  return { ok: true, state: { event, players, settings, statuses } };
}

/** What pairing sees: the recorded rounds, and the next round's announced absences (Z) of teams (Teams sheet status). */
export function eventForPairing(s: TeamWorkbookState, round: number): TeamEvent {
  const away: TeamUnpaired[] = [];
  for (const [no, st] of s.statuses) {
    if ((st.withdrawnFrom !== undefined && st.withdrawnFrom <= round) || st.absent.includes(round)) away.push({ team: no, code: 'Z', announced: true });
    else if (st.halfByes.includes(round)) away.push({ team: no, code: 'H', announced: true });
  }
  const rounds = s.event.rounds.filter((r) => r.number < round);
  if (away.length) rounds.push({ number: round, matches: [], unpaired: away.sort((a, b) => a.team - b.team) });
  return { ...s.event, rounds };
}

/** Empty board result cells of a round (`Round 3!F4`). */
export function missingTeamResults(round: TeamRound): string[] {
  const out: string[] = [];
  let row = 1;
  for (const m of round.matches) {
    row++;
    for (const b of m.boards) {
      if (!m.forfeit && (b.result === '' || b.opponentResult === '')) out.push(`${SHEET.round(round.number)}!F${row + 1}`);
      row++;
    }
  }
  return out;
}

/** A new team event's sheets: teams with placeholder names for the arbiter to overwrite. */
export function blankTeams(teams: number, boards: number): { teams: Team[]; players: Player[] } {
  const players: Player[] = [];
  const list: Team[] = Array.from({ length: teams }, (_, i) => ({
    no: i + 1,
    name: `Team ${i + 1}`,
    players: Array.from({ length: boards }, (_, j) => {
      const no = i * boards + j + 1;
      players.push({ no, name: `Player ${i + 1}.${j + 1}` });
      return no;
    }),
  }));
  return { teams: list, players };
}
