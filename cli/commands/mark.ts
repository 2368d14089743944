import type { Command } from './types';
import { loadTournament, UsageError } from '../io';
import { markingExit, markPairing, MarkingError, renderMarking } from '../../engine/marking/index';
import { parseProposal, ProposalError } from '../../engine/marking/proposal';
import { MARKED_SYSTEMS } from '../../engine/marking/citations';
import type { Lang } from '../../engine/pairing/types';
import { roundToPairProblem } from '../../engine/pairing/roundToPair';
import { pairingSystem } from '../../engine/pairing/registry';
import { isDoubleSwissTrf } from '../../engine/pairing/double-swiss/matches';
import { isTeamTrf } from '../../engine/trf/team';
import { systemOptions, parseCommandArgs } from '../args';
import { systemFromFile } from '../../engine/pairing/edition';
import { markRating, markTiebreak } from '../../engine/marking/tiebreakExercise';
import { markUkd, parseUkdAnswer, RatingAnswerError } from '../../engine/marking/ratingExercise';
import { RULES_EDITIONS, TiebreakError, type RulesEdition } from '../../engine/tiebreak/types';

/** `hakem mark`: a trainee's pairing of the next round marked under a system (engine/marking). */
export const mark: Command = {
  name: 'mark',
  summary: 'Mark a pairing of the next round (bbpPairings format, as `pair` prints it) under a Swiss system: exit 0 when right, 1 with the verdict, 3 when right but the boards are not in the order the system\'s text gives.',
  usage: 'hakem mark --system SYSTEM EX.trf ANSWER.txt [--lang en|tr] [--json] [--reveal] [--option key=value …]\n' +
    '  ANSWER.txt: the number of pairs, then "white black" per board, a bye as "N 0". --reveal prints the system\'s pairing too.\n' +
    '       hakem mark --tiebreak CODE --player N [--rules 2009|2024|2026] EX.trf ANSWER.txt [--lang en|tr] [--json]   (ANSWER.txt: the number; the working is shown)\n' +
    '       hakem mark --rating fide --player N --k K EX.trf ANSWER.txt [--lang en|tr] [--json]\n' +
    '       hakem mark --rating ukd --player N EX.trf ANSWER.txt [--lang en|tr] [--json]   (ANSWER.txt: the UKD change, a whole number)',
  run(args, io) {
    const { values, positionals } = parseCommandArgs(args, { rating: { type: 'string' }, k: { type: 'string' }, tiebreak: { type: 'string' }, player: { type: 'string' }, rules: { type: 'string' }, system: { type: 'string', short: 's' }, lang: { type: 'string' }, json: { type: 'boolean' }, reveal: { type: 'boolean' }, option: { type: 'string', multiple: true, short: 'o' } });
    if (values.tiebreak !== undefined || values.rating !== undefined) return markTiebreakCommand(values, positionals, io);
    if (!values.system) throw new UsageError(`--system is required (one of: ${MARKED_SYSTEMS.join(', ')})\nusage: ${this.usage}`);
    if (!MARKED_SYSTEMS.includes(values.system)) throw new UsageError(`--system ${values.system}: marking is for the Swiss systems (${MARKED_SYSTEMS.join(', ')})`);
    if (positionals.length !== 2) throw new UsageError(`usage: ${this.usage}`);
    const lang = (values.lang ?? 'en') as Lang;
    if (lang !== 'en' && lang !== 'tr') throw new UsageError(`--lang must be en or tr, not "${values.lang}"`);
    const id = values.system;
    // the system's declared options, checked as pair checks them (engine/pairing/options.ts)
    const options = systemOptions(pairingSystem(id)!, values.option);
    const t = loadTournament(positionals[0], io);
    if (isDoubleSwissTrf(t) !== (id === 'double-swiss')) throw new UsageError(`${positionals[0]}: ${isDoubleSwissTrf(t) ? 'a Double-Swiss event: mark it with --system double-swiss' : 'not a Double-Swiss event (192 FIDE_DOUBLESWISS)'}`, 1);
    if (isTeamTrf(t) !== (id === 'team-swiss')) throw new UsageError(`${positionals[0]}: ${isTeamTrf(t) ? 'a team event: mark it with --system team-swiss' : 'not a team event (TRF-2026 team records)'}`, 1);
    const problem = roundToPairProblem(pairingSystem(id)!, t, options);
    if (problem) throw new UsageError(problem[lang], 2);
    // an exercise file names its system (092 "Hakem lim exercise"): marking it under another is said, not refused
    // (an instructor may mean it), so the verdict is never read as the file's own system's
    const named = systemFromFile(t);
    if (named?.id && named.id !== id) io.err(lang === 'tr'
      ? `${positionals[0]}: dosya ${named.id} sistemini belirtiyor (${named.reason.tr}); --system istediği için ${id} ile işaretlendi\n`
      : `${positionals[0]}: the file names ${named.id} (${named.reason.en}); marked under ${id}, as --system asks\n`);
    if (!io.exists(positionals[1])) throw new UsageError(`${positionals[1]}: no such file`, 2);
    try {
      const proposal = parseProposal(io.readFile(positionals[1]));
      const m = markPairing(t, proposal, id, options);
      if (values.json) {
        const pick = <T extends { text: { en: string; tr: string } }>(x: T) => ({ ...x, text: x.text[lang] });
        io.out(JSON.stringify({
          system: m.system, round: m.round, right: m.right, pairsRight: m.pairsRight, coloursRight: m.coloursRight, boardOrderRight: m.boardOrderRight, boardOrderRule: m.boardOrderRule, depth: m.depth,
          verdict: m.verdict && pick(m.verdict), absolute: m.absolute.map(pick), criteria: m.criteria.map((c) => ({ ...c, name: c.name[lang] })),
          colours: m.colours.map(pick), boardOrder: m.boardOrder.map(pick), notes: m.notes.map(pick),
          parting: m.parting && { section: m.parting.section[lang], step: m.parting.step?.[lang], rule: m.parting.rule },
          boards: m.boards, ...(values.reveal ? { correct: m.correct } : {}),
        }, null, 2) + '\n');
      } else io.out(renderMarking(m, lang, !!values.reveal));
      return markingExit(m);
    } catch (e) {
      if (e instanceof ProposalError || e instanceof MarkingError) throw new UsageError(`${positionals[1]}: ${e.text[lang]}`, 2);
      throw e;
    }
  },
};

/** `hakem mark --tiebreak CODE --player N`: a tie-break computed by hand, marked, with the working. */
function markTiebreakCommand(values: { tiebreak?: string; rating?: string; k?: string; player?: string; rules?: string; lang?: string; json?: boolean }, positionals: string[], io: Parameters<typeof mark.run>[1]): number {
  if (positionals.length !== 2) throw new UsageError(`usage: ${mark.usage}`);
  const lang = (values.lang ?? 'en') as Lang;
  if (lang !== 'en' && lang !== 'tr') throw new UsageError(`--lang must be en or tr, not "${values.lang}"`);
  if (values.rating !== undefined && values.rating !== 'fide' && values.rating !== 'ukd') throw new UsageError(`--rating must be fide or ukd, not "${values.rating}"`);
  if (!values.player || !/^\d+$/.test(values.player)) throw new UsageError(`--player N is required with ${values.rating !== undefined ? '--rating' : '--tiebreak'}`);
  const rules = (values.rules ?? '2026') as RulesEdition;
  if (!RULES_EDITIONS.includes(rules)) throw new UsageError(`--rules must be ${RULES_EDITIONS.join(', ')}, not "${values.rules}"`);
  const t = loadTournament(positionals[0], io);
  if (!io.exists(positionals[1])) throw new UsageError(`${positionals[1]}: no such file`, 2);
  if (values.rating === 'ukd') {
    let u;
    try {
      u = markUkd(t, Number(values.player), parseUkdAnswer(io.readFile(positionals[1])), lang);
    } catch (e) {
      if (e instanceof RatingAnswerError) throw new UsageError(`${positionals[1]}: ${e.text[lang]}`, 2);
      throw e;
    }
    if (values.json) io.out(JSON.stringify({ right: u.right, value: u.value, answer: u.answer, verdict: u.text[lang], working: u.working }, null, 2) + '\n');
    else io.out(`${u.text[lang]}\n\n${u.working}`);
    return u.right ? 0 : 1;
  }
  const text = io.readFile(positionals[1]).trim().replace(',', '.');
  const answer = /^-?\d+(\.\d+)?$/.test(text) ? Number(text) : /^(\d*)\s*½$/.test(text) ? Number(/^(\d*)/.exec(text)![1] || 0) + 0.5 : NaN;
  if (Number.isNaN(answer)) throw new UsageError(`${positionals[1]}: "${text}" is not a number`, 2);
  let m;
  if (values.rating !== undefined) {
    if (values.rating !== 'fide') throw new UsageError(`--rating must be fide or ukd, not "${values.rating}"`);
    const k = Number(values.k ?? 20);
    try {
      m = markRating(t, Number(values.player), k, answer, lang);
    } catch (e) {
      throw new UsageError((e as Error).message, 2);
    }
  } else try {
    m = markTiebreak(t, Number(values.player), values.tiebreak!, rules, answer, lang);
  } catch (e) {
    if (e instanceof TiebreakError) throw new UsageError(e.message, 2);
    throw e;
  }
  if (values.json) io.out(JSON.stringify({ right: m.right, value: m.value, answer: m.answer, verdict: m.text[lang], working: m.working }, null, 2) + '\n');
  else io.out(`${m.text[lang]}\n\n${m.working}${m.working.endsWith('\n') ? '' : '\n'}`);
  return m.right ? 0 : 1;
}
