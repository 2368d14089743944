/**
 * FIDE TRF-16 reader, with what the endorsed engines read besides: XXR and XXC (or TRF-2026's `142`
 * and `152`), the `092` system line, forbidden pairs (`XXP`: every round; `260`: a range of
 * rounds) and byes requested for the round to pair (`240`). Every malformed line is reported with
 * its line and column; nothing is guessed.
 */
import type { Colour, Game, Player, Round, SideResult, Tournament, TournamentInfo, UnpairedCode } from '../model/types';
import { resultsMirror, sidePoints, unpairedPoints } from '../model/results';
import { InputError } from './errors';
import { COL, field, roundColumn } from './columns';
import { ambiguousDate, blankOpponent, capitalSex, describePointValues, isColumnLegend, isRulerLine, playersAndRated, readPointValues, readXxc, type ReadNote, type WriterRule } from './writers';
import { check310Columns } from './columns310';

/**
 * Record codes of TRF-16 (FIDE C.04 Annex 2, https://www.fide.com/FIDE/handbook/C04Annex2_TRF16.pdf) and TRF-2026
 * (FIDE handbook TRF26.pdf, approved 12/05/2025, applied from 01/09/2025): `001` players, `??2` tournament data,
 * `013` and `310` teams, `240`-`362` the TRF-2026 additions, `801`/`802` team cross-tables. A line whose code is
 * made of digits and is not one of these, or mixes digits and letters (`0O1`), is a damaged line, not an extension:
 * the extensions real programs write (`XXR`, `XXC`, `XXP`, Tornelo's `DAT`, the national rating records `TUR`, `GER`
 * …, Hakem's `UKD`) are letters only.
 */
const KNOWN_CODES = new Set([
  '001', '012', '013', '022', '032', '042', '052', '062', '072', '082', '092', '102', '112', '122', '132', '142', '152',
  '162', '172', '182', '192', '202', '212', '222', '240', '250', '260', '299', '300', '310', '320', '330', '352', '362',
  '801', '802',
]);

/**
 * The blank columns of a `001` line (TRF-16 and TRF-2026 alike): after the code (4), between starting rank 5-8 and
 * sex 10 (9), title 11-13 and name 15-47 (14), name and rating 49-52 (48), rating and federation 54-56 (53),
 * federation and FIDE number 58-68 (57), FIDE number and birth date 70-79 (69), birth date and points 81-84 (80),
 * points and rank 86-89 (85), and before round 1's opponent at 92 (90, 91). A character there means the line is
 * misaligned (a character deleted or inserted before it), and its fields would be read shifted.
 */
const SEPARATORS: Array<[number, string]> = [
  [9, 'the starting rank (columns 5-8) and the sex (10)'], [14, 'the title (11-13) and the name (15-47)'],
  [48, 'the name (15-47) and the FIDE rating (49-52)'], [53, 'the FIDE rating (49-52) and the federation (54-56)'],
  [57, 'the federation (54-56) and the FIDE number (58-68)'], [69, 'the FIDE number (58-68) and the birth date (70-79)'],
  [80, 'the birth date (70-79) and the points (81-84)'], [85, 'the points (81-84) and the rank (86-89)'],
  [90, 'the rank (86-89) and round 1 (92-99)'], [91, 'the rank (86-89) and round 1 (92-99)'],
];

/** Fixed-column records in which a tab would shift every later field. */
const FIXED_COLUMNS = new Set(['001', '013', '300', '310', '320', '330']);

const CHAR_NAMES: Record<number, string> = {
  0x00: 'NUL', 0x07: 'bell', 0x08: 'backspace', 0x09: 'tab', 0x0b: 'vertical tab', 0x0c: 'form feed', 0x1a: 'Ctrl-Z', 0x1b: 'Escape',
  0x7f: 'DEL', 0xa0: 'no-break space', 0xad: 'soft hyphen', 0x200b: 'zero-width space', 0x200c: 'zero-width non-joiner',
  0x200d: 'zero-width joiner', 0x200e: 'left-to-right mark', 0x200f: 'right-to-left mark', 0x2028: 'line separator',
  0x2029: 'paragraph separator', 0x2060: 'word joiner', 0xfeff: 'byte-order mark', 0xfffd: 'replacement character',
};

/** A character as an error message shows it: invisible ones by their code and name (`0x1A (Ctrl-Z)`). */
export function describeChar(c: string): string {
  const n = c.codePointAt(0)!;
  if (n < 0x20 || (n >= 0x7f && n <= 0x9f)) return `0x${n.toString(16).toUpperCase().padStart(2, '0')} (${CHAR_NAMES[n] ?? (n < 0x20 ? `Ctrl-${String.fromCharCode(n + 64)}` : 'a control character')})`;
  if (CHAR_NAMES[n]) return `U+${n.toString(16).toUpperCase().padStart(4, '0')} (${CHAR_NAMES[n]})`;
  return `"${c}"`;
}

/** Characters no TRF line may hold: control characters but the tab, and the invisible ones of CHAR_NAMES. */
const INVISIBLE = /[\x00-\x08\x0B\x0C\x0E-\x1F\x7F-\x9F\u00A0\u00AD\u200B-\u200F\u2028\u2029\u2060\uFEFF\uFFFD]/;

/** Where each player's `001` line and each other line stood in the file read, for errors found after reading. */
export interface TrfLines { players: Map<number, number>; text: Map<string, number>; all: Map<string, number[]> }
const LINES = new WeakMap<Tournament, TrfLines>();
/** The line numbers of a tournament read by `readTrf` (undefined for one built otherwise, e.g. from JSON). */
export function trfLines(t: Tournament): TrfLines | undefined { return LINES.get(t); }
const NOTES = new WeakMap<Tournament, ReadNote[]>();
/** What `readTrf` read by another program's convention (engine/trf/writers.ts), or took where the file is ambiguous. */
export function trfNotes(t: Tournament): ReadNote[] { return NOTES.get(t) ?? []; }

const HEADER: Record<string, keyof TournamentInfo> = {
  '012': 'name', '022': 'city', '032': 'federation', '042': 'startDate', '052': 'endDate',
  '062': 'playerCount', '072': 'ratedCount', '082': 'teamCount', '092': 'type', '102': 'chiefArbiter',
  '122': 'timeControl',
};

const SIDE_CODES = new Set(['1', '0', '=', '+', '-', 'W', 'D', 'L']);
const UNPAIRED_CODES = new Set(['U', 'F', 'H', 'Z', '+', '-']);

interface Entry { opponent?: number; colour: Colour | '-' | ''; code: string; column: number }
interface RawPlayer { player: Player; entries: (Entry | undefined)[]; line: number }

export function readTrf(text: string, source?: string): Tournament {
  const fail = (msg: string, line?: number, col?: number): never => { throw new InputError(msg, line, col, source); };
  const info: TournamentInfo = {};
  const t: Tournament = { info, players: [], rounds: [], trfOrder: [] };
  const raws: RawPlayer[] = [];
  // TRF-16 ends its lines with CR; editors and other engines use LF or CRLF, sometimes mixed. Windows editors
  // and Excel put a byte-order mark first, and some leave blanks or tabs at a line's end: none of it is content.
  // A Ctrl-Z (0x1A) ending the file is MS-DOS's end-of-file mark, which old DOS and Windows programs write: not content.
  const raw = text.replace(/^\uFEFF/, '').replace(/\x1A[\x1A\r\n]*$/, '');
  const lines = raw.split(/\r\n|\r|\n/).map((l) => l.replace(/[ \t]+$/, ''));
  while (lines.length && lines[lines.length - 1] === '') lines.pop();
  // UTF-16 read as if it were UTF-8 or Latin-1: a NUL beside every character
  const nuls = (raw.slice(0, 2000).match(/\x00/g) ?? []).length;
  if (nuls > Math.min(raw.length, 2000) / 4) fail('the file is UTF-16 (a NUL byte, 0x00, beside every character) and was read as UTF-8 or a single-byte code page: save it as UTF-8, or give hakem no --encoding (it tells UTF-16 itself) or --encoding utf-16le', 1, 1);
  lines.forEach((line, i) => {
    const m = INVISIBLE.exec(line);
    if (!m) return;
    const what = describeChar(m[0]);
    const hint = m[0] === '\uFFFD' ? ': the file was decoded in the wrong encoding (bytes that are not UTF-8 read as UTF-8); save it as UTF-8, or give hakem --encoding windows-1254 or latin1'
      : m[0] === '\x1A' ? ': MS-DOS\'s end-of-file mark, here before the end of the file' : ': TRF lines hold printable characters and blanks only';
    fail(`${what} at column ${m.index + 1}${hint}`, i + 1, m.index + 1);
  });
  const lineNo: TrfLines = { players: new Map(), text: new Map(), all: new Map() };
  lines.forEach((l, i) => { if (!lineNo.text.has(l)) lineNo.text.set(l, i + 1); (lineNo.all.get(l) ?? lineNo.all.set(l, []).get(l)!).push(i + 1); });
  /** Line number of each header record (062, 072, 082), and how many team records (310, 013) stood where. */
  const headerLine = new Map<string, number>();
  const headerSeen = new Map<string, { ln: number; rest: string }>();
  let roundsLine: number | undefined;
  const teamLines: Record<'310' | '013', number[]> & { text: Array<{ ln: number; text: string }> } = { '310': [], '013': [], text: [] };
  const matchPointsOnly: Array<{ ln: number; line: string }> = [];
  const ukd: Array<[number, number, number]> = [];
  const notes: ReadNote[] = [];
  const note = (rule: WriterRule, line: number | undefined, en: string, tr: string) => notes.push({ rule, line, text: { en, tr } });
  /** Lines giving point values (BBW … BBU, 162, XXS), read once the kind of event is known. */
  const pointLines: Array<{ text: string; line: number }> = [];
  const rulers: number[] = [];
  const legends: number[] = [];
  let xxcRankLine: number | undefined;
  const conventions = { sexCapitals: [] as number[], blankOpponents: [] as number[] };
  /** Player numbers named on XXP, 260 and 240 lines, checked once all 001 lines are read. */
  const named: Array<{ no: number; line: number; col: number }> = [];
  const requested: Array<{ round: number; code: UnpairedCode; players: number[] }> = [];
  /** Whitespace-separated numbers from `from` (0-based) on, each with its 1-based column. */
  const numbers = (line: string, from: number, ln: number, what: string): Array<{ n: number; col: number }> => {
    const out: Array<{ n: number; col: number }> = [];
    const re = /\S+/g;
    re.lastIndex = from;
    for (let m = re.exec(line); m; m = re.exec(line)) {
      if (!/^\d+$/.test(m[0]) || Number(m[0]) < 1) fail(`${what}: "${m[0]}" (column ${m.index + 1}) is not a pairing number`, ln, m.index + 1);
      out.push({ n: Number(m[0]), col: m.index + 1 });
    }
    return out;
  };

  lines.forEach((line, i) => {
    const ln = i + 1;
    if (line.trim() === '') { t.trfOrder!.push(''); return; }
    const tag = line.slice(0, 3);
    // TRF-2026 Remark 1: a line whose first three characters are ### is a comment
    if (tag === '###') { t.trfOrder!.push('other'); (t.otherLines ??= []).push(line); return; }
    // Swiss-Manager's column rulers (writers.ts swiss-manager-ruler): kept as written, not read
    if (isRulerLine(line)) { t.trfOrder!.push('other'); (t.otherLines ??= []).push(line); rulers.push(ln); return; }
    // a column legend (writers.ts column-legend): kept as written, not read
    if (isColumnLegend(line)) { t.trfOrder!.push('other'); (t.otherLines ??= []).push(line); legends.push(ln); return; }
    checkCode(line, ln, fail);
    if (line.length > 3 && line[3] !== ' ') fail(`expected a space after the line code "${tag}", found ${describeChar(line[3])}`, ln, 4);
    const tab = line.indexOf('\t');
    if (tab >= 0 && (FIXED_COLUMNS.has(tag) || /^[A-Z]{3}$/.test(tag) && looksLikePlayerLine(line))) {
      fail(`a tab (0x09) at column ${tab + 1}: a ${tag} line's fields stand in fixed columns, which blanks fill, not tabs`, ln, tab + 1);
    }
    const rest = line.slice(4);
    if (tag === '062' || tag === '072' || tag === '082') headerLine.set(tag, ln);
    if (tag === '310' || tag === '013') { teamLines[tag].push(ln); if (tag === '310') teamLines.text.push({ ln, text: line }); }
    if (tag === '310') check310Columns(line, ln, fail); // plausible.ts: its fields where its columns put them
    if (tag === '001') {
      raws.push(readPlayer(line, ln, fail, conventions));
      if (t.trfOrder![t.trfOrder!.length - 1] !== '001') t.trfOrder!.push('001');
      return;
    }
    t.trfOrder!.push(tag === 'XXP' || tag === '260' ? 'forbidden' : ['112', 'XXR', 'XXC', '142', '152', 'UKD', '132'].includes(tag) || tag in HEADER ? tag : 'other');
    if (tag in HEADER) {
      // a header given twice with two values (two 092 lines naming two systems): which one stands cannot be guessed
      const before = headerSeen.get(tag);
      if (before && before.rest.trim() !== rest.trim()) fail(`${tag} is given twice: "${before.rest.trim()}" on line ${before.ln} and "${rest.trim()}" here; keep one`, ln, 5);
      headerSeen.set(tag, { ln, rest });
      info[HEADER[tag] as Exclude<keyof TournamentInfo, 'deputyArbiters'>] = rest;
      return;
    }
    if (tag === '112') { (info.deputyArbiters ??= []).push(rest); return; }
    // several 132 lines (one per line of rounds, or a second calendar): the first is the round dates, the others kept as written
    if (tag === '132' && info.roundDates === undefined) { info.roundDates = rest; return; }
    if (tag === '132') { t.trfOrder![t.trfOrder!.length - 1] = 'other'; (t.otherLines ??= []).push(line); return; }
    if (/^BB[A-Z]$/.test(tag) || tag === 'XXS' || tag === '162') pointLines.push({ text: line, line: ln });
    if (tag === 'XXR' || tag === '142') {
      const m = /^\s*(\d+)\s*$/.exec(rest);
      if (!m || Number(m[1]) < 1) fail(`${tag} must give the number of rounds, found "${rest}"`, ln, 5);
      if (t.totalRounds !== undefined && t.totalRounds !== Number(m![1])) fail(`${tag} gives ${m![1]} rounds, but ${t.trfTags?.rounds?.join('/')} gave ${t.totalRounds}`, ln, 5);
      t.totalRounds = Number(m![1]);
      roundsLine ??= ln;
      ((t.trfTags ??= {}).rounds ??= []).push(tag);
      return;
    }
    if (tag === 'XXC' || tag === '152') {
      const v = rest.trim();
      const xxc = tag === 'XXC' ? readXxc(v) : undefined;
      if (xxc?.rank) {
        // JaVaFo's "XXC rank" (writers.ts javafo-xxc-rank): pair by the rank column, written back alike
        t.pairByRank = true;
        xxcRankLine = ln;
        ((t.trfTags ??= {}).colour ??= []).push('XXC');
        if (!xxc.colour) return;
      }
      const colour = tag === 'XXC' ? xxc?.colour : v === 'W' ? 'w' : v === 'B' ? 'b' : undefined;
      if (!colour) fail(tag === 'XXC' ? `XXC must be "white1" or "black1" (JaVaFo: and "rank"), found "${v}"` : `152 must be "W" or "B" (the initial colour), found "${v}"`, ln, 5);
      if (t.firstColour !== undefined && t.firstColour !== colour) fail(`${tag} contradicts the initial colour given before`, ln, 5);
      t.firstColour = colour;
      ((t.trfTags ??= {}).colour ??= []).push(tag);
      return;
    }
    if (tag === 'XXP' || tag === '260') {
      // players who must not meet one another: XXP in every round, 260 in rounds RRR to RRR (columns 5-7, 9-11)
      let group: NonNullable<Tournament['forbiddenGroups']>[number] = { players: [] };
      let from = 4;
      if (tag === '260') {
        const m = /^( *\d+) ( *\d+) /.exec(rest.padEnd(8));
        if (!m || m[1].length !== 3 || m[2].length !== 3 || !/\d/.test(rest.slice(8))) fail(`260 must be "260 RRR RRR PPPP PPPP …" (first and last round, then the players), found "${line}"`, ln, 5);
        group = { players: [], fromRound: Number(m![1]), toRound: Number(m![2]) };
        if (group.fromRound! < 1 || group.toRound! < group.fromRound!) fail(`260: the rounds ${m![1]} to ${m![2]} are not a range`, ln, 5);
        from = 12;
      }
      const nos = numbers(line, from, ln, tag);
      if (nos.length < 2) fail(`${tag} must name at least two players`, ln, from + 1);
      for (const { n, col } of nos) named.push({ no: n, line: ln, col });
      group.players = nos.map((x) => x.n);
      group.trfLine = line;
      (t.forbiddenGroups ??= []).push(group);
      return;
    }
    if (tag === '240') {
      // byes requested for a round: type (column 5: F, H or Z), round (columns 7-9), players
      const m = /^([A-Z]) +(\d+)( |$)/.exec(rest);
      if (!m) fail(`240 must be "240 T RRR PPPP …" (bye type F, H or Z, the round, the players), found "${line}"`, ln, 5);
      if (!['F', 'H', 'Z'].includes(m![1])) fail(`240: bye type "${m![1]}" (column 5) must be F (full point), H (half point) or Z (zero)`, ln, 5);
      const nos = numbers(line, 4 + m![0].length, ln, '240');
      for (const { n, col } of nos) named.push({ no: n, line: ln, col });
      requested.push({ round: Number(m![2]), code: m![1] as UnpairedCode, players: nos.map((x) => x.n) });
      (t.otherLines ??= []).push(line);
      return;
    }
    if (tag === '250') {
      // acceleration (TRF-2026): match points (columns 5-8, teams; blank for players), points (10-13), first and
      // last round (15-17, 19-21), first and last pairing number (23-26, 28-31)
      // by its columns when the line keeps them (a blank field stays blank), else by the blanks between fields
      const fixed = line.length >= 31 && [8, 13, 17, 21, 26].every((i) => line[i] === ' ');
      const cells = fixed ? [line.slice(4, 8), line.slice(9, 13), line.slice(14, 17), line.slice(18, 21), line.slice(22, 26), line.slice(27)].map((c) => c.trim()) : rest.trim().split(/ +/);
      const POINTS = /^\d{1,2}(\.\d)?$/;
      if (!fixed && cells.length === 5) cells.unshift('');
      const [mp, gp, r1, r2, n1, n2] = cells;
      // a team's line may give match points only (TRF-2026: the game points "must differ from 0.0 in individual
      // competitions"; for teams a blank field is 0.0, as a blank match-points field is)
      if (cells.length !== 6 || (mp !== '' && !POINTS.test(mp)) || (gp === '' ? mp === '' : !POINTS.test(gp)) || ![r1, r2, n1, n2].every((x) => /^\d+$/.test(x))) {
        fail(`250 must be "250 MMMM PPPP RRR RRR NNNN NNNN" (match points for teams, virtual points, first and last round, first and last pairing number), found "${line}"`, ln, 5);
      }
      const rec = { points: gp === '' ? 0 : Number(gp), fromRound: Number(r1), toRound: Number(r2), from: Number(n1), to: Number(n2), line: ln, text: line };
      if (rec.fromRound < 1 || rec.toRound < rec.fromRound) fail(`250: the rounds ${r1} to ${r2} are not a range`, ln, 15);
      if (rec.from < 1 || rec.to < rec.from) fail(`250: the pairing numbers ${n1} to ${n2} are not a range`, ln, 23);
      if (gp === '') matchPointsOnly.push({ ln, line });
      (t.acceleration ??= []).push(mp === '' ? rec : { ...rec, matchPoints: Number(mp) });
      (t.otherLines ??= []).push(line);
      return;
    }
    if (tag === 'UKD') {
      // Hakem's extension for the Turkish national rating: "UKD SSSS RRRR" (pairing number, UKD).
      const m = /^\s*(\d{1,4})\s+(\d{1,4})\s*$/.exec(rest);
      if (!m) fail(`UKD line must be "UKD <pairing number> <rating>", found "${rest}"`, ln, 5);
      ukd.push([Number(m![1]), Number(m![2]), ln]);
      return;
    }
    (t.otherLines ??= []).push(line);
  });

  // a 250 line with match points only is a team event's (TRF-2026: an individual event's virtual points are not 0.0)
  if (matchPointsOnly.length && !teamLines['310'].length && !teamLines['013'].length) {
    const { ln, line } = matchPointsOnly[0];
    fail(`250 must be "250 MMMM PPPP RRR RRR NNNN NNNN" (match points for teams, virtual points, first and last round, first and last pairing number), found "${line}": an individual event needs its virtual points (columns 10-13)`, ln, 10);
  }

  // Players, unique pairing numbers.
  const byNo = new Map<number, RawPlayer>();
  for (const rp of raws) {
    if (byNo.has(rp.player.no)) fail(`pairing number ${rp.player.no} appears twice (first on line ${byNo.get(rp.player.no)!.line})`, rp.line, COL.startRank[0]);
    byNo.set(rp.player.no, rp);
  }
  const ukdLine = new Map<number, number>();
  for (const [no, rating, ln] of ukd) {
    const rp = byNo.get(no);
    if (!rp) fail(`UKD line names player ${no}, who has no 001 line`, ln, 5);
    if (ukdLine.has(no)) fail(`a second UKD line for player ${no} (the first is line ${ukdLine.get(no)})`, ln, 5);
    ukdLine.set(no, ln);
    rp!.player.ukd = rating;
  }
  // A file without player lines is not an empty event: pairing or ranking it would report nothing and succeed.
  if (raws.length === 0) fail(lines.length === 0 ? 'the file is empty: a TRF needs at least one player (001) line' : `no player (001) line up to the end of the file: this is not a TRF tournament file, or its players are missing`, lines.length === 0 ? 1 : lines.length, 1);
  t.players = raws.map((r) => r.player);
  for (const rp of raws) lineNo.players.set(rp.player.no, rp.line);
  checkCounts(t, raws, headerLine, teamLines, fail, note);
  // point values (writers.ts bbp-points, trf26-162, javafo-xxs); a team or Double-Swiss file's 162 is per board or
  // per match, read by its own system (trf/team.ts, pairing/double-swiss)
  const code192 = (t.otherLines ?? []).find((l) => l.startsWith('192 '))?.slice(4).trim() ?? '';
  const perGame = !(teamLines['310'].length || teamLines['013'].length || /FIDE_TEAM|DOUBLESWISS/i.test(code192));
  const points = readPointValues(pointLines.filter((l) => perGame || !l.text.startsWith('162')), fail);
  if (points.values) {
    t.pointValues = points.values;
    const d = describePointValues(points.values);
    const where = pointLines.filter((l) => perGame || !l.text.startsWith('162')).map((l) => l.text.slice(0, 3));
    note(points.rules[0], pointLines[0].line, `every score counted with the point values the file gives (${[...new Set(where)].join(', ')}): ${d.en}`, `her puan dosyanın verdiği değerlerle sayıldı (${[...new Set(where)].join(', ')}): ${d.tr}`);
  }
  if (rulers.length) note('swiss-manager-ruler', rulers[0], `Swiss-Manager's column rulers (line${rulers.length > 1 ? 's' : ''} ${rulers.join(', ')}) kept as written, not read`, `Swiss-Manager'ın sütun cetvelleri (satır ${rulers.join(', ')}) olduğu gibi tutuldu, okunmadı`);
  if (legends.length) note('column-legend', legends[0], `column legends (line${legends.length > 1 ? 's' : ''} ${legends.join(', ')}: letters naming the columns below, as FIDE's TRF samples write them) kept as written, not read`, `sütun açıklamaları (satır ${legends.join(', ')}: alttaki sütunları harflerle adlandırır, FIDE'nin TRF örneklerindeki gibi) olduğu gibi tutuldu, okunmadı`);
  if (conventions.sexCapitals.length) note('sex-capitals', conventions.sexCapitals[0], `sex written in capitals (M, F) on ${conventions.sexCapitals.length} player line(s): read as m and w`, `${conventions.sexCapitals.length} oyuncu satırında cinsiyet büyük harfle (M, F) yazılmış: m ve w olarak okundu`);
  if (conventions.blankOpponents.length) note('lichess-blank-opponent', conventions.blankOpponents[0], `${conventions.blankOpponents.length} round(s) with a blank opponent and colour (as lichess writes a round without opponent): read as 0000 with their result letter (- absent, H half-point bye, U pairing-allocated bye, Z zero-point bye)`, `${conventions.blankOpponents.length} turda rakip ve renk boş (lichess rakipsiz turu böyle yazar): sonuç harfiyle 0000 olarak okundu (- yok, H yarım puanlık bay, U eşlendirme bayı, Z sıfır puanlık bay)`);
  if (t.pairByRank) {
    const byLines = raws.some((r, i) => r.player.no !== i + 1);
    note('javafo-xxc-rank', xxcRankLine, byLines
      ? 'XXC rank: the Swiss systems pair with the order of the 001 lines as the pairing numbers, as JaVaFo and bbpPairings read it (the lines are not in the order of their pairing numbers); the pairing is given in the file\'s numbers'
      : 'XXC rank (JaVaFo: pair by the order of the 001 lines): the lines follow their pairing numbers, so the pairing is the same',
    byLines
      ? 'XXC rank: İsviçre sistemleri, JaVaFo ve bbpPairings gibi, 001 satırlarının sırasını eşlendirme numarası sayar (satırlar numara sırasında değil); eşlendirme dosyanın numaralarıyla verilir'
      : 'XXC rank (JaVaFo: 001 satırlarının sırasıyla eşle): satırlar numara sırasında, eşlendirme değişmez');
  }
  const xxa = (t.otherLines ?? []).filter((l) => l.startsWith('XXA'));
  if (xxa.length) note('javafo-xxa', lineNo.text.get(xxa[0]), `JaVaFo's acceleration lines (XXA, ${xxa.length}) read as the TRF-2026 250 lines they mean (virtual points for pairing only)`, `JaVaFo'nun hızlandırma satırları (XXA, ${xxa.length}) karşılıkları olan TRF-2026 250 satırları olarak okundu (yalnız eşlendirme için sanal puan)`);
  for (const tag of ['042', '052'] as const) {
    const v = tag === '042' ? info.startDate : info.endDate;
    const amb = v !== undefined ? ambiguousDate(tag, v) : undefined;
    if (amb) notes.push({ rule: 'dates', line: headerSeen.get(tag)?.ln, text: amb });
  }
  for (const { no, line, col } of named) if (!byNo.has(no)) fail(`player ${no} has no 001 line`, line, col);

  // Rounds: pair up the entries and check that both sides agree.
  const nRounds = Math.max(0, ...raws.map((r) => r.entries.length));
  // more rounds on the 001 lines than XXR/142 plans: one of them is damaged (XXR 11 cut to XXR 1)
  if (t.totalRounds !== undefined && nRounds > t.totalRounds) {
    const tag = t.trfTags!.rounds![0];
    const rp = raws.find((r) => r.entries.length === nRounds)!;
    fail(`${tag} says the event has ${t.totalRounds} round(s), but player ${rp.player.no}'s 001 line (line ${rp.line}) has round ${nRounds}`, roundsLine, 5);
  }
  for (let r = 1; r <= nRounds; r++) {
    const round: Round = { number: r, games: [], unpaired: [] };
    for (const rp of raws) {
      const e = rp.entries[r - 1];
      const me = rp.player.no;
      if (!e) {
        if (r <= nRounds && rp.entries.length >= r) round.unpaired.push({ player: me, code: '' });
        continue;
      }
      if (e.opponent === undefined) {
        round.unpaired.push({ player: me, code: e.code as UnpairedCode });
        continue;
      }
      const opp = byNo.get(e.opponent);
      if (!opp) fail(`round ${r}: opponent ${e.opponent} of player ${me} has no 001 line`, rp.line, e.column);
      if (e.opponent === me) fail(`round ${r}: player ${me} is paired against themself`, rp.line, e.column);
      const oe = opp!.entries[r - 1];
      if (!oe || oe.opponent !== me) fail(`round ${r}: player ${me} is paired with ${e.opponent}, but ${e.opponent}'s line does not name ${me}`, rp.line, e.column);
      if (me > e.opponent!) continue; // recorded from the lower number's side
      const coloursless = e.colour === '-' || oe!.colour === '-';
      if (coloursless && e.colour !== oe!.colour) fail(`round ${r}: players ${me} and ${e.opponent} disagree on colours`, rp.line, e.column + 5);
      if (!coloursless && e.colour === oe!.colour) fail(`round ${r}: players ${me} and ${e.opponent} both have colour "${e.colour}"`, rp.line, e.column + 5);
      const meWhite = coloursless ? true : e.colour === 'w';
      const [w, b] = meWhite ? [e, oe!] : [oe!, e];
      const game: Game = {
        white: meWhite ? me : e.opponent!, black: meWhite ? e.opponent! : me,
        whiteResult: w.code as SideResult, blackResult: b.code as SideResult,
      };
      if (coloursless) game.noColours = true;
      if (!resultsMirror(game.whiteResult, game.blackResult)) {
        fail(`round ${r}: results of ${me} ("${e.code || ' '}") and ${e.opponent} ("${oe!.code || ' '}") do not mirror each other`, rp.line, e.column + 7);
      }
      round.games.push(game);
    }
    t.rounds.push(round);
  }
  // Byes requested on 240 lines count for the round to pair only (earlier rounds are what the 001 lines say).
  const last = t.rounds[t.rounds.length - 1];
  const toPair = last && last.games.length === 0 ? last.number : t.rounds.length + 1;
  for (const r of requested) {
    if (r.round !== toPair) continue;
    let round = t.rounds.find((x) => x.number === toPair);
    if (!round) t.rounds.push((round = { number: toPair, games: [], unpaired: [] }));
    for (const no of r.players) if (!round.unpaired.some((u) => u.player === no)) round.unpaired.push({ player: no, code: r.code, announced: true });
  }
  // Board order when the file does not give one (FIDE C.04.2 D: higher score of the pair, then sum, then rank).
  sortBoards(t);
  LINES.set(t, lineNo);
  if (notes.length) NOTES.set(t, notes);
  return t;
}

/** A code that is neither a TRF record nor a letters-only extension is a damaged line: refused, never skipped. */
function checkCode(line: string, ln: number, fail: (m: string, l?: number, c?: number) => never): void {
  const tag = line.slice(0, 3);
  if (KNOWN_CODES.has(tag)) return;
  if (/^\d{3}$/.test(tag)) fail(`unknown line code "${tag}" (not a TRF-16 or TRF-2026 record)${looksLikePlayerLine(line) ? ' and the line looks like a player (001) line: a damaged 001 line?' : ': a damaged line?'}`, ln, 1);
  if (/\d/.test(tag) && /[A-Za-z]/.test(tag) || /^[A-Za-z]{3}$/.test(tag) && tag !== tag.toUpperCase()) {
    fail(`unknown line code "${tag}" (${/\d/.test(tag) ? 'digits mixed with letters' : 'lower case'}: not a TRF record, nor an extension)${looksLikePlayerLine(line) ? ', and the line looks like a player (001) line: a damaged 001 line?' : ': a damaged line?'}`, ln, 1);
  }
  if (!/^[A-Z]{3}$/.test(tag)) {
    const odd = [...tag].find((c) => !/[0-9A-Za-z]/.test(c));
    fail(`unknown line code "${tag}" (a code is three digits or capital letters)${odd !== undefined ? `: ${describeChar(odd)} at column ${tag.indexOf(odd) + 1}` : ''}`, ln, odd !== undefined ? tag.indexOf(odd) + 1 : 1);
  }
  // letters only: an extension (XXR, DAT, a national rating record), unless it carries a player's results
  if (looksLikePlayerLine(line)) fail(`unknown line code "${tag}": the line has a player's points (columns 81-84) after a starting rank (5-8), as a 001 line does: a damaged 001 line? (extensions and national rating records stop at column 79)`, ln, 1);
}

/** A line with a starting rank in columns 5-8 and points in 81-84: what only a 001 line holds (national rating records stop at 79). */
function looksLikePlayerLine(line: string): boolean {
  return line.length > 80 && /^ *\d+$/.test(line.slice(4, 8)) && line[79] === ' ' && /^ *\d+(\.\d)?$/.test(line.slice(80, 84));
}

/** The counts the file states (062 players, 072 rated players, 082 teams) against what was read. */
function checkCounts(t: Tournament, raws: RawPlayer[], headerLine: Map<string, number>, teamLines: Record<'310' | '013', number[]> & { text: Array<{ ln: number; text: string }> }, fail: (m: string, l?: number, c?: number) => never, note: (rule: WriterRule, line: number | undefined, en: string, tr: string) => void): void {
  const byRating = raws.filter((r) => (r.player.rating ?? 0) > 0).length;
  const byId = raws.filter((r) => r.player.fideId !== undefined && Number(r.player.fideId) > 0).length;
  const count = (tag: string, v: string | undefined): number | undefined => {
    if (v === undefined || v.trim() === '') return undefined;
    // Swiss-Manager's "062 15 (12)" (writers.ts swiss-manager-062): the players, then the rated ones
    const both = tag === '062' ? playersAndRated(v) : undefined;
    if (both) {
      const diff = both.rated !== byRating && both.rated !== byId;
      note('swiss-manager-062', headerLine.get('062'), `062 "${v.trim()}" read as Swiss-Manager writes it: ${both.players} players, ${both.rated} of them rated${diff ? ` (the lines give ${byRating} a FIDE rating, ${byId} a FIDE number)` : ''}`, `062 "${v.trim()}" Swiss-Manager'ın yazdığı gibi okundu: ${both.players} oyuncu, ${both.rated} tanesi rating'li${diff ? ` (satırlarda ${byRating} oyuncunun FIDE rating'i, ${byId} oyuncunun FIDE numarası var)` : ''}`);
      return both.players;
    }
    if (!/^\s*\d+\s*$/.test(v)) fail(`${tag} must give a number, found "${v.trim()}"`, headerLine.get(tag), 5);
    return Number(v);
  };
  const players = count('062', t.info.playerCount);
  if (players !== undefined) {
    if (players !== raws.length) fail(`062 says ${players} players, but the file has ${raws.length} player (001) line(s): a player's line missing or damaged?`, headerLine.get('062'), 5);
    // 062 players have the starting ranks 1 to 062 (TRF-16: starting-rank number)
    const out = raws.find((r) => r.player.no > players);
    if (out) fail(`starting rank ${out.player.no} (columns 5-8), but 062 says ${players} players, numbered 1 to ${players}`, out.line, 5);
  }
  const rated = count('072', t.info.ratedCount);
  if (rated !== undefined) {
    // "rated" read both ways programs write it: a FIDE rating in columns 49-52, or a FIDE number in 58-68; some
    // programs (Tornello) count every player there (writers.ts 072-every-player)
    if (rated === raws.length && rated !== byRating && rated !== byId) note('072-every-player', headerLine.get('072'), `072 gives ${rated}, the number of players, not of rated players (${byRating} have a FIDE rating, ${byId} a FIDE number): read as the program that wrote it counts`, `072 ${rated} diyor: dereceli oyuncu sayısı değil, tüm oyuncu sayısı (${byRating} oyuncunun FIDE rating'i, ${byId} oyuncunun FIDE numarası var): dosyayı yazan programın saydığı gibi okundu`);
    else if (rated !== byRating && rated !== byId) fail(`072 says ${rated} rated players, but ${byRating} player (001) line(s) have a FIDE rating (${byId} a FIDE number): a player's line missing or damaged?`, headerLine.get('072'), 5);
  }
  const teams = count('082', t.info.teamCount);
  const teamTag = teamLines['310'].length ? '310' : teamLines['013'].length ? '013' : undefined;
  if (teams !== undefined && teamTag && teams !== teamLines[teamTag].length) {
    fail(`082 says ${teams} teams, but the file has ${teamLines[teamTag].length} team (${teamTag}) record(s): a team record missing or damaged?`, headerLine.get('082'), 5);
  }
  // 082 teams have the team pairing numbers 1 to 082 (310 columns 5-7)
  if (teams !== undefined && teamTag === '310') {
    for (const { ln, text } of teamLines.text) {
      const tpn = text.slice(4, 7).trim();
      if (/^\d+$/.test(tpn) && Number(tpn) > teams) fail(`record 310: team pairing number ${tpn} (columns 5-7), but 082 says ${teams} teams, numbered 1 to ${teams}`, ln, 5);
    }
  }
}

function readPlayer(line: string, ln: number, fail: (m: string, l?: number, c?: number) => never, conventions: { sexCapitals: number[]; blankOpponents: number[] }): RawPlayer {
  // the fixed columns are read where they stand: a misaligned line is refused at its first non-blank separator
  for (const [c, between] of SEPARATORS) {
    if (c - 1 < line.length && line[c - 1] !== ' ') {
      fail(`column ${c} must be blank (it separates ${between}), found ${describeChar(line[c - 1])}: the line is misaligned (a character missing or added before it?)`, ln, c);
    }
  }
  const no = field(line, COL.startRank).trim();
  if (!/^\d+$/.test(no)) fail(`starting rank (columns 5-8) must be a number, found "${no}"`, ln, COL.startRank[0]);
  // TRF-16: starting-rank number 1 to 9999; 0000 is what every reader takes for "no opponent" (a bye)
  if (Number(no) < 1) fail(`starting rank (columns 5-8) must be 1 to 9999, found "${no}" (0000 stands for "no opponent" in the rounds)`, ln, COL.startRank[0]);
  let sex = field(line, COL.sex).trim();
  // M, F (writers.ts sex-capitals)
  const capital = capitalSex(sex);
  if (capital) { sex = capital; conventions.sexCapitals.push(ln); }
  if (sex && sex !== 'm' && sex !== 'w' && sex !== 'f') fail(`sex (column 10) must be m or w, found "${sex}"`, ln, COL.sex[0]);
  const rating = field(line, COL.rating).trim();
  if (rating && !/^\d+$/.test(rating)) fail(`FIDE rating (columns 49-52) must be a number, found "${rating}"`, ln, COL.rating[0]);
  const points = field(line, COL.points).trim();
  // TRF-16 and TRF-2026 mark the points mandatory for pairing: a line without them is cut short (every program writes them)
  if (!points) fail(line.length < COL.points[1] ? `the line ends at column ${line.length}, before the points (columns 81-84), which TRF requires for pairing: a line cut short?` : 'the points (columns 81-84) are blank; TRF requires them for pairing', ln, Math.min(line.length + 1, COL.points[0]));
  if (points && !/^\d+(\.\d)?$/.test(points)) fail(`points (columns 81-84) must be a number like 4.5, found "${points}"`, ln, COL.points[0]);
  const rank = field(line, COL.rank).trim();
  if (rank && !/^\d+$/.test(rank)) fail(`rank (columns 86-89) must be a number, found "${rank}"`, ln, COL.rank[0]);
  const player: Player = { no: Number(no), name: field(line, COL.name).trimEnd() };
  if (sex) player.sex = sex === 'f' ? 'w' : (sex as 'm' | 'w');
  const title = field(line, COL.title).trim();
  if (title) player.title = title;
  if (rating) player.rating = Number(rating);
  const fed = field(line, COL.federation).trim();
  if (fed) player.federation = fed;
  const id = field(line, COL.fideId).trim();
  if (id) player.fideId = id;
  const birth = field(line, COL.birth).trim();
  if (birth) player.birth = birth;
  if (points) player.trfPoints = points;
  if (rank) player.trfRank = Number(rank);

  const entries: (Entry | undefined)[] = [];
  for (let r = 1; roundColumn(r) <= line.length; r++) {
    const c = roundColumn(r);
    const chunk = line.slice(c - 1, c + 7).padEnd(8, ' ');
    if (line.slice(c - 3, c - 1).trim() !== '') fail(`round ${r}: expected blanks before column ${c}`, ln, c - 2);
    if (chunk.trim() === '') { entries.push(undefined); continue; }
    // lichess' round without opponent: blank opponent and colour, then the result letter (writers.ts lichess-blank-opponent)
    const unpaired = blankOpponent(chunk);
    if (unpaired) { entries.push({ colour: '', code: unpaired, column: c }); conventions.blankOpponents.push(ln); continue; }
    const opp = chunk.slice(0, 4).trim();
    const colour = chunk[5];
    const code = chunk[7];
    if (chunk[4] !== ' ' || chunk[6] !== ' ') fail(`round ${r}: expected "OOOO C R" (opponent, colour, result) from column ${c}`, ln, c);
    // TRF-16: four blanks in the opponent's columns mean 0000 (no opponent), a blank colour means - (model/absence.ts)
    if (opp !== '' && !/^\d+$/.test(opp)) fail(`round ${r}: opponent (columns ${c}-${c + 3}) must be a number or 0000, found "${opp}"`, ln, c);
    if (!'wb- '.includes(colour)) fail(`round ${r}: colour (column ${c + 5}) must be w, b or -, found "${colour}"`, ln, c + 5);
    const oppNo = opp === '' ? 0 : Number(opp);
    if (oppNo === 0) {
      if (code !== ' ' && !UNPAIRED_CODES.has(code)) fail(`round ${r}: result "${code}" (column ${c + 7}) is not a result for a round without opponent (U F H Z + -)`, ln, c + 7);
      if (colour !== '-' && colour !== ' ') fail(`round ${r}: a round without opponent has colour "-", found "${colour}"`, ln, c + 5);
      entries.push({ colour: '', code: code === ' ' ? '' : code, column: c });
    } else {
      if (code !== ' ' && !SIDE_CODES.has(code)) fail(`round ${r}: result "${code}" (column ${c + 7}) must be one of 1 0 = + - W D L`, ln, c + 7);
      if (colour === ' ') fail(`round ${r}: colour (column ${c + 5}) is missing`, ln, c + 5);
      entries.push({ opponent: oppNo, colour: colour as Colour | '-', code: code === ' ' ? '' : code, column: c });
    }
  }
  while (entries.length && entries[entries.length - 1] === undefined) entries.pop();
  return { player, entries, line: ln };
}

/** Order each round's boards: higher score of the pair first, then the higher sum, then the better pairing number. */
export function sortBoards(t: Tournament): void {
  const score = new Map<number, number>();
  for (const p of t.players) score.set(p.no, 0);
  for (const r of t.rounds) {
    const key = (g: Game) => {
      const a = score.get(g.white) ?? 0, b = score.get(g.black) ?? 0;
      return [Math.max(a, b), a + b, -Math.min(g.white, g.black)];
    };
    r.games.sort((x, y) => {
      const kx = key(x), ky = key(y);
      for (let i = 0; i < 3; i++) if (kx[i] !== ky[i]) return ky[i] - kx[i];
      return 0;
    });
    for (const g of r.games) {
      score.set(g.white, (score.get(g.white) ?? 0) + (sidePoints(g.whiteResult, t.pointValues) ?? 0));
      score.set(g.black, (score.get(g.black) ?? 0) + (sidePoints(g.blackResult, t.pointValues) ?? 0));
    }
    for (const u of r.unpaired) score.set(u.player, (score.get(u.player) ?? 0) + unpairedPoints(u.code, t.pointValues));
  }
}
