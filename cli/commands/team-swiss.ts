/**
 * The Swiss Team system (C.04.6) on the command line: `pair --boards`, `check --system team-swiss`,
 * `generate --system team-swiss`, and `standings` of a TRF-2026 team file.
 */
import type { CliIO } from '../io';
import { loadTournament, UsageError, writeReadable } from '../io';
import type { Lang, Pairing } from '../../engine/pairing/types';
import { isTeamTrf, lineFinder, readTeamEvent, writeTeamTrf } from '../../engine/trf/team';
import type { TeamEvent } from '../../engine/model/team';
import { checkTeamAbsolute, checkTeamSwiss } from '../../engine/pairing/team-swiss/check';
import { generateTeamSwiss, type TeamGenerateOptions } from '../../engine/pairing/team-swiss/generate';
import { formatTeamStandings, TEAM_SWISS_DEFAULT_TIEBREAKS, teamSwissStandings } from '../../engine/pairing/team-swiss/standings';
import { boardGames, formatBoards, withPairing } from '../../engine/pairing/team-swiss/boards';
import { renderExplanation } from '../../engine/pairing/explain';
import { checkDeclaredPoints } from '../../engine/check/record';
import { stoppedComment } from './stopped';
import type { RulesEdition } from '../../engine/tiebreak/types';

export function loadTeamEvent(path: string, io: CliIO): TeamEvent {
  const t = loadTournament(path, io);
  if (!isTeamTrf(t)) throw new UsageError(`${path}: not a team file (no 310 team record, no 192 FIDE_TEAM code, no 013 team record over team matches)`, 1);
  return readTeamEvent(t, lineFinder(io.readFile(path)), path);
}

/** `pair --boards`: the board games under the team pairs. */
export function boardsText(e: TeamEvent, p: Pairing): string {
  return formatBoards(e, p);
}

/** The team file with the paired round written in: its board games (no results yet) and the PAB. */
export function pairedTeamFile(path: string, p: Pairing, io: CliIO): string {
  const t = loadTournament(path, io);
  const e = readTeamEvent(t, lineFinder(io.readFile(path)), path);
  return writeTeamTrf(withPairing(e, p), t.players, t.info, t.otherLines);
}

export function boardsJson(e: TeamEvent, p: Pairing) {
  return p.boards.map((m) => ({ white: m.white, black: m.black, boards: boardGames(e, m.white, m.black) }));
}

export function checkTeamSwissCommand(path: string, options: Record<string, unknown>, json: boolean, lang: Lang, io: CliIO): number {
  const e = loadTeamEvent(path, io);
  const d = checkTeamSwiss(e, options);
  const played = e.rounds.filter((r) => r.matches.length).length;
  if (json) { io.out(JSON.stringify({ system: 'team-swiss', rounds: played, differences: d.map((x) => ({ round: x.round, text: x.text[lang] })) }, null, 2) + '\n'); return d.length ? 1 : 0; }
  if (!d.length) { io.out(lang === 'tr' ? `${path}: ${played} tur team-swiss ile yeniden eşlendirildi; hepsi dosyadakiyle aynı\n` : `${path}: ${played} rounds paired again with team-swiss; every one as the file has it\n`); return 0; }
  for (const x of d) io.out(x.text[lang] + '\n');
  io.out(`\n${lang === 'tr' ? `${d[0].round}. turun team-swiss ile eşlendirilmesi, adım adım` : `How team-swiss pairs round ${d[0].round}, step by step`}:\n${renderExplanation(d[0].explanation, lang)}\n`);
  return 1;
}

/**
 * `hakem check TEAMS.trf`: [C1] and [C2] over the recorded rounds (the team totals were checked on reading), and each
 * player's points (001 columns 81-84) against his board results, as for an individual event.
 */
export function checkTeamAbsoluteCommand(path: string, json: boolean, io: CliIO): number {
  const e = loadTeamEvent(path, io);
  const v = checkTeamAbsolute(e);
  const points = checkDeclaredPoints(loadTournament(path, io));
  if (json) io.out(JSON.stringify({ violations: v.map((x) => x.en), points, assumed: (e.notes ?? []).map((n) => n.en) }, null, 2) + '\n');
  else {
    for (const n of e.notes ?? []) io.err(`${path}: ${n.en}\n`);
    if (!v.length) io.out(`${path}: ${e.rounds.filter((r) => r.matches.length).length} rounds of a team event, no violation of [C1] or [C2] (C.04.6; colours are never absolute for teams)\n`);
    else for (const x of v) io.out(x.en + '\n');
    for (const x of points) io.out(x.message + '\n');
  }
  return v.length || points.length ? 1 : 0;
}

export function generateTeamSwissCommand(seed: number, o: TeamGenerateOptions, out: string, io: CliIO): number {
  const g = generateTeamSwiss(seed, o);
  const info = { name: `team-swiss (hakem generate --seed ${seed})` };
  if (!g.ok) {
    // the rounds paired before are written with the reason, as for the other systems (generate.ts); still exit 3
    writeReadable(out, writeTeamTrf(g.event, g.players, info, [stoppedComment(`round ${g.round}`, g.reason, `rounds 1 to ${g.round - 1}`)]), io);
    io.err(`no legal pairing in round ${g.round}: ${g.reason}\n${out}: written with the ${g.round - 1} round${g.round === 2 ? '' : 's'} paired before it\n`);
    return 3;
  }
  return writeReadable(out, writeTeamTrf(g.event, g.players, info), io);
}

export function teamStandingsCommand(path: string, codes: string[] | undefined, json: boolean, lang: Lang, io: CliIO, rules?: RulesEdition): number {
  const e = loadTeamEvent(path, io);
  const list = codes ?? [...TEAM_SWISS_DEFAULT_TIEBREAKS];
  const r = teamSwissStandings(e, list, { rules, startDate: loadTournament(path, io).info.startDate });
  if (json) io.out(JSON.stringify(r.rows, null, 2) + '\n');
  else io.out(formatTeamStandings(r, list, lang));
  return 0;
}
