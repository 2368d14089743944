/**
 * The book's Lim example (seed 001 "İsviçre Sistemi (Lim) Eşlendirme Örneği", fixture lim-example.json):
 * rounds 1-3 paired from the earlier rounds' results must come out exactly as published, board by board,
 * with colours and the bye; the explanation must show round 2's redo in the 0-point group and round 3's
 * 10-13 colour look-back, as the book's walkthrough tells them. The book gives round 2's bye to 13 so that the median
 * group gets its colours, where rule 2.1 names the lowest player (14): the example is reproduced with `bookPractice`,
 * and without it the rule is followed.
 */
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildTournament } from '../../engine/model/build';
import { lim } from '../../engine/pairing/lim/index';
import { renderExplanation } from '../../engine/pairing/explain';
import type { Explanation, TraceStep } from '../../engine/pairing/types';

const fx = JSON.parse(readFileSync(join(__dirname, '../fixtures/lim-example.json'), 'utf8'));

function before(round: number) {
  return buildTournament({ players: fx.players, rounds: fx.rounds.filter((r: { round: number }) => r.round < round), firstColour: 'w' });
}

/** The book departs from rule 2.1 in round 2 (the bye to 13, not 14): its own practice is the option `bookPractice`. */
function pairRound(round: number) {
  const out = lim.pair(before(round), { round, bookPractice: true });
  if (!out.ok) throw new Error(`round ${round} not paired: ${out.reason.en}`);
  return out;
}

const steps = (e: Explanation): TraceStep[] => e.sections.flatMap((s) => s.steps);

describe('Lim: the book example, rounds as published', () => {
  for (const round of [1, 2, 3]) {
    it(`round ${round}: every board with its colours, and the bye`, () => {
      const published = fx.rounds.find((r: { round: number }) => r.round === round);
      const out = pairRound(round);
      expect(out.pairing.boards).toHaveLength(published.games.length);
      published.games.forEach((g: { white: number; black: number }, i: number) => {
        expect(out.pairing.boards[i], `round ${round} board ${i + 1}`).toEqual({ white: g.white, black: g.black });
      });
      expect(out.pairing.byes).toEqual([published.bye]);
    });
  }
});

describe('Lim: the explanation tells the book walkthrough', () => {
  it('round 2: median group is 1/2, order 1 → 0 → 1/2', () => {
    const e = pairRound(2).explanation;
    const note = steps(e).find((s) => s.kind === 'note' && s.rule === 'Lim 3.2')!;
    expect(note.data).toMatchObject({ median: 0.5, order: [1, 0, 0.5] });
  });

  it('round 2: 1-pt group floats 11 (15 had the bye), transposes 7 and 10', () => {
    const sec = pairRound(2).explanation.sections.find((s) => s.group?.score === 1)!;
    const fl = sec.steps.filter((s) => s.kind === 'float');
    expect(fl.map((s) => s.data?.player)).toEqual([11]);
    const ex = sec.steps.find((s) => s.kind === 'exchange')!;
    expect(ex.data?.proposed).toEqual([[1, 7], [2, 10], [6, 15]]);
    expect(ex.data?.pairs).toEqual([[1, 10], [2, 7], [6, 15]]);
  });

  it('round 2: the 0-pt group is redone: first 14 bye and 3 up, then 13 bye and 4 up, for the median group colours', () => {
    const sec = pairRound(2).explanation.sections.find((s) => s.group?.score === 0)!;
    const redo = sec.steps.find((s) => s.kind === 'redo')!;
    expect(redo).toBeDefined();
    expect(redo.data?.first).toMatchObject({ bye: 14, floaters: [3] });
    expect(redo.data?.chosen).toMatchObject({ bye: 13, floaters: [4] });
    // The book: "3 ile 5'in eşlenmesinde renk uyumsuzluğu": one pair of the median group without due colours.
    expect(redo.data?.laterGroup).toMatchObject({ score: 0.5, kind: 'median', measure: 'colourClashes', first: 1, chosen: 0 });
    expect(sec.steps.find((s) => s.kind === 'bye')!.data).toEqual({ player: 13, reading: 'bookPractice' });
    expect(sec.steps.filter((s) => s.kind === 'float').map((s) => s.data?.player)).toEqual([4]);
    expect(redo.text.tr).toContain('yeniden');
  });

  it('round 2: median group pairs the floater from above first: 12-11, then 4-5', () => {
    const sec = pairRound(2).explanation.sections.find((s) => s.group?.score === 0.5)!;
    const fp = sec.steps.filter((s) => s.kind === 'floater-pairing').map((s) => [s.data?.floater, s.data?.opponent]);
    expect(fp).toEqual([[11, 12], [4, 5]]);
    // The book: "11'e eş aranırken ilk rakip seçeneği 5 ... renk uyumsuzluğu ... 12, 11'e rakip olabilir mi? Olur."
    // (4, the player floated up, ranks above 5 but met 11 in round 1.)
    expect(sec.steps.find((s) => s.kind === 'floater-pairing')!.data?.tried).toEqual([{ opponent: 4, reason: 'played' }, { opponent: 5, reason: 'colours' }]);
  });

  it('round 3: 1.5 group exchanges for the rematch 6-15, and 15 gets white against 5 (15 would otherwise have black twice after its bye)', () => {
    const sec = pairRound(3).explanation.sections.find((s) => s.group?.score === 1.5)!;
    const ex = sec.steps.find((s) => s.kind === 'exchange')!;
    expect(ex.data?.rematches).toEqual([[6, 15]]);
    // 5-11 would leave 6-15, who have met: 5 takes 15 (5.4).
    expect(sec.steps.find((s) => s.kind === 'exchange-try')!.data).toEqual({ player: 5, tried: [{ opponent: 11, reason: 'rest-unpairable' }], chosen: 15 });
    const col = sec.steps.find((s) => s.kind === 'colour' && (s.data?.players as number[]).includes(15))!;
    expect(col.data).toMatchObject({ white: 15, black: 5, decidedBy: '6.5', lookBack: null });
  });

  it('round 3: 3 floats up, 3-8 rather than 9-3, 9 floats to the median group', () => {
    const e = pairRound(3).explanation;
    const half = e.sections.find((s) => s.group?.score === 0.5)!;
    expect(half.steps.filter((s) => s.kind === 'float').map((s) => s.data?.player)).toEqual([9]);
    expect(half.steps.find((s) => s.kind === 'floater-pairing')!.data).toMatchObject({ floater: 3, opponent: 8 });
  });

  it('round 3: 10-13 colours by looking back to round 1, where 10 had black and 13 white', () => {
    const sec = pairRound(3).explanation.sections.find((s) => s.group?.score === 1)!;
    const col = sec.steps.find((s) => s.kind === 'colour' && (s.data?.players as number[]).includes(13))!;
    expect(col.rule).toBe('Lim 6.4');
    expect(col.data).toMatchObject({ players: [10, 13], due: { 10: 'b', 13: 'b' }, decidedBy: '6.4-lookback', white: 10, black: 13, lookBack: { round: 1, colours: { 10: 'b', 13: 'w' } } });
  });

  it('explains itself in English and Turkish', () => {
    const e = pairRound(3).explanation;
    const en = renderExplanation(e, 'en');
    const tr = renderExplanation(e, 'tr');
    expect(en).toContain('looking back');
    expect(tr).toContain('geriye bakıldığında');
    for (const s of steps(e)) {
      expect(s.text.en.length).toBeGreaterThan(0);
      expect(s.text.tr.length).toBeGreaterThan(0);
    }
  });
});

describe("Lim: the book's 'what if' questions", () => {
  it('round 3, had 6 and 11 also met: 5-6 and 15-11 ("S2\'de değiş-tokuş yapılarak 5:6 ve 15:11")', () => {
    // The meeting is simulated as a forbidden pair (XXP): for pairing it acts as a game already played.
    const t = { ...before(3), forbidden: [[6, 11]] as Array<[number, number]> };
    const out = lim.pair(t, { round: 3, bookPractice: true });
    expect(out.ok).toBe(true);
    if (!out.ok) return;
    expect(out.pairing.boards).toContainEqual({ white: 5, black: 6 });
    expect(out.pairing.boards).toContainEqual({ white: 15, black: 11 });
  });

  it('the lowest group a single player who had the bye: the lowest player of the group above gets it, the single player floats up and is paired there', async () => {
    const { searchRound } = await import('../../engine/pairing/lim/search');
    const { orderOfPairing } = await import('../../engine/pairing/lim/median');
    const mk = (no: number, score: number, byeBlocked = false) => ({ no, rating: 2500 - no, score, colours: [], colourByRound: new Map(), opponents: new Set<number>(), byeBlocked, hadBye: byeBlocked, floatedLastRound: null });
    // Round 3 (median 1): 2 {1,2}, 1 {3,4}, 1/2 {5,6,7,9}, 0 {8} where 8 has had the bye.
    const cards = [mk(1, 2), mk(2, 2), mk(3, 1), mk(4, 1), mk(5, 0.5), mk(6, 0.5), mk(7, 0.5), mk(9, 0.5), mk(8, 0, true)];
    const rules = { cards: new Map(cards.map((c) => [c.no, c])), forbidden: new Set<string>(), lastRoundException: false, budget: { left: 100000 } };
    const sol = searchRound(orderOfPairing(cards, 3), true, rules, { maxi: false, maxExtraPairs: 0, extraGroups: new Set() })!;
    const zero = sol.groups.find((o) => o.group.score === 0)!;
    expect(zero.plan.byePassed).toBe(true);
    expect(zero.plan.floaters.map((f) => f.no)).toEqual([8]);
    const half = sol.groups.find((o) => o.group.score === 0.5)!;
    expect(half.plan.bye).toBe(9);
    expect(half.plan.pairing.pairs).toContainEqual([8, 7]); // 4.8: floated up, paired with the lowest-ranked suitable player
  });
});

describe('Lim: the worksheet of a score group shows the book\'s cards', () => {
  it('round 3, 1 1/2 group: the cards printed before round 3 (5: 12B 4S, 6: 13S 15B, 11: 4B 12S, 15: - 6S), S1 = 5, 6 and S2 = 11, 15', async () => {
    const { scoreGroupWorksheets } = await import('../../engine/report/scoreGroups');
    const ws = scoreGroupWorksheets(pairRound(3).explanation, 'tr').find((w) => w.score === '1½')!;
    expect(ws.players.map((p) => [p.no, p.colours, p.side])).toEqual([[5, 'BS', 'S1'], [6, 'SB', 'S1'], [11, 'BS', 'S2'], [15, 'S', 'S2']]);
  });
});

describe('Lim 2.1 without the book\'s practice: the bye to the lowest player', () => {
  it('round 2: 14 takes the bye (15, below him, had it in round 1, 2.2), and the explanation names rule 2.1', () => {
    const out = lim.pair(before(2), { round: 2 });
    if (!out.ok) throw new Error(out.reason.en);
    expect(out.pairing.byes).toEqual([14]);
    const bye = out.explanation.sections.flatMap((s) => s.steps).find((s) => s.kind === 'bye' && s.rule === 'Lim 2.1-2.3')!;
    expect(bye.data).toEqual({ player: 14, reading: 'rule 2.1' });
    expect(bye.text.en).toMatch(/Rule 2\.1: the lowest player/);
    // every player still paired once, nobody twice
    const seen = out.pairing.boards.flatMap((b) => [b.white, b.black]).concat(out.pairing.byes).sort((a, b) => a - b);
    expect(seen).toEqual(Array.from({ length: 15 }, (_, i) => i + 1));
  });
  it('with bookPractice the explanation says the book departs from rule 2.1', () => {
    const out = pairRound(2);
    const bye = out.explanation.sections.flatMap((s) => s.steps).find((s) => s.kind === 'bye' && s.rule === 'Lim 2.1-2.3')!;
    expect(bye.data).toEqual({ player: 13, reading: 'bookPractice' });
    expect(bye.text.en).toMatch(/Book practice \(option bookPractice\).*rule 2\.1 names the lowest/);
  });
});
