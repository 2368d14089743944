import { parseArgs } from 'node:util';
import type { Command } from './types';
import { loadTournament, UsageError } from '../io';
import { ukdReport, type UkdReportOptions } from '../../engine/rating/report';
import { formatUkdReport, type Lang } from '../../engine/rating/reportRows';

const whole = (name: string, v: string | undefined): number | undefined => {
  if (v === undefined) return undefined;
  if (!/^\d+$/.test(v)) throw new UsageError(`--${name} must be a whole number, not "${v}"`);
  return Number(v);
};

export const ratings: Command = {
  name: 'ratings',
  summary: 'The UKD report of an event (Turkish national rating, TSF procedure): n, W, We, k, ΔD, new UKD or performance.',
  usage: 'hakem ratings FILE.trf --ukd [--json] [--lang en|tr] [--system swiss|round-robin] [--winner N] [--minutes N] [--days N] [--rapid] [--unrated-at start|performance]',
  run(args, io) {
    const { values, positionals } = parseArgs({
      args,
      options: {
        ukd: { type: 'boolean' },
        json: { type: 'boolean' },
        lang: { type: 'string' },
        system: { type: 'string' },
        winner: { type: 'string' },
        minutes: { type: 'string' },
        days: { type: 'string' },
        rapid: { type: 'boolean' },
        'unrated-at': { type: 'string' },
      },
      allowPositionals: true,
    });
    if (positionals.length !== 1) throw new UsageError(`usage: ${this.usage}`);
    if (!values.ukd) throw new UsageError(`--ukd is required (the only rating report so far)\nusage: ${this.usage}`);
    const lang = (values.lang ?? 'en') as Lang;
    if (lang !== 'en' && lang !== 'tr') throw new UsageError(`--lang must be en or tr, not "${values.lang}"`);
    if (values.system !== undefined && values.system !== 'swiss' && values.system !== 'round-robin') {
      throw new UsageError(`--system must be swiss or round-robin, not "${values.system}"`);
    }
    const unratedAt = values['unrated-at'];
    if (unratedAt !== undefined && unratedAt !== 'start' && unratedAt !== 'performance') {
      throw new UsageError(`--unrated-at must be start (8.A.1, default) or performance (P, as in round robins 8.B.5), not "${unratedAt}"`);
    }
    const t = loadTournament(positionals[0], io);
    const winner = whole('winner', values.winner);
    if (winner !== undefined && !t.players.some((p) => p.no === winner)) throw new UsageError(`--winner ${winner}: no player has that number`);
    const options: UkdReportOptions = {
      system: values.system as UkdReportOptions['system'],
      winner,
      unratedOpponents: unratedAt as UkdReportOptions['unratedOpponents'],
      conditions: { minutesEach: whole('minutes', values.minutes), days: whole('days', values.days), rapidOrBlitz: values.rapid ? true : undefined },
    };
    const report = ukdReport(t, options);
    if (values.json) io.out(JSON.stringify(report, null, 2) + '\n');
    else io.out(formatUkdReport(report, lang));
    return report.eligibility.eligible ? 0 : 1;
  },
};
