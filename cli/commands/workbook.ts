import { parseCommandArgs } from '../args';
import type { Command } from './types';
import { UsageError } from '../io';

export const workbook: Command = {
  name: 'workbook',
  summary: "Write the teaching workbook (.xlsx): the documents' worked examples, computed by the engine.",
  usage: 'hakem workbook [--lang tr|en] OUT.xlsx',
  async run(args, io) {
    const { values, positionals } = parseCommandArgs(args, { lang: { type: 'string' } });
    if (positionals.length !== 1) throw new UsageError(`usage: ${this.usage}`);
    const lang = values.lang ?? 'tr';
    if (lang !== 'tr' && lang !== 'en') throw new UsageError(`--lang must be tr or en, not "${lang}"`);
    if (!positionals[0].toLowerCase().endsWith('.xlsx')) throw new UsageError(`the workbook is an .xlsx file, not "${positionals[0]}"`);
    // templates/ and exceljs load only for this command: the other commands start without them.
    const { teachingWorkbook } = await import('../../templates/workbook/index');
    io.writeFile(positionals[0], await teachingWorkbook(lang));
    io.out(`wrote ${positionals[0]}\n`);
    return 0;
  },
};
