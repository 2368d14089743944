/**
 * Explanation steps of the FIDE texts in force, in their own vocabulary (English) and its Turkish rendering:
 * scoregroup (puan grubu), bracket (eşlendirme grubu), resident (grubun kendi oyuncusu), upfloater (yukarı çıkan),
 * PAB (eşlendirmeden doğan BYE), TPN (turnuva eşlendirme numarası), colour preference (renk tercihi).
 */
import type { TraceStep } from '../types';

export function step(kind: string, en: string, tr: string, rule?: string, data?: Record<string, unknown>): TraceStep {
  const s: TraceStep = { kind, text: { en, tr } };
  if (rule) s.rule = rule;
  if (data) s.data = data;
  return s;
}

export const pts = (s: number) => (Number.isInteger(s) ? String(s) : String(s).replace(/\.5$/, '½').replace(/^0½$/, '½'));
export const ptsTr = (s: number) => String(s).replace('.', ',');
export const nos = (ps: Array<{ no: number }>) => (ps.length ? ps.map((p) => p.no).join(', ') : '—');
export const colourEn = (c?: 'w' | 'b') => (c === 'w' ? 'White' : c === 'b' ? 'Black' : 'none');
export const colourTr = (c?: 'w' | 'b') => (c === 'w' ? 'beyaz' : c === 'b' ? 'siyah' : 'yok');
const strengthTr: Record<string, string> = { absolute: 'mutlak', strong: 'güçlü', mild: 'hafif', none: 'yok' };
export const prefEn = (p: { colour?: 'w' | 'b'; strength: string }) => (p.colour ? `${p.strength} ${colourEn(p.colour)}` : 'no preference');
export const prefTr = (p: { colour?: 'w' | 'b'; strength: string }) => (p.colour ? `${strengthTr[p.strength]} ${colourTr(p.colour)}` : 'tercih yok');
