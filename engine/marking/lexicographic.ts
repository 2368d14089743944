/**
 * Criterion-level marking shared by FIDE's two lexicographic Swiss systems, Double-Swiss (C.04.5) and Swiss Team
 * (C.04.6). Their Article 3 is one procedure in a fixed order (3.3.2): the PAB first (3.4), then top-scoregroup by
 * top-scoregroup the upfloater set (3.5: [C4], [C5], [C6], [C7], then the first set in the order of 3.5.4) and the
 * bracket's pairing (3.6: the bracket criteria, then the first identifier, 3.6.3). Each decision is final before the
 * next one is taken, so a complete pairing is evaluated as the list of those decisions in that order, each entry the
 * value the engine's matching optimises (engine/pairing/lexicographic.ts, the systems' pairing.ts): the system's
 * pairing is never worse than a legal proposal at the first entry where they differ. The choices the text makes by an
 * order rather than a criterion (3.4.4 the largest TPN, 3.5.4 the order of sets, 3.6.3 the order of identifiers) sit
 * at their place in that list; a proposal that loses there is as good on every criterion: the verdict is procedural.
 */
import type { Explanation, Pairing, Text } from '../pairing/types';
import { c6Complies, identifier, publicationOrder, upfloaterListing, type FloatCandidate, type UpfloaterRules } from '../pairing/lexicographic';
import { compareCriteria, points, type CriteriaMarks, type CriterionEntry } from './criteria';
import type { MarkNote, Proposal } from './types';

/** A round of a lexicographic system, as its engine reads it. */
export interface LexRound {
  /** 'C.04.5' or 'C.04.6'. */
  chapter: string;
  /** Players or teams: the nouns of the messages. */
  who: { en: string; tr: string };
  states: Map<number, FloatCandidate>;
  /** Those to pair this round (the PAB among them), by TPN. */
  players: number[];
  /** The rules of 3.5 for each top-scoregroup, once the PAB is known. */
  rules: (bye: number | undefined) => (top: number, rest: number[]) => UpfloaterRules;
  /** The bracket criteria of 3.6 in priority order, each a cost per pair (the engine's own). */
  bracketCriteria: Array<{ rule: string; cost: (a: number, b: number, ups: Set<number>) => number }>;
  /** 3.6.1: the seats of a bracket, the smaller seat the top member. */
  seats: (bracket: number[]) => number[];
  /** Names and sayings of the system's own bracket criteria. */
  names: Record<string, Text>;
  sayings: Record<string, (mine: string, best: string) => Text>;
  /** The colours of a pair by the system's Article 4: who has White (on board 1, in game 1), the article, why. */
  colour: (a: number, b: number) => { white: number; rule: string; why: Text };
  /** The board order's article, as cited. */
  boardOrderRule: string;
}

/** Entries decided by the text's order of candidates rather than by a criterion. */
export const PROCEDURAL = ['3.4.4', '3.5.4', '3.6.3'];

const list = (xs: number[]) => (xs.length ? xs.map(points).join(', ') : '—');

/** The entries of one complete pairing, in the order the procedure decides them (see the top of the file). */
export function evaluate(r: LexRound, pairs: Array<[number, number]>, bye: number | undefined): CriterionEntry[] {
  const S = (p: number) => r.states.get(p)!.score;
  const out: CriterionEntry[] = [];
  if (bye !== undefined) {
    const b = r.states.get(bye)!;
    out.push({ rule: '3.4.2', value: [-b.score], show: points(b.score) });
    out.push({ rule: '3.4.3', value: [b.matchesPlayed], show: String(b.matchesPlayed) });
    out.push({ rule: '3.4.4', value: [bye], show: String(bye) });
  }
  const partner = new Map<number, number>();
  for (const [a, b] of pairs) { partner.set(a, b); partner.set(b, a); }
  const rulesFor = r.rules(bye);
  let todo = r.players.filter((p) => p !== bye);
  while (todo.length) {
    const top = Math.max(...todo.map(S));
    const residents = todo.filter((p) => S(p) === top);
    const rest = todo.filter((p) => S(p) !== top);
    const inTodo = new Set(todo);
    if (residents.some((p) => !inTodo.has(partner.get(p) ?? -1))) break; // not a complete pairing of these (the form check names it)
    const rules = rulesFor(top, rest);
    const ups = upfloaterListing(r.states, residents.map((p) => partner.get(p)!).filter((x) => S(x) !== top));
    const upSet = new Set(ups);
    const e = (rule: string, value: number[], show: string) => out.push({ rule, bracket: top, value, show });
    // [C4] the fewest upfloaters; [C5] their scores, the lowest first (the text's rephrasing) or the highest first
    e('[C4]', [-ups.length], String(ups.length));
    const asc = ups.map(S).sort((a, b) => a - b);
    const c5 = rules.c5 === 'ascending' ? asc : [...asc].reverse();
    e('[C5]', c5, list(c5));
    if (rules.c6 === 'parity') {
      const c6 = c6Complies(r.states, rest.filter((p) => !upSet.has(p)), rules.nextScore);
      // shown as ✓ (it can), ✗ (it cannot), — (none of the following scoregroup is left: nothing to ask)
      e('[C6]', [c6 === 'not-satisfied' ? 0 : 1], c6 === 'not-satisfied' ? '✗' : c6 === 'satisfied' ? '✓' : '—');
    }
    if (rules.c7) {
      const n = ups.filter((p) => r.states.get(p)!.floatedLast).length;
      e('[C7]', [-n], String(n));
    }
    e('3.5.4', ups.map((p) => -p), ups.join(', ') || '—');
    const bracket = [...residents, ...ups];
    const here: Array<[number, number]> = residents.filter((p) => upSet.has(partner.get(p)!) || p < partner.get(p)!).map((p) => [p, partner.get(p)!]);
    for (const c of r.bracketCriteria) {
      const n = here.reduce((x, [a, b]) => x + c.cost(a, b, upSet), 0);
      e(c.rule, [-n], String(n));
    }
    // 3.6.2-3.6.3: the identifier over the seats of 3.6.1, compared lexicographically (smaller first)
    const seats = r.seats(bracket);
    const seat = new Map(seats.map((p, i) => [p, i]));
    const id = identifier(here.map(([a, b]) => [seat.get(a)!, seat.get(b)!]));
    e('3.6.3', id.map((i) => -i), id.map((i) => seats[i]).join(' '));
    const inB = new Set(bracket);
    todo = todo.filter((p) => !inB.has(p));
  }
  return out;
}

const NAMES: Record<string, Text> = {
  '3.4.2': { en: 'score of the PAB', tr: 'PAB alanın puanı' },
  '3.4.3': { en: 'matches played by the PAB', tr: 'PAB alanın oynadığı maçlar' },
  '3.4.4': { en: 'TPN of the PAB (the largest)', tr: 'PAB alanın sıra numarası (en büyük)' },
  '[C4]': { en: 'number of upfloaters', tr: 'yukarı çıkan sayısı' },
  '[C5]': { en: 'scores of the upfloaters', tr: 'yukarı çıkanların puanları' },
  '[C6]': { en: 'the following scoregroup can be paired with its fewest upfloaters', tr: 'sonraki puan grubu en az yukarı çıkanla eşlenebilir' },
  '[C7]': { en: 'upfloaters who floated in the previous round', tr: 'önceki turda yüzmüş yukarı çıkanlar' },
  '3.5.4': { en: 'the upfloater set (order of 3.5.4)', tr: 'yukarı çıkan kümesi (3.5.4 sırası)' },
  '3.6.3': { en: 'the identifier of the bracket pairing (3.6.2)', tr: 'puan grubu eşlendirmesinin tanımlayıcısı (3.6.2)' },
};

function sayings(r: LexRound): Record<string, (mine: string, best: string) => Text> {
  const { en: who, tr: whoTr } = r.who;
  const one = who.replace(/s$/, '');
  return {
    '3.4.2': (m, b) => ({ en: `your pairing gives the PAB to a ${one} on ${m}, where one on ${b} can have it (the lowest score first)`, tr: `eşlendirmeniz PAB'ı ${m} puanlıya veriyor; oysa ${b} puanlı biri alabilir (en düşük puan önce)` }),
    '3.4.3': (m, b) => ({ en: `your pairing gives the PAB to a ${one} with ${m} matches played, where one with ${b} can have it (the most matches played first)`, tr: `eşlendirmeniz PAB'ı ${m} maç oynamış ${whoTr === 'takımlar' ? 'bir takıma' : 'bir oyuncuya'} veriyor; oysa ${b} maç oynamış biri alabilir (en çok maç oynayan önce)` }),
    '3.4.4': (m, b) => ({ en: `of the PAB candidates on the same score with as many matches played, the largest TPN has it: ${b}, not ${m}`, tr: `aynı puanda ve aynı sayıda maç oynamış PAB adaylarından en büyük sıra numaralı alır: ${m} değil ${b}` }),
    '[C4]': (m, b) => ({ en: `your pairing has ${m} upfloater${m === '1' ? '' : 's'}, where ${b} ${b === '1' ? 'is' : 'are'} enough`, tr: `eşlendirmenizde ${m} yukarı çıkan var; oysa ${b} yeterli` }),
    '[C5]': (m, b) => ({ en: `your upfloaters have the scores ${m}, where ${b} is possible`, tr: `yukarı çıkanlarınızın puanları ${m}; oysa ${b} mümkün` }),
    '[C6]': () => ({ en: 'your upfloaters leave the following scoregroup unable to pair with the fewest upfloaters of its own, where a set that lets it is possible', tr: 'yukarı çıkanlarınız sonraki puan grubunu kendi en az yukarı çıkanıyla eşlenemez bırakıyor; oysa buna izin veren bir küme mümkün' }),
    '[C7]': (m, b) => ({ en: `${m} of your upfloaters floated in the previous round, where ${b} is possible`, tr: `yukarı çıkanlarınızdan ${m} tanesi önceki turda da yüzmüştü; oysa ${b} mümkün` }),
    '3.5.4': (m, b) => ({ en: `your upfloaters are {${m}}; of the sets as good on [C4]-[C7], {${b}} comes first (listed by score descending, then TPN ascending)`, tr: `yukarı çıkanlarınız {${m}}; [C4]-[C7] bakımından aynı iyilikteki kümeler arasında {${b}} önce gelir (puan azalan, sonra sıra numarası artan sırayla)` }),
    '3.6.3': (m, b) => ({ en: `your pairing's identifier is ${m}; of the pairings as good on the criteria, ${b} comes first`, tr: `eşlendirmenizin tanımlayıcısı ${m}; kriterler bakımından aynı iyilikteki eşlendirmeler arasında ${b} önce gelir` }),
    ...r.sayings,
  };
}

/** The explanation's step on the same matter: the PAB (3.4), the upfloaters of that scoregroup (3.5), its pairs (3.6). */
function partingStep(e: Explanation, rule: string, bracket: number | undefined): CriteriaMarks['parting'] {
  const section = e.sections[0];
  if (!section) return undefined;
  const steps = section.steps;
  let i = -1;
  if (rule.startsWith('3.4')) i = steps.map((s) => s.kind).lastIndexOf('bye');
  else {
    const b = steps.findIndex((s) => s.kind === 'bracket' && (s.data as { score?: number } | undefined)?.score === bracket);
    const pairsRule = rule === '3.6.3' || !['[C4]', '[C5]', '[C6]', '[C7]', '3.5.4'].includes(rule);
    i = b >= 0 && pairsRule ? steps.findIndex((s, j) => j > b && s.kind === 'pairs') : b;
  }
  const st = steps[i];
  return { section: section.title, step: st?.text, rule: st?.rule };
}

export function markLexicographic(r: LexRound, p: Proposal, correct: Pairing, explanation: Explanation): CriteriaMarks {
  const C = (rule: string) => `${r.chapter} ${rule}`;
  const out: CriteriaMarks & { colours: MarkNote[]; coloursRight: boolean[]; boardOrder: MarkNote[] } = { absolute: [], criteria: [], colours: [], coloursRight: [], boardOrder: [] };
  // colours, board by board (Article 4)
  p.boards.forEach((b, i) => {
    const d = r.colour(b.white, b.black);
    const ok = d.white === b.white;
    out.coloursRight.push(ok);
    if (!ok) {
      const black = b.white === d.white ? b.black : b.white;
      out.colours.push({ rule: C(d.rule), boards: [i + 1], players: [b.white, b.black], text: {
        en: `board ${i + 1}: ${d.white} has White against ${black} (${d.why.en}): ${C(d.rule)}`,
        tr: `${i + 1}. masa: ${d.white} beyaz, ${black} siyah olmalı (${d.why.tr}): ${C(d.rule)}`,
      } });
    }
  });
  // board order (GHR 3.6: the systems have none of their own)
  const order = publicationOrder(p.boards, (no) => r.states.get(no)?.score ?? 0);
  const off = order.findIndex((b, i) => b !== p.boards[i]);
  if (off >= 0) out.boardOrder.push({ rule: r.boardOrderRule, boards: [off + 1], text: {
    en: `board ${off + 1} should be ${order[off].white}–${order[off].black}: boards go by the higher score of the pair, then the sum of the two scores, then the smaller TPN: ${r.boardOrderRule}`,
    tr: `${off + 1}. masada ${order[off].white}–${order[off].black} olmalı: masalar eşin yüksek puanına, sonra iki puanın toplamına, sonra küçük sıra numarasına göre dizilir: ${r.boardOrderRule}`,
  } });
  const pairsOf = (x: { boards: Array<{ white: number; black: number }> }): Array<[number, number]> => x.boards.map((b) => [b.white, b.black]);
  const mine = evaluate(r, pairsOf(p), p.byes[0]);
  const theirs = evaluate(r, pairsOf(correct), correct.byes[0]);
  const say = sayings(r);
  const names = { ...NAMES, ...r.names };
  const cmp = compareCriteria(mine, theirs, {
    cite: C,
    name: (rule) => names[rule],
    saying: (rule, m, b) => say[rule](m, b),
    where: (b) => (b === undefined ? { en: 'In this round', tr: 'Bu turda' } : { en: `In the top-scoregroup with ${points(b)}`, tr: `${points(b)} puanlı en üst puan grubunda` }),
  });
  out.criteria = cmp.criteria;
  out.disagreement = cmp.disagreement;
  if (cmp.verdict) {
    const rule = cmp.decided!.mine.rule;
    out.verdict = PROCEDURAL.includes(rule) ? { ...cmp.verdict, kind: 'procedural' } : cmp.verdict;
    out.parting = partingStep(explanation, rule, cmp.decided!.mine.bracket);
  }
  return out;
}
