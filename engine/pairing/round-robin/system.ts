/**
 * The round-robin pairing systems: the next round of a tournament whose players are numbered by the draw,
 * read straight from the Berger table.
 */
import type { Tournament } from '../../model/types';
import { nextRoundNumber } from '../../model/build';
import type { Explanation, PairingOptions, PairingOutcome, PairingSystem, TraceStep } from '../types';
import { bergerRound, bergerRoundCount, bergerSize, type BergerOptions } from './berger';
import { notAppliedByTable } from '../constraints';

/** The players must be numbered 1 … n (the draw's numbers); returns n, or a reason why not. */
export function drawnPlayerCount(t: Tournament): { n: number } | { error: { en: string; tr: string } } {
  const n = t.players.length;
  const nos = new Set(t.players.map((p) => p.no));
  for (let i = 1; i <= n; i++) {
    if (!nos.has(i)) {
      return { error: { en: `the players must be numbered 1–${n} by the draw; number ${i} is missing`, tr: `oyuncular kurayla 1–${n} arası numaralanmalı; ${i} numara yok` } };
    }
  }
  if (n < 2) return { error: { en: 'a round robin needs at least 2 players', tr: 'döner turnuva için en az 2 oyuncu gerekir' } };
  return { n };
}

function roundRobinSystem(id: string, double: boolean): PairingSystem {
  const name = double
    ? { en: 'Double round robin (Berger tables)', tr: 'İkili döner turnuva (Berger tabloları)' }
    : { en: 'Round robin (Berger tables)', tr: 'Döner turnuva (Berger tabloları)' };
  return {
    id,
    name,
    pairsAnyRound: true,
    options: [{ key: 'swapLastTwo', kind: 'boolean' }],
    pair(t: Tournament, options: PairingOptions = {}): PairingOutcome {
      const round = typeof options.round === 'number' ? options.round : nextRoundNumber(t);
      const explanation: Explanation = { system: id, round, sections: [] };
      const counted = drawnPlayerCount(t);
      if ('error' in counted) return { ok: false, reason: counted.error, explanation };
      const n = counted.n;
      const shape: BergerOptions = { double, swapLastTwo: options.swapLastTwo === true };
      const total = bergerRoundCount(n, shape);
      if (!Number.isInteger(round) || round < 1 || round > total) {
        return {
          ok: false,
          reason: { en: `round ${round} is not in the table: ${n} players play rounds 1–${total}`, tr: `${round}. tur tabloda yok: ${n} oyuncu 1–${total}. turları oynar` },
          explanation,
        };
      }
      const { boards, bye } = bergerRound(n, round, shape);
      const m = bergerSize(n);
      const steps: TraceStep[] = [
        {
          kind: 'note',
          rule: double && shape.swapLastTwo ? 'FIDE C.05 Annex 1' : 'Berger',
          text: {
            en: `Berger table for ${m - 1}–${m} players, round ${round}${double ? (round > m - 1 ? ' (second cycle: first-cycle pairings, colours reversed)' : ' (first cycle)') : ''}${shape.swapLastTwo ? '; last two rounds of the first cycle swapped' : ''}`,
            tr: `${m - 1}–${m} oyuncu Berger tablosu, ${round}. tur${double ? (round > m - 1 ? ' (ikinci devre: birinci devre eşlendirmesi, renkler değişik)' : ' (birinci devre)') : ''}${shape.swapLastTwo ? '; birinci devrenin son iki turu yer değiştirdi' : ''}`,
          },
          data: { players: n, tableSize: m, round, totalRounds: total },
        },
      ];
      boards.forEach(([w, b], i) => {
        steps.push({ kind: 'pair', text: { en: `board ${i + 1}: ${w} (white) – ${b} (black)`, tr: `${i + 1}. masa: ${w} (beyaz) – ${b} (siyah)` }, data: { board: i + 1, white: w, black: b } });
      });
      if (bye !== null) {
        steps.push({
          kind: 'bye',
          rule: 'Berger',
          // The free round of an odd round robin scores nothing: the round-robin rules give no point for it
          // (the Swiss rules' one point for the bye, 001 "Tur Atlamalar", is for a player left over by the pairing).
          text: { en: `${bye} is paired with number ${m} (odd field): free round, no game and no point`, tr: `${bye}, ${m} numarayla eşleşti (tek sayılı grup): bu tur oynamaz, puan almaz` },
          data: { player: bye },
        });
      }
      // A withdrawn player's game stays in the table; it is recorded as a forfeit (-/+), not re-paired.
      for (const p of t.players) {
        if (p.withdrawnFrom !== undefined && p.withdrawnFrom <= round) {
          const board = boards.find(([w, b]) => w === p.no || b === p.no);
          if (board) {
            const opp = board[0] === p.no ? board[1] : board[0];
            steps.push({ kind: 'forfeit', text: { en: `${p.no} has withdrawn: the game with ${opp} is recorded as (-) for ${p.no}, (+) for ${opp}`, tr: `${p.no} çekildi: ${opp} ile oyunu ${p.no} için (-), ${opp} için (+) yazılır` }, data: { loser: p.no, winner: opp } });
          }
        }
      }
      // Earlier rounds must be the table's: a tournament that was not played by this table (a Swiss, say) would
      // otherwise be given rematches. The arbiter is told which round differs.
      for (const r of t.rounds) {
        if (r.number >= round || r.number > total || r.games.length === 0) continue;
        // Every recorded game must be the table's; a game missing (a withdrawn player's) is fine.
        const expected = new Set(bergerRound(n, r.number, shape).boards.map(([w, b]) => `${w}-${b}`));
        if (r.games.some((g) => !expected.has(`${g.white}-${g.black}`))) {
          return {
            ok: false,
            reason: { en: `round ${r.number} as recorded is not round ${r.number} of the Berger table for ${n} players: this tournament is not being played by the table`, tr: `${r.number}. tur kayıtları ${n} oyunculu Berger tablosunun ${r.number}. turu değil: bu turnuva tabloyla oynanmıyor` },
            explanation,
          };
        }
      }
      const table = notAppliedByTable(t, id);
      if (table) steps.unshift(table);
      explanation.sections.push({ title: { en: `Round ${round}`, tr: `${round}. tur` }, steps });
      return { ok: true, pairing: { round, boards: boards.map(([white, black]) => ({ white, black })), byes: [], sitOut: bye === null ? [] : [bye] }, explanation };
    },
  };
}

export const roundRobin: PairingSystem = roundRobinSystem('round-robin', false);
export const doubleRoundRobin: PairingSystem = roundRobinSystem('double-round-robin', true);
