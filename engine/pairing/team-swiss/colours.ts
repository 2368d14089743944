/**
 * C.04.6 colours: the preferences of 1.7 (Type A, Type B, or none) and the allocation of Article 4 (first-team 4.2,
 * the cascade 4.3.1-4.3.9). A team's colour is its first board's (1.6.1); only played matches count (1.6, GHR 3.4).
 */
import type { Colour } from '../../model/types';
import type { PreferenceType } from '../../model/team';
import type { Text } from '../types';
import type { TeamState } from './state';

export interface TeamPreference {
  colour?: Colour;
  /** Type B: strong or mild; Type A preferences are plain (counted as strong for nothing: [C9] is Type B only). */
  strength: 'strong' | 'mild' | 'none';
}

export interface PreferenceContext {
  type: PreferenceType;
  lastRound: boolean;
  /** A1 (note section 11): Type B, last round, CD 0 with the last two colours equal: keep the strong preference (default). */
  a1: 'strong' | 'none';
}

export const colourDifference = (h: Colour[]) => h.filter((c) => c === 'w').length - h.filter((c) => c === 'b').length;

/** 1.7: the colour preference of a team with played-colour history `h`. */
export function teamPreference(h: Colour[], ctx: PreferenceContext): TeamPreference {
  if (ctx.type === 'none' || h.length === 0) return { strength: 'none' };
  const cd = colourDifference(h);
  const last = h[h.length - 1];
  const lastTwo = h.length >= 2 && h[h.length - 2] === last ? last : undefined;
  // 1.7.1 (Type A) and 1.7.2.1 (Type B strong)
  let strong: Colour | undefined;
  if (cd <= -2 || ((cd === 0 || cd === -1) && lastTwo === 'b')) strong = 'w';
  else if (cd >= 2 || ((cd === 0 || cd === 1) && lastTwo === 'w')) strong = 'b';
  if (strong && ctx.type === 'B' && ctx.lastRound && cd === 0 && ctx.a1 === 'none') strong = undefined;
  if (strong) return { colour: strong, strength: 'strong' };
  if (ctx.type === 'A') return { strength: 'none' };
  // 1.7.2.2 Type B mild
  if (cd === -1) return { colour: 'w', strength: 'mild' };
  if (cd === 1) return { colour: 'b', strength: 'mild' };
  if (cd === 0 && !ctx.lastRound) return { colour: last === 'b' ? 'w' : 'b', strength: 'mild' };
  return { strength: 'none' };
}

/** 4.2: the first-team of a pair: higher score, then higher secondary score (unless the rules exclude it), then smaller TPN. */
export function firstTeam(a: TeamState, b: TeamState, useSecondary: boolean): { first: TeamState; other: TeamState; why: '4.2.1' | '4.2.2' | '4.2.3' } {
  if (a.score !== b.score) return a.score > b.score ? { first: a, other: b, why: '4.2.1' } : { first: b, other: a, why: '4.2.1' };
  if (useSecondary && a.secondary !== b.secondary) return a.secondary > b.secondary ? { first: a, other: b, why: '4.2.2' } : { first: b, other: a, why: '4.2.2' };
  return a.no < b.no ? { first: a, other: b, why: '4.2.3' } : { first: b, other: a, why: '4.2.3' };
}

export interface ColourDecision {
  white: number;
  black: number;
  first: number;
  firstWhy: string;
  rule: string;
  text: Text;
}

const opp = (c: Colour): Colour => (c === 'w' ? 'b' : 'w');

/** Article 4.3: the first-board colours of one pair. `initial` is the colour drawn by lot (4.1, record 152). */
export function allocateColours(a: TeamState, b: TeamState, initial: Colour, ctx: PreferenceContext, useSecondary: boolean): ColourDecision {
  const { first, other, why } = firstTeam(a, b, useSecondary);
  const give = (firstColour: Colour, rule: string, en: string, tr: string): ColourDecision => {
    const [white, black] = firstColour === 'w' ? [first.no, other.no] : [other.no, first.no];
    return { white, black, first: first.no, firstWhy: why, rule, text: { en, tr } };
  };
  // 4.3.1: neither has played a match
  if (first.colours.length === 0 && other.colours.length === 0) {
    const c = first.no % 2 === 1 ? initial : opp(initial);
    return give(c, '4.3.1', `neither has played a match: first-team ${first.no} (${first.no % 2 ? 'odd' : 'even'} TPN) gets ${first.no % 2 ? 'the initial colour' : 'the other colour than the initial one'}`, `ikisi de maç oynamadı: ilk takım ${first.no} (${first.no % 2 ? 'tek' : 'çift'} sıra no) ${first.no % 2 ? 'kurayla çekilen rengi' : 'kurayla çekilenin tersini'} alır`);
  }
  const pf = teamPreference(first.colours, ctx), po = teamPreference(other.colours, ctx);
  const name = (p: TeamPreference) => (p.colour ? `${p.strength === 'mild' ? 'mild ' : ''}${p.colour === 'w' ? 'White' : 'Black'}` : 'none');
  const prefs = `preferences ${first.no}: ${name(pf)}, ${other.no}: ${name(po)}`;
  const nameTr = (p: TeamPreference) => (p.colour ? `${p.strength === 'mild' ? 'hafif ' : ''}${p.colour === 'w' ? 'beyaz' : 'siyah'}` : 'yok');
  const prefsTr = `tercihler ${first.no}: ${nameTr(pf)}, ${other.no}: ${nameTr(po)}`;
  // 4.3.2: only one has a preference
  if (pf.colour && !po.colour) return give(pf.colour, '4.3.2', `${prefs}: only ${first.no} has one, granted`, `${prefsTr}: yalnız ${first.no} tercihli, verildi`);
  if (!pf.colour && po.colour) return give(opp(po.colour), '4.3.2', `${prefs}: only ${other.no} has one, granted`, `${prefsTr}: yalnız ${other.no} tercihli, verildi`);
  // 4.3.3: opposite preferences
  if (pf.colour && po.colour && pf.colour !== po.colour) return give(pf.colour, '4.3.3', `${prefs}: opposite, both granted`, `${prefsTr}: zıt, ikisi de verildi`);
  // 4.3.4: Type B, only one strong
  if (ctx.type === 'B' && pf.colour && po.colour && pf.strength !== po.strength) {
    return pf.strength === 'strong'
      ? give(pf.colour, '4.3.4', `${prefs}: only ${first.no}'s is strong, granted`, `${prefsTr}: yalnız ${first.no} güçlü, verildi`)
      : give(opp(po.colour), '4.3.4', `${prefs}: only ${other.no}'s is strong, granted`, `${prefsTr}: yalnız ${other.no} güçlü, verildi`);
  }
  // 4.3.5: White to the lower colour difference
  const cf = colourDifference(first.colours), co = colourDifference(other.colours);
  if (cf !== co) return give(cf < co ? 'w' : 'b', '4.3.5', `${prefs}; colour differences ${first.no}: ${cf}, ${other.no}: ${co}: White to the lower`, `${prefsTr}; renk farkları ${first.no}: ${cf}, ${other.no}: ${co}: beyaz düşük olana`);
  // 4.3.6: the most recent round (histories squeezed and aligned from the end) where they had different colours
  for (let i = 1; i <= Math.min(first.colours.length, other.colours.length); i++) {
    const x = first.colours[first.colours.length - i], y = other.colours[other.colours.length - i];
    if (x !== y) return give(opp(x), '4.3.6', `${prefs}; equal colour differences; ${i} played match(es) back ${first.no} had ${x === 'w' ? 'White' : 'Black'} and ${other.no} ${y === 'w' ? 'White' : 'Black'}: alternated`, `${prefsTr}; renk farkları eşit; ${i} oynanmış maç önce ${first.no} ${x === 'w' ? 'beyaz' : 'siyah'}, ${other.no} ${y === 'w' ? 'beyaz' : 'siyah'} idi: değiştirildi`);
  }
  // 4.3.7: the first-team's preference
  if (pf.colour) return give(pf.colour, '4.3.7', `${prefs}; same histories: first-team ${first.no}'s preference granted`, `${prefsTr}; geçmişler aynı: ilk takım ${first.no}'ın tercihi verildi`);
  // 4.3.8: alternate the first-team's last colour; 4.3.9: else the other team's
  if (first.colours.length) return give(opp(first.colours[first.colours.length - 1]), '4.3.8', `${prefs}; first-team ${first.no}'s colour alternates from its last played match`, `${prefsTr}; ilk takım ${first.no}'ın rengi son oynadığı maça göre değişir`);
  return give(other.colours[other.colours.length - 1], '4.3.9', `${prefs}; ${other.no}'s colour alternates from its last played match`, `${prefsTr}; ${other.no}'ın rengi son oynadığı maça göre değişir`);
}
