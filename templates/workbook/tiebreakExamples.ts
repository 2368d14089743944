/**
 * The tie-break worked examples of the documents as models, from the clean fixtures (EXAMPLES): the 12- and 7-player
 * round robins (Koya, Kashdan), the progressive card, Şener's partial crosstable (001 Tablo 8) and the team events.
 * Round robins given as a results matrix are scheduled with the Berger table (which round a game falls in does not
 * change any tie-break of these examples).
 */
import { bergerTable } from '../../engine/pairing/round-robin';
import type { Game, Player, Round, SideResult, Tournament } from '../../engine/model/types';
import type { TeamEvent } from '../../engine/tiebreak';
import { EXAMPLES, printedCrosstable } from './examples';

const SIDE: Record<string, SideResult> = { '1': '1', '0': '0', '1/2': '=', '½': '=', '+': '+', '-': '-' };
const MIRROR: Record<string, SideResult> = { '1': '0', '0': '1', '=': '=', '+': '-', '-': '+' };

/** A round robin from results[i][j] = i's points against j, rounds and colours from the Berger table. */
export function roundRobinFromResults(results: Record<string, Record<string, string>>, names: Record<string, string> = {}, name?: string): Tournament {
  const nos = Object.keys(results).map(Number).sort((a, b) => a - b);
  const players: Player[] = nos.map((no, i) => ({ no: i + 1, name: names[no] ?? String(no) }));
  if (nos.some((no, i) => no !== i + 1)) throw new Error('round robin: players must be numbered 1..n');
  const rounds: Round[] = bergerTable(nos.length).map((pairs, k) => {
    const games: Game[] = [];
    const unpaired: Round['unpaired'] = [];
    for (const [w, b] of pairs) {
      if (w > nos.length || b > nos.length) { unpaired.push({ player: Math.min(w, b), code: '' }); continue; }
      const rw = SIDE[results[w]?.[b]];
      const rb = SIDE[results[b]?.[w]];
      if (rw === undefined || rb === undefined || MIRROR[rw] !== rb) throw new Error(`round robin: ${w}-${b} results "${results[w]?.[b]}" / "${results[b]?.[w]}" do not mirror`);
      games.push({ white: w, black: b, whiteResult: rw, blackResult: rb });
    }
    return { number: k + 1, games, unpaired };
  });
  return { info: { name, type: 'round robin' }, players, rounds, totalRounds: rounds.length };
}

type Kkp = typeof EXAMPLES.kkp;

/** 000 Tablo 5: the 12-player round robin (Koya, Kashdan). */
export function roundRobin12(): Tournament {
  const rr = (EXAMPLES.kkp as Kkp).round_robin_12;
  return roundRobinFromResults(
    Object.fromEntries(rr.players.map((p) => [p.no, p.results as unknown as Record<string, string>])),
    Object.fromEntries(rr.players.map((p) => [p.no, p.name])),
    'Tablo 5',
  );
}

/** 001 Tablo 8: the 7-player round robin (extended Koya). */
export function roundRobin7(): Tournament {
  return roundRobinFromResults((EXAMPLES.kkp as Kkp).round_robin_7_extended_koya.results as Record<string, Record<string, string>>, {}, '001 Tablo 8');
}

/**
 * The progressive card (000 "Kademeli", 001 Tablo 1-4): the card gives only the player's own results, so the
 * opponents are unnamed stand-ins numbered 2…8 (their own results are not known and not used).
 */
export function progressiveExample(): Tournament {
  const card = (EXAMPLES.kkp as Kkp).progressive.card;
  const players: Player[] = [{ no: 1, name: 'Kademeli' }, ...card.map((_, i) => ({ no: i + 2, name: '' }))];
  const rounds: Round[] = card.map((c, i) => {
    const mine = SIDE[c.result];
    const g: Game = c.colour === 'w'
      ? { white: 1, black: i + 2, whiteResult: mine, blackResult: MIRROR[mine] }
      : { white: i + 2, black: 1, whiteResult: MIRROR[mine], blackResult: mine };
    return { number: c.round, games: [g], unpaired: [] };
  });
  return { info: { name: 'Kademeli' }, players, rounds };
}

/** 000 Tablo 1: the 18-player Swiss of the tie-break chapter. */
export function tablo1(): Tournament {
  return printedCrosstable(EXAMPLES.table1.players as never, 'Tablo 1');
}

/**
 * Şener's tournament as far as 001 Tablo 8 shows it: 8 rows of a larger crosstable whose round cells give final
 * ranks. Rows keep their starting numbers; opponents outside the 8 rows are stand-ins numbered 100 + rank (their
 * own scores are unknown and unused: all of Şener's opponents are among the 8 rows).
 */
export function senerExample(): Tournament {
  const rows = EXAMPLES.sener.tablo8_partial_crosstable.rows as Array<{ rank: number; no: number; name: string; rounds: Array<{ round: number; opponent_rank: number | null; colour: string | null; result: string }> }>;
  const noByRank = new Map(rows.map((r) => [r.rank, r.no]));
  const players = new Map<number, Player>(rows.map((r) => [r.no, { no: r.no, name: r.name }]));
  let unknown = 900;
  const cells = rows.map((r) => ({
    no: r.no,
    rounds: r.rounds.map((x) => {
      let opponent: number | null = null;
      if (x.opponent_rank !== null) opponent = noByRank.get(x.opponent_rank) ?? 100 + x.opponent_rank;
      else if (x.result === '1' && x.colour) opponent = ++unknown; // a game won, the opponent unreadable
      if (opponent !== null && !players.has(opponent)) players.set(opponent, { no: opponent, name: '' });
      return { round: x.round, opponent, colour: x.colour, result: x.result };
    }),
  }));
  const byNo = new Map(cells.map((c) => [c.no, c]));
  const nRounds = Math.max(...cells.map((c) => c.rounds.length));
  const rounds: Round[] = [];
  for (let k = 1; k <= nRounds; k++) {
    const games: Game[] = [];
    const done = new Set<number>();
    for (const c of cells) {
      const x = c.rounds.find((r) => r.round === k);
      if (!x || x.opponent === null || done.has(c.no)) continue;
      const mine = SIDE[x.result];
      const other = byNo.get(x.opponent)?.rounds.find((r) => r.round === k);
      if (other && other.opponent !== c.no) throw new Error(`Tablo 8 round ${k}: ${c.no} and ${x.opponent} do not name each other`);
      const theirs = other ? SIDE[other.result] : MIRROR[mine];
      if (MIRROR[mine] !== theirs) throw new Error(`Tablo 8 round ${k}: ${c.no}-${x.opponent} results do not mirror`);
      const colour = x.colour ?? (other?.colour ? (other.colour === 'w' ? 'b' : 'w') : null);
      const white = colour ? colour === 'w' : c.no < x.opponent;
      const g: Game = white ? { white: c.no, black: x.opponent, whiteResult: mine, blackResult: theirs } : { white: x.opponent, black: c.no, whiteResult: theirs, blackResult: mine };
      if (!colour) g.noColours = true;
      games.push(g);
      done.add(c.no);
      done.add(x.opponent);
    }
    rounds.push({ number: k, games, unpaired: [] });
  }
  return { info: { name: '001 Tablo 8' }, players: [...players.values()].sort((a, b) => a.no - b.no), rounds };
}

/** 000 Tablo 12: the 22-team, 8-board Swiss; each match taken once and checked on both rows. */
export function teamSwissExample(): TeamEvent {
  const fx = EXAMPLES.teams as unknown as { boards: number; teams: Array<{ no: number; team: string; rounds: Array<{ round: number; opponent: number; board_points: number }> }> };
  const byNo = new Map(fx.teams.map((t) => [t.no, t]));
  const e: TeamEvent = { boards: fx.boards, teams: fx.teams.map((t) => ({ no: t.no, name: t.team })), matches: [] };
  for (const t of fx.teams) {
    for (const r of t.rounds) {
      const o = byNo.get(r.opponent)?.rounds.find((x) => x.round === r.round);
      if (!o || o.opponent !== t.no || o.board_points + r.board_points !== fx.boards) throw new Error(`Tablo 12 round ${r.round}: ${t.team} and ${r.opponent} do not agree`);
      if (t.no < r.opponent) e.matches.push({ round: r.round, home: t.no, away: r.opponent, homePoints: r.board_points, awayPoints: o.board_points });
    }
  }
  return e;
}

/** 000 Tablo 15-16: the 4-team, 4-board round robin, scheduled with the Berger table. */
export function teamRoundRobinExample(): TeamEvent {
  const b = (EXAMPLES.teams as unknown as { berger_team_tables: { boards: number; crosstable: Record<string, Record<string, number>> } }).berger_team_tables;
  const names = Object.keys(b.crosstable).sort();
  const e: TeamEvent = { boards: b.boards, teams: names.map((n, i) => ({ no: i + 1, name: n })), matches: [] };
  bergerTable(names.length).forEach((pairs, k) => {
    for (const [h, a] of pairs) {
      const hp = b.crosstable[names[h - 1]][names[a - 1]];
      const ap = b.crosstable[names[a - 1]][names[h - 1]];
      if (hp + ap !== b.boards) throw new Error(`Tablo 15: ${names[h - 1]}-${names[a - 1]} board points do not add to ${b.boards}`);
      e.matches.push({ round: k + 1, home: h, away: a, homePoints: hp, awayPoints: ap });
    }
  });
  return e;
}
