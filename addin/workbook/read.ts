/**
 * Reading the workbook back into the model, every time, since the arbiter may edit any cell by hand.
 * Whatever cannot be understood is reported with its cell (`Round 2!D5`), and no state is returned.
 */
import type { Colour, Game, Player, Round, SideResult, Tournament, UnpairedCode } from '../../engine/model/types';
import { parseGameResult, resultsMirror } from '../../engine/model/results';
import { readSheetsOf, type Cell, type SheetRead, type WorkbookHost } from '../host/types';
import { cellName } from '../../functions/errors';
import { PROBLEM, tx, type Problem } from '../i18n';
import { ROUND_SHEET, SHEET, type WorkbookState } from './layout';
import { DEFAULT_SETTINGS, type RulesEdition, type Settings } from './settings';
import { emptyStatus, parseStatus, type PlayerStatus } from './status';

export type ReadOutcome =
  | { kind: 'empty' }
  | { kind: 'ok'; state: WorkbookState }
  | { kind: 'problems'; problems: Problem[] };

/** Cell readers shared by the individual and the team sheets. */
export const blank = (c: Cell | undefined) => c === null || c === undefined || (typeof c === 'string' && c.trim() === '');
export const text = (c: Cell | undefined) => (blank(c) ? '' : String(c).trim());
export const at = (sheet: string, row: number, col: number) => `${sheet}!${cellName(row, col)}`;

export function wholeNumber(c: Cell | undefined): number | undefined {
  if (typeof c === 'number') return Number.isInteger(c) ? c : undefined;
  const s = text(c);
  return /^\d+$/.test(s) ? Number(s) : undefined;
}

export async function readWorkbook(host: WorkbookHost): Promise<ReadOutcome> {
  const names = await host.sheetNames();
  if (!names.includes(SHEET.players)) return { kind: 'empty' };
  const sheets = new Map<string, SheetRead>();
  const wanted = names.filter((n) => n === SHEET.players || n === SHEET.settings || n === SHEET.acceleration || n === SHEET.apart || ROUND_SHEET.test(n));
  for (const [n, s] of await readSheetsOf(host, wanted)) if (s) sheets.set(n, s);
  return parseWorkbook(names, sheets);
}

/** The pure part of reading: sheet contents in, state or problems out. */
export function parseWorkbook(names: string[], sheets: Map<string, SheetRead>): ReadOutcome {
  const problems: Problem[] = [];
  const settings = parseSettings(sheets.get(SHEET.settings), problems);
  const { players, statuses, statusCells } = parsePlayers(sheets.get(SHEET.players)!, problems);
  const known = new Set(players.map((p) => p.no));
  const acceleration = parseAcceleration(sheets.get(SHEET.acceleration), problems);
  const apart = parseApart(sheets.get(SHEET.apart), known, problems);

  const roundNames = names
    .map((n) => ({ n, m: ROUND_SHEET.exec(n) }))
    .filter((x): x is { n: string; m: RegExpExecArray } => x.m !== null)
    .map((x) => ({ name: x.n, number: Number(x.m[1]) }))
    .sort((a, b) => a.number - b.number);
  const rounds: Round[] = [];
  roundNames.forEach((r, i) => {
    if (r.number !== i + 1) {
      problems.push({ cell: `${r.name}!A1`, message: PROBLEM.roundGap(r.number, i + 1) });
      return;
    }
    rounds.push(parseRound(r.name, r.number, sheets.get(r.name)!, known, problems));
  });

  // Statuses against the rounds already paired: an absent or withdrawn player may not sit at a board.
  for (const round of rounds) {
    const where = new Map<number, string>();
    round.games.forEach((g, b) => {
      where.set(g.white, `${SHEET.round(round.number)}!B${b + 2}`);
      where.set(g.black, `${SHEET.round(round.number)}!E${b + 2}`);
    });
    for (const [no, s] of statuses) {
      const cell = statusCells.get(no)!;
      const seat = where.get(no);
      if (!seat) continue;
      if (s.absent.includes(round.number) || s.halfByes.includes(round.number) || s.fullByes?.includes(round.number)) problems.push({ cell, message: PROBLEM.absentButPaired(no, round.number, seat) });
      if (s.withdrawnFrom !== undefined && s.withdrawnFrom <= round.number) problems.push({ cell, message: PROBLEM.withdrawnButPaired(no, s.withdrawnFrom, seat) });
    }
  }

  if (problems.length) return { kind: 'problems', problems };
  const tournament: Tournament = { info: { ...settings.info }, players, rounds };
  if (acceleration.length) tournament.acceleration = acceleration;
  if (apart.length) tournament.forbiddenGroups = apart;
  if (settings.totalRounds !== undefined) tournament.totalRounds = settings.totalRounds;
  tournament.firstColour = settings.firstColour;
  return { kind: 'ok', state: { tournament, settings, statuses } };
}

export function parseSettings(sheet: SheetRead | undefined, problems: Problem[]): Settings {
  const s: Settings = { ...DEFAULT_SETTINGS, info: {}, tiebreaks: [...DEFAULT_SETTINGS.tiebreaks] };
  if (!sheet) return s;
  let colourFrom: { from: 'file' | 'played'; colour: 'w' | 'b' } | undefined;
  sheet.values.forEach((row, r) => {
    if (r === 0) return;
    const key = text(row[0]);
    const raw = row[2];
    const value = text(raw);
    const cell = at(SHEET.settings, r, 2);
    const bad = (expected: string) => problems.push({ cell, message: PROBLEM.badSetting(key, value, expected) });
    switch (key) {
      case '': return;
      case 'system': if (value) s.system = value; return;
      case 'systemCode': if (value) s.systemCode = value; return;
      case 'edition': case 'tiebreaksFrom': return; // written by Hakem for the arbiter to read
      case 'acceleration': {
        const v = value.toLowerCase();
        if (v === 'baku' || v === 'bakü') s.acceleration = 'baku'; else if (v !== '' && v !== 'none' && v !== 'yok') bad('baku or empty');
        return;
      }
      case 'trf':
        if (/^[0-9A-Z]{3}( |$)/.test(value)) (s.records ??= []).push(value); else if (value) bad('a TRF line, e.g. "162  W 1.0    D 0.5    L 0.0"');
        return;
      case 'rounds': {
        if (value === '') { delete s.totalRounds; return; }
        const n = wholeNumber(raw);
        if (n === undefined || n < 1) bad('a whole number of rounds'); else s.totalRounds = n;
        return;
      }
      case 'firstColour': {
        const v = value.toLocaleLowerCase('tr');
        if (['white', 'w', 'beyaz', 'white1'].includes(v)) s.firstColour = 'w';
        else if (['black', 'b', 'siyah', 'black1'].includes(v)) s.firstColour = 'b';
        else if (v !== '') bad('white or black');
        return;
      }
      case 'firstColourFrom': {
        const m = /^(file|played) (white|black)$/i.exec(value);
        if (m) colourFrom = { from: m[1].toLowerCase() as 'file' | 'played', colour: m[2].toLowerCase() === 'white' ? 'w' : 'b' };
        else if (value !== '' && value.toLowerCase() !== 'arbiter') bad('file white, file black, played white, played black or arbiter');
        return;
      }
      case 'tiebreaks': s.tiebreaks = value.split(/[,;]/).map((x) => x.trim()).filter(Boolean); return;
      case 'rules': {
        if (value === '') return;
        if (['2009', '2024', '2026', 'auto'].includes(value.toLowerCase())) s.rules = value.toLowerCase() as RulesEdition | 'auto'; else bad('auto, 2009, 2024 or 2026');
        return;
      }
      case 'language': {
        const v = value.toLowerCase();
        if (v === 'en' || v === 'tr') s.language = v; else if (v !== '') bad('en or tr');
        return;
      }
      case 'rate': {
        const v = value.toLowerCase();
        if (v === 'standard' || v === 'rapid' || v === 'blitz') s.rate = v; else if (v !== '') bad('standard, rapid or blitz');
        return;
      }
      case 'name': case 'city': case 'federation': case 'startDate': case 'endDate': case 'chiefArbiter': case 'timeControl': case 'type':
        if (value) (s.info as Record<string, string>)[key] = value;
        return;
      default:
        return; // rows the arbiter added for their own notes
    }
  });
  // a colour that is no longer the one its origin gave was changed by hand: the arbiter's
  if (colourFrom && colourFrom.colour === s.firstColour) s.firstColourFrom = colourFrom.from;
  return s;
}

/** Half points, as TRF writes virtual points (one decimal). */
function points(c: Cell | undefined): number | undefined {
  const v = typeof c === 'number' ? c : Number(text(c).replace(',', '.'));
  return text(c) !== '' && Number.isFinite(v) && v >= 0 && Math.round(v * 2) === v * 2 ? v : undefined;
}

/** The Acceleration sheet: one 250 line per row (points, first and last round, first and last pairing number). */
function parseAcceleration(sheet: SheetRead | undefined, problems: Problem[]): NonNullable<Tournament['acceleration']> {
  const out: NonNullable<Tournament['acceleration']> = [];
  if (!sheet) return out;
  const name = SHEET.acceleration;
  sheet.values.forEach((row, r) => {
    if (r === 0 || row.every(blank)) return;
    const pts = points(row[0]);
    if (pts === undefined || pts <= 0) { problems.push({ cell: at(name, r, 0), message: PROBLEM.badSetting('virtual points', text(row[0]), 'a number of points such as 1 or 0.5') }); return; }
    const nums = [1, 2, 3, 4].map((c) => wholeNumber(row[c]));
    const badAt = nums.findIndex((n) => n === undefined || n < 1);
    if (badAt >= 0) { problems.push({ cell: at(name, r, badAt + 1), message: PROBLEM.notANumber(tx('A round or pairing number', 'Tur ya da sıra numarası'), text(row[badAt + 1])) }); return; }
    const [fromRound, toRound, from, to] = nums as number[];
    if (toRound < fromRound) { problems.push({ cell: at(name, r, 2), message: PROBLEM.badSetting('last round', toRound, `at least ${fromRound}`) }); return; }
    if (to < from) { problems.push({ cell: at(name, r, 4), message: PROBLEM.badSetting('to No', to, `at least ${from}`) }); return; }
    const mp = blank(row[5]) ? undefined : points(row[5]);
    if (!blank(row[5]) && mp === undefined) { problems.push({ cell: at(name, r, 5), message: PROBLEM.badSetting('match points', text(row[5]), 'a number of points or empty') }); return; }
    const rec = { points: pts, fromRound, toRound, from, to, line: r + 1, text: accelerationLine({ points: pts, fromRound, toRound, from, to, matchPoints: mp }) };
    out.push(mp === undefined ? rec : { ...rec, matchPoints: mp });
  });
  return out;
}

/** A 250 line as TRF-2026 writes it: `250 MMMM PPPP RRR RRR NNNN NNNN`. */
export function accelerationLine(a: { points: number; matchPoints?: number; fromRound: number; toRound: number; from: number; to: number }): string {
  const pad = (x: string, n: number) => x.padStart(n, ' ');
  return `250 ${pad(a.matchPoints !== undefined ? a.matchPoints.toFixed(1) : '', 4)} ${pad(a.points.toFixed(1), 4)} ${pad(String(a.fromRound), 3)} ${pad(String(a.toRound), 3)} ${pad(String(a.from), 4)} ${pad(String(a.to), 4)}`;
}

/** The Must not meet sheet: players separated by commas or blanks; rounds blank = every round (XXP). */
export function parseApart(sheet: SheetRead | undefined, known: Set<number>, problems: Problem[]): NonNullable<Tournament['forbiddenGroups']> {
  const out: NonNullable<Tournament['forbiddenGroups']> = [];
  if (!sheet) return out;
  const name = SHEET.apart;
  sheet.values.forEach((row, r) => {
    if (r === 0 || row.every(blank)) return;
    const cell = at(name, r, 0);
    const tokens = text(row[0]).split(/[\s,;]+/).filter(Boolean);
    const players = tokens.map(Number);
    if (tokens.length < 2 || players.some((n) => !Number.isInteger(n) || n < 1)) { problems.push({ cell, message: PROBLEM.badSetting('players who must not meet', text(row[0]), 'two or more pairing numbers, e.g. "3, 7"') }); return; }
    const unknown = players.find((n) => known.size && !known.has(n));
    if (unknown !== undefined) { problems.push({ cell, message: PROBLEM.unknownPlayer(unknown) }); return; }
    const from = blank(row[1]) ? undefined : wholeNumber(row[1]);
    const to = blank(row[2]) ? undefined : wholeNumber(row[2]);
    if ((!blank(row[1]) && (from === undefined || from < 1)) || (!blank(row[2]) && (to === undefined || to < 1))) { problems.push({ cell: at(name, r, blank(row[1]) || (from ?? 0) >= 1 ? 2 : 1), message: PROBLEM.notANumber(tx('A round', 'Tur'), text(row[blank(row[1]) || (from ?? 0) >= 1 ? 2 : 1])) }); return; }
    if (from === undefined && to === undefined) out.push({ players });
    else out.push({ players, fromRound: from ?? 1, toRound: to ?? 999 });
  });
  return out;
}

function parsePlayers(sheet: SheetRead, problems: Problem[]) {
  const players: Player[] = [];
  const statuses = new Map<number, PlayerStatus>();
  const statusCells = new Map<number, string>();
  const firstSeen = new Map<number, string>();
  // rows typed as the rating-list panel asks (a FIDE ID, no name yet): one note for them all, not two per row
  const awaiting: number[] = [];
  sheet.values.forEach((row, r) => {
    if (r === 0 || row.every(blank)) return;
    if (!text(row[1]) && /^\d{1,10}$/.test(text(row[7])) && [0, 2, 3, 4, 5, 6, 8, 9, 10].every((c) => c === 0 || blank(row[c]))) {
      awaiting.push(r);
      return;
    }
    const noCell = at(SHEET.players, r, 0);
    const no = wholeNumber(row[0]);
    if (no === undefined || no < 1) {
      problems.push({ cell: noCell, message: PROBLEM.notANumber(tx('The pairing number', 'Sıra numarası'), text(row[0])) });
      return;
    }
    if (firstSeen.has(no)) {
      problems.push({ cell: noCell, message: PROBLEM.duplicateNo(no, firstSeen.get(no)!) });
      return;
    }
    firstSeen.set(no, noCell);
    const name = text(row[1]);
    if (!name) problems.push({ cell: at(SHEET.players, r, 1), message: PROBLEM.missingName });
    const p: Player = { no, name };
    const rating = (col: number): number | undefined => {
      if (blank(row[col])) return undefined;
      const v = wholeNumber(row[col]);
      if (v === undefined) problems.push({ cell: at(SHEET.players, r, col), message: PROBLEM.badRating(text(row[col])) });
      return v;
    };
    if (text(row[2])) p.title = text(row[2]);
    const fide = rating(3);
    if (fide !== undefined) p.rating = fide;
    const ukd = rating(4);
    if (ukd !== undefined) p.ukd = ukd;
    if (text(row[5])) p.federation = text(row[5]);
    if (text(row[6])) p.club = text(row[6]);
    if (text(row[7])) p.fideId = text(row[7]);
    const sex = text(row[8]).toLowerCase();
    if (sex === 'm' || sex === 'w') p.sex = sex;
    if (text(row[9])) p.birth = text(row[9]);
    const statusCell = at(SHEET.players, r, 10);
    const status = parseStatus(text(row[10]));
    if (!status) problems.push({ cell: statusCell, message: PROBLEM.badStatus(text(row[10])) });
    const st = status ?? emptyStatus();
    if (st.withdrawnFrom !== undefined) p.withdrawnFrom = st.withdrawnFrom;
    statuses.set(no, st);
    statusCells.set(no, statusCell);
    players.push(p);
  });
  if (awaiting.length) problems.push({ cell: at(SHEET.players, awaiting[0], 7), message: PROBLEM.awaitingList(awaiting.map((r) => r + 1)) });
  players.sort((a, b) => a.no - b.no);
  return { players, statuses, statusCells };
}

const POINTS: Record<string, SideResult> = { '1': '1', '0': '0', '1/2': '=', '½': '=', '0.5': '=', '+': '+', '-': '-' };

/** The result cell: the documents' notation, or two sides that each make sense but do not mirror (reported as such). */
function parseResultCell(value: string): { ok: true; white: SideResult; black: SideResult } | { ok: false; white?: string; black?: string } {
  const v = value.replace(/\s+/g, '');
  if (v === '1/2-0' || v === '½-0') return { ok: true, white: '=', black: '0' };
  if (v === '0-1/2' || v === '0-½') return { ok: true, white: '0', black: '=' };
  try {
    const r = parseGameResult(v);
    return { ok: true, ...r };
  } catch {
    const m = /^(1\/2|½|0\.5|1|0|\+|-)[-:](1\/2|½|0\.5|1|0|\+|-)$/.exec(v);
    if (m) {
      const w = POINTS[m[1]];
      const b = POINTS[m[2]];
      if (resultsMirror(w, b)) return { ok: true, white: w, black: b };
      return { ok: false, white: m[1], black: m[2] };
    }
    return { ok: false };
  }
}

// an empty code: the player was not paired and scored nothing (TRF `0000` with no result, e.g. after withdrawing)
const CODES: Record<string, UnpairedCode> = { U: 'U', F: 'F', H: 'H', Z: 'Z', '+': '+', '-': '-', BYE: 'U', BAY: 'U', '': '' };

function parseRound(name: string, number: number, sheet: SheetRead, known: Set<number>, problems: Problem[]): Round {
  const games: Game[] = [];
  const unpaired: Round['unpaired'] = [];
  const seats = new Map<number, string>();
  const boards = new Map<number, string>();
  const seat = (no: number | undefined, raw: Cell, r: number, c: number): number | undefined => {
    const cell = at(name, r, c);
    if (no === undefined) {
      problems.push({ cell, message: PROBLEM.notANumber(tx('A player', 'Oyuncu'), text(raw)) });
      return undefined;
    }
    if (!known.has(no)) {
      problems.push({ cell, message: PROBLEM.unknownPlayer(no) });
      return undefined;
    }
    if (seats.has(no)) {
      problems.push({ cell, message: PROBLEM.twiceInRound(no, seats.get(no)!) });
      return undefined;
    }
    seats.set(no, cell);
    return no;
  };
  sheet.values.forEach((row, r) => {
    if (r === 0 || row.every(blank)) return;
    if (blank(row[0]) && blank(row[4])) {
      // a bye or absence row: player in B, code in D
      const no = seat(wholeNumber(row[1]), row[1], r, 1);
      const code = CODES[text(row[3]).toUpperCase()];
      if (code === undefined) problems.push({ cell: at(name, r, 3), message: PROBLEM.badCode(text(row[3])) });
      if (no !== undefined && code !== undefined) unpaired.push({ player: no, code });
      return;
    }
    const board = wholeNumber(row[0]);
    const boardCell = at(name, r, 0);
    if (board === undefined || board < 1) problems.push({ cell: boardCell, message: PROBLEM.notANumber(tx('The board', 'Masa'), text(row[0])) });
    else if (boards.has(board)) problems.push({ cell: boardCell, message: PROBLEM.duplicateBoard(board, boards.get(board)!) });
    else boards.set(board, boardCell);
    const white = seat(wholeNumber(row[1]), row[1], r, 1);
    const black = seat(wholeNumber(row[4]), row[4], r, 4);
    if (white !== undefined && white === wholeNumber(row[4])) problems.push({ cell: at(name, r, 4), message: PROBLEM.selfGame(white) });
    const res = parseResultCell(text(row[3]));
    if (!res.ok) {
      problems.push({ cell: at(name, r, 3), message: res.white !== undefined ? PROBLEM.notMirrored(res.white, res.black!) : PROBLEM.badResult(text(row[3])) });
      return;
    }
    if (white !== undefined && black !== undefined && board !== undefined) {
      games.push({ white, black, whiteResult: res.white, blackResult: res.black });
      (games[games.length - 1] as Game & { board?: number }).board = board;
    }
  });
  // Board order is the board number, whatever order the rows stand in.
  const ordered = (games as Array<Game & { board?: number }>).sort((a, b) => (a.board ?? 0) - (b.board ?? 0)).map(({ board: _b, ...g }) => g);
  return { number, games: ordered, unpaired };
}

/** The colour word the Settings sheet uses. */
export const colourWord = (c: Colour) => (c === 'w' ? 'white' : 'black');
