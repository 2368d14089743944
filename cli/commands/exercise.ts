import { systemFromFile } from '../../engine/pairing/edition';
import type { Command } from './types';
import { UsageError } from '../io';
import { writeTrf } from '../../engine/trf/write';
import { formatProposal } from '../../engine/marking/proposal';
import { newExercise, type Exercise, type Level } from '../../engine/marking/exercise';
import type { Lang } from '../../engine/pairing/types';
import { systemOptions, parseCommandArgs } from '../args';
import { pairingSystem } from '../../engine/pairing/registry';
import { newRatingExercise, newTiebreakExercise } from '../../engine/marking/tiebreakExercise';
import { newUkdExercise } from '../../engine/marking/ratingExercise';
import { RULES_EDITIONS, type RulesEdition } from '../../engine/tiebreak/types';

const SYSTEMS = ['dutch', 'dutch-2009', 'lim', 'dubov', 'dubov-2026', 'burstein', 'burstein-2026', 'double-swiss', 'team-swiss'];
/** Generated from the events of their own generators (templates/workbook/sheets/exercises.ts), with --round the match-round. */
const MATCH_SYSTEMS = ['double-swiss', 'team-swiss'];

/** `hakem exercise`: an exercise to pair by hand and mark with `hakem mark` (engine/marking/exercise.ts). */
export const exercise: Command = {
  name: 'exercise',
  summary: 'Write a pairing exercise: a generated round by system, size and difficulty (seeded), or a round of the books\' worked examples.',
  usage: 'hakem exercise new --system SYSTEM [--players N] [--level 1-4] --seed S -o EX.trf [--key KEY.txt] [--lang en|tr] [--option key=value …]\n' +
    '       hakem exercise book --example dutch|lim|dubov --round K -o EX.trf [--key KEY.txt] [--lang en|tr]\n' +
    '       hakem exercise tiebreak --code BH|SB|ARO|KOYA|… --seed S [--players N] [--rules 2009|2024|2026] -o EX.trf [--lang en|tr]\n' +
    '       hakem exercise rating [--rating fide|ukd] --seed S [--players N] [--k K] -o EX.trf [--lang en|tr]\n' +
    '         (fide, the default: a FIDE rating change with K given, B.02 8.3; ukd: a UKD change, TSF UKD procedure 6.h, 8.A)\n' +
    '  levels: 1 a plain round, 2 floaters, 3 decided by colour or float criteria, 4 an exchange or a transposition.\n' +
    '  double-swiss and team-swiss: --round K is the match-round to pair (default 3), --players the players or teams.\n' +
    '  --key writes the system\'s pairing (the answer, for the instructor) in the format `hakem pair` prints.',
  async run(args, io) {
    const { values, positionals } = parseCommandArgs(args, {
        system: { type: 'string', short: 's' }, players: { type: 'string' }, level: { type: 'string' }, seed: { type: 'string' },
        output: { type: 'string', short: 'o' }, key: { type: 'string' }, lang: { type: 'string' }, example: { type: 'string' }, round: { type: 'string' },
        option: { type: 'string', multiple: true }, code: { type: 'string' }, rules: { type: 'string' }, k: { type: 'string' }, rating: { type: 'string' },
      });
    const lang = (values.lang ?? 'en') as Lang;
    if (lang !== 'en' && lang !== 'tr') throw new UsageError(`--lang must be en or tr, not "${values.lang}"`);
    if (positionals.length !== 1 || !['new', 'book', 'tiebreak', 'rating'].includes(positionals[0])) throw new UsageError(`usage: ${this.usage}`);
    if (!values.output) throw new UsageError('-o EX.trf is required');
    const whole = (name: 'players' | 'level' | 'seed' | 'round', min: number, max = Infinity): number | undefined => {
      const v = values[name];
      if (v === undefined) return undefined;
      if (!/^\d+$/.test(v) || Number(v) < min || Number(v) > max) throw new UsageError(`--${name} must be a whole number from ${min}${max < Infinity ? ` to ${max}` : ''}, not "${v}"`);
      return Number(v);
    };
    if (positionals[0] === 'rating') {
      const seed = whole('seed', 0);
      if (seed === undefined) throw new UsageError('--seed is required (the same seed gives the same exercise)');
      const kind = values.rating ?? 'fide';
      if (kind !== 'fide' && kind !== 'ukd') throw new UsageError(`--rating must be fide or ukd, not "${values.rating}"`);
      if (kind === 'ukd') {
        if (values.k !== undefined) throw new UsageError('--k is for --rating fide: the UKD k follows from the player\'s UKD (8.A.4)');
        const ux = newUkdExercise(seed, { players: whole('players', 4, 60) });
        io.writeFile(values.output, writeTrf(ux.tournament));
        io.out(`${ux.title[lang]}\n${lang === 'tr' ? 'Cevabınızı (bir tam sayı, ör. +17 ya da -4) işaretlemek için' : 'To mark your answer (a whole number, e.g. +17 or -4)'}: hakem mark --rating ukd --player ${ux.player} ${values.output} ANSWER.txt\n`);
        return 0;
      }
      const k = values.k === undefined ? 20 : Number(values.k);
      if (![10, 20, 40].includes(k)) throw new UsageError(`--k must be 10, 20 or 40, not "${values.k}"`);
      const ex = newRatingExercise(seed, { players: whole('players', 4, 60), k });
      io.writeFile(values.output, writeTrf(ex.tournament));
      io.out(`${ex.title[lang]}\n${lang === 'tr' ? 'Cevabınızı (bir tam sayı) işaretlemek için' : 'To mark your answer (a whole number)'}: hakem mark --rating fide --player ${ex.player} --k ${ex.k} ${values.output} ANSWER.txt\n`);
      return 0;
    }
    if (positionals[0] === 'tiebreak') {
      if (!values.code) throw new UsageError('--code is required (BH, SB, ARO, KOYA, … as `hakem standings` takes them)');
      const seed = whole('seed', 0);
      if (seed === undefined) throw new UsageError('--seed is required (the same seed gives the same exercise)');
      const rules = (values.rules ?? '2026') as RulesEdition;
      if (!RULES_EDITIONS.includes(rules)) throw new UsageError(`--rules must be ${RULES_EDITIONS.join(', ')}, not "${values.rules}"`);
      let tb;
      try {
        tb = newTiebreakExercise(values.code, seed, { players: whole('players', 4, 60), rules });
      } catch (e) {
        throw new UsageError((e as Error).message, 1);
      }
      io.writeFile(values.output, writeTrf(tb.tournament));
      io.out(`${tb.title[lang]}\n${lang === 'tr' ? 'Cevabınızı (bir sayı) işaretlemek için' : 'To mark your answer (a number)'}: hakem mark --tiebreak ${tb.code} --player ${tb.player} --rules ${tb.rules} ${values.output} ANSWER.txt\n`);
      return 0;
    }
    let ex: Exercise;
    if (positionals[0] === 'new') {
      if (!values.system || !SYSTEMS.includes(values.system)) throw new UsageError(`--system must be one of ${SYSTEMS.join(', ')}`);
      const seed = whole('seed', 0);
      if (seed === undefined) throw new UsageError('--seed is required (the same seed gives the same exercise)');
      const options = systemOptions(pairingSystem(values.system)!, values.option);
      try {
        if (MATCH_SYSTEMS.includes(values.system)) {
          if (values.level !== undefined) throw new UsageError(`--level is for the individual systems; ${values.system} takes --round K (the match-round to pair)`);
          const { doubleSwissExercise, teamSwissExercise } = await import('../../templates/workbook/sheets/exercises');
          const k = whole('round', 2, 20) ?? 3;
          ex = values.system === 'double-swiss' ? doubleSwissExercise(seed, k, whole('players', 4, 200) ?? 11) : teamSwissExercise(seed, k, whole('players', 4, 60) ?? 8);
        } else ex = newExercise(values.system, { players: whole('players', 4, 200), level: whole('level', 1, 4) as Level | undefined, seed, options });
      } catch (e) {
        if (e instanceof UsageError) throw e;
        throw new UsageError((e as Error).message, 1);
      }
    } else {
      // the books' examples live with the teaching workbook: loaded only here, so `hakem pair` stays small (issue 17)
      const { BOOK_EXAMPLES, bookExercise } = await import('../../templates/workbook/bookExercises');
      const name = values.example as keyof typeof BOOK_EXAMPLES;
      if (!name || !(name in BOOK_EXAMPLES)) throw new UsageError('--example must be dutch, lim or dubov');
      const round = whole('round', 1);
      if (round === undefined) throw new UsageError(`--round is required (${name}: ${BOOK_EXAMPLES[name].rounds.join(', ')})`);
      try {
        ex = bookExercise(name, round);
      } catch (e) {
        throw new UsageError((e as Error).message, 1);
      }
    }
    // the file names its system (092, Hakem's id: engine/pairing/edition.ts reads it back) unless it names one already
    const named = systemFromFile(ex.tournament) ? ex.tournament : { ...ex.tournament, info: { ...ex.tournament.info, type: `Hakem ${ex.system} exercise` } };
    io.writeFile(values.output, writeTrf(named));
    if (values.key) io.writeFile(values.key, formatProposal(ex.key));
    const opts = Object.entries(ex.options).map(([k, v]) => ` --option ${k}=${v}`).join('');
    io.out(`${ex.title[lang]}\n${lang === 'tr' ? 'Cevabınızı işaretlemek için' : 'To mark your answer'}: hakem mark --system ${ex.system}${opts} ${values.output} ANSWER.txt\n`);
    return 0;
  },
};
