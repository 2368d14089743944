/**
 * The Lim system (FIDE Swiss rules approved 1987, amended to 1999; documents section 1.2), behind the
 * common PairingSystem interface.
 *
 * Options: `round`, `totalRounds`, `maxi` (the 100-point rules of maxi-tournaments: 4.2 floater, 4.8 the
 * floater's opponent, 6.7 exchanges for colours),
 * `lastRoundExceptions` (Lim 7: in the last round players on the same score may be paired against the
 * colour rules; off by default because it can break what the other systems treat as absolute).
 */
import type { Colour, Tournament } from '../../model/types';
import { nextRoundNumber } from '../../model/build';
import { forbiddenPairs } from '../../model/history';
import type { Board, Explanation, PairingOptions, PairingOutcome, PairingSystem, Text, TraceSection, TraceStep } from '../types';
import type { Card } from './cards';
import { pairingCards } from './cards';
import { allocateColours } from './colours';
import { pairKey } from './compatible';
import { orderOfPairing, medianScore, type ScoreGroup } from './median';
import type { PairingRules } from './proposed';
import { canPairAll, pairGroup, SearchExhausted } from './proposed';
import { whyNoPairing } from './noPairing';
import { floatersIntoMedian, newSearchCache, searchRound, unlockingOrder } from './search';
import { boardOrder } from './boards';
import { groupSteps } from './explain';
import { t2, list, pairsText, scoreText } from './text';
import { refuseAcceleration } from '../acceleration';

const BUDGET = 400_000;

/** The round as the rules see it before pairing: the cards (A.1), the rules in force, the groups in the order of 3.2. */
export interface LimRound {
  round: number;
  totalRounds?: number;
  firstColour: Colour;
  cards: Card[];
  rules: PairingRules;
  groups: ScoreGroup[];
}

export function limRound(t: Tournament, options: PairingOptions = {}): LimRound {
  const round = typeof options.round === 'number' ? options.round : nextRoundNumber(t);
  const totalRounds = typeof options.totalRounds === 'number' ? options.totalRounds : t.totalRounds;
  const cards = pairingCards(t, round);
  const cardMap = new Map(cards.map((c) => [c.no, c]));
  const forbidden = new Set(forbiddenPairs(t, round).map(([a, b]) => pairKey(a, b)));
  const lastRoundException = options.lastRoundExceptions === true && totalRounds !== undefined && round === totalRounds;
  const rules: PairingRules = { cards: cardMap, forbidden, lastRoundException, budget: { left: BUDGET }, maxi: options.maxi === true, bookPractice: options.bookPractice === true };
  return { round, totalRounds, firstColour: t.firstColour ?? 'w', cards, rules, groups: orderOfPairing(cards, round) };
}

export function pairLim(t: Tournament, options: PairingOptions = {}): PairingOutcome {
  refuseAcceleration(t, 'lim'); // C.04.7: not applied by this system, so a file asking for it is refused
  const { round, firstColour, cards, rules, groups } = limRound(t, options);
  const explanation: Explanation = { system: 'lim', round, sections: [] };
  const cardMap = rules.cards;
  const lastRoundException = rules.lastRoundException;
  const m = medianScore(round);
  const intro: TraceStep[] = [
    {
      kind: 'note', rule: 'Lim 3.2',
      text: t2(`Median score ${scoreText(m).en} (half the ${round - 1} rounds played). Order of pairing: ${groups.map((g) => scoreText(g.score).en).join(' → ')} (top groups downwards, then the bottom groups upwards, the median group last).`,
        `Medyan puanı ${scoreText(m).tr} (oynanan ${round - 1} turun yarısı). Eşlendirme sırası: ${groups.map((g) => scoreText(g.score).tr).join(' → ')} (üst gruplar yukarıdan aşağıya, sonra alt gruplar aşağıdan yukarıya, medyan grubu en son).`),
      data: { median: m, order: groups.map((g) => g.score), players: cards.length },
    },
  ];
  if (cards.every((c) => c.colours.length === 0)) {
    const c = firstColour === 'w' ? t2('white', 'beyaz') : t2('black', 'siyah');
    intro.push({ kind: 'note', rule: 'Lim B.1.2', text: t2(`First colours: player 1's colour is drawn by lot (${t.firstColour ? 'recorded' : 'not recorded; white assumed'}: ${c.en}); the other odd places of the top half take the same colour.`, `İlk renkler: 1 numaranın rengi kurayla belirlenir (${t.firstColour ? 'kayıtlı' : 'kayıtlı değil; beyaz kabul edildi'}: ${c.tr}); üst yarının diğer tek sıraları aynı rengi alır.`), data: { firstColour, recorded: t.firstColour !== undefined } });
  }
  if (cards.length % 2 === 1) intro.push({ kind: 'bye', rule: 'Lim 2.1', text: t2('Odd number of players: the lowest player of the lowest group who may have it gets the bye.', 'Oyuncu sayısı tek: en alt puan grubunun tur atlayabilecek en alttaki oyuncusu tur atlar.') });
  if (lastRoundException) intro.push({ kind: 'note', rule: 'Lim 7', text: t2('Last round: pairing players on the same score comes before the colour rules.', 'Son tur: aynı puandaki oyuncuların eşlendirilmesi renk kurallarından önce gelir.') });
  explanation.sections.push({ title: t2(`Round ${round}: score groups`, `${round}. tur: puan grupları`), steps: intro });

  if (cards.length < 2) {
    return { ok: false, reason: t2('fewer than two players to pair', 'eşlendirilecek en az iki oyuncu yok'), explanation };
  }

  let pairsByGroup: Array<{ atOrAboveMedian: boolean; pairs: Array<[number, number]>; section: TraceSection; players: number[] }> = [];
  let byes: number[] = [];
  const cache = newSearchCache(); // the plans and results one attempt found serve the next (search.ts)
  try {
    const byeNeeded = cards.length % 2 === 1;
    let solution: ReturnType<typeof searchRound>;
    const attempts = unlockingOrder(groups, byeNeeded);
    for (const [k, attempt] of attempts.entries()) {
      const last = k === attempts.length - 1;
      // The narrower attempts get a share of the work; the last (any group) the rest.
      const budget = last ? rules.budget : { left: Math.min(rules.budget.left, BUDGET / 8) };
      const spent = budget.left;
      try {
        solution = searchRound(groups, byeNeeded, { ...rules, budget }, { maxi: options.maxi === true, maxExtraPairs: last ? 2 : 1, extraGroups: new Set(attempt.groups) }, cache);
      } catch (e) {
        if (!(e instanceof SearchExhausted) || last) throw e;
        solution = undefined;
      }
      if (!last) rules.budget.left -= spent - Math.max(0, budget.left);
      if (solution && attempt.side !== 'none') {
        const broken = solution.groups.filter((o) => o.plan.cost[1] > 0);
        const names = broken.map((o) => scoreText(o.group.score));
        const nearUpper = groups.map((g) => g.kind).lastIndexOf('upper');
        const nearLower = groups.map((g) => g.kind).lastIndexOf('lower');
        const forced = broken.filter((o) => o.index !== nearUpper && o.index !== nearLower);
        if (attempt.side === 'any' && forced.length > 0) {
          intro.push({
            kind: 'unlock', rule: 'Lim 3.3, 5.4',
            text: t2(`Some players cannot be paired inside their own group (they have met its other players, or the colours do not allow it): more players float from the ${names.map((n) => n.en).join(' and ')} group.`,
              `Bazı oyuncular kendi gruplarında eşlendirilemiyor (gruptaki diğer oyuncularla oynamışlar ya da renkler uymuyor): ${names.map((n) => n.tr).join(' ve ')} puan grubundan fazladan oyuncu kaydırılır.`),
            data: { side: attempt.side, groups: broken.map((o) => o.group.score) },
          });
        } else {
          const { fromAbove, fromBelow } = floatersIntoMedian(groups, byeNeeded);
          intro.push({
            kind: 'unlock', rule: 'Lim 3.6',
            text: t2(`The median group cannot be paired with only the floaters parity asks for (${fromAbove} from above, ${fromBelow} from below): pairings of the ${names.map((n) => n.en).join(' and ')} group are broken up and their players float on.`,
              `Medyan grubu yalnızca tek sayı nedeniyle kayan oyuncularla eşlendirilemiyor (üstten ${fromAbove}, alttan ${fromBelow}): ${names.map((n) => n.tr).join(' ve ')} puan grubunun eşlendirmeleri bozulur, oyuncuları kaydırılır.`),
            data: { fromAbove, fromBelow, side: attempt.side, groups: broken.map((o) => o.group.score) },
          });
        }
      }
      if (solution) break;
    }
    if (solution) {
      for (const o of solution.groups) {
        const section = groupSteps(o, groups, rules);
        explanation.sections.push(section);
        if (o.plan.bye !== undefined) byes.push(o.plan.bye);
        const players = o.plan.pairing.pairs.flat();
        pairsByGroup.push({ atOrAboveMedian: o.group.kind !== 'lower', pairs: o.plan.pairing.pairs, section, players });
      }
    }
  } catch (e) {
    if (!(e instanceof SearchExhausted)) throw e;
    // The search gave up: a limit of the program, not a finding of the rules. Never paired otherwise (the merged group
    // below is for rounds the groups cannot be paired in, which is not known here).
    const at = cache.working;
    const g = at ? groups[at.gi] : undefined;
    const where = g ? t2(`while pairing the ${scoreText(g.score).en} score group (${at!.players} players)`, `${scoreText(g.score).tr} puan grubunu (${at!.players} oyuncu) eşlendirirken`) : t2('', '');
    return { ok: false, reason: gaveUpReason(where), explanation, searchStopped: true };
  }
  if (pairsByGroup.length === 0) {
    // Is there any legal pairing of the round at all (3.1, 2.2 as far as "nobody has the bye twice")? If not, say why.
    const byeCandidates = cards.length % 2 === 1 ? cards.filter((c) => !c.hadBye).map((c) => c.no) : undefined;
    rules.budget.left = BUDGET;
    const none = !anyPairing(cards, rules, byeCandidates);
    if (none) {
      const why = whyNoPairing(cards, rules, byeCandidates);
      explanation.sections.push({ title: t2('No legal pairing', 'Kurallara uygun eşlendirme yok'), steps: [{ kind: 'reject', rule: 'Lim 3.1', text: why.text, data: why.data }] });
      return { ok: false, reason: t2(`no legal pairing: ${why.text.en}`, `kurallara uygun eşlendirme yok: ${why.text.tr}`), explanation };
    }
    // 3.6 exhausted: pair everybody as one merged group, the closest scores first.
    rules.budget.left = BUDGET;
    let merged = mergedGroup(cards, rules, false);
    if (merged === undefined && cards.length % 2 === 1) {
      // 2.2 leaves nobody who can take the bye and leave a legal pairing: fall back on "nobody has the bye twice".
      rules.budget.left = BUDGET;
      merged = mergedGroup(cards, rules, true);
      if (merged && merged !== 'exhausted') intro.push({ kind: 'note', rule: 'Lim 2.2', text: t2('No player that 2.2 allows can take the bye and leave a legal pairing; it goes to a player who has not had a bye yet (a forfeit win is overlooked).', '2.2\'nin izin verdiği oyunculardan hiçbiri tur atlayıp kurallara uygun bir eşlendirme bırakamıyor; tur atlama henüz tur atlamamış bir oyuncuya verilir (hükmen galibiyet göz ardı edilir).'), data: { fallback: true } });
    }
    const section: TraceSection = { title: t2('All groups merged', 'Tüm gruplar birleştirildi'), steps: [] };
    explanation.sections.push(section);
    if (merged === 'exhausted') {
      return { ok: false, reason: gaveUpReason(t2(`while pairing all ${cards.length} players as one group (the score groups cannot be paired one by one even with extra floaters, Lim 3.6)`, `${cards.length} oyuncunun tümünü tek grup olarak eşlendirirken (puan grupları fazladan artık oyuncularla bile tek tek eşlendirilemiyor, Lim 3.6)`)), explanation, searchStopped: true };
    }
    if (!merged) {
      section.steps.push({ kind: 'reject', rule: 'Lim 3.1', text: t2('Even as one group the players cannot all be given compatible opponents.', 'Tek grup olarak bile tüm oyunculara uygun rakip bulunamıyor.') });
      return { ok: false, reason: t2('no legal pairing: not every player can be given a compatible opponent (Lim 3.1) and one bye', 'kurallara uygun eşlendirme yok: her oyuncuya uygun rakip (Lim 3.1) ve tek bir tur atlama verilemiyor'), explanation };
    }
    byes = merged.bye !== undefined ? [merged.bye] : [];
    section.steps.push({ kind: 'unlock', rule: 'Lim 3.6', text: t2(`The groups could not be paired one by one even with extra floaters; as one group, closest scores first: ${pairsText(merged.pairs)}${byes.length ? `; bye ${byes[0]}` : ''}.`, `Gruplar, fazladan artık oyuncularla bile tek tek eşlendirilemedi; tek grup olarak, en yakın puanlar önce: ${pairsText(merged.pairs)}${byes.length ? `; tur atlayan ${byes[0]}` : ''}.`), data: { pairs: merged.pairs, bye: merged.bye ?? null } });
    pairsByGroup = [{ atOrAboveMedian: true, pairs: merged.pairs, section, players: merged.pairs.flat() }];
  }

  const boards: Board[] = [];
  for (const g of pairsByGroup) {
    const order = [...g.players].sort((a, b) => a - b);
    for (const [a, b] of g.pairs) {
      const d = allocateColours(cardMap.get(a)!, cardMap.get(b)!, { atOrAboveMedian: g.atOrAboveMedian, round, firstColour, positionOf: (no) => order.indexOf(no) + 1 });
      g.section.steps.push({ kind: 'colour', rule: d.rule, text: d.text, data: d.data });
      boards.push({ white: d.white, black: d.black });
    }
  }
  const ordered = boardOrder(boards, (no) => cardMap.get(no)!.score);
  explanation.sections.push({
    title: t2('Pairing', 'Eşlendirme'),
    steps: [{ kind: 'accept', text: t2(`Boards (higher score first, then higher sum of scores, then the smaller pairing number; the rules leave board order open): ${ordered.map((b) => `${b.white}-${b.black}`).join(', ')}${byes.length ? `; bye: ${list(byes)}` : ''}.`, `Masalar (önce yüksek puan, sonra puan toplamı, sonra küçük eşlendirme numarası; kurallar masa sırasını belirtmez): ${ordered.map((b) => `${b.white}-${b.black}`).join(', ')}${byes.length ? `; tur atlayan: ${list(byes)}` : ''}.`), data: { boards: ordered, byes } }],
  });
  return { ok: true, pairing: { round, boards: ordered, byes }, explanation };
}

/** The search gave up on its work budget: said as such, with where, never as "no pairing". */
function gaveUpReason(where: Text): Text {
  return t2(`the search for the pairing gave up: it ran out of its work budget${where.en ? ` ${where.en}` : ''}. This is a limit of the program, not a finding of the rules: a legal pairing may exist.`,
    `eşlendirme araması sonuçlanamadı: ${where.tr ? `${where.tr} ` : ''}iş sınırını aştı. Bu programın bir sınırıdır, kuralların bir sonucu değil: kurallara uygun bir eşlendirme olabilir.`);
}

/** Whether the round has any legal pairing: every player a compatible opponent (3.1), the bye to one of `byeCandidates` when the number is odd. */
function anyPairing(cards: Card[], rules: PairingRules, byeCandidates: number[] | undefined): boolean {
  if (!byeCandidates) return canPairAll(cards.map((c) => c.no), rules);
  // the bye as one more player, whom only the candidates may meet
  const BYE = 0;
  const may = new Set(byeCandidates);
  const withBye: PairingRules = { ...rules, cards: new Map(rules.cards), forbidden: new Set([...rules.forbidden, ...cards.filter((c) => !may.has(c.no)).map((c) => pairKey(c.no, BYE))]) };
  withBye.cards.set(BYE, { no: BYE, rating: 0, score: -1, colours: [], colourByRound: new Map(), opponents: new Set(), byeBlocked: true, hadBye: true, floatedLastRound: null });
  return canPairAll([...cards.map((c) => c.no), BYE], withBye);
}

/** Last resort (3.6 carried to its end): all players as one group ordered by score, pairs of close scores preferred. */
function mergedGroup(cards: Card[], rules: PairingRules, relaxBye: boolean): { pairs: Array<[number, number]>; bye?: number } | 'exhausted' | undefined {
  const order = [...cards].sort((a, b) => b.score - a.score || a.no - b.no);
  const eligible = order.filter((c) => (relaxBye ? !c.hadBye && c.byeBlocked : !c.byeBlocked)).reverse();
  const byeOptions: Array<Card | undefined> = cards.length % 2 === 1 ? eligible : [undefined];
  const scored: PairingRules = { ...rules, scoreGapWeight: 10 };
  for (const bye of byeOptions) {
    const rest = order.filter((c) => c !== bye).map((c) => c.no);
    try {
      const res = pairGroup({ floaters: [], residents: rest, direction: 'down' }, scored);
      if (res) return { pairs: res.pairs, bye: bye?.no };
    } catch (e) {
      if (!(e instanceof SearchExhausted)) throw e;
      return 'exhausted';
    }
  }
  return undefined;
}

export const lim: PairingSystem = {
  id: 'lim',
  name: { en: 'Lim system (FIDE 1987-1999)', tr: 'Lim sistemi (FIDE 1987-1999)' },
  options: [{ key: 'lastRoundExceptions', kind: 'boolean' }, { key: 'maxi', kind: 'boolean' }, { key: 'bookPractice', kind: 'boolean' }],
  pair: pairLim,
};
