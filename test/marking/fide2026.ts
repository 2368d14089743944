/**
 * Helpers of the marking tests of the FIDE texts in force from 1 February 2026 (dubov2026.test.ts,
 * burstein2026.test.ts): every pairing one exchange away from the system's, and rough random events.
 */
import { markPairing } from '../../engine/marking/index';
import type { Proposal } from '../../engine/marking/types';
import type { Tournament } from '../../engine/model/types';
import { pairingSystem } from '../../engine/pairing/registry';
import { playTournament } from '../../engine/random/index';
import type { RoundCase } from './perturb';

/** Rounds of seeded events with late entries, half-point byes, absences, withdrawals, forfeits and draws. */
export function roughRounds(id: string, events: number, seed0: number): RoundCase[] {
  const out: RoundCase[] = [];
  const system = pairingSystem(id)!;
  for (let k = 1; k <= events; k++) {
    const seed = seed0 + k;
    const res = playTournament(system, seed, { players: 9 + (k % 24), rounds: 6 + (k % 4), lateEntries: 1 + (k % 3), halfPointByeRate: 0.06, absentRate: 0.04, withdrawalRate: 0.02, forfeitRate: 0.06, doubleForfeitRate: 0.01, drawRate: 0.35 });
    for (const r of res.rounds) {
      if (!r.outcome.ok) continue;
      const asked = res.tournament.rounds.find((x) => x.number === r.round)!.unpaired.filter((u) => u.code !== 'U');
      const t: Tournament = {
        ...res.tournament,
        players: res.tournament.players.map((p) => (p.withdrawnFrom !== undefined && p.withdrawnFrom > r.round ? { ...p, withdrawnFrom: undefined } : p)),
        rounds: [...res.tournament.rounds.filter((x) => x.number < r.round), { number: r.round, games: [], unpaired: asked }],
      };
      out.push({ seed, t, round: r.round, correct: r.outcome.pairing });
    }
  }
  return out;
}

/**
 * Every pairing one exchange away from the system's (two boards swap opponents, either way; the bye given to any
 * other player), marked: never better than the system's pairing on the criteria (a disagreement), never right,
 * never without a verdict; the system's pairing itself right.
 */
export function everyExchange(id: string, cases: RoundCase[]): { marks: number; disagreements: string[]; unexplained: string[] } {
  let marks = 0;
  const disagreements: string[] = [];
  const unexplained: string[] = [];
  for (const c of cases) {
    const self = markPairing(c.t, { boards: c.correct.boards, byes: c.correct.byes }, id, { round: c.round });
    if (!self.right) unexplained.push(`seed ${c.seed} round ${c.round}: the system's pairing marked wrong: ${self.verdict?.text.en}`);
    const B = c.correct.boards;
    const copy = (): Proposal => ({ boards: B.map((b) => ({ ...b })), byes: [...c.correct.byes] });
    const proposals: Proposal[] = [];
    for (let i = 0; i < B.length; i++) for (let j = i + 1; j < B.length; j++) {
      const a = copy();
      [a.boards[i].black, a.boards[j].black] = [a.boards[j].black, a.boards[i].black];
      const b = copy();
      [b.boards[i].black, b.boards[j].white] = [b.boards[j].white, b.boards[i].black];
      proposals.push(a, b);
    }
    for (const bye of c.correct.byes) B.forEach((_, i) => (['white', 'black'] as const).forEach((side) => {
      const a = copy();
      a.byes = [B[i][side]];
      a.boards[i][side] = bye;
      proposals.push(a);
    }));
    for (const p of proposals) {
      const m = markPairing(c.t, p, id, { round: c.round });
      marks++;
      for (const n of m.notes) if (/the marker finds your pairing better/.test(n.text.en)) disagreements.push(`seed ${c.seed} round ${c.round}: ${n.text.en}`);
      if (m.right || !m.verdict) unexplained.push(`seed ${c.seed} round ${c.round}: ${JSON.stringify(p)}`);
    }
  }
  return { marks, disagreements, unexplained };
}
