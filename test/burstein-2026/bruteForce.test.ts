/**
 * C.04.4.2 3.2 and Article 4 checked by brute force on 400 small random brackets: every complete pairing of the
 * bracket, the following scoregroup and the rest is enumerated; the best by [C5] (most pairs in the bracket), [C6]
 * (the outgoing floaters' scores, highest first, as low as possible), [C7] (in the following bracket: the most
 * pairs, then its floaters' scores) and [C8] (colour preferences missed) are kept, and among them the first in
 * Article 4's order (BSN 1's opponent the largest BSN, a floater's opponent BSN 0, then BSN 2's, …). The engine's
 * matching-based search must pick the same pairs and floaters.
 */
import { describe, expect, it } from 'vitest';
import type { Colour } from '../../engine/model/types';
import { pairBursteinBracket } from '../../engine/pairing/burstein-2026/bracket';
import type { BursteinPlayer } from '../../engine/pairing/burstein-2026/players';
import { colourPreference } from '../../engine/pairing/dubov-2026/colours';
import { lexCompare, perfectMatchings, rng } from '../helpers/enumeratePairings';

const HISTORIES: Colour[][] = [['w'], ['b'], ['w', 'b'], ['b', 'w'], ['w', 'w'], ['b', 'b'], ['w', 'b', 'w']];

describe('Burstein bracket pairing against brute force', () => {
  it('400 random brackets: the same pairs and floaters', () => {
    let compared = 0;
    for (let seed = 1; compared < 400 && seed < 5000; seed++) {
      const r = rng(seed);
      const nb = 2 + Math.floor(r() * 6), nn = Math.floor(r() * 4), nr = Math.floor(r() * 3);
      if ((nb + nn + nr) % 2) continue;
      let no = 0;
      const mk = (score: number): BursteinPlayer => {
        const history = HISTORIES[Math.floor(r() * HISTORIES.length)];
        no++;
        return { no, name: '', score, history, pref: colourPreference(history, { strength: 'none' }), buchholz: Math.floor(r() * 4), sonnebornBerger: Math.floor(r() * 3), gamesPlayed: history.length, scoredWithoutPlaying: [], opponents: new Set(), trailingZeroByes: 0 };
      };
      // the bracket: residents (3 points) and perhaps incoming floaters (3½ or 4); then 2 points; then 1 or 0
      const bracket = Array.from({ length: nb }, () => mk(r() < 0.25 ? 3.5 + (r() < 0.5 ? 0.5 : 0) : 3));
      const next = Array.from({ length: nn }, () => mk(2));
      const rest = Array.from({ length: nr }, () => mk(r() < 0.5 ? 1 : 0));
      const all = [...bracket, ...next, ...rest];
      const banned = new Set<string>();
      for (const a of all) for (const b of all) if (a.no < b.no && r() < 0.3) banned.add(`${a.no}-${b.no}`);
      const legal = (a: number, b: number) => !banned.has(a < b ? `${a}-${b}` : `${b}-${a}`);
      const byNo = new Map(all.map((p) => [p.no, p]));
      const inB = new Set(bracket.map((p) => p.no));
      const inN = new Set(next.map((p) => p.no));
      // 1.8: BSN by Buchholz, then Sonneborn-Berger (higher first), then TPN
      const bsn = [...bracket].sort((a, b) => b.buchholz - a.buchholz || b.sonnebornBerger - a.sonnebornBerger || a.no - b.no).map((p) => p.no);

      let best: { key: number[][]; order: number[]; pairs: string[]; floaters: number[] } | undefined;
      for (const m of perfectMatchings(all.map((p) => p.no), legal)) {
        const mate = new Map<number, number>();
        for (const [a, b] of m) { mate.set(a, b); mate.set(b, a); }
        const floaters = bracket.filter((p) => !inB.has(mate.get(p.no)!));
        const nextBracket = [...next, ...floaters];
        const nextOut = nextBracket.filter((p) => !inB.has(mate.get(p.no)!) && !inN.has(mate.get(p.no)!) && !floaters.some((f) => f.no === mate.get(p.no)));
        const inPairs = m.filter(([a, b]) => inB.has(a) && inB.has(b));
        const c8 = inPairs.filter(([a, b]) => byNo.get(a)!.pref.colour !== undefined && byNo.get(a)!.pref.colour === byNo.get(b)!.pref.colour).length;
        const desc = (xs: number[]) => [...xs].sort((x, y) => y - x);
        const key = [[floaters.length], desc(floaters.map((p) => p.score)), [nextOut.length], desc(nextOut.map((p) => p.score)), [c8]];
        // Article 4: BSN k's opponent's BSN (0 for a floater), larger first: negate to compare smallest-first
        const order = bsn.map((no) => { const o = mate.get(no)!; return inB.has(o) ? -(bsn.indexOf(o) + 1) : 0; });
        const cmp = best ? (() => { for (let i = 0; i < key.length; i++) { const c = lexCompare(key[i], best!.key[i]); if (c) return c; } return lexCompare(order, best!.order); })() : -1;
        if (cmp < 0) best = { key, order, pairs: inPairs.map(([a, b]) => [a, b].sort((x, y) => bsn.indexOf(x) - bsn.indexOf(y)).join('-')).sort(), floaters: floaters.map((p) => p.no).sort((a, b) => a - b) };
      }
      if (!best) continue;
      const got = pairBursteinBracket({ bracket, next, rest, legal });
      expect(got, `seed ${seed}`).toBeDefined();
      expect({ pairs: got!.pairs.map(([a, b]) => `${a.no}-${b.no}`).sort(), floaters: got!.floaters.map((p) => p.no).sort((a, b) => a - b) }, `seed ${seed}`).toEqual({ pairs: best.pairs, floaters: best.floaters });
      compared++;
    }
    expect(compared).toBe(400);
  }, 120_000);
});
