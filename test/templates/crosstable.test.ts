/**
 * The federation crosstable (seed 004 section 9) rebuilt from the model. For the 18-player tie-break example
 * the rendered table must match the document's Tablo 1 (000) cell by cell: opponent, colour, result, total.
 */
import { describe, expect, it } from 'vitest';
import { readFixture } from '../helpers/examples';
import { tournamentFromPrinted, type PrintedPlayer } from '../helpers/perPlayer';
import { swissCrosstable, roundRobinCrosstable } from '../../engine/report/crosstable';
import { renderPage } from '../../templates/render';
import { buildTournament } from '../../engine/model/build';

/** The text of every cell of a rendered table, row by row (tags stripped, spaces folded). */
function tableCells(html: string, cls: string): string[][] {
  const table = html.slice(html.indexOf(`class="crosstable ${cls}"`));
  const body = table.slice(table.indexOf('<tbody>'), table.indexOf('</tbody>'));
  return [...body.matchAll(/<tr[^>]*>([\s\S]*?)<\/tr>/g)].map((m) =>
    [...m[1].matchAll(/<td[^>]*>([\s\S]*?)<\/td>/g)].map((c) => c[1].replace(/<[^>]+>/g, '').replace(/\s+/g, ' ').trim()),
  );
}

describe('Swiss crosstable (seed 004 9.A) on Tablo 1 of the tie-break document', () => {
  const fx = readFixture<{ players: Array<PrintedPlayer & { printed_total: number }> }>('tiebreak-table1.json');
  const t = tournamentFromPrinted(fx.players, 'Tablo 1');
  const html = renderPage('crosstable-swiss', { ...swissCrosstable(t, { colours: true }), roundNumbers: [1, 2, 3, 4, 5, 6, 7] }, 'tr');
  const rows = tableCells(html, 'swiss');

  it('has one row per player, numbered as the document numbers them', () => {
    expect(rows.map((r) => Number(r[0]))).toEqual(fx.players.map((p) => p.no));
  });

  it('every round cell is "opponent colour result" as Tablo 1 prints it, and every total matches', () => {
    const half = (s: string) => s.replace('1/2', '½');
    fx.players.forEach((p, i) => {
      const row = rows[i];
      // columns: no, name, UKD, ELO, province, TSF no, 7 rounds, total, rank
      expect(row[1]).toBe(p.name);
      const rounds = row.slice(6, 13);
      expect(rounds).toEqual(p.rounds.map((r) => `${r.opponent} ${r.colour} ${half(r.result)}`));
      const printed = p.printed_total;
      expect(row[13]).toBe(Number.isInteger(printed) ? String(printed) : `${Math.floor(printed) || ''}½`);
    });
  });

  it("marks Umay's forfeit win and Ulya's forfeit loss of round 5 with + and -", () => {
    expect(rows[10][6 + 4]).toBe('9 w +');
    expect(rows[8][6 + 4]).toBe('11 b -');
  });

  it('prints the heading lines and the chief arbiter\'s signature line (9.A.14-15)', () => {
    const page = renderPage('crosstable-swiss', { ...swissCrosstable({ ...t, info: { name: 'Ankara Açık', city: 'Ankara', startDate: '2026/11/01', endDate: '2026/11/03', timeControl: '90 dk + 30 sn', chiefArbiter: 'A. Hakem' } }), roundNumbers: [1, 2, 3, 4, 5, 6, 7] }, 'tr');
    expect(page).toContain('Yer: Ankara');
    expect(page).toContain('Tarih: 2026/11/01 – 2026/11/03');
    expect(page).toContain('Zaman temposu: 90 dk + 30 sn');
    expect(page).toContain('Başhakem: A. Hakem');
  });
});

describe('Round-robin cross table (seed 004 9.B)', () => {
  it('puts * on the diagonal, the points against each opponent, + and - for games not played', () => {
    // 1 beat 2, 1-3 drawn, 3 won by forfeit against 2.
    const t = buildTournament({
      players: [{ no: 1, name: 'A' }, { no: 2, name: 'B' }, { no: 3, name: 'C' }],
      rounds: [
        { round: 1, games: [{ white: 1, black: 2, result: '1-0' }], absent: [3] }, // odd field: the free round scores nothing
        { round: 2, games: [{ white: 3, black: 1, result: '1/2-1/2' }] },
        { round: 3, games: [{ white: 2, black: 3, result: '--+' }] },
      ],
    });
    const rows = tableCells(renderPage('crosstable-round-robin', roundRobinCrosstable(t), 'tr'), 'round-robin');
    expect(rows.map((r) => r.slice(4, 7))).toEqual([['*', '1', '½'], ['0', '*', '-'], ['½', '+', '*']]);
    expect(rows.map((r) => r[7])).toEqual(['1½', '0', '1½']);
  });
});
