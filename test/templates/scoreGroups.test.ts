/**
 * The score-group worksheets of the Dutch example's round 2, as the book draws them before pairing
 * (001, "Ikinci Tur"): groups 1, ½ and 0; S1 = 1, 3, 7 and S2 = 10, 16, 17 in the 1-point group with x = 5 - 3 = 2;
 * x = 0 in the ½ group where 4-12 have met, 4-14 comes by transposition and 6-5 / 13-12 by exchange;
 * x = 2 in the 0 group, 15 gets the bye. Colours as the cards print them (B = white, S = black).
 */
import { describe, expect, it } from 'vitest';
import { loadExample } from '../helpers/examples';
import { renderDocument } from '../../templates/documents';

const decode = (s: string) => s.replace(/&#x3D;/g, '=').replace(/&#x27;/g, "'");

function sections(html: string) {
  return [...decode(html).matchAll(/<section class="score-group">([\s\S]*?)<\/section>/g)].map((m) => {
    const body = m[1];
    const rows = [...body.matchAll(/<tr><td class="num">(\d+)<\/td><td>([^<]*)<\/td><td>([^<]*)<\/td><td>([^<]*)<\/td><td>([^<]*)<\/td><\/tr>/g)].map((r) => r.slice(1, 6));
    return { title: /<h2>([^<]*)<\/h2>/.exec(body)![1], meta: /<p class="meta">([^<]*)<\/p>/.exec(body)?.[1] ?? '', rows, steps: [...body.matchAll(/<li class="([^"]+)">([^<]*)/g)].map((s) => [s[1], s[2].trim()]) };
  });
}

describe('score-group worksheets (Dutch example, round 2)', () => {
  const html = renderDocument('score-groups', loadExample('dutch', 1), { lang: 'tr', system: 'dutch-2009' });
  const [one, half, zero] = sections(html);

  it('the 1-point group: S1 = 1, 3, 7 and S2 = 10, 16, 17, each with the white of round 1 (B) but 17 (bye, no colour); x = 2', () => {
    expect(one.title).toContain('1 puan');
    expect(one.rows.map((r) => [r[0], r[2], r[4]])).toEqual([['1', 'B', 'S1'], ['3', 'B', 'S1'], ['7', 'B', 'S1'], ['10', 'B', 'S2'], ['16', 'B', 'S2'], ['17', '', 'S2']]);
    expect(one.meta).toBe('x = 2, p = 3; S1 = 1, 3, 7; S2 = 10, 16, 17');
  });

  it('the ½ group: x = 0; 4-12 have met; the transposition gives 4-14; the exchange of 6 and 12', () => {
    expect(half.meta.startsWith('x = 0')).toBe(true);
    const kinds = half.steps.map((s) => s[0]);
    expect(kinds).toContain('transposition');
    expect(kinds).toContain('exchange');
    expect(half.steps.find((s) => s[0] === 'reject')![1]).toMatch(/^4-12 .*B\.1/);
    expect(half.steps.find((s) => s[0] === 'transposition')![1]).toContain('4-14');
    expect(half.steps.find((s) => s[0] === 'exchange')![1]).toMatch(/6 .* 12/);
    expect(half.rows.map((r) => [r[0], r[2]])).toEqual([['4', 'S'], ['5', 'B'], ['6', 'S'], ['12', 'B'], ['13', 'S'], ['14', 'B']]);
  });

  it('the 0 group: x = 2, and 15 receives the bye', () => {
    expect(zero.meta.startsWith('x = 2')).toBe(true);
    expect(zero.steps.some(([k, text]) => k === 'bye' && text.startsWith('15'))).toBe(true);
  });
});
