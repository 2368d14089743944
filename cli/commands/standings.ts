import { parseArgs } from 'node:util';
import type { Command } from './types';
import { loadTournament, UsageError, type CliIO } from '../io';
import type { Tournament } from '../../engine/model/types';
import { CrosstableError, parseCrosstable } from '../../engine/crosstable';
import {
  DEFAULT_TIEBREAKS, explainTiebreak, isRoundRobin, rankPlayers, renderExplanation, TIEBREAK_CODES, TiebreakError,
  parseTiebreakCode, type RulesEdition, type TiebreakOptions, type TournamentKind,
} from '../../engine/tiebreak';

const fmt = (x: number) => (Number.isInteger(x) ? String(x) : Number.isInteger(x * 2) ? `${Math.floor(x) || ''}½` : String(Math.round(x * 100) / 100));

const codeList = TIEBREAK_CODES.map((c) => `  ${(c.code + (c.modifiers.length ? `[-${c.modifiers.join('|-')}n]` : '')).padEnd(16)} ${c.name.en}: ${c.description.en}`).join('\n');

export const standings: Command = {
  name: 'standings',
  summary: 'Rank a tournament by score and tie-breaks (--tiebreaks BH,BH-C1,SB; --rules 2009|2024; --json; --explain N).',
  usage: [
    'hakem standings FILE.trf|FILE.json|FILE.csv [--tiebreaks BH,BH-C1,SB,…] [--rules 2009|2024|2026] [--type KIND]',
    '                [--rr|--swiss] [--rating fide|ukd] [--after-round N] [--json] [--explain PLAYER] [--lang en|tr]',
    '                [--colours en|tr] [--three]   (CSV: the crosstable as typed, one row per player, cells like 10w0, 12 b ½, 9+, T, H)',
    '',
    'Rules: 2009 (default; the documents: adjusted score, virtual opponent), 2024 (FIDE C.07: Article 16, dummy',
    'opponent, VUR cut exception). 2026 is refused: the March 2026 text was not available to Hakem.',
    `Default tie-breaks by --type (${Object.keys(DEFAULT_TIEBREAKS).join(', ')}):`,
    ...Object.entries(DEFAULT_TIEBREAKS).map(([k, v]) => `  ${k.padEnd(32)} ${v.join(', ')}`),
    'Tie-break codes (-Cn cut the n lowest, -Mn median, -En extended Koya; BH/C1 is accepted too):',
    codeList,
  ].join('\n'),
  run(args, io) {
    const { values, positionals } = parseArgs({
      args,
      options: {
        tiebreaks: { type: 'string', short: 't' },
        rules: { type: 'string' },
        type: { type: 'string' },
        rr: { type: 'boolean' },
        swiss: { type: 'boolean' },
        rating: { type: 'string' },
        'after-round': { type: 'string' },
        json: { type: 'boolean' },
        explain: { type: 'string' },
        lang: { type: 'string' },
        colours: { type: 'string' },
        three: { type: 'boolean' },
      },
      allowPositionals: true,
    });
    if (positionals.length !== 1) throw new UsageError(`usage: ${this.usage.split('\n').slice(0, 2).join('\n')}`);
    const lang = (values.lang ?? 'en') as 'en' | 'tr';
    if (lang !== 'en' && lang !== 'tr') throw new UsageError(`--lang must be en or tr, not "${values.lang}"`);
    const options: TiebreakOptions = {};
    if (values.rules !== undefined) {
      if (!['2009', '2024', '2026'].includes(values.rules)) throw new UsageError(`--rules must be 2009, 2024 or 2026, not "${values.rules}"`);
      options.rules = values.rules as RulesEdition;
    }
    if (values.rr && values.swiss) throw new UsageError('--rr and --swiss exclude each other');
    if (values.rr) options.roundRobin = true;
    if (values.swiss) options.roundRobin = false;
    if (values.rating !== undefined) {
      if (values.rating !== 'fide' && values.rating !== 'ukd') throw new UsageError(`--rating must be fide or ukd, not "${values.rating}"`);
      options.rating = values.rating;
    }
    if (values['after-round'] !== undefined) {
      if (!/^\d+$/.test(values['after-round'])) throw new UsageError(`--after-round must be a round number, not "${values['after-round']}"`);
      options.afterRound = Number(values['after-round']);
    }
    if (values.colours !== undefined && values.colours !== 'en' && values.colours !== 'tr') throw new UsageError(`--colours must be en or tr, not "${values.colours}"`);
    const t = /\.(csv|txt|tsv)$/i.test(positionals[0])
      ? readCrosstableFile(positionals[0], io, (values.colours ?? 'en') as 'en' | 'tr', values.three ?? false)
      : loadTournament(positionals[0], io);
    let codes: string[];
    if (values.tiebreaks !== undefined) codes = values.tiebreaks.split(',').map((c) => c.trim()).filter((c) => c !== '');
    else {
      const kind = (values.type ?? ((options.roundRobin ?? isRoundRobin(t)) ? 'individual-round-robin' : 'individual-swiss-far-ratings')) as TournamentKind;
      if (!DEFAULT_TIEBREAKS[kind] || kind.startsWith('team')) throw new UsageError(`--type must be one of ${Object.keys(DEFAULT_TIEBREAKS).filter((k) => !k.startsWith('team')).join(', ')}`);
      codes = DEFAULT_TIEBREAKS[kind];
    }
    try {
      codes = codes.map((c) => parseTiebreakCode(c).code);
      const rows = rankPlayers(t, codes, options);
      let explainNo: number | undefined;
      if (values.explain !== undefined) {
        explainNo = Number(values.explain);
        if (!Number.isInteger(explainNo) || !t.players.some((p) => p.no === explainNo)) throw new UsageError(`--explain: no player ${values.explain}`, 1);
      }
      if (values.json) {
        const out = rows.map((r) => ({ no: r.no, name: r.name, score: r.score, rank: r.rank, tiebreaks: r.tiebreaks }));
        const json = explainNo === undefined ? out : { standings: out, explanations: codes.map((c) => explainTiebreak(t, explainNo!, c, options)) };
        io.out(JSON.stringify(json, null, 2) + '\n');
        return 0;
      }
      const head = [lang === 'tr' ? 'Sıra' : 'Rank', 'No', lang === 'tr' ? 'Ad' : 'Name', lang === 'tr' ? 'Puan' : 'Pts', ...codes];
      const body = rows.map((r) => [String(r.rank), String(r.no), r.name, fmt(r.score), ...codes.map((c) => fmt(r.tiebreaks[c]))]);
      const widths = head.map((h, j) => Math.max(h.length, ...body.map((b) => b[j].length)));
      const line = (cells: string[]) => cells.map((c, j) => (j === 2 ? c.padEnd(widths[j]) : c.padStart(widths[j]))).join('  ').trimEnd();
      io.out([line(head), ...body.map(line)].join('\n') + '\n');
      if (explainNo !== undefined) for (const c of codes) io.out('\n' + renderExplanation(explainTiebreak(t, explainNo, c, options), lang));
      return 0;
    } catch (e) {
      if (e instanceof TiebreakError) throw new UsageError(e.message);
      throw e;
    }
  },
};

/** A crosstable saved as CSV (comma, semicolon or tab separated; simple double quotes). Errors name the cell. */
function readCrosstableFile(path: string, io: CliIO, colours: 'en' | 'tr', three: boolean): Tournament {
  if (!io.exists(path)) throw new UsageError(`${path}: no such file`, 1);
  const text = io.readFile(path).replace(/^\uFEFF/, '');
  const lines = text.split(/\r?\n/).filter((l) => l.trim() !== '');
  const sep = [';', '\t', ','].find((c) => lines[0]?.includes(c)) ?? ',';
  const rows = lines.map((l) => splitCsv(l, sep));
  try {
    return parseCrosstable(rows, { colours, layout: three ? 'three' : 'auto' });
  } catch (e) {
    if (e instanceof CrosstableError) throw new UsageError(`${path} ${e.message}`, 1);
    throw e;
  }
}

function splitCsv(line: string, sep: string): string[] {
  const out: string[] = [];
  let cur = '';
  let quoted = false;
  for (let i = 0; i < line.length; i++) {
    const ch = line[i];
    if (quoted) {
      if (ch === '"' && line[i + 1] === '"') { cur += '"'; i++; }
      else if (ch === '"') quoted = false;
      else cur += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === sep) { out.push(cur); cur = ''; }
    else cur += ch;
  }
  out.push(cur);
  return out.map((c) => c.trim());
}
