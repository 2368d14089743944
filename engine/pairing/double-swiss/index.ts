/**
 * FIDE C.04.5 Double-Swiss System (approved 28 October 2025, in force from 1 February 2026): every pairing is a match of
 * two games, colours swapped (Preface); paired by Article 3 with the criteria of Article 2, colours by Article 4.
 * The text was read first-hand only up to 1.3; 1.4-4.4 from close secondary quotations (see README, "Double-Swiss").
 */
import type { Tournament } from '../../model/types';
import type { Explanation, PairingOptions, PairingOutcome, PairingSystem, Text, TraceStep } from '../types';
import { DEFAULT_VALUES, derivePlayers, isDoubleSwissTrf, matchToPair, readMatches, type DoubleSwissValues, type DsPlayer } from './matches';
import { publicationOrder } from '../lexicographic';
import type { Colour } from '../../model/types';
import { pairRound, type DsOptions } from './pairing';
import { InputError } from '../../trf/errors';
import { forbiddenPairs } from '../../model/history';
import { matchColours } from './colours';
import { refuseAcceleration } from '../acceleration';

const SYSTEM_ID = 'double-swiss';

function num(v: unknown, name: string, dflt: number): number {
  if (v === undefined) return dflt;
  if (typeof v !== 'number' || !(v >= 0)) throw new InputError(`must be a number of points, not ${JSON.stringify(v)}`, undefined, undefined, `option ${name}`);
  return v;
}

/** The round to pair as the engine reads it: the match-round, the readings, the players' facts, who is paired. */
export interface DsRound {
  k: number;
  values: DoubleSwissValues;
  c6: 'parity' | 'none';
  c5: 'ascending' | 'descending';
  following: 'standings' | 'remaining';
  oneEach: 'meeting' | 'no-meeting';
  /** The 192 code of the file. */
  code?: string;
  matchesTotal?: number;
  ps: Map<number, DsPlayer>;
  /** The players to pair, by TPN. */
  players: number[];
  opts: DsOptions;
  initial: Colour;
}

/** Reads the round to pair (options, matches, players' facts, forbidden pairs, absences); refuses bad input. */
export function doubleSwissRound(t: Tournament, options: PairingOptions = {}): DsRound {
  const values: DoubleSwissValues = {
    pab: num(options.pabValue, 'pabValue', DEFAULT_VALUES.pab),
    H: num(options.byeH, 'byeH', DEFAULT_VALUES.H),
    F: num(options.byeF, 'byeF', DEFAULT_VALUES.F),
    Z: 0,
  };
  const pick = <T extends string>(name: string, allowed: readonly T[]): T => {
    const v = options[name] ?? allowed[0];
    if (!allowed.includes(v as T)) throw new InputError(`must be ${allowed.join(' or ')}, not ${JSON.stringify(v)}`, undefined, undefined, `option ${name}`);
    return v as T;
  };
  // the open readings of the text (note c045-double-swiss.md section 9), the reference's first
  const c6 = pick('c6', ['parity', 'none'] as const);
  const c5 = pick('c5', ['ascending', 'descending'] as const);
  const following = pick('following', ['standings', 'remaining'] as const);
  const oneEach = pick('oneEach', ['meeting', 'no-meeting'] as const);
  const code = (t.otherLines ?? []).map((l) => /^192\s+(\S+)/.exec(l)?.[1]).find((c) => c !== undefined);
  const matches = readMatches(t);
  const k = matchToPair(matches);
  const totalTrf = typeof options.totalRounds === 'number' ? options.totalRounds : t.totalRounds;
  const matchesTotal = typeof options.matches === 'number' ? options.matches : totalTrf !== undefined ? Math.floor(totalTrf / 2) : undefined;
  const lastRound = matchesTotal !== undefined && k >= matchesTotal;
  // a match without its results cannot be paired from: its scores, meetings and colours are not known yet
  for (let j = 1; j < k; j++) for (const [p, m] of matches[j - 1]) {
    if (m.kind === 'games' && m.games.some((g) => g.result === '')) throw new InputError(`player ${p}: match ${j} (TRF rounds ${2 * j - 1} and ${2 * j}) has a game without a result; enter it before pairing match ${k}`);
  }
  const ps = derivePlayers(t, matches, k, values, oneEach);
  // Pairs the arbiter forbade (XXP, 260: TRF rounds, so a match is barred when either of its two rounds is) never meet.
  for (const [a, b] of [...forbiddenPairs(t, 2 * k - 1), ...forbiddenPairs(t, 2 * k)]) { ps.get(a)?.met.add(b); ps.get(b)?.met.add(a); }
  const absent = new Set([...(matches[k - 1]?.keys() ?? [])]);
  // not paired: a bye or absence written for this match-round, or withdrawn (model rounds are TRF rounds: game 1 is 2k-1)
  const players = t.players.filter((p) => !absent.has(p.no) && !(p.withdrawnFrom !== undefined && p.withdrawnFrom <= 2 * k - 1)).map((p) => p.no).sort((a, b) => a - b);
  const opts: DsOptions = { lastRound, c6, c5, following };
  return { k, values, c6, c5, following, oneEach, code, matchesTotal, ps, players, opts, initial: t.firstColour ?? 'w' };
}

export function pairDoubleSwiss(t: Tournament, options: PairingOptions = {}): PairingOutcome {
  refuseAcceleration(t, 'double-swiss'); // C.04.7: not applied by this system, so a file asking for it is refused
  const { k, values, c6, c5, following, oneEach, code, matchesTotal, ps, players, opts, initial } = doubleSwissRound(t, options);
  const { lastRound } = opts;
  const steps: TraceStep[] = [];
  const note = (kind: string, en: string, tr: string, rule?: string, data?: Record<string, unknown>) => steps.push({ kind, text: { en, tr }, rule, data });
  if (matchesTotal === undefined) note('note', 'The number of matches is not declared (142/XXR): this is not taken as the last round, so [C7] and [C8] apply.', 'Maç sayısı bildirilmemiş (142/XXR): son tur sayılmadı, [C7] ve [C8] uygulandı.', 'C.04.5 2.3.4, 2.3.5');
  if (code === 'CUSTOM_DOUBLESWISS') note('note', '192 CUSTOM_DOUBLESWISS: the event has rules of its own; paired here by C.04.5 as published.', '192 CUSTOM_DOUBLESWISS: turnuvanın kendi kuralları var; burada yayımlanmış C.04.5 ile eşlendi.', 'C.04.5');
  if (!isDoubleSwissTrf(t)) note('note', 'The file has no "192 FIDE_DOUBLESWISS" line: read as two TRF rounds per match because the Double-Swiss system was asked for.', 'Dosyada "192 FIDE_DOUBLESWISS" satırı yok: Double-Swiss istendiği için her maç iki TRF turu olarak okundu.', 'ADR 0007 dialect');
  note('note', `Match-round ${k} (TRF rounds ${2 * k - 1}-${2 * k})${matchesTotal ? ` of ${matchesTotal}` : ''}; ${players.length} players to pair. Readings: [C5] ${c5}, [C6] ${c6}, following scoregroup ${following}, each forfeiting one game ${oneEach}; PAB worth ${values.pab}; H ${values.H}, F ${values.F}.${lastRound ? ' Last round: [C7] and [C8] do not apply.' : ''}`,
    `${k}. maç turu (TRF ${2 * k - 1}-${2 * k}. turlar)${matchesTotal ? ` / ${matchesTotal}` : ''}; eşlenecek ${players.length} oyuncu. Okumalar: [C5] ${c5}, [C6] ${c6}, sonraki puan grubu ${following}, birer oyun hükmen ${oneEach}; PAB ${values.pab} puan; H ${values.H}, F ${values.F}.${lastRound ? ' Son tur: [C7] ve [C8] uygulanmaz.' : ''}`, lastRound ? 'C.04.5 2.3.4, 2.3.5' : 'C.04.5 1.4');
  const explanation: Explanation = { system: SYSTEM_ID, round: k, sections: [{ title: { en: 'Double-Swiss (C.04.5, 2026)', tr: 'Double-Swiss (C.04.5, 2026)' }, steps }] };
  const r = pairRound(ps, players, opts);
  if (!r.ok) {
    const reason: Text = {
      en: `no complete round-pairing exists: ${r.detail}; the Chief Arbiter decides (C.04.5 3.3.3)`,
      tr: `tam bir tur eşlendirmesi yok: ${r.detail}; Başhakem karar verir (C.04.5 3.3.3)`,
    };
    note('reject', reason.en, reason.tr, 'C.04.5 3.3.3');
    return { ok: false, reason, explanation };
  }
  if (r.bye !== undefined) {
    if (r.byeCandidatesRefused.length) note('bye', `PAB candidates refused because the others could then not all be paired: ${r.byeCandidatesRefused.join(', ')}.`, `PAB adayı olup diğerlerini eşlenemez bırakacağı için reddedilenler: ${r.byeCandidatesRefused.join(', ')}.`, 'C.04.5 3.4.1');
    note('bye', `PAB: ${r.bye} (not barred by [C2]; lowest score, then most matches played, then largest TPN).`, `PAB: ${r.bye} ([C2] engeli yok; en düşük puan, sonra en çok oynanan maç, sonra en büyük sıra numarası).`, 'C.04.5 3.4', { bye: r.bye });
  }
  for (const b of r.brackets) {
    const ups = b.upfloaters.length ? b.upfloaters.join(', ') : 'none';
    const c6tr = { satisfied: 'sağlandı', 'not-applicable': 'gerekmedi', lapsed: 'hiçbir küme sağlayamadığı için uygulanmadı' }[b.c6];
    const c6en = { satisfied: 'satisfied', 'not-applicable': 'not needed', lapsed: 'lapsed: no set satisfies it' }[b.c6];
    note('bracket', `Top-scoregroup ${b.score}: ${b.residents.join(', ')}; upfloaters ${ups} (first set in the order of 3.5.4 with fewest upfloaters [C4], ${c5 === 'ascending' ? 'their scores highest from the lowest up' : 'their scores highest from the highest down'} [C5], [C6] ${c6en}, [C7] ${opts.lastRound ? 'not applied (last round)' : `${b.c7} previous-round floater(s)`}).`,
      `En üst puan grubu ${b.score}: ${b.residents.join(', ')}; yukarı çıkanlar ${ups === 'none' ? 'yok' : ups} (3.5.4 sırasında ilk küme: en az yukarı çıkan [C4], ${c5 === 'ascending' ? 'puanları en düşükten başlayarak en yüksek' : 'puanları en yüksekten başlayarak en yüksek'} [C5], [C6] ${c6tr}, [C7] ${opts.lastRound ? 'uygulanmadı (son tur)' : `önceki turda yüzen ${b.c7} oyuncu`}).`, 'C.04.5 3.5', { ...b });
    note('pairs', `Pairs by the first identifier (3.6.2) complying with [C1]${opts.lastRound ? '' : ` and [C8] (${b.c8})`}: ${b.pairs.map(([a, c]) => `${a}-${c}`).join(' ')}.`,
      `[C1]${opts.lastRound ? '' : ` ve [C8] (${b.c8})`} ile uyumlu ilk tanımlayıcıya (3.6.2) göre eşler: ${b.pairs.map(([a, c]) => `${a}-${c}`).join(' ')}.`, 'C.04.5 3.6');
  }
  const boards = r.pairs.map(([a, b]) => matchColours(ps.get(a)!, ps.get(b)!, initial));
  for (const d of boards) note('colour', `${d.white} White in game 1, ${d.black} White in game 2 (${d.rule}).`, `${d.white} 1. oyunda beyaz, ${d.black} 2. oyunda beyaz (${d.rule}).`, `C.04.5 ${d.rule}, 4.4`);
  // Board order: C.04.5 is silent, C.04.2 (GHR 3.6): higher score of the pair, then the sum, then the better TPN.
  const ordered = publicationOrder(boards, (p) => ps.get(p)!.score);
  return { ok: true, pairing: { round: k, boards: ordered.map(({ white, black }) => ({ white, black })), byes: r.bye !== undefined ? [r.bye] : [] }, explanation };
}

export const doubleSwiss: PairingSystem = {
  id: SYSTEM_ID,
  name: { en: 'Double-Swiss (FIDE C.04.5, 2026)', tr: 'Double-Swiss (FIDE C.04.5, 2026)' },
  options: [{ key: 'c5', kind: 'enum', values: ['ascending', 'descending'] }, { key: 'c6', kind: 'enum', values: ['parity', 'none'] }, { key: 'following', kind: 'enum', values: ['standings', 'remaining'] }, { key: 'oneEach', kind: 'enum', values: ['meeting', 'no-meeting'] }, { key: 'pabValue', kind: 'number', min: 0, max: 2 }, { key: 'byeH', kind: 'number', min: 0, max: 2 }, { key: 'byeF', kind: 'number', min: 0, max: 2 }, { key: 'matches', kind: 'number', min: 1, integer: true }],
  pair: (t, options) => pairDoubleSwiss(t, options),
};
