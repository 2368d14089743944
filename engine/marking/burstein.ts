/**
 * Criterion-level marking for the Burstein system of the books (seed 003 section 1.4, `burstein`). The proposal and
 * the system's pairing are evaluated with the engine's own rule code (engine/pairing/burstein: the cards and the
 * order of 3.2, the bye candidates of 4, the round's search with the merges of 6.6, the due colours of 6.5, the
 * priority lists of 6.2/6.4, the colours of 5, the board order), in the order the procedure applies them:
 *
 *  1. 4.1-4.3, the bye: its place in the order of 4 (the lowest score group, the lowest SB, Buchholz, Median,
 *     rating; one who scored without playing only as the last resort). The procedure takes the first candidate
 *     whose bye leaves a legal pairing, so a legal proposal can only be as early or later.
 *  2. 6.3 (and 6.6), score group by score group from the top: the players paired outside their group. The groups are
 *     the ones the procedure pairs (score groups, merged by 6.6 where two could not be paired apart); each odd group
 *     sends one floater to the next group, never one who floated in. The procedure only ever takes pairings of this
 *     shape (6.3, 6.6), so this comes before any colour count: a proposal that breaks it lower down could otherwise
 *     look better higher up (its floater is one 6.6 sent back).
 *  3. 6.5, group by group from the top: the players who get their due colour, compared only down to the first group
 *     whose pairing differs. The procedure is greedy group by group (a group's pairing is fixed before the next
 *     group is looked at, 6.3-6.6), so what happens below that group does not weigh.
 *  4. Equal there but a different pairing of the group: the priority list decides (6.1, 6.2 for an even group, 6.4
 *     for an odd one: the top player, in the order of 3.2, meets the lowest he may; floating is his last choice).
 *
 * Seeding rounds: this edition pairs rounds 1-2 by its own procedure, with the imaginary point of 3.3 added to the top
 * half of the list when the score groups are formed (no other system's rules); they are marked the same way, the
 * groups named with the imaginary point. Colours are marked board by board by 5.1-5.4 (the engine's allocateColours; where a
 * limit decides, the article the proposal's colours break: 5.2, 5.3 or both),
 * the board order by the engine's order (the higher score of the pair, the sum, the smaller pairing number).
 */
import type { Colour, Tournament } from '../model/types';
import { colourDifference, mayReceivePairingBye, playerRounds } from '../model/history';
import type { Board, Explanation, PairingOptions, Text } from '../pairing/types';
import type { BursteinCard } from '../pairing/burstein/cards';
import { BURSTEIN_BUDGET, byeOptionsOf, roundCards } from '../pairing/burstein/index';
import { searchRound, type BGroup } from '../pairing/burstein/search';
import { dueColoursOf } from '../pairing/burstein/select';
import { allocateColours, dueColour, limitsBroken } from '../pairing/burstein/colours';
import { orderGroup } from '../pairing/burstein/ordering';
import { comparePriority, priorityIndex, type GroupPairing } from '../pairing/burstein/priority';
import type { MarkNote, Proposal } from './types';
import { compareCriteria, type CriteriaMarks, type CriterionEntry } from './criteria';
import { citations } from './citations';

const B = (n: string) => `Burstein ${n}`;
const num = (x: number) => String(Math.round(x * 100) / 100);
const numTr = (x: number) => num(x).replace('.', ',');

const NAMES: Record<string, Text> = {
  '4.1': { en: 'the player who gets the bye (in the order of 4.1-4.3)', tr: 'tur atlayan oyuncu (4.1-4.3 sırasıyla)' },
  '4.2': { en: 'the player who gets the bye (in the order of 4.1-4.3)', tr: 'tur atlayan oyuncu (4.1-4.3 sırasıyla)' },
  '4.3': { en: 'the player who gets the bye (in the order of 4.1-4.3)', tr: 'tur atlayan oyuncu (4.1-4.3 sırasıyla)' },
  '6.3': { en: 'players paired outside their score group (floaters)', tr: 'puan grubunun dışında eşlenen oyuncular (artık oyuncular)' },
  '6.5': { en: 'players who get their due colour', tr: 'sırası gelen rengini alan oyuncular' },
};

/** One score group (as the procedure pairs it) in a complete pairing, walked from the top. */
interface GroupWalk {
  group: BGroup;
  /** The group's players and the one that floated in, in the order of 3.2. */
  list: number[];
  incoming?: number;
  /** Players of the list paired with someone outside it (or nobody: they float on). */
  out: number[];
  /** The player who floated in floats on (6.3 forbids it). */
  again: boolean;
  /** The pairs inside the list, each (higher, lower) in the order of 3.2, and the floater. */
  pairing: GroupPairing;
  /** 6.5: the players of the pairs who get their due colour. */
  due: number;
  /** Pairs whose two players are due the same colour. */
  clashes: Array<[number, number]>;
}

function walk(groups: BGroup[], partner: Map<number, number>, cards: Map<number, BursteinCard>): GroupWalk[] {
  const due = (x: number) => dueColour(cards.get(x)!);
  const out: GroupWalk[] = [];
  let incoming: number | undefined;
  for (const g of groups) {
    const list = orderGroup([...g.players, ...(incoming !== undefined ? [incoming] : [])].map((no) => cards.get(no)!)).map((c) => c.no);
    const inList = new Set(list);
    const pos = new Map(list.map((x, i) => [x, i]));
    const leaving = list.filter((x) => !inList.has(partner.get(x) ?? -1));
    const pairs: Array<[number, number]> = [];
    for (const x of list) {
      const y = partner.get(x);
      if (y !== undefined && inList.has(y) && pos.get(x)! < pos.get(y)!) pairs.push([x, y]);
    }
    const floater = leaving.length === 1 ? leaving[0] : undefined;
    const dueOf = pairs.map(([a, b]) => [due(a), due(b)] as const);
    out.push({
      group: g, list, incoming, out: leaving, again: incoming !== undefined && leaving.includes(incoming),
      pairing: { pairs, floater }, due: dueColoursOf(pairs, due),
      clashes: pairs.filter((_, i) => dueOf[i][0] !== undefined && dueOf[i][0] === dueOf[i][1]),
    });
    incoming = floater;
  }
  return out;
}

const sameGroupPairing = (a: GroupWalk, b: GroupWalk): boolean =>
  a.pairing.floater === b.pairing.floater && a.pairing.pairs.length === b.pairing.pairs.length
  && a.pairing.pairs.every(([x, y], i) => b.pairing.pairs[i][0] === x && b.pairing.pairs[i][1] === y);

type Parting = CriteriaMarks['parting'];

function partingStep(e: Explanation, score: number | undefined, kinds: string[]): Parting {
  const section = (score !== undefined ? e.sections.find((s) => s.group && s.group.score === score) : undefined)
    ?? e.sections.find((s) => s.steps.some((st) => kinds.includes(st.kind))) ?? e.sections[0];
  if (!section) return undefined;
  const step = section.steps.find((s) => kinds.includes(s.kind));
  return { section: section.title, step: step?.text, rule: step?.rule };
}

export function markBurstein(t: Tournament, _options: PairingOptions, p: Proposal, correct: { round: number; boards: Board[]; byes: number[] }, explanation: Explanation): CriteriaMarks {
  const round = correct.round;
  const { cards, cardMap, forbidden } = roundCards(t, round);
  const firstColour: Colour = t.firstColour ?? 'w';
  const out: CriteriaMarks = { absolute: [], criteria: [], colours: [], coloursRight: [], boardOrder: [] };
  const get = (no: number) => cardMap.get(no)!;
  // 3.2: one order for the whole round; within any group (floaters included) it is the group's order
  const rank = new Map(orderGroup(cards).map((c, i) => [c.no, i]));
  const rankOf = (no: number) => rank.get(no) ?? Infinity;
  const seeding = round <= 2; // 3.3

  // colours, board by board (5.1-5.4)
  p.boards.forEach((b, i) => {
    if (!cardMap.has(b.white) || !cardMap.has(b.black)) { out.coloursRight!.push(true); return; }
    const d = allocateColours(get(b.white), get(b.black), firstColour, rankOf);
    const ok = d.white === b.white;
    out.coloursRight!.push(ok);
    if (!ok) {
      const why = (x: string) => x.slice(x.indexOf(': ') + 2);
      // 5.2 or 5.3 decides (the other way breaks a limit): name the article the proposal's colours break
      const limits = d.decidedBy === '5.2-5.3' ? limitsText(get(b.white), get(b.black)) : undefined;
      const rule = B(limits ? limits.articles : d.decidedBy.split('-')[0]);
      out.colours!.push({ rule, boards: [i + 1], players: [b.white, b.black], text: {
        en: `board ${i + 1}: ${d.white} has white against ${d.black} (${limits ? limits.en : why(d.text.en)}): ${rule}`,
        tr: `${i + 1}. masa: ${d.white} beyaz, ${d.black} siyah olmalı (${limits ? limits.tr : why(d.text.tr)}): ${rule}`,
      } });
    }
  });
  // board order: the books' Burstein text gives none, so it is not marked

  // 4.1: the proposal's bye to someone the order of 4 does not hold (the shared check already names most of them)
  const byeOptions = byeOptionsOf(cards).filter((c): c is BursteinCard => c !== undefined);
  const prs = playerRounds(t);
  for (const no of p.byes) {
    if (!cardMap.has(no) || byeOptions.some((c) => c.no === no)) continue;
    if (!mayReceivePairingBye((prs.get(no) ?? []).filter((r) => r.round < round))) continue; // absolute.ts names it
    out.absolute.push({ rule: B('4.1'), players: [no], text: {
      en: `${no} may not have the bye: he has scored without playing and has had a bye already: ${B('4.1')}`,
      tr: `${no} tur atlatılamaz: oynamadan puan aldı ve daha önce tur atladı: ${B('4.1')}`,
    } });
  }
  if (out.absolute.length) return out;
  const known = [...p.boards.flatMap((b) => [b.white, b.black]), ...p.byes].every((no) => cardMap.has(no));
  if (!known) return out;

  // the round as the procedure pairs it: the bye, the groups (merged by 6.6) it pairs
  const search = searchRound(cards, byeOptionsOf(cards), cardMap, forbidden, { left: BURSTEIN_BUDGET });
  if (!search) return out;
  const groups = search.choices.map((c) => c.group);
  const groupOf = new Map(groups.map((g) => [g.score, g]));
  const partners = (boards: Board[]) => {
    const m = new Map<number, number>();
    for (const b of boards) { m.set(b.white, b.black); m.set(b.black, b.white); }
    return m;
  };
  const mineW = walk(groups, partners(p.boards), cardMap);
  const theirsW = walk(groups, partners(correct.boards), cardMap);

  const where = (score: number | undefined): Text => {
    if (score === undefined) return { en: 'In this round', tr: 'Bu turda' };
    const g = groupOf.get(score);
    const im = seeding ? { en: ' (the imaginary point of 3.3 counted)', tr: ' (3.3\'ün hayali puanı sayılarak)' } : { en: '', tr: '' };
    if (g && g.merged.length > 1) return { en: `In the score groups ${g.merged.map(num).join(' + ')}, paired as one group (6.6)${im.en}`, tr: `Tek grup olarak eşlendirilen ${g.merged.map(numTr).join(' + ')} puan gruplarında (6.6)${im.tr}` };
    return { en: `In the score group of ${num(score)} point${score === 1 ? '' : 's'}${im.en}`, tr: `${numTr(score)} puan grubunda${im.tr}` };
  };

  // 1. the bye
  const mine: CriterionEntry[] = [], theirs: CriterionEntry[] = [];
  const byeM = p.byes[0], byeC = correct.byes[0];
  if (byeM !== undefined && byeC !== undefined) {
    const at = (no: number) => { const i = byeOptions.findIndex((c) => c.no === no); return i < 0 ? byeOptions.length : i; };
    const cm = get(byeM), cc = get(byeC);
    const rule = cm.byeBlocked && !cc.byeBlocked ? '4.1' : cm.groupScore === cc.groupScore && cm.sb === cc.sb ? '4.3' : '4.2';
    const show = (c: BursteinCard) => `${c.no} (${num(c.groupScore)}, SB ${num(c.sb)})`;
    mine.push({ rule, value: [-at(byeM)], show: show(cm) });
    theirs.push({ rule, value: [-at(byeC)], show: show(cc) });
  }
  // 2. the shape of the groups: floaters (6.3), in the groups the procedure pairs (6.6)
  const shape = (w: GroupWalk): CriterionEntry => ({ rule: '6.3', bracket: w.group.score, value: [-w.out.length, w.again ? -1 : 0], show: w.out.length ? `${w.out.length} (${w.out.join(', ')}${w.again ? `; ${w.incoming} floated in` : ''})` : '0' });
  mineW.forEach((w, i) => { mine.push(shape(w)); theirs.push(shape(theirsW[i])); });
  // 3. due colours, group by group down to the first group paired differently
  let parted = -1;
  for (let i = 0; i < groups.length; i++) {
    mine.push({ rule: '6.5', bracket: groups[i].score, value: [mineW[i].due], show: String(mineW[i].due) });
    theirs.push({ rule: '6.5', bracket: groups[i].score, value: [theirsW[i].due], show: String(theirsW[i].due) });
    if (!sameGroupPairing(mineW[i], theirsW[i])) { parted = i; break; }
  }
  const cmp = compareCriteria(mine, theirs, { cite: B, name: (r) => NAMES[r], where });
  out.criteria = cmp.criteria;
  if (cmp.verdict) {
    const d = cmp.decided!;
    const gi = groups.findIndex((g) => g.score === d.mine.bracket);
    out.verdict = { ...cmp.verdict, ...mergedOf(gi >= 0 ? groups[gi] : undefined), text: verdictText(d.mine, d.theirs, where(d.mine.bracket), gi >= 0 ? mineW[gi] : undefined, gi >= 0 ? theirsW[gi] : undefined, get) };
    out.parting = d.mine.rule.startsWith('4') ? partingStep(explanation, undefined, ['bye']) : partingStep(explanation, d.mine.bracket, d.mine.rule === '6.3' ? ['float', 'priority'] : ['priority']);
  }
  if (cmp.decided) { out.disagreement = cmp.disagreement; return out; }
  if (parted < 0) return out;
  // 4. as good on every criterion: the priority list of the group decides
  const proc = procedural(mineW[parted], theirsW[parted], where(groups[parted].score));
  if (proc.disagreement) out.disagreement = proc.disagreement;
  else if (proc.verdict) {
    // the group the pairings part in, as the procedure pairs it (merged by 6.6 where it must be), named in the text too
    out.verdict = { ...proc.verdict, bracket: groups[parted].score, ...mergedOf(groups[parted]) };
    out.parting = partingStep(explanation, groups[parted].score, ['priority']);
  }
  return out;
}

/** A group 6.6 merged: the scores it joins, top first (the verdict's `bracket` is the top one, as `where` names it). */
const mergedOf = (g: BGroup | undefined): { merged?: number[] } => (g && g.merged.length > 1 ? { merged: [...g.merged].sort((a, b) => b - a) } : {});

/** The limits (5.2, 5.3) the colours of a board break, white to `w` and black to `k`: the articles and the words. */
function limitsText(w: BursteinCard, k: BursteinCard): { articles: string; en: string; tr: string } {
  const broken = [{ p: w, c: 'w' as Colour }, { p: k, c: 'b' as Colour }].map(({ p, c }) => ({ p, c, limits: limitsBroken(p, c) })).filter((x) => x.limits.length);
  const articles = [...new Set(broken.flatMap((x) => x.limits))].sort().join(', ');
  const en = broken.map(({ p, c, limits }) => {
    const d = colourDifference([...p.colours, c]);
    const parts = limits.map((l) => (l === '5.2' ? `a colour difference of ${d > 0 ? '+' : ''}${d}` : `${c === 'w' ? 'white' : 'black'} three times running`));
    return `${p.no} would have ${parts.join(' and ')}`;
  }).join('; ');
  const tr = broken.map(({ p, c, limits }) => {
    const d = colourDifference([...p.colours, c]);
    const parts = limits.map((l) => (l === '5.2' ? `renk farkı ${d > 0 ? '+' : ''}${d} olurdu` : `üst üste üçüncü kez ${c === 'w' ? 'beyaz' : 'siyah'} alırdı`));
    return limits.length === 1 && limits[0] === '5.2' ? `${p.no} numaralı oyuncunun ${parts[0]}` : limits.length === 1 ? `${p.no} numaralı oyuncu ${parts[0]}` : `${p.no} numaralı oyuncu ${parts[1]} ve renk farkı ${d > 0 ? '+' : ''}${d} olurdu`;
  }).join('; ');
  return { articles, en: `the other way ${en}`, tr: `tersinde ${tr}` };
}

/** The verdict of a criterion in the explanation's words (the bye, the floaters, the due colours). */
function verdictText(m: CriterionEntry, c: CriterionEntry, where: Text, mw: GroupWalk | undefined, cw: GroupWalk | undefined, get: (no: number) => BursteinCard): Text {
  const cited = B(m.rule);
  // the bye: the player with his score group and SB, as 4.2 reads them
  const who = (show: string): Text => {
    const x = get(parseInt(show, 10));
    return { en: `${x.no} (score group ${num(x.groupScore)}, SB ${num(x.sb)})`, tr: `${x.no} (${numTr(x.groupScore)} puan grubu, SB ${numTr(x.sb)})` };
  };
  switch (m.rule) {
    case '4.1': return {
      en: `${where.en}, your pairing gives the bye to ${who(m.show).en}, who has scored without playing (a bye, a forfeit win or a half-point bye), where ${who(c.show).en} may have it: ${cited}`,
      tr: `${where.tr} eşlendirmeniz ${who(m.show).tr} oyuncusunu tur atlatıyor; oysa o oynamadan puan aldı (tur atlama, hükmen galibiyet ya da yarım puanlık bay), ${who(c.show).tr} tur atlayabilir: ${cited}`,
    };
    case '4.2':
    case '4.3': {
      const how = m.rule === '4.2'
        ? { en: 'the bye goes to the player of the lowest score group with the lowest SB whose bye leaves a legal pairing', tr: 'en alt puan grubunda, tur atlaması kurallara uygun bir eşlendirme bırakan en düşük SB\'li oyuncu tur atlar' }
        : { en: 'with the same SB in the lowest score group, Buchholz, then Median, then rating decide', tr: 'en alt puan grubunda SB\'ler eşitse Buchholz\'a, sonra Median\'a, sonra kuvvet puanına (rating) bakılır' };
      return {
        en: `${where.en}, your pairing gives the bye to ${who(m.show).en}, where the rules give it to ${who(c.show).en}: ${how.en}: ${cited}`,
        tr: `${where.tr} eşlendirmeniz ${who(m.show).tr} oyuncusunu tur atlatıyor; oysa kurallara göre ${who(c.show).tr} tur atlar: ${how.tr}: ${cited}`,
      };
    }
    case '6.3': {
      if (mw && mw.out.length === (cw?.out.length ?? 0) && mw.again) return {
        en: `${where.en}, your pairing floats ${mw.incoming} on, who floated into this group: a player who floated from another score group is not the floater (6.3): ${cited}`,
        tr: `${where.tr} eşlendirmeniz bu gruba kayarak gelen ${mw.incoming} oyuncusunu yeniden kaydırıyor: başka bir puan grubundan kaymış oyuncu artık oyuncu olamaz (6.3): ${cited}`,
      };
      const n = mw?.out.length ?? 0, k = cw?.out.length ?? 0;
      const list = mw?.out.join(', ') ?? '';
      return {
        en: `${where.en}, your pairing pairs ${n} player${n === 1 ? '' : 's'} outside the group (${list}), where ${k === 0 ? 'the group can be paired within itself' : 'one floater is enough'}: only an odd score group sends one player, its floater, to the next score group: ${cited}`,
        tr: `${where.tr} eşlendirmeniz ${n} oyuncuyu grubun dışında eşlendiriyor (${list}); oysa ${k === 0 ? 'grup kendi içinde eşlendirilebilir' : 'bir artık oyuncu yeterli'}: yalnızca oyuncu sayısı tek olan puan grubu bir oyuncusunu, artık oyuncuyu, bir sonraki puan grubuna kaydırır: ${cited}`,
      };
    }
    default: {
      const col = (x: number, tr: boolean) => (dueColour(get(x)) === 'w' ? (tr ? 'beyaz' : 'white') : tr ? 'siyah' : 'black');
      const cl = (mw?.clashes ?? []).map(([a, b]) => ({ en: `${a}–${b} both due ${col(a, false)}`, tr: `${a}–${b} ikisinin de sırası ${col(a, true)}` }));
      const clEn = cl.length ? ` (${cl.map((x) => x.en).join('; ')})` : '';
      const clTr = cl.length ? ` (${cl.map((x) => x.tr).join('; ')})` : '';
      return {
        en: `${where.en}, in your pairing ${m.show} player${m.show === '1' ? ' gets his' : 's get their'} due colour${clEn}, where ${c.show} can: as many players as possible get their due colour: ${cited}`,
        tr: `${where.tr} eşlendirmenizde ${m.show} oyuncu sırası gelen rengini alıyor${clTr}; oysa ${c.show} oyuncu alabilir: her puan grubunda olabildiğince çok oyuncu sırası gelen rengini alır: ${cited}`,
      };
    }
  }
}

/**
 * Two pairings of one group, as good on 6.3 and 6.5: the priority list decides (6.1, 6.2; 6.4 for an odd group).
 * The walk is comparePriority's: the top remaining player (3.2 order) takes the lowest opponent left; floating is
 * his last choice.
 */
function procedural(m: GroupWalk, c: GroupWalk, where: Text): { verdict?: MarkNote & { kind: 'procedural' }; disagreement?: MarkNote } {
  const odd = c.list.length % 2 === 1;
  const rule = B(odd ? '6.4' : '6.2');
  const order = comparePriority(c.list, m.pairing, c.pairing);
  const local = (g: GroupPairing): GroupPairing => {
    const pos = (x: number) => c.list.indexOf(x) + 1;
    return { pairs: g.pairs.map(([a, b]) => [pos(a), pos(b)]), floater: g.floater !== undefined ? pos(g.floater) : undefined };
  };
  const nums = c.list.map((_, i) => i + 1);
  const im = priorityIndex(nums, local(m.pairing)), ic = priorityIndex(nums, local(c.pairing));
  if (order <= 0) {
    return { disagreement: { rule, text: {
      en: `the marker finds your pairing better on ${rule} than the system's (No. ${im ?? '?'} of the priority list against No. ${ic ?? '?'}): only the difference is reported`,
      tr: `işaretleyici eşlendirmenizi ${rule} bakımından sistemin eşlendirmesinden iyi buluyor (öncelik listesinde ${im ?? '?'}. sıra / ${ic ?? '?'}. sıra): yalnızca fark bildiriliyor`,
    } } };
  }
  const partner = (g: GroupPairing, x: number) => {
    for (const [u, v] of g.pairs) { if (u === x) return v; if (v === x) return u; }
    return undefined;
  };
  const no = (x: number) => c.list.indexOf(x) + 1;
  let remaining = [...c.list];
  let x = remaining[0], pm: number | undefined, pc: number | undefined;
  while (remaining.length) {
    x = remaining[0]; pm = partner(m.pairing, x); pc = partner(c.pairing, x);
    if (pm !== pc) break;
    remaining = remaining.filter((y) => y !== x && y !== pm);
  }
  const idx = im !== undefined && ic !== undefined ? { en: ` (the system's pairing is No. ${ic} of the priority list, yours No. ${im})`, tr: ` (sistemin eşlendirmesi öncelik listesinde ${ic}. sırada, sizinki ${im}. sırada)` } : { en: '', tr: '' };
  const lead = {
    en: `${where.en}, your pairing gives as many players their due colour (6.5), but the system's comes first in the priority list: with the players ordered by SB, Buchholz, Median and rating (3.2)`,
    tr: `${where.tr} eşlendirmeniz sırası gelen rengi aynı sayıda oyuncuya veriyor (6.5), ama öncelik listesinde sistemin eşlendirmesi önce geliyor: oyuncular SB, Buchholz, Median ve kuvvet puanına göre sıralanınca (3.2)`,
  };
  let en: string, tr: string;
  if (pm === undefined) {
    en = `${lead.en}, ${x} (No. ${no(x)}) floats only when no opponent is left for him (6.4): the system pairs him with ${pc} (No. ${no(pc!)}), your pairing floats him`;
    tr = `${lead.tr} ${x} (${no(x)}. sıra) ancak eşlenebileceği rakip kalmadığında kaydırılır (6.4): sistem onu ${pc} (${no(pc!)}. sıra) ile eşlendiriyor, sizin eşlendirmeniz onu kaydırıyor`;
  } else {
    en = `${lead.en}, the top player left, ${x} (No. ${no(x)}), meets the lowest player he may meet (6.1): ${pc} (No. ${no(pc!)}), where your pairing gives him ${pm} (No. ${no(pm)})`;
    tr = `${lead.tr} kalanların en üstteki oyuncusu ${x} (${no(x)}. sıra) karşılaşabileceği en alttaki oyuncuyla eşlendirilir (6.1): ${pc} (${no(pc!)}. sıra); sizin eşlendirmenizde ${pm} (${no(pm)}. sıra) ile`;
  }
  return { verdict: { kind: 'procedural', rule, players: [x], text: { en: `${en}${idx.en}: ${rule}`, tr: `${tr}${idx.tr}: ${rule}` } } };
}
