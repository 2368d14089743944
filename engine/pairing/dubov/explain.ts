/**
 * The Dubov explanation, in English and Turkish, one step per rule applied: the groups, the colour
 * subgroups with R and ARO, the players brought up (7.1/7.2), moved between colours (7.3/7.4),
 * the columns of 6.2, the improvements of 6.3, the floaters (6.4, 8), the bye (4), and where the
 * book's worked example departs from the written rules.
 */
import type { Colour } from '../../model/types';
import type { Text, TraceStep } from '../types';
import type { DubovPlayer } from './context';

export const fmtScore = (s: number) => (Number.isInteger(s) ? String(s) : String(s).replace(/\.5$/, '½').replace(/^0½$/, '½'));
const fmtScoreTr = (s: number) => String(s).replace('.', ',');
const aroText = (a: number) => (Number.isInteger(a) ? String(a) : a.toFixed(1));

/** "7 (R 2300, ARO 2050)" */
export function who(p: DubovPlayer): string {
  return `${p.no} (R ${p.rating}, ARO ${aroText(p.aro)})`;
}
export const list = (ps: DubovPlayer[]) => (ps.length ? ps.map(who).join(', ') : '—');
export const nos = (ps: Array<{ no: number }>) => (ps.length ? ps.map((p) => p.no).join(', ') : '—');

export const colourName: Record<Colour, Text> = { w: { en: 'white', tr: 'beyaz' }, b: { en: 'black', tr: 'siyah' } };

export function step(kind: string, en: string, tr: string, rule?: string, data?: Record<string, unknown>): TraceStep {
  const s: TraceStep = { kind, text: { en, tr } };
  if (rule) s.rule = rule;
  if (data) s.data = data;
  return s;
}

export function groupTitle(score: number): Text {
  return { en: `Score group ${fmtScore(score)}`, tr: `${fmtScoreTr(score)} puan grubu` };
}

export function subgroupsStep(white: DubovPlayer[], black: DubovPlayer[], colourless: DubovPlayer[]): TraceStep {
  const extra = colourless.length
    ? { en: ` Without colour history (placed in the smaller subgroup, white when equal): ${nos(colourless)}.`, tr: ` Renk geçmişi olmayanlar (küçük alt gruba, eşitse beyaza konur): ${nos(colourless)}.` }
    : { en: '', tr: '' };
  return step('subgroups',
    `Due white: ${list(white)}. Due black: ${list(black)}.${extra.en}`,
    `Beyaz sırası gelenler: ${list(white)}. Siyah sırası gelenler: ${list(black)}.${extra.tr}`,
    'Dubov 1, 6.1', { white: white.map((p) => p.no), black: black.map((p) => p.no), colourless: colourless.map((p) => p.no) });
}

export function columnsStep(white: DubovPlayer[], black: DubovPlayer[], appended: DubovPlayer[]): TraceStep {
  const app = appended.length
    ? { en: ` Players who joined the white column afterwards are written below it in the order they joined (${nos(appended)}), as the book's example does (bookPractice).`, tr: ` Sonradan beyaz sütuna katılanlar katılış sırasıyla sütunun altına yazılır (${nos(appended)}); kitaptaki örneğin uygulaması (bookPractice).` }
    : { en: '', tr: '' };
  return step('columns',
    `White column by ARO ascending: ${nos(white)}. Black column by rating descending: ${nos(black)}.${app.en}`,
    `Beyaz sütun ARO'ya göre artan: ${nos(white)}. Siyah sütun kuvvet puanına göre azalan: ${nos(black)}.${app.tr}`,
    'Dubov 6.2', { white: white.map((p) => p.no), black: black.map((p) => p.no) });
}
