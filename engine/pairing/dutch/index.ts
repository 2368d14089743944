/**
 * The FIDE Dutch system as in force (C.04.3 approved 2024, applied from 1 July 2025; C.04.1 and C.04.2 of 2025),
 * with Baku acceleration (C.04.5.1) as an option. The pairing is exact: see brackets.ts.
 */
import type { Colour, Tournament } from '../../model/types';
import { nextRoundNumber } from '../../model/build';
import type { Explanation, PairingOptions, PairingOutcome, PairingSystem, TraceSection, TraceStep } from '../types';
import { pairRound, type BracketRecord } from './brackets';
import { boardOrder, colourFor } from './colours';
import { roundContext, type DutchPlayer } from './players';
import { bakuVirtualPoints } from './baku';
import { asksForBaku, virtualPointsFrom250 } from '../acceleration';
import { InputError } from '../../trf/errors';
import { describeInitialColour, initialColour, type InitialColour } from '../../model/initialColour';

const pts = (half: number): string => (half % 2 === 0 ? String(half / 2) : `${(half - 1) / 2}.5`);
const list = (xs: number[]): string => (xs.length ? xs.join(', ') : '—');

/** What the quality criteria found in the bracket's pairing (C.12-C.15), for the explanation. */
function qualitySteps(b: BracketRecord, byNo: Map<number, DutchPlayer>): TraceStep[] {
  const steps: TraceStep[] = [];
  const colourMisses: string[] = [];
  const strongMisses: string[] = [];
  for (const [x, y] of b.pairs) {
    const p = byNo.get(x)!;
    const q = byNo.get(y)!;
    if (p.pref && q.pref && p.pref === q.pref) {
      colourMisses.push(`${x}-${y}`);
      if ((p.strong || p.absolute) && (q.strong || q.absolute) && !(p.absolute && q.absolute)) strongMisses.push(`${x}-${y}`);
    }
  }
  if (b.pairs.length) steps.push({
    kind: 'colour',
    rule: 'C.12, C.13',
    text: colourMisses.length
      ? {
          en: `Pairs in which one player cannot get the preferred colour (the fewest possible): ${colourMisses.join(', ')}${strongMisses.length ? `; a strong preference is not met in ${strongMisses.join(', ')}` : ''}.`,
          tr: `Bir oyuncunun tercih ettiği rengi alamadığı eşler (mümkün olan en az): ${colourMisses.join(', ')}${strongMisses.length ? `; güçlü tercih karşılanamayanlar: ${strongMisses.join(', ')}` : ''}.`,
        }
      : { en: 'Every pair can meet both colour preferences.', tr: 'Her eşte iki oyuncunun renk tercihi de karşılanabiliyor.' },
    data: { colourMisses, strongMisses },
  });
  const repeatDown = b.downfloaters.filter((no) => byNo.get(no)?.float1 === 'down');
  const repeatUp = b.pairs.filter(([x, y]) => b.mdps.includes(x) && byNo.get(y)?.float1 === 'up').map(([, y]) => y);
  if (repeatDown.length || repeatUp.length) {
    steps.push({
      kind: 'float',
      rule: 'C.14, C.15',
      text: {
        en: `Unavoidable repeated floats: downfloaters who also floated down last round: ${list(repeatDown)}; MDP opponents who floated up last round: ${list(repeatUp)}.`,
        tr: `Kaçınılmaz tekrar kaymalar: geçen tur da aşağı kayıp yine aşağı kayanlar: ${list(repeatDown)}; geçen tur yukarı kayıp yine inen oyuncuyla eşlenenler: ${list(repeatUp)}.`,
      },
      data: { repeatDown, repeatUp },
    });
  }
  return steps;
}

function bracketSection(b: BracketRecord, byNo: Map<number, DutchPlayer>): TraceSection {
  const steps: TraceStep[] = [];
  steps.push({
    kind: 'bracket',
    rule: 'C.04.3 1.3',
    text: {
      en: `Residents (${pts(b.score)} point${b.score === 2 ? '' : 's'}): ${list(b.residents)}; moved-down players (MDPs): ${list(b.mdps)}.`,
      tr: `Grubun kendi oyuncuları (${pts(b.score)} puan): ${list(b.residents)}; üst gruptan inenler (MDP): ${list(b.mdps)}.`,
    },
    data: { residents: b.residents, mdps: b.mdps },
  });
  const mdpPairs = b.pairs.filter(([a]) => b.mdps.includes(a));
  if (b.mdps.length) {
    steps.push({
      kind: 'float',
      rule: 'C.6, C.7',
      text: {
        en: `MDPs paired here, highest first, each with the highest resident that keeps the round pairable: ${mdpPairs.map(([a, c]) => `${a}-${c}`).join(', ') || 'none'}.`,
        tr: `Bu grupta eşlenen inen oyuncular (önce en yüksek), her biri turun eşlenebilir kaldığı en üst oyuncuyla: ${mdpPairs.map(([a, c]) => `${a}-${c}`).join(', ') || 'yok'}.`,
      },
      data: { mdpPairs },
    });
  }
  if (b.s1.length) {
    steps.push({
      kind: 's1s2',
      rule: 'C.04.3 4.2',
      text: {
        en: `S1 (after ${b.exchanges} exchange${b.exchanges === 1 ? '' : 's'}): ${list(b.s1)}; each S1 player gets the first S2 player that satisfies the criteria (C.12–C.21 decide among the rest).`,
        tr: `S1 (${b.exchanges} değişimden sonra): ${list(b.s1)}; her S1 oyuncusu kriterleri sağlayan ilk S2 oyuncusuyla eşlenir (geri kalanında C.12–C.21 karar verir).`,
      },
      data: { s1: b.s1, exchanges: b.exchanges },
    });
  }
  if (b.exchanges > 0) {
    steps.push({
      kind: 'exchange',
      rule: 'C.04.3 4.3.3',
      text: {
        en: `${b.exchanges} resident${b.exchanges === 1 ? '' : 's'} exchanged between S1 and S2: the fewest, with the smallest differences of pairing numbers.`,
        tr: `S1 ile S2 arasında ${b.exchanges} oyuncu değiştirildi: en az sayıda, sıra numarası farkı en küçük olanlar.`,
      },
    });
  }
  if (b.method === 'classes') {
    steps.push({
      kind: 'note',
      rule: 'C.04.3 2.3',
      text: {
        en: "Decided without a search: counting the players' colour preferences and float histories bounds what any pairing of this bracket can reach on the quality criteria (C.9–C.21), and the pairs below, taken in the rules' order (each MDP its highest resident, each S1 player its first S2 player, no exchange), reach that bound.",
        tr: 'Arama yapmadan karar verildi: oyuncuların renk tercihleri ve kayma geçmişleri sayılarak bu grubun herhangi bir eşlendirmesinin kalite kriterlerinde (C.9–C.21) ulaşabileceği en iyi değer bulundu; kuralların sırasıyla (her inen oyuncuya en üstteki uygun oyuncu, her S1 oyuncusuna ilk uygun S2 oyuncusu, değişim yok) alınan aşağıdaki eşler bu değere ulaşıyor.',
      },
      data: { method: 'classes' },
    });
  }
  steps.push({
    kind: 'accept',
    text: {
      en: `Pairs: ${b.pairs.map(([a, c]) => `${a}-${c}`).join(', ') || 'none'}.`,
      tr: `Eşler: ${b.pairs.map(([a, c]) => `${a}-${c}`).join(', ') || 'yok'}.`,
    },
    data: { pairs: b.pairs },
  });
  steps.push(...qualitySteps(b, byNo));
  if (b.downfloaters.length) {
    steps.push({
      kind: 'float',
      rule: 'C.6–C.8',
      text: {
        en: `Downfloaters to the next bracket: ${list(b.downfloaters)}.`,
        tr: `Alt gruba inenler: ${list(b.downfloaters)}.`,
      },
      data: { downfloaters: b.downfloaters },
    });
  }
  return {
    title: { en: `Bracket of ${pts(b.score)} point${b.score === 2 ? '' : 's'}`, tr: `${pts(b.score)} puan grubu` },
    group: { score: b.score / 2, players: [...b.mdps, ...b.residents] },
    steps,
  };
}

/** The round to pair and its players as the Dutch rules see them (acceleration included): shared with the marker (engine/marking). */
export function dutchRound(t: Tournament, options: PairingOptions = {}) {
  const round = options.round ?? nextRoundNumber(t);
  // the last round changes the rules (C.3's topscorers, C.10, C.11; Baku's virtual points): with rounds played and no
  // number of rounds, whether this one is the last cannot be told, and guessing would pair by the wrong rules
  if (options.totalRounds === undefined && t.totalRounds === undefined && (round > 1 || options.acceleration !== undefined || options.baku !== undefined || asksForBaku(t))) {
    throw new InputError(`the Dutch needs the number of rounds of the tournament to pair round ${round} (C.04.3 1.8 and C.3: the last round's topscorers; C.04.7 Baku): give XXR (or 142) in the file or --option totalRounds=N`, undefined, undefined, 'XXR');
  }
  const totalRounds = Number(options.totalRounds ?? t.totalRounds ?? round);
  // C.04.7: the file's 250 lines decide when there are any (TRF-2026: they override 192's _BAKU); else Baku if asked
  const from250 = virtualPointsFrom250(t);
  if (from250 && (options.acceleration !== undefined || options.baku !== undefined)) {
    throw new InputError('the file\'s 250 lines give the acceleration, so the acceleration option would be ignored: leave the option out, or the 250 lines', undefined, undefined, 'option acceleration');
  }
  // a file asking for Baku (192 …_BAKU, 092) is paired with it: an option turning it off would be ignored, so refuse it
  if (!from250 && (options.baku === false || options.baku === 'false') && asksForBaku(t)) {
    throw new InputError('the file asks for the Baku acceleration (192/092), so baku=false would be ignored: leave the option out, or the Baku code', undefined, undefined, 'option baku');
  }
  const accelerated = !from250 && (options.acceleration === 'baku' || options.baku === true || options.baku === 'true' || asksForBaku(t));
  const virtual = from250 ?? (accelerated ? bakuVirtualPoints(t, totalRounds) : undefined);
  const ctx = roundContext(t, round, totalRounds, virtual);
  return { round, totalRounds, ctx, from250, accelerated };
}

export function pairDutch(t: Tournament, options: PairingOptions = {}): PairingOutcome {
  const { round, totalRounds, ctx, from250, accelerated } = dutchRound(t, options);
  const explanation: Explanation = { system: 'dutch', round, sections: [] };
  const intro: TraceStep[] = [
    {
      kind: 'note',
      text: {
        en: `${ctx.players.length} players to pair${ctx.notPaired.length ? `; not paired this round: ${list(ctx.notPaired)}` : ''}. Criteria in order: C.1–C.3 absolute, C.4 completion, C.5 PAB score, C.6–C.21 quality.`,
        tr: `Eşlenecek ${ctx.players.length} oyuncu${ctx.notPaired.length ? `; bu turda eşlenmeyenler: ${list(ctx.notPaired)}` : ''}. Kriter sırası: C.1–C.3 mutlak, C.4 tamamlama, C.5 BYE puanı, C.6–C.21 kalite.`,
      },
    },
  ];
  if (accelerated) intro.push({ kind: 'note', rule: 'C.04.5.1', text: { en: 'Baku acceleration: virtual points added for pairing only.', tr: 'Bakü hızlandırması: yalnızca eşlendirme için sanal puan eklendi.' } });
  if (from250) {
    const given = (t.acceleration ?? []).filter((a) => round >= a.fromRound && round <= a.toRound).map((a) => `${a.points} to ${a.from}–${a.to}`);
    const givenTr = (t.acceleration ?? []).filter((a) => round >= a.fromRound && round <= a.toRound).map((a) => `${a.from}–${a.to} numaralılara ${a.points}`);
    intro.push({ kind: 'note', rule: 'C.04.7', text: {
      en: `Acceleration by the file's 250 lines (they override any 192 Baku code): ${given.length ? `virtual points this round, for pairing only: ${given.join('; ')}` : 'no virtual points this round'}.`,
      tr: `Dosyanın 250 satırlarına göre hızlandırma (192 Bakü kodunun yerine geçer): ${givenTr.length ? `bu turda yalnızca eşlendirme için sanal puan: ${givenTr.join('; ')}` : 'bu turda sanal puan yok'}.`,
    } });
  }
  // E.5: the initial colour from the file, else from the first round as played (a checker hands in the one it read
  // from the whole file), else White; the explanation says which
  const given = options.initialColour as InitialColour | undefined;
  const ic = given && (given.colour === 'w' || given.colour === 'b') ? given : initialColour(t);
  intro.push({ kind: 'note', rule: 'C.04.3 5 (E.5)', text: describeInitialColour(ic), data: { initialColour: ic } });
  explanation.sections.push({ title: { en: 'Round setup', tr: 'Turun hazırlığı' }, steps: intro });

  const flag = (v: unknown) => v === true || v === 'true';
  const result = pairRound(ctx.players, ctx.playedRounds, totalRounds, { wholeGraph: flag(options.wholeGraph), exactOnly: flag(options.exactOnly) });
  if (!result.ok) {
    const reason = {
      en: 'No pairing satisfies the absolute criteria C.1–C.3 for all players (rematches, a second PAB, or equal absolute colour preferences); the arbiter must decide.',
      tr: 'Tüm oyuncular için C.1–C.3 mutlak kriterlerini sağlayan bir eşlendirme yok (tekrar karşılaşma, ikinci BYE veya aynı mutlak renk tercihi); karar hakemindir.',
    };
    explanation.sections.push({ title: { en: 'No legal pairing', tr: 'Geçerli eşlendirme yok' }, steps: [{ kind: 'reject', rule: 'C.4', text: reason }] });
    return { ok: false, reason, explanation };
  }
  if (result.byeScore !== null && result.bye) {
    explanation.sections[0].steps.push({
      kind: 'bye',
      rule: 'C.5',
      text: {
        en: `Odd number of players: the PAB goes to the lowest score possible (${pts(result.byeScore)}) among the players who may receive it (C.2).`,
        tr: `Oyuncu sayısı tek: BYE, alabilecek oyuncular arasında mümkün olan en düşük puana (${pts(result.byeScore)}) verilir (C.2).`,
      },
    });
    // Dutch C.9: among the candidates the criteria before it leave, the fewest unplayed games (byes, forfeits, absences)
    const unplayed = (p: DutchPlayer) => ctx.playedRounds - p.playedGames;
    const others = ctx.players.filter((p) => p.byeEligible && p.score === result.byeScore && p !== result.bye);
    if (others.length) {
      const list = others.map((p) => `${p.no} (${unplayed(p)})`).join(', ');
      explanation.sections[0].steps.push({
        kind: 'bye',
        rule: 'C.9',
        text: {
          en: `PAB: ${result.bye.no}, with ${unplayed(result.bye)} unplayed game${unplayed(result.bye) === 1 ? '' : 's'} (byes, forfeits, absences); the other candidates of that score and their unplayed games: ${list}. C.9 gives it to the fewest unplayed games among those the earlier criteria (C.6–C.8, bracket by bracket) leave.`,
          tr: `BYE: ${result.bye.no}, oynanmamış ${unplayed(result.bye)} oyunla (bye, hükmen, gelmeme); o puandaki öbür adaylar ve oynanmamış oyunları: ${list}. C.9, önceki kriterlerin (C.6–C.8, grup grup) bıraktıkları arasında en az oynanmamış oyunu olana verir.`,
        },
        data: { assignee: result.bye.no, unplayed: unplayed(result.bye), candidates: others.map((p) => ({ no: p.no, unplayed: unplayed(p) })) },
      });
    }
  }
  for (const b of result.brackets) if (b.residents.length || b.mdps.length) explanation.sections.push(bracketSection(b, ctx.byNo));

  const initial: Colour = ic.colour;
  const colourSteps: TraceStep[] = [];
  const boards = boardOrder(result.pairs).map(([a, b]) => {
    const [p, q] = a.no < b.no ? [a, b] : [b, a];
    const d = colourFor(p, q, initial);
    const white = d.colour === 'w' ? p.no : q.no;
    const black = d.colour === 'w' ? q.no : p.no;
    colourSteps.push({
      kind: 'colour',
      rule: `C.04.3 5 (${d.rule})`,
      text: { en: `${white}-${black}: colours by ${d.rule}.`, tr: `${white}-${black}: renkler ${d.rule} kuralıyla.` },
      data: { white, black, rule: d.rule },
    });
    return { white, black };
  });
  const byes = result.bye ? [result.bye.no] : [];
  if (result.bye) colourSteps.push({ kind: 'bye', rule: 'C.04.1 4', text: { en: `Pairing-allocated bye: ${result.bye.no}.`, tr: `Eşlendirmeden doğan BYE: ${result.bye.no}.` } });
  explanation.sections.push({ title: { en: 'Colours and boards', tr: 'Renkler ve masalar' }, steps: colourSteps });
  return { ok: true, pairing: { round, boards, byes }, explanation };
}

export const dutch: PairingSystem = {
  id: 'dutch',
  name: { en: 'FIDE Dutch system (C.04.3, 2025)', tr: 'FIDE Hollanda sistemi (C.04.3, 2025)' },
  options: [{ key: 'acceleration', kind: 'enum', values: ['baku'] }, { key: 'baku', kind: 'boolean' }, { key: 'wholeGraph', kind: 'boolean' }, { key: 'exactOnly', kind: 'boolean' }],
  pair: pairDutch,
};
