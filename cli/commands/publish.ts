import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { dirname, join, relative, sep } from 'node:path';
import { parseCommandArgs } from '../args';
import type { Command } from './types';
import { loadTournament, UsageError, type CliIO } from '../io';
import type { Lang } from '../../engine/pairing/types';
import { isTeamTrf } from '../../engine/trf/team';
import { isDoubleSwissTrf } from '../../engine/pairing/double-swiss/matches';
import { chooseRules, isRoundRobin, TiebreakError, type TiebreakOptions } from '../../engine/tiebreak';
import type { SiteStandings } from '../../templates/site';
import { tiebreakList } from './standings';

/** The list of what `hakem publish` wrote into a folder, with each file's SHA-256, so that a rerun replaces only those. */
export const MANIFEST = '.hakem-publish.json';

export const publish: Command = {
  name: 'publish',
  summary: 'Write the event\'s site (pairings of each round, standings, crosstable, player cards) into a folder, for a club site or notice board.',
  usage: 'hakem publish FILE.trf -o FOLDER [--lang tr|en|both] [--tiebreaks BH,BH-C1,SB,…] [--rules 2009|2024|2026]\n'
    + '  Rerun after each round: it replaces only the files it wrote (listed in FOLDER/' + MANIFEST + ') and refuses a folder holding any other file.',
  async run(args, io) {
    const { values, positionals } = parseCommandArgs(args, { output: { type: 'string', short: 'o' }, lang: { type: 'string' }, tiebreaks: { type: 'string', short: 't' }, rules: { type: 'string' } });
    if (positionals.length !== 1 || values.output === undefined) throw new UsageError(`usage: ${this.usage}`);
    const lang = values.lang ?? 'tr';
    if (!['tr', 'en', 'both'].includes(lang)) throw new UsageError(`--lang must be tr, en or both, not "${lang}"`);
    const langs: Lang[] = lang === 'both' ? ['tr', 'en'] : [lang as Lang];
    if (values.rules !== undefined && !['2009', '2024', '2026'].includes(values.rules)) throw new UsageError(`--rules must be 2009, 2024 or 2026, not "${values.rules}"`);
    const file = positionals[0];
    const t = loadTournament(file, io);
    // the site ranks players one by one: a team event ranks teams by match points (C.04.6), a Double-Swiss counts
    // per game (C.04.5); published as players they would be silently wrong, so they are refused
    if (isTeamTrf(t)) throw new UsageError(`${file}: a team event (its team records, 013 or 310): hakem publish does not publish team events yet; use hakem standings and hakem render match-cards`, 1);
    if (isDoubleSwissTrf(t)) throw new UsageError(`${file}: a Double-Swiss event (192 FIDE_DOUBLESWISS): hakem publish does not publish it yet; use hakem standings --system double-swiss`, 1);
    const { eventSite, siteStandings } = await import('../../templates/site');
    const roundRobin = isRoundRobin(t);
    const requested = tiebreakList(values.tiebreaks); // one rule with standings: an empty code is a usage error
    const options: TiebreakOptions = { rules: chooseRules(values.rules as TiebreakOptions['rules'], t.info.startDate).rules };
    const standings = {} as Record<Lang, SiteStandings>;
    try {
      for (const l of langs) standings[l] = siteStandings(t, l, requested, values.rules as TiebreakOptions['rules'], roundRobin);
    } catch (e) {
      if (e instanceof TiebreakError) throw new UsageError(e.message);
      throw e;
    }
    const pages = eventSite(t, { langs, standings, rules: options.rules!, roundRobin });
    const written = writeSite(values.output, pages, io);
    io.err(`${written.written} pages written to ${values.output}${written.removed.length ? `; removed ${written.removed.length} page(s) of an earlier run no longer published: ${written.removed.join(', ')}` : ''}\n`);
    return 0;
  },
};

const sha = (data: string | Buffer) => createHash('sha256').update(data).digest('hex');

/** Every file under `dir`, as paths relative to it with '/' separators. */
function filesUnder(dir: string): string[] {
  const out: string[] = [];
  const walk = (d: string) => {
    for (const e of readdirSync(d, { withFileTypes: true })) {
      const p = join(d, e.name);
      if (e.isDirectory()) walk(p);
      else out.push(relative(dir, p).split(sep).join('/'));
    }
  };
  walk(dir);
  return out.sort();
}

/**
 * Writes the pages into `dir`, replacing only what an earlier run wrote. Refused, with nothing written, when the
 * folder holds a file Hakem did not write or one it wrote and someone changed since (named): the arbiter's files are
 * never overwritten nor deleted. Pages an earlier run wrote and this one does not (a language dropped) are removed.
 */
export function writeSite(dir: string, pages: Array<{ path: string; html: string }>, io: CliIO): { written: number; removed: string[] } {
  const st = statSync(dir, { throwIfNoEntry: false });
  if (st && !st.isDirectory()) throw new UsageError(`${dir}: not a folder`, 1);
  // a path's accepted hashes: one after a finished run, the old and the new one while a run writes (see below)
  let before: Record<string, string | string[]> = {};
  if (st) {
    const manifestPath = join(dir, MANIFEST);
    if (io.exists(manifestPath)) {
      try {
        const m = JSON.parse(readFileSync(manifestPath, 'utf8')) as { files?: Record<string, string> };
        if (!m || typeof m.files !== 'object' || m.files === null) throw new Error('no "files"');
        before = m.files;
      } catch (e) {
        throw new UsageError(`${manifestPath}: not the list hakem publish writes (${(e as Error).message}); nothing was written`, 1);
      }
    }
    const present = filesUnder(dir).filter((f) => f !== MANIFEST);
    const foreign = present.filter((f) => !(f in before));
    const changed = present.filter((f) => f in before && ![before[f]].flat().includes(sha(readFileSync(join(dir, f)))));
    if (foreign.length || changed.length) {
      const list = (xs: string[]) => xs.slice(0, 10).join(', ') + (xs.length > 10 ? ` and ${xs.length - 10} more` : '');
      const parts = [
        foreign.length ? `holds file(s) hakem publish did not write: ${list(foreign)}` : '',
        changed.length ? `holds page(s) changed since hakem publish wrote them: ${list(changed)}` : '',
      ].filter(Boolean);
      throw new UsageError(`${dir} ${parts.join('; it ')}. Nothing was written: give an empty or new folder, or move those files away.`, 1);
    }
  }
  mkdirSync(dir, { recursive: true });
  const files: Record<string, string> = Object.fromEntries(pages.map((p) => [p.path, sha(p.html)]));
  // First the list with both the old and the new hash of every page: a run cut short (a full disk, Ctrl-C) leaves
  // each page old or new, both Hakem's, so the next run still replaces them instead of refusing its own pages.
  const during: Record<string, string[]> = {};
  for (const [f, h] of Object.entries(before)) during[f] = [h].flat();
  for (const [f, h] of Object.entries(files)) during[f] = [...(during[f] ?? []), h];
  io.writeFile(join(dir, MANIFEST), JSON.stringify({ writtenBy: 'hakem publish', files: during }, null, 2) + '\n');
  for (const p of pages) {
    const target = join(dir, ...p.path.split('/'));
    mkdirSync(dirname(target), { recursive: true });
    io.writeFile(target, p.html);
  }
  const removed = Object.keys(before).filter((f) => !(f in files) && io.exists(join(dir, f)));
  for (const f of removed) rmSync(join(dir, ...f.split('/')));
  io.writeFile(join(dir, MANIFEST), JSON.stringify({ writtenBy: 'hakem publish', files }, null, 2) + '\n');
  return { written: pages.length, removed };
}
