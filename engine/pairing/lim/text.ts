/** Wording shared by the Lim explanation, in English and Turkish. */
import type { Text } from '../types';
import type { FloaterType } from './floaters';
import type { GroupKind } from './median';

export const t2 = (en: string, tr: string): Text => ({ en, tr });

export function scoreText(s: number): Text {
  const en = String(s);
  return { en, tr: en.replace('.', ',') };
}

export function groupName(score: number, kind: GroupKind): Text {
  const s = scoreText(score);
  const k = kind === 'upper' ? t2('above the median, paired downwards', 'üst medyan, yukarıdan aşağıya eşlendirilir')
    : kind === 'lower' ? t2('below the median, paired upwards', 'alt medyan, aşağıdan yukarıya eşlendirilir')
    : t2('the median group, paired last and downwards', 'medyan grubu, en son ve yukarıdan aşağıya eşlendirilir');
  return t2(`Score group ${s.en} (${k.en})`, `${s.tr} puan grubu (${k.tr})`);
}

export function typeText(t: FloaterType): Text {
  switch (t) {
    case 'a': return t2('type a: floated into this group and has no compatible opponent in the next', 'a tipi: bu gruba kayarak gelmiş, bir sonraki grupta uygun rakibi yok');
    case 'b': return t2('type b: floated into this group and has a compatible opponent in the next', 'b tipi: bu gruba kayarak gelmiş, bir sonraki grupta uygun rakibi var');
    case 'c': return t2('type c: no compatible opponent in the next group', 'c tipi: bir sonraki grupta uygun rakibi yok');
    case 'd': return t2('type d: has a compatible opponent in the next group', 'd tipi: bir sonraki grupta uygun rakibi var');
  }
}

export const list = (xs: number[]) => (xs.length ? xs.join(', ') : '—');
export const pairsText = (ps: Array<[number, number]>) => (ps.length ? ps.map(([a, b]) => `${a}-${b}`).join(', ') : '—');

/** Names of the entries of a plan's cost vector (floaters.ts), for the explanation of a redo. */
export const COST_NAMES: Text[] = [
  t2('bye placed above the lowest player (or handed on)', 'tur atlama en alttaki oyuncunun üstüne verildi (ya da devredildi)'),
  t2('extra floaters', 'fazladan artık oyuncu'),
  t2('type a floaters', 'a tipi artık oyuncu'),
  t2('type b floaters', 'b tipi artık oyuncu'),
  t2('type c floaters', 'c tipi artık oyuncu'),
  t2('players floated twice running', 'üst üste kaydırılan oyuncu'),
  t2('colour rules broken', 'bozulan renk kuralı'),
  t2('players without their due colour', 'sırası gelen rengi alamayan oyuncu'),
];
