/**
 * Consistency of a tournament file with itself: the points a TRF line declares (columns 81-84) against the points
 * its results give. Hakem writes the file back with the results' total, so a difference is reported, not kept.
 */
import type { Tournament } from '../model/types';
import { playerRounds, scoreAfter } from '../model/history';
import { scoredRounds } from '../model/absence';

export interface RecordProblem { player: number; message: string }

/**
 * The points the file declares against the standings' total: the rounds whose results count (model/absence.ts
 * scoredRounds), not the bye announced for the round to pair, which scores nothing until that round is played. A
 * total that counts the announced bye already is the other way programs write it (bbpPairings accepts both,
 * src/fileformats/trf.cpp): accepted too, not reported.
 */
export function checkDeclaredPoints(t: Tournament): RecordProblem[] {
  const prs = playerRounds(t);
  const counted = scoredRounds(t);
  const out: RecordProblem[] = [];
  for (const p of t.players) {
    if (p.trfPoints === undefined) continue;
    const rounds = prs.get(p.no) ?? [];
    const computed = scoreAfter(rounds, counted);
    const withAnnounced = scoreAfter(rounds);
    const declared = Number(p.trfPoints);
    if (declared !== computed && declared !== withAnnounced) {
      out.push({ player: p.no, message: `player ${p.no}: the file declares ${p.trfPoints} points, the results give ${computed}` });
    }
  }
  return out;
}
