/** The Dubov ARO list (Dubov 9) printed after round 2 of the book's example: the book's round-3 table starts 9, 1, then 3, 2, 4, 8, 7. */
import { describe, expect, it } from 'vitest';
import { loadExample, readFixture } from '../helpers/examples';
import { renderDocument } from '../../templates/documents';

describe('ARO list (Dubov)', () => {
  const fx = readFixture('dubov-example.json');
  const html = renderDocument('aro-list', loadExample('dubov', 2), { lang: 'tr', round: 2 });
  const rows = [...html.matchAll(/<tr><td class="num">(\d+)<\/td><td class="name">[^<]*<\/td><td class="num">(\d+)<\/td><td>([^<]*)<\/td><td class="num">(\d+)<\/td>/g)].map((m) => ({ no: Number(m[1]), aro: Number(m[4]) }));
  it("lists every player with the book's ARO after round 2", () => {
    expect(rows).toHaveLength(21);
    for (const r of rows) expect(r.aro, `player ${r.no}`).toBe(fx.expectedAro.afterRound2[String(r.no)]);
  });
  it("is ordered as the book's round-3 table: 9, 1, then 3, 2, 4, 8, 7", () => {
    expect(rows.slice(0, 7).map((r) => r.no)).toEqual([9, 1, 3, 2, 4, 8, 7]);
  });
});
