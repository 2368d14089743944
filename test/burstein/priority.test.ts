/**
 * Burstein 6.2, 6.4 and 6.5 (seed 003, section 1.4 "Sonneborn-Berger ve Buchholz'a dayalı Burstein İsviçre
 * Sistemi"). The expected lists are the document's, copied as printed.
 */
import { describe, expect, it } from 'vitest';
import { formatPairing, priorityIndex, priorityList } from '../../engine/pairing/burstein/priority';
import { candidates } from '../../engine/pairing/burstein/select';

// 6.2, as printed: "(1) 1*6 2*5 3*4 ... (15) 1*2 3*4 5*6"
const SIX = [
  '1*6 2*5 3*4', '1*6 2*4 3*5', '1*6 2*3 4*5', '1*5 2*6 3*4', '1*5 2*4 3*6',
  '1*5 2*3 4*6', '1*4 2*6 3*5', '1*4 2*5 3*6', '1*4 2*3 5*6', '1*3 2*6 4*5',
  '1*3 2*5 4*6', '1*3 2*4 5*6', '1*2 3*6 4*5', '1*2 3*5 4*6', '1*2 3*4 5*6',
];
// 6.4, as printed ("F" = floater): "(1) 1*5 2*4 3*F ... (15) 2*3 4*5 1*F"
const FIVE = [
  '1*5 2*4 3*F', '1*5 2*3 4*F', '1*5 3*4 2*F', '1*4 2*5 3*F', '1*4 2*3 5*F',
  '1*4 3*5 2*F', '1*3 2*5 4*F', '1*3 2*4 5*F', '1*3 4*5 2*F', '1*2 3*5 4*F',
  '1*2 3*4 5*F', '1*2 4*5 3*F', '2*5 3*4 1*F', '2*4 3*5 1*F', '2*3 4*5 1*F',
];

describe('Burstein priority lists', () => {
  it('6.2: six players, fifteen pairings in the printed order', () => {
    expect([...priorityList([1, 2, 3, 4, 5, 6])].map(formatPairing)).toEqual(SIX);
  });

  it('6.4: five players with a floater, fifteen pairings in the printed order', () => {
    expect([...priorityList([1, 2, 3, 4, 5])].map(formatPairing)).toEqual(FIVE);
  });

  it('6.4 note: if No. 2 floated in from another group, pairings (3), (6) and (9) are not valid', () => {
    const invalid = [...priorityList([1, 2, 3, 4, 5])].map((p, i) => ({ p, n: i + 1 })).filter(({ p }) => p.floater === 2).map(({ n }) => n);
    expect(invalid).toEqual([3, 6, 9]);
  });

  it('any size: the counts are (n-1)!! for even n and n!! for odd n, each pairing once', () => {
    const doubleFactorial = (k: number): number => (k <= 1 ? 1 : k * doubleFactorial(k - 2));
    for (const n of [2, 3, 4, 7, 8, 9]) {
      const list = Array.from({ length: n }, (_, i) => i + 1);
      const all = [...priorityList(list)].map(formatPairing);
      expect(all.length).toBe(n % 2 === 0 ? doubleFactorial(n - 1) : doubleFactorial(n));
      expect(new Set(all).size).toBe(all.length);
      expect(all[0]).toBe(n % 2 === 0 ? list.slice(0, n / 2).map((x) => `${x}*${n + 1 - x}`).join(' ') : all[0]); // 6.1: top meets bottom first
    }
  });

  it('6.5: with 2, 4, 5 due white and the others black, six players take No. (4) and five take No. (2)', () => {
    const due = (x: number) => ([2, 4, 5].includes(x) ? 'w' : 'b') as 'w' | 'b';
    const rules = (list: number[]) => ({ list, canMeet: () => true, due, mayFloat: () => true, budget: { left: 100000 } });
    const six = candidates(rules([1, 2, 3, 4, 5, 6]))[0];
    expect(formatPairing(six.pairing)).toBe(SIX[3]);
    expect(priorityIndex([1, 2, 3, 4, 5, 6], six.pairing)).toBe(4);
    const five = candidates(rules([1, 2, 3, 4, 5]))[0];
    expect(formatPairing(five.pairing)).toBe(FIVE[1]);
    expect(priorityIndex([1, 2, 3, 4, 5], five.pairing)).toBe(2);
  });

  it('a pairing with a rematch is passed over for the next in priority (3.1)', () => {
    // 1 and 6 have met: (1)-(3) are not valid, (4) 1*5 2*6 3*4 is next.
    const c = candidates({ list: [1, 2, 3, 4, 5, 6], canMeet: (a, b) => !(a === 1 && b === 6) && !(a === 6 && b === 1), due: () => undefined, mayFloat: () => true, budget: { left: 100000 } })[0];
    expect(formatPairing(c.pairing)).toBe('1*5 2*6 3*4');
  });
});

describe('priorityIndex counts places without listing', () => {
  it('agrees with the listed order for every pairing of 1..n, n up to 9', () => {
    for (const n of [2, 3, 4, 5, 6, 7, 8, 9]) {
      const list = Array.from({ length: n }, (_, i) => i + 1);
      let i = 0;
      for (const p of priorityList(list)) expect(priorityIndex(list, p), `${n}: ${formatPairing(p)}`).toBe(++i);
    }
  });
});
