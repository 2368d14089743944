/**
 * Standings of a Swiss Team event: the primary score (1.2: match points by 362, or game points), the other score, then
 * the existing team tie-breaks (engine/tiebreak/team.ts: OKM, TSB, TSB-BT, BERLIN, DE) over the matches.
 * Those tie-breaks count matches only, with match points 2/1/0: a PAB has no opponent and adds nothing to them, and
 * an event scoring matches otherwise (362) is refused for them rather than ranked wrongly.
 */
import { boardPoints, teamResults, teamTotals, type TeamEvent } from '../../model/team';
import { TEAM_TIEBREAK_CODES, teamTiebreakValue, type TeamEvent as TbEvent } from '../../tiebreak/team';
import { TiebreakError, type RulesEdition } from '../../tiebreak/types';
import { isTeamC07Code, TEAM_C07_CODES, teamC07Values } from '../../tiebreak/teamC07';
import { chooseRules } from '../../tiebreak/edition';
import { InputError } from '../../trf/errors';
import type { Text } from '../types';

export interface TeamStandingRow {
  rank: number;
  no: number;
  name: string;
  mp: number;
  gp: number;
  tiebreaks: Record<string, number>;
}

/** The team tie-breaks a team file is ranked by when none is asked for (`hakem standings`, `hakem publish`). */
export const TEAM_SWISS_DEFAULT_TIEBREAKS: readonly string[] = ['OKM', 'TSB'];

/** The tie-break columns a table prints after MP and GP: the codes as ranked (GP is BP), MP and BP having their own. */
export function teamTiebreakColumns(codes: readonly string[]): string[] {
  return codes.map((c) => c.trim().toUpperCase()).map((c) => (c === 'GP' ? 'BP' : c)).filter((c) => c !== 'MP' && c !== 'BP');
}

/** The matches as the tie-break model has them (forfeited matches with their board points; PABs and byes left out). */
export function tiebreakEvent(e: TeamEvent): TbEvent {
  const boards = e.settings.boardColours.length;
  const res = teamResults(e);
  const matches: TbEvent['matches'] = [];
  for (const r of e.rounds) for (const m of r.matches) {
    const w = res.get(m.white)!.find((x) => x.round === r.number)!, b = res.get(m.black)!.find((x) => x.round === r.number)!;
    if (w.gp === undefined || b.gp === undefined) continue; // not yet played
    // the White team's points board by board (for BERLIN)
    const homeBoards = m.boards.map((x) => boardPoints(x.result, e.settings.game) ?? 0);
    matches.push({ round: r.number, home: m.white, away: m.black, homePoints: w.gp, awayPoints: b.gp, ...(homeBoards.length === boards ? { homeBoards } : {}) });
  }
  return { boards, teams: e.teams.map((t) => ({ no: t.no, name: t.name })), matches };
}

/**
 * `rules`: the C.07 edition for BH:MP, BH:GP, EMMSB and EGGSB (engine/tiebreak/teamC07.ts), by default the one in
 * force on `startDate` (TRF 042), as for an individual event.
 */
export function teamSwissStandings(e: TeamEvent, codes: readonly string[] = TEAM_SWISS_DEFAULT_TIEBREAKS, edition: { rules?: RulesEdition; startDate?: string } = {}): { rows: TeamStandingRow[]; notes: Text[] } {
  const s = e.settings;
  const norm = codes.map((c) => c.trim().toUpperCase()).map((c) => (c === 'GP' ? 'BP' : c));
  // a team file takes the documents' team codes and C.07's: an unknown code is named with both lists
  const known = [...TEAM_TIEBREAK_CODES.map((c) => c.code), 'GP', ...TEAM_C07_CODES];
  const unknown = codes.find((c) => !known.includes(c.trim().toUpperCase()));
  if (unknown !== undefined) throw new InputError(`unknown team tie-break "${unknown}": the codes are ${known.join(', ')}`, undefined, undefined, 'tie-breaks');
  const notes: Text[] = [];
  const c07 = norm.filter(isTeamC07Code);
  const overOpponents = norm.filter((c) => c !== 'MP' && c !== 'BP' && !isTeamC07Code(c));
  if (overOpponents.length && (s.match.W !== 2 || s.match.D !== 1 || s.match.L !== 0 || s.game.W !== 1 || s.game.D !== 0.5 || s.game.L !== 0)) {
    throw new InputError(`the team tie-breaks ${overOpponents.join(', ')} count match points 2/1/0 and game points 1/½/0; this event scores matches ${s.match.W}/${s.match.D}/${s.match.L} (362) and boards ${s.game.W}/${s.game.D}/${s.game.L} (162): rank it without them`, undefined, undefined, 'tie-breaks');
  }
  const tb = tiebreakEvent(e);
  const totals = teamTotals(e);
  const rows = e.teams.map((t) => ({ rank: 0, no: t.no, name: t.name, mp: totals.get(t.no)!.mp, gp: totals.get(t.no)!.gp, tiebreaks: {} as Record<string, number> }));
  const primary = (r: TeamStandingRow) => (s.primary === 'MP' ? r.mp : r.gp);
  // MP and BP (game points) from the event itself (the PAB and byes included), the others over the matches
  try {
    const chosen = c07.length ? chooseRules(edition.rules, edition.startDate) : undefined;
    const values = new Map(c07.map((c) => [c, teamC07Values(e, c, chosen!.rules)]));
    for (const r of rows) for (const c of norm) if (c !== 'DE') r.tiebreaks[c] = c === 'MP' ? r.mp : c === 'BP' ? r.gp : isTeamC07Code(c) ? values.get(c)!.get(r.no)! : teamTiebreakValue(tb, r.no, c);
    if (chosen) {
      const dummy = chosen.rules === '2026' ? { en: 'capped as 16.4.1/16.4.2 say', tr: '16.4.1/16.4.2\'deki sınırla' } : { en: 'scoring as the team does', tr: 'takımın kendi puanıyla' };
      // the documents' 2009 rules define no team tie-break of these: under that edition they are the 2024 text's, said so
      const which = chosen.rules === '2026' ? { en: '(March 2026)', tr: '(Mart 2026)' } : chosen.rules === '2024' ? { en: '(2024)', tr: '(2024)' }
        : { en: '(2024: the rules edition 2009 defines no such team tie-break)', tr: '(2024: 2009 kuralları böyle bir takım eşitlik bozması tanımlamaz)' };
      notes.push({ en: `${c07.join(', ')}: C.07 ${which.en}, ${chosen.reason.en}; a forfeited match or the PAB counts against a dummy opponent ${dummy.en} (16.4).`, tr: `${c07.join(', ')}: C.07 ${which.tr}, ${chosen.reason.tr}; hükmen maç ya da PAB, ${dummy.tr} sanal bir rakibe karşı sayılır (16.4).` });
    }
  } catch (err) {
    if (err instanceof TiebreakError) throw new InputError(err.message, undefined, undefined, 'tie-breaks');
    throw err;
  }
  if (e.rounds.some((r) => r.unpaired.some((u) => u.code === 'U' || u.code === 'F' || u.code === 'H'))) {
    notes.push(overOpponents.length
      ? { en: `A PAB or bye counts in MP and GP; ${overOpponents.join(', ')} count matches only (a PAB has no opponent).`, tr: `PAB ve baylar MP ve OP'ye sayılır; ${overOpponents.join(', ')} yalnız maçları sayar (PAB'ın rakibi yoktur).` }
      : { en: 'A PAB or bye counts in MP and GP.', tr: 'PAB ve baylar MP ve OP\'ye sayılır.' });
  }
  // DE: match points against the other teams tied on the primary score
  if (norm.includes('DE')) for (const r of rows) r.tiebreaks.DE = teamTiebreakValue(tb, r.no, 'DE', rows.filter((x) => primary(x) === primary(r)).map((x) => x.no));
  const keyList = (r: TeamStandingRow) => [primary(r), ...norm.map((c) => r.tiebreaks[c])];
  const cmp = (a: TeamStandingRow, b: TeamStandingRow) => {
    const ka = keyList(a), kb = keyList(b);
    for (let i = 0; i < ka.length; i++) if (ka[i] !== kb[i]) return kb[i] - ka[i];
    return 0;
  };
  rows.sort((a, b) => cmp(a, b) || a.no - b.no);
  rows.forEach((r, i) => { r.rank = i > 0 && cmp(rows[i - 1], r) === 0 ? rows[i - 1].rank : i + 1; });
  // what the reader assumed where the file is silent (a TRF-16 file's bye, the boards without 352)
  notes.push(...(e.notes ?? []));
  // game points are GP in the tables (BP inside the engine's team tie-break model)
  const said = norm.map((c) => (c === 'BP' ? 'GP' : c)).join(', ');
  notes.push({ en: `Ranked by ${s.primary} (the primary score, C.04.6 1.2), then ${said || 'nothing else'}.`, tr: `Sıralama ${s.primary} (birincil puan, C.04.6 1.2), sonra ${said.replace(/\bGP\b/g, 'OP') || 'başka bir şey yok'}.` });
  return { rows, notes };
}

export function formatTeamStandings(r: ReturnType<typeof teamSwissStandings>, codes: string[], lang: 'en' | 'tr' = 'en'): string {
  const norm = teamTiebreakColumns(codes);
  const head = [lang === 'tr' ? 'Sıra' : 'Rank', 'No', lang === 'tr' ? 'Takım' : 'Team', 'MP', lang === 'tr' ? 'OP' : 'GP', ...norm];
  const fmt = (x: number) => (Number.isInteger(x) ? String(x) : String(x).replace(/\.5$/, '½'));
  const body = r.rows.map((x) => [String(x.rank), String(x.no), x.name, fmt(x.mp), fmt(x.gp), ...norm.map((c) => fmt(x.tiebreaks[c]))]);
  const widths = head.map((h, j) => Math.max(h.length, ...body.map((b) => b[j].length)));
  const line = (cells: string[]) => cells.map((c, j) => (j === 2 ? c.padEnd(widths[j]) : c.padStart(widths[j]))).join('  ').trimEnd();
  return [line(head), ...body.map(line), ...r.notes.map((n) => n[lang])].join('\n') + '\n';
}
