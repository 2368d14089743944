/**
 * Umay's pairing card (000, Tablo 2-11 for player 11 of Tablo 1): colours, results, running totals, opponents,
 * the Solkoff column (opponents' adjusted scores; the virtual opponent 3 for the round-5 forfeit win),
 * the SB column, and the sums the document prints: Buchholz 26, Median 18.5, SB 12.5, adjusted score 3.5.
 */
import { describe, expect, it } from 'vitest';
import { readFixture } from '../helpers/examples';
import { tournamentFromPrinted } from '../helpers/perPlayer';
import { pairingCard } from '../../engine/report/pairingCard';
import { renderDocument } from '../../templates/documents';

const fx = readFixture('tiebreak-table1.json');
const t = tournamentFromPrinted(fx.players, 'Tablo 1');
const umay = fx.expected.umay;
const tr = (x: number) => String(x).replace('.', ',');

describe("Umay's pairing card (Eşlendirme Kartı)", () => {
  const card = pairingCard(t, 11, { lang: 'tr', median: 'BH-M1' });

  it('rows: colour, result, running total, opponent, Sol. and Ber. as the document prints them', () => {
    expect(card.rows.map((r) => [r.round, r.colour, r.result, r.running, r.opponentNo, r.solkoff, r.berger])).toEqual(
      umay.card.map((c: any) => [c.round, c.colour, c.result, tr(c.running), c.opponent, tr(c.opp_value), tr(c.sb)]),
    );
  });

  it('sums: adjusted score 3,5, Buchholz 26, Median-1 18,5, SB 12,5', () => {
    expect([card.adjustedScore, card.solkoff, card.median, card.berger]).toEqual([tr(umay.adjusted_score), tr(umay.buchholz), tr(umay.median_1), tr(umay.sonneborn_berger)]);
  });

  it('the Med. column leaves the highest and the lowest value empty (median cuts one at each end)', () => {
    const blanks = card.rows.filter((r) => r.median === '').map((r) => Number(r.solkoff.replace(',', '.')));
    expect(blanks.sort()).toEqual([2.5, 5]);
  });

  it('the Buch. column with the cut-2 method sums 20,5 (the document\'s "iki alttan")', () => {
    expect(pairingCard(t, 11, { lang: 'tr', median: 'BH-C2' }).median).toBe(tr(umay.cut_2));
  });

  it('renders as HTML with the virtual opponent\'s working in the round-5 row', () => {
    const html = renderDocument('pairing-card', t, { player: 11, lang: 'tr', rules: '2009' });
    expect(html).toContain('Eşitlik bozma kuralları 2009: hakem seçti');
    expect(html).toContain('Eşlendirme Kartı');
    const row5 = html.split('<tr').find((r) => /<td>5<\/td><td>B<\/td><td>\+<\/td>/.test(r));
    expect(row5).toBeDefined();
    expect(row5).toContain('<td>ULYA</td>'.replace('<td>', '<td class="name">'));
    // the working of the virtual opponent is printed under the card (000, Tablo 3: 2 + 0 + ½ × 2 = 3)
    expect(html.replace(/&#x3D;/g, '=')).toContain('<p class="note">Tur 5: sanal rakip: tur öncesi puan + ters sonuç + kalan tur başına ½: 2 + 0 + ½ × 2 = 3</p>');
  });
});
