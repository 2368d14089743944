/** The `hakem` command line: the same engine as the add-in, for scripting and for anyone without Excel. */
import { COMMANDS } from './commands/index';
import { nodeIO, UsageError, type CliIO } from './io';
import { InputError } from '../engine/trf/errors';
import { parseEncoding } from '../engine/trf/encoding';
import pkg from '../package.json';

const VERSION = pkg.version;

export function helpText(): string {
  const width = Math.max(...COMMANDS.map((c) => c.name.length));
  return [
    'hakem: chess arbiter tools (pairing, tie-breaks, ratings, crosstables)',
    '',
    'usage: hakem COMMAND [options]',
    '',
    ...COMMANDS.map((c) => `  ${c.name.padEnd(width)}  ${c.summary}`),
    '',
    "'hakem COMMAND --help' shows a command's options; 'hakem --version' the version.",
    '--encoding utf-8|windows-1254|latin1|utf-16le|utf-16be (any command): the encoding of the TRF files read, when',
    'the bytes do not tell it (a file that is not UTF-8 is read as Windows-1254 or Latin-1, with a note saying which).',
  ].join('\n') + '\n';
}

/** Runs one command; returns the exit code (0 ok, 1 bad input or violations found, 2 usage or a value out of range, 3 no legal pairing). */
export async function run(argv: string[], io: CliIO = nodeIO): Promise<number> {
  // --encoding NAME / --encoding=NAME, taken by every command that reads a TRF (cli/io.ts trfText), before the
  // command's name or after it, as the help says "any command"
  const words: string[] = [];
  let encoding: string | undefined;
  for (let i = 0; i < argv.length; i++) {
    const m = /^--encoding(?:=(.*))?$/.exec(argv[i]);
    if (!m) { words.push(argv[i]); continue; }
    encoding = m[1] ?? argv[++i];
    if (encoding === undefined || encoding === '' || (m[1] === undefined && encoding.startsWith('-'))) {
      io.err(`hakem${words[0] ? ` ${words[0]}` : ''}: --encoding needs a value (utf-8, windows-1254, latin1, utf-16le, utf-16be)\n`);
      return 2;
    }
  }
  const [name, ...args] = words;
  if (name === '--version' || name === '-V' || name === 'version') {
    io.out(`hakem ${VERSION}\n`);
    return 0;
  }
  if (encoding !== undefined) {
    try { parseEncoding(encoding); } catch (e) { io.err(`hakem ${name}: ${(e as Error).message}\n`); return 2; }
    io = Object.assign(Object.create(io) as CliIO, { encoding });
  }
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
