/**
 * Consistency of a tournament file with itself: the points a TRF line declares (columns 81-84) against the points
 * its results give. Hakem writes the file back with the results' total, so a difference is reported, not kept.
 */
import type { Tournament } from '../model/types';
import { playerRounds, scoreAfter } from '../model/history';

export interface RecordProblem { player: number; message: string }

export function checkDeclaredPoints(t: Tournament): RecordProblem[] {
  const prs = playerRounds(t);
  const out: RecordProblem[] = [];
  for (const p of t.players) {
    if (p.trfPoints === undefined) continue;
    const computed = scoreAfter(prs.get(p.no) ?? []);
    if (Number(p.trfPoints) !== computed) {
      out.push({ player: p.no, message: `player ${p.no}: the file declares ${p.trfPoints} points, the results give ${computed}` });
    }
  }
  return out;
}
