import type { Command } from './types';
import { loadTournament, UsageError } from '../io';
import { parseCommandArgs, systemOptions, wholeNumber } from '../args';
import { pairingSystem, pairingSystems } from '../../engine/pairing/registry';
import { formatPairsOutput, renderExplanation } from '../../engine/pairing/explain';
import type { Lang } from '../../engine/pairing/types';
import { roundToPairProblem } from '../../engine/pairing/roundToPair';
import { isDoubleSwissTrf } from '../../engine/pairing/double-swiss/matches';
import { isTeamTrf } from '../../engine/trf/team';
import { boardsJson, boardsText, loadTeamEvent, pairedTeamFile } from './team-swiss';
import { describeInitialColour, initialColour } from '../../engine/model/initialColour';
import { pairingSystemInForce, systemFromFile } from '../../engine/pairing/edition';
import type { Tournament } from '../../engine/model/types';
import type { Text } from '../../engine/pairing/types';

export const pair: Command = {
  name: 'pair',
  summary: 'Pair the next round (bbpPairings/JaVaFo output; --json; --explain).',
  usage: 'hakem pair [--system SYSTEM] FILE.trf [--round N] [--json] [--explain] [--lang en|tr] [--option key=value …] [--boards (team-swiss: the board games)] [--output OUT.trf (team-swiss: the file with the new round written)]',
  run(args, io) {
    const { values, positionals } = parseCommandArgs(args, {
        system: { type: 'string', short: 's' },
        round: { type: 'string' },
        json: { type: 'boolean' },
        explain: { type: 'boolean' },
        lang: { type: 'string' },
        option: { type: 'string', multiple: true, short: 'o' },
        boards: { type: 'boolean' },
        output: { type: 'string', short: 'O' },
    });
    const ids = pairingSystems().map((s) => s.id).join(', ');
    if (values.system !== undefined && !pairingSystem(values.system)) throw new UsageError(`unknown pairing system "${values.system}"; known systems: ${ids}`);
    if (positionals.length !== 1) throw new UsageError(`usage: ${this.usage}`);
    const lang = (values.lang ?? 'en') as Lang;
    if (lang !== 'en' && lang !== 'tr') throw new UsageError(`--lang must be en or tr, not "${values.lang}"`);
    const t = loadTournament(positionals[0], io);
    // without --system: the system the file names (192, 092), else the edition in force on its dates; said on stderr
    // and in the JSON, so no edition is applied unsaid
    const chosen = chooseSystem(t, values.system, positionals[0], ids);
    const system = pairingSystem(chosen.id)!;
    // --round and every --option checked against the system's declaration (engine/pairing/options.ts): exit 2
    const options = systemOptions(system, values.option, values.round !== undefined ? { round: wholeNumber('round', values.round, 1) } : {});
    if (chosen.note && !values.json) io.err(`${chosen.note[lang]}\n`);
    // a Double-Swiss file holds each match as two rounds: any other system would read each game as a round
    if (isDoubleSwissTrf(t) && system.id !== 'double-swiss') throw new UsageError(`${positionals[0]}: a Double-Swiss event (192 FIDE_DOUBLESWISS): pair it with --system double-swiss, not ${system.id}`, 1);
    // a team file (310, 192 FIDE_TEAM) is paired by teams: any other system would pair its players
    if (isTeamTrf(t) && system.id !== 'team-swiss') throw new UsageError(`${positionals[0]}: a team event (team records: 310, or TRF-16's 013): pair it with --system team-swiss, not ${system.id}`, 1);
    if (!isTeamTrf(t) && system.id === 'team-swiss') throw new UsageError(`${positionals[0]}: team-swiss pairs a TRF-2026 team file (310 team records), and this file has none`, 1);
    if ((values.boards || values.output !== undefined) && system.id !== 'team-swiss') throw new UsageError('--boards and -O/--output go with --system team-swiss');
    const problem = roundToPairProblem(system, t, options);
    if (problem) throw new UsageError(problem[lang], 1);
    const outcome = system.pair(t, options);
    // the Dutch takes the initial colour (E.5) from round 1 as played when the file gives none, else assumes White:
    // said on stderr (stdout keeps the engines' pairs format), in the JSON and in the explanation
    const ic = system.id === 'dutch' ? initialColour(t) : undefined;
    if (values.json) {
      const boards = values.boards && outcome.ok ? { matches: boardsJson(loadTeamEvent(positionals[0], io), outcome.pairing) } : {};
      const colour = ic ? { initialColour: { ...ic, note: describeInitialColour(ic)[lang] } } : {};
      const sys = { system: { id: system.id, source: chosen.source, ...(chosen.note ? { note: chosen.note[lang] } : {}) } };
      io.out(JSON.stringify(outcome.ok ? { ok: true, ...sys, ...outcome.pairing, ...boards, ...colour, explanation: values.explain ? outcome.explanation : undefined } : { ok: false, ...sys, reason: outcome.reason[lang], ...(outcome.searchStopped ? { searchStopped: true } : {}), ...colour, explanation: outcome.explanation }, null, 2) + '\n');
      return outcome.ok ? 0 : 3;
    }
    if (ic && ic.source !== 'file' && !values.explain) io.err(`${describeInitialColour(ic)[lang]}\n`);
    if (!outcome.ok) {
      if (values.explain) io.err(renderExplanation(outcome.explanation, lang));
      // a search that gave up is not a finding; a reason that already says "no legal pairing" is not prefixed twice
      const prefix = outcome.searchStopped ? 'not paired' : 'no legal pairing';
      const reason = outcome.reason[lang];
      io.err(`${reason.toLowerCase().startsWith(prefix) ? reason : `${prefix}: ${reason}`}\n`);
      return 3;
    }
    // the round written into the team file (the board games by 352, results empty, the PAB in 320) before anything
    // is printed: a command that fails (an output that is a folder, a missing folder) prints and writes nothing
    if (values.output !== undefined) io.writeFile(values.output, pairedTeamFile(positionals[0], outcome.pairing, io));
    if (values.explain) io.out(renderExplanation(outcome.explanation, lang) + '\n');
    io.out(formatPairsOutput(outcome));
    if (values.boards) io.out('\n' + boardsText(loadTeamEvent(positionals[0], io), outcome.pairing));
    return 0;
  },
};

/**
 * The system to pair with: `--system` when given (a note when the file names another one), else the file's own
 * (192, then 092: engine/pairing/edition.ts), else a team or Double-Swiss file's system, else the Dutch edition in
 * force on the file's start date (042). A file naming a system Hakem does not have is refused: no silent substitute.
 */
function chooseSystem(t: Tournament, asked: string | undefined, path: string, ids: string): { id: string; source: 'option' | 'file' | 'in-force'; note?: Text } {
  const named = systemFromFile(t);
  if (asked !== undefined) {
    const differs = named?.id !== undefined && named.id !== asked;
    return { id: asked, source: 'option', note: differs ? {
      en: `${path}: the file names ${named!.id} (${named!.reason.en}); paired with ${asked}, as --system asks`,
      tr: `${path}: dosya ${named!.id} sistemini belirtiyor (${named!.reason.tr}); --system istediği için ${asked} ile eşlendi`,
    } : undefined };
  }
  if (named?.id) return { id: named.id, source: 'file', note: { en: `${path}: paired with ${named.id}, the system the file names (${named.reason.en})`, tr: `${path}: dosyanın belirttiği sistemle, ${named.id} ile eşlendi (${named.reason.tr})` } };
  if (named) throw new UsageError(`${path}: the file names ${named.reason.en}; give --system (one of: ${ids})`, 2);
  if (isTeamTrf(t)) return { id: 'team-swiss', source: 'file', note: { en: `${path}: a team file (team records: 310, or TRF-16's 013): paired with team-swiss (C.04.6)`, tr: `${path}: takım dosyası (takım kayıtları: 310 ya da TRF-16'nın 013 kaydı): team-swiss (C.04.6) ile eşlendi` } };
  if (isDoubleSwissTrf(t)) return { id: 'double-swiss', source: 'file', note: { en: `${path}: a Double-Swiss file: paired with double-swiss (C.04.5)`, tr: `${path}: Double-Swiss dosyası: double-swiss (C.04.5) ile eşlendi` } };
  const inForce = pairingSystemInForce(t.info.startDate);
  return { id: inForce.id!, source: 'in-force', note: {
    en: `${path}: the file names no system (192/092): paired with ${inForce.id}, ${inForce.reason.en}; give --system to choose another`,
    tr: `${path}: dosyada sistem yok (192/092): ${inForce.id} ile eşlendi, ${inForce.reason.tr}; başkası için --system verin`,
  } };
}
