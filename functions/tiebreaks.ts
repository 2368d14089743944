/**
 * Excel custom functions for tie-breaks (namespace HAKEM). They only translate: the crosstable range goes to
 * engine/crosstable, the values come from engine/tiebreak, where every rule lives.
 *
 * Each function takes the crosstable as arbiters type it (one row per player in pairing-number order, one cell
 * per round such as `10w0`, `12 b ½`, `9+`, `T`, `H`, or three columns per round) and an optional pairing number.
 * Without the number it returns the whole column (a spill), computed once per distinct crosstable; with a range of
 * numbers (a standings sheet's No column) the values of those players, spilled in that order.
 * The last optional argument is a list of words: `2009` / `2024` (rule edition, default 2009), `tr` (Turkish
 * colour letters B/S), `three` (three columns per round), `rr` / `swiss` (event type), `ukd` (national rating),
 * `explain` (with a player number: the working, card-style, as a small table).
 */
import { functionError } from './errors';
import type { Tournament } from '../engine/model/types';
import { CrosstableError, parseCrosstable, parseTeamCrosstable } from '../engine/crosstable';
import type { TeamEvent } from '../engine/tiebreak/team';
import { TEAM_TIEBREAK_CODES, teamTiebreakValue } from '../engine/tiebreak/team';
import type { RulesEdition, TiebreakOptions } from '../engine/tiebreak/types';
import { TiebreakError } from '../engine/tiebreak/types';
import { tiebreakContext, type TiebreakContext } from '../engine/tiebreak/context';
import { parseTiebreakCode, tiebreakValue } from '../engine/tiebreak/codes';
import { explainTiebreak } from '../engine/tiebreak/explain';

interface Parsed {
  t?: Tournament;
  ctx?: TiebreakContext;
  team?: TeamEvent;
  options: TiebreakOptions;
  explain: boolean;
  columns: Map<string, number[]>;
}

interface Remembered { kind: string; rows: unknown[][]; parsed: Parsed }

/**
 * Recently read crosstables, so that a sheet of 500 rows of formulas over one range reads it once. Excel hands
 * every call its own copy of the range, so entries are found by comparing the cells (cheaper than building a key).
 */
const MEMO: Remembered[] = [];
const MEMO_SIZE = 16;
let parses = 0;

function sameCells(a: unknown[][], b: unknown[][]): boolean {
  const n = a.length;
  if (n !== b.length) return false;
  for (let i = 0; i < n; i++) {
    const x = a[i];
    const y = b[i];
    if (!Array.isArray(x)) return false;
    const m = x.length;
    if (m !== y.length) return false;
    for (let j = 0; j < m; j++) if (x[j] !== y[j]) return false;
  }
  return true;
}

function remember(kind: string, rows: unknown[][], make: () => Parsed): Parsed {
  for (let i = MEMO.length - 1; i >= 0; i--) {
    const m = MEMO[i];
    if (m.kind === kind && sameCells(rows, m.rows)) {
      if (i !== MEMO.length - 1) { MEMO.splice(i, 1); MEMO.push(m); } // most recently used last
      return m.parsed;
    }
  }
  const parsed = make();
  parses++;
  MEMO.push({ kind, rows: rows.map((r) => (Array.isArray(r) ? r.slice() : r)), parsed });
  if (MEMO.length > MEMO_SIZE) MEMO.shift();
  return parsed;
}

interface Invocation { parameterAddresses?: string[] }

/** The part of Excel's invocation object these functions read (@requiresParameterAddresses). */
// eslint-disable-next-line @typescript-eslint/no-namespace
declare namespace CustomFunctions {
  interface Invocation { address?: string; parameterAddresses?: string[] }
}

/** "Sheet1!$C$5:$K$22" → 0-based top-left row and column. */
export function originOf(address: string | undefined): { row: number; column: number } | undefined {
  if (!address) return undefined;
  const m = /([A-Z]+)(\d+)(?::|$)/i.exec(address.replace(/\$/g, '').split('!').pop() ?? '');
  if (!m) return undefined;
  let column = 0;
  for (const ch of m[1].toUpperCase()) column = column * 26 + (ch.charCodeAt(0) - 64);
  return { row: Number(m[2]) - 1, column: column - 1 };
}

function wordsOf(options: unknown): string[] {
  if (options === null || options === undefined) return [];
  return String(options).toLowerCase().split(/[\s,;]+/).filter((w) => w !== '');
}

function parseOptions(words: string[]): { options: TiebreakOptions; colours: 'en' | 'tr'; three: boolean; explain: boolean } {
  const options: TiebreakOptions = {};
  let colours: 'en' | 'tr' = 'en';
  let three = false;
  let explain = false;
  for (const w of words) {
    if (w === '2009' || w === '2024' || w === '2026') options.rules = w as RulesEdition;
    else if (w === 'tr') colours = 'tr';
    else if (w === 'en') colours = 'en';
    else if (w === 'three') three = true;
    else if (w === 'rr') options.roundRobin = true;
    else if (w === 'swiss') options.roundRobin = false;
    else if (w === 'ukd') options.rating = 'ukd';
    else if (w === 'fide') options.rating = 'fide';
    else if (w === 'explain') explain = true;
    else if (/^unrated=\d+$/.test(w)) options.unratedRating = Number(w.slice(8)); // C.07 10: the event's rating for an unrated opponent
    else if (/^after=/.test(w)) options.precedingTiebreaks = precedingCodes(w.slice(6)); // C.07 6: DE among the players still tied
    else throw functionError(`options: unknown word "${w}" (use 2009, 2024, 2026, tr, three, rr, swiss, ukd, unrated=R, after=BH+SB, explain)`);
  }
  return { options, colours, three, explain };
}

/** `after=BH+SB-C1`: the tie-breaks listed before DE, checked one by one so that a typo names itself. */
function precedingCodes(text: string): string[] {
  const codes = text.split('+').filter((c) => c !== '');
  if (codes.length === 0) throw functionError('options: "after=" needs the tie-breaks listed before DE, e.g. after=BH or after=BH+SB');
  return codes.map((c) => {
    try { return parseTiebreakCode(c).code; } catch (e) { throw functionError(`options: after=${text}: ${(e as Error).message}`); }
  });
}

function describe(e: unknown): Error {
  if (e instanceof CrosstableError) return functionError(`crosstable ${e.message}`);
  if (e instanceof TiebreakError) return functionError(e.message);
  return e instanceof Error ? e : new Error(String(e));
}

/**
 * The memo key of a call's options and range address, worked out once per distinct text: a standings sheet makes
 * thousands of calls with the same few option strings, and each call's own work is its range comparison.
 */
const KINDS = new Map<string, { words: string[]; origin: ReturnType<typeof originOf>; kind: string }>();

function kindOf(optionText: unknown, address: string | undefined) {
  const key = `${optionText === null || optionText === undefined ? '' : String(optionText)}\u0000${address ?? ''}`;
  let k = KINDS.get(key);
  if (!k) {
    const words = wordsOf(optionText);
    const origin = originOf(address);
    k = { words, origin, kind: `individual|${words.join(' ')}|${origin ? `${origin.row},${origin.column}` : ''}` };
    if (KINDS.size >= 256) KINDS.clear();
    KINDS.set(key, k);
  }
  return k;
}

function readIndividual(crosstable: unknown, optionText: unknown, invocation?: Invocation): Parsed {
  if (!Array.isArray(crosstable)) throw functionError('crosstable: expected a range of cells');
  const { words, origin, kind } = kindOf(optionText, invocation?.parameterAddresses?.[0]);
  return remember(kind, crosstable as unknown[][], () => {
    const o = parseOptions(words);
    try {
      const t = parseCrosstable(crosstable as unknown[][], { colours: o.colours, layout: o.three ? 'three' : 'auto', origin });
      const ctx = tiebreakContext(t, o.options); // also checks the rule edition
      return { t, ctx, options: o.options, explain: o.explain, columns: new Map() };
    } catch (e) {
      throw describe(e);
    }
  });
}

function playerNumber(player: unknown, n: number, noun = 'player'): number | undefined {
  if (player === null || player === undefined || player === '') return undefined;
  const v = typeof player === 'number' ? player : Number(String(player).trim());
  if (!Number.isInteger(v) || v < 1 || v > n) throw functionError(`${noun}: "${String(player)}" is not a pairing number (1 to ${n})`);
  return v;
}

/**
 * The player argument: one number (or one cell, which a matrix parameter receives as [[n]]), or a range of them.
 * A range gives the values in its own order and shape, a blank cell a blank: the Standings sheet asks once per
 * column with its No column and the values spill beside its rows, instead of one call per row reading the whole
 * crosstable each time.
 */
type Wanted = { one?: number } | { list: (number | undefined)[][] };

function wantedPlayers(player: unknown, n: number, noun = 'player'): Wanted {
  if (!Array.isArray(player)) return { one: playerNumber(player, n, noun) };
  if (player.length === 1 && (!Array.isArray(player[0]) || player[0].length === 1)) {
    return { one: playerNumber(Array.isArray(player[0]) ? player[0][0] : player[0], n, noun) };
  }
  const rows = player.map((r) => (Array.isArray(r) ? r : [r]));
  return {
    list: rows.map((r, i) => r.map((c, j) => {
      try {
        return playerNumber(c, n, noun);
      } catch {
        throw functionError(`${noun}: "${String(c)}" in row ${i + 1}${r.length > 1 ? `, column ${j + 1}` : ''} of the list is not a pairing number (1 to ${n})`);
      }
    })),
  };
}

/** One value, the whole column (nothing asked), or the values of a list in its shape. */
function pick(values: unknown[], wanted: Wanted): any[][] {
  if ('list' in wanted) return wanted.list.map((r) => r.map((no) => (no === undefined ? '' : values[no - 1])));
  return wanted.one === undefined ? values.map((v) => [v]) : [[values[wanted.one - 1]]];
}

const CODES = new Map<string, ReturnType<typeof parseTiebreakCode>>();

/** The column of `code` for every player (memoised), or one player's value, or one player's working. */
function column(code: string, crosstable: unknown, player: unknown, optionText: unknown, invocation?: Invocation): any[][] {
  const p = readIndividual(crosstable, optionText, invocation);
  const t = p.t!;
  let parsed = CODES.get(code);
  if (!parsed) {
    try { parsed = parseTiebreakCode(code); } catch (e) { throw describe(e); }
    if (CODES.size >= 256) CODES.clear();
    CODES.set(code, parsed);
  }
  const wanted = wantedPlayers(player, t.players.length);
  if (p.explain) {
    const no = 'one' in wanted ? wanted.one : undefined;
    if (no === undefined) throw functionError('explain: give the one player number whose working you want');
    const e = explainTiebreak(t, no, parsed.code, p.options);
    return [
      ['Round', 'Opponent', 'Result', 'Value', 'How'],
      ...e.rows.map((r) => [r.round, r.opponent ?? '', r.mark, r.value, r.how.en + (r.cut ? ' (cut)' : !r.counted ? ' (not counted)' : '')]),
      [e.combine === 'average' ? 'Average' : e.combine === 'place' ? 'Place (DE)' : 'Total', '', e.score, e.value, `${e.code}, rules ${e.rules}${e.summary ? `: ${e.summary.en}` : ''}`],
    ];
  }
  let values = p.columns.get(parsed.code);
  if (!values) {
    try {
      const ctx = p.ctx!;
      values = t.players.map((pl) => tiebreakValue(ctx, pl.no, parsed, p.options));
    } catch (e) {
      throw describe(e);
    }
    p.columns.set(parsed.code, values);
  }
  return pick(values, wanted);
}

/**
 * Buchholz: the sum of the opponents' adjusted scores (2009) or scores (2024), own unplayed rounds as a virtual / dummy opponent.
 * @customfunction BUCHHOLZ
 * @requiresParameterAddresses
 * @param {any[][]} crosstable One row per player in pairing-number order, one cell per round (10w0, 12 b ½, 9+, T, H).
 * @param {any[][]} [player] Pairing number, or a range of them (the values spill in its order); leave out for the whole column.
 * @param {string} [options] 2009, 2024 or 2026 (rules; default 2009, the documents), tr (B/S colours), three (three columns per round), explain.
 * @param {CustomFunctions.Invocation} [invocation]
 * @returns {any[][]} The Buchholz.
 */
export function BUCHHOLZ(crosstable: any[][], player?: any[][], options?: string, invocation?: CustomFunctions.Invocation): any[][] {
  return column('BH', crosstable, player, options, invocation);
}

/**
 * Median Buchholz: the Buchholz without the n highest and n lowest values.
 * @customfunction MEDIAN_BH
 * @requiresParameterAddresses
 * @param {any[][]} crosstable One row per player in pairing-number order, one cell per round.
 * @param {any[][]} [player] Pairing number, or a range of them (the values spill in its order); leave out for the whole column.
 * @param {number} [n] Values cut at each end (default 1).
 * @param {string} [options] 2009, 2024 or 2026 (default 2009), tr, three, explain.
 * @param {CustomFunctions.Invocation} [invocation]
 * @returns {any[][]} The median Buchholz.
 */
export function MEDIAN_BH(crosstable: any[][], player?: any[][], n?: number, options?: string, invocation?: CustomFunctions.Invocation): any[][] {
  return column(`BH-M${cutCount(n)}`, crosstable, player, options, invocation);
}

function cutCount(n: unknown): number {
  if (n === null || n === undefined || n === '') return 1;
  const v = Number(n);
  if (!Number.isInteger(v) || v < 0 || v > 9) throw functionError(`n: "${String(n)}" is not a number of values to cut (0 to 9)`);
  return v;
}

/**
 * Sonneborn-Berger: the opponents' scores times the points scored against them.
 * @customfunction SONNEBORN_BERGER
 * @requiresParameterAddresses
 * @param {any[][]} crosstable One row per player in pairing-number order, one cell per round.
 * @param {any[][]} [player] Pairing number, or a range of them (the values spill in its order); leave out for the whole column.
 * @param {string} [options] 2009, 2024 or 2026 (default 2009), tr, three, rr, explain.
 * @param {CustomFunctions.Invocation} [invocation]
 * @returns {any[][]} The Sonneborn-Berger score.
 */
export function SONNEBORN_BERGER(crosstable: any[][], player?: any[][], options?: string, invocation?: CustomFunctions.Invocation): any[][] {
  return column('SB', crosstable, player, options, invocation);
}

/**
 * Koya (round robin): points scored against the opponents who made 50% or more.
 * @customfunction KOYA
 * @requiresParameterAddresses
 * @param {any[][]} crosstable One row per player in pairing-number order, one cell per round.
 * @param {any[][]} [player] Pairing number, or a range of them (the values spill in its order); leave out for the whole column.
 * @param {number} [extend] Score groups below 50% added to the group (extended Koya); default 0.
 * @param {string} [options] tr, three, explain.
 * @param {CustomFunctions.Invocation} [invocation]
 * @returns {any[][]} The Koya score.
 */
export function KOYA(crosstable: any[][], player?: any[][], extend?: number, options?: string, invocation?: CustomFunctions.Invocation): any[][] {
  const e = extend === null || extend === undefined || (extend as unknown) === '' ? 0 : cutCount(extend);
  return column(e ? `KS-E${e}` : 'KS', crosstable, player, options, invocation);
}

/**
 * Progressive score (Kademeli): the sum of the running scores, the first rounds cut if asked.
 * @customfunction PROGRESSIVE
 * @requiresParameterAddresses
 * @param {any[][]} crosstable One row per player in pairing-number order, one cell per round.
 * @param {any[][]} [player] Pairing number, or a range of them (the values spill in its order); leave out for the whole column.
 * @param {number} [cut] First rounds left out (default 0).
 * @param {string} [options] tr, three, explain.
 * @param {CustomFunctions.Invocation} [invocation]
 * @returns {any[][]} The progressive score.
 */
export function PROGRESSIVE(crosstable: any[][], player?: any[][], cut?: number, options?: string, invocation?: CustomFunctions.Invocation): any[][] {
  const c = cut === null || cut === undefined || (cut as unknown) === '' ? 0 : cutCount(cut);
  return column(c ? `PS-C${c}` : 'PS', crosstable, player, options, invocation);
}

/**
 * Buchholz of Buchholz: the sum of the opponents' Buchholz.
 * @customfunction BB
 * @requiresParameterAddresses
 * @param {any[][]} crosstable One row per player in pairing-number order, one cell per round.
 * @param {any[][]} [player] Pairing number, or a range of them (the values spill in its order); leave out for the whole column.
 * @param {string} [options] 2009, 2024 or 2026 (default 2009), tr, three.
 * @param {CustomFunctions.Invocation} [invocation]
 * @returns {any[][]} The Buchholz of Buchholz.
 */
export function BB(crosstable: any[][], player?: any[][], options?: string, invocation?: CustomFunctions.Invocation): any[][] {
  return column('BB', crosstable, player, options, invocation);
}

/**
 * Average rating of the opponents met over the board (ratings from the crosstable's rating column). An unrated
 * opponent is left out of the average (the explain option names him) unless the options give the rating he counts
 * as, e.g. "2024 unrated=1400" (the event's regulations decide it).
 * @customfunction ARO
 * @requiresParameterAddresses
 * @param {any[][]} crosstable No, name, rating, then one cell per round.
 * @param {any[][]} [player] Pairing number, or a range of them (the values spill in its order); leave out for the whole column.
 * @param {number} [cut] Lowest ratings left out (default 0).
 * @param {string} [options] 2009 (not rounded) or 2024 (rounded), ukd (national rating), unrated=R (an unrated opponent counts as R; else left out), tr, three, explain.
 * @param {CustomFunctions.Invocation} [invocation]
 * @returns {any[][]} The average rating of opponents.
 */
export function ARO(crosstable: any[][], player?: any[][], cut?: number, options?: string, invocation?: CustomFunctions.Invocation): any[][] {
  const c = cut === null || cut === undefined || (cut as unknown) === '' ? 0 : cutCount(cut);
  return column(c ? `ARO-C${c}` : 'ARO', crosstable, player, options, invocation);
}

/**
 * Kashdan: 4 for a win, 2 for a draw, 1 for a loss, 2 for points without play.
 * @customfunction KASHDAN
 * @requiresParameterAddresses
 * @param {any[][]} crosstable One row per player in pairing-number order, one cell per round.
 * @param {any[][]} [player] Pairing number, or a range of them (the values spill in its order); leave out for the whole column.
 * @param {string} [options] tr, three.
 * @param {CustomFunctions.Invocation} [invocation]
 * @returns {any[][]} The Kashdan score.
 */
export function KASHDAN(crosstable: any[][], player?: any[][], options?: string, invocation?: CustomFunctions.Invocation): any[][] {
  return column('KASHDAN', crosstable, player, options, invocation);
}

/**
 * Number of wins (forfeit wins and full-point byes included).
 * @customfunction WINS
 * @requiresParameterAddresses
 * @param {any[][]} crosstable One row per player in pairing-number order, one cell per round.
 * @param {any[][]} [player] Pairing number, or a range of them (the values spill in its order); leave out for the whole column.
 * @param {string} [options] tr, three.
 * @param {CustomFunctions.Invocation} [invocation]
 * @returns {any[][]} The number of wins.
 */
export function WINS(crosstable: any[][], player?: any[][], options?: string, invocation?: CustomFunctions.Invocation): any[][] {
  return column('WIN', crosstable, player, options, invocation);
}

/**
 * Direct encounter among the players still tied when it comes. C.07 (2024, 2026): the place the games between them give (1 = first), 0 when DE does not separate them; 2009: the points scored against each other when all of them met.
 * @customfunction DIRECT_ENCOUNTER
 * @requiresParameterAddresses
 * @param {any[][]} crosstable One row per player in pairing-number order, one cell per round.
 * @param {any[][]} [player] Pairing number, or a range of them (the values spill in its order); leave out for the whole column.
 * @param {string} [options] 2009, 2024 or 2026 (rules; default 2009, the documents), after=BH+SB (the tie-breaks listed before DE: it separates only the players tied on the score and on those), tr, three, rr, explain.
 * @param {CustomFunctions.Invocation} [invocation]
 * @returns {any[][]} The direct-encounter score.
 */
export function DIRECT_ENCOUNTER(crosstable: any[][], player?: any[][], options?: string, invocation?: CustomFunctions.Invocation): any[][] {
  return column('DE', crosstable, player, options, invocation);
}

/**
 * Any tie-break by its code: BH, BH-C1, BH-M2, FB, AOB, SB, PS-C1, KS-E1, DE, WIN, WON, BPG, BWG, REP, KASHDAN, LECH, ARO-C1, TPR, PTP, APRO, APPO, ADJ.
 * @customfunction TIEBREAK
 * @requiresParameterAddresses
 * @param {string} code The tie-break code (FIDE acronym or the documents' method).
 * @param {any[][]} crosstable One row per player in pairing-number order, one cell per round.
 * @param {any[][]} [player] Pairing number, or a range of them (the values spill in its order); leave out for the whole column.
 * @param {string} [options] 2009, 2024 or 2026 (rules; default 2009, the documents), tr, three, rr, swiss, ukd, unrated=R, after=BH+SB (DE: the tie-breaks listed before it), explain.
 * @param {CustomFunctions.Invocation} [invocation]
 * @returns {any[][]} The tie-break value.
 */
export function TIEBREAK(code: string, crosstable: any[][], player?: any[][], options?: string, invocation?: CustomFunctions.Invocation): any[][] {
  const shifted: Invocation | undefined = invocation ? { parameterAddresses: invocation.parameterAddresses?.slice(1) } : undefined;
  return column(String(code ?? ''), crosstable, player, options, shifted);
}

function readTeams(crosstable: unknown, boards: unknown, invocation?: Invocation): Parsed {
  if (!Array.isArray(crosstable)) throw functionError('crosstable: expected a range of cells');
  let b: number | undefined;
  if (boards !== null && boards !== undefined && boards !== '') {
    b = Number(boards);
    if (!Number.isInteger(b) || b < 1) throw functionError(`boards: "${String(boards)}" is not a number of boards`);
  }
  const origin = originOf(invocation?.parameterAddresses?.[0]);
  const kind = `team|${b ?? ''}|${origin ? `${origin.row},${origin.column}` : ''}`;
  return remember(kind, crosstable as unknown[][], () => {
    try {
      return { team: parseTeamCrosstable(crosstable as unknown[][], { boards: b, origin }), options: {}, explain: false, columns: new Map() };
    } catch (e) {
      throw describe(e);
    }
  });
}

function teamColumn(code: string, crosstable: unknown, team: unknown, boards: unknown, invocation?: Invocation): any[][] {
  const c = String(code ?? '').trim().toUpperCase();
  if (!TEAM_TIEBREAK_CODES.some((x) => x.code === c)) throw functionError(`code: "${String(code)}" is not a team tie-break (${TEAM_TIEBREAK_CODES.map((x) => x.code).join(', ')})`);
  const p = readTeams(crosstable, boards, invocation);
  const e = p.team!;
  let values = p.columns.get(c);
  if (!values) {
    try {
      values = e.teams.map((t) => teamTiebreakValue(e, t.no, c));
    } catch (err) {
      throw describe(err);
    }
    p.columns.set(c, values);
  }
  return pick(values, wantedPlayers(team, e.teams.length, 'team'));
}

/**
 * Olympiad Khanty-Mansiysk: the opponents' match points without the lowest.
 * @customfunction TEAM_OKM
 * @requiresParameterAddresses
 * @param {any[][]} crosstable One row per team, one cell per round: opponent and board points (12 5½).
 * @param {any[][]} [team] Team number, or a range of them (the values spill in its order); leave out for the whole column.
 * @param {number} [boards] Boards per match (default: read from the matches).
 * @param {CustomFunctions.Invocation} [invocation]
 * @returns {any[][]} The OKM value.
 */
export function TEAM_OKM(crosstable: any[][], team?: any[][], boards?: number, invocation?: CustomFunctions.Invocation): any[][] {
  return teamColumn('OKM', crosstable, team, boards, invocation);
}

/**
 * Team Sonneborn-Berger: board points × the opponent's match points, the lowest product cut (not a zero of a round without board points).
 * @customfunction TEAM_SB
 * @requiresParameterAddresses
 * @param {any[][]} crosstable One row per team, one cell per round: opponent and board points (12 5½).
 * @param {any[][]} [team] Team number, or a range of them (the values spill in its order); leave out for the whole column.
 * @param {number} [boards] Boards per match (default: read from the matches).
 * @param {CustomFunctions.Invocation} [invocation]
 * @returns {any[][]} The team Sonneborn-Berger.
 */
export function TEAM_SB(crosstable: any[][], team?: any[][], boards?: number, invocation?: CustomFunctions.Invocation): any[][] {
  return teamColumn('TSB', crosstable, team, boards, invocation);
}

/**
 * Any team tie-break by its code: MP (match points), BP (board points), OKM, TSB, TSB-RR, TSB-BT, BERLIN (needs the board results: 12 5½ [1 1 ½ 0 1 1 1 0]), DE.
 * @customfunction TEAM_TIEBREAK
 * @requiresParameterAddresses
 * @param {string} code The team tie-break code.
 * @param {any[][]} crosstable One row per team, one cell per round: opponent and board points (12 5½), board results optional in brackets.
 * @param {any[][]} [team] Team number, or a range of them (the values spill in its order); leave out for the whole column.
 * @param {number} [boards] Boards per match (default: read from the matches).
 * @param {CustomFunctions.Invocation} [invocation]
 * @returns {any[][]} The tie-break value.
 */
export function TEAM_TIEBREAK(code: string, crosstable: any[][], team?: any[][], boards?: number, invocation?: CustomFunctions.Invocation): any[][] {
  const shifted: Invocation | undefined = invocation ? { parameterAddresses: invocation.parameterAddresses?.slice(1) } : undefined;
  return teamColumn(code, crosstable, team, boards, shifted);
}

/** For tests and the benchmark: forget the remembered crosstables. */
export function clearTiebreakMemo(): void {
  MEMO.length = 0;
  parses = 0;
}

/** For tests and the benchmark: how many crosstables have been read since the last clear. */
export function crosstableReads(): number {
  return parses;
}
