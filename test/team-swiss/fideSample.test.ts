/**
 * FIDE's TRF-2025 draft team sample as Sharly Chess keeps it in TRF26 (test/fixtures/fide-samples/README.md). Its
 * writing conventions are read (column legends, players not fielded, the PAB team's players "0000 - -"); what stops
 * it is the one thing it cannot be: one event. Its 310 totals are those of its 801 records, 14 rounds of other
 * matches than its 001 lines' 11 rounds (team 1: 15 match points by 801, worked by hand: draws in rounds 1-3, wins in
 * 5, 6, 8, 9, 11, 13, losses in 4, 7, 10, 12, 14 = 3 + 6 × 2 = 15).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readTrf } from '../../engine/trf/read';
import { lineFinder, readTeamEvent } from '../../engine/trf/team';

const path = join(__dirname, '../fixtures/fide-samples/grandmommys-cup-trf26.trf');
const text = readFileSync(path, 'utf8');

describe("FIDE's draft team sample (Grandmommy's Cup, TRF26)", () => {
  it('reads its records and legends: 249 players, the legends kept as written', () => {
    const t = readTrf(text, 'grandmommys-cup-trf26.trf');
    expect(t.players).toHaveLength(249); // 062 249
    expect(t.otherLines).toEqual(expect.arrayContaining(['BBB T RRR PPP1 PPP2', 'OOO RRR TT1 TT2 PPP1 PPP2 PPP3 PPP4']));
  });
  it('is refused as a team event only where its 310 totals are not its 001 rounds\', naming the record and team 1', () => {
    const t = readTrf(text, 'grandmommys-cup-trf26.trf');
    expect(() => readTeamEvent(t, lineFinder(text), 'grandmommys-cup-trf26.trf')).toThrow(/record 310, team 1: match points 15\.0 \(columns 55-60\)/);
  });
});
