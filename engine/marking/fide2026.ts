/**
 * What the markers of the two FIDE texts in force from 1 February 2026 share (C.04.4.1 Dubov, C.04.4.2 Burstein;
 * engine/marking/dubov2026.ts, burstein2026.ts): both give the PAB first (1.9, 3.1), then pair the brackets from the
 * top, each choosing "the first" pairing in Article 4's order among those that comply best with its quality
 * criteria, given the brackets above; both allocate colours by Article 5.2 and publish the boards by C.04.2 D.9.
 *
 * So a proposal is compared as the procedure decides: the PAB's criteria (3.1.3 lowest score, 3.1.4 most games);
 * then bracket by bracket the criteria the system numbers ([C5]-[C10] Dubov, [C5]-[C8] Burstein), each bracket only
 * while the brackets above have the same pairs — the procedure never looks back, so a later bracket that a different
 * (equally good) choice above would have paired better is not a better pairing under these texts. Where a bracket is
 * as good on every criterion but its pairs differ, Article 4's order decides: a `procedural` verdict.
 */
import type { Colour } from '../model/types';
import type { Board, Explanation, Text } from '../pairing/types';
import { allocateColours, sameAbsolute, type Allocation, type ColourPlayer } from '../pairing/dubov-2026/colours';
import { publishingOrder } from '../pairing/dubov-2026/boards';
import { pts, ptsTr } from '../pairing/dubov-2026/explain';
import type { MarkNote, Proposal } from './types';
import { compareCriteria, type CriteriaComparison, type CriteriaMarks, type CriteriaSpec, type CriterionEntry } from './criteria';

export const pairKey = (a: number, b: number) => (a < b ? `${a}-${b}` : `${b}-${a}`);

/** One bracket of a complete pairing, as the system's criteria see it. */
export interface BracketEval {
  /** The scoregroup, in points. */
  score: number;
  entries: CriterionEntry[];
  /** The pairs made in the bracket (pairKey), with the players who float out as `no-out`. */
  pairs: Set<string>;
}

export const sameSet = (a: Set<string>, b: Set<string>) => a.size === b.size && [...a].every((x) => b.has(x));

/** "In the bracket of scoregroup 2" / "2 puan grubunun eşlendirme grubunda"; the PAB's criteria: "In choosing the PAB". */
export function where(bracket: number | undefined): Text {
  if (bracket === undefined) return { en: 'In choosing the PAB (3.1)', tr: 'BYE seçiminde (3.1)' };
  return { en: `In the bracket of scoregroup ${pts(bracket)}`, tr: `${ptsTr(bracket)} puan grubunun eşlendirme grubunda` };
}

/** 3.1.3 lowest score, 3.1.4 most games played: the PAB's criteria (both texts), higher is better. */
export function pabEntries(bye: { score: number; gamesPlayed: number } | undefined): CriterionEntry[] {
  if (!bye) return [];
  return [
    { rule: '3.1.3', value: [-bye.score], show: pts(bye.score) },
    { rule: '3.1.4', value: [bye.gamesPlayed], show: String(bye.gamesPlayed) },
  ];
}

export const PAB_NAMES: Record<string, Text> = {
  '3.1.3': { en: 'the score of the player who gets the PAB', tr: 'BYE alan oyuncunun puanı' },
  '3.1.4': { en: 'the games played by the player who gets the PAB', tr: 'BYE alan oyuncunun oynadığı oyun sayısı' },
};

export function pabSaying(rule: string, mine: string, best: string): Text | undefined {
  if (rule === '3.1.3') return { en: `your pairing gives the PAB to a player on ${mine} point${mine === '1' ? '' : 's'}, where a player on ${best} can have it`, tr: `eşlendirmeniz BYE'yi ${mine} puanlı bir oyuncuya veriyor; oysa ${best} puanlı bir oyuncu alabilir` };
  if (rule === '3.1.4') return { en: `the player your pairing gives the PAB has played ${mine} game${mine === '1' ? '' : 's'}, where a player with ${best} can have it (the most games played first)`, tr: `BYE verdiğiniz oyuncu ${mine} oyun oynadı; oysa ${best} oyun oynamış bir oyuncu alabilir (en çok oyun oynayan önce)` };
  return undefined;
}

export interface RoundComparison {
  cmp: CriteriaComparison;
  /** Every entry equal, the byes differ: 3.1.5 decides. */
  byeTie?: boolean;
  /** Every entry equal up to this bracket, whose pairs differ: Article 4 decides there. */
  bracket?: { mine: BracketEval; theirs: BracketEval };
}

/**
 * The PAB's criteria, then bracket by bracket while the brackets above have the same pairs (see the top of the file).
 * Both lists of brackets start from the same players (the byes being the same when brackets are compared).
 */
export function compareRound(byeMine: number | undefined, byeTheirs: number | undefined, pabMine: CriterionEntry[], pabTheirs: CriterionEntry[], mine: BracketEval[], theirs: BracketEval[], spec: CriteriaSpec): RoundComparison {
  if (byeMine !== byeTheirs) {
    const cmp = compareCriteria(pabMine, pabTheirs, spec);
    return cmp.decided ? { cmp } : { cmp, byeTie: true };
  }
  const m: CriterionEntry[] = [...pabMine], t: CriterionEntry[] = [...pabTheirs];
  for (let k = 0; k < Math.min(mine.length, theirs.length); k++) {
    m.push(...mine[k].entries);
    t.push(...theirs[k].entries);
    if (!sameSet(mine[k].pairs, theirs[k].pairs)) {
      const cmp = compareCriteria(m, t, spec);
      return cmp.decided ? { cmp } : { cmp, bracket: { mine: mine[k], theirs: theirs[k] } };
    }
  }
  return { cmp: compareCriteria(m, t, spec) };
}

/** The explanation's step on the same matter: in the bracket's section (by its score), else the first section with such a step. */
export function partingStep(e: Explanation, score: number | undefined, kinds: string[]): CriteriaMarks['parting'] {
  const section = (score !== undefined ? e.sections.find((s) => s.group && s.group.score === score) : undefined)
    ?? e.sections.find((s) => s.steps.some((st) => kinds.includes(st.kind)));
  if (!section) return undefined;
  // the first kind that the section has, in the order given
  const step = kinds.map((k) => section.steps.find((s) => s.kind === k)).find((s) => s !== undefined);
  return { section: section.title, step: step?.text, rule: step?.rule };
}

/** [C3] (2.1.3 in both texts): two players with the same absolute colour preference do not meet. */
export function sameAbsoluteNotes(p: Proposal, get: (no: number) => ColourPlayer, cite: (a: string) => string): MarkNote[] {
  const out: MarkNote[] = [];
  p.boards.forEach((b, i) => {
    const x = get(b.white), y = get(b.black);
    if (!sameAbsolute(x.pref, y.pref)) return;
    const c = x.pref.colour === 'w' ? { en: 'White', tr: 'beyaz' } : { en: 'Black', tr: 'siyah' };
    const rule = cite('2.1.3 [C3]');
    out.push({ rule, boards: [i + 1], players: [b.white, b.black], text: {
      en: `${b.white}–${b.black}: both have an absolute colour preference for ${c.en}: ${rule}`,
      tr: `${b.white}–${b.black}: ikisinin de ${c.tr} için mutlak renk tercihi var: ${rule}`,
    } });
  });
  return out;
}

const REASON: Record<Allocation['reason'], Text> = {
  initial: { en: 'neither has played: the higher ranked player takes the initial colour with an odd TPN, the other with an even one', tr: 'ikisi de oynamadı: üst sıradaki oyuncu TPN\'si tekse başlangıç rengini, çiftse diğer rengi alır' },
  both: { en: 'both preferences granted', tr: 'iki tercih de karşılanır' },
  stronger: { en: 'the stronger preference granted', tr: 'güçlü olan tercih karşılanır' },
  alternate: { en: 'colours alternated to the most recent game in which they had different colours', tr: 'renkler, farklı renkle oynadıkları en son oyuna göre değiştirilir' },
  higher: { en: "the higher ranked player's preference granted", tr: 'üst sıradaki oyuncunun tercihi karşılanır' },
};

/**
 * Colours board by board by Article 5.2 (allocateColours, the engine's own): `first` ranks for 5.2.1, `higher` for
 * 5.2.5 (Dubov: points then TPN; Burstein: the Index, 1.8, said in `higherText`).
 */
export function markColours(p: Proposal, get: (no: number) => ColourPlayer, initial: Colour, first: (a: ColourPlayer, b: ColourPlayer) => boolean, higher: (a: ColourPlayer, b: ColourPlayer) => boolean, cite: (a: string) => string, higherText?: Text): { colours: MarkNote[]; coloursRight: boolean[] } {
  const colours: MarkNote[] = [];
  const coloursRight: boolean[] = [];
  p.boards.forEach((b, i) => {
    const al = allocateColours(get(b.white), get(b.black), initial, first, higher);
    const ok = al.white === b.white;
    coloursRight.push(ok);
    if (ok) return;
    const why = al.reason === 'higher' && higherText ? higherText : REASON[al.reason];
    const rule = cite(al.article);
    colours.push({ rule, boards: [i + 1], players: [b.white, b.black], text: {
      en: `board ${i + 1}: ${al.white} has White against ${al.black} (${why.en}): ${rule}`,
      tr: `${i + 1}. masa: ${al.white} beyaz, ${al.black} siyah olmalı (${why.tr}): ${rule}`,
    } });
  });
  return { colours, coloursRight };
}

/** C.04.2 D.9 (publishingOrder, the engine's own): the higher ranked player's score, the sum of the scores, his TPN. */
export function markBoardOrder(p: Proposal, score: (no: number) => number): MarkNote[] {
  const order: Board[] = publishingOrder(p.boards, score);
  const off = order.findIndex((b, i) => pairKey(b.white, b.black) !== pairKey(p.boards[i].white, p.boards[i].black));
  if (off < 0) return [];
  const b = order[off];
  return [{ rule: 'C.04.2 D.9', boards: [off + 1], text: {
    en: `board ${off + 1} should be the pair ${b.white}–${b.black}: boards go by the score of the pair's higher ranked player, then the sum of both scores, then his TPN: C.04.2 D.9`,
    tr: `${off + 1}. masada ${b.white}–${b.black} eşi olmalı: masalar eşin üst sıradaki oyuncusunun puanına, sonra iki puanın toplamına, sonra onun TPN'sine göre dizilir: C.04.2 D.9`,
  } }];
}

/** The partner of each player of a pairing (boards only). */
export function partners(boards: Array<{ white: number; black: number }>): Map<number, number> {
  const m = new Map<number, number>();
  for (const b of boards) { m.set(b.white, b.black); m.set(b.black, b.white); }
  return m;
}

/** "1, ½" / "1, 0,5": a list of scores (or differences), largest first; '—' when empty. */
export const listPts = (xs: number[], tr = false) => (xs.length ? [...xs].sort((a, b) => b - a).map(tr ? ptsTr : pts).join(', ') : '—');
