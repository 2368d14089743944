/**
 * The documents' 17-player Dutch example (test/fixtures/dutch-example.json), rounds 1-4, paired with
 * the rules in force (C.04.3 2025). The book teaches the 1992-2009 edition; for these four rounds the
 * current rules give exactly the book's boards, colours and board order, so the expected values are
 * the book's. Round 4: 9 and 14 (double forfeit in round 3) are not paired.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildTournament, type SimpleRound } from '../../engine/model/build';
import { pairDutch } from '../../engine/pairing/dutch/index';

const fixture = JSON.parse(readFileSync(join(__dirname, '..', 'fixtures', 'dutch-example.json'), 'utf8')) as {
  players: Array<{ no: number; name: string; title?: string; rating?: number }>;
  rounds: Array<SimpleRound & { bye: number }>;
};

function before(round: number) {
  const rounds: SimpleRound[] = fixture.rounds.filter((r) => r.round < round).map((r) => ({ ...r }));
  if (round === 4) rounds.push({ round: 4, games: [], absent: [9, 14] });
  return buildTournament({ players: fixture.players, rounds, totalRounds: 9, firstColour: 'w' });
}

describe('the 17-player example, rounds 1-4', () => {
  for (const round of [1, 2, 3, 4]) {
    it(`round ${round} is the book's pairing`, () => {
      const book = fixture.rounds.find((r) => r.round === round)!;
      const out = pairDutch(before(round));
      expect(out.ok).toBe(true);
      if (!out.ok) return;
      expect(out.pairing.round).toBe(round);
      expect(out.pairing.boards).toEqual(book.games.map((g) => ({ white: g.white, black: g.black })));
      expect(out.pairing.byes).toEqual([book.bye]);
    });
  }

  it('explains round 4 bracket by bracket in English and Turkish', () => {
    const out = pairDutch(before(4));
    const sections = out.explanation.sections;
    // the book's walkthrough: 2.5-pt {1,4,13,17}, 2-pt {3,16} both float, 1.5-pt with MDPs 3 and 16
    const top = sections.find((s) => s.title.en === 'Bracket of 2.5 points')!;
    expect(top.group!.players.sort((a, b) => a - b)).toEqual([1, 4, 13, 17]);
    const two = sections.find((s) => s.title.en === 'Bracket of 2 points')!;
    expect(two.steps.find((s) => s.kind === 'float' && s.data?.downfloaters)?.data?.downfloaters).toEqual([3, 16]);
    const onePointFive = sections.find((s) => s.title.en === 'Bracket of 1.5 points')!;
    expect(onePointFive.steps[0].data?.mdps).toEqual([3, 16]);
    for (const s of sections) {
      expect(s.title.tr.length).toBeGreaterThan(0);
      for (const st of s.steps) expect(st.text.tr).not.toBe(st.text.en);
    }
  });
});
