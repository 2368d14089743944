/**
 * FIDE Dubov system, C.04.4.1 as in force from 1 February 2026 (the 2025 rewrite as approved by the FIDE Council on
 * 28 October 2025). Its articles were read as quoted in the py4swiss source (Moritz72/py4swiss, "C.04.4.1 Dubov
 * System (effective from 1 February 2026)"): 1.6-1.8, 2.1-2.3, 3.1, 3.2, 4.2.2, 4.3.2-4.3.3, 4.4.2, 5.2; 1.1-1.5,
 * 1.9, 4.1, 4.2.1, 4.3.1 and 4.4.1 only from summaries (see the README's "FIDE Dubov and Burstein in force").
 *
 * Procedure (1.9): the PAB first (3.1), then the brackets from the highest scoregroup down (3.2); each bracket is
 * its residents and the upfloaters it needs (there are no downfloaters, 1.3).
 * Options: `firstColour` (the initial colour of 5.2.1: w/b; default the tournament's, else White), `totalRounds`
 * (Rnds of 1.8.2 and the last round of [C8]-[C10]; default XXR).
 */
import type { Colour, Tournament } from '../../model/types';
import type { Explanation, PairingOptions, PairingOutcome, PairingSystem, TraceStep } from '../types';
import { availableFor, forbiddenPairs } from '../../model/history';
import { nextRoundNumber } from '../../model/build';
import { InputError } from '../../trf/errors';
import { sameAbsolute } from './colours';
import { dubovPlayers, maxT } from './players';
import type { DubovPlayer } from './players';
import { choosePab, completePairingExists } from './bye';
import { pairBracket } from './bracket';
import { colourSection } from './colourSection';
import { nos, prefEn, prefTr, pts, ptsTr, step } from './explain';
import { refuseAcceleration } from '../acceleration';

export const DUBOV_2026 = 'C.04.4.1 (2026)';
const R = (a: string) => `${DUBOV_2026} ${a}`;

interface Opts { firstColour: Colour; firstColourAssumed: boolean; totalRounds?: number }

function readOptions(t: Tournament, o: PairingOptions): Opts {
  const bad = (name: string, expected: string, v: unknown) => new InputError(`dubov-2026 option ${name} must be ${expected}, not ${JSON.stringify(v)}`, undefined, undefined, `option ${name}`);
  const fc = o.firstColour;
  if (fc !== undefined && !['w', 'b', 'white', 'black'].includes(String(fc))) throw bad('firstColour', 'w or b', fc);
  const tr = o.totalRounds;
  if (tr !== undefined && !(typeof tr === 'number' && Number.isInteger(tr) && tr > 0)) throw bad('totalRounds', 'a whole number of rounds', tr);
  const firstColour: Colour = fc === 'b' || fc === 'black' ? 'b' : fc === 'w' || fc === 'white' ? 'w' : t.firstColour ?? 'w';
  return { firstColour, firstColourAssumed: fc === undefined && t.firstColour === undefined, totalRounds: typeof tr === 'number' ? tr : t.totalRounds };
}

const key = (a: number, b: number) => (a < b ? `${a}-${b}` : `${b}-${a}`);

/**
 * The round as C.04.4.1 sees it before any pairing: the options, the players (1.6-1.8), those to pair, [C1]/[C3]
 * (legal) and whether [C8]-[C10] lapse (the last round). Shared by the pairing and the marker.
 */
export function dubovRound(t: Tournament, options: PairingOptions = {}) {
  const opts = readOptions(t, options);
  const round = typeof options.round === 'number' ? options.round : nextRoundNumber(t);
  const played = t.rounds.some((r) => r.number < round && r.games.length > 0);
  if (opts.totalRounds === undefined && played) {
    throw new InputError('dubov-2026 needs the number of rounds of the tournament (C.04.4.1 1.8.2: MaxT = 2 + [Rnds/5]; [C8]-[C10] lapse in the last round): give XXR in the file or --option totalRounds=N', undefined, undefined, 'XXR');
  }
  const totalRounds = opts.totalRounds ?? Number.MAX_SAFE_INTEGER;
  const all = dubovPlayers(t, round, totalRounds);
  const available = availableFor(t, round).map((p) => all.get(p.no)!);
  // 1.1: every player has a rating (the Chief Arbiter gives a provisional one); ARO (1.7) is built on them
  const needed = new Set<number>(available.map((p) => p.no));
  for (const r of t.rounds) if (r.number < round) for (const g of r.games) { needed.add(g.white); needed.add(g.black); }
  const unrated = t.players.filter((p) => needed.has(p.no) && !(p.rating && p.rating > 0)).map((p) => p.no);
  if (unrated.length) {
    throw new InputError(`dubov-2026: player(s) ${unrated.join(', ')} have no rating; C.04.4.1 1.1 requires one for every player (the Chief Arbiter assigns a provisional rating), and Hakem does not guess it`, undefined, undefined, 'ratings');
  }
  const lastRound = opts.totalRounds !== undefined && round === opts.totalRounds;
  const forbidden = new Set(forbiddenPairs(t, round).map(([a, b]) => key(a, b)));
  // [C1] 2.1.1 no rematch (and the arbiter's forbidden pairs); [C3] 2.1.3 not two equal absolute colour preferences
  const legal = (a: number, b: number) => a !== b && !all.get(a)!.opponents.has(b) && !forbidden.has(key(a, b)) && !sameAbsolute(all.get(a)!.pref, all.get(b)!.pref);
  return { opts, round, all, available, lastRound, legal };
}

/** 5.2.1, 5.2.5: "higher ranked" = more points, then the smaller TPN. */
export function dubovHigher(all: Map<number, DubovPlayer>) {
  return (a: { no: number }, b: { no: number }): boolean => {
    const A = all.get(a.no)!, B = all.get(b.no)!;
    return A.score > B.score || (A.score === B.score && A.no < B.no);
  };
}

export function pairDubov2026(t: Tournament, options: PairingOptions = {}): PairingOutcome {
  refuseAcceleration(t, 'dubov-2026'); // C.04.7: not applied by this system, so a file asking for it is refused
  const { opts, round, all, available, lastRound, legal } = dubovRound(t, options);
  const explanation: Explanation = { system: 'dubov-2026', round, sections: [] };
  const fail = (en: string, tr: string): PairingOutcome => ({ ok: false, reason: { en, tr }, explanation });
  const notes: TraceStep[] = [
    step('edition', 'FIDE Dubov system, C.04.4.1 in force from 1 February 2026 (Hakem\'s `dubov` follows the books\' older edition instead).',
      'FIDE Dubov sistemi, 1 Şubat 2026\'dan beri yürürlükteki C.04.4.1 (Hakem\'in `dubov` sistemi kitapların eski metnini izler).', R('')),
    step('tpn', 'TPN = the pairing numbers of the file. Article 1.2\'s recalculation of TPNs before round 4 was not available to Hakem in its wording and is not applied.',
      'TPN = dosyadaki eşlendirme numaraları. Madde 1.2\'deki 4. turdan önce TPN\'lerin yeniden hesaplanması, metni elde olmadığından uygulanmadı.', R('1.2')),
  ];
  notes.push(
    step('sources', 'Text read as quoted verbatim (py4swiss): 1.6-1.8, 2.1-2.3, 3.1, 3.2, 4.2.2, 4.3.2-4.3.3, 4.4.2, 5.2. Known only from summaries, so applied as summarised: 1.1-1.5, 1.9, 2.2.1 ([C4]), 4.1, 4.2.1, 4.3.1, 4.4.1.',
      'Metin birebir alıntıdan okundu (py4swiss): 1.6-1.8, 2.1-2.3, 3.1, 3.2, 4.2.2, 4.3.2-4.3.3, 4.4.2, 5.2. Yalnızca özetlerden bilinenler, özetlendiği gibi uygulandı: 1.1-1.5, 1.9, 2.2.1 ([C4]), 4.1, 4.2.1, 4.3.1, 4.4.1.', R('')),
    step('readings', 'Readings: upfloated = paired with an opponent who had more points before the round (a forfeit included, the PAB not); "the first set" of upfloaters = the one whose 4.2 sequence numbers come first; [C9] counts maximum upfloaters by their upfloats, the most upfloated first; 3.2.4.1\'s unavoidable pairs = the fewest pairs inside the smaller subgroup with the best colours; players shifted by 3.2.4.1 are not shifted back; 4.3.3\'s middle is found again after each player; T2 = the first transposition with a legal pairing and the best colours ([C7]); 5.2.4 compares played games from the latest backwards.',
      'Yorumlar: yukarı çıkmak = turdan önce daha çok puanı olan rakiple eşlenmek (hükmen oyun dahil, PAB hariç); yukarı çıkanların "ilk kümesi" = 4.2 sıra numaraları önce gelen küme; [C9] azami yukarı çıkanları yukarı çıkış sayılarına göre, en çok çıkan önce sayar; 3.2.4.1\'deki kaçınılmaz çiftler = en iyi renklerle küçük alt grup içindeki en az çift; 3.2.4.1\'de kaydırılanlar geri kaydırılmaz; 4.3.3\'teki orta her oyuncudan sonra yeniden bulunur; T2 = kurala uygun ve en iyi renkli ([C7]) eşlendirmeyi veren ilk permütasyon; 5.2.4 oynanan oyunları sondan geriye karşılaştırır.', R('1.8, 2.3, 3.2, 4.3, 5.2.4')),
  );
  if (opts.firstColourAssumed) notes.push(step('assumed', 'The initial colour (5.2.1) is not given in the file (XXC/152): White is assumed.', 'Başlangıç rengi (5.2.1) dosyada yok (XXC/152): beyaz varsayıldı.', R('5.2.1')));
  explanation.sections.push({ title: { en: 'Edition and readings', tr: 'Metin ve yorumlar' }, steps: notes });
  if (available.length < 2) return fail(`round ${round}: fewer than two players to pair`, `${round}. tur: eşlendirilecek en az iki oyuncu yok`);

  const limit = opts.totalRounds !== undefined ? maxT(opts.totalRounds) : undefined;
  explanation.sections.push({
    title: { en: `Players before round ${round}: score, rating, ARO (1.7), colour preference (1.6), upfloats (1.8)`, tr: `${round}. tur öncesi oyuncular: puan, rating, ARO (1.7), renk tercihi (1.6), yukarı çıkışlar (1.8)` },
    steps: [step('players',
      `${available.slice().sort((a, b) => b.score - a.score || a.no - b.no).map((p) => `${p.no}: ${pts(p.score)} pts, R ${p.rating}, ARO ${p.aro}, ${prefEn(p.pref)}, upfloated ${p.upfloats}${p.maximumUpfloater ? ' (maximum upfloater)' : ''}`).join('; ')}.${limit !== undefined ? ` MaxT = 2 + [${opts.totalRounds}/5] = ${limit}.` : ''}`,
      `${available.slice().sort((a, b) => b.score - a.score || a.no - b.no).map((p) => `${p.no}: ${ptsTr(p.score)} puan, R ${p.rating}, ARO ${p.aro}, ${prefTr(p.pref)}, ${p.upfloats} kez yukarı çıktı${p.maximumUpfloater ? ' (azami yukarı çıkan)' : ''}`).join('; ')}.${limit !== undefined ? ` MaxT = 2 + [${opts.totalRounds}/5] = ${limit}.` : ''}`,
      R('1.6-1.8'))],
  });

  // 1.9, 3.1: the PAB first
  let bye: DubovPlayer | undefined;
  if (available.length % 2 === 1) {
    const choice = choosePab(available, legal, (a, b) => b.no - a.no);
    const steps: TraceStep[] = [];
    if (choice.barred.length) steps.push(step('bye-barred', `Not eligible for the PAB ([C2]: a PAB or a win without playing before): ${nos(choice.barred)}.`, `PAB alamaz ([C2]: daha önce PAB ya da oynamadan galibiyet): ${nos(choice.barred)}.`, R('3.1.1, 2.1.2')));
    for (const c of choice.refused) steps.push(step('bye-refused', `${c.no} cannot take the PAB: the other players could then not all be paired.`, `${c.no} PAB alamaz: diğer oyuncuların tümü eşlendirilemezdi.`, R('3.1.2, 2.2.1')));
    bye = choice.bye;
    if (!bye) {
      explanation.sections.push({ title: { en: 'Pairing-allocated bye (3.1)', tr: 'Eşlendirmeden doğan BYE (3.1)' }, steps });
      return fail(`no legal pairing: round ${round}: no player can receive the pairing-allocated bye (3.1.1 [C2], 3.1.2 [C4])`, `eşlendirme olanaksız: ${round}. tur: PAB verilebilecek oyuncu yok (3.1.1 [C2], 3.1.2 [C4])`);
    }
    steps.push(step('bye', `PAB: ${bye.no} (${pts(bye.score)} pts, ${bye.gamesPlayed} games played, TPN ${bye.no}): among the eligible players who leave a complete pairing, the lowest score, then the most games played, then the largest TPN.`,
      `PAB: ${bye.no} (${ptsTr(bye.score)} puan, ${bye.gamesPlayed} oyun, TPN ${bye.no}): uygun ve geri kalanların tam eşlendirilmesine izin veren oyuncular arasında en düşük puanlı, sonra en çok oyun oynamış, sonra en büyük TPN'li.`,
      R('3.1.3-3.1.5'), { bye: bye.no }));
    explanation.sections.push({ title: { en: 'Pairing-allocated bye (3.1)', tr: 'Eşlendirmeden doğan BYE (3.1)' }, steps });
  }
  const toPair = available.filter((p) => p !== bye);
  if (!completePairingExists(toPair.map((p) => p.no), legal)) {
    return fail(`no legal pairing: round ${round}: the ${toPair.length} players cannot all be paired without a rematch or two equal absolute colour preferences ([C1], [C3], [C4])`,
      `eşlendirme olanaksız: ${round}. tur: ${toPair.length} oyuncunun tümü, tekrar eşleşme ya da aynı mutlak renk tercihi olmadan eşlendirilemiyor ([C1], [C3], [C4])`);
  }

  const taken = new Set<number>();
  const pairs: Array<[DubovPlayer, DubovPlayer]> = [];
  const scoresDesc = [...new Set(toPair.map((p) => p.score))].sort((a, b) => b - a);
  for (const s of scoresDesc) {
    const residents = toPair.filter((p) => p.score === s && !taken.has(p.no));
    if (!residents.length) continue;
    const below = toPair.filter((p) => p.score < s && !taken.has(p.no));
    const res = pairBracket({ residents, below, legal, lastRound });
    const title = { en: `Bracket of scoregroup ${pts(s)}`, tr: `${ptsTr(s)} puan grubunun eşlendirme grubu` };
    if (!res) {
      explanation.sections.push({ title, group: { score: s, players: residents.map((p) => p.no) }, steps: [] });
      return fail(`no legal pairing: round ${round}: the bracket of scoregroup ${pts(s)} cannot be paired`, `eşlendirme olanaksız: ${round}. tur: ${ptsTr(s)} puan grubu eşlendirilemiyor`);
    }
    const steps: TraceStep[] = [step('residents', `Residents: ${nos(residents)}.`, `Grubun kendi oyuncuları: ${nos(residents)}.`, R('1.3'))];
    const c = res.criteria;
    if (c.upfloaters === 0) steps.push(step('upfloaters', 'No upfloater is needed: the residents pair among themselves, and the players below can all be paired.', 'Yukarı çıkan gerekmiyor: grubun oyuncuları kendi aralarında eşlenir, alttakiler de tümüyle eşlendirilebilir.', R('3.2.1')));
    else {
      steps.push(step('upfloaters', `${c.upfloaters} upfloater(s) needed (the minimum, [C5]); chosen, the first set in the order of 4.2 (descending score, then ascending TPN) that complies best with [C6]-[C10]: ${res.upfloaters.map((p) => `${p.no} (${pts(p.score)} pts, upfloated ${p.upfloats}${p.maximumUpfloater ? ', maximum upfloater' : ''}${p.upfloatedLastRound ? ', upfloated last round' : ''})`).join(', ')}. Score differences [C6]: ${c.differences.map(pts).join(', ')}; ${c.maximumUpfloaters} maximum upfloater(s) [C8]${lastRound ? ' — [C8]-[C10] do not apply in the last round' : ''}; ${c.upfloatedAgain} upfloated in the previous round [C10].`,
        `${c.upfloaters} yukarı çıkan gerekli (en az sayı, [C5]); 4.2 sırasında (azalan puan, sonra artan TPN) [C6]-[C10]'a en iyi uyan ilk küme seçildi: ${res.upfloaters.map((p) => `${p.no} (${ptsTr(p.score)} puan, ${p.upfloats} kez yukarı çıktı${p.maximumUpfloater ? ', azami yukarı çıkan' : ''}${p.upfloatedLastRound ? ', önceki turda yukarı çıktı' : ''})`).join(', ')}. Puan farkları [C6]: ${c.differences.map(ptsTr).join(', ')}; ${c.maximumUpfloaters} azami yukarı çıkan [C8]${lastRound ? ' — son turda [C8]-[C10] uygulanmaz' : ''}; önceki turda yukarı çıkan ${c.upfloatedAgain} [C10].`,
        R('3.2.1, 3.2.2, 2.3'), { upfloaters: res.upfloaters.map((p) => p.no) }));
      if (res.passedOver.length) {
        const blocked = res.passedOver.filter((d) => residents.every((r) => !legal(r.no, d.no)));
        const worse = res.passedOver.filter((d) => !blocked.includes(d));
        if (blocked.length) steps.push(step('passed-over', `Passed over in 4.2's order, as no resident may meet them ([C1] already met, or [C3]): ${nos(blocked)}.`, `4.2 sırasında atlananlar, grubun hiçbir oyuncusuyla eşlenemedikleri için ([C1] daha önce karşılaştılar ya da [C3]): ${nos(blocked)}.`, R('3.2.2, 2.1')));
        if (worse.length) steps.push(step('passed-over', `Passed over in 4.2's order, as a set with them complies worse with [C5]-[C10] or leaves the players below without a complete pairing ([C4]): ${nos(worse)}.`, `4.2 sırasında atlananlar: onlarla kurulan küme [C5]-[C10]'a daha kötü uyar ya da alttakilerin tam eşlendirilmesini engeller ([C4]): ${nos(worse)}.`, R('3.2.2, 2.2.1, 2.3')));
      }
    }
    steps.push(step('g1g2', res.allNew
      ? `Nobody in the bracket has played yet: G1 = the first half by TPN: ${nos(res.g1)}; G2 = ${nos(res.g2)}.`
      : `G1 (colour preference for White): ${nos(res.g1)}; G2 (the others): ${nos(res.g2)}.`,
    res.allNew
      ? `Gruptaki kimse henüz oynamadı: G1 = TPN'ye göre ilk yarı: ${nos(res.g1)}; G2 = ${nos(res.g2)}.`
      : `G1 (beyaz tercihli): ${nos(res.g1)}; G2 (diğerleri): ${nos(res.g2)}.`, R('3.2.3')));
    if (res.shift1.players.length) steps.push(step('shift', `Players of ${res.shift1.from} who must unavoidably meet each other: ${res.shift1.players.length} pair(s); shifted out of ${res.shift1.from} (the first such set in 4.3's order, from the middle of the list): ${nos(res.shift1.players)}.`, `${res.shift1.from} içinde kaçınılmaz olarak birbiriyle eşlenecek ${res.shift1.players.length} çift var; ${res.shift1.from} dışına kaydırılanlar (4.3 sırasında, listenin ortasından başlayarak ilk uygun küme): ${nos(res.shift1.players)}.`, R('3.2.4.1, 4.3')));
    if (res.shift2.players.length) steps.push(step('shift', `Equalising G1 and G2: shifted out of ${res.shift2.from} (the first set in 4.3's order that still allows the best colours, [C7]): ${nos(res.shift2.players)}.`, `G1 ve G2'yi eşitlemek için ${res.shift2.from} dışına kaydırılanlar ([C7]'ye en iyi uyan, 4.3 sırasındaki ilk küme): ${nos(res.shift2.players)}.`, R('3.2.4.2, 4.3')));
    steps.push(step('s1t2', `S1 (G1 by ascending ARO, then TPN): ${res.s1.map((p) => `${p.no} (ARO ${p.aro})`).join(', ')}; T2, the first transposition of G2 (by TPN) giving a legal pairing with the best colours: ${nos(res.t2)}. ${c.colourMisses} player(s) do not get their colour preference [C7].`,
      `S1 (G1, artan ARO sonra TPN): ${res.s1.map((p) => `${p.no} (ARO ${p.aro})`).join(', ')}; T2, G2'nin (TPN sırası) kurala uygun ve en iyi renkleri veren ilk permütasyonu: ${nos(res.t2)}. Renk tercihini alamayan: ${c.colourMisses} [C7].`,
      R('3.2.5, 4.4'), { s1: res.s1.map((p) => p.no), t2: res.t2.map((p) => p.no) }));
    explanation.sections.push({ title, group: { score: s, players: residents.map((p) => p.no) }, steps });
    for (const [a, b] of res.pairs) { pairs.push([a, b]); taken.add(a.no); taken.add(b.no); }
  }

  // 5.2: colours; "higher ranked" = more points, then the smaller TPN (5.2.1)
  const higher = dubovHigher(all);
  const { section, boards: ordered } = colourSection({
    pairs, initial: opts.firstColour, first: higher, higherFor525: higher,
    higherText: ['the higher ranked player\'s preference granted', 'üst sıradaki oyuncunun tercihi karşılandı'],
    scoreOf: (no) => all.get(no)!.score, bye: bye?.no, cite: R,
  });
  explanation.sections.push(section);
  return { ok: true, pairing: { round, boards: ordered, byes: bye ? [bye.no] : [] }, explanation };
}

export const dubov2026: PairingSystem = {
  id: 'dubov-2026',
  name: { en: 'FIDE Dubov system (C.04.4.1, 2026)', tr: 'FIDE Dubov sistemi (C.04.4.1, 2026)' },
  options: [{ key: 'firstColour', kind: 'enum', values: ['w', 'b'] }],
  pair: pairDubov2026,
};
