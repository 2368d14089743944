import { parseArgs } from 'node:util';
import type { Command } from './types';
import { loadTournament, UsageError } from '../io';
import { checkAbsoluteCriteria } from '../../engine/check/absolute';
import { checkDeclaredPoints } from '../../engine/check/record';
import { checkDoubleSwissCommand } from './double-swiss';
import { checkTeamAbsoluteCommand, checkTeamSwissCommand } from './team-swiss';
import { isTeamTrf } from '../../engine/trf/team';
import { pairingSystem, pairingSystems } from '../../engine/pairing/registry';
import { describeRoundCheck, recordedRounds, repairRounds } from '../../engine/check/repair';
import { renderExplanation } from '../../engine/pairing/explain';
import type { Lang } from '../../engine/pairing/types';
import { isDoubleSwissTrf } from '../../engine/pairing/double-swiss/matches';
import { parseSystemOptions } from './pair';
import { describeInitialColour, initialColour } from '../../engine/model/initialColour';

export const check: Command = {
  name: 'check',
  summary: 'Re-check the rounds played against the absolute criteria and the declared points; with --system, re-pair every round and report each difference.',
  usage: 'hakem check FILE.trf [--json]\n       hakem check --system SYSTEM FILE.trf [--json] [--lang en|tr] [--option key=value …]   (FIDE\'s free pairings checker: every round paired again from the rounds before it)',
  run(args, io) {
    const { values, positionals } = parseArgs({ args, options: { json: { type: 'boolean' }, system: { type: 'string' }, lang: { type: 'string' }, option: { type: 'string', multiple: true, short: 'o' } }, allowPositionals: true });
    if (positionals.length !== 1) throw new UsageError(`usage: ${this.usage}`);
    const lang = (values.lang ?? 'en') as Lang;
    if (lang !== 'en' && lang !== 'tr') throw new UsageError(`--lang must be en or tr, not "${values.lang}"`);
    // a system with a model of its own checks with its own replay (the Double-Swiss match is two TRF rounds)
    if (values.system === 'double-swiss') return checkDoubleSwissCommand(positionals[0], !!values.json, io);
    if (values.system === 'team-swiss') return checkTeamSwissCommand(positionals[0], parseSystemOptions(values.option), !!values.json, lang, io);
    if (values.system !== undefined) return checkWithSystem(values.system, positionals[0], parseSystemOptions(values.option), !!values.json, lang, io);
    if (values.option !== undefined || values.lang !== undefined) throw new UsageError('--option and --lang go with --system');
    const t = loadTournament(positionals[0], io);
    // a team event: the team criteria ([C1], [C2]); Basic Rules 6 and 7 never apply to teams (C.04.6 Preface)
    if (isTeamTrf(t)) return checkTeamAbsoluteCommand(positionals[0], !!values.json, io);
    const v = checkAbsoluteCriteria(t);
    const points = checkDeclaredPoints(t);
    if (values.json) io.out(JSON.stringify({ violations: v, points }, null, 2) + '\n');
    else {
      if (v.length === 0) io.out(`${positionals[0]}: ${t.rounds.length} rounds, no violation of the absolute criteria\n`);
      for (const x of v) io.out(x.message + '\n');
      for (const x of points) io.out(x.message + '\n');
    }
    return v.length || points.length ? 1 : 0;
  },
};

/** `check --system`: re-pair every round and compare (engine/check/repair.ts); exit 1 when a round differs. */
function checkWithSystem(id: string, file: string, options: Record<string, unknown>, json: boolean, lang: Lang, io: Parameters<typeof check.run>[1]): number {
  const system = pairingSystem(id);
  const ids = pairingSystems().filter((s) => !s.pairsAnyRound).map((s) => s.id).join(', ');
  if (!system) throw new UsageError(`unknown pairing system "${id}"; known systems: ${ids}`);
  if (system.pairsAnyRound) throw new UsageError(`${id} is a table system: its rounds come from its table, not from the results (check a Swiss: ${ids})`);
  if (system.options) {
    const unknown = Object.keys(options).filter((k) => !['totalRounds', ...system.options!].includes(k));
    if (unknown.length) throw new UsageError(`${id} has no option ${unknown.join(', ')} (its options: ${system.options.join(', ') || 'none'})`);
  }
  const t = loadTournament(file, io);
  if (isDoubleSwissTrf(t)) throw new UsageError(`${file}: a Double-Swiss event (192 FIDE_DOUBLESWISS): check it with --system double-swiss, not ${id}`, 1);
  if (isTeamTrf(t)) throw new UsageError(`${file}: a team event (TRF-2026 team records): check it with --system team-swiss, not ${id}`, 1);
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
