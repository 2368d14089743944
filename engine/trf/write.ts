/** FIDE TRF-16 writer: the model back to the file, column for column. */
import type { Player, Tournament, TournamentInfo } from '../model/types';
import { playerRounds, scoreAfter } from '../model/history';
import { COL, padLeft, padRight, roundColumn } from './columns';
import { playersAndRated } from './writers';
import { STANDARD_POINTS } from '../model/results';

const HEADER_TAGS: Array<[string, Exclude<keyof TournamentInfo, 'deputyArbiters' | 'roundDates'>]> = [
  ['012', 'name'], ['022', 'city'], ['032', 'federation'], ['042', 'startDate'], ['052', 'endDate'],
  ['062', 'playerCount'], ['072', 'ratedCount'], ['082', 'teamCount'], ['092', 'type'], ['102', 'chiefArbiter'],
  ['122', 'timeControl'],
];

export function writeTrf(t: Tournament): string {
  const blocks = new Map<string, string[]>();
  const info = { ...t.info, ...statedCounts(t) };
  for (const [tag, key] of HEADER_TAGS) if (info[key] !== undefined) blocks.set(tag, [`${tag} ${info[key]}`]);
  if (t.info.deputyArbiters?.length) blocks.set('112', t.info.deputyArbiters.map((d) => `112 ${d}`));
  if (t.info.roundDates !== undefined) blocks.set('132', [`132 ${t.info.roundDates}`]);
  blocks.set('001', playerLines(t));
  const ukd = t.players.filter((p) => p.ukd !== undefined).map((p) => `UKD ${padLeft(String(p.no), 4)} ${padLeft(String(p.ukd), 4)}`);
  if (ukd.length) blocks.set('UKD', ukd);
  if (t.totalRounds !== undefined) for (const tag of t.trfTags?.rounds ?? ['XXR']) blocks.set(tag, [`${tag} ${t.totalRounds}`]);
  if (t.firstColour) {
    for (const tag of t.trfTags?.colour ?? ['XXC']) {
      blocks.set(tag, [tag === '152' ? `152 ${t.firstColour === 'w' ? 'W' : 'B'}` : `XXC ${t.pairByRank ? 'rank ' : ''}${t.firstColour === 'w' ? 'white1' : 'black1'}`]);
    }
  } else if (t.pairByRank) blocks.set('XXC', ['XXC rank']); // JaVaFo's XXC rank without a colour

  const other = [...(t.otherLines ?? [])];
  // point values the model has but no line says (a JSON event): written as bbpPairings' lines, so the file counts alike
  if (t.pointValues && !other.some((l) => /^(BB[WDLZFU]|162|XXS) /.test(l))) other.push(...pointValueLines(t.pointValues));
  const groups = (t.forbiddenGroups ?? []).map((g) => g.trfLine ?? forbiddenLine(g));
  if (groups.length) blocks.set('forbidden', groups);

  const out: string[] = [];
  const used = new Set<string>();
  const order = t.trfOrder?.length ? t.trfOrder : ['012', '022', '032', '042', '052', '062', '072', '082', '092', '102', '112', '122', '132', '142', '152', '001', 'UKD', 'XXR', 'XXC', 'other'];
  const counts = new Map<string, number>();
  for (const tag of order) {
    if (tag === '') { out.push(''); continue; }
    if (tag === 'other') { const l = other.shift(); if (l !== undefined) out.push(l); continue; }
    const lines = blocks.get(tag);
    if (!lines) continue;
    if (tag === '112' || tag === 'UKD' || tag === 'forbidden') {
      // one line at a time, where each stood
      const k = counts.get(tag) ?? 0;
      if (k < lines.length) out.push(lines[k]);
      counts.set(tag, k + 1);
      if (k + 1 >= lines.length) used.add(tag);
      continue;
    }
    if (used.has(tag)) continue;
    out.push(...lines);
    used.add(tag);
  }
  // Anything the recorded order did not place (added since reading) goes where the standard order puts it.
  for (const [tag, lines] of blocks) {
    if (used.has(tag)) continue;
    const k = counts.get(tag) ?? 0;
    out.push(...lines.slice(k));
  }
  out.push(...other);
  return out.join('\n') + '\n';
}

function playerLines(t: Tournament): string[] {
  const prs = playerRounds(t);
  // a bye announced on a 240 line that is still there stays on it, not in the 001 line
  const onByeLines = new Set<string>();
  for (const l of t.otherLines ?? []) {
    const m = /^240 [A-Z] +(\d+)((?: +\d+)*)\s*$/.exec(l);
    if (m) for (const no of m[2].trim().split(/ +/)) onByeLines.add(`${Number(m[1])}:${Number(no)}`);
  }
  const announced = new Set(
    t.rounds.flatMap((r) => r.unpaired.filter((u) => u.announced && onByeLines.has(`${r.number}:${u.player}`)).map((u) => `${r.number}:${u.player}`)),
  );
  return t.players.map((p) => {
    const rounds = prs.get(p.no) ?? [];
    // the total of what the line writes: a bye for the round to pair written in the line (`0000 - H`) is counted, as
    // bbpPairings' checker reads every column as a round played (its pairer accepts either total, and so does
    // `hakem check`, engine/check/record.ts; the standings leave the bye out until its round is played)
    let line = playerHead(p, scoreAfter(rounds.filter((pr) => !announced.has(`${pr.round}:${p.no}`))));
    rounds.forEach((pr, i) => {
      if (announced.has(`${pr.round}:${p.no}`)) return;
      const c = roundColumn(i + 1);
      line = padRight(line, c - 1);
      if (pr.opponent !== undefined) {
        line += `${padLeft(String(pr.opponent), 4)} ${pr.colour ?? '-'} ${pr.code || ' '}`;
      } else if (pr.code !== '') {
        line += `0000 - ${pr.code}`;
      }
    });
    return line.trimEnd();
  });
}

/** A forbidden group as TRF writes it: XXP for every round, 260 for a range of rounds. */
/**
 * 062, 072 and 082 as the event now stands: the reader checks them against the lines (a player added or removed
 * since the file was read would otherwise make Hakem's own file unreadable). Kept as written while they still agree.
 */
function statedCounts(t: Tournament): Partial<TournamentInfo> {
  const out: Partial<TournamentInfo> = {};
  const numeric = (v?: string) => v !== undefined && /^\s*\d+\s*$/.test(v);
  if (numeric(t.info.playerCount) && Number(t.info.playerCount) !== t.players.length) out.playerCount = String(t.players.length);
  // Swiss-Manager's "062 15 (12)" (trf/writers.ts swiss-manager-062): kept in its shape, the players counted again
  const both = t.info.playerCount !== undefined ? playersAndRated(t.info.playerCount) : undefined;
  if (both && both.players !== t.players.length) out.playerCount = `${t.players.length} (${t.players.filter((p) => (p.rating ?? 0) > 0).length})`;
  if (numeric(t.info.ratedCount)) {
    const byRating = t.players.filter((p) => (p.rating ?? 0) > 0).length;
    const byId = t.players.filter((p) => p.fideId !== undefined && Number(p.fideId) > 0).length;
    // kept when it counts every player, as some programs write it (trf/writers.ts 072-every-player)
    if (![byRating, byId, t.players.length].includes(Number(t.info.ratedCount))) out.ratedCount = String(byRating);
  }
  const teams = (t.otherLines ?? []).filter((l) => l.startsWith('310 ')).length;
  if (numeric(t.info.teamCount) && teams && Number(t.info.teamCount) !== teams) out.teamCount = String(teams);
  return out;
}

/** bbpPairings' point-value lines (BBW … BBU) for the values that are not the usual ones. */
function pointValueLines(v: NonNullable<Tournament['pointValues']>): string[] {
  const tags: Array<[keyof typeof v, string]> = [['win', 'BBW'], ['draw', 'BBD'], ['loss', 'BBL'], ['zeroBye', 'BBZ'], ['forfeitLoss', 'BBF'], ['pab', 'BBU']];
  // BBW sets the PAB too unless BBU is given: BBU is written whenever BBW is
  return tags.filter(([k]) => v[k] !== STANDARD_POINTS[k] || (k === 'pab' && v.win !== STANDARD_POINTS.win)).map(([k, tag]) => `${tag} ${padLeft(v[k].toFixed(1), 4)}`);
}

/**
 * The event with 062 (players) and 072 (rated players) filled in where it gives none, for a rating report
 * (engine/check/ratingReport.ts), by the writers of events Hakem made itself (`generate`). A file read is written back
 * with its own records only, so that it round-trips.
 */
export function withKnownCounts(t: Tournament): Tournament {
  if (t.players.length === 0) return t;
  const info = { ...t.info };
  if (info.playerCount === undefined) info.playerCount = String(t.players.length);
  if (info.ratedCount === undefined) info.ratedCount = String(t.players.filter((p) => (p.rating ?? 0) > 0).length);
  return { ...t, info };
}

function forbiddenLine(g: NonNullable<Tournament['forbiddenGroups']>[number]): string {
  if (g.fromRound === undefined && g.toRound === undefined) return `XXP ${g.players.join(' ')}`;
  return `260 ${padLeft(String(g.fromRound ?? 1), 3)} ${padLeft(String(g.toRound ?? 999), 3)} ${g.players.map((p) => padLeft(String(p), 4)).join(' ')}`;
}

function put(line: string, [from, to]: readonly [number, number], value: string, right = false): string {
  const width = to - from + 1;
  const v = right ? padLeft(value, width) : padRight(value, width);
  return padRight(line, from - 1) + v;
}

function playerHead(p: Player, score: number): string {
  let l = '001';
  l = put(l, COL.startRank, String(p.no), true);
  l = put(l, COL.sex, p.sex ?? '');
  l = put(l, COL.title, p.title ? padLeft(p.title, 3) : '');
  l = put(l, COL.name, p.name);
  l = put(l, COL.rating, p.rating !== undefined ? String(p.rating) : '', true);
  l = put(l, COL.federation, p.federation ?? '');
  l = put(l, COL.fideId, p.fideId ?? '', true);
  l = put(l, COL.birth, p.birth ?? '');
  // keep the file's own spelling of the total while it still agrees with the results
  const printed = p.trfPoints !== undefined && Number(p.trfPoints) === score ? p.trfPoints : score.toFixed(1);
  l = put(l, COL.points, printed, true);
  l = put(l, COL.rank, p.trfRank !== undefined ? String(p.trfRank) : '', true);
  return l;
}
