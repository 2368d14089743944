/**
 * A random Swiss Team event (FIDE's random tournament generator, for C.04.6): each round paired by the engine, then
 * random board results, whole matches forfeited (one side or both), single boards forfeited, teams absent (Z) in a
 * round. Written as a TRF-2026 team file by `writeTeamTrf`; the same event for the same seed.
 */
import type { Colour, Player, SideResult } from '../../model/types';
import { DEFAULT_GAME_SCALE, DEFAULT_MATCH_SCALE, type PreferenceType, type TeamEvent } from '../../model/team';
import { seededRandom } from '../../random/seeded';
import { systemCode } from '../../trf/team';
import { pairTeamEvent } from './index';
import { withPairing } from './boards';

export interface TeamGenerateOptions {
  teams?: number;
  boards?: number;
  rounds?: number;
  preferences?: PreferenceType;
  /** Game points as secondary score (C.04.6's default) and the PAB worth a drawn match; else MP only, the PAB a win. */
  defaults?: boolean;
  /** Probability of a drawn board (0.3). */
  drawRate?: number;
  /** Probability that a match is forfeited, by one side or both (0.02). */
  forfeitRate?: number;
  /** Probability that a single board is forfeited (0.02). */
  boardForfeitRate?: number;
  /** Probability that a team is absent in a round (0.01). */
  absentRate?: number;
}

export type TeamGenerateResult = { ok: true; event: TeamEvent; players: Player[] } | { ok: false; round: number; reason: string; event: TeamEvent; players: Player[] };

export function generateTeamSwiss(seed: number, o: TeamGenerateOptions = {}): TeamGenerateResult {
  const rnd = seededRandom(seed);
  const n = o.teams ?? 6 + Math.floor(rnd() * 25);
  const boards = o.boards ?? 4;
  // by default fewer rounds than half the teams, so that a complete pairing is likely to exist to the end
  const rounds = o.rounds ?? Math.min(3 + Math.floor(rnd() * 5), Math.max(3, Math.floor(n / 2)));
  const preferences: PreferenceType = o.preferences ?? (rnd() < 0.5 ? 'A' : 'B');
  const defaults = o.defaults ?? rnd() < 0.5;
  const initialColour: Colour = rnd() < 0.5 ? 'w' : 'b';
  const players: Player[] = [];
  const teams = Array.from({ length: n }, (_, i) => {
    const ps = Array.from({ length: boards }, (_, j) => {
      const no = i * boards + j + 1;
      players.push({ no, name: `T${String(i + 1).padStart(2, '0')}B${j + 1}`, rating: 2400 - Math.round((1000 * (no - 1)) / (n * boards)) });
      return no;
    });
    return { no: i + 1, name: `Team ${String(i + 1).padStart(2, '0')}`, strength: String(2400 - Math.round((1000 * i) / n)), players: ps };
  });
  const settings = { preferences, primary: 'MP' as const, secondary: defaults ? ('GP' as const) : undefined, baku: false, game: DEFAULT_GAME_SCALE, match: DEFAULT_MATCH_SCALE, pab: defaults ? { mp: 1, gp: boards / 2 } : { mp: 2, gp: boards / 2 }, boardColours: 'WB'.repeat(boards).slice(0, boards) };
  let event: TeamEvent = { settings: { ...settings, systemCode: systemCode(settings) }, teams, rounds: [], totalRounds: rounds, initialColour };
  const draw = o.drawRate ?? 0.3, ff = o.forfeitRate ?? 0.02, bff = o.boardForfeitRate ?? 0.02, absent = o.absentRate ?? 0.01;
  for (let k = 1; k <= rounds; k++) {
    const away = teams.filter(() => rnd() < absent).map((t) => ({ team: t.no, code: 'Z' as const, announced: true as const }));
    if (away.length) event = { ...event, rounds: [...event.rounds, { number: k, matches: [], unpaired: away }] };
    const out = pairTeamEvent(event);
    if (!out.ok) return { ok: false, round: k, reason: out.reason.en, event, players };
    event = withPairing(event, out.pairing);
    const round = event.rounds[event.rounds.length - 1];
    for (const m of round.matches) {
      const x = rnd();
      if (x < ff) {
        const kind = (['+-', '-+', '--'] as const)[Math.floor(rnd() * 3)];
        m.forfeit = kind;
        for (const b of m.boards) { b.result = kind[0] as SideResult; b.opponentResult = kind[1] as SideResult; }
        continue;
      }
      for (const b of m.boards) {
        if (rnd() < bff) { const w = rnd() < 0.5; b.result = w ? '+' : '-'; b.opponentResult = w ? '-' : '+'; continue; }
        const y = rnd();
        // the stronger player (smaller number) a little more likely to win
        const pWin = 0.35 + (b.player < b.opponent ? 0.05 : -0.05);
        [b.result, b.opponentResult] = y < pWin ? ['1', '0'] : y < pWin + draw ? ['=', '='] : ['0', '1'];
      }
      m.played = m.boards.some((b) => b.result !== '+' && b.result !== '-');
      if (!m.played) {
        // every board forfeited without a 330: written as the forfeit it amounts to
        const wWins = m.boards.every((b) => b.result === '+'), bWins = m.boards.every((b) => b.opponentResult === '+');
        if (wWins) m.forfeit = '+-'; else if (bWins) m.forfeit = '-+';
        else { m.boards[0].result = '1'; m.boards[0].opponentResult = '0'; m.played = true; }
      }
    }
  }
  return { ok: true, event, players };
}
