/**
 * The FIDE Dutch system as the Turkish arbiter books teach it (1992-2009 edition, "Ratinge dayanan
 * İsviçre sistemi"): pairing id `dutch-2009`.
 *
 * Options: `round` (default: the next round), `totalRounds`, `firstColour` ('w' | 'b', the colour
 * drawn for the top player in round 1; default the tournament's XXC or white), `lastRoundExceptions`
 * (last round only: B.5/B.6 do not apply to players above 50%, and rule 6 lets players with at least 50%
 * take a colour B.2 forbids when that avoids an extra floater), `nodeLimit`.
 */
import type { Colour, Tournament } from '../../model/types';
import { nextRoundNumber } from '../../model/build';
import type { Explanation, PairingOptions, PairingOutcome, PairingSystem } from '../types';
import { playerStates, type PlayerState } from './rank';
import { runProcedure } from './procedure';
import { allocateColours } from './colours';
import { boardOrder } from './boards';
import { step } from './explain';
import type { CriteriaContext, Level } from './criteria';
import { refuseAcceleration } from '../acceleration';

export { playerStates, initialOrder, compareA2 } from './rank';
export { transpositionsD1 } from './transpositions';
export { exchangesD2 } from './exchanges';
export { computeX, allowedColours } from './colourPreference';

const RULE6: Level = { b6up: false, b5up: false, b6down: false, b5down: false, dx: 0, a7d: false, c12: false, lastRound: true, name: 'last' };

/** The round's players and the context the criteria read (the round, rule 6, the 50% marks, the drawn colour E.5). */
export function dutch2009Round(t: Tournament, options: PairingOptions = {}): { round: number; firstColour: Colour; states: PlayerState[]; ctx: CriteriaContext; lastRoundLevel?: Level } {
  const round = typeof options.round === 'number' ? options.round : nextRoundNumber(t);
  const totalRounds = typeof options.totalRounds === 'number' ? options.totalRounds : t.totalRounds;
  const firstColour: Colour = options.firstColour === 'b' || options.firstColour === 'w' ? options.firstColour : t.firstColour ?? 'w';
  const states = playerStates(t, round);
  const lastRoundRule = options.lastRoundExceptions === true && totalRounds !== undefined && round === totalRounds;
  const played = round - 1;
  const ctx: CriteriaContext = { round, lastRoundRule, half: (s: PlayerState) => played > 0 && s.score >= played / 2, aboveHalf: (s: PlayerState) => played > 0 && s.score > played / 2 };
  return { round, firstColour, states, ctx, lastRoundLevel: lastRoundRule ? RULE6 : undefined };
}

export function pairDutch2009(t: Tournament, options: PairingOptions = {}): PairingOutcome {
  refuseAcceleration(t, 'dutch-2009'); // C.04.7: not applied by this system, so a file asking for it is refused
  const { round, firstColour, states, ctx, lastRoundLevel } = dutch2009Round(t, options);
  const nodeLimit = typeof options.nodeLimit === 'number' ? options.nodeLimit : undefined;
  const res = runProcedure(states, ctx, { nodeLimit });
  const explanation: Explanation = { system: 'dutch-2009', round, sections: res.sections };
  if (!res.ok) return { ok: false, reason: res.reason, explanation };
  const colourSection = { title: { en: 'Colours (E) and board order (F.1)', tr: 'Renkler (E) ve masa sırası (F.1)' }, steps: [] as Explanation['sections'][number]['steps'] };
  const games = res.pairs.map(([a, b]) => allocateColours(a, b, ctx, firstColour, lastRoundLevel));
  const ordered = boardOrder(games);
  ordered.forEach((g, i) => colourSection.steps.push(step('colour', { en: `Board ${i + 1}: ${g.white.no}-${g.black.no}: ${g.why.en}`, tr: `Masa ${i + 1}: ${g.white.no}-${g.black.no}: ${g.why.tr}` }, g.rule, { board: i + 1, white: g.white.no, black: g.black.no })));
  explanation.sections.push(colourSection);
  return {
    ok: true,
    pairing: { round, boards: ordered.map((g) => ({ white: g.white.no, black: g.black.no })), byes: res.bye ? [res.bye.no] : [] },
    explanation,
  };
}

export const dutch2009: PairingSystem = {
  id: 'dutch-2009',
  name: { en: 'FIDE Dutch system (1992-2009 edition, as taught)', tr: 'FIDE Dutch sistemi (1992-2009, ratinge dayanan İsviçre sistemi)' },
  options: [{ key: 'lastRoundExceptions', kind: 'boolean' }, { key: 'firstColour', kind: 'enum', values: ['w', 'b'] }, { key: 'nodeLimit', kind: 'number', min: 1, integer: true }],
  pair: pairDutch2009,
};
