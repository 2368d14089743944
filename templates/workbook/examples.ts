/**
 * The documents' worked examples the teaching workbook is built from. The data is the clean transcription kept
 * with the tests (test/fixtures, copied from the documents with their OCR repairs explained): one copy, used by both.
 */
import dutch from '../../test/fixtures/dutch-example.json';
import lim from '../../test/fixtures/lim-example.json';
import dubov from '../../test/fixtures/dubov-example.json';
import table1 from '../../test/fixtures/tiebreak-table1.json';
import sener from '../../test/fixtures/tiebreak-sener.json';
import teams from '../../test/fixtures/tiebreak-teams.json';
import kkp from '../../test/fixtures/tiebreak-koya-kashdan-progressive.json';
import { buildTournament, type SimpleRound } from '../../engine/model/build';
import type { Game, Round, SideResult, Tournament } from '../../engine/model/types';

export const EXAMPLES = { dutch, lim, dubov, table1, sener, teams, kkp };

/** A pairing example (Dutch, Lim, Dubov) with its first `rounds` rounds. */
export function pairingExample(name: 'dutch' | 'lim' | 'dubov', rounds?: number): Tournament {
  const d = EXAMPLES[name] as { players: Array<{ no: number; name?: string; title?: string; rating?: number }>; rounds: Array<SimpleRound & { games: Array<{ white: number; black: number; result: string | null }> }> };
  const all: SimpleRound[] = d.rounds.map((r) => ({ round: r.round, games: r.games, bye: r.bye, absent: r.absent }));
  return buildTournament({ name: `${name} example`, players: d.players, rounds: all.slice(0, rounds ?? all.length), firstColour: 'w' });
}

interface PrintedRound { round: number; opponent: number | null; colour: string | null; result: string }
const CODE: Record<string, SideResult> = { '1': '1', '0': '0', '1/2': '=', '½': '=', '+': '+', '-': '-' };

/** A crosstable printed per player (Tablo 1 and the like) as a tournament; each game is taken from white's row. */
export function printedCrosstable(players: Array<{ no: number; name: string; rounds: PrintedRound[] }>, name?: string): Tournament {
  const nRounds = Math.max(...players.map((p) => p.rounds.length));
  const rounds: Round[] = [];
  for (let r = 1; r <= nRounds; r++) {
    const games: Game[] = [];
    const unpaired: Round['unpaired'] = [];
    for (const p of players) {
      const e = p.rounds.find((x) => x.round === r);
      if (!e) continue;
      if (e.opponent === null) { unpaired.push({ player: p.no, code: e.result === '1' ? 'U' : e.result === '1/2' ? 'H' : 'Z' }); continue; }
      if (e.colour !== 'w') continue;
      const o = players.find((q) => q.no === e.opponent)?.rounds.find((x) => x.round === r);
      if (!o || o.opponent !== p.no) throw new Error(`round ${r}: ${p.no} v ${e.opponent} is not on both rows`);
      games.push({ white: p.no, black: e.opponent, whiteResult: CODE[e.result], blackResult: CODE[o.result] });
    }
    rounds.push({ number: r, games, unpaired });
  }
  return { info: name ? { name } : {}, players: players.map((p) => ({ no: p.no, name: p.name })), rounds };
}
