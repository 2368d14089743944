/**
 * Criterion-level marking for the FIDE Dubov system in force from 1 February 2026 (C.04.4.1, `dubov-2026`).
 * The procedure (1.9): the PAB first (3.1: 3.1.3 lowest score, 3.1.4 most games played, 3.1.5 largest TPN), then
 * the brackets from the top, each its residents and the upfloaters it needs; in each, the first set of upfloaters
 * in 4.2's order and the first pairing (G1/G2 and their shifts, 3.2.3-3.2.4 and 4.3; S1 against T2, 3.2.5 and 4.4)
 * among those that comply best with [C5]-[C10] (2.3; [C8]-[C10] not in the last round), given the brackets above.
 * Each bracket's value is the engine's own (bracket.ts: pairCriteria, criteriaScales), so the system's pairing is
 * never worse on the first entry where they differ; see fide2026.ts for why brackets are compared only while the
 * brackets above have the same pairs. Colours by 5.2 (allocateColours), boards by C.04.2 D.9.
 */
import type { Tournament } from '../model/types';
import type { Explanation, PairingOptions, Text } from '../pairing/types';
import { DUBOV_2026, dubovHigher, dubovRound } from '../pairing/dubov-2026/index';
import type { DubovPlayer } from '../pairing/dubov-2026/players';
import { criteriaScales, pairBracket, pairCriteria } from '../pairing/dubov-2026/bracket';
import type { MarkNote, Proposal } from './types';
import type { CriteriaMarks } from './criteria';
import {
  compareRound, listPts, markBoardOrder, markColours, pabEntries, PAB_NAMES, pabSaying, pairKey, partingStep, partners,
  sameAbsoluteNotes, where, type BracketEval,
} from './fide2026';

const C = (a: string) => `${DUBOV_2026} ${a}`;
/** The criteria as the text numbers them, with the article that defines each. */
const ARTICLE: Record<string, string> = { '[C5]': '2.3.1 [C5]', '[C6]': '2.3.2 [C6]', '[C7]': '2.3.3 [C7]', '[C8]': '2.3.4 [C8]', '[C9]': '2.3.5 [C9]', '[C10]': '2.3.6 [C10]', '3.1.3': '3.1.3', '3.1.4': '3.1.4' };
const cite = (rule: string) => C(ARTICLE[rule] ?? rule);

const NAMES: Record<string, Text> = {
  ...PAB_NAMES,
  '[C5]': { en: 'upfloaters', tr: 'yukarı çıkanlar' },
  '[C6]': { en: 'score differences of the pairs with an upfloater', tr: 'yukarı çıkanlı eşlerin puan farkları' },
  '[C7]': { en: 'players who do not get their colour preference', tr: 'renk tercihini alamayan oyuncular' },
  '[C8]': { en: 'maximum upfloaters who upfloat again', tr: 'yine yukarı çıkan azami yukarı çıkanlar' },
  '[C9]': { en: 'upfloats of the maximum upfloaters who upfloat again', tr: 'yine yukarı çıkan azami yukarı çıkanların yukarı çıkış sayıları' },
  '[C10]': { en: 'upfloaters who upfloated in the previous round too', tr: 'önceki turda da yukarı çıkmış yukarı çıkanlar' },
};

function saying(rule: string, mine: string, best: string): Text {
  const pab = pabSaying(rule, mine, best);
  if (pab) return pab;
  const one = mine === '1';
  switch (rule) {
    case '[C5]': return { en: `your pairing has ${mine} upfloater${one ? '' : 's'}, where ${best} ${best === '1' ? 'is' : 'are'} enough`, tr: `eşlendirmenizde ${mine} oyuncu yukarı çıkıyor; oysa ${best} yeterli` };
    case '[C6]': return { en: `the pairs with an upfloater have the score differences ${mine}, where ${best} is possible`, tr: `yukarı çıkanlı eşlerin puan farkları ${mine}; oysa ${best} mümkün` };
    case '[C7]': return { en: `${mine} player${one ? ' does' : 's do'} not get ${one ? 'his' : 'their'} colour preference, where ${best} is possible`, tr: `eşlendirmenizde ${mine} oyuncu renk tercihini alamıyor; oysa ${best} mümkün` };
    case '[C8]': return { en: `${mine} maximum upfloater${one ? '' : 's'} (1.8) upfloat${one ? 's' : ''} again, where ${best} is possible`, tr: `eşlendirmenizde ${mine} azami yukarı çıkan (1.8) yine yukarı çıkıyor; oysa ${best} mümkün` };
    case '[C9]': return { en: `the maximum upfloaters who upfloat again have upfloated ${mine} times before, where ${best} is possible`, tr: `yine yukarı çıkan azami yukarı çıkanların önceki yukarı çıkış sayıları ${mine}; oysa ${best} mümkün` };
    default: return { en: `${mine} upfloater${one ? '' : 's'} upfloated in the previous round too, where ${best} is possible`, tr: `eşlendirmenizde önceki turda da yukarı çıkmış ${mine} oyuncu yine yukarı çıkıyor; oysa ${best} mümkün` };
  }
}

const SPEC = { cite, name: (r: string) => NAMES[r], saying, where };

/**
 * A complete pairing's brackets, as the procedure meets them: the residents of each scoregroup still unpaired, the
 * pairs they make (with each other or with an upfloater from below), and those pairs' [C5]-[C10] (pairCriteria).
 */
function evaluate(toPair: DubovPlayer[], partner: Map<number, number>, get: (no: number) => DubovPlayer, lastRound: boolean): BracketEval[] {
  const out: BracketEval[] = [];
  const taken = new Set<number>();
  for (const s of [...new Set(toPair.map((p) => p.score))].sort((a, b) => b - a)) {
    const residents = toPair.filter((p) => p.score === s && !taken.has(p.no));
    if (!residents.length) continue;
    const below = toPair.filter((p) => p.score < s && !taken.has(p.no));
    const isResident = new Set(residents.map((p) => p.no));
    const pairs: Array<[DubovPlayer, DubovPlayer]> = [];
    for (const r of residents) {
      const o = get(partner.get(r.no)!);
      if (isResident.has(o.no) && o.no < r.no) continue;
      pairs.push([r, o]);
    }
    const c = pairs.map(([r, o]) => pairCriteria(r, o, s, isResident.has(o.no), lastRound));
    const { diffs, counts } = criteriaScales(s, below, lastRound);
    const ups = c.filter((x) => x.upfloater);
    const max = c.filter((x) => x.maximumUpfloater);
    const entries = [
      { rule: '[C5]', bracket: s, value: [-ups.length], show: String(ups.length) },
      { rule: '[C6]', bracket: s, value: diffs.map((d) => -ups.filter((x) => x.difference === d).length), show: listPts(ups.map((x) => x.difference!)) },
      { rule: '[C7]', bracket: s, value: [-c.filter((x) => x.colourMiss).length], show: String(c.filter((x) => x.colourMiss).length) },
    ];
    // [C8]-[C10] "unless it is the last round" (2.3.4-2.3.6)
    if (!lastRound) entries.push(
      { rule: '[C8]', bracket: s, value: [-max.length], show: String(max.length) },
      { rule: '[C9]', bracket: s, value: counts.map((n) => -max.filter((x) => x.upfloats === n).length), show: max.length ? max.map((x) => x.upfloats!).sort((a, b) => b - a).join(', ') : '—' },
      { rule: '[C10]', bracket: s, value: [-c.filter((x) => x.upfloatedAgain).length], show: String(c.filter((x) => x.upfloatedAgain).length) },
    );
    out.push({ score: s, entries, pairs: new Set(pairs.map(([a, b]) => pairKey(a.no, b.no))) });
    for (const [a, b] of pairs) { taken.add(a.no); taken.add(b.no); }
  }
  return out;
}

export interface Dubov2026Marks extends CriteriaMarks {
  colours: MarkNote[];
  coloursRight: boolean[];
  boardOrder: MarkNote[];
}

export function markDubov2026(t: Tournament, options: PairingOptions, p: Proposal, correct: { boards: Array<{ white: number; black: number }>; byes: number[] }, explanation: Explanation): Dubov2026Marks {
  const { opts, all, available, lastRound, legal } = dubovRound(t, options);
  const get = (no: number) => all.get(no)!;
  const higher = dubovHigher(all);
  const out: Dubov2026Marks = { absolute: sameAbsoluteNotes(p, get, C), criteria: [], ...markColours(p, get, opts.firstColour, higher, higher, C), boardOrder: markBoardOrder(p, (no) => get(no).score) };
  if (out.absolute.length) return out;

  const byeM = p.byes[0], byeT = correct.byes[0];
  const side = (boards: Array<{ white: number; black: number }>, bye: number | undefined) =>
    evaluate(available.filter((x) => x.no !== bye), partners(boards), get, lastRound);
  const r = compareRound(byeM, byeT, pabEntries(byeM === undefined ? undefined : get(byeM)), pabEntries(byeT === undefined ? undefined : get(byeT)),
    byeM === byeT ? side(p.boards, byeM) : [], byeM === byeT ? side(correct.boards, byeT) : [], SPEC);
  out.criteria = r.cmp.criteria;
  if (r.cmp.verdict) {
    out.verdict = r.cmp.verdict;
    const d = r.cmp.decided!.mine;
    out.parting = d.bracket === undefined ? partingStep(explanation, undefined, ['bye']) : partingStep(explanation, d.bracket, d.rule === '[C7]' && r.cmp.decided!.theirs.show === '0' ? ['s1t2', 'upfloaters'] : ['upfloaters', 's1t2']);
  }
  if (r.cmp.decided) { out.disagreement = r.cmp.disagreement; return out; }
  if (r.byeTie) {
    // 3.1.3 and 3.1.4 equal: 3.1.5, the largest TPN among those who leave a complete pairing
    const rule = C('3.1.5');
    out.verdict = { kind: 'procedural', rule, players: [byeM, byeT], text: {
      en: `${where(undefined).en}, your PAB ${byeM} has the same score and games played as ${byeT}; then the PAB goes to the largest TPN that leaves a complete pairing: ${byeT}: ${rule}`,
      tr: `${where(undefined).tr} BYE verdiğiniz ${byeM} ile ${byeT} aynı puanda ve aynı sayıda oyun oynamış; o zaman BYE, geri kalanların tam eşlendirilmesine izin veren en büyük TPN'ye verilir: ${byeT}: ${rule}`,
    } };
    out.parting = partingStep(explanation, undefined, ['bye']);
    return out;
  }
  if (r.bracket) {
    const proc = procedural(r.bracket.theirs.score, p, correct, available.filter((x) => x.no !== byeT), get, legal, lastRound, explanation);
    out.verdict = proc.verdict;
    out.parting = proc.parting;
  }
  return out;
}

/**
 * A bracket as good on [C5]-[C10], with other pairs: the step of the procedure that chooses (Article 4's orders).
 * The bracket's players are the same on both sides (the brackets above have the same pairs); the engine's own
 * bracket (pairBracket) gives G1, G2, their shifts, S1 and T2.
 */
function procedural(s: number, p: Proposal, correct: { boards: Array<{ white: number; black: number }> }, toPair: DubovPlayer[], get: (no: number) => DubovPlayer, legal: (a: number, b: number) => boolean, lastRound: boolean, e: Explanation): { verdict: MarkNote & { kind: 'procedural'; bracket?: number }; parting: CriteriaMarks['parting'] } {
  const pm = partners(p.boards), pc = partners(correct.boards);
  // the players above this bracket are paired alike; the residents are the scoregroup's players not yet paired
  const above = new Set(toPair.filter((x) => x.score > s).flatMap((x) => [x.no, pc.get(x.no)!]));
  const residents = toPair.filter((x) => x.score === s && !above.has(x.no));
  const below = toPair.filter((x) => x.score < s && !above.has(x.no));
  const isResident = new Set(residents.map((x) => x.no));
  const ups = (m: Map<number, number>) => residents.map((r) => m.get(r.no)!).filter((o) => !isResident.has(o)).sort((a, b) => a - b);
  const upM = ups(pm), upC = ups(pc);
  const w = where(s);
  if (upM.join() !== upC.join()) {
    const rule = C('3.2.2, 4.2');
    return {
      verdict: { kind: 'procedural', bracket: s, rule, players: [...upM, ...upC], text: {
        en: `${w.en}, your pairing is as good on [C5]-[C10], but the upfloaters are the first set in 4.2's order (descending score, then ascending TPN) among those that comply best: ${upC.join(', ')}, where yours upfloats ${upM.join(', ')}: ${rule}`,
        tr: `${w.tr} eşlendirmeniz [C5]-[C10] bakımından aynı derecede iyi; ama yukarı çıkanlar, en iyi uyanlar arasında 4.2 sırasındaki (azalan puan, sonra artan TPN) ilk kümedir: ${upC.join(', ')}; sizin eşlendirmeniz ${upM.join(', ')} oyuncularını yukarı çıkarıyor: ${rule}`,
      } },
      parting: partingStep(e, s, ['upfloaters']),
    };
  }
  const res = pairBracket({ residents, below, legal, lastRound })!;
  const inG1 = new Set(res.s1.map((x) => x.no));
  const crossing = [...isResident].every((no) => inG1.has(no) !== inG1.has(pm.get(no)!));
  if (crossing) {
    // G1 and G2 as the rules compose them: a transposition of G2 (4.4) against S1 in ARO order
    const first = res.s1.find((x) => pm.get(x.no) !== pc.get(x.no))!;
    const rule = C('3.2.5, 4.4');
    return {
      verdict: { kind: 'procedural', bracket: s, rule, players: [first.no], text: {
        en: `${w.en}, your pairing is as good on [C5]-[C10], but S1 (G1 by ascending ARO, then TPN) meets T2, the first transposition of G2 (by TPN) that gives the best pairing: ${first.no} (ARO ${first.aro}) meets ${pc.get(first.no)}, where your pairing gives him ${pm.get(first.no)}: ${rule}`,
        tr: `${w.tr} eşlendirmeniz [C5]-[C10] bakımından aynı derecede iyi; ama S1 (G1, artan ARO sonra TPN), G2'nin (TPN sırası) en iyi eşlendirmeyi veren ilk permütasyonu T2 ile eşlenir: ${first.no} (ARO ${first.aro}) ${pc.get(first.no)} ile eşlenmeli, sizin eşlendirmenizde ${pm.get(first.no)} ile: ${rule}`,
      } },
      parting: partingStep(e, s, ['s1t2']),
    };
  }
  // a pair inside G1 or G2 as the rules compose them: the shifts of 3.2.4 (4.3's order) decide
  const inside = [...isResident].map((no) => [no, pm.get(no)!]).find(([a, b]) => inG1.has(a) === inG1.has(b))!;
  const g = inG1.has(inside[0]) ? 'G1' : 'G2';
  const shifted = [...res.shift1.players, ...res.shift2.players].map((x) => x.no);
  const rule = C('3.2.4, 4.3');
  const g1 = res.s1.map((x) => x.no).sort((a, b) => a - b).join(', '), g2 = res.t2.map((x) => x.no).sort((a, b) => a - b).join(', ');
  return {
    verdict: { kind: 'procedural', bracket: s, rule, players: inside, text: {
      en: `${w.en}, your pairing is as good on [C5]-[C10], but it pairs ${inside[0]}–${inside[1]}, both in ${g} as the rules compose it (G1 = ${g1}; G2 = ${g2}; ${shifted.length ? `shifted by 3.2.4: ${shifted.join(', ')}, the first set in 4.3's order, from the middle of the list, that keeps the best pairing` : 'nobody is shifted by 3.2.4'}): each pair has one player of G1 and one of G2: ${rule}`,
      tr: `${w.tr} eşlendirmeniz [C5]-[C10] bakımından aynı derecede iyi; ama ${inside[0]}–${inside[1]} eşini yapıyor, ikisi de kuralların oluşturduğu ${g} içinde (G1 = ${g1}; G2 = ${g2}; ${shifted.length ? `3.2.4 ile kaydırılanlar: ${shifted.join(', ')}, en iyi eşlendirmeyi koruyan, listenin ortasından başlayarak 4.3 sırasındaki ilk küme` : '3.2.4 ile kimse kaydırılmaz'}): her eşte bir G1 ve bir G2 oyuncusu bulunur: ${rule}`,
    } },
    parting: partingStep(e, s, shifted.length ? ['shift'] : ['g1g2']),
  };
}
