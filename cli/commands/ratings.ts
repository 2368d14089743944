import type { Command } from './types';
import { loadTournament, UsageError } from '../io';
import { parseCommandArgs } from '../args';
import { ukdReport, type UkdReportOptions } from '../../engine/rating/report';
import { formatUkdReport, type Lang } from '../../engine/rating/reportRows';
import { fideReport } from '../../engine/rating/fideEvent';
import { explainFideLine, formatFideReport } from '../../engine/rating/fideRows';
import type { KData } from '../../engine/rating/fide';

const whole = (name: string, v: string | undefined): number | undefined => {
  if (v === undefined) return undefined;
  if (!/^\d+$/.test(v)) throw new UsageError(`--${name} must be a whole number, not "${v}"`);
  return Number(v);
};

export const ratings: Command = {
  name: 'ratings',
  summary: 'The rating report of an event: FIDE (B.02: K, n, W, ΣPD, Δ, new rating or initial rating) or UKD (TSF procedure).',
  usage: 'hakem ratings FILE.trf --fide [--k K] [--k-for N=K,…] [--new N,…] [--reached-2400 N,…] [--explain N] [--json] [--lang en|tr]\n       hakem ratings FILE.trf --ukd [--json] [--lang en|tr] [--system swiss|round-robin] [--winner N] [--minutes N] [--days N] [--rapid] [--unrated-at start|performance]',
  run(args, io) {
    const { values, positionals } = parseCommandArgs(args, {
        ukd: { type: 'boolean' },
        fide: { type: 'boolean' },
        k: { type: 'string' },
        'k-for': { type: 'string' },
        new: { type: 'string' },
        'reached-2400': { type: 'string' },
        explain: { type: 'string' },
        json: { type: 'boolean' },
        lang: { type: 'string' },
        system: { type: 'string' },
        winner: { type: 'string' },
        minutes: { type: 'string' },
        days: { type: 'string' },
        rapid: { type: 'boolean' },
        'unrated-at': { type: 'string' },
    });
    if (positionals.length !== 1) throw new UsageError(`usage: ${this.usage}`);
    if (!values.ukd === !values.fide) throw new UsageError(`give --fide (FIDE B.02) or --ukd (TSF UKD), one of them\nusage: ${this.usage}`);
    const lang = (values.lang ?? 'en') as Lang;
    if (lang !== 'en' && lang !== 'tr') throw new UsageError(`--lang must be en or tr, not "${values.lang}"`);
    if (values.fide) {
      for (const o of ['system', 'winner', 'minutes', 'days', 'rapid', 'unrated-at'] as const) if (values[o] !== undefined) throw new UsageError(`--${o} applies to --ukd, not to --fide`);
      return fide(values, positionals[0], io, lang);
    }
    for (const o of ['k', 'k-for', 'new', 'reached-2400', 'explain'] as const) if (values[o] !== undefined) throw new UsageError(`--${o} applies to --fide`);
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

/** `--fide`: the FIDE report; K data from the options (the TRF holds no K, games before or rating history). */
function fide(values: Record<string, string | boolean | undefined>, file: string, io: Parameters<typeof ratings.run>[1], lang: Lang): number {
  const t = loadTournament(file, io);
  const known = (opt: string, no: number) => {
    const p = t.players.find((x) => x.no === no);
    if (!p) throw new UsageError(`--${opt}: no player has the number ${no}`);
    // K (8.3.3) is a rated player's: an unrated player gets an initial rating (8.2), where no K enters
    if (!(typeof p.rating === 'number' && p.rating > 0)) throw new UsageError(`--${opt} ${no}: player ${no} is unrated, and K (8.3.3) applies only to a rated player's change; an unrated player gets an initial rating (8.2), which takes no K`);
  };
  const list = (opt: string): number[] => {
    const v = values[opt];
    if (v === undefined) return [];
    return String(v).split(',').map((x) => {
      const n = whole(opt, x.trim())!;
      known(opt, n);
      return n;
    });
  };
  const kOf = (opt: string, v: string): number => {
    const k = whole(opt, v);
    if (!k) throw new UsageError(`--${opt}: K must be a whole number above 0, not "${v}"`);
    return k;
  };
  const kData = new Map<number, KData>();
  const set = (no: number, d: KData) => kData.set(no, { ...kData.get(no), ...d });
  for (const no of list('new')) set(no, { gamesBefore: 0 });
  for (const no of list('reached-2400')) set(no, { reached2400: true });
  if (values['k-for'] !== undefined) {
    for (const part of String(values['k-for']).split(',')) {
      const m = /^\s*(\d+)\s*=\s*(\S+)\s*$/.exec(part);
      if (!m) throw new UsageError(`--k-for takes NUMBER=K pairs separated by commas, not "${part}"`);
      known('k-for', Number(m[1]));
      set(Number(m[1]), { k: kOf('k-for', m[2]) });
    }
  }
  const report = fideReport(t, { kData, allPlayers: values.k !== undefined ? { k: kOf('k', String(values.k)) } : undefined });
  if (values.explain !== undefined) {
    const no = whole('explain', String(values.explain))!;
    const line = report.lines.find((l) => l.no === no);
    if (!line) throw new UsageError(`--explain ${no}: no player has that number`);
    io.out(`${report.edition[lang]}\n\n${explainFideLine(line, lang)}`);
    return 0;
  }
  if (values.json) io.out(JSON.stringify(report, null, 2) + '\n');
  else io.out(formatFideReport(report, lang));
  return 0;
}
