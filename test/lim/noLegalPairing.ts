/**
 * An independent brute-force check, for the robustness tests: does ANY pairing of the round exist that
 * breaks no absolute criterion (no rematch of a played game, colours within ±2 and never three in a row,
 * at most one bye, to a player allowed to have it)? Written from the rules, sharing no code with the systems.
 */
import type { Tournament } from '../../engine/model/types';

/** `forfeitWinBlocksBye`: a player who won a game by forfeit may not have the bye (Lim 2.2). */
export function legalPairingExists(t: Tournament, round: number, byeBlockedCodes: string[], forfeitWinBlocksBye = true): boolean {
  const out = new Set<number>();
  const r = t.rounds.find((x) => x.number === round);
  for (const u of r?.unpaired ?? []) out.add(u.player);
  const players = t.players.filter((p) => !(p.withdrawnFrom !== undefined && p.withdrawnFrom <= round) && !out.has(p.no)).map((p) => p.no);
  const met = new Set<string>();
  const colours = new Map<number, string>(players.map((p) => [p, '']));
  const blocked = new Set<number>();
  for (const x of t.rounds.filter((x) => x.number < round)) {
    for (const g of x.games) {
      const forfeit = [g.whiteResult, g.blackResult].some((c) => c === '+' || c === '-');
      if (forfeitWinBlocksBye && g.whiteResult === '+') blocked.add(g.white);
      if (forfeitWinBlocksBye && g.blackResult === '+') blocked.add(g.black);
      if (forfeit || g.whiteResult === '') continue;
      met.add(`${g.white}-${g.black}`); met.add(`${g.black}-${g.white}`);
      colours.set(g.white, (colours.get(g.white) ?? '') + 'w');
      colours.set(g.black, (colours.get(g.black) ?? '') + 'b');
    }
    for (const u of x.unpaired) if (byeBlockedCodes.includes(u.code)) blocked.add(u.player);
  }
  const can = (p: number, c: string) => {
    const h = (colours.get(p) ?? '') + c;
    const d = [...h].reduce((s, x) => s + (x === 'w' ? 1 : -1), 0);
    return Math.abs(d) <= 2 && !h.endsWith(c.repeat(3));
  };
  const ok = (a: number, b: number) => !met.has(`${a}-${b}`) && ((can(a, 'w') && can(b, 'b')) || (can(a, 'b') && can(b, 'w')));
  const search = (left: number[], byeUsed: boolean): boolean => {
    if (left.length === 0) return true;
    const [x, ...rest] = left;
    if (left.length % 2 === 1 && !byeUsed && !blocked.has(x) && search(rest, true)) return true;
    for (const y of rest) if (ok(x, y) && search(rest.filter((z) => z !== y), byeUsed)) return true;
    return false;
  };
  return search(players, players.length % 2 === 0);
}
