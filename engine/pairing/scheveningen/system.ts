/**
 * The `scheveningen` pairing system: teams from the option `teams` ("1,2,3,4/5,6,7,8", board order within a
 * team) or from the players' `club`; two teams play a Scheveningen match, more teams a round robin of
 * matches, and with `method=skalitzka` three teams play Skalitzka's two rounds.
 */
import type { Tournament } from '../../model/types';
import { nextRoundNumber } from '../../model/build';
import type { Explanation, PairingOptions, PairingOutcome, PairingSystem, Text, TraceStep } from '../types';
import { multiTeamScheveningen, skalitzkaRounds, type Pair, type ScheveningenColours } from './table';
import { notAppliedByTable } from '../constraints';

export interface Team {
  name: string;
  /** Pairing numbers in board order. */
  members: number[];
}

function fail(en: string, tr: string): { error: Text } {
  return { error: { en, tr } };
}

/** The teams of the event, from the `teams` option or from the players' clubs. */
export function resolveTeams(t: Tournament, teamsOption: unknown): { teams: Team[] } | { error: Text } {
  const known = new Set(t.players.map((p) => p.no));
  let teams: Team[];
  if (teamsOption !== undefined) {
    let lists: number[][];
    if (Array.isArray(teamsOption)) {
      lists = teamsOption.map((x) => (Array.isArray(x) ? x.map(Number) : [Number(x)]));
    } else if (typeof teamsOption === 'string') {
      lists = teamsOption.split(/[/;|]/).map((s) => s.split(',').map((x) => (x.trim() === '' ? NaN : Number(x.trim()))));
    } else {
      return fail('option teams: expected lists of pairing numbers such as 1,2,3,4/5,6,7,8', 'teams seçeneği: 1,2,3,4/5,6,7,8 gibi numara listeleri bekleniyor');
    }
    teams = lists.map((members, i) => ({ name: String.fromCharCode(65 + i), members }));
    for (const team of teams) {
      for (const no of team.members) {
        if (!Number.isInteger(no) || !known.has(no)) return fail(`option teams: "${no}" is not a player's pairing number`, `teams seçeneği: "${no}" bir oyuncu numarası değil`);
      }
    }
  } else {
    const byClub = new Map<string, number[]>();
    for (const p of [...t.players].sort((a, b) => a.no - b.no)) {
      const club = p.club?.trim();
      if (!club) return fail(`player ${p.no} has no club: give the teams with --option teams=1,2,3,4/5,6,7,8`, `${p.no} numaralı oyuncunun kulübü yok: takımları --option teams=1,2,3,4/5,6,7,8 ile verin`);
      byClub.set(club, [...(byClub.get(club) ?? []), p.no]);
    }
    const rating = (no: number) => t.players.find((p) => p.no === no)?.rating;
    const average = (m: number[]) => (m.every((no) => rating(no) !== undefined) ? m.reduce((s, no) => s + (rating(no) ?? 0), 0) / m.length : undefined);
    teams = [...byClub.entries()].map(([name, members]) => ({ name, members }));
    // Team A is the one with the higher rating average (documents: "A takımının daha yüksek kuvvet puanı ortalaması").
    if (teams.every((tm) => average(tm.members) !== undefined)) {
      teams = teams.map((tm, i) => ({ tm, i })).sort((a, b) => average(b.tm.members)! - average(a.tm.members)! || a.i - b.i).map((x) => x.tm);
    }
  }
  const seen = new Set<number>();
  for (const team of teams) {
    for (const no of team.members) {
      if (seen.has(no)) return fail(`player ${no} is in two teams`, `${no} numaralı oyuncu iki takımda`);
      seen.add(no);
    }
  }
  for (const no of known) if (!seen.has(no)) return fail(`player ${no} is in no team`, `${no} numaralı oyuncu hiçbir takımda değil`);
  if (teams.length < 2) return fail('Scheveningen needs at least two teams', 'Scheveningen için en az iki takım gerekir');
  const n = teams[0].members.length;
  const uneven = teams.find((tm) => tm.members.length !== n);
  if (uneven) return fail(`teams must be of equal size: ${teams[0].name} has ${n}, ${uneven.name} has ${uneven.members.length}`, `takımlar eşit sayıda oyuncudan oluşmalı: ${teams[0].name} ${n}, ${uneven.name} ${uneven.members.length}`);
  return { teams };
}

export const scheveningen: PairingSystem = {
  id: 'scheveningen',
  name: { en: 'Scheveningen (team against team)', tr: 'Scheveningen eşlendirme' },
  options: [{ key: 'teams', kind: 'text', example: '1,2,3,4/5,6,7,8' }, { key: 'colours', kind: 'enum', values: ['team', 'boards'] }, { key: 'method', kind: 'enum', values: ['scheveningen', 'skalitzka'] }, { key: 'double', kind: 'boolean' }],
  pairsAnyRound: true,
  pair(t: Tournament, options: PairingOptions = {}): PairingOutcome {
    const round = typeof options.round === 'number' ? options.round : nextRoundNumber(t);
    const explanation: Explanation = { system: 'scheveningen', round, sections: [] };
    const resolved = resolveTeams(t, options.teams);
    if ('error' in resolved) return { ok: false, reason: resolved.error, explanation };
    const { teams } = resolved;
    const method = options.method ?? 'scheveningen';
    const colours = (options.colours ?? 'team') as ScheveningenColours;
    if (colours !== 'team' && colours !== 'boards') {
      return { ok: false, reason: { en: `option colours must be team or boards, not "${String(colours)}"`, tr: `colours seçeneği team ya da boards olmalı, "${String(colours)}" değil` }, explanation };
    }
    const steps: TraceStep[] = [];
    const teamText = teams.map((tm) => `${tm.name}: ${tm.members.join(', ')}`).join('; ');
    let rounds: Pair<number>[][];
    if (method === 'skalitzka') {
      if (teams.length !== 3) return { ok: false, reason: { en: `Skalitzka is for three teams, not ${teams.length}`, tr: `Skalitzka üç takım içindir, ${teams.length} değil` }, explanation };
      if (teams[0].members.length % 2 !== 0) return { ok: false, reason: { en: 'Skalitzka needs an even number of players in each team', tr: 'Skalitzka için her takımda çift sayıda oyuncu gerekir' }, explanation };
      rounds = skalitzkaRounds(teams[0].members, teams[1].members, teams[2].members);
      steps.push({ kind: 'note', rule: 'Skalitzka', text: { en: `Skalitzka, three teams in two rounds (${teamText})`, tr: `Skalitzka yöntemi, üç takım iki turda (${teamText})` } });
    } else if (method === 'scheveningen') {
      const schedule = multiTeamScheveningen(teams.map((tm) => tm.members), { colours, double: options.double === true });
      rounds = schedule.map((r) => r.boards);
      const info = schedule[round - 1];
      const matchText = info ? info.matches.map(([a, b]) => `${teams[a].name}–${teams[b].name}`).join(', ') : '';
      steps.push({
        kind: 'note',
        rule: 'Scheveningen',
        text: {
          en: `Scheveningen, ${teams.length} teams of ${teams[0].members.length} (${teamText}); colours: ${colours === 'team' ? 'the whole team changes colour every round' : 'equal whites and blacks for each team every round'}${info ? `; match${info.matches.length > 1 ? 'es' : ''} ${matchText}` : ''}${info && info.idleTeam !== null ? `; ${teams[info.idleTeam].name} has no match` : ''}`,
          tr: `Scheveningen, ${teams[0].members.length} oyunculu ${teams.length} takım (${teamText}); renkler: ${colours === 'team' ? 'takımlar her tur renk değiştirir' : 'her tur takımlar eşit sayıda siyah-beyaz oynar'}${info ? `; karşılaşma: ${matchText}` : ''}${info && info.idleTeam !== null ? `; ${teams[info.idleTeam].name} bu tur oynamaz` : ''}`,
        },
        data: { teams: teams.map((tm) => tm.members) },
      });
    } else {
      return { ok: false, reason: { en: `option method must be scheveningen or skalitzka, not "${String(method)}"`, tr: `method seçeneği scheveningen ya da skalitzka olmalı, "${String(method)}" değil` }, explanation };
    }
    if (!Number.isInteger(round) || round < 1 || round > rounds.length) {
      return { ok: false, reason: { en: `round ${round} is not in the schedule (rounds 1–${rounds.length})`, tr: `${round}. tur programda yok (1–${rounds.length}. turlar)` }, explanation };
    }
    const boards = rounds[round - 1];
    boards.forEach(([w, b], i) => steps.push({ kind: 'pair', text: { en: `board ${i + 1}: ${w} (white) – ${b} (black)`, tr: `${i + 1}. masa: ${w} (beyaz) – ${b} (siyah)` }, data: { board: i + 1, white: w, black: b } }));
    const playing = new Set(boards.flat());
    const idle = t.players.map((p) => p.no).filter((no) => !playing.has(no));
    if (idle.length) steps.push({ kind: 'note', text: { en: `not playing this round: ${idle.join(', ')}`, tr: `bu tur oynamayanlar: ${idle.join(', ')}` }, data: { idle } });
    const table = notAppliedByTable(t, 'scheveningen');
    if (table) steps.unshift(table);
    explanation.sections.push({ title: { en: `Round ${round}`, tr: `${round}. tur` }, steps });
    // Players of a team without a match are simply not paired (no bye point: the team has no match).
    return { ok: true, pairing: { round, boards: boards.map(([white, black]) => ({ white, black })), byes: [] }, explanation };
  },
};
