/**
 * Absences, read one way everywhere: who is not paired in a round, and which rounds count for the score.
 *
 * TRF-16 (FIDE C.04 Annex 2, round columns 92-99): the opponent is `0000` "for bye/absent/not paired" and four blanks
 * mean the same; a blank colour means `-`; the result `Z` is a "zero-point-bye (known absence from round)" and a
 * blank result is "equivalent to Z". TRF-2026 keeps the columns and adds the `240` line, byes requested for the round
 * to pair. So:
 * - in a round already paired (it has games), a player with neither a game nor the pairing-allocated bye was absent,
 *   whatever his column holds: blank or missing, `0000 - -`, `Z`, `H`, `F`. Re-pairing that round leaves him out;
 * - in the round to pair (no games yet) only what is written keeps a player out: an entry with a code (`0000 - H` in
 *   the 001 line, a 240 line), or his withdrawal. A blank there is a round not yet paired, not an absence.
 * bbpPairings reads a file the same way (src/fileformats/trf.cpp: an entry that did not take part in the pairing, and
 * the missing rounds filled in for players whose line is shorter; src/tournament/checker.cpp: such players are left
 * out of the round it pairs again).
 */
import type { Tournament, UnpairedCode } from './types';

export interface Absence {
  player: number;
  /** The code the record holds ('' for a blank or missing entry, which TRF-16 reads as Z). */
  code: UnpairedCode;
  /** Why: a written entry, a bye announced on a 240 line, a withdrawal, or nothing written in a round already paired. */
  why: 'entry' | 'announced' | 'withdrawn' | 'blank';
}

/** A round is paired once it has games (or gave the pairing-allocated bye): what it then leaves blank is an absence (TRF-16: blank ≡ Z). */
export function isPairedRound(t: Tournament, round: number): boolean {
  const r = t.rounds.find((x) => x.number === round);
  return !!r && (r.games.length > 0 || r.unpaired.some((u) => u.code === 'U'));
}

/**
 * The players not paired in `round`, by pairing number: every one the record keeps out of it (see the head of the
 * file). A player in a game of the round, or given the pairing-allocated bye (`U`, part of the pairing), is not absent.
 */
export function absentees(t: Tournament, round: number): Map<number, Absence> {
  const r = t.rounds.find((x) => x.number === round);
  const inPairing = new Set<number>();
  for (const g of r?.games ?? []) { inPairing.add(g.white); inPairing.add(g.black); }
  const entries = new Map<number, NonNullable<typeof r>['unpaired'][number]>();
  for (const u of r?.unpaired ?? []) {
    if (u.code === 'U') inPairing.add(u.player);
    else entries.set(u.player, u);
  }
  const paired = isPairedRound(t, round);
  const out = new Map<number, Absence>();
  for (const p of t.players) {
    if (inPairing.has(p.no)) continue;
    const e = entries.get(p.no);
    if (e) out.set(p.no, { player: p.no, code: e.code, why: e.announced ? 'announced' : 'entry' });
    else if (p.withdrawnFrom !== undefined && p.withdrawnFrom <= round) out.set(p.no, { player: p.no, code: '', why: 'withdrawn' });
    else if (paired) out.set(p.no, { player: p.no, code: '', why: 'blank' });
  }
  return out;
}

/**
 * The rounds whose results count (for the standings, the declared points, norms and ratings): 1 to the last round with
 * games. Rounds after it hold only what was announced for the round to pair (byes requested, absences): they score
 * nothing until that round is played.
 */
export function scoredRounds(t: Tournament): number {
  let last = 0;
  for (const r of t.rounds) if (isPairedRound(t, r.number)) last = Math.max(last, r.number);
  return last;
}
