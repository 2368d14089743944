/**
 * Criterion-level marking for the Dutch system as the books give it (1992-2009 edition, `dutch-2009`).
 *
 * The books' procedure (C.1-C.14) is greedy, score group by score group from the top: in each group it makes as
 * many pairs as it can (p, A.6; lowered only by C.14), and among those it keeps the relative criteria B.4-B.6 as
 * long as some pairing keeps them, dropping them one at a time in the order C prescribes (C.9: B.6 then B.5 for
 * upfloats; C.10: B.5 then B.6 for downfloats; C.11: x + 1; then A.7.d and the look-ahead C.12). So a pairing is
 * judged in a group by p first and then by how far down that list the procedure had to go for it: the last
 * criterion dropped is the one that decides (a pairing that needs B.4 dropped once more is worse whatever it does
 * on B.5/B.6, because C.11 comes after C.9 and C.10). The marker evaluates both pairings this way with the engine's
 * own rule code (bracketShape, pairCheck, downfloatCheck, breaksColour, x by A.8/C.14, c12Holds), group by group,
 * and only while the groups above are paired the same way (a different pairing above changes who is in the group).
 * Where the two pairings are equal on every criterion in the first group they part, the procedure's order decides:
 * S1 against S2 as C.4-C.6 make them, the transpositions of D.1 (C.7) before any exchange (C.8), the exchanges in
 * the order of D.2. Colours by E (the engine's allocateColours), board order by F.1 (the engine's boardOrder).
 */
import type { Tournament } from '../model/types';
import type { Explanation, PairingOptions, Text } from '../pairing/types';
import { dutch2009Round } from '../pairing/dutch-2009/index';
import { bracketShape, c12Holds, type Pair } from '../pairing/dutch-2009/procedure';
import { absoluteCheck, breaksColour, downfloatCheck, levelSchedule, pairCheck, type CriteriaContext, type Level } from '../pairing/dutch-2009/criteria';
import { bracketX, splitS1S2, xForP } from '../pairing/dutch-2009/brackets';
import { exchangesD2 } from '../pairing/dutch-2009/exchanges';
import { allocateColours } from '../pairing/dutch-2009/colours';
import { boardOrder } from '../pairing/dutch-2009/boards';
import { compareA2, type PlayerState } from '../pairing/dutch-2009/rank';
import { scoreGroups } from '../pairing/dutch-2009/scoreGroups';
import { scoreText } from '../pairing/dutch-2009/explain';
import type { MarkNote, Proposal } from './types';
import { compareCriteria, type CriteriaMarks, type CriterionEntry } from './criteria';

const PRE = 'Dutch 1992-2009 ';
/** 'B.5 down' → 'Dutch 1992-2009 B.5' (the direction is the entry's, the article is one). */
const cite = (rule: string): string => PRE + rule.replace(/ (up|down)$/, '');

const NAMES: Record<string, Text> = {
  'C.14': { en: 'pairs made (p)', tr: 'yapılan eşleşme sayısı (p)' },
  'rule 6': { en: 'players with 50% given a colour B.2 forbids (rule 6)', tr: 'B.2\'nin dışında renk alan %50 oyuncular (kural 6)' },
  'C.12': { en: 'players moved down without an opponent in the next score group', tr: 'sonraki puan grubunda rakip bulamayan aşağı kayanlar' },
  'A.7.d': { en: 'pairs of two strong preferences for the same colour (odd round)', tr: 'aynı renge kuvvetli tercihli iki oyuncunun eşleşmesi (tek tur)' },
  'B.4': { en: 'colour preferences not met (x)', tr: 'karşılanmayan renk tercihleri (x)' },
  'B.6 down': { en: 'players floating down as two rounds before', tr: 'iki tur önceki gibi aşağı kayanlar' },
  'B.5 down': { en: 'players floating down as in the previous round', tr: 'bir önceki turdaki gibi aşağı kayanlar' },
  'B.5 up': { en: 'players floating up as in the previous round', tr: 'bir önceki turdaki gibi yukarı kayanlar' },
  'B.6 up': { en: 'players floating up as two rounds before', tr: 'iki tur önceki gibi yukarı kayanlar' },
};

const plural = (list: string, one: string, many: string) => (list.includes(',') ? many : one);

/** The verdict in the books' words: the proposal's value against what the procedure reaches. */
function saying(rule: string, mine: string, best: string): Text {
  switch (rule) {
    case 'C.14': {
      const [m, b] = [mine.split('+'), best.split('+')];
      if (m.length === 2 && m[0] !== b[0]) return { en: `your pairing pairs ${m[0]} of the players moved down where p = ${b[0]} (A.6): p is lowered only when no pairing with p pairs is left (C.14)`, tr: `eşlendirmeniz aşağı kayan oyunculardan ${m[0]} tanesini eşliyor; oysa p = ${b[0]} (A.6): p ancak p eşleşmeli bir eşlendirme kalmadığında bir azaltılır (C.14)` };
      if (m.length === 2) return { en: `your pairing makes ${m[1]} pairs in the remainder where ${b[1]} can be made (A.6): p is lowered only when no pairing with p pairs is left (C.14)`, tr: `eşlendirmeniz artık grupta ${m[1]} eşleşme yapıyor; oysa ${b[1]} yapılabilir (A.6): p ancak p eşleşmeli bir eşlendirme kalmadığında bir azaltılır (C.14)` };
      return { en: `your pairing makes ${mine} pair${mine === '1' ? '' : 's'} where p = ${best} (A.6): p is lowered only when no pairing with p pairs is left (C.14)`, tr: `eşlendirmeniz ${mine} eşleşme yapıyor; oysa p = ${best} (A.6): p ancak p eşleşmeli bir eşlendirme kalmadığında bir azaltılır (C.14)` };
    }
    case 'B.4': {
      const m = mine.split(' ')[0];
      const x = best.match(/x = (\d+)/)?.[1] ?? best;
      return { en: `${m} player${m === '1' ? ' does' : 's do'} not get ${m === '1' ? 'his' : 'their'} colour preference where x = ${x} (A.8); x is raised only when no pairing keeps it (C.11)`, tr: `${m} oyuncu renk tercihini alamıyor; oysa x = ${x} (A.8); x ancak ona uyan bir eşlendirme kalmadığında arttırılır (C.11)` };
    }
    case 'B.5 down': return { en: `${mine} float${plural(mine, 's', '')} down as in the previous round, which the rules avoid here (B.5 is dropped for downfloats only when nothing else is left, C.10)`, tr: `${mine} bir önceki turdaki gibi yine aşağı kayıyor; kurallar burada bundan kaçınıyor (aşağı kayma için B.5 ancak başka yol kalmadığında bırakılır, C.10)` };
    case 'B.6 down': return { en: `${mine} float${plural(mine, 's', '')} down as two rounds before, which the rules avoid here (C.10)`, tr: `${mine} iki tur önceki gibi yine aşağı kayıyor; kurallar burada bundan kaçınıyor (C.10)` };
    case 'B.5 up': return { en: `${mine} float${plural(mine, 's', '')} up as in the previous round, which the rules avoid here (C.9)`, tr: `${mine} bir önceki turdaki gibi yine yukarı kayıyor; kurallar burada bundan kaçınıyor (C.9)` };
    case 'B.6 up': return { en: `${mine} float${plural(mine, 's', '')} up as two rounds before, which the rules avoid here (C.9)`, tr: `${mine} iki tur önceki gibi yine yukarı kayıyor; kurallar burada bundan kaçınıyor (C.9)` };
    case 'A.7.d': return { en: `your pairing has ${mine}, both with a strong preference for the same colour, which in an odd round counts as absolute unless that means an extra floater (A.7.d); the rules avoid it here`, tr: `eşlendirmenizde ${mine} eşleşmesinde ikisinin de aynı renge kuvvetli tercihi var; tek turda bu, fazladan kaydırmaya yol açmadıkça mutlak sayılır (A.7.d); kurallar burada bundan kaçınıyor` };
    case 'rule 6': return { en: `your pairing has ${mine}, where a player with at least 50% takes a colour B.2 forbids; the last-round exception allows it only when nothing else avoids an extra floater (rule 6)`, tr: `eşlendirmenizde ${mine} eşleşmesinde %50 ve üzeri puanlı bir oyuncu B.2'nin yasakladığı rengi alıyor; son tur istisnası buna ancak fazladan kaydırmayı önlemenin başka yolu yoksa izin verir (kural 6)` };
    case 'C.12': return mine.includes(',')
      ? { en: `${mine}, moved down by your pairing, cannot all find an opponent in the next score group (C.12), where the rules move down players who can`, tr: `eşlendirmenizin aşağı kaydırdığı ${mine} oyuncularının hepsi sonraki puan grubunda rakip bulamıyor (C.12); kurallar rakip bulabilecek oyuncuları kaydırıyor` }
      : { en: `${mine}, moved down by your pairing, finds no opponent in the next score group (C.12), where the rules move down a player who can`, tr: `eşlendirmenizin aşağı kaydırdığı ${mine} sonraki puan grubunda rakip bulamıyor (C.12); kurallar rakip bulabilecek bir oyuncuyu kaydırıyor` };
    default: return { en: `your pairing has ${NAMES[rule]?.en ?? rule}: ${mine}, where ${best} is possible`, tr: `eşlendirmenizde ${NAMES[rule]?.tr ?? rule}: ${mine}; oysa ${best} mümkün` };
  }
}

const where = (b: number | undefined): Text => (b === undefined ? { en: 'In this round', tr: 'Bu turda' } : { en: `In score group ${scoreText(b)}`, tr: `${scoreText(b)} puan grubunda` });

const OFF: Level = { b6up: false, b5up: false, b6down: false, b5down: false, dx: 0, a7d: false, c12: false, lastRound: false, name: 'off' };

/** One score group as a pairing plays it out: who is there, the pairs made there, who moves on. */
interface GroupView {
  score: number;
  lowest: boolean;
  next: PlayerState[];
  members: PlayerState[];
  forced: PlayerState[];
  floaters: PlayerState[];
  het: boolean;
  X: { x: number };
  /** The pairs made in this group, (higher, lower) in A.2 order. */
  here: Pair[];
  /** Members not paired here (the players C.1 moves on are in `forced`). */
  leftovers: PlayerState[];
  /** Heterogeneous: the players moved down paired here as S1 (pHet), and the remainder's pairs. */
  pHet: number;
}

const key = (a: PlayerState, b: PlayerState) => (a.no < b.no ? `${a.no}-${b.no}` : `${b.no}-${a.no}`);
const ordered = (a: PlayerState, b: PlayerState): Pair => (compareA2(a, b) <= 0 ? [a, b] : [b, a]);

/**
 * The score groups as a complete pairing plays them out, from the top: a pair is made in the first group holding
 * both players (the lower one's own group, or the group both were moved down into).
 */
function groupViews(states: PlayerState[], pairs: Pair[], ctx: CriteriaContext): GroupView[] {
  const groups = scoreGroups(states);
  const partner = new Map<number, PlayerState>();
  for (const [a, b] of pairs) { partner.set(a.no, b); partner.set(b.no, a); }
  const out: GroupView[] = [];
  let carried: PlayerState[] = [];
  groups.forEach((residents, k) => {
    const lowest = k === groups.length - 1;
    const shape = bracketShape(carried, residents, lowest, ctx);
    const inMembers = new Set(shape.members.map((s) => s.no));
    const here: Pair[] = [];
    const seen = new Set<number>();
    for (const s of shape.members) {
      const o = partner.get(s.no);
      if (!o || !inMembers.has(o.no) || seen.has(s.no)) continue;
      seen.add(s.no); seen.add(o.no);
      here.push(ordered(s, o));
    }
    const leftovers = shape.members.filter((s) => !seen.has(s.no));
    // A.6 in a heterogeneous group: S1 is the top pHet players; the largest pHet whose S1 is paired into S2
    let pHet = 0;
    if (shape.het) {
      const sorted = [...shape.members].sort(compareA2);
      for (let k2 = shape.floaters.length; k2 > 0; k2--) {
        const s1 = new Set(sorted.slice(0, k2).map((s) => s.no));
        if (sorted.slice(0, k2).every((s) => seen.has(s.no) && !s1.has(partner.get(s.no)!.no))) { pHet = k2; break; }
      }
    }
    out.push({ score: residents[0].score, lowest, next: groups[k + 1] ?? [], members: shape.members, forced: shape.forced, floaters: shape.floaters, het: shape.het, X: shape.X, here, leftovers, pHet });
    carried = [...leftovers, ...shape.forced];
  });
  return out;
}

interface GroupCriteria {
  p: number[];
  /** The relaxation levels in the order the procedure tries them, and the first one this pairing passes. */
  schedule: Level[];
  level: number;
  /** Colour preferences not met, and x as the level reached allows it. */
  broken: number;
  xAllowed: number;
}

/** The het part (pairs of S1) and the remainder of a heterogeneous group, as the engine splits them. */
function hetSplit(g: GroupView): { hetPairs: Pair[]; remainder: PlayerState[]; remPairs: Pair[] } {
  const s1 = new Set(splitS1S2(g.members, g.pHet).s1.map((s) => s.no));
  const hetPairs = g.here.filter(([a, b]) => s1.has(a.no) || s1.has(b.no));
  const inHet = new Set(hetPairs.flatMap(([a, b]) => [a.no, b.no]));
  return { hetPairs, remainder: g.members.filter((s) => !inHet.has(s.no)), remPairs: g.here.filter((pr) => !hetPairs.includes(pr)) };
}

/** p, and the first level of C.9-C.12 (x raised by C.11 in between) under which the procedure would accept this group's pairs. */
function groupCriteria(g: GroupView, ctx: CriteriaContext): GroupCriteria {
  const n = g.members.length;
  const broken = (prs: Pair[]) => prs.filter(([a, b]) => breaksColour(a, b)).length;
  let p: number[];
  let maxDx: number;
  let xLimit: (lv: Level) => boolean;
  let xAt: (lv: Level) => number;
  const total = broken(g.here);
  if (g.het && g.pHet > 0) {
    const { hetPairs, remainder, remPairs } = hetSplit(g);
    const remMax = Math.floor((n - 2 * g.pHet) / 2);
    const pRem = remPairs.length;
    p = [g.pHet, pRem];
    maxDx = Math.max(g.pHet, remMax);
    const xHet = xForP(g.X.x, g.floaters.length, g.pHet);
    const xRem = xForP(bracketX(remainder).x, remMax, pRem);
    xAt = (lv) => Math.min(g.pHet, xHet + lv.dx) + Math.min(pRem, xRem + lv.dx);
    xLimit = (lv) => broken(hetPairs) <= Math.min(g.pHet, xHet + lv.dx) && broken(remPairs) <= Math.min(pRem, xRem + lv.dx);
  } else {
    const pMax = Math.floor(n / 2);
    const pp = g.here.length;
    const x0 = xForP(g.X.x, pMax, pp);
    p = g.het ? [0, pp] : [pp];
    maxDx = g.het ? pMax : pp - x0;
    xAt = (lv) => Math.min(pp, x0 + lv.dx);
    xLimit = (lv) => total <= xAt(lv);
  }
  const schedule = levelSchedule(Math.max(0, maxDx), ctx.lastRoundRule);
  const out = [...g.leftovers, ...g.forced];
  const passes = (lv: Level) =>
    g.here.every(([a, b]) => pairCheck(a, b, ctx, lv) === null)
    && g.leftovers.every((s) => downfloatCheck(s, ctx, lv) === null)
    && xLimit(lv)
    && (!lv.c12 || g.lowest || c12Holds(out, g.next, ctx));
  let level = schedule.findIndex(passes);
  if (level < 0) level = schedule.length;
  return { p, schedule, level, broken: total, xAllowed: xAt(schedule[Math.min(level, schedule.length - 1)]) };
}

/** Who breaks one relative criterion in this group (for the message), by the engine's own checks with only that criterion on. */
function offenders(g: GroupView, ctx: CriteriaContext, name: string): string {
  const lv: Level = { ...OFF, [name]: true };
  let xs: string[] = [];
  if (name.endsWith('down')) xs = g.leftovers.filter((s) => downfloatCheck(s, ctx, lv) !== null).map((s) => String(s.no));
  else if (name.endsWith('up')) xs = g.here.filter(([a, b]) => pairCheck(a, b, ctx, lv) !== null).map(([a, b]) => String(a.score < b.score ? a.no : b.no));
  else if (name === 'a7d') xs = g.here.filter(([a, b]) => pairCheck(a, b, ctx, lv) !== null).map(([a, b]) => `${a.no}–${b.no}`);
  else if (name === 'c12') { const out = [...g.leftovers, ...g.forced]; if (!c12Holds(out, g.next, ctx)) xs = out.map((s) => String(s.no)); }
  else if (name === 'last') xs = g.here.filter(([a, b]) => absoluteCheck(a, b, ctx) === 'B.2').map(([a, b]) => `${a.no}–${b.no}`);
  return xs.join(', ') || '—';
}

const LEVEL_RULE: Record<string, string> = { last: 'rule 6', c12: 'C.12', a7d: 'A.7.d', b6down: 'B.6 down', b5down: 'B.5 down', b5up: 'B.5 up', b6up: 'B.6 up' };

/**
 * One group's entries, most decisive first: p, then the relaxations in the reverse of the order C drops them,
 * each "kept" (1) when the first level this pairing passes comes before the one that drops it. Comparing them in
 * this order is comparing the levels, which is what the procedure does (x's levels make one entry, B.4).
 */
function groupEntries(g: GroupView, c: GroupCriteria, ctx: CriteriaContext): CriterionEntry[] {
  const bracket = g.score;
  const out: CriterionEntry[] = [{ rule: 'C.14', bracket, value: c.p, show: c.p.join('+') }];
  const idx = (name: string) => c.schedule.findIndex((lv) => lv.name === name);
  for (const name of ['last', 'c12', 'a7d']) {
    const i = idx(name);
    // C.12 looks at the next group (none below the lowest); A.7.d is about odd rounds only
    if (i < 0 || (name === 'c12' && g.lowest) || (name === 'a7d' && ctx.round % 2 === 0)) continue;
    out.push({ rule: LEVEL_RULE[name], bracket, value: [c.level < i ? 1 : 0], show: offenders(g, ctx, name) });
  }
  const xs = c.schedule.map((lv, i) => (lv.name === 'x' ? i : -1)).filter((i) => i >= 0);
  const before = idx('b6down');
  const need = xs.length ? Math.max(0, Math.min(c.level, xs[xs.length - 1]) - before) : 0;
  out.push({ rule: 'B.4', bracket, value: [-need], show: `${c.broken} (x = ${c.xAllowed})` });
  for (const name of ['b6down', 'b5down', 'b5up', 'b6up']) out.push({ rule: LEVEL_RULE[name], bracket, value: [c.level < idx(name) ? 1 : 0], show: offenders(g, ctx, name) });
  return out;
}

const samePairs = (a: Pair[], b: Pair[]) => a.length === b.length && (() => { const k = new Set(a.map(([x, y]) => key(x, y))); return b.every(([x, y]) => k.has(key(x, y))); })();

export interface Dutch2009Marks extends CriteriaMarks {
  colours: MarkNote[];
  coloursRight: boolean[];
  boardOrder: MarkNote[];
}

export function markDutch2009(t: Tournament, options: PairingOptions, p: Proposal, correct: { boards: Array<{ white: number; black: number }>; byes: number[] }, explanation: Explanation): Dutch2009Marks {
  const { states, ctx, firstColour, lastRoundLevel } = dutch2009Round(t, options);
  const byNo = new Map(states.map((s) => [s.no, s]));
  const get = (no: number) => byNo.get(no)!;
  const exempt = (no: number) => ctx.lastRoundRule && ctx.half(get(no));
  const out: Dutch2009Marks = { absolute: [], criteria: [], colours: [], coloursRight: [], boardOrder: [], exempt: ctx.lastRoundRule ? exempt : undefined };

  // B.2 under the last-round exception (rule 6): only players with at least 50% may break it. absolute.ts lets a
  // kind of colour violation pass when the system's own pairing shows it (here: a 50% player's), so a pair of two
  // players below 50% who both need the same colour is named here.
  if (ctx.lastRoundRule) p.boards.forEach((b, i) => {
    if (absoluteCheck(get(b.white), get(b.black), ctx, lastRoundLevel) !== 'B.2') return;
    const rule = PRE + 'B.2';
    out.absolute.push({ rule, boards: [i + 1], players: [b.white, b.black], text: {
      en: `${b.white}–${b.black}: no colours can be given without breaking B.2, and rule 6 lets only players with at least 50% break it: ${rule}`,
      tr: `${b.white}–${b.black}: B.2 ihlal edilmeden renk verilemiyor; kural 6 yalnızca %50 ve üzeri puanlı oyunculara bu istisnayı tanır: ${rule}`,
    } });
  });
  // colours, board by board (E; B.2 and rule 6 first, as the engine allocates them)
  p.boards.forEach((b, i) => {
    const d = allocateColours(get(b.white), get(b.black), ctx, firstColour, lastRoundLevel);
    const ok = d.white.no === b.white;
    out.coloursRight.push(ok);
    if (!ok) {
      const rule = PRE + d.rule;
      const why = (s: string) => s.replace(/\s*\([^()]*\)$/, '');
      out.colours.push({ rule, boards: [i + 1], players: [b.white, b.black], text: {
        en: `board ${i + 1}: ${d.white.no} has white against ${d.black.no} (${why(d.why.en)}): ${rule}`,
        tr: `${i + 1}. masa: ${d.white.no} beyaz, ${d.black.no} siyah olmalı (${why(d.why.tr)}): ${rule}`,
      } });
    }
  });
  // board order (F.1)
  const games = p.boards.map((b) => ({ white: get(b.white), black: get(b.black) }));
  const order = boardOrder(games);
  const firstOff = order.findIndex((g, i) => g !== games[i]);
  if (firstOff >= 0) {
    const g = order[firstOff];
    out.boardOrder.push({ rule: PRE + 'F.1', boards: [firstOff + 1], text: {
      en: `board ${firstOff + 1} should be the pair ${g.white.no}–${g.black.no}: boards go by the higher score in the pair, then the sum of the two scores, then the higher player in A.2 order: ${PRE}F.1`,
      tr: `${firstOff + 1}. masada ${g.white.no}–${g.black.no} eşi olmalı: masalar eşleşmedeki en yüksek puana, sonra iki puanın toplamına, sonra A.2'ye göre üst sıradaki oyuncuya göre dizilir: ${PRE}F.1`,
    } });
  }

  // the pairs, group by group while the groups above are paired alike
  const pairsOf = (boards: Array<{ white: number; black: number }>): Pair[] => boards.map((b) => ordered(get(b.white), get(b.black)));
  const mineV = groupViews(states, pairsOf(p.boards), ctx);
  const theirsV = groupViews(states, pairsOf(correct.boards), ctx);
  const mine: CriterionEntry[] = [], theirs: CriterionEntry[] = [];
  let parted = -1;
  for (let k = 0; k < Math.min(mineV.length, theirsV.length); k++) {
    const m = mineV[k], c = theirsV[k];
    mine.push(...groupEntries(m, groupCriteria(m, ctx), ctx));
    theirs.push(...groupEntries(c, groupCriteria(c, ctx), ctx));
    if (!samePairs(m.here, c.here)) { parted = k; break; }
  }
  if (parted < 0) return out;
  const cmp = compareCriteria(mine, theirs, { cite, name: (r) => NAMES[r] ?? { en: r, tr: r }, saying, where });
  out.criteria = cmp.criteria;
  if (cmp.verdict) {
    out.verdict = cmp.verdict;
    const r = cmp.decided!.mine.rule;
    const relax = r === 'C.14' ? ['C.14'] : r === 'B.4' ? ['C.11'] : r.endsWith('up') ? ['C.9'] : r.endsWith('down') ? ['C.10'] : [r];
    out.parting = partingStep(explanation, mineV[parted].score, (s) => (s.kind === 'relax' && relax.includes(s.rule ?? '')) || (r === 'C.14' && s.kind === 'p') || (r === 'B.4' && s.kind === 'x'));
  }
  if (cmp.decided) { out.disagreement = cmp.disagreement; return out; }
  const proc = procedural(mineV[parted], theirsV[parted], explanation);
  if (proc?.verdict) { out.verdict = proc.verdict; out.parting = proc.parting; }
  out.disagreement = proc?.disagreement;
  return out;
}

type Step = Explanation['sections'][number]['steps'][number];

/** The step of the group's section the verdict is about: the first that matches (`latest`: the last, i.e. the try that was accepted), else the accepted pairs. */
function partingStep(e: Explanation, score: number, match: (s: Step) => boolean, latest = false): Dutch2009Marks['parting'] {
  const section = e.sections.find((s) => s.group && s.group.score === score) ?? e.sections[0];
  if (!section) return undefined;
  const steps = latest ? [...section.steps].reverse() : section.steps;
  const step = steps.find(match) ?? section.steps.find((s) => s.kind === 'accept');
  return { section: section.title, step: step?.text, rule: step?.rule && !step.rule.startsWith(PRE) && /^[A-F]\.|^rule/.test(step.rule) ? PRE + step.rule : step?.rule };
}

/** S1[i]'s partner's place in S2 for each i (D.1 compares these in order), or undefined when the pairs do not run S1 → S2. */
function chosenOf(S1: PlayerState[], S2: PlayerState[], pairs: Pair[]): number[] | undefined {
  const partner = new Map<number, number>();
  for (const [a, b] of pairs) { partner.set(a.no, b.no); partner.set(b.no, a.no); }
  const out: number[] = [];
  for (const s of S1) {
    const j = S2.findIndex((o) => o.no === partner.get(s.no));
    if (j < 0) return undefined;
    out.push(j);
  }
  return out.length === pairs.length ? out : undefined;
}

/** The first S1/S2 of D.2's order (0 = C.4's own, no exchange) under which these pairs run S1 → S2, with it. */
function firstExchange(players: PlayerState[], p: number, pairs: Pair[]): { index: number; S1: PlayerState[]; S2: PlayerState[]; chosen: number[]; out: PlayerState[]; in: PlayerState[] } | undefined {
  const { s1, s2 } = splitS1S2(players, p);
  const c0 = chosenOf(s1, s2, pairs);
  if (c0) return { index: 0, S1: s1, S2: s2, chosen: c0, out: [], in: [] };
  let index = 0;
  for (const ex of exchangesD2(s1.length, s2.length)) {
    index++;
    const o = ex.out.map((i) => s1[i]), n = ex.in.map((j) => s2[j]);
    const S1 = [...s1.filter((s) => !o.includes(s)), ...n].sort(compareA2);
    const S2 = [...s2.filter((s) => !n.includes(s)), ...o].sort(compareA2);
    const c = chosenOf(S1, S2, pairs);
    if (c) return { index, S1, S2, chosen: c, out: o, in: n };
  }
  return undefined;
}

const sameNos = (a: unknown, b: number[]) => Array.isArray(a) && a.length === b.length && a.every((x, i) => x === b[i]);
const nos = (xs: PlayerState[]) => xs.map((s) => s.no).join(', ') || '—';

/** Equal on every criterion in the group where the pairings part: the procedure's order decides (C.4-C.8, D.1, D.2). */
interface Procedural { verdict?: MarkNote & { kind: 'procedural'; bracket: number }; parting?: Dutch2009Marks['parting']; disagreement?: MarkNote }

/** The proposal comes first in the procedure's own order: the marker and the engine disagree (never a silent verdict). */
const better = (rule: string, en: string, tr: string): MarkNote => ({ rule: PRE + rule, text: {
  en: `the marker finds your pairing better on ${PRE}${rule} than the system's (${en}): only the difference is reported`,
  tr: `işaretleyici eşlendirmenizi ${PRE}${rule} bakımından sistemin eşlendirmesinden iyi buluyor (${tr}): yalnızca fark bildiriliyor`,
} });

function procedural(m: GroupView, c: GroupView, e: Explanation): Procedural | undefined {
  const w = where(m.score);
  const verdict = (rule: string, en: string, tr: string, players: number[] = []) => ({ kind: 'procedural' as const, rule: PRE + rule, bracket: m.score, players, text: { en: `${w.en}, your pairing is as good on p and B.4-B.6, but ${en}: ${PRE}${rule}`, tr: `${w.tr} eşlendirmeniz p ve B.4-B.6 bakımından aynı derecede iyi; ama ${tr}: ${PRE}${rule}` } });
  const D1 = (S1: PlayerState[], S2: PlayerState[], cm: number[], cc: number[], part: Text): Procedural => {
    const i = cc.findIndex((x, k) => x !== cm[k]);
    const a = S1[i], right = S2[cc[i]], yours = S2[cm[i]];
    if (cm[i] < cc[i]) return { disagreement: better('D.1', `${a.no}–${yours.no} comes before ${a.no}–${right.no} in the order of D.1`, `D.1 sırasında ${a.no}–${yours.no}, ${a.no}–${right.no} eşleşmesinden önce gelir`) };
    return {
      verdict: verdict('D.1', `${part.en} ${a.no} is paired with the first player of S2 that keeps the criteria, in the order of the transpositions (C.7, D.1): ${right.no}, where your pairing gives him ${yours.no}`,
        `${part.tr} ${a.no}, kriterlere uyan ilk S2 oyuncusuyla eşlenir (transpozisyon sırası, C.7, D.1): ${right.no}; sizin eşlendirmenizde ${yours.no} ile`, [a.no, right.no, yours.no]),
      parting: partingStep(e, m.score, (s) => s.kind === 'transposition' && sameNos(s.data?.pair, [a.no, right.no]), true),
    };
  };
  let players = m.members, pm = m.here, pc = c.here, p = m.here.length;
  let part: Text = { en: 'S1\'s', tr: 'S1\'in oyuncusu' };
  if (m.het && m.pHet > 0) {
    const { s1, s2 } = splitS1S2(m.members, m.pHet);
    const hm = hetSplit(m), hc = hetSplit(c);
    const cm = chosenOf(s1, s2, hm.hetPairs), cc = chosenOf(s1, s2, hc.hetPairs);
    if (cm && cc && cm.some((x, k) => x !== cc[k])) return D1(s1, s2, cm, cc, { en: 'the player moved down', tr: 'aşağı kayan' });
    players = hm.remainder; pm = hm.remPairs; pc = hc.remPairs; p = hm.remPairs.length;
    part = { en: 'in the remainder, S1\'s', tr: 'artık grupta S1\'in oyuncusu' };
  }
  const xc = firstExchange(players, p, pc);
  if (!xc) return undefined;
  // not among the exchanges listed (exchangesD2 stops at exchanges of more players than a large group can try):
  // later in D.2's order than every one listed, so later than the system's
  const xm = firstExchange(players, p, pm) ?? { index: Infinity, S1: pm.map(([a]) => a).sort(compareA2), S2: [], chosen: [], out: [], in: [] };
  if (xm.index < xc.index) return { disagreement: better('D.2', `your S1 = ${nos(xm.S1)} comes before S1 = ${nos(xc.S1)} in the order of D.2`, `sizin S1 = ${nos(xm.S1)}, D.2 sırasında S1 = ${nos(xc.S1)} öncesinde gelir`) };
  if (xm.index !== xc.index) {
    if (xc.index === 0) return {
      verdict: verdict('C.8', `S1 = ${nos(xc.S1)} against S2 = ${nos(xc.S2)}, as C.4-C.5 make them, already give a pairing as good (C.6, or a transposition of S2 by C.7), so no exchange between S1 and S2 is made (C.8); your pairing needs S1 = ${nos(xm.S1)}`,
        `C.4-C.5'in oluşturduğu S1 = ${nos(xc.S1)} ve S2 = ${nos(xc.S2)} zaten aynı derecede iyi bir eşlendirme veriyor (C.6 ya da S2'de bir transpozisyon, C.7); bu yüzden S1 ile S2 arasında değişim yapılmaz (C.8); sizin eşlendirmeniz S1 = ${nos(xm.S1)} gerektiriyor`, xm.S1.map((s) => s.no)),
      parting: partingStep(e, m.score, (s) => s.kind === 's1s2', true),
    };
    return {
      verdict: verdict('D.2', `the exchanges are tried in the order of D.2 (the smallest difference of the numbers exchanged first, then S1's lowest player): ${nos(xc.out)} with ${nos(xc.in)} (S1 = ${nos(xc.S1)}) comes before the one your pairing needs (S1 = ${nos(xm.S1)})`,
        `değişimler D.2 sırasıyla denenir (önce değiştirilen numaraların farkı en küçük olan, sonra S1'in en alttaki oyuncusu): ${nos(xc.out)} ile ${nos(xc.in)} (S1 = ${nos(xc.S1)}), sizin eşlendirmenizin gerektirdiğinden (S1 = ${nos(xm.S1)}) önce gelir`, [...xc.out, ...xc.in].map((s) => s.no)),
      parting: partingStep(e, m.score, (s) => s.kind === 'exchange' && sameNos(s.data?.s1, xc.S1.map((x) => x.no)), true),
    };
  }
  return D1(xc.S1, xc.S2, xm.chosen, xc.chosen, part);
}
