/**
 * The `knockout` pairing system. Seeds are the pairing numbers (1 = strongest: by rating, else by lot —
 * "oyuncular Rating sırasına göre sıralanır ... Rating puanları olmayan oyuncuların sırası kurayla").
 * Options: `select` (t, players to select, default 1), `games` (games a match: "Eleme en az 2 (iki) oyun
 * üzerinden oynanır. Daha fazla olması halinde oyun sayısı çift olmalıdır" — so 2 by default and even;
 * 1 only for a knockout of golden-point games), `advance` (comma list: the winners of level matches after
 * the tie-break games, as the arbiter records them).
 * Each match of a stage spans `games` consecutive rounds, colours reversed game by game.
 */
import type { Tournament } from '../../model/types';
import { nextRoundNumber } from '../../model/build';
import { sidePoints } from '../../model/results';
import type { Explanation, PairingOptions, PairingOutcome, PairingSystem, Text, TraceStep } from '../types';
import { knockoutFirstRound, knockoutFold } from './bracket';
import { notAppliedByTable } from '../constraints';

const positiveInt = (v: unknown, fallback: number): number | undefined => {
  if (v === undefined) return fallback;
  const n = Number(v);
  return Number.isInteger(n) && n >= 1 ? n : undefined;
};

interface Stage {
  pairs: Array<[number, number]>;
  byes: number[];
}

export const knockout: PairingSystem = {
  id: 'knockout',
  name: { en: 'Knockout (eleme)', tr: 'Eleme sistemi' },
  options: [{ key: 'select', kind: 'number', min: 1, integer: true }, { key: 'games', kind: 'number', min: 1, integer: true }, { key: 'advance', kind: 'text', example: '3,5' }],
  pair(t: Tournament, options: PairingOptions = {}): PairingOutcome {
    const round = typeof options.round === 'number' ? options.round : nextRoundNumber(t);
    const explanation: Explanation = { system: 'knockout', round, sections: [] };
    const no = (en: string, tr: string): PairingOutcome => ({ ok: false, reason: { en, tr }, explanation });
    const select = positiveInt(options.select, 1);
    const games = positiveInt(options.games, 2);
    if (select === undefined) return no('option select must be a positive whole number', 'select seçeneği pozitif tam sayı olmalı');
    if (games === undefined || (games > 1 && games % 2 !== 0)) {
      // Eleme 1: at least two games, an even number (colours balanced); 1 = golden-point games.
      return no('option games must be 1 (golden-point games) or an even number of games a match', 'games seçeneği 1 (altın puan maçları) ya da çift sayı olmalı');
    }
    const advance = new Set(
      String(options.advance ?? '')
        .split(',')
        .map((s) => s.trim())
        .filter((s) => s !== '')
        .map(Number),
    );
    const k = t.players.length;
    const seeds = t.players.map((p) => p.no).sort((a, b) => a - b);
    if (seeds.some((s, i) => s !== i + 1)) return no(`the players must be numbered 1–${k} in seeding order`, `oyuncular sıralamaya göre 1–${k} numaralanmalı`);
    if (k <= select) return no(`${k} player(s) for ${select} place(s): there is nothing to decide`, `${select} yer için ${k} oyuncu: eleme gerekmiyor`);
    if (!Number.isInteger(round) || round < 1) return no(`round ${round} is not a round number`, `${round} bir tur numarası değil`);

    const first = knockoutFirstRound(k, select);
    const steps: TraceStep[] = [];
    const stageIndex = Math.ceil(round / games); // 1-based
    const gameInMatch = (round - 1) % games; // 0-based

    // Walk the stages up to the one asked for, deciding each match from the recorded games.
    let stage: Stage = { pairs: first.games, byes: first.byes };
    steps.push({
      kind: 'note',
      rule: 'Eleme 2',
      text: {
        en: `${k} players, ${select} to select: field of ${first.bracketSize} (${first.imaginary} imaginary player(s)); ${first.byes.length ? `${first.byes.join(', ')} do not play in the first round; ` : ''}${first.afterFirstRound} remain after it`,
        tr: `${k} oyuncu, ${select} seçilecek: ${first.bracketSize} kişilik tablo (${first.imaginary} hayali oyuncu); ${first.byes.length ? `${first.byes.join(', ')} ilk turda oynamaz; ` : ''}ilk tur sonunda ${first.afterFirstRound} oyuncu kalır`,
      },
      data: { ...first },
    });
    for (let s = 1; s < stageIndex; s++) {
      const rounds = Array.from({ length: games }, (_, g) => (s - 1) * games + g + 1);
      const winners: number[] = [...stage.byes];
      for (const [a, b] of stage.pairs) {
        let pa = 0;
        let pb = 0;
        for (const r of rounds) {
          const rec = t.rounds.find((x) => x.number === r);
          const game = rec?.games.find((g) => (g.white === a && g.black === b) || (g.white === b && g.black === a));
          const wa = game ? sidePoints(game.white === a ? game.whiteResult : game.blackResult) : undefined;
          const wb = game ? sidePoints(game.white === b ? game.whiteResult : game.blackResult) : undefined;
          if (wa === undefined || wb === undefined) {
            return no(`round ${r}: the result of ${a}–${b} is not recorded yet`, `${r}. tur: ${a}–${b} sonucu henüz girilmedi`);
          }
          pa += wa;
          pb += wb;
        }
        let winner: number;
        if (pa !== pb) winner = pa > pb ? a : b;
        else if (advance.has(a) !== advance.has(b)) winner = advance.has(a) ? a : b;
        else {
          return no(
            `${a}–${b} is level (${pa}–${pb}): play the tie-break games (extra games, then a golden-point game) and give the winner with --option advance=N`,
            `${a}–${b} eşit (${pa}–${pb}): uzatma ve altın puan maçı oynanır; kazananı --option advance=N ile belirtin`,
          );
        }
        winners.push(winner);
        steps.push({ kind: 'result', text: { en: `stage ${s}: ${a}–${b} ${pa}–${pb}, ${winner} goes through`, tr: `${s}. aşama: ${a}–${b} ${pa}–${pb}, ${winner} tur atladı` }, data: { a, b, pa, pb, winner } });
      }
      if (winners.length <= select) {
        return no(`the knockout is over: ${winners.sort((x, y) => x - y).join(', ')} selected`, `eleme tamamlandı: seçilenler ${winners.sort((x, y) => x - y).join(', ')}`);
      }
      stage = { pairs: knockoutFold(winners), byes: [] };
    }

    // Colours: by lot in the documents (Renk Seçimi); Hakem lists the higher seed first in game 1 and
    // reverses colours game by game ("Oyuncular eşit sayıda siyah ve beyaz renkle oynatılır").
    const boards = stage.pairs.map(([a, b]) => (gameInMatch % 2 === 0 ? { white: a, black: b } : { white: b, black: a }));
    const title: Text = { en: `Stage ${stageIndex}${games > 1 ? `, game ${gameInMatch + 1} of ${games}` : ''}`, tr: `${stageIndex}. aşama${games > 1 ? `, ${games} maçın ${gameInMatch + 1}.` : ''}` };
    steps.push({ kind: 'note', rule: 'Eleme 1', text: { en: 'the first plays the last; colours are drawn by lot — the higher seed is listed as white in the first game, colours then alternate', tr: 'birinciyle sonuncu oynar; renkler kurayla belirlenir — ilk maçta yüksek sıralı oyuncu beyaz yazılır, sonra renkler değişir' } });
    for (const [i, b] of boards.entries()) steps.push({ kind: 'pair', text: { en: `board ${i + 1}: ${b.white} – ${b.black}`, tr: `${i + 1}. masa: ${b.white} – ${b.black}` }, data: { board: i + 1, ...b } });
    if (stage.byes.length) steps.push({ kind: 'bye', rule: 'Eleme 2', text: { en: `drawn against imaginary players, through without playing: ${stage.byes.join(', ')}`, tr: `hayali oyuncularla eşleşen, oynamadan tur atlayanlar: ${stage.byes.join(', ')}` }, data: { byes: stage.byes } });
    const table = notAppliedByTable(t, 'knockout');
    if (table) steps.unshift(table);
    explanation.sections.push({ title, steps });
    return { ok: true, pairing: { round, boards, byes: [...stage.byes] }, explanation };
  },
};
