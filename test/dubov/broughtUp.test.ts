/**
 * Dubov 7.1 with 6.4: the player brought up for a player who then floats down (option dropBroughtUp).
 *
 * The text (seeds 003, section 1.3) leaves the case open:
 *  7.1 "Eğer bir oyuncu gruptaki tüm oyuncular ile oynamış ise, olanaklı ise bir alttaki puan grubundan bu oyuncu ile
 *      oynamamış ve renk atama kurallarına uygun bir oyuncu bu gruba alınır." (If a player has played all the players
 *      in the group, then if possible a player of the next lower score group who has not played this player and suits
 *      the colour rules is taken into this group.) Conditions a-c choose him by that player alone (a: "due the colour
 *      opposite to the player with the pairing problem").
 *  6.4 "Amaç, bir gruptaki tüm oyuncuları eşlendirmektir. Eğer böylesi eşlendirme olanaklı kılınamıyor ise,
 *      eşlendirilemeyen oyuncular bir alt puan grubuna kaydırılır." (The aim is to pair all the players of a group. If
 *      that cannot be done, the players who cannot be paired are moved down to the next score group.) Its priority a-d
 *      speaks only of players moved down from a higher group or not; it never mentions a player brought up.
 * Read as "taken into this group", the player brought up is one of the group and stays when the player he came for
 * floats (the default, the engine's reading so far). Read as that player's opponent, he is not brought up once that
 * player floats, and stays in his own group (dropBroughtUp: true).
 *
 * Event H, 6 players (R 2400, 2300, 2200, 2100, 2000, 1900), 3 rounds, so that round 3 is the last and 2.5 does not
 * stop 5 and 6 (both moved up in round 2) from being brought up.
 *   R1 (rule 5): 1-4 ½-½, 5-2 0-1, 3-6 1-0.   R2: 2-3 ½-½, 6-1 1-0, 4-5 0-1.
 *   After R2: 2, 3: 1½ (they have met); 5, 6: 1; 1, 4: ½ (they have met).
 *   Colours W/B each: due white 1, 3, 5; due black 2, 4, 6. ARO: 1 2000, 2 2100, 3 2100, 4 2200, 5 2200, 6 2300.
 *   Pairs still possible: 1-2, 1-3, 1-5, 2-4, 2-6, 3-4, 3-5, 4-6, 5-6; whole pairings: {1-2, 3-4, 5-6},
 *   {1-2, 3-5, 4-6}, {1-3, 2-4, 5-6}, {1-5, 2-6, 3-4}.
 * 1½ group {2, 3}: they have met. 7.1: 2 has played everyone in the group; of the 1-point group only 6 has not met
 * him (5 has), so 6 is brought up (due black like 2: no one due white can come). 3 has now played 2 and 6: 5 is
 * brought up for him. 2-6 and 3-5 would leave 1 and 4, who have met: the round could not be paired, so the group
 * cannot be paired as a whole (6.4, the arbiter's reasonable course of 9).
 *  Default (taken into the group): 6 and 5 stay in the group and only its own players float (6.4); floating one of
 *   2 and 3 would leave three players, so both float, and 6 and 5 meet in the 1½ group: 5 (due white) - 6.
 *   The 1-point group has no one left; 3 and 2 go on to the ½ group {1, 4}. 8.1: due white first, 3, then 2.
 *   8.2: 3 meets 4 (due black, the opposite colour) before the higher-rated 1 (due white): 3-4; 2 meets 1: 1-2 (1
 *   due white). Pairing: 5-6, 3-4, 1-2.
 *  dropBroughtUp (that player's opponent): one player is enough to float. 6.4: 2 and 3 are both (a) (not moved
 *   down, pairable below: 2 with 6, 3 with 5); within (a) the lower rating first: 3 (2200). 5, brought up for 3,
 *   stays in his group. {2, 6}, both due black: 7.4 moves the higher ARO, 6 (2300 > 2100), to white: 6-2.
 *   1-point group {5} with floater 3: 8.2 would pair 3-5, which leaves 1 and 4, so 3 floats on (6.4 c). {5} is odd:
 *   7.2 brings up 1 (4 has met 5); both due white, 7.3 moves the lower ARO, 1 (2000), to black: 5-1.
 *   ½ group {4} with floater 3: 3-4. Pairing: 6-2, 5-1, 3-4.
 * The colleague's proposal 1-2, 3-5, 4-6 (2 floats, 3 meets 5): by default 2 has no one brought up for him where 6
 * can be (7.1); with dropBroughtUp it floats 2 where 3 floats first (6.4 a-d).
 */
import { describe, expect, it } from 'vitest';
import { buildTournament } from '../../engine/model/build';
import { pairDubov } from '../../engine/pairing/dubov/index';
import { markPairing } from '../../engine/marking/index';

const H = buildTournament({
  players: [2400, 2300, 2200, 2100, 2000, 1900].map((rating, i) => ({ no: i + 1, rating })), firstColour: 'w', totalRounds: 3,
  rounds: [
    { round: 1, games: [{ white: 1, black: 4, result: '1/2-1/2' }, { white: 5, black: 2, result: '0-1' }, { white: 3, black: 6, result: '1-0' }] },
    { round: 2, games: [{ white: 2, black: 3, result: '1/2-1/2' }, { white: 6, black: 1, result: '1-0' }, { white: 4, black: 5, result: '0-1' }] },
  ],
});
const P = (pairs: Array<[number, number]>) => ({ boards: pairs.map(([white, black]) => ({ white, black })), byes: [] as number[] });
const boards = (o: ReturnType<typeof pairDubov>) => { if (!o.ok) throw new Error(o.reason.en); return o.pairing.boards.map((b) => `${b.white}-${b.black}`); };
const DEFAULT: Array<[number, number]> = [[5, 6], [3, 4], [1, 2]];
const DROP: Array<[number, number]> = [[6, 2], [5, 1], [3, 4]];
const ALL: Array<Array<[number, number]>> = [DEFAULT, DROP, [[1, 2], [3, 5], [4, 6]], [[1, 3], [2, 4], [5, 6]]];

describe('Dubov 7.1 with 6.4: a player brought up for a player who floats (option dropBroughtUp)', () => {
  it('by default the players brought up stay in the group: 5-6, and 2 and 3 float to meet 4 and 1', () => {
    const o = pairDubov(H);
    expect(boards(o)).toEqual(['5-6', '3-4', '1-2']);
    const steps = o.explanation.sections.flatMap((s) => s.steps);
    expect(steps.filter((s) => s.rule === 'Dubov 7.1').map((s) => s.data)).toEqual([{ player: 2, brought: 6 }, { player: 3, brought: 5 }]);
    expect(steps.find((s) => s.kind === 'float' && s.rule === 'Dubov 6.4')?.data).toEqual({ floaters: [3, 2] });
    const reading = steps.find((s) => s.kind === 'other-reading')!;
    expect(reading.data).toEqual({ players: [6, 5], option: 'dropBroughtUp' });
    expect(reading.text.en).toMatch(/The text is open.*option dropBroughtUp/);
    expect(reading.text.tr).toMatch(/Metin açık.*dropBroughtUp/);
  });
  it('with dropBroughtUp the one brought up for a floater stays below: 6-2, 3 floats, 5-1 (7.2), 3-4', () => {
    const o = pairDubov(H, { dropBroughtUp: true });
    expect(boards(o)).toEqual(['6-2', '5-1', '3-4']);
    const steps = o.explanation.sections.flatMap((s) => s.steps);
    expect(steps.find((s) => s.kind === 'float' && s.rule === 'Dubov 6.4')?.data).toEqual({ floaters: [3] });
    expect(steps.find((s) => s.kind === 'other-reading')?.data).toEqual({ players: [5], option: 'dropBroughtUp' });
    expect(steps.find((s) => s.rule === 'Dubov 7.2')?.data).toMatchObject({ brought: 1 });
    expect(pairDubov(H, { dropBroughtUp: 'true' }).ok && boards(pairDubov(H, { dropBroughtUp: 'true' }))).toEqual(['6-2', '5-1', '3-4']);
    expect(() => pairDubov(H, { dropBroughtUp: 'yes' })).toThrow(/dropBroughtUp must be true or false/);
  });
  for (const [name, options, right] of [['default', {}, DEFAULT], ['dropBroughtUp', { dropBroughtUp: true }, DROP]] as const) {
    it(`marking (${name}): the engine's pairing is right, no other whole pairing is marked better`, () => {
      expect(markPairing(H, P([...right]), 'dubov', options).right).toBe(true);
      for (const prop of ALL) {
        const m = markPairing(H, P(prop), 'dubov', options);
        expect(m.notes.filter((n) => /finds your pairing better/.test(n.text.en)), JSON.stringify(prop)).toEqual([]);
      }
    });
  }
  it("marking: the colleague's 1-2, 3-5, 4-6 is wrong on 7.1 by default, on 6.4 a-d with dropBroughtUp", () => {
    expect(markPairing(H, P([[1, 2], [3, 5], [4, 6]]), 'dubov').verdict).toMatchObject({ kind: 'criterion', rule: 'Dubov 7.1' });
    expect(markPairing(H, P([[1, 2], [3, 5], [4, 6]]), 'dubov', { dropBroughtUp: true }).verdict).toMatchObject({ kind: 'criterion', rule: 'Dubov 6.4 a-d' });
  });
});
