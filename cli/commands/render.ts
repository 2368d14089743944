import { parseCommandArgs, playerOf, roundOf, wholeNumber } from '../args';
import type { Command } from './types';
import { loadTournament, UsageError } from '../io';
import { writeTrf } from '../../engine/trf/write';
import { InputError } from '../../engine/trf/errors';
import { isTeamTrf } from '../../engine/trf/team';
import { pairingSystem, pairingSystems } from '../../engine/pairing/registry';

export const render: Command = {
  name: 'render',
  summary: 'Print a document as HTML: crosstables (federation format), pairing lists, pairing cards, worked tables; or TRF.',
  usage: 'hakem render DOCUMENT FILE.trf [--round N] [--player N] [--system ID] [--rules 2009|2024|2026] [--lang tr|en] [-o OUT.html]   (DOCUMENT: see --list; --rules: the pairing cards\' tie-break edition, else the one in force on the start date)',
  async run(args, io) {
    // templates/ (and handlebars) load only for this command: `hakem pair` and the others start without them.
    const { documentKinds, renderDocument } = await import('../../templates/documents');
    const { values, positionals } = parseCommandArgs(args, { system: { type: 'string', short: 's' }, round: { type: 'string' }, player: { type: 'string' }, lang: { type: 'string' }, output: { type: 'string', short: 'o' }, list: { type: 'boolean' }, rules: { type: 'string' } });
    if (values.list) {
      for (const d of documentKinds()) io.out(`${d.name.padEnd(24)} ${d.description.en}\n`);
      io.out(`${'trf'.padEnd(24)} FIDE TRF-16 for rating reports\n`);
      return 0;
    }
    if (positionals.length !== 2) throw new UsageError(`usage: ${this.usage}`);
    const [doc, file] = positionals;
    const lang = values.lang ?? 'tr';
    if (lang !== 'tr' && lang !== 'en') throw new UsageError(`--lang must be tr or en, not "${lang}"`);
    if (values.rules !== undefined && !['2009', '2024', '2026'].includes(values.rules)) throw new UsageError(`--rules must be 2009, 2024 or 2026, not "${values.rules}"`);
    const rules = values.rules as '2009' | '2024' | '2026' | undefined;
    // the form first (exit 2 before the file is read), the file's own numbers once it is
    if (values.round !== undefined) wholeNumber('round', values.round, 1);
    if (values.player !== undefined) wholeNumber('player', values.player, 1);
    if (values.system !== undefined && !pairingSystem(values.system)) throw new UsageError(`unknown pairing system "${values.system}"; known systems: ${pairingSystems().map((s) => s.id).join(', ')}`);
    if (doc !== 'trf' && !documentKinds().some((d) => d.name === doc)) {
      throw new UsageError(`unknown document "${doc}"; known: ${[...documentKinds().map((d) => d.name), 'trf'].join(', ')}`);
    }
    const t = loadTournament(file, io);
    const player = values.player === undefined ? undefined : playerOf('player', values.player, t.players, file);
    const round = values.round === undefined ? undefined : roundOf('round', values.round, t.rounds, file);
    if (doc === 'match-cards' && !isTeamTrf(t)) throw new UsageError(`${file}: match cards are printed from a TRF-2026 team file (310 team records), and this file has none`, 1);
    let text: string;
    try {
      text = doc === 'trf' ? writeTrf(t) : renderDocument(doc, t, { lang, round, player, system: values.system, rules });
    } catch (e) {
      // the document cannot be made from this file (no round paired yet, Koya of a Swiss): said with the file's name
      if (e instanceof InputError && !e.source) throw new UsageError(`${file}: ${e.message}`, 1);
      throw e;
    }
    if (values.output) io.writeFile(values.output, text);
    else io.out(text);
    return 0;
  },
};
