import { parseArgs } from 'node:util';
import type { Command } from './types';
import { loadTournament, UsageError } from '../io';
import { markPairing, MarkingError, renderMarking } from '../../engine/marking/index';
import { parseProposal, ProposalError } from '../../engine/marking/proposal';
import { MARKED_SYSTEMS } from '../../engine/marking/citations';
import type { Lang } from '../../engine/pairing/types';
import { roundToPairProblem } from '../../engine/pairing/roundToPair';
import { pairingSystem } from '../../engine/pairing/registry';
import { isDoubleSwissTrf } from '../../engine/pairing/double-swiss/matches';
import { isTeamTrf } from '../../engine/trf/team';
import { parseSystemOptions } from './pair';

/** `hakem mark`: a trainee's pairing of the next round marked under a system (engine/marking). */
export const mark: Command = {
  name: 'mark',
  summary: 'Mark a pairing of the next round (bbpPairings format, as `pair` prints it) under a Swiss system: exit 0 when right, 1 with the verdict.',
  usage: 'hakem mark --system SYSTEM EX.trf ANSWER.txt [--lang en|tr] [--json] [--reveal] [--option key=value …]\n' +
    '  ANSWER.txt: the number of pairs, then "white black" per board, a bye as "N 0". --reveal prints the system\'s pairing too.',
  run(args, io) {
    const { values, positionals } = parseArgs({
      args,
      options: { system: { type: 'string', short: 's' }, lang: { type: 'string' }, json: { type: 'boolean' }, reveal: { type: 'boolean' }, option: { type: 'string', multiple: true, short: 'o' } },
      allowPositionals: true,
    });
    if (!values.system) throw new UsageError(`--system is required (one of: ${MARKED_SYSTEMS.join(', ')})\nusage: ${this.usage}`);
    if (!MARKED_SYSTEMS.includes(values.system)) throw new UsageError(`--system ${values.system}: marking is for the Swiss systems (${MARKED_SYSTEMS.join(', ')})`);
    if (positionals.length !== 2) throw new UsageError(`usage: ${this.usage}`);
    const lang = (values.lang ?? 'en') as Lang;
    if (lang !== 'en' && lang !== 'tr') throw new UsageError(`--lang must be en or tr, not "${values.lang}"`);
    const options = parseSystemOptions(values.option);
    const t = loadTournament(positionals[0], io);
    const id = values.system;
    if (isDoubleSwissTrf(t) !== (id === 'double-swiss')) throw new UsageError(`${positionals[0]}: ${isDoubleSwissTrf(t) ? 'a Double-Swiss event: mark it with --system double-swiss' : 'not a Double-Swiss event (192 FIDE_DOUBLESWISS)'}`, 1);
    if (isTeamTrf(t) !== (id === 'team-swiss')) throw new UsageError(`${positionals[0]}: ${isTeamTrf(t) ? 'a team event: mark it with --system team-swiss' : 'not a team event (TRF-2026 team records)'}`, 1);
    const problem = roundToPairProblem(pairingSystem(id)!, t, options);
    if (problem) throw new UsageError(problem[lang], 2);
    if (!io.exists(positionals[1])) throw new UsageError(`${positionals[1]}: no such file`, 2);
    try {
      const proposal = parseProposal(io.readFile(positionals[1]));
      const m = markPairing(t, proposal, id, options);
      if (values.json) {
        const pick = <T extends { text: { en: string; tr: string } }>(x: T) => ({ ...x, text: x.text[lang] });
        io.out(JSON.stringify({
          system: m.system, round: m.round, right: m.right, pairsRight: m.pairsRight, coloursRight: m.coloursRight, boardOrderRight: m.boardOrderRight, depth: m.depth,
          verdict: m.verdict && pick(m.verdict), absolute: m.absolute.map(pick), criteria: m.criteria.map((c) => ({ ...c, name: c.name[lang] })),
          colours: m.colours.map(pick), boardOrder: m.boardOrder.map(pick), notes: m.notes.map(pick),
          parting: m.parting && { section: m.parting.section[lang], step: m.parting.step?.[lang], rule: m.parting.rule },
          boards: m.boards, ...(values.reveal ? { correct: m.correct } : {}),
        }, null, 2) + '\n');
      } else io.out(renderMarking(m, lang, !!values.reveal));
      return m.right ? 0 : 1;
    } catch (e) {
      if (e instanceof ProposalError || e instanceof MarkingError) throw new UsageError(`${positionals[1]}: ${e.text[lang]}`, 2);
      throw e;
    }
  },
};
