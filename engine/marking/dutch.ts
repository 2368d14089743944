/**
 * Criterion-level marking for the Dutch system in force (C.04.3, 2025). The proposal and the system's pairing are
 * both evaluated with the engine's own criteria (engine/pairing/dutch/weights.ts: colourCriteria, coloursAllow, the
 * float and score fields of edgeWeight; colours.ts: colourFor, boardOrder), bracket by bracket from the top, in the
 * order the rules apply them: C.5 round-wide, then for each bracket C.6, C.7, C.8, C.9 (the last bracket), C.10–C.21
 * (C.8 only where the two pairings float different players out of the bracket: `sameFloaters`).
 * Each value is the one the engine's matching maximises, so the system's pairing is never worse than the proposal
 * on the first criterion where they differ; the first criterion where the proposal is worse is the verdict. When
 * the proposal is as good on every criterion, the procedural rule that decides is named (4.2 MDPs, 4.3.3
 * exchanges, 4.3.2 transpositions), with the explanation's step where the paths part.
 */
import type { Colour, Tournament } from '../model/types';
import type { Explanation, PairingOptions, Text } from '../pairing/types';
import { dutchRound } from '../pairing/dutch/index';
import type { DutchPlayer } from '../pairing/dutch/players';
import { colourCriteria, coloursAllow, weightLayout } from '../pairing/dutch/weights';
import { boardOrder, colourFor, ranksBelow } from '../pairing/dutch/colours';
import type { MarkNote, Proposal } from './types';
import { compareCriteria, type CriteriaMarks, type CriterionEntry } from './criteria';

const pts = (half: number): string => (half % 2 === 0 ? String(half / 2) : `${(half - 1) / 2}.5`);
const C = (n: string) => `C.04.3 ${n}`;

type Entry = CriterionEntry;

const NAMES: Record<string, Text> = {
  'C.5': { en: 'score of the player who gets the PAB', tr: 'BYE alan oyuncunun puanı' },
  'C.6': { en: 'number of downfloaters', tr: 'aşağı kayan oyuncu sayısı' },
  'C.7': { en: 'scores of the downfloaters (players paired with MDPs, MDPs paired)', tr: 'aşağı kayanların puanları (eşlenen MDP\'ler)' },
  'C.8': { en: 'downfloaters who are paired in the next bracket', tr: 'bir alt grupta eşlenen aşağı kayanlar' },
  'C.9': { en: 'unplayed games of the player who gets the PAB', tr: 'BYE alan oyuncunun oynanmamış oyunları' },
  'C.10': { en: 'pairs that give a topscorer a colour difference beyond ±2', tr: 'önde gelen bir oyuncunun renk farkını ±2\'nin dışına taşıyan eşler' },
  'C.11': { en: 'pairs that give a topscorer the same colour three times running', tr: 'önde gelen bir oyuncuya üst üste üç kez aynı rengi veren eşler' },
  'C.12': { en: 'pairs in which a player does not get his colour preference', tr: 'bir oyuncunun renk tercihini alamadığı eşler' },
  'C.13': { en: 'pairs in which a player does not get his strong colour preference', tr: 'bir oyuncunun güçlü renk tercihini alamadığı eşler' },
  'C.14': { en: 'downfloaters who also floated down in the previous round', tr: 'bir önceki turda da aşağı kayıp yine kayanlar' },
  'C.15': { en: 'MDP opponents who floated up in the previous round', tr: 'bir önceki turda yukarı kayıp yine MDP ile eşlenenler' },
  'C.16': { en: 'downfloaters who also floated down two rounds before', tr: 'iki tur önce de aşağı kayıp yine kayanlar' },
  'C.17': { en: 'MDP opponents who floated up two rounds before', tr: 'iki tur önce yukarı kayıp yine MDP ile eşlenenler' },
  'C.18': { en: 'scores of the downfloaters who also floated down in the previous round', tr: 'bir önceki turda da aşağı kayanların puanları' },
  'C.19': { en: 'scores of the MDPs whose opponents floated up in the previous round', tr: 'rakibi bir önceki turda yukarı kaymış MDP\'lerin puanları' },
  'C.20': { en: 'scores of the downfloaters who also floated down two rounds before', tr: 'iki tur önce de aşağı kayanların puanları' },
  'C.21': { en: 'scores of the MDPs whose opponents floated up two rounds before', tr: 'rakibi iki tur önce yukarı kaymış MDP\'lerin puanları' },
};

/** The verdict in words: the proposal's value against the one the rules reach (the "3 players without …, where 2 is possible"). */
function saying(rule: string, mine: string, best: string): Text {
  const n = Number(mine);
  const pl = (one: string, many: string) => (n === 1 ? one : many);
  switch (rule) {
    case 'C.5': return { en: `your pairing gives the PAB to a player on ${mine} point${mine === '1' ? '' : 's'}, where ${best} is possible`, tr: `eşlendirmeniz BYE'yi ${mine} puanlı bir oyuncuya veriyor; oysa ${best} puanlıya verilebilir` };
    case 'C.6': return { en: `your pairing has ${mine} ${pl('downfloater', 'downfloaters')}, where ${best} ${best === '1' ? 'is' : 'are'} enough`, tr: `eşlendirmenizde ${mine} oyuncu aşağı kayıyor; oysa ${best} yeterli` };
    case 'C.7': return { en: `your pairing moves down players with the scores ${mine}, where ${best} is possible`, tr: `eşlendirmeniz ${mine} puanlı oyuncuları aşağı kaydırıyor; oysa ${best} mümkün` };
    case 'C.8': {
      const [m8, b8] = [mine.split(' ')[0], best.split(' ')[0]];
      return { en: `of your downfloaters, ${m8} ${m8 === '1' ? 'is' : 'are'} paired in the next bracket, where ${b8} can be`, tr: `aşağı kayanlarınızdan ${m8} tanesi bir alt grupta eşleniyor; oysa ${b8} mümkün` };
    }
    case 'C.9': return { en: `the player your pairing gives the PAB has ${mine} unplayed ${pl('game', 'games')}, where ${best} is possible`, tr: `BYE verdiğiniz oyuncunun ${mine} oynanmamış oyunu var; oysa ${best} mümkün` };
    default: {
      const name = NAMES[rule];
      // "pairs in which …" / "downfloaters who …": the count first, the noun singular for one
      const en = n === 1 ? name.en.replace(/^pairs\b/, 'pair').replace(/^downfloaters\b/, 'downfloater').replace(/^MDP opponents\b/, 'MDP opponent').replace(/^scores\b/, 'score') : name.en;
      // C.18–C.21 show scores, not counts: "the scores of …: 2", never "2 scores of …"
      const noun = /^\d+$/.test(mine) && !/^scores\b/.test(name.en) ? `${mine} ${en}` : `the ${name.en}: ${mine}`;
      return { en: `your pairing has ${noun}, where ${best} is possible`, tr: `eşlendirmenizde ${name.tr}: ${mine}; oysa ${best} mümkün` };
    }
  }
}

type Pair = [DutchPlayer, DutchPlayer];

/** (higher ranked, lower ranked) */
const ordered = (a: DutchPlayer, b: DutchPlayer): Pair => (ranksBelow(a, b) ? [b, a] : [a, b]);

/** The criteria's values for one complete pairing, bracket by bracket (see the top of the file). */
function evaluate(players: DutchPlayer[], pairs: Pair[], bye: DutchPlayer | undefined, playedRounds: number): { entries: Entry[]; floatedOut: Map<number, string> } {
  const S = [...new Set(players.map((p) => p.score))].sort((a, b) => b - a);
  const vec = (items: Array<[number, number]>): number[] => S.map((s) => items.filter(([sc]) => sc === s).reduce((x, [, n]) => x + n, 0));
  const list = (xs: number[]) => (xs.length ? [...xs].sort((a, b) => b - a).map(pts).join(', ') : '—');
  const out: Entry[] = [];
  /** The C.8 entry's index → the players who float out of that bracket (see sameFloaters). */
  const floatedOut = new Map<number, string>();
  if (bye) out.push({ rule: 'C.5', value: [-bye.score], show: pts(bye.score) });
  let floating: DutchPlayer[] = [];
  const partner = new Map<number, DutchPlayer>();
  for (const [a, b] of pairs) { partner.set(a.no, b); partner.set(b.no, a); }
  S.forEach((s, i) => {
    const residents = players.filter((p) => p.score === s);
    const B = [...floating, ...residents];
    const here = pairs.filter(([, lo]) => lo.score === s);
    const paired = new Set(here.flatMap(([a, b]) => [a.no, b.no]));
    const D = B.filter((p) => !paired.has(p.no));
    const e = (rule: string, value: number[], show: string) => out.push({ rule, bracket: s / 2, value, show });
    e('C.6', [here.length], String(D.length));
    e('C.7', vec(here.map(([hi]) => [hi.score, 1])), list(D.map((p) => p.score)));
    if (i < S.length - 1) {
      const next = here.length >= 0 ? S[i + 1] : 0;
      const down = D.filter((d) => partner.get(d.no)?.score === next);
      e('C.8', [down.length, ...vec(down.map((d) => [d.score, 1]))], `${down.length} (${list(down.map((d) => d.score))})`);
      floatedOut.set(out.length - 1, D.map((d) => d.no).sort((a, b) => a - b).join(', '));
    } else if (bye) {
      e('C.9', [bye.playedGames], String(playedRounds - bye.playedGames));
    }
    const cc = here.map(([hi, lo]) => colourCriteria(hi, lo));
    for (const k of ['c10', 'c11', 'c12', 'c13'] as const) {
      const met = cc.filter((c) => c[k]).length;
      e(`C.${k.slice(1)}`, [met], String(here.length - met));
    }
    const mdp = ([hi, lo]: Pair) => hi.score > lo.score;
    const floats = (f: 'float1' | 'float2', cDown: string, cUp: string) => {
      const downers = B.filter((p) => p.score === s && p[f] === 'down');
      const okDown = here.reduce((x, pr) => x + (pr[1][f] === 'down' ? 1 : 0) + (!mdp(pr) && pr[0][f] === 'down' ? 1 : 0), 0);
      e(cDown, [okDown], String(downers.length - okDown));
      const badUp = here.filter((pr) => mdp(pr) && pr[1][f] === 'up');
      e(cUp, [here.length - badUp.length], String(badUp.length));
    };
    const floatScores = (f: 'float1' | 'float2', cDown: string, cUp: string) => {
      const items: Array<[number, number]> = [];
      for (const [hi, lo] of here) {
        if (lo[f] === 'down') items.push([lo.score, 1]);
        if (hi[f] === 'down') items.push([hi.score, 1]);
      }
      e(cDown, vec(items), list(D.filter((p) => p[f] === 'down').map((p) => p.score)));
      const bad = here.filter((pr) => mdp(pr) && pr[1][f] === 'up');
      e(cUp, vec(here.filter((pr) => !(mdp(pr) && pr[1][f] === 'up')).map(([hi]) => [hi.score, 1])), list(bad.map(([hi]) => hi.score)));
    };
    if (playedRounds >= 1) floats('float1', 'C.14', 'C.15');
    if (playedRounds >= 2) floats('float2', 'C.16', 'C.17');
    if (playedRounds >= 1) floatScores('float1', 'C.18', 'C.19');
    if (playedRounds >= 2) floatScores('float2', 'C.20', 'C.21');
    floating = D;
  });
  return { entries: out, floatedOut };
}

/**
 * C.8 is a look-ahead for choosing a bracket's downfloaters: among the sets of downfloaters the bracket allows, the
 * one the next bracket pairs best (C.04.3 C.8). Where both pairings float the same players out of a bracket, C.8
 * chose nothing there: how the next bracket pairs them is that bracket's own C.6, C.7 (the MDPs paired, highest
 * first), so the two entries are made equal and the next bracket's criteria decide and are named.
 */
function sameFloaters(mine: ReturnType<typeof evaluate>, theirs: ReturnType<typeof evaluate>): [Entry[], Entry[]] {
  const same = (i: number) => mine.floatedOut.has(i) && theirs.floatedOut.get(i) === mine.floatedOut.get(i);
  const neutral = (x: Entry, i: number): Entry => (same(i) ? { ...x, value: [0], show: mine.floatedOut.get(i) || '—' } : x);
  return [mine.entries.map(neutral), theirs.entries.map(neutral)];
}

export interface DutchMarks extends CriteriaMarks {
  colours: MarkNote[];
  coloursRight: boolean[];
  boardOrder: MarkNote[];
  /** Topscorers in the last round (1.8): C.3 lets them exceed ±2 or have a colour three times running (C.10, C.11 rank it). */
  exempt: (no: number) => boolean;
}

const RULE_TEXT: Record<string, Text> = {
  'E.1': { en: 'both preferences granted', tr: 'iki tercih de karşılanır' },
  'E.2': { en: 'the stronger preference is granted', tr: 'daha güçlü tercih karşılanır' },
  'E.3': { en: 'alternate from the last round in which their colours differed', tr: 'renklerinin farklı olduğu son turdan itibaren değiştirilir' },
  'E.4': { en: "the higher ranked player's preference is granted", tr: 'üst sıradaki oyuncunun tercihi karşılanır' },
  'E.5': { en: "by the higher ranked player's pairing number and the initial colour", tr: 'üst sıradaki oyuncunun sıra numarası ve başlangıç rengiyle' },
};

export function markDutch(t: Tournament, options: PairingOptions, p: Proposal, correct: { boards: Array<{ white: number; black: number }>; byes: number[] }, explanation: Explanation): DutchMarks {
  const { ctx, totalRounds } = dutchRound(t, options);
  const L = weightLayout(ctx.players, ctx.playedRounds, totalRounds);
  const get = (no: number) => ctx.byNo.get(no)!;
  const exempt = (no: number) => L.lastRound && (ctx.byNo.get(no)?.score ?? 0) > L.topscorerThreshold;
  const out: DutchMarks = { absolute: [], criteria: [], colours: [], coloursRight: [], boardOrder: [], exempt };
  // C.3 (C.1 and C.2 are checked for every system: absolute.ts)
  p.boards.forEach((b, i) => {
    const x = get(b.white), y = get(b.black);
    if (!coloursAllow(x, y, L)) {
      const c = x.pref === 'w' ? { en: 'white', tr: 'beyaz' } : { en: 'black', tr: 'siyah' };
      out.absolute.push({ rule: C('C.3'), boards: [i + 1], players: [b.white, b.black], text: {
        en: `${b.white}–${b.black}: both have an absolute preference for ${c.en}${L.lastRound ? ' and neither is a topscorer' : ''}: ${C('C.3')}`,
        tr: `${b.white}–${b.black}: ikisinin de ${c.tr} için mutlak tercihi var${L.lastRound ? ' ve hiçbiri önde gelen oyuncu değil' : ''}: ${C('C.3')}`,
      } });
    }
  });
  // colours, board by board (C.04.3 5)
  const initial: Colour = t.firstColour ?? 'w';
  p.boards.forEach((b, i) => {
    const [lo, hi] = b.white < b.black ? [get(b.white), get(b.black)] : [get(b.black), get(b.white)];
    const d = colourFor(lo, hi, initial);
    const white = d.colour === 'w' ? lo.no : hi.no;
    const ok = white === b.white;
    out.coloursRight.push(ok);
    if (!ok) {
      const black = white === b.white ? b.black : b.white;
      out.colours.push({ rule: `${C('5')} (${d.rule})`, boards: [i + 1], players: [b.white, b.black], text: {
        en: `board ${i + 1}: ${white} has white against ${black} (${RULE_TEXT[d.rule].en}): ${C('5')} ${d.rule}`,
        tr: `${i + 1}. masa: ${white} beyaz, ${black} siyah olmalı (${RULE_TEXT[d.rule].tr}): ${C('5')} ${d.rule}`,
      } });
    }
  });
  // board order (C.04.2)
  const proposed: Pair[] = p.boards.map((b) => [get(b.white), get(b.black)]);
  const order = boardOrder(proposed);
  const firstOff = order.findIndex(([a, b], i) => !((proposed[i][0] === a && proposed[i][1] === b) || (proposed[i][0] === b && proposed[i][1] === a)));
  if (firstOff >= 0) {
    const [a, b] = order[firstOff];
    out.boardOrder.push({ rule: 'C.04.2', boards: [firstOff + 1], text: {
      en: `board ${firstOff + 1} should be the pair ${a.no}–${b.no}: boards go by the higher score of the pair, then the lower score, then the higher player's rank: C.04.2`,
      tr: `${firstOff + 1}. masada ${a.no}–${b.no} eşi olmalı: masalar eşin yüksek puanına, sonra düşük puanına, sonra üst oyuncunun sırasına göre dizilir: C.04.2`,
    } });
  }
  if (out.absolute.length) return out;
  // quality criteria, bracket by bracket
  const pairsOf = (boards: Array<{ white: number; black: number }>): Pair[] => boards.map((b) => ordered(get(b.white), get(b.black)));
  const mineE = evaluate(ctx.players, pairsOf(p.boards), p.byes.length ? get(p.byes[0]) : undefined, ctx.playedRounds);
  const theirsE = evaluate(ctx.players, pairsOf(correct.boards), correct.byes.length ? get(correct.byes[0]) : undefined, ctx.playedRounds);
  const [mineAll, theirsAll] = sameFloaters(mineE, theirsE);
  // The brackets are paired one after another (C.04.3 1.9, 4): a bracket's criteria choose among the pairings of that
  // bracket (C.8 already looks one bracket ahead), and where it pairs equally well its procedure (4.2, 4.3) decides.
  // So the brackets are compared down to the first one whose pairs differ, not below it: a lower bracket that the
  // answer pairs better (e.g. fewer colour misses, C.12, after floating another player of the same score) does not
  // outweigh the order the rules float players in above it.
  const cut = firstDifferingBracket(ctx.players, pairsOf(p.boards), pairsOf(correct.boards));
  const upTo = (xs: Entry[]) => (cut === undefined ? xs : xs.filter((x) => x.bracket === undefined || x.bracket * 2 >= cut));
  const [mine, theirs] = [upTo(mineAll), upTo(theirsAll)];
  const cmp = compareCriteria(mine, theirs, { cite: C, name: (r) => NAMES[r], saying });
  out.criteria = cmp.criteria;
  if (cmp.verdict) {
    out.verdict = cmp.verdict;
    // the explanation's step on the same matter: the PAB (C.5, C.9), the floats (C.6–C.8, C.14–C.21), the colours (C.10–C.13)
    const n = Number(cmp.decided!.mine.rule.slice(2));
    const kinds = n === 5 || n === 9 ? ['bye', 'float'] : n >= 10 && n <= 13 ? ['colour', 'accept'] : ['float', 'accept'];
    const b = cmp.decided!.mine.bracket;
    out.parting = partingStep(explanation, b === undefined ? undefined : b * 2, kinds);
  }
  if (cmp.decided) { out.disagreement = cmp.disagreement; return out; }
  // as good on every criterion: the procedure decides
  const mineP = pairsOf(p.boards), theirsP = pairsOf(correct.boards);
  const byeOf = (x: Pair[]) => (x === mineP ? p.byes[0] : correct.byes[0]);
  const proc = procedural(ctx.players, mineP, theirsP, explanation, byeOf);
  if (proc) { out.verdict = proc.verdict; out.parting = proc.parting; }
  return out;
}

function partingStep(e: Explanation, bracket: number | undefined, kinds: string[] = ['accept']): DutchMarks['parting'] {
  const section = e.sections.find((s) => s.group && bracket !== undefined && Math.round(s.group.score * 2) === bracket) ?? e.sections.find((s) => s.steps.some((st) => kinds.includes(st.kind))) ?? e.sections[0];
  if (!section) return undefined;
  const step = section.steps.find((s) => kinds.includes(s.kind)) ?? section.steps.find((s) => s.kind === 'accept');
  return { section: section.title, step: step?.text, rule: step?.rule };
}

const pairKey = ([a, b]: Pair) => (a.no < b.no ? `${a.no}-${b.no}` : `${b.no}-${a.no}`);

/** The highest bracket (score in half points) whose pairs (by the lower player's score) differ between the two pairings. */
function firstDifferingBracket(players: DutchPlayer[], mine: Pair[], theirs: Pair[]): number | undefined {
  const S = [...new Set(players.map((p) => p.score))].sort((a, b) => b - a);
  return S.find((s) => {
    const m = mine.filter(([, lo]) => lo.score === s).map(pairKey).sort().join();
    const c = theirs.filter(([, lo]) => lo.score === s).map(pairKey).sort().join();
    return m !== c;
  });
}

/** The first bracket whose pairs differ, and the rule of the procedure that decides there. */
function procedural(players: DutchPlayer[], mine: Pair[], theirs: Pair[], e: Explanation, byeOf: (x: Pair[]) => number | undefined): { verdict: MarkNote & { kind: 'procedural'; bracket?: number }; parting: DutchMarks['parting'] } | undefined {
  const S = [...new Set(players.map((p) => p.score))].sort((a, b) => b - a);
  for (const s of S) {
    const m = mine.filter(([, lo]) => lo.score === s);
    const c = theirs.filter(([, lo]) => lo.score === s);
    const mk = new Set(m.map(pairKey));
    if (m.length === c.length && c.every((x) => mk.has(pairKey(x)))) continue;
    const where = { en: `In the bracket of ${pts(s)} point${s === 2 ? '' : 's'}`, tr: `${pts(s)} puan grubunda` };
    const mdpsM = m.filter(([hi, lo]) => hi.score > lo.score).map(([hi]) => hi.no).sort((a, b) => a - b);
    const mdpsC = c.filter(([hi, lo]) => hi.score > lo.score).map(([hi]) => hi.no).sort((a, b) => a - b);
    const paired = (xs: Pair[]) => new Set(xs.flatMap(([a, b]) => [a.no, b.no]));
    const pm = paired(m), pc = paired(c);
    const same = (a: number[], b: number[]) => a.length === b.length && a.every((x, i) => x === b[i]);
    if (!same(mdpsM, mdpsC) || pm.size !== pc.size || [...pm].some((x) => !pc.has(x))) {
      const downM = [...pc].filter((x) => !pm.has(x)), downC = [...pm].filter((x) => !pc.has(x));
      const last = s === S[S.length - 1];
      if (last && byeOf(mine) !== byeOf(theirs)) {
        const yb = byeOf(mine), cb = byeOf(theirs);
        return {
          verdict: { kind: 'procedural', bracket: s / 2, rule: C('4.2'), players: [yb!, cb!].filter((x) => x !== undefined), text: {
            en: `${where.en} (the last), your pairing is as good on C.5–C.21, but the player left for the PAB is the one the rules' order of candidates leaves: ${cb}, not ${yb}: ${C('4.2')}`,
            tr: `${where.tr} (son grup) eşlendirmeniz C.5–C.21'de aynı derecede iyi; ama BYE, kuralların aday sırasının dışarıda bıraktığı oyuncuya verilir: ${cb}, ${yb} değil: ${C('4.2')}`,
          } },
          parting: partingStep(e, s, ['float', 's1s2']),
        };
      }
      return {
        verdict: { kind: 'procedural', bracket: s / 2, rule: C('4.2'), players: [...downM, ...downC], text: {
          en: `${where.en}, your pairing is as good on C.5–C.21, but the rules pair the MDPs highest first and float down the lowest players that keep the criteria: they pair ${downM.join(', ') || '—'} and float ${downC.join(', ') || '—'}, your pairing the other way round: ${C('4.2')}`,
          tr: `${where.tr} eşlendirmeniz C.5–C.21'de aynı derecede iyi; ama kurallar MDP'leri yüksekten başlayarak eşler ve kriterleri koruyan en alttaki oyuncuları aşağı kaydırır: kurallar ${downM.join(', ') || '—'} oyuncularını eşler, ${downC.join(', ') || '—'} oyuncularını kaydırır; sizin eşlendirmeniz tersini yapıyor: ${C('4.2')}`,
        } },
        parting: partingStep(e, s, ['float', 's1s2']),
      };
    }
    // the MDP-pairing comes before the remainder (4.2): an MDP with another resident parts there, whatever the
    // remainder then needs — not an exchange of the remainder (4.3.3), which only follows from it
    const mdpPartner = (xs: Pair[]) => new Map(xs.filter(([hi, lo]) => hi.score > lo.score).map(([hi, lo]) => [hi.no, lo.no]));
    const mpM = mdpPartner(m), mpC = mdpPartner(c);
    const mdp = [...mpC.keys()].map((no) => players.find((p) => p.no === no)!).sort((a, b) => b.score - a.score || a.rank - b.rank).find((x) => mpM.get(x.no) !== mpC.get(x.no));
    if (mdp) {
      const theirs = mpC.get(mdp.no)!, mine = mpM.get(mdp.no)!;
      return {
        verdict: { kind: 'procedural', bracket: s / 2, rule: C('4.2'), players: [mdp.no, theirs, mine], text: {
          en: `${where.en}, your pairing is as good on C.5–C.21, but the MDPs are paired first (the MDP-pairing; the remainder after it), highest first, each with the first resident of S2 that keeps the criteria: MDP ${mdp.no} meets ${theirs}, where your pairing gives him ${mine}: ${C('4.2')}`,
          tr: `${where.tr} eşlendirmeniz C.5–C.21'de aynı derecede iyi; ama önce MDP'ler eşlenir (MDP eşlendirmesi; kalan grup ondan sonra), yüksekten başlayarak, her biri S2'de kriterleri koruyan ilk oyuncuyla: MDP ${mdp.no}, ${theirs} ile eşlenmeli, sizin eşlendirmenizde ${mine} ile: ${C('4.2')}`,
        } },
        parting: partingStep(e, s, ['float']),
      };
    }
    const s1 = (xs: Pair[]) => xs.filter(([hi, lo]) => hi.score === lo.score).map(([hi]) => hi.no).sort((a, b) => a - b);
    const s1M = s1(m), s1C = s1(c);
    if (!same(s1M, s1C)) {
      return {
        verdict: { kind: 'procedural', bracket: s / 2, rule: C('4.3.3'), text: {
          en: `${where.en}, your pairing is as good on C.5–C.21, but it needs a different exchange between S1 and S2: the rules take the fewest exchanges with the smallest differences of pairing numbers first, giving S1 = ${s1C.join(', ')} where yours has ${s1M.join(', ')}: ${C('4.3.3')}`,
          tr: `${where.tr} eşlendirmeniz C.5–C.21'de aynı derecede iyi; ama S1 ile S2 arasında başka bir değişim gerektiriyor: kurallar önce en az sayıda, sıra numarası farkı en küçük değişimi alır; S1 = ${s1C.join(', ')} olmalı, sizinkinde ${s1M.join(', ')}: ${C('4.3.3')}`,
        } },
        parting: partingStep(e, s, ['exchange', 's1s2']),
      };
    }
    // same players, same S1: a transposition of S2 (or the MDPs' opponents)
    const partnerOf = (xs: Pair[]) => new Map(xs.map(([hi, lo]) => [hi.no, lo.no]));
    const pmM = partnerOf(m), pmC = partnerOf(c);
    const first = [...pmC.keys()].sort((a, b) => {
      const A = players.find((p) => p.no === a)!, B = players.find((p) => p.no === b)!;
      return B.score - A.score || A.rank - B.rank;
    }).find((x) => pmM.get(x) !== pmC.get(x))!;
    return {
      verdict: { kind: 'procedural', bracket: s / 2, rule: C('4.3.2'), players: [first], text: {
        en: `${where.en}, your pairing is as good on C.5–C.21, but each S1 player takes the first S2 player that keeps the criteria (transpositions in order): ${first} gets ${pmC.get(first)}, where your pairing gives him ${pmM.get(first)}: ${C('4.3.2')}`,
        tr: `${where.tr} eşlendirmeniz C.5–C.21'de aynı derecede iyi; ama her S1 oyuncusu kriterleri koruyan ilk S2 oyuncusuyla eşlenir (sırayla transpozisyon): ${first} ${pmC.get(first)} ile eşlenmeli, sizin eşlendirmenizde ${pmM.get(first)} ile: ${C('4.3.2')}`,
      } },
      parting: partingStep(e, s, ['s1s2']),
    };
  }
  return undefined;
}
