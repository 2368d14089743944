/**
 * FIDE Burstein system, C.04.4.2 as in force from 1 February 2026. Its articles were read as quoted in the py4swiss
 * source (Moritz72/py4swiss, "C.04.4.2 Burstein System (effective from 1 February 2026)"): 1.2, 1.5, 1.6, 1.7.1,
 * 1.7.2.3, 1.8, 2.1-2.3, 3.1, 3.2, 4.1-4.3, 5.2; 1.1, 1.3, 1.4, 1.7.2.1-2 and 1.9 only from summaries (see the
 * README's "FIDE Dubov and Burstein in force").
 *
 * 1.6: the seeding rounds (the first half of the rounds, rounded down, at most four) are paired by the FIDE (Dutch)
 * system (Hakem's `dutch`, C.04.3). After them: the PAB (3.1), then the brackets from the top (3.2), each ranked by
 * the Index (1.7, 1.8: Buchholz, Sonneborn-Berger, then TPN; not by score), the top half meeting the bottom half
 * (Article 4: BSN 1 against the largest BSN that allows the best pairing).
 * Options: `firstColour` (5.2.1's initial colour), `totalRounds` (default XXR).
 */
import type { Colour, Tournament } from '../../model/types';
import type { Explanation, PairingOptions, PairingOutcome, PairingSystem, TraceStep } from '../types';
import { availableFor, forbiddenPairs } from '../../model/history';
import { nextRoundNumber } from '../../model/build';
import { InputError } from '../../trf/errors';
import { pairDutch } from '../dutch/index';
import { sameAbsolute } from '../dubov-2026/colours';
import { choosePab, completePairingExists } from '../dubov-2026/bye';
import { colourSection } from '../dubov-2026/colourSection';
import { nos, prefEn, prefTr, pts, ptsTr, step } from '../dubov-2026/explain';
import { bursteinPlayers, rankCompare, seedingRounds } from './players';
import type { BursteinPlayer } from './players';
import { pairBursteinBracket } from './bracket';
import { refuseAcceleration } from '../acceleration';

export const BURSTEIN_2026 = 'C.04.4.2 (2026)';
const R = (a: string) => `${BURSTEIN_2026} ${a}`;
const key = (a: number, b: number) => (a < b ? `${a}-${b}` : `${b}-${a}`);

export function readOptions(t: Tournament, o: PairingOptions): { firstColour: Colour; assumed: boolean; totalRounds?: number } {
  const bad = (name: string, expected: string, v: unknown) => new InputError(`burstein-2026 option ${name} must be ${expected}, not ${JSON.stringify(v)}`, undefined, undefined, `option ${name}`);
  const fc = o.firstColour;
  if (fc !== undefined && !['w', 'b', 'white', 'black'].includes(String(fc))) throw bad('firstColour', 'w or b', fc);
  const tr = o.totalRounds;
  if (tr !== undefined && !(typeof tr === 'number' && Number.isInteger(tr) && tr > 0)) throw bad('totalRounds', 'a whole number of rounds', tr);
  const firstColour: Colour = fc === 'b' || fc === 'black' ? 'b' : fc === 'w' || fc === 'white' ? 'w' : t.firstColour ?? 'w';
  return { firstColour, assumed: fc === undefined && t.firstColour === undefined, totalRounds: typeof tr === 'number' ? tr : t.totalRounds };
}

const fmtIndex = (p: BursteinPlayer) => `${p.no} (BH ${pts(p.buchholz)}, SB ${pts(p.sonnebornBerger)})`;
const fmtIndexTr = (p: BursteinPlayer) => `${p.no} (BH ${ptsTr(p.buchholz)}, SB ${ptsTr(p.sonnebornBerger)})`;

/**
 * 1.6.1: a seeding round is paired by the FIDE (Dutch) System: the event and the options `dutch` gets (the initial
 * colour of this system's option); undefined after the seeding rounds. Shared with the marker.
 */
export function seedingRound(t: Tournament, options: PairingOptions = {}): { t: Tournament; options: PairingOptions } | undefined {
  const opts = readOptions(t, options);
  const round = typeof options.round === 'number' ? options.round : nextRoundNumber(t);
  if (opts.totalRounds === undefined || round > seedingRounds(opts.totalRounds)) return undefined;
  return { t: opts.firstColour === t.firstColour || options.firstColour === undefined ? t : { ...t, firstColour: opts.firstColour }, options: { round, totalRounds: opts.totalRounds } };
}

/** The players (1.5, 1.7), those to pair, and [C1]/[C3] (legal) before a round after the seeding rounds. Shared with the marker. */
export function bursteinState(t: Tournament, round: number) {
  const all = bursteinPlayers(t, round);
  const available = availableFor(t, round).map((p) => all.get(p.no)!);
  const forbidden = new Set(forbiddenPairs(t, round).map(([a, b]) => key(a, b)));
  // [C1] 2.1.1 (and the arbiter's forbidden pairs), [C3] 2.1.3
  const legal = (a: number, b: number) => a !== b && !all.get(a)!.opponents.has(b) && !forbidden.has(key(a, b)) && !sameAbsolute(all.get(a)!.pref, all.get(b)!.pref);
  return { all, available, legal };
}

/** 5.2.1 ranks a pair by score, then TPN; 5.2.5 by Article 1.8 (the Index). */
export function bursteinRanking(all: Map<number, BursteinPlayer>) {
  const first = (a: { no: number }, b: { no: number }): boolean => {
    const A = all.get(a.no)!, B = all.get(b.no)!;
    return A.score > B.score || (A.score === B.score && A.no < B.no);
  };
  const by18 = (a: { no: number }, b: { no: number }): boolean => rankCompare(all.get(a.no)!, all.get(b.no)!) < 0;
  return { first, by18 };
}

export function pairBurstein2026(t: Tournament, options: PairingOptions = {}): PairingOutcome {
  refuseAcceleration(t, 'burstein-2026'); // C.04.7: not applied by this system, so a file asking for it is refused
  const opts = readOptions(t, options);
  const round = typeof options.round === 'number' ? options.round : nextRoundNumber(t);
  if (opts.totalRounds === undefined) {
    throw new InputError('burstein-2026 needs the number of rounds of the tournament (C.04.4.2 1.6.2: the seeding rounds are half of them, at most four): give XXR in the file or --option totalRounds=N', undefined, undefined, 'XXR');
  }
  const seeding = seedingRounds(opts.totalRounds);
  const edition = step('edition', `FIDE Burstein system, C.04.4.2 in force from 1 February 2026 (Hakem's \`burstein\` follows the books' older edition instead). Seeding rounds: min([${opts.totalRounds}/2], 4) = ${seeding}.`,
    `FIDE Burstein sistemi, 1 Şubat 2026'dan beri yürürlükteki C.04.4.2 (Hakem'in \`burstein\` sistemi kitapların eski metnini izler). Tohumlama turları: min([${opts.totalRounds}/2], 4) = ${seeding}.`, R('1.6.2'));

  // 1.6.1: the seeding rounds follow the FIDE (Dutch) System
  const asDutch = seedingRound(t, options);
  if (asDutch) {
    const out = pairDutch(asDutch.t, asDutch.options);
    const note = { title: { en: 'Edition: seeding round', tr: 'Metin: tohumlama turu' }, steps: [edition,
      step('seeding', `Round ${round} is a seeding round: paired by the FIDE (Dutch) System, C.04.3 (below).`, `${round}. tur bir tohumlama turudur: FIDE (Hollanda) sistemiyle, C.04.3, eşlendirilir (aşağıda).`, R('1.6.1'))] };
    const explanation: Explanation = { system: 'burstein-2026', round, sections: [note, ...out.explanation.sections] };
    return out.ok ? { ok: true, pairing: out.pairing, explanation } : { ok: false, reason: out.reason, explanation };
  }

  const explanation: Explanation = { system: 'burstein-2026', round, sections: [] };
  const fail = (en: string, tr: string): PairingOutcome => ({ ok: false, reason: { en, tr }, explanation });
  const notes: TraceStep[] = [edition,
    step('tpn', 'TPN = the pairing numbers of the file.', 'TPN = dosyadaki eşlendirme numaraları.', R('1.1')),
    step('sources', 'Text read as quoted verbatim (py4swiss): 1.2, 1.5, 1.6, 1.7.1, 1.7.2.3, 1.8, 2.1-2.3, 3.1, 3.2, 4.1-4.3, 5.2. Known only from summaries, so applied as summarised: 1.1, 1.3, 1.4, 1.7.2.1-1.7.2.2, 1.9.',
      'Metin birebir alıntıdan okundu (py4swiss): 1.2, 1.5, 1.6, 1.7.1, 1.7.2.3, 1.8, 2.1-2.3, 3.1, 3.2, 4.1-4.3, 5.2. Yalnızca özetlerden bilinenler, özetlendiği gibi uygulandı: 1.1, 1.3, 1.4, 1.7.2.1-1.7.2.2, 1.9.', R('')),
    step('readings', 'Readings: an unplayed round (forfeit, bye, absence) is a game against oneself with its result (own current score in the Buchholz, times the points in the Sonneborn-Berger); rounds without opponent and without points at the end of a record (Z, or an absence) count as draws for the opponents (1.7.2.3); [C7]\'s following bracket = the next scoregroup with this bracket\'s floaters (its pairs, then its floaters\' scores); 5.2.4 compares played games from the latest backwards.',
      'Yorumlar: oynanmayan tur (hükmen, bye, gelmeme) sonucu ile kendisine karşı oynanmış sayılır (Buchholz\'a kendi puanı, Sonneborn-Berger\'e puanı çarpı kendi puanı); kaydın sonundaki rakipsiz ve puansız turlar (Z ya da gelmeme) rakipleri için beraberlik sayılır (1.7.2.3); [C7]\'deki sonraki grup = sonraki puan grubu ile bu gruptan aktarılanlar (önce çift sayısı, sonra aktarılanların puanları); 5.2.4 oynanan oyunları sondan geriye karşılaştırır.', R('1.7.2, 2.3.3, 5.2.4'))];
  if (opts.assumed) notes.push(step('assumed', 'The initial colour (5.2.1) is not given in the file (XXC/152): White is assumed.', 'Başlangıç rengi (5.2.1) dosyada yok (XXC/152): beyaz varsayıldı.', R('5.2.1')));
  explanation.sections.push({ title: { en: 'Edition and readings', tr: 'Metin ve yorumlar' }, steps: notes });

  const { all, available, legal } = bursteinState(t, round);
  if (available.length < 2) return fail(`round ${round}: fewer than two players to pair`, `${round}. tur: eşlendirilecek en az iki oyuncu yok`);

  const ranked = [...available].sort((a, b) => b.score - a.score || rankCompare(a, b));
  explanation.sections.push({
    title: { en: `The Index before round ${round} (1.7: Buchholz, then Sonneborn-Berger; unplayed rounds as games against oneself)`, tr: `${round}. tur öncesi İndeks (1.7: Buchholz, sonra Sonneborn-Berger; oynanmayan turlar kendisiyle oynanmış sayılır)` },
    steps: [step('index', ranked.map((p) => `${p.no}: ${pts(p.score)} pts, BH ${pts(p.buchholz)}, SB ${pts(p.sonnebornBerger)}, ${prefEn(p.pref)}${p.trailingZeroByes ? `, ${p.trailingZeroByes} zero-point bye(s) at the end, a draw each for his opponents (1.7.2.3)` : ''}`).join('; ') + '.',
      ranked.map((p) => `${p.no}: ${ptsTr(p.score)} puan, BH ${ptsTr(p.buchholz)}, SB ${ptsTr(p.sonnebornBerger)}, ${prefTr(p.pref)}${p.trailingZeroByes ? `, sonda ${p.trailingZeroByes} sıfır puanlı bye (rakipleri için her biri beraberlik, 1.7.2.3)` : ''}`).join('; ') + '.',
      R('1.7, 1.8'))],
  });

  // 3.1: the PAB
  let bye: BursteinPlayer | undefined;
  if (available.length % 2 === 1) {
    const choice = choosePab(available, legal, (a, b) => -rankCompare(a, b));
    const steps: TraceStep[] = [];
    if (choice.barred.length) steps.push(step('bye-barred', `Not eligible for the PAB ([C2]: a PAB or a win without playing before): ${nos(choice.barred)}.`, `PAB alamaz ([C2]: daha önce PAB ya da oynamadan galibiyet): ${nos(choice.barred)}.`, R('3.1.1, 2.1.2')));
    for (const c of choice.refused) steps.push(step('bye-refused', `${c.no} cannot take the PAB: the other players could then not all be paired.`, `${c.no} PAB alamaz: diğer oyuncuların tümü eşlendirilemezdi.`, R('3.1.2, 2.2.1')));
    bye = choice.bye;
    if (!bye) {
      explanation.sections.push({ title: { en: 'Pairing-allocated bye (3.1)', tr: 'Eşlendirmeden doğan BYE (3.1)' }, steps });
      return fail(`no legal pairing: round ${round}: no player can receive the pairing-allocated bye (3.1.1 [C2], 3.1.2 [C4])`, `eşlendirme olanaksız: ${round}. tur: PAB verilebilecek oyuncu yok (3.1.1 [C2], 3.1.2 [C4])`);
    }
    steps.push(step('bye', `PAB: ${bye.no} (${pts(bye.score)} pts, ${bye.gamesPlayed} games played, ${fmtIndex(bye)}): among the eligible players who leave a complete pairing, the lowest score, then the most games played, then the lowest ranking (1.8).`,
      `PAB: ${bye.no} (${ptsTr(bye.score)} puan, ${bye.gamesPlayed} oyun, ${fmtIndexTr(bye)}): uygun ve geri kalanların tam eşlendirilmesine izin veren oyuncular arasında en düşük puanlı, sonra en çok oyun oynamış, sonra sıralamada (1.8) en alttaki.`, R('3.1.3-3.1.5'), { bye: bye.no }));
    explanation.sections.push({ title: { en: 'Pairing-allocated bye (3.1)', tr: 'Eşlendirmeden doğan BYE (3.1)' }, steps });
  }
  const toPair = available.filter((p) => p !== bye);
  if (!completePairingExists(toPair.map((p) => p.no), legal)) {
    return fail(`no legal pairing: round ${round}: the ${toPair.length} players cannot all be paired without a rematch or two equal absolute colour preferences ([C1], [C3], [C4])`,
      `eşlendirme olanaksız: ${round}. tur: ${toPair.length} oyuncunun tümü, tekrar eşleşme ya da aynı mutlak renk tercihi olmadan eşlendirilemiyor ([C1], [C3], [C4])`);
  }

  const scoresDesc = [...new Set(toPair.map((p) => p.score))].sort((a, b) => b - a);
  let incoming: BursteinPlayer[] = [];
  const pairs: Array<[BursteinPlayer, BursteinPlayer]> = [];
  for (let k = 0; k < scoresDesc.length; k++) {
    const s = scoresDesc[k];
    const residents = toPair.filter((p) => p.score === s);
    const next = toPair.filter((p) => p.score === scoresDesc[k + 1]);
    const rest = toPair.filter((p) => scoresDesc[k + 1] !== undefined && p.score < scoresDesc[k + 1]);
    const title = { en: `Bracket of scoregroup ${pts(s)}`, tr: `${ptsTr(s)} puan grubunun eşlendirme grubu` };
    const res = pairBursteinBracket({ bracket: [...incoming, ...residents], next, rest, legal });
    if (!res) {
      explanation.sections.push({ title, group: { score: s, players: residents.map((p) => p.no) }, steps: [] });
      return fail(`no legal pairing: round ${round}: the bracket of scoregroup ${pts(s)} cannot be paired`, `eşlendirme olanaksız: ${round}. tur: ${ptsTr(s)} puan grubu eşlendirilemiyor`);
    }
    const steps: TraceStep[] = [
      step('bracket', `Residents: ${nos(residents)}; incoming floaters: ${nos(incoming)}. BSN by the Index (1.8): ${res.bsn.map((p, i) => `${i + 1}=${fmtIndex(p)}`).join(', ')}.`,
        `Grubun oyuncuları: ${nos(residents)}; yukarıdan gelenler: ${nos(incoming)}. İndekse göre BSN (1.8): ${res.bsn.map((p, i) => `${i + 1}=${fmtIndexTr(p)}`).join(', ')}.`, R('1.2, 1.8, 4.1')),
      step('pairs', `Pairs, the first in Article 4's order (BSN 1 against the largest BSN possible, then BSN 2, …) among those with the most pairs [C5], the lowest floater scores [C6], the best next bracket [C7] and the best colours [C8]: ${res.pairs.map(([a, b]) => `${a.no}-${b.no}`).join(', ') || '—'}.`,
        `Çiftler: en çok çift [C5], en düşük puanlı aktarılanlar [C6], sonraki grubun en iyi eşlendirilmesi [C7] ve en iyi renkler [C8] arasında 4. madde sırasındaki ilk eşlendirme (BSN 1 olabilecek en büyük BSN ile, sonra BSN 2, …): ${res.pairs.map(([a, b]) => `${a.no}-${b.no}`).join(', ') || '—'}.`,
        R('3.2, 4.2, 4.3, 2.3'), { pairs: res.pairs.map(([a, b]) => [a.no, b.no]) }),
    ];
    if (res.floaters.length) steps.push(step('float', `Outgoing floaters (virtual opponents, BSN 0): ${res.floaters.map((p) => `${p.no} (${pts(p.score)} pts)`).join(', ')}.`,
      `Alt gruba aktarılanlar (sanal rakip, BSN 0): ${res.floaters.map((p) => `${p.no} (${ptsTr(p.score)} puan)`).join(', ')}.`, R('4.2, 2.3.1-2.3.3')));
    steps.push(step('colours-count', `${res.colourMisses} player(s) of the bracket do not get their colour preference [C8].`, `Gruptan ${res.colourMisses} oyuncu renk tercihini alamıyor [C8].`, R('2.3.4')));
    explanation.sections.push({ title, group: { score: s, players: residents.map((p) => p.no) }, steps });
    pairs.push(...res.pairs);
    incoming = res.floaters;
  }
  if (incoming.length) return fail(`no legal pairing: round ${round}: players ${nos(incoming)} are left unpaired`, `eşlendirme olanaksız: ${round}. tur: ${nos(incoming)} eşlendirilemedi`);

  // 5.2: colours; 5.2.1 ranks by score then TPN, 5.2.5 by Article 1.8
  const { first, by18 } = bursteinRanking(all);
  const { section, boards: ordered } = colourSection({
    pairs, initial: opts.firstColour, first, higherFor525: by18,
    higherText: ['the preference of the player ranked higher by the Index (1.8) granted', 'İndekse göre (1.8) üst sıradaki oyuncunun tercihi karşılandı'],
    scoreOf: (no) => all.get(no)!.score, bye: bye?.no, cite: R,
  });
  explanation.sections.push(section);
  return { ok: true, pairing: { round, boards: ordered, byes: bye ? [bye.no] : [] }, explanation };
}

export const burstein2026: PairingSystem = {
  id: 'burstein-2026',
  name: { en: 'FIDE Burstein system (C.04.4.2, 2026)', tr: 'FIDE Burstein sistemi (C.04.4.2, 2026)' },
  options: [{ key: 'firstColour', kind: 'enum', values: ['w', 'b'] }],
  pair: pairBurstein2026,
};
