/**
 * Criterion-level marking for the FIDE Burstein system in force from 1 February 2026 (C.04.4.2, `burstein-2026`).
 * The seeding rounds (1.6) are paired by the FIDE (Dutch) System, C.04.3: they are marked by the Dutch marker
 * (engine/marking/dutch.ts), and the verdict says that 1.6.1 sends them there.
 * After them the procedure (1.9): the PAB first (3.1: 3.1.3 lowest score, 3.1.4 most games played, 3.1.5 the lowest
 * by the ranking of 1.8), then the brackets from the top, each its scoregroup and the players floating in from above,
 * paired by the first pairing in Article 4's order (BSN 1 against the largest BSN, then BSN 2, …; a virtual player,
 * BSN 0, for a player who floats on) among those that comply best with [C5]-[C8] (2.3), given the brackets above.
 * Each bracket's value is the engine's own (bracket.ts: pairCriteria), so the system's pairing is never worse on the
 * first entry where they differ; see fide2026.ts for why brackets are compared only while the brackets above have
 * the same pairs. Colours by 5.2 (allocateColours; 5.2.5 by the Index), boards by C.04.2 D.9.
 */
import type { Tournament } from '../model/types';
import type { Explanation, PairingOptions, Text } from '../pairing/types';
import { BURSTEIN_2026, bursteinRanking, bursteinState, readOptions, seedingRound } from '../pairing/burstein-2026/index';
import { rankCompare, type BursteinPlayer } from '../pairing/burstein-2026/players';
import { pairCriteria } from '../pairing/burstein-2026/bracket';
import { layout, lexGraph, type PenaltyEdge } from '../pairing/dubov-2026/lexMatching';
import type { MarkNote, Proposal } from './types';
import type { CriteriaMarks } from './criteria';
import { markDutch } from './dutch';
import {
  compareRound, listPts, markBoardOrder, markColours, pabEntries, PAB_NAMES, pabSaying, pairKey, partingStep, partners,
  sameAbsoluteNotes, where, type BracketEval,
} from './fide2026';

const C = (a: string) => `${BURSTEIN_2026} ${a}`;
const ARTICLE: Record<string, string> = { '[C5]': '2.3.1 [C5]', '[C6]': '2.3.2 [C6]', '[C7]': '2.3.3 [C7]', '[C8]': '2.3.4 [C8]', '3.1.3': '3.1.3', '3.1.4': '3.1.4' };
const cite = (rule: string) => C(ARTICLE[rule] ?? rule);

const NAMES: Record<string, Text> = {
  ...PAB_NAMES,
  '[C5]': { en: 'pairs in the bracket', tr: 'gruptaki eşler' },
  '[C6]': { en: 'scores of the players floating out of the bracket', tr: 'gruptan alt gruba aktarılanların puanları' },
  '[C7]': { en: 'players the following bracket must float on', tr: 'sonraki grubun aktarmak zorunda kaldığı oyuncular' },
  '[C8]': { en: 'players who do not get their colour preference', tr: 'renk tercihini alamayan oyuncular' },
};

function saying(rule: string, mine: string, best: string): Text {
  const pab = pabSaying(rule, mine, best);
  if (pab) return pab;
  const one = mine === '1';
  switch (rule) {
    case '[C5]': return { en: `your pairing makes ${mine} pair${one ? '' : 's'} in the bracket, where ${best} ${best === '1' ? 'is' : 'are'} possible`, tr: `eşlendirmeniz grupta ${mine} eş yapıyor; oysa ${best} eş mümkün` };
    case '[C6]': return { en: `your pairing floats out players with the scores ${mine}, where ${best} is possible (the lowest scores float)`, tr: `eşlendirmeniz ${mine} puanlı oyuncuları alt gruba aktarıyor; oysa ${best} mümkün (en düşük puanlılar aktarılır)` };
    case '[C7]': return { en: `after your pairing of this bracket the following bracket (the next scoregroup with this bracket's floaters) must float players on: at least ${mine}, where ${best} is possible (the fewest, then the lowest scores; their scores in brackets)`, tr: `bu grubu sizin eşlendirmenizle sonraki grup (sonraki puan grubu ile bu gruptan aktarılanlar) en az ${mine} oyuncu aktarmak zorunda kalıyor; oysa ${best} mümkün (en az sayıda, sonra en düşük puanlı; puanları parantez içinde)` };
    default: return { en: `${mine} player${one ? ' does' : 's do'} not get ${one ? 'his' : 'their'} colour preference, where ${best} is possible`, tr: `eşlendirmenizde ${mine} oyuncu renk tercihini alamıyor; oysa ${best} mümkün` };
  }
}

const SPEC = { cite, name: (r: string) => NAMES[r], saying, where };

interface Bracket extends BracketEval { members: BursteinPlayer[] }

/**
 * A complete pairing's brackets, as the procedure meets them: each scoregroup with the players floating in from the
 * bracket above; its pairs and floaters scored by pairCriteria. [C7] (2.3.3) judges the bracket's own choice: the
 * fewest players (then the lowest scores) the following bracket (the next scoregroup with this bracket's floaters)
 * must float on, over every complete pairing of the players left — not how the answer then paired that bracket:
 * a mistake made there is that bracket's own (the first bracket paired differently carries the verdict).
 */
function evaluate(toPair: BursteinPlayer[], partner: Map<number, number>, get: (no: number) => BursteinPlayer, legal: (a: number, b: number) => boolean): Bracket[] {
  const out: Bracket[] = [];
  const scores = [...new Set(toPair.map((p) => p.score))].sort((a, b) => b - a);
  const taken = new Set<number>();
  let incoming: BursteinPlayer[] = [];
  scores.forEach((s, k) => {
    const members = [...incoming, ...toPair.filter((p) => p.score === s)];
    const inB = new Set(members.map((p) => p.no));
    const inN = new Set(toPair.filter((p) => p.score === scores[k + 1]).map((p) => p.no));
    const remaining = toPair.filter((p) => !taken.has(p.no));
    const pairs = remaining.filter((p) => partner.get(p.no)! > p.no).map((p) => [p, get(partner.get(p.no)!)] as [BursteinPlayer, BursteinPlayer]);
    const c = pairs.map(([a, b]) => pairCriteria(a, b, inB, inN));
    const floaters = c.flatMap((x) => (x.floater ? [x.floater] : []));
    const bScores = [...new Set(members.map((p) => p.score))].sort((a, b) => b - a);
    const nScores = [...new Set([...members, ...toPair.filter((p) => inN.has(p.no))].map((p) => p.score))].sort((a, b) => b - a);
    const inside = pairs.filter(([a, b]) => inB.has(a.no) && inB.has(b.no));
    const left = remaining.filter((p) => !inside.some(([a, b]) => a.no === p.no || b.no === p.no));
    const out7 = fewestFloatingOn(left, new Set([...floaters.map((f) => f.no), ...inN]), nScores, legal);
    const misses = c.filter((x) => x.colourMiss).length;
    out.push({
      score: s, members,
      entries: [
        { rule: '[C5]', bracket: s, value: [inside.length], show: String(inside.length) },
        { rule: '[C6]', bracket: s, value: bScores.map((sc) => -floaters.filter((f) => f.score === sc).length), show: listPts(floaters.map((f) => f.score)) },
        { rule: '[C7]', bracket: s, value: [-out7.length, ...nScores.map((sc) => -out7.filter((f) => f === sc).length)], show: out7.length ? `${out7.length} (${listPts(out7)})` : '0' },
        { rule: '[C8]', bracket: s, value: [-misses], show: String(misses) },
      ],
      pairs: new Set(inside.map(([a, b]) => pairKey(a.no, b.no))),
    });
    for (const [a, b] of inside) { taken.add(a.no); taken.add(b.no); }
    incoming = floaters;
  });
  return out;
}

/**
 * [C7]: the scores of the fewest players of the following bracket (`following`: this bracket's floaters and the next
 * scoregroup) who must float on out of it, over every complete legal pairing of `left` (the players not yet paired),
 * the fewest at the highest score first; the engine's own field layout (bracket.ts) on a best matching.
 */
function fewestFloatingOn(left: BursteinPlayer[], following: Set<number>, nScores: number[], legal: (a: number, b: number) => boolean): number[] {
  const L = layout([['C7a', 1], ['C7b', nScores.length]]);
  const edges: PenaltyEdge[] = [];
  for (let i = 0; i < left.length; i++) for (let j = i + 1; j < left.length; j++) {
    const a = left[i], b = left[j];
    if (!legal(a.no, b.no)) continue;
    const pen = new Array(L.count).fill(0);
    if (following.has(a.no) !== following.has(b.no)) {
      const f = following.has(a.no) ? a : b;
      pen[L.offset.C7a] = 1;
      pen[L.offset.C7b + nScores.indexOf(f.score)] = 1;
    }
    edges.push({ i, j, pen });
  }
  const g = lexGraph(left.length, edges, L.count, [left.length, ...nScores.map(() => left.length)]);
  const best = g.best();
  if (!best.perfect) return [];
  const f = g.fields(best.penalty);
  return nScores.flatMap((sc, k) => new Array(f[L.offset.C7b + k]).fill(sc));
}

export interface Burstein2026Marks extends CriteriaMarks {
  colours: MarkNote[];
  coloursRight: boolean[];
  boardOrder: MarkNote[];
}

const SEEDING: Text = {
  en: `Seeding round (${C('1.6.1')}: paired by the FIDE (Dutch) System, C.04.3)`,
  tr: `Tohumlama turu (${C('1.6.1')}: FIDE (Hollanda) sistemiyle, C.04.3, eşlendirilir)`,
};
const seedingNote = (n: MarkNote): MarkNote => ({ ...n, text: { en: `${SEEDING.en}: ${n.text.en}`, tr: `${SEEDING.tr}: ${n.text.tr}` } });

export function markBurstein2026(t: Tournament, options: PairingOptions, p: Proposal, correct: { boards: Array<{ white: number; black: number }>; byes: number[] }, explanation: Explanation): Burstein2026Marks {
  const asDutch = seedingRound(t, options);
  if (asDutch) {
    // 1.6.1: the Dutch marker, on the event and options the engine hands to `dutch`
    const d = markDutch(asDutch.t, asDutch.options, p, correct, explanation);
    return { ...d, absolute: d.absolute.map(seedingNote), colours: d.colours.map(seedingNote), verdict: d.verdict && { ...seedingNote(d.verdict), kind: d.verdict.kind } };
  }
  const opts = readOptions(t, options);
  const round = typeof options.round === 'number' ? options.round : explanation.round;
  const { all, available, legal } = bursteinState(t, round);
  const get = (no: number) => all.get(no)!;
  const { first, by18 } = bursteinRanking(all);
  const out: Burstein2026Marks = {
    absolute: sameAbsoluteNotes(p, get, C), criteria: [],
    ...markColours(p, get, opts.firstColour, first, by18, C, { en: 'the preference of the player ranked higher by the Index (1.8) granted', tr: 'İndekse göre (1.8) üst sıradaki oyuncunun tercihi karşılanır' }),
    boardOrder: markBoardOrder(p, (no) => get(no).score),
  };
  if (out.absolute.length) return out;

  const byeM = p.byes[0], byeT = correct.byes[0];
  const side = (boards: Array<{ white: number; black: number }>, bye: number | undefined) => evaluate(available.filter((x) => x.no !== bye), partners(boards), get, legal);
  const r = compareRound(byeM, byeT, pabEntries(byeM === undefined ? undefined : get(byeM)), pabEntries(byeT === undefined ? undefined : get(byeT)),
    byeM === byeT ? side(p.boards, byeM) : [], byeM === byeT ? side(correct.boards, byeT) : [], SPEC);
  out.criteria = r.cmp.criteria;
  if (r.cmp.verdict) {
    out.verdict = r.cmp.verdict;
    const b = r.cmp.decided!.mine.bracket;
    out.parting = partingStep(explanation, b, b === undefined ? ['bye'] : r.cmp.decided!.mine.rule === '[C8]' ? ['colours-count', 'pairs'] : ['pairs']);
  }
  if (r.cmp.decided) { out.disagreement = r.cmp.disagreement; return out; }
  if (r.byeTie) {
    const rule = C('3.1.5');
    out.verdict = { kind: 'procedural', rule, players: [byeM, byeT], text: {
      en: `${where(undefined).en}, your PAB ${byeM} has the same score and games played as ${byeT}; then the PAB goes to the lowest in the ranking of 1.8 (the Index: Buchholz, Sonneborn-Berger, TPN) who leaves a complete pairing: ${byeT}: ${rule}`,
      tr: `${where(undefined).tr} BYE verdiğiniz ${byeM} ile ${byeT} aynı puanda ve aynı sayıda oyun oynamış; o zaman BYE, geri kalanların tam eşlendirilmesine izin verenler arasında 1.8 sıralamasında (İndeks: Buchholz, Sonneborn-Berger, TPN) en alttakine verilir: ${byeT}: ${rule}`,
    } };
    out.parting = partingStep(explanation, undefined, ['bye']);
    return out;
  }
  if (r.bracket) {
    const b = r.bracket.theirs as Bracket;
    const pm = partners(p.boards), pc = partners(correct.boards);
    const bsn = [...b.members].sort(rankCompare);
    const num = new Map(bsn.map((x, i) => [x.no, i + 1]));
    // Article 4: BSN 1 first, against the largest BSN that still allows the best pairing (BSN 0: he floats on)
    const opp = (m: Map<number, number>, no: number) => num.get(m.get(no)!) ?? 0;
    const k = bsn.findIndex((x, i) => !(opp(pc, x.no) > 0 && opp(pc, x.no) < i + 1) && opp(pm, x.no) !== opp(pc, x.no));
    const a = bsn[k];
    const oc = opp(pc, a.no), om = opp(pm, a.no);
    const theirs = oc ? { en: `meets BSN ${oc} (${pc.get(a.no)})`, tr: `BSN ${oc} (${pc.get(a.no)}) ile eşlenmeli` } : { en: 'floats on (a virtual player, BSN 0)', tr: 'alt gruba aktarılmalı (sanal rakip, BSN 0)' };
    const mine = om ? { en: `where your pairing gives him BSN ${om} (${pm.get(a.no)})`, tr: `sizin eşlendirmenizde BSN ${om} (${pm.get(a.no)}) ile eşleniyor` } : { en: 'where your pairing floats him on (BSN 0)', tr: 'sizin eşlendirmenizde alt gruba aktarılıyor (BSN 0)' };
    const w = where(b.score);
    const rule = C('3.2.2, 4.3');
    out.verdict = { kind: 'procedural', bracket: b.score, rule, players: [a.no], text: {
      en: `${w.en}, your pairing is as good on [C5]-[C8], but Article 4 takes the pairings in order: BSN 1 against the largest BSN that still allows the best pairing, then BSN 2, …; BSN ${k + 1} (${a.no}) ${theirs.en}, ${mine.en}: ${rule}`,
      tr: `${w.tr} eşlendirmeniz [C5]-[C8] bakımından aynı derecede iyi; ama 4. madde eşlendirmeleri sırayla ele alır: BSN 1 en iyi eşlendirmeye izin veren en büyük BSN ile, sonra BSN 2, …; BSN ${k + 1} (${a.no}) ${theirs.tr}, ${mine.tr}: ${rule}`,
    } };
    out.parting = partingStep(explanation, b.score, ['pairs']);
  }
  return out;
}
