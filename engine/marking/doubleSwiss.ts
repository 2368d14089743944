/**
 * Criterion-level marking for the Double-Swiss system (C.04.5, in force from 1 February 2026): the Article 3 procedure
 * evaluated decision by decision (engine/marking/lexicographic.ts) with the engine's own rules: the round as the
 * engine reads it (doubleSwissRound), the rules of 3.5 per scoregroup (dsUpfloaterRules), [C8] of a pair (dsC8), the
 * colours of the match's first game (matchColours, Article 4); the boards in the order of GHR 3.6.
 */
import type { Tournament } from '../model/types';
import type { Explanation, Pairing, PairingOptions, Text } from '../pairing/types';
import { doubleSwissRound } from '../pairing/double-swiss/index';
import { dsC8, dsUpfloaterRules } from '../pairing/double-swiss/pairing';
import { matchColours } from '../pairing/double-swiss/colours';
import { citations } from './citations';
import type { CriteriaMarks } from './criteria';
import { markLexicographic, type LexRound } from './lexicographic';
import type { Proposal } from './types';

/** Article 4.3, as the colour message says it. */
const WHY: Record<string, Text> = {
  '4.3.1': { en: 'neither has had a colour: the higher-ranked player gets the initial colour with an odd TPN, the other with an even one', tr: 'ikisinin de rengi yok: üst sıradaki oyuncu tek sıra numarasıyla kurayla çekilen rengi, çift sıra numarasıyla diğerini alır' },
  '4.3.2': { en: 'White to the player who has had fewer Whites', tr: 'beyaz, daha az beyaz almış oyuncuya' },
  '4.3.3': { en: 'alternate from the last match in which the two had different colours', tr: 'renklerinin farklı olduğu son maça göre değiştirilir' },
  '4.3.4': { en: "the higher-ranked player's colour of his last match alternates", tr: 'üst sıradaki oyuncunun son maçtaki rengi değiştirilir' },
  '4.3.5': { en: "the opponent's colour of his last match alternates", tr: 'rakibin son maçtaki rengi değiştirilir' },
};

export function doubleSwissLexRound(t: Tournament, options: PairingOptions): LexRound {
  const R = doubleSwissRound(t, options);
  const { ps, opts } = R;
  return {
    chapter: 'C.04.5',
    who: { en: 'players', tr: 'oyuncular' },
    states: ps,
    players: R.players,
    rules: (bye) => dsUpfloaterRules(ps, R.players.filter((p) => p !== bye), bye, opts),
    // [C8] lapses in the last round (2.3.5)
    bracketCriteria: opts.lastRound ? [] : [{ rule: '[C8]', cost: (a, b, ups) => dsC8(ps, ups, a, b, false) }],
    seats: (bracket) => [...bracket].sort((a, b) => a - b),
    names: { '[C8]': { en: "upfloaters' opponents who floated in the previous round", tr: 'önceki turda yüzmüş, yukarı çıkanın rakipleri' } },
    sayings: {
      '[C8]': (m, b) => ({ en: `your pairing gives ${m} upfloater${m === '1' ? '' : 's'} an opponent who floated in the previous round, where ${b} is possible`, tr: `eşlendirmenizde ${m} yukarı çıkanın rakibi önceki turda yüzmüştü; oysa ${b} mümkün` }),
    },
    colour: (a, b) => {
      const d = matchColours(ps.get(a)!, ps.get(b)!, R.initial);
      return { white: d.white, rule: d.rule, why: WHY[d.rule] };
    },
    boardOrderRule: citations('double-swiss').boardOrder!,
  };
}

export function markDoubleSwiss(t: Tournament, options: PairingOptions, p: Proposal, correct: Pairing, explanation: Explanation): CriteriaMarks {
  const r = doubleSwissLexRound(t, options);
  return markLexicographic(r, p, correct, explanation);
}
