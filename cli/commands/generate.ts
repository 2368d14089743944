import { parseArgs } from 'node:util';
import type { Command } from './types';
import { UsageError } from '../io';
import { pairingSystem, pairingSystems } from '../../engine/pairing/registry';
import { playTournament } from '../../engine/random/index';
import { writeTrf } from '../../engine/trf/write';
import { generateDoubleSwiss } from '../../engine/pairing/double-swiss/generate';
import { writeDoubleSwissTrf } from '../../engine/pairing/double-swiss/trf';
import { parseSystemOptions } from './pair';
import { generateTeamSwissCommand } from './team-swiss';

/**
 * FIDE's random tournament generator: a whole event paired round by round by the system, random results, as TRF,
 * reproducible from the seed (engine/random `playTournament`; the Double-Swiss its own, two TRF rounds a match).
 */
export const generate: Command = {
  name: 'generate',
  summary: 'Write a random tournament paired round by round by a system (FIDE\'s random tournament generator), reproducible from --seed.',
  usage: 'hakem generate --system SYSTEM --players N --rounds R --seed S [--draws P] [--forfeits P] [--byes P] [--retired P] [--ratings HIGH-LOW] [--option key=value …] -o OUT.trf\n' +
    '  P are probabilities from 0 to 1: --draws of a played game drawn (0.3), --forfeits of a game lost by forfeit (0.03),\n' +
    '  --byes of a player asking for a half-point bye in a round (0.03), --retired of a player withdrawing after a round (0.01).',
  run(args, io) {
    const { values, positionals } = parseArgs({
      args,
      options: {
        system: { type: 'string', short: 's' },
        players: { type: 'string' },
        rounds: { type: 'string' },
        seed: { type: 'string' },
        draws: { type: 'string' },
        forfeits: { type: 'string' },
        byes: { type: 'string' },
        retired: { type: 'string' },
        ratings: { type: 'string' },
        teams: { type: 'string' },
        boards: { type: 'string' },
        option: { type: 'string', multiple: true },
        output: { type: 'string', short: 'o' },
      },
      allowPositionals: true,
    });
    if (positionals.length) throw new UsageError(`unexpected ${positionals.join(' ')}\nusage: ${this.usage}`);
    const swiss = pairingSystems().filter((s) => !s.pairsAnyRound).map((s) => s.id);
    if (!values.system) throw new UsageError(`--system is required (one of: ${swiss.join(', ')})`);
    const system = pairingSystem(values.system);
    if (!system || system.pairsAnyRound) throw new UsageError(`--system ${values.system}: generate needs a Swiss system (${swiss.join(', ')})`);
    if (!values.output) throw new UsageError('-o OUT.trf is required');
    const whole = (name: 'players' | 'rounds' | 'seed', min: number): number => {
      const v = values[name];
      if (v === undefined) throw new UsageError(`--${name} is required`);
      if (!/^\d+$/.test(v) || Number(v) < min) throw new UsageError(`--${name} must be a whole number of at least ${min}, not "${v}"`);
      return Number(v);
    };
    const share = (name: 'draws' | 'forfeits' | 'byes' | 'retired'): number | undefined => {
      const v = values[name];
      if (v === undefined) return undefined;
      const x = Number(v);
      if (v.trim() === '' || !Number.isFinite(x) || x < 0 || x > 1) throw new UsageError(`--${name} must be a probability from 0 to 1, not "${v}"`);
      return x;
    };
    if (system.id === 'team-swiss') {
      // teams of players on boards: --teams and --boards instead of --players; --byes is a team's absence in a round
      for (const o of ['players', 'retired', 'ratings'] as const) if (values[o] !== undefined) throw new UsageError(`--${o} is not offered for team-swiss (its generator: --teams, --boards, --rounds, --seed, --draws, --forfeits, --byes)`);
      const num = (name: 'teams' | 'boards', dflt: number | undefined, min: number) => {
        const v = values[name];
        if (v === undefined) { if (dflt === undefined) throw new UsageError(`--${name} is required for team-swiss`); return dflt; }
        if (!/^\d+$/.test(v) || Number(v) < min) throw new UsageError(`--${name} must be a whole number of at least ${min}, not "${v}"`);
        return Number(v);
      };
      const opts = parseSystemOptions(values.option);
      const extra = Object.keys(opts).filter((k) => k !== 'preferences');
      if (extra.length) throw new UsageError(`generate --system team-swiss takes --option preferences=A|B|none only, not ${extra.join(', ')}`);
      const pref = opts.preferences;
      if (pref !== undefined && pref !== 'A' && pref !== 'B' && pref !== 'none') throw new UsageError('--option preferences must be A, B or none');
      return generateTeamSwissCommand(whole('seed', 0), {
        teams: num('teams', undefined, 2), boards: num('boards', 4, 1), rounds: whole('rounds', 1), preferences: pref as 'A' | 'B' | 'none' | undefined,
        drawRate: share('draws'), forfeitRate: share('forfeits'), absentRate: share('byes'),
      }, values.output, io);
    }
    if (values.teams !== undefined || values.boards !== undefined) throw new UsageError('--teams and --boards go with --system team-swiss');
    const players = whole('players', 2);
    const rounds = whole('rounds', 1);
    const seed = whole('seed', 0);
    let minRating: number | undefined;
    let maxRating: number | undefined;
    if (values.ratings !== undefined) {
      const m = /^(\d+)-(\d+)$/.exec(values.ratings);
      if (!m || Number(m[1]) < Number(m[2])) throw new UsageError(`--ratings must be HIGH-LOW (e.g. 2600-1400), not "${values.ratings}"`);
      maxRating = Number(m[1]);
      minRating = Number(m[2]);
    }
    const pairing = parseSystemOptions(values.option);
    if (system.options) {
      const unknown = Object.keys(pairing).filter((k) => !system.options!.includes(k));
      if (unknown.length) throw new UsageError(`${system.id} has no option ${unknown.join(', ')} (its options: ${system.options.join(', ') || 'none'})`);
    }

    if (system.id === 'double-swiss') {
      // its own generator: a match is two games, results per game (--rounds counts matches)
      for (const o of ['draws', 'retired', 'ratings'] as const) if (values[o] !== undefined) throw new UsageError(`--${o} is not offered for double-swiss (its generator: --players, --rounds as matches, --seed, --byes, --forfeits)`);
      const g = generateDoubleSwiss(seed, { players, matches: rounds, byeRate: share('byes'), forfeitRate: share('forfeits') });
      if (!g.ok) { io.err(`no legal pairing in match-round ${g.match}: ${g.reason}\n`); return 3; }
      io.writeFile(values.output, writeDoubleSwissTrf(g.tournament));
      return 0;
    }

    const played = playTournament(system, seed, {
      players, rounds, minRating, maxRating, pairing,
      drawRate: share('draws'), forfeitRate: share('forfeits'), halfPointByeRate: share('byes'), withdrawalRate: share('retired'),
    });
    if (played.stopped) {
      io.err(`no legal pairing in round ${played.stopped.round}: ${played.stopped.reason}\n`);
      return 3;
    }
    io.writeFile(values.output, writeTrf({ ...played.tournament, info: { ...played.tournament.info, type: `${system.id} (hakem generate --seed ${seed})` } }));
    return 0;
  },
};
