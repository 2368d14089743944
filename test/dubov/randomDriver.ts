/**
 * A small seeded driver for random Dubov tournaments (the shared generator in engine/random was not
 * there when this was written): random ratings (with ties), names or none, absences, half-point byes,
 * withdrawals, forfeits and random results; each round is paired by the system under test.
 */
import type { Tournament, UnpairedCode } from '../../engine/model/types';
import type { PairingOutcome, PairingOptions } from '../../engine/pairing/types';
import { addPairedRound, buildTournament, setResult } from '../../engine/model/build';
import { availableFor } from '../../engine/model/history';

import { seededRandom as mulberry32 } from '../../engine/random/seeded';
export { mulberry32 };

export interface RoundRecord {
  seed: number;
  round: number;
  before: Tournament;
  outcome: PairingOutcome;
  after?: Tournament;
  available: number[];
}

export function randomTournamentRounds(seed: number, pair: (t: Tournament, o?: PairingOptions) => PairingOutcome, options: PairingOptions = {}): RoundRecord[] {
  const rnd = mulberry32(seed);
  const int = (lo: number, hi: number) => lo + Math.floor(rnd() * (hi - lo + 1));
  const n = int(5, 30);
  const totalRounds = Math.min(int(3, 11), n - 1);
  const named = rnd() < 0.5;
  const players = Array.from({ length: n }, (_, i) => ({
    no: i + 1,
    name: named ? `Oyuncu ${String.fromCharCode(65 + int(0, 25))}${String.fromCharCode(97 + int(0, 25))}` : '',
    rating: rnd() < 0.3 ? 50 * int(28, 52) : int(1400, 2700),
  }));
  let t = buildTournament({ players, totalRounds, firstColour: rnd() < 0.5 ? 'w' : 'b' });
  const out: RoundRecord[] = [];
  for (let r = 1; r <= totalRounds; r++) {
    // absences and requested half-point byes, recorded before the pairing
    const unpaired: Array<{ player: number; code: UnpairedCode }> = [];
    for (const p of t.players) {
      if (p.withdrawnFrom !== undefined && p.withdrawnFrom <= r) continue;
      const x = rnd();
      if (r > 1 && x < 0.02) p.withdrawnFrom = r;
      else if (x < 0.05) unpaired.push({ player: p.no, code: '-' });
      else if (x < 0.07) unpaired.push({ player: p.no, code: 'H' });
    }
    if (unpaired.length) t = { ...t, rounds: [...t.rounds, { number: r, games: [], unpaired }] };
    const available = availableFor(t, r).map((p) => p.no);
    const outcome = pair(t, { ...options, round: r });
    const rec: RoundRecord = { seed, round: r, before: t, outcome, available };
    out.push(rec);
    if (!outcome.ok) break;
    t = addPairedRound(t, r, outcome.pairing.boards, outcome.pairing.byes);
    outcome.pairing.boards.forEach((b, i) => {
      const x = rnd();
      const res = x < 0.38 ? '1-0' : x < 0.63 ? '1/2-1/2' : x < 0.94 ? '0-1' : x < 0.97 ? '+--' : x < 0.995 ? '--+' : '--';
      t = setResult(t, r, i + 1, res);
    });
    rec.after = t;
  }
  return out;
}
