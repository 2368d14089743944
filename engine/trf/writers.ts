/**
 * What the programs that write TRF files write besides TRF-16 and TRF-2026, each convention recognised by its exact
 * shape and named by a rule (README, "TRF files from other programs"). Anything else that departs from the format is
 * still refused by the reader, with its line and column: a convention is read, damage is not.
 *
 * - `column-legend`: a line naming the columns of the records below it by letters (`BBB T RRR PPP1 PPP2`,
 *   `CCC SSS NNNN… FFFFF`), as FIDE's TRF-2025 draft sample writes one before each kind of record.
 * - `swiss-manager-ruler`: Swiss-Manager's three column-ruler lines after the header (`         1         2 …`,
 *   `1234567890…`, `DDD SSSS sTTT NNNN…`): kept as written, not read.
 * - `swiss-manager-062`: `062 15 (12)`, the players and, in brackets, the rated ones.
 * - `072-every-player`: `072` counting every player rather than the rated ones (a note says so).
 * - `sex-capitals`: the sex written `M`/`F`/`W` rather than `m`/`w`.
 * - `lichess-blank-opponent`: lichess leaves the opponent and colour blank in a round without opponent
 *   (`         -`): read as `0000` with its result letter (`-` absent, `H` late, `U` bye, `Z` not paired).
 * - `javafo-xxc-rank`: JaVaFo's `XXC rank white1`: `rank` and the colour in any order; the Swiss systems then pair by
 *   the order of the 001 lines (engine/pairing/rankOrder.ts).
 * - `javafo-xxa`: JaVaFo's acceleration lines, read as the TRF-2026 250 lines they mean (pairing/acceleration.ts).
 * - `javafo-xxs`: JaVaFo's point values (`XXS W=3 D=1 PAB=1 …`).
 * - `bbp-points`: the point values of bbpPairings' input (`BBW`, `BBD`, `BBL`, `BBZ`, `BBF`, `BBU`: a win, a draw, a
 *   played loss, a zero-point bye, a forfeit loss, a PAB), which the programs feeding it write (Tornello).
 * - `trf26-162`: TRF-2026's `162` point values in an individual event (`162  W 1.0    D 0.5    L 0.0    Z 0.0    P 1.0`).
 * - `dates`: start and end dates as real files write them (`May 29, 2020`, `28. 07. 2005`), read in
 *   engine/tiebreak/edition.ts; a date both day-first and month-first is noted with the reading taken.
 */
import type { PointValues, UnpairedCode } from '../model/types';
import { STANDARD_POINTS } from '../model/results';

export type Text = { en: string; tr: string };
export type WriterRule = 'swiss-manager-ruler' | 'column-legend' | 'swiss-manager-062' | '072-every-player' | 'sex-capitals' | 'lichess-blank-opponent'
  | 'javafo-xxc-rank' | 'javafo-xxa' | 'javafo-xxs' | 'bbp-points' | 'trf26-162' | 'dates';
/** A convention read, or a reading taken where the file is ambiguous: said to the user, never silent. */
export interface ReadNote { rule: WriterRule; line?: number; text: Text }

const RULER_FIELDS = 'DDD SSSS sTTT NNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNN RRRR FFF IIIIIIIIIII BBBB/BB/BB PPPP RRRR';

/**
 * Swiss-Manager's column rulers (rule swiss-manager-ruler): the tens (`         1         2 …`, each number ending at
 * column 10, 20, …), the units (`123456789012…`) or the field letters (`DDD SSSS sTTT …` then `  1111 1 1` a round).
 */
export function isRulerLine(line: string): boolean {
  if (line.startsWith(RULER_FIELDS)) return /^( +(\d)\2\2\2 \2 \2)*$/.test(line.slice(RULER_FIELDS.length).trimEnd()) || /^( +\d{4} \d \d)*$/.test(line.slice(RULER_FIELDS.length).trimEnd());
  if (/^1234567890/.test(line)) return line === '1234567890'.repeat(Math.ceil(line.length / 10)).slice(0, line.length);
  if (!/^ {9}1/.test(line)) return false;
  let tens = '';
  for (let k = 1; tens.length < line.length; k++) tens += String(k).padStart(10);
  return line === tens.slice(0, line.length) && line.length % 10 === 0;
}

/** One field of a column legend: a letter repeated, perhaps with digits (`PPP1`, `T01`, `sTTT`), `BBBB/BB/BB`, or digits. */
const LEGEND_FIELD = /^(?:s?([A-Z])\1*\d*|([A-Z])\2*(?:\/\2+)+|\d+)$/;

/**
 * A column legend (rule column-legend): its code a letter thrice (`AAA`, `BBB` … `UUU`, no record's code), then at
 * least two field names. FIDE's TRF-2025 draft sample (Grandmommy's Cup, as Sharly Chess keeps it) has one before each
 * kind of record.
 */
export function isColumnLegend(line: string): boolean {
  if (!/^([A-Z])\1\1 /.test(line)) return false;
  const fields = line.trim().split(/\s+/);
  return fields.length >= 3 && fields.every((f) => LEGEND_FIELD.test(f));
}

/** `062 15 (12)` (rule swiss-manager-062): the players, and in brackets the rated ones. */
export function playersAndRated(value: string): { players: number; rated: number } | undefined {
  const m = /^\s*(\d+) \((\d+)\)\s*$/.exec(value);
  return m ? { players: Number(m[1]), rated: Number(m[2]) } : undefined;
}

/** Sex in capitals (rule sex-capitals): `M`, `F` or `W`, as m and w. */
export function capitalSex(sex: string): 'm' | 'w' | undefined {
  return sex === 'M' ? 'm' : sex === 'F' || sex === 'W' ? 'w' : undefined;
}

/** lichess' round without opponent (rule lichess-blank-opponent): blank opponent and colour, then the result letter. */
export function blankOpponent(chunk: string): UnpairedCode | undefined {
  if (chunk.slice(0, 7) !== '       ') return undefined;
  const code = chunk[7];
  return ['-', 'H', 'U', 'Z'].includes(code) ? (code as UnpairedCode) : undefined;
}

/** `XXC` as JaVaFo reads it (rule javafo-xxc-rank): `rank`, `white1` or `black1`, each at most once, in any order. */
export function readXxc(value: string): { colour?: 'w' | 'b'; rank: boolean } | undefined {
  const words = value.trim().split(/\s+/).filter(Boolean);
  if (!words.length || new Set(words).size !== words.length || words.some((w) => !['rank', 'white1', 'black1'].includes(w))) return undefined;
  if (words.includes('white1') && words.includes('black1')) return undefined;
  return { colour: words.includes('white1') ? 'w' : words.includes('black1') ? 'b' : undefined, rank: words.includes('rank') };
}

const NUMBER = /^\d*\.?\d+$/;

/**
 * The point values a file gives, in the order of its lines (a later line overrides an earlier one, as bbpPairings
 * reads them): `BBW` … `BBU`, `162` (individual events: the caller leaves out team and Double-Swiss files, whose 162 is
 * per board or per match) and `XXS`. A `BBW` or `162 W` sets the PAB too unless a `BBU` or `162 P` gives it (bbpPairings).
 * `fail(message, line, column)` refuses a line that is not one of these shapes, or a value Hakem cannot keep apart.
 */
export function readPointValues(lines: Array<{ text: string; line: number }>, fail: (m: string, l?: number, c?: number) => never): { values?: PointValues; rules: WriterRule[] } {
  if (!lines.length) return { rules: [] };
  const v: PointValues = { ...STANDARD_POINTS };
  let pabGiven = false;
  const rules = new Set<WriterRule>();
  const number = (s: string, ln: number, col: number, what: string): number => {
    if (!NUMBER.test(s)) fail(`${what} must be a number of points like 1.0 or 0.5, found "${s}"`, ln, col);
    return Number(s);
  };
  for (const { text, line } of lines) {
    const tag = text.slice(0, 3);
    if (tag.startsWith('BB')) {
      // bbpPairings: the value in columns 5-12
      const m = /^BB([WDLZFU]) +(\S+)$/.exec(text.trimEnd());
      if (!m) fail(`${tag} must be "${tag} <points>" (bbpPairings' point value), found "${text}"`, line, 5);
      const x = number(m![2], line, text.indexOf(m![2]) + 1, tag);
      rules.add('bbp-points');
      switch (m![1]) {
        case 'W': v.win = x; if (!pabGiven) v.pab = x; break;
        case 'D': v.draw = x; break;
        case 'L': v.loss = x; break;
        case 'Z': v.zeroBye = x; break;
        case 'F': v.forfeitLoss = x; break;
        case 'U': v.pab = x; pabGiven = true; break;
      }
    } else if (tag === '162') {
      // "162  W 1.0    D 0.5    L 0.0    Z 0.0    P 1.0": a letter and its points, Z a zero-point bye and a forfeit loss
      const rest = text.slice(4);
      if (!/^(\s*[A-Z]\s+\S+)+\s*$/.test(rest)) fail(`162 must be "162  W 1.0    D 0.5    L 0.0" (a result letter and its points, then the next), found "${text}"`, line, 5);
      rules.add('trf26-162');
      const seen: Record<string, number> = {};
      for (const m of rest.matchAll(/([A-Z])\s+(\S+)/g)) {
        const col = 5 + (m.index ?? 0);
        const x = number(m[2], line, col + 2, `162 ${m[1]}`);
        seen[m[1]] = x;
        switch (m[1]) {
          case 'W': v.win = x; if (!pabGiven) v.pab = x; break;
          case 'D': v.draw = x; break;
          case 'L': v.loss = x; break;
          case 'Z': v.zeroBye = x; v.forfeitLoss = x; break;
          case 'P': v.pab = x; pabGiven = true; break;
          // a full-point or half-point bye worth other than a win or a draw: a value the model does not keep apart
          case 'F': case 'H': break;
          default: fail(`162: "${m[1]}" (column ${col}) is not a result Hakem reads (W win, D draw, L loss, Z zero-point bye and forfeit loss, P PAB, F full-point bye, H half-point bye)`, line, col);
        }
      }
      if (seen.F !== undefined && seen.F !== v.win) fail(`162: a full-point bye (F ${seen.F}) worth other than a win (W ${v.win}) is not read by Hakem, which counts F as a win`, line, 5);
      if (seen.H !== undefined && seen.H !== v.draw) fail(`162: a half-point bye (H ${seen.H}) worth other than a draw (D ${v.draw}) is not read by Hakem, which counts H as a draw`, line, 5);
    } else if (tag === 'XXS') {
      // JaVaFo: KEY=value pairs; the keys by colour must agree, since Hakem counts a result the same with either colour.
      // An XXS line with no KEY=value at all is some other program's extension: kept as written, as before.
      if (!/=/.test(text)) continue;
      rules.add('javafo-xxs');
      const given: Record<string, number> = {};
      for (const m of text.slice(4).matchAll(/(\S+)/g)) {
        const kv = /^([A-Z]+)=(\S+)$/.exec(m[1]);
        const col = 5 + (m.index ?? 0);
        if (!kv || !['W', 'D', 'L', 'WW', 'BW', 'WD', 'BD', 'WL', 'BL', 'ZPB', 'HPB', 'FPB', 'PAB', 'FW', 'FL'].includes(kv[1])) fail(`XXS: "${m[1]}" (column ${col}) is not one of JaVaFo's KEY=points (W D L WW BW WD BD WL BL ZPB HPB FPB PAB FW FL)`, line, col);
        given[kv![1]] = number(kv![2], line, col + kv![1].length + 1, `XXS ${kv![1]}`);
      }
      const pick = (keys: string[], what: string): number | undefined => {
        const vals = keys.filter((k) => given[k] !== undefined).map((k) => given[k]);
        if (new Set(vals).size > 1) fail(`XXS gives ${keys.filter((k) => given[k] !== undefined).map((k) => `${k}=${given[k]}`).join(', ')}: ${what} worth differently, which Hakem does not keep apart`, line, 5);
        return vals[0];
      };
      const win = pick(['W', 'WW', 'BW', 'FW', 'FPB'], 'a win with white, with black, by forfeit and a full-point bye');
      const draw = pick(['D', 'WD', 'BD', 'HPB'], 'a draw with white, with black and a half-point bye');
      const loss = pick(['L', 'WL', 'BL'], 'a loss with white and with black');
      if (win !== undefined) { v.win = win; if (!pabGiven && given.PAB === undefined) v.pab = win; }
      if (draw !== undefined) v.draw = draw;
      if (loss !== undefined) v.loss = loss;
      if (given.ZPB !== undefined) v.zeroBye = given.ZPB;
      if (given.FL !== undefined) v.forfeitLoss = given.FL;
      if (given.PAB !== undefined) { v.pab = given.PAB; pabGiven = true; }
    }
  }
  const standard = (Object.keys(v) as Array<keyof PointValues>).every((k) => v[k] === STANDARD_POINTS[k]);
  return { values: standard ? undefined : v, rules: [...rules] };
}

/** The point values in words, for a note: only those that differ from 1, ½, 0 and a PAB worth a win. */
export function describePointValues(v: PointValues): Text {
  const names: Record<keyof PointValues, Text> = {
    win: { en: 'a win', tr: 'galibiyet' }, draw: { en: 'a draw', tr: 'beraberlik' }, loss: { en: 'a loss', tr: 'yenilgi' },
    zeroBye: { en: 'a zero-point bye', tr: 'sıfır puanlık bay' }, forfeitLoss: { en: 'a forfeit loss', tr: 'hükmen yenilgi' }, pab: { en: 'the PAB', tr: 'eşlendirme bayı (PAB)' },
  };
  const keys = (Object.keys(v) as Array<keyof PointValues>).filter((k) => v[k] !== STANDARD_POINTS[k]);
  return { en: keys.map((k) => `${names[k].en} ${v[k]}`).join(', '), tr: keys.map((k) => `${names[k].tr} ${String(v[k]).replace('.', ',')}`).join(', ') }; // Turkish decimal comma
}

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];

/**
 * A date as real files write it, as [year, month, day]: `May 29, 2020` / `29 May 2020` (lichess' medium style, English
 * month names), `28. 07. 2005` (blanks after the dots). Undefined for any other shape (the caller reads those).
 */
export function writtenDate(text: string): [number, number, number] | undefined {
  const s = text.trim();
  let m = /^([A-Za-z]{3,9})\.? (\d{1,2}), (\d{4})$/.exec(s);
  if (m) { const mo = MONTHS.indexOf(m[1].slice(0, 3).toLowerCase()); return mo < 0 ? undefined : [Number(m[3]), mo + 1, Number(m[2])]; }
  m = /^(\d{1,2}) ([A-Za-z]{3,9})\.? (\d{4})$/.exec(s);
  if (m) { const mo = MONTHS.indexOf(m[2].slice(0, 3).toLowerCase()); return mo < 0 ? undefined : [Number(m[3]), mo + 1, Number(m[1])]; }
  m = /^(\d{1,2})\. ?(\d{1,2})\. ?(\d{4})$/.exec(s);
  if (m) return [Number(m[3]), Number(m[2]), Number(m[1])];
  return undefined;
}

/** A day-first date that reads as another date month-first (`04/05/2025`): the note saying which reading was taken. */
export function ambiguousDate(tag: string, value: string): Text | undefined {
  const m = /^\s*(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})\s*$/.exec(value);
  if (!m || m[1] === m[2] || Number(m[1]) > 12 || Number(m[2]) > 12) return undefined;
  const month = (n: string) => ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'][Number(n) - 1];
  const ay = (n: string) => ['Ocak', 'Şubat', 'Mart', 'Nisan', 'Mayıs', 'Haziran', 'Temmuz', 'Ağustos', 'Eylül', 'Ekim', 'Kasım', 'Aralık'][Number(n) - 1];
  return {
    en: `${tag} "${value.trim()}" read day first, as ${Number(m[1])} ${month(m[2])} ${m[3]} (month first it would be ${Number(m[2])} ${month(m[1])})`,
    tr: `${tag} "${value.trim()}" gün önce okundu: ${Number(m[1])} ${ay(m[2])} ${m[3]} (ay önce okunsa ${Number(m[2])} ${ay(m[1])} olurdu)`,
  };
}
