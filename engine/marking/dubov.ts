/**
 * Criterion-level marking for the Dubov system, the books' edition (seeds 003, section 1.3; option bookPractice).
 *
 * Dubov is a procedure, not an optimisation: the bye first (4), then score group by score group from the top the
 * floaters from above are paired (8.1/8.2), a player who has played everyone in the group gets an opponent brought
 * up (7.1), an odd group brings one player up (7.2), players who still cannot be paired float down by the priority
 * a-d of 6.4, 7.3/7.4 move as few players as needed to the other colour, and the columns of 6.2 are paired down the
 * white column (6.3). So the marker compares what the procedure settles, in the order it settles it, group by group:
 * a group is compared only when every group above has the same pairs in both pairings (then both reach it with the
 * same floaters and the same players), and where its criteria are equal but its pairs differ, the procedure's order
 * of the columns (6.2/6.3) is the verdict. Every value is the one the engine's own rule functions rank
 * (engine/pairing/dubov: byeCandidates, floaterOrder/floaterOpponents, candidatesFor71/72, floatPriority,
 * allocateColours), so the system's pairing is never worse at the first entry where the two differ.
 *
 * How a pairing is read (the same reading for the proposal and the system's pairing): a pair between a player of
 * the group and one of the next group is a player brought up (7.1 for a player who has played everyone in the group,
 * 7.2 for the one player an odd group lacks) when the rules would bring that player up; any other pair out of the
 * group floats the group's player down (6.4).
 */
import type { Colour, Tournament } from '../model/types';
import type { Explanation, Pairing, PairingOptions, Text, TraceStep } from '../pairing/types';
import { availableFor, opposite } from '../model/history';
import { buildContext, type DubovContext, type DubovPlayer } from '../pairing/dubov/context';
import { readOptions } from '../pairing/dubov/index';
import { byeCandidates } from '../pairing/dubov/bye';
import { floaterOpponents, floaterOrder, floatPriority } from '../pairing/dubov/floaters';
import { candidatesFor71, candidatesFor72, hasPlayedEveryone, selectSwitches } from '../pairing/dubov/shifts';
import { legalPair } from '../pairing/dubov/context';
import { perfectMatching } from '../pairing/dubov/matching';
import { seekColours } from '../pairing/dubov/group';
import { allocateColours } from '../pairing/dubov/colours';
import { pairDubov } from '../pairing/dubov/index';
import type { MarkNote, Proposal } from './types';
import { compareCriteria, points, type CriteriaMarks, type CriteriaSpec, type CriterionEntry } from './criteria';

const D = (n: string) => `Dubov ${n}`;
type Boards = Array<{ white: number; black: number }>;
const key = (a: number, b: number) => (a < b ? `${a}-${b}` : `${b}-${a}`);

const NAMES: Record<string, Text> = {
  '4': { en: 'the player who gets the bye (the lowest group, the lowest rating)', tr: 'tur atlayan oyuncu (en alttaki puan grubu, en düşük kuvvet puanı)' },
  '8.2': { en: "the floaters' opponents (highest rating, due the opposite colour where possible)", tr: 'artık oyuncuların rakipleri (en yüksek kuvvet puanı, olanaklıysa sırası gelen rengi ters olan)' },
  '7.1': { en: 'the opponent brought up for a player who has played everyone in the group', tr: 'gruptaki herkesle oynamış oyuncu için alt gruptan alınan rakip' },
  '7.2': { en: 'the player brought up into the odd group', tr: 'oyuncu sayısı tek olan gruba alt gruptan alınan oyuncu' },
  '6.4': { en: 'players of the group floated down', tr: 'alt gruba kaydırılan oyuncular' },
  '6.4 a-d': { en: 'which players float down (priority a-d)', tr: 'alt gruba kaydırılan oyuncular (a-d önceliği)' },
  '3.a': { en: 'players who do not get their due colour', tr: 'sırası gelen rengi alamayan oyuncular' },
};

/** The verdict in words ("your pairing floats 2 players down where 0 is possible"). */
function saying(rule: string, mine: string, best: string): Text {
  switch (rule) {
    case '4': return { en: `your pairing gives the bye to ${mine}, where ${best} can have it (the lowest-rated player of the lowest score group; equal ratings: a black-seeker, then the higher ARO)`, tr: `eşlendirmeniz ${mine} oyuncusunu tur atlatıyor; oysa ${best} tur atlayabilir (en alttaki puan grubunun en düşük kuvvet puanlı oyuncusu; eşitlikte siyah sırası gelen, sonra ARO'su yüksek olan)` };
    case '8.2': return { en: `the floaters from the group above meet ${mine}, where ${best} is possible (in the order of 8.1 each floater meets the highest-rated player he may play, due the opposite colour where possible, the lower ARO on equal rating)`, tr: `üst gruptan gelen artık oyuncular ${mine} ile eşleniyor; oysa ${best} mümkün (8.1 sırasıyla her artık oyuncu oynayabileceği en yüksek kuvvet puanlı, olanaklıysa sırası gelen rengi ters olan, eşitlikte ARO'su düşük rakiple eşlenir)` };
    case '7.1': return { en: `the opponent brought up from the group below is ${mine}, where ${best} is possible (due the colour opposite to the player's, the highest rating, then the lowest ARO; 2.5 limits the moves up)`, tr: `alt gruptan alınan rakip ${mine}; oysa ${best} mümkün (sırası gelen rengi oyuncununkinin tersi, en yüksek kuvvet puanı, sonra en düşük ARO; 2.5 yukarı kaydırmayı sınırlar)` };
    case '7.2': return { en: `the player brought up from the group below is ${mine}, where ${best} is possible (due the colour opposite to the group's majority, the highest rating, then the lowest ARO; 2.5 limits the moves up)`, tr: `alt gruptan üst gruba alınan oyuncu ${mine}; oysa ${best} mümkün (sırası gelen rengi grubun çoğunluk renginin tersi, en yüksek kuvvet puanı, sonra en düşük ARO; 2.5 yukarı kaydırmayı sınırlar)` };
    case '6.4': return { en: `your pairing floats ${mine} player${mine === '1' ? '' : 's'} of the group down, where ${best} ${best === '1' ? 'is' : 'are'} enough (the aim is to pair every player of the group)`, tr: `eşlendirmeniz gruptan ${mine} oyuncuyu alt gruba kaydırıyor; oysa ${best} yeterli (amaç gruptaki tüm oyuncuları eşlendirmektir)` };
    case '6.4 a-d': return { en: `your pairing floats ${mine} down, where ${best} ${best.includes(',') ? 'come' : 'comes'} first by the priority a-d (not moved down before and pairable below first; then the lowest rating)`, tr: `eşlendirmeniz ${mine} oyuncularını alt gruba kaydırıyor; oysa a-d önceliğine göre ${best} önce gelir (önce üst gruptan kaymamış ve alt grupta eşlendirilebilen; sonra en düşük kuvvet puanı)` };
    case '3.a': return { en: `${mine} player${mine === '1' ? '' : 's'} in your pairing do${mine === '1' ? 'es' : ''} not get the colour due, where ${best} ${best === '1' ? 'is' : 'are'} enough (7.3/7.4 move only as many players as the colours need)`, tr: `eşlendirmenizde ${mine} oyuncu sırası gelen rengi alamıyor; oysa ${best} yeterli (7.3/7.4 yalnızca renklerin gerektirdiği kadar oyuncuyu kaydırır)` };
    default: return { en: `${mine}, where ${best} is possible`, tr: `${mine}; oysa ${best} mümkün` };
  }
}

const SPEC: CriteriaSpec = {
  cite: (r) => D(r),
  name: (r) => NAMES[r],
  saying,
  where: (b) => (b === undefined ? { en: 'In this round', tr: 'Bu turda' } : { en: `In the score group of ${points(b)}`, tr: `${points(b).replace('.5', ',5')} puan grubunda` }),
};

const tag = (p: DubovPlayer) => `${p.no} (R ${p.rating})`;

/** What one pairing does in one score group, read the way the procedure would have done it. */
interface GroupReading {
  entries: CriterionEntry[];
  /** The pairs the group makes (floaters', brought-up players', its own). */
  pairs: Set<string>;
  /** Players brought up from the next group (7.1/7.2): they leave it. */
  imported: DubovPlayer[];
  /** Players going down to the next group (floaters left over, 6.4). */
  down: DubovPlayer[];
}

function readGroup(ctx: DubovContext, score: number, residents: DubovPlayer[], carry: DubovPlayer[], donor: DubovPlayer[], hasLower: boolean, partner: Map<number, number>): GroupReading {
  const entries: CriterionEntry[] = [];
  const e = (rule: string, value: number[], show: string) => entries.push({ rule, bracket: score, value, show });
  const pairs = new Set<string>();
  const pairList: Array<[DubovPlayer, DubovPlayer]> = [];
  const pair = (a: DubovPlayer, b: DubovPlayer) => { pairs.add(key(a.no, b.no)); pairList.push([a, b]); };
  const down: DubovPlayer[] = [];
  // 8.1/8.2: the floaters in their order, each with his opponent's place in 8.2's order (left over: after them all)
  let avail = [...residents];
  if (carry.length) {
    const ranks: number[] = [];
    const shown: string[] = [];
    for (const f of floaterOrder(carry)) {
      const options = floaterOpponents(ctx, f, avail);
      const i = options.findIndex((o) => o.no === partner.get(f.no));
      ranks.push(-(i >= 0 ? i : options.length));
      if (i >= 0) { pair(f, options[i]); avail = avail.filter((o) => o.no !== options[i].no); shown.push(`${f.no}–${tag(options[i])}`); }
      else { down.push(f); shown.push(`${f.no} –`); }
    }
    e('8.2', ranks, shown.join(', '));
  }
  const { placed } = seekColours(avail);
  // the next group's players this pairing pairs with the group's own: those brought up (7.1/7.2) or, beyond them,
  // those who receive a player floated down (6.4)
  const placedNos = new Set(placed.map((p) => p.no));
  const reached = new Set(donor.filter((d) => placedNos.has(partner.get(d.no) ?? -1)).map((d) => d.no));
  // the players 7.1 brings up, as the procedure chooses them (each the first in 7.1's order for his player)
  const first71: Array<{ p: DubovPlayer; c: DubovPlayer }> = [];
  {
    let left = [...donor];
    const inGroup: DubovPlayer[] = [];
    for (const p of placed) {
      const others = [...placed, ...inGroup].filter((q) => q.no !== p.no);
      if (!hasPlayedEveryone(ctx, p, others) || left.length === 0) continue;
      const c = candidatesFor71(ctx, p, left)[0];
      if (!c) continue;
      first71.push({ p, c });
      inGroup.push({ ...c, seeks: c.due ?? opposite(p.seeks as Colour) });
      left = left.filter((q) => q.no !== c.no);
    }
  }
  const brought71 = new Set(first71.map((x) => x.c.no));
  // by default (not dropBroughtUp) the players 7.1 brings up stay in the group even when the players they were brought
  // up for float down (6.4), and may then meet each other there: two of them paired together were both brought up
  if (!ctx.options.dropBroughtUp) for (const j of brought71) if (brought71.has(partner.get(j) ?? -1)) reached.add(j);
  // 7.1: for a player who has played everyone in the group, the first player in 7.1's order brought up (none: after them all);
  // he joins the group, whoever there he then plays (the columns decide)
  const joiners: DubovPlayer[] = [];
  let pool = [...donor];
  const ranks71: number[] = [];
  const shown71: string[] = [];
  if (ctx.options.dropBroughtUp) {
    // option dropBroughtUp: the players 7.1 brings up are those the procedure chooses, each for his player; a player
    // paired below the group and the group below (floated, 6.4) has no one brought up for him: his float is 6.4's
    // matter and 7.1 is neutral
    for (const { p, c } of first71) {
      ranks71.push(0);
      const q = partner.get(p.no) ?? -1;
      if (!placedNos.has(q) && !donor.some((d) => d.no === q)) { shown71.push(`${p.no} ↓`); continue; }
      joiners.push({ ...c, seeks: c.due ?? opposite(p.seeks as Colour) });
      pool = pool.filter((q) => q.no !== c.no);
      shown71.push(`${p.no} → ${tag(c)}`);
    }
  } else {
    for (const p of placed) {
      const others = [...placed, ...joiners].filter((q) => q.no !== p.no);
      if (!hasPlayedEveryone(ctx, p, others) || pool.length === 0) continue;
      const options = candidatesFor71(ctx, p, pool);
      const i = options.findIndex((c) => reached.has(c.no));
      ranks71.push(-(i >= 0 ? i : options.length));
      if (i < 0) { shown71.push(`${p.no} → —`); continue; }
      const c = options[i];
      joiners.push({ ...c, seeks: c.due ?? opposite(p.seeks as Colour) });
      pool = pool.filter((q) => q.no !== c.no);
      shown71.push(`${p.no} → ${tag(c)}`);
    }
  }
  if (ranks71.length) e('7.1', ranks71, shown71.join(', '));
  // the group's own pairs (those brought up included) and the players of the group paired out of it
  const imported = joiners.map((j) => ctx.players.get(j.no)!);
  const outOf = (group: DubovPlayer[]): DubovPlayer[] => {
    const members = new Set(group.map((p) => p.no));
    return placed.filter((p) => !members.has(partner.get(p.no) ?? -1));
  };
  // 7.2: an odd group brings up one player, the first in 7.2's order among those this pairing brings up (none: after
  // them all) — a player brought up so that the whole group is paired: the procedure tries every such choice
  // (7.2's order) before it floats anyone (6.4); a pairing that floats players brings nobody up by 7.2
  const base = [...placed, ...joiners];
  let out = outOf([...placed, ...imported]);
  let rank72: number[] | undefined, show72 = '—';
  if (base.length % 2 === 1 && pool.length > 0) {
    const options = candidatesFor72(ctx, base, pool);
    const i = options.findIndex((c) => reached.has(c.player.no));
    const x = i >= 0 ? ctx.players.get(options[i].player.no)! : undefined;
    if (x && outOf([...placed, ...imported, x]).length === 0) {
      imported.push(x);
      out = [];
      rank72 = [-i];
      show72 = tag(x);
    } else rank72 = [-options.length];
  }
  const members = new Set([...placed, ...imported].map((p) => p.no));
  for (const p of [...placed, ...imported]) {
    const q = partner.get(p.no);
    if (q !== undefined && members.has(q) && p.no < q) pair(p, ctx.players.get(q)!);
  }
  // 6.4: the players of the group not paired in it float down; which ones, by the priority a-d
  e('6.4', [-out.length], String(out.length));
  if (rank72) e('7.2', rank72, show72);
  if (out.length && hasLower) {
    const prio = floatPriority(ctx, placed, new Set(), donor);
    const at = out.map((p) => prio.findIndex((x) => x.player.no === p.no)).sort((a, b) => a - b);
    e('6.4 a-d', at.map((i) => -i), at.map((i) => `${prio[i].player.no} (${prio[i].category})`).join(', '));
  }
  down.push(...out.map((p) => ctx.players.get(p.no)!));
  // 3.a (with 7.3/7.4): the pairs of the group in which a player cannot get his due colour
  const unmet = pairList.filter(([a, b]) => a.due !== undefined && a.due === b.due).length;
  e('3.a', columnsDecideColours(ctx, [...placed.filter((p) => !out.some((o) => o.no === p.no)), ...imported.map((p) => joiners.find((j) => j.no === p.no) ?? p)]) ? [0] : [-unmet], String(unmet));
  return { entries, pairs, imported, down };
}

/**
 * Whether the group's own colours are left to the columns, not to 3.a: after 7.3/7.4 (the engine's selectSwitches)
 * the white column cannot be paired against the black column completely (a white-seeker has met every black-seeker,
 * or the columns stay unequal by 2.6). 6.3 then pairs such a white-seeker with the next white-seeker down the column
 * (else up), going down the white column, and how many players miss their due colour follows that order, not a count
 * the procedure minimises (seed 1868 round 6: 4 has met 2, 3 and 5; 6.3 gives 14-2, 4-6, 3-5 where 14-5, 4-6, 3-2
 * would leave one player, not three, without his colour). The marker then leaves 3.a neutral and the columns' order
 * (6.2/6.3) decides.
 */
function columnsDecideColours(ctx: DubovContext, own: DubovPlayer[]): boolean {
  const seeks = (p: DubovPlayer) => p.seeks ?? p.due;
  const w = own.filter((p) => seeks(p) === 'w'), b = own.filter((p) => seeks(p) === 'b');
  const moved = new Set(selectSwitches(w, b, ctx.options.bookPractice).moved.map((p) => p.no));
  const colour = (p: DubovPlayer): Colour | undefined => { const c = seeks(p); return c && moved.has(p.no) ? opposite(c) : c; };
  const byNo = new Map(own.map((p) => [p.no, colour(p)]));
  const cross = (x: number, y: number) => legalPair(ctx, x, y) && (byNo.get(x) === undefined || byNo.get(y) === undefined || byNo.get(x) !== byNo.get(y));
  return own.length > 0 && !perfectMatching(own.map((p) => p.no), cross);
}

const partners = (boards: Boards): Map<number, number> => {
  const m = new Map<number, number>();
  for (const b of boards) { m.set(b.white, b.black); m.set(b.black, b.white); }
  return m;
};

/** The explanation's step of the group (by the kinds of step on the matter), for "where the paths part". */
function partingStep(e: Explanation, score: number | undefined, kinds: string[]): CriteriaMarks['parting'] {
  const section = score === undefined
    ? e.sections.find((s) => s.steps.some((st) => kinds.includes(st.kind)))
    : e.sections.find((s) => s.group && s.group.score === score);
  if (!section) return undefined;
  const st = [...section.steps].reverse().find((x) => kinds.includes(x.kind)) ?? section.steps.find((x) => x.kind === 'pairs');
  return { section: section.title, step: st?.text, rule: st?.rule };
}

const PARTING_KINDS: Record<string, string[]> = {
  '4': ['bye'], '8.2': ['floater-pairs', 'floaters'], '7.1': ['bring-up'], '7.2': ['bring-up', 'float'],
  '6.4': ['float', 'bring-up', 'pairs'], '6.4 a-d': ['float'], '3.a': ['switch', 'columns', 'pairs'],
};

/** Equal on every criterion of the group, different pairs: the order of 6.2/6.3 decides (down the white column). */
function columnsVerdict(e: Explanation, score: number, mine: Map<number, number>, theirs: Map<number, number>, groupPlayers: number[]): Pick<CriteriaMarks, 'verdict' | 'parting'> {
  const section = e.sections.find((s) => s.group && s.group.score === score);
  const steps: TraceStep[] = section?.steps ?? [];
  const cols = [...steps].reverse().find((s) => s.kind === 'columns');
  const white = (cols?.data?.white as number[] | undefined) ?? [];
  const black = (cols?.data?.black as number[] | undefined) ?? [];
  const moved = new Set(steps.filter((s) => s.kind === 'switch').flatMap((s) => (s.data?.moved as number[] | undefined) ?? []));
  const improved = steps.some((s) => s.kind === 'improvement');
  const inGroup = new Set(groupPlayers);
  const order = [...white, ...black, ...groupPlayers].filter((no, i, a) => a.indexOf(no) === i && inGroup.has(no));
  const w = order.find((no) => mine.get(no) !== theirs.get(no));
  if (w === undefined) return {};
  const b = theirs.get(w)!, x = mine.get(w);
  const rule = improved ? D('6.3') : D('6.2');
  const onWhite = white.includes(w);
  const mv = moved.has(w) || moved.has(b)
    ? { en: ` (${[w, b].filter((n) => moved.has(n)).join(', ')} moved to the other colour by 7.3/7.4)`, tr: ` (${[w, b].filter((n) => moved.has(n)).join(', ')} 7.3/7.4 ile diğer renge kaydırıldı)` }
    : { en: '', tr: '' };
  const where = SPEC.where!(score);
  const yours = x === undefined ? { en: 'your pairing gives him no opponent here', tr: 'sizin eşlendirmenizde burada rakibi yok' } : { en: `your pairing gives him ${x}`, tr: `sizin eşlendirmenizde ${x} ile` };
  const how = onWhite
    ? { en: 'the pairs are made down the white column (ARO ascending), each white-seeker taking the first black-seeker (by rating) he may play', tr: 'eşlendirme beyaz sütunda (ARO\'ya göre artan) yukarıdan aşağıya yapılır, her beyaz oyuncu oynayabileceği ilk siyah oyuncuyla (kuvvet puanına göre) eşlendirilir' }
    : { en: 'the columns of 6.2 (white by ARO ascending, black by rating descending) are paired from the top, the rows below improving the pairing', tr: '6.2 sütunları (beyaz ARO\'ya göre artan, siyah kuvvet puanına göre azalan) yukarıdan eşlendirilir, alttaki sıralar eşlendirmeyi iyileştirir' };
  return {
    verdict: { kind: 'procedural', rule, bracket: score, players: [w, b], text: {
      en: `${where.en}, your pairing is as good on the criteria (floaters, players brought up or floated down, colours), but ${how.en}: ${w} is paired with ${b}${mv.en}, where ${yours.en}: ${rule}`,
      tr: `${where.tr} eşlendirmeniz ölçütlerde (artık oyuncular, üst gruba alınan ya da alt gruba kaydırılanlar, renkler) aynı derecede iyi; ancak ${how.tr}: ${w}, ${b} ile eşlenmeli${mv.tr}; ${yours.tr}: ${rule}`,
    } },
    parting: partingStep(e, score, improved ? ['improvement'] : ['columns']),
  };
}

const COLOUR_REASON: Record<string, Text> = {
  '3.a': { en: 'each gets the colour due', tr: 'iki oyuncuya da sırası gelen renk verilir' },
  '3.b': { en: 'the numbers of whites and blacks played are evened out', tr: 'oynanan beyaz ve siyah sayıları eşitlenir' },
  '3.c': { en: 'the reverse of the last round in which their colours differed', tr: 'son turdan geriye, renklerin farklı olduğu ilk turun tersi verilir' },
  '3.c ARO': { en: 'the higher ARO gets white', tr: 'ARO\'su yüksek oyuncuya beyaz verilir' },
  '3.d': { en: 'the lower rating gets white', tr: 'kuvvet puanı düşük olana beyaz verilir' },
  number: { en: 'all equal: the lower pairing number gets white', tr: 'hepsi eşit: başlangıç numarası küçük olana beyaz verilir' },
  moved: { en: 'moved to the other colour subgroup', tr: 'diğer renk alt grubuna kaydırıldı' },
  placed: { en: 'without colours yet, placed in the colour subgroup the group needs', tr: 'henüz rengi olmayan oyuncu, grubun gereksindiği renk alt grubuna konur' },
  first: { en: 'board 1 by the drawing of lots, odd boards the same, even boards the reverse', tr: '1. masa kurayla, tek masalar aynı, çift masalar ters renk' },
};

/**
 * Colours board by board: a pair the system makes has the system's colours (3.a-d, or 7.3/7.4 for a player moved to
 * the other colour, 5 in the first round); any other pair the colours 3.a-d give the two players by their due colours.
 */
function markColours(ctx: DubovContext, p: Proposal, correct: Pairing, e: Explanation, firstRound: boolean): { colours: MarkNote[]; coloursRight: boolean[] } {
  const whiteOf = new Map(correct.boards.map((b) => [key(b.white, b.black), b.white]));
  const moved = new Map<number, string>();
  for (const s of e.sections) for (const st of s.steps) if (st.kind === 'switch') for (const no of (st.data?.moved as number[] | undefined) ?? []) moved.set(no, st.rule ?? D('7.3'));
  const colours: MarkNote[] = [];
  const coloursRight: boolean[] = [];
  p.boards.forEach((b, i) => {
    const get = (no: number) => { const x = ctx.players.get(no)!; return { ...x, seeks: x.due }; };
    const sys = whiteOf.get(key(b.white, b.black));
    let white: number | undefined, reason: string | undefined, rule: string | undefined;
    if (firstRound) {
      if (sys !== undefined) { white = sys; reason = 'first'; rule = D('5'); }
    } else {
      const al = allocateColours(get(b.white), get(b.black));
      if (sys !== undefined && al?.white !== sys) {
        // the system's colours are not 3.a-d's by the due colours: a player moved by 7.3/7.4, or one without colours yet placed in a subgroup (6.1)
        white = sys;
        rule = moved.get(b.white) ?? moved.get(b.black);
        reason = rule ? 'moved' : 'placed';
        rule ??= D('6.1');
      } else if (al) { white = al.white; reason = al.rule; rule = D(al.rule === 'number' ? '3.d' : al.rule === '3.c ARO' ? '3.c' : al.rule); }
    }
    const ok = white === undefined || white === b.white;
    coloursRight.push(ok);
    if (!ok) {
      const black = white === b.white ? b.black : b.white;
      colours.push({ rule: rule!, boards: [i + 1], players: [b.white, b.black], text: {
        en: `board ${i + 1}: ${white} has white against ${black} (${COLOUR_REASON[reason!].en}): ${rule}`,
        tr: `${i + 1}. masa: ${white} beyaz, ${black} siyah olmalı (${COLOUR_REASON[reason!].tr}): ${rule}`,
      } });
    }
  });
  return { colours, coloursRight };
}

const samePairSet = (a: Boards, b: Boards) => {
  const ka = new Set(a.map((x) => key(x.white, x.black)));
  return a.length === b.length && b.every((x) => ka.has(key(x.white, x.black)));
};

export function markDubov(t: Tournament, options: PairingOptions, p: Proposal, correct: Pairing, explanation: Explanation): CriteriaMarks {
  const out = markByReading(t, options, p, correct, explanation);
  if (!out.disagreement) return out;
  return otherReading(t, options, p, correct, explanation, out) ?? out;
}

/**
 * The proposal found better than the system's pairing: the text may be open there. 7.1 with 6.4 is read two ways
 * (option dropBroughtUp, DubovOptions): by default a player 7.1 brings up ("bu gruba alınır") stays in the group
 * even when the player he was brought up for floats down. Read so, a floater's best opponent by 8.2 can leave no
 * plan of the group under which the players below are all pairable — the literal procedure then ends in a dead end
 * and the engine takes the floater's next opponent (seeds 1133 round 7, 1494 round 8: 1-4 and 2-4, the 8.2 choices,
 * need the brought-up player sent back, which is the other reading's pairing). The marker's 8.2 entry cannot see that
 * dead end, so it finds the other reading's pairing better. Where the text is open neither answer is better: the
 * proposal is marked against the other reading's pairing instead — the same pairs: no criterion verdict (the
 * difference is reported); other pairs: that marking's verdict, the proposal being worse under both readings.
 */
function otherReading(t: Tournament, options: PairingOptions, p: Proposal, correct: Pairing, explanation: Explanation, found: CriteriaMarks): CriteriaMarks | undefined {
  const opts = readOptions(t, options);
  const flipped = { ...options, round: correct.round, dropBroughtUp: !opts.dropBroughtUp };
  const other = pairDubov(t, flipped);
  if (!other.ok || (samePairSet(other.pairing.boards, correct.boards) && [...other.pairing.byes].sort().join() === [...correct.byes].sort().join())) return undefined;
  if (samePairSet(p.boards, other.pairing.boards) && [...p.byes].sort().join() === [...other.pairing.byes].sort().join()) {
    return { ...found, criteria: [], disagreement: undefined, ...readingVerdict(p, { option: 'dropBroughtUp', on: opts.dropBroughtUp }, explanation) };
  }
  const m = markByReading(t, flipped, p, other.pairing, other.explanation);
  if (!m.verdict || m.disagreement) return undefined;
  // the colours stay marked against the system's own pairing
  return { ...found, criteria: m.criteria, verdict: m.verdict, parting: m.parting, disagreement: undefined };
}

/**
 * The proposal is the other reading's pairing: a procedural verdict naming the reading the event uses (the option),
 * not a criterion — neither pairing is better on the criteria. Two places where the text is read two ways: 7.1 with
 * 6.4 (option dropBroughtUp) and the book's worked example against the written 6.2/7.4 (option bookPractice: the
 * players who join the white column written below it, 7.4 moving the lowest of the black column). The verdict sits
 * in the score group of the first pair, from the top, of the system's pairing the proposal lacks (the group whose
 * section of the explanation makes it), and names that group.
 */
function readingVerdict(p: Proposal, reading: { option: 'dropBroughtUp' | 'bookPractice'; on: boolean }, e: Explanation): Pick<CriteriaMarks, 'verdict' | 'parting'> {
  const have = new Set(p.boards.map((b) => key(b.white, b.black)));
  // the first group of the explanation (from the top) that makes a pair the proposal lacks
  let section: Explanation['sections'][number] | undefined, missing: { white: number; black: number } | undefined;
  for (const s of e.sections) {
    for (const st of s.steps) {
      const pairs = (st.data?.pairs as Array<{ white: number; black: number }> | undefined) ?? [];
      missing = pairs.find((x) => !have.has(key(x.white, x.black)));
      if (missing) break;
    }
    if (missing) { section = s; break; }
  }
  const score = section?.group?.score;
  const book = reading.option === 'bookPractice';
  const rule = book ? D('6.2, 7.4') : D('7.1, 6.4');
  const drop = reading.on;
  const en = book
    ? reading.on
      ? 'this event follows the book\'s worked example (option bookPractice): players who join the white column (brought up by 7.1/7.2, moved by 7.4) are written below it, and 7.4 moves the lowest of the black column; your pairing follows the written rules (the white column by ARO, 6.2; 7.4 from the highest ARO), the other reading'
      : 'this event follows the written rules: players who join the white column (brought up by 7.1/7.2, moved by 7.4) are sorted into it by ARO (6.2), and 7.4 moves the black-seekers with the highest ARO; your pairing follows the book\'s worked example (option bookPractice), the other reading'
    : drop
      ? 'this event reads 7.1 with 6.4 so that a player brought up for a player who then floats down is not brought up after all (option dropBroughtUp); your pairing keeps him in the group he was brought into ("bu gruba alınır"), the other reading of the open text'
      : 'this event reads 7.1 with 6.4 so that a player brought up ("bu gruba alınır") stays in the group even when the player he was brought up for floats down; your pairing sends him back to his own group (option dropBroughtUp), the other reading of the open text';
  const tr = book
    ? reading.on
      ? 'bu turnuva kitaptaki örneği izler (bookPractice seçeneği): beyaz sütuna sonradan katılanlar (7.1/7.2 ile üst gruba alınan, 7.4 ile renk kıran) sütunun altına yazılır ve 7.4 siyah sütunun en altındakileri kaydırır; eşlendirmeniz yazılı kuralları izliyor (beyaz sütun ARO sırasıyla, 6.2; 7.4 en yüksek ARO\'dan başlayarak), diğer okuma'
      : 'bu turnuva yazılı kuralları izler: beyaz sütuna sonradan katılanlar (7.1/7.2 ile üst gruba alınan, 7.4 ile renk kıran) ARO sırasına yerleştirilir (6.2) ve 7.4 ARO\'su en yüksek siyah oyuncuları kaydırır; eşlendirmeniz kitaptaki örneği izliyor (bookPractice seçeneği), diğer okuma'
    : drop
      ? 'bu turnuvada 7.1 ile 6.4 şöyle okunur: alt gruba kaydırılan bir oyuncu için üst gruba alınan oyuncu alınmamış sayılır (dropBroughtUp seçeneği); eşlendirmeniz onu alındığı grupta tutuyor ("bu gruba alınır"), açık metnin diğer okuması'
      : 'bu turnuvada 7.1 ile 6.4 şöyle okunur: üst gruba alınan oyuncu ("bu gruba alınır"), kendisi için alındığı oyuncu alt gruba kaydırılsa da grupta kalır; eşlendirmeniz onu kendi grubuna geri gönderiyor (dropBroughtUp seçeneği), açık metnin diğer okuması';
  const where = SPEC.where!(score);
  const pair = missing ? { en: `: ${missing.white}–${missing.black} is paired`, tr: `: ${missing.white}–${missing.black} eşlenir` } : { en: '', tr: '' };
  return {
    verdict: { kind: 'procedural', rule, bracket: score, players: missing ? [missing.white, missing.black] : undefined, text: {
      en: `${where.en}, your pairing is as good on the criteria, but ${en}${pair.en}: ${rule}`,
      tr: `${where.tr} eşlendirmeniz ölçütlerde aynı derecede iyi; ancak ${tr}${pair.tr}: ${rule}`,
    } },
    parting: section ? partingStep(e, score, book ? ['book-departure', 'switch', 'columns'] : ['other-reading', 'floater-pairs', 'float', 'bring-up', 'pairs']) : undefined,
  };
}

function markByReading(t: Tournament, options: PairingOptions, p: Proposal, correct: Pairing, explanation: Explanation): CriteriaMarks {
  const opts = readOptions(t, options);
  const round = correct.round;
  const ctx = buildContext(t, round, opts);
  const firstRound = explanation.sections.some((s) => s.title.en === 'First round');
  const out: CriteriaMarks = { absolute: [], criteria: [], ...markColours(ctx, p, correct, explanation, firstRound) };
  if (samePairSet(p.boards, correct.boards) && [...p.byes].sort().join() === [...correct.byes].sort().join()) return out;
  // Dubov 5: the first round pairs the halves of the rating list board by board; the bye to the bottom of the list
  if (firstRound) {
    const have = new Set(p.boards.map((b) => key(b.white, b.black)));
    const i = correct.boards.findIndex((b) => !have.has(key(b.white, b.black)));
    const section = explanation.sections.find((s) => s.title.en === 'First round')!;
    const [en, tr] = i >= 0
      ? [`board ${i + 1} pairs ${correct.boards[i].white}–${correct.boards[i].black}`, `${i + 1}. masada ${correct.boards[i].white}–${correct.boards[i].black} eşlenir`]
      : [`the bye goes to ${correct.byes.join(', ')}, at the bottom of the list`, `listenin en altındaki ${correct.byes.join(', ')} tur atlar`];
    // one list, one score group: every player has the same score before the first round played (0, or the points of
    // byes only where every player has them alike); else the list is no score group and the verdict is round-wide
    const listed = availableFor(t, round).map((x) => ctx.players.get(x.no)!.score);
    const group = listed.every((x) => x === listed[0]) ? listed[0] : undefined;
    const at = group === undefined ? { en: '', tr: '' } : { en: ` (every player in the score group of ${points(group)})`, tr: ` (bütün oyuncular ${points(group).replace('.5', ',5')} puan grubunda)` };
    out.verdict = { kind: 'procedural', rule: D('5'), bracket: group, text: {
      en: `In the first round${at.en} the players are listed by rating and the upper half meets the lower half side by side: ${en}: ${D('5')}`,
      tr: `İlk turda${at.tr} oyuncular kuvvet puanına göre sıralanır, üst yarı alt yarıyla yan yana eşlendirilir: ${tr}: ${D('5')}`,
    } };
    out.parting = { section: section.title, step: section.steps[0]?.text, rule: section.steps[0]?.rule };
    return out;
  }
  // the book's round 3 under the other reading (7.4, the white column): the explanation's step where the book departs decides it
  if (explanation.sections.some((s) => s.steps.some((st) => st.kind === 'book-departure'))) {
    const other = pairDubov(t, { ...options, round, bookPractice: !opts.bookPractice });
    if (other.ok && samePairSet(p.boards, other.pairing.boards) && [...p.byes].sort().join() === [...other.pairing.byes].sort().join()) return { ...out, ...readingVerdict(p, { option: 'bookPractice', on: opts.bookPractice }, explanation) };
  }
  // 7.1 with 6.4 under the other reading (option dropBroughtUp): the explanation's step on it decides it
  if (explanation.sections.some((s) => s.steps.some((st) => st.kind === 'other-reading' && st.data?.option === 'dropBroughtUp'))) {
    const other = pairDubov(t, { ...options, round, dropBroughtUp: !opts.dropBroughtUp });
    if (other.ok && samePairSet(p.boards, other.pairing.boards) && [...p.byes].sort().join() === [...other.pairing.byes].sort().join()) return { ...out, ...readingVerdict(p, { option: 'dropBroughtUp', on: opts.dropBroughtUp }, explanation) };
  }

  const available = availableFor(t, round).map((x) => ctx.players.get(x.no)!);
  const scores = [...new Set(available.map((x) => x.score))].sort((a, b) => b - a);
  const groups = scores.map((s) => available.filter((x) => x.score === s));
  const mine = partners(p.boards), theirs = partners(correct.boards);
  const all: CriterionEntry[][] = [[], []];
  const compare = (m: CriterionEntry[], c: CriterionEntry[]): boolean => {
    all[0].push(...m); all[1].push(...c);
    const cmp = compareCriteria(all[0], all[1], SPEC);
    out.criteria = cmp.criteria;
    if (!cmp.decided) return false;
    if (cmp.verdict) {
      out.verdict = cmp.verdict;
      const r = cmp.decided.mine.rule;
      out.parting = partingStep(explanation, cmp.decided.mine.bracket === undefined ? undefined : cmp.decided.mine.bracket, PARTING_KINDS[r] ?? ['pairs']);
    } else out.disagreement = cmp.disagreement;
    return true;
  };
  // Dubov 4 (2.2 is absolute): the bye, the first candidate in 4's order with whom the others can all be paired
  if (correct.byes.length) {
    const order = byeCandidates(groups);
    const rank = (no: number | undefined) => { const i = order.findIndex((x) => x.no === no); return i >= 0 ? i : order.length; };
    const show = (no: number | undefined) => { const x = no === undefined ? undefined : ctx.players.get(no); return x ? `${x.no} (${points(x.score)}, R ${x.rating})` : '—'; };
    if (compare([{ rule: '4', value: [-rank(p.byes[0])], show: show(p.byes[0]) }], [{ rule: '4', value: [-rank(correct.byes[0])], show: show(correct.byes[0]) }])) return out;
  }
  const bye = correct.byes[0];
  const residentsOf = groups.map((g) => g.filter((x) => x.no !== bye));
  const taken = new Set<number>();
  let carry: DubovPlayer[] = [];
  for (let gi = 0; gi < residentsOf.length; gi++) {
    const residents = residentsOf[gi].filter((x) => !taken.has(x.no));
    if (residents.length === 0 && carry.length === 0) continue;
    const lowerGroups = residentsOf.slice(gi + 1).map((g) => g.filter((x) => !taken.has(x.no))).filter((g) => g.length > 0);
    const donor = lowerGroups[0] ?? [];
    const hasLower = lowerGroups.length > 0;
    const rm = readGroup(ctx, scores[gi], residents, carry, donor, hasLower, mine);
    const rc = readGroup(ctx, scores[gi], residents, carry, donor, hasLower, theirs);
    if (compare(rm.entries, rc.entries)) return out;
    if ([...rc.pairs].some((k) => !rm.pairs.has(k)) || rm.pairs.size !== rc.pairs.size) {
      const players = [...carry, ...residents].map((x) => x.no);
      Object.assign(out, columnsVerdict(explanation, scores[gi], mine, theirs, players));
      return out;
    }
    for (const x of rc.imported) taken.add(x.no);
    carry = rc.down;
  }
  return out;
}
