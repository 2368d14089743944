/**
 * FIDE TRF-16 reader, with what the endorsed engines read besides: XXR and XXC (or TRF-2026's `142`
 * and `152`), the `092` system line, forbidden pairs (`XXP`: every round; `260`: a range of
 * rounds) and byes requested for the round to pair (`240`). Every malformed line is reported with
 * its line and column; nothing is guessed.
 */
import type { Colour, Game, Player, Round, SideResult, Tournament, TournamentInfo, UnpairedCode } from '../model/types';
import { resultsMirror, sidePoints, unpairedPoints } from '../model/results';
import { InputError } from './errors';
import { COL, field, roundColumn } from './columns';

const HEADER: Record<string, keyof TournamentInfo> = {
  '012': 'name', '022': 'city', '032': 'federation', '042': 'startDate', '052': 'endDate',
  '062': 'playerCount', '072': 'ratedCount', '082': 'teamCount', '092': 'type', '102': 'chiefArbiter',
  '122': 'timeControl',
};

const SIDE_CODES = new Set(['1', '0', '=', '+', '-', 'W', 'D', 'L']);
const UNPAIRED_CODES = new Set(['U', 'F', 'H', 'Z', '+', '-']);

interface Entry { opponent?: number; colour: Colour | '-' | ''; code: string; column: number }
interface RawPlayer { player: Player; entries: (Entry | undefined)[]; line: number }

export function readTrf(text: string, source?: string): Tournament {
  const fail = (msg: string, line?: number, col?: number): never => { throw new InputError(msg, line, col, source); };
  const info: TournamentInfo = {};
  const t: Tournament = { info, players: [], rounds: [], trfOrder: [] };
  const raws: RawPlayer[] = [];
  // TRF-16 ends its lines with CR; editors and other engines use LF or CRLF, sometimes mixed. Windows editors
  // and Excel put a byte-order mark first, and some leave blanks or tabs at a line's end: none of it is content.
  const lines = text.replace(/^\uFEFF/, '').split(/\r\n|\r|\n/).map((l) => l.replace(/[ \t]+$/, ''));
  while (lines.length && lines[lines.length - 1] === '') lines.pop();
  const ukd: Array<[number, number, number]> = [];
  /** Player numbers named on XXP, 260 and 240 lines, checked once all 001 lines are read. */
  const named: Array<{ no: number; line: number; col: number }> = [];
  const requested: Array<{ round: number; code: UnpairedCode; players: number[] }> = [];
  /** Whitespace-separated numbers from `from` (0-based) on, each with its 1-based column. */
  const numbers = (line: string, from: number, ln: number, what: string): Array<{ n: number; col: number }> => {
    const out: Array<{ n: number; col: number }> = [];
    const re = /\S+/g;
    re.lastIndex = from;
    for (let m = re.exec(line); m; m = re.exec(line)) {
      if (!/^\d+$/.test(m[0]) || Number(m[0]) < 1) fail(`${what}: "${m[0]}" (column ${m.index + 1}) is not a pairing number`, ln, m.index + 1);
      out.push({ n: Number(m[0]), col: m.index + 1 });
    }
    return out;
  };

  lines.forEach((line, i) => {
    const ln = i + 1;
    if (line.trim() === '') { t.trfOrder!.push(''); return; }
    const tag = line.slice(0, 3);
    if (line.length > 3 && line[3] !== ' ') fail(`expected a space after the line code "${tag}"`, ln, 4);
    const rest = line.slice(4);
    if (tag === '001') {
      raws.push(readPlayer(line, ln, fail));
      if (t.trfOrder![t.trfOrder!.length - 1] !== '001') t.trfOrder!.push('001');
      return;
    }
    t.trfOrder!.push(tag === 'XXP' || tag === '260' ? 'forbidden' : ['112', 'XXR', 'XXC', '142', '152', 'UKD', '132'].includes(tag) || tag in HEADER ? tag : 'other');
    if (tag in HEADER) { info[HEADER[tag] as Exclude<keyof TournamentInfo, 'deputyArbiters'>] = rest; return; }
    if (tag === '112') { (info.deputyArbiters ??= []).push(rest); return; }
    if (tag === '132') { info.roundDates = rest; return; }
    if (tag === 'XXR' || tag === '142') {
      const m = /^\s*(\d+)\s*$/.exec(rest);
      if (!m || Number(m[1]) < 1) fail(`${tag} must give the number of rounds, found "${rest}"`, ln, 5);
      if (t.totalRounds !== undefined && t.totalRounds !== Number(m![1])) fail(`${tag} gives ${m![1]} rounds, but ${t.trfTags?.rounds?.join('/')} gave ${t.totalRounds}`, ln, 5);
      t.totalRounds = Number(m![1]);
      ((t.trfTags ??= {}).rounds ??= []).push(tag);
      return;
    }
    if (tag === 'XXC' || tag === '152') {
      const v = rest.trim();
      const colour = tag === 'XXC' ? (v === 'white1' ? 'w' : v === 'black1' ? 'b' : undefined) : v === 'W' ? 'w' : v === 'B' ? 'b' : undefined;
      if (!colour) fail(tag === 'XXC' ? `XXC must be "white1" or "black1", found "${v}"` : `152 must be "W" or "B" (the initial colour), found "${v}"`, ln, 5);
      if (t.firstColour !== undefined && t.firstColour !== colour) fail(`${tag} contradicts the initial colour given before`, ln, 5);
      t.firstColour = colour;
      ((t.trfTags ??= {}).colour ??= []).push(tag);
      return;
    }
    if (tag === 'XXP' || tag === '260') {
      // players who must not meet one another: XXP in every round, 260 in rounds RRR to RRR (columns 5-7, 9-11)
      let group: NonNullable<Tournament['forbiddenGroups']>[number] = { players: [] };
      let from = 4;
      if (tag === '260') {
        const m = /^( *\d+) ( *\d+) /.exec(rest.padEnd(8));
        if (!m || m[1].length !== 3 || m[2].length !== 3 || !/\d/.test(rest.slice(8))) fail(`260 must be "260 RRR RRR PPPP PPPP …" (first and last round, then the players), found "${line}"`, ln, 5);
        group = { players: [], fromRound: Number(m![1]), toRound: Number(m![2]) };
        if (group.fromRound! < 1 || group.toRound! < group.fromRound!) fail(`260: the rounds ${m![1]} to ${m![2]} are not a range`, ln, 5);
        from = 12;
      }
      const nos = numbers(line, from, ln, tag);
      if (nos.length < 2) fail(`${tag} must name at least two players`, ln, from + 1);
      for (const { n, col } of nos) named.push({ no: n, line: ln, col });
      group.players = nos.map((x) => x.n);
      group.trfLine = line;
      (t.forbiddenGroups ??= []).push(group);
      return;
    }
    if (tag === '240') {
      // byes requested for a round: type (column 5: F, H or Z), round (columns 7-9), players
      const m = /^([A-Z]) +(\d+)( |$)/.exec(rest);
      if (!m) fail(`240 must be "240 T RRR PPPP …" (bye type F, H or Z, the round, the players), found "${line}"`, ln, 5);
      if (!['F', 'H', 'Z'].includes(m![1])) fail(`240: bye type "${m![1]}" (column 5) must be F (full point), H (half point) or Z (zero)`, ln, 5);
      const nos = numbers(line, 4 + m![0].length, ln, '240');
      for (const { n, col } of nos) named.push({ no: n, line: ln, col });
      requested.push({ round: Number(m![2]), code: m![1] as UnpairedCode, players: nos.map((x) => x.n) });
      (t.otherLines ??= []).push(line);
      return;
    }
    if (tag === '250') {
      // acceleration (TRF-2026): match points (columns 5-8, teams; blank for players), points (10-13), first and
      // last round (15-17, 19-21), first and last pairing number (23-26, 28-31)
      // by its columns when the line keeps them (a blank field stays blank), else by the blanks between fields
      const fixed = line.length >= 31 && [8, 13, 17, 21, 26].every((i) => line[i] === ' ');
      const cells = fixed ? [line.slice(4, 8), line.slice(9, 13), line.slice(14, 17), line.slice(18, 21), line.slice(22, 26), line.slice(27)].map((c) => c.trim()) : rest.trim().split(/ +/);
      const POINTS = /^\d{1,2}(\.\d)?$/;
      if (!fixed && cells.length === 5) cells.unshift('');
      const [mp, gp, r1, r2, n1, n2] = cells;
      if (cells.length !== 6 || (mp !== '' && !POINTS.test(mp)) || !POINTS.test(gp) || ![r1, r2, n1, n2].every((x) => /^\d+$/.test(x))) {
        fail(`250 must be "250 MMMM PPPP RRR RRR NNNN NNNN" (match points for teams, virtual points, first and last round, first and last pairing number), found "${line}"`, ln, 5);
      }
      const rec = { points: Number(gp), fromRound: Number(r1), toRound: Number(r2), from: Number(n1), to: Number(n2), line: ln, text: line };
      if (rec.fromRound < 1 || rec.toRound < rec.fromRound) fail(`250: the rounds ${r1} to ${r2} are not a range`, ln, 15);
      if (rec.from < 1 || rec.to < rec.from) fail(`250: the pairing numbers ${n1} to ${n2} are not a range`, ln, 23);
      (t.acceleration ??= []).push(mp === '' ? rec : { ...rec, matchPoints: Number(mp) });
      (t.otherLines ??= []).push(line);
      return;
    }
    if (tag === 'UKD') {
      // Hakem's extension for the Turkish national rating: "UKD SSSS RRRR" (pairing number, UKD).
      const m = /^\s*(\d{1,4})\s+(\d{1,4})\s*$/.exec(rest);
      if (!m) fail(`UKD line must be "UKD <pairing number> <rating>", found "${rest}"`, ln, 5);
      ukd.push([Number(m![1]), Number(m![2]), ln]);
      return;
    }
    if (!/^[0-9A-Z]{3}$/.test(tag)) fail(`unknown line code "${tag}"`, ln, 1);
    (t.otherLines ??= []).push(line);
  });

  // Players, unique pairing numbers.
  const byNo = new Map<number, RawPlayer>();
  for (const rp of raws) {
    if (byNo.has(rp.player.no)) fail(`pairing number ${rp.player.no} appears twice (first on line ${byNo.get(rp.player.no)!.line})`, rp.line, COL.startRank[0]);
    byNo.set(rp.player.no, rp);
  }
  const ukdLine = new Map<number, number>();
  for (const [no, rating, ln] of ukd) {
    const rp = byNo.get(no);
    if (!rp) fail(`UKD line names player ${no}, who has no 001 line`, ln, 5);
    if (ukdLine.has(no)) fail(`a second UKD line for player ${no} (the first is line ${ukdLine.get(no)})`, ln, 5);
    ukdLine.set(no, ln);
    rp!.player.ukd = rating;
  }
  // A file without player lines is not an empty event: pairing or ranking it would report nothing and succeed.
  if (raws.length === 0) fail(lines.length === 0 ? 'the file is empty: a TRF needs at least one player (001) line' : 'no player (001) line: this is not a TRF tournament file, or its players are missing');
  t.players = raws.map((r) => r.player);
  for (const { no, line, col } of named) if (!byNo.has(no)) fail(`player ${no} has no 001 line`, line, col);

  // Rounds: pair up the entries and check that both sides agree.
  const nRounds = Math.max(0, ...raws.map((r) => r.entries.length));
  for (let r = 1; r <= nRounds; r++) {
    const round: Round = { number: r, games: [], unpaired: [] };
    for (const rp of raws) {
      const e = rp.entries[r - 1];
      const me = rp.player.no;
      if (!e) {
        if (r <= nRounds && rp.entries.length >= r) round.unpaired.push({ player: me, code: '' });
        continue;
      }
      if (e.opponent === undefined) {
        round.unpaired.push({ player: me, code: e.code as UnpairedCode });
        continue;
      }
      const opp = byNo.get(e.opponent);
      if (!opp) fail(`round ${r}: opponent ${e.opponent} of player ${me} has no 001 line`, rp.line, e.column);
      if (e.opponent === me) fail(`round ${r}: player ${me} is paired against themself`, rp.line, e.column);
      const oe = opp!.entries[r - 1];
      if (!oe || oe.opponent !== me) fail(`round ${r}: player ${me} is paired with ${e.opponent}, but ${e.opponent}'s line does not name ${me}`, rp.line, e.column);
      if (me > e.opponent!) continue; // recorded from the lower number's side
      const coloursless = e.colour === '-' || oe!.colour === '-';
      if (coloursless && e.colour !== oe!.colour) fail(`round ${r}: players ${me} and ${e.opponent} disagree on colours`, rp.line, e.column + 5);
      if (!coloursless && e.colour === oe!.colour) fail(`round ${r}: players ${me} and ${e.opponent} both have colour "${e.colour}"`, rp.line, e.column + 5);
      const meWhite = coloursless ? true : e.colour === 'w';
      const [w, b] = meWhite ? [e, oe!] : [oe!, e];
      const game: Game = {
        white: meWhite ? me : e.opponent!, black: meWhite ? e.opponent! : me,
        whiteResult: w.code as SideResult, blackResult: b.code as SideResult,
      };
      if (coloursless) game.noColours = true;
      if (!resultsMirror(game.whiteResult, game.blackResult)) {
        fail(`round ${r}: results of ${me} ("${e.code || ' '}") and ${e.opponent} ("${oe!.code || ' '}") do not mirror each other`, rp.line, e.column + 7);
      }
      round.games.push(game);
    }
    t.rounds.push(round);
  }
  // Byes requested on 240 lines count for the round to pair only (earlier rounds are what the 001 lines say).
  const last = t.rounds[t.rounds.length - 1];
  const toPair = last && last.games.length === 0 ? last.number : t.rounds.length + 1;
  for (const r of requested) {
    if (r.round !== toPair) continue;
    let round = t.rounds.find((x) => x.number === toPair);
    if (!round) t.rounds.push((round = { number: toPair, games: [], unpaired: [] }));
    for (const no of r.players) if (!round.unpaired.some((u) => u.player === no)) round.unpaired.push({ player: no, code: r.code, announced: true });
  }
  // Board order when the file does not give one (FIDE C.04.2 D: higher score of the pair, then sum, then rank).
  sortBoards(t);
  return t;
}

function readPlayer(line: string, ln: number, fail: (m: string, l?: number, c?: number) => never): RawPlayer {
  const no = field(line, COL.startRank).trim();
  if (!/^\d+$/.test(no)) fail(`starting rank (columns 5-8) must be a number, found "${no}"`, ln, COL.startRank[0]);
  const sex = field(line, COL.sex).trim();
  if (sex && sex !== 'm' && sex !== 'w' && sex !== 'f') fail(`sex (column 10) must be m or w, found "${sex}"`, ln, COL.sex[0]);
  const rating = field(line, COL.rating).trim();
  if (rating && !/^\d+$/.test(rating)) fail(`FIDE rating (columns 49-52) must be a number, found "${rating}"`, ln, COL.rating[0]);
  const points = field(line, COL.points).trim();
  if (points && !/^\d+(\.\d)?$/.test(points)) fail(`points (columns 81-84) must be a number like 4.5, found "${points}"`, ln, COL.points[0]);
  const rank = field(line, COL.rank).trim();
  if (rank && !/^\d+$/.test(rank)) fail(`rank (columns 86-89) must be a number, found "${rank}"`, ln, COL.rank[0]);
  const player: Player = { no: Number(no), name: field(line, COL.name).trimEnd() };
  if (sex) player.sex = sex === 'f' ? 'w' : (sex as 'm' | 'w');
  const title = field(line, COL.title).trim();
  if (title) player.title = title;
  if (rating) player.rating = Number(rating);
  const fed = field(line, COL.federation).trim();
  if (fed) player.federation = fed;
  const id = field(line, COL.fideId).trim();
  if (id) player.fideId = id;
  const birth = field(line, COL.birth).trim();
  if (birth) player.birth = birth;
  if (points) player.trfPoints = points;
  if (rank) player.trfRank = Number(rank);

  const entries: (Entry | undefined)[] = [];
  for (let r = 1; roundColumn(r) <= line.length; r++) {
    const c = roundColumn(r);
    const chunk = line.slice(c - 1, c + 7).padEnd(8, ' ');
    if (line.slice(c - 3, c - 1).trim() !== '') fail(`round ${r}: expected blanks before column ${c}`, ln, c - 2);
    if (chunk.trim() === '') { entries.push(undefined); continue; }
    const opp = chunk.slice(0, 4).trim();
    const colour = chunk[5];
    const code = chunk[7];
    if (chunk[4] !== ' ' || chunk[6] !== ' ') fail(`round ${r}: expected "OOOO C R" (opponent, colour, result) from column ${c}`, ln, c);
    if (!/^\d+$/.test(opp)) fail(`round ${r}: opponent (columns ${c}-${c + 3}) must be a number or 0000, found "${opp}"`, ln, c);
    if (!'wb- '.includes(colour)) fail(`round ${r}: colour (column ${c + 5}) must be w, b or -, found "${colour}"`, ln, c + 5);
    const oppNo = Number(opp);
    if (oppNo === 0) {
      if (code !== ' ' && !UNPAIRED_CODES.has(code)) fail(`round ${r}: result "${code}" (column ${c + 7}) is not a result for a round without opponent (U F H Z + -)`, ln, c + 7);
      if (colour !== '-' && colour !== ' ') fail(`round ${r}: a round without opponent has colour "-", found "${colour}"`, ln, c + 5);
      entries.push({ colour: '', code: code === ' ' ? '' : code, column: c });
    } else {
      if (code !== ' ' && !SIDE_CODES.has(code)) fail(`round ${r}: result "${code}" (column ${c + 7}) must be one of 1 0 = + - W D L`, ln, c + 7);
      if (colour === ' ') fail(`round ${r}: colour (column ${c + 5}) is missing`, ln, c + 5);
      entries.push({ opponent: oppNo, colour: colour as Colour | '-', code: code === ' ' ? '' : code, column: c });
    }
  }
  while (entries.length && entries[entries.length - 1] === undefined) entries.pop();
  return { player, entries, line: ln };
}

/** Order each round's boards: higher score of the pair first, then the higher sum, then the better pairing number. */
export function sortBoards(t: Tournament): void {
  const score = new Map<number, number>();
  for (const p of t.players) score.set(p.no, 0);
  for (const r of t.rounds) {
    const key = (g: Game) => {
      const a = score.get(g.white) ?? 0, b = score.get(g.black) ?? 0;
      return [Math.max(a, b), a + b, -Math.min(g.white, g.black)];
    };
    r.games.sort((x, y) => {
      const kx = key(x), ky = key(y);
      for (let i = 0; i < 3; i++) if (kx[i] !== ky[i]) return ky[i] - kx[i];
      return 0;
    });
    for (const g of r.games) {
      score.set(g.white, (score.get(g.white) ?? 0) + (sidePoints(g.whiteResult) ?? 0));
      score.set(g.black, (score.get(g.black) ?? 0) + (sidePoints(g.blackResult) ?? 0));
    }
    for (const u of r.unpaired) score.set(u.player, (score.get(u.player) ?? 0) + unpairedPoints(u.code));
  }
}
