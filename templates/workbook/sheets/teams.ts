/**
 * Team tie-breaks: the 22-team Swiss (000 Tablo 12-14) as a team crosstable ("opponent board-points" per round) with
 * HAKEM.TEAM_OKM / HAKEM.TEAM_SB for C and D, and the 4-team round robin (Tablo 15-16), whose two SB variants have
 * no custom function: their values are the engine's. The notes give the book's differing numbers and why.
 */
import type { Lang } from '../../../engine/pairing/types';
import { halves } from '../../../engine/report/notation';
import { okmTable, teamSbBoardTotalsTable, teamSbRoundRobinTable, teamSbTable, type TeamTable } from '../../../engine/report/teamTables';
import { teamRounds, type TeamEvent } from '../../../engine/tiebreak';
import { bold, type Cell, type SheetSpec } from '../sheet';
import { bergerTeamNotes, teamCSbNote } from '../bookNotes';
import { teamRoundRobinExample, teamSwissExample } from '../tiebreakExamples';
import { blockRef, hakem, L, noteLines } from './tiebreakLayout';

/** One row per team: number, name, then "opponent board-points" per round (the layout HAKEM.TEAM_* read). */
function teamCrosstable(e: TeamEvent, lang: Lang): Cell[][] {
  const rounds = [...new Set(e.matches.map((m) => m.round))].sort((a, b) => a - b);
  const head: Cell[] = [bold(L(lang, 'No', 'No')), bold(L(lang, 'Takım', 'Team')), ...rounds.map((r) => bold(r))];
  return [head, ...e.teams.map((t) => {
    const played = teamRounds(e, t.no);
    return [t.no, t.name, ...rounds.map((r) => { const x = played.find((p) => p.round === r); return x ? `${x.opponent} ${halves(x.boardPoints)}` : ''; })];
  })];
}

const num = (s: string | undefined): Cell => (s === undefined || s === '' ? '' : Number(s.replace(',', '.')));

function tableRows(table: TeamTable, lang: Lang, value: (no: number, v: number) => Cell): Cell[][] {
  const rows: Cell[][] = [[bold(table.title)]];
  rows.push([bold(L(lang, 'No', 'No')), bold(L(lang, 'Takım', 'Team')), bold(L(lang, 'Maç P.', 'MP')), bold(L(lang, 'Masa P.', 'BP')), ...table.heads.map((h) => bold(h)),
    ...(table.columns.sum ? [bold(L(lang, 'Toplam', 'Sum'))] : []), ...(table.columns.cut ? [bold(L(lang, 'Çıkarılan', 'Cut'))] : []), bold(table.method)]);
  for (const r of table.rows) {
    rows.push([r.no, r.name, Number(r.matchPoints.replace(',', '.')), Number(r.boardPoints.replace(',', '.')),
      ...r.cells.map((c) => `${c.opponentName ? `${c.opponentName}: ` : ''}${c.text}${c.cut ? L(lang, ' (çıkarıldı)', ' (cut)') : ''}`),
      ...(table.columns.sum ? [num(r.sum)] : []), ...(table.columns.cut ? [num(r.cut)] : []), value(r.no, r.numeric)]);
  }
  return [...rows, []];
}

export function teamSwissSheet(lang: Lang): SheetSpec {
  const e = teamSwissExample();
  const name = 'Takım OKM-SB';
  const sb = teamSbTable(e, [3, 4], { lang });
  const notes = noteLines([
    L(lang, 'C ve D 12 maç puanıyla eşit: önce OKM (C 88, D 95), sonra takım SB (D 400).', 'C and D are tied on 12 match points: OKM first (C 88, D 95), then team SB (D 400).'),
    teamCSbNote(lang, { cSb: sb.rows[0].numeric }),
  ]);
  const cross = teamCrosstable(e, lang);
  // The functions read the match cells only (no heading row): rows 1..n of the block.
  const ref = blockRef(name, notes, 1, cross.length - 1, cross[0].length - 1);
  const rows: Cell[][] = [...cross, []];
  rows.push(...tableRows(okmTable(e, [3, 4], { lang }), lang, (no, v) => hakem('TEAM_OKM', [ref, no], v)));
  rows.push(...tableRows(sb, lang, (no, v) => hakem('TEAM_SB', [ref, no], v)));
  return { name, title: L(lang, 'Tablo 12-14: takım İsviçre turnuvası, OKM ve takım Sonneborn-Berger', 'Tablo 12-14: team Swiss, OKM and team Sonneborn-Berger'), notes, rows, columnWidths: [5, 8, 8, 8, ...Array(9).fill(20), 9, 9, 9] };
}

export function teamRoundRobinSheet(lang: Lang): SheetSpec {
  const e = teamRoundRobinExample();
  const rr = teamSbRoundRobinTable(e, { lang });
  const bt = teamSbBoardTotalsTable(e, { lang });
  const v = (t: TeamTable, team: string) => t.rows.find((r) => r.name === team)!.numeric;
  const mp = Number(rr.rows.find((r) => r.name === 'D')!.matchPoints);
  const n = bergerTeamNotes(lang, { dMp: mp, aSbRr: v(rr, 'A'), cSbBt: v(bt, 'C'), dSbBt: v(bt, 'D') });
  const rows: Cell[][] = [...tableRows(rr, lang, (_no, x) => x), ...tableRows(bt, lang, (_no, x) => x)];
  return {
    name: 'Takım Berger',
    title: L(lang, 'Tablo 15-16: 4 takımlı Berger turnuvasında Sonneborn-Berger (4 masa)', 'Tablo 15-16: Sonneborn-Berger in a 4-team round robin (4 boards)'),
    notes: noteLines([...n.rr, ...n.bt, L(lang, 'Bu iki yöntemin özel işlevi yoktur; değerler motorun hesabıdır.', 'These two methods have no custom function; the values are the engine\'s.')]),
    rows,
    columnWidths: [5, 8, 8, 8, 16, 16, 16, 16, 10],
  };
}
