/** The FIDE rating report (fideEvent.ts) as rows and text, for the command line, the custom functions and the taskpane. */
import type { FideLine, FideReport } from './fideEvent';
import type { Lang } from './reportRows';

const HEAD = {
  en: ['No', 'Name', 'Rtg', 'K', 'n', 'W', 'ΣPD', 'Δ', 'New', 'Ru', 'Note'],
  tr: ['No', 'Ad', 'ELO', 'K', 'n', 'P', 'ΣPD', 'Δ', 'Yeni', 'Ru', 'Not'],
};

const half = (x: number): string => (Number.isInteger(x) ? String(x) : `${Math.floor(x)}½`.replace(/^0½$/, '½'));
const signed = (x: number): string => (x > 0 ? `+${x}` : String(x));

/** Each game not played over the board, with its round and opponent: not rated. */
function forfeitNote(line: FideLine, lang: Lang): string {
  const list = line.forfeits.map((f) => `${lang === 'tr' ? `${f.round}. tur` : `round ${f.round}`} ${lang === 'tr' ? 'rakip' : 'v'} ${f.opponent} (${f.code || (lang === 'tr' ? 'boş' : 'blank')})`).join(', ');
  return lang === 'tr' ? `oynanmamış oyun değerlendirilmez: ${list}` : `not played over the board, not rated: ${list}`;
}

function floorNote(line: FideLine, lang: Lang): string {
  return lang === 'tr' ? `${line.newRating}, 1400'ün altında: yayımlanmaz, oyuncu derecesiz listelenir (7.2.1, özetten)` : `${line.newRating} is below 1400: not published, the player is listed unrated (7.2.1, as summarised)`;
}

function note(line: FideLine, lang: Lang): string {
  const parts: string[] = [];
  if (line.change) parts.push(line.change.k.reason[lang], ...line.change.k.assumed.map((a) => (lang === 'tr' ? `varsayım: ${a.tr}` : `assumed: ${a.en}`)));
  if (line.belowFloor) parts.push(floorNote(line, lang));
  if (line.leftOut.length) parts.push(lang === 'tr' ? `derecesiz rakip sayılmadı (8.3.1): ${line.leftOut.join(', ')}` : `unrated opponents not counted (8.3.1): ${line.leftOut.join(', ')}`);
  if (line.forfeits.length) parts.push(forfeitNote(line, lang));
  if (line.initial) parts.push(...line.initial.notes.map((n) => n[lang]), ...(line.initial.capped ? [lang === 'tr' ? 'en çok 2200 (8.2.3)' : 'at most 2200 (8.2.3)'] : []));
  if (!line.change && !line.initial) parts.push(lang === 'tr' ? 'derecelisine karşı oynanmış oyun yok' : 'no game played against a rated opponent');
  return parts.join('; ');
}

export function fideReportRows(report: FideReport, lang: Lang = 'en'): string[][] {
  return [HEAD[lang], ...report.lines.map((l) => [
    String(l.no), l.name, l.rating ? String(l.rating) : '',
    l.change ? String(l.change.k.k) : '',
    l.change ? String(l.change.games.length) : l.initial ? String(l.initial.games - 2) : '',
    l.change ? half(l.change.score) : l.initial ? half(l.initial.points - 1) : '',
    l.change ? l.change.expected.toFixed(2) : '',
    l.change ? signed(l.change.change) : '',
    l.newRating !== undefined ? String(l.newRating) : '',
    l.initial?.rating !== undefined ? String(l.initial.rating) : '',
    note(l, lang),
  ])];
}

export function formatFideReport(report: FideReport, lang: Lang = 'en'): string {
  const rows = fideReportRows(report, lang);
  const widths = rows[0].map((_, c) => Math.max(...rows.map((r) => (c === rows[0].length - 1 ? 0 : r[c].length))));
  const text = rows.map((r) => r.map((v, c) => (c === 1 || c === r.length - 1 ? v.padEnd(widths[c]) : v.padStart(widths[c]))).join('  ').trimEnd()).join('\n');
  return `${report.edition[lang]}\n\n${text}\n`;
}

/** One player's arithmetic, game by game (--explain). */
export function explainFideLine(line: FideLine, lang: Lang = 'en'): string {
  const out: string[] = [`${line.no} ${line.name}`];
  if (line.change) {
    const c = line.change;
    out.push(lang === 'tr' ? `ELO ${c.rating}; ${c.k.reason.tr}` : `rating ${c.rating}; ${c.k.reason.en}`);
    for (const a of c.k.assumed) out.push(lang === 'tr' ? `  varsayım: ${a.tr}` : `  assumed: ${a.en}`);
    for (const g of c.games) {
      const d = `D = ${c.rating} − ${g.opponent} = ${c.rating - g.opponent}${g.capped ? ` → ${g.difference} (8.3.1)` : ''}`;
      out.push(`  ${d}; PD ${(g.expected100 / 100).toFixed(2)} (8.1.2); ${half(g.score)} − ${(g.expected100 / 100).toFixed(2)} = ${(g.score - g.expected100 / 100).toFixed(2)}`);
    }
    out.push(`  ΣΔR = ${half(c.score)} − ${c.expected.toFixed(2)} = ${c.sumDelta.toFixed(2)}; × K ${c.k.k} = ${c.exactChange.toFixed(2)} → ${signed(c.change)} (8.3.4)`);
    out.push(`  ${lang === 'tr' ? 'yeni' : 'new'}: ${c.rating} ${c.change < 0 ? '−' : '+'} ${Math.abs(c.change)} = ${line.newRating}`);
  } else if (line.initial) {
    const i = line.initial;
    out.push(lang === 'tr' ? 'derecesiz: ilk derece (8.2)' : 'unrated: initial rating (8.2)');
    out.push(`  Ra = (${lang === 'tr' ? 'rakipler' : 'opponents'} + 2 × 1800) / ${i.games} = ${i.average.toFixed(2)} (8.2.2)`);
    out.push(`  p = (${half(i.points - 1)} + 1) / ${i.games} → ${(i.p100 / 100).toFixed(2)}; dp ${i.dp} (8.1.1)`);
    out.push(`  Ru = ${i.average.toFixed(2)} + ${i.dp} = ${i.exact.toFixed(2)} → ${i.rating ?? '—'}${i.capped ? ' (2200, 8.2.3)' : ''}`);
  }
  for (const n of line.initial?.notes ?? []) out.push(`  ${n[lang]}`);
  if (line.belowFloor) out.push(`  ${floorNote(line, lang)}`);
  if (line.leftOut.length) out.push(`  ${lang === 'tr' ? 'sayılmayan derecesiz rakipler' : 'unrated opponents not counted'} (8.3.1): ${line.leftOut.join(', ')}`);
  if (line.forfeits.length) out.push(`  ${forfeitNote(line, lang)}`);
  return out.join('\n') + '\n';
}
