import type { Command } from './types';
import type { CliIO } from '../io';
import type { PairingOptions } from '../../engine/pairing/types';
import { loadTournament, UsageError, writeReadable } from '../io';
import { parseCommandArgs, probability, wholeNumber } from '../args';
import { stoppedComment } from './stopped';
import { maxSwissRounds, playerLimit } from '../../engine/pairing/limits';
import { generateDoubleSwiss } from '../../engine/pairing/double-swiss/generate';
import { checkDoubleSwiss } from '../../engine/pairing/double-swiss/check';
import { writeDoubleSwissTrf } from '../../engine/pairing/double-swiss/trf';
import { doubleSwissStandings, formatDoubleSwissStandings } from '../../engine/pairing/double-swiss/standings';
import { isDoubleSwissTrf } from '../../engine/pairing/double-swiss/matches';

/**
 * `hakem standings` on a Double-Swiss event (`--system double-swiss`, or a TRF with 192): the per-game table.
 * Returns undefined when the file is not one (the generic standings go on).
 */
export function doubleSwissStandingsCommand(path: string, system: string | undefined, tiebreaks: boolean, json: boolean, io: CliIO): number | undefined {
  if (system !== undefined && system !== 'double-swiss') throw new UsageError(`standings --system knows double-swiss only, not "${system}"`);
  if (system === undefined && !/\.trf$/i.test(path)) return undefined;
  const t = loadTournament(path, io);
  if (system === undefined && !isDoubleSwissTrf(t)) return undefined;
  if (tiebreaks) throw new UsageError('Double-Swiss standings take no --tiebreaks: C.04.5 names none, and the generic ones would count each game as a round');
  const rows = doubleSwissStandings(t);
  io.out(json ? JSON.stringify(rows, null, 2) + '\n' : formatDoubleSwissStandings(rows));
  return 0;
}

/** `hakem check --system double-swiss FILE`: re-pair every match-round and compare (exit 1 when something differs). */
export function checkDoubleSwissCommand(path: string, json: boolean, io: CliIO, options: PairingOptions = {}): number {
  const t = loadTournament(path, io);
  const d = checkDoubleSwiss(t, options);
  if (json) io.out(JSON.stringify({ differences: d }, null, 2) + '\n');
  else if (!d.length) io.out(`${path}: every match-round is paired as C.04.5 pairs it\n`);
  else for (const x of d) io.out(x.en + '\n');
  return d.length ? 1 : 0;
}

export const doubleSwiss: Command = {
  name: 'double-swiss',
  summary: 'Double-Swiss (C.04.5, 2026): generate a random event, check one, or print its standings with per-game scores.',
  usage: 'hakem double-swiss generate OUT.trf [--players N] [--matches N] [--seed N] [--arbiter-results P] | check FILE.trf [--json] | standings FILE.trf [--json]',
  run(args, io) {
    const { values, positionals } = parseCommandArgs(args, { players: { type: 'string' }, matches: { type: 'string' }, seed: { type: 'string' }, 'arbiter-results': { type: 'string' }, json: { type: 'boolean' } });
    const [sub, file] = positionals;
    if (!file || positionals.length !== 2) throw new UsageError(`usage: ${this.usage}`);
    if (sub === 'generate') {
      // the same ranges as `generate --system double-swiss`: 2 to the system's limit, 1 to n matches
      const limit = playerLimit({ id: 'double-swiss' });
      const players = values.players === undefined ? undefined : wholeNumber('players', values.players, 2, limit, `Hakem pairs at most ${limit} players with double-swiss`);
      const matches = values.matches === undefined ? undefined : wholeNumber('matches', values.matches, 1, players === undefined ? undefined : maxSwissRounds(players), players === undefined ? undefined : `${players} players can play at most ${maxSwissRounds(players)} matches: nobody meets the same opponent twice or gets the pairing-allocated bye twice`);
      const seed = values.seed === undefined ? 1 : wholeNumber('seed', values.seed, 0, Number.MAX_SAFE_INTEGER);
      // no --players: the generator draws 8 to 60, so --matches is kept within them
      if (players === undefined && matches !== undefined && matches > 8) throw new UsageError(`--matches ${matches} needs --players (at least ${matches})`);
      // --arbiter-results P: games given ½-0, 0-½ or 0-0 (an arbiter's decision); none unless asked
      const g = generateDoubleSwiss(seed, { players, matches, arbiterResultRate: probability('arbiter-results', values['arbiter-results']) });
      if (!g.ok) {
        // the match-rounds paired before are written with the reason, as `hakem generate` does; still exit 3
        writeReadable(file, writeDoubleSwissTrf({ ...g.tournament, otherLines: [...(g.tournament.otherLines ?? []), stoppedComment(`match-round ${g.match}`, g.reason, `match-rounds 1 to ${g.match - 1}`)] }), io);
        io.err(`no legal pairing in match-round ${g.match}: ${g.reason}\n${file}: written with the ${g.match - 1} match-round${g.match === 2 ? '' : 's'} paired before it\n`);
        return 3;
      }
      return writeReadable(file, writeDoubleSwissTrf(g.tournament), io);
    }
    if (values['arbiter-results'] !== undefined) throw new UsageError('--arbiter-results goes with double-swiss generate');
    if (sub === 'check') return checkDoubleSwissCommand(file, !!values.json, io);
    if (sub === 'standings') {
      const rows = doubleSwissStandings(loadTournament(file, io));
      io.out(values.json ? JSON.stringify(rows, null, 2) + '\n' : formatDoubleSwissStandings(rows));
      return 0;
    }
    throw new UsageError(`usage: ${this.usage}`);
  },
};
