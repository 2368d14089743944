/**
 * The score-group worksheets the documents use to teach a pairing: for each group its players with their colour
 * history and preference, x and p, S1 and S2, then every move tried in order (transpositions, exchanges, the
 * criterion that rejected a pair), the pairs made and the floaters. Built from a pairing system's explanation
 * trace, so it shows exactly what the engine did.
 */
import type { Explanation, Lang } from '../pairing/types';
import { halves } from './notation';

export interface WorksheetPlayer { no: number; score: string; colours: string; preference: string; side: string }
export interface Worksheet {
  title: string;
  score?: string;
  players: WorksheetPlayer[];
  x?: number;
  p?: number;
  s1?: number[];
  s2?: number[];
  steps: Array<{ kind: string; text: string; rule?: string }>;
  hasX: boolean;
  hasP: boolean;
  hasXP: boolean;
}

const STRENGTH: Record<string, Record<Lang, string>> = {
  absolute: { en: 'absolute', tr: 'mutlak' }, strong: { en: 'strong', tr: 'kuvvetli' }, mild: { en: 'mild', tr: 'zayıf' }, weak: { en: 'mild', tr: 'zayıf' },
};

function colourWord(c: unknown, lang: Lang): string {
  if (c === 'w') return lang === 'tr' ? 'B' : 'W';
  if (c === 'b') return lang === 'tr' ? 'S' : 'B';
  return '';
}

/** Colour history as the cards write it: B/S in Turkish, W/B in English. */
const history = (colours: unknown, lang: Lang) => (typeof colours === 'string' ? [...colours].map((c) => colourWord(c, lang)).join('') : '');

export function scoreGroupWorksheets(e: Explanation, lang: Lang): Worksheet[] {
  return e.sections.map((s) => {
    const w: Worksheet = { title: s.title[lang], score: s.group ? halves(s.group.score) : undefined, players: [], steps: [], hasX: false, hasP: false, hasXP: false };
    for (const st of s.steps) {
      const d = (st.data ?? {}) as Record<string, unknown>;
      if (Array.isArray(d.players) && w.players.length === 0 && d.players.every((p) => typeof p === 'object' && p !== null && 'no' in p)) {
        w.players = (d.players as Array<Record<string, unknown>>).map((p) => ({
          no: Number(p.no),
          score: typeof p.score === 'number' ? halves(p.score) : '',
          colours: history(p.colours, lang),
          side: '',
          preference: p.preference ? `${colourWord(p.preference, lang)}${p.strength && STRENGTH[String(p.strength)] ? ` (${STRENGTH[String(p.strength)][lang]})` : ''}` : '',
        }));
        continue;
      }
      if (typeof d.x === 'number' && w.x === undefined) w.x = d.x;
      if (typeof d.p === 'number' && w.p === undefined) w.p = d.p;
      if (Array.isArray(d.s1) && Array.isArray(d.s2) && w.s1 === undefined) { w.s1 = d.s1 as number[]; w.s2 = d.s2 as number[]; }
      w.steps.push({ kind: st.kind, text: st.text[lang], rule: st.rule });
    }
    // S1/S2 as first formed (C.4); the moves tried that change them are listed among the steps
    for (const p of w.players) p.side = w.s1?.includes(p.no) ? 'S1' : w.s2?.includes(p.no) ? 'S2' : '';
    w.hasX = w.x !== undefined;
    w.hasP = w.p !== undefined;
    w.hasXP = w.hasX || w.hasP || w.s1 !== undefined;
    return w;
  });
}
