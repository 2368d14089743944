/**
 * Random rounds and their perturbations, for the marking tests and bench: seeded events played with a system
 * (engine/random), each round's state before its pairing, and pairings found by changing the system's one a little
 * (two boards swap opponents, a board's colours swapped, the bye given to someone else; and the first and last
 * boards changing places, a right pairing in another board order).
 */
import { playTournament, seededRandom } from '../../engine/random/index';
import type { Tournament } from '../../engine/model/types';
import type { Pairing, PairingSystem } from '../../engine/pairing/types';
import type { Proposal } from '../../engine/marking/types';
import { generateDoubleSwiss } from '../../engine/pairing/double-swiss/generate';
import { doubleSwiss } from '../../engine/pairing/double-swiss/index';
import { generateTeamSwiss } from '../../engine/pairing/team-swiss/generate';
import { teamSwiss } from '../../engine/pairing/team-swiss/index';
import { teamEventToTournament } from '../../engine/trf/team';
import { pairingSystem } from '../../engine/pairing/registry';
import { markPairing } from '../../engine/marking/index';
import { playerRounds, scores } from '../../engine/model/history';
import { limRound } from '../../engine/pairing/lim/index';
import { medianScore } from '../../engine/pairing/lim/median';
import { roundCards } from '../../engine/pairing/burstein/index';
import { readTeamEvent } from '../../engine/trf/team';
import { teamTotals } from '../../engine/model/team';

/** The rounds to mark for a system: random events played with it (double-swiss and team-swiss by their generators). */
export function roundsFor(system: PairingSystem, count: number, seed0 = 1): RoundCase[] {
  if (system.id === 'double-swiss') return doubleSwissRounds(count, seed0);
  if (system.id === 'team-swiss') return teamSwissRounds(count, seed0);
  return randomRounds(system, count, seed0);
}

export interface RoundCase { seed: number; t: Tournament; round: number; correct: Pairing }

/** Rounds of seeded random events (state before each round, the system's pairing), until `count` are collected. */
export function randomRounds(system: PairingSystem, count: number, seed0 = 1, players = (seed: number) => 7 + (seed % 24), roundsOf = (seed: number) => 4 + (seed % 5)): RoundCase[] {
  const out: RoundCase[] = [];
  for (let seed = seed0; out.length < count; seed++) {
    const res = playTournament(system, seed, { players: players(seed), rounds: roundsOf(seed) });
    for (const r of res.rounds) {
      if (!r.outcome.ok || out.length >= count) continue;
      const played = res.tournament.rounds.find((x) => x.number === r.round)!;
      const t: Tournament = {
        ...res.tournament,
        players: res.tournament.players.map((p) => (p.withdrawnFrom !== undefined && p.withdrawnFrom > r.round ? { ...p, withdrawnFrom: undefined } : p)),
        rounds: [...res.tournament.rounds.filter((x) => x.number < r.round), { number: r.round, games: [], unpaired: played.unpaired.filter((u) => u.code !== 'U') }],
      };
      out.push({ seed, t, round: r.round, correct: r.outcome.pairing });
    }
  }
  return out;
}

export type PerturbKind = 'swap-opponents' | 'swap-colours' | 'other-bye' | 'swap-boards';

/** A few perturbations of the system's pairing, chosen by the seed. */
export function perturbations(c: Pairing, seed: number): Array<{ kind: PerturbKind; proposal: Proposal }> {
  const rand = seededRandom(seed * 7919 + c.round);
  const pick = (n: number) => Math.floor(rand() * n);
  const base = (): Proposal => ({ boards: c.boards.map((b) => ({ ...b })), byes: [...c.byes] });
  const out: Array<{ kind: PerturbKind; proposal: Proposal }> = [];
  const n = c.boards.length;
  if (n >= 2) {
    const i = pick(n);
    let j = pick(n - 1);
    if (j >= i) j++;
    const p = base();
    const bi = p.boards[i], bj = p.boards[j];
    [bi.black, bj.black] = [bj.black, bi.black];
    out.push({ kind: 'swap-opponents', proposal: p });
  }
  if (n >= 1) {
    const p = base();
    const b = p.boards[pick(n)];
    [b.white, b.black] = [b.black, b.white];
    out.push({ kind: 'swap-colours', proposal: p });
  }
  if (c.byes.length === 1 && n >= 1) {
    const p = base();
    const b = p.boards[pick(n)];
    const bye = p.byes[0];
    if (rand() < 0.5) { p.byes = [b.white]; b.white = bye; } else { p.byes = [b.black]; b.black = bye; }
    out.push({ kind: 'other-bye', proposal: p });
  }
  if (n >= 2) {
    // the first and the last board change places: a right pairing in another board order
    const p = base();
    [p.boards[0], p.boards[n - 1]] = [p.boards[n - 1], p.boards[0]];
    out.push({ kind: 'swap-boards', proposal: p });
  }
  return out;
}

/** Double-Swiss rounds: the state before each match-round of seeded generated events (two TRF rounds a match). */
export function doubleSwissRounds(count: number, seed0 = 1): RoundCase[] {
  const out: RoundCase[] = [];
  for (let seed = seed0; out.length < count; seed++) {
    const g = generateDoubleSwiss(seed, { players: 7 + (seed % 24), matches: 3 + (seed % 3) });
    const full = g.tournament;
    const matches = Math.ceil(full.rounds.length / 2);
    for (let k = 1; k <= matches && out.length < count; k++) {
      const before = full.rounds.filter((r) => r.number <= 2 * (k - 1));
      const asked = (full.rounds.find((r) => r.number === 2 * k - 1)?.unpaired ?? []).filter((u) => u.code !== 'U');
      const t: Tournament = { ...full, rounds: asked.length ? [...before, { number: 2 * k - 1, games: [], unpaired: asked }, { number: 2 * k, games: [], unpaired: asked.map((u) => ({ ...u })) }] : before };
      const o = doubleSwiss.pair(t, {});
      if (o.ok) out.push({ seed, t, round: o.pairing.round, correct: o.pairing });
    }
  }
  return out;
}

/** Swiss Team rounds: the state before each round of seeded generated events, as the TRF-2026 file holds it. */
export function teamSwissRounds(count: number, seed0 = 1): RoundCase[] {
  const out: RoundCase[] = [];
  for (let seed = seed0; out.length < count; seed++) {
    const g = generateTeamSwiss(seed, { teams: 6 + (seed % 14), rounds: 4 + (seed % 4) });
    const e = g.event;
    for (const r of e.rounds) {
      if (out.length >= count || !r.matches.length) continue;
      const cut = { ...e, rounds: [...e.rounds.filter((x) => x.number < r.number), ...(r.unpaired.some((u) => u.code !== 'U') ? [{ number: r.number, matches: [], unpaired: r.unpaired.filter((u) => u.code !== 'U') }] : [])] };
      const t = teamEventToTournament(cut, g.players);
      const o = teamSwiss.pair(t, {});
      if (o.ok) out.push({ seed, t, round: o.pairing.round, correct: o.pairing });
    }
  }
  return out;
}

/** Rounds of seeded events with late entries, half-point byes, absences, withdrawals, forfeits and draws. */
export function roughRounds(id: string, events: number, seed0: number, players = (k: number) => 9 + (k % 24)): RoundCase[] {
  const out: RoundCase[] = [];
  const system = pairingSystem(id)!;
  for (let k = 1; k <= events; k++) {
    const seed = seed0 + k;
    const res = playTournament(system, seed, { players: players(k), rounds: 6 + (k % 4), lateEntries: 1 + (k % 3), halfPointByeRate: 0.06, absentRate: 0.04, withdrawalRate: 0.02, forfeitRate: 0.06, doubleForfeitRate: 0.01, drawRate: 0.35 });
    for (const r of res.rounds) {
      if (!r.outcome.ok) continue;
      const asked = res.tournament.rounds.find((x) => x.number === r.round)!.unpaired.filter((u) => u.code !== 'U');
      const t: Tournament = {
        ...res.tournament,
        players: res.tournament.players.map((p) => (p.withdrawnFrom !== undefined && p.withdrawnFrom > r.round ? { ...p, withdrawnFrom: undefined } : p)),
        rounds: [...res.tournament.rounds.filter((x) => x.number < r.round), { number: r.round, games: [], unpaired: asked }],
      };
      out.push({ seed, t, round: r.round, correct: r.outcome.pairing });
    }
  }
  return out;
}

/**
 * Every pairing one exchange away from the system's (two boards swap opponents, either way; the bye given to any
 * other player), marked: never better than the system's pairing on the criteria (a disagreement), never right,
 * never without a verdict; the system's pairing itself right.
 */
export function everyExchange(id: string, cases: RoundCase[]): { marks: number; disagreements: string[]; unexplained: string[] } {
  let marks = 0;
  const disagreements: string[] = [];
  const unexplained: string[] = [];
  for (const c of cases) {
    const self = markPairing(c.t, { boards: c.correct.boards, byes: c.correct.byes }, id, { round: c.round });
    if (!self.right) unexplained.push(`seed ${c.seed} round ${c.round}: the system's pairing marked wrong: ${self.verdict?.text.en}`);
    const B = c.correct.boards;
    const copy = (): Proposal => ({ boards: B.map((b) => ({ ...b })), byes: [...c.correct.byes] });
    const proposals: Proposal[] = [];
    for (let i = 0; i < B.length; i++) for (let j = i + 1; j < B.length; j++) {
      const a = copy();
      [a.boards[i].black, a.boards[j].black] = [a.boards[j].black, a.boards[i].black];
      const b = copy();
      [b.boards[i].black, b.boards[j].white] = [b.boards[j].white, b.boards[i].black];
      proposals.push(a, b);
    }
    for (const bye of c.correct.byes) B.forEach((_, i) => (['white', 'black'] as const).forEach((side) => {
      const a = copy();
      a.byes = [B[i][side]];
      a.boards[i][side] = bye;
      proposals.push(a);
    }));
    for (const p of proposals) {
      const m = markPairing(c.t, p, id, { round: c.round });
      marks++;
      for (const n of m.notes) if (/the marker finds your pairing better/.test(n.text.en)) disagreements.push(`seed ${c.seed} round ${c.round}: ${n.text.en}`);
      if (m.right || !m.verdict) unexplained.push(`seed ${c.seed} round ${c.round}: ${JSON.stringify(p)}`);
    }
  }
  return { marks, disagreements, unexplained };
}

/**
 * The first bracket (score group, in points) an answer pairs differently from the system's pairing, worked out from
 * the two pairings and the scores, not by the marker: the procedures pair the brackets one after another, each pair
 * made in one bracket — the lower player's where players float down (Dutch, Burstein), the higher player's where they
 * float up (Dubov-2026, Double-Swiss, Swiss Team), and for Lim in the order of 3.2 (down to the median group, up to it
 * from the bottom, the median group last), with the bye in the group of the player who takes it (2.1: the procedure
 * gives it in the lowest group that may hold it, before that group is paired; a player above the median takes it only
 * in the median group, having floated down into it); the books' Burstein by its group scores
 * (3.3's imaginary point), not merged (a verdict in a group merged by 6.6 names the scores it joins). The books' Dubov
 * floats players both ways (6.4 down, paired in the group below by 8; 7.1/7.2 up, paired in the group above): where
 * the system's pairing made each of its pairs is read off its explanation (the group whose section lists the pair),
 * and an answer's pair between two groups is taken the way the system took its higher player (floated down: the
 * lower group; else the higher). Swiss Team by the teams' primary scores (match points by default, C.04.6 1.2).
 * Undefined where the pairs are the same (a bye moved only, outside Lim).
 */
export function firstDifferingBracket(id: string, t: Tournament, round: number, correct: { boards: Array<{ white: number; black: number }>; byes?: number[] }, answer: Proposal): number | undefined {
  // the books' Burstein groups by the score with its imaginary point (3.3): the group score
  // a Double-Swiss round is a match of two TRF rounds (the pairing's round is the match's number), its PAB worth 1½
  // (C.04.5 1.4), not the 2 of two U rounds
  const score = id === 'burstein' ? new Map(roundCards(t, round).cards.map((c) => [c.no, c.groupScore]))
    : id === 'team-swiss' ? teamScores(t, round)
      : scores(t, id === 'double-swiss' ? 2 * (round - 1) : round - 1);
  if (id === 'double-swiss') for (const [no, rs] of playerRounds(t)) score.set(no, (score.get(no) ?? 0) - 0.25 * rs.filter((r) => r.round <= 2 * (round - 1) && !r.played && r.code === 'U').length);
  const sc = (no: number) => score.get(no) ?? 0;
  const key = (a: number, b: number) => (a < b ? `${a}-${b}` : `${b}-${a}`);
  const up = id === 'dubov-2026' || id === 'double-swiss' || id === 'team-swiss';
  let order: number[];
  let limMedian: number | undefined;
  let bracketOf: (a: number, b: number) => number;
  if (id === 'lim') {
    const groups = limRound(t, { round }).groups;
    const median = groups.find((g) => g.kind === 'median')?.score ?? medianScore(round);
    limMedian = median;
    order = groups.map((g) => g.score);
    bracketOf = (a, b) => {
      const [lo, hi] = [Math.min(sc(a), sc(b)), Math.max(sc(a), sc(b))];
      return lo >= median ? lo : hi <= median ? hi : median;
    };
  } else if (id === 'dubov') {
    const madeIn = dubovPairGroups(t, round);
    const partner = new Map<number, number>();
    for (const b of correct.boards) { partner.set(b.white, b.black); partner.set(b.black, b.white); }
    // the system floated this player down (6.4): his pair was made in a group below his own score
    const floatedDown = (no: number) => {
      const q = partner.get(no);
      const g = q === undefined ? undefined : madeIn.get(key(no, q));
      return g !== undefined && g < sc(no);
    };
    order = [...new Set([...score.values()])].sort((x, y) => y - x);
    bracketOf = (a, b) => {
      const made = madeIn.get(key(a, b));
      if (made !== undefined) return made;
      const hi = sc(a) >= sc(b) ? a : b;
      return floatedDown(hi) ? Math.min(sc(a), sc(b)) : Math.max(sc(a), sc(b));
    };
  } else {
    order = [...new Set([...score.values()])].sort((x, y) => y - x);
    bracketOf = (a, b) => (up ? Math.max(sc(a), sc(b)) : Math.min(sc(a), sc(b)));
  }
  const inBracket = (x: { boards: Array<{ white: number; black: number }>; byes?: number[] }, s: number) => [
    ...x.boards.filter((b) => bracketOf(b.white, b.black) === s).map((b) => key(b.white, b.black)),
    // Lim 2.1: the bye is the group's own decision, taken when that group is paired
    // (a player above the median reaches it only by floating down into the median group: the bye is that group's)
    ...(id === 'lim' ? (x.byes ?? []).filter((no) => Math.min(bracketOf(no, no), limMedian!) === s).map((no) => `bye ${no}`) : []),
  ].sort().join();
  return order.find((s) => inBracket(correct, s) !== inBracket(answer, s));
}

/** Swiss Team: each team's primary score before the round (C.04.6 1.2: match points unless the event says game points). */
function teamScores(t: Tournament, round: number): Map<number, number> {
  const e = readTeamEvent(t);
  const totals = teamTotals(e, round - 1);
  return new Map([...totals].map(([no, x]) => [no, e.settings.primary === 'GP' ? x.gp : x.mp]));
}

/** The books' Dubov: the group (score) each pair of the system's pairing is made in, as its explanation lists them. */
function dubovPairGroups(t: Tournament, round: number): Map<string, number> {
  const out = new Map<string, number>();
  const o = pairingSystem('dubov')!.pair(t, { round });
  if (!o.ok) return out;
  for (const s of o.explanation.sections) {
    if (!s.group) continue;
    for (const st of s.steps) {
      if (st.kind !== 'pairs' && st.kind !== 'floater-pairs') continue;
      for (const x of (st.data?.pairs as Array<{ white: number; black: number }> | undefined) ?? []) out.set(x.white < x.black ? `${x.white}-${x.black}` : `${x.black}-${x.white}`, s.group.score);
    }
  }
  return out;
}

export type VerdictPlace = 'same' | 'absolute' | 'roundWide' | 'unstated' | 'elsewhere' | 'noBracket';

/**
 * Where a verdict on the pairs sits against the first bracket the answer pairs differently (issue 36): in it (a
 * group the books' Burstein merges by 6.6: any score group it joins), on an absolute rule, on a round-wide rule (a
 * criterion without a bracket: the PAB's, Lim's 2.1 and 3.6; the PAB's own order where the two byes differ, chosen
 * before any bracket; Lim 3.6 carried to its end, every group merged into one), with no bracket stated, elsewhere;
 * or no bracket computed (the same pairs, a bye moved only).
 */
export function verdictPlace(first: number | undefined, v: { kind: string; rule: string; bracket?: number; merged?: number[] }, answerByes: number[], systemByes: number[]): VerdictPlace {
  if (v.kind === 'absolute' || v.kind === 'form') return 'absolute';
  if (first === undefined) return 'noBracket';
  if (v.bracket === first || v.merged?.includes(first)) return 'same';
  if (v.bracket === undefined && (v.kind === 'criterion' || (v.kind === 'procedural' && answerByes.join() !== systemByes.join()) || v.rule === 'Lim 3.6')) return 'roundWide';
  if (v.bracket === undefined) return 'unstated';
  return 'elsewhere';
}
