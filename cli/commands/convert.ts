import { parseCommandArgs } from '../args';
import type { Command } from './types';
import { formatFor, loadTournament, serialise, UsageError } from '../io';

export const convert: Command = {
  name: 'convert',
  summary: 'Convert TRF to JSON (the model) and back, losslessly.',
  usage: 'hakem convert IN.trf|IN.json [OUT.json|OUT.trf] [--to json|trf]',
  run(args, io) {
    const { values, positionals } = parseCommandArgs(args, { to: { type: 'string' } });
    if (positionals.length < 1 || positionals.length > 2) throw new UsageError(`usage: ${this.usage}`);
    const [input, output] = positionals;
    const to = (values.to ?? (output ? formatFor(output) : formatFor(input) === 'json' ? 'trf' : 'json')) as string;
    if (to !== 'json' && to !== 'trf') throw new UsageError(`--to must be json or trf, not "${to}"`);
    const text = serialise(loadTournament(input, io), to);
    if (output) io.writeFile(output, text);
    else io.out(text);
    return 0;
  },
};
