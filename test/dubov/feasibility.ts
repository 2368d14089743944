/**
 * An independent check, for the robustness test, that a round really has no legal pairing:
 * a plain exhaustive search over the record (no code shared with the Dubov engine).
 * Legal: the two have not played each other (forfeits are not meetings), neither's colour difference
 * passes ±2, nobody gets a colour three times running (Dubov 2.1, 2.3, 2.4); the bye goes to a
 * player who has never scored without playing (2.2).
 */
import type { Tournament } from '../../engine/model/types';
import { availableFor } from '../../engine/model/history';

export function someLegalPairingExists(t: Tournament, round: number): boolean {
  const avail = availableFor(t, round).map((p) => p.no);
  const met = new Set<string>();
  const colours = new Map<number, string>();
  const unplayed = new Set<number>();
  const forfeit = (c: string) => c === '+' || c === '-';
  for (const r of t.rounds) {
    if (r.number >= round) continue;
    for (const g of r.games) {
      const played = !forfeit(g.whiteResult) && !forfeit(g.blackResult);
      if (played) {
        met.add(`${g.white}-${g.black}`); met.add(`${g.black}-${g.white}`);
        if (!g.noColours) {
          colours.set(g.white, (colours.get(g.white) ?? '') + 'w');
          colours.set(g.black, (colours.get(g.black) ?? '') + 'b');
        }
      }
      if (g.whiteResult === '+') unplayed.add(g.white);
      if (g.blackResult === '+') unplayed.add(g.black);
    }
    for (const u of r.unpaired) if (u.code === 'U' || u.code === 'F' || u.code === 'H' || u.code === '+') unplayed.add(u.player);
  }
  const can = (no: number, c: string) => {
    const h = (colours.get(no) ?? '') + c;
    const d = [...h].reduce((s, x) => s + (x === 'w' ? 1 : -1), 0);
    return Math.abs(d) <= 2 && !h.endsWith(c.repeat(3));
  };
  const legal = (a: number, b: number) => !met.has(`${a}-${b}`) && !(t.forbidden ?? []).some(([x, y]) => (x === a && y === b) || (x === b && y === a)) && ((can(a, 'w') && can(b, 'b')) || (can(a, 'b') && can(b, 'w')));
  const memo = new Map<string, boolean>();
  const solve = (rest: number[]): boolean => {
    if (rest.length === 0) return true;
    const key = rest.join(',');
    const m = memo.get(key);
    if (m !== undefined) return m;
    const [first, ...others] = rest;
    let ok = false;
    for (let i = 0; i < others.length && !ok; i++) if (legal(first, others[i])) ok = solve(others.filter((_, j) => j !== i));
    memo.set(key, ok);
    return ok;
  };
  if (avail.length % 2 === 0) return solve(avail);
  return avail.some((b) => !unplayed.has(b) && solve(avail.filter((x) => x !== b)));
}
