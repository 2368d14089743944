/**
 * Double-Swiss (C.04.5, 2026) scores on the derived sheets. A match is two round columns; the PAB is written `U` in
 * both, which the generic scoring counts as a won game each (2 points), while 1.4 makes it a won and a drawn game
 * (1½). H, F and Z per column already add up to the corpus's per-match values (1, 2, 0). So each U column counts ¾.
 * Tie-break formulas over the Crosstable still read `1T` as the generic bye.
 */
import type { Tournament } from '../../engine/model/types';
import { playerRounds, scoreAfter } from '../../engine/model/history';
import { DEFAULT_VALUES } from '../../engine/pairing/double-swiss/matches';
import type { UnpairedCode } from '../../engine/model/types';

const points = (x: number) => (x === 1.5 ? '1½' : String(x).replace('.5', '½'));
const puan = (x: number) => (x === 1.5 ? '1,5' : String(x).replace('.', ','));

/** The bye rows of a Double-Swiss game sheet: each bye covers the match, at the event's values (DEFAULT_VALUES). */
export const DOUBLE_SWISS_LABELS: Partial<Record<UnpairedCode, string>> = {
  U: `pairing-allocated bye, ${points(DEFAULT_VALUES.pab)} points for the match (C.04.5 1.4) / eşlendirmeden doğan bay, maç için ${puan(DEFAULT_VALUES.pab)} puan`,
  F: `full-point bye, ${points(DEFAULT_VALUES.F)} points for the match / tam puan bay, maç için ${puan(DEFAULT_VALUES.F)} puan`,
  H: `half-point bye, ${points(DEFAULT_VALUES.H)} point for the match / yarım puan bay, maç için ${puan(DEFAULT_VALUES.H)} puan`,
  Z: `absent, ${DEFAULT_VALUES.Z} points / gelmedi, ${DEFAULT_VALUES.Z} puan`,
};

/** The values a Double-Swiss event gives its byes, per match, for the taskpane (PAB 1½, H 1, F 2, Z 0). */
export const doubleSwissByeValues = () => ({ pab: points(DEFAULT_VALUES.pab), H: points(DEFAULT_VALUES.H), F: points(DEFAULT_VALUES.F), Z: points(DEFAULT_VALUES.Z) });

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
