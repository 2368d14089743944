/**
 * Ranking a tournament: by score, then by a declared list of tie-breaks applied in order to the players still
 * tied (so that direct encounter sees the group tied at that point). Players tied on everything share a rank.
 */
import type { Tournament } from '../model/types';
import type { TiebreakOptions } from './types';
import { tiebreakContext } from './context';
import { parseTiebreakCode, tiebreakValue } from './codes';
import type { TiebreakContext } from './context';
import { directEncounterDetail } from './directEncounter';
import { roundsOf } from './context';

export interface Standing {
  no: number;
  name: string;
  score: number;
  /** 1-based; players tied on the score and every tie-break share the rank. */
  rank: number;
  /** Keyed by the codes asked for, as written by the caller after normalisation (e.g. `BH-C1`). */
  tiebreaks: Record<string, number>;
}

/** Tournament types of the documents' recommendation table ("Eşleştirme Sistemlerine Göre Eşitlik Bozma Yöntemleri"). */
export type TournamentKind =
  | 'individual-round-robin'
  | 'individual-swiss-close-ratings'
  | 'individual-swiss-far-ratings'
  | 'individual-swiss-unrated'
  | 'team-round-robin'
  | 'team-swiss';

/**
 * The documents' recommended tie-breaks per tournament type, as we read the (OCR'd, two-column) table:
 * individual round robin: direct encounter, Sonneborn-Berger, wins, Koya; Swiss with close and consistent
 * ratings: average rating of opponents, then reduced average; Swiss with distant ratings: Buchholz,
 * Sonneborn-Berger; Swiss with mostly unrated players: progressive, wins, Buchholz, Sonneborn-Berger.
 * Team events rank by match points first (see `team.ts`); their tie-breaks follow the documents' worked example
 * (Tablo 13–14: OKM, then team SB) for Swiss and the round-robin table (board points, direct match, SB).
 */
export const DEFAULT_TIEBREAKS: Record<TournamentKind, string[]> = {
  'individual-round-robin': ['DE', 'SB', 'WIN', 'KS'],
  'individual-swiss-close-ratings': ['ARO', 'ARO-C1'],
  'individual-swiss-far-ratings': ['BH', 'SB'],
  'individual-swiss-unrated': ['PS', 'WIN', 'BH', 'SB'],
  'team-round-robin': ['BP', 'DE', 'TSB-RR'],
  'team-swiss': ['OKM', 'TSB'],
};

export function rankPlayers(t: Tournament, codes: string[], options: TiebreakOptions = {}): Standing[] {
  const ctx = tiebreakContext(t, options);
  const parsed = codes.map(parseTiebreakCode);
  const rows = new Map<number, Standing>();
  for (const p of t.players) rows.set(p.no, { no: p.no, name: p.name, score: ctx.score.get(p.no) ?? 0, rank: 0, tiebreaks: {} });

  // Every code's value for every player (DE in the whole score group, refined below when applied to a smaller group).
  for (const p of parsed) for (const no of ctx.players) rows.get(no)!.tiebreaks[p.code] = tiebreakValue(ctx, no, p, options);

  let groups: number[][] = groupBy(ctx.players.slice().sort((a, b) => rows.get(b)!.score - rows.get(a)!.score || a - b), (no) => rows.get(no)!.score);
  for (const p of parsed) {
    const next: number[][] = [];
    for (const g of groups) {
      if (g.length === 1) { next.push(g); continue; }
      if (p.base === 'DE') {
        next.push(...directEncounterSplit(ctx, g, (no, v) => (rows.get(no)!.tiebreaks[p.code] = v)));
        continue;
      }
      const sorted = g.slice().sort((a, b) => rows.get(b)!.tiebreaks[p.code] - rows.get(a)!.tiebreaks[p.code] || a - b);
      next.push(...groupBy(sorted, (no) => rows.get(no)!.tiebreaks[p.code]));
    }
    groups = next;
  }
  const out: Standing[] = [];
  let place = 1;
  for (const g of groups) {
    for (const no of g) { const r = rows.get(no)!; r.rank = place; out.push(r); }
    place += g.length;
  }
  return out;
}

/**
 * Direct encounter inside a tied group. When all of them have met (documents; C.07 6), the points scored among
 * them decide. When some have not met: under the 2009 rules the method does not apply; under the 2024 rules
 * (C.07 6, as FIDE's TieBreakServer applies it) a player is placed ahead of the rest only if his points among them
 * exceed what any of the rest could reach by winning all their missing encounters; the others stay tied.
 */
function directEncounterSplit(ctx: TiebreakContext, g: number[], record: (no: number, value: number) => void): number[][] {
  const members = new Set(g);
  const info = g.map((no) => {
    const d = directEncounterDetail(ctx, no, g);
    const met = new Set(roundsOf(ctx, no).filter((r) => r.asGame && r.opponent !== undefined && members.has(r.opponent)).map((r) => r.opponent));
    return { no, value: d.value, max: d.value + (g.length - 1 - met.size), allMet: d.allMet };
  });
  const allMet = info.every((x) => x.allMet);
  if (allMet) {
    for (const x of info) record(x.no, x.value);
    const sorted = info.sort((a, b) => b.value - a.value || a.no - b.no).map((x) => x.no);
    const byNo = new Map(info.map((x) => [x.no, x.value]));
    return groupBy(sorted, (no) => byNo.get(no)!);
  }
  if (ctx.rules === '2009') {
    for (const x of info) record(x.no, 0);
    return [g.slice().sort((a, b) => a - b)];
  }
  for (const x of info) record(x.no, x.value);
  const sorted = info.sort((a, b) => b.value - a.value || b.max - a.max || a.no - b.no);
  const out: number[][] = [];
  let i = 0;
  while (i < sorted.length - 1 && sorted[i].value > Math.max(...sorted.slice(i + 1).map((x) => x.max))) out.push([sorted[i++].no]);
  out.push(sorted.slice(i).map((x) => x.no).sort((a, b) => a - b));
  return out;
}

function groupBy(sorted: number[], key: (no: number) => number): number[][] {
  const out: number[][] = [];
  for (const no of sorted) {
    const last = out[out.length - 1];
    if (last && Math.abs(key(last[0]) - key(no)) < 1e-9) last.push(no);
    else out.push([no]);
  }
  return out;
}
