/**
 * A real-looking event for the norm tests: a 9-round open of 150 players, titled players of 30 federations, the host
 * federation TUR. Built by rule, so that every figure of a chosen player can be worked by hand from the rule:
 *
 *  - player i (1..150): rating 2700 − 5·i (2695 … 1950); players 146–150 unrated;
 *  - titles: 1–20 GM, 21–45 IM, 46–60 FM, 61–66 WGM, 67–75 WIM, 76–90 CM, 91–95 WFM; women: 61–75 and 91–95;
 *  - federation: TUR when i is a multiple of 5, else FEDS[i mod 29] (29 others);
 *  - three chosen players have the games listed in CHOSEN; the others are paired round by round, the upper half (by
 *    number) against the lower half turned by an offset (the first that repeats no pairing), the upper half White in
 *    odd rounds; the lower number wins, a draw when the two numbers and the round add up to a multiple of 4.
 */
import type { Game, Player, Round, SideResult, Tournament } from '../../engine/model/types';

export const FEDS = ['AZE', 'GEO', 'ARM', 'IRI', 'IND', 'UZB', 'KAZ', 'UKR', 'POL', 'GER', 'FRA', 'ESP', 'ITA', 'NED', 'ENG', 'USA', 'SRB', 'CRO', 'HUN', 'ROU', 'BUL', 'GRE', 'ISR', 'EGY', 'CHN', 'VIE', 'PER', 'ARG', 'NOR'];

export function titleOf(i: number): string | undefined {
  if (i <= 20) return 'GM';
  if (i <= 45) return 'IM';
  if (i <= 60) return 'FM';
  if (i <= 66) return 'WGM';
  if (i <= 75) return 'WIM';
  if (i <= 90) return 'CM';
  if (i <= 95) return 'WFM';
  return undefined;
}

export function playerOf(i: number): Player {
  const title = titleOf(i);
  const woman = (i >= 61 && i <= 75) || (i >= 91 && i <= 95);
  return {
    no: i, name: `Player ${String(i).padStart(3, '0')}`, sex: woman ? 'w' : 'm', ...(title ? { title } : {}),
    ...(i <= 145 ? { rating: 2700 - 5 * i } : {}), federation: i % 5 === 0 ? 'TUR' : FEDS[i % 29], fideId: String(100000 + i),
  };
}

/** The chosen players' games: opponent and result (from the chosen player's side), round by round. */
export const CHOSEN: Record<number, Array<[number, '1' | '=' | '0']>> = {
  // #31, IM 2545 ARM
  31: [[90, '1'], [12, '='], [5, '1'], [8, '='], [22, '1'], [3, '0'], [15, '='], [18, '1'], [26, '=']],
  // #70, WIM 2350 TUR (a woman)
  70: [[140, '1'], [40, '='], [33, '='], [62, '1'], [25, '0'], [50, '='], [44, '1'], [28, '0'], [37, '=']],
  // #100, untitled 2200 TUR
  100: [[148, '1'], [41, '='], [47, '1'], [23, '='], [36, '='], [29, '1'], [65, '1'], [21, '='], [49, '=']],
};

const MIRROR: Record<string, SideResult> = { '1': '0', '0': '1', '=': '=' };

/** The event after `rounds` rounds; `pendingRound` adds that round paired, its results not yet known. */
export function open150(rounds = 9, pendingRound?: number): Tournament {
  const players = Array.from({ length: 150 }, (_, k) => playerOf(k + 1));
  const met = new Map<number, Set<number>>(players.map((p) => [p.no, new Set()]));
  const rs: Round[] = [];
  const last = pendingRound ?? rounds;
  for (let r = 1; r <= last; r++) {
    const games: Game[] = [];
    const busy = new Set<number>();
    const pending = r === pendingRound;
    for (const [c, list] of Object.entries(CHOSEN)) {
      const me = Number(c);
      const [o, res] = list[r - 1];
      if (busy.has(me) || busy.has(o)) throw new Error(`round ${r}: ${me} or ${o} already paired`);
      busy.add(me); busy.add(o);
      met.get(me)!.add(o); met.get(o)!.add(me);
      const white = r % 2 === 1 ? me : o;
      const mine: SideResult = pending ? '' : res;
      const theirs: SideResult = pending ? '' : MIRROR[res];
      games.push(white === me ? { white: me, black: o, whiteResult: mine, blackResult: theirs } : { white: o, black: me, whiteResult: theirs, blackResult: mine });
    }
    const rest = players.map((p) => p.no).filter((n) => !busy.has(n));
    // the top half against the bottom half, the bottom half turned by an offset: the first offset that repeats no pairing
    const h = rest.length / 2;
    let pairs: Array<[number, number]> | undefined;
    for (let off = r; off < r + h && !pairs; off++) {
      const tryPairs = rest.slice(0, h).map((a, j): [number, number] => [a, rest[h + ((j + off) % h)]]);
      if (tryPairs.every(([a, b]) => !met.get(a)!.has(b))) pairs = tryPairs;
    }
    if (!pairs) throw new Error(`round ${r}: no pairing without a repeat`);
    for (const [a, b] of pairs) {
      met.get(a)!.add(b); met.get(b)!.add(a);
      const draw = (a + b + r) % 4 === 0;
      const [wr, br]: [SideResult, SideResult] = pending ? ['', ''] : draw ? ['=', '='] : ['1', '0'];
      games.push(r % 2 === 1 ? { white: a, black: b, whiteResult: wr, blackResult: br } : { white: b, black: a, whiteResult: br, blackResult: wr });
    }
    rs.push({ number: r, games, unpaired: [] });
  }
  return {
    info: { name: 'Hakem Open 150', city: 'Ankara', federation: 'TUR', startDate: '2026/07/01', endDate: '2026/07/09', type: 'Swiss (Dutch)', chiefArbiter: 'IA Test Arbiter', timeControl: '90 min/40 moves + 30 min, 30 s/move' },
    totalRounds: 9, players, rounds: rs,
  };
}
