import { parseCommandArgs, playerOf } from '../args';
import type { Command } from './types';
import { splitCsv } from '../csv';
import { loadTournament, UsageError, type CliIO } from '../io';
import { doubleSwissStandingsCommand } from './double-swiss';
import { fideReport, type FideLine } from '../../engine/rating/fideEvent';
import { B02_EDITION } from '../../engine/rating/fide';
import { RATING_AVERAGE_CODES, unratedOpponentsLeftOut } from '../../engine/tiebreak/ratingAverages';
import { tiebreakContext } from '../../engine/tiebreak/context';
import type { Tournament } from '../../engine/model/types';
import { CrosstableError, parseCrosstable, parseTeamCrosstable } from '../../engine/crosstable';
import { isTeamTrf } from '../../engine/trf/team';
import { teamStandingsCommand } from './team-swiss';
import {
  DEFAULT_TIEBREAKS, explainTiebreak, isRoundRobin, rankPlayers, rankTeams, renderExplanation, TEAM_TIEBREAK_CODES,
  TIEBREAK_CODES, TiebreakError, chooseRules, cutTooLarge, parseTiebreakCode, type RulesEdition, type TeamEvent, type TiebreakOptions, type TournamentKind,
} from '../../engine/tiebreak';

// the table's number format lives in engine/report/tiebreakValue.ts (the published site writes the same)
import { formatValue, isAverage } from '../../engine/report/tiebreakValue';
import { startingTiebreaks } from '../../engine/tiebreak/recommended';
import { vurCutNote } from '../../engine/tiebreak/vurCut';
import { fileTiebreaks, fromFileText, unknownFileCodes } from '../../engine/tiebreak/fileList';
export { formatValue, isAverage };

/** `--tiebreaks BH,BH-C1,SB` as a list; an empty code (`BH,,SB`, a comma at an end) is a usage error, not skipped. */
export function tiebreakList(text: string | undefined): string[] | undefined {
  if (text === undefined) return undefined;
  const codes = text.split(',').map((c) => c.trim());
  if (codes.some((c) => c === '')) throw new UsageError(`--tiebreaks "${text}": an empty code between commas; give codes such as BH,BH-C1,SB`);
  return codes;
}

const codeList = TIEBREAK_CODES.map((c) => `  ${(c.code + (c.modifiers.length ? `[-${c.modifiers.join('|-')}n]` : '')).padEnd(16)} ${c.name.en}: ${c.description.en}`).join('\n');
const teamCodeList = TEAM_TIEBREAK_CODES.map((c) => `  ${c.code.padEnd(16)} ${c.name.en}: ${c.description.en}`).join('\n');
const TEAM_KINDS = Object.keys(DEFAULT_TIEBREAKS).filter((k) => k.startsWith('team'));

export const standings: Command = {
  name: 'standings',
  summary: 'Rank a tournament or a team event by score and tie-breaks (--tiebreaks BH,BH-C1,SB; --rules 2009|2024|2026, else by start date; --json; --explain N).',
  usage: [
    'hakem standings FILE.trf|FILE.json|FILE.csv [--tiebreaks BH,BH-C1,SB,…] [--rules 2009|2024|2026] [--type KIND]',
    '                [--rr|--swiss] [--rating fide|ukd] [--after-round N] [--json] [--explain PLAYER] [--lang en|tr]',
    '                [--unrated-rating R] (what an unrated opponent counts as in ARO, TPR, PTP, APRO, APPO; else left out, and named)',
    '                [--vur-cut least-significant|lowest-share] (C.07 16.5: which voluntary unplayed round a cut of SB weighs; said under the table)',
    '                [--fide-rating] (each rated player\'s FIDE rating change, B.02 8.3: Rtg, K, ΣPD, Δ, New; Ru* initial rating, 8.2)',
    '                [--colours en|tr] [--three]   (CSV: the crosstable as typed, one row per player, cells like 10w0, 12 b ½, 9+, T, H)',
    'hakem standings TEAMS.trf [--tiebreaks OKM,TSB,BH:MP,EGGSB,…] [--json]   (a team file: 310, or TRF-16\'s 013 records;',
    '                C.07\'s BH:MP, BH:GP, EMMSB, EGGSB besides the team codes below, by the edition of 042)',
    'hakem standings TEAMS.csv --type team-swiss|team-round-robin [--tiebreaks MP,OKM,TSB,…] [--boards N] [--json]',
    '                (team crosstable: one row per team, cells "12 5½" = opponent and board points; "12 5½ [1 1 ½ 0 1 1 1 0]"',
    '                adds the board results, board 1 first, which BERLIN needs; teams are ranked by match points first)',
    '',
    'Rules: by default the edition in force on the start date (TRF 042): before 1 August 2024 the documents\' 2009',
    'rules (adjusted score, virtual opponent); from 1 August 2024 FIDE C.07 2024 (Article 16: dummy opponent, VUR cut',
    'exception); from 1 March 2026 C.07 as revised (16.4.1/16.4.2: the dummy capped). No date: the latest (2026).',
    'The output says which edition applied and why; --rules 2009|2024|2026 overrides.',
    'DE (C.07 6) separates only the players still tied when it comes in the list: --tiebreaks BH,DE ranks by DE among',
    'players tied on score and BH; its value is the place DE gives (1 = first), 0 where it separates nobody.',
    `Default tie-breaks by --type (${Object.keys(DEFAULT_TIEBREAKS).join(', ')}):`,
    ...Object.entries(DEFAULT_TIEBREAKS).map(([k, v]) => `  ${k.padEnd(32)} ${v.join(', ')}`),
    `Without --type: ${startingTiebreaks(true).join(', ')} for a round robin, else ${startingTiebreaks(false).join(', ')} (as the taskpane and publish).`,
    'Tie-break codes (-Cn cut the n lowest, -Mn median, -En extended Koya; BH/C1 is accepted too):',
    codeList,
    'Team tie-break codes (with --type team-swiss or team-round-robin):',
    teamCodeList,
  ].join('\n'),
  run(args, io) {
    const { values, positionals } = parseCommandArgs(args, {
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
      boards: { type: 'string' },
      system: { type: 'string' },
      'unrated-rating': { type: 'string' },
      'vur-cut': { type: 'string' },
      'fide-rating': { type: 'boolean' },
    });
    if (positionals.length !== 1) throw new UsageError(`usage: ${this.usage.split('\n').slice(0, 2).join('\n')}`);
    const lang = (values.lang ?? 'en') as 'en' | 'tr';
    if (lang !== 'en' && lang !== 'tr') throw new UsageError(`--lang must be en or tr, not "${values.lang}"`);
    // Double-Swiss (C.04.5): asked for, or a TRF with `192 FIDE_DOUBLESWISS`: per-game scores, the PAB worth 1½
    // Swiss Team (C.04.6): asked for, or a TRF-2026 team file: teams by their primary score, then the team tie-breaks
    // (a TRF or the JSON model of one: a typed crosstable CSV says its kind with --type)
    if (values.system === 'team-swiss' || (values.system === undefined && !/\.csv$/i.test(positionals[0]) && isTeamTrf(loadTournament(positionals[0], io)))) {
      // --rules: the C.07 edition of BH:MP, BH:GP, EMMSB and EGGSB, as for an individual event (else by 042)
      if (values.rules !== undefined && !['2009', '2024', '2026'].includes(values.rules)) throw new UsageError(`--rules must be 2009, 2024 or 2026, not "${values.rules}"`);
      return teamStandingsCommand(positionals[0], tiebreakList(values.tiebreaks), values.json ?? false, lang, io, values.rules as RulesEdition | undefined);
    }
    const ds = doubleSwissStandingsCommand(positionals[0], values.system, !!values.tiebreaks, values.json ?? false, io);
    if (ds !== undefined) return ds;
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
    if (values['unrated-rating'] !== undefined) {
      if (!/^\d+$/.test(values['unrated-rating'])) throw new UsageError(`--unrated-rating must be a rating (a whole number), not "${values['unrated-rating']}"`);
      options.unratedRating = Number(values['unrated-rating']);
    }
    if (values['vur-cut'] !== undefined) {
      if (values['vur-cut'] !== 'least-significant' && values['vur-cut'] !== 'lowest-share') throw new UsageError(`--vur-cut must be least-significant or lowest-share, not "${values['vur-cut']}"`);
      options.vurCut = values['vur-cut'];
    }
    if (values['after-round'] !== undefined) {
      if (!/^\d+$/.test(values['after-round'])) throw new UsageError(`--after-round must be a round number, not "${values['after-round']}"`);
      options.afterRound = Number(values['after-round']);
    }
    if (values.colours !== undefined && values.colours !== 'en' && values.colours !== 'tr') throw new UsageError(`--colours must be en or tr, not "${values.colours}"`);
    if (values.type !== undefined && !(values.type in DEFAULT_TIEBREAKS)) throw new UsageError(`--type must be one of ${Object.keys(DEFAULT_TIEBREAKS).join(', ')}, not "${values.type}"`);
    const requested = tiebreakList(values.tiebreaks);
    if (values.type !== undefined && TEAM_KINDS.includes(values.type)) {
      const used = (['rules', 'rr', 'swiss', 'rating', 'after-round', 'explain', 'colours', 'three', 'vur-cut'] as const).filter((k) => values[k] !== undefined);
      if (used.length) throw new UsageError(`--${used[0]} applies to individual events, not to --type ${values.type}`);
      return teamStandings(positionals[0], io, values.type as TournamentKind, requested, values.boards, values.json ?? false, lang);
    }
    if (values.boards !== undefined) throw new UsageError('--boards applies to team events (--type team-swiss or team-round-robin)');
    const t = /\.(csv|txt|tsv)$/i.test(positionals[0])
      ? readCrosstableFile(positionals[0], io, (values.colours ?? 'en') as 'en' | 'tr', values.three ?? false)
      : loadTournament(positionals[0], io);
    if (options.afterRound !== undefined && (options.afterRound < 1 || options.afterRound > t.rounds.length)) {
      throw new UsageError(`--after-round ${options.afterRound}: ${positionals[0]} has ${t.rounds.length} round${t.rounds.length === 1 ? '' : 's'} (give 1 to ${t.rounds.length})`);
    }
    let codes: string[];
    // the list the file states (TRF-2026 202 / 212) ranks it, unless --tiebreaks or --type names another
    const stated = requested === undefined && values.type === undefined ? fileTiebreaks(t.otherLines ?? []) : undefined;
    if (stated?.unknown.length) throw new UsageError(`${positionals[0]}: ${unknownFileCodes(stated).en} with --tiebreaks`, 1);
    if (requested !== undefined) codes = requested;
    else if (values.type !== undefined) codes = DEFAULT_TIEBREAKS[values.type as TournamentKind];
    else if (stated) codes = stated.codes;
    else codes = startingTiebreaks(options.roundRobin ?? isRoundRobin(t)); // the pane's and the site's list
    // C.07: the edition in force on the event's start date unless --rules names one; said with the output.
    const edition = chooseRules(options.rules, t.info.startDate);
    options.rules = edition.rules;
    let editionLine = `${lang === 'tr' ? 'Eşitlik bozma kuralları' : 'Tie-break rules'} ${edition.rules}: ${edition.reason[lang]}`;
    try {
      const rounds = Math.max(t.totalRounds ?? 0, t.rounds.length);
      codes = codes.map((c) => {
        const p = parseTiebreakCode(c);
        const tooLarge = cutTooLarge(p, rounds);
        if (tooLarge) throw new UsageError(`--tiebreaks: ${tooLarge}`);
        return p.code;
      });
      const rows = rankPlayers(t, codes, options);
      if (stated) editionLine += `\n${lang === 'tr' ? 'Eşitlik bozmalar' : 'Tie-breaks'} ${fromFileText(stated)[lang]}`;
      const vurNote = vurCutNote(codes, edition.rules, options.vurCut);
      if (vurNote) editionLine += `\n${vurNote[lang]}`;
      let explainNo: number | undefined;
      if (values.explain !== undefined) explainNo = playerOf('explain', values.explain, t.players, positionals[0]);
      // B.02: each player's rating change (or initial rating), as the arbiter is asked after the last round
      const fide = values['fide-rating'] ? new Map(fideReport(t).lines.map((l) => [l.no, l])) : undefined;
      // C.07 10: which unrated opponents the rating averages left out, said rather than averaged over silently
      const leftOut = options.unratedRating === undefined && codes.some((c) => RATING_AVERAGE_CODES.test(c))
        ? unratedOpponentsLeftOut(tiebreakContext(t, options), options.rating === 'ukd' ? 'ukd' : 'fide') : new Map<number, number[]>();
      if (values.json) {
        const out = rows.map((r) => ({
          no: r.no, name: r.name, score: r.score, rank: r.rank, tiebreaks: r.tiebreaks,
          ...(leftOut.has(r.no) ? { unratedOpponentsLeftOut: leftOut.get(r.no) } : {}),
          ...(fide ? { fideRating: fideJson(fide.get(r.no)!) } : {}),
        }));
        const json = explainNo === undefined ? out : { standings: out, explanations: codes.map((c) => explainTiebreak(t, explainNo!, c, { ...options, precedingTiebreaks: codes.slice(0, codes.indexOf(c)) })) };
        io.out(JSON.stringify(json, null, 2) + '\n');
        io.err(editionLine + '\n'); // stdout stays plain JSON
        return 0;
      }
      const fideHead = fide ? ['Rtg', 'K', 'ΣPD', 'Δ', lang === 'tr' ? 'Yeni' : 'New'] : [];
      const head = [lang === 'tr' ? 'Sıra' : 'Rank', 'No', lang === 'tr' ? 'Ad' : 'Name', lang === 'tr' ? 'Puan' : 'Pts', ...codes, ...fideHead];
      const body = rows.map((r) => [String(r.rank), String(r.no), r.name, formatValue(r.score), ...codes.map((c) => formatValue(r.tiebreaks[c], isAverage(c))), ...(fide ? fideCells(fide.get(r.no)!) : [])]);
      io.out(table(head, body));
      io.out(`\n${editionLine}\n`);
      if (fide) io.out(`\n${B02_EDITION[lang]}. ${lang === 'tr' ? 'K varsayımları ve ilk dereceler: hakem ratings --fide' : 'K assumptions and initial ratings (Ru*): hakem ratings --fide'}\n`);
      if (leftOut.size) {
        io.out(`\n${lang === 'tr' ? 'Derecesiz rakipler ortalamalara katılmadı (C.07 10; --unrated-rating R ile sayılır)' : 'Unrated opponents left out of the rating averages (C.07 10; --unrated-rating R counts them)'}:\n`);
        for (const [no, opps] of leftOut) io.out(`  ${no}: ${opps.join(', ')}\n`);
      }
      // Each code explained where it stands in the list (DE among the players still tied after the codes before it).
      if (explainNo !== undefined) codes.forEach((c, i) => io.out('\n' + renderExplanation(explainTiebreak(t, explainNo!, c, { ...options, precedingTiebreaks: codes.slice(0, i) }), lang)));
      return 0;
    } catch (e) {
      if (e instanceof TiebreakError) throw new UsageError(e.message);
      throw e;
    }
  },
};

function table(head: string[], body: string[][]): string {
  const widths = head.map((h, j) => Math.max(h.length, ...body.map((b) => b[j].length)));
  const line = (cells: string[]) => cells.map((c, j) => (j === 2 ? c.padEnd(widths[j]) : c.padStart(widths[j]))).join('  ').trimEnd();
  return [line(head), ...body.map(line)].join('\n') + '\n';
}

/** A team event from its crosstable CSV, ranked by match points and the team tie-breaks (engine/tiebreak/team.ts). */
function teamStandings(path: string, io: CliIO, kind: TournamentKind, requested: string[] | undefined, boardsText: string | undefined, json: boolean, lang: 'en' | 'tr'): number {
  if (!/\.(csv|txt|tsv)$/i.test(path)) throw new UsageError(`--type ${kind}: give the team crosstable as a CSV file (one row per team, cells like "12 5½"), not ${path}`);
  let boards: number | undefined;
  if (boardsText !== undefined) {
    if (!/^\d+$/.test(boardsText) || Number(boardsText) < 1) throw new UsageError(`--boards must be a number of boards, not "${boardsText}"`);
    boards = Number(boardsText);
  }
  const rows = readCsv(path, io);
  let e: TeamEvent;
  try {
    e = parseTeamCrosstable(rows, { boards });
  } catch (err) {
    if (err instanceof CrosstableError) throw new UsageError(`${path} ${err.message}`, 1);
    throw err;
  }
  const codes = (requested ?? DEFAULT_TIEBREAKS[kind]).map((c) => c.toUpperCase());
  let ranked;
  try {
    ranked = rankTeams(e, codes);
  } catch (err) {
    if (err instanceof TiebreakError) throw new UsageError(err.message);
    throw err;
  }
  if (json) {
    io.out(JSON.stringify(ranked.map((r) => ({ no: r.no, name: r.name, score: r.matchPoints, rank: r.rank, tiebreaks: r.tiebreaks })), null, 2) + '\n');
    return 0;
  }
  const head = [lang === 'tr' ? 'Sıra' : 'Rank', 'No', lang === 'tr' ? 'Takım' : 'Team', 'MP', ...codes];
  io.out(table(head, ranked.map((r) => [String(r.rank), String(r.no), r.name, String(r.matchPoints), ...codes.map((c) => formatValue(r.tiebreaks[c]))])));
  return 0;
}

function readCsv(path: string, io: CliIO): string[][] {
  if (!io.exists(path)) throw new UsageError(`${path}: no such file`, 1);
  const text = io.readFile(path).replace(/^\uFEFF/, '');
  const lines = text.split(/\r\n|\r|\n/).filter((l) => l.trim() !== '');
  if (lines.length === 0) throw new UsageError(`${path}: the file is empty`, 1);
  const sep = [';', '\t', ','].find((c) => lines[0]?.includes(c)) ?? ',';
  return lines.map((l) => splitCsv(l, sep));
}

/** A crosstable saved as CSV (comma, semicolon or tab separated; simple double quotes). Errors name the cell. */
function readCrosstableFile(path: string, io: CliIO, colours: 'en' | 'tr', three: boolean): Tournament {
  const rows = readCsv(path, io);
  try {
    const t = parseCrosstable(rows, { colours, layout: three ? 'three' : 'auto' });
    if (t.players.length === 0) throw new UsageError(`${path}: no player rows in the crosstable`, 1);
    return t;
  } catch (e) {
    if (e instanceof CrosstableError) throw new UsageError(`${path} ${e.message}`, 1);
    throw e;
  }
}


function fideCells(l: FideLine): string[] {
  if (l.change) return [String(l.rating), String(l.change.k.k), l.change.expected.toFixed(2), l.change.change > 0 ? `+${l.change.change}` : String(l.change.change), String(l.newRating)];
  return [l.rating ? String(l.rating) : '', '', '', '', l.initial?.rating !== undefined ? `${l.initial.rating}*` : ''];
}

function fideJson(l: FideLine) {
  return l.change
    ? { rating: l.rating, k: l.change.k.k, kReason: l.change.k.reason.en, assumed: l.change.k.assumed.map((a) => a.en), games: l.change.games.length, expected: l.change.expected, change: l.change.change, newRating: l.newRating }
    : { rating: l.rating, initialRating: l.initial?.rating, notes: l.initial?.notes.map((n) => n.en) ?? [] };
}
