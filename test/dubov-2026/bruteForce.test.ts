/**
 * C.04.4.1 3.2 checked by brute force on 300 small random brackets, written from the text (and the readings the
 * README states) by enumeration, sharing nothing with the engine's matching search:
 * 3.2.1-3.2.2 every complete pairing of the residents and everybody below is enumerated; the best by [C5]-[C10]
 * (lexicographically, vectors compared highest first) are kept, and their upfloater sets compared in 4.2's order;
 * 3.2.4 every set of shifters of the right size, in 4.3's order, is tried until one allows a best pairing;
 * 3.2.5 every transposition of G2, in 4.4's order, until one gives a legal best pairing.
 */
import { describe, expect, it } from 'vitest';
import type { Colour } from '../../engine/model/types';
import { pairBracket } from '../../engine/pairing/dubov-2026/bracket';
import type { DubovPlayer } from '../../engine/pairing/dubov-2026/players';
import { colourPreference } from '../../engine/pairing/dubov-2026/colours';
import { lexCompare, perfectMatchings, permutations, rng, subsets } from '../helpers/enumeratePairings';
import type { Pairs } from '../helpers/enumeratePairings';

const HISTORIES: Colour[][] = [['w'], ['b'], ['w', 'b'], ['b', 'w'], ['w', 'w'], ['b', 'b'], ['b', 'w', 'b'], []];

/** 4.3.3 as the README reads it: the middle of what is left, the higher position first between two. */
function fromMiddle<T>(xs: T[]): T[] {
  const left = [...xs];
  const out: T[] = [];
  while (left.length) out.push(left.splice(Math.ceil(left.length / 2) - 1, 1)[0]);
  return out;
}

const keyLess = (a: number[][], b: number[][]) => { for (let i = 0; i < a.length; i++) { const c = lexCompare(a[i], b[i]); if (c) return c < 0; } return false; };
const keyEq = (a: number[][], b: number[][]) => a.every((x, i) => lexCompare(x, b[i]) === 0);

function bruteForce(residents: DubovPlayer[], below: DubovPlayer[], legal: (a: number, b: number) => boolean, lastRound: boolean) {
  const all = [...residents, ...below];
  const by = new Map(all.map((p) => [p.no, p]));
  const isR = (no: number) => residents.some((p) => p.no === no);
  const score = residents[0].score;
  const miss = (a: number, b: number) => by.get(a)!.pref.colour === by.get(b)!.pref.colour;
  const desc = (xs: number[]) => [...xs].sort((x, y) => y - x);
  // 3.2.1-3.2.2
  let bestKey: number[][] | undefined;
  const sets: number[][] = [];
  for (const m of perfectMatchings(all.map((p) => p.no), legal)) {
    const ups = m.flatMap(([a, b]) => (isR(a) !== isR(b) ? [isR(a) ? b : a] : []));
    const bracketPairs = m.filter(([a, b]) => isR(a) || isR(b));
    const u = ups.map((no) => by.get(no)!);
    const maxUps = lastRound ? [] : u.filter((p) => p.maximumUpfloater);
    const key = [[u.length], desc(u.map((p) => score - p.score)), [bracketPairs.filter(([a, b]) => miss(a, b)).length], [maxUps.length], desc(maxUps.map((p) => p.upfloats)), [lastRound ? 0 : u.filter((p) => p.upfloatedLastRound).length]];
    if (!bestKey || keyLess(key, bestKey)) { bestKey = key; sets.length = 0; }
    if (keyEq(key, bestKey)) sets.push(ups);
  }
  if (!bestKey) return undefined;
  const order = [...below].sort((a, b) => b.score - a.score || a.no - b.no).map((p) => p.no);
  const pos = (s: number[]) => s.map((no) => order.indexOf(no)).sort((a, b) => a - b);
  const upSet = sets.reduce((a, b) => (lexCompare(pos(b), pos(a)) < 0 ? b : a));
  const bracket = [...residents, ...upSet.map((no) => by.get(no)!)];
  const bracketLegal = (a: number, b: number) => (isR(a) || isR(b)) && legal(a, b);
  const ms: Pairs[] = [...perfectMatchings(bracket.map((p) => p.no), bracketLegal)];
  // 3.2.3
  const allNew = bracket.every((p) => p.history.length === 0);
  const tpn = [...bracket].sort((a, b) => a.no - b.no);
  const g1 = allNew ? tpn.slice(0, bracket.length / 2).map((p) => p.no) : bracket.filter((p) => p.pref.colour === 'w').map((p) => p.no);
  const g2 = bracket.map((p) => p.no).filter((no) => !g1.includes(no));
  const sIsG1 = g1.length <= g2.length;
  const s = sIsG1 ? g1 : g2;
  const sortG = (xs: number[], isG1: boolean) => [...xs].sort((a, b) => (isG1 ? by.get(a)!.aro - by.get(b)!.aro || a - b : a - b));
  const c7 = (m: Pairs) => m.filter(([a, b]) => miss(a, b)).length;
  const inS = (m: Pairs) => m.filter(([a, b]) => s.includes(a) && s.includes(b)).length;
  const best7 = Math.min(...ms.map(c7));
  const p = Math.min(...ms.filter((m) => c7(m) === best7).map(inS));
  const good = ms.filter((m) => c7(m) === best7 && inS(m) === p);
  // 3.2.4.1: X of size p from s, first in 4.3's order, each X paired inside s with a non-X
  const xOk = (m: Pairs, X: number[]) => m.every(([a, b]) => (X.includes(a) ? s.includes(b) && !X.includes(b) : true) && (X.includes(b) ? s.includes(a) && !X.includes(a) : true));
  const seqS = fromMiddle(sortG(s, sIsG1));
  let X: number[] = [];
  for (const cand of subsets(seqS, p)) if (good.some((m) => xOk(m, cand))) { X = cand; break; }
  const sSide = s.filter((no) => !X.includes(no));
  const lSide = bracket.map((q) => q.no).filter((no) => !sSide.includes(no));
  const largerIsS = sSide.length > lSide.length;
  const larger = largerIsS ? sSide : lSide;
  const q = Math.abs(sSide.length - lSide.length) / 2;
  const largerIsG1 = largerIsS === sIsG1;
  const seqL = fromMiddle(sortG(larger.filter((no) => !X.includes(no)), largerIsG1));
  let Y: number[] = [];
  const crosses = (m: Pairs, S: number[]) => m.every(([a, b]) => S.includes(a) !== S.includes(b));
  for (const cand of subsets(seqL, q)) {
    const S = largerIsS ? sSide.filter((no) => !cand.includes(no)) : [...sSide, ...cand];
    if (good.some((m) => xOk(m, X) && crosses(m, S))) { Y = cand; break; }
  }
  const S = largerIsS ? sSide.filter((no) => !Y.includes(no)) : [...sSide, ...Y];
  const G1 = sIsG1 ? S : bracket.map((x) => x.no).filter((no) => !S.includes(no));
  const G2 = bracket.map((x) => x.no).filter((no) => !G1.includes(no));
  // 3.2.5
  const s1 = sortG(G1, true);
  for (const t2 of permutations([...G2].sort((a, b) => a - b))) {
    const m: Pairs = s1.map((a, k) => [a, t2[k]]);
    if (m.every(([a, b]) => bracketLegal(a, b)) && good.some((g) => g.every(([a, b]) => m.some(([c, d]) => (a === c && b === d) || (a === d && b === c)))) && xOk(m, X)) {
      return { ups: [...upSet].sort((a, b) => a - b), pairs: m.map(([a, b]) => `${a}-${b}`) };
    }
  }
  return { ups: [...upSet].sort((a, b) => a - b), pairs: ['none'] };
}

describe('Dubov bracket pairing against brute force', () => {
  it('300 random brackets: the same upfloaters and the same S1-T2 pairs', () => {
    let compared = 0;
    for (let seed = 1; compared < 300 && seed < 20000; seed++) {
      const r = rng(seed);
      const nr = 1 + Math.floor(r() * 5), nd = Math.floor(r() * 6);
      if ((nr + nd) % 2) continue;
      let no = 0;
      const mk = (score: number): DubovPlayer => {
        const history = HISTORIES[Math.floor(r() * HISTORIES.length)];
        const upfloats = Math.floor(r() * 5);
        no++;
        return { no, name: '', rating: 2000, score, aro: 1500 + 100 * Math.floor(r() * 5), history, pref: colourPreference(history, { colour: 'b', strength: 'mild' }), upfloats, upfloatedLastRound: upfloats > 0 && r() < 0.6, maximumUpfloater: upfloats >= 3, gamesPlayed: history.length, scoredWithoutPlaying: [], opponents: new Set() };
      };
      const residents = Array.from({ length: nr }, () => mk(3));
      const below = Array.from({ length: nd }, () => mk([2.5, 2, 2, 1][Math.floor(r() * 4)]));
      const all = [...residents, ...below];
      const banned = new Set<string>();
      for (const a of all) for (const b of all) if (a.no < b.no && r() < 0.25) banned.add(`${a.no}-${b.no}`);
      const legal = (a: number, b: number) => !banned.has(a < b ? `${a}-${b}` : `${b}-${a}`);
      const lastRound = r() < 0.2;
      const want = bruteForce(residents, below, legal, lastRound);
      const got = pairBracket({ residents, below, legal, lastRound });
      if (!want) { expect(got, `seed ${seed}`).toBeUndefined(); continue; }
      expect(got, `seed ${seed}`).toBeDefined();
      expect({ ups: got!.upfloaters.map((p) => p.no).sort((a, b) => a - b), pairs: got!.pairs.map(([a, b]) => `${a.no}-${b.no}`) }, `seed ${seed}`).toEqual(want);
      compared++;
    }
    expect(compared).toBe(300);
  }, 120_000);
});
