/**
 * 000 Tablo 6, Buchholz of Buchholz for İrem (3) and Ezgi (7): each opponent's opponents and adjusted scores round by
 * round, the opponent's Buchholz as HAKEM.BUCHHOLZ, the BB as HAKEM.BB, reading the 'Tablo 1' sheet.
 */
import type { Lang } from '../../../engine/pairing/types';
import { buchholzOfBuchholzTable } from '../../../engine/report/buchholzOfBuchholzTable';
import { bold, type Cell, type SheetSpec } from '../sheet';
import { ezgiBbNote } from '../bookNotes';
import { tablo1 } from '../tiebreakExamples';
import { tablo1Ref } from './adjustedScores';
import { hakem, L, noteLines } from './tiebreakLayout';

export function buchholzOfBuchholzSheet(lang: Lang): SheetSpec {
  const t = tablo1();
  const plain = buchholzOfBuchholzTable(t, [3, 7], { lang });
  const ezgi = plain.players[1];
  const umayBh = ezgi.rows.find((r) => r.opponent === 11)?.buchholzValue ?? NaN;
  const table = buchholzOfBuchholzTable(t, [3, 7], { lang, notes: { 7: [ezgiBbNote(lang, { ezgiBb: ezgi.bbValue, umayBuchholz: umayBh })] } });
  const ref = tablo1Ref(lang);
  const rows: Cell[][] = [];
  for (const p of table.players) {
    rows.push([bold(`(${p.no}) ${p.name}`), L(lang, `Puan ${p.score}`, `Score ${p.score}`)]);
    rows.push([bold(L(lang, 'Tur', 'Round')), bold(L(lang, 'Rakip', 'Opponent')), ...table.rounds.flatMap((r) => [bold(`${r}`), '']), bold('B')]);
    for (const r of p.rows) {
      if (r.virtual) { rows.push([r.round, `${r.opponent ?? ''} ${r.opponentName ?? ''}`.trim(), L(lang, 'sanal rakip: BB\'ye katkısı yok', 'virtual opponent: adds nothing')]); continue; }
      rows.push([r.round, `${r.opponent} ${r.opponentName}`, ...r.cells.flatMap((c) => [c.opponent ?? '', c.numeric ?? '']), hakem('BUCHHOLZ', [ref, r.opponent!], r.buchholzValue!)]);
    }
    rows.push([bold(L(lang, 'TOPLAM (BB)', 'TOTAL (BB)')), '', ...table.rounds.flatMap(() => ['', '']), hakem('BB', [ref, p.no], p.bbValue)]);
    rows.push([]);
  }
  return {
    name: 'BB (Tablo 6)',
    title: L(lang, "Tablo 6: Buchholz'un Buchholz'u (İrem ve Ezgi, 4½ puan)", 'Tablo 6: Buchholz of Buchholz (İrem and Ezgi, 4½ points)'),
    notes: noteLines(table.players.flatMap((p) => p.notes)),
    rows,
    columnWidths: [12, 14, ...table.rounds.flatMap(() => [4, 5]), 7],
  };
}
