/**
 * The books' worked examples as exercises (issue 27), round by round (Dutch 1992-2009, Lim, Dubov): the trainee
 * pairs round k from the rounds before it, marked under the book's edition; the key is the book's printed pairing.
 */
import type { Tournament } from '../../engine/model/types';
import { buildTournament, type SimpleRound } from '../../engine/model/build';
import { pairingSystem } from '../../engine/pairing/registry';
import type { Pairing, PairingOptions, Text } from '../../engine/pairing/types';
import type { Exercise } from '../../engine/marking/exercise';
import { EXAMPLES, pairingExample } from './examples';

/** The books' worked examples: which system (edition) and options mark them, and the rounds that can be asked. */
export const BOOK_EXAMPLES: Record<'dutch' | 'lim' | 'dubov', { system: string; rounds: number[]; options: (round: number) => PairingOptions; title: Text }> = {
  dutch: { system: 'dutch-2009', rounds: [1, 2, 3, 4], options: () => ({}), title: { en: "the book's Dutch example (1992-2009 edition)", tr: 'kitabın Hollanda örneği (1992-2009 metni)' } },
  lim: { system: 'lim', rounds: [1, 2, 3], options: () => ({ bookPractice: true }), title: { en: "the book's Lim example (the book's practice)", tr: 'kitabın Lim örneği (kitabın uygulaması)' } },
  dubov: { system: 'dubov', rounds: [1, 2, 3], options: (r) => (r === 3 ? { bookPractice: true } : {}), title: { en: "the book's Dubov example", tr: 'kitabın Dubov örneği' } },
};

/** Round `round` of a book example as an exercise: the rounds before it; the key is the book's printed pairing. */
export function bookExercise(name: 'dutch' | 'lim' | 'dubov', round: number): Exercise {
  const ex = BOOK_EXAMPLES[name];
  if (!ex.rounds.includes(round)) throw new Error(`${name} example: rounds ${ex.rounds.join(', ')} can be asked, not ${round}`);
  let t: Tournament;
  if (name === 'dutch') {
    // the Dutch example's round 3 double forfeit: 9 and 14 are not paired again (absent in round 4)
    const d = EXAMPLES.dutch as unknown as { players: Array<{ no: number; name: string; rating?: number; title?: string }>; rounds: SimpleRound[] };
    const rounds: SimpleRound[] = d.rounds.slice(0, round - 1).map((r) => ({ round: r.round, games: r.games, bye: r.bye }));
    if (round === 4) rounds.push({ round: 4, games: [], absent: [9, 14] });
    t = buildTournament({ name: 'dutch example', players: d.players, rounds, firstColour: 'w', totalRounds: 9 });
  } else {
    t = pairingExample(name, round - 1);
    // the book gives no names: alphabetical order cannot decide, so ties fall to the pairing-number rule (as the book has it)
    if (name === 'dubov') t = { ...t, players: t.players.map((p) => ({ ...p, name: '' })) };
  }
  const printed = (EXAMPLES[name] as unknown as { rounds: Array<{ games: Array<{ white: number; black: number }>; bye?: number }> }).rounds[round - 1];
  const key: Pairing = { round, boards: printed.games.map((g) => ({ white: g.white, black: g.black })), byes: printed.bye ? [printed.bye] : [] };
  const sys = pairingSystem(ex.system)!;
  return {
    system: ex.system, round, tournament: t, key, options: ex.options(round),
    title: { en: `Pair round ${round} of ${ex.title.en} with the ${sys.name.en}.`, tr: `${ex.title.tr}: ${round}. turu ${sys.name.tr} ile eşlendirin.` },
  };
}
