/**
 * A team crosstable for pairing (Swiss Team, C.04.6): one row per team in pairing-number order (number, name), one
 * cell per round: the opponent, the team's first-board colour (1.6.1) and its game points, `3 w 2½` (Turkish letters
 * `3 b 2½` for White with `colours: 'tr'`: B beyaz, S siyah), `PAB` for the pairing-allocated bye, blank for a round
 * without a match. Only translation: the settings are C.04.6's defaults (Type A colour preferences, match points
 * then game points, matches 2/1/0, games 1/½/0, the PAB a drawn match, board colours alternating from board 1,
 * White drawn for 4.1 unless `initialColour` says otherwise); the
 * boards of a match are written out from its game points (wins first, then a draw, then losses), since the pairing
 * reads only the matches' totals, colours and opponents. The event then reads as a TRF-2026 team file does
 * (engine/trf/team.ts teamEventToTournament).
 */
import type { Colour, Player, SideResult, Tournament } from '../model/types';
import { DEFAULT_GAME_SCALE, DEFAULT_MATCH_SCALE, type BoardGame, type TeamEvent, type TeamMatch, type TeamRound } from '../model/team';
import { systemCode, teamEventToTournament } from '../trf/team';
import { a1, normaliseCell, type ColourLetters } from './cells';
import { CrosstableError } from './parse';

export interface TeamPairingCrosstableOptions {
  colours?: ColourLetters;
  /** Rounds the event will have (142). */
  totalRounds?: number;
  /** The colour drawn by lot for 4.1 (152); White when not given. */
  initialColour?: Colour;
  origin?: { row: number; column: number };
}

type TeamCell = { kind: 'match'; opponent: number; colour: Colour; points: number } | { kind: 'pab' } | { kind: 'none' };

function readCell(s: string, letters: ColourLetters): TeamCell | undefined {
  if (s === '') return { kind: 'none' };
  if (/^(pab|u|bye)$/i.test(s)) return { kind: 'pab' };
  const m = /^(\d+)\s*([a-zA-Z])\s+(\d*)\s*(½|1\/2|\.5)?$/.exec(s);
  if (!m || (m[3] === '' && !m[4])) return undefined;
  const c = m[2].toLowerCase();
  const colour: Colour | undefined = letters === 'tr' ? (c === 'b' ? 'w' : c === 's' ? 'b' : undefined) : (c === 'w' ? 'w' : c === 'b' ? 'b' : undefined);
  if (!colour) return undefined;
  return { kind: 'match', opponent: Number(m[1]), colour, points: (m[3] ? Number(m[3]) : 0) + (m[4] ? 0.5 : 0) };
}

/** The boards of a match from the White team's game points: wins on the first boards, then a draw, then losses. */
function boardsOf(white: number, black: number, points: number, boards: number, pattern: string): BoardGame[] {
  const out: BoardGame[] = [];
  for (let j = 0; j < boards; j++) {
    const res: [SideResult, SideResult] = j < Math.floor(points) ? ['1', '0'] : j === Math.floor(points) && points % 1 ? ['=', '='] : ['0', '1'];
    out.push({ board: j + 1, player: (white - 1) * boards + j + 1, opponent: (black - 1) * boards + j + 1, result: res[0], opponentResult: res[1], colour: pattern[j] === 'W' ? 'w' : 'b' });
  }
  return out;
}

/** The team crosstable as a team event and the Tournament the team-swiss engine pairs. */
export function teamCrosstableTournament(rows: unknown[][], o: TeamPairingCrosstableOptions = {}): Tournament {
  let origin = o.origin ?? { row: 0, column: 0 };
  const letters = o.colours ?? 'en';
  const text = rows.map((r) => (Array.isArray(r) ? r : [r]).map(normaliseCell));
  while (text.length && text[text.length - 1].every((c) => c === '')) text.pop();
  if (text.length && !/^\d+$/.test(text[0][0] ?? '')) {
    text.shift();
    origin = { row: origin.row + 1, column: origin.column };
  }
  if (text.length < 2) throw new CrosstableError(a1(0, 0, origin), 'a team crosstable needs a row per team: number, name, then one cell per round (3 w 2½, PAB)');
  const n = text.length;
  text.forEach((r, i) => { if (Number(r[0]) !== i + 1) throw new CrosstableError(a1(i, 0, origin), `team number "${r[0]}" where ${i + 1} was expected: one row per team in pairing-number order`); });
  const width = Math.max(...text.map((r) => r.length));
  let last = width;
  while (last > 2 && text.every((r) => (r[last - 1] ?? '') === '')) last--;
  const grid = text.map((r, i) => Array.from({ length: last - 2 }, (_, k) => {
    const s = r[k + 2] ?? '';
    const c = readCell(s, letters);
    if (!c) throw new CrosstableError(a1(i, k + 2, origin), `"${s}" is not a team round: write the opponent, the first-board colour (${letters === 'tr' ? 'B or S' : 'w or b'}) and the game points, e.g. "3 ${letters === 'tr' ? 'B' : 'w'} 2½", or PAB`);
    if (c.kind === 'match' && (c.opponent < 1 || c.opponent > n || c.opponent === i + 1)) throw new CrosstableError(a1(i, k + 2, origin), `unknown opponent ${c.opponent}`);
    return c;
  }));
  let boards = 0;
  const rounds: TeamRound[] = [];
  for (let k = 0; k < last - 2; k++) {
    const round: TeamRound = { number: k + 1, matches: [], unpaired: [] };
    grid.forEach((row, i) => {
      const c = row[k];
      const where = a1(i, k + 2, origin);
      if (c.kind === 'pab') round.unpaired.push({ team: i + 1, code: 'U' });
      if (c.kind !== 'match') return;
      const other = grid[c.opponent - 1][k];
      if (other.kind !== 'match' || other.opponent !== i + 1 || other.colour === c.colour) throw new CrosstableError(where, `team ${i + 1} meets ${c.opponent} in round ${k + 1} with ${c.colour === 'w' ? 'White' : 'Black'} on board 1, but team ${c.opponent}'s cell does not say so`);
      boards ||= c.points + other.points;
      if (c.points + other.points !== boards) throw new CrosstableError(where, `game points ${c.points} + ${other.points} do not add up to ${boards} boards`);
      if (c.colour === 'w') round.matches.push({ white: i + 1, black: c.opponent, boards: [], played: true });
    });
    rounds.push(round);
  }
  if (!boards) throw new CrosstableError(a1(0, 2, origin), 'no match has been played');
  const pattern = 'WB'.repeat(boards).slice(0, boards);
  for (const r of rounds) for (const m of r.matches as TeamMatch[]) {
    const c = grid[m.white - 1][r.number - 1] as { points: number };
    m.boards = boardsOf(m.white, m.black, c.points, boards, pattern);
  }
  const settings = { preferences: 'A' as const, primary: 'MP' as const, secondary: 'GP' as const, baku: false, game: DEFAULT_GAME_SCALE, match: DEFAULT_MATCH_SCALE, pab: { mp: 1, gp: boards / 2 }, boardColours: pattern };
  const event: TeamEvent = {
    settings: { ...settings, systemCode: systemCode(settings) },
    teams: text.map((r, i) => ({ no: i + 1, name: r[1] || `Team ${i + 1}`, players: Array.from({ length: boards }, (_, j) => i * boards + j + 1) })),
    rounds, initialColour: o.initialColour ?? 'w', ...(o.totalRounds ? { totalRounds: o.totalRounds } : {}),
  };
  const players: Player[] = event.teams.flatMap((t) => t.players.map((no, j) => ({ no, name: `${t.name} ${j + 1}` })));
  return teamEventToTournament(event, players);
}
