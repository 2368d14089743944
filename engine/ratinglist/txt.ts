/**
 * FIDE's fixed-width rating lists (ratings.fide.com, "Download rating lists", TXT):
 *   players_list_foa.txt  the combined list (standard, rapid, blitz), 162 characters a line:
 *     ID Number      Name                                                         Fed Sex Tit  WTit OTit           FOA SRtng SGm SK RRtng RGm Rk BRtng BGm BK B-day Flag
 *   players_list.txt      the same without FOA (158 characters);
 *   standard_rating_list.txt, rapid_…, blitz_…  one rate, its rating column headed by the month (`NOV26`), then Gms, K.
 * Every field starts where its name starts in the header and runs to the next name: the columns are read from the
 * header's positions (FIDE has moved them before), never from fixed offsets. A header with a name not listed below is
 * refused, naming line 1; a field that does not read is refused with its line and column.
 */
import { InputError } from '../trf/errors';
import type { ListPlayer, Rate } from './types';

type Field =
  | 'id' | 'name' | 'fed' | 'sex' | 'title' | 'wTitle' | 'oTitle' | 'foa'
  | 'standard' | 'standardGames' | 'standardK' | 'rapid' | 'rapidGames' | 'rapidK' | 'blitz' | 'blitzGames' | 'blitzK'
  | 'birthYear' | 'flag';

/** The header's column names (case-insensitive) and what they hold; `rate*`: the single-rate lists' columns. */
const NAMES: Record<string, Field | 'rate' | 'rateGames' | 'rateK'> = {
  'id number': 'id', name: 'name', fed: 'fed', sex: 'sex', tit: 'title', wtit: 'wTitle', otit: 'oTitle', foa: 'foa',
  srtng: 'standard', sgm: 'standardGames', sk: 'standardK',
  rrtng: 'rapid', rgm: 'rapidGames', rk: 'rapidK',
  brtng: 'blitz', bgm: 'blitzGames', bk: 'blitzK',
  'b-day': 'birthYear', flag: 'flag', gms: 'rateGames', k: 'rateK',
};
/** A single-rate list heads its rating column with the list's month: NOV26. */
const MONTH = /^(JAN|FEB|MAR|APR|MAY|JUN|JUL|AUG|SEP|OCT|NOV|DEC)\d{2}$/i;

const NUMERIC = new Set<Field>(['standard', 'standardGames', 'standardK', 'rapid', 'rapidGames', 'rapidK', 'blitz', 'blitzGames', 'blitzK', 'birthYear']);
const LABEL: Record<Field, string> = {
  id: 'ID Number', name: 'Name', fed: 'Fed', sex: 'Sex', title: 'Tit', wTitle: 'WTit', oTitle: 'OTit', foa: 'FOA',
  standard: 'SRtng', standardGames: 'SGm', standardK: 'SK', rapid: 'RRtng', rapidGames: 'RGm', rapidK: 'Rk',
  blitz: 'BRtng', blitzGames: 'BGm', blitzK: 'BK', birthYear: 'B-day', flag: 'Flag',
};

export interface TxtColumn { field: Field; start: number; end: number; label: string }

export interface TxtLayout {
  columns: TxtColumn[];
  /** The header's width: a line this long or shorter (trailing blanks cut) reads by the columns as they are. */
  width: number;
  /** Which list: combined (standard, rapid, blitz) or one rate. */
  kind: 'combined' | Rate;
  /** The month a single-rate list names (NOV26), if any. */
  month?: string;
}

const EXPECTED = 'expected FIDE\'s TXT header "ID Number  Name  Fed Sex Tit WTit OTit FOA SRtng SGm SK RRtng RGm Rk BRtng BGm BK B-day Flag" or an XML <playerslist>';

/**
 * Reads the header line. `rate`: which rate a single-rate list holds (its header says only the month); without it a
 * single-rate list is refused.
 */
export function readTxtHeader(line: string, source?: string, rate?: Rate): TxtLayout {
  const text = line.replace(/\r$/, '').replace(/^\uFEFF/, '');
  const tokens: Array<{ name: string; start: number }> = [];
  for (const m of text.matchAll(/\S+/g)) tokens.push({ name: m[0], start: m.index! });
  // "ID Number" is one column of two words
  if (tokens.length >= 2 && tokens[0].name.toLowerCase() === 'id' && tokens[1].name.toLowerCase() === 'number') tokens.splice(0, 2, { name: 'ID Number', start: tokens[0].start });
  if (!tokens.length || tokens[0].name !== 'ID Number' && tokens[0].name.toLowerCase() !== 'id number') {
    throw new InputError(`not a FIDE rating list: ${EXPECTED}`, 1, undefined, source);
  }
  const columns: TxtColumn[] = [];
  let month: string | undefined;
  let single = false;
  const seen = new Set<Field>();
  tokens.forEach((t, i) => {
    const end = i + 1 < tokens.length ? tokens[i + 1].start : Number.POSITIVE_INFINITY;
    let kind = NAMES[t.name.toLowerCase()];
    if (!kind && MONTH.test(t.name)) {
      kind = 'rate';
      month = t.name.toUpperCase();
    }
    if (!kind) throw new InputError(`unknown column "${t.name}" in the header: ${EXPECTED}`, 1, t.start + 1, source);
    let field: Field;
    if (kind === 'rate' || kind === 'rateGames' || kind === 'rateK') {
      single = true;
      if (!rate) throw new InputError(`a single-rate list (its rating column is headed "${month ?? t.name}"): say which rate it holds (standard, rapid or blitz; the file name standard_…, rapid_…, blitz_… says it)`, 1, t.start + 1, source);
      field = kind === 'rate' ? rate : kind === 'rateGames' ? `${rate}Games` : `${rate}K`;
    } else field = kind;
    if (seen.has(field)) throw new InputError(`the column "${t.name}" appears twice in the header`, 1, t.start + 1, source);
    seen.add(field);
    columns.push({ field, start: t.start, end, label: t.name });
  });
  if (!seen.has('name')) throw new InputError(`the header has no Name column: ${EXPECTED}`, 1, undefined, source);
  if (!seen.has('standard') && !seen.has('rapid') && !seen.has('blitz')) throw new InputError(`the header has no rating column: ${EXPECTED}`, 1, undefined, source);
  return { columns, width: text.trimEnd().length, kind: single ? rate! : 'combined', ...(month ? { month } : {}) };
}

/**
 * A field's digits between s and e (blanks around them allowed): the number, -1 when blank, -2 when not digits. A
 * field that starts past the end of a line whose trailing blanks were cut is blank.
 */
function digits(line: string, s: number, e: number): number {
  const end = Math.min(e, line.length);
  let i = s;
  while (i < end && line.charCodeAt(i) === 32) i++;
  if (i >= end) return -1;
  let n = 0;
  let k = 0;
  for (; i < end; i++, k++) {
    const c = line.charCodeAt(i);
    if (c < 48 || c > 57) break;
    n = n * 10 + (c - 48);
  }
  while (i < end && line.charCodeAt(i) === 32) i++;
  return i === end && k <= 10 ? n : -2;
}

const TITLE_RE = /^[A-Za-z]{0,4}$/;

/**
 * One player line. `lineNo` is 1-based (the header is line 1). A blank line gives undefined. A line longer than the
 * header where the other titles (OTit) run into the next column (FIDE's list has a few: "SI,FI,LSI,SLI,NAAFM") is
 * read with OTit widened by the overflow.
 */
export function readTxtLine(layout: TxtLayout, raw: string, lineNo: number, source?: string): ListPlayer | undefined {
  const line = raw.charCodeAt(raw.length - 1) === 13 ? raw.slice(0, -1) : raw;
  const cols = layout.columns;
  let shift = 0;
  if (line.length > layout.width) {
    if (line.trim() === '') return undefined;
    const o = cols.find((c) => c.field === 'oTitle');
    // FIDE pads every line to the header's width: a longer one whose OTit text reaches into the next column (no blank
    // at its boundary) has its other titles overflowing
    if (o && line.charCodeAt(o.end - 1) !== 32 && line.charCodeAt(o.end) !== 32) shift = line.length - layout.width;
  } else if (line.trim() === '') return undefined;
  // every field present from the start: one shape for all two million objects
  const p: ListPlayer = {
    id: 0, name: '', fed: '', sex: '', title: '', wTitle: '', oTitle: '', foa: '',
    standard: undefined, standardGames: undefined, standardK: undefined, rapid: undefined, rapidGames: undefined, rapidK: undefined,
    blitz: undefined, blitzGames: undefined, blitzK: undefined, birthYear: undefined, flag: '',
  };
  let moved = 0;
  for (let i = 0; i < cols.length; i++) {
    const c = cols[i];
    const s = c.start + moved;
    if (c.field === 'oTitle') moved = shift;
    const e = c.end + moved;
    const f = c.field;
    if (NUMERIC.has(f)) {
      const n = digits(line, s, e);
      if (n === -2 || n > 9999) badField(c, line.slice(s, e).trim(), 'not a number', lineNo, s, source);
      if (n === -1) continue;
      if ((f === 'standard' || f === 'rapid' || f === 'blitz') && n > 3500) badField(c, line.slice(s, e).trim(), 'not a rating', lineNo, s, source);
      if (n !== 0 || f === 'standardGames' || f === 'rapidGames' || f === 'blitzGames') (p as unknown as Record<string, number>)[f] = n;
      continue;
    }
    if (f === 'id') {
      const n = digits(line, s, e);
      if (n < 0) badField(c, line.slice(s, e).trim(), n === -1 ? 'the FIDE ID is missing' : 'not a FIDE ID (digits only)', lineNo, s, source);
      p.id = n;
      continue;
    }
    const v = line.slice(s, e).trim();
    if (v === '') {
      if (f === 'name') badField(c, v, 'the name is missing', lineNo, s, source);
      continue;
    }
    switch (f) {
      case 'name': p.name = v; break;
      case 'fed':
        if (!/^[A-Za-z]{1,3}$/.test(v)) badField(c, v, 'not a federation (three letters)', lineNo, s, source);
        p.fed = v.toUpperCase();
        break;
      case 'sex':
        if (v !== 'M' && v !== 'F' && v !== 'm' && v !== 'f') badField(c, v, 'not a sex (M or F)', lineNo, s, source);
        p.sex = v.toUpperCase();
        break;
      case 'title': case 'wTitle': case 'foa':
        if (!TITLE_RE.test(v)) badField(c, v, 'not a title', lineNo, s, source);
        p[f] = v;
        break;
      case 'oTitle': p.oTitle = v; break;
      case 'flag':
        if (!/^[A-Za-z]{1,3}$/.test(v)) badField(c, v, 'not a flag (i, w, wi)', lineNo, s, source);
        p.flag = v;
        break;
    }
  }
  return p;
}

function badField(c: TxtColumn, v: string, what: string, lineNo: number, at: number, source?: string): never {
  throw new InputError(`${LABEL[c.field]} "${v}": ${what}`, lineNo, at + 1, source);
}
