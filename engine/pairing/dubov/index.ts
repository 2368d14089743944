/**
 * The Dubov system (rating-based Swiss), as the Turkish arbiter book teaches it (section 1.3/1.4):
 * ARO after every round, white-seekers by ARO ascending against black-seekers by rating descending,
 * the improvements of 6.3, the moves of 7.1-7.4, floaters 6.4/8, colours 3.a-d, the bye 4,
 * upfloat limits 2.5 and the first round 5.
 *
 * Options: `bookPractice: true` reproduces the worked example's practice where it departs from the
 * written rules (see group.ts and shifts.ts); `dropBroughtUp: true` reads 7.1/6.4 so that a player brought up
 * for a player who then floats down stays in his own group (the text is open; see DubovOptions); `totalRounds` (2.5); `firstColour` ('w'/'b', the drawing
 * of lots for round 1; default the tournament's, else white).
 */
import type { Colour, Tournament } from '../../model/types';
import type { Board, Explanation, PairingOptions, PairingOutcome, PairingSystem, TraceSection, TraceStep } from '../types';
import { availableFor } from '../../model/history';
import { InputError } from '../../trf/errors';
import { nextRoundNumber } from '../../model/build';
import { buildContext, legalPair } from './context';
import type { DubovContext, DubovOptions, DubovPlayer } from './context';
import { perfectMatching } from './matching';
import { byeCandidates } from './bye';
import { firstRoundPairing } from './firstRound';
import { planGroup } from './group';
import type { GroupPlan } from './group';
import { aroList } from './aro';
import { groupTitle, list, nos, step } from './explain';
import { refuseAcceleration } from '../acceleration';

export { aroAfter, aroList } from './aro';
export type { AroListEntry } from './aro';

/** The options, checked: a wrong value is an error naming the option, never silently ignored. */
export function readOptions(t: Tournament, o: PairingOptions): DubovOptions {
  const bad = (name: string, expected: string, v: unknown) => new InputError(`Dubov option ${name} must be ${expected}, not ${JSON.stringify(v)}`, undefined, undefined, `option ${name}`);
  const bp = o.bookPractice;
  if (bp !== undefined && bp !== true && bp !== false && bp !== 'true' && bp !== 'false') throw bad('bookPractice', 'true or false', bp);
  const db = o.dropBroughtUp;
  if (db !== undefined && db !== true && db !== false && db !== 'true' && db !== 'false') throw bad('dropBroughtUp', 'true or false', db);
  const fc = o.firstColour;
  if (fc !== undefined && !['w', 'b', 'white', 'black'].includes(String(fc))) throw bad('firstColour', 'w or b', fc);
  const firstColour: Colour = fc === 'b' || fc === 'black' ? 'b' : fc === 'w' || fc === 'white' ? 'w' : t.firstColour ?? 'w';
  const tr = o.totalRounds;
  if (tr !== undefined && !(typeof tr === 'number' && Number.isInteger(tr) && tr > 0)) throw bad('totalRounds', 'a whole number of rounds', tr);
  if (o.round !== undefined && !(typeof o.round === 'number' && Number.isInteger(o.round) && o.round > 0)) throw bad('round', 'a round number', o.round);
  return { bookPractice: bp === true || bp === 'true', dropBroughtUp: db === true || db === 'true', totalRounds: typeof tr === 'number' ? tr : t.totalRounds, firstColour };
}

function aroSection(t: Tournament, round: number, available: Set<number>): TraceSection {
  const rows = aroList(t, round - 1).filter((r) => available.has(r.no));
  return {
    title: { en: `ARO list after round ${round - 1}`, tr: `${round - 1}. tur sonunda ARO listesi` },
    steps: [step('aro-list',
      rows.map((r) => `${r.no}: ${r.score} pts, R ${r.rating}, ARO ${r.aroRounded}`).join('; '),
      rows.map((r) => `${r.no}: ${String(r.score).replace('.', ',')} puan, R ${r.rating}, ARO ${r.aroRounded}`).join('; '),
      'Dubov 9', { list: rows })],
  };
}

function fail(explanation: Explanation, en: string, tr: string): PairingOutcome {
  return { ok: false, reason: { en, tr }, explanation };
}

export function pairDubov(t: Tournament, options: PairingOptions = {}): PairingOutcome {
  refuseAcceleration(t, 'dubov'); // C.04.7: not applied by this system, so a file asking for it is refused
  const opts = readOptions(t, options);
  const round = typeof options.round === 'number' ? options.round : nextRoundNumber(t);
  const ctx = buildContext(t, round, opts);
  const available = availableFor(t, round).map((p) => ctx.players.get(p.no)!);
  const explanation: Explanation = { system: 'dubov', round, sections: [] };
  if (available.length < 2) return fail(explanation, `round ${round}: fewer than two players to pair`, `${round}. tur: eşlendirilecek en az iki oyuncu yok`);
  const legal = (a: number, b: number) => legalPair(ctx, a, b);

  if (!t.rounds.some((r) => r.number < round && r.games.length > 0)) {
    const first = firstRoundPairing(available, ctx.options.firstColour);
    const drawn = options.firstColour !== undefined ? 'option' : t.firstColour !== undefined ? 'file' : 'assumed';
    if (first.boards.every((b) => legal(b.white, b.black))) {
      explanation.sections.push({
        title: { en: 'First round', tr: 'İlk tur' },
        steps: [
          step('order', `Players by rating: ${nos(first.list)}; the upper half meets the lower half board by board.`, `Oyuncular kuvvet puanına göre: ${nos(first.list)}; üst yarı alt yarıyla karşılıklı eşlendirilir.`, 'Dubov 5'),
          // the drawing of lots: recorded in the file (XXC/152) or the option, else White assumed, and said so
          step('colour', `Board 1: the top player has ${ctx.options.firstColour === 'w' ? 'white' : 'black'} (the drawing of lots${drawn === 'assumed' ? '; the file records none (XXC / 152) and no firstColour option is given: White assumed' : drawn === 'option' ? ', as the firstColour option gives it' : ', as the file records it'}); odd boards the same, even boards the reverse.`,
            `1. masada üstteki oyuncu ${ctx.options.firstColour === 'w' ? 'beyaz' : 'siyah'} (kura${drawn === 'assumed' ? '; dosyada kayıtlı değil (XXC / 152) ve firstColour seçeneği verilmedi: beyaz kabul edildi' : drawn === 'option' ? ', firstColour seçeneğinin verdiği gibi' : ', dosyada kayıtlı olduğu gibi'}); tek masalar aynı, çift masalar ters renk.`, 'Dubov 5'),
          ...(first.bye !== undefined ? [step('bye', `Odd number of players: ${first.bye}, at the bottom of the list, receives the bye.`, `Oyuncu sayısı tek: listenin en altındaki ${first.bye} tur atlar.`, 'Dubov 5')] : []),
        ],
      });
      return { ok: true, pairing: { round, boards: first.boards, byes: first.bye !== undefined ? [first.bye] : [] }, explanation };
    }
  }

  const availableNos = new Set(available.map((p) => p.no));
  if (round > 1) explanation.sections.push(aroSection(t, round, availableNos));

  // score groups, highest first
  const scoresDesc = [...new Set(available.map((p) => p.score))].sort((a, b) => b - a);
  const groups = scoresDesc.map((s) => available.filter((p) => p.score === s));

  // Dubov 4: the bye, chosen first so that the lowest group is paired without it
  let bye: DubovPlayer | undefined;
  if (available.length % 2 === 1) {
    const steps: TraceStep[] = [];
    for (const c of byeCandidates(groups)) {
      const rest = available.filter((p) => p.no !== c.no).map((p) => p.no);
      if (perfectMatching(rest, legal)) { bye = c; break; }
      steps.push(step('bye-rejected', `${c.no} cannot receive the bye: the other players could not all be paired.`, `${c.no} tur atlayamaz: diğer oyuncuların tümü eşlendirilemezdi.`, 'Dubov 4'));
    }
    if (!bye) {
      explanation.sections.push({ title: { en: 'Bye', tr: 'Tur atlama' }, steps });
      return fail(explanation, `round ${round}: no player can receive the bye (2.2: all have already scored without playing, or the others could not all be paired)`,
        `${round}. tur: tur atlatılabilecek oyuncu yok (2.2: hepsi oynamadan puan almış ya da diğerleri eşlendirilemiyor)`);
    }
    const g = groups.find((x) => x.some((p) => p.no === bye!.no))!;
    steps.push(step('bye', `${bye.no} (R ${bye.rating}, ARO ${Math.round(bye.aro)}, due ${bye.due === 'b' ? 'black' : bye.due === 'w' ? 'white' : 'no colour'}) receives the bye: the lowest rating in the lowest group he can come from; among equal ratings a black-seeker (white has priority), then the higher ARO, then the bottom of the list.`,
      `${bye.no} (R ${bye.rating}, ARO ${Math.round(bye.aro)}, sırası gelen renk ${bye.due === 'b' ? 'siyah' : bye.due === 'w' ? 'beyaz' : 'yok'}) tur atlar: en alttaki puan grubunun en düşük kuvvet puanlı oyuncusu; eşitlikte siyah sırası gelen (renk önceliği beyazın), sonra ARO'su yüksek olan, sonra listenin en altındaki.`,
      'Dubov 4, 2.2', { bye: bye.no, group: g[0].score }));
    explanation.sections.push({ title: { en: 'Bye', tr: 'Tur atlama' }, steps });
  } else if (!perfectMatching(available.map((p) => p.no), legal)) {
    return fail(explanation, `round ${round}: no pairing of all ${available.length} players keeps every absolute criterion (2.1 no rematch, 2.3/2.4 colours)`,
      `${round}. tur: ${available.length} oyuncunun tümünü 2.1 (tekrar eşlendirme yok) ve 2.3/2.4 (renk) koşullarına uyarak eşlendirmek olanaksız`);
  }

  const residentsOf = groups.map((g) => g.filter((p) => p.no !== bye?.no));
  const taken = new Set<number>();
  const boards: Board[] = [];
  let carry: DubovPlayer[] = [];
  for (let gi = 0; gi < residentsOf.length; gi++) {
    const residents = residentsOf[gi].filter((p) => !taken.has(p.no));
    if (residents.length === 0 && carry.length === 0) continue;
    const lowerGroups = residentsOf.slice(gi + 1).map((g) => g.filter((p) => !taken.has(p.no))).filter((g) => g.length > 0);
    const below = lowerGroups.flat();
    const donor = lowerGroups[0] ?? [];
    const hasLower = below.length > 0;
    const section: TraceSection = { title: groupTitle(scoresDesc[gi]), group: { score: scoresDesc[gi], players: residents.map((p) => p.no) }, steps: [] };
    let chosen: GroupPlan | undefined;
    let rejected = 0;
    const rejectedPairs: string[] = [];
    for (const plan of planGroup(ctx, residents, carry, donor, hasLower, below)) {
      const importedNos = new Set(plan.imported.map((p) => p.no));
      const remainder = [...plan.down, ...below.filter((p) => !importedNos.has(p.no))].map((p) => p.no);
      if (remainder.length === 0 || perfectMatching(remainder, legal)) { chosen = plan; break; }
      rejected++;
      if (rejectedPairs.length < 3) rejectedPairs.push(plan.pairs.length ? plan.pairs.map((x) => `${x.white}-${x.black}`).join(' ') : '—');
    }
    if (!chosen) {
      explanation.sections.push(section);
      return fail(explanation, `round ${round}: the ${scoresDesc[gi]}-point group cannot be paired`, `${round}. tur: ${scoresDesc[gi]} puan grubu eşlendirilemiyor`);
    }
    if (residents.length) section.steps.push(step('group', `Players: ${list(residents)}.`, `Oyuncular: ${list(residents)}.`));
    section.steps.push(...chosen.steps);
    if (rejected) section.steps.push(step('rejected', `${rejected} earlier choice(s) in the rules' order were passed over because the players below could then not all be paired (${rejectedPairs.join('; ')}${rejected > rejectedPairs.length ? '; …' : ''}).`,
      `Kuralların sırasındaki ${rejected} önceki seçenek, alttaki oyuncuların tümünün eşlendirilmesini olanaksız kıldığından atlandı (${rejectedPairs.join('; ')}${rejected > rejectedPairs.length ? '; …' : ''}).`, 'Dubov 6.4', { rejected, examples: rejectedPairs }));
    explanation.sections.push(section);
    for (const p of chosen.pairs) boards.push({ white: p.white, black: p.black });
    for (const p of chosen.imported) taken.add(p.no);
    carry = chosen.down;
  }
  if (carry.length) return fail(explanation, `round ${round}: players ${nos(carry)} are left unpaired`, `${round}. tur: ${nos(carry)} eşlendirilemedi`);
  return { ok: true, pairing: { round, boards, byes: bye ? [bye.no] : [] }, explanation };
}

export const dubov: PairingSystem = {
  id: 'dubov',
  name: { en: 'Dubov (rating-based Swiss)', tr: 'Dubov (ratinge dayanan İsviçre)' },
  options: [{ key: 'bookPractice', kind: 'boolean' }, { key: 'dropBroughtUp', kind: 'boolean' }, { key: 'firstColour', kind: 'enum', values: ['w', 'b'] }],
  pair: pairDubov,
};

export type { DubovContext };
