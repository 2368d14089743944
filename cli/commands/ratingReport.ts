/** `hakem check --report`: what a rating report needs that the file lacks (engine/check/ratingReport.ts). */
import type { CliIO } from '../io';
import { loadTournament } from '../io';
import { ratingReportGaps } from '../../engine/check/ratingReport';
import type { Lang } from '../../engine/pairing/types';

/** Exit 1 when a mandatory or expected record is missing; warnings alone (TRF-16 "warning if wrong") leave it 0. */
export function checkReportCommand(file: string, json: boolean, lang: Lang, io: CliIO): number {
  const t = loadTournament(file, io);
  const gaps = ratingReportGaps(t);
  const failing = gaps.some((g) => g.level !== 'warning');
  if (json) {
    io.out(JSON.stringify({ complete: gaps.length === 0, gaps: gaps.map((g) => ({ field: g.field, level: g.level, ...(g.players ? { players: g.players } : {}), text: g.text[lang] })) }, null, 2) + '\n');
    return failing ? 1 : 0;
  }
  if (gaps.length === 0) {
    io.out(lang === 'tr' ? `${file}: rating raporunun istediği her kayıt ve sütun dolu\n` : `${file}: every record and column a rating report needs is there\n`);
    return 0;
  }
  for (const g of gaps) io.out(`${file}: ${g.text[lang]}\n`);
  return failing ? 1 : 0;
}
