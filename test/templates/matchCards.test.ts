/**
 * Match cards (templates/match-cards.hbs) of a team event's round, from an oracle file: X-ref-s0201-r03.trf holds
 * rounds 1 and 2. Every expected value below is read off the file's records and the oracle's expected pairing of
 * round 2 (expected.jsonl: 2-5, 4-1, 6-3, 8-9, 10-7), not from the rendered page.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readTrf } from '../../engine/trf/read';
import { renderDocument } from '../../templates/documents';
import { run } from '../../cli/main';
import { memoryIO } from '../helpers/io';

const text = readFileSync(join(__dirname, '../oracle/team-swiss-c046/rounds/X-ref-s0201-r03.trf'), 'utf8');
const strip = (s: string) => s.replace(/<[^>]+>/g, '').replace(/&amp;/g, '&').trim();
const cards = (html: string) => html.split('<section class="match-card">').slice(1).map((c) => ({
  title: strip(/<h2>(.*?)<\/h2>/s.exec(c)![1]),
  teams: [...c.matchAll(/<td class="name team">(.*?)<\/td>/gs)].map((m) => strip(m[1])),
  scores: [...c.split('<table class="match-boards">')[0].matchAll(/<td class="num">(.*?)<\/td>/gs)].map((m) => strip(m[1])),
  boards: [...c.matchAll(/<tr><td class="num">\d+<\/td>(.*?)<\/tr>/gs)].map((m) => [...m[1].matchAll(/<td[^>]*>(.*?)<\/td>/gs)].map((x) => strip(x[1]))),
  total: strip(/<tr class="total">.*?<td class="box">(.*?)<\/td>/s.exec(c)![1]),
}));

describe('match cards (C.04.6 team round)', () => {
  const html = renderDocument('match-cards', readTrf(text), { lang: 'en', round: 2 });
  const c = cards(html);

  it('one card per match of the round, in the published order (GHR 3.6: higher score, then the sum, then the smaller TPN)', () => {
    // before round 2 (310 of r02.trf): teams 2, 3, 4, 5, 6 have 2 MP, the others 0. The oracle's pairs, White on
    // board 1 first: 2-5 (2+2, smaller TPN 2), 6-3 (2+2, TPN 3), 4-1 (2+0), 10-7 (0+0, TPN 7), 8-9 (TPN 8)
    expect(c.map((x) => x.teams)).toEqual([['2. Team 02', '5. Team 05'], ['6. Team 06', '3. Team 03'], ['4. Team 04', '1. Team 01'], ['10. Team 10', '7. Team 07'], ['8. Team 08', '9. Team 09']]);
    expect(c.map((x) => x.title)).toEqual([1, 2, 3, 4, 5].map((m) => `Round 2 — Match ${m}`));
    expect(c[2].scores).toEqual(['2', '0']);
  });

  it('boards by 352 WBWB with the players of 310, their ratings, and the results of the 001 lines', () => {
    // 4-1: team 4's players 13-16, team 1's 1-4 (310). 001 lines, round 2: 13 "1 w 0", 14 "2 b 1", 15 "3 w 1",
    // 16 "4 b =": team 4's player has White on boards 1 and 3 (WBWB), results seen from team 4: 0-1, 1-0, 1-0, ½-½
    expect(c[2].boards).toEqual([
      ['W', '13', 'T04B1', '2311', '0-1', 'B', '1', 'T01B1', '2347'],
      ['B', '14', 'T04B2', '2308', '1-0', 'W', '2', 'T01B2', '2344'],
      ['W', '15', 'T04B3', '2305', '1-0', 'B', '3', 'T01B3', '2341'],
      ['B', '16', 'T04B4', '2302', '1/2-1/2', 'W', '4', 'T01B4', '2338'],
    ]);
    expect(c[2].total).toBe('2½ : 1½');
  });

  it('Turkish cards write the colours as the documents do: B (Beyaz) White, S (Siyah) Black — never W/B, where B reads White', () => {
    const tr = cards(renderDocument('match-cards', readTrf(text), { lang: 'tr', round: 2 }));
    expect(tr[2].boards.map((b) => [b[0], b[5]])).toEqual([['B', 'S'], ['S', 'B'], ['B', 'S'], ['S', 'B']]);
  });

  it('a whole match forfeited (330 +- 2 2 5; 330 -- 2 10 7) prints as the forfeit', () => {
    expect(c[0].total).toBe('+ : -');
    expect(c[0].boards.map((b) => b[4])).toEqual(['+--', '+--', '+--', '+--']);
    expect(c[3].total).toBe('- : -');
  });

  it('hakem render match-cards TEAMS.trf --round 2 prints the same page, in Turkish by default', async () => {
    const io = memoryIO({ 't.trf': text });
    expect(await run(['render', 'match-cards', 't.trf', '--round', '2', '--lang', 'en'], io)).toBe(0);
    expect(io.stdout).toBe(html);
    const tr = memoryIO({ 't.trf': text });
    expect(await run(['render', 'match-cards', 't.trf', '--round', '2'], tr)).toBe(0);
    expect(tr.stdout).toContain('Tur 2 — Maç 1');
    expect(tr.stdout).toContain('Kaptan');
  });
});
