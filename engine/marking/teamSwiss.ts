/**
 * Criterion-level marking for the Swiss Team system (C.04.6, in force from 1 February 2026): the Article 3 procedure
 * evaluated decision by decision (engine/marking/lexicographic.ts) with the engine's own rules: the round as the
 * engine reads it (teamSwissRound), the rules of 3.5 per scoregroup (tsUpfloaterRules), [C8]-[C10] of a pair
 * (pairCost), the seats of 3.6.1 (seatOrder), the first board's colours (allocateColours, Article 4); the matches in
 * the order of GHR 3.6.
 */
import type { Tournament } from '../model/types';
import type { Explanation, Pairing, PairingOptions } from '../pairing/types';
import { readTeamEvent } from '../trf/team';
import { teamSwissRound } from '../pairing/team-swiss/index';
import { pairCost, seatOrder, tsUpfloaterRules } from '../pairing/team-swiss/pairing';
import { allocateColours } from '../pairing/team-swiss/colours';
import { citations } from './citations';
import type { CriteriaMarks } from './criteria';
import { markLexicographic, type LexRound } from './lexicographic';
import type { Proposal } from './types';

export function teamSwissLexRound(t: Tournament, options: PairingOptions): LexRound {
  const R = teamSwissRound(readTeamEvent(t), options);
  const { ts, opts } = R;
  const crit: LexRound['bracketCriteria'] = [{ rule: '[C8]', cost: (a, b, ups) => pairCost(ts, a, b, ups, opts)[0] }];
  // [C9] with Type B preferences only; [C10] not in the last two rounds (2.3.7)
  if (opts.typeB) crit.push({ rule: '[C9]', cost: (a, b, ups) => pairCost(ts, a, b, ups, opts)[1] });
  if (!opts.lastTwoRounds) crit.push({ rule: '[C10]', cost: (a, b, ups) => pairCost(ts, a, b, ups, opts)[2] });
  return {
    chapter: 'C.04.6',
    who: { en: 'teams', tr: 'takımlar' },
    states: ts,
    players: R.teams,
    rules: () => (_top, rest) => tsUpfloaterRules(ts, rest, opts),
    bracketCriteria: crit,
    seats: (bracket) => seatOrder(ts, bracket, opts),
    names: {
      '[C8]': { en: 'pairs of teams with the same colour preference', tr: 'aynı renk tercihli takımların eşleri' },
      '[C9]': { en: 'pairs of teams with the same strong colour preference', tr: 'aynı renge güçlü tercihli takımların eşleri' },
      '[C10]': { en: "upfloaters' opponents who floated in the previous round", tr: 'önceki turda yüzmüş, yukarı çıkanın rakipleri' },
    },
    sayings: {
      '[C8]': (m, b) => ({ en: `your pairing has ${m} pair${m === '1' ? '' : 's'} of teams with the same colour preference (one of them not met), where ${b} is possible`, tr: `eşlendirmenizde aynı renk tercihli takımların ${m} eşi var (birinin tercihi karşılanmıyor); oysa ${b} mümkün` }),
      '[C9]': (m, b) => ({ en: `your pairing has ${m} pair${m === '1' ? '' : 's'} of teams with the same strong colour preference, where ${b} is possible`, tr: `eşlendirmenizde aynı renge güçlü tercihli takımların ${m} eşi var; oysa ${b} mümkün` }),
      '[C10]': (m, b) => ({ en: `your pairing gives ${m} upfloater${m === '1' ? '' : 's'} an opponent that floated in the previous round, where ${b} is possible`, tr: `eşlendirmenizde ${m} yukarı çıkanın rakibi önceki turda yüzmüştü; oysa ${b} mümkün` }),
    },
    colour: (a, b) => {
      const d = allocateColours(ts.get(a)!, ts.get(b)!, R.initial, R.ctx, R.useSecondary);
      return { white: d.white, rule: d.rule, why: d.text };
    },
    boardOrderRule: citations('team-swiss').boardOrder!,
  };
}

export function markTeamSwiss(t: Tournament, options: PairingOptions, p: Proposal, correct: Pairing, explanation: Explanation): CriteriaMarks {
  const r = teamSwissLexRound(t, options);
  return markLexicographic(r, p, correct, explanation);
}
