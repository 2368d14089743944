/**
 * Criterion-level marking for the Lim system (FIDE 1987-1999; engine/pairing/lim). Lim is a procedure: the score
 * groups are paired one after another in the order of 3.2 (from the top down to the median group, from the bottom
 * up to it, the median group last), and each group takes the plan (bye, floaters, pairs) that is best by the
 * articles, in the order the engine's search applies them (search.ts, floaters.ts):
 *   round-wide  3.6    extra floaters to unlock the median group, in the order of 3.6 (the engine's attempts:
 *                      none, then the groups next to the median one after the other, then any group)
 *   per group   2.1    the bye handed on to a higher group although a player here may take it
 *               3.3    players floated beyond the one that makes the group even (3.6, 5.4.b)
 *               2.1    the bye to a player who floated into the group rather than one of the group's own score
 *               2.1    how far above the lowest player who may take it the bye goes (not with bookPractice: the
 *                      book lets the later criteria choose the player, floaters.ts byeCost)
 *               4.9    floaters of type a, b, c (avoided in that order)
 *               4.10   floaters who floated last round too
 *               7      pairs breaking a colour rule (only under the last-round exception)
 *               6.2    pairs in which a player cannot have his due colour
 * A complete pairing is read as the procedure would have made it: each pair belongs to the first group (in the
 * order of 3.2) whose players include both (residents and the floaters that reached it), the players of a group not
 * paired there float on (down above the median, up below it, into the median group from both sides), and the bye
 * falls in the first group that may hold it (byeMayFallIn) and has the player. The entries are the engine's own
 * (planCost, byeCost, describeFloaters, colourFault), so the system's pairing is never worse than a proposal at the
 * first entry where they differ: the engine minimises them group by group in this order. When every entry is equal
 * the procedure decides (the bye to the lowest 2.1, the floater 4.3/4.4, the floater's opponent 4.8, the order of
 * exchanges 5.2), in the first group of 3.2's order where the pairings part. Where the answer is as good on that
 * group's own entries and worse only in a group paired later, the verdict still sits in that first group (the
 * system chose the group's floater for the later groups, 4.2), the later group's loss said as its consequence.
 */
import type { Tournament } from '../model/types';
import type { Explanation, PairingOptions, Text } from '../pairing/types';
import { limRound } from '../pairing/lim/index';
import type { ScoreGroup } from '../pairing/lim/median';
import { byeCost, describeFloaters, planCost, type FloaterOut } from '../pairing/lim/floaters';
import { colourFault, type Direction, type FloaterIn, type PairingRules } from '../pairing/lim/proposed';
import { byeMayFallIn, floaterOrder, nextGroupResidents, unlockingOrder } from '../pairing/lim/search';
import { allocateColours } from '../pairing/lim/colours';
import { scoreText } from '../pairing/lim/text';
import type { MarkNote, Proposal } from './types';
import { compareCriteria, type CriteriaMarks, type CriterionEntry } from './criteria';
import { citations } from './citations';

const L = (rule: string) => `Lim ${rule.replace(/-.*$/, '')}`;

const NAMES: Record<string, Text> = {
  '3.6': { en: 'extra floaters to unlock the median group', tr: 'medyan grubunu açmak için fazladan kaydırılan oyuncular' },
  '2.1-pass': { en: 'the bye handed on to a higher group', tr: 'tur atlamanın üst gruba devredilmesi' },
  '3.3': { en: 'players floated beyond the one that makes the group even', tr: 'grubu çift yapmak için gerekenden fazla kaydırılan oyuncular' },
  '2.1-own': { en: 'the bye to a player who floated into the group', tr: 'tur atlamanın gruba kayarak gelmiş bir oyuncuya verilmesi' },
  '2.1': { en: 'places above the lowest player who may take the bye', tr: 'tur atlayanın, tur atlayabilecek en alttaki oyuncunun kaç sıra üstünde olduğu' },
  '2.1-round': { en: 'places above the lowest player of the lowest score group who may take the bye', tr: 'tur atlayanın, en alt puan grubunda tur atlayabilecek en alttaki oyuncunun kaç sıra üstünde olduğu' },
  '4.9': { en: 'floaters of types a, b, c', tr: 'a, b, c tipi artık oyuncular' },
  '4.10': { en: 'floaters who floated in the previous round too', tr: 'önceki turda da kaydırılmış artık oyuncular' },
  '7': { en: 'pairs breaking a colour rule (last round)', tr: 'renk kuralını bozan eşlendirmeler (son tur)' },
  '6.2': { en: 'pairs in which a player cannot have his due colour', tr: 'oyunculardan birinin sırası gelen rengi alamadığı eşlendirmeler' },
};

/** The verdict in words: the proposal's value against the one the rules reach. */
function saying(rule: string, mine: string, best: string): Text {
  const one = mine === '1';
  switch (rule) {
    case '3.6': {
      // shown as "2@1.5, 2@0": players beyond parity @ the score group they leave
      const words = (x: string, lang: 'en' | 'tr') => (x === '0' ? (lang === 'en' ? 'none' : 'hiç') : x.split(', ').map((part) => {
        const [n, g] = part.split('@');
        return lang === 'en' ? `${n} from score group ${g}` : `${g.replace('.', ',')} puan grubundan ${n}`;
      }).join(', '));
      const bestEn = best === '0' ? 'no extra floater is needed' : `${words(best, 'en')} is possible`;
      const bestTr = best === '0' ? 'fazladan kaydırma gerekmiyor' : `${words(best, 'tr')} mümkün`;
      return { en: `your pairing floats extra players out of their groups (${words(mine, 'en')}), where ${bestEn}: a median group that cannot be paired is unlocked step by step, first by breaking a pairing of the neighbouring group 3.6 names`, tr: `eşlendirmeniz gruplarından fazladan oyuncu kaydırıyor (${words(mine, 'tr')}); oysa ${bestTr}: eşlendirilemeyen medyan grubu adım adım, önce 3.6'nın gösterdiği komşu grubun bir eşlendirmesi bozularak açılır` };
    }
    case '2.1-pass': return { en: 'your pairing hands the bye on to a higher group although a player of this group may take it, where the bye can stay here', tr: 'eşlendirmeniz bu grupta tur atlayabilecek bir oyuncu varken tur atlamayı üst gruba devrediyor; oysa tur atlama bu grupta kalabilir' };
    case '2.1-own': return { en: 'your pairing gives the bye to a player who floated into this group, where a player of the group\'s own score can take it: the lowest player of the lowest score group takes it', tr: 'eşlendirmeniz tur atlamayı bu gruba kayarak gelmiş bir oyuncuya veriyor; oysa grubun kendi puanındaki bir oyuncu tur atlayabilir: en alt puan grubunun en altındaki oyuncu tur atlar' };
    case '3.3': return { en: `your pairing floats ${mine} player${one ? '' : 's'} beyond the one that makes the group even, where ${best} ${best === '1' ? 'is' : 'are'} enough`, tr: `eşlendirmeniz bu gruptan, grubu çift yapmak için gerekenden ${mine} fazla oyuncu kaydırıyor; oysa ${best} yeterli` };
    case '2.1-round': return { en: `your pairing gives the bye to a player ${mine} place${one ? '' : 's'} above the lowest player of the lowest score group who may take it (by score, then pairing number), where ${best} is possible: if the number of players is odd, the lowest player of the lowest score group takes the bye, before the groups are paired`, tr: `eşlendirmeniz tur atlamayı, en alt puan grubunda tur atlayabilecek en alttaki oyuncunun (puana, sonra eşlendirme numarasına göre) ${mine} sıra üstündeki oyuncuya veriyor; oysa ${best} mümkün: oyuncu sayısı tek ise gruplar eşlendirilmeden önce en alt puan grubunun en altındaki oyuncu tur atlar` };
    case '2.1': return { en: `your pairing gives the bye to a player ${mine} place${one ? '' : 's'} above the lowest player who may take it, where ${best} is possible: the lowest player of the lowest group takes it`, tr: `eşlendirmeniz tur atlamayı, tur atlayabilecek en alttaki oyuncunun ${mine} sıra üstündeki oyuncuya veriyor; oysa ${best} mümkün: en alt puan grubunun en altındaki oyuncu tur atlar` };
    case '4.9': return { en: `your pairing has floaters of types a, b, c: ${mine}, where ${best} is possible (floaters of type a are avoided first, then b, then c)`, tr: `eşlendirmenizdeki a, b, c tipi artık oyuncular: ${mine}; oysa ${best} mümkün (önce a, sonra b, sonra c tipi artık oyunculardan kaçınılır)` };
    case '4.10': return { en: `your pairing floats ${mine} player${one ? '' : 's'} who floated in the previous round too, where ${best} is possible`, tr: `eşlendirmeniz önceki turda da kaydırılmış ${mine} oyuncuyu yine kaydırıyor; oysa ${best} mümkün` };
    case '7': return { en: `your pairing has ${mine} pair${one ? '' : 's'} breaking a colour rule, where ${best} is possible`, tr: `eşlendirmenizde ${mine} eşlendirme renk kuralını bozuyor; oysa ${best} mümkün` };
    default: return { en: `your pairing has ${mine} pair${one ? '' : 's'} in which a player cannot have his due colour, where ${best} is possible`, tr: `eşlendirmenizde ${mine} eşlendirmede oyunculardan biri sırası gelen rengi alamıyor; oysa ${best} mümkün` };
  }
}

function where(bracket: number | undefined): Text {
  if (bracket === undefined) return { en: 'In this round', tr: 'Bu turda' };
  const s = scoreText(bracket);
  return { en: `In score group ${s.en}`, tr: `${s.tr} puan grubunda` };
}

/** One score group as the procedure would have paired it to reach the pairing read. */
export interface GroupReading {
  index: number;
  group: ScoreGroup;
  direction: Direction;
  /** The floaters that reached the group, in the order they are paired (4.6-4.7). */
  incoming: FloaterIn[];
  members: number[];
  /** The bye can fall in this group (2.1). */
  byeGroup: boolean;
  bye?: number;
  /** The bye goes on to a higher group although someone here may take it. */
  passedNeedlessly: boolean;
  eligible: number[];
  pairs: Array<[number, number]>;
  floaters: FloaterOut[];
  extra: number;
  colourBreaks: number;
  clashes: number;
}

/** A complete pairing read group by group in the order of 3.2 (see the top of the file). */
export function readGroups(groups: ScoreGroup[], rules: PairingRules, pairs: Array<[number, number]>, bye: number | undefined, byeNeeded: boolean): GroupReading[] {
  const partner = new Map<number, number>();
  for (const [a, b] of pairs) { partner.set(a, b); partner.set(b, a); }
  let incoming: FloaterIn[] = [];
  let carried: FloaterIn[] = [];
  let pending = byeNeeded;
  return groups.map((g, gi) => {
    const direction: Direction = g.kind === 'lower' ? 'up' : 'down';
    const inc = floaterOrder(g.kind === 'median' ? [...carried, ...incoming] : incoming, rules.cards);
    const members = [...g.residents, ...inc.map((f) => f.no)].sort((a, b) => a - b);
    const inGroup = new Set(members);
    // 2.1 "the lowest player": the group's list by score, then pairing number (a floater from above stands above the
    // group's own players; the engine never gives a floater the bye, floaters.ts keeps him among the floaters paired)
    const byPlace = [...members].sort((a, b) => rules.cards.get(b)!.score - rules.cards.get(a)!.score || a - b);
    const eligible = byPlace.filter((no) => !rules.cards.get(no)!.byeBlocked);
    const byeGroup = byeNeeded && byeMayFallIn(groups, gi);
    let given: number | undefined;
    let passedNeedlessly = false;
    if (pending && byeMayFallIn(groups, gi)) {
      if (bye !== undefined && inGroup.has(bye)) given = bye;
      else passedNeedlessly = eligible.length > 0;
    }
    const rest = members.filter((no) => no !== given);
    const paired = new Set(rest.filter((no) => inGroup.has(partner.get(no) ?? -1) && partner.get(no) !== given));
    const here: Array<[number, number]> = [...paired].filter((no) => no < partner.get(no)!).map((no) => [no, partner.get(no)!]);
    const out = rest.filter((no) => !paired.has(no));
    const floaters = describeFloaters(out, new Set(inc.map((f) => f.no)), nextGroupResidents(groups, gi), rules);
    let colourBreaks = 0, clashes = 0;
    for (const [a, b] of here) {
      const f = colourFault(rules.cards.get(a)!, rules.cards.get(b)!);
      if (f === 'break') colourBreaks++;
      else if (f === 'clash') clashes++;
    }
    const leaving: FloaterIn[] = out.map((no) => ({ no, dir: direction, fromScore: g.score }));
    // 3.2: above the median the floaters go to the next group down, the last of them into the median group; below it
    // to the next group up and on into the median group.
    if (g.kind === 'upper' && groups[gi + 1]?.kind === 'upper') incoming = leaving;
    else if (g.kind === 'upper') { incoming = []; carried = leaving; }
    else if (g.kind === 'lower') incoming = leaving;
    pending = pending && given === undefined;
    return { index: gi, group: g, direction, incoming: inc, members, byeGroup, bye: given, passedNeedlessly, eligible, pairs: here, floaters, extra: (out.length - (rest.length % 2)) / 2, colourBreaks, clashes };
  });
}

/** The criteria's entries of a pairing read group by group, in the order the procedure applies them. */
function entries(read: GroupReading[], groups: ScoreGroup[], byeNeeded: boolean, rules: PairingRules): CriterionEntry[] {
  const out: CriterionEntry[] = [];
  const attempts = unlockingOrder(groups, byeNeeded);
  const fits = (k: number) => read.every((r) => r.extra === 0 || (attempts[k].groups.includes(r.index) && r.extra <= (k === attempts.length - 1 ? 2 : 1)));
  const k = attempts.findIndex((_, i) => fits(i));
  const extras = read.filter((r) => r.extra > 0);
  out.push({ rule: '3.6', value: [-(k < 0 ? attempts.length : k)], show: extras.length ? extras.map((r) => `${2 * r.extra}@${r.group.score}`).join(', ') : '0' });
  for (const r of read) {
    const e = (rule: string, value: number[], show: string) => out.push({ rule, bracket: r.group.score, value, show });
    if (r.byeGroup) e('2.1-pass', [r.passedNeedlessly ? -1 : 0], r.passedNeedlessly ? '1' : '0');
    e('3.3', [-r.extra], String(2 * r.extra));
    if (r.byeGroup) {
      // 2.1 "the lowest player of the lowest score group": a player of the group's own score, not one who floated
      // into it (the engine never gives a floater the bye: floaters.ts groupPlans pairs him with the floaters)
      const floated = r.bye !== undefined && !r.group.residents.includes(r.bye) ? 1 : 0;
      e('2.1-own', [-floated], String(floated));
    }
    if (r.byeGroup && !rules.bookPractice) {
      const places = r.passedNeedlessly ? 0 : byeCost(r.eligible, r.bye, false, false);
      e('2.1', [-places], String(places));
    }
    // the engine's own cost vector of the plan: entries 2-7 (types a, b, c; floated before; breaks; clashes)
    const cost = planCost(0, r.extra, r.floaters, r);
    e('4.9', [-cost[2], -cost[3], -cost[4]], `a ${cost[2]}, b ${cost[3]}, c ${cost[4]}`);
    e('4.10', [-cost[5]], String(cost[5]));
    if (rules.lastRoundException) e('7', [-cost[6]], String(cost[6]));
    e('6.2', [-cost[7]], String(cost[7]));
  }
  return out;
}

export interface LimMarks extends CriteriaMarks {
  boardOrder: MarkNote[];
}

type Boards = { boards: Array<{ white: number; black: number }>; byes: number[] };

export function markLim(t: Tournament, options: PairingOptions, p: Proposal, correct: Boards, explanation: Explanation): LimMarks {
  const { round, firstColour, cards, rules, groups } = limRound(t, options);
  const cite = citations('lim');
  const byeNeeded = cards.length % 2 === 1;
  const pairsOf = (x: Boards): Array<[number, number]> => x.boards.map((b) => [b.white, b.black]);
  const mineRead = readGroups(groups, rules, pairsOf(p), p.byes[0], byeNeeded);
  // The engine's last resort (3.6 carried to its end: all groups merged) and the maxi rules' 100-point limits are not
  // criteria of a group's plan: there only the difference from the system's pairing is reported.
  const merged = explanation.sections.some((s) => s.title.en === 'All groups merged');
  const out: LimMarks & { colours: MarkNote[]; coloursRight: boolean[] } = { absolute: [], criteria: [], colours: [], coloursRight: [], boardOrder: [] };

  // colours, board by board, by the engine's allocation (6.1-6.6, B.1.2) in the group where the pair is made
  const groupOf = new Map<number, GroupReading>();
  for (const r of mineRead) for (const [a, b] of r.pairs) { groupOf.set(a, r); groupOf.set(b, r); }
  p.boards.forEach((b, i) => {
    const r = groupOf.get(b.white)!;
    const players = r.pairs.flat().sort((x, y) => x - y);
    const d = allocateColours(rules.cards.get(b.white)!, rules.cards.get(b.black)!, { atOrAboveMedian: r.group.kind !== 'lower', round, firstColour, positionOf: (no) => players.indexOf(no) + 1 });
    const ok = d.white === b.white;
    out.coloursRight.push(ok);
    if (!ok) {
      const why = (x: string) => x.slice(x.indexOf(': ') + 2);
      out.colours.push({ rule: d.rule, boards: [i + 1], players: [b.white, b.black], text: {
        en: `board ${i + 1}: ${d.white} has white against ${d.black} (${why(d.text.en)}): ${d.rule}`,
        tr: `${i + 1}. masa: ${d.white} beyaz, ${d.black} siyah olmalı (${why(d.text.tr)}): ${d.rule}`,
      } });
    }
  });
  // board order: the Lim text gives none, so it is not marked (the engine's list order is the documents' habit only)
  // 2.1 comes before the groups are paired (2 before 3): where the system gives the bye to the lowest player of the
  // lowest score group who may take it (2.2), a bye elsewhere parts there, before the floats it then causes (3.6,
  // 3.3). Where the system passes the bye up (the engine does so rather than unlock the median group, search.ts),
  // the groups' own entries below decide. Not with the book's practice: the later criteria choose the player there.
  const order = cards.map((c) => c.no).filter((no) => !rules.cards.get(no)!.byeBlocked)
    .sort((a, b) => rules.cards.get(b)!.score - rules.cards.get(a)!.score || a - b);
  const byePlaces = (bye: number) => byeCost(order, bye, false, false);
  const byeFirst = p.byes[0] !== undefined && correct.byes[0] !== undefined && p.byes[0] !== correct.byes[0] && !rules.bookPractice && byePlaces(correct.byes[0]) === 0;
  const byeEntry = (bye: number): CriterionEntry[] => (byeFirst ? [{ rule: '2.1-round', value: [-byePlaces(bye)], show: String(byePlaces(bye)) }] : []);
  if (byeFirst) {
    // the bye settled first: the verdict is 2.1 whatever follows (also where the engine merged every group, 3.6's end)
    const first = compareCriteria(byeEntry(p.byes[0]), byeEntry(correct.byes[0]), { cite: L, name: (r) => NAMES[r], saying, where });
    out.criteria = first.criteria;
    out.verdict = first.verdict;
    out.parting = partingStep(explanation, undefined, ['bye', 'redo']);
    return merged ? { ...out, colours: undefined, coloursRight: undefined } : out;
  }
  if (merged) return { ...out, colours: undefined, coloursRight: undefined };
  if (rules.maxi) return out;

  const theirsRead = readGroups(groups, rules, pairsOf(correct), correct.byes[0], byeNeeded);
  const cmp = compareCriteria(entries(mineRead, groups, byeNeeded, rules), entries(theirsRead, groups, byeNeeded, rules), { cite: L, name: (r) => NAMES[r], saying, where });
  out.criteria = cmp.criteria;
  // The first group of 3.2's order the two readings part in (the bye, the floaters, the pairs). Where the answer is
  // worse only in a group paired after it, the paths parted there: that group's choice is the answer's first
  // departure (4.2: the floater is the one who lets the players get their due colour, in the group he goes to too;
  // 4.5: he must find an opponent there), and the later group's criterion is its consequence (issue 36).
  const parted = theirsRead.findIndex((c, i) => differs(mineRead[i], c));
  const decidedAt = cmp.decided?.mine.bracket === undefined ? -1 : theirsRead.findIndex((r) => r.group.score === cmp.decided!.mine.bracket);
  if (cmp.verdict && parted >= 0 && decidedAt > parted) {
    const later = { bracket: cmp.decided!.mine.bracket!, rule: L(cmp.decided!.mine.rule), text: saying(cmp.decided!.mine.rule, cmp.decided!.mine.show, cmp.decided!.theirs.show) };
    const proc = procedural(mineRead, theirsRead, rules, explanation, later);
    if (proc) { out.verdict = proc.verdict; out.parting = proc.parting; return out; }
  }
  if (cmp.verdict) {
    out.verdict = cmp.verdict;
    const rule = cmp.decided!.mine.rule;
    const kinds = rule.startsWith('2.1') ? ['bye', 'redo'] : rule === '6.2' || rule === '7' ? ['exchange', 'note', 'exchange-try'] : rule === '3.6' ? ['unlock', 'float'] : rule === '3.3' ? ['unlock', 'float', 'redo'] : ['float', 'redo'];
    out.parting = partingStep(explanation, cmp.decided!.mine.bracket, kinds);
  }
  if (cmp.decided) { out.disagreement = cmp.disagreement; return out; }
  const proc = procedural(mineRead, theirsRead, rules, explanation);
  if (proc) { out.verdict = proc.verdict; out.parting = proc.parting; }
  return out;
}

/** The explanation's step on the same matter, in the section of the group (by its score). */
function partingStep(e: Explanation, bracket: number | undefined, kinds: string[]): CriteriaMarks['parting'] {
  const section = (bracket !== undefined ? e.sections.find((s) => s.group && s.group.score === bracket) : undefined)
    ?? e.sections.find((s) => s.steps.some((st) => kinds.includes(st.kind))) ?? e.sections[0];
  const step = section.steps.find((st) => kinds.includes(st.kind)) ?? section.steps.find((st) => st.kind !== 'group' && st.kind !== 'cards') ?? section.steps[0];
  return { section: section.title, step: step?.text, rule: step?.rule };
}

const sameSet = (a: number[], b: number[]) => a.length === b.length && [...a].sort((x, y) => x - y).every((x, i) => x === [...b].sort((u, v) => u - v)[i]);

/** Two readings of one group part: another bye, other floaters, or other pairs. */
function differs(m: GroupReading, c: GroupReading): boolean {
  if (m.bye !== c.bye || !sameSet(m.floaters.map((f) => f.no), c.floaters.map((f) => f.no))) return true;
  const key = (x: [number, number]) => (x[0] < x[1] ? `${x[0]}-${x[1]}` : `${x[1]}-${x[0]}`);
  const pm = new Set(m.pairs.map(key));
  return m.pairs.length !== c.pairs.length || c.pairs.some((x) => !pm.has(key(x)));
}

/**
 * As good on every criterion, different pairs: the first group in the order of 3.2 where the pairings part, and
 * the rule of the procedure that decides there.
 */
function procedural(mine: GroupReading[], theirs: GroupReading[], rules: PairingRules, e: Explanation, later?: { bracket: number; rule: string; text: Text }): { verdict: MarkNote & { kind: 'procedural'; bracket?: number }; parting: CriteriaMarks['parting'] } | undefined {
  for (let i = 0; i < theirs.length; i++) {
    const m = mine[i], c = theirs[i];
    const s = scoreText(c.group.score);
    const at = later
      ? { en: `In score group ${s.en} (the first, in the order of 3.2, where the pairings part), your pairing is as good on this group's criteria`, tr: `${s.tr} puan grubunda (3.2'deki sırayla eşlendirmelerin ayrıldığı ilk grup) eşlendirmeniz bu grubun kriterlerinde aynı derecede iyi` }
      : { en: `In score group ${s.en} (the first, in the order of 3.2, where the pairings part), your pairing is as good on every criterion`, tr: `${s.tr} puan grubunda (3.2'deki sırayla eşlendirmelerin ayrıldığı ilk grup) eşlendirmeniz her kriterde aynı derecede iyi` };
    // the answer is worse only in a group paired later: said after the rule of this group, with its article
    const ls = later && scoreText(later.bracket);
    const then = later && ls ? { en: `; after your choice here, in score group ${ls.en} ${later.text.en} (${later.rule})`, tr: `; buradaki seçiminizden sonra ${ls.tr} puan grubunda ${later.text.tr} (${later.rule})` } : { en: '', tr: '' };
    // the system chose this group's plan for the groups paired after it (the engine's second try, 4.2 / 3.6)
    const redo = later ? e.sections.find((x) => x.group && x.group.score === c.group.score)?.steps.find((st) => st.kind === 'redo') : undefined;
    const up = c.direction === 'up';
    if (m.bye !== c.bye) {
      const book = rules.bookPractice
        ? { en: ' (the book\'s practice: of the players whose bye lets the groups be paired as well, the lowest)', tr: ' (kitaptaki uygulama: grupların aynı derecede iyi eşlendirilmesini sağlayanlardan en alttaki)' }
        : { en: '', tr: '' };
      return {
        verdict: { kind: 'procedural', bracket: c.group.score, rule: 'Lim 2.1', players: [c.bye, m.bye].filter((x): x is number => x !== undefined), text: {
          en: `${at.en}, but the bye goes to the lowest player of the lowest group who may take it${book.en}: ${c.bye ?? '—'}, not ${m.bye ?? '—'}${then.en}: Lim 2.1`,
          tr: `${at.tr}; ama en alt puan grubunda tur atlayabilecek en alttaki oyuncu tur atlar${book.tr}: ${m.bye ?? '—'} değil, ${c.bye ?? '—'}${then.tr}: Lim 2.1`,
        } },
        parting: partingStep(e, c.group.score, ['bye', 'redo']),
      };
    }
    const fm = m.floaters.map((f) => f.no), fc = c.floaters.map((f) => f.no);
    if (!sameSet(fm, fc)) {
      if (redo) {
        // not the first in the rules' order: the system floats them so that the groups paired later do better (4.2:
        // the floater lets the players get their due colour; 3.6, 4.5: the later groups can be paired)
        const rule = redo.rule ?? 'Lim 4.2';
        return {
          verdict: { kind: 'procedural', bracket: c.group.score, rule, players: [...fc, ...fm], text: {
            en: `${at.en}, but the floater is chosen for the groups paired after it (the floater lets the players get their due colour, 4.2): ${fc.join(', ') || '—'} (${redo.text.en.replace(/\.$/, '')}), where your pairing floats ${fm.join(', ') || '—'}${then.en}: ${rule}`,
            tr: `${at.tr}; ama artık oyuncu sonra eşlendirilen gruplar gözetilerek seçilir (artık oyuncu, oyuncuların sırası gelen rengi almasını sağlayandır, 4.2): ${fc.join(', ') || '—'} (${redo.text.tr.replace(/\.$/, '')}); sizin eşlendirmeniz ${fm.join(', ') || '—'} oyuncusunu kaydırıyor${then.tr}: ${rule}`,
          } },
          parting: { section: e.sections.find((x) => x.group && x.group.score === c.group.score)!.title, step: redo.text, rule },
        };
      }
      const rule = up ? 'Lim 4.4' : 'Lim 4.3';
      return {
        verdict: { kind: 'procedural', bracket: c.group.score, rule, players: [...fc, ...fm], text: {
          en: `${at.en}, but pairing ${up ? 'upwards the highest' : 'downwards the lowest'}-placed player who leaves the others an opponent floats: ${fc.join(', ') || '—'}, where your pairing floats ${fm.join(', ') || '—'}${then.en}: ${rule}`,
          tr: `${at.tr}; ama ${up ? 'yukarı doğru eşlendirirken diğerlerine rakip bırakan en üst' : 'aşağı doğru eşlendirirken diğerlerine rakip bırakan en alt'} sıradaki oyuncu kaydırılır: ${fc.join(', ') || '—'}; sizin eşlendirmeniz ${fm.join(', ') || '—'} oyuncusunu kaydırıyor${then.tr}: ${rule}`,
        } },
        parting: partingStep(e, c.group.score, ['float', 'redo']),
      };
    }
    const pm = new Map<number, number>(), pc = new Map<number, number>();
    for (const [a, b] of m.pairs) { pm.set(a, b); pm.set(b, a); }
    for (const [a, b] of c.pairs) { pc.set(a, b); pc.set(b, a); }
    if ([...pc].every(([a, b]) => pm.get(a) === b)) continue;
    // the order the players are reviewed in (pairGroup): the floaters first (4.6-4.7), then the group's own players
    // from the top when pairing downwards, from the bottom when upwards (5.1)
    const floatersIn = c.incoming.filter((f) => pc.has(f.no));
    const own = c.members.filter((no) => pc.has(no) && !floatersIn.some((f) => f.no === no));
    const reviewed = [...floatersIn.map((f) => f.no), ...(up ? [...own].reverse() : own)];
    const done = new Set<number>();
    for (const x of reviewed) {
      if (done.has(x)) continue;
      done.add(x); done.add(pc.get(x)!);
      if (pm.get(x) === pc.get(x)) continue;
      const f = floatersIn.find((y) => y.no === x);
      if (f) {
        const down = f.dir === 'down';
        return {
          verdict: { kind: 'procedural', bracket: c.group.score, rule: 'Lim 4.8', players: [x], text: {
            en: `${at.en}, but ${x}, who floated ${down ? 'down' : 'up'}, is paired first, with the ${down ? 'highest' : 'lowest'}-ranked opponent whose colour suits and who leaves the others an opponent: ${pc.get(x)}, where your pairing gives him ${pm.get(x)}${then.en}: Lim 4.8`,
            tr: `${at.tr}; ama ${down ? 'aşağı' : 'yukarı'} kaymış ${x} önce eşlendirilir, rengi uygun ve diğerlerine rakip bırakan en ${down ? 'üst' : 'alt'} sıradaki rakiple: ${pc.get(x)}; sizin eşlendirmenizde ${pm.get(x)} ile${then.tr}: Lim 4.8`,
          } },
          parting: partingStep(e, c.group.score, ['floater-pairing']),
        };
      }
      return {
        verdict: { kind: 'procedural', bracket: c.group.score, rule: 'Lim 5.2', players: [x], text: {
          en: `${at.en}, but the proposed pairing is reviewed from the ${up ? 'bottom' : 'top'} and ${x} takes the first opponent in the order of exchanges (S2 in order, then S1 ${up ? 'downwards' : 'upwards'}) that suits and leaves the others an opponent, with as many due colours: ${pc.get(x)}, where your pairing gives him ${pm.get(x)}${then.en}: Lim 5.2`,
          tr: `${at.tr}; ama öngörülen eşlendirme ${up ? 'alttan' : 'üstten'} gözden geçirilir ve ${x}, değiş-tokuş sırasında (önce S2 sırasıyla, sonra S1 ${up ? 'aşağıya' : 'yukarıya'} doğru) uygun olan, diğerlerine rakip bırakan ve sırası gelen renkleri aynı sayıda veren ilk rakiple eşlenir: ${pc.get(x)}; sizin eşlendirmenizde ${pm.get(x)} ile${then.tr}: Lim 5.2`,
        } },
        parting: partingStep(e, c.group.score, ['exchange-try', 'exchange', 'proposed']),
      };
    }
  }
  return undefined;
}

