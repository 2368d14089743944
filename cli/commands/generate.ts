import type { Command } from './types';
import { stoppedComment } from './stopped';
import { UsageError, writeReadable } from '../io';
import { parseCommandArgs, probability, systemOptions, wholeNumber } from '../args';
import { pairingSystem, pairingSystems } from '../../engine/pairing/registry';
import { playTournament } from '../../engine/random/index';
import { withKnownCounts, writeTrf } from '../../engine/trf/write';
import { generateDoubleSwiss } from '../../engine/pairing/double-swiss/generate';
import { writeDoubleSwissTrf } from '../../engine/pairing/double-swiss/trf';
import { generateTeamSwissCommand } from './team-swiss';
import { MAX_PLAYERS, maxSwissRounds, playerLimit } from '../../engine/pairing/limits';

/** The highest and lowest ratings --ratings takes (FIDE's list has none above 2900; 0 is a national list's floor). */
const RATING_MAX = 3500;


/**
 * FIDE's random tournament generator: a whole event paired round by round by the system, random results, as TRF,
 * reproducible from the seed (engine/random `playTournament`; the Double-Swiss its own, two TRF rounds a match).
 */
export const generate: Command = {
  name: 'generate',
  summary: 'Write a random tournament paired round by round by a system (FIDE\'s random tournament generator), reproducible from --seed.',
  usage: `hakem generate --system SYSTEM --players N --rounds R --seed S [--draws P] [--forfeits P] [--byes P] [--retired P] [--arbiter-results P] [--ratings HIGH-LOW] [--option key=value …] -o OUT.trf\n` +
    `  N from 2 to the system's limit (${MAX_PLAYERS} for dutch, fewer for others), R from 1 to N (nobody meets twice or gets the bye twice), ratings from 0 to ${RATING_MAX}.\n` +
    '  P are probabilities from 0 to 1: --draws of a played game drawn (0.3), --forfeits of a game lost by forfeit (0.03),\n' +
    '  --byes of a player asking for a half-point bye in a round (0.03), --retired of a player withdrawing after a round (0.01),\n' +
    '  --arbiter-results (double-swiss only) of a game given ½-0, 0-½ or 0-0 by an arbiter\'s decision (none unless asked).',
  run(args, io) {
    const { values, positionals } = parseCommandArgs(args, {
      system: { type: 'string', short: 's' },
      players: { type: 'string' },
      rounds: { type: 'string' },
      seed: { type: 'string' },
      draws: { type: 'string' },
      forfeits: { type: 'string' },
      byes: { type: 'string' },
      retired: { type: 'string' },
      'arbiter-results': { type: 'string' },
      ratings: { type: 'string' },
      teams: { type: 'string' },
      boards: { type: 'string' },
      option: { type: 'string', multiple: true },
      output: { type: 'string', short: 'o' },
    });
    if (positionals.length) throw new UsageError(`unexpected ${positionals.join(' ')}\nusage: ${this.usage}`);
    // the Swiss systems: not a table system, and not the knockout (whose rounds depend on who goes through, and
    // which the random player cannot play: it wrote files Hakem refuses)
    const swiss = pairingSystems().filter((s) => !s.pairsAnyRound && s.id !== 'knockout').map((s) => s.id);
    if (!values.system) throw new UsageError(`--system is required (one of: ${swiss.join(', ')})`);
    const system = pairingSystem(values.system);
    if (!system || !swiss.includes(system.id)) throw new UsageError(`--system ${values.system}: generate needs a Swiss system (${swiss.join(', ')})`);
    if (!values.output) throw new UsageError('-o OUT.trf is required');
    const need = (name: 'players' | 'rounds' | 'seed' | 'teams'): string => {
      const v = values[name];
      if (v === undefined) throw new UsageError(`--${name} is required${system.id === 'team-swiss' && name === 'teams' ? ' for team-swiss' : ''}`);
      return v;
    };
    const seed = wholeNumber('seed', need('seed'), 0, Number.MAX_SAFE_INTEGER);
    const rounds = (n: number, what: string) => wholeNumber('rounds', need('rounds'), 1, maxSwissRounds(n), `${n} ${what} can play at most ${maxSwissRounds(n)} rounds: nobody meets the same opponent twice or gets the pairing-allocated bye twice`);
    const options = systemOptions(system, values.option);
    if (values['arbiter-results'] !== undefined && system.id !== 'double-swiss') throw new UsageError(`--arbiter-results is offered for double-swiss only (the generator of ${system.id} writes no arbiter's decisions)`);
    // the generator pairs every round of --rounds: a round or a total given as an option would contradict it
    for (const k of ['round', 'totalRounds', 'rounds', 'matches'] as const) if (k in options) throw new UsageError(`generate does not take --option ${k}: --rounds gives the rounds${system.id === 'double-swiss' ? ' (matches)' : ''} it pairs`);
    if (system.id === 'team-swiss') {
      // teams of players on boards: --teams and --boards instead of --players; --byes is a team's absence in a round
      for (const o of ['players', 'retired', 'ratings'] as const) if (values[o] !== undefined) throw new UsageError(`--${o} is not offered for team-swiss (its generator: --teams, --boards, --rounds, --seed, --draws, --forfeits, --byes)`);
      const extra = Object.keys(options).filter((k) => k !== 'preferences');
      if (extra.length) throw new UsageError(`generate --system team-swiss takes --option preferences=A|B|none only, not ${extra.join(', ')}`);
      const boards = values.boards === undefined ? 4 : wholeNumber('boards', values.boards, 1, 100);
      const most = Math.min(playerLimit(system), Math.floor(MAX_PLAYERS / boards));
      const teams = wholeNumber('teams', need('teams'), 2, most, `Hakem pairs at most ${playerLimit(system)} teams, and ${MAX_PLAYERS} players: ${most} teams of ${boards}`);
      return generateTeamSwissCommand(seed, {
        teams, boards, rounds: rounds(teams, 'teams'), preferences: options.preferences as 'A' | 'B' | 'none' | undefined,
        drawRate: probability('draws', values.draws), forfeitRate: probability('forfeits', values.forfeits), absentRate: probability('byes', values.byes),
      }, values.output, io);
    }
    if (values.teams !== undefined || values.boards !== undefined) throw new UsageError('--teams and --boards go with --system team-swiss');
    const players = wholeNumber('players', need('players'), 2, playerLimit(system), `Hakem pairs at most ${playerLimit(system)} players with ${system.id} (engine/pairing/limits.ts)`);
    const played = rounds(players, 'players');
    let minRating: number | undefined;
    let maxRating: number | undefined;
    if (values.ratings !== undefined) {
      const m = /^(\d+)-(\d+)$/.exec(values.ratings);
      if (!m || Number(m[1]) < Number(m[2]) || Number(m[1]) > RATING_MAX) throw new UsageError(`--ratings must be HIGH-LOW (e.g. 2600-1400), from 0 to ${RATING_MAX}, not "${values.ratings}"`);
      maxRating = Number(m[1]);
      minRating = Number(m[2]);
    }

    if (system.id === 'double-swiss') {
      // its own generator: a match is two games, results per game (--rounds counts matches)
      for (const o of ['draws', 'retired', 'ratings'] as const) if (values[o] !== undefined) throw new UsageError(`--${o} is not offered for double-swiss (its generator: --players, --rounds as matches, --seed, --byes, --forfeits)`);
      // the file written gives the PAB and the byes their C.04.5 1.4 values: other values could not be read back from it
      const values14 = ['pabValue', 'byeH', 'byeF'].filter((k) => k in options);
      if (values14.length) throw new UsageError(`generate --system double-swiss does not take --option ${values14.join(', ')}: the file it writes scores the PAB and the byes as C.04.5 1.4 does`);
      const g = generateDoubleSwiss(seed, { players, matches: played, byeRate: probability('byes', values.byes), forfeitRate: probability('forfeits', values.forfeits), arbiterResultRate: probability('arbiter-results', values['arbiter-results']), pairing: options });
      if (!g.ok) {
        // as for the other systems (below): the matches paired before are written, with the reason; still exit 3
        const why = stoppedComment(`match-round ${g.match}`, g.reason, `match-rounds 1 to ${g.match - 1}`);
        writeReadable(values.output, writeDoubleSwissTrf({ ...g.tournament, otherLines: [...(g.tournament.otherLines ?? []), why] }), io);
        io.err(`no legal pairing in match-round ${g.match}: ${g.reason}\n${values.output}: written with the ${g.match - 1} match-round${g.match === 2 ? '' : 's'} paired before it\n`);
        return 3;
      }
      return writeReadable(values.output, writeDoubleSwissTrf(g.tournament), io);
    }

    const result = playTournament(system, seed, {
      players, rounds: played, minRating, maxRating, pairing: options,
      drawRate: probability('draws', values.draws), forfeitRate: probability('forfeits', values.forfeits), halfPointByeRate: probability('byes', values.byes), withdrawalRate: probability('retired', values.retired),
    });
    const info = { ...result.tournament.info, type: `${system.id} (hakem generate --seed ${seed})` };
    if (result.stopped) {
      // the rounds paired before the one that has no legal pairing are kept, as bbpPairings' generator keeps them, so
      // the history can be handed to another program's checker; the unpaired round keeps only what was announced for
      // it (withdrawals, requested byes: no game), as a file to pair it from does; XXR stays the planned total and a
      // TRF-2026 comment (###) says why the file ends there. Still exit 3.
      const { round, reason } = result.stopped;
      const failed = result.rounds.find((r) => r.round === round)?.outcome;
      const gaveUp = failed !== undefined && !failed.ok && failed.searchStopped === true; // a limit of the search, not a finding
      const paired = result.tournament.rounds.filter((r) => r.number < round || (r.number === round && r.unpaired.length > 0));
      const why = stoppedComment(`round ${round}`, reason, `rounds 1 to ${round - 1}`, gaveUp);
      writeReadable(values.output, writeTrf(withKnownCounts({ ...result.tournament, rounds: paired, info, otherLines: [...(result.tournament.otherLines ?? []), why] })), io);
      io.err(`${gaveUp ? 'the pairing search gave up in' : 'no legal pairing in'} round ${round}: ${reason}\n${values.output}: written with the ${round - 1} round${round === 2 ? '' : 's'} paired before it (and what was announced for round ${round}: withdrawals, requested byes)\n`);
      return 3;
    }
    return writeReadable(values.output, writeTrf(withKnownCounts({ ...result.tournament, info })), io);
  },
};
