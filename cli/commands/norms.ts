import type { Command } from './types';
import { existsSync } from 'node:fs';
import { loadTournament, UsageError } from '../io';
import { parseCommandArgs, playerOf, roundOf, wholeNumber } from '../args';
import { DEFAULT_DB, RatingDb } from '../ratingdb';
import { normListLookup } from '../../engine/ratinglist/types';
import { titleNorms, type NormOptions, type NormVerdict, type PlayerNorms, type TitleNormsReport } from '../../engine/norms';
import { halves } from '../../engine/report/notation';

type Lang = 'en' | 'tr';

const STATE: Record<string, { en: string; tr: string }> = {
  met: { en: 'met', tr: 'tamam' }, 'not-met': { en: 'NOT MET', tr: 'YOK' }, pending: { en: 'pending', tr: 'beklemede' },
  exempt: { en: 'exempt', tr: 'muaf' }, unknown: { en: 'unknown', tr: 'bilinmiyor' },
};

function headline(v: NormVerdict, lang: Lang): string {
  const fig = v.averageRating !== undefined ? `, Ra ${v.averageRating}, Rp ${v.performance}` : '';
  const games = `${v.games} ${lang === 'en' ? 'games' : 'oyun'}${v.credited !== undefined && v.credited !== v.games ? ` (${v.credited} ${lang === 'en' ? 'credited' : 'sayılır'})` : ''}`;
  const status = v.achieved ? (lang === 'en' ? 'ACHIEVED' : 'NORM VAR') : v.inReach ? (lang === 'en' ? 'in reach' : 'ulaşılabilir') : lang === 'en' ? 'no norm' : 'norm yok';
  const failed = v.requirements.filter((r) => r.state === 'not-met' || r.state === 'unknown').map((r) => `${r.article} ${STATE[r.state][lang]}`);
  return `${v.title.padEnd(4)}${status}: ${halves(v.points)}/${games}${fig}${failed.length ? ` — ${failed.join('; ')}` : ''}`;
}

function playerLine(p: PlayerNorms): string {
  const who = [p.title, p.federation, p.rating].filter(Boolean).join(' ');
  return `${String(p.no).padStart(4)} ${p.name}${who ? ` (${who})` : ''}, ${halves(p.points)}`;
}

export function formatNorms(r: TitleNormsReport, lang: Lang, o: { all?: boolean; player?: number }): string {
  const out: string[] = [`${r.edition[lang]} — ${lang === 'en' ? `after round ${r.afterRound}` : `${r.afterRound}. tur sonunda`}${r.totalRounds ? ` / ${r.totalRounds}` : ''}`];
  for (const n of r.notes) out.push(n[lang]);
  out.push('');
  // by default the norms that matter: achieved or in reach, of a title the player does not hold yet
  const shown = (n: NormVerdict) => (n.achieved || n.inReach) && !n.alreadyHeld;
  const players = o.player !== undefined ? r.players.filter((p) => p.no === o.player) : r.players.filter((p) => o.all || p.norms.some(shown));
  if (!players.length) out.push(lang === 'en' ? 'No player has a norm or one in reach.' : 'Normu olan ya da normu ulaşılabilir oyuncu yok.');
  for (const p of players) {
    out.push(playerLine(p));
    for (const v of p.norms) {
      if (o.player === undefined && !o.all && !shown(v)) continue;
      out.push(`     ${headline(v, lang)}`);
      for (const n of v.notes) out.push(`         ${n[lang]}`);
      if (o.player !== undefined) for (const q of v.requirements) out.push(`         [${STATE[q.state][lang]}] ${q.article}: ${q.text[lang]}`);
      if (v.need && (v.inReach || o.player !== undefined)) out.push(`         ${v.need.text[lang]}`);
    }
  }
  return out.join('\n') + '\n';
}

export const norms: Command = {
  name: 'norms',
  summary: 'Title norms (FIDE B.01 1.4): for each player, GM/IM/WGM/WIM achieved or each requirement\'s state with its article; what is needed from the remaining rounds.',
  usage: [
    'hakem norms FILE.trf [--round N] [--json] [--lang en|tr] [--player N] [--all] [--db PATH]',
    '                [--system swiss|round-robin|double-round-robin] [--exception 1.4.3a|1.4.3b|1.4.3c] [--minimum-games 7|8]',
    '  --round N      after round N (default: the last round with a result)',
    '  --player N     one player, every requirement with its article',
    '  --all          every player (default: those with a norm, or one in reach)',
    '  --exception    1.4.3a national championship final, 1.4.3b national team championship, 1.4.3c zonal (lift 1.4.3 and 1.4.4);',
    '                 1.4.3d (a Swiss with enough rated foreign and titled players) is worked out from the file (host: TRF 032)',
    '  --minimum-games  1.4.1b: 7 for World/Continental Team or Club Championships, 8 for the World Cups (default 9)',
    '  --db PATH      the rating list (hakem players import-list; default ~/.hakem/ratings.sqlite when it exists)',
    'Opponents\' titles, federations and ratings are the TRF\'s; where a line lacks one, the rating list\'s (by FIDE ID), said so.',
  ].join('\n'),
  async run(args, io) {
    const { values, positionals } = parseCommandArgs(args, {
      db: { type: 'string' }, round: { type: 'string' }, json: { type: 'boolean' }, lang: { type: 'string' }, player: { type: 'string' }, all: { type: 'boolean' },
      system: { type: 'string' }, exception: { type: 'string' }, 'minimum-games': { type: 'string' },
    });
    if (positionals.length !== 1) throw new UsageError(`usage: ${this.usage}`);
    const whole = (name: string, v: string | undefined) => {
      if (v === undefined) return undefined;
      if (!/^\d+$/.test(v)) throw new UsageError(`--${name} must be a whole number, not "${v}"`);
      return Number(v);
    };
    const lang = (values.lang ?? 'en') as Lang;
    if (lang !== 'en' && lang !== 'tr') throw new UsageError(`--lang must be en or tr, not "${values.lang}"`);
    if (values.system !== undefined && !['swiss', 'round-robin', 'double-round-robin'].includes(values.system)) throw new UsageError(`--system must be swiss, round-robin or double-round-robin, not "${values.system}"`);
    if (values.exception !== undefined && !['1.4.3a', '1.4.3b', '1.4.3c'].includes(values.exception)) throw new UsageError(`--exception must be 1.4.3a, 1.4.3b or 1.4.3c, not "${values.exception}"`);
    const minimumGames = whole('minimum-games', values['minimum-games']);
    if (minimumGames !== undefined && minimumGames !== 7 && minimumGames !== 8 && minimumGames !== 9) throw new UsageError('--minimum-games must be 7 or 8 (B.01 1.4.1b), or 9');
    // the form first (exit 2 before the file is read), then the file's own rounds and players (exit 2 as well)
    if (values.round !== undefined) wholeNumber('round', values.round, 1);
    if (values.player !== undefined) wholeNumber('player', values.player, 1);
    const t = loadTournament(positionals[0], io);
    const round = values.round === undefined ? undefined : roundOf('round', values.round, t.rounds, positionals[0]);
    const player = values.player === undefined ? undefined : playerOf('player', values.player, t.players, positionals[0]);
    const options: NormOptions = {
      ...(round !== undefined ? { afterRound: round } : {}),
      ...(values.system ? { system: values.system as NormOptions['system'] } : {}),
      ...(values.exception ? { exception: values.exception as NormOptions['exception'] } : {}),
      ...(minimumGames !== undefined ? { minimumGames } : {}),
    };
    // the rating list: the one named, else the default one of `hakem players` when it has been imported
    const dbPath = values.db ?? (existsSync(DEFAULT_DB) ? DEFAULT_DB : undefined);
    const rdb = dbPath !== undefined ? await RatingDb.open(dbPath) : undefined;
    let report;
    let listLine: { en: string; tr: string } | undefined;
    try {
      if (rdb) {
        const m = rdb.meta();
        const which = `${dbPath}${m.source ? ` (${m.source}${m.month ? `, ${m.month}` : ''})` : ''}`;
        listLine = { en: `Rating list: ${which}, for figures the file lacks (by FIDE ID).`, tr: `Reyting listesi: ${which}, dosyada olmayan bilgiler için (FIDE ID ile).` };
        options.ratingList = normListLookup((id) => rdb.byFideId(id));
      }
      report = titleNorms(t, options);
    } finally {
      rdb?.close();
    }
    if (listLine) report.notes.splice(1, 0, listLine);
    if (values.json) {
      const players = player !== undefined ? report.players.filter((p) => p.no === player) : report.players;
      io.out(JSON.stringify(players, null, 2) + '\n');
      if (listLine) io.err(`${listLine.en}\n${report.notes.filter((n) => n.en.startsWith('Taken from the rating list')).map((n) => n.en + '\n').join('')}`);
    } else io.out(formatNorms(report, lang, { all: values.all, player }));
    return 0;
  },
};
