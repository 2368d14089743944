import { parseCommandArgs } from '../args';
import type { Command } from './types';
import { nodeIO, UsageError } from '../io';
import { DEFAULT_DB, importList, RatingDb } from '../ratingdb';
import { RATES, type ListPlayer, type Rate } from '../../engine/ratinglist/types';

const USAGE = 'hakem players import-list FILE [--db PATH] [--rate standard|rapid|blitz]\n       hakem players find ID|NAME [--db PATH] [--limit N] [--json]';

function rateOption(v: string | undefined): Rate | undefined {
  if (v === undefined) return undefined;
  if (!(RATES as string[]).includes(v)) throw new UsageError(`--rate must be standard, rapid or blitz, not "${v}"`);
  return v as Rate;
}

const bar = (done: number, width = 30) => '#'.repeat(Math.round(done * width)).padEnd(width, '.');

function table(players: ListPlayer[]): string {
  const head = ['FIDE ID', 'Name', 'Fed', 'Sex', 'Title', 'Std', 'Rpd', 'Blz', 'Born', 'Flag'];
  const rows = players.map((p) => [String(p.id), p.name, p.fed, p.sex, [p.title, p.wTitle].filter(Boolean).join(' '), String(p.standard ?? ''), String(p.rapid ?? ''), String(p.blitz ?? ''), String(p.birthYear ?? ''), p.flag]);
  const w = head.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
  return [head, ...rows].map((r) => r.map((c, i) => (i >= 5 && i <= 8 ? c.padStart(w[i]) : c.padEnd(w[i]))).join('  ').trimEnd()).join('\n') + '\n';
}

export const players: Command = {
  name: 'players',
  summary: "FIDE's rating list: import the monthly list file into a local database, find a player by FIDE ID or name.",
  usage: USAGE,
  async run(args, io) {
    const [sub, ...rest] = args;
    const { values, positionals } = parseCommandArgs(rest, { db: { type: 'string' }, rate: { type: 'string' }, limit: { type: 'string' }, json: { type: 'boolean' }, progress: { type: 'boolean' } });
    const db = values.db ?? DEFAULT_DB;
    if (sub === 'import-list') {
      if (positionals.length !== 1) throw new UsageError(`usage: ${USAGE}`);
      const file = positionals[0];
      if (!io.exists(file)) throw new UsageError(`${file}: no such file`, 1);
      // a bar on a terminal (or when asked for): bytes read, players so far
      const showBar = values.progress || (io === nodeIO && process.stderr.isTTY);
      const r = await importList(file, db, {
        rate: rateOption(values.rate),
        onProgress: showBar ? (read, total, n) => io.err(`\r[${bar(total ? read / total : 1)}] ${String(Math.floor((100 * read) / Math.max(1, total))).padStart(3)}%  ${n.toLocaleString('en')} players`) : undefined,
      });
      if (showBar) io.err('\n');
      io.out(`${r.players.toLocaleString('en')} players from ${file} (${r.format}${r.month ? `, ${r.month}` : ''}) into ${db} in ${r.seconds.toFixed(1)} s${r.duplicates ? `; ${r.duplicates} FIDE IDs appeared twice, the later line kept` : ''}\n`);
      return 0;
    }
    if (sub === 'find') {
      if (positionals.length < 1) throw new UsageError(`usage: ${USAGE}`);
      const query = positionals.join(' ').trim();
      const limit = values.limit === undefined ? 20 : Number(values.limit);
      if (!Number.isInteger(limit) || limit < 1) throw new UsageError(`--limit must be a whole number, not "${values.limit}"`);
      const rdb = await RatingDb.open(db);
      try {
        const t0 = performance.now();
        const found = /^\d+$/.test(query) ? [rdb.byFideId(Number(query))].filter((p): p is ListPlayer => !!p) : rdb.byNamePrefix(query, limit);
        const ms = performance.now() - t0;
        if (values.json) io.out(JSON.stringify(found, null, 2) + '\n');
        else if (found.length) io.out(table(found));
        io.err(`${found.length} found in ${ms.toFixed(1)} ms\n`);
        return found.length ? 0 : 1;
      } finally {
        rdb.close();
      }
    }
    throw new UsageError(`usage: ${USAGE}`);
  },
};
