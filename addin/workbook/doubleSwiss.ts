/**
 * Double-Swiss (C.04.5, 2026) scores on the derived sheets. A match is two round columns; the PAB is written `U` in
 * both, which the generic scoring counts as a won game each (2 points), while 1.4 makes it a won and a drawn game
 * (1½). H, F and Z per column already add up to the corpus's per-match values (1, 2, 0). So each U column counts ¾.
 * Tie-break formulas over the Crosstable still read `1T` as the generic bye.
 */
import type { Tournament } from '../../engine/model/types';
import { playerRounds, scoreAfter } from '../../engine/model/history';
import { DEFAULT_VALUES } from '../../engine/pairing/double-swiss/matches';

export function doubleSwissScores(t: Tournament, k: number): Map<number, number> {
  const prs = playerRounds(t);
  const out = new Map<number, number>();
  for (const p of t.players) {
    const rounds = (prs.get(p.no) ?? []).slice(0, k);
    let s = scoreAfter(prs.get(p.no) ?? [], k);
    for (const r of rounds) if (r.code === 'U') s += DEFAULT_VALUES.pab / 2 - (r.points ?? 0);
    out.set(p.no, s);
  }
  return out;
}
