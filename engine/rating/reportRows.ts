/**
 * The UKD report as a table (header row + one row per player, seed 004 9.A.1-4: number, name, UKD on each
 * player's row) and as text for the command line. The Excel spill and the text use the same rows.
 */
import type { UkdLine, UkdReport } from './report';

export type Lang = 'en' | 'tr';
export type Cell = string | number;

const HEAD: Record<Lang, string[]> = {
  en: ['No', 'Name', 'UKD', 'Start', 'n', 'W', 'Ro', 'D', 'PD', 'We', 'k', 'ΔD', 'New UKD', 'P', 'Note'],
  tr: ['No', 'Ad Soyad', 'UKD', 'Başlangıç', 'n', 'W', 'Ro', 'D', 'PD', 'We', 'k', 'ΔD', 'Yeni UKD', 'P', 'Not'],
};

const fixed = (x: number | undefined, d: number): Cell => (x === undefined ? '' : Number(x.toFixed(d)));

function note(l: UkdLine, lang: Lang): string {
  const tr = lang === 'tr';
  const out: string[] = [];
  if (l.n === 0) out.push(tr ? 'oyun yok' : 'no rated game');
  if (l.winnerKept) out.push(tr ? 'birinci: düşmez (8.A.4)' : 'winner: no fall (8.A.4)');
  if (l.riseCapped) out.push(tr ? 'artış performansla sınırlı (6.g)' : 'rise capped at performance (6.g)');
  if (l.listed === false) out.push(tr ? '1000 altı: listelenmez (6.b)' : 'under 1000: not listed (6.b)');
  if (l.status === 'unrated' && l.n > 0) {
    if (l.firstUkd !== undefined) out.push(tr ? `UKD çıkar: ${l.firstUkd} (6.d)` : `first UKD ${l.firstUkd} (6.d)`);
    else if (l.recorded) out.push(tr ? `GKD kayda alınır, ${l.ukdOpponents} UKD'li rakip (6.d)` : `GKD recorded, ${l.ukdOpponents} UKD opponents (6.d)`);
    else out.push(tr ? `GKD kayda alınmaz: ${l.ukdOpponents} UKD'li rakip < 3 (6.d)` : `GKD not recorded: ${l.ukdOpponents} UKD opponents < 3 (6.d)`);
  }
  return out.join('; ');
}

/** Header + one row per player. Numbers stay numbers (Excel cells); empty cells are ''. */
export function ukdReportRows(r: UkdReport, lang: Lang = 'en'): Cell[][] {
  const rows: Cell[][] = [HEAD[lang]];
  for (const l of r.players) {
    const rated = l.status === 'rated';
    rows.push([
      l.no, l.name, rated ? l.start : '', rated || r.system === 'round-robin' ? '' : l.start, l.n, l.w, fixed(l.opponentsAverage, 1),
      rated && l.n ? l.difference ?? '' : '', rated && l.n ? l.expected ?? '' : '', rated && l.n ? fixed(l.we, 2) : '',
      rated ? l.k ?? '' : '', rated ? l.delta ?? '' : '', rated ? l.newUkd ?? '' : '', l.performance ?? '', note(l, lang),
    ]);
  }
  return rows;
}

/** Why the event is not rated, one line per reason. */
export function ineligibleLines(r: UkdReport, lang: Lang = 'en'): string[] {
  return r.eligibility.reasons.map((x) => `${x.text[lang]} (${lang === 'tr' ? 'madde' : 'rule'} ${x.rule})`);
}

/** The report as text: the event's place, dates and time control on top (9.A.14), then the table. */
export function formatUkdReport(r: UkdReport, lang: Lang = 'en'): string {
  const tr = lang === 'tr';
  const out: string[] = [];
  out.push(`${tr ? 'UKD raporu' : 'UKD report'}: ${r.event.name ?? ''}`.trimEnd());
  const dates = [r.event.startDate, r.event.endDate].filter(Boolean).join(' - ');
  out.push(`${tr ? 'Yer' : 'Place'}: ${r.event.city ?? '-'}   ${tr ? 'Tarih' : 'Dates'}: ${dates || '-'}   ${tr ? 'Süre' : 'Time control'}: ${r.event.timeControl ?? '-'}`);
  if (!r.eligibility.eligible) {
    out.push(tr ? 'UKD hesabına alınmaz:' : 'Not eligible for UKD:');
    for (const l of ineligibleLines(r, lang)) out.push(`  - ${l}`);
    return out.join('\n') + '\n';
  }
  const method = r.system === 'round-robin' ? (tr ? 'Döner yarışma (8.B)' : 'Round robin (8.B)') : (tr ? 'İsviçre sistemi (8.A)' : 'Swiss (8.A)');
  const parts = [`${tr ? 'Yöntem' : 'Method'}: ${method}`];
  if (r.ratedAverage !== undefined) parts.push(`Ra = ${r.ratedAverage.toFixed(1)}`);
  if (r.system === 'swiss') parts.push(`${tr ? "UKD'siz başlangıç" : 'unrated start'} = ${r.unratedStart}`);
  if (r.tournamentAverage !== undefined) parts.push(`To = ${r.tournamentAverage.toFixed(1)}`);
  out.push(parts.join('   '));
  if (r.systemNote) out.push(r.systemNote[lang]);
  if (r.eligibility.unratedAt800) {
    out.push(tr
      ? `UKD'li sporcu sayısı ${r.conditions.ukdRatedPlayers}, birden fazla değil: UKD'siz sporcular 800 kabul edilerek hesaplanır (3.d)`
      : `${r.conditions.ukdRatedPlayers} UKD-rated player(s), not more than one: the unrated count 800 (3.d)`);
  }
  out.push(`${tr ? 'Birinci' : 'Winner'}: ${r.winner ?? (tr ? 'belirsiz' : 'not known')}`);
  out.push('');
  const rows = ukdReportRows(r, lang).map((row) => row.map((c) => String(c)));
  // ΔD with its sign
  const dCol = 11;
  for (let i = 1; i < rows.length; i++) if (/^\d/.test(rows[i][dCol]) && rows[i][dCol] !== '0') rows[i][dCol] = `+${rows[i][dCol]}`;
  const widths = rows[0].map((_, c) => Math.max(...rows.map((row) => row[c].length)));
  for (const row of rows) {
    out.push(row.map((c, i) => (i === 1 || i === row.length - 1 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join('  ').trimEnd());
  }
  out.push('');
  out.push(`${tr ? 'Yuvarlama' : 'Rounding'}: ${r.rounding[lang]}`);
  return out.join('\n') + '\n';
}
