/**
 * Every code's explanation must show rows consistent with the value it explains (issue 3, item 6): the counted
 * rows add up to the value (sums), average to it (ARO, AOB, APRO) or give it through Ra + dp (TPR); rows left out
 * by a cut are never counted. Checked for every code of TIEBREAK_CODES, for every player of Tablo 1, under both
 * rule editions. Tablo 1 prints no ratings, so the rating codes are checked on a copy with ratings added (one
 * player left unrated, so that the "unrated opponent left out" row appears).
 */
import { describe, expect, it } from 'vitest';
import { fixture, fromRows, type Row } from './build';
import { computeTiebreak, explainTiebreak, perfectPerformanceOf, renderExplanation, TIEBREAK_CODES, type TiebreakExplanation } from '../../engine/tiebreak';
import { performanceRating } from '../../engine/rating/performance';
import type { Tournament } from '../../engine/model/types';

const fx = fixture('tiebreak-table1.json');
const rows: Row[] = fx.players.map((p: any) => ({ no: p.no, name: p.name, rounds: p.rounds }));
const plain = fromRows(rows);
const rated: Tournament = { ...plain, players: plain.players.map((p) => (p.no === 4 ? { ...p } : { ...p, rating: 1500 + 37 * p.no })) };

const RATING = new Set(['ARO', 'TPR', 'APRO', 'PTP', 'APPO']);
/** Every code, plus its modifiers once each. */
const CODES = TIEBREAK_CODES.flatMap((c) => [c.code, ...c.modifiers.map((m) => `${c.code}-${m}1`)]);

function combined(e: TiebreakExplanation): number {
  const counted = e.rows.filter((r) => r.counted);
  if (counted.length === 0 && e.combine !== 'place') return 0;
  const sum = counted.reduce((s, r) => s + r.value, 0);
  if (e.combine === 'sum') return sum;
  if (e.combine === 'average') return e.rounding === 'nearest' ? Math.round(sum / counted.length) : sum / counted.length;
  if (e.combine === 'place') {
    // DE under C.07: the counted rows are the player's points among the tied players; the value is the place they give.
    const me = e.directEncounter!.members.find((m) => m.no === e.player)!;
    expect(sum).toBe(me.points);
    return me.place;
  }
  if (e.combine === 'performance') return performanceRating(counted.map((r) => r.value), counted.reduce((s, r) => s + r.result, 0));
  return perfectPerformanceOf(counted.map((r) => r.value), counted.reduce((s, r) => s + r.result, 0));
}

describe('explanations add up', () => {
  for (const rules of ['2009', '2024', '2026'] as const) {
    for (const code of CODES) {
      it(`${code} (rules ${rules}): every player's counted rows give the value`, () => {
        const t = RATING.has(code.split('-')[0]) ? rated : plain;
        const values = computeTiebreak(t, code, { rules });
        for (const p of t.players) {
          const e = explainTiebreak(t, p.no, code, { rules });
          expect(e.value, `${code} player ${p.no}`).toBe(values.get(p.no));
          expect(combined(e), `${code} player ${p.no}: rows ${JSON.stringify(e.rows.map((r) => [r.round, r.value, r.counted]))}`).toBeCloseTo(e.value, 9);
          for (const r of e.rows) if (r.cut) expect(r.counted).toBe(false);
          // one row per round at most, and text that renders
          expect(new Set(e.rows.map((r) => r.round)).size).toBe(e.rows.length);
          expect(renderExplanation(e)).toContain(p.name);
        }
      });
    }
  }
});

describe('explanations by hand (Tablo 1)', () => {
  it("LECH for Şahin (no. 1, seven games: 0, 1, 1, 1, 0, ½, ½): 10 + 15 + 15 + 15 + 10 + 12½ + 12½ = 90", () => {
    const e = explainTiebreak(plain, 1, 'LECH');
    expect(e.rows.map((r) => r.value)).toEqual([10, 15, 15, 15, 10, 12.5, 12.5]);
    expect(e.value).toBe(90);
  });

  it('WIN for Şahin: rounds 2, 3, 4 counted (three wins); PTS rows are his results (4)', () => {
    const e = explainTiebreak(plain, 1, 'WIN');
    expect(e.rows.filter((r) => r.counted).map((r) => r.round)).toEqual([2, 3, 4]);
    expect(e.value).toBe(3);
    expect(explainTiebreak(plain, 1, 'PTS').rows.map((r) => r.value)).toEqual([0, 1, 1, 1, 0, 0.5, 0.5]);
  });

  it('ARO for Şahin with the ratings added (1500 + 37 × no): opponents 10, 12, 11, 7, 8, 6, 2 → 1870, 1944, 1907, 1759, 1796, 1722, 1574; sum 12572 / 7 = 1796', () => {
    const e = explainTiebreak(rated, 1, 'ARO', { rules: '2024' });
    expect(e.rows.map((r) => r.value)).toEqual([1870, 1944, 1907, 1759, 1796, 1722, 1574]);
    expect(e.value).toBe(1796);
    expect(e.summary?.en).toContain('12572 / 7');
  });

  it('ARO on Tablo 1 as printed (no rating column) is an error naming the missing column, not 0', () => {
    expect(() => explainTiebreak(plain, 1, 'ARO')).toThrow(/"Rating" column/);
    expect(() => computeTiebreak(plain, 'TPR')).toThrow(/TPR needs the players' ratings.*"Rating" column/);
    expect(() => computeTiebreak(plain, 'APRO')).toThrow(/"Rating" column/);
    expect(() => computeTiebreak(rated, 'ARO', { rating: 'ukd' })).toThrow(/"UKD" column/);
  });
});
