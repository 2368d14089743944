import { parseCommandArgs } from '../args';
import type { Command } from './types';
import { loadTournament, UsageError } from '../io';
import { writeTrf } from '../../engine/trf/write';

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
    const num = (name: string, v?: string) => {
      if (v === undefined) return undefined;
      if (!/^\d+$/.test(v)) throw new UsageError(`--${name} must be a number, not "${v}"`);
      return Number(v);
    };
    if (values.rules !== undefined && !['2009', '2024', '2026'].includes(values.rules)) throw new UsageError(`--rules must be 2009, 2024 or 2026, not "${values.rules}"`);
    const rules = values.rules as '2009' | '2024' | '2026' | undefined;
    const round = num('round', values.round);
    const player = num('player', values.player);
    if (doc !== 'trf' && !documentKinds().some((d) => d.name === doc)) {
      throw new UsageError(`unknown document "${doc}"; known: ${[...documentKinds().map((d) => d.name), 'trf'].join(', ')}`);
    }
    const t = loadTournament(file, io);
    if (player !== undefined && !t.players.some((p) => p.no === player)) throw new UsageError(`--player ${player}: no such player in ${file}`, 1);
    if (round !== undefined && !t.rounds.some((r) => r.number === round)) throw new UsageError(`--round ${round}: ${file} has no round ${round}`, 1);
    const text = doc === 'trf' ? writeTrf(t) : renderDocument(doc, t, { lang, round, player, system: values.system, rules });
    if (values.output) io.writeFile(values.output, text);
    else io.out(text);
    return 0;
  },
};
