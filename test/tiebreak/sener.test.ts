/**
 * Sener's card (seed 001, Tablo 2–10) from the 8 rows of the partial crosstable Tablo 8 (2009 rules).
 * The crosstable writes opponents by final rank; the rows' own players are numbered by their starting number
 * (Sıra) as the card does, and opponents outside the 8 rows become stand-ins numbered 100 + rank. Their own
 * scores are unknown and unused: every one of Sener's opponents is among the 8 rows.
 */
import { describe, expect, it } from 'vitest';
import { fixture, fromRows, type Row } from './build';
import { adjustedScores, buchholz, contributions, sonnebornBerger, tiebreakContext } from '../../engine/tiebreak';

const fx = fixture('tiebreak-sener.json');
const table = fx.tablo8_partial_crosstable.rows as any[];
const noByRank = new Map<number, number>(table.map((r) => [r.rank, r.no]));
const standIns = new Set<number>();
let unknown = 900;
const rows: Row[] = table.map((r) => ({
  no: r.no,
  name: r.name,
  ukd: r.ukd,
  rounds: r.rounds.map((x: any) => {
    let opponent: number | null = null;
    if (x.opponent_rank !== null) opponent = noByRank.get(x.opponent_rank) ?? 100 + x.opponent_rank;
    else if (x.result === '1' && x.colour) opponent = ++unknown; // Berke R2: a game won, opponent unreadable
    if (opponent !== null && !noByRank.has(x.opponent_rank ?? -1)) standIns.add(opponent);
    return { round: x.round, opponent, colour: x.colour, result: x.result };
  }),
}));
const t = fromRows(rows, [...standIns].map((no) => ({ no })));
const ctx = tiebreakContext(t, { rules: '2009' });
const SENER = 4;

describe("Sener's card (2009 rules)", () => {
  it("the opponents' adjusted scores recomputed from their rows", () => {
    const adj = adjustedScores(ctx);
    const expected = fx.opponents_adjusted_scores_recomputed_from_tablo8 as Record<string, number>;
    for (const r of table) {
      expect(adj.get(r.no), r.name).toBe(expected[r.name]);
      expect(adj.get(r.no), r.name).toBe(r.recomputed_adjusted_score);
      expect(ctx.score.get(r.no), r.name).toBe(r.points);
    }
    expect(ctx.score.get(SENER)).toBe(5.5);
    expect(adj.get(SENER)).toBe(5);
  });

  it("Çağatay's forfeit in round 2 is replaced by a virtual opponent: 1 + 0 + ½ × 5 = 3.5", () => {
    const r2 = contributions(ctx, SENER)[1];
    expect(r2.opponent).toBe(13);
    expect(r2.virtual).toEqual({ kind: 'virtual', before: 1, opposite: 0, remaining: 5, value: 3.5 });
    expect(r2.value).toBe(fx.expected.virtual_opponent_round2_cagatay);
  });

  it('Buchholz 30.5, Median 21.5, Cut-1 27.5, Cut-2 24, SB 22', () => {
    const e = fx.expected;
    expect(buchholz(ctx, SENER)).toBe(e.buchholz);
    expect(buchholz(ctx, SENER, 1, 1)).toBe(e.median_1);
    expect(buchholz(ctx, SENER, 1)).toBe(e.cut_1);
    expect(buchholz(ctx, SENER, 2)).toBe(e.cut_2);
    expect(sonnebornBerger(ctx, SENER)).toBe(e.sonneborn_berger);
  });

  it('Tablo 9 line by line (opponent value × result)', () => {
    const cs = contributions(ctx, SENER);
    expect(cs.map((c) => c.value)).toEqual(fx.tablo9_sb_breakdown.map((r: any) => r.ap));
    expect(cs.map((c) => c.value * c.result)).toEqual(fx.sener_card.map((r: any) => r.sb));
  });

  it("the crosstable's median column can be checked only for Sener (21½); the card's swapped R6/R7 colours do not matter to any tie-break", () => {
    expect(table.find((r) => r.no === SENER).printed_median).toBe(buchholz(ctx, SENER, 1, 1));
  });
});

describe("001 Tablo 3 (hypothetical): Sener loses round 3 by forfeit", () => {
  it('the virtual opponent is 2 + 1 + ½ × 4 = 5 by the rule (Sener had 2 points before round 3); the book writes 4 = 1 + 1 + ½ × 4 with a pre-round score of 1', () => {
    const hypo = rows.map((r) => ({
      ...r,
      rounds: r.rounds.map((x) => {
        if (r.no === SENER && x.round === 3) return { ...x, colour: null, result: '-' };
        if (r.no === 41 && x.round === 3) return { ...x, colour: null, result: '+' }; // Berke, Sener's round-3 opponent
        return x;
      }),
    }));
    const h = tiebreakContext(fromRows(hypo, [...standIns].map((no) => ({ no }))), { rules: '2009' });
    const r3 = contributions(h, SENER)[2];
    expect(r3.virtual).toEqual({ kind: 'virtual', before: 2, opposite: 1, remaining: 4, value: 5 });
    expect(r3.value).toBe(fx.hypothetical_forfeit_loss_tablo3.recomputed.with_actual_before);
    expect(fx.hypothetical_forfeit_loss_tablo3.printed.value_written).toBe(4);
  });
});
