import { parseArgs } from 'node:util';
import type { Command } from './types';
import { loadTournament, UsageError } from '../io';
import { checkAbsoluteCriteria } from '../../engine/check/absolute';
import { checkDeclaredPoints } from '../../engine/check/record';
import { checkDoubleSwissCommand } from './double-swiss';

export const check: Command = {
  name: 'check',
  summary: 'Re-check the rounds played against the absolute criteria (no rematch, no second bye, colours) and the declared points.',
  usage: 'hakem check FILE.trf [--json] [--system double-swiss]',
  run(args, io) {
    const { values, positionals } = parseArgs({ args, options: { json: { type: 'boolean' }, system: { type: 'string' } }, allowPositionals: true });
    if (positionals.length !== 1) throw new UsageError(`usage: ${this.usage}`);
    if (values.system === 'double-swiss') return checkDoubleSwissCommand(positionals[0], !!values.json, io);
    if (values.system !== undefined) throw new UsageError(`check --system knows double-swiss only, not "${values.system}"`);
    const t = loadTournament(positionals[0], io);
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
