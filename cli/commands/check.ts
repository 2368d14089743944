import type { Command } from './types';
import { loadTournament, UsageError } from '../io';
import { checkAbsoluteCriteria } from '../../engine/check/absolute';
import { checkDeclaredPoints } from '../../engine/check/record';
import { checkReportCommand } from './ratingReport';
import { scoredRounds } from '../../engine/model/absence';
import { absoluteRulesFor, systemOfFile } from '../../engine/check/systems';
import { playerLimit } from '../../engine/pairing/limits';
import { checkDoubleSwissAbsolute, checkDoubleSwissPoints } from '../../engine/check/doubleSwiss';
import { checkDoubleSwissCommand } from './double-swiss';
import { checkTeamAbsoluteCommand, checkTeamSwissCommand } from './team-swiss';
import { isTeamTrf } from '../../engine/trf/team';
import { pairingSystem, pairingSystems } from '../../engine/pairing/registry';
import { describeRoundCheck, recordedRounds, repairRounds } from '../../engine/check/repair';
import { renderExplanation } from '../../engine/pairing/explain';
import type { Lang } from '../../engine/pairing/types';
import { isDoubleSwissTrf } from '../../engine/pairing/double-swiss/matches';
import { parseCommandArgs, systemOptions } from '../args';
import type { PairingOptions, PairingSystem } from '../../engine/pairing/types';
import { describeInitialColour, initialColour } from '../../engine/model/initialColour';
import { arbiterResults } from '../../engine/check/arbiterResults';

export const check: Command = {
  name: 'check',
  summary: 'Re-check the rounds played against the absolute criteria and the declared points; with --system, re-pair every round and report each difference.',
  usage: 'hakem check FILE.trf [--json] [--rules SYSTEM]   (the absolute criteria of the file\'s system: 192, else 092, else --rules)\n       hakem check --system SYSTEM FILE.trf [--json] [--lang en|tr] [--option key=value …]   (FIDE\'s free pairings checker: every round paired again from the rounds before it)\n       hakem check --report FILE.trf [--json] [--lang en|tr]   (what a rating report needs that the file lacks)',
  run(args, io) {
    const { values, positionals } = parseCommandArgs(args, { json: { type: 'boolean' }, system: { type: 'string' }, lang: { type: 'string' }, option: { type: 'string', multiple: true, short: 'o' }, rules: { type: 'string' }, report: { type: 'boolean' } });
    if (positionals.length !== 1) throw new UsageError(`usage: ${this.usage}`);
    const lang = (values.lang ?? 'en') as Lang;
    if (lang !== 'en' && lang !== 'tr') throw new UsageError(`--lang must be en or tr, not "${values.lang}"`);
    // the rating report's completeness (engine/check/ratingReport.ts): a question of its own, not with the pairing checks
    if (values.report) {
      if (values.system !== undefined || values.rules !== undefined || values.option !== undefined) throw new UsageError('--report checks what a rating report needs; it goes without --system, --rules and --option');
      return checkReportCommand(positionals[0], !!values.json, lang, io);
    }
    // a system with a model of its own checks with its own replay (the Double-Swiss match is two TRF rounds)
    if (values.system !== undefined && values.rules !== undefined) throw new UsageError('--rules goes with the plain check; --system re-pairs every round by its own rules');
    if (values.system !== undefined) {
      const system = pairingSystem(values.system);
      const ids = pairingSystems().filter((s) => !s.pairsAnyRound).map((s) => s.id).join(', ');
      if (!system) throw new UsageError(`unknown pairing system "${values.system}"; known systems: ${ids}`);
      if (system.pairsAnyRound) throw new UsageError(`${system.id} is a table system: its rounds come from its table, not from the results (check a Swiss: ${ids})`);
      // the options read exactly as pair reads them (cli/args.ts, engine/pairing/options.ts): a bad one is exit 2
      const options = systemOptions(system, values.option);
      if (system.id === 'double-swiss') return checkDoubleSwissCommand(positionals[0], !!values.json, io, options);
      if (system.id === 'team-swiss') return checkTeamSwissCommand(positionals[0], options, !!values.json, lang, io);
      return checkWithSystem(system, positionals[0], options, !!values.json, lang, io);
    }
    if (values.option !== undefined || values.lang !== undefined) throw new UsageError('--option and --lang go with --system');
    const t = loadTournament(positionals[0], io);
    // a team event: the team criteria ([C1], [C2]); Basic Rules 6 and 7 never apply to teams (C.04.6 Preface)
    if (isTeamTrf(t)) return checkTeamAbsoluteCommand(positionals[0], !!values.json, io);
    // the absolute criteria of the file's own system (192, else 092; engine/check/systems.ts)
    const ids = pairingSystems().filter((x) => !x.pairsAnyRound && x.id !== 'knockout').map((x) => x.id);
    if (values.rules !== undefined && !ids.includes(values.rules)) throw new UsageError(`--rules ${values.rules}: the absolute criteria of a Swiss system (${ids.join(', ')})`);
    const fromFile = isDoubleSwissTrf(t) ? 'double-swiss' : systemOfFile(t, ids);
    // the file's own system decides; --rules names it for a file that does not (a different one is a contradiction)
    if (values.rules !== undefined && fromFile !== undefined && fromFile !== values.rules) throw new UsageError(`--rules ${values.rules}: the file names ${fromFile} (192/092)`, 1);
    const named = fromFile ?? values.rules;
    const ds = named === 'double-swiss';
    const rules = absoluteRulesFor(named);
    const v = ds ? checkDoubleSwissAbsolute(t) : checkAbsoluteCriteria(t, rules);
    const points = ds ? checkDoubleSwissPoints(t) : checkDeclaredPoints(t);
    const by = ds ? 'the Double-Swiss criteria of C.04.5 (matches of two games)' : rules.system === 'general' ? 'the absolute criteria (the general Swiss rules: the file names no system)' : `the absolute criteria of ${rules.system}`;
    // the rounds played, not the round to pair that holds only announced byes (model/absence.ts)
    const played = ds ? Math.ceil(t.rounds.filter((r) => r.games.length).length / 2) : scoredRounds(t);
    // 0-0, ½-0: legal as an arbiter's decision, so not a violation, but each one named (engine/check/arbiterResults.ts)
    const decisions = arbiterResults(t);
    if (values.json) io.out(JSON.stringify({ system: ds ? 'double-swiss' : rules.system, violations: v, points, arbiterResults: decisions.map(({ message, ...d }) => ({ ...d, message: message.en })) }, null, 2) + '\n');
    else {
      if (v.length === 0) io.out(`${positionals[0]}: ${played} ${ds ? 'matches' : 'rounds'}, no violation of ${by}\n`);
      for (const x of v) io.out(x.message + '\n');
      for (const x of points) io.out(x.message + '\n');
      for (const x of decisions) io.out(`note: ${x.message.en}\n`);
    }
    return v.length || points.length ? 1 : 0;
  },
};

/** `check --system`: re-pair every round and compare (engine/check/repair.ts); exit 1 when a round differs. */
function checkWithSystem(system: PairingSystem, file: string, options: PairingOptions, json: boolean, lang: Lang, io: Parameters<typeof check.run>[1]): number {
  const id = system.id;
  const t = loadTournament(file, io);
  if (isDoubleSwissTrf(t)) throw new UsageError(`${file}: a Double-Swiss event (192 FIDE_DOUBLESWISS): check it with --system double-swiss, not ${id}`, 1);
  if (isTeamTrf(t)) throw new UsageError(`${file}: a team event (team records: 310, or TRF-16's 013): check it with --system team-swiss, not ${id}`, 1);
  if (t.players.length > playerLimit(system)) throw new UsageError(`${file}: the tournament has ${t.players.length} players; Hakem pairs at most ${playerLimit(system)} with ${id}`, 1);
  const checks = repairRounds(t, system, options);
  const played = t.rounds.filter((r) => r.games.length).length;
  // the Dutch reads the initial colour from round 1 when the file gives none (E.5): say so
  const ic = id === 'dutch' ? initialColour(t) : undefined;
  const icNote = ic && ic.source !== 'file' ? describeInitialColour(ic)[lang] : undefined;
  if (json) {
    io.out(JSON.stringify({ system: id, rounds: played, ...(ic ? { initialColour: { ...ic, note: describeInitialColour(ic)[lang] } } : {}), differences: checks.map((c) => ({ round: c.round, noPairing: c.noPairing?.[lang], boards: c.boards, byes: c.byes, lines: describeRoundCheck(c).map((l) => l[lang]) })) }, null, 2) + '\n');
    return checks.length ? 1 : 0;
  }
  if (icNote) io.out(`${file}: ${icNote}\n`);
  if (t.totalRounds === undefined && options.totalRounds === undefined) {
    const n = recordedRounds(t);
    io.out(lang === 'tr' ? `${file}: dosyada tur sayısı (XXR / 142) yok: kaydettiği ${n} tur, turnuvanın turları sayıldı\n` : `${file}: the file gives no number of rounds (XXR / 142): the ${n} rounds it records are taken as the event's\n`);
  }
  if (!checks.length) {
    io.out(lang === 'tr' ? `${file}: ${played} tur ${id} ile yeniden eşlendirildi; hepsi dosyadakiyle aynı\n` : `${file}: ${played} rounds paired again with ${id}; every one as the file has it\n`);
    return 0;
  }
  for (const c of checks) for (const l of describeRoundCheck(c)) io.out(l[lang] + '\n');
  const first = checks[0];
  io.out(`\n${lang === 'tr' ? `${first.round}. turun ${id} ile eşlendirilmesi, adım adım` : `How ${id} pairs round ${first.round}, step by step`}:\n${renderExplanation(first.explanation, lang)}\n`);
  return 1;
}
