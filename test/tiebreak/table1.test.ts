/**
 * The documents' Swiss example (seed 000, Tablo 1: 18 players, 7 rounds) and Umay's cards (Tablo 2–11),
 * Buchholz of Buchholz (Tablo 6). Rules: 2009 (the documents' adjusted score and virtual opponent).
 */
import { describe, expect, it } from 'vitest';
import { fixture, fromRows, type Row } from './build';
import {
  adjustedScores, buchholz, buchholzOfBuchholz, computeTiebreak, contributions, explainTiebreak, renderExplanation,
  sonnebornBerger, tiebreakContext,
} from '../../engine/tiebreak';

const fx = fixture('tiebreak-table1.json');
const rows: Row[] = fx.players.map((p: any) => ({ no: p.no, name: p.name, rounds: p.rounds }));
const t = fromRows(rows);
const ctx = tiebreakContext(t, { rules: '2009' });

describe('Tablo 1 (2009 rules)', () => {
  it('reproduces every printed total', () => {
    for (const p of fx.players) expect(ctx.score.get(p.no), p.name).toBe(p.printed_total);
  });

  it('adjusted scores: unplayed games count as draws (Ulya and Umay lose/gain ½ on the round-5 forfeit)', () => {
    const adj = adjustedScores(ctx);
    for (const [no, v] of Object.entries(fx.adjusted_scores_recomputed)) expect(adj.get(Number(no)), `player ${no}`).toBe(v);
    // hand check: Umay 4 points, of which the forfeit win counts ½ instead of 1 → 3½; Ulya 3 + ½ → 3½
    expect(adj.get(11)).toBe(3.5);
    expect(adj.get(9)).toBe(3.5);
  });

  it("Umay's card: Buchholz 26, Median 18.5, Cut-1 23.5, Cut-2 20.5, SB 12.5", () => {
    const e = fx.expected.umay;
    expect(buchholz(ctx, 11)).toBe(e.buchholz);
    expect(buchholz(ctx, 11, 1, 1)).toBe(e.median_1);
    expect(buchholz(ctx, 11, 1)).toBe(e.cut_1);
    expect(buchholz(ctx, 11, 2)).toBe(e.cut_2);
    expect(sonnebornBerger(ctx, 11)).toBe(e.sonneborn_berger);
    expect(computeTiebreak(t, 'BH-M1').get(11)).toBe(18.5);
    expect(computeTiebreak(t, 'BH/C2').get(11)).toBe(20.5);
  });

  it("Umay's card round by round, with the virtual opponent of round 5: 2 + 0 + ½ × 2 = 3", () => {
    const cs = contributions(ctx, 11);
    expect(cs.map((c) => c.value)).toEqual(fx.expected.umay.card.map((c: any) => c.opp_value));
    expect(cs.map((c) => c.value * c.result)).toEqual(fx.expected.umay.card.map((c: any) => c.sb));
    const r5 = cs[4];
    expect(r5.opponent).toBe(9);
    expect(r5.virtual).toEqual({ kind: 'virtual', before: 2, opposite: 0, remaining: 2, value: 3 });
    expect(r5.value).toBe(fx.expected.umay.virtual_opponent_round5);
  });

  it("Ulya's own round 5 (forfeit loss): virtual opponent 2 + 1 + ½ × 2 = 4 — the book's Tablo 4 prints 3 with the results mirrored; the rule gives 4", () => {
    const r5 = contributions(ctx, 9)[4];
    expect(r5.virtual).toEqual({ kind: 'virtual', before: 2, opposite: 1, remaining: 2, value: 4 });
    expect(r5.value).toBe(fx.recomputed.hypothetical_forfeit_loss_tablo4.virtual_opponent_value);
  });

  it("İrem's Buchholz of Buchholz 182 (Tablo 6), and each opponent's Buchholz as printed", () => {
    expect(buchholzOfBuchholz(ctx, 3)).toBe(fx.expected.buchholz_of_buchholz.irem_bb);
    for (const row of fx.expected.buchholz_of_buchholz.tablo6['İREM'].rows) expect(buchholz(ctx, row.opponent), row.opponent_name).toBe(row.buchholz);
  });

  it("Ezgi's Buchholz of Buchholz is 180.5 by the rule; the book prints 181 because Tablo 6 gives Umay 26.5 (Ulya's adjusted 3.5) instead of her Buchholz 26 (virtual opponent 3)", () => {
    expect(buchholz(ctx, 11)).toBe(26);
    expect(buchholzOfBuchholz(ctx, 7)).toBe(fx.recomputed.buchholz_of_buchholz['EZGİ'].bb_with_virtual_opponents);
    expect(buchholzOfBuchholz(ctx, 7)).toBe(180.5);
    expect(fx.expected.buchholz_of_buchholz.ezgi_bb).toBe(181); // what the book prints
    // the ranking İrem > Ezgi is the same either way
    expect(buchholzOfBuchholz(ctx, 3)).toBeGreaterThan(buchholzOfBuchholz(ctx, 7));
  });

  it("the explanation shows Umay's card: the virtual opponent's working and the cuts", () => {
    const e = explainTiebreak(t, 11, 'BH-C2');
    expect(e.value).toBe(20.5);
    expect(e.rows.filter((r) => r.cut).map((r) => r.value).sort()).toEqual([2.5, 3]); // Gazi's 2½ and one of the two 3s
    const text = renderExplanation(e);
    expect(text).toContain('2 + 0 + ½ × 2 = 3');
    expect(renderExplanation(explainTiebreak(t, 11, 'SB'), 'tr')).toContain('sanal rakip');
  });
});
