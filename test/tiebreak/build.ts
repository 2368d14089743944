/**
 * Test helpers: the fixtures' per-player notation (one row per player, opponent / colour / result per round)
 * and results matrices of round robins, turned into the tournament model. Every game is checked to appear on
 * both sides with mirrored results, so a typing slip in a fixture fails loudly.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Game, Player, SideResult, Tournament, UnpairedCode } from '../../engine/model/types';

export const FIXTURES = join(__dirname, '..', 'fixtures');
export function fixture<T = any>(name: string): T {
  return JSON.parse(readFileSync(join(FIXTURES, name), 'utf8')) as T;
}

export interface RowRound { round: number; opponent: number | null; colour: 'w' | 'b' | null; result: string }
export interface Row { no: number; name: string; rating?: number; ukd?: number; rounds: RowRound[] }

const SIDE: Record<string, SideResult> = { '1': '1', '0': '0', '1/2': '=', '½': '=', '+': '+', '-': '-' };
const MIRROR: Record<string, SideResult> = { '1': '0', '0': '1', '=': '=', '+': '-', '-': '+' };

export function fromRows(rows: Row[], extraPlayers: Array<Partial<Player> & { no: number }> = []): Tournament {
  const players: Player[] = [
    ...rows.map((r) => ({ no: r.no, name: r.name, ...(r.rating ? { rating: r.rating } : {}), ...(r.ukd ? { ukd: r.ukd } : {}) })),
    ...extraPlayers.map((p) => ({ name: `P${p.no}`, ...p })),
  ];
  const byNo = new Map(rows.map((r) => [r.no, r]));
  const nRounds = Math.max(...rows.map((r) => r.rounds.length));
  const t: Tournament = { info: {}, players, rounds: [] };
  for (let k = 1; k <= nRounds; k++) {
    const games: Game[] = [];
    const unpaired: Tournament['rounds'][number]['unpaired'] = [];
    const done = new Set<number>();
    for (const row of rows) {
      const rr = row.rounds.find((x) => x.round === k);
      if (!rr || done.has(row.no)) continue;
      const mine = SIDE[rr.result];
      if (mine === undefined) throw new Error(`player ${row.no} round ${k}: result "${rr.result}"`);
      if (rr.opponent === null) {
        const code: UnpairedCode = rr.result === '+' || rr.result === '1' ? '+' : rr.result === '1/2' ? 'H' : '-';
        unpaired.push({ player: row.no, code });
        done.add(row.no);
        continue;
      }
      const other = byNo.get(rr.opponent);
      const orr = other?.rounds.find((x) => x.round === k);
      let theirs: SideResult = MIRROR[mine];
      let colour = rr.colour;
      if (other) {
        if (!orr || orr.opponent !== row.no) throw new Error(`round ${k}: ${row.no} meets ${rr.opponent}, who does not name ${row.no}`);
        theirs = SIDE[orr.result];
        if (MIRROR[mine] !== theirs) throw new Error(`round ${k}: ${row.no}-${rr.opponent} results ${rr.result}/${orr.result} do not mirror`);
        if (!colour && orr.colour) colour = orr.colour === 'w' ? 'b' : 'w';
        if (colour && orr.colour && colour === orr.colour) throw new Error(`round ${k}: ${row.no} and ${rr.opponent} both ${colour}`);
        done.add(rr.opponent);
      }
      done.add(row.no);
      const iAmWhite = colour ? colour === 'w' : row.no < rr.opponent;
      const g: Game = iAmWhite
        ? { white: row.no, black: rr.opponent, whiteResult: mine, blackResult: theirs }
        : { white: rr.opponent, black: row.no, whiteResult: theirs, blackResult: mine };
      if (!colour) g.noColours = true;
      games.push(g);
    }
    t.rounds.push({ number: k, games, unpaired });
  }
  return t;
}

/**
 * A round robin from a results matrix (results[i][j] = i's points against j), scheduled by the circle method
 * (which round a game falls in does not matter to the tie-breaks tested with it).
 */
export function roundRobin(results: Record<string, Record<string, string>>, names: Record<string, string> = {}): Tournament {
  const nos = Object.keys(results).map(Number).sort((a, b) => a - b);
  const list: Array<number | null> = nos.length % 2 ? [...nos, null] : [...nos];
  const n = list.length;
  const players: Player[] = nos.map((no) => ({ no, name: names[no] ?? `P${no}` }));
  const t: Tournament = { info: { type: 'round robin' }, players, rounds: [] };
  let rot = list.slice();
  for (let k = 1; k < n; k++) {
    const games: Game[] = [];
    const unpaired: Tournament['rounds'][number]['unpaired'] = [];
    for (let i = 0; i < n / 2; i++) {
      const a = rot[i];
      const b = rot[n - 1 - i];
      if (a === null || b === null) { unpaired.push({ player: (a ?? b)!, code: '' }); continue; }
      const ra = results[a][b];
      const rb = results[b][a];
      const sa = SIDE[ra];
      if (MIRROR[sa] !== SIDE[rb]) throw new Error(`${a}-${b}: ${ra}/${rb} do not mirror`);
      games.push({ white: a, black: b, whiteResult: sa, blackResult: SIDE[rb] });
    }
    t.rounds.push({ number: k, games, unpaired });
    rot = [rot[0], rot[n - 1], ...rot.slice(1, n - 1)];
  }
  return t;
}
