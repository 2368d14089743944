/**
 * The pairing procedure C.1-C.14, bracket by bracket from the top score group down.
 *
 * Each bracket walks its candidate pairings in the book's order — transpositions of S2 (D.1), then
 * exchanges between S1 and S2 (D.2) — under the criteria B.1-B.6, and relaxes them in the book's
 * order when nothing fits: B.6/B.5 for upfloats (C.9), for downfloats (C.10), x + 1 (C.11), then p - 1
 * (C.14). C.12 and C.13 (going back to the bracket above when a lower one cannot be paired) are done
 * as a look-ahead: a bracket's pairing is only accepted if the players moved down can meet someone
 * in the next group (C.12) and all players still to be paired can be paired at all, checked with a
 * maximum matching (C.13). So a dead end is cut before it is entered, and the search stays bounded.
 */
import type { Text, TraceSection, TraceStep } from '../types';
import type { PlayerState } from './rank';
import { compareA2 } from './rank';
import { scoreGroups } from './scoreGroups';
import { bracketX, isHeterogeneous, splitS1S2, xForP } from './brackets';
import { walkTranspositions } from './transpositions';
import { exchangesD2 } from './exchanges';
import { absoluteCheck, breaksColour, downfloatCheck, levelSchedule, pairCheck, type CriteriaContext, type Level } from './criteria';
import { bipartiteMatching, maximumMatching, minCostAssignment, FORBIDDEN } from './matching';
import { REASONS, RELAX, T, prefText, scoreText, step } from './explain';

export type Pair = [PlayerState, PlayerState];

export interface ProcedureOptions {
  /** Search steps allowed per bracket and relaxation level before the next level is tried (keeps large brackets bounded). */
  nodeLimit?: number;
  /** Explanation steps kept per bracket for refused pairs, transpositions and exchanges. */
  traceLimit?: number;
}

export type ProcedureResult =
  | { ok: true; pairs: Pair[]; bye?: PlayerState; sections: TraceSection[] }
  | { ok: false; reason: Text; sections: TraceSection[] };

interface Found { pairs: Pair[]; leftovers: PlayerState[]; broken: number }

const LOOSEST: Level = { b6up: false, b5up: false, b6down: false, b5down: false, dx: 0, a7d: false, c12: false, lastRound: true, name: 'loosest' };

export function runProcedure(states: PlayerState[], ctx: CriteriaContext, opts: ProcedureOptions = {}): ProcedureResult {
  const nodeLimit = opts.nodeLimit ?? 20000;
  const traceLimit = opts.traceLimit ?? 80;
  const sections: TraceSection[] = [];
  const feasMemo = new Map<string, boolean>();

  // B.1/B.2 (loosest: rule 6 where it applies) between every two participants, computed once
  const index = new Map(states.map((s, i) => [s.no, i]));
  const N = states.length;
  const canMeet = new Uint8Array(N * N);
  for (let i = 0; i < N; i++) for (let j = i + 1; j < N; j++) if (absoluteCheck(states[i], states[j], ctx, LOOSEST) === null) canMeet[i * N + j] = canMeet[j * N + i] = 1;
  const meet = (a: PlayerState, b: PlayerState) => canMeet[index.get(a.no)! * N + index.get(b.no)!] === 1;
  // the last matching found, by pairing number (0 = the bye), to start the next check from
  let lastMate = new Map<number, number>();

  /** Can all these players be paired (one of them taking the bye when they are odd)? B.1/B.2 only. */
  const canAllBePaired = (players: PlayerState[]): boolean => {
    const key = players.map((s) => s.no).sort((a, b) => a - b).join(',');
    const hit = feasMemo.get(key);
    if (hit !== undefined) return hit;
    const n = players.length;
    const odd = n % 2 === 1;
    const m = odd ? n + 1 : n;
    const pos = new Map(players.map((s, i) => [s.no, i]));
    const start = players.map((s) => { const o = lastMate.get(s.no); return o === undefined ? -1 : o === 0 ? (odd ? n : -1) : pos.get(o) ?? -1; });
    if (odd) { const b = players.findIndex((s) => lastMate.get(s.no) === 0); start.push(b); }
    const { size, mate } = maximumMatching(m, (i, j) => {
      if (j === n) return players[i].byeAllowed;
      if (i === n) return players[j].byeAllowed;
      return meet(players[i], players[j]);
    }, start);
    const ok = size * 2 === m;
    if (ok) lastMate = new Map(players.map((s, i) => [s.no, mate[i] === n ? 0 : players[mate[i]].no]));
    feasMemo.set(key, ok);
    return ok;
  };

  if (states.length === 0) return { ok: false, reason: { en: 'no players to pair', tr: 'eşlendirilecek oyuncu yok' }, sections };
  if (!canAllBePaired(states)) return { ok: false, reason: noPairingReason(states, ctx), sections };

  const groups = scoreGroups(states);
  const pairs: Pair[] = [];
  let carried: PlayerState[] = [];
  for (let k = 0; k < groups.length; k++) {
    const below = groups.slice(k + 1).flat();
    const next = groups[k + 1] ?? [];
    const lowest = k === groups.length - 1;
    const section: TraceSection = { title: T.sectionTitle(groups[k][0].score, false), group: { score: groups[k][0].score, players: [...carried, ...groups[k]].map((s) => s.no) }, steps: [] };
    sections.push(section);
    const res = pairBracket(carried, groups[k], below, next, lowest, section);
    pairs.push(...res.pairs);
    carried = res.leftovers;
  }
  let bye: PlayerState | undefined;
  if (carried.length === 1) bye = carried[0];
  else if (carried.length > 1) {
    // cannot happen after the look-ahead; kept so a failure is reported, never hidden
    return { ok: false, reason: { en: `players ${carried.map((s) => s.no).join(', ')} were left unpaired`, tr: `${carried.map((s) => s.no).join(', ')} eşlendirilemedi` }, sections };
  }
  if (bye) sections[sections.length - 1].steps.push(step('bye', T.bye(bye.no), 'A.5', { player: bye.no }));
  return { ok: true, pairs, bye, sections };

  // ---------------------------------------------------------------------------------------------

  function pairBracket(moved: PlayerState[], residents: PlayerState[], below: PlayerState[], next: PlayerState[], lowest: boolean, section: TraceSection): { pairs: Pair[]; leftovers: PlayerState[] } {
    const log = section.steps;
    let logged = 0;
    let suppressed = 0;
    const trace = (s: TraceStep) => { if (logged < traceLimit) { log.push(s); logged++; } else suppressed++; };
    const all = [...moved, ...residents].sort(compareA2);
    log.push(step('bracket', T.players(all.map((s) => `${s.no}: ${scoreText(s.score)}, ${prefText(s.pref).en}`)), 'A.3', {
      players: all.map((s) => ({ no: s.no, score: s.score, colours: s.colours.join(''), preference: s.pref.colour ?? null, strength: s.pref.strength, counted: s.counted })),
    }));
    log[log.length - 1].text.tr = T.players(all.map((s) => `${s.no}: ${scoreText(s.score)}, ${prefText(s.pref).tr}`)).tr;
    if (moved.length) log.push(step('moved', T.moved(moved.map((s) => s.no)), 'A.3', { players: moved.map((s) => s.no) }));

    // C.1: a player with no possible opponent in the bracket moves on (in the lowest bracket he may still take the bye)
    const { forced, members, floaters, het, X } = bracketShape(moved, residents, lowest, ctx);
    for (const s of forced) {
      const repeated = s.lastFloat === 'down' ? 'B.5' : s.prevFloat === 'down' ? 'B.6' : null;
      log.push(step('float', moved.includes(s) ? T.c1floater(s.no) : T.c1(s.no), 'C.1', { player: s.no, direction: 'down', rule: 'C.1', repeated }));
    }
    if (forced.length > 1) log.push(step('note', { en: `${forced.map((s) => s.no).join(' and ')} all move down (C.1)`, tr: `${forced.map((s) => s.no).join(' ve ')} birlikte alt gruba kayar (C.1)` }, 'C.1', { players: forced.map((s) => s.no) }));
    section.title = T.sectionTitle(residents[0].score, het);
    log.push(step('x', T.x(X.x, X.w, X.b, X.q), 'A.8', { ...X }));

    // checks on a complete candidate: the players moved down (B.5/B.6, C.12) and the look-ahead (C.13)
    const leafCheck = (leftovers: PlayerState[], level: Level): string | null => {
      for (const s of leftovers) { const r = downfloatCheck(s, ctx, level); if (r) return r; }
      const out = [...leftovers, ...forced];
      if (lowest) {
        if (out.length > 1) return 'lowest';
        if (out.length === 1 && !out[0].byeAllowed) return 'bye';
        return null;
      }
      if (level.c12 && !c12Holds(out, next, ctx)) return 'C.12';
      if (!canAllBePaired([...out, ...below])) return 'C.13';
      return null;
    };

    let budget = 0;
    let limitNow = nodeLimit;
    // a relaxation that changes nothing for these players is not tried again (same search, same failure)
    const has = (f: (s: PlayerState) => boolean) => members.some(f);
    const firm = (s: PlayerState) => s.pref.strength === 'absolute' || s.pref.strength === 'strong';
    const relevant: Record<string, boolean> = {
      b6up: has((s) => s.prevFloat === 'up'), b5up: has((s) => s.lastFloat === 'up'),
      b6down: has((s) => s.prevFloat === 'down'), b5down: has((s) => s.lastFloat === 'down'),
      a7d: ctx.round % 2 === 1 && has(firm), c12: !lowest,
    };
    const schedule = (maxX: number) => levelSchedule(maxX, ctx.lastRoundRule).filter((lv) => relevant[lv.name] ?? true);

    /**
     * Walks S1 against S2 in D.1 order (pairs S1[i]-S2[chosen[i]]) under `level`, with at most x
     * colour preferences unmet (B.4). The look-ahead is exact: a minimum-cost assignment of the S1
     * players still open into the free S2 players (cost 1 per unmet preference, forbidden pairs
     * excluded) says whether the branch can still be completed, so no dead end is ever entered.
     * `complete` judges a finished candidate (and may pair a remainder); true stops the walk.
     */
    const walkS1S2 = (S1: PlayerState[], S2: PlayerState[], x: number, level: Level, complete: (pairs: Pair[], leftovers: PlayerState[], broken: number) => boolean, verbose: boolean, leftoverOk?: (s: PlayerState) => boolean): boolean => {
      const p = S1.length;
      const why: Array<Array<string | null>> = S1.map((a) => S2.map((b) => pairCheck(a, b, ctx, level)));
      const cost: number[][] = S1.map((a, i) => S2.map((b, j) => (why[i][j] ? FORBIDDEN : breaksColour(a, b) ? 1 : 0)));
      // the S2 players left over after p pairs move down (or take the bye): one extra row each, which only
      // players allowed to be left over may fill, so the look-ahead also covers B.5/B.6 for them and C.12/C.13
      const L = leftoverOk ? S2.length - p : 0;
      if (L > 0) { const row = S2.map((s) => (leftoverOk!(s) ? 0 : FORBIDDEN)); for (let k = 0; k < L; k++) cost.push(row); }
      const R = p + L;
      let plan = minCostAssignment(R, S2.length, (i, j) => cost[i][j]);
      if (plan.cost > x) {
        if (!verbose) return false;
        if (S2.length > 8) {
          trace(step('note', plan.cost >= FORBIDDEN
            ? { en: `No transposition of S2 (${S2.map((s) => s.no).join(', ')}) pairs all of S1 (B.1/B.2)`, tr: `S2'nin (${S2.map((s) => s.no).join(', ')}) hiçbir transpozisyonu S1'in tümünü eşlendiremiyor (B.1/B.2)` }
            : { en: `Every transposition of S2 leaves at least ${plan.cost} colour preferences unmet, more than x = ${x} (B.4)`, tr: `S2'nin her transpozisyonunda en az ${plan.cost} renk kırma gerekiyor, x = ${x} değerinden fazla (B.4)` }, 'D.1', { minimumBroken: plan.cost >= FORBIDDEN ? null : plan.cost, x }));
          return false;
        }
        // small groups: walk the transpositions anyway, so the explanation shows each try as the book does
        // (none can succeed: every pair is checked against B.1-B.6 and x as it is chosen)
        let done = false;
        let shown = 0; // this walk only shows the tries: it has its own small budget, not the search's
        walkTranspositions(p, S2.length, {
          pairCheck: (i, j, chosen) => why[i][j] ?? (cost[i][j] && chosen.reduce((n, c, k) => n + cost[k][c], 0) + 1 > x ? 'B.4' : null),
          feasible: () => true,
          complete: (chosen) => {
            const used = new Set(chosen);
            done = complete(chosen.map((j, i) => [S1[i], S2[j]] as Pair), S2.filter((_, j) => !used.has(j)), chosen.reduce((n, j, i) => n + cost[i][j], 0));
            return done;
          },
          onReject: (i, j, reason) => trace(step('reject', T.reject(S1[i].no, S2[j].no, REASONS[reason] ?? { en: reason, tr: reason }), reason, { pair: [S1[i].no, S2[j].no], reason })),
          onTranspose: (i, j, chosen) => {
            const used = new Set(chosen);
            trace(step('transposition', T.transposition(S1[i].no, S2[j].no, [...chosen.map((c) => S2[c].no), ...S2.filter((_, k) => !used.has(k)).map((s) => s.no)]), 'D.1', { pair: [S1[i].no, S2[j].no] }));
          },
          exhausted: () => ++shown > 2000,
        });
        return done;
      }
      let planCols = plan.colOfRow; // planCols[i] for the S1 players not yet paired
      const brokenSoFar = (chosen: number[]) => chosen.reduce((n, j, i) => n + cost[i][j], 0);
      const res = walkTranspositions(p, S2.length, {
        pairCheck: (i, j, chosen) => {
          const r = why[i][j];
          if (r) return r;
          if (cost[i][j] && brokenSoFar(chosen) + 1 > x) return 'B.4';
          return null;
        },
        feasible: (i, used, chosen) => {
          if (i >= p) return true;
          const spent = brokenSoFar(chosen);
          // the last plan still completes this branch when it agrees with the choices made
          let ok = planCols.length === R;
          let rest = 0;
          for (let k = 0; ok && k < i; k++) if (planCols[k] !== chosen[k]) ok = false;
          for (let k = i; ok && k < R; k++) { const j = planCols[k]; if (used[j] || cost[k][j] >= FORBIDDEN) ok = false; else rest += cost[k][j]; }
          if (ok && spent + rest <= x) return true;
          const rows = cost.map((_, k) => k).slice(i);
          const cols = S2.map((_, k) => k).filter((k) => !used[k]);
          plan = minCostAssignment(rows.length, cols.length, (r, c) => cost[rows[r]][cols[c]]);
          if (plan.cost >= FORBIDDEN || spent + plan.cost > x) return false;
          planCols = [...chosen, ...plan.colOfRow.map((c) => cols[c])];
          return true;
        },
        complete: (chosen) => {
          const pr = chosen.map((j, i) => [S1[i], S2[j]] as Pair);
          const used = new Set(chosen);
          const leftovers = S2.filter((_, j) => !used.has(j));
          return complete(pr, leftovers, brokenSoFar(chosen));
        },
        onReject: (i, j, reason) => { if (verbose) trace(step('reject', T.reject(S1[i].no, S2[j].no, REASONS[reason] ?? { en: reason, tr: reason }), reason, { pair: [S1[i].no, S2[j].no], reason })); },
        onTranspose: (i, j, chosen) => {
          if (!verbose) return;
          const used = new Set(chosen);
          const order = [...chosen.map((c) => S2[c].no), ...S2.filter((_, k) => !used.has(k)).map((s) => s.no)];
          trace(step('transposition', T.transposition(S1[i].no, S2[j].no, order), 'D.1', { pair: [S1[i].no, S2[j].no], s2: order }));
        },
        exhausted: () => ++budget > limitNow,
      });
      return res !== null;
    };

    /**
     * Homogeneous (or remainder) pairing of `players` with p pairs under `level`: the exchanges of D.2
     * in order (none first), for each the transpositions of D.1. `leaf` checks a complete candidate.
     */
    const homogeneous = (players: PlayerState[], p: number, x: number, level: Level, leaf: (pairs: Pair[], leftovers: PlayerState[], broken: number) => string | null, verbose: boolean): Found | null => {
      const n = players.length;
      // who may be left over: with one player left over the whole leaf check is about him alone
      const leftoverOk = n - 2 * p === 1 ? (s: PlayerState) => leaf([], [s], 0) === null : (s: PlayerState) => downfloatCheck(s, ctx, level) === null;
      if (p === 0) {
        const r = leaf([], players, 0);
        return r ? null : { pairs: [], leftovers: players, broken: 0 };
      }
      // is a pairing with p pairs possible at all under this level? (one matching instead of many dead ends)
      const { size } = maximumMatching(n, (i, j) => pairCheck(players[i], players[j], ctx, level) === null);
      if (size < p) return null;
      const { s1: S1start, s2: S2start } = splitS1S2(players, p);
      if (verbose) trace(step('s1s2', T.s1s2(S1start.map((s) => s.no), S2start.map((s) => s.no)), 'C.4', { s1: S1start.map((s) => s.no), s2: S2start.map((s) => s.no), p }));
      let found: Found | null = null;
      const complete = (pr: Pair[], leftovers: PlayerState[], broken: number): boolean => {
        const r = leaf(pr, leftovers, broken);
        if (r) {
          if (verbose) trace(step('reject', T.candidateRejected(pr.map(([a, b]) => [a.no, b.no]), REASONS[r] ?? { en: r, tr: r }), r, { pairs: pr.map(([a, b]) => [a.no, b.no]), reason: r }));
          return false;
        }
        found = { pairs: pr, leftovers, broken };
        return true;
      };
      if (walkS1S2(S1start, S2start, x, level, complete, verbose, leftoverOk)) return found;
      // colour counts of S1 and S2: an exchange that cannot bring the unmet preferences within x is skipped unseen
      const colourBound = (S1: PlayerState[], S2: PlayerState[]) => {
        let broken = 0;
        for (const c of ['w', 'b'] as const) broken += Math.max(0, S1.filter((s) => s.counted === c).length - S2.filter((s) => s.counted !== c).length);
        return broken;
      };
      for (const ex of exchangesD2(S1start.length, S2start.length)) {
        if (budget > limitNow) return null;
        const out = ex.out.map((i) => S1start[i]);
        const inn = ex.in.map((j) => S2start[j]);
        const S1 = [...S1start.filter((s) => !out.includes(s)), ...inn].sort(compareA2);
        const S2 = [...S2start.filter((s) => !inn.includes(s)), ...out].sort(compareA2);
        budget++;
        if (colourBound(S1, S2) > x) continue;
        if (verbose) trace(step('exchange', T.exchange(out.map((s) => s.no), inn.map((s) => s.no), S1.map((s) => s.no), S2.map((s) => s.no)), 'D.2', { out: out.map((s) => s.no), in: inn.map((s) => s.no), s1: S1.map((s) => s.no), s2: S2.map((s) => s.no), difference: ex.difference }));
        if (walkS1S2(S1, S2, x, level, complete, verbose, leftoverOk)) return found;
      }
      return null;
    };

    const accept = (f: Found, note?: string): { pairs: Pair[]; leftovers: PlayerState[] } => {
      if (suppressed) log.push(step('note', { en: `… ${suppressed} further tries not shown`, tr: `… gösterilmeyen ${suppressed} deneme daha` }));
      log.push(step('accept', T.accept(f.pairs.map(([a, b]) => [a.no, b.no]), f.broken), note, { pairs: f.pairs.map(([a, b]) => [a.no, b.no]), colourBreaks: f.broken }));
      for (const s of f.leftovers) {
        if (lowest) continue;
        const repeated = s.lastFloat === 'down' ? 'B.5' : s.prevFloat === 'down' ? 'B.6' : null;
        log.push(step('float', T.floatDown(s.no, repeated), 'A.4', { player: s.no, direction: 'down', repeated }));
      }
      for (const [a, b] of f.pairs) {
        if (a.score === b.score) continue;
        const [hi, lo] = a.score > b.score ? [a, b] : [b, a];
        log.push(step('float', { en: `${hi.no} (${scoreText(hi.score)}) meets ${lo.no} (${scoreText(lo.score)}): ${hi.no} floats down, ${lo.no} floats up`, tr: `${hi.no} (${scoreText(hi.score)}) - ${lo.no} (${scoreText(lo.score)}): ${hi.no} aşağı, ${lo.no} yukarı kayar` }, 'A.4', { player: lo.no, direction: 'up', against: hi.no }));
      }
      return { pairs: f.pairs, leftovers: [...f.leftovers, ...forced] };
    };

    const relaxNote = (lv: Level) => { if (lv.name !== 'all') log.push(step('relax', RELAX[lv.name], lv.name === 'x' ? 'C.11' : lv.name === 'a7d' ? 'A.7.d' : lv.name === 'c12' ? 'C.12' : lv.name === 'last' ? 'rule 6' : lv.name.endsWith('up') ? 'C.9' : 'C.10', { relax: lv.name, dx: lv.dx })); };

    if (!het) {
      const n = members.length;
      const pMax = Math.floor(n / 2);
      log.push(step('p', T.p(pMax, false), 'A.6', { p: pMax }));
      for (let p = pMax; p >= (lowest ? pMax : 0); p--) {
        if (p < pMax) log.push(step('relax', RELAX.p, 'C.14', { relax: 'p', p }));
        const x0 = xForP(X.x, pMax, p);
        for (const level of schedule(p - x0)) {
          budget = 0;
          limitNow = nodeLimit;
          relaxNote(level);
          const x = Math.min(p, x0 + level.dx);
          const f = homogeneous(members, p, x, level, (_pr, left) => leafCheck(left, level), true);
          if (f) return accept(f);
        }
      }
    } else {
      log.push(step('p', T.p(floaters.length, true), 'A.6', { p: floaters.length }));
      for (let pHet = floaters.length; pHet >= 0; pHet--) {
        if (pHet < floaters.length) log.push(step('relax', RELAX.p, 'C.14', { relax: 'p', p: pHet }));
        const { s1: S1, s2: S2 } = splitS1S2(members, pHet);
        const xHet = xForP(X.x, floaters.length, pHet);
        const remSize = members.length - 2 * pHet;
        const remMax = Math.floor(remSize / 2);
        for (let pRem = remMax; pRem >= (lowest ? remMax : 0); pRem--) {
          for (const level of schedule(Math.max(pHet, remMax))) {
            budget = 0;
            limitNow = nodeLimit * 4;
            relaxNote(level);
            if (pHet === 0) {
              const Xr = bracketX(members);
              const f = homogeneous(members, pRem, Math.min(pRem, xForP(Xr.x, remMax, pRem) + level.dx), level, (_pr, left) => leafCheck(left, level), true);
              if (f) return accept(f);
              continue;
            }
            const xh = Math.min(pHet, xHet + level.dx);
            trace(step('s1s2', T.s1s2(S1.map((s) => s.no), S2.map((s) => s.no)), 'C.4', { s1: S1.map((s) => s.no), s2: S2.map((s) => s.no), p: pHet }));
            let found: Found | null = null;
            const failedRemainders = new Set<string>();
            const ok = walkS1S2(S1, S2, xh, level, (hetPairs, remainder, hetBroken) => {
              const key = remainder.map((s) => s.no).join(',');
              if (failedRemainders.has(key)) return false;
              trace(step('remainder', T.remainder(remainder.map((s) => s.no)), 'C.6', { players: remainder.map((s) => s.no), paired: hetPairs.map(([a, b]) => [a.no, b.no]) }));
              // C.6: the remainder is paired as a homogeneous group, restarting at C.2 (its own x)
              const Xr = bracketX(remainder);
              trace(step('x', T.x(Xr.x, Xr.w, Xr.b, Xr.q), 'A.8', { ...Xr, remainder: true }));
              const xr = Math.min(pRem, xForP(Xr.x, remMax, pRem) + level.dx);
              const f = homogeneous(remainder, pRem, xr, level, (_pr, left) => leafCheck(left, level), true);
              if (!f) { failedRemainders.add(key); return false; }
              found = { pairs: [...hetPairs, ...f.pairs], leftovers: f.leftovers, broken: hetBroken + f.broken };
              return true;
            }, true);
            if (ok && found) return accept(found);
          }
        }
      }
    }
    // Only reachable when the bounded search gave up: pair by a maximum matching that keeps the rest pairable.
    return fallback(members, forced, lowest, log);
  }

  function fallback(members: PlayerState[], forced: PlayerState[], lowest: boolean, log: TraceStep[]): { pairs: Pair[]; leftovers: PlayerState[] } {
    if (!lowest) {
      log.push(step('note', { en: 'Search limit reached: the whole group moves down (C.14, p = 0)', tr: 'Arama sınırına ulaşıldı: tüm grup alt gruba kayar (C.14, p = 0)' }, 'C.14', { fallback: true }));
      return { pairs: [], leftovers: [...members, ...forced] };
    }
    const n = members.length;
    const odd = n % 2 === 1;
    const { mate } = maximumMatching(odd ? n + 1 : n, (i, j) => {
      if (j === n) return members[i].byeAllowed;
      if (i === n) return members[j].byeAllowed;
      return absoluteCheck(members[i], members[j], ctx, LOOSEST) === null;
    });
    const pairs: Pair[] = [];
    const leftovers: PlayerState[] = [];
    for (let i = 0; i < n; i++) {
      if (mate[i] === n || mate[i] < 0) leftovers.push(members[i]);
      else if (mate[i] > i) pairs.push(compareA2(members[i], members[mate[i]]) <= 0 ? [members[i], members[mate[i]]] : [members[mate[i]], members[i]]);
    }
    log.push(step('note', { en: 'Search limit reached: the lowest group is paired by a maximum matching (C.13)', tr: 'Arama sınırına ulaşıldı: en alt grup en büyük eşleme ile eşlendirildi (C.13)' }, 'C.13', { fallback: true, pairs: pairs.map(([a, b]) => [a.no, b.no]) }));
    return { pairs, leftovers };
  }
}

/**
 * A bracket's shape (C.1-C.3, A.3, A.8): the players moved down from above and the residents, the players C.1
 * moves on at once (no possible opponent here, B.1/B.2; not in the lowest bracket, where one may take the bye),
 * the members left to pair, whether they make a heterogeneous bracket, and x.
 */
export function bracketShape(moved: PlayerState[], residents: PlayerState[], lowest: boolean, ctx: CriteriaContext): { all: PlayerState[]; forced: PlayerState[]; members: PlayerState[]; floaters: PlayerState[]; het: boolean; X: ReturnType<typeof bracketX> } {
  const all = [...moved, ...residents].sort(compareA2);
  const forced: PlayerState[] = [];
  let members = [...all];
  if (!lowest) {
    for (let changed = true; changed;) {
      changed = false;
      for (const s of members) {
        if (members.some((o) => o !== s && absoluteCheck(s, o, ctx) === null)) continue;
        forced.push(s);
        members = members.filter((o) => o !== s);
        changed = true;
        break;
      }
    }
  }
  const floaters = members.filter((s) => moved.includes(s));
  return { all, forced, members, floaters, het: isHeterogeneous(floaters.length, members.length), X: bracketX(members) };
}

/** C.12 (as a look-ahead): every player moved down can still meet someone of the next score group (B.1/B.2). */
export function c12Holds(out: PlayerState[], next: PlayerState[], ctx: CriteriaContext): boolean {
  if (!out.length || out.length > next.length) return true;
  return bipartiteMatching(out.length, next.length, (i, j) => absoluteCheck(out[i], next[j], ctx) === null).size === out.length;
}

/** Why no legal pairing exists, naming the players concerned. */
function noPairingReason(states: PlayerState[], ctx: CriteriaContext): Text {
  const isolated = states.filter((s) => !states.some((o) => o !== s && absoluteCheck(s, o, ctx) === null));
  if (isolated.length) {
    const names = isolated.map((s) => s.no).join(', ');
    return { en: `no legal pairing exists: player(s) ${names} cannot meet any other player without a rematch (B.1) or a colour violation (B.2)`, tr: `kurallara uygun eşlendirme yok: ${names} numaralı oyuncu(lar) hiçbir rakiple B.1/B.2 ihlal edilmeden eşlendirilemiyor` };
  }
  if (states.length % 2 === 1 && !states.some((s) => s.byeAllowed)) {
    return { en: 'no legal pairing exists: the number of players is odd and every player has already scored a point without playing, so nobody may receive the bye (B.1.b)', tr: 'kurallara uygun eşlendirme yok: oyuncu sayısı tek ve herkes daha önce oynamadan puan aldı, kimse tur atlayamaz (B.1.b)' };
  }
  return { en: 'no legal pairing exists: the players cannot all be paired without a rematch (B.1), a colour violation (B.2) or a second bye (B.1.b)', tr: 'kurallara uygun eşlendirme yok: oyuncular B.1, B.2 veya B.1.b ihlal edilmeden eşlendirilemiyor' };
}
