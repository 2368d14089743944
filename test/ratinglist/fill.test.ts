/** Filling and refreshing the Players sheet from the list (the panel's decisions, without a browser). */
import { describe, expect, it } from 'vitest';
import { fillRows, refreshChanges, applyChanges } from '../../addin/ratinglist/fill';
import type { StoredPlayer } from '../../addin/ratinglist/store';
import type { Cell } from '../../addin/host/types';

const HEAD: Cell[] = ['No / Sıra', 'Name / Ad', 'Title / Unvan', 'FIDE', 'UKD', 'Federation / Federasyon', 'Club / Kulüp', 'FIDE ID', 'Sex / Cinsiyet', 'Birth / Doğum', 'Status / Durum'];
const sp = (p: Partial<StoredPlayer> & { id: number; name: string }): StoredPlayer => ({ fold: '', fed: 'TUR', sex: 'M', title: '', wTitle: '', flag: '', ...p });
const A = sp({ id: 34500001, name: 'Yilmaz, Mehmet', title: 'IM', standard: 2412, rapid: 2380, birthYear: 1990 });
const B = sp({ id: 34500010, name: 'Isik, Ayse', sex: 'F', wTitle: 'WFM', standard: 2050, birthYear: 2004 });

describe('fill from the list', () => {
  it('fills only the empty cells of rows whose FIDE ID is typed, numbering rows without a number', () => {
    const rows: Cell[][] = [HEAD, [null, null, null, null, null, null, null, '34500001'], [7, 'Ayşe Işık', null, null, 1900, null, 'Ankara SK', 34500010, null, null, ''], [null, null, null, null, null, null, null, '999']];
    const out = fillRows(rows, new Map([[A.id, A], [B.id, B]]), 'standard');
    expect(out.rows.slice(1)).toEqual([
      [8, 'Yilmaz, Mehmet', 'IM', 2412, null, 'TUR', null, '34500001', 'm', '1990'],
      [7, 'Ayşe Işık', 'WFM', 2050, 1900, 'TUR', 'Ankara SK', 34500010, 'w', '2004', ''],
      [null, null, null, null, null, null, null, '999'],
    ]);
    expect(out.unknown).toEqual(['Players!H4']);
    expect(fillRows(rows, new Map([[A.id, A]]), 'rapid').rows[1][3]).toBe(2380);
  });
});

describe('refresh from a newer list', () => {
  it('changes what the previous list filled, and marks what differs from it as typed by hand', () => {
    const rows: Cell[][] = [HEAD, [1, 'Yilmaz, Mehmet', 'IM', 2412, null, 'TUR', null, '34500001'], [2, 'Isik, Ayse', 'WFM', 2111, null, 'TUR', null, '34500010']];
    const prevA = A, prevB = B;
    const nextA = { ...A, standard: 2430, title: 'GM' }, nextB = { ...B, standard: 2075 };
    const changes = refreshChanges(rows, new Map([[A.id, nextA], [B.id, nextB]]), new Map([[A.id, prevA], [B.id, prevB]]), 'standard');
    expect(changes.map((c) => [c.cell, c.field, c.sheet, c.previous, c.next, c.byHand])).toEqual([
      ['Players!D2', 'rating', 2412, 2412, 2430, false],
      ['Players!C2', 'title', 'IM', 'IM', 'GM', false],
      ['Players!D3', 'rating', 2111, 2050, 2075, true],
    ]);
    const out = applyChanges(rows, changes.filter((c) => !c.byHand));
    expect(out[1].slice(2, 4)).toEqual(['GM', 2430]);
    expect(out[2][3]).toBe(2111);
  });
});
