/**
 * The 18-player tie-break example (000, Tablo 1) as the crosstable arbiters type: one row per player,
 * one cell per round "opponent colour result". The tie-break sheets' HAKEM.* formulas read this range.
 */
import type { Tournament } from '../../../engine/model/types';
import type { Lang } from '../../../engine/pairing/types';
import { swissCrosstable } from '../../../engine/report/crosstable';
import { bold, type Cell, type SheetSpec } from '../sheet';

export function crosstableSheet(name: string, title: string, t: Tournament, lang: Lang, notes: string[] = []): SheetSpec {
  const ct = swissCrosstable(t, { colours: true });
  const header: Cell[] = [bold(lang === 'tr' ? 'No' : 'No'), bold(lang === 'tr' ? 'Adı' : 'Name'), ...ct.rows[0].cells.map((_, i) => bold(`${i + 1}`)), bold(lang === 'tr' ? 'Puan' : 'Points')];
  const rows: Cell[][] = [header];
  for (const r of ct.rows) {
    rows.push([r.no, r.name, ...r.cells.map((c) => (c.opponent !== undefined ? `${c.opponent} ${c.colour ?? '-'} ${c.result}` : c.result)), r.total]);
  }
  return { name, title, notes, rows, columnWidths: [5, 14, ...ct.rows[0].cells.map(() => 9), 7] };
}

export const tablo1Title = (lang: Lang) => (lang === 'tr' ? 'Tablo 1: 18 oyunculu İsviçre turnuvası (eşitlik bozma örneği)' : 'Table 1: 18-player Swiss (tie-break example)');
