/**
 * The words of the explanation, in English and in the documents' Turkish (puan grubu, S1/S2,
 * transpozisyon (yer değiştirme), değişim (değiş-tokuş), aşağı/yukarı kayma, renk).
 */
import type { Colour } from '../../model/types';
import type { Text, TraceStep } from '../types';
import type { ColourPreference } from '../../model/history';

/** 1.5 → "1½", 0.5 → "½" as the documents print scores. */
const fmtScore = (s: number) => (Number.isInteger(s) ? String(s) : `${Math.floor(s) || ''}½`);
export const scoreText = fmtScore;

const colourEn = (c?: Colour) => (c === 'w' ? 'white' : c === 'b' ? 'black' : '-');
const colourTr = (c?: Colour) => (c === 'w' ? 'beyaz' : c === 'b' ? 'siyah' : '-');
const strengthEn: Record<string, string> = { absolute: 'absolute', strong: 'strong', mild: 'mild', none: 'none' };
const strengthTr: Record<string, string> = { absolute: 'mutlak', strong: 'kuvvetli', mild: 'zayıf', none: 'yok' };

export function prefText(p: ColourPreference): Text {
  if (!p.colour) return { en: 'no preference', tr: 'tercih yok' };
  return { en: `${strengthEn[p.strength]} ${colourEn(p.colour)}`, tr: `${strengthTr[p.strength]} ${colourTr(p.colour)}` };
}

export const pairList = (pairs: Array<[number, number]>) => pairs.map(([a, b]) => `${a}-${b}`).join(', ') || '-';
const list = (xs: number[]) => xs.join(', ') || '-';

/** Why a pair or a candidate was refused, by the rule that refused it. */
export const REASONS: Record<string, Text> = {
  'B.1': { en: 'they have already played each other (B.1)', tr: 'daha önce karşılaştılar (B.1)' },
  'B.2': { en: 'no colour can be given without breaking B.2', tr: 'B.2 ihlal edilmeden renk verilemiyor' },
  'B.4': { en: 'colour preferences incompatible and x is used up (B.4)', tr: 'renkleri uyumsuz ve x tükendi (B.4)' },
  'A.7.d': { en: 'both have a strong/absolute preference for the same colour; in an odd round a strong preference counts as absolute (A.7.d)', tr: 'ikisinin de aynı renk için kuvvetli/mutlak tercihi var; tek turda kuvvetli tercih mutlak sayılır (A.7.d)' },
  'B.5': { en: 'the same float as in the previous round (B.5)', tr: 'bir önceki turla aynı yönde kayma (B.5)' },
  'B.6': { en: 'the same float as two rounds before (B.6)', tr: 'iki tur öncekiyle aynı yönde kayma (B.6)' },
  'C.12': { en: 'the player moved down would find no opponent in the next score group (C.12)', tr: 'aşağı kayan oyuncu sonraki puan grubunda rakip bulamıyor (C.12)' },
  'C.13': { en: 'the lower score groups could then not be paired (C.12/C.13)', tr: 'bu durumda alt puan grupları eşlendirilemiyor (C.12/C.13)' },
  'bye': { en: 'the player left over may not receive the bye (B.1.b)', tr: 'kalan oyuncu tur atlayamaz (B.1.b)' },
  'lowest': { en: 'in the lowest score group nobody may be left over except the bye', tr: 'en alt puan grubunda tur atlayan dışında kimse açıkta kalamaz' },
};

export function step(kind: string, text: Text, rule?: string, data?: Record<string, unknown>): TraceStep {
  const s: TraceStep = { kind, text };
  if (rule) s.rule = rule;
  if (data) s.data = data;
  return s;
}

export const T = {
  sectionTitle: (score: number, heterogeneous: boolean): Text => ({
    en: `Score group ${fmtScore(score)}${heterogeneous ? ' (heterogeneous)' : ''}`,
    tr: `${fmtScore(score)} puan grubu${heterogeneous ? ' (heterojen)' : ''}`,
  }),
  players: (rows: string[]): Text => ({ en: `Players (no: score, preference): ${rows.join('; ')}`, tr: `Oyuncular (no: puan, renk tercihi): ${rows.join('; ')}` }),
  moved: (players: number[]): Text => ({ en: `Moved down from above: ${list(players)}`, tr: `Üst gruptan aşağı kayanlar: ${list(players)}` }),
  c1: (no: number): Text => ({ en: `${no} has no possible opponent in this group and moves down (C.1)`, tr: `${no} bu grupta rakip bulamıyor, alt gruba kayar (C.1)` }),
  c1floater: (no: number): Text => ({ en: `${no}, moved down, has no possible opponent here either and moves on (C.1, C.12)`, tr: `Aşağı kayan ${no} burada da rakip bulamıyor, bir alt gruba kayar (C.1, C.12)` }),
  x: (x: number, w: number, b: number, q: number): Text => ({
    en: `w = ${w}, b = ${b}, q = ${q}: x = ${b > w ? 'b' : 'w'} - q = ${Math.max(b, w) - q}${x !== Math.max(b, w) - q ? ` → ${x}` : ''}`,
    tr: `w = ${w}, b = ${b}, q = ${q}: x = ${b > w ? 'b' : 'w'} - q = ${Math.max(b, w) - q}${x !== Math.max(b, w) - q ? ` → ${x}` : ''}`,
  }),
  p: (p: number, het: boolean): Text => ({
    en: `p = ${p} (${het ? 'the players moved down are paired first' : 'half the group, rounded down'})`,
    tr: `p = ${p} (${het ? 'önce aşağı kayan oyuncular eşlendirilir' : 'grubun yarısı, aşağı yuvarlanmış'})`,
  }),
  s1s2: (s1: number[], s2: number[]): Text => ({ en: `S1 = ${list(s1)}; S2 = ${list(s2)}`, tr: `S1 = ${list(s1)}; S2 = ${list(s2)}` }),
  reject: (a: number, b: number, why: Text): Text => ({ en: `${a}-${b} not possible: ${why.en}`, tr: `${a}-${b} olmaz: ${why.tr}` }),
  transposition: (a: number, b: number, order: number[]): Text => ({
    en: `Transposition in S2 (D.1): ${a}-${b} (S2 order ${list(order)})`,
    tr: `S2'de transpozisyon (yer değiştirme, D.1): ${a}-${b} (S2 sırası ${list(order)})`,
  }),
  exchange: (out: number[], inn: number[], s1: number[], s2: number[]): Text => ({
    en: `Exchange (D.2): ${list(out)} from S1 with ${list(inn)} from S2; now S1 = ${list(s1)}, S2 = ${list(s2)}`,
    tr: `Değişim (değiş-tokuş, D.2): S1'den ${list(out)} ile S2'den ${list(inn)}; şimdi S1 = ${list(s1)}, S2 = ${list(s2)}`,
  }),
  candidateRejected: (pairs: Array<[number, number]>, why: Text): Text => ({ en: `Pairing ${pairList(pairs)} rejected: ${why.en}`, tr: `${pairList(pairs)} eşlendirmesi reddedildi: ${why.tr}` }),
  accept: (pairs: Array<[number, number]>, broken: number): Text => ({
    en: `Pairs: ${pairList(pairs)}${broken ? ` (${broken} colour preference${broken > 1 ? 's' : ''} not met, within x)` : ''}`,
    tr: `Eşlendirme: ${pairList(pairs)}${broken ? ` (${broken} renk kırma, x içinde)` : ''}`,
  }),
  remainder: (players: number[]): Text => ({ en: `Remainder group (treated as homogeneous): ${list(players)}`, tr: `Artık grup (homojen sayılır): ${list(players)}` }),
  floatDown: (no: number, repeated: string | null): Text => ({
    en: `${no} floats down to the next score group${repeated ? ` (again: ${repeated})` : ''}`,
    tr: `${no} alt puan grubuna kayar (aşağı kayma)${repeated ? ` (yine: ${repeated})` : ''}`,
  }),
  bye: (no: number): Text => ({ en: `${no} is left over in the lowest group and receives the bye (1 point, no colour)`, tr: `${no} en alt grupta açıkta kalır ve tur atlar (1 puan, renk yok)` }),
  colour: (white: number, black: number, why: Text): Text => ({ en: `${white}-${black}: ${why.en}`, tr: `${white}-${black}: ${why.tr}` }),
};

/** Relaxations in the order C.9-C.14 allow them. */
export const RELAX: Record<string, Text> = {
  'b6up': { en: 'Drop B.6 for upfloats (C.9)', tr: 'Yukarı kayma için B.6 kaldırılır (C.9)' },
  'b5up': { en: 'Drop B.5 for upfloats (C.9)', tr: 'Yukarı kayma için B.5 kaldırılır (C.9)' },
  'b6down': { en: 'Drop B.6 for downfloats (C.10)', tr: 'Aşağı kayma için B.6 kaldırılır (C.10)' },
  'b5down': { en: 'Drop B.5 for downfloats (C.10)', tr: 'Aşağı kayma için B.5 kaldırılır (C.10)' },
  'x': { en: 'Increase x by 1 (C.11)', tr: 'x bir arttırılır (C.11)' },
  'a7d': { en: 'Strong preferences no longer treated as absolute, to avoid an extra floater (A.7.d)', tr: 'Fazladan kaydırma olmaması için kuvvetli tercihler artık mutlak sayılmaz (A.7.d)' },
  'c12': { en: 'No pairing keeps every player moved down pairable in the next group; accept a further float (C.12)', tr: 'Aşağı kayanların hepsine sonraki grupta rakip bırakan eşlendirme yok; daha aşağı kayma kabul edilir (C.12)' },
  'last': { en: 'Last round: to avoid an extra floater, players with at least 50% may break the colour rule B.2 (rule 6)', tr: 'Son tur: fazladan kaydırma olmaması için %50 ve üzeri puanlı oyuncular B.2 renk kuralının dışına çıkabilir (kural 6)' },
  'p': { en: 'Decrease p by 1 (C.14)', tr: 'p bir azaltılır (C.14)' },
};
