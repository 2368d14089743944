/** The `hakem` command line: the same engine as the add-in, for scripting and for anyone without Excel. */
import { COMMANDS } from './commands/index';
import { nodeIO, UsageError, type CliIO } from './io';
import { InputError } from '../engine/trf/errors';

export function helpText(): string {
  const width = Math.max(...COMMANDS.map((c) => c.name.length));
  return [
    'hakem: chess arbiter tools (pairing, tie-breaks, ratings, crosstables)',
    '',
    'usage: hakem COMMAND [options]',
    '',
    ...COMMANDS.map((c) => `  ${c.name.padEnd(width)}  ${c.summary}`),
    '',
    "'hakem COMMAND --help' shows a command's options.",
  ].join('\n') + '\n';
}

/** Runs one command; returns the exit code (0 ok, 1 bad input or violations found, 2 usage, 3 no legal pairing). */
export async function run(argv: string[], io: CliIO = nodeIO): Promise<number> {
  const [name, ...args] = argv;
  if (!name || name === '--help' || name === '-h' || name === 'help') {
    io.out(helpText());
    return name ? 0 : 2;
  }
  const cmd = COMMANDS.find((c) => c.name === name);
  if (!cmd) {
    io.err(`hakem: unknown command "${name}"\n\n${helpText()}`);
    return 2;
  }
  if (args.includes('--help') || args.includes('-h')) {
    io.out(`usage: ${cmd.usage}\n\n${cmd.summary}\n`);
    return 0;
  }
  try {
    return await cmd.run(args, io);
  } catch (e) {
    if (e instanceof UsageError) {
      io.err(`hakem ${name}: ${e.message}\n`);
      return e.exitCode;
    }
    if (e instanceof InputError || (e as { code?: string }).code === 'ERR_PARSE_ARGS_UNKNOWN_OPTION' || (e as { code?: string }).code?.startsWith('ERR_PARSE_ARGS')) {
      io.err(`hakem ${name}: ${(e as Error).message}\n`);
      return e instanceof InputError ? 1 : 2;
    }
    throw e;
  }
}
