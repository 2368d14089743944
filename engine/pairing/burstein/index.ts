/**
 * The Burstein system based on Sonneborn-Berger and Buchholz (documents section 1.4), behind the common
 * PairingSystem interface.
 */
import type { Colour, Tournament } from '../../model/types';
import { nextRoundNumber } from '../../model/build';
import { forbiddenPairs } from '../../model/history';
import type { Board, Explanation, PairingOptions, PairingOutcome, PairingSystem, Text, TraceSection, TraceStep } from '../types';
import { boardOrder } from '../lim/boards';
import type { BursteinCard } from './cards';
import { bursteinCards } from './cards';
import { byeCandidates } from './byes';
import { allocateColours, colourLegal, dueColour } from './colours';
import { formatPairing, priorityIndex, priorityList } from './priority';
import type { GroupChoice, RoundSearch } from './search';
import { searchRound } from './search';
import { BudgetExhausted } from './select';
import { refuseAcceleration } from '../acceleration';

const t2 = (en: string, tr: string): Text => ({ en, tr });
const num = (x: number) => String(Math.round(x * 100) / 100);
const numTr = (x: number) => num(x).replace('.', ',');

/** The players of the round (3.2, 3.3 figures, colours, opponents) and the pairs the arbiter forbids. */
export function roundCards(t: Tournament, round: number): { cards: BursteinCard[]; cardMap: Map<number, BursteinCard>; forbidden: Set<string> } {
  const cards = bursteinCards(t, round);
  const cardMap = new Map(cards.map((c) => [c.no, c]));
  const forbidden = new Set(forbiddenPairs(t, round).map(([a, b]) => (a < b ? `${a}-${b}` : `${b}-${a}`)));
  return { cards, cardMap, forbidden };
}

/** 4: the bye candidates in order for an odd number of players; one pass without a bye for an even number. */
export function byeOptionsOf(cards: BursteinCard[]): Array<BursteinCard | undefined> {
  return cards.length % 2 === 1 ? byeCandidates(cards) : [undefined];
}

/** The budget of the pairing search (nodes of the exact search of 6.5). */
export const BURSTEIN_BUDGET = 400_000;

export function pairBurstein(t: Tournament, options: PairingOptions = {}): PairingOutcome {
  refuseAcceleration(t, 'burstein'); // C.04.7: not applied by this system, so a file asking for it is refused
  const round = typeof options.round === 'number' ? options.round : nextRoundNumber(t);
  const firstColour: Colour = t.firstColour ?? 'w';
  const explanation: Explanation = { system: 'burstein', round, sections: [] };
  const { cards, cardMap, forbidden } = roundCards(t, round);
  const intro: TraceStep[] = [];
  explanation.sections.push({ title: t2(`Round ${round}: score groups`, `${round}. tur: puan grupları`), steps: intro });
  if (round <= 2) {
    const top = cards.filter((c) => c.imaginary > 0).map((c) => c.no);
    intro.push({ kind: 'imaginary', rule: 'Burstein 3.3', text: t2(`Rounds 1-2: the top half of the list by rating (${top.join(', ') || '—'}) gets an imaginary point for forming the groups (with an odd number the top half is the smaller one: the text does not say).`, `1-2. turlar: kuvvet puanı sıralamasının üst yarısı (${top.join(', ') || '—'}) grupların oluşturulmasında bir hayali puan alır (oyuncu sayısı tekse üst yarı küçük olan yarıdır: metin belirtmiyor).`), data: { players: top } });
  }
  if (cards.every((c) => c.colours.length === 0)) {
    const c = firstColour === 'w' ? t2('white', 'beyaz') : t2('black', 'siyah');
    intro.push({ kind: 'note', rule: 'Burstein 5.1', text: t2(`First colours: player 1's colour is drawn by lot (${t.firstColour ? 'recorded' : 'not recorded; white assumed'}: ${c.en}); the odd-numbered players take the same colour.`, `İlk renkler: 1 numaranın rengi kurayla belirlenir (${t.firstColour ? 'kayıtlı' : 'kayıtlı değil; beyaz kabul edildi'}: ${c.tr}); tek numaralı oyuncular aynı rengi alır.`), data: { firstColour, recorded: t.firstColour !== undefined } });
  }
  if (cards.length < 2) return { ok: false, reason: t2('fewer than two players to pair', 'eşlendirilecek en az iki oyuncu yok'), explanation };

  const budget = { left: BURSTEIN_BUDGET };
  const byeOptions = byeOptionsOf(cards);
  if (byeOptions.length === 0) return { ok: false, reason: t2('odd number of players and nobody may take the bye (4.1)', 'oyuncu sayısı tek ve tur atlayabilecek oyuncu yok (4.1)'), explanation };
  let result: RoundSearch | undefined;
  try {
    result = searchRound(cards, byeOptions, cardMap, forbidden, budget);
  } catch (e) {
    if (!(e instanceof BudgetExhausted)) throw e;
    // a search that gave up is not a finding: a legal pairing may exist
    return { ok: false, reason: t2('the search for a pairing gave up on its work budget; a legal pairing may exist', 'eşlendirme araması iş sınırında durdu; kurallara uygun bir eşlendirme olabilir'), explanation, searchStopped: true };
  }
  if (!result) {
    return { ok: false, reason: t2('no legal pairing: the players cannot all be given opponents they have not met with colours the rules allow (3.1, 5.2, 5.3)', 'kurallara uygun eşlendirme yok: tüm oyunculara karşılaşmadıkları ve renk kurallarına uyan rakip bulunamıyor (3.1, 5.2, 5.3)'), explanation };
  }
  if (result.bye) {
    const b = result.bye;
    const first = byeOptions[0]!;
    if (b.byeBlocked) intro.push({ kind: 'note', rule: 'Burstein 4.1', text: t2('No player that 4.1 allows (never scored without playing) can take the bye and leave a legal pairing; it goes to a player who has not had a bye yet.', '4.1\'in izin verdiği (hiç oynamadan puan almamış) oyunculardan hiçbiri tur atlayıp kurallara uygun bir eşlendirme bırakamıyor; tur atlama henüz tur atlamamış bir oyuncuya verilir.'), data: { fallback: true } });
    intro.push({ kind: 'bye', rule: 'Burstein 4.1-4.4', text: t2(`Odd number of players: ${b.no} (lowest group, lowest SB/Buchholz/Median/rating, ${b.byeBlocked ? 'no bye yet' : 'never scored without playing'}) gets the bye${b !== first ? `; ${first.no} would have left no legal pairing` : ''}.`, `Oyuncu sayısı tek: ${b.no} (en alt grup, en düşük SB/Buchholz/Median/rating, oynamadan puan almamış) tur atlar${b !== first ? `; ${first.no} tur atlasaydı kurallara uygun eşlendirme kalmıyordu` : ''}.`), data: { player: b.no } });
  }
  for (const m of result.merges) {
    intro.push({ kind: 'merge', rule: 'Burstein 6.6', text: t2(`Groups ${m.map(num).join(' and ')} cannot be paired apart: they are paired as one group.`, `${m.map(numTr).join(' ve ')} puan grupları ayrı eşlendirilemiyor: tek grup olarak eşlendirilir.`), data: { scores: m } });
  }

  const boards: Board[] = [];
  for (const ch of result.choices) {
    const section = groupSection(ch, cardMap, forbidden);
    explanation.sections.push(section);
    const rankOf = (no: number) => ch.list.indexOf(no);
    for (const [a, b] of ch.chosen.pairing.pairs) {
      const d = allocateColours(cardMap.get(a)!, cardMap.get(b)!, firstColour, rankOf);
      section.steps.push({ kind: 'colour', rule: `Burstein ${d.decidedBy.split('-')[0]}`, text: d.text, data: d.data });
      boards.push({ white: d.white, black: d.black });
    }
  }
  const ordered = boardOrder(boards, (no) => cardMap.get(no)!.groupScore);
  const byes = result.bye ? [result.bye.no] : [];
  explanation.sections.push({ title: t2('Pairing', 'Eşlendirme'), steps: [{ kind: 'accept', text: t2(`Boards: ${ordered.map((b) => `${b.white}-${b.black}`).join(', ')}${byes.length ? `; bye: ${byes[0]}` : ''}.`, `Masalar: ${ordered.map((b) => `${b.white}-${b.black}`).join(', ')}${byes.length ? `; tur atlayan: ${byes[0]}` : ''}.`), data: { boards: ordered, byes } }] });
  return { ok: true, pairing: { round, boards: ordered, byes }, explanation };
}

function groupSection(ch: GroupChoice, cards: Map<number, BursteinCard>, forbidden: Set<string>): TraceSection {
  const steps: TraceStep[] = [];
  const g = ch.group;
  const scoreEn = g.merged.map(num).join('+');
  const scoreTr = g.merged.map(numTr).join('+');
  const line = ch.list.map((no, i) => {
    const c = cards.get(no)!;
    return `${i + 1}=${no} (SB ${num(c.sb)}, BH ${num(c.buchholz)}, M ${num(c.median)}, R ${c.rating})`;
  });
  steps.push({
    kind: 'group', rule: 'Burstein 3.2',
    text: t2(`Order by SB, Buchholz, Median, rating: ${line.join('; ')}${ch.incoming !== undefined ? `; ${ch.incoming} floated in` : ''}.`, `SB, Buchholz, Median, kuvvet puanı sırası: ${line.join('; ')}${ch.incoming !== undefined ? `; ${ch.incoming} kayarak geldi` : ''}.`),
    data: { order: ch.list, incoming: ch.incoming ?? null },
  });
  const cardsData = ch.list.map((no) => {
    const c = cards.get(no)!;
    const due = dueColour(c);
    const d = c.colours.reduce((s, x) => s + (x === 'w' ? 1 : -1), 0);
    return { no, score: c.groupScore, colours: c.colours.join(''), preference: due ?? null, strength: due === undefined ? null : d === 0 ? 'mild' : 'strong' };
  });
  const cw = (x: string, tr: boolean) => (x === 'w' ? (tr ? 'B' : 'W') : tr ? 'S' : 'B');
  steps.push({
    kind: 'cards', rule: 'Burstein 1',
    text: t2(`Colours: ${cardsData.map((c) => `${c.no} ${[...c.colours].map((x) => cw(x, false)).join('') || '—'} (due ${c.preference ? cw(c.preference, false) : '—'})`).join(', ')}.`,
      `Renkler: ${cardsData.map((c) => `${c.no} ${[...c.colours].map((x) => cw(x, true)).join('') || '—'} (sırası gelen ${c.preference ? cw(c.preference, true) : '—'})`).join(', ')}.`),
    data: { players: cardsData },
  });
  const pos = new Map(ch.list.map((no, i) => [no, i + 1]));
  const local = { pairs: ch.chosen.pairing.pairs.map(([a, b]) => [pos.get(a)!, pos.get(b)!] as [number, number]), floater: ch.chosen.pairing.floater !== undefined ? pos.get(ch.chosen.pairing.floater) : undefined };
  const index = priorityIndex(ch.list.map((_, i) => i + 1), local);
  const notation = formatPairing(local);
  // Each pairing higher in the priority list than the one taken, and why it was passed over (3.1, 5.2-5.3, 6.3, 6.5, 6.6).
  if (index !== undefined && index > 1 && index <= 60) {
    const byPos = (i: number) => ch.list[i - 1];
    const sentBackFloaters = new Set(ch.sentBack.map((c) => c.pairing.floater));
    const passed: Array<{ notation: string; reason: string; pair?: [number, number] }> = [];
    let k = 0;
    for (const q of priorityList(ch.list.map((_, i) => i + 1))) {
      if (++k >= index) break;
      const pairs = q.pairs.map(([a, b]) => [byPos(a), byPos(b)] as [number, number]);
      const met = pairs.find(([a, b]) => cards.get(a)!.opponents.has(b));
      const barred = pairs.find(([a, b]) => forbidden.has(a < b ? `${a}-${b}` : `${b}-${a}`));
      const illegal = pairs.find(([a, b]) => !colourLegal(cards.get(a)!, cards.get(b)!));
      const floater = q.floater !== undefined ? byPos(q.floater) : undefined;
      let reason: string;
      let pair: [number, number] | undefined;
      if (met) { reason = 'played'; pair = met; }
      else if (barred) { reason = 'forbidden'; pair = barred; }
      else if (illegal) { reason = 'colour-rule'; pair = illegal; }
      else if (floater !== undefined && floater === ch.incoming) reason = 'floated-in';
      else if (floater !== undefined && sentBackFloaters.has(floater)) reason = 'sent-back';
      else reason = 'fewer-due-colours';
      passed.push({ notation: formatPairing(q), reason, pair });
    }
    const why = (r: string, pair?: [number, number]): Text => {
      switch (r) {
        case 'played': return t2(`${pair![0]} and ${pair![1]} have met (3.1)`, `${pair![0]} ile ${pair![1]} karşılaştı (3.1)`);
        case 'forbidden': return t2(`${pair![0]} and ${pair![1]} may not meet (arbiter)`, `${pair![0]} ile ${pair![1]} karşılaşamaz (hakem kararı)`);
        case 'colour-rule': return t2(`${pair![0]}-${pair![1]} breaks a colour limit (5.2, 5.3)`, `${pair![0]}-${pair![1]} renk sınırını bozar (5.2, 5.3)`);
        case 'floated-in': return t2('its floater came from another group (6.3)', 'artık oyuncusu başka gruptan gelmiş (6.3)');
        case 'sent-back': return t2('its floater cannot be paired in the next group (6.6)', 'artık oyuncusu sonraki grupta eşlendirilemiyor (6.6)');
        default: return t2('fewer players get their due colour (6.5)', 'daha az oyuncu sırası gelen rengi alır (6.5)');
      }
    };
    steps.push({
      kind: 'priority-tried', rule: 'Burstein 6.2-6.6',
      text: t2(`Passed over: ${passed.map((x, i) => `(${i + 1}) ${x.notation}: ${why(x.reason, x.pair).en}`).join('; ')}.`, `Geçilenler: ${passed.map((x, i) => `(${i + 1}) ${x.notation}: ${why(x.reason, x.pair).tr}`).join('; ')}.`),
      data: { passed },
    });
  }
  for (const s of ch.sentBack) {
    steps.push({ kind: 'reject', rule: 'Burstein 6.6', text: t2(`Tried first: floater ${s.pairing.floater}; the next group cannot then be paired, so the floater is sent back.`, `Önce denendi: artık oyuncu ${s.pairing.floater}; sonraki grup bu durumda eşlendirilemiyor, artık oyuncu geri gönderilir.`), data: { floater: s.pairing.floater ?? null } });
  }
  steps.push({
    kind: 'priority', rule: ch.list.length % 2 === 0 ? 'Burstein 6.1, 6.2, 6.5' : 'Burstein 6.3, 6.4, 6.5',
    text: t2(`Pairing ${notation}${index ? ` (No. ${index} of the priority list)` : ''}: the first valid one giving ${ch.chosen.dueColours} player(s) their due colour.`, `Eşlendirme ${notation}${index ? ` (öncelik listesinde ${index}. sıra)` : ''}: ${ch.chosen.dueColours} oyuncuya sırası gelen rengi veren ilk geçerli eşlendirme.`),
    data: { notation, index: index ?? null, pairs: ch.chosen.pairing.pairs, floater: ch.chosen.pairing.floater ?? null, dueColours: ch.chosen.dueColours, score: g.score, merged: g.merged },
  });
  if (ch.chosen.pairing.floater !== undefined) {
    const f = ch.chosen.pairing.floater;
    steps.push({ kind: 'float', rule: 'Burstein 6.3', text: t2(`${f} floats to the next score group.`, `${f} bir sonraki puan grubuna kaydırılır.`), data: { player: f } });
  }
  return { title: t2(`Score group ${scoreEn}`, `${scoreTr} puan grubu`), group: { score: g.score, players: ch.list }, steps };
}

export const burstein: PairingSystem = {
  id: 'burstein',
  name: { en: 'Burstein system (Sonneborn-Berger and Buchholz)', tr: 'Burstein sistemi (Sonneborn-Berger ve Buchholz)' },
  options: [],
  pair: pairBurstein,
};
