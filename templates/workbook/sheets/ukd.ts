/**
 * A UKD calculation (seed 004, 6.h and 8.A): the 350-point rule's own example (1500 against 2000: the 1500 player's
 * opponent counts as 1850, the 2000 player's as 1650) and a Swiss line, each step from the engine, the change as a
 * HAKEM.UKD_DELTA formula with the engine's value cached.
 */
import { ukdChange } from '../../../engine/rating';
import type { Lang } from '../../../engine/pairing/types';
import { a1, bold, type Cell, type SheetSpec } from '../sheet';
import { headerRows } from '../write';

const L = (lang: Lang, tr: string, en: string) => (lang === 'tr' ? tr : en);

interface Case { label: Record<Lang, string>; ukd: number; opponents: number[]; points: number; winner?: boolean }

const CASES: Case[] = [
  { label: { tr: '350 kuralı (6.h): 1500, 2000 karşısında kazanır', en: '350 rule (6.h): 1500 beats 2000' }, ukd: 1500, opponents: [2000], points: 1 },
  { label: { tr: '350 kuralı (6.h): 2000, 1500 karşısında kaybeder', en: '350 rule (6.h): 2000 loses to 1500' }, ukd: 2000, opponents: [1500], points: 0 },
  { label: { tr: 'İsviçre sistemi, 7 oyun', en: 'Swiss, 7 games' }, ukd: 1720, opponents: [1650, 1800, 1580, 2100, 1700, 1690, 1760], points: 4.5 },
  { label: { tr: 'Bireysel birinci: UKD düşmez (8.A.4)', en: 'Individual winner: no fall (8.A.4)' }, ukd: 2410, opponents: [2050, 2100, 1980, 2000, 2150, 2200, 2120], points: 5.5, winner: true },
];

export function ukdSheet(lang: Lang): SheetSpec {
  const notes = [L(lang, 'Her rakip en çok 350 puan farkla sayılır; We = PD × n; ΔD = k(W − We), tam sayıya yuvarlanır.', 'Each opponent counts at most 350 points away; We = PD × n; ΔD = k(W − We), rounded to a whole number.')];
  const spec: SheetSpec = { name: 'UKD', title: L(lang, 'UKD hesabı (TSF UKD prosedürü)', 'UKD calculation (TSF UKD procedure)'), notes, rows: [], columnWidths: [40, 8, 8, 8, 8, 8, 8, 8, 8, 9, 9, 9, 6, 9] };
  const maxOpp = Math.max(...CASES.map((c) => c.opponents.length));
  const header: Cell[] = [bold(L(lang, 'Örnek', 'Case')), bold('UKD'), ...Array.from({ length: maxOpp }, (_, i) => bold(`${L(lang, 'Rakip', 'Opp.')} ${i + 1}`)), bold('W'), bold('Ro'), bold('PD'), bold('k'), bold('ΔD')];
  spec.rows.push(header);
  const top = headerRows(spec);
  for (const c of CASES) {
    const r = spec.rows.length;
    const ch = ukdChange(c.ukd, c.opponents, c.points, { isWinner: c.winner });
    const opp = Array.from({ length: maxOpp }, (_, i) => c.opponents[i] ?? null);
    const wCol = 2 + maxOpp;
    const ukdRef = a1(top + r, 1);
    const oppRange = `${a1(top + r, 2)}:${a1(top + r, 1 + maxOpp)}`;
    const wRef = a1(top + r, wCol);
    const formula = `HAKEM.UKD_DELTA(${ukdRef},${oppRange},${wRef},,${c.winner ? 'TRUE' : 'FALSE'})`;
    spec.rows.push([c.label[lang], c.ukd, ...opp, c.points, Math.round(ch.opponentsAverage * 10) / 10, ch.expected, ch.k, { formula, result: ch.delta }]);
  }
  return spec;
}
