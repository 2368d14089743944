/**
 * FIDE C.04.6 Swiss Team Pairing System (approved 28 October 2025, in force from 1 February 2026): teams paired by
 * Article 3 with the criteria of Article 2, first-board colours by Article 4. The articles were read as quoted in the
 * research note `c046-team-swiss.md` (FIDE's own page gave only the Preface); see README, "Swiss Team".
 * Input: a TRF-2026 team file (records 310, 320, 330, 352, 362, 162, 192 over the 001 lines). Output: team numbers.
 */
import type { Tournament } from '../../model/types';
import type { TeamEvent } from '../../model/team';
import type { Explanation, OptionSpec, PairingOptions, PairingOutcome, PairingSystem, Text, TraceStep } from '../types';
import { InputError } from '../../trf/errors';
import { readTeamEvent } from '../../trf/team';
import { absentIn, mustNotMeet, roundToPair, teamStates, type TeamState } from './state';
import { allocateColours, teamPreference, type PreferenceContext, type TeamPreference } from './colours';
import { pairTeams, type TsOptions } from './pairing';
import { refuseAcceleration } from '../acceleration';
import { publicationOrder } from '../lexicographic';
import type { Colour } from '../../model/types';
import type { PreferenceType } from '../../model/team';

export const SYSTEM_ID = 'team-swiss';
export const TEAM_SWISS_OPTIONS: OptionSpec[] = [{ key: 'c6', kind: 'enum', values: ['parity', 'none'] }, { key: 'a1', kind: 'enum', values: ['strong', 'none'] }, { key: 'topMember', kind: 'enum', values: ['tpn', 'score'] }, { key: 'preferences', kind: 'enum', values: ['A', 'B', 'none'] }, { key: 'rounds', kind: 'number', min: 1, integer: true }];

export interface TeamPairing {
  round: number;
  /** Board order of the matches (GHR 3.6): White = the team with White on board 1. */
  matches: Array<{ white: number; black: number }>;
  bye?: number;
}

function pick<T extends string>(options: PairingOptions, name: string, allowed: readonly T[]): T {
  const v = options[name] ?? allowed[0];
  if (!allowed.includes(v as T)) throw new InputError(`must be ${allowed.join(' or ')}, not ${JSON.stringify(v)}`, undefined, undefined, `option ${name}`);
  return v as T;
}

/** The round to pair as the engine reads it: the readings, the teams' states and preferences, who is paired. */
export interface TeamSwissRound {
  k: number;
  total?: number;
  lastRound: boolean;
  lastTwo: boolean;
  c6: 'parity' | 'none';
  a1: 'strong' | 'none';
  topMember: 'tpn' | 'score';
  prefType: PreferenceType;
  ts: Map<number, TeamState>;
  absent: Set<number>;
  /** The teams to pair, by TPN. */
  teams: number[];
  ctx: PreferenceContext;
  preference: Map<number, TeamPreference>;
  opts: TsOptions;
  initial: Colour;
  /** 4.2.2: the secondary score decides the first-team when the event has one. */
  useSecondary: boolean;
}

/** Reads the round to pair of a team event (options, states, preferences); refuses what the engine refuses. */
export function teamSwissRound(e: TeamEvent, options: PairingOptions = {}): TeamSwissRound {
  const c6 = pick(options, 'c6', ['parity', 'none'] as const);
  const a1 = pick(options, 'a1', ['strong', 'none'] as const);
  const topMember = pick(options, 'topMember', ['tpn', 'score'] as const);
  const prefType = options.preferences === undefined ? e.settings.preferences : pick(options, 'preferences', ['A', 'B', 'none'] as const);
  if (e.settings.baku) throw new InputError(`192 ${e.settings.systemCode}: acceleration (C.04.7 Baku) with the Swiss Team system is not implemented; refused rather than paired without it`, undefined, undefined, 'record 192');
  const k = roundToPair(e);
  const total = typeof options.totalRounds === 'number' ? options.totalRounds : typeof options.rounds === 'number' ? options.rounds : e.totalRounds;
  if (options.round !== undefined && options.round !== k) throw new InputError(`round ${String(options.round)} cannot be paired: the round to pair is ${k}`);
  const lastRound = total !== undefined && k >= total;
  const lastTwo = total !== undefined && k > total - 2;
  const ts = teamStates(e, k);
  const absent = absentIn(e, k);
  const teams = e.teams.map((t) => t.no).filter((no) => !absent.has(no));
  const ctx: PreferenceContext = { type: prefType, lastRound, a1 };
  const preference = new Map<number, TeamPreference>();
  for (const [no, s] of ts) preference.set(no, teamPreference(s.colours, ctx));
  const opts: TsOptions = { lastTwoRounds: lastTwo, c6, typeB: prefType === 'B', preference, topMember };
  return { k, total, lastRound, lastTwo, c6, a1, topMember, prefType, ts, absent, teams, ctx, preference, opts, initial: e.initialColour ?? 'w', useSecondary: !!e.settings.secondary };
}

/** Pairs the next round of a team event. */
export function pairTeamEvent(e: TeamEvent, options: PairingOptions = {}): PairingOutcome {
  const { k, total, lastRound, lastTwo, c6, a1, topMember, prefType, ts, absent, teams, ctx, opts } = teamSwissRound(e, options);
  const steps: TraceStep[] = [];
  const note = (kind: string, en: string, tr: string, rule?: string, data?: Record<string, unknown>) => steps.push({ kind, text: { en, tr }, rule, data });
  const s = e.settings;
  const prefName = { A: 'Type A', B: 'Type B', none: 'no colour preferences' }[prefType];
  const prefTr = { A: 'A tipi', B: 'B tipi', none: 'renk tercihi yok' }[prefType];
  note('note', `C.04.6 (2026 edition), round ${k}${total ? ` of ${total}` : ''}; ${teams.length} teams to pair${absent.size ? ` (${[...absent].join(', ')} not paired: bye or absence)` : ''}. Score: ${s.primary === 'MP' ? 'match points' : 'game points'}${s.secondary ? `, secondary ${s.secondary === 'MP' ? 'match points' : 'game points'} (4.2.2)` : ', no secondary score'}; ${prefName}; PAB worth ${s.pab.mp} MP and ${s.pab.gp} GP. Readings: [C6] ${c6}, A1 ${a1}, 3.6.1 top member by ${topMember === 'tpn' ? 'TPN (the text)' : 'score then TPN (the reference platform, not the text)'}.${lastTwo ? ' Last two rounds: [C7] and [C10] do not apply.' : ''}${lastRound ? ' Last round (1.7).' : ''}`,
    `C.04.6 (2026 baskısı), ${k}. tur${total ? ` / ${total}` : ''}; eşlenecek ${teams.length} takım${absent.size ? ` (${[...absent].join(', ')} eşlenmedi: bay ya da yok)` : ''}. Puan: ${s.primary === 'MP' ? 'maç puanı' : 'oyun puanı'}${s.secondary ? `, ikincil ${s.secondary === 'MP' ? 'maç puanı' : 'oyun puanı'} (4.2.2)` : ', ikincil puan yok'}; ${prefTr}; PAB ${s.pab.mp} MP ve ${s.pab.gp} OP. Okumalar: [C6] ${c6}, A1 ${a1}, 3.6.1 üst üye ${topMember === 'tpn' ? 'sıra numarasıyla (metin)' : 'puan sonra sıra numarasıyla (referans platform, metin değil)'}.${lastTwo ? ' Son iki tur: [C7] ve [C10] uygulanmaz.' : ''}${lastRound ? ' Son tur (1.7).' : ''}`, 'C.04.6 1.2, 1.4, 1.7');
  const apart = teams.flatMap((no) => mustNotMeet(e, k, no).filter((o) => o > no).map((o) => `${no}-${o}`));
  if (apart.length) note('note', `Teams that must not meet this round (260), kept apart as teams that have met [C1]: ${apart.join(', ')}.`, `Bu turda karşılaşmaması gereken takımlar (260), karşılaşmış takımlar gibi ayrı tutuldu [C1]: ${apart.join(', ')}.`, 'C.04.6 2.1 [C1]');
  if (total === undefined) note('note', 'The number of rounds is not declared (142): this round is not taken as one of the last two, so [C7] and [C10] apply.', 'Tur sayısı bildirilmemiş (142): bu tur son iki turdan sayılmadı, [C7] ve [C10] uygulandı.', 'C.04.6 2.3.4, 2.3.7');
  const explanation: Explanation = { system: SYSTEM_ID, round: k, sections: [{ title: { en: 'Swiss Team (C.04.6, 2026)', tr: 'İsviçre Takım (C.04.6, 2026)' }, steps }] };
  const r = pairTeams(ts, teams, opts);
  if (!r.ok) {
    const reason: Text = { en: `no complete round pairing exists: ${r.detail} (C.04.6 ${r.article}); the Chief Arbiter decides (3.3.3)`, tr: `tam bir tur eşlendirmesi yok: ${r.detail} (C.04.6 ${r.article}); Başhakem karar verir (3.3.3)` };
    note('reject', reason.en, reason.tr, 'C.04.6 3.3.3');
    return { ok: false, reason, explanation };
  }
  if (r.bye !== undefined) {
    if (r.byeRefused.length) note('bye', `PAB candidates passed over because the other teams could then not all be paired: ${r.byeRefused.join(', ')}.`, `Diğer takımları eşlenemez bırakacağı için geçilen PAB adayları: ${r.byeRefused.join(', ')}.`, 'C.04.6 3.4.1');
    const b = ts.get(r.bye)!;
    note('bye', `PAB: team ${r.bye} (score ${b.score}, ${b.matchesPlayed} matches played): not barred by [C2]; the lowest score (3.4.2), then the most matches played (3.4.3), then the largest TPN (3.4.4).`, `PAB: ${r.bye} numaralı takım (puan ${b.score}, ${b.matchesPlayed} maç oynadı): [C2] engeli yok; en düşük puan (3.4.2), sonra en çok oynanan maç (3.4.3), sonra en büyük sıra numarası (3.4.4).`, 'C.04.6 3.4', { bye: r.bye });
  }
  for (const b of r.brackets) {
    const ups = b.upfloaters.length ? b.upfloaters.join(', ') : '';
    const c6en = { satisfied: 'met', 'not-applicable': 'not needed', lapsed: 'lapsed (no set meets it)' }[b.c6];
    const c6tr = { satisfied: 'sağlandı', 'not-applicable': 'gerekmedi', lapsed: 'hiçbir küme sağlayamadığından uygulanmadı' }[b.c6];
    note('bracket', `Top scoregroup ${b.score}: ${b.residents.join(', ')}; upfloaters: ${ups || 'none'}${ups ? ` (the first set in the order of 3.5.4 with the fewest upfloaters [C4], their scores as high as possible [C5], [C6] ${c6en}, [C7] ${lastTwo ? 'not applied' : `${b.c7} previous-round floater(s)`})` : ''}.`,
      `En üst puan grubu ${b.score}: ${b.residents.join(', ')}; yukarı çıkan: ${ups || 'yok'}${ups ? ` (3.5.4 sırasında ilk küme: en az yukarı çıkan [C4], puanları olabildiğince yüksek [C5], [C6] ${c6tr}, [C7] ${lastTwo ? 'uygulanmadı' : `önceki turda yüzen ${b.c7} takım`})` : ''}.`, 'C.04.6 3.5', { ...b });
    note('pairs', `Pairs by the first identifier (3.6.2, 3.6.3) at the best attainable [C8] ${b.c8}${opts.typeB ? `, [C9] ${b.c9}` : ''}${lastTwo ? '' : `, [C10] ${b.c10}`}: ${b.pairs.map(([x, y]) => `${x}-${y}`).join(' ')}.${b.upfloaterTop && topMember === 'tpn' ? ' An upfloater with a smaller TPN than its opponent is the top member of its pair (3.6.1: by TPN, whatever the scores).' : ''}`,
      `[C8] ${b.c8}${opts.typeB ? `, [C9] ${b.c9}` : ''}${lastTwo ? '' : `, [C10] ${b.c10}`} en iyi değerinde ilk tanımlayıcıya (3.6.2, 3.6.3) göre eşler: ${b.pairs.map(([x, y]) => `${x}-${y}`).join(' ')}.${b.upfloaterTop && topMember === 'tpn' ? ' Rakibinden küçük sıra numaralı yukarı çıkan takım eşin üst üyesidir (3.6.1: puana bakılmaksızın sıra numarası).' : ''}`, 'C.04.6 3.6');
  }
  const initial = e.initialColour ?? 'w';
  if (e.initialColour === undefined) note('note', 'No initial colour (152): White assumed for 4.3.1.', 'Kurayla çekilen renk yok (152): 4.3.1 için beyaz varsayıldı.', 'C.04.6 4.1');
  const decisions = r.pairs.map(([a, b]) => allocateColours(ts.get(a)!, ts.get(b)!, initial, ctx, !!s.secondary));
  for (const d of decisions) note('colour', `${d.white}-${d.black}: first-team ${d.first} (${d.firstWhy}); ${d.text.en} (${d.rule}).`, `${d.white}-${d.black}: ilk takım ${d.first} (${d.firstWhy}); ${d.text.tr} (${d.rule}).`, `C.04.6 ${d.rule}`);
  // order of publication (GHR 3.6): higher score of the pair, then the sum, then the smaller TPN
  const ordered = publicationOrder(decisions, (p) => ts.get(p)!.score);
  return { ok: true, pairing: { round: k, boards: ordered.map(({ white, black }) => ({ white, black })), byes: r.bye !== undefined ? [r.bye] : [] }, explanation };
}

export function pairTeamSwiss(t: Tournament, options: PairingOptions = {}): PairingOutcome {
  refuseAcceleration(t, 'team-swiss'); // C.04.7: not applied by this system, so a file asking for it is refused
  return pairTeamEvent(readTeamEvent(t), options);
}

export const teamSwiss: PairingSystem = {
  id: SYSTEM_ID,
  name: { en: 'Swiss Team (FIDE C.04.6, 2026)', tr: 'İsviçre Takım (FIDE C.04.6, 2026)' },
  options: TEAM_SWISS_OPTIONS,
  pair: (t, options) => pairTeamSwiss(t, options),
};

export type { TeamState };
