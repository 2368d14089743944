/**
 * TRF-2026 team files (FIDE TRF26 annex, as the note c046-team-swiss.md section 9 gives its columns): records 192
 * (system), 162/362 (game and match point scales), 320 (PAB value and PAB teams), 330 (forfeited matches),
 * 352 (board colours), 310 (teams: TPN, name, players in board order) over the players' 001 lines.
 *
 * The generic reader (read.ts) keeps every team record verbatim, so a file round-trips byte for byte; this module
 * reads the team model from it (`readTeamEvent`) and writes a team event as a whole file (`writeTeamTrf`).
 * Errors name the record and, when the text is at hand, the line.
 */
import type { Colour, Game, Player, Round, SideResult, Tournament, Unpaired, UnpairedCode } from '../model/types';
import { isPlayedGame } from '../model/results';
import {
  DEFAULT_GAME_SCALE, DEFAULT_MATCH_SCALE, teamTotals, type MatchForfeit, type PointScale, type PreferenceType, type ScoreKind,
  type Team, type TeamEvent, type TeamMatch, type TeamRound, type TeamSettings, type TeamUnpaired,
} from '../model/team';
import type { Text } from '../pairing/types';
import { InputError } from './errors';
import { writeTrf } from './write';
import { trfLines } from './read';
import { roundColumn } from './columns';

/**
 * True when the file is a team event: a 310 team record, a `192 FIDE_TEAM…` system code, or TRF-16's 013 team records
 * (what Swiss-Manager writes for a team event, `092 Team Swiss System`) whose games are those of teams: no player meets
 * a team-mate and, in each round, a team's players meet the players of one other team only. 013 lines over games that
 * are not (clubs listed in an individual event) leave the event individual.
 */
export function isTeamTrf(t: Tournament): boolean {
  const other = t.otherLines ?? [];
  if (other.some((l) => l.startsWith('310 ') || /^192\s+FIDE_TEAM/.test(l))) return true;
  const l013 = other.filter((l) => l.startsWith('013 '));
  if (!l013.length) return false;
  const teamOf = new Map<number, number>();
  l013.forEach((l, i) => { for (const m of l.slice(36).matchAll(/\d+/g)) if (Number(m[0]) > 0 && !teamOf.has(Number(m[0]))) teamOf.set(Number(m[0]), i + 1); });
  for (const r of t.rounds) {
    const against = new Map<number, number>();
    for (const g of r.games) {
      const a = teamOf.get(g.white), b = teamOf.get(g.black);
      if (a === undefined || b === undefined) continue; // a player on no 013 roster: readTeamEvent names him
      if (a === b || (against.get(a) ?? b) !== b || (against.get(b) ?? a) !== a) return false;
      against.set(a, b); against.set(b, a);
    }
  }
  return true;
}

/** The line number of a record in the file's text, for error messages (undefined when the text is not known). */
export type LineOf = (line: string) => number | undefined;

/** A map from each line's text to its (first) line number. */
export function lineFinder(text: string): LineOf {
  const map = new Map<string, number>();
  text.replace(/^\uFEFF/, '').split(/\r\n|\r|\n/).forEach((l, i) => {
    const k = l.replace(/[ \t]+$/, '');
    if (!map.has(k)) map.set(k, i + 1);
  });
  return (l) => map.get(l);
}

/** The first column a message names ("(columns 55-60)", "(column 81)", "(12-14)"), else the record's content (5). */
function fieldColumn(msg: string): number {
  const m = /\((?:columns? )?(\d+)(?:-\d+)?\)/.exec(msg);
  return m ? Number(m[1]) : 5;
}

const num = (s: string) => (s.trim() === '' ? undefined : Number(s.trim()));

/** 192: `FIDE_TEAM` + `_TYPEA`/`_TYPEB` + `_MP`/`_GP` (+ a second `_GP`/`_MP`) + `_BAKU`; bare `FIDE_TEAM` is `_TYPEA_MP_GP`. */
export function parse192(code: string): Pick<TeamSettings, 'preferences' | 'primary' | 'secondary' | 'baku'> | undefined {
  if (code === 'FIDE_TEAM') return { preferences: 'A', primary: 'MP', secondary: 'GP', baku: false };
  const m = /^FIDE_TEAM(_TYPE[AB])?(_MP|_GP)?(_MP|_GP)?(_BAKU)?$/.exec(code);
  if (!m) return undefined;
  const preferences: PreferenceType = m[1] === '_TYPEA' ? 'A' : m[1] === '_TYPEB' ? 'B' : 'none';
  const primary = (m[2]?.slice(1) ?? 'MP') as ScoreKind;
  const secondary = m[3]?.slice(1) as ScoreKind | undefined;
  if (secondary === primary) return undefined;
  return { preferences, primary, secondary, baku: !!m[4] };
}

/**
 * 162 / 362: result codes with their points in a fixed 9-column stride ("162  W 1.0    D 0.5    L 0.0",
 * "362 TW 2.0   TD 1.0   TL 0.0"). TRF-2026 makes either record "mandatory only when the elements differ from the
 * default values": a code not written keeps its default (162: W 1.0, D 0.5, L 0.0, A 0.0 — absence, forfeit loss —,
 * P as W, X as D; 362: TW 2.0, TD 1.0, TL 0.0). 162's P (an individual's PAB) and X (an unknown result) are read and
 * left aside: a team's PAB is worth what 320 says, and a board without a result counts nothing until it has one.
 */
function scale(line: string, tag: '162' | '362', fail: (m: string, col?: number) => never): PointScale {
  const out: PointScale = tag === '362' ? { ...DEFAULT_MATCH_SCALE } : { ...DEFAULT_GAME_SCALE };
  // Z: what bbpPairings wrote for A before its PR #36 (2026), and still reads as A
  const codes = tag === '362' ? ['TW', 'TD', 'TL'] : ['W', 'D', 'L', 'A', 'P', 'X', 'Z'];
  const seen = new Set<string>();
  const re = tag === '362' ? /(T[A-Z])\s+(\S+)/g : /(?:^|\s)([A-Za-z])\s+(\S+)/g;
  const body = line.slice(4);
  let any = false;
  for (let m = re.exec(body); m; m = re.exec(body)) {
    const code = m[1].toUpperCase(), col = 5 + m.index + m[0].indexOf(m[1]);
    if (!codes.includes(code)) fail(`"${m[1]}" (column ${col}) is not a ${tag} result code (${codes.join(', ')})`, col);
    if (!/^-?\d+(\.\d+)?$/.test(m[2])) fail(`the points of ${code} (column ${col + m[0].indexOf(m[2]) - m[0].indexOf(m[1])}) must be a number like 1.0, found "${m[2]}"`, col);
    if (seen.has(code === 'Z' ? 'A' : code)) fail(`${code} (column ${col}) is given twice${code === 'Z' || code === 'A' ? ' (A and Z both give an absence)' : ''}`, col);
    seen.add(code === 'Z' ? 'A' : code);
    any = true;
    const v = Number(m[2]);
    if (code === 'W' || code === 'TW') out.W = v;
    else if (code === 'D' || code === 'TD') out.D = v;
    else if (code === 'L' || code === 'TL') out.L = v;
    else if (code === 'A' || code === 'Z') out.A = v;
  }
  if (!any) fail(`${tag} gives no result code and its points (e.g. ${tag === '362' ? '"362 TW 2.0   TD 1.0   TL 0.0"' : '"162  W 1.0    D 0.5    L 0.0"'}), found "${line}"`);
  return out;
}

/**
 * The team model of a TRF-2026 team file already read by `readTrf`. `lineOf` (from `lineFinder(text)`) lets errors
 * name the line. Refused: a player twice in the 310 rosters, a roster player with no 001 line, a team with fewer
 * players than boards, a 330 or 310 total that the board results do not give, a player of no team who played.
 */
export function readTeamEvent(t: Tournament, lineOf: LineOf = () => undefined, source?: string): TeamEvent {
  // the lines as readTrf read them (whatever the file's encoding), else the caller's finder
  const read = trfLines(t);
  const lineAt = (line: string) => read?.text.get(line) ?? lineOf(line);
  /** An error on a record's line; `col` the field's first column when the message names one. */
  const failAt = (msg: string, line?: string, col?: number): never => {
    const ln = line !== undefined ? lineAt(line) : undefined;
    throw new InputError(msg, ln, ln !== undefined ? col ?? fieldColumn(msg) : undefined, source);
  };
  /** An error found on a player's 001 line (in round `round`: at that round's columns). */
  const failPlayer = (msg: string, player: number, round?: number): never => {
    const ln = read?.players.get(player);
    throw new InputError(msg, ln, ln !== undefined ? (round !== undefined ? roundColumn(round) : 5) : undefined, source);
  };
  const other = t.otherLines ?? [];
  const first = (tag: string) => other.find((l) => l.startsWith(tag + ' '));
  // 192
  const l192 = first('192');
  const code = l192?.slice(4).trim();
  let sys: ReturnType<typeof parse192> = { preferences: 'A', primary: 'MP', secondary: 'GP', baku: false };
  if (code !== undefined) {
    sys = parse192(code);
    if (!sys) failAt(`record 192: "${code}" is not a Swiss Team system code (FIDE_TEAM, then _TYPEA or _TYPEB, _MP or _GP, optionally the other score, optionally _BAKU)`, l192);
  }
  const l162 = first('162'), l362 = first('362'), l352 = first('352'), l320 = first('320');
  const game = l162 ? scale(l162, '162', (m, col) => failAt(`record 162: ${m}`, l162, col)) : DEFAULT_GAME_SCALE;
  const match = l362 ? scale(l362, '362', (m, col) => failAt(`record 362: ${m}`, l362, col)) : DEFAULT_MATCH_SCALE;
  // 310 teams (TRF-2026), else TRF-16's 013 (to be phased out, TRF-2026 says, but what Swiss-Manager still writes)
  const teams: Team[] = [];
  const teamOf = new Map<number, number>();
  const playerLine = new Map<number, Player>();
  for (const p of t.players) playerLine.set(p.no, p);
  const notes: Text[] = [];
  const legacy = !other.some((x) => x.startsWith('310 ')) && other.some((x) => x.startsWith('013 '));
  if (legacy) {
    // 013: the name in columns 5-36, then the players' starting ranks (37-40, 42-45, …) in board order. It has no
    // team number: the teams are numbered in the order of their 013 lines, the registration order TRF-16 gives them.
    other.filter((x) => x.startsWith('013 ')).forEach((l, i) => {
      const tpn = i + 1;
      const players: number[] = [];
      for (const m of l.slice(36).matchAll(/\S+/g)) {
        const col = 37 + m.index!;
        if (!/^\d+$/.test(m[0])) failAt(`record 013 (team ${tpn}, ${l.slice(4, 36).trim()}): "${m[0]}" (column ${col}) is not a player's starting rank`, l, col);
        const p = Number(m[0]);
        if (p === 0) continue;
        if (!playerLine.has(p)) failAt(`record 013 (team ${tpn}, ${l.slice(4, 36).trim()}): player ${p} (column ${col}) has no 001 line`, l, col);
        if (teamOf.has(p)) failAt(`record 013 (team ${tpn}, ${l.slice(4, 36).trim()}): player ${p} (column ${col}) is already listed for team ${teamOf.get(p)}`, l, col);
        teamOf.set(p, tpn);
        players.push(p);
      }
      teams.push({ no: tpn, name: l.slice(4, 36).trim(), players });
    });
    notes.push({
      en: 'A TRF-16 team file (013 team records): the teams are numbered in the order of their 013 lines; a player of a team that has a match, written 0000 with no game, sat out (not a forfeited board).',
      tr: 'TRF-16 takım dosyası (013 takım kayıtları): takımlar 013 satırlarının sırasıyla numaralandı; maçı olan bir takımın 0000 yazılı, oyunu olmayan oyuncusu o tur oynamadı (hükmen kaybedilmiş masa sayılmadı).',
    });
  }
  for (const l of legacy ? [] : other.filter((x) => x.startsWith('310 '))) {
    const tpn = num(l.slice(4, 7));
    if (tpn === undefined || !Number.isInteger(tpn) || tpn < 1) failAt(`record 310: the team number (columns 5-7) must be a number, found "${l.slice(4, 7)}"`, l);
    const first = other.find((x) => x.startsWith('310 ') && num(x.slice(4, 7)) === tpn);
    if (teams.some((x) => x.no === tpn)) {
      // the second record: a line of its own, or the same text again (a duplicated line)
      const again = l === first ? read?.all.get(l)?.[1] : lineAt(l);
      throw new InputError(`record 310: team ${tpn} (columns 5-7) appears twice (first on line ${first !== undefined ? lineAt(first) : '?'})`, again, again !== undefined ? 5 : undefined, source);
    }
    const roster = l.slice(73);
    const players: number[] = [];
    for (const m of roster.matchAll(/\S+/g)) {
      if (!/^\d+$/.test(m[0])) failAt(`record 310, team ${tpn}: "${m[0]}" (column ${74 + m.index!}) is not a player number`, l);
      const p = Number(m[0]);
      if (p === 0) continue;
      if (!playerLine.has(p)) failAt(`record 310, team ${tpn}: player ${p} (column ${74 + m.index!}) has no 001 line`, l);
      if (teamOf.has(p)) failAt(teamOf.get(p) === tpn ? `record 310, team ${tpn}: player ${p} (column ${74 + m.index!}) is listed twice` : `record 310, team ${tpn}: player ${p} (column ${74 + m.index!}) is already listed for team ${teamOf.get(p)}`, l);
      teamOf.set(p, tpn!);
      players.push(p);
    }
    const team: Team = { no: tpn!, name: l.slice(8, 40).trimEnd(), players };
    const nick = l.slice(41, 46).trim(); if (nick) team.nickname = nick;
    const strength = l.slice(47, 53).trim(); if (strength) team.strength = strength;
    const mp = l.slice(54, 60).trim(); if (mp) team.printedMP = mp;
    const gp = l.slice(61, 67).trim(); if (gp) team.printedGP = gp;
    const rank = l.slice(68, 71).trim(); if (rank) team.printedRank = rank;
    for (const [v, what, cols] of [[mp, 'match points', '55-60'], [gp, 'game points', '62-67']] as const) {
      if (v && !/^\d+(\.\d+)?$/.test(v)) failAt(`record 310, team ${tpn}: ${what} (columns ${cols}) must be a number, found "${v}"`, l);
    }
    teams.push(team);
  }
  if (!teams.length) {
    if (l192) failAt(`no 310 team record, though record 192 says "${code}": a TRF-2026 team file lists its teams on 310 lines`, l192);
    failAt('no 310 team record: this is not a TRF-2026 team file', other.find((x) => /^\d{3} /.test(x)));
  }
  teams.sort((a, b) => a.no - b.no);
  const teamLine = (no: number) => (legacy ? other.filter((x) => x.startsWith('013 '))[no - 1] : other.find((x) => x.startsWith('310 ') && num(x.slice(4, 7)) === no));
  const rec = legacy ? '013' : '310';
  // 352: the board colours of the team with White on board 1; its length is the number of boards
  let boardColours = l352?.slice(4).trim() ?? '';
  if (l352 && !/^[WB]+$/.test(boardColours)) failAt(`record 352: the board colours must be W and B, one per board (e.g. WBWB), found "${boardColours}"`, l352);
  // 1.6.1: a team's colour is its first board's; the pattern is that of the team given White, so it starts with W
  if (l352 && boardColours[0] !== 'W') failAt(`record 352: "${boardColours}" starts with B; Hakem reads 352 as the board colours of the team with White on board 1 (C.04.6 1.6.1), which must start with W`, l352);
  // without 352 (TRF-2026 gives it no default; TRF-16 has no such record) the boards are counted from the games:
  // the most boards any match was played on (a board won by forfeit against an empty seat counts)
  const boards = l352 ? boardColours.length : boardsPlayed(t, teamOf, legacy);
  if (!boards) failAt(`no 352 record and no game in the file: the number of boards and their colours are unknown (TRF-2026 352, mandatory for pairing a team event: "352 WBWB" for four boards)`, other.find((x) => x.startsWith(rec + ' ')));
  for (const team of teams) if (team.players.length < boards) {
    failAt(`record ${rec}: team ${team.no} has ${team.players.length} player(s) for ${boards} boards (${l352 ? `352 ${boardColours}` : 'the most boards a match of the file was played on'})`, teamLine(team.no));
  }
  // Sharly Chess lists on 310 only the players of the first boards: a player on no roster whom one team's 300 line-ups
  // field is that team's (after its 310 players); one with no game and no entry in any round is in no team (a
  // registration the organiser gave no team), left out of the team event when 082 vouches for the 310 records. Each
  // said; a player two teams field stays on no roster and is refused below.
  const fielded: string[] = [];
  if (!legacy) {
    const seen = new Map<number, Set<number>>();
    for (const l of other.filter((x) => x.startsWith('300 '))) {
      const team = num(l.slice(8, 11));
      if (team === undefined || !teams.some((x) => x.no === team)) continue; // refused below with its column
      for (const m of l.slice(16).matchAll(/\d+/g)) {
        const p = Number(m[0]);
        if (p > 0 && playerLine.has(p) && !teamOf.has(p)) (seen.get(p) ?? seen.set(p, new Set()).get(p)!).add(team);
      }
    }
    for (const [p, ts] of [...seen].sort((a, b) => a[0] - b[0])) {
      if (ts.size !== 1) continue; // fielded by two teams: the 300 check below names it
      const team = teams.find((x) => x.no === [...ts][0])!;
      teamOf.set(p, team.no);
      team.players.push(p);
      fielded.push(`${p} (team ${team.no})`);
    }
  }
  if (fielded.length) notes.push({ en: `Player${fielded.length === 1 ? '' : 's'} ${fielded.join(', ')}: on no 310 roster, fielded in the team's 300 line-ups (as Sharly Chess writes a team's later players): read as that team's.`, tr: `${fielded.join(', ')} numaralı oyuncu(lar): hiçbir 310 kadrosunda yok, takımın 300 dizilişlerinde oynuyor (Sharly Chess takımın sonraki oyuncularını böyle yazar): o takımın oyuncusu sayıldı.` });
  const inSomeRound = new Set<number>(t.rounds.flatMap((r) => [...r.games.flatMap((g) => [g.white, g.black]), ...r.unpaired.filter((u) => u.code !== '').map((u) => u.player)]));
  // only when 082 vouches for every team record (a deleted 310 line would leave its players so too, before round 1)
  const allTeams = t.info.teamCount?.trim() !== undefined && Number(t.info.teamCount.trim()) === teams.length;
  const noTeam = allTeams ? t.players.filter((p) => !teamOf.has(p.no) && !inSomeRound.has(p.no)).map((p) => p.no) : [];
  if (!legacy && noTeam.length) notes.push({ en: `Player${noTeam.length === 1 ? '' : 's'} ${noTeam.join(', ')}: on no team's 310 roster, in no line-up, no game: left out of the team event.`, tr: `${noTeam.join(', ')} numaralı oyuncu(lar): hiçbir takımın 310 kadrosunda, dizilişinde yok, oyunu yok: takım yarışmasının dışında bırakıldı.` });
  // every other player belongs to a team: a player on no roster means a team record is missing or damaged
  for (const p of t.players) if (!teamOf.has(p.no) && (legacy || !noTeam.includes(p.no))) failPlayer(legacy ? `player ${p.no} is on no team's 013 roster (columns 37-40, 42-45 …): a team record missing or damaged?` : `player ${p.no} is on no team's 310 roster (columns 74-77, 79-82 …): a team record missing or damaged?`, p.no);
  // 320: PAB value (columns 5-8 MP, 10-13 GP), then the PAB team of each round (3-digit fields from column 15)
  const pab = { mp: match.D, gp: (boards * game.D) };
  const pabTeams = new Map<number, number>();
  if (l320) {
    const mp = num(l320.slice(4, 8)), gp = num(l320.slice(9, 13));
    if (mp === undefined || gp === undefined || Number.isNaN(mp) || Number.isNaN(gp)) failAt(`record 320: the PAB's match points (columns 5-8) and game points (10-13) must be numbers, found "${l320}"`, l320);
    pab.mp = mp!; pab.gp = gp!;
    for (let r = 1, c = 14; c < l320.length; r++, c += 4) {
      const f = l320.slice(c, c + 3).trim();
      if (f === '' || f === '0') continue;
      if (!/^\d+$/.test(f) || !teams.some((x) => x.no === Number(f))) failAt(`record 320: round ${r} (columns ${c + 1}-${c + 3}) names "${f}", which is not a team`, l320);
      pabTeams.set(r, Number(f));
    }
  }
  // 330: forfeited matches
  const forfeits: Array<{ kind: MatchForfeit; round: number; white: number; black: number; line: string }> = [];
  for (const l of other.filter((x) => x.startsWith('330 '))) {
    const kind = l.slice(4, 6);
    const norm: Record<string, MatchForfeit> = { '+-': '+-', '-+': '-+', '--': '--', '10': '+-', '01': '-+', '00': '--', WL: '+-', LW: '-+', LL: '--' };
    if (!norm[kind]) failAt(`record 330: the forfeit (columns 5-6) must be +-, -+ or --, found "${kind}"`, l);
    const round = num(l.slice(7, 10)), white = num(l.slice(11, 14)), black = num(l.slice(15, 18));
    for (const [v, w] of [[round, 'round (columns 8-10)'], [white, 'White team (12-14)'], [black, 'Black team (16-18)']] as const) {
      if (v === undefined || !Number.isInteger(v)) failAt(`record 330: the ${w} must be a number`, l);
    }
    if (!teams.some((x) => x.no === white) || !teams.some((x) => x.no === black)) failAt(`record 330: team ${teams.some((x) => x.no === white) ? black : white} has no 310 record`, l);
    forfeits.push({ kind: norm[kind], round: round!, white: white!, black: black!, line: l });
  }
  // 300: a team's line-up for one match when it differs from its 310 order or leaves a board empty (TRF-2026): round
  // (columns 5-7), the team (9-11), its opponent (13-15), then the player on each board (17-20, 22-25, …; 0000 empty)
  const lineups = new Map<string, { players: number[]; opponent: number; line: string }>();
  for (const l of other.filter((x) => x.startsWith('300 '))) {
    const round = num(l.slice(4, 7)), team = num(l.slice(8, 11)), opp = num(l.slice(12, 15));
    for (const [v, w] of [[round, 'round (columns 5-7)'], [team, 'team (9-11)'], [opp, 'opponent team (13-15)']] as const) {
      if (v === undefined || !Number.isInteger(v)) failAt(`record 300: the ${w} must be a number`, l);
    }
    for (const x of [team!, opp!]) if (!teams.some((y) => y.no === x)) failAt(`record 300: team ${x} has no ${rec} record`, l, x === team ? 9 : 13);
    if (lineups.has(`${round}-${team}`)) failAt(`record 300: a second line-up of team ${team} in round ${round}`, l);
    const players: number[] = [];
    for (const m of l.slice(16).matchAll(/\S+/g)) {
      const col = 17 + m.index!;
      if (!/^\d+$/.test(m[0])) failAt(`record 300: "${m[0]}" (column ${col}) is not a player's starting rank`, l, col);
      const p = Number(m[0]);
      if (p !== 0 && teamOf.get(p) !== team) failAt(`record 300: player ${p} (column ${col}) is not on team ${team}'s roster`, l, col);
      if (p !== 0 && players.includes(p)) failAt(`record 300: player ${p} (column ${col}) is listed twice`, l, col);
      players.push(p);
    }
    if (!players.length) failAt(`record 300: the line-up of team ${team} in round ${round} names no board (players from column 17)`, l, 17);
    lineups.set(`${round}-${team}`, { players, opponent: opp!, line: l });
  }

  // rounds
  const rounds: TeamRound[] = [];
  const roster = new Map(teams.map((x) => [x.no, x.players]));
  for (const r of t.rounds) {
    const tr: TeamRound = { number: r.number, matches: [], unpaired: [] };
    const byPair = new Map<string, Game[]>();
    const opponents = new Map<number, Set<number>>();
    for (const g of r.games) {
      const a = teamOf.get(g.white), b = teamOf.get(g.black);
      if (a === undefined || b === undefined) failPlayer(`round ${r.number}: player ${a === undefined ? g.white : g.black} plays but is on no team's ${rec} roster`, a === undefined ? g.white : g.black, r.number);
      if (a === b) failPlayer(`round ${r.number}: players ${g.white} and ${g.black} of team ${a} are paired against each other`, Math.min(g.white, g.black), r.number);
      const key = `${Math.min(a!, b!)}-${Math.max(a!, b!)}`;
      (byPair.get(key) ?? byPair.set(key, []).get(key)!).push(g);
      (opponents.get(a!) ?? opponents.set(a!, new Set()).get(a!)!).add(b!);
      (opponents.get(b!) ?? opponents.set(b!, new Set()).get(b!)!).add(a!);
    }
    for (const [team, opps] of opponents) if (opps.size > 1) failPlayer(`round ${r.number}: team ${team}'s players meet players of teams ${[...opps].join(' and ')}`, roster.get(team)![0], r.number);
    // the lone entries (no opponent) of each team's players
    const lone = new Map<number, Unpaired[]>();
    for (const u of r.unpaired) {
      if (u.announced) continue; // a 240 line: read below as team numbers
      const team = teamOf.get(u.player);
      if (team === undefined) continue;
      // TRF-16 (Swiss-Manager): "0000 - -" is a player left out of the round, whether or not his team played; a
      // board his team lost for want of him shows as the opponent's "0000 - +"
      // TRF-2026: a player his team's 300 line-up for the round leaves out was not fielded: his "0000 - -" is his
      // absence, not a board lost (FIDE's TRF-2025 draft sample, Grandmommy's Cup: player 245 in round 1)
      const up = lineups.get(`${r.number}-${team}`);
      const notFielded = u.code === '-' && up !== undefined && !up.players.includes(u.player);
      (lone.get(team) ?? lone.set(team, []).get(team)!).push((legacy && u.code === '-') || notFielded ? { ...u, code: '' } : u);
    }
    const roundForfeits = forfeits.filter((f) => f.round === r.number);
    const done = new Set<number>();
    const makeMatch = (a: number, b: number, games: Game[], ff?: (typeof forfeits)[number]): TeamMatch => {
      // the team with White on board 1 (1.6.1): its first player in board order (its 300 line-up, else its roster)
      // who has a game
      const pos = (p: number) => {
        const t1 = teamOf.get(p)!, up = lineups.get(`${r.number}-${t1}`);
        if (!up) return roster.get(t1)!.indexOf(p);
        if (!up.players.includes(p)) failPlayer(`round ${r.number}: player ${p} plays for team ${t1}, but its 300 line-up for the round (line ${lineAt(up.line) ?? '?'}) does not list him`, p, r.number);
        return up.players.indexOf(p);
      };
      const sorted = [...games].sort((x, y) => Math.min(pos(x.white), pos(x.black)) - Math.min(pos(y.white), pos(y.black)));
      let white: number, black: number;
      if (ff) { white = ff.white; black = ff.black; }
      else if (sorted.length) {
        const aFirst = [...sorted].sort((x, y) => pos(teamOf.get(x.white) === a ? x.white : x.black) - pos(teamOf.get(y.white) === a ? y.white : y.black))[0];
        [white, black] = teamOf.get(aFirst.white) === a ? [a, b] : [b, a];
      } else { white = a; black = b; }
      const boardsOut: TeamMatch['boards'] = [];
      const entries: Array<{ pos: number; g: Omit<TeamMatch['boards'][number], 'board'> }> = [];
      for (const g of games) {
        const mineWhite = teamOf.get(g.white)! === white; // a board is seen from the White team's player
        const g1: Omit<TeamMatch['boards'][number], 'board'> = mineWhite
          ? { player: g.white, opponent: g.black, result: g.whiteResult, opponentResult: g.blackResult, colour: 'w' }
          : { player: g.black, opponent: g.white, result: g.blackResult, opponentResult: g.whiteResult, colour: 'b' };
        if (g.noColours) delete g1.colour;
        entries.push({ pos: pos(g1.player), g: g1 });
      }
      for (const [team, isWhite] of [[white, true], [black, false]] as const) {
        for (const u of lone.get(team) ?? []) {
          if (u.code !== '+' && u.code !== '-') continue;
          // a board whose opponent is empty (0000): the present side wins it by forfeit
          const res: SideResult = u.code;
          const mirror: SideResult = u.code === '+' ? '-' : '+';
          entries.push({ pos: pos(u.player) + (isWhite ? 0 : 0.5), g: isWhite ? { player: u.player, opponent: 0, result: res, opponentResult: mirror } : { player: 0, opponent: u.player, result: mirror, opponentResult: res } });
        }
      }
      entries.sort((x, y) => x.pos - y.pos);
      entries.forEach((e, i) => boardsOut.push({ board: i + 1, ...e.g }));
      const played = games.some((g) => isPlayedGame(g));
      let forfeit: MatchForfeit | undefined = ff?.kind;
      if (!played && !forfeit && boardsOut.length && boardsOut.every((b) => b.result === '+' || b.result === '-')) {
        const wWins = boardsOut.every((b) => b.result === '+'), bWins = boardsOut.every((b) => b.opponentResult === '+');
        forfeit = wWins ? '+-' : bWins ? '-+' : boardsOut.every((b) => b.result === '-' && b.opponentResult === '-') ? '--' : undefined;
      }
      const m: TeamMatch = { white, black, boards: boardsOut, played };
      if (forfeit && !played) m.forfeit = forfeit;
      if (ff && played) failAt(`record 330: round ${r.number}, teams ${ff.white} and ${ff.black}: the match is recorded as forfeited but board(s) were played`, ff.line);
      return m;
    };
    for (const [key, games] of byPair) {
      const [a, b] = key.split('-').map(Number);
      const ff = roundForfeits.find((f) => (f.white === a && f.black === b) || (f.white === b && f.black === a));
      tr.matches.push(makeMatch(a, b, games, ff));
      done.add(a); done.add(b);
    }
    for (const ff of roundForfeits) {
      if (done.has(ff.white) || done.has(ff.black)) {
        if (!(done.has(ff.white) && done.has(ff.black))) failAt(`record 330: round ${r.number}: team ${done.has(ff.white) ? ff.white : ff.black} plays another team`, ff.line);
        continue;
      }
      tr.matches.push(makeMatch(ff.white, ff.black, [], ff));
      done.add(ff.white); done.add(ff.black);
    }
    // a 300 line-up is for a match of its round against the opponent it names
    for (const [key, up] of lineups) {
      const [round, team] = key.split('-').map(Number);
      if (round !== r.number) continue;
      const m = tr.matches.find((x) => x.white === team || x.black === team);
      if (!m) failAt(`record 300: team ${team} has no match in round ${round}`, up.line, 5);
      if ((m!.white === team ? m!.black : m!.white) !== up.opponent) failAt(`record 300: team ${team} meets team ${m!.white === team ? m!.black : m!.white} in round ${round}, not team ${up.opponent} (columns 13-15)`, up.line, 13);
    }
    // TRF-16 has no bye record: the one team of the round with no match, its players all 0000 and no result (as
    // Swiss-Manager writes the team sitting a round out), had the pairing-allocated bye
    const idle = legacy && r.games.length ? teams.filter((x) => !done.has(x.no) && (lone.get(x.no) ?? []).every((u) => u.code === '')) : [];
    if (idle.length > 1 && !pabTeams.has(r.number)) {
      failPlayer(`round ${r.number}: teams ${idle.map((x) => x.no).join(', ')} have no match and their players no result; a TRF-16 file has no record saying which of them had the pairing-allocated bye (write U in its players' round, or use TRF-2026's 320)`, idle[0].players[0], r.number);
    }
    for (const team of teams) {
      if (done.has(team.no)) continue;
      const codes = new Set((lone.get(team.no) ?? []).map((u) => u.code));
      if (idle.length === 1 && idle[0] === team) {
        // [C2]: no team gets the PAB twice; a team idle again is absent (withdrawn?), which TRF-16 cannot tell apart
        const before = rounds.find((x) => x.unpaired.some((u) => u.team === team.no && u.code === 'U'));
        if (before) failPlayer(`round ${r.number}: team ${team.no} (${team.name}) has no match and its players no result, as in round ${before.number}, where it was read as the pairing-allocated bye; a team has it once ([C2]): was it absent? A TRF-16 file cannot say (write Z or U in its players' round)`, team.players[0], r.number);
        codes.clear(); codes.add('U');
        notes.push({
          en: `Round ${r.number}: team ${team.no} (${team.name}), the only team without a match, had the pairing-allocated bye (TRF-16 has no bye record), worth ${l320 ? 'what 320 says' : 'a drawn match'}.`,
          tr: `${r.number}. tur: maçı olmayan tek takım ${team.no} (${team.name}) eşlendirmeden bay aldı (TRF-16'da bay kaydı yoktur); ${l320 ? '320 kaydındaki kadar' : 'berabere bir maç kadar'} puan sayıldı.`,
        });
      }
      const pabHere = pabTeams.get(r.number) === team.no;
      // a round written only by 240 lines (the round to pair): a team with nothing in it is to be paired
      if (!codes.size && !pabHere && r.games.length === 0) continue;
      if (codes.size > 1) failPlayer(`round ${r.number}: team ${team.no} has no match and its players' rounds disagree (${[...codes].map((c) => c || 'empty').join(', ')})`, team.players[0], r.number);
      let c = [...codes][0] ?? '';
      if (pabHere) {
        // its players unpaired: U, nothing, or "-" (not fielded: FIDE's TRF-2025 draft sample writes the PAB team's
        // players "0000 - -", the team's bye being 320's)
        if (c !== 'U' && c !== '' && c !== '-') failAt(`record 320: round ${r.number} gives the PAB to team ${team.no}, but its players' 001 lines have "${c}"`, l320);
        c = 'U';
      } else if (c === 'U' && l320) failAt(`round ${r.number}: team ${team.no}'s players have the PAB (U) but record 320 does not name the team for that round`, l320);
      if (c === '+') failPlayer(`round ${r.number}: team ${team.no} wins by forfeit (+) but no 330 record names the match`, team.players[0], r.number);
      tr.unpaired.push({ team: team.no, code: c as TeamUnpaired['code'] });
    }
    for (const [round, team] of pabTeams) if (round === r.number && !tr.unpaired.some((u) => u.team === team && u.code === 'U')) failAt(`record 320: round ${round} gives the PAB to team ${team}, who has a match that round`, l320);
    rounds.push(tr);
  }
  // 240 F/H/Z for the round to pair, by team number
  const last = rounds[rounds.length - 1];
  const toPair = last && last.matches.length === 0 ? last.number : rounds.length + 1;
  for (const l of other.filter((x) => x.startsWith('240 '))) {
    const m = /^240 ([FHZ]) +(\d+)((?: +\d+)*)\s*$/.exec(l);
    if (!m) failAt(`record 240 must be "240 T RRR TTTT …" (bye type F, H or Z, the round, the teams), found "${l}"`, l);
    if (Number(m![2]) !== toPair) continue;
    let round = rounds.find((x) => x.number === toPair);
    if (!round) rounds.push((round = { number: toPair, matches: [], unpaired: [] }));
    for (const s of m![3].trim().split(/ +/).filter(Boolean)) {
      const no = Number(s);
      if (!teams.some((x) => x.no === no)) failAt(`record 240: team ${no} has no 310 record`, l);
      round.unpaired = round.unpaired.filter((u) => u.team !== no);
      round.unpaired.push({ team: no, code: m![1] as 'F' | 'H' | 'Z', announced: true });
    }
  }
  for (const [round] of pabTeams) if (!rounds.some((r) => r.number === round)) failAt(`record 320: round ${round} has a PAB but no round ${round} is recorded`, l320);
  if (!l352) {
    // the colours the White team's players had, board by board, in the matches played on every board
    const seen = new Set<string>();
    for (const r of rounds) for (const m of r.matches) {
      if (m.boards.length === boards && m.boards.every((b) => b.colour)) seen.add(m.boards.map((b) => b.colour!.toUpperCase()).join(''));
    }
    const found = [...seen].filter((x) => x[0] === 'W');
    boardColours = found.length === 1 && seen.size === 1 ? found[0] : 'WB'.repeat(boards).slice(0, boards);
    notes.push(found.length === 1 && seen.size === 1
      ? { en: `No 352 record: ${boards} boards, coloured ${boardColours} for the team with White on board 1, as every full match of the file was played.`, tr: `352 kaydı yok: ${boards} masa; 1. masada beyaz olan takımın renkleri, dosyadaki bütün tam maçlardaki gibi ${boardColours}.` }
      : { en: `No 352 record: ${boards} boards (the most a match of the file was played on); the games do not show one colour pattern${seen.size ? ` (${[...seen].join(', ')})` : ''}, so ${boardColours} is assumed for the boards of a round to pair.`, tr: `352 kaydı yok: ${boards} masa (dosyada bir maçın oynandığı en çok masa); oyunlar tek bir renk düzeni göstermiyor${seen.size ? ` (${[...seen].join(', ')})` : ''}; eşlenecek turun masaları için ${boardColours} varsayıldı.` });
  }
  const settings: TeamSettings = { ...sys!, game, match, pab, boardColours };
  if (code !== undefined) settings.systemCode = code;
  const e: TeamEvent = { settings, teams, rounds, totalRounds: t.totalRounds, initialColour: t.firstColour };
  if (notes.length) e.notes = notes;
  // 260 in a team file names teams (by their 310 numbers); XXP, JaVaFo's line, names players, which a team system cannot use
  for (const g of t.forbiddenGroups ?? []) {
    if (!g.trfLine?.startsWith('260')) failAt(`"${g.trfLine ?? `XXP ${g.players.join(' ')}`}": XXP names players who must not meet; in a team event write the teams that must not meet on a 260 line (260 RRR RRR TTTT TTTT …, the teams' 310 numbers)`, g.trfLine);
    for (const no of g.players) if (!teams.some((x) => x.no === no)) failAt(`record 260: team ${no} has no 310 record (a team file's 260 names teams by their 310 numbers)`, g.trfLine);
    (e.forbidden ??= []).push({ teams: g.players, fromRound: g.fromRound, toRound: g.toRound, trfLine: g.trfLine });
  }
  // 330 against the boards: a forfeit's winner must have the better board results
  // 310 totals against the rounds (when every result is known)
  const pending = rounds.some((r) => r.matches.some((m) => m.boards.some((b) => b.result === '' || b.opponentResult === '')));
  if (!pending) {
    const totals = teamTotals(e);
    for (const team of teams) {
      const tot = totals.get(team.no)!;
      const l = other.find((x) => x.startsWith('310 ') && num(x.slice(4, 7)) === team.no);
      if (team.printedMP !== undefined && Math.abs(Number(team.printedMP) - tot.mp) > 1e-9) failAt(`record 310, team ${team.no}: match points ${team.printedMP} (columns 55-60), but its match results give ${tot.mp}`, l);
      if (team.printedGP !== undefined && Math.abs(Number(team.printedGP) - tot.gp) > 1e-9) failAt(`record 310, team ${team.no}: game points ${team.printedGP} (columns 62-67), but its board results give ${tot.gp}`, l);
    }
  }
  for (const f of forfeits) {
    const r = rounds.find((x) => x.number === f.round);
    const m = r?.matches.find((x) => x.white === f.white && x.black === f.black);
    if (!m) { failAt(`record 330: round ${f.round}: no match ${f.white}-${f.black} in the 001 lines (or the colours are the other way round)`, f.line); continue; }
    const w = m.boards.filter((b) => b.result === '+').length, b = m.boards.filter((b) => b.opponentResult === '+').length;
    if ((f.kind === '+-' && !(w > b)) || (f.kind === '-+' && !(b > w)) || (f.kind === '--' && (w || b))) {
      failAt(`record 330: round ${f.round}, ${f.white}-${f.black} "${f.kind}": the board results (${w} forfeit win(s) for ${f.white}, ${b} for ${f.black}) do not give that match result`, f.line);
    }
  }
  return e;
}

/**
 * The most boards a match was played on: per round and pair of teams, the games between their players plus the boards
 * one side won by forfeit against an empty seat (`0000 +`; in a TRF-2026 file a `0000 -` too: a board lost for want
 * of a player). `teamOf` maps player to team.
 */
function boardsPlayed(t: Tournament, teamOf: Map<number, number>, legacy: boolean): number {
  let most = 0;
  for (const r of t.rounds) {
    const perTeam = new Map<number, number>();
    const add = (team: number | undefined) => { if (team !== undefined) perTeam.set(team, (perTeam.get(team) ?? 0) + 1); };
    for (const g of r.games) { add(teamOf.get(g.white)); add(teamOf.get(g.black)); }
    const lone = new Map<number, number>();
    for (const u of r.unpaired) if (!u.announced && (u.code === '+' || (u.code === '-' && !legacy))) {
      const team = teamOf.get(u.player);
      if (team !== undefined) lone.set(team, (lone.get(team) ?? 0) + 1);
    }
    // a match: each side's games plus the forfeited boards of both sides
    const opp = new Map<number, number>();
    for (const g of r.games) { const a = teamOf.get(g.white), b = teamOf.get(g.black); if (a !== undefined && b !== undefined) { opp.set(a, b); opp.set(b, a); } }
    for (const [a, n] of perTeam) most = Math.max(most, n + (lone.get(a) ?? 0) + (lone.get(opp.get(a)!) ?? 0));
  }
  return most;
}

/** Records the team model writes itself; any other line of a file read (`other`) is kept after them. */
export const TEAM_RECORDS = ['192', '352', '162', '362', '320', '330', '310', '240'];

/** The tournament (001 lines and team records) of a team event, for `writeTrf`. `players` are the 001 players. */
export function teamEventToTournament(e: TeamEvent, players: Player[], info: Tournament['info'] = {}, other: string[] = []): Tournament {
  const rounds: Round[] = e.rounds.map((r) => {
    const games: Game[] = [];
    const unpaired: Unpaired[] = [];
    for (const m of r.matches) for (const b of m.boards) {
      if (b.player && b.opponent) {
        const g: Game = b.colour === 'b'
          ? { white: b.opponent, black: b.player, whiteResult: b.opponentResult, blackResult: b.result }
          : { white: b.player, black: b.opponent, whiteResult: b.result, blackResult: b.opponentResult };
        if (!b.colour) g.noColours = true;
        games.push(g);
      } else if (b.player) unpaired.push({ player: b.player, code: b.result as UnpairedCode });
      else if (b.opponent) unpaired.push({ player: b.opponent, code: b.opponentResult as UnpairedCode });
    }
    for (const u of r.unpaired) {
      if (u.announced) continue;
      for (const p of e.teams.find((x) => x.no === u.team)!.players) unpaired.push({ player: p, code: u.code });
    }
    return { number: r.number, games, unpaired };
  });
  // a TRF-16 file's 013 lines give way to the 310 records written from the model (013 lines beside 310 ones, which
  // the reader leaves aside as Gacrux does, are kept as they were)
  const from013 = !other.some((l) => l.startsWith('310 '));
  const lines = [...teamRecordLines(e), ...other.filter((l) => !TEAM_RECORDS.includes(l.slice(0, 3)) && !(from013 && l.startsWith('013 ')))];
  const head = ['012', '022', '032', '042', '052', '062', '072', '082', '092', '102', '112', '122', '132'].filter((tag) => tag);
  const t: Tournament = {
    info, players, rounds, otherLines: lines,
    ...(e.forbidden?.length ? { forbiddenGroups: e.forbidden.map((g) => ({ players: g.teams, fromRound: g.fromRound, toRound: g.toRound, trfLine: g.trfLine })) } : {}),
    totalRounds: e.totalRounds, firstColour: e.initialColour,
    trfTags: { rounds: ['142'], colour: ['152'] },
    trfOrder: [...head, '142', '152', ...lines.map(() => 'other'), '001'],
  };
  return t;
}

const f1 = (x: number) => x.toFixed(1);
const pad = (s: string, n: number) => s.padStart(n);

/** Records 192, 352, 162, 362, 320, 330, 310 and 240 (requested byes) of a team event, in that order. */
export function teamRecordLines(e: TeamEvent): string[] {
  const s = e.settings;
  const out: string[] = [];
  out.push(`192 ${s.systemCode ?? systemCode(s)}`);
  out.push(`352 ${s.boardColours}`);
  out.push(`162  W ${f1(s.game.W)}    D ${f1(s.game.D)}    L ${f1(s.game.L)}${s.game.A !== undefined ? `    A ${f1(s.game.A)}` : ''}`);
  out.push(`362 TW ${f1(s.match.W)}   TD ${f1(s.match.D)}   TL ${f1(s.match.L)}`);
  const pabs = e.rounds.map((r) => r.unpaired.find((u) => u.code === 'U')?.team);
  if (pabs.some((x) => x !== undefined)) {
    let l = `320 ${pad(f1(s.pab.mp), 4)} ${pad(f1(s.pab.gp), 4)}`;
    for (const p of pabs) l += ` ${pad(p === undefined ? '' : String(p), 3)}`;
    out.push(l.trimEnd());
  }
  for (const r of e.rounds) for (const m of [...r.matches].sort((x, y) => x.white - y.white)) if (m.forfeit) out.push(`330 ${m.forfeit} ${pad(String(r.number), 3)} ${pad(String(m.white), 3)} ${pad(String(m.black), 3)}`);
  const totals = teamTotals(e);
  const primary = (no: number) => (s.primary === 'MP' ? totals.get(no)!.mp : totals.get(no)!.gp);
  const second = (no: number) => (s.primary === 'MP' ? totals.get(no)!.gp : totals.get(no)!.mp);
  const order = [...e.teams].sort((a, b) => primary(b.no) - primary(a.no) || second(b.no) - second(a.no) || a.no - b.no).map((x) => x.no);
  for (const t of e.teams) {
    const tot = totals.get(t.no)!;
    const mp = t.printedMP !== undefined && Number(t.printedMP) === tot.mp ? t.printedMP : f1(tot.mp);
    const gp = t.printedGP !== undefined && Number(t.printedGP) === tot.gp ? t.printedGP : f1(tot.gp);
    // the file's own rank while its totals still stand, else the rank by the totals
    const same = (t.printedMP === undefined || Number(t.printedMP) === tot.mp) && (t.printedGP === undefined || Number(t.printedGP) === tot.gp);
    const rank = t.printedRank !== undefined && same ? t.printedRank : String(order.indexOf(t.no) + 1);
    let l = `310 ${pad(String(t.no), 3)} ${t.name.slice(0, 32).padEnd(32)} ${(t.nickname ?? '').padEnd(5)} ${pad(t.strength ?? '', 6)} ${pad(mp, 6)} ${pad(gp, 6)} ${pad(rank, 3)}  `;
    l += t.players.map((p) => pad(String(p), 4)).join(' ');
    out.push(l.trimEnd());
  }
  const toPair = e.rounds[e.rounds.length - 1];
  if (toPair) for (const code of ['F', 'H', 'Z'] as const) {
    const ts = toPair.unpaired.filter((u) => u.announced && u.code === code).map((u) => u.team);
    if (ts.length) out.push(`240 ${code} ${pad(String(toPair.number), 3)} ${ts.map((x) => pad(String(x), 4)).join(' ')}`);
  }
  return out;
}

/** The 192 code of the settings. */
export function systemCode(s: Pick<TeamSettings, 'preferences' | 'primary' | 'secondary' | 'baku'>): string {
  return `FIDE_TEAM${s.preferences === 'none' ? '' : `_TYPE${s.preferences}`}_${s.primary}${s.secondary ? `_${s.secondary}` : ''}${s.baku ? '_BAKU' : ''}`;
}

/** A team event as a TRF-2026 file. */
export function writeTeamTrf(e: TeamEvent, players: Player[], info: Tournament['info'] = {}, other: string[] = []): string {
  return writeTrf(teamEventToTournament(e, players, info, other));
}

export type { Colour };
